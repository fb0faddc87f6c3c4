"""The setup screen's pictures of Imhotep's variants: the five sites with the sides chosen,
drawn by the table's own site drawers (`ImhotepDrawing`) on a small scale, and a one-line
explanation of each option's value."""

import pygame

from engines import get_engine
from game.i18n import N_, _
from game.theme import draw_table

from . import layout as L
from .drawing import ImhotepDrawing
from .pieces import STONE_RGB

OPTION_HELP = {  # (option, value) -> one line on the setup screen
    ("market", "A"): N_("Side A: each stone unloaded takes one of the face-up cards."),
    ("market", "B"): N_("Side B: three face-up cards and a face-down pair (keep one of two)."),
    ("pyramids", "A"): N_("Side A: one pyramid; each cell scores its printed points at once."),
    ("pyramids", "B"): N_("Side B: three small pyramids whose base cells give a bonus."),
    ("temple", "A"): N_("Side A: every stone on top scores 1 point at each round end."),
    ("temple", "B"): N_("Side B: every stone on top gives its cell's reward at each round end."),
    ("tomb", "A"): N_("Side A: groups of one colour score at game end (1, 3, 6, 10, 15)."),
    ("tomb", "B"): N_("Side B: each row scores for the most stones at game end (8/4/2/1)."),
    ("obelisks", "A"): N_("Side A: the tallest obelisks score most at game end."),
    ("obelisks", "B"): N_("Side B: every third stone builds an obelisk that scores at once."),
    ("pharaohs_wrath", True): N_("On: −5 points at game end for missing the pyramid, temple, "
                                 "tomb or obelisks."),
    ("pharaohs_wrath", False): N_("Off: no penalty for a site without your stone."),
}


def option_help(key: str, value) -> str | None:
    text = OPTION_HELP.get((key, value))
    return _(text) if text else None


class SitesPicture(ImhotepDrawing):
    """Just enough of a table for the site drawers: an observation, a layout, a scale."""

    def __init__(self, options: dict, players: int, scale: float):
        state = get_engine("imhotep").new_game(players, options, 0)
        self.obs = state.observation(0)
        self.scale = scale
        self.patterns = False
        size = (round(980 * scale), round(720 * scale))
        self.table_layout = L.compute_layout(self.obs, pygame.Rect((0, 0), size), scale)
        self.areas = dict(self.table_layout.areas)

    def colour(self, seat: int) -> str:
        return self.obs["colours"][seat]

    def seat_colour(self, seat: int):
        return STONE_RGB[self.colour(seat)]

    def image(self) -> pygame.Surface:
        """The row of the five sites, as on the table at the start of a game."""
        sites = self.table_layout.sites
        row = sites["market"].unionall(list(sites.values())).inflate(8, 8)
        full = pygame.Surface(self.table_layout.table.size)
        draw_table(full)
        self.draw_site_boards(full)
        self.draw_market(full, sites["market"], self.obs["sites"]["market"], frozenset(), False)
        return full.subsurface(row.clip(full.get_rect())).copy()


def variant_picture(options: dict, players: int, width: int) -> pygame.Surface:
    """The five sites with the chosen sides, `width` pixels wide."""
    return SitesPicture(options, players, width / 980).image()
