"""What the pointer is over stays put while a person decides: between two decisions of the same
person within a level or round, every legal target, movable piece and choice button that is
still there stands where it stood; a choice button shown again stands where it last stood;
the Pyramids grid, and each small pyramid of the other players, keeps one place and scale for
a whole level; an Archaeology hand keeps its cards' places under a pointer resting on it; no
ghost follows an idle mouse while the keys hold a piece."""

import random

import pygame
import pytest

from engines.ai import decide
from engines.core import Seat
from engines.pyramids.actions import ACTIONS as PYRAMIDS
from engines.pyramids.actions import Place
from scenes.game_start import start_new_game
from scenes.games import players_range
from scenes.pyramids.keys import drop_key
from tests.scenes.key_driver import ENTER, TAB
from tests.scenes.table_helpers import uncover
from tests.toy import every_game

GAMES = every_game()  # the registry's games and the toy (tests/toy)


def period(scene, before: tuple | None = None) -> tuple:
    """What one stretch of a person's decisions is: a round (Imhotep, Aton), a level
    (Pyramids), one decision of a turn (Archaeology: the turn and the kind of choice, a
    sandstorm's discards, a trade or the turn's sales, while no card came into the hand: a
    card found or traded in needs room); any other game: its round, or the whole game.
    `before`: the period of the last decision."""
    o = scene.obs
    game = scene.game_id
    if game == "pyramids":
        return (o["level"],)
    if game == "archaeology":
        hand = o["hand"]
        came = before is not None and any(n > before[2].get(name, 0)
                                          for name, n in hand.items())
        return (o["turn"], o["pending"]["kind"], dict(hand), came)
    return (o["round"],) if "round" in o else ()  # a game without rounds: the whole game


def same_period(now: tuple, before: tuple) -> bool:
    """`now` goes on the stretch of decisions `before` began."""
    return now[:2] == before[:2] and not (len(now) > 3 and now[3])


def targets(scene) -> dict:
    """Area key -> rect of every source and target of the bindings, and the choice buttons
    by their labels."""
    keys = {key for b in scene.interaction.bindings for key in (b.source, b.target)
            if key is not None}
    found = {key: pygame.Rect(scene.areas[key]) for key in keys if key in scene.areas}
    found |= {("button", button.text): pygame.Rect(button.rect)
              for button in scene.choice_buttons}
    return found | small_pyramids(scene)


def small_pyramids(scene) -> dict:
    """Pyramids: each other player's small pyramid, a click target, with where its squares
    lie inside it (its view: quarter (0, 0)'s place and the pixels per quarter)."""
    if scene.game_id != "pyramids":
        return {}
    lay = scene.table_layout
    return {("mini", seat): (pygame.Rect(rect), lay.views[seat])
            for seat, rect in lay.minis.items()}


def rest_on_hand(scene) -> None:
    """Archaeology: the pointer rests on the hand (over its first card)."""
    hand = [rect for key, rect in scene.areas.items() if key[0] == "hand"]
    if hand:
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=hand[0].center,
                                              rel=(0, 0), buttons=(0, 0, 0)))


