"""Sound at the tables (dummy audio driver, the app's audio calls recorded and passed on to
the mixer): each table plays its game's theme and the menu's comes back on leaving; every
event a player should notice is heard once, as its animation starts, and not when the
animation is skipped; the end of a game is heard as a win or a loss; M and the window's
focus silence everything; the two volumes persist."""

import json
import random

import pygame
import pytest

from engines import get_engine
from engines.ai.runner import decide
from engines.core import Replay, Seat
from scenes.games import app_descriptor
from scenes.screens.menu import MenuScene
from scenes.screens.rules import RulesScene
from scenes.screens.setup import SetupScene
from shell.ui.audio import MENU_THEME, music_path
from tests.scenes.mouse import click
from tests.toy import every_game

DT = 0.05

# event kind -> (the effect it is heard as, every kind heard as that effect, the data it
# needs or None): in a move with the kind and no other kind of the same effect, the effect is
# heard once for each such event
HEARD = {
    "imhotep": {
        "place": ("stone", {"place", "take_stones", "unload", "stone_from_quarry"}),
        "take_stones": ("stone", {"place", "take_stones", "unload", "stone_from_quarry"}),
        "sail": ("sail", {"sail"}),
        "card_taken": ("card_deal", {"card_taken"}),
        "round_start": ("round_start", {"round_start"}),
        "round_end": ("round_end", {"round_end"}),
    },
    "pyramids": {
        "place": ("domino", {"place"}),
        "token": ("gem", {"token", "tokens_returned"}),
        "refill": ("quarry", {"refill", "stack_split"}),
        "single_tile": ("card_flip", {"single_tile"}),
        "level_start": ("round_start", {"level_start"}),
        "level_scored": ("score", {"level_scored"}),
    },
    "archaeology": {
        "sell": ("coins", {"sell"}),
        "dig:thief": ("thief", {"dig:thief"}),
        "dig:sandstorm": ("sand", {"dig:sandstorm"}),
        "dig:treasure": ("card_deal", {"dig:treasure", "steal", "trade", "explore",
                                       "sandstorm_discard", "discard_chosen", "trade_give",
                                       "trade_take", "trade_cancelled"}),
    },
    "aton": {
        "place": ("priest", {"place", "remove:supply", "priests_return"}),
        "to_kingdom": ("kingdom", {"to_kingdom", "remove:kingdom"}),
        "remove:kingdom": ("kingdom", {"to_kingdom", "remove:kingdom"}),
        "reveal": ("card_flip", {"reveal"}),
        "round_start": ("round_start", {"round_start"}),
    },
}
ONCE_A_MOVE = {  # heard once for the whole move, however many events
    ("pyramids", "level_scored"): "round_end", ("aton", "scoring"): "round_end",
}


def kind_of(event) -> str:
    """The event's kind, with what tells its sounds apart (what a dig found, where a removed
    priest goes)."""
    if event.kind == "dig":
        return f"dig:{event.data['found']}"
    if event.kind == "remove":
        return f"remove:{event.data['to']}"
    return event.kind


@pytest.fixture
def heard(app, monkeypatch):
    """The effects the app's audio is asked for, in order (each still played)."""
    names: list[str] = []
    real = app.audio.play
    monkeypatch.setattr(app.audio, "play", lambda name: (names.append(name), real(name)))
    return names


def open_table(app, game, seats, seed, state=None, actions=()):
    engine = get_engine(game)
    if state is None:
        state = engine.new_game(len(seats), {}, seed)
    replay = Replay(game, {}, seats, seed, list(actions))
    scene = app_descriptor(game).create_scene(app, replay, state, autosave=False)
    app.scenes.push(scene)
    return scene


def settle(scene):
    for _ in range(2000):
        if not scene.animator.busy:
            return
        scene.animator.update(DT)
    raise AssertionError("the animation never ended")


def play_heard(app, game, heard, seed, moves):
    """A game of two Easy bots' moves through the table (random moves end Pyramids at its
    first level), each move's animation played out: (kinds, heard, events) for each move."""
    seats = [Seat(f"P{i + 1}", "human") for i in range(2)]
    scene = open_table(app, game, seats, seed)
    settle(scene)
    out = []
    for k in range(moves):
        if scene.state.is_over():
            break
        heard.clear()
        state = scene.state
        assert scene.play(decide(state, state.to_move(), "easy", seed * 1000 + k, game))
        settle(scene)
        events = scene.session.history[-1]
        out.append(([kind_of(e) for e in events], list(heard), events))
    app.scenes.pop()
    return out


@pytest.mark.parametrize("game", sorted(HEARD))
def test_every_event_a_player_notices_is_heard_once_as_it_animates(app, heard, game):
    app.settings.animation_speed = 1.0
    seen: dict[str, int] = {}
    for seed in (1, 3):
        for kinds, sounds, events in play_heard(app, game, heard, seed, 300):
            for kind, (effect, same) in HEARD[game].items():
                n = kinds.count(kind)
                if n and not (set(kinds) - {kind}) & same:
                    assert sounds.count(effect) == n, (kind, kinds, sounds)
                    seen[kind] = seen.get(kind, 0) + 1
            for (g, kind), effect in ONCE_A_MOVE.items():
                if g == game and kind in kinds:
                    assert sounds.count(effect) == 1, (kind, kinds, sounds)
                    seen[kind] = seen.get(kind, 0) + 1
            if game == "aton" and "scoring" in kinds:  # a bell for each temple that scores
                temples = {e.data["source"] for e in events if e.kind == "score"
                           and e.data["points"] and e.data["source"].startswith("Temple")}
                assert sounds.count("temple") == len(temples) > 0, (temples, sounds)
                seen["temple"] = seen.get("temple", 0) + 1
    wanted = set(HEARD[game]) | {k for g, k in ONCE_A_MOVE if g == game}
    wanted |= {"temple"} if game == "aton" else set()
    assert wanted <= set(seen), wanted - set(seen)


