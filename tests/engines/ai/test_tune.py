"""The tuning tool: settings reach the bot, paired deals, the interval, the command line."""

import json

import pytest

from engines.ai import IsmctsBot, make_bot
from engines.ai.levels import default_budget, settings
from engines.ai.tune import compare_logs, paired_outcomes, parse_settings, read_log, tune
from engines.ai.tune import main as tune_main
from tests import toy
from tests.toy.engines_nim import ENGINE as NIM


def test_overrides_replace_a_levels_settings_and_budget():
    bot = make_bot("hard", None, 1, {"exploration": 0.25, "widen_min": 4})
    assert isinstance(bot, IsmctsBot)
    assert bot.exploration == 0.25 and bot.widen_min == 4
    assert default_budget("medium", None, {"iterations": 33}).iterations == 33
    assert settings("hard", None).get("exploration") != 0.25, "overrides do not leak"
    with pytest.raises(ValueError, match="no setting"):
        settings("medium", None, {"widen_k": 2})


def test_settings_parse_numbers_booleans_and_text():
    assert parse_settings(["a=1", "b=0.5", "c=true", "d=x"]) == {
        "a": 1, "b": 0.5, "c": True, "d": "x"}
    with pytest.raises(ValueError):
        parse_settings(["novalue"])


def test_paired_outcomes_count_deals_by_seat():
    results = [{"index": i, "win_share": [w, 1 - w]}
               for i, w in enumerate([1.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.5, 0.5])]
    assert paired_outcomes(results, 2) == {
        "deals": 4, "won_every_seat": 1, "lost_every_seat": 1, "split": 2}


def test_tune_plays_paired_deals_and_a_strong_setting_wins():
    report = tune(NIM, "hard", {"iterations": 80}, "random", {}, deals=5, seed=2)
    assert report["games"] == 10 and report["paired"]["deals"] == 5
    low, high = report["ci95"]
    assert low <= report["win_rate"] <= high
    assert report["win_rate"] >= 0.8
    weak = tune(NIM, "medium", {"iterations": 2}, "medium", {"iterations": 200}, 5, seed=2)
    assert weak["win_rate"] < report["win_rate"]


def test_tune_repeats_for_a_seed_with_workers():
    one = tune(NIM, "medium", {"exploration": 0.3}, "medium", {}, deals=3, seed=4)
    with toy.registered():  # the workers find the toy's engine module by its listing
        two = tune(NIM, "medium", {"exploration": 0.3}, "medium", {}, deals=3, seed=4,
                   workers=2)
    assert one["wins"] == two["wins"] and one["points"] == two["points"]


