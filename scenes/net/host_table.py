"""The table of the app that hosts a game over the network: the one authority over it.

It is the table every game has (people here take turns at the screen with the cover, bots
think in the bot worker, the game is autosaved after every move), and each frame it lets the
hosting's authority decide what the remote seats asked (`shell.net.authority`): their moves
are played here with the same log lines and animations, their undos by the same rule. A
remote seat's row says when its player is away; while it is that seat's turn the table waits,
and a button lets a bot play the seat until its player is back (and calls the bot off
again). Leaving the table closes it for the remote players; Continue hosts it again.
"""

from engines.core.replay import Replay
from scenes.kit.table import TableScene
from scenes.net.presence import row_note, with_note
from shell.language.i18n import _
from shell.net.hosting import Hosting
from shell.ui.theme import ui_scale

STAND_IN = "easy"  # the level of the bot that plays an away player's seat


class HostTable(TableScene):
    """A hosted table (see the module doc)."""

    play_again_offered = False

    def __init__(self, app, replay: Replay, *, view, hosting: Hosting) -> None:
        super().__init__(app, replay, view=view, autosave=True)
        self.hosting = hosting
        self.roster_seen = -1  # the roster's version the table last showed
        self.offers: dict[object, tuple[int, str | None]] = {}  # button -> (seat, bot level)
        hosting.authority.begin(self.session)

    # the remote seats' requests -------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.hosting.closed:
            self.hosting.authority.pump(self.play, self.take_back_for)
        version = self.hosting.roster.version
        if version != self.roster_seen:
            self.roster_seen = version
            self.version += 1
            if self.built:
                self.refresh()

    def take_back_for(self, seat: int) -> bool:
        """A remote player takes back their move (the authority checked the rule)."""
        if not self.session.can_undo(seat):
            return False
        self.take_back(seat)
        self.refresh()
        return True

    # away players ---------------------------------------------------------------------
    def away_seat(self) -> int | None:
        """The remote seat to move whose player is away (None: none)."""
        seat = self.state.to_move()
        if seat is None or not self.session.is_remote(seat) or self.state.is_over():
            return None
        place = self.hosting.roster.place(seat)
        return seat if place.connection is None else None

    def row_detail(self, seat: int) -> str:
        rows = self.hosting.roster.rows()
        return with_note(row_note(rows[seat]) if seat < len(rows) else "",
                         super().row_detail(seat))

    def prompt(self) -> str:
        seat = self.state.to_move()
        if seat is not None and self.session.is_remote(seat) and not self.state.is_over():
            name = self.session.name(seat)
            place = self.hosting.roster.place(seat)
            if place.stand_in is not None:
                return _("{name} is away; a bot plays for them until they are back.").format(
                    name=name)
            if place.connection is None:
                return _("{name} is away. Wait for them, or let a bot play for them.").format(
                    name=name)
            return _("{name} is playing on another computer…").format(name=name)
        return super().prompt()

    def _refresh(self) -> None:
        super()._refresh()
        self.offer_stand_in()

    def offer_stand_in(self) -> None:
        """While an away player's seat is to move: a button to let a bot play it (or to call
        the bot off), among the choice buttons."""
        self.offers = {}
        seat = self.away_seat()
        if seat is None or self.read_only:
            return
        if self.hosting.roster.place(seat).stand_in is None:
            label, level = _("Let a bot play for now"), STAND_IN
        else:
            label, level = _("Wait for the player"), None
        _text, prompt = self.prompt_spot()
        self.buttons.place_choices(self.ui, [(label, (seat,))], self.table_rect,
                                   self.table_layout, self.scale, ui_scale(self.size),
                                   self.text_scale, [prompt] if prompt is not None else [])
        for button in self.choice_buttons:
            self.offers[button] = (seat, level)

    def on_button(self, element: object) -> None:
        offer = self.offers.get(element)
        if offer is None:
            super().on_button(element)
            return
        seat, level = offer
        self.hosting.authority.stand_in(seat, level)
        self.refresh()

    # leaving --------------------------------------------------------------------------
    def close(self) -> None:
        self.hosting.close()
        super().close()