def test_a_skipped_animation_is_silent(app, heard):
    app.settings.animation_speed = 1.0
    scene = open_table(app, "imhotep", [Seat("A", "human"), Seat("B", "human")], 5)
    settle(scene)
    heard.clear()
    assert scene.play(next(a for a in scene.state.legal_actions() if a.kind == "place"))
    click(app, scene.table_rect.center)  # a click finishes the animation at once
    assert not scene.animator.busy and "stone" not in heard
    assert scene.play(next(a for a in scene.state.legal_actions() if a.kind == "place"))
    settle(scene)
    assert heard.count("stone") == 1


def finished_game(game, seed):
    engine = get_engine(game)
    state = engine.new_game(2, {}, seed)
    rng = random.Random(seed)
    actions = []
    while not state.is_over():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    return state, actions


@pytest.mark.parametrize("people_win", [True, False])
def test_the_end_is_heard_as_a_win_or_a_loss(app, heard, people_win):
    state, actions = finished_game("aton", 3)
    winners = state.winners()
    assert len(winners) == 1
    seats = [Seat(f"P{i}", "human" if (i in winners) == people_win else "easy")
             for i in range(2)]
    app.settings.animation_speed = 0.0
    open_table(app, "aton", seats, 3, state=state, actions=actions)
    for _ in range(5):
        app.step([])
    assert heard.count("win" if people_win else "lose") == 1
    assert ("lose" if people_win else "win") not in heard


# music ------------------------------------------------------------------------------------
@pytest.fixture
def loads(monkeypatch):
    paths: list[str] = []
    real = pygame.mixer.music.load
    monkeypatch.setattr(pygame.mixer.music, "load", lambda p: (paths.append(p), real(p)))
    return paths


@pytest.mark.parametrize("game", every_game())
def test_a_table_plays_its_games_theme_and_the_menus_comes_back(app, loads, game):
    app.scenes.push(MenuScene(app))
    app.step([])
    assert loads == [str(music_path(MENU_THEME))] and pygame.mixer.music.get_busy()
    scene = open_table(app, game, [Seat("A", "human"), Seat("B", "human")], 7)
    app.step([])
    theme = app_descriptor(game).view.music
    assert theme != MENU_THEME and music_path(theme).is_file()
    assert loads[-1] == str(music_path(theme)) and pygame.mixer.music.get_busy()
    app.scenes.push(RulesScene(app, game))  # the rules over a table: the game's theme goes on
    app.step([])
    assert loads[-1] == str(music_path(theme)) and len(loads) == 2
    app.scenes.pop()
    app.scenes.pop()
    assert app.scenes.top is not scene
    app.step([])
    assert loads[-1] == str(music_path(MENU_THEME)) and len(loads) == 3


# control ----------------------------------------------------------------------------------
def key(app, k, mod=0):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="m", scancode=0)])


def music_heard() -> float:
    """The music's volume: it plays on throughout, silenced by a volume of 0."""
    assert pygame.mixer.music.get_busy()
    return pygame.mixer.music.get_volume()


def test_m_mutes_and_unmutes_everything_anywhere_and_is_kept(app, heard):
    app.scenes.push(MenuScene(app))
    app.step([])
    assert pygame.mixer.music.get_busy()
    key(app, pygame.K_m)
    assert app.settings.muted and app.audio.muted and music_heard() == 0.0
    assert json.loads(app.settings_path.read_text())["muted"] is True
    app.audio.play("click")
    assert not pygame.mixer.get_busy()  # asked for, not heard
    scene = open_table(app, "pyramids", [Seat("A", "human"), Seat("B", "human")], 2)
    key(app, pygame.K_m)  # at a table too
    assert not app.settings.muted and music_heard() > 0.0
    assert json.loads(app.settings_path.read_text())["muted"] is False
    assert app.scenes.top is scene


def test_m_typed_in_a_text_field_is_a_letter(app):
    setup = SetupScene(app, "imhotep")
    app.scenes.push(setup)
    app.step([])
    entry = setup.name_entries[0]
    app.scenes.top.ui.set_focus_set(entry)
    key(app, pygame.K_m)
    assert not app.settings.muted


def test_losing_the_focus_is_quiet_when_so_set(app):
    app.scenes.push(MenuScene(app))
    app.step([])
    app.step([pygame.event.Event(pygame.WINDOWFOCUSLOST)])
    assert app.audio.background and music_heard() == 0.0
    app.step([pygame.event.Event(pygame.WINDOWFOCUSGAINED)])
    assert not app.audio.background and music_heard() > 0.0
    from dataclasses import replace

    app.apply_settings(replace(app.settings, quiet_in_background=False))
    app.step([pygame.event.Event(pygame.WINDOWFOCUSLOST)])
    assert not app.audio.background and music_heard() > 0.0


def test_the_volumes_reach_the_mixer_and_are_kept(app):
    from dataclasses import replace

    app.scenes.push(MenuScene(app))
    app.step([])
    app.apply_settings(replace(app.settings, music_volume=20, effects_volume=90))
    assert pygame.mixer.music.get_volume() == pytest.approx(0.2, abs=0.01)
    app.audio.play("click")
    assert app.audio.sounds["click"].get_volume() == pytest.approx(0.9, abs=0.01)
    saved = json.loads(app.settings_path.read_text())
    assert (saved["music_volume"], saved["effects_volume"]) == (20, 90)
