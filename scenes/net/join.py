"""Join a table on another computer: one found on the local network, or typed as an address,
with the table code the host shows and the name to play under.

The tables announced on the local network are listed as they are heard of (a click fills in
the address); the code is always typed. Join connects; a refusal says why (a wrong code,
another version, no free seat) and the fields stay as typed. A seat this app took at the same
table before (its address and code) is taken again with its token. Once seated the screen
shows the table's seats until the host starts, then the game's table opens in its place.
"""

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from scenes.games import app_descriptor, game_title
from scenes.net.presence import seat_status
from shell.language.i18n import _, ngettext
from shell.language.names import clean_name
from shell.net import codes, seat_tokens
from shell.net.client import Status, parse_address
from shell.net.discovery import Browser, FoundTable
from shell.net.link import SeatLink
from shell.net.mirror import Change
from shell.net.protocol import NAME_LENGTH
from shell.net.refusals import reason_text
from shell.ui.scene import Scene
from shell.ui.screen_frame import box_above, foot_buttons, foot_row
from shell.ui.theme import (
    INK,
    MUTED_INK,
    TERRACOTTA,
    control_height,
    draw_paragraphs,
    draw_table,
    draw_text,
    elide,
    font,
    font_of,
    font_px_at,
    panel,
    wrap,
)

MAX_FOUND_SHOWN = 6


