"""Pyramids' gestures: a quarry domino dragged (or clicked, then a spot clicked) onto the
pyramid, turned with R, the right button or the wheel; clicks for the token square, the
single-tile card and the stack to refill from; a click on another pyramid looks at it."""

from collections.abc import Sequence

import pygame

from engines.pyramids.actions import ACTIONS, Card, Fill, Place, Refill, SingleTile, Take, Token
from engines.pyramids.data import DOMINOES
from engines.pyramids.geometry import DIRS
from scenes.kit.context import TableContext
from scenes.kit.game_view import StepMark
from scenes.kit.layout import AreaKey
from shell.language.i18n import N_, _
from shell.ui.dragdrop import Binding, Outcome

from . import keys as K
from . import layout as L
from .drops import DropSpots
from .hand import Hand
from .part import PyramidsPart
from .pieces import domino_image, draw_token, square_rects

# the keys that turn the domino in hand by 0-3 quarters clockwise
TURN_KEYS = (N_("the domino in hand is turned so now"), N_("press R once to turn it so"),
             N_("press R twice to turn it so"), N_("press Shift+R once to turn it so"))


class PyramidsGestures(PyramidsPart):
    """The input part of `PyramidsView`: this turn's targets, drags, clicks, rotation. It
    owns the player's `hand` (the rotation, the pyramid looked at, the drop position) and
    the drop spots (`drops`), which the drawing and the animations read."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.hand = Hand()
        self.drops = DropSpots(ctx, self.hand)
        self._rotation_before = 0  # the rotation before the action being played
        self._idle = False  # nothing was in hand when the event being handled came

    def target_areas(self) -> dict[AreaKey, pygame.Rect]:
        """This turn's targets for the mover at the screen: where the domino in hand may go
        (at its current rotation), the squares of the new domino, the empty squares of a
        forced filling, and the card chooser."""
        o = self.obs
        me = self.viewer
        pending = o["pending"]
        phase = o["phase"]
        if not self.mover_is_viewer():
            return {}
        origin, q = self.table_layout.views[me]
        areas: dict[AreaKey, pygame.Rect] = {
            spot: rect for spot, (rect, _action) in self.drops.drop_places().items()}
        placed = pending["placed"] if pending is not None else None
        if placed and phase in ("token", "single", "card"):
            for half, rect in enumerate(square_rects(origin, q, placed["x"], placed["y"],
                                                     placed["orient"])):
                areas[K.Half("half", half)] = rect
        if phase == "fill" and pending is not None:
            for qx, qy in pending["holes"]:
                areas[K.Hole("hole", qx, qy)] = pygame.Rect(
                    round(origin[0] + qx * q), round(origin[1] + qy * q), round(2 * q),
                    round(2 * q))
        if phase in ("card", "fill"):
            seat = o["to_move"]
            cards = o["pyramids"][seat]["cards_left"] if seat is not None else []
            areas.update(L.picker_areas(self.table_layout.canvas, cards).items())
        return areas

    def bindings(self) -> list[Binding]:
        o = self.obs
        phase = o["phase"]
        result = []
        drops: list[AreaKey] = [*self.drops.drop_actions, *K.NOWHERE]
        for action in self.legal_actions():
            move = ACTIONS.decode(action)
            if isinstance(move, Take):
                for target in drops:
                    result.append(Binding(action, K.Quarry("quarry", move.slot), target))
            elif isinstance(move, Place):
                if move.orient == self.hand.rotation:
                    result.append(Binding(action, K.HELD, K.drop_key(move)))
            elif isinstance(move, Token | SingleTile):
                result.append(Binding(action, None, K.Half("half", move.half)))
            elif isinstance(move, Card):
                result.append(Binding(action, None, K.Pick("pick", move.colour, move.corner)))
            elif isinstance(move, Refill):
                result.append(Binding(action, None, K.Stack("stack", move.stack)))
            elif isinstance(move, Fill):
                result.append(Binding(action, K.Hole("hole", move.x, move.y),
                                      K.Pick("pick", move.colour, move.corner)))
        if phase == "place":
            # the held domino stays in hand whatever its rotation
            first = next((a for a in self.legal_actions() if isinstance(a, Place)), None)
            if first is not None:
                for target in K.NOWHERE:
                    result.append(Binding(first, K.HELD, target))
        return result

    def hint_places(self, action: tuple, steps: Sequence[tuple] = (),
                    ) -> tuple[AreaKey | None, AreaKey | None] | None:
        """A hinted take shows the quarry domino and, when the move lays it, its drop spot
        (the domino in hand is turned as the move lays it: `prepare_hint`)."""
        move = ACTIONS.decode(action)
        if isinstance(move, Take):
            nxt = ACTIONS.decode(steps[1]) if len(steps) > 1 and steps[0] == action else None
            if isinstance(nxt, Place):
                return K.Quarry("quarry", move.slot), K.drop_key(nxt)
            return K.Quarry("quarry", move.slot), None
        return None

    def prepare_hint(self, action: tuple, steps: Sequence[tuple] = ()) -> None:
        """A hinted placement, or a take the move then lays, turns the domino in hand to
        the hinted rotation."""
        place = ACTIONS.decode(action)
        if isinstance(place, Take) and len(steps) > 1:
            place = ACTIONS.decode(steps[1])
        if isinstance(place, Place):
            self.turn_to(place.orient)

    def turn_to(self, rotation: int) -> None:
        """Turn the domino in hand to `rotation` (quarter turns), its spots lit anew."""
        if rotation != self.hand.rotation:
            self.hand.rotation = rotation
            self.relayout()
            self.interaction.set_bindings(self.bindings())
            self.version += 1

    def hint_keys(self, steps: Sequence[tuple]) -> str | None:
        """How to turn the domino in hand, from how it lies now, to lay it as the hinted
        move does (R turns it a quarter clockwise, Shift+R back)."""
        place = next((move for move in map(ACTIONS.decode, steps) if isinstance(move, Place)),
                     None)
        if place is None:
            return None
        return _(TURN_KEYS[(place.orient - self.hand.rotation) % 4])

    def step_marks(self, steps: Sequence[tuple], first: int = 0) -> list[StepMark]:
        """The whole move on the mover's pyramid: the domino at its place and turn (from the
        quarry when the move takes it), the gem token on its square, the square given a
        single-tile card, the card chosen, the stack refilling the quarry."""
        o = self.obs
        seat = o["to_move"]
        if seat is None or seat not in self.table_layout.views:
            return []
        origin, q = self.table_layout.views[seat]
        pending = o["pending"]
        domino = pending["held"] if pending is not None else None
        placed = pending["placed"] if pending is not None else None
        squares = (square_rects(origin, q, placed["x"], placed["y"], placed["orient"])
                   if placed else None)
        colours: Sequence[int] = DOMINOES[placed["domino"]][:2] if placed else ()
        marks: list[StepMark] = []
        moves = [ACTIONS.decode(action) for action in steps]
        for k, move in enumerate(moves):
            show = k >= first
            if isinstance(move, Take):
                domino = o["quarry"][move.slot]
                if show and not (k + 1 < len(moves) and isinstance(moves[k + 1], Place)):
                    marks.append((K.Quarry("quarry", move.slot), None, None))
            elif isinstance(move, Place):
                squares = square_rects(origin, q, move.x, move.y, move.orient)
                colours = tuple(domino["colours"]) if domino else ()
                took = moves[k - 1] if k > 0 else None
                if show and not (isinstance(took, Take) and k == first):  # the first shows it
                    image = (domino_image(domino, move.orient, round(2 * q), self.patterns)
                             if domino else None)
                    source = K.Quarry("quarry", took.slot) if isinstance(took, Take) else None
                    marks.append((source, squares[0].union(squares[1]), image))
            elif isinstance(move, Token | SingleTile) and show and squares:
                image = None
                if isinstance(move, Token) and len(colours) == 2:
                    r = round(0.55 * q)
                    image = pygame.Surface((4 * r, 4 * r), pygame.SRCALPHA)
                    draw_token(image, colours[move.half], (2 * r, 2 * r), r)
                marks.append((None, squares[move.half], image))
            elif isinstance(move, Card) and show:
                marks.append((None, K.Pick("pick", move.colour, move.corner), None))
            elif isinstance(move, Refill) and show:
                marks.append((None, K.Stack("stack", move.stack), None))
        return marks

    def before_play(self, action: tuple) -> None:
        """A placed domino's rotation is spent: the next domino picked starts unturned."""
        self._rotation_before = self.hand.rotation
        if isinstance(ACTIONS.decode(action), Place):
            self.hand.rotation = 0

    def after_play(self, action: tuple, played: bool) -> None:
        if not played:  # refused: the domino in hand keeps its turn
            self.hand.rotation = self._rotation_before

    def before_refresh(self) -> None:
        self.drops.forget()

    def after_refresh(self) -> None:
        """In a forced filling with one empty square, that square is picked up already."""
        i = self.interaction
        if self.obs["phase"] == "fill" and i.selected is None:
            sources = i.sources()
            if len(sources) == 1:
                i.selected = next(iter(sources))

    def rotate(self, step: int) -> None:
        """Turn the domino in hand (and the one you would pick) a quarter turn."""
        self.hand.rotation = (self.hand.rotation + step) % 4
        self.relayout()
        if self.human_to_move and self.covered_for is None:
            self.interaction.set_bindings(self.bindings())
        self.version += 1
        self.play_sound("click")

    def before_event(self, event: pygame.event.Event) -> bool:
        """A click anywhere closes a pyramid shown large; R, the right button and the wheel
        turn the domino in hand."""
        if self.hand.look is not None:
            if event.type == pygame.MOUSEBUTTONUP or event.type == pygame.KEYDOWN:
                self.hand.look = None
                self.version += 1
            if event.type != pygame.MOUSEMOTION:
                return True
        if event.type == pygame.MOUSEWHEEL and self.can_rotate():
            self.rotate(-1 if event.y > 0 else 1)
            return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3
                and self.can_rotate()):
            self.rotate(1)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r and self.can_rotate():
            self.rotate(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        self._idle = self.interaction.selected is None and self.interaction.pressed is None
        return False

    def after_event(self, event: pygame.event.Event) -> None:
        """A click on a small pyramid, with nothing in hand, shows it large."""
        if (self._idle and event.type == pygame.MOUSEBUTTONUP and event.button == 1
                and not self.ui_under(event.pos)):
            top = K.read(self.key_at(event.pos))
            if isinstance(top, K.Mini) and self.interaction.selected is None:
                self.hand.look = top.seat
                self.version += 1

    def key_at(self, pos: tuple[int, int]) -> AreaKey | None:
        """The topmost (last laid out) area key under `pos` (None: none)."""
        return next((key for key, rect in reversed(list(self.areas.items()))
                     if rect.collidepoint(pos)), None)

    def before_outcome(self, outcome: Outcome) -> bool:
        """A quarry domino dropped on a spot is taken and laid; one dropped where it may not
        go says why and springs back."""
        source, target = K.read(outcome.source), K.read(outcome.target)
        drops = self.drops.drop_actions
        if (outcome.kind == "play" and outcome.action is not None
                and isinstance(ACTIONS.decode(outcome.action), Take)
                and isinstance(target, K.Drop) and target in drops):
            place = drops[target]
            self.hand.drop_pos = outcome.pos
            if self.act(outcome.action):
                self.act(place)
            self.hand.drop_pos = None
            return True
        if outcome.kind == "refused" and isinstance(source, K.Quarry | K.Held):
            action = self.placement_under_mouse()
            if action is not None and self.placement_refusal(source) is None:
                # the engine takes it (the first domino may go anywhere)
                if isinstance(source, K.Held) or self.act(Take("take", source.slot)):
                    self.act(action)
                return True
            reason = self.placement_refusal(source)
            self.refused(reason or _("that piece cannot go there"))
            if outcome.pos is not None and source in self.areas:
                self.spring_back(source, outcome.pos)
            return True
        return False

    def propose(self, source: AreaKey | None, target: AreaKey | None) -> tuple | None:
        hole, pick = K.read(source), K.read(target)
        if isinstance(hole, K.Hole) and isinstance(pick, K.Pick):
            return Fill("fill", hole.x, hole.y, pick.colour, pick.corner)
        return None

    def placement_under_mouse(self) -> Place | None:
        """The placement of the held domino under the mouse, or None off the pyramid."""
        if self.viewer not in self.table_layout.views:
            return None
        origin, q = self.table_layout.views[self.viewer]
        mx, my = self.interaction.mouse
        if not self.table_layout.big.collidepoint(mx, my):
            return None
        level = self.obs["level"]
        dx, dy = DIRS[self.hand.rotation]
        # the domino's centre under the mouse, on the lattice of the level's centres
        fx = (mx - origin[0]) / q - 1 - dx
        fy = (my - origin[1]) / q - 1 - dy
        qx = 2 * round((fx - (level - 1)) / 2) + level - 1
        qy = 2 * round((fy - (level - 1)) / 2) + level - 1
        return Place("place", level, qx, qy, self.hand.rotation)

    def placement_refusal(self, source: K.Quarry | K.Held) -> str | None:
        """The engine's reason, in the player's language, why the held domino cannot go under
        the mouse (None when it can, or off the pyramid)."""
        action = self.placement_under_mouse()
        if action is None:
            return None
        steps = ([Take("take", source.slot)]
                 if isinstance(source, K.Quarry) and self.obs["phase"] == "take" else [])
        return self.refusal_after(steps, action)

    # ---------------------------------------------------------------- drags that cannot go
    def piece_stuck_reason(self, key: AreaKey) -> str | None:
        """Why the piece at `key` cannot be dragged now (None: no piece there)."""
        area = K.read(key)
        if isinstance(area, K.TokenSupply):
            return _("Gem tokens are not dragged: after a domino, click a glowing square of it "
                     "for the token.")
        if isinstance(area, K.CardSupply):
            return _("Single-tile cards are not dragged: after a domino, click a square of it, "
                     "then the card's corner in the chooser.")
        if isinstance(area, K.Quarry | K.Stack):
            if self.obs["phase"] == "refill" and isinstance(area, K.Stack):
                return None
            return _("You have laid your domino this turn. {prompt}").format(
                prompt=self.prompt())
        return None
