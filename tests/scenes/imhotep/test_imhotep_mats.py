"""Imhotep's mats use the room under the Nile: with two players (one row of mats) they grow
down the table and the hand's cards grow with them, at every window size."""

import pytest

from engines.core import Seat
from scenes.game_start import start_new_game
from scenes.navigator import Navigator
from shell.app import App
from shell.store.settings import Settings
from tests.scenes.table_helpers import WINDOW_SIZES


def mats_and_cards(tmp_path, size, players):
    app = App(Settings(), settings_path=tmp_path / f"s{players}.json", size=size,
              navigator=Navigator())
    try:
        seats = [Seat(f"P{i + 1}", "human") for i in range(players)]
        scene = start_new_game(app, "imhotep", seats=seats, seed=3, autosave=False)
        lay = scene.table_layout
        canvas_bottom = lay.canvas.point(0, 720)[1]
        return lay, canvas_bottom, scene.areas[("hand_area", 0)], scene.areas[("sled", 0)]
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", WINDOW_SIZES)
def test_two_players_mats_fill_the_table_and_their_cards_are_larger(tmp_path, size):
    two, bottom, hand2, sled2 = mats_and_cards(tmp_path, size, 2)
    four, _, hand4, _ = mats_and_cards(tmp_path, size, 4)
    s = two.scale
    # the mats reach down to the table's last tenth (they stopped at 578 of 720 before)
    assert bottom - max(m.bottom for m in two.mats) <= round(72 * s)
    assert two.card_scale > two.scale and hand2.h > hand4.h * 1.5
    # the hand's row lies under the sled, inside the mat
    mat = two.mats[0]
    assert sled2.bottom < hand2.top and mat.contains(hand2) and mat.contains(sled2)
    # four players keep two rows of mats at the table's own scale
    assert four.card_scale == four.scale and max(m.bottom for m in four.mats) <= bottom
