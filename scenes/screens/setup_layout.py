"""Where the setup screen's controls go.

Two columns (who plays | the variants and the seed) when both have the room their text
needs; else one column: who plays, the variants, the seed and the picture of the board, one
under another. A screen's note (a position's, scenes/screens/position_setup.py) stands under
who plays. Places are in window pixels as if nothing were scrolled; the screen's
`ScrollView` scrolls what is taller than its view.
"""

from collections.abc import Sequence
from types import ModuleType
from typing import NamedTuple, Protocol

import pygame
from pygame_gui import UIManager
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIDropDownMenu, UILabel, UITextEntryLine

from engines.core.spec import GameSpec, OptionSpec
from scenes.game_start import MAX_SEED
from shell.language.i18n import N_, _
from shell.ui.scroll_view import ScrollView
from shell.ui.theme import control_height, font, font_of, font_px_at, list_row_height, wrap


class Choices(Protocol):
    """What the players chose so far, as the layout reads it (the setup screen's model)."""

    players: int
    names: list[str]
    kinds: list[str]
    options: dict
    seed_text: str


class SetupScreen(Protocol):
    """What the layout reads of the setup screen it places (scenes/screens/setup.py)."""

    box: pygame.Rect
    scale: float
    spec: GameSpec
    ui: UIManager
    variants: ModuleType | None
    picture_rect: pygame.Rect | None
    remote_seats: bool  # a seat may be a player on another computer

    @property
    def model(self) -> Choices: ...

    @property
    def text_scale(self) -> float: ...

    def help_lines(self, opt: OptionSpec, width: int) -> int: ...

    def picture(self) -> pygame.Surface | None: ...

    def note(self) -> str: ...

MENU_PAD = 40  # design pixels a drop-down needs beside its text (the arrow, the air)
MENU_PAD_LEAST = 36  # pixels: the arrow button (20), the borders and a little air
LIST_BAR = 20  # pixels: the scroll bar of a drop-down's list that has no room to open whole
DROP_DOWN_PX = 19  # the font of a drop-down's chosen option (a button's, in theme.json)
DROP_DOWN_EDGE = 3  # pixels of a drop-down's border and shadow (the theme's), each side
HELP_SIZE = 0.9  # an option's explanation: small print under it
SEAT_KINDS = (("human", N_("Human")), ("easy", N_("Bot: Easy")),
              ("medium", N_("Bot: Medium")), ("hard", N_("Bot: Hard")),
              ("expert", N_("Bot: Expert")), ("remote", N_("Remote")))
MAX_NAME = 16


def seat_kind_label(kind: str) -> str:
    """A seat kind's name in the player's language ("Bot: Easy"); an unknown kind as it is."""
    label = dict(SEAT_KINDS).get(kind)
    return _(label) if label else kind


class Text(NamedTuple):
    """A label (`muted`: a quiet line, "no variants")."""

    rect: pygame.Rect
    text: str
    muted: bool = False


class PlayersChoice(NamedTuple):
    rect: pygame.Rect
    counts: list[tuple[str, str]]  # (shown, value) of each player count
    start: tuple[str, str]


class SeatName(NamedTuple):
    rect: pygame.Rect
    seat: int


class SeatKind(NamedTuple):
    rect: pygame.Rect
    seat: int


class OptionChoice(NamedTuple):
    rect: pygame.Rect
    option: OptionSpec


class SeedField(NamedTuple):
    rect: pygame.Rect


# a control planned (its place in window pixels, unscrolled), made by `make_widgets`
Plan = Text | PlayersChoice | SeatName | SeatKind | OptionChoice | SeedField


class Columns(NamedTuple):
    """The left column (who plays) and the right one (the variants and the seed; the left
    one again where there is one column), `width` wide each, under their headings."""

    two: bool
    left_x: int
    right_x: int
    width: int
    heading_y: int
    head_h: int  # a heading's height: the column's rows start at heading_y + head_h

    @property
    def top(self) -> int:
        return self.heading_y + self.head_h


