"""A written position (docs/notation.md) opens at the table and in the replay viewer from the
command line (`--position`, with --screenshot too); a bad one is refused with the reason on
stderr and exit code 2; a crash report carries the open table's position."""

import sys

import pygame
import pytest

from engines import get_engine, notation
from engines.core import Rng
from scenes.launch import launch
from scenes.position import open_position, read_position
from scenes.replay import ReplayTable
from shell import crash
from shell.cli import build_parser
from shell.paths import user_data_dir
from shell.store import saves
from tests.scenes.hotseat_driver import cover_share
from tests.scenes.test_launch_privacy import tree

PLAYERS = {"imhotep": 3, "pyramids": 2, "archaeology": 4, "aton": 2}


def run(*argv) -> int:
    return launch(build_parser().parse_args([str(a) for a in argv]))


def midgame(game_id, moves=30, seed=4) -> str:
    """The text of a position `moves` random actions into a game."""
    state = get_engine(game_id).new_game(PLAYERS[game_id], None, seed)
    rng = Rng(seed)
    for _ in range(moves):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return notation.format(state)


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_a_screenshot_of_an_opened_position_writes_nothing_else(game_id, tmp_path):
    source = tmp_path / "position.txt"
    source.write_text(midgame(game_id) + "\n", encoding="utf-8")
    before = tree(user_data_dir())
    shot = tmp_path / "shot.png"
    assert run("--screenshot", shot, "--position", source, "--size", "1024x640",
               "--frames", "3") == 0
    assert shot.stat().st_size > 10_000
    assert tree(user_data_dir()) == before


@pytest.mark.parametrize(("text", "reason"), [
    ("chess rnbqkbnr/pppppppp", "begins with the game's name"),
    ("imhotep players=2", "not an Imhotep position"),
    ("", "begins with the game's name"),
])
def test_a_bad_position_is_refused_with_the_reason_and_exit_code_2(text, reason, tmp_path,
                                                                   capsys):
    shot = tmp_path / "shot.png"
    assert run("--screenshot", shot, "--position", text) == 2
    err = capsys.readouterr().err
    assert f"Cannot open the position: a position {reason}" in err or reason in err
    assert "Traceback" not in err and not shot.exists()


def test_an_impossible_position_is_refused_with_its_conservation_reason(tmp_path, capsys):
    text = midgame("aton").replace(" supply=", " supply=1", 1)
    assert run("--screenshot", tmp_path / "shot.png", "--position", text) == 2
    assert "each player's 29 priests must all be somewhere" in capsys.readouterr().err


def test_seats_that_do_not_match_the_position_are_refused(tmp_path, capsys):
    assert run("--screenshot", tmp_path / "s.png", "--position", midgame("pyramids"),
               "--seats", "human,easy,hard") == 2
    assert "another number of players" in capsys.readouterr().err


@pytest.mark.parametrize(("data", "reason"), [(b"\xff\xfe\x00bad", "the file is not UTF-8 text"),
                                              (b"\x89PNG\x00\x01", "not a position (not text)")])
def test_a_file_that_is_no_text_is_refused(tmp_path, capsys, data, reason):
    source = tmp_path / "position.txt"
    source.write_bytes(data)
    assert run("--screenshot", tmp_path / "s.png", "--position", source) == 2
    assert f"Cannot open the position: {reason}" in capsys.readouterr().err


def test_a_bad_position_ends_a_normal_start_with_exit_code_2_before_the_menu(capsys):
    assert run("--position", "aton round=x") == 2
    assert "not an Aton position" in capsys.readouterr().err


def test_the_refusal_is_in_the_players_language(tmp_path, capsys):
    assert run("--screenshot", tmp_path / "s.png", "--position", "imhotep x", "--lang", "ru") == 2
    err = capsys.readouterr().err
    assert "Cannot open" not in err and "Imhotep" not in err, err


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_the_table_opens_at_the_position_and_plays_on(app, game_id):
    text = midgame(game_id)
    state, read = read_position(text)
    assert read == text
    scene = open_position(app, state, text, kinds=["human"] * (PLAYERS[game_id] - 1)
                          + ["easy"])
    assert app.scenes.top is scene and notation.format(scene.state) == text
    assert scene.session.writer is None and scene.ended_before  # not saved, not counted
    assert [s.kind for s in scene.session.seats][-1] == "easy"
    for _ in range(5):
        app.step([])
    legal = scene.state.legal_actions()
    scene.session.apply(legal[0])
    # the game's replay starts at the position: saved, it loads back to the same state
    path = saves.new_save_path(game_id)
    saves.save_replay(scene.session.replay, path)
    replay = saves.read_replay(path)
    assert replay.position == text
    assert notation.format(replay.play(get_engine(game_id))) == notation.format(scene.state)


def test_the_replay_viewer_opens_at_the_position(app):
    text = midgame("archaeology")
    state, _ = read_position(text)
    scene = open_position(app, state, text, viewer=True)
    assert isinstance(scene, ReplayTable) and app.scenes.top is scene
    assert notation.format(scene.state) == text and len(scene.timeline) == 0
    app.step([])


def test_a_crash_report_carries_the_open_tables_position(app):
    text = midgame("imhotep")
    state, _ = read_position(text)
    open_position(app, state, text)
    try:
        raise RuntimeError("a planted failure")
    except RuntimeError:
        path = crash.report(*sys.exc_info(), where="a test")
    logged = path.read_text(encoding="utf-8")
    assert "a planted failure" in logged
    assert f"position of TableScene (ImhotepView): {text}" in logged


def test_a_position_shared_by_people_opens_behind_the_hotseat_cover(app, tmp_path):
    """Everyone at the screen by default: the hands are secret, so the cover comes first
    (in play and in a screenshot)."""
    text = midgame("archaeology")
    state, _ = read_position(text)
    table = open_position(app, state, text)
    app.step([])
    assert table.cover_showing and table.covered_for == state.to_move()
    assert cover_share(app.surface) > 0.6
    shot = tmp_path / "shot.png"
    assert run("--screenshot", shot, "--position", text, "--size", "1024x640") == 0
    assert cover_share(pygame.image.load(str(shot))) > 0.6
