"""The command line's ways to a table: --load of an unfinished hot-seat save starts behind
the cover (in play and in a screenshot) when the seats hold secrets, and --screenshot writes
nothing to the player's folders: no autosave, no pruned autosave, no changed save, no
statistics. Every game is checked (the registry's and the toy, tests/toy)."""

import os

import pygame
import pytest

from engines.core import canonical
from scenes.launch import launch, open_from_command_line
from shell.cli import build_parser
from shell.paths import user_data_dir
from shell.store import saves
from tests.scenes.hotseat_driver import cover_share
from tests.scenes.replay.test_replay_privacy import halfway, played
from tests.toy import every_game


def tree(folder):
    """Every file under `folder` with its size and modification time."""
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in sorted(folder.rglob("*")) if p.is_file()}


def run(*argv) -> int:
    return launch(build_parser().parse_args([str(a) for a in argv]))


def old_autosaves(count=5):
    """`count` unfinished games' autosaves, oldest first (Continue offers the newest)."""
    paths = []
    for k in range(count):
        replay, _state = played("pyramids", ["human", "easy"], 20 + k, 6)
        path = saves.autosave(replay)
        os.utime(path, ns=(10**18 + k * 10**9, 10**18 + k * 10**9))
        paths.append(path)
    return paths


@pytest.mark.parametrize("game", every_game())
def test_a_game_screenshot_keeps_every_save_and_writes_none(tmp_path, game):
    old_autosaves()
    replay, _state = played("archaeology", ["human", "human"], 3, 30)
    saves.save_replay(replay, saves.new_save_path("archaeology"))
    before = tree(user_data_dir())
    shot = tmp_path / f"{game}.png"
    assert run("--screenshot", shot, "--scene", game, "--size", "1024x640",
               "--frames", "40", "--moves", "6") == 0
    assert shot.exists()
    assert tree(user_data_dir()) == before


def mid_game(game, kinds, seed, moves):
    """`moves` random actions into a game from the deal (a short game: halfway)."""
    return played(game, kinds, seed, min(moves, halfway(game, kinds, seed)))


@pytest.mark.parametrize("game", every_game())
def test_a_screenshot_of_a_loaded_save_leaves_it_as_it_was(tmp_path, game):
    replay, _state = mid_game(game, ["easy", "easy"], 4, 20)  # bots move on when loaded
    path = saves.autosave(replay)
    before = tree(user_data_dir())
    assert run("--screenshot", tmp_path / "shot.png", "--load", path, "--size", "1024x640",
               "--frames", "60") == 0
    assert tree(user_data_dir()) == before


def seats_differ(table) -> bool:
    """The seats see different tables now (a hand, a face-down card): the cover is due."""
    state = table.state
    return len({canonical(table.view.shared_view(state.observation(seat)))
                for seat in range(state.num_players)}) > 1


@pytest.mark.parametrize("game", every_game())
def test_load_of_an_unfinished_hotseat_save_starts_behind_the_cover(app, tmp_path, game):
    replay, state = mid_game(game, ["human", "human"], 5, 30)
    path = saves.autosave(replay)
    assert open_from_command_line(app, path) is None
    table = app.scenes.top
    app.step([])
    secret = seats_differ(table)
    assert table.cover_showing == secret and (table.drawn_viewer is None) == secret
    assert table.covered_for == (state.to_move() if secret else None)
    assert (cover_share(app.surface) > 0.6) == secret
    # and in a screenshot of it: the picture is the cover
    shot = tmp_path / "loaded.png"
    assert run("--screenshot", shot, "--load", path, "--size", "1024x640", "--frames", "3") == 0
    assert (cover_share(pygame.image.load(str(shot))) > 0.6) == secret
