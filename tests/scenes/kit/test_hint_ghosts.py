"""The Hint on the table: the button and H ask the Hard bot for the human seat to
move; the answer is a legal action drawn as a ghost with one line of why; hints are counted
per game in the save; none while the hot-seat cover is up or for a bot's turn."""

import time

import pygame
import pytest

from engines.core import Replay, Seat
from scenes.game_start import start_new_game
from scenes.kit.hint_ghosts import hint_line
from tests.toy import every_game

GAMES = every_game()  # the registry's games and the toy (tests/toy)


def open_vs_bot(app, game, seed=5):
    app.settings.animation_speed = 0.0
    app.use_bot_process = False  # a thread: the same answers, no process start in tests
    scene = start_new_game(app, game, seats=[Seat("Ann", "human"), Seat("Bot", "easy")],
                           seed=seed, autosave=False)
    app.step([])
    # play on (bots and the human's first legal move) until the human has a real choice;
    # the bot's thread answers within some frames, as many as the machine's load makes it
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        scene.animator.clear()
        if scene.human_to_move and scene.covered_for is None \
                and len(scene.state.legal_actions()) > 1:
            return scene
        if scene.human_to_move:
            scene.play(scene.state.legal_actions()[0])
        app.step([])
    raise AssertionError("the human never got a real choice")


def wait_for_hint(app, scene, seconds=30.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.step([])
        if scene.hints.current() is not None:
            return scene.hints.current()
        time.sleep(0.02)
    raise AssertionError("no hint within the time")


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_key_shows_a_legal_move_as_a_ghost_and_counts_once(app, game):
    scene = open_vs_bot(app, game)
    seat = scene.state.to_move()
    assert scene.buttons.hint.is_enabled
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")
    app.step([key])
    hint = wait_for_hint(app, scene)
    assert hint.action in scene.state.legal_actions()
    app.step([])
    assert scene.hints.ghost_rects, "the hinted move glows on the table"
    assert "%" in hint_line(hint)
    assert scene.session.hints_used(seat) == 1
    app.step([key])  # the same decision: the same hint, not counted again
    assert scene.session.hints_used(seat) == 1
    assert scene.session.replay.to_json()["hints"][seat] == 1
    assert Replay.from_json(scene.session.replay.to_json()).hints == scene.session.replay.hints


def test_the_hint_button_asks_and_the_hint_goes_after_the_move(app):
    scene = open_vs_bot(app, "imhotep")
    scene.on_button(scene.buttons.hint)
    hint = wait_for_hint(app, scene)
    assert scene.session.hints_used(0) == 1
    scene.play(hint.action)
    app.step([])
    assert scene.hints.current() is None
    assert scene.hints.ghost_rects == []


def test_no_hint_under_the_hot_seat_cover(app):
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, "aton", seats=[Seat("Ann", "human"), Seat("Bob", "human")],
                           seed=3, autosave=False)
    app.step([])
    assert scene.covered_for is not None
    assert not scene.hints.available()
    assert scene.hints.request() is False
    assert scene.session.hints_used(0) == scene.session.hints_used(1) == 0


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_line_leaves_the_hinted_piece_and_its_target_in_view(app, game):
    scene = open_vs_bot(app, game)
    scene.on_button(scene.buttons.hint)
    wait_for_hint(app, scene)
    app.step([])
    box = scene.hints.text_box
    assert box is not None and scene.table_rect.contains(box)
    assert scene.hints.first_rects
    assert not any(box.colliderect(r) for r in scene.hints.first_rects)
    assert scene.prompt_box is None or not box.colliderect(scene.prompt_box)


def test_the_hint_line_leaves_the_quarries_and_sleds_in_view_where_there_is_room(app):
    """Imhotep with four players at 1280x720: the line at the table's foot covered the
    lower mats' quarry counts and sleds; it goes where it covers the fewest pieces (here
    none of the quarries and sleds), still clear of the hinted move."""
    app.settings.animation_speed = 0.0
    app.use_bot_process = False
    seats = [Seat("Ann", "human")] + [Seat(name, "easy") for name in ("B", "C", "D")]
    scene = start_new_game(app, "imhotep", seats=seats, seed=5, autosave=False)
    app.step([])
    for _ in range(400):
        scene.animator.clear()
        if scene.human_to_move and len(scene.state.legal_actions()) > 1:
            break
        app.step([])
    scene.on_button(scene.buttons.hint)
    wait_for_hint(app, scene)
    app.step([])
    box = scene.hints.text_box
    assert box is not None and scene.table_rect.contains(box)
    covered = [key for key, rect in scene.areas.items()
               if key[0] in ("quarry", "sled", "sled_stone") and box.colliderect(rect)]
    assert covered == []
    assert not any(box.colliderect(r.inflate(12, 12)) for r in scene.hints.first_rects)
