"""Whatever the player types or pastes into any text field of any screen is cleaned before
the field lays it out: every Unicode category, invisible characters alone, lone surrogates,
emoji sequences, direction marks and 10,000 characters, into empty and filled fields, through
real TEXTINPUT and KEYDOWN events. No exception, and the field holds clean text."""

import random
import sys
import unicodedata

import pygame
import pytest
from pygame_gui.elements import UITextEntryLine

import shell.app
from engines.registry import game_ids
from scenes.navigator import Navigator
from shell.app import App
from shell.language.names import shown_chars
from shell.store.settings import Settings

GAMES = game_ids()  # every registered game (the toy's table has no text of its own)


def _by_category() -> dict[str, list[str]]:
    """Three characters of every general category (the first, the last, one between)."""
    found: dict[str, list[int]] = {}
    for code in range(sys.maxunicode + 1):
        found.setdefault(unicodedata.category(chr(code)), []).append(code)
    rng = random.Random(34)
    return {cat: [chr(c) for c in (codes[0], rng.choice(codes), codes[-1])]
            for cat, codes in found.items()}


CATEGORIES = _by_category()
SPECIAL = [
    "\u200b", "\u200d", "\u202e", "\ufeff", "\u2060",  # the review's crashes
    "\u200e\u200f\u061c", "\u202b\u05e9\u05dc\u05d5\u05dd\u202c", "\u0645\u0631\u062d\u0628\u0627",
    "\u0301", "\u0301\u0308\u20dd", "\u034f", "\ufe0f", "\U000e0100", "\u3164", "\u115f",
    "\ud800", "\udfff", "a\udc80b",
    "\U0001f469\u200d\U0001f469\u200d\U0001f467", "\U0001f1f5\U0001f1f1", "1\ufe0f\u20e3",
    "\U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f",
    "\x00", "\x07\x1b[31m", "line\nbreak\ttab\r", "\u2028\u2029", "\x85",
    "x" * 10_000, "\u044f" * 10_000, "\u200b" * 10_000, "1234567890" * 1000,
]
SAMPLES = [ch for chars in CATEGORIES.values() for ch in chars] + SPECIAL
INVISIBLE = [chr(c) for c in range(sys.maxunicode + 1)
             if unicodedata.category(chr(c)) == "Cf" or 0xFE00 <= c <= 0xFE0F
             or 0xE0100 <= c <= 0xE01EF]


def key(k, mod=0, text=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0,
                              window=None)


def typed(text):
    return pygame.event.Event(pygame.TEXTINPUT, text=text, window=None)


def click(pos):
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False,
                               window=None),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False,
                               window=None)]


def emptied(field):
    """Focus the field and delete what it holds (Ctrl+A, Backspace)."""
    return click(field.rect.center) + [key(pygame.K_a, pygame.KMOD_CTRL),
                                       key(pygame.K_BACKSPACE)]


def text_fields(scene) -> list[UITextEntryLine]:
    return [element for element in scene.ui.get_sprite_group().sprites()
            if isinstance(element, UITextEntryLine) and element.visible]


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setattr(shell.app, "FPS", 0)  # no waiting between frames
    application = App(Settings(), settings_path=tmp_path / "settings.json", size=(1024, 640),
                      persist_settings=False, audio=False,
                      navigator=Navigator())
    yield application
    application.shutdown()


def screens(app):
    """Every screen, each with its text fields showing (the load screen's file dialog open)."""
    from scenes.screens.load import LoadScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.rules import RulesScene
    from scenes.screens.settings import SettingsScene
    from scenes.screens.setup import SetupScene
    from scenes.screens.statistics import StatisticsScene

    yield "menu", MenuScene(app)
    for game_id in GAMES:
        setup = SetupScene(app, game_id)
        setup.model.players = setup.spec.max_players  # a name field for every seat
        yield f"setup {game_id}", setup
    load = LoadScene(app)
    yield "load", load
    for name, scene in (("settings", SettingsScene), ("rules", RulesScene),
                        ("statistics", StatisticsScene)):
        yield name, scene(app)
    from scenes.game_start import start_new_game

    for game_id in GAMES:  # the tables take no text: typing on them changes nothing
        yield f"table {game_id}", start_new_game(app, game_id, seed=3, push=False,
                                                 autosave=False)


def ready(app, name, scene):
    app.scenes.reset(scene)
    app.step([])
    if name == "load":  # the Open file… dialog and its path field
        step(app, click(scene.open_button.rect.center))
        step(app, [])
        assert scene.file_dialog is not None
    return text_fields(app.scenes.top)


def sane(field, what):
    text = field.get_text()
    assert text == shown_chars(text), (what, text[:40])
    assert field.length_limit is None or len(text) <= field.length_limit, what
    assert field.validate_text_string(text), what


def step(app, events):
    """One frame of the app with `events` as they come from the system (the queue)."""
    for event in events:
        pygame.event.post(event)
    app.step()


def prepared(field, state):
    """Events that focus `field` and leave it empty, filled or filled and all selected."""
    start = "42" if field.allowed_characters is not None else "Anna"
    events = emptied(field)
    if state != "empty":
        events.append(typed(start))
    if state == "selected":
        events.append(key(pygame.K_a, pygame.KMOD_CTRL))
    return events


@pytest.mark.slow
def test_every_text_field_of_every_screen_takes_any_typed_text(app):
    seen = []
    for name, scene in screens(app):
        fields = ready(app, name, scene)
        seen += [name] * len(fields)
        if not fields:  # every sample typed on a screen without a text field
            step(app, [typed(sample) for sample in SAMPLES])
            continue
        for sample in SAMPLES:
            for state in ("empty", "filled", "selected"):
                step(app, [e for field in fields for e in prepared(field, state) + [typed(sample)]])
                for field in fields:
                    sane(field, (name, state, sample[:8]))
                    if state == "filled":  # the field really took text
                        assert field.get_text().startswith(("42", "Anna")), name
        # Each invisible character alone, typed one after the other into an emptied field:
        # the field is still empty at the end only if it dropped every one of them.
        step(app, [e for field in fields
                   for e in emptied(field) + [typed(ch) for ch in INVISIBLE]])
        assert all(field.get_text() == "" for field in fields)
    assert seen.count("setup imhotep") == 5 and seen.count("setup aton") == 3
    assert seen.count("load") == 1  # the file dialog's path


def test_a_paste_takes_the_clipboards_text_cleaned(app):
    from scenes.screens.setup import SetupScene

    for name, scene in screens(app):
        if isinstance(scene, SetupScene) or name == "load":
            fields = ready(app, name, scene)
            for sample in ("\u200b", "\ud800", "\u202e\u2060", "An\u200dna\nB", "9" * 10_000):
                for field in fields:
                    try:
                        pygame.scrap.put_text(sample)
                    except UnicodeError:  # a lone surrogate cannot reach the clipboard
                        continue
                    step(app, emptied(field) + [key(pygame.K_v, pygame.KMOD_CTRL)])
                    sane(field, (name, "paste", sample[:8]))
            if name == "setup aton":
                pygame.scrap.put_text("An\u200dna\nB")
                step(app, emptied(fields[0]) + [key(pygame.K_v, pygame.KMOD_CTRL)])
                assert fields[0].get_text() == "Anna B"
