"""The replay viewer: the game's own table in read-only mode, stepping through a replay.

`ReplayTable` is the shared table with the game's view (scenes/kit/view.py), so the table,
the side panel, the log and the tooltips are the real ones; `read_only` keeps out input,
bots, the hot-seat cover, autosave and the results. A step forward plays the next action
through the table (animated, logged, exactly as it was played); any other move (back, a jump
to a round or level, the start or the end) puts the state from the timeline's nearest
snapshot. The table shows the position from one seat's view, chosen freely, once the game is
over, and then also with all cards open (everything hidden at that position, hands, decks,
face-down cards, drawn over the table: scenes/replay/open_cards.py). A game that is not over
may be open on a shared screen (hot-seat), so its replay shows no seat's private view to
someone who may not be that seat (`view_rule`): with two or more people playing, only what
every player may see (the engine's public view: open cards, counts, the log's public lines;
steps are not animated, since a move's animation is drawn for one seat's side); with one
person, that person's view only; with bots only, any seat's view.

Keys: Left / Right step, Up / Down jump to the previous / next round (level, turn), Home /
End go to the start / end, V shows the next seat's view, 1-4 a given seat's, A all cards open
(a finished game), Esc closes the viewer; Tab / Shift+Tab move the focus over the buttons
(Enter or Space presses one).
"""

import pygame
import pygame_gui

from engines.ai.analysis import TurningPoint
from engines.core import Observation
from engines.core.public import public_observation
from scenes.kit.gamelog import GameLog
from scenes.kit.table import TableScene
from shell.language.i18n import _
from shell.language.reasons import tr_message

from .compare import draw_comparison
from .open_cards import draw_open_cards, has_open_cards
from .timeline import Timeline, stage_message

OPEN, OWN, PUBLIC = "open", "own", "public"


def view_rule(timeline: Timeline) -> str:
    """Which views a replay may show: OPEN (any seat's, and all cards once over: the game is
    over, or only bots play it), OWN (the one person's view only) or PUBLIC (what every
    player may see: two or more people share the screen of a game not over)."""
    if timeline.finished:
        return OPEN
    humans = [seat for seat in timeline.replay.seats if seat.kind == "human"]
    return PUBLIC if len(humans) >= 2 else OWN if humans else OPEN


