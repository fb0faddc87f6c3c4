"""The host's lobby: a table opened for players on other computers, before its game starts.

It shows the table code (the others type it to join), where they connect (this computer's
addresses on the local network and the port; over the internet the port to open), and the
seats: who plays each, who has joined. Start is offered once every seat for a player from
another computer is taken; it opens the hosted table (`host_table.HostTable`). Back closes the
table (the players who joined are told). A game continued from a save keeps its seats'
names: each joiner takes one of its remote seats.
"""

import logging
from pathlib import Path

import pygame

from engines.core.replay import Replay
from scenes.games import app_descriptor, game_title
from scenes.net.presence import seat_status
from shell.language.i18n import _
from shell.net.hosting import Hosting
from shell.ui.scene import Scene
from shell.ui.screen_frame import box_above, foot_buttons, foot_row
from shell.ui.theme import (
    INK,
    draw_paragraphs,
    draw_table,
    draw_text,
    font,
    panel,
)

log = logging.getLogger(__name__)


def code_shown(code: str) -> str:
    """The code as read aloud: two groups of three ("ABC DEF")."""
    return f"{code[:3]} {code[3:]}"


class LobbyScene(Scene):
    keyboard_focus = True

    def __init__(self, app, replay: Replay, hosting: Hosting,
                 save_path: Path | None = None) -> None:
        super().__init__(app)
        self.replay = replay
        self.hosting = hosting
        self.save_path = save_path  # the save the game goes on from (its autosave goes on)
        self.started = False
        self.roster_seen = -1

    # layout ---------------------------------------------------------------------------
    def build(self) -> None:
        s, ts = self.scale, self.text_scale
        foot = foot_row(self.size, s)
        top = round(40 * s) + font("heading", ts, bold=True).get_linesize()
        self.box = box_above(self.size, s, top, foot)
        self.back_button, self.start_button = foot_buttons(
            self.ui, self.box, foot, s, [_("Close the table"), _("Start game")])
        pad = round(24 * s)
        inner = self.box.inflate(-2 * pad, -2 * pad)
        column = font("body", ts).size("M" * 12)[0]
        if inner.w >= 2 * column + pad:  # the code and how to join left, the seats right
            half = (inner.w - pad) // 2
            self.join_rect = pygame.Rect(inner.x, inner.y, half, inner.h)
            self.seats_rect = pygame.Rect(inner.right - half, inner.y, half, inner.h)
        else:  # one under the other, the seats' share as their lines ask
            seats = (len(self.replay.seats) + 1) * font("body", ts).get_linesize()
            share = max(inner.h // 2, inner.h - seats - pad // 2)
            self.join_rect = pygame.Rect(inner.x, inner.y, inner.w, share)
            self.seats_rect = pygame.Rect(inner.x, inner.y + share + pad // 2, inner.w,
                                          inner.h - share - pad // 2)
        self.enable_start()

    def enable_start(self) -> None:
        if self.hosting.ready():
            self.start_button.enable()
        else:
            self.start_button.disable()

    def focus_controls(self) -> list:
        return [c for c in (self.start_button, self.back_button) if c.is_enabled]

    # input ----------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        super().handle_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close_table()

    def on_button(self, element) -> None:
        if element is self.back_button:
            self.close_table()
        elif element is self.start_button and self.hosting.ready():
            self.start_game()

    def close_table(self) -> None:
        self.hosting.close()
        self.app.scenes.pop()

    def start_game(self) -> None:
        """The game starts (or goes on) at the hosted table, in place of the lobby; the
        names the joiners gave go in their seats."""
        from scenes.net.host_table import HostTable

        found = app_descriptor(self.replay.game)
        if found is None:
            self.toast.show(_("This game cannot be played yet."), error=True)
            return
        for seat, name in zip(self.replay.seats, self.hosting.roster.names(), strict=True):
            seat.name = name
        table = HostTable(self.app, self.replay, view=found.view, hosting=self.hosting)
        writer = table.session.writer
        if writer is not None:
            if self.save_path is None or not writer.use_path(self.save_path):
                writer.submit(table.session.replay)  # a file of its own: Continue offers it
        self.started = True
        self.app.scenes.replace(table)

    def close(self) -> None:
        if not self.started:
            self.hosting.close()
        super().close()

    # frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        # before the start every move asked for is refused ("not started"); joins are told
        self.hosting.authority.pump(lambda action: False, lambda seat: False)
        if self.hosting.roster.version != self.roster_seen:
            self.roster_seen = self.hosting.roster.version
            self.enable_start()

    def join_texts(self) -> list[str]:
        hosting = self.hosting
        addresses = ", ".join(hosting.addresses()[:3])
        return [
            _("On this network: Join a table lists this table; its address is "
              "{address}.").format(address=addresses),
            _("Over the internet: forward TCP port {port} to this computer and give your "
              "public address.").format(port=hosting.port),
        ]

    def draw(self, surface) -> None:
        draw_table(surface)
        s, ts = self.scale, self.text_scale
        draw_text(surface, _("Host a table: {game}").format(game=game_title(self.replay.game)),
                  (self.box.x, round(32 * s)), "heading", ts, INK, bold=True,
                  max_width=self.box.w)
        panel(surface, self.box, radius=round(14 * s), scale=s)
        rect = self.join_rect
        line = _("Table code: {code}").format(code=code_shown(self.hosting.code))
        if font("heading", ts, bold=True).size(line)[0] <= rect.w:
            code = draw_text(surface, line, rect.topleft, "heading", ts, INK, bold=True)
        else:  # the label over the code
            label = draw_text(surface, _("Table code"), rect.topleft, "large", ts, INK,
                              bold=True, max_width=rect.w)
            code = draw_text(surface, code_shown(self.hosting.code), (rect.x, label.bottom),
                             "heading", ts, INK, bold=True, max_width=rect.w)
        facts = pygame.Rect(rect.x, code.bottom + round(8 * s), rect.w,
                            rect.bottom - code.bottom - round(8 * s))
        draw_paragraphs(surface, self.join_texts(), facts, "small", ts, INK)
        rect = self.seats_rect
        title = draw_text(surface, _("Seats"), rect.topleft, "large", ts, INK, bold=True,
                          max_width=rect.w)
        rows = self.hosting.roster.rows()
        lines = [_("{number}. {name}: {status}").format(
            number=seat + 1, name=row["name"], status=seat_status(row, False))
            for seat, row in enumerate(rows)]
        room = pygame.Rect(rect.x, title.bottom + round(6 * s), rect.w,
                           rect.bottom - title.bottom - round(6 * s))
        draw_paragraphs(surface, lines, room, "body", ts, INK)
        super().draw(surface)
        self.toast.draw(surface, ts)


def open_lobby(app, replay: Replay, *, names_fixed: bool = False,
               save_path: Path | None = None, push: bool = True) -> LobbyScene | None:
    """Open a hosted table of `replay` and its lobby; None (and the reason shown) when the
    table cannot listen (this app hosts one already, or the network refuses)."""
    top = app.scenes.top
    try:
        hosting = Hosting(replay, names_fixed=names_fixed,
                          host_name=next((seat.name for seat in replay.seats
                                          if seat.kind == "human"), ""))
    except RuntimeError:  # at most one hosted table per app
        if top is not None:
            top.toast.show(_("This app hosts a table already; close it first."), error=True)
        return None
    except OSError as exc:
        log.warning("cannot host a table: %s", exc)
        if top is not None:
            top.toast.show(_("The table cannot be opened on the network: {reason}").format(
                reason=(exc.strerror or str(exc))[:80]), error=True)
        return None
    scene = LobbyScene(app, replay, hosting, save_path)
    if push:
        app.scenes.push(scene)
    return scene
