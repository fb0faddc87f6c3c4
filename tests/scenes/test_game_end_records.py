"""A game played to its end at the table is recorded once: its statistics row
(game, opponent level, the human's score and result, hints used) and its kept replay; a
finished game opened again from its save is not counted twice."""

import random
import time

from engines.core import Seat
from scenes import open_game
from scenes.game_start import start_new_game
from shell.store import finished, saves
from shell.store.stats import StatsStore


def play_to_the_end(app, table, seed=4):
    """The human seat moves through the table's own play(); the bot through the worker."""
    rng = random.Random(seed)
    deadline = time.monotonic() + 120
    while not table.state.is_over():
        if table.human_to_move:
            assert table.play(rng.choice(table.state.legal_actions()))
        else:
            table.update(0.05)
            time.sleep(0.001)
        assert time.monotonic() < deadline
    table.update(0.05)
    finished.flush()


def test_the_end_of_a_table_game_records_its_row_once(app):
    app.use_bot_process = False
    app.settings.animation_speed = 0.0
    table = start_new_game(app, "aton", seats=[Seat("Anna", "human"), Seat("Ramses", "random")],
                           seed=21, autosave=False)
    table.session.count_hint(0)  # Anna asks for two hints (the replay keeps the count)
    table.session.count_hint(0)
    play_to_the_end(app, table)
    (row,) = StatsStore().summaries()
    scores, winners = table.state.scores(), table.state.winners()
    assert (row.game, row.level, row.games, row.hints) == ("aton", "random", 1, 2)
    assert row.best == scores[0] and row.wins == (0 in winners)
    (kept,) = finished.kept_replays()
    assert saves.read_replay(kept).actions == table.session.replay.actions

    path = saves.new_save_path("aton")  # the finished game opened again: not counted again
    saves.save_replay(table.session.replay, path)
    replay, state = saves.load_game(path)
    again = open_game(app, replay, state)
    again.update(0.05)
    finished.flush()
    assert again.results_shown
    assert StatsStore().summary("aton", "random").games == 1
    assert len(finished.kept_replays()) == 1


def test_a_finished_games_autosave_goes_once_its_replay_is_kept(app):
    app.use_bot_process = False
    app.settings.animation_speed = 0.0
    older = saves.autosave(start_new_game(app, "aton", seats=[Seat("Anna"), Seat("Bo")],
                                          seed=3, autosave=False).session.replay)
    table = start_new_game(app, "aton", seats=[Seat("Anna", "human"), Seat("Ramses", "random")],
                           seed=21)
    play_to_the_end(app, table)
    autosave = table.session.writer.path
    assert not autosave.exists()  # nothing to continue, and no autosave place taken
    assert [info.path for info in saves.autosaves()] == [older]
    (kept,) = finished.kept_replays()
    assert saves.read_replay(kept).actions == table.session.replay.actions
    table.session.count_hint(0)
    table.leave()
    assert not autosave.exists()  # written no more


def test_a_finished_games_autosave_stays_when_its_replay_cannot_be_kept(app, monkeypatch):
    app.use_bot_process = False
    app.settings.animation_speed = 0.0
    monkeypatch.setattr(finished, "keep_replay", lambda replay, folder=None: None)
    table = start_new_game(app, "aton", seats=[Seat("Anna", "human"), Seat("Ramses", "random")],
                           seed=21)
    play_to_the_end(app, table)
    assert table.session.writer.path.exists()
    assert saves.load_game(table.session.writer.path)[1].is_over()


def test_a_full_disk_at_the_end_never_offers_the_finished_game_again_and_keeps_its_replay(
        app, monkeypatch):
    import errno

    from shell import notices
    from shell.store.stats import StatsStore

    app.use_bot_process = False
    app.settings.animation_speed = 0.0
    full = [False]
    real_write = saves.write_atomic

    def write(path, text, durable=True):
        if full[0]:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_write(path, text, durable)
    monkeypatch.setattr(saves, "write_atomic", write)
    table = start_new_game(app, "aton", seats=[Seat("Anna", "human"), Seat("Ramses", "random")],
                           seed=21)
    rng = random.Random(4)
    while not table.human_to_move:
        table.update(0.05)
    assert table.play(rng.choice(table.state.legal_actions()))
    table.session.writer.flush()
    stale = table.session.writer.path
    assert stale.exists()  # an early move is on the disk; then the disk fills up
    full[0] = True
    play_to_the_end(app, table)
    assert saves.continue_candidates()[0] is None  # Continue never reopens the finished game
    assert not stale.exists() and finished.kept_replays() == []
    told = [text for text, _error in notices.take()]
    assert any("replay cannot be kept: the disk is full" in text for text in told), told
    (row,) = StatsStore().records()
    full[0] = False  # room again: the next game's end keeps the replay that waited
    other = start_new_game(app, "aton", seats=[Seat("Anna", "human"),
                                               Seat("Ramses", "random")], seed=22)
    play_to_the_end(app, other)
    kept = {path.name: path for path in finished.kept_replays()}
    assert row.replay in kept and len(kept) == 2  # under the name its row links
    assert saves.read_replay(kept[row.replay]).actions == table.session.replay.actions
