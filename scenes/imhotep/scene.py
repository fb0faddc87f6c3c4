"""The Imhotep table: five sites, the Nile with the round's ships, each player's sled.

Moves (each a drag or a click): the quarry pile onto the sled (get stones), a sled stone onto
a ship slot, a ship onto a site or its dock (sail), a blue card onto the river (play it).
Choices while unloading are clicks on the glowing market card, face-down pair or pyramid, or
the buttons shown above the table.
"""

import pygame

from engines.core import Event
from engines.imhotep.data import SITES
from engines.imhotep.observation import ImhotepObservation
from game.i18n import N_, _
from scenes.kit.game_view import GameView
from scenes.kit.layout import AreaKey

from . import layout as L
from .animations import ANIMATE
from .drawing import ImhotepDrawing
from .gestures import ImhotepGestures
from .help import side_of
from .help import tooltip as help_text
from .pieces import STONE_RGB, stone_image
from .texts import describe


class ImhotepView(ImhotepGestures, ImhotepDrawing,
                  GameView[ImhotepObservation, L.ImhotepLayout]):
    game_id = "imhotep"
    music = "river"  # its table\'s theme (assets/audio/music/)
    ANIMATE = ANIMATE
    # told by another line (unload/stone_placed by the sail and the score, take_pair and
    # pair_discarded by the keep, lever_order by the Lever) or bookkeeping of the deck
    UNLOGGED = frozenset({"unload", "stone_placed", "stones_returned", "take_pair",
                          "pair_discarded", "lever_order", "market_dealt", "reshuffle",
                          "no_card"})

    def compute_layout(self, obs: ImhotepObservation, table_rect: pygame.Rect,
                       scale: float) -> L.ImhotepLayout:
        return L.compute_layout(obs, table_rect, scale)

    # ---------------------------------------------------------------- helpers
    def colour(self, seat: int) -> str:
        return self.obs["colours"][seat]

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return STONE_RGB[self.obs["colours"][seat]]

    def draw_seat_marker(self, surface: pygame.Surface, seat: int, center: tuple[int, int],
                         radius: int) -> None:
        image = stone_image(self.colour(seat), radius * 2 + 2, self.patterns)
        surface.blit(image, image.get_rect(center=center))

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

