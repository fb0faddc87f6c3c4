"""`QuarryDrawing`: the quarry part of the Pyramids board — the four stacks with their
counts, the three quarry places with their dominoes (lifted and ringed when they may be
picked up) and the domino in hand over the place it was taken from, turned as the hand
turns it; each place a tile repainted on its own (scenes/kit/render_cache.py `Tiles`)."""

from collections.abc import Collection

import pygame

from engines.core import canonical
from scenes.kit.context import TableContext
from scenes.kit.layout import AreaKey
from shell.language.i18n import _
from shell.ui.theme import GOLD, INK, PAPYRUS, chip, draw_text, font

from . import keys as K
from . import layout as L
from .hand import Hand
from .part import PyramidsPart
from .pieces import domino_image

Tile = tuple[pygame.Rect, tuple]  # a place of the part and what it shows there


class QuarryDrawing(PyramidsPart):
    """The stacks and the quarry (see the module doc); reads the hand's rotation."""

    def __init__(self, ctx: TableContext, hand: Hand) -> None:
        super().__init__(ctx)
        self.hand = hand

    def in_hand_turn(self) -> int:
        """How the domino in hand is shown turned: as the hand turns it, for the mover at
        the screen; unturned for anyone else."""
        return self.hand.rotation if self.mover_is_viewer() else 0

    def rect(self) -> pygame.Rect:
        """The quarry part: the stacks and the three quarry places, with room for the
        stacks' count badges (22 units past their right edges); the same in every state."""
        canvas = self.table_layout.canvas
        rects = [L.stack_rect(canvas, k) for k in range(4)]
        rects += [L.quarry_rect(canvas, slot) for slot in range(3)]
        return rects[0].unionall(rects[1:]).inflate(round(48 * self.scale),
                                                    round(48 * self.scale))

    def places(self, hidden: Collection[AreaKey]) -> list[Tile]:
        """The part's places: each stack with its badge, and each quarry place with the
        domino there (lifted, ringed) or the domino in hand over it and its "in hand" under
        it; each with what `draw` shows there."""
        return self.stack_places(hidden) + self.slot_places(hidden)

    def stack_places(self, hidden: Collection[AreaKey]) -> list[Tile]:
        s = self.scale
        canvas = self.table_layout.canvas
        places = []
        for k, stack in enumerate(self.obs["stacks"]):
            r = L.stack_rect(canvas, k)
            badge = pygame.Rect(0, 0, round(26 * s), round(18 * s))
            badge.midleft = (r.right - round(4 * s), r.y + round(6 * s))
            places.append((r.union(badge).inflate(6, 6),
                           (stack["size"], canonical(stack["top"]),
                            K.Stack("stack", k) in hidden, self.patterns)))
        return places

    def slot_places(self, hidden: Collection[AreaKey]) -> list[Tile]:
        o = self.obs
        s = self.scale
        bt = self.board_text.scale
        i = self.interaction
        canvas = self.table_layout.canvas
        sources = i.sources()
        active = i.active_source
        pending = o["pending"]
        held = pending["held"] if pending is not None and K.HELD in self.areas else None
        f = font("small", bt, True)
        label = f.size(_("in hand"))[0] + 4
        places = []
        for slot, domino in enumerate(o["quarry"]):
            key = K.Quarry("quarry", slot)
            r = L.quarry_rect(canvas, slot)
            place = r.inflate(12, 12).union(r.move(0, -round(4 * s)).inflate(12, 12))
            place.union_ip(pygame.Rect(r.centerx - label // 2, r.bottom, label,
                                       round(2 * s) + f.get_linesize() + 2))
            in_hand = None
            if held and pending is not None and pending["slot"] == slot:
                in_hand = (canonical(held), self.in_hand_turn(), K.HELD in hidden,
                           active == K.HELD and i.dragging)
            places.append((place, (canonical(domino), key in hidden, active == key,
                                   i.dragging, key in sources, in_hand, self.patterns)))
        return places

    def draw(self, surface: pygame.Surface, hidden: Collection[AreaKey]) -> None:
        self.draw_stacks(surface, hidden)
        self.draw_slots(surface, hidden)
        self.draw_in_hand(surface, hidden)

    def draw_stacks(self, surface: pygame.Surface, hidden: Collection[AreaKey]) -> None:
        """Each stack: its depth, its top domino face up (or an empty frame), its count."""
        s = self.scale
        bt = self.board_text.scale
        for k, stack in enumerate(self.obs["stacks"]):
            r = self.areas[K.Stack("stack", k)]
            inner = r.inflate(-round(16 * s), -round(10 * s))
            if stack["size"] > 1:
                for depth in (2, 1):
                    off = round(depth * 2 * s)
                    pygame.draw.rect(surface, (176, 150, 104), inner.move(off, off),
                                     border_radius=round(4 * s))
            if stack["top"] is not None and K.Stack("stack", k) not in hidden:
                image = domino_image(stack["top"], 0, inner.h, self.patterns)
                surface.blit(image, image.get_rect(center=inner.center))
            elif stack["top"] is None:
                pygame.draw.rect(surface, (206, 184, 134), inner, max(1, round(2 * s)),
                                 border_radius=round(4 * s))
            badge = pygame.Rect(0, 0, round(26 * s), round(18 * s))
            badge.midleft = (r.right - round(4 * s), r.y + round(6 * s))
            chip(surface, badge, INK, round(9 * s))
            draw_text(surface, str(stack["size"]), badge.center, "small", bt * 0.9, PAPYRUS,
                      bold=True, anchor="center")

    def draw_slots(self, surface: pygame.Surface, hidden: Collection[AreaKey]) -> None:
        """The quarry dominoes: lifted when picked, ringed when they may be, a hollow where
        one is dragged from."""
        s = self.scale
        sources = self.interaction.sources()
        active = self.interaction.active_source
        for slot, domino in enumerate(self.obs["quarry"]):
            key = K.Quarry("quarry", slot)
            if domino is None or key in hidden:
                continue
            r = self.areas[key]
            if active == key and self.interaction.dragging:
                pygame.draw.rect(surface, (190, 166, 116), r, border_radius=round(4 * s))
                continue
            lift = round(4 * s) if active == key else 0
            image = domino_image(domino, 0, r.h, self.patterns)
            surface.blit(image, image.get_rect(center=(r.centerx, r.centery - lift)))
            if key in sources:
                pygame.draw.rect(surface, GOLD, r.inflate(6, 6).move(0, -lift),
                                 max(2, round(2 * s)), border_radius=round(6 * s))

    def draw_in_hand(self, surface: pygame.Surface, hidden: Collection[AreaKey]) -> None:
        """The domino in hand over its quarry place (not while dragged), "in hand" under."""
        s = self.scale
        bt = self.board_text.scale
        pending = self.obs["pending"]
        held = pending["held"] if pending is not None else None
        if not held or K.HELD not in self.areas or K.HELD in hidden:
            return
        r = self.areas[K.HELD]
        if not (self.interaction.active_source == K.HELD and self.interaction.dragging):
            turn = self.in_hand_turn()
            image = domino_image(held, turn, r.h if turn % 2 == 0 else r.h // 2,
                                 self.patterns)
            surface.blit(image, image.get_rect(center=r.center))
            pygame.draw.rect(surface, GOLD, r.inflate(8, 8), max(2, round(3 * s)),
                             border_radius=round(6 * s))
        draw_text(surface, _("in hand"), (r.centerx, r.bottom + round(2 * s)), "small", bt,
                  INK, bold=True, anchor="midtop")