class SetupLayout:
    """The places of one setup screen's controls, texts and picture (see the module doc);
    `make_widgets` puts the controls in a scroll view."""

    def __init__(self, scene: SetupScreen, view: pygame.Rect):
        self.scene = scene
        self.view = view
        s, ts = scene.scale, scene.text_scale
        self.s = s
        self.row_h, self.gap = control_height(42, s), round(10 * s)
        self.body = font("body", ts)
        self.menu_font = font_of(font_px_at(DROP_DOWN_PX, ts))  # a drop-down's text
        self.menu_pad = max(round(MENU_PAD * s), MENU_PAD_LEAST)
        self.plans: list[Plan] = []  # in creation order
        self.headings: list[tuple[str, int, int]] = []  # (text, x, y) drawn by the screen
        # option key -> (x, y, width, lines) of its explanation
        self.help_at: dict[str, tuple[int, int, int, int]] = {}
        self.picture_rect: pygame.Rect | None = None
        self.kinds = [(_(label), kind) for kind, label in SEAT_KINDS
                      if kind != "remote" or scene.remote_seats]
        seat_labels = [_("Players")] + [_("Seat {number}").format(number=i + 1)
                                        for i in range(scene.spec.max_players)]
        left_w = max(round(140 * s), max(self.body.size(text)[0] for text in seat_labels)
                     + round(8 * s))
        kind_w = max(round(220 * s), max(self.menu_font.size(label)[0]
                                         for label, _kind in self.kinds)
                     + self.menu_pad + LIST_BAR)
        name_min = max(self.body.size(name)[0] for name in scene.model.names) + round(16 * s)
        columns = self._columns(left_w + name_min + kind_w + 2 * round(10 * s))
        self.two_columns = columns.two
        left_y = self._plan_seats(columns, left_w, kind_w, name_min)
        left_y = self._plan_note(columns, left_y)
        label_w = self._label_width(columns.width)
        menu_w = self._option_menu_width(columns, label_w)
        y, left_y, spill = self._plan_variants(columns, left_y, label_w, menu_w)
        y = self._plan_seed(columns, y, label_w, menu_w)
        y, left_y = self._place_picture(columns, y, left_y, spill)
        self.bottom = max(y, left_y) - self.gap + round(4 * s)

    # the plan -------------------------------------------------------------------------
    def _columns(self, seats_w: int) -> Columns:
        """Two columns where the seats' row (`seats_w` wide) and the variants fit in half
        the box each; else one."""
        s, ts, box = self.s, self.scene.text_scale, self.scene.box
        pad = round(24 * s)
        left_x = box.x + pad
        end = self.view.right - round(4 * s)  # the content's right edge, left of the bar
        half = min(box.w // 2 - round(48 * s), end - (box.centerx + pad))
        two = seats_w <= half and self._options_fit(half)
        head_h = max(round(42 * s), round(8 * s) + font("large", ts, bold=True).get_linesize())
        return Columns(two, left_x, box.centerx + pad if two else left_x,
                       half if two else end - left_x, box.y + round(14 * s), head_h)

    def _plan_seats(self, columns: Columns, left_w: int, kind_w: int, name_min: int) -> int:
        """Who plays: the player count, then each seat's name and kind; returns the left
        column's foot."""
        s, gap, row_h = self.s, self.gap, self.row_h
        model = self.scene.model
        left_x = columns.left_x
        y = columns.top
        self.headings.append((_("Who plays"), left_x, columns.heading_y))
        self.plans.append(Text(pygame.Rect(left_x, y, left_w, row_h), _("Players")))
        counts = [(str(n), str(n)) for n in self.scene.spec.player_counts()]
        self.plans.append(PlayersChoice(
            pygame.Rect(left_x + left_w + round(10 * s), y,
                        self._menu_width(["4"], round(100 * s)) + round(30 * s), row_h),
            counts, (str(model.players), str(model.players))))
        y += row_h + gap * 2
        name_w = columns.width - left_w - kind_w - round(20 * s)
        if not columns.two:  # a name field as wide as a long name, not the window
            kind_w += round(24 * s)
            name_w = min(name_w - round(24 * s), max(name_min, self.body.size("m" * 14)[0]))
        for i in range(model.players):
            self.plans.append(Text(pygame.Rect(left_x, y, left_w, row_h),
                                   _("Seat {number}").format(number=i + 1)))
            entry_x = left_x + left_w + round(10 * s)
            self.plans.append(SeatName(pygame.Rect(entry_x, y, name_w, row_h), i))
            self.plans.append(SeatKind(pygame.Rect(entry_x + name_w + gap, y, kind_w, row_h),
                                       i))
            y += row_h + gap
        return y

    def _plan_note(self, columns: Columns, y: int) -> int:
        """The screen's note under the seats (a position's dealt cards), a quiet line per
        wrapped line; returns the left column's foot."""
        text = self.scene.note()
        if not text:
            return y
        line_h = max(self.body.get_linesize(), round(24 * self.s))
        for line in wrap(text, self.body, columns.width - round(8 * self.s)):
            self.plans.append(Text(pygame.Rect(columns.left_x, y, columns.width, line_h),
                                   line, muted=True))
            y += line_h
        return y + self.gap

    def _option_menu_width(self, columns: Columns, label_w: int) -> int:
        """The variants' and the seed's drop-down width: the column's rest, in one column
        no wider than the widest choice needs."""
        menu_w = columns.width - label_w - self.gap
        if columns.two:
            return menu_w
        return min(menu_w, self._menu_width(
            [_(label) for opt in self.scene.spec.options for _value, label in opt.choices]
            + [_("Off"), _("On"), "0" * len(str(MAX_SEED))], round(200 * self.s)))

    def _plan_variants(self, columns: Columns, left_y: int, label_w: int,
                       menu_w: int) -> tuple[int, int, bool]:
        """Each option's name and drop-down, its explanation under it; in two columns an
        option the right column has no room for goes under the seats (the left column's
        foot is `left_y`). Returns (the right column's foot, the left one's, whether any
        went under the seats)."""
        scene, s, gap, row_h = self.scene, self.s, self.gap, self.row_h
        ts = scene.text_scale
        left_x, right_x, col_w = columns.left_x, columns.right_x, columns.width
        if columns.two:
            self.headings.append((_("Variants"), right_x, columns.heading_y))
            y = columns.top
        else:
            y = left_y + gap * 2
            self.headings.append((_("Variants"), left_x, y))
            y += columns.head_h
        help_h = font("small", ts * HELP_SIZE).get_linesize() if scene.variants is not None \
            else 0
        # explained rows are lower, to fit (as tall as the text, its border and shadow)
        shown = font_of(font_px_at(DROP_DOWN_PX, ts)).get_height()  # the chosen option's
        opt_h = max(control_height(34, s, DROP_DOWN_PX), shown + 2 * DROP_DOWN_EDGE + 1) \
            if help_h else row_h
        bottom = scene.box.bottom - round(12 * s)
        seed_h = row_h + 2 * gap
        spill = False  # options the right column has no room for go under the seats
        for opt in scene.spec.options:
            lines = scene.help_lines(opt, col_w) if help_h else 0
            height = opt_h + gap + (lines * help_h + round(2 * s) if lines else 0)
            left = columns.two and y + height + seed_h > bottom \
                and left_y + height <= bottom
            spill = spill or left
            x, at = (left_x, left_y) if left else (right_x, y)
            if left:
                left_y += height
            else:
                y += height
            self.plans.append(Text(pygame.Rect(x, at, label_w, opt_h), _(opt.label)))
            self.plans.append(OptionChoice(pygame.Rect(x + label_w + gap, at, menu_w, opt_h),
                                           opt))
            if lines:
                self.help_at[opt.key] = (x, at + opt_h + round(2 * s), col_w, lines)
        if not scene.spec.options:
            self.plans.append(Text(pygame.Rect(right_x, y, col_w, row_h),
                                   _("This game has no variants."), muted=True))
            y += row_h + gap
        return y, left_y, spill

    def _plan_seed(self, columns: Columns, y: int, label_w: int, menu_w: int) -> int:
        """The seed's row at `y`, after a gap; returns the foot."""
        gap, row_h, right_x = self.gap, self.row_h, columns.right_x
        y += gap * 2
        self.plans.append(Text(pygame.Rect(right_x, y, label_w, row_h), _("Seed")))
        self.plans.append(SeedField(pygame.Rect(right_x + label_w + gap, y, menu_w, row_h)))
        return y + row_h + gap

    def _place_picture(self, columns: Columns, y: int, left_y: int,
                       spill: bool) -> tuple[int, int]:
        """The board as the chosen variants make it: under the seats in two columns (unless
        options went there), last in one. Returns the (right, left) columns' feet."""
        if self.scene.variants is None:
            return y, left_y
        s, gap = self.s, self.gap
        caption = max(round(24 * s), font("small", self.scene.text_scale,
                                          bold=True).get_linesize())
        if columns.two and not spill:  # the board, under the seats
            pic_top = left_y + gap + caption
            self.picture_rect = self._picture(columns.left_x, pic_top, columns.width,
                                              self.scene.box.bottom - round(12 * s) - pic_top)
            left_y = self.picture_rect.bottom + gap
        elif not columns.two:  # the board as chosen, last
            pic_top = y + gap + caption
            self.picture_rect = self._picture(columns.left_x, pic_top,
                                              min(columns.width, round(640 * s)), 0)
            y = self.picture_rect.bottom + gap
        return y, left_y

    # measures -------------------------------------------------------------------------
    def _menu_width(self, texts: list[str], least: int) -> int:
        return max(least, max(self.menu_font.size(t)[0] for t in texts) + self.menu_pad)

    def _label_width(self, col_w: int) -> int:
        body, s = self.body, self.s
        return min(col_w // 2, max([round(200 * s), body.size(_("Seed"))[0] + round(8 * s)] + [
            body.size(_(opt.label))[0] + round(8 * s) for opt in self.scene.spec.options]))

    def _options_fit(self, col_w: int) -> bool:
        """Each option's name and its widest choice side by side in a column `col_w`
        wide."""
        spec, body, s = self.scene.spec, self.body, self.s
        label_w = self._label_width(col_w)
        widest = max([body.size(_(opt.label))[0] for opt in spec.options]
                     + [body.size(_("Seed"))[0]])
        choices = [_(label) for opt in spec.options for _value, label in opt.choices] + [
            _("Off"), _("On")]
        room = col_w - label_w - self.gap
        return widest + round(8 * s) <= label_w and \
            max(self.menu_font.size(t)[0] for t in choices) + self.menu_pad <= room

    def _picture(self, x: int, y: int, width: int, room: int) -> pygame.Rect:
        """The picture's place: `room` pixels tall when that shows at least half of it,
        else as tall as it is drawn (the view scrolls to it)."""
        scene = self.scene
        scene.picture_rect = pygame.Rect(x, y, width, max(1, room))
        image = scene.picture()
        natural = image.get_height() if image is not None else room
        height = room if room >= natural // 2 else natural
        return pygame.Rect(x, y, width, max(1, min(height, natural)))

    # widgets --------------------------------------------------------------------------
    def make_widgets(self, view: ScrollView) -> None:
        """Create the planned controls in `view`."""
        model, ui = self.scene.model, self.scene.ui
        box = view.content
        content_bottom = view.rect.y + view.content_height
        self.name_entries: list[UITextEntryLine] = []
        self.kind_menus: list[UIDropDownMenu] = []
        self.option_menus: dict[UIDropDownMenu, OptionSpec] = {}
        for plan in self.plans:
            rect = plan.rect
            where = view.place(rect)
            if isinstance(plan, Text):
                UILabel(where, plan.text, ui, container=box,
                        object_id=ObjectID(class_id="@muted") if plan.muted else None)
            elif isinstance(plan, PlayersChoice):
                self.players_menu = self._menu(plan.counts, plan.start, rect, where,
                                               content_bottom, box)
                if len(plan.counts) == 1:
                    self.players_menu.disable()
            elif isinstance(plan, SeatName):
                entry = UITextEntryLine(where, ui, container=box)
                entry.set_text_length_limit(MAX_NAME)
                entry.set_text(model.names[plan.seat])
                self.name_entries.append(entry)
            elif isinstance(plan, SeatKind):
                current = model.kinds[plan.seat]
                self.kind_menus.append(self._menu(self.kinds, (seat_kind_label(current),
                                                               current),
                                                  rect, where, content_bottom, box))
            elif isinstance(plan, OptionChoice):
                opt = plan.option
                if opt.choices:
                    choices = [(_(label), str(value)) for value, label in opt.choices]
                else:
                    choices = [(_("Off"), "False"), (_("On"), "True")]
                current = str(model.options[opt.key])
                start = next(c for c in choices if c[1] == current)
                self.option_menus[self._menu(choices, start, rect, where, content_bottom,
                                             box)] = opt
            else:
                self.seed_entry = UITextEntryLine(
                    where, ui, container=box, placeholder_text=_("blank = random"))
                self.seed_entry.set_allowed_characters("numbers")
                self.seed_entry.set_text_length_limit(len(str(MAX_SEED)))
                self.seed_entry.set_text(model.seed_text[:len(str(MAX_SEED))])

    def _menu(self, choices: Sequence[tuple[str, str]], start: tuple[str, str],
              rect: pygame.Rect, where: pygame.Rect, content_bottom: int,
              box: UIContainer) -> UIDropDownMenu:
        """A drop-down; its list opens upwards when it would pass the content's foot and
        there is room above."""
        ts = self.scene.text_scale
        rows_h = len(choices) * list_row_height(font_px_at(DROP_DOWN_PX, ts), ts) \
            + 2 * DROP_DOWN_EDGE + 2
        up = rect.bottom + rows_h > content_bottom and rect.top - rows_h >= self.view.top
        return UIDropDownMenu(
            list(choices), start, where, self.scene.ui, container=box,
            object_id=ObjectID(class_id="@expand_up") if up else None)
