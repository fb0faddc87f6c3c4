"""Every game played to its results from key events alone (see key_driver.py): hot-seat
people at two and at the largest player count, each move chosen among the spots the focus
offers, the cover passed with Enter."""

import time

import pytest

from engines.core import Seat
from scenes.game_start import start_new_game
from scenes.navigator import Navigator
from scenes.screens.results import ResultsScene
from shell.app import App
from shell.store.settings import Settings
from tests.scenes.key_driver import KeyDriver

NAMES = ("Anna", "Boris", "Clara", "Dmitri")


@pytest.fixture
def app(tmp_path):
    application = App(Settings(), settings_path=tmp_path / "settings.json", size=(1024, 640),
                      navigator=Navigator())
    yield application
    application.shutdown()


@pytest.mark.parametrize("game_id, players, seed", [
    ("imhotep", 2, 1), ("imhotep", 4, 2), ("pyramids", 2, 3), ("pyramids", 4, 4),
    ("archaeology", 2, 5), ("archaeology", 4, 6), ("aton", 2, 7)])
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
    assert len(scene.session.replay.actions) >= driver.moves > 10
    assert driver.arrows > 0 and driver.put_back > 0
