"""Drag and drop, and click-to-move, over keyed screen areas, driven by legal actions.

A game scene turns each legal action into a `Binding(action, source, target)`: drag the piece
`source` onto `target` (or click `source`, then `target`) to play `action`. A binding with no
source is played by clicking its target alone (a market card to take, a pyramid to choose).
The scene says what is under the mouse with `keys_at(pos)` (topmost first). While a piece is
held, exactly its legal targets light up (`lit_targets`). A drop elsewhere on a known area is
"refused" (the scene asks the engine for the reason and springs the piece back), unless a
legal target lies within the piece's own size (`reach`) and every area under the drop holds
that target (a ship's hull around its slots, the empty table): then it snaps to the nearest.
A drag that starts on no movable piece is "stuck": the scene says why it cannot go anywhere.
"""

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

DRAG_THRESHOLD = 6  # pixels before a press becomes a drag


@dataclass(frozen=True)
class Binding:
    action: tuple
    source: Hashable | None
    target: Hashable


@dataclass
class Outcome:
    """What a mouse gesture came to: play an action, or a refused / cancelled drop."""

    kind: str  # "play", "refused", "cancelled"
    action: tuple | None = None
    source: Hashable | None = None
    target: Hashable | None = None
    pos: tuple[int, int] | None = None
    keys: tuple = ()  # "stuck": the areas under the press that held no movable piece


