"""The table's cached pictures: the background, the board and the side panel are painted into
layers kept from frame to frame and repainted only when what they show changes (their key).

The board may be made of parts (`TableView.board_parts`: name -> (rect, key, paint)): a change
then repaints only the parts whose key changed, each under its rect's clip; a part whose key
is made of `Tiles` (places inside it, each with a key of its own) only at the places whose
key changed, and one whose key is a `Changes` where that key says its picture changed.
Some parts may wait (`waiting_parts`, a name or the first item of a tuple name): in the
frame a move lands they keep their old picture and catch up one a frame after it, so that
frame pays for the move and the parts that must show it now, not for every picture the move
changed. The panel may wait a frame too (scores and log a frame late are never seen).
"""

from collections.abc import Callable, Hashable

import pygame

from scenes.kit.sprites import Layer

# what differs on a layer from its picture for an old key: rects (None: it cannot tell)
Changed = Callable[[Hashable], list[pygame.Rect] | None]


def recording(changed: Changed, found: list[pygame.Rect]) -> Changed:
    """`changed` that also keeps in `found` the rects it named."""
    def change(old_key: Hashable) -> list[pygame.Rect] | None:
        rects = changed(old_key)
        found[:] = rects or []
        return rects
    return change

# a board part's paint under one more clip costs about as much as repainting this many more
# pixels (the background under them, the canvas and the window): several rects are joined
# into one round them only where that saves paints worth more than the pixels it adds
PAINT_PIXELS = 40_000


# a rect copied between window-sized surfaces does not start 16 but not 64 bytes aligned:
# SDL copies such rows (a left edge on 4, 8 or 12 pixels past a multiple of 16, a width a
# multiple of 4) with streaming stores that split cache lines, many times slower at
# 3840x2160 (a 100 px wide rect at x=100: ~20x); its left edge goes to the multiple of 16
ALIGN = 16


def aligned(rect) -> pygame.Rect:
    """`rect`, widened to the left to a multiple of `ALIGN` pixels where SDL would copy its
    rows the slow way (see `ALIGN`)."""
    rect = pygame.Rect(rect)
    if rect.x % 4 == 0 and rect.w % 4 == 0 and rect.x % ALIGN:
        rect.w += rect.x % ALIGN
        rect.x -= rect.x % ALIGN
    return rect


def merged(rects: list) -> list:
    """`rects` with those that overlap joined into their union (repainted once) where the
    union is no larger than the two together (an L of two strips stays two rects)."""
    out: list = []
    for rect in rects:
        rect = pygame.Rect(rect)
        joined = True
        while joined:
            joined = False
            for other in out:
                if other.colliderect(rect) and _area(rect.union(other)) <= \
                        _area(rect) + _area(other):
                    out.remove(other)
                    rect = rect.union(other)
                    joined = True
                    break
        out.append(rect)
    return out


class Tiles(tuple):
    """A board part's key made of places inside its rect, each with its own key:
    ((rect, key), ...). A change of the part repaints only the places whose key changed (the
    part's paint, under each place's clip); places that moved, or came or went, repaint the
    part whole."""

    def __new__(cls, places):
        return super().__new__(cls, ((tuple(rect), key) for rect, key in places))

    def changed(self, before) -> list | None:
        """The places where this key differs from `before` (None: the part whole)."""
        if not isinstance(before, Tiles) or len(before) != len(self) or any(
                rect != old for (rect, _key), (old, _k) in zip(self, before, strict=True)):
            return None
        return [pygame.Rect(rect) for (rect, key), (_rect, old) in
                zip(self, before, strict=True) if key != old]


class Changes(tuple):
    """A board part's key that can tell where the part's picture changed: `where(old, new)`
    gets the `data` of the key painted before and of this one and names the rects on the
    board that differ (None: the part whole). Equal keys are equal tuples (`data` aside)."""

    data: object = None
    where = None

    def __new__(cls, items, data, where):
        key = super().__new__(cls, items)
        key.data, key.where = data, where
        return key

    def changed(self, before) -> list | None:
        """Where this key's picture differs from `before`'s (None: the part whole)."""
        if not isinstance(before, Changes) or self.where is None:
            return None
        return self.where(before.data, self.data)


def _area(rect) -> int:
    return rect.w * rect.h