@pytest.mark.parametrize("game", GAMES)
def test_pointer_targets_stay_put_between_a_persons_decisions(app, game):
    app.settings.animation_speed = 0.0
    players = min(3, players_range(game)[1])
    scene = start_new_game(app, game, seats=[Seat(f"P{k}", "human") for k in range(players)],
                           seed=3, autosave=False)
    rng = random.Random(3)
    last: dict = {}  # seat -> (period, targets) at its last decision
    buttons: dict = {}  # (seat, period, label) -> where that button last stood
    compared = 0
    decisions = 0
    for decisions in range(260):  # noqa: B007 (counted: a short game compares fewer)
        if scene.state.is_over():
            break
        uncover(scene)
        if game == "archaeology":
            rest_on_hand(scene)
        seat, now = scene.state.to_move(), targets(scene)
        before = last.get(seat)
        when = period(scene, before[0] if before is not None else None)
        if before is not None and same_period(when, before[0]):
            for key, rect in now.items():
                if key in before[1] and key[0] != "button":
                    compared += 1
                    assert rect == before[1][key], f"{key} moved between two decisions"
        for key, rect in now.items():
            if key[0] == "button":
                kept = buttons.setdefault((seat, when[:2], key[1]), rect)
                assert rect == kept, f"the button {key[1]!r} moved"
        last[seat] = (when, now)
        scene.play(rng.choice(scene.state.legal_actions()))
    assert compared > min(100, decisions // 2)  # the toy's short game: 5 decisions, 4 kept


def test_the_pyramids_grids_keep_their_place_and_scale_for_a_level(app):
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, "pyramids", seats=[Seat("A", "human"), Seat("B", "human")],
                           seed=5, autosave=False)
    rng = random.Random(5)
    views: dict = {}  # (seat, level) -> the views of the pyramids seat sees
    laid = 0
    for _decision in range(600):
        if scene.state.is_over():
            break
        uncover(scene)
        seat, level = scene.viewer, scene.obs["level"]
        shown = dict(scene.table_layout.views)  # the large grid and the small pyramid
        assert views.setdefault((seat, level), shown) == shown, "a grid moved within a level"
        action = decide(scene.state, scene.state.to_move(), "easy", rng.randrange(1000),
                        "pyramids")  # a pyramid built with sense lasts to the upper levels
        if isinstance(PYRAMIDS.decode(action), Place):
            scene.view.gestures.rotate(action[4] - scene.view.hand.rotation)  # the domino turned so
            spot = scene.areas[drop_key(PYRAMIDS.decode(action))]
            scene.play(action)
            uncover(scene)
            if ("half", 0) in scene.areas and scene.obs["level"] == level:
                # the domino lies where its spot showed it (the level's last one goes on
                # to the next level's view)
                laid += 1
                domino = scene.areas[("half", 0)].union(scene.areas[("half", 1)])
                assert abs(domino.centerx - spot.centerx) <= 1
                assert abs(domino.centery - spot.centery) <= 1
            continue
        scene.play(action)
    assert laid >= 5 and len({level for _seat, level in views}) >= 2


def test_discarded_cards_leave_the_others_in_place_until_the_pointer_leaves(app):
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, "archaeology",
                           seats=[Seat("A", "human"), Seat("B", "human")], seed=3,
                           autosave=False)
    rng = random.Random(3)
    for _step in range(400):  # to a hand of three kinds or more, the seat at the screen to act
        uncover(scene)
        kinds = {key[1] for key in scene.areas if key[0] == "hand"}
        if scene.obs["pending"]["kind"] == "act" and len(kinds) >= 3 \
                and scene.state.to_move() == scene.viewer:
            break
        scene.play(rng.choice(scene.state.legal_actions()))
    else:
        pytest.fail("no hand of three kinds")
    rest_on_hand(scene)
    hand = {key: pygame.Rect(rect) for key, rect in scene.areas.items() if key[0] == "hand"}
    first = min(hand, key=lambda key: hand[key].x)
    sale = next(a for a in scene.state.legal_actions()
                if a[0] == "sell" and a[1] == first[1] and a[2] == 1)
    scene.play(sale)  # the leftmost kind sold: a gap where it stood
    still = {key: rect for key, rect in scene.areas.items() if key[0] == "hand"}
    assert still and all(rect == hand[key] for key, rect in still.items()), \
        "the cards under the pointer stayed where they were"
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0),
                                          buttons=(0, 0, 0)))
    moved = {key: rect for key, rect in scene.areas.items() if key[0] == "hand"}
    assert moved.keys() == still.keys() and moved != still, "the pointer left: the hand closes up"


def test_no_ghost_follows_the_idle_mouse_while_the_keys_hold_a_domino(app, monkeypatch):
    from scenes.pyramids import overlay

    app.settings.animation_speed = 0.0
    scene = start_new_game(app, "pyramids", seats=[Seat("A", "human"), Seat("B", "human")],
                           seed=5, autosave=False)
    app.step([])
    uncover(scene)
    big = scene.table_layout.big
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=big.center, rel=(1, 1),
                                 buttons=(0, 0, 0))])
    app.step([TAB])  # the focus shows
    for _ in range(20):  # to a quarry domino
        if scene.keyboard.play.focus and scene.keyboard.play.focus[0] == "quarry":
            break
        app.step([TAB])
    app.step([ENTER])  # picked up by the keys
    assert scene.interaction.selected is not None
    ghosts = []
    real = overlay.domino_image

    def counting(*args, **kwargs):
        if "alpha" in kwargs:  # the ghost under the mouse (the held one is opaque)
            ghosts.append(kwargs["alpha"])
        return real(*args, **kwargs)
    monkeypatch.setattr(overlay, "domino_image", counting)
    app.step([])
    assert ghosts == [], "the mouse has not moved: nothing follows it"
    assert scene.interaction.hovered is None
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(big.centerx + 3, big.centery),
                                 rel=(3, 0), buttons=(0, 0, 0))])
    assert ghosts, "once the mouse moves, it shows where the domino would go"
