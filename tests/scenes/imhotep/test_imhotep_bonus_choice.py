"""The Imhotep table offers the optional Pyramids B bonuses as buttons."""

import pytest

from engines.core import Seat
from scenes.game_start import start_new_game

SIDE_B_PYRAMIDS = {"market": "A", "pyramids": "B", "temple": "A", "tomb": "A",
                   "obelisks": "A", "pharaohs_wrath": False}


@pytest.fixture
def table(app):
    app.settings.animation_speed = 0.0
    seats = [Seat("P1", "human"), Seat("P2", "human")]
    scene = start_new_game(app, "imhotep", seats=seats, options=SIDE_B_PYRAMIDS, seed=4,
                           autosave=False)
    app.step([])
    return scene


@pytest.mark.parametrize("pyramid, kind", [(0, "bonus_card"), (1, "bonus_stones")])
def test_take_or_skip_buttons_for_the_left_and_middle_bonus(app, table, pyramid, kind):
    state = table.state
    seat = state.to_move()
    # one of the mover's stones on a 1-stone ship; room on the sled for the middle bonus
    state.caps, state.slots = [1, 1, 1, 1], [[seat], [-1], [-1], [-1]]
    state.sled[seat] = 2
    state.ship_site, state._legal = [-1] * 4, None
    table.play(("sail", 0, "pyramids"))
    table.play(("choose_pyramid", pyramid))
    app.step([])
    table.lift_cover()
    app.step([])
    assert table.obs["pending"]["kind"] == kind
    assert set(table.choice_buttons.values()) == {("take_bonus",), ("decline",)}
    labels = {button.text for button in table.choice_buttons}
    assert len(labels) == 2
    button = next(b for b, a in table.choice_buttons.items() if a == ("decline",))
    table.on_button(button)
    app.step([])
    assert table.session.replay.actions[-1] == ("decline",)
