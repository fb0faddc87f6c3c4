"""Pictures for the rules pages, drawn by the games' own piece drawers (scenes/<game>/pieces.py
and friends), so that a ship, a tomb or a temple looks as it does on the table.

A rules text names a picture with a marker line `[[picture: <game>.<name>]]`; a game's app
descriptor gives its pictures (`pictures()`: name -> (draw, aspect); the games' own are
`scenes/rules_art/<game>.py`).
Pictures show pieces and numbers only (no words), so they serve every language. Each picture
is `draw(surface, rect, scale)` with an aspect (height / width); `render(name, width)` paints
it at any width.
"""

import re

import pygame

from scenes.games import Picture, app_descriptor, games

MARKER = re.compile(r"^\[\[picture:\s*([a-z_]+\.[a-z_0-9]+)\s*\]\]$")
BASE_WIDTH = 420  # the width the pictures are designed at (scale 1)


def pictures() -> dict[str, Picture]:
    """Every picture: "game.name" -> (draw function, aspect)."""
    out: dict[str, Picture] = {}
    for game in games():
        found = app_descriptor(game)
        if found is None or found.pictures is None:
            continue
        for name, (draw, aspect) in found.pictures().items():
            out[f"{game}.{name}"] = (draw, aspect)
    return out


def render(name: str, width: int) -> pygame.Surface:
    """The picture `name` painted `width` pixels wide (on a transparent ground)."""
    draw, aspect = pictures()[name]
    surface = pygame.Surface((width, max(1, round(width * aspect))), pygame.SRCALPHA)
    draw(surface, surface.get_rect(), width / BASE_WIDTH)
    return surface


def marker_name(line: str) -> str | None:
    match = MARKER.match(line.strip())
    return match.group(1) if match else None
