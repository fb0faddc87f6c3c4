"""The tests' frame clock: every frame lasts 1/fps s of game time and nothing waits it out.

The app caps its frames at 60 a second (`Clock.tick(FPS)` sleeps the rest of each 1/60 s);
a test steps thousands of frames, and waiting them out would leave the cores idle. With this
clock animations advance by the same steps on every machine however slow a frame runs.
"""

FRAME_MS = 16  # one frame at 60 FPS, as the app's clock reports it (whole milliseconds)


class FrameClock:
    """pygame.time.Clock's `tick` without the wait: one frame of 1/fps s (at fps 0, 1/60)."""

    def tick(self, fps: float = 0) -> int:
        return int(1000 // fps) if fps else FRAME_MS
