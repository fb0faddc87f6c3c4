"""The setup screen's pictures of Imhotep's variants: the five sites with the sides chosen,
drawn by the table's own site drawers (`ImhotepDrawing`, made from a still context) on a
small scale without their fine print (the option lines explain the sides), each site named
under its board in a readable size, and a one-line explanation of each option's value."""

import pygame

from engines.imhotep.observation import ImhotepObservation, Site
from engines.imhotep.state import new_game
from scenes.kit.context import TableCommands, TableContext, TableQueries
from scenes.kit.game_view import ViewPart
from scenes.kit.gamelog import GameLog
from scenes.kit.pointer_hold import PointerHold
from scenes.kit.sprites import Layer
from shell.language.i18n import N_, _
from shell.ui.anim import Animator
from shell.ui.dragdrop import Interaction
from shell.ui.theme import INK, draw_table, draw_text, font, wrap

from . import layout as L
from .drawing import ImhotepDrawing
from .help import side_of
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


def still_context(obs: ImhotepObservation, layout: L.ImhotepLayout,
                  ) -> TableContext[ImhotepObservation]:
    """The context of a still picture of a table: `obs` laid out by `layout`, at which
    nobody plays (read only: nothing is legal or refused, nobody moves or is named, nothing
    is marked, played, refused or shown over it)."""
    def no_background() -> Layer:
        raise LookupError("a still picture keeps no background layer")
    queries = TableQueries(
        legal_actions=list, to_move=lambda: None, ply=lambda: 0,
        legal_after=lambda steps: [], refusal_after=lambda steps, action: None,
        name=lambda seat: "", is_human=lambda seat: False, human_seats=list,
        covered_for=lambda: None, human_to_move=lambda: False, patterns=lambda: False,
        background=no_background, choice_rects=list, scores=lambda: [0] * obs["players"],
        prompt=str, shown_inside=lambda rect: (), ui_under=lambda pos: False)
    commands = TableCommands(
        play=lambda action: False, relayout=lambda: None, refused=lambda reason: None,
        banner=lambda text, duration, colour, sound, centre: None,
        glow=lambda surface, rect, width: None, spring_back=lambda source, pos: None,
        sound=lambda name: None)
    ctx: TableContext[ImhotepObservation] = TableContext(
        queries, commands, interaction=Interaction(), hold=PointerHold(),
        animator=Animator(), log=GameLog(), read_only=True)
    ctx.obs = obs
    ctx.table_layout = layout
    ctx.areas = dict(layout.areas)
    ctx.table_rect = ctx.table_layout.table
    ctx.size = ctx.table_rect.size
    ctx.scale = ctx.text_scale = layout.scale
    return ctx


class SitesPicture(ViewPart[ImhotepObservation, L.ImhotepLayout]):
    """The sites of a new game drawn by the table's own drawing (`ImhotepDrawing`, made
    from a still context) on a small scale, each named under its board."""

    FINE_PRINT = False  # the boards' own names and notes (too small here)
    CAPTION_SIZE = 1.5  # the captions against the picture's own scale (it is drawn small)

    def __init__(self, options: dict, players: int, scale: float):
        obs: ImhotepObservation = new_game(players, options, 0).observation(0)
        size = (round(980 * scale), round(720 * scale))
        super().__init__(still_context(
            obs, L.compute_layout(obs, pygame.Rect((0, 0), size), scale)))
        self.drawing = ImhotepDrawing(self.ctx, fine_print=self.FINE_PRINT)

    @property
    def caption_scale(self) -> float:
        return self.scale * self.CAPTION_SIZE

    def image(self) -> pygame.Surface:
        """The row of the five sites, as on the table at the start of a game, each named
        under its board (a name wider than its board wraps)."""
        sites = self.table_layout.sites
        row = sites["market"].unionall(list(sites.values())).inflate(8, 8)
        row = row.clip(pygame.Rect((0, 0), self.table_layout.table.size))
        f = font("small", self.caption_scale, True)
        captions = {name: self.caption_lines(name, f) for name in L.SITE_ORDER}
        band = max(len(lines) for lines in captions.values()) * f.get_linesize() + 4
        full = pygame.Surface((self.table_layout.table.w, self.table_layout.table.h + band))
        draw_table(full)
        self.drawing.draw_site_boards(full)
        self.drawing.draw_site(full, "market", frozenset(), False)
        for name, lines in captions.items():
            for k, line in enumerate(lines):
                draw_text(full, line, (sites[name].centerx, row.bottom + 2 + k *
                                       f.get_linesize()), "small", self.caption_scale, INK,
                          bold=True,
                          anchor="midtop", max_width=sites[name].w + 6)
        return full.subsurface(pygame.Rect(row.x, row.y, row.w, row.h + band)).copy()

    def caption_lines(self, name: Site, f: pygame.font.Font) -> list[str]:
        return wrap(site_name(name, side_of(self.obs["sites"], name)), f,
                    self.table_layout.sites[name].w + 6)


def variant_picture(options: dict, players: int, width: int) -> pygame.Surface:
    """The five sites with the chosen sides, `width` pixels wide."""
    return SitesPicture(options, players, width / 980).image()
