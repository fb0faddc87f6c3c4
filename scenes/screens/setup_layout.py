"""Where the setup screen's controls go.

Two columns (who plays | the variants and the seed) when both have the room their text
needs; else one column: who plays, the variants, the seed and the picture of the board, one
under another. Places are in window pixels as if nothing were scrolled; the screen's
`ScrollView` scrolls what is taller than its view.
"""

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game.i18n import N_, _
from game.theme import control_height, font, font_of, font_px_at, list_row_height
from scenes.game_start import MAX_SEED

MENU_PAD = 40  # design pixels a drop-down needs beside its text (the arrow, the air)
MENU_PAD_LEAST = 36  # pixels: the arrow button (20), the borders and a little air
DROP_DOWN_PX = 19  # the font of a drop-down's chosen option (a button's, in theme.json)
DROP_DOWN_EDGE = 3  # pixels of a drop-down's border and shadow (the theme's), each side
HELP_SIZE = 0.9  # an option's explanation: small print under it
SEAT_KINDS = (("human", N_("Human")), ("easy", N_("Bot: Easy")),
              ("medium", N_("Bot: Medium")), ("hard", N_("Bot: Hard")),
              ("expert", N_("Bot: Expert")))
MAX_NAME = 16


def seat_kind_label(kind: str) -> str:
    """A seat kind's name in the player's language ("Bot: Easy"); an unknown kind as it is."""
    label = dict(SEAT_KINDS).get(kind)
    return _(label) if label else kind


