"""--lang, --size and --fullscreen are for one run: no settings write ever keeps them, until
the player changes that setting."""

import json
from dataclasses import replace

import pygame

from scenes.launch import make_app
from scenes.screens.menu import MenuScene
from shell.cli import build_parser
from shell.store.settings import Settings, save_settings, settings_path


def start(*options):
    return make_app(build_parser().parse_args(list(options)), headless_tool=False)


def f11():
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)


def saved() -> dict:
    return json.loads(settings_path().read_text(encoding="utf-8"))


def test_a_one_time_lang_is_never_saved():
    save_settings(Settings(language="ru", effects_volume=40))
    app = start("--lang", "pl")
    try:
        app.scenes.push(MenuScene(app))
        assert app.settings.language == "pl"
        app.step([f11()])
        app.step([f11()])
        assert saved()["language"] == "ru" and saved()["fullscreen"] is False
        app.apply_settings(replace(app.settings, effects_volume=10))
        assert saved()["language"] == "ru" and saved()["effects_volume"] == 10
        assert app.settings.language == "pl"  # still this run's language
    finally:
        app.shutdown()


def test_without_a_saved_language_lang_leaves_none():
    app = start("--lang", "pl")
    try:
        app.step([f11()])
        assert "language" not in saved()
    finally:
        app.shutdown()


def test_the_players_own_change_ends_the_override():
    save_settings(Settings(language="ru"))
    app = start("--lang", "pl")
    try:
        app.apply_settings(replace(app.settings, language="en"))
        assert saved()["language"] == "en"
        app.step([f11()])
        assert saved()["language"] == "en"
    finally:
        app.shutdown()


def test_size_and_fullscreen_options_are_never_saved():
    save_settings(Settings(window_width=1280, window_height=720, fullscreen=True))
    app = start("--size", "1600x900")
    try:
        assert (app.settings.window_width, app.settings.window_height) == (1600, 900)
        app.step([f11()])  # the player's own toggle: fullscreen is theirs from now on
        assert saved()["fullscreen"] is True
        assert (saved()["window_width"], saved()["window_height"]) == (1280, 720)
    finally:
        app.shutdown()
    save_settings(Settings(fullscreen=False, effects_volume=50))
    app = start("--fullscreen")
    try:
        app.apply_settings(replace(app.settings, effects_volume=60))
        assert saved()["fullscreen"] is False and saved()["effects_volume"] == 60
    finally:
        app.shutdown()


def test_a_one_time_text_size_is_used_and_never_saved():
    from shell.ui.theme import text_size

    save_settings(Settings(text_size=125))
    app = start("--text-size", "200")
    try:
        assert app.settings.text_size == 200 and text_size() == 200
        app.apply_settings(replace(app.settings, effects_volume=10))
        assert saved()["text_size"] == 125 and saved()["effects_volume"] == 10
    finally:
        app.shutdown()
