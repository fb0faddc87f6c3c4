"""`pyramid_change`: where a pyramid's picture differs between two of its states, so that
its cached layer repaints only there (scenes/kit/sprites.py `Layer.get(changed=...)`)."""

from collections.abc import Collection

import pygame

from engines.pyramids.observation import Piece, PyramidView
from scenes.kit.layout import AreaKey

from . import keys as K
from . import layout as L
from .pieces import square_rects

# a pyramid as it is shown: (pyramid, its hidden keys, the domino laid this turn or None,
# the level being built)
Shown = tuple[PyramidView, Collection[AreaKey], Piece | None, int]


def pyramid_change(old: Shown, new: Shown, seat: int, origin: tuple[float, float], q: float,
                   scale: float) -> pygame.Rect | None:
    """Where a pyramid's picture differs between `old` and `new`, each (pyramid, its hidden
    keys, the domino laid this turn or None, the level being built): the pieces and cards
    added or shown or hidden (with the shadow a piece casts), the tokens that came, went
    or moved, the laid domino's outline, the dashed frames of the old and new level, the
    faint squares level 1 may still cover (before and after). None
    when more changed: a level frame, the elimination, a piece or card taken back, or an
    upper level's first piece shown or hidden (the levels below recede)."""
    (p0, hidden0, placed0, level0), (p1, hidden1, placed1, level1) = old, new
    if p0["rects"] != p1["rects"] or p0["eliminated"] != p1["eliminated"]:
        return None
    if (p1["pieces"][:len(p0["pieces"])] != p0["pieces"]
            or p1["cards"][:len(p0["cards"])] != p0["cards"]):
        return None

    def levels_shown(p: PyramidView, hidden: Collection[AreaKey]) -> set[int]:
        """The levels over the first one shown (one veils those below)."""
        return {piece["level"] for i, piece in enumerate(p["pieces"])
                if piece["level"] > 1 and K.PieceAt("piece", seat, i) not in hidden}
    if levels_shown(p0, hidden0) != levels_shown(p1, hidden1):
        return None

    def flipped(key: K.PieceAt | K.CardAt) -> bool:
        """`key` was hidden and is shown, or the other way round."""
        return (key in hidden0) != (key in hidden1)
    rects: list[pygame.Rect] = []
    if not p1["rects"] and L.level1_frame(p0) != L.level1_frame(p1):
        for p in (p0, p1):  # the faint squares level 1 may still cover, before and after
            x0, y0, x1, y1 = L.level1_frame(p)
            rects.append(pygame.Rect(round(origin[0] + x0 * q), round(origin[1] + y0 * q),
                                     round((x1 - x0) * q) + 1, round((y1 - y0) * q) + 1))
    off = max(2, round(q * 0.28))
    for i, piece in enumerate(p1["pieces"]):
        if i >= len(p0["pieces"]) or flipped(K.PieceAt("piece", seat, i)):
            a, b = square_rects(origin, q, piece["x"], piece["y"], piece["orient"])
            whole = a.union(b)
            rects += [whole, whole.move(off, off)]
    for j, card in enumerate(p1["cards"]):
        if j >= len(p0["cards"]) or flipped(K.CardAt("card", seat, j)):
            rects.append(pygame.Rect(round(origin[0] + card["x"] * q),
                                     round(origin[1] + card["y"] * q), round(2 * q) + 1,
                                     round(2 * q) + 1))
    r = max(4, round(max(4, q * 0.55)))
    reach = r + max(1, r // 6) + 2
    for colour in range(6):
        tokens = [p["tokens"][colour] if K.TokenAt("token", seat, colour) not in hidden else None
                  for p, hidden in ((p0, hidden0), (p1, hidden1))]
        if tokens[0] != tokens[1]:
            for token in tokens:
                if token is not None:
                    centre = (round(origin[0] + (token["x"] + 1) * q),
                              round(origin[1] + (token["y"] + 1) * q))
                    rects.append(pygame.Rect(centre[0] - reach, centre[1] - reach,
                                             2 * reach, 2 * reach))
    if placed0 != placed1:
        width = max(2, round(2 * scale))
        for placed in (placed0, placed1):
            if placed:
                a, b = square_rects(origin, q, placed["x"], placed["y"], placed["orient"])
                rects.append(a.union(b).inflate(4 + 2 * width, 4 + 2 * width))
    if level0 != level1:
        width = max(1, round(q / 12))
        for p, level in ((p0, level0), (p1, level1)):
            if p["rects"] and 1 < level <= len(p["rects"]):
                frame = p["rects"][level - 1]
                rects.append(pygame.Rect(round(origin[0] + frame["x"] * q),
                                         round(origin[1] + frame["y"] * q),
                                         round(2 * frame["w"] * q),
                                         round(2 * frame["h"] * q)).inflate(2 * width + 4,
                                                                            2 * width + 4))
    if not rects:
        return pygame.Rect(0, 0, 0, 0)
    return rects[0].unionall(rects[1:]).inflate(4, 4)