def test_tune_command_prints_the_interval(capsys):
    tune_main(["--engine", "tests.toy.engines_nim", "--bot", "hard", "--set", "iterations=40",
               "--vs", "easy", "--deals", "2", "--seed", "3"])
    out = capsys.readouterr().out
    assert "hard:" not in out and "hard+iterations=40 vs easy" in out
    assert "win rate" in out and "[" in out
    tune_main(["--engine", "tests.toy.engines_nim", "--bot", "medium", "--deals", "1", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and report["candidate"] == "medium"


def test_log_keeps_every_game_and_reads_back(tmp_path, capsys):
    log = tmp_path / "games.jsonl"
    report = tune(NIM, "hard", {"iterations": 30}, "easy", {}, deals=2, seed=5, log=str(log))
    back = read_log(str(log))
    assert back["games"] == 4 and back["wins"] == report["wins"]
    assert back["paired"] == report["paired"]
    tune_main(["--read-log", str(log)])
    assert "of 4 games" in capsys.readouterr().out


def test_a_stopped_run_goes_on_from_its_first_missing_deal(tmp_path):
    whole, parts = tmp_path / "whole.jsonl", tmp_path / "parts.jsonl"
    tune(NIM, "medium", {"iterations": 20}, "easy", {}, deals=3, seed=7, log=str(whole))
    tune(NIM, "medium", {"iterations": 20}, "easy", {}, deals=1, seed=7, log=str(parts))
    rest = tune(NIM, "medium", {"iterations": 20}, "easy", {}, deals=3, seed=7,
                log=str(parts), first_deal=1)
    assert rest["games"] == 4 and rest["paired"]["deals"] == 2

    def games(path):
        return sorted(json.loads(line)["index"] for line in path.read_text().splitlines()), \
            read_log(str(path))

    (whole_index, whole_back), (parts_index, parts_back) = games(whole), games(parts)
    assert parts_index == whole_index == list(range(6))
    assert parts_back == whole_back


def test_a_first_deal_past_the_runs_deals_is_refused(capsys):
    with pytest.raises(SystemExit):
        tune_main(["--engine", "tests.toy.engines_nim", "--deals", "3", "--first-deal", "17"])
    assert "--first-deal 17 must lie below --deals 3" in capsys.readouterr().err


def test_the_hint_player_can_be_the_candidate():
    report = tune(NIM, "hint", {}, "random", {}, deals=2, seed=3)
    assert report["candidate"] == "hint" and report["games"] == 4
    with pytest.raises(ValueError):
        tune(NIM, "hint_of_nothing", {}, "random", {}, deals=1, seed=3)


def test_a_resumed_run_plays_only_the_games_its_log_lacks(tmp_path, capsys):
    """A run stopped with a lone game of a deal (two workers end games out of order) goes on
    with --resume: the missing games only, and the log ends as a whole run's."""
    whole, parts = tmp_path / "whole.jsonl", tmp_path / "parts.jsonl"
    tune(NIM, "medium", {"iterations": 20}, "easy", {}, deals=3, seed=7, log=str(whole))
    by_index = {json.loads(line)["index"]: line for line in whole.read_text().splitlines()}
    parts.write_text("".join(by_index[k] + "\n" for k in (0, 1, 3)))
    rest = tune(NIM, "medium", {"iterations": 20}, "easy", {}, deals=3, seed=7,
                log=str(parts), resume=True)
    assert rest["games"] == 3
    resumed = {json.loads(line)["index"]: line for line in parts.read_text().splitlines()}
    assert resumed == by_index
    assert read_log(str(parts)) == read_log(str(whole))
    with pytest.raises(ValueError, match="every game of this run is in its log"):
        tune(NIM, "medium", {"iterations": 20}, "easy", {}, deals=3, seed=7,
             log=str(parts), resume=True)
    tune_main(["--engine", "tests.toy.engines_nim", "--bot", "medium", "--set",
               "iterations=20", "--vs", "easy", "--deals", "4", "--seed", "7", "--log",
               str(parts), "--resume"])
    out = capsys.readouterr().out
    assert "2 games (1 deals" in out and "the whole log: " in out and "of 8 games" in out


def test_a_resume_refuses_a_log_of_another_run(tmp_path, capsys):
    """Games of another seed, player count or deal count are not this run's: refused, and
    the log is left as it was."""
    log = tmp_path / "games.jsonl"
    tune(NIM, "medium", {"iterations": 20}, "easy", {}, deals=2, seed=7, log=str(log))
    kept = log.read_bytes()
    for seed, deals in ((8, 2), (7, 1)):
        with pytest.raises(ValueError, match="not one of this run's"):
            tune(NIM, "medium", {"iterations": 20}, "easy", {}, deals=deals, seed=seed,
                 log=str(log), resume=True)
    log.write_bytes(kept + b"not json\n")
    with pytest.raises(SystemExit):
        tune_main(["--engine", "tests.toy.engines_nim", "--deals", "2", "--seed", "7",
                   "--log", str(log), "--resume"])
    assert "line 5: not a game of a tuning log" in capsys.readouterr().err
    assert log.read_bytes() == kept + b"not json\n"
    with pytest.raises(SystemExit):
        tune_main(["--engine", "tests.toy.engines_nim", "--resume"])
    assert "--resume goes on with a --log" in capsys.readouterr().err


def test_a_game_logged_twice_counts_once(tmp_path, capsys):
    """A deal replayed with --first-deal logs its lone game again: the summary counts each
    game once and says how many lines it left out."""
    log = tmp_path / "games.jsonl"
    tune(NIM, "medium", {"iterations": 20}, "easy", {}, deals=2, seed=7, log=str(log))
    once = read_log(str(log))
    lines = log.read_text().splitlines()
    log.write_text("\n".join(lines + lines[:1]) + "\n")
    twice = read_log(str(log))
    assert twice["repeated"] == 1 and once["repeated"] == 0
    assert {k: twice[k] for k in ("games", "wins", "paired")} == \
        {k: once[k] for k in ("games", "wins", "paired")}
    tune_main(["--read-log", str(log)])
    assert "of 4 games (1 logged again, counted once)" in capsys.readouterr().out


def game_line(index: int, seed: int, win: float, points: int) -> str:
    return json.dumps({"index": index, "seed": seed, "plies": 9, "points": [points, 5],
                       "win_share": [win, 1.0 - win]}) + "\n"


def test_two_candidates_logs_compare_game_by_game(tmp_path, capsys):
    """Two logs of the same deals: each candidate's wins and points over the games both
    hold, and which games one won where the other lost."""
    first, second = tmp_path / "first.jsonl", tmp_path / "second.jsonl"
    first.write_text(game_line(0, 11, 1.0, 9) + game_line(1, 11, 0.0, 3)
                     + game_line(2, 12, 0.5, 6) + game_line(3, 12, 1.0, 8))
    second.write_text(game_line(0, 11, 0.0, 4) + game_line(1, 11, 0.0, 2)
                      + game_line(2, 12, 1.0, 7))
    report = compare_logs(str(first), str(second))
    assert report["games"] == 3 and report["wins"] == [1.5, 1.0]
    assert report["points"] == [6.0, 13 / 3]
    assert report["only_first"] == [0] and report["only_second"] == [2]
    tune_main(["--read-log", str(first), "--against-log", str(second)])
    out = capsys.readouterr().out
    assert "3 games in both logs" in out and "won here and lost there 1 [0]" in out


def test_logs_of_other_deals_are_not_compared(tmp_path, capsys):
    first, second = tmp_path / "first.jsonl", tmp_path / "second.jsonl"
    first.write_text(game_line(0, 11, 1.0, 9))
    second.write_text(game_line(0, 99, 0.0, 4))
    with pytest.raises(ValueError, match="game 0 was dealt differently"):
        compare_logs(str(first), str(second))
    with pytest.raises(SystemExit):
        tune_main(["--against-log", str(second)])
    assert "--against-log compares with the --read-log file" in capsys.readouterr().err
