"""Keyboard play on a table scene: `shell.ui.keyplay` wired to the scene, and drawn.

The scene calls `handle_event` first with every event (True: keyboard play took it), `draw`
after its drag, and `update` once a frame. The focused spot has the screens' gold ring; a
piece held is drawn as a drag draws it, over the target the focus is on, with its legal
targets lit (the selected piece's, as for a click). The focused spot's tooltip shows as if
the mouse rested on it. A number key while a sale is held (Archaeology) sells that many
cards when that many may be sold.
"""

from collections.abc import Mapping
from typing import Protocol

import pygame
from pygame_gui.elements import UIButton

from scenes.kit.layout import AreaKey, area_key
from scenes.kit.table_buttons import TableButtons
from scenes.kit.tooltips import TooltipManager
from scenes.kit.view import TableView
from shell.ui.anim import Animator
from shell.ui.dragdrop import Interaction, Outcome
from shell.ui.focus import Spot, draw_ring, reading_order
from shell.ui.keyplay import KEYS, KeyPlay, PanelButton, Table


class KeyTable(Protocol):
    """What keyboard play reads of its table and does on it (the table scene is one)."""

    @property
    def interaction(self) -> Interaction: ...

    @property
    def areas(self) -> dict[AreaKey, pygame.Rect]: ...

    @property
    def choice_buttons(self) -> Mapping[UIButton, tuple]: ...

    @property
    def buttons(self) -> TableButtons: ...

    @property
    def view(self) -> TableView: ...

    @property
    def animator(self) -> Animator: ...

    @property
    def tooltips(self) -> TooltipManager: ...

    @property
    def read_only(self) -> bool: ...

    @property
    def covered_for(self) -> int | None: ...

    @property
    def version(self) -> int: ...

    @property
    def scale(self) -> float: ...

    def on_outcome(self, outcome: Outcome) -> None: ...

    def on_button(self, element: object) -> None: ...

    def landed(self) -> None: ...

    def tooltip_bounds(self) -> pygame.Rect: ...


class TableKeys:
    """Keyboard play of one table scene."""

    def __init__(self, scene: KeyTable) -> None:
        self.scene = scene
        self.play = KeyPlay()
        # the spot whose tooltip was put up, and the table's version then
        self._tip: tuple[AreaKey | None, int] | None = None

    def table(self) -> Table:
        scene = self.scene
        return Table(scene.interaction, lambda: scene.areas,
                     lambda: [(button, button.rect)
                              for button in reading_order(list(scene.choice_buttons))],
                     scene.on_outcome, scene.on_button, scene.view.count_key,
                     scene.buttons.pressable)

    @property
    def active(self) -> bool:
        """Keys play now: a human's turn, nothing covering the table, not a replay."""
        scene = self.scene
        return not scene.read_only and scene.covered_for is None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame.KEYDOWN and event.key in KEYS and self.scene.animator.busy:
            self.scene.animator.clear()  # as a click, a key finishes the animation first
            self.scene.landed()
        return self.play.handle_event(event, self.table())

    # drawing ---------------------------------------------------------------------------
    def spot(self) -> Spot | None:
        """The focused spot while the focus shows (None: it does not)."""
        if not self.active or not self.play.visible:
            return None
        return self.play.current(self.table())

    def update(self) -> None:
        """The focused spot's tooltip, as if the mouse rested on it (once per spot)."""
        spot = self.spot()
        key = area_key(spot.key) if spot is not None else None  # None: a button's spot
        scene = self.scene
        if (key, scene.version) == self._tip:
            return
        self._tip = (key, scene.version)
        if key is None:
            if spot is not None:  # the focus left the piece for a button: its tip goes
                scene.tooltips.dismiss()
            return
        rect = scene.areas.get(key)
        if rect is None:  # the spots lie on the areas: this one has gone
            return
        tips = scene.tooltips
        # as if the mouse were at its lower left corner: the tooltip comes under the spot,
        # or over it when there is no room under it
        tips.arm(key, rect, scene.view.tooltip(key), (rect.left, rect.bottom - 1), scene.version)
        if tips.showing:
            box, _lines = tips.box(scene.scale, scene.tooltip_bounds())
            if box.colliderect(rect):
                tips.mouse = (rect.left, rect.top - box.h - round(24 * scene.scale))

    def draw(self, surface: pygame.Surface) -> None:
        """The focus ring on the table and the piece held (a panel button's ring is drawn
        over the panel, by `draw_over_panel`)."""
        spot = self.spot()
        if spot is None or isinstance(spot.key, PanelButton):
            return
        scene = self.scene
        held = area_key(self.play.held(self.table()))
        ring = pygame.Rect(spot.rect)
        image = scene.view.drag_image(held) if held is not None else None
        if image is not None:  # the ring holds the piece laid there and its target
            ring.union_ip(draw_lifted(surface, image, spot.rect.center, scene.scale))
            margin = round(12 * scene.scale)  # the ring's own width: it stays on screen
            ring = ring.clip(surface.get_rect().inflate(-2 * margin, -2 * margin))
        draw_ring(surface, ring, scene.scale)

    def draw_over_panel(self, surface: pygame.Surface) -> None:
        """The focus ring around a side-panel button, over the panel and its buttons."""
        spot = self.spot()
        if spot is not None and isinstance(spot.key, PanelButton):
            draw_ring(surface, spot.rect, self.scene.scale)


def draw_lifted(surface: pygame.Surface, image: pygame.Surface, centre: tuple[int, int],
                scale: float) -> pygame.Rect:
    """A piece in hand as a drag shows it: lifted over `centre`, its shadow below; where
    the piece was drawn."""
    x, y = centre
    off = round(8 * scale)
    shadow = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    shadow.fill((43, 33, 24, 60))
    surface.blit(shadow, image.get_rect(center=(x + off, y + off)))
    return surface.blit(image, image.get_rect(center=(x, y - off)))