class ReplayTable(TableScene):
    """The replay viewer's table (see the module doc); `view` is the game's view class."""

    read_only = True
    keyboard_focus = True
    focus_leaves = frozenset((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN))
    comparison: TurningPoint | None = None  # shown on the board (scenes/replay/compare.py)

    def __init__(self, app, timeline: Timeline, at_action: int = 0, seat: int | None = None,
                 *, view):
        at_action = max(0, min(len(timeline), at_action))
        self.timeline = timeline
        self.rule = view_rule(timeline)
        kinds = [s.kind for s in timeline.replay.seats]
        if seat is None or self.rule == OWN:  # the first human's view, else the first seat's
            seat = kinds.index("human") if "human" in kinds else 0
        self.view_seat = max(0, min(len(kinds) - 1, seat))
        self.all_open = False  # everything hidden shown over the table
        super().__init__(app, timeline.prefix(at_action), view=view, autosave=False)
        self.position = at_action
        self.viewer = self.view_seat
        self.obs = self.observe(self.viewer)
        self.replay_buttons: dict = {}
        self._log_index: tuple | None = None

    # the table's hooks -----------------------------------------------------------------
    def settle_viewer(self) -> int:
        return self.view_seat

    def observe(self, seat: int) -> Observation:
        """The seat's observation; in a PUBLIC replay, only what every player may see."""
        if self.rule == PUBLIC:
            return public_observation(self.state, seat)
        return self.state.observation(seat)

    def leave(self) -> None:
        """Nothing to flush or cancel: the viewer never autosaves nor asks a bot."""

    def prompt(self) -> str:
        """Where the replay stands: k of n steps played (a step is one decision: a
        Pyramids turn is several), its round (level, turn), whose view."""
        parts = [_("Replay: {k} of {n} steps played").format(k=self.position,
                                                             n=len(self.timeline))]
        stage = stage_message(self.timeline.stages[self.position])
        if stage is not None:
            parts.append(tr_message(stage))
        if self.rule == PUBLIC:
            parts.append(_("open cards only, the game is not over"))
        else:
            parts.append(_("all cards open") if self.all_open else
                         _("{name}'s view").format(name=self.session.name(self.view_seat)))
        if self.position == len(self.timeline) and self.timeline.finished:
            parts.append(_("the game is over"))
        return " · ".join(parts)

    # widgets ----------------------------------------------------------------------------
    def build(self) -> None:
        super().build()
        for button in (self.buttons.undo, self.buttons.save, self.buttons.rules,
                       self.buttons.hint):  # nothing to hint at in a replay
            button.kill()
        s = self.scale
        pad = round(12 * s)
        x0 = self.panel_rect.x + pad
        full = self.panel_rect.w - 2 * pad
        gap = round(6 * s)
        small = (full - 3 * gap) // 4
        y1 = self.buttons.menu.rect.y
        bh = self.buttons.menu.rect.h
        # the view button names a player: it takes what Close leaves of the row, or the row
        # over it where the panel's buttons take more rows or a name needs the whole row
        # (the move buttons then go up a row, into Hint's where need be)
        face = self.buttons.menu.font
        close_w = max(full // 3, face.size(_("Close"))[0] + 3 * pad)
        view_w, view_y, close_x = full - pad - close_w, y1, x0 + full - close_w
        y0 = self.buttons.undo.rect.y
        rows = sorted({button.rect.y for button in (
            self.buttons.hint, self.buttons.undo, self.buttons.save, self.buttons.rules,
            self.buttons.menu)})
        names = [self.session.name(seat) for seat in range(self.state.num_players)]
        need = max(face.size(text)[0] for text in names + [_("All cards"), _("Open cards")])
        if len(rows) > 3 or need + round(16 * s) > view_w:
            view_w, view_y, close_w, close_x = full, rows[-2], full, x0
            y0 = min(y0, rows[-3])
        self.replay_buttons = {}
        for k, (key, label, tip) in enumerate((
                ("stage_back", "«", _("Previous round, level or turn (Up)")),
                ("back", "‹", _("One move back (Left)")),
                ("forward", "›", _("One move forward (Right)")),
                ("stage_forward", "»", _("Next round, level or turn (Down)")))):
            button = pygame_gui.elements.UIButton(
                pygame.Rect(x0 + k * (small + gap), y0, small, bh), label, self.ui,
                tool_tip_text=tip)
            self.replay_buttons[button] = key
        self.view_button = pygame_gui.elements.UIButton(
            pygame.Rect(x0, view_y, view_w, bh), self.view_label(), self.ui,
            tool_tip_text=self.lock_reason() or _("Show the next player's view (V)"))
        self.replay_buttons[self.view_button] = "view"
        self.buttons.menu.set_relative_position((close_x, y1))
        self.buttons.menu.set_dimensions((close_w, bh))
        self.buttons.menu.set_text(_("Close"))
        self.update_buttons()

    def view_label(self) -> str:
        """Whose view the table shows; the name alone when "View: name" is too wide."""
        if self.all_open:
            return _("All cards")
        if self.rule == PUBLIC:
            return _("Open cards")
        name = self.session.name(self.view_seat)
        label = _("View: {name}").format(name=name)
        button = getattr(self, "view_button", None)
        if button is not None and button.font.size(label)[0] > button.rect.w - round(
                16 * self.scale):
            return name
        return label

    @property
    def can_open_all(self) -> bool:
        """All cards may be shown: the game is over (its replay is finished)."""
        return self.timeline.finished and has_open_cards(self.game_id)

    def update_buttons(self) -> None:
        if not self.replay_buttons:
            return
        at_start, at_end = self.position == 0, self.position == len(self.timeline)
        for button, key in self.replay_buttons.items():
            off = (key in ("back", "stage_back") and at_start) or (
                key in ("forward", "stage_forward") and at_end)
            if off:
                button.disable()
            else:
                button.enable()
        self.view_button.set_text(self.view_label())
        if self.rule != OPEN:  # a game not over: the view stays (its tooltip says why)
            self.view_button.disable()

    # moving -----------------------------------------------------------------------------
    def go_to(self, k: int) -> None:
        """Show the position after `k` actions (one step forward is played, animated, but
        in a PUBLIC replay)."""
        k = max(0, min(len(self.timeline), k))
        if k == self.position + 1 and self.rule != PUBLIC:
            self.animator.clear()
            self.play(self.timeline.actions[self.position])
            self.position = k
            self.set_log(k)  # as the whole game's log has it (a merged line included)
        elif k != self.position:
            self.put(k)
        self.update_buttons()

    def put(self, k: int) -> None:
        """Set the table to the position after `k` actions at once (from a snapshot)."""
        session, steps = self.session, self.timeline.steps[:k]
        session.state = self.timeline.state_at(k)
        session.replay.actions = self.timeline.actions[:k]
        session.movers = [step.seat for step in steps]
        session.reveals = [step.reveals for step in steps]
        session.history = [step.events for step in steps]
        self.position = k
        self.animator.clear()  # points still flying land now
        self.set_log(k)
        self.prev_obs = None
        self.refresh()

    def log_index(self) -> tuple[list, list]:
        """The whole game's log, written once by the game's own `log_events` (which may
        merge a move into the line before), and per position k (count of lines, last line):
        the log after k actions is the first lines with that last line."""
        if self._log_index is None:
            shown = self.log
            self.log = GameLog()
            self.log.add(_("The game begins."), None)
            ends = [(1, self.log.lines[-1])]
            for step in self.timeline.steps:
                self.log_events(step.events)
                ends.append((len(self.log.lines), self.log.lines[-1]))
            self._log_index = (self.log.lines, ends)
            self.log = shown
        return self._log_index

    def set_log(self, k: int) -> None:
        """The log exactly as it stood after `k` actions."""
        lines, ends = self.log_index()
        count, last = ends[k]
        log = GameLog()
        log.lines = [*lines[:count - 1], last]
        self.log = log

    def language_changed(self) -> None:
        self._log_index = None
        self.put(self.position)
        super().language_changed()

    def step(self, delta: int) -> None:
        self.go_to(self.position + delta)

    def lock_reason(self) -> str | None:
        """Why the view cannot change (a game not over, see `view_rule`), or None."""
        if self.rule == OPEN:
            return None
        if self.rule == PUBLIC:
            return _("The game is not over: its replay shows only what every player may "
                     "see.")
        return _("The game is not over: its replay shows only {name}'s view.").format(
            name=self.session.name(self.view_seat))

    def view_locked(self) -> bool:
        """The view cannot change; the player is told why."""
        reason = self.lock_reason()
        if reason is not None:
            self.toast.show(reason)
        return reason is not None

    def set_view(self, seat: int) -> None:
        if self.view_locked():
            return
        self.all_open = False
        self.view_seat = seat % len(self.timeline.replay.seats)
        self.animator.clear()
        self.refresh()
        self.update_buttons()

    def next_view(self) -> None:
        """Each seat's view in turn, then all cards open (when allowed), then the first."""
        if self.view_locked():
            return
        last = self.view_seat == len(self.timeline.replay.seats) - 1
        if last and self.can_open_all and not self.all_open:
            self.open_all()
        else:
            self.set_view(0 if self.all_open else self.view_seat + 1)

    def open_all(self) -> None:
        """Show every hidden card over the table (the prompt says so)."""
        self.all_open = True
        self.version += 1
        self.place_prompt()
        self.update_buttons()

    def draw_last(self, surface) -> None:
        """Over the whole frame: the open cards and the comparison with the bots' moves."""
        if self.all_open:
            draw_open_cards(surface, self)  # over the table only: the panel stays clear
        draw_comparison(surface, self)

    # input ------------------------------------------------------------------------------
    KEYS = {pygame.K_LEFT: "back", pygame.K_RIGHT: "forward", pygame.K_UP: "stage_back",
            pygame.K_DOWN: "stage_forward", pygame.K_HOME: "start", pygame.K_END: "end",
            pygame.K_v: "view", pygame.K_a: "all"}

    def command(self, key: str) -> None:
        t = self.timeline
        if key == "back":
            self.step(-1)
        elif key == "forward":
            self.step(1)
        elif key == "stage_back":
            self.go_to(t.mark_before(self.position))
        elif key == "stage_forward":
            self.go_to(t.mark_after(self.position))
        elif key == "start":
            self.go_to(0)
        elif key == "end":
            self.go_to(len(t))
        elif key == "view":
            self.next_view()
        elif key == "all" and self.can_open_all:
            self.open_all()
        elif key == "all" and not self.view_locked() and not self.timeline.finished:
            self.toast.show(_("All cards are shown once the game is over."))

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in self.KEYS:
                self.command(self.KEYS[event.key])
                return
            seat = event.key - pygame.K_1
            if 0 <= seat < len(self.timeline.replay.seats):
                self.set_view(seat)
                return
        super().handle_event(event)

    def on_button(self, element) -> None:
        key = self.replay_buttons.get(element)
        if key is not None:
            self.command(key)
        else:
            super().on_button(element)