def part_kind(name) -> str:
    """A board part's kind: its name, or the first item of a tuple name (("mini", 2))."""
    return name[0] if isinstance(name, tuple) else name


class RenderCache:
    """The layers of one table, by name ("background", "board", "panel"), and which board
    parts they show. `board_parts` is the view's hook (None: the board is painted whole);
    the board key's items 1 and 6 are the background and the colour-blind marks (a change
    there repaints the whole board)."""

    STEADY = (1, 6)

    def __init__(self, board_parts, waiting_parts: tuple = ()):
        self.board_parts = board_parts
        self.waiting_parts = waiting_parts
        self.layers: dict[str, Layer] = {}
        self.landed = False  # a move was played since the last frame was drawn
        self.catch_up = 0  # frames drawn while parts are behind (a board key item)
        self._repaints_this_frame = 0  # layers repainted in the frame being drawn
        self._waited: set = set()  # layers that kept an old picture in the last frame
        self._parts_painted: dict | None = None  # board part -> (rect, key) last painted
        self._parts_due: dict | None = None
        self._board_key: tuple = ()
        self._parts_behind: set = set()  # waiting parts that still show an older picture
        self._parts_later: set = set()  # those the board paint being made leaves behind
        self.board_changed: list | None = []  # where the last board call repainted (None: all)
        self.panel_changed: list | None = []  # where the last panel call repainted (None: all)
        self._change: list | None = None  # what `_board_change` last found

    @property
    def parts_behind(self) -> frozenset:
        """The waiting board parts that still show an older picture (they catch up)."""
        return frozenset(self._parts_behind)

    def begin_frame(self) -> None:
        """A table frame starts: nothing repainted yet; parts behind count a frame."""
        self._repaints_this_frame = 0
        if self._parts_behind and "panel" not in self._waited:
            self.catch_up += 1  # a new board key: the parts behind catch up

    def board_drawn(self) -> None:
        """The board of this frame is on screen: the move that landed is shown."""
        self.landed = False

    def part_may_wait(self, name) -> bool:
        """Board part `name` is one of `waiting_parts`."""
        return part_kind(name) in self.waiting_parts

    def _waiting_rank(self, name) -> int:
        """The order waiting parts catch up in: that of `waiting_parts`."""
        return self.waiting_parts.index(part_kind(name))

    def _board_change(self, old_key):
        """The rects where the board's picture for the current key differs from the one
        painted for `old_key`: those of the parts that changed (None: anywhere). In the
        frame a move lands the waiting parts that only changed what they show stay as they
        were; the next frames repaint one of them a frame, after the panel's frame (one
        already behind is repainted in the next landing frame, and one that changes while
        it is not behind is repainted at once: no part waits more than a few frames)."""
        parts = self._parts_due = self.board_parts()
        painted = self._parts_painted
        self._parts_later = set()
        if parts is None or painted is None or len(old_key) != len(self._board_key) or any(
                old_key[k] != self._board_key[k] for k in self.STEADY):
            return None
        changed = [name for name, (rect, key, _paint) in parts.items()
                   if painted.get(name) != (rect, key)]
        waiting = [name for name in changed if self.part_may_wait(name)
                   and painted.get(name) is not None and painted[name][0] == parts[name][0]]
        behind = sorted((name for name in waiting if name in self._parts_behind),
                        key=self._waiting_rank)
        # a move landing: the waiting parts not behind yet wait; catching up: one a frame,
        # none in the frame the panel that waited is repainted (see `cached`)
        if self.landed:
            later = [name for name in waiting if name not in behind]
        else:
            later = behind if "panel" in self._waited else behind[1:]
        def places(name) -> list:
            """Where part `name`'s picture changed: its places that did, or all of it."""
            rect, key, _paint = parts[name]
            before = painted.get(name)
            found = key.changed(before[1]) if isinstance(key, (Tiles, Changes)) \
                and before is not None and before[0] == rect else None
            return [rect] if found is None else found
        rects = []
        for name in changed:
            if name not in later:
                rects += places(name)
                before = painted.get(name)
                if before is not None and before[0] != parts[name][0]:
                    rects.append(before[0])  # a part that moved: where it was, too
        rects += [rect for name, (rect, _key) in painted.items() if name not in parts]
        # a waiting part whose picture changed under a repainted rect would be painted there
        # in part: it is repainted (where it changed) instead
        stay = {name: [aligned(place) for place in places(name)] for name in later}
        rects = merged([aligned(rect) for rect in rects])
        while True:
            while under := [name for name, where in stay.items() if any(
                    place.colliderect(rect) for place in where for rect in rects)]:
                rects = merged(rects + [place for name in under for place in stay[name]])
                stay = {name: where for name, where in stay.items() if name not in under}
            paints = sum(1 for rect in rects for part in parts.values()
                         if part[0].colliderect(rect))
            if paints <= len(parts) or len(rects) < 2:
                break
            # parts painted under several rects: one rect round them all paints each once,
            # where that costs less than the pixels it adds (at a large window, rects far
            # apart stay apart)
            bound = rects[0].unionall(rects[1:])
            once = sum(1 for part in parts.values() if part[0].colliderect(bound))
            if (paints - once) * PAINT_PIXELS <= _area(bound) - sum(map(_area, rects)):
                break
            rects = [bound]
        self._parts_later = set(stay)
        self._change = rects
        return rects

    def surface(self, name: str) -> pygame.Surface:
        """Layer `name`'s surface, once it has been painted."""
        layer = self.layers.get(name)
        if layer is None or layer.surface is None:
            raise KeyError(f"the layer {name!r} has not been painted yet")
        return layer.surface

    def cached(self, name: str, key: tuple, size: tuple[int, int],
               paint: Callable[[pygame.Surface], None], wait: bool = False,
               changed: Changed | None = None,
               ) -> pygame.Surface:
        """Layer `name` for `key`: one surface kept per layer and repainted in place when
        the key changes (never a new surface mid-game). A layer that may `wait` keeps its
        last picture for one frame when another layer was repainted in this one, so that
        the frame a move lands pays for one repaint, not two. `changed(old_key)` (not for
        the board, which goes by its parts) may name the rects that differ (`Layer.get`)."""
        layer = self.layers.get(name)
        if layer is None:
            layer = self.layers[name] = Layer()
        if name == "panel":
            self.panel_changed = []
        if wait and self._repaints_this_frame and layer.showable(size) \
                and name not in self._waited:
            if layer.key != key:
                self._waited.add(name)  # repainted next frame, whatever else is
            return self.surface(name)
        self._waited.discard(name)
        before = layer.repaints
        if name == "board":
            self._board_key, self._parts_due = key, None
            self._parts_later = set()
            self._change, partial = None, layer.partial_repaints
            surface = layer.get(key, size, paint, changed=self._board_change)
            self.board_changed = [] if layer.repaints == before else \
                list(self._change or ()) if layer.partial_repaints != partial else None
            if layer.repaints != before:  # what the board now shows, part by part
                parts, old = self._parts_due, self._parts_painted or {}
                self._parts_painted = None if parts is None else {
                    name: old[name] if name in self._parts_later else (rect, key)
                    for name, (rect, key, _paint) in parts.items()}
                self._parts_behind = self._parts_later
            self._parts_due = None
        else:
            found: list[pygame.Rect] = []  # what `changed` named (a nested layer's call
            partial = layer.partial_repaints  # keeps its own)
            change = None if changed is None else recording(changed, found)
            surface = layer.get(key, size, paint, changed=change)
            if name == "panel":
                self.panel_changed = [] if layer.repaints == before else \
                    list(found) if layer.partial_repaints != partial else None
        self._repaints_this_frame += layer.repaints - before
        return surface

    def paint_board(self, layer, draw_board) -> None:
        """The board on `layer` (the background already there): whole with `draw_board`,
        or (under the layer's clip) the parts there."""
        parts = self._parts_due = self.board_parts() if self._parts_due is None \
            else self._parts_due
        if parts is None:
            draw_board(layer)
            return
        clip = layer.get_clip()
        for rect, _key, paint in parts.values():
            if rect.colliderect(clip):
                paint(layer)

    def forget(self) -> None:
        """Drop every picture: the next frame paints each layer whole."""
        self.layers.clear()

    def release(self) -> None:
        """The table is closed: the layers' surfaces go to the pool for the next table."""
        for layer in self.layers.values():
            layer.release()
