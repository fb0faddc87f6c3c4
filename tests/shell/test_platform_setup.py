"""shell/platform_setup.py on a mocked Windows: DPI awareness is declared before pygame.init()
and the first window fits the desktop; on every system the window class is named first."""

import ctypes

import pygame
import pytest

from shell import app as app_module
from shell import platform_setup
from shell.store.settings import MIN_WINDOW, Settings


class FakeUser32:
    def __init__(self, calls, dpi=144, v2=True):
        self.calls, self.dpi, self.v2 = calls, dpi, v2

    def SetProcessDpiAwarenessContext(self, context):  # noqa: N802 (Windows' name)
        self.calls.append(("SetProcessDpiAwarenessContext", context.value))
        return 1 if self.v2 else 0

    def SetProcessDPIAware(self):  # noqa: N802
        self.calls.append(("SetProcessDPIAware",))
        return 1

    def GetDpiForSystem(self):  # noqa: N802
        return self.dpi


class FakeShcore:
    def __init__(self, calls):
        self.calls = calls

    def SetProcessDpiAwareness(self, value):  # noqa: N802
        self.calls.append(("SetProcessDpiAwareness", value))
        return 0


class FakeWindll:
    def __init__(self, calls, **kwargs):
        self.user32 = FakeUser32(calls, **kwargs)
        self.shcore = FakeShcore(calls)


@pytest.fixture
def windows(monkeypatch):
    """Windows as platform_setup sees it; every call (and pygame.init) recorded in order."""
    calls = []
    monkeypatch.setattr(platform_setup, "current_platform", lambda: "win32")
    monkeypatch.setattr(platform_setup, "_windll", lambda: FakeWindll(calls))
    monkeypatch.setattr(platform_setup, "work_area", lambda windll: (1920, 1032))
    monkeypatch.delenv("SDL_WINDOWS_DPI_AWARENESS", raising=False)
    real_init = pygame.init

    def recorded_init():
        calls.append(("pygame.init",))
        return real_init()

    monkeypatch.setattr(app_module.pygame, "init", recorded_init)
    return calls


def test_dpi_awareness_is_declared_before_pygame_init(windows, tmp_path):
    app = app_module.App(Settings(), settings_path=tmp_path / "s.json")
    try:
        names = [call[0] for call in windows]
        assert names.index("SetProcessDpiAwarenessContext") < names.index("pygame.init")
        v2 = ctypes.c_void_p(platform_setup.PER_MONITOR_V2).value
        assert ("SetProcessDpiAwarenessContext", v2) in windows
        assert platform_setup.os.environ["SDL_WINDOWS_DPI_AWARENESS"] == "permonitorv2"
    finally:
        app.shutdown()


def test_first_window_is_sized_from_the_desktop(windows, tmp_path, monkeypatch):
    """A 1280x800 screen at 100% with its taskbar leaves 1280x760: the 1280x720 window with
    its frame and title bar (16 x 64 px at 96 DPI) must fit inside it."""
    monkeypatch.setattr(platform_setup, "work_area", lambda windll: (1280, 760))
    monkeypatch.setattr(platform_setup, "system_scale", lambda windll: 1.0)
    app = app_module.App(Settings(), settings_path=tmp_path / "s.json")
    try:
        assert app.size == app.window_size == (1264, 696)
        assert (app.settings.window_width, app.settings.window_height) == (1264, 696)
    finally:
        app.shutdown()


def test_the_fitted_size_is_not_saved(windows, tmp_path, monkeypatch):
    """The desktop's fit is for this screen: a settings write keeps the player's size."""
    import json
    from dataclasses import replace

    monkeypatch.setattr(platform_setup, "work_area", lambda windll: (1280, 760))
    monkeypatch.setattr(platform_setup, "system_scale", lambda windll: 1.0)
    path = tmp_path / "s.json"
    app = app_module.App(Settings(window_width=1280, window_height=720), settings_path=path)
    try:
        app.apply_settings(replace(app.settings, effects_volume=30))
        saved = json.loads(path.read_text(encoding="utf-8"))
        assert (saved["window_width"], saved["window_height"],
                saved["effects_volume"]) == (1280, 720, 30)
    finally:
        app.shutdown()


def test_an_explicit_size_is_kept(windows, tmp_path):
    app = app_module.App(Settings(), settings_path=tmp_path / "s.json", size=(1280, 720))
    try:
        assert app.size == (1280, 720)
    finally:
        app.shutdown()


def test_older_windows_falls_back_to_the_older_awareness_calls(monkeypatch):
    calls = []
    assert platform_setup.declare_dpi_awareness(FakeWindll(calls, v2=False)) == "per-monitor"
    assert [c[0] for c in calls] == ["SetProcessDpiAwarenessContext", "SetProcessDpiAwareness"]


def test_fit_keeps_a_small_window_and_never_goes_below_the_minimum():
    assert platform_setup.fit((1280, 720), (1920, 1040), 1.0) == (1280, 720)
    assert platform_setup.fit((1280, 720), (1366, 728), 1.0) == (1280, 664)
    assert platform_setup.fit((1920, 1080), (1920, 1032), 1.5) == (1896, 936)
    assert platform_setup.fit((1280, 720), (800, 500), 2.0) == MIN_WINDOW


def test_other_platforms_are_left_alone(monkeypatch):
    monkeypatch.setattr(platform_setup, "current_platform", lambda: "linux")
    monkeypatch.setattr(platform_setup, "_windll", lambda: pytest.fail("no Windows calls"))
    settings = Settings()
    assert platform_setup.prepare_window(settings) is settings


@pytest.fixture
def display_init(monkeypatch):
    """The window class variables as they were when pygame initialised the display."""
    seen = {}
    real_init = pygame.init

    def recorded_init():
        seen.update({var: platform_setup.os.environ.get(var)
                     for var in platform_setup.WINDOW_CLASS_VARIABLES})
        return real_init()

    monkeypatch.setattr(app_module.pygame, "init", recorded_init)
    return seen


def test_the_window_class_is_set_before_the_display_starts(display_init, monkeypatch):
    for var in platform_setup.WINDOW_CLASS_VARIABLES:
        monkeypatch.delenv(var, raising=False)
    from scenes.launch import make_app
    from shell.cli import build_parser

    app = make_app(build_parser().parse_args([]), headless_tool=False)  # as main.py does
    try:
        assert display_init == {"SDL_VIDEO_X11_WMCLASS": "nile-table",
                                "SDL_VIDEO_WAYLAND_WMCLASS": "nile-table"}
    finally:
        app.shutdown()


def test_a_window_class_the_user_sets_wins(display_init, monkeypatch, tmp_path):
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "mine")
    monkeypatch.delenv("SDL_VIDEO_WAYLAND_WMCLASS", raising=False)
    app = app_module.App(Settings(), settings_path=tmp_path / "s.json")
    try:
        assert display_init == {"SDL_VIDEO_X11_WMCLASS": "mine",
                                "SDL_VIDEO_WAYLAND_WMCLASS": "nile-table"}
    finally:
        app.shutdown()
