"""Helpers for table scene tests that drive the game directly (no mouse)."""

import pytest

# every window size a player reaches: the smallest supported, common, the largest
WINDOW_SIZES = ((1024, 640), (1280, 720), (1920, 1080), (2560, 1440))


def uncover(scene) -> None:
    """Finish the animation and lift a due hot-seat cover at once (no frames, no click)."""
    if scene.covered_for is not None:
        scene.animator.clear()
        scene.lift_cover()


def load_a_ship_to_sail(scene, limit: int):
    """Imhotep: place stones until some ship may sail; the first legal sail action."""
    for _ in range(limit):
        uncover(scene)
        legal = scene.state.legal_actions()
        sail = next((a for a in legal if a[0] == "sail"), None)
        if sail is not None:
            return sail
        scene.play(next(a for a in legal if a[0] == "place"))
    pytest.fail("no ship could sail")