class Interaction:
    def __init__(self):
        self.bindings: list[Binding] = []
        self.selected: Hashable | None = None  # a source picked by clicking
        self.pressed: Hashable | None = None  # a source under a held mouse button
        self.press_pos: tuple[int, int] | None = None
        self.dragging = False
        self.mouse = (0, 0)
        self._under: Hashable | None = None  # the topmost area under the mouse
        # the keys hold the piece: the pointer lies idle, as if not on the table, until
        # it moves (no ghost, lift or preview follows a mouse nobody is using)
        self.pointer_resting = False
        self.enabled = True
        # click_selects(source, action): a click on a source with only this one target
        # selects it (a second click acts on the target) instead of acting at once
        self.click_selects: Callable = lambda _source, _action: False
        # snapping: where a target is on screen, how far a dropped piece reaches (its size)
        self.rect_of: Callable = lambda _key: None
        self.reach: Callable = lambda _source: 0
        self.blocked: tuple = ()  # the areas under a press that held no movable piece

    @property
    def hovered(self) -> Hashable | None:
        """The topmost area under the mouse (None while the pointer rests: `pointer_resting`)."""
        return None if self.pointer_resting else self._under

    @hovered.setter
    def hovered(self, key: Hashable | None) -> None:
        self._under = key

    # bindings -------------------------------------------------------------------------
    def set_bindings(self, bindings: list[Binding]) -> None:
        self.bindings = list(bindings)
        if self.selected is not None and self.selected not in self.sources():
            self.selected = None
        if self.pressed is not None and self.pressed not in self.sources():
            self.reset()

    def sources(self) -> set:
        return {b.source for b in self.bindings if b.source is not None}

    def targets_for(self, source) -> dict:
        return {b.target: b.action for b in self.bindings if b.source == source}

    def direct_targets(self) -> dict:
        return self.targets_for(None)

    @property
    def active_source(self):
        return self.pressed if self.dragging else self.selected

    def lit_targets(self) -> set:
        """The targets to light up: those of the held or selected piece, else direct ones."""
        source = self.active_source
        if source is not None:
            return set(self.targets_for(source))
        return set(self.direct_targets())

    def reset(self) -> None:
        self.pressed = None
        self.press_pos = None
        self.dragging = False
        self.blocked = ()

    def nearest_target(self, source, pos) -> Hashable | None:
        """The legal target of `source` nearest to `pos`, if within the piece's reach."""
        reach = self.reach(source)
        best, best_d = None, None
        for key in self.targets_for(source):
            rect = self.rect_of(key)
            if rect is None:
                continue
            dx = max(rect.left - pos[0], 0, pos[0] - rect.right + 1)
            dy = max(rect.top - pos[1], 0, pos[1] - rect.bottom + 1)
            cx, cy = rect.center
            d = (dx * dx + dy * dy, (cx - pos[0]) ** 2 + (cy - pos[1]) ** 2)
            if d[0] <= reach * reach and (best_d is None or d < best_d):
                best, best_d = key, d
        return best

    def _holds(self, key, target) -> bool:
        """The area `key` holds the area `target` (a drop there may snap to it)."""
        outer, inner = self.rect_of(key), self.rect_of(target)
        return outer is not None and inner is not None and outer.contains(inner)

    # events ---------------------------------------------------------------------------
    def handle_event(self, event, keys_at: Callable) -> Outcome | None:
        if not self.enabled:
            return None
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos, keys_at)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer_resting = False
            keys = keys_at(event.pos)
            self.hovered = keys[0] if keys else None  # a press or release moves the mouse too
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos, keys_at(event.pos))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos, keys_at(event.pos))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.selected = None
            self.reset()
        return None

    def _motion(self, pos, keys_at: Callable) -> Outcome | None:
        """The mouse moved: what it hovers, and a press held far enough starts a drag (or,
        on no piece of the player's, says what stopped it)."""
        if tuple(pos) != tuple(self.mouse):
            self.pointer_resting = False  # the mouse takes over once it moves
        self.mouse = pos
        keys = keys_at(pos)
        self.hovered = keys[0] if keys else None
        if self.dragging or self.press_pos is None:
            return None
        dx, dy = pos[0] - self.press_pos[0], pos[1] - self.press_pos[1]
        if dx * dx + dy * dy < DRAG_THRESHOLD * DRAG_THRESHOLD:
            return None
        if self.pressed is not None:
            self.dragging = True
            self.selected = None
        elif self.blocked:
            keys, self.blocked, self.press_pos = self.blocked, (), None
            return Outcome("stuck", pos=pos, keys=keys)
        return None

    def _press(self, pos, keys) -> None:
        """The left button went down: on a piece that may move, or on something else."""
        self.mouse = pos
        source = next((k for k in keys if k in self.sources()), None)
        held_targets = self.targets_for(self.selected) if self.selected is not None else {}
        if any(k in held_targets for k in keys):
            return  # a click on a target of the selected piece: act on release
        if source is not None:
            self.pressed = source
            self.press_pos = pos
        elif keys:
            self.blocked = tuple(keys)
            self.press_pos = pos

    def _release(self, pos, keys) -> Outcome | None:
        """The left button came up: a drop, a click on a piece, or a click elsewhere."""
        self.mouse = pos
        if self.dragging:
            source = self.pressed
            self.reset()
            return self._drop(source, keys, pos)
        if self.pressed is not None:
            source = self.pressed
            self.reset()
            return self._click_source(source)
        self.reset()
        return self._click(keys, pos)

    def _drop(self, source, keys, pos) -> Outcome:
        targets = self.targets_for(source)
        for key in keys:
            if key in targets:
                return Outcome("play", targets[key], source, key, pos)
        near = self.nearest_target(source, pos) if source not in keys else None
        if near is not None and all(self._holds(key, near) for key in keys):
            return Outcome("play", targets[near], source, near, pos)
        for key in keys:
            if key != source:
                return Outcome("refused", None, source, key, pos)
        return Outcome("cancelled", None, source, None, pos)

    def _click_source(self, source) -> Outcome | None:
        targets = self.targets_for(source)
        if len(targets) == 1:
            ((target, action),) = targets.items()
            if not self.click_selects(source, action):
                self.selected = None
                return Outcome("play", action, source, target, None)
        self.selected = None if self.selected == source else source
        return None

    def _click(self, keys, pos) -> Outcome | None:
        if self.selected is not None:
            source = self.selected
            targets = self.targets_for(source)
            for key in keys:
                if key in targets:
                    self.selected = None
                    return Outcome("play", targets[key], source, key, pos)
            self.selected = None
            if keys:
                return Outcome("refused", None, source, keys[0], pos)
            return None
        direct = self.direct_targets()
        for key in keys:
            if key in direct:
                return Outcome("play", direct[key], None, key, pos)
        return None