class JoinScene(Scene):
    keyboard_focus = True

    def __init__(self, app, browse: bool = True) -> None:
        super().__init__(app)
        names = [n for n in app.settings.player_names if clean_name(n, limit=NAME_LENGTH)]
        self.fields = {"address": "", "code": "",
                       "name": names[0] if names else _("Player {number}").format(number=1)}
        self.link: SeatLink | None = None
        self.message = ""  # why the last try failed, or what is going on
        self.error = False
        self.browser = Browser() if browse else None
        self.found: list[FoundTable] = []
        self.found_seen = -1
        self.used_stored_token = False
        self.opened = False

    def enter(self) -> None:
        if self.browser is not None and self.found_seen < 0:
            self.browser.start()
            self.found_seen = 0
        super().enter()

    @property
    def seated(self) -> bool:
        return self.link is not None and self.link.mirror.seat is not None \
            and not self.link.ended

    # layout ---------------------------------------------------------------------------
    def build(self) -> None:
        s, ts = self.scale, self.text_scale
        foot = foot_row(self.size, s)
        top = round(40 * s) + font("heading", ts, bold=True).get_linesize()
        self.box = box_above(self.size, s, top, foot)
        labels = [_("Back"), _("Join")] if not self.seated else [_("Leave the table")]
        buttons = foot_buttons(self.ui, self.box, foot, s, labels)
        self.back_button = buttons[0]
        self.join_button = buttons[1] if len(buttons) > 1 else None
        self.found_buttons: dict = {}
        self.entries: dict[str, UITextEntryLine] = {}
        pad = round(24 * s)
        inner = self.box.inflate(-2 * pad, -2 * pad)
        self.inner = inner
        if self.seated:
            return
        self.lay_form(inner, s, ts)
        self.lay_found(s, ts)

    def lay_form(self, inner: pygame.Rect, s: float, ts: float) -> None:
        """The three fields (a label beside each, or over it where the room is narrow), the
        message under them; the tables found beside them, or under the message."""
        pad = round(24 * s)
        body = font("body", ts)
        line = body.get_linesize()
        eh = control_height(44, s, 18)
        gap = round(10 * s)
        fields = (("address", _("Address")), ("code", _("Table code")),
                  ("name", _("Your name")))
        label_w = max(body.size(label)[0] for _key, label in fields) + round(12 * s)
        entry_w = body.size("M" * 9)[0]
        two = inner.w >= 2 * (label_w + entry_w) + pad
        form_w = (inner.w - pad) // 2 if two else inner.w
        beside = form_w >= label_w + entry_w
        row_h = max(eh, line) if beside else line + eh
        form_h = 3 * (row_h + gap)
        message_h = 0
        if self.message:  # as many lines as it takes (draw_paragraphs shrinks it to fit)
            message_h = len(wrap(self.message, body, inner.w if not two else
                                 (inner.w - pad) // 2)) * line
        form = pygame.Rect(inner.right - form_w if two else inner.x, inner.y, form_w, form_h)
        self.labels: list[tuple[str, tuple[int, int], int]] = []
        y = form.y
        for key, label in fields:
            if beside:
                self.labels.append((label, (form.x, y + (row_h - line) // 2), label_w))
                place = pygame.Rect(form.x + label_w, y + (row_h - eh) // 2,
                                    form.w - label_w, eh)
            else:
                self.labels.append((label, (form.x, y), form.w))
                place = pygame.Rect(form.x, y + line, form.w, eh)
            entry = UITextEntryLine(place, self.ui, placeholder_text=(
                "192.168.1.20:47474" if key == "address" else None))
            entry.set_text_length_limit({"address": 255, "code": 12}.get(key, NAME_LENGTH))
            entry.set_text(self.fields[key])
            self.entries[key] = entry
            y += row_h + gap
        self.message_rect = pygame.Rect(form.x, y, form.w, min(message_h, inner.bottom - y))
        if two:
            self.found_rect = pygame.Rect(inner.x, inner.y, form_w, inner.h)
        else:
            top = self.message_rect.bottom + gap
            self.found_rect = pygame.Rect(inner.x, top, inner.w, max(0, inner.bottom - top))

    def lay_found(self, s: float, ts: float) -> None:
        """One button per table heard of, as many as the room takes."""
        rect = self.found_rect
        line = font("large", ts, bold=True).get_linesize()
        bh = control_height(44, s, 18)
        y = rect.y + line + round(8 * s)
        for table in self.found[:MAX_FOUND_SHOWN]:
            if y + bh > rect.bottom:
                break
            label = self.found_label(table, rect.w - round(24 * s))
            button = pygame_gui.elements.UIButton(pygame.Rect(rect.x, y, rect.w, bh), label,
                                                  self.ui)
            self.found_buttons[button] = table
            y += bh + round(8 * s)

    def found_label(self, table: FoundTable, room: int) -> str:
        """A found table's button: who hosts it, its game and its free seats; the seats,
        then the end of the name, left out where the button has no room for them."""
        face = font_of(font_px_at(19, self.text_scale))
        game = game_title(table.game)
        label = ngettext("{host}: {game}, {count} free seat",
                         "{host}: {game}, {count} free seats", table.free).format(
            host=table.host_name, game=game, count=table.free)
        if face.size(label)[0] <= room:
            return label
        short = "{host}: {game}"
        if face.size(short.format(host=table.host_name, game=game))[0] <= room:
            return short.format(host=table.host_name, game=game)
        host = table.host_name
        while host and face.size(short.format(host=host + "…", game=game))[0] > room:
            host = host[:-1]
        return short.format(host=host + "…", game=game) if host else elide(game, face, room)

    def focus_controls(self) -> list:
        order = [*self.found_buttons, *self.entries.values(), self.back_button,
                 self.join_button]
        return [c for c in order if c is not None and c.is_enabled and c.visible]

    # input ----------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        super().handle_event(event)
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            for key, entry in self.entries.items():
                if entry is event.ui_element:
                    self.fields[key] = event.text
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and not self.seated:
            self.join()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def on_button(self, element) -> None:
        if element is self.back_button:
            self.back()
        elif element is self.join_button:
            self.join()
        elif element in self.found_buttons:
            table = self.found_buttons[element]
            host = f"[{table.address}]" if ":" in table.address else table.address
            self.fields["address"] = f"{host}:{table.port}"
            self.rebuild()
            self.focus.focus(self.entries["code"])  # the code is typed next

    def back(self) -> None:
        if self.link is not None:
            self.link.close()
            self.link = None
            if self.seated or self.message:
                self.message, self.error = "", False
                self.rebuild()
                return
        self.app.scenes.pop()

    def join(self) -> None:
        """Connect to the table typed in (a refusal comes back as the message)."""
        if self.link is not None and not self.link.ended:
            return
        address = parse_address(self.fields["address"])
        code = codes.typed_code(self.fields["code"])
        name = clean_name(self.fields["name"], limit=NAME_LENGTH)
        if address is None:
            self.say(_("That is not an address; for example 192.168.1.20 or "
                       "192.168.1.20:47474."), True)
        elif code is None:
            self.say(_("A table code is six letters and digits, as the host shows it."), True)
        elif not name:
            self.say(_("Type the name you play under."), True)
        else:
            host, port = address
            token = seat_tokens.token_for(host, port, code)
            self.used_stored_token = token is not None
            self.link = SeatLink(host, port, code, name, token=token)
            self.say(_("Connecting…"), False)

    def say(self, text: str, error: bool) -> None:
        """Show `text` under the fields (laid out anew when it comes or goes)."""
        had = bool(self.message)
        self.message, self.error = text, error
        if had != bool(text):
            self.rebuild()

    # frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.browser is not None and self.browser.version != self.found_seen \
                and not self.seated:
            self.found_seen = self.browser.version
            self.found = self.browser.tables()
            self.rebuild()
        link = self.link
        if link is None:
            return
        for change in link.poll():
            if isinstance(change, Status):
                self.status_changed(link, change)
            elif isinstance(change, Change) and change.kind == "welcome":
                assert link.mirror.token is not None
                seat_tokens.remember(link.host, link.port, link.code, link.mirror.token)
                self.rebuild()
        if self.link is link and link.mirror.synced and link.mirror.started:
            self.open_table(link)

    def status_changed(self, link: SeatLink, status: Status) -> None:
        if status.state != "ended":
            return
        if status.code == "bad_token" and self.used_stored_token:  # that game is no more
            seat_tokens.forget(link.host, link.port, link.code)
            self.link = None
            self.used_stored_token = False
            self.join()
            return
        self.link = None
        self.say(reason_text(status.code), True)
        self.rebuild()

    def open_table(self, link: SeatLink) -> None:
        from scenes.net.remote_table import RemoteTable

        game = link.mirror.game
        found = app_descriptor(game) if game is not None else None
        if found is None:
            link.close()
            self.link = None
            self.say(reason_text("unknown_game"), True)
            return
        self.opened = True
        self.app.scenes.replace(RemoteTable(self.app, link, view=found.view))

    def close(self) -> None:
        if self.browser is not None:
            self.browser.stop()
        if self.link is not None and not self.opened:
            self.link.close()
        super().close()

    def draw(self, surface) -> None:
        draw_table(surface)
        s, ts = self.scale, self.text_scale
        draw_text(surface, _("Join a table"), (self.box.x, round(32 * s)), "heading", ts, INK,
                  bold=True, max_width=self.box.w)
        panel(surface, self.box, radius=round(14 * s), scale=s)
        if self.seated:
            self.draw_seated(surface)
        else:
            self.draw_form(surface)
        super().draw(surface)
        self.toast.draw(surface, ts)

    def draw_form(self, surface) -> None:
        s, ts = self.scale, self.text_scale
        rect = self.found_rect
        room = font("large", ts, bold=True).get_linesize() + font("body", ts).get_linesize()
        if rect.h >= room:  # else no room for the list: the address is typed
            title = draw_text(surface, _("Tables on this network"), rect.topleft, "large", ts,
                              INK, bold=True, max_width=rect.w)
            if not self.found_buttons:
                draw_paragraphs(surface, [_("Looking for tables on this network… A table "
                                            "over the internet: type its address.")],
                                pygame.Rect(rect.x, title.bottom + round(8 * s), rect.w,
                                            rect.bottom - title.bottom - round(8 * s)),
                                "body", ts, MUTED_INK)
        for label, at, width in self.labels:
            draw_text(surface, label, at, "body", ts, INK, max_width=width)
        if self.message and self.message_rect.h > 0:
            draw_paragraphs(surface, [self.message], self.message_rect, "body", ts,
                            TERRACOTTA if self.error else INK)

    def draw_seated(self, surface) -> None:
        assert self.link is not None
        mirror = self.link.mirror
        game = game_title(mirror.game) if mirror.game else ""
        lines = [_("You sit at seat {number} of {game}, hosted by another computer.").format(
            number=(mirror.seat or 0) + 1, game=game)]
        lines += [_("{number}. {name}: {status}").format(
            number=seat + 1, name=row["name"], status=seat_status(row, mirror.started))
            for seat, row in enumerate(mirror.seats)]
        lines.append(_("Waiting for the host to start the game."))
        draw_paragraphs(surface, lines, self.inner, "body", self.text_scale, INK)
