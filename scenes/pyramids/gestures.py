"""Pyramids' gestures: a quarry domino dragged (or clicked, then a spot clicked) onto the
pyramid, turned with R, the right button or the wheel; clicks for the token square, the
single-tile card and the stack to refill from; a click on another pyramid looks at it."""

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from engines.pyramids.actions import ACTIONS, Card, Fill, Place, Refill, SingleTile, Take, Token
from engines.pyramids.data import DOMINOES
from engines.pyramids.geometry import DIRS
from engines.pyramids.observation import Domino, PyramidsObservation
from game.dragdrop import Binding, Outcome
from game.i18n import N_, _
from scenes.kit.game_view import GameView, StepMark
from scenes.kit.layout import AreaKey

from . import layout as L
from .pieces import domino_image, draw_token, square_rects

# the keys that turn the domino in hand by 0-3 quarters clockwise
TURN_KEYS = (N_("the domino in hand is turned so now"), N_("press R once to turn it so"),
             N_("press R twice to turn it so"), N_("press Shift+R once to turn it so"))
NOWHERE = (("nowhere", 0), ("nowhere", 1))  # keep a held domino selectable in any rotation


class PyramidsGestures(GameView[PyramidsObservation, L.PyramidsLayout]):
    """The input half of `PyramidsView`: this turn's targets, drags, clicks, rotation."""

    ACTIONS = ACTIONS


    if TYPE_CHECKING:  # from the view (scene.py)
        rotation: int
        look: int | None
        _places_cache: tuple[int | None, list[Place]]
        _drop_pos: tuple[int, int] | None
        _rotation_before: int
        _idle: bool

        def mover_is_viewer(self) -> bool: ...

    def drop_places(self) -> dict[AreaKey, tuple[pygame.Rect, Place]]:
        """Where the domino in hand may go at its current rotation, for the mover at the
        screen: area key -> (rect, place action); kept while the layout, the rotation, the
        view and the position stay the same."""
        key = (self.table_layout, self.rotation, self.viewer, self.ply)
        kept = getattr(self, "_drop_places", None)
        if kept is not None and kept[0][0] is key[0] and kept[0][1:] == key[1:]:
            return kept[1]
        places: dict[AreaKey, tuple[pygame.Rect, Place]] = {}
        if self.mover_is_viewer() and self.obs["phase"] in ("take", "place"):
            origin, q = self.table_layout.views[self.viewer]
            for action in self.place_actions():
                if action.orient != self.rotation:
                    continue
                spot = self.drop_key(action)
                rect = pygame.Rect(0, 0, round(2 * q), round(2 * q))
                rect.center = (round(origin[0] + spot[1] * q), round(origin[1] + spot[2] * q))
                places[spot] = (rect, action)
        self._drop_places = (key, places)  # a memo: the same answer for the same inputs
        return places

    @property
    def drop_actions(self) -> dict[AreaKey, Place]:
        """This turn's drop targets -> the place actions they stand for."""
        return {spot: action for spot, (_rect, action) in self.drop_places().items()}

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
            spot: rect for spot, (rect, _action) in self.drop_places().items()}
        placed = pending["placed"] if pending is not None else None
        if placed and phase in ("token", "single", "card"):
            for half, rect in enumerate(square_rects(origin, q, placed["x"], placed["y"],
                                                     placed["orient"])):
                areas[("half", half)] = rect
        if phase == "fill" and pending is not None:
            for qx, qy in pending["holes"]:
                areas[("hole", qx, qy)] = pygame.Rect(round(origin[0] + qx * q),
                                                      round(origin[1] + qy * q),
                                                      round(2 * q), round(2 * q))
        if phase in ("card", "fill"):
            seat = o["to_move"]
            cards = o["pyramids"][seat]["cards_left"] if seat is not None else []
            areas.update(L.picker_areas(self.table_layout.canvas, cards))
        return areas

    def place_actions(self) -> list[Place]:
        """Every legal placement of the domino in hand, or of a quarry domino if taken."""
        ply = self.ply
        if self._places_cache[0] == ply:
            return self._places_cache[1]
        legal = self.legal_actions()
        if self.obs["phase"] == "take" and legal:  # where a quarry domino would go
            places = [a for a in self.legal_after(legal[:1]) if isinstance(a, Place)]
        else:
            places = [a for a in legal if isinstance(a, Place)]
        self._places_cache = (ply, places)
        return places

    def bindings(self) -> list[Binding]:
        o = self.obs
        phase = o["phase"]
        result = []
        drops = list(self.drop_actions) + list(NOWHERE)
        for action in self.legal_actions():
            move = ACTIONS.decode(action)
            if isinstance(move, Take):
                for target in drops:
                    result.append(Binding(action, ("quarry", move.slot), target))
            elif isinstance(move, Place):
                if move.orient == self.rotation:
                    key = self.drop_key(move)
                    result.append(Binding(action, ("held",), key))
            elif isinstance(move, Token | SingleTile):
                result.append(Binding(action, None, ("half", move.half)))
            elif isinstance(move, Card):
                result.append(Binding(action, None, ("pick", move.colour, move.corner)))
            elif isinstance(move, Refill):
                result.append(Binding(action, None, ("stack", move.stack)))
            elif isinstance(move, Fill):
                result.append(Binding(action, ("hole", move.x, move.y),
                                      ("pick", move.colour, move.corner)))
        if phase == "place":
            # the held domino stays in hand whatever its rotation
            first = next((a for a in self.legal_actions() if isinstance(a, Place)), None)
            if first is not None:
                for target in NOWHERE:
                    result.append(Binding(first, ("held",), target))
        return result

    @staticmethod
    def drop_key(action: Place) -> AreaKey:
        dx, dy = DIRS[action.orient]
        return ("drop", action.x + 1 + dx, action.y + 1 + dy)

    CHOICE_LABELS = {"skip_single": N_("Skip the card")}

    def hint_places(self, action: tuple, steps: Sequence[tuple] = (),
                    ) -> tuple[AreaKey | None, AreaKey | None] | None:
        """A hinted take shows the quarry domino and, when the move lays it, its drop spot
        (the domino in hand is turned as the move lays it: `prepare_hint`)."""
        move = ACTIONS.decode(action)
        if isinstance(move, Take):
            nxt = ACTIONS.decode(steps[1]) if len(steps) > 1 and steps[0] == action else None
            if isinstance(nxt, Place):
                return ("quarry", move.slot), self.drop_key(nxt)
            return ("quarry", move.slot), None
        return None

    def prepare_hint(self, action: tuple, steps: Sequence[tuple] = ()) -> None:
        """A hinted placement, or a take the move then lays, turns the domino in hand to
        the hinted rotation."""
        place = ACTIONS.decode(action)
        if isinstance(place, Take) and len(steps) > 1:
            place = ACTIONS.decode(steps[1])
        if isinstance(place, Place) and place.orient != self.rotation:
            self.rotation = place.orient
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
        return _(TURN_KEYS[(place.orient - self.rotation) % 4])

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
                    marks.append((("quarry", move.slot), None, None))
            elif isinstance(move, Place):
                squares = square_rects(origin, q, move.x, move.y, move.orient)
                colours = tuple(domino["colours"]) if domino else ()
                took = moves[k - 1] if k > 0 else None
                if show and not (isinstance(took, Take) and k == first):  # the first shows it
                    image = (domino_image(domino, move.orient, round(2 * q), self.patterns)
                             if domino else None)
                    source = ("quarry", took.slot) if isinstance(took, Take) else None
                    marks.append((source, squares[0].union(squares[1]), image))
            elif isinstance(move, Token | SingleTile) and show and squares:
                image = None
                if isinstance(move, Token) and len(colours) == 2:
                    r = round(0.55 * q)
                    image = pygame.Surface((4 * r, 4 * r), pygame.SRCALPHA)
                    draw_token(image, colours[move.half], (2 * r, 2 * r), r)
                marks.append((None, squares[move.half], image))
            elif isinstance(move, Card) and show:
                marks.append((None, ("pick", move.colour, move.corner), None))
            elif isinstance(move, Refill) and show:
                marks.append((None, ("stack", move.stack), None))
        return marks

    def before_play(self, action: tuple) -> None:
        """A placed domino's rotation is spent: the next domino picked starts unturned."""
        self._rotation_before = self.rotation
        if isinstance(ACTIONS.decode(action), Place):
            self.rotation = 0

    def after_play(self, action: tuple, played: bool) -> None:
        if not played:
            self.rotation = self._rotation_before  # refused: the domino in hand keeps its turn

    def before_refresh(self) -> None:
        self._places_cache = (None, [])

    def after_refresh(self) -> None:
        """In a forced filling with one empty square, that square is picked up already."""
        i = self.interaction
        if self.obs["phase"] == "fill" and i.selected is None:
            sources = i.sources()
            if len(sources) == 1:
                i.selected = next(iter(sources))

    def rotate(self, step: int) -> None:
        """Turn the domino in hand (and the one you would pick) a quarter turn."""
        self.rotation = (self.rotation + step) % 4
        self.relayout()
        if self.human_to_move and self.covered_for is None:
            self.interaction.set_bindings(self.bindings())
        self.version += 1
        self.play_sound("click")

    def can_rotate(self) -> bool:
        return self.obs["phase"] in ("take", "place") and self.mover_is_viewer()

    def before_event(self, event: pygame.event.Event) -> bool:
        """A click anywhere closes a pyramid shown large; R, the right button and the wheel
        turn the domino in hand."""
        if self.look is not None:
            if event.type == pygame.MOUSEBUTTONUP or event.type == pygame.KEYDOWN:
                self.look = None
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
            keys = self.keys_at(event.pos)
            if keys and keys[0][0] == "mini" and self.interaction.selected is None:
                self.look = keys[0][1]
                self.version += 1

    def before_outcome(self, outcome: Outcome) -> bool:
        """A quarry domino dropped on a spot is taken and laid; one dropped where it may not
        go says why and springs back."""
        source, target = outcome.source, outcome.target
        if (outcome.kind == "play" and outcome.action is not None
                and isinstance(ACTIONS.decode(outcome.action), Take)
                and isinstance(target, tuple)
                and target in self.drop_actions):
            place = self.drop_actions[target]
            self._drop_pos = outcome.pos
            if self.act(outcome.action):
                self.act(place)
            self._drop_pos = None
            return True
        if (outcome.kind == "refused" and isinstance(source, tuple)
                and source[0] in ("quarry", "held")):
            action = self.placement_under_mouse()
            if action is not None and self.placement_refusal(source) is None:
                # the engine takes it (the first domino may go anywhere)
                if source[0] == "held" or self.act(("take", source[1])):
                    self.act(action)
                return True
            reason = self.placement_refusal(source)
            self.refused(reason or _("that piece cannot go there"))
            if outcome.pos is not None and source in self.areas:
                self.spring_back(source, outcome.pos)
            return True
        return False

    def propose(self, source: AreaKey | None, target: AreaKey | None) -> tuple | None:
        if (source is not None and source[0] == "hole" and target is not None
                and target[0] == "pick"):
            return ("fill", source[1], source[2], target[1], target[2])
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
        dx, dy = DIRS[self.rotation]
        # the domino's centre under the mouse, on the lattice of the level's centres
        fx = (mx - origin[0]) / q - 1 - dx
        fy = (my - origin[1]) / q - 1 - dy
        qx = 2 * round((fx - (level - 1)) / 2) + level - 1
        qy = 2 * round((fy - (level - 1)) / 2) + level - 1
        return Place("place", level, qx, qy, self.rotation)

    def placement_refusal(self, source: AreaKey) -> str | None:
        """The engine's reason, in the player's language, why the held domino cannot go under
        the mouse (None when it can, or off the pyramid)."""
        action = self.placement_under_mouse()
        if action is None:
            return None
        steps = [("take", source[1])] if self.obs["phase"] == "take" else []
        return self.refusal_after(steps, action)

    def domino_of(self, source: AreaKey | None) -> Domino | None:
        o = self.obs
        if source is None:
            return None
        if source[0] == "quarry":
            return o["quarry"][source[1]]
        if source[0] == "held":
            pending = o["pending"]
            return pending["held"] if pending is not None else None
        return None

    # ---------------------------------------------------------------- drags that cannot go
    def piece_stuck_reason(self, key: AreaKey) -> str | None:
        """Why the piece at `key` cannot be dragged now (None: no piece there)."""
        kind = key[0]
        if kind == "token_supply":
            return _("Gem tokens are not dragged: after a domino, click a glowing square of it "
                     "for the token.")
        if kind == "card_supply":
            return _("Single-tile cards are not dragged: after a domino, click a square of it, "
                     "then the card's corner in the chooser.")
        if kind in ("quarry", "stack"):
            if self.obs["phase"] == "refill" and kind == "stack":
                return None
            return _("You have laid your domino this turn. {prompt}").format(
                prompt=self.prompt())
        return None
