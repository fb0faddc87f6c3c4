"""On first start the language follows the system (en, ru or pl, else English); the player's
choice in Settings wins after that and is the only language ever saved."""

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from scenes.launch import make_app
from shell.cli import build_parser
from shell.language import i18n, system_language
from shell.language.system_language import (
    macos_languages,
    parse_apple_languages,
    windows_ui_languages,
)
from shell.store.settings import Settings, save_settings, settings_path

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("environ, expected", [
    ({"LANG": "pl_PL.UTF-8"}, "pl"),
    ({"LANG": "ru_RU.UTF-8"}, "ru"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({}, "en"),
    ({"LANG": "C.UTF-8", "LANGUAGE": "pl"}, "en"),  # C: untranslated, LANGUAGE ignored
    ({"LANG": "de_DE.UTF-8", "LANGUAGE": "de:pl:ru"}, "pl"),  # the first language we speak
    ({"LANG": "pl_PL.UTF-8", "LC_ALL": "ru_RU.UTF-8"}, "ru"),
    ({"LANG": "pl_PL.UTF-8", "LC_MESSAGES": "C"}, "en"),
    ({"LANG": "pl_PL.UTF-8", "LC_ALL": "de_DE.UTF-8"}, "en"),  # LC_ALL wins, and is German
    ({"LC_MESSAGES": "pl_PL@euro", "LANG": "ru_RU"}, "pl"),
])
def test_the_locale_variables_on_linux(environ, expected):
    assert system_language.system_language(environ, "linux") == expected


class FakeKernel32:
    def __init__(self, langid):
        self.langid = langid

    def GetUserDefaultUILanguage(self):  # noqa: N802 (the Windows API's name)
        return self.langid


@pytest.mark.parametrize("langid, expected", [
    (0x0415, ["pl"]), (0x0419, ["ru"]), (0x0409, ["en"]), (0x0809, ["en"]), (0x0407, []),
])
def test_the_windows_ui_language(langid, expected):
    assert windows_ui_languages(SimpleNamespace(kernel32=FakeKernel32(langid))) == expected


def test_windows_follows_its_ui_language_not_lang(monkeypatch):
    monkeypatch.setattr(system_language, "windows_ui_languages", lambda: ["pl"])
    assert system_language.system_language({"LANG": "ru_RU.UTF-8"}, "win32") == "pl"
    assert system_language.system_language({"LC_ALL": "ru_RU.UTF-8"}, "win32") == "ru"
    monkeypatch.setattr(system_language, "windows_ui_languages", lambda: [])
    assert system_language.system_language({}, "win32") == "en"


def test_macos_reads_the_preferred_languages_then_lang(monkeypatch):
    output = '(\n    "de-DE",\n    "ru-RU",\n    "en-US"\n)\n'
    assert parse_apple_languages(output) == ["de-DE", "ru-RU", "en-US"]
    asked = []

    def run(command, **_kwargs):
        asked.append(command)
        return SimpleNamespace(returncode=0, stdout=output)

    assert macos_languages(run) == ["de-DE", "ru-RU", "en-US"]
    assert asked == [["defaults", "read", "-g", "AppleLanguages"]]
    monkeypatch.setattr(system_language, "macos_languages", lambda: ["de-DE", "ru-RU"])
    assert system_language.system_language({"LANG": "pl_PL.UTF-8"}, "darwin") == "ru"
    monkeypatch.setattr(system_language, "macos_languages", lambda: [])  # `defaults` failed
    assert system_language.system_language({"LANG": "pl_PL.UTF-8"}, "darwin") == "pl"


def test_a_failing_defaults_command_gives_no_languages():
    def fails(*_args, **_kwargs):
        raise FileNotFoundError("defaults")

    assert macos_languages(fails) == []
    assert macos_languages(lambda *_a, **_k: SimpleNamespace(returncode=1, stdout="")) == []


@pytest.fixture
def system_lang(monkeypatch):
    """Set the system's language the way this platform's start-up reads it."""
    monkeypatch.delenv("LC_MESSAGES", raising=False)  # tests otherwise run as English
    monkeypatch.setattr(system_language, "macos_languages", lambda: [])

    def set_to(locale_name: str):
        monkeypatch.setenv("LANG", locale_name)
        code = locale_name[:2]
        monkeypatch.setattr(system_language, "windows_ui_languages",
                            lambda: [code] if code in i18n.LANGUAGES else [])
    return set_to


def start(*options):
    """The app as `main.py` makes it (settings from the real per-user file)."""
    return make_app(build_parser().parse_args(list(options)), headless_tool=False)


def f11():
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)


def saved() -> dict:
    return json.loads(settings_path().read_text(encoding="utf-8"))


@pytest.mark.parametrize("locale_name, expected", [
    ("pl_PL.UTF-8", "pl"), ("ru_RU.UTF-8", "ru"), ("de_DE.UTF-8", "en")])
def test_a_first_start_speaks_the_system_language(system_lang, locale_name, expected):
    system_lang(locale_name)
    assert not settings_path().exists()
    app = start()
    try:
        assert app.settings.language == expected and i18n.current_language() == expected
        if expected == "pl":
            assert i18n._("Settings") == "Ustawienia"
        app.step([f11()])  # any settings write: the system's language is not a choice
        assert "language" not in saved() and saved()["fullscreen"] is True
    finally:
        app.shutdown()


def test_the_players_choice_wins_over_the_system(system_lang):
    system_lang("pl_PL.UTF-8")
    save_settings(Settings(language="ru"))
    app = start()
    try:
        assert app.settings.language == "ru" and i18n.current_language() == "ru"
    finally:
        app.shutdown()


def test_a_language_chosen_in_settings_is_saved_and_kept(system_lang):
    system_lang("pl_PL.UTF-8")
    app = start()
    try:
        app.apply_settings(replace(app.settings, language="en"))  # the Settings screen's way
        assert saved()["language"] == "en"
    finally:
        app.shutdown()
    app = start()
    try:
        assert app.settings.language == "en"
    finally:
        app.shutdown()


def test_tests_run_as_on_an_english_system():
    assert system_language.system_language() == "en"  # tests/conftest.py: LC_MESSAGES=C


def menu_screenshot(tmp_path, name, *options, **env):
    """main.py's menu at 1024x640, as a separate process started with `env`."""
    environ = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES")}
    environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **env)
    out = tmp_path / f"{name}.png"
    result = subprocess.run([sys.executable, "main.py", "--screenshot", str(out), "--scene",
                             "menu", "--size", "1024x640", *options], cwd=ROOT, env=environ,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return out.read_bytes()


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="there the OS's language counts")
def test_main_on_a_polish_system_draws_the_polish_menu(tmp_path):
    assert not settings_path().exists()
    polish = menu_screenshot(tmp_path, "system-pl", LANG="pl_PL.UTF-8")
    assert polish == menu_screenshot(tmp_path, "lang-pl", "--lang", "pl", LANG="C.UTF-8")
    german = menu_screenshot(tmp_path, "system-de", LANG="de_DE.UTF-8")
    assert german == menu_screenshot(tmp_path, "lang-en", "--lang", "en", LANG="C.UTF-8")
    assert polish != german
