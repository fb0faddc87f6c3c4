"""Synthetic mouse gestures for scene tests (one frame per step, through the real App)."""

import pygame


def motion(pos, buttons=(0, 0, 0)):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=buttons)


def press(app, start, end, steps=5):
    """Move to `start`, press, and move in `steps` to `end` without releasing."""
    events = [motion(start), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    for k in range(1, steps + 1):
        events.append(motion((start[0] + (end[0] - start[0]) * k // steps,
                              start[1] + (end[1] - start[1]) * k // steps), (1, 0, 0)))
    app.step(events)


def release(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def drag(app, start, end, steps=5):
    """Press at `start`, move in `steps` to `end`, release there."""
    press(app, start, end, steps)
    release(app, end)


def click(app, pos):
    """Move to `pos`, press and release there in one frame."""
    app.step([motion(pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def lift_cover(app, scene, max_frames=600):
    """Wait (frame by frame) for the hot-seat cover to come up, then click it away."""
    for _ in range(max_frames):
        if scene.cover_showing:
            break
        app.step([])
    assert scene.cover_showing, "the cover never came up"
    click(app, (10, 10))
