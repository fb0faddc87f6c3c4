"""The Aton table: four temples, the Kingdom of the Dead, the four ornaments, two mats.

Moves (each a drag or a click): a hand card onto one of your ornament slots (assign), the
supply onto a glowing empty cell or a click on that cell (place), a glowing priest onto the
Kingdom of the Dead or a click on it (remove), exchange / keep as buttons on the ornament board.
The opponent's cards stay face down until both have assigned (the kit's hot-seat cover
passes the screen between two humans).
"""

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

import pygame

from engines.aton.actions import ACTIONS
from engines.aton.events import PLACE
from engines.aton.observation import AtonObservation
from engines.core import Event
from scenes.kit.game_view import GameView, StepMark
from scenes.kit.layout import AreaKey
from shell.language.i18n import _, ngettext
from shell.ui.dragdrop import Binding, Outcome

from . import drawing
from . import layout as L
from .animations import ANIMATE
from .drawing import AtonDrawing, Parts
from .gestures import CHOICE_LABELS, AtonGestures
from .hand import HandState
from .help import tooltip as help_text
from .pieces import PRIEST_RGB
from .texts import describe, placements_text, post_remove_prompt, temples_text

if TYPE_CHECKING:
    from scenes.kit.context import TableContext


class AtonView(GameView[AtonObservation, L.AtonLayout]):
    """The Aton table's view: its gestures and its drawing are parts made from the same
    context, sharing the hands' record (`hand`)."""

    game_id = "aton"
    music = "sun"  # its table\'s theme (assets/audio/music/)
    ANIMATE = ANIMATE
    # the cards stay secret until the reveal, whose line shows them all
    UNLOGGED = frozenset({"draw", "assign", "keep", "discard"})
    WAITING_PARTS = drawing.WAITING_PARTS
    CHOICE_LABELS = CHOICE_LABELS
    ACTIONS = ACTIONS

    def __init__(self, ctx: "TableContext[AtonObservation]") -> None:
        super().__init__(ctx)
        self.gestures = AtonGestures(ctx)
        self.drawing = AtonDrawing(ctx, self.gestures.hand)
        # the log line of the placements in a row: (seat, temples, its line)
        self._place_run: tuple[int | None, list[int], tuple[str, int | None]] | None = None

    @property
    def hand(self) -> HandState:
        """The hands' places, as the gestures keep them (the animations read them too)."""
        return self.gestures.hand

    def compute_layout(self, obs: AtonObservation, table_rect: pygame.Rect,
                       scale: float) -> L.AtonLayout:
        names = (self.name(0), self.name(1))
        return L.compute_layout(obs, table_rect, scale, names)

    def before_layout(self) -> None:
        self.gestures.settle_hand()

    # ---------------------------------------------------------------- input: the gestures
    def bindings(self) -> list[Binding]:
        return self.gestures.bindings()

    def step_marks(self, steps: Sequence[tuple], first: int = 0) -> list[StepMark]:
        return self.gestures.step_marks(steps, first, self.drawing.drag_image)

    def propose(self, source: AreaKey | None, target: AreaKey | None) -> tuple | None:
        return self.gestures.propose(source, target)

    def piece_stuck_reason(self, key: AreaKey) -> str | None:
        return self.gestures.piece_stuck_reason(key)

    def before_outcome(self, outcome: Outcome) -> bool:
        self.gestures.note_outcome(outcome)
        return False

    def after_outcome(self, outcome: Outcome) -> None:
        self.gestures.outcome_done()

    # ---------------------------------------------------------------- the drawing
    def background_key(self) -> tuple:
        return self.drawing.background_key()

    def draw_background(self, surface: pygame.Surface) -> None:
        self.drawing.draw_background(surface)

    def board_parts(self) -> Parts:
        return self.drawing.board_parts()

    def draw_board(self, surface: pygame.Surface) -> None:
        self.drawing.draw_board(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.drawing.draw_overlay(surface)

    def drag_image(self, source: AreaKey) -> pygame.Surface | None:
        return self.drawing.drag_image(source)

    def draw_seat_marker(self, surface: pygame.Surface, seat: int, center: tuple[int, int],
                         radius: int) -> None:
        self.drawing.draw_seat_marker(surface, seat, center, radius)

    # ---------------------------------------------------------------- the seats
    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return PRIEST_RGB[seat]

    def seat_detail(self, seat: int) -> str:
        o = self.obs
        parts = [ngettext("{n} priest in supply", "{n} priests in supply",
                          o["supply"][seat]).format(n=o["supply"][seat])]
        if o["first_player"] == seat:
            parts.append(_("plays first"))
        return " · ".join(parts)

    def status(self) -> str:
        o = self.obs
        pending = o["pending"]
        if pending is not None and pending["kind"] == "post_remove":
            return _("Round {round} · after the scoring").format(round=o["round"])
        if None not in o["kingdom"] and pending is not None:
            return _("Round {round} · scoring at its end").format(round=o["round"])
        return _("Round {round}").format(round=o["round"])

    def turn_prompt(self, seat: int, name: str) -> str:
        pending = self.obs["pending"]
        if pending is None:  # the game is over: nobody is to move
            return ""
        kind = pending["kind"]
        n = pending["remaining"]
        temples = temples_text(pending["temples"])
        places = len(set(pending["temples"]))  # one temple: «в храме 1», several: «в храмах»
        if kind == "assign":
            return _("{name}: drag your cards onto your four cartouches ({n} left).").format(
                name=name, n=n)
        if kind == "remove_enemy":
            return ngettext("{name}: remove enemy priests from temple {temples} ({n} to go).",
                            "{name}: remove enemy priests from temples {temples} ({n} to go).",
                            places).format(name=name, temples=temples, n=n)
        if kind == "remove_own":
            return _("{name}: your 1 on cartouche 2 removes one of your own priests.").format(
                name=name)
        if kind == "place":
            return ngettext("{name}: place priests in temple {temples} ({n} to go).",
                            "{name}: place priests in temples {temples} ({n} to go).",
                            places).format(name=name, temples=temples, n=n)
        if pending["kind"] == "post_remove":
            held = [temple.count(pending["seat"]) for temple in self.obs["temples"]]
            return post_remove_prompt(pending, name, held)
        return _("{name}: exchange your 4 cards for 4 new ones (once per game), or keep "
                 "them.").format(name=name)

    def shared_view(self, obs: Mapping[str, object]) -> dict[str, object]:
        """Once the cards are revealed each seat's own copy of its assignment is public (it is
        in "revealed"), so no needless cover appears during removals and placements."""
        obs = super().shared_view(obs)
        if obs.get("revealed") is not None:
            obs.pop("assignment", None)
        return obs

    # ---------------------------------------------------------------- words
    def tooltip(self, key: AreaKey) -> str | None:
        return help_text(self.obs, self.name, self.hand.slots, key)

    def describe(self, event: Event) -> str | None:
        return describe(event, self.name)

    def log_events(self, events: Iterable[Event]) -> None:
        """As the kit's, but a player's placements in a row share one log line."""
        for event in events:
            text = self.describe(event)
            if event.kind != "place" or text is None:
                if text:
                    self.log.add(text, event.seat)
                continue
            run = self._place_run
            lines = self.log.lines
            temple = PLACE.data(event)["temple"]
            if run is not None and lines and lines[-1] is run[2] and run[0] == event.seat:
                temples = run[1] + [temple]
                text = _("{name} places {where}.").format(
                    name=self.name(event.seat), where=placements_text(temples))
                self.log.replace_last(text, event.seat)
            else:
                temples = [temple]
                self.log.add(text, event.seat)
            self._place_run = (event.seat, temples, lines[-1])
