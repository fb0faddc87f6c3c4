"""`PyramidsOverlay`: what the Pyramids table draws every frame over its cached board — the
marks of this turn's targets (the stacks outlined, the squares of the new domino marked for
the token or the card, the holes of a forced filling), the drop spots of the domino in hand
and its ghost under the mouse, the card chooser's glow and preview, and a pyramid looked at,
large, over everything."""

from collections.abc import Sequence

import pygame

from engines.pyramids.data import CARD_SIDES
from engines.pyramids.geometry import DIRS
from engines.pyramids.observation import Domino, PyramidView
from scenes.kit.context import TableContext
from scenes.kit.layout import AreaKey
from shell.language.i18n import _, ngettext
from shell.ui.theme import GOLD, INK, MUTED_INK, PAPYRUS, TERRACOTTA, draw_text, panel

from . import keys as K
from . import layout as L
from .drops import DropSpots
from .hand import Hand
from .part import PyramidsPart
from .pieces import domino_image, draw_card, draw_card_back, draw_token, square_rects
from .pyramid_painting import PyramidPainter, dashed_rect


class PyramidsOverlay(PyramidsPart):
    """The overlay part of `PyramidsView` (see the module doc): reads the hand (rotation,
    the pyramid looked at) and the drop spots."""

    def __init__(self, ctx: TableContext, hand: Hand, drops: DropSpots,
                 painter: PyramidPainter) -> None:
        super().__init__(ctx)
        self.hand = hand
        self.drops = drops
        self.painter = painter
        self._look: tuple[tuple, pygame.Surface] | None = None  # (what it shows, picture)

    def glows(self, key: AreaKey) -> bool:
        """The table's glow marks every lit target but the spots for the domino in hand,
        the card chooser's corners (drawn their own way below) and the stacks (outlined,
        keeping the top domino readable)."""
        return not isinstance(K.read(key), K.Drop | K.Nowhere | K.Pick | K.Stack)

    def draw(self, surface: pygame.Surface) -> None:
        lit = [K.read(key) for key in self.interaction.lit_targets()]
        drops = [key for key in lit if isinstance(key, K.Drop) and key in self.areas]
        self.draw_target_marks(surface, lit)
        self.draw_pickable(surface)
        self.draw_holes(surface)
        if drops:
            self.draw_drop_spots(surface, drops)
        self.draw_in_hand_ghost(surface, drops)
        self.draw_chooser_marks(surface, [key for key in lit if isinstance(key, K.Pick)])
        if self.hand.look is not None:
            self.draw_looked_at(surface, self.hand.look)

    # ---------------------------------------------------------------- this turn's targets
    def draw_target_marks(self, surface: pygame.Surface, lit: Sequence[K.Key | None]) -> None:
        """The lit stacks outlined (their top domino stays readable); over the glowing
        squares of the new domino, the card's dashed papyrus frame (choosing a square for
        a card) or the square's token, faded (choosing the token's square)."""
        s = self.scale
        phase = self.obs["phase"]
        for key in lit:
            rect = self.areas.get(key) if key is not None else None
            if rect is None:
                continue
            if isinstance(key, K.Stack):
                self.outline_glow(surface, rect)
            elif isinstance(key, K.Half) and phase == "single":
                frame = rect.inflate(-round(rect.w / 6), -round(rect.h / 6))
                dashed_rect(surface, frame, PAPYRUS, max(2, round(3 * s)))
            elif isinstance(key, K.Half) and phase == "token":
                colour = self.half_colour(key.half)
                if colour is not None:
                    draw_token(surface, colour, rect.center, rect.w * 0.27, faded=True)

    def draw_pickable(self, surface: pygame.Surface) -> None:
        """With nothing in hand, the quarry domino under the mouse that can be picked up."""
        i = self.interaction
        hovered = K.read(i.hovered)
        if (i.active_source is None and isinstance(hovered, K.Quarry | K.Held)
                and hovered in i.sources()):
            self.outline_glow(surface, self.areas[hovered])

    def draw_holes(self, surface: pygame.Surface) -> None:
        """The holes of a forced filling glow until one is chosen, which is framed."""
        s = self.scale
        source = self.interaction.active_source
        for key in self.interaction.sources():
            if not isinstance(K.read(key), K.Hole):
                continue
            if key != source:
                self.glow(surface, self.areas[key])
            else:
                pygame.draw.rect(surface, TERRACOTTA, self.areas[key].inflate(6, 6),
                                 max(2, round(3 * s)), border_radius=round(6 * s))

    def outline_glow(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A legal target whose face must stay readable: a pulsing gold frame only."""
        s = self.scale
        pulse = 0.6 + 0.4 * abs(((self.clock * 1.6) % 2) - 1)
        width = max(2, round(3 * s * pulse + 1))
        pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), width, border_radius=round(8 * s))

    def half_colour(self, half: int) -> int | None:
        """The colour of a half of the domino laid this turn."""
        pending = self.obs["pending"]
        placed = pending["placed"] if pending is not None else None
        seat = self.obs["to_move"]
        if not placed or seat is None:
            return None
        for sq in self.pyramid(seat)["levels"][placed["level"] - 1]:
            if sq["domino"] == placed["domino"] and sq["half"] == half:
                return sq["colour"]
        return None

    # ---------------------------------------------------------------- the domino in hand
    def draw_drop_spots(self, surface: pygame.Surface, drops: Sequence[K.Drop]) -> None:
        """Each legal spot for the held domino's centre: a small gold domino outline, over
        the squares the spots' placements would cover, tinted."""
        s = self.scale
        pulse = 0.6 + 0.4 * abs(((self.clock * 1.6) % 2) - 1)
        origin, q = self.table_layout.views[self.viewer]
        horizontal = DIRS[self.hand.rotation][1] == 0
        w, h = (q * 1.6, q * 0.8) if horizontal else (q * 0.8, q * 1.6)
        covered = set()
        actions = self.drops.drop_actions
        for key in drops:
            action = actions.get(key)
            if action is None:
                continue
            for rect in square_rects(origin, q, action.x, action.y, action.orient):
                covered.add(tuple(rect))
        tint = pygame.Surface((max(1, round(2 * q)), max(1, round(2 * q))), pygame.SRCALPHA)
        tint.fill((*GOLD, int(60 * pulse)))
        for spot_rect in covered:
            surface.blit(tint, spot_rect[:2])
        for key in drops:
            rect = self.areas[key]
            spot = pygame.Rect(0, 0, round(w), round(h))
            spot.center = rect.center
            pygame.draw.rect(surface, (*GOLD,), spot, max(2, round(3 * s)),
                             border_radius=max(2, round(q / 3)))
            pygame.draw.circle(surface, GOLD, spot.center, max(2, round(q / 7)))

    def draw_in_hand_ghost(self, surface: pygame.Surface, drops: Sequence[K.Drop]) -> None:
        """The domino picked, as a ghost: at the spot under the mouse, laid as it would
        lie, or under the mouse over the pyramid; a word when it fits nowhere this way
        round."""
        i = self.interaction
        domino = self.domino_of(i.active_source)
        if domino is None or not self.can_rotate():
            return
        actions = self.drops.drop_actions
        hovered = K.read(i.hovered)
        if isinstance(hovered, K.Drop) and hovered in actions:
            self.draw_laid_ghost(surface, domino, hovered)
        elif (not i.dragging and not i.pointer_resting
              and self.table_layout.big.collidepoint(i.mouse)):
            q = self.table_layout.views[self.viewer][1]
            ghost = domino_image(domino, self.hand.rotation, round(2 * q), self.patterns,
                                 alpha=150)
            surface.blit(ghost, ghost.get_rect(center=i.mouse))
        if not drops:
            s = self.scale
            box = self.table_layout.big
            draw_text(surface, _("No room this way round: turn the domino."),
                      (box.centerx, box.bottom - round(30 * s)), "body", s, TERRACOTTA,
                      bold=True, anchor="center")

    def draw_laid_ghost(self, surface: pygame.Surface, domino: Domino, spot: K.Drop) -> None:
        """`domino` as it would lie dropped on `spot`, translucent."""
        place = self.drops.drop_actions[spot]
        origin, q = self.table_layout.views[self.viewer]
        rects = square_rects(origin, q, place.x, place.y, place.orient)
        ghost = domino_image(domino, place.orient, round(2 * q), self.patterns, alpha=170)
        surface.blit(ghost, rects[0].union(rects[1]))

    # ---------------------------------------------------------------- the card chooser
    def draw_chooser_marks(self, surface: pygame.Surface, picks: Sequence[K.Pick]) -> None:
        """The card chooser's lit sides glow; the corner under the mouse previews the card
        there and on the square it would cover."""
        s = self.scale
        for colour in sorted({pick.colour for pick in picks}):
            self.glow(surface, self.chooser_square(colour))
        hovered = K.read(self.interaction.hovered)
        if not isinstance(hovered, K.Pick) or hovered not in picks:
            return
        square = self.chooser_square(hovered.colour)
        draw_card(surface, square, hovered.colour, hovered.corner, self.patterns)
        target = self.card_target()
        if target is not None:
            draw_card(surface, target.inflate(-2, -2), hovered.colour, hovered.corner,
                      self.patterns)
            pygame.draw.rect(surface, GOLD, target.inflate(4, 4), max(2, round(3 * s)),
                             border_radius=round(6 * s))

    def chooser_square(self, colour: int) -> pygame.Rect:
        """The chooser's square of a card's side (its four corners)."""
        return self.areas[K.Pick("pick", colour, 0)].unionall(
            [self.areas[K.Pick("pick", colour, c)] for c in range(1, 4)])

    def card_target(self) -> pygame.Rect | None:
        """The square the single-tile card being chosen will cover."""
        o = self.obs
        pending = o["pending"]
        if o["phase"] == "card" and pending is not None and pending["placed"]:
            origin, q = self.table_layout.views[self.viewer]
            placed = pending["placed"]
            half = pending["card_half"]
            assert half is not None, "a card is chosen for a half already chosen"
            rects = square_rects(origin, q, placed["x"], placed["y"], placed["orient"])
            return rects[half]
        source = self.interaction.active_source
        if o["phase"] == "fill" and isinstance(K.read(source), K.Hole):
            return self.areas.get(source)
        return None

    # ---------------------------------------------------------------- a pyramid looked at
    def draw_looked_at(self, surface: pygame.Surface, seat: int) -> None:
        """The pyramid looked at, over the table (painted once per change, then blitted)."""
        key = (seat, self.version, surface.get_size(), self.patterns)
        if self._look is None or self._look[0] != key:
            image = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self.draw_look(image, seat)
            self._look = (key, image)
        surface.blit(self._look[1], (0, 0))

    def draw_look(self, surface: pygame.Surface, seat: int) -> None:
        """`seat`'s pyramid large over the veiled table, its points, its tokens and cards."""
        s = self.scale
        veil = pygame.Surface(self.table_rect.size, pygame.SRCALPHA)
        veil.fill((43, 33, 24, 150))
        surface.blit(veil, self.table_rect)
        box = self.table_rect.inflate(-round(80 * s), -round(60 * s))
        panel(surface, box, radius=round(16 * s), scale=s)
        p = self.pyramid(seat)
        title = ngettext("{name}'s pyramid · {score} point", "{name}'s pyramid · {score} points",
                         p["score"]).format(name=self.name(seat), score=p["score"])
        draw_text(surface, title, (box.x + round(20 * s), box.y + round(14 * s)), "large", s,
                  INK, bold=True, max_width=box.w - round(40 * s))
        draw_text(surface, _("Click anywhere to close"), (box.right - round(20 * s),
                                                          box.bottom - round(30 * s)),
                  "small", s, MUTED_INK, anchor="topright")
        area = box.inflate(-round(60 * s), -round(110 * s)).move(0, round(10 * s))
        origin, q = L.fit_view(L.level1_frame(p), area, 60 * s,
                               (11, 11) if p["rects"] else (13, 13))
        self.painter.draw_pyramid(surface, seat, p, origin, q, frozenset(), big=False)
        self.draw_supply_line(surface, p, (box.x + round(20 * s), box.bottom - round(30 * s)))

    def draw_supply_line(self, surface: pygame.Surface, p: PyramidView,
                         pos: tuple[int, int]) -> None:
        """A pyramid's gem tokens and single-tile cards in a row (faded: placed, used)."""
        s = self.scale
        x, y = pos
        for c in range(6):
            draw_token(surface, c, (x + round(10 * s), y + round(10 * s)), 10 * s,
                       faded=p["tokens"][c] is not None)
            x += round(24 * s)
        x += round(10 * s)
        for k in range(3):
            r = pygame.Rect(x, y, round(20 * s), round(20 * s))
            draw_card_back(surface, r, CARD_SIDES[k], faded=k not in p["cards_left"])
            x += round(24 * s)
