"""The Imhotep table: five sites, the Nile with the round's ships, each player's sled.

Moves (each a drag or a click): the quarry pile onto the sled (get stones), a sled stone onto
a ship slot, a ship onto a site or its dock (sail), a blue card onto the river (play it).
Choices while unloading are clicks on the glowing market card, face-down pair or pyramid, or
the buttons shown above the table.
"""

from collections.abc import Sequence

import pygame

from engines.core import Event
from engines.imhotep.actions import ACTIONS, TempleReward
from engines.imhotep.data import SITES
from engines.imhotep.observation import ImhotepObservation
from scenes.kit.context import TableContext
from scenes.kit.game_view import GameView, StepMark
from scenes.kit.layout import AreaKey
from shell.language.i18n import N_, _
from shell.ui.dragdrop import Binding

from . import layout as L
from .animations import ANIMATE
from .drawing import ImhotepDrawing
from .gestures import ImhotepGestures
from .help import side_of
from .help import tooltip as help_text
from .texts import describe


class ImhotepView(GameView[ImhotepObservation, L.ImhotepLayout]):
    """The Imhotep table's view: its hooks call its two parts, made from the same context,
    the drawing (`self.drawing`) and the gestures (`self.gestures`)."""

    game_id = "imhotep"
    music = "river"  # its table's theme (assets/audio/music/)
    ANIMATE = ANIMATE
    ACTIONS = ACTIONS
    CHOICE_LABELS = {"decline": N_("Skip the bonus"), "take_bonus": N_("Take the bonus"),
                     "pass": N_("Pass")}
    # told by another line (unload/stone_placed by the sail and the score, take_pair and
    # pair_discarded by the keep, lever_order by the Lever) or bookkeeping of the deck
    UNLOGGED = frozenset({"unload", "stone_placed", "stones_returned", "take_pair",
                          "pair_discarded", "lever_order", "market_dealt", "reshuffle",
                          "no_card"})

    # the frame a move lands repaints the ships; what the sites show without a flight (the
    # market filled, a stone put straight on a site) and the players' mats (sled, quarry,
    # cards) follow a frame later, one a frame (GameView.WAITING_PARTS; the sites' rects
    # keep clear of the docked ships' so a ship repainted leaves them be)
    WAITING_PARTS = ("market", "tomb", "pyramids", "temple", "obelisks", "mat")

    def __init__(self, ctx: TableContext[ImhotepObservation]) -> None:
        super().__init__(ctx)
        self.drawing = ImhotepDrawing(ctx)
        self.gestures = ImhotepGestures(ctx)

    def compute_layout(self, obs: ImhotepObservation, table_rect: pygame.Rect,
                       scale: float) -> L.ImhotepLayout:
        return L.compute_layout(obs, table_rect, scale)

    # ---------------------------------------------------------------- drawing
    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return self.drawing.seat_colour(seat)

    def draw_seat_marker(self, surface: pygame.Surface, seat: int, center: tuple[int, int],
                         radius: int) -> None:
        self.drawing.draw_seat_marker(surface, seat, center, radius)

    def drag_image(self, source: AreaKey) -> pygame.Surface | None:
        return self.drawing.drag_image(source)

    def background_key(self) -> tuple:
        return self.drawing.background_key()

    def draw_background(self, surface: pygame.Surface) -> None:
        self.drawing.draw_background(surface)

    def board_parts(self) -> dict:
        return self.drawing.board_parts()

    def draw_board(self, surface: pygame.Surface) -> None:
        self.drawing.draw_board(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.drawing.draw_overlay(surface)

    # ---------------------------------------------------------------- input
    def bindings(self) -> list[Binding]:
        return self.gestures.bindings()

    def choice_label(self, action: tuple) -> str | None:
        move = ACTIONS.decode(action)
        if isinstance(move, TempleReward):
            return self.gestures.reward_label(move)
        return super().choice_label(action)

    def propose(self, source: AreaKey | None, target: AreaKey | None) -> tuple | None:
        return self.gestures.propose(source, target)

    def piece_stuck_reason(self, key: AreaKey) -> str | None:
        return self.gestures.piece_stuck_reason(key)

    def step_marks(self, steps: Sequence[tuple], first: int = 0) -> list[StepMark]:
        """Each step as its drag or click would show it, with the piece it moves."""
        return [(source, target, None if source is None else self.drawing.drag_image(source))
                for source, target in self.gestures.step_places(steps, first)]

    # ---------------------------------------------------------------- words

    def seat_detail(self, seat: int) -> str:
        o = self.obs
        blue = sum(n for c, n in o["hands"][seat].items() if c in ("lever", "hammer", "sail",
                                                                     "chisel"))
        parts = [_("sled {n}/5").format(n=o["sleds"][seat]),
                 _("quarry {n}").format(n=o["quarry"][seat])]
        if blue:
            parts.append(_("blue cards {n}").format(n=blue))
        return " · ".join(parts)  # the first player is named on their seat's area

    def status(self) -> str:
        o = self.obs
        ships = "-".join(str(s["capacity"]) for s in o["ships"])
        return _("Round {round} of {rounds} · ships {ships}").format(
            round=o["round"], rounds=o["rounds"], ships=ships)

    PROMPTS = {  # what the human to move is to do
        "turn": N_("{name}: take stones, place a stone, sail a ship or play a blue card."),
        "market": N_("{name}: take a market card."),
        "keep": N_("{name}: keep one of the two cards."),
        "pyramid": N_("{name}: choose a pyramid for your stone."),
        "bonus_place": N_("{name}: place a stone on a ship, or skip the bonus."),
        "bonus_card": N_("{name}: take the top market card, or skip the bonus."),
        "bonus_stones": N_("{name}: take 3 stones from the quarry, or skip the bonus."),
        "lever_sail": N_("{name} (Lever): sail a ship."),
        "lever_order": N_("{name} (Lever): click the stones in unloading order."),
        "hammer_place": N_("{name} (Hammer): place a stone on a ship."),
        "sail_place": N_("{name} (Sail): place a stone on a ship."),
        "sail_site": N_("{name} (Sail): sail that ship to a site."),
        "chisel_place": N_("{name} (Chisel): place a stone on a ship."),
        "temple_choice": N_("{name}: choose the temple reward."),
    }

    def prompt_key(self) -> str:
        return self.obs["pending"]["kind"]

    # ---------------------------------------------------------------- help
    def tooltip(self, key: AreaKey) -> str | None:
        return help_text(self, key)

    def describe(self, event: Event) -> str | None:
        sites = self.obs["sites"]
        return describe(event, self.name, {site: side_of(sites, site) for site in SITES})

