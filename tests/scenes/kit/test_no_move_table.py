"""A table whose engine offers no legal action before the end (a defect: the notation and
the engines' invariant forbid it) says so in words and keeps Save and Menu, with bots or
people to move; nothing raises and the player is not thrown back to the menu
(scenes/kit/no_move.py)."""

import pygame
import pygame_gui
import pytest

from engines.core import Seat
from scenes.game_start import start_new_game
from scenes.kit.no_move import no_move_text
from shell.store import saves
from tests.toy import every_game

GAMES = every_game()  # the registry's games and the toy (tests/toy)
SEATINGS = {"bots": ("easy", "easy"), "people": ("human", "human")}


def press(app, button):
    app.step([pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button,
                                 ui_object_id="")])


@pytest.mark.parametrize("seating", SEATINGS)
@pytest.mark.parametrize("game", GAMES)
def test_a_table_with_no_legal_action_says_so_and_keeps_save_and_menu(app, game, seating,
                                                                       monkeypatch):
    app.settings.animation_speed = 0.0
    app.use_bot_process = False
    seats = [Seat(f"P{k}", kind) for k, kind in enumerate(SEATINGS[seating])]
    scene = start_new_game(app, game, seats=seats, seed=3, autosave=False)
    app.step([])
    monkeypatch.setattr(type(scene.state), "legal_actions", lambda self: [])
    for _ in range(20):
        app.step([])  # a bot's turn used to raise IndexError here (bot_pacing)
    assert app.scenes.top is scene, "the table was left"
    assert not scene.state.is_over()
    assert scene.prompt() == no_move_text()
    assert scene.toast.text == no_move_text() and scene.toast.error
    assert not scene.human_to_move and not scene.hints.request()
    before = {info.path for info in saves.list_saves()}
    press(app, scene.buttons.save)  # Save… opens the dialog: Save the game
    dialog = app.scenes.top
    press(app, next(b for b, command in dialog.buttons.items() if command == "game"))
    assert app.scenes.top is scene
    assert len({info.path for info in saves.list_saves()} - before) == 1, "Save kept nothing"
    press(app, scene.buttons.menu)
    assert app.scenes.top is not scene
