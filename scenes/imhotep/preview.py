"""The setup screen's pictures of Imhotep's variants: the five sites with the sides chosen,
drawn by the table's own site drawers (`ImhotepDrawing`) on a small scale without their fine
print (the option lines explain the sides), each site named under its board in a readable
size, and a one-line explanation of each option's value."""

import pygame

from engines.imhotep.observation import ImhotepObservation
from engines.imhotep.state import new_game
from game.i18n import N_, _
from game.theme import INK, draw_table, draw_text, font, wrap

from . import layout as L
from .drawing import ImhotepDrawing
from .help import side_of
from .pieces import STONE_RGB
from .texts import site_name

OPTION_HELP = {  # (option, value) -> one line on the setup screen
    ("market", "A"): N_("Side A: each stone unloaded takes one of the face-up cards."),
    ("market", "B"): N_("Side B: three face-up cards and a face-down pair (keep one of two)."),
    ("pyramids", "A"): N_("Side A: one pyramid; each cell scores its printed points at once."),
    ("pyramids", "B"): N_("Side B: three small pyramids; bonus cells: this edition's reading."),
    ("temple", "A"): N_("Side A: every stone on top scores 1 point at each round end."),
    ("temple", "B"): N_("Side B: top stones give cell rewards; order: this edition's reading."),
    ("tomb", "A"): N_("Side A: groups of one colour score at game end (1, 3, 6, 10, 15)."),
    ("tomb", "B"): N_("Side B: row majorities 8/4/2/1; the 1: this edition's reading."),
    ("obelisks", "A"): N_("Side A: the tallest obelisks score most at game end."),
    ("obelisks", "B"): N_("Side B: three stones build an obelisk; values but 9: this edition's "
                          "reading."),
    ("pharaohs_wrath", True): N_("On: −5 points at game end for missing the pyramid, temple, "
                                 "tomb or obelisks."),
    ("pharaohs_wrath", False): N_("Off: no penalty for a site without your stone."),
}


def option_help(key: str, value: str | bool) -> str | None:
    text = OPTION_HELP.get((key, value))
    return _(text) if text else None


class SitesPicture(ImhotepDrawing):
    """Just enough of a table for the site drawers: an observation, a layout, a scale."""

    FINE_PRINT = False
    CAPTION_SIZE = 1.5  # the captions against the picture's own scale (it is drawn small)

    @property
    def caption_scale(self) -> float:
        return self.scale * self.CAPTION_SIZE

    def __init__(self, options: dict, players: int, scale: float):
        self.obs: ImhotepObservation = new_game(players, options, 0).observation(0)
        self.scale = scale
        self.patterns = False
        size = (round(980 * scale), round(720 * scale))
        self.table_layout = L.compute_layout(self.obs, pygame.Rect((0, 0), size), scale)
        self.areas = dict(self.table_layout.areas)

    def colour(self, seat: int) -> str:
        return self.obs["colours"][seat]

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return STONE_RGB[self.colour(seat)]

    def image(self) -> pygame.Surface:
        """The row of the five sites, as on the table at the start of a game, each named
        under its board (a name wider than its board wraps)."""
        sites = self.table_layout.sites
        row = sites["market"].unionall(list(sites.values())).inflate(8, 8)
        row = row.clip(pygame.Rect((0, 0), self.table_layout.table.size))
        f = font("small", self.caption_scale, True)
        captions = {name: self.caption_lines(name, f) for name in sites}
        band = max(len(lines) for lines in captions.values()) * f.get_linesize() + 4
        full = pygame.Surface((self.table_layout.table.w, self.table_layout.table.h + band))
        draw_table(full)
        self.draw_site_boards(full)
        self.draw_market(full, sites["market"], self.obs["sites"]["market"], frozenset(), False)
        for name, lines in captions.items():
            for k, line in enumerate(lines):
                draw_text(full, line, (sites[name].centerx, row.bottom + 2 + k *
                                       f.get_linesize()), "small", self.caption_scale, INK,
                          bold=True,
                          anchor="midtop", max_width=sites[name].w + 6)
        return full.subsurface(pygame.Rect(row.x, row.y, row.w, row.h + band)).copy()

    def caption_lines(self, name: str, f: pygame.font.Font) -> list[str]:
        return wrap(site_name(name, side_of(self.obs["sites"], name)), f,
                    self.table_layout.sites[name].w + 6)


def variant_picture(options: dict, players: int, width: int) -> pygame.Surface:
    """The five sites with the chosen sides, `width` pixels wide."""
    return SitesPicture(options, players, width / 980).image()
