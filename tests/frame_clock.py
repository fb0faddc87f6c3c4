"""The tests' frame clock: every frame lasts 1/fps s of game time and nothing waits it out.

The app caps its frames at 60 a second (`Clock.tick(FPS)` sleeps the rest of each 1/60 s);
a test steps thousands of frames, and waiting them out would leave the cores idle. With this
clock animations advance by the same steps on every machine however slow a frame runs.

A test that steps frames while a thread or a process of the app works (a background read, an
analysis) gives the app its real clock (`paced_clock()`): frames that never wait hold the
interpreter's lock from the thread, as no frame of the app does.
"""

import pygame

FRAME_MS = 16  # one frame at 60 FPS, as the app's clock reports it (whole milliseconds)
_PYGAME_CLOCK = pygame.time.Clock  # before tests/conftest.py puts FrameClock in its place


class FrameClock:
    """pygame.time.Clock's `tick` without the wait: one frame of 1/fps s (at fps 0, 1/60)."""

    def tick(self, fps: float = 0) -> int:
        return int(1000 // fps) if fps else FRAME_MS


def paced_clock():
    """pygame's own clock: `tick(fps)` waits out the rest of each frame, as in the app."""
    return _PYGAME_CLOCK()
