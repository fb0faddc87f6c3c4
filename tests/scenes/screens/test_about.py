"""The About screen: reached from the menu and Settings, Esc goes back, the notices scroll to
their end, the real paths of settings, saves and the log are shown, and its texts fit in
every language at the smallest and a large window."""

import pygame
import pygame_gui
import pytest

from scenes.launch import make_scene
from scenes.screens.about import AboutScene, notices_text, reflow, wrap_keeping_indent, wrap_path
from scenes.screens.menu import MenuScene
from scenes.screens.settings import SettingsScene
from shell import crash
from shell.app import App
from shell.cli import build_parser
from shell.language import i18n
from shell.paths import saves_dir
from shell.store.settings import Settings, settings_path
from tests.scenes import textfit


def key(code):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def press(app, button):
    app.scenes.handle_event(pygame.event.Event(
        pygame_gui.UI_BUTTON_PRESSED, ui_element=button, ui_object_id=""))


def test_the_menu_opens_about_and_esc_goes_back(app):
    menu = MenuScene(app)
    app.scenes.push(menu)
    press(app, next(b for b, k in menu.buttons.items() if k == "about"))
    assert isinstance(app.scenes.top, AboutScene)
    app.step([key(pygame.K_ESCAPE)])
    assert app.scenes.top is menu


def test_settings_opens_about_and_back_returns(app):
    app.scenes.push(MenuScene(app))
    settings = SettingsScene(app)
    app.scenes.push(settings)
    press(app, settings.about_button)
    about = app.scenes.top
    assert isinstance(about, AboutScene)
    press(app, about.back_button)
    assert app.scenes.top is settings


def test_the_notices_scroll_to_their_end(app):
    about = AboutScene(app)
    app.scenes.push(about)
    assert about.max_scroll > 0 and about.scroll == 0
    app.step([key(pygame.K_END)])
    assert about.scroll == about.max_scroll
    app.step([key(pygame.K_PAGEUP)])
    assert 0 < about.scroll < about.max_scroll
    before = about.scroll
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    assert about.scroll < before
    app.step([key(pygame.K_HOME)])
    assert about.scroll == 0
    assert "asks for no notice" in " ".join(about.lines[-3:])  # the file's last words


def test_every_notice_line_is_kept_and_fits_the_panel():
    pygame.font.init()
    f = pygame.font.Font(None, 20)
    text = reflow(notices_text())
    lines = wrap_keeping_indent(text, f, 300)
    assert all(f.size(line)[0] <= 300 for line in lines)
    assert "".join("".join(lines).split()) == "".join(text.split())  # no word lost
    assert wrap_path("/a/long/path/to/settings.json", f, 60)[1].startswith("/")


def test_the_real_places_are_shown(app):
    about = AboutScene(app)
    app.scenes.reset(about)
    _problems, shown = textfit.frame_problems(app, about)
    drawn = "".join(record.text for record, _rect in shown)
    for path in (settings_path(), saves_dir(), crash.log_path()):
        assert str(path) in drawn
    assert f"Version {app.version}" in drawn


def test_scene_about_for_screenshots(app):
    scene = make_scene(app, "about", build_parser().parse_args(["--scene", "about"]))
    assert isinstance(scene, AboutScene)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_about_texts_fit(lang, size, tmp_path):
    app = App(Settings(language=lang), settings_path=tmp_path / "settings.json", size=size)
    try:
        for scene in (AboutScene(app), MenuScene(app), SettingsScene(app)):
            app.scenes.reset(scene)
            problems, _shown = textfit.frame_problems(app, scene)
            assert problems == [], f"{type(scene).__name__} {lang} {size}: {problems}"
    finally:
        app.shutdown()
        i18n.set_language("en")
