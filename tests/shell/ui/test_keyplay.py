"""The keyboard controller alone (shell/ui/keyplay.py), on plain rectangles: what the focus
walks, picking up, placing, putting back, number keys, and a spot that goes."""

import pygame

from shell.ui.dragdrop import Binding, Interaction
from shell.ui.keyplay import Button, KeyPlay, Table


def press(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


class Board:
    """Two stones (a, b) with their targets, a direct target d, one button, and a stray
    area x that nothing plays."""

    def __init__(self):
        self.areas = {"a": pygame.Rect(0, 0, 10, 10), "b": pygame.Rect(100, 0, 10, 10),
                      "t1": pygame.Rect(0, 100, 10, 10), "t2": pygame.Rect(100, 100, 10, 10),
                      "t3": pygame.Rect(200, 100, 10, 10), "d": pygame.Rect(200, 0, 10, 10),
                      "x": pygame.Rect(50, 50, 10, 10)}
        self.interaction = Interaction()
        self.interaction.set_bindings([
            Binding(("move", "a", 1), "a", "t1"), Binding(("move", "a", 2), "a", "t2"),
            Binding(("move", "b", 3), "b", "t3"), Binding(("move", "b", 0), "b", "nowhere"),
            Binding(("dig",), None, "d")])
        self.played = []
        self.pressed = []
        self.button = object()
        self.table = Table(self.interaction, lambda: self.areas,
                           lambda: [(self.button, pygame.Rect(0, 200, 50, 20))],
                           lambda outcome: self.played.append(outcome),
                           self.pressed.append)


def test_the_focus_walks_what_can_be_played_and_the_first_key_only_shows_it():
    board, play = Board(), KeyPlay()
    keys = [spot.key for spot in play.spots(board.table)]
    assert keys == ["a", "b", "d", Button(0)], "sources, direct targets, buttons; no stray"
    assert play.handle_event(press(pygame.K_RETURN), board.table)
    assert play.visible and board.played == [] and board.interaction.selected is None
    assert play.current(board.table).key == "a"
    play.handle_event(press(pygame.K_RIGHT), board.table)
    assert play.current(board.table).key == "b"
    play.handle_event(press(pygame.K_TAB, pygame.KMOD_SHIFT), board.table)
    assert play.current(board.table).key == "a"
    play.handle_event(press(pygame.K_DOWN), board.table)
    assert play.current(board.table).key == Button(0)


def test_a_piece_is_picked_up_walked_over_its_targets_only_and_placed():
    board, play = Board(), KeyPlay()
    play.visible = True
    play.handle_event(press(pygame.K_SPACE), board.table)
    assert board.interaction.selected == "a"
    assert play.current(board.table).key == "t1", "the target nearest the piece"
    seen = set()
    for k in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_UP, pygame.K_LEFT, pygame.K_TAB):
        play.handle_event(press(k), board.table)
        seen.add(play.current(board.table).key)
    assert seen == {"t1", "t2"}
    play.handle_event(press(pygame.K_RIGHT), board.table)
    play.handle_event(press(pygame.K_RETURN), board.table)
    (outcome,) = board.played
    assert (outcome.kind, outcome.action, outcome.source, outcome.target) == (
        "play", ("move", "a", 2), "a", "t2")
    assert board.interaction.selected is None


def test_esc_puts_back_and_otherwise_is_the_tables():
    board, play = Board(), KeyPlay()
    play.visible = True
    assert not play.handle_event(press(pygame.K_ESCAPE), board.table), "nothing held"
    play.handle_event(press(pygame.K_RIGHT), board.table)
    play.handle_event(press(pygame.K_RETURN), board.table)
    assert board.interaction.selected == "b"
    assert [s.key for s in play.spots(board.table)] == ["t3"], "a target off the table: none"
    assert play.handle_event(press(pygame.K_ESCAPE), board.table)
    assert board.interaction.selected is None and board.played == []
    assert play.current(board.table).key == "b"


def test_enter_plays_a_direct_target_and_number_keys_press_buttons():
    board, play = Board(), KeyPlay()
    play.visible = True
    for _ in range(2):
        play.handle_event(press(pygame.K_TAB), board.table)
    play.handle_event(press(pygame.K_RETURN), board.table)
    assert board.played[0].action == ("dig",) and board.played[0].source is None
    assert not play.handle_event(press(pygame.K_2), board.table), "no second button"
    assert play.handle_event(press(pygame.K_1), board.table)
    assert board.pressed == [board.button]


def test_a_spot_that_goes_hands_the_focus_to_the_nearest():
    board, play = Board(), KeyPlay()
    play.visible = True
    play.handle_event(press(pygame.K_RETURN), board.table)
    play.handle_event(press(pygame.K_RIGHT), board.table)
    assert play.current(board.table).key == "t2"
    board.areas["t4"] = board.areas.pop("t2").move(5, 0)  # a turned domino's places move
    board.interaction.set_bindings(board.interaction.bindings + [
        Binding(("move", "a", 4), "a", "t4")])
    assert play.current(board.table).key == "t4"


def test_keys_with_ctrl_or_alt_are_left_to_the_table():
    board, play = Board(), KeyPlay()
    assert not play.handle_event(press(pygame.K_z, pygame.KMOD_CTRL), board.table)
    assert not play.handle_event(press(pygame.K_RETURN, pygame.KMOD_ALT), board.table)
    assert not play.handle_event(press(pygame.K_h), board.table)
