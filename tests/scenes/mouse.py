"""Synthetic mouse gestures for scene tests (one frame per step, through the real App)."""

import pygame


def drag(app, start, end, steps=5):
    """Press at `start`, move in `steps` to `end`, release there."""
    events = [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    for k in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * k // steps,
               start[1] + (end[1] - start[1]) * k // steps)
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                         buttons=(1, 0, 0)))
    app.step(events)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def click(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def lift_cover(app, scene, max_frames=600):
    """Wait (frame by frame) for the hot-seat cover to come up, then click it away."""
    for _ in range(max_frames):
        if scene.cover_showing:
            break
        app.step([])
    assert scene.cover_showing, "the cover never came up"
    click(app, (10, 10))