class SetupLayout:
    """The places of one setup screen's controls, texts and picture (see the module doc);
    `make_widgets` puts the controls in a scroll view."""

    def __init__(self, scene, view: pygame.Rect):
        self.scene = scene
        self.view = view
        s, ts = scene.scale, scene.text_scale
        box, spec, model = scene.box, scene.spec, scene.model
        self.s = s
        self.row_h, self.gap = control_height(42, s), round(10 * s)
        gap, row_h = self.gap, self.row_h
        body = self.body = font("body", ts)
        self.menu_font = font_of(font_px_at(DROP_DOWN_PX, ts))  # a drop-down's text
        self.menu_pad = max(round(MENU_PAD * s), MENU_PAD_LEAST)
        pad = round(24 * s)
        self.plans: list = []  # (kind, rect, details) of each widget, in creation order
        self.headings: list = []  # (text, x, y) drawn by the screen
        self.help_at: dict = {}  # option key -> (x, y, width, lines) of its explanation
        self.picture_rect: pygame.Rect | None = None
        self.kinds = [(_(label), kind) for kind, label in SEAT_KINDS]
        seat_labels = [_("Players")] + [_("Seat {number}").format(number=i + 1)
                                        for i in range(spec.max_players)]
        left_w = max(round(140 * s), max(body.size(text)[0] for text in seat_labels)
                     + round(8 * s))
        kind_w = max(round(220 * s), max(self.menu_font.size(label)[0]
                                         for label, _kind in self.kinds) + self.menu_pad)
        name_min = max(body.size(name)[0] for name in model.names) + round(16 * s)
        left_x = box.x + pad
        end = view.right - round(4 * s)  # the content's right edge, left of the scroll bar
        half = min(box.w // 2 - round(48 * s), end - (box.centerx + pad))
        self.two_columns = (left_w + name_min + kind_w + 2 * round(10 * s) <= half
                            and self._options_fit(half))
        col_w = half if self.two_columns else end - left_x
        right_x = box.centerx + pad if self.two_columns else left_x
        heading_y = box.y + round(14 * s)
        head_h = max(round(42 * s), round(8 * s) + font("large", ts, bold=True).get_linesize())
        top = heading_y + head_h
        y = top
        self.headings.append((_("Who plays"), left_x, heading_y))

        self.plan("label", (left_x, y, left_w, row_h), _("Players"))
        counts = [(str(n), str(n)) for n in spec.player_counts()]
        self.plan("players", (left_x + left_w + round(10 * s), y,
                              self._menu_width(["4"], round(100 * s)) + round(30 * s), row_h),
                  (counts, (str(model.players), str(model.players))))
        y += row_h + gap * 2
        name_w = col_w - left_w - kind_w - round(20 * s)
        if not self.two_columns:  # a name field as wide as a long name, not the window
            kind_w += round(24 * s)
            name_w = min(name_w - round(24 * s), max(name_min, body.size("m" * 14)[0]))
        for i in range(model.players):
            self.plan("label", (left_x, y, left_w, row_h),
                      _("Seat {number}").format(number=i + 1))
            entry_x = left_x + left_w + round(10 * s)
            self.plan("name", (entry_x, y, name_w, row_h), i)
            self.plan("kind", (entry_x + name_w + gap, y, kind_w, row_h), i)
            y += row_h + gap
        left_y = y
        if self.two_columns:
            self.headings.append((_("Variants"), right_x, heading_y))
            y = top
        else:
            y += gap * 2
            self.headings.append((_("Variants"), left_x, y))
            y += head_h
        variants = scene.variants is not None
        label_w = self._label_width(col_w)
        help_h = font("small", ts * HELP_SIZE).get_linesize() if variants else 0
        # explained rows are lower, to fit (as tall as the text, its border and shadow)
        shown = font_of(font_px_at(DROP_DOWN_PX, ts)).get_height()  # the chosen option's
        opt_h = max(control_height(34, s, DROP_DOWN_PX), shown + 2 * DROP_DOWN_EDGE + 1) \
            if help_h else row_h
        bottom = box.bottom - round(12 * s)
        seed_h = row_h + 2 * gap
        spill = False  # options the right column has no room for go under the seats
        menu_w = col_w - label_w - gap
        if not self.two_columns:
            menu_w = min(menu_w, self._menu_width(
                [_(label) for opt in spec.options for _value, label in opt.choices]
                + [_("Off"), _("On"), "0" * len(str(MAX_SEED))], round(200 * s)))
        for opt in spec.options:
            lines = scene.help_lines(opt, col_w) if help_h else 0
            height = opt_h + gap + (lines * help_h + round(2 * s) if lines else 0)
            left = self.two_columns and y + height + seed_h > bottom \
                and left_y + height <= bottom
            spill = spill or left
            x, at = (left_x, left_y) if left else (right_x, y)
            if left:
                left_y += height
            else:
                y += height
            self.plan("label", (x, at, label_w, opt_h), _(opt.label))
            self.plan("option", (x + label_w + gap, at, menu_w, opt_h), opt)
            if lines:
                self.help_at[opt.key] = (x, at + opt_h + round(2 * s), col_w, lines)
        if not spec.options:
            self.plan("muted", (right_x, y, col_w, row_h), _("This game has no variants."))
            y += row_h + gap
        y += gap * 2
        self.plan("label", (right_x, y, label_w, row_h), _("Seed"))
        self.plan("seed", (right_x + label_w + gap, y, menu_w, row_h), None)
        y += row_h + gap
        caption = max(round(24 * s), font("small", ts, bold=True).get_linesize())
        if variants and self.two_columns and not spill:  # the board, under the seats
            pic_top = left_y + gap + caption
            self.picture_rect = self._picture(left_x, pic_top, col_w, bottom - pic_top)
            left_y = self.picture_rect.bottom + gap
        elif variants and not self.two_columns:  # the board as chosen, last
            pic_top = y + gap + caption
            self.picture_rect = self._picture(left_x, pic_top, min(col_w, round(640 * s)), 0)
            y = self.picture_rect.bottom + gap
        self.bottom = max(y, left_y) - gap + round(4 * s)

    # measures -------------------------------------------------------------------------
    def _menu_width(self, texts, least: int) -> int:
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
    def plan(self, kind: str, rect, details) -> None:
        self.plans.append((kind, pygame.Rect(rect), details))

    def make_widgets(self, view) -> None:
        """Create the planned controls in `view` (a ScrollView)."""
        model, ui = self.scene.model, self.scene.ui
        box = view.content
        content_bottom = view.rect.y + view.content_height
        self.name_entries: list = []
        self.kind_menus: list = []
        self.option_menus: dict = {}
        for kind, rect, details in self.plans:
            where = view.place(rect)
            if kind in ("label", "muted"):
                pygame_gui.elements.UILabel(
                    where, details, ui, container=box,
                    object_id=ObjectID(class_id="@muted") if kind == "muted" else None)
            elif kind == "players":
                counts, start = details
                self.players_menu = self._menu(counts, start, rect, where, content_bottom,
                                               box)
                if len(counts) == 1:
                    self.players_menu.disable()
            elif kind == "name":
                entry = pygame_gui.elements.UITextEntryLine(where, ui, container=box)
                entry.set_text_length_limit(MAX_NAME)
                entry.set_text(model.names[details])
                self.name_entries.append(entry)
            elif kind == "kind":
                current = model.kinds[details]
                self.kind_menus.append(self._menu(self.kinds, (seat_kind_label(current),
                                                               current),
                                                  rect, where, content_bottom, box))
            elif kind == "option":
                opt = details
                if opt.choices:
                    choices = [(_(label), str(value)) for value, label in opt.choices]
                else:
                    choices = [(_("Off"), "False"), (_("On"), "True")]
                current = str(model.options[opt.key])
                start = next(c for c in choices if c[1] == current)
                self.option_menus[self._menu(choices, start, rect, where, content_bottom,
                                             box)] = opt
            elif kind == "seed":
                self.seed_entry = pygame_gui.elements.UITextEntryLine(
                    where, ui, container=box, placeholder_text=_("blank = random"))
                self.seed_entry.set_allowed_characters("numbers")
                self.seed_entry.set_text_length_limit(len(str(MAX_SEED)))
                self.seed_entry.set_text(model.seed_text[:len(str(MAX_SEED))])

    def _menu(self, choices, start, rect, where, content_bottom, box):
        """A drop-down; its list opens upwards when it would pass the content's foot and
        there is room above."""
        ts = self.scene.text_scale
        rows_h = len(choices) * list_row_height(font_px_at(DROP_DOWN_PX, ts), ts) \
            + 2 * DROP_DOWN_EDGE + 2
        up = rect.bottom + rows_h > content_bottom and rect.top - rows_h >= self.view.top
        return pygame_gui.elements.UIDropDownMenu(
            choices, start, where, self.scene.ui, container=box,
            object_id=ObjectID(class_id="@expand_up") if up else None)
