"""Every game (the registry's and the toy, tests/toy) played to its results from key events
alone (see key_driver.py): hot-seat people at the fewest and at the most players it allows,
each move chosen among the spots the focus offers, the cover passed with Enter."""

import time

import pytest

from engines.core import Seat
from scenes.game_start import start_new_game
from scenes.navigator import Navigator
from scenes.screens.results import ResultsScene
from shell.app import App
from shell.store.settings import Settings
from tests.scenes.key_driver import KeyDriver
from tests.toy import engine_of, every_game

NAMES = ("Anna", "Boris", "Clara", "Dmitri")


@pytest.fixture
def app(tmp_path):
    application = App(Settings(), settings_path=tmp_path / "settings.json", size=(1024, 640),
                      navigator=Navigator())
    yield application
    application.shutdown()


def drives():
    """(game, players, seed): every game at its fewest and its most players."""
    counts = [(game, players) for game in every_game()
              for players in sorted({engine_of(game).spec.min_players,
                                     engine_of(game).spec.max_players})]
    return [(game, players, seed) for seed, (game, players) in enumerate(counts, start=1)]


@pytest.mark.parametrize("game_id, players, seed", drives())
def test_a_whole_game_from_the_keyboard(app, game_id, players, seed):
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, game_id, seats=[Seat(n, "human") for n in NAMES[:players]],
                           seed=seed, autosave=False)
    driver = KeyDriver(app, scene, seed)
    started = time.perf_counter()
    top = driver.play()
    print(f"{game_id} {players}p: {driver.moves} moves ({len(scene.session.replay.actions)} "
          f"actions), {driver.presses} keys, "
          f"{time.perf_counter() - started:.1f} s")
    assert scene.state.is_over()
    assert isinstance(top, ResultsScene), "the results screen follows the game"
    played = len(scene.session.replay.actions)
    assert played >= driver.moves > min(10, played // 2), "the moves were made by keys"
    assert driver.arrows > 0 and driver.put_back > 0
