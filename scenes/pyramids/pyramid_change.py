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
    if repainted_whole(old, new, seat):
        return None
    (p0, _hidden0, placed0, _level0), (p1, _hidden1, placed1, _level1) = old, new
    rects = (level1_squares(p0, p1, origin, q)
             + shown_pieces(old, new, seat, origin, q)
             + moved_tokens(old, new, seat, origin, q)
             + laid_outlines(placed0, placed1, origin, q, scale)
             + level_frames(old, new, origin, q))
    if not rects:
        return pygame.Rect(0, 0, 0, 0)
    return rects[0].unionall(rects[1:]).inflate(4, 4)


def repainted_whole(old: Shown, new: Shown, seat: int) -> bool:
    """A change the pyramid is repainted for whole: its level frames or its elimination, a
    piece or card taken back, an upper level's first piece shown or hidden."""
    (p0, hidden0, _placed0, _level0), (p1, hidden1, _placed1, _level1) = old, new
    if p0["rects"] != p1["rects"] or p0["eliminated"] != p1["eliminated"]:
        return True
    if (p1["pieces"][:len(p0["pieces"])] != p0["pieces"]
            or p1["cards"][:len(p0["cards"])] != p0["cards"]):
        return True

    def levels_shown(p: PyramidView, hidden: Collection[AreaKey]) -> set[int]:
        """The levels over the first one shown (one veils those below)."""
        return {piece["level"] for i, piece in enumerate(p["pieces"])
                if piece["level"] > 1 and K.PieceAt("piece", seat, i) not in hidden}
    return levels_shown(p0, hidden0) != levels_shown(p1, hidden1)


def level1_squares(p0: PyramidView, p1: PyramidView, origin, q: float) -> list[pygame.Rect]:
    """The faint squares level 1 may still cover, before and after, where they moved."""
    if p1["rects"] or L.level1_frame(p0) == L.level1_frame(p1):
        return []
    rects = []
    for p in (p0, p1):
        x0, y0, x1, y1 = L.level1_frame(p)
        rects.append(pygame.Rect(round(origin[0] + x0 * q), round(origin[1] + y0 * q),
                                 round((x1 - x0) * q) + 1, round((y1 - y0) * q) + 1))
    return rects


def shown_pieces(old: Shown, new: Shown, seat: int, origin, q: float) -> list[pygame.Rect]:
    """The pieces (with their shadows) and cards added, or shown or hidden."""
    (p0, hidden0, *_), (p1, hidden1, *_) = old, new

    def flipped(key: K.PieceAt | K.CardAt) -> bool:
        """`key` was hidden and is shown, or the other way round."""
        return (key in hidden0) != (key in hidden1)
    rects: list[pygame.Rect] = []
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
    return rects


def moved_tokens(old: Shown, new: Shown, seat: int, origin, q: float) -> list[pygame.Rect]:
    """The gem tokens that came, went or moved: where each was and is."""
    r = max(4, round(max(4, q * 0.55)))
    reach = r + max(1, r // 6) + 2
    rects = []
    for colour in range(6):
        tokens = [p["tokens"][colour] if K.TokenAt("token", seat, colour) not in hidden else None
                  for p, hidden, *_ in (old, new)]
        if tokens[0] == tokens[1]:
            continue
        for token in tokens:
            if token is not None:
                centre = (round(origin[0] + (token["x"] + 1) * q),
                          round(origin[1] + (token["y"] + 1) * q))
                rects.append(pygame.Rect(centre[0] - reach, centre[1] - reach,
                                         2 * reach, 2 * reach))
    return rects


def laid_outlines(placed0: Piece | None, placed1: Piece | None, origin, q: float,
                  scale: float) -> list[pygame.Rect]:
    """The outline of the domino laid this turn, before and after, where it changed."""
    if placed0 == placed1:
        return []
    width = max(2, round(2 * scale))
    rects = []
    for placed in (placed0, placed1):
        if placed:
            a, b = square_rects(origin, q, placed["x"], placed["y"], placed["orient"])
            rects.append(a.union(b).inflate(4 + 2 * width, 4 + 2 * width))
    return rects


def level_frames(old: Shown, new: Shown, origin, q: float) -> list[pygame.Rect]:
    """The dashed frames of the level being built, before and after, where it changed."""
    (p0, _h0, _pl0, level0), (p1, _h1, _pl1, level1) = old, new
    if level0 == level1:
        return []
    width = max(1, round(q / 12))
    rects = []
    for p, level in ((p0, level0), (p1, level1)):
        if p["rects"] and 1 < level <= len(p["rects"]):
            frame = p["rects"][level - 1]
            rects.append(pygame.Rect(round(origin[0] + frame["x"] * q),
                                     round(origin[1] + frame["y"] * q),
                                     round(2 * frame["w"] * q),
                                     round(2 * frame["h"] * q)).inflate(2 * width + 4,
                                                                        2 * width + 4))
    return rects
