"""Platform set-up that must happen before pygame opens its first window.

Windows: pygame-ce is not DPI-aware by default, so at 150% scaling Windows upscales the whole
window (blurry) and a 1280x720 window with its title bar overflows a 1080p laptop's screen.
`prepare_window` declares per-monitor DPI awareness before `pygame.init()` and shrinks the
first window to fit the desktop's work area (real pixels, less the title bar and frame).
Linux (X11 and Wayland): it names the window's class after the desktop file (`nile-table`),
so that docks and task bars show the game's icon; a class the user sets wins.
"""

from __future__ import annotations

import logging
import os
import sys
from dataclasses import replace

from shell.store.settings import MIN_WINDOW

log = logging.getLogger(__name__)

# DPI_AWARENESS_CONTEXT_PER_MONITOR_AWARE_V2 (Windows 10 1703+), PROCESS_PER_MONITOR_DPI_AWARE
PER_MONITOR_V2 = -4
PER_MONITOR = 2
SPI_GETWORKAREA = 0x0030
# room for the title bar and the frame, at 96 DPI
FRAME_W, FRAME_H = 16, 64
# the window class: the basename of the desktop file the Linux downloads install
WINDOW_CLASS = "nile-table"
WINDOW_CLASS_VARIABLES = ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS")


def current_platform() -> str:
    return sys.platform


def _windll():  # Windows only
    import ctypes

    return ctypes.windll  # type: ignore[attr-defined]  # Windows' ctypes only


def declare_dpi_awareness(windll) -> str:
    """Per-monitor DPI awareness for this process (the newest API Windows offers); returns
    which one took. SDL is told the same through its hint."""
    import ctypes

    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    try:
        if windll.user32.SetProcessDpiAwarenessContext(ctypes.c_void_p(PER_MONITOR_V2)):
            return "per-monitor-v2"
    except (AttributeError, OSError):
        pass
    try:
        if windll.shcore.SetProcessDpiAwareness(PER_MONITOR) == 0:
            return "per-monitor"
    except (AttributeError, OSError):
        pass
    try:
        windll.user32.SetProcessDPIAware()
        return "system"
    except (AttributeError, OSError):
        return "none"


def work_area(windll) -> tuple[int, int] | None:
    """The primary desktop's size less the taskbar, in pixels (None if Windows will not say)."""
    import ctypes
    from ctypes import wintypes

    rect = wintypes.RECT()
    try:
        if windll.user32.SystemParametersInfoW(SPI_GETWORKAREA, 0, ctypes.byref(rect), 0):
            return rect.right - rect.left, rect.bottom - rect.top
    except (AttributeError, OSError):
        pass
    return None


def system_scale(windll) -> float:
    try:
        return max(1.0, windll.user32.GetDpiForSystem() / 96)
    except (AttributeError, OSError):
        return 1.0


def fit(size: tuple[int, int], area: tuple[int, int], scale: float) -> tuple[int, int]:
    """`size` shrunk so the window and its frame fit inside `area` (never below the
    smallest window the game lays out)."""
    return (max(MIN_WINDOW[0], min(size[0], area[0] - round(FRAME_W * scale))),
            max(MIN_WINDOW[1], min(size[1], area[1] - round(FRAME_H * scale))))


def name_window_class() -> None:
    """SDL reads the window class from these variables when it opens the window."""
    for variable in WINDOW_CLASS_VARIABLES:
        os.environ.setdefault(variable, WINDOW_CLASS)


def prepare_window(settings):
    """Call before pygame.init(): name the window class; on Windows declare DPI awareness
    and return `settings` with the window size fitted to the desktop; elsewhere return
    `settings` as they are."""
    name_window_class()
    if not current_platform().startswith("win"):
        return settings
    windll = _windll()
    awareness = declare_dpi_awareness(windll)
    area = work_area(windll)
    scale = system_scale(windll)
    log.info("DPI awareness %s, work area %s, scale %.2f", awareness, area, scale)
    if area is None:
        return settings
    width, height = fit((settings.window_width, settings.window_height), area, scale)
    if (width, height) == (settings.window_width, settings.window_height):
        return settings
    return replace(settings, window_width=width, window_height=height)
