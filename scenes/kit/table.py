"""The shared table scene: a game in progress, for every game.

It owns the session (state, replay, autosave, undo), the game's view object and the parts it
is built from, each a small class in `scenes.kit`: the bots' pacing (`bot_pacing.BotPacer`),
the hot-seat cover (`hotseat_cover.HotSeatCover`), the cached layers of the board and the
panel (`render_cache.RenderCache`), the side panel (`panel.SidePanel`), the buttons
(`table_buttons.TableButtons`), the input (`table_input.TableInput`: keys, clicks, drags,
tooltips, keyboard play), the hint, drag and drop (`shell.ui.dragdrop.Interaction`) and the
animator. The game gives it a view class (`TableScene(app, replay, view=ImhotepView)`): the
table makes its context (`context.TableContext`: the observation, layout, areas, scale, the
legal actions and a preview, and the few commands a view gives), then `view(context)`, and
calls the hooks of the `view.TableView` Protocol on it (layout, drawing, bindings, choices,
texts, hints) at its own fixed steps; the other parts ask the view (`table.view`) directly.
The view never sees the table, the session or the state; no part sees the whole table: each
declares what it reads of it (a Protocol of its own module, such as `TableInput`'s
`InputTable`, which this class meets) or is handed a few callables (the panel's
`PanelFacts`, the bots' worker). The replay viewer and the lesson
table are subclasses of this one with the same views. The screens it leads to (results,
rules, the dialog keeping its position) open through the app's navigator
(scenes/navigator.py). Its position is copied (Ctrl+C) and saved as what the one at the
screen sees (`sight`, scenes/kit/position_copy.py).
"""

from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton

from engines.core import Event, IllegalAction, Observation, State, canonical
from engines.core.replay import Replay
from scenes.kit import event_animations as kit_events
from scenes.kit import motion
from scenes.kit.board_text import BoardText
from scenes.kit.bot_pacing import BotPacer
from scenes.kit.context import Colour, InContext, TableCommands, TableContext, TableQueries
from scenes.kit.dirty import SPARE, DirtyFrames
from scenes.kit.gamelog import GameLog
from scenes.kit.hint_ghosts import HintHelper
from scenes.kit.hotseat_cover import HotSeatCover
from scenes.kit.keyboard import TableKeys
from scenes.kit.layout import AreaKey, TableLayout, area_key
from scenes.kit.no_move import no_move, no_move_text, tell
from scenes.kit.panel import PanelFacts, Region, SidePanel, board_scale, panel_width, table_area
from scenes.kit.pointer_hold import PointerHold
from scenes.kit.position_copy import (
    Shared,
    Sight,
    copied_text,
    not_written,
    put_on_clipboard,
    written,
)
from scenes.kit.prompt import draw_prompt, fitting_scale, prompt_rect
from scenes.kit.render_cache import RenderCache
from scenes.kit.sprites import POOL, SPRITES
from scenes.kit.table_buttons import TableButtons
from scenes.kit.table_input import TableInput
from scenes.kit.tooltips import TooltipManager
from scenes.kit.view import TableView
from shell import notices
from shell.language.i18n import _, tr_message
from shell.play.hotseat import HotSeat
from shell.play.session import GameSession
from shell.store import saves
from shell.ui.anim import Animator
from shell.ui.dragdrop import Interaction, Outcome
from shell.ui.scene import Scene
from shell.ui.theme import GOLD, draw_table, ui_scale

if TYPE_CHECKING:
    from shell.app import App


def panel_rect(size: tuple[int, int], scale: float) -> pygame.Rect:
    """The side panel's place: the window's right edge, full height."""
    width = panel_width(size)
    return pygame.Rect(size[0] - width, 0, width, size[1])


class TableScene(Scene):
    read_only = False  # the replay viewer: no input, no bots, no cover, no results
    play_again_offered = True  # the results offer a new game with the same seats
    hints_offered = True  # the Hint is offered (a lesson's coach guides instead)
    makes_puzzles = True  # its finished game's turning points become puzzles (not a lesson's)
    # the side panel's slots with labels of this kind of table's own (table_buttons.py)
    PANEL_LABELS: dict[str, tuple[str, str]] | None = None
    holds_game = True  # frozen out of the garbage collector while open (shell/memory.py)
    log_kept = True  # the score rows give way for the game log (scenes/kit/panel.py)
    app: "App"

    def __init__(self, app: "App", replay: Replay, state: State | None = None, *,
                 view: Callable[[TableContext], TableView], autosave: bool = True,
                 session: GameSession | None = None) -> None:
        """`view` makes the game's view of this table from the table's context:
        `view(context)` (a `GameView`, scenes/kit/context.py). `session`: the game's session
        when another keeps it (a table joined over the network); else one of `replay`."""
        self.session = session if session is not None else GameSession(replay, state,
                                                                        autosave=autosave)
        self.ctx: TableContext = TableContext(
            self._queries(), self._commands(), interaction=Interaction(),
            hold=PointerHold(), animator=Animator(app.settings.animation_speed),
            log=GameLog(), read_only=self.read_only)
        self.view: TableView = view(self.ctx)
        super().__init__(app)
        # keys, clicks, drags and tooltips
        self.input = TableInput(self, sound=lambda name: self.app.audio.play(name))
        self.tooltips = TooltipManager()
        self.hints = HintHelper(self, app.bot_worker)
        self.table_layout: TableLayout | None = None
        self.bots = BotPacer(app.bot_worker, lambda: self.app.settings.animation_speed,
                             self.session, self.game_id)
        self.no_move_told = False  # the table said that nobody can move (once)
        self.results_shown = False
        self.ended_before = self.state.is_over()  # a finished game opened: not recorded again
        # who is at the screen and when the cover is due (shell/play/hotseat.py)
        self.cover = HotSeatCover(HotSeat(self.session.human_seats(), len(self.session.seats)),
                                  self.session, active=not self.read_only)
        self.viewer = self.cover.hotseat.settle(self.state.to_move(), self._private_differs)
        self.drawn_viewer: int | None = None  # whose view the last frame showed (None: cover)
        self.buttons = TableButtons(self.PANEL_LABELS)  # the panel's and the choice buttons
        self.prompt_text = ""  # the prompt shown, and its place (None: no prompt)
        self.prompt_box: pygame.Rect | None = None
        self._prompt_scales: dict[tuple, float] = {}  # (text, places, scale) -> its scale
        # the last move is still landing: the prompt and the choice buttons before it stay
        # until its animation ends (`landed`); `landing_seat` made it
        self.prompt_waits = False
        self.landing_seat: int | None = None
        self.cache = RenderCache(self.view.board_parts, self.view.WAITING_PARTS)
        self.frames = DirtyFrames()  # the frames by dirty regions (scenes/kit/dirty.py)
        self._halos: dict[tuple[tuple[int, int], int], pygame.Surface] = {}
        self._board_waits = 0  # frames after a resize before the board is painted
        # the panel's parts on its layer (`SidePanel.regions`)
        self._panel_painted: dict[Region, tuple[pygame.Rect, tuple]] | None = None
        self._log_rows: tuple | None = None  # the log's rows on the panel's layer
        # where this frame scrolled the panel's layer in place
        self._panel_moved: list[pygame.Rect] = []
        self.obs = self.observe(self.viewer)
        self.log.add(_("The game begins."), None)
        for events in self.session.history:
            self.log_events(events)

    # what the table shows, kept in the view's context (scenes/kit/context.py) -----------
    obs: InContext[Observation] = InContext("The observation the table shows.")
    prev_obs: InContext[Observation | None] = InContext(
        "The observation before the last move (None: none).")
    viewer: InContext[int] = InContext("The seat whose view the table shows.")
    areas: InContext[dict[AreaKey, pygame.Rect]] = InContext(
        "Area key -> rect: the layout's pieces, this turn's targets, the score rows.")
    version: InContext[int] = InContext("Bumped on every change the table shows.")
    clock: InContext[float] = InContext("Seconds since the table opened (pulses).")
    log: InContext[GameLog] = InContext("The game log.")
    interaction: InContext[Interaction] = InContext("Drag and drop (shell/ui/dragdrop.py).")
    hold: InContext[PointerHold] = InContext("Areas kept under a resting pointer.")
    animator: InContext[Animator] = InContext("The animations playing.")
    table_rect: InContext[pygame.Rect] = InContext(
        "The table's place (the window less the side panel).")

    @property
    def size(self) -> tuple[int, int]:
        return self.ctx.size

    @size.setter
    def size(self, value: tuple[int, int]) -> None:
        self.ctx.size = value
        self.ctx.text_scale = self.text_scale
        self.ctx.board_text = BoardText.of(value)

    @property
    def scale(self) -> float:
        return self.ctx.scale

    @scale.setter
    def scale(self, value: float) -> None:
        self.ctx.scale = value
        self.ctx.text_scale = self.text_scale
        self.ctx.board_text = BoardText.of(self.size)

    def _queries(self) -> TableQueries:
        """What the view may ask of the game this table keeps."""
        return TableQueries(
            legal_actions=lambda: self.state.legal_actions(),
            to_move=lambda: self.state.to_move(),
            ply=lambda: self.session.ply,
            legal_after=self._legal_after,
            refusal_after=self._refusal_after,
            name=lambda seat: self.session.name(seat),
            is_human=lambda seat: self.session.is_human(seat),
            human_seats=lambda: self.session.human_seats(),
            covered_for=lambda: self.covered_for,
            human_to_move=lambda: self.human_to_move,
            patterns=lambda: self.patterns,
            background=lambda: self.cache.layers["background"],
            choice_rects=lambda: [button.rect for button in self.choice_buttons],
            scores=self.obs_scores,
            prompt=self.prompt,
            shown_inside=self.shown_inside,
            ui_under=lambda pos: self.input.ui_under(pos))

    def _commands(self) -> TableCommands:
        """What the view may ask this table to do."""
        return TableCommands(
            play=self.play, relayout=self.layout, refused=self.refused,
            banner=self.banner_step, glow=self.glow,
            spring_back=lambda source, pos: self.input.spring_back(source, pos),
            sound=lambda name: self.app.audio.play(name))

    def _panel_facts(self) -> PanelFacts:
        """What the side panel shows of this table."""
        return PanelFacts(
            name=self.session.name, is_bot=self.session.is_bot,
            mover=self.shown_mover, deciding=self.bot_deciding, scores=lambda: self.obs["scores"],
            status=lambda: self.view.status(), seat_detail=self.row_detail,
            thinking=self.bots.long_think,
            marker=lambda *mark: self.view.draw_seat_marker(*mark),
            patterns=lambda: self.patterns, clock=lambda: self.clock, log=lambda: self.log,
            read_only=self.read_only)

    def _preview(self, steps: Sequence[tuple]) -> State:
        """A copy of the game with `steps` played (the view's preview; never shown)."""
        probe = self.state.clone()
        for step in steps:
            probe.apply(step)
        return probe

    def _legal_after(self, steps: Sequence[tuple]) -> list[tuple]:
        return self._preview(steps).legal_actions()

    def _refusal_after(self, steps: Sequence[tuple], action: tuple) -> str | None:
        try:
            self._preview(steps).apply(action)
        except IllegalAction as exc:
            return tr_message(exc.message, self.session.name)
        return None

    @property
    def built(self) -> bool:
        """The table has its widgets and side panel (after its first `build`)."""
        return self.ctx.has_panel

    @property
    def game_id(self) -> str:
        return self.view.game_id

    @property
    def music(self) -> str:  # type: ignore[override]
        """The game's own theme (its view's)."""
        return self.view.music

    # shortcuts ------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.session.state

    @property
    def covered_for(self) -> int | None:
        """The seat a hot-seat cover is due for (None: no cover)."""
        return self.cover.due

    @property
    def screen_holder(self) -> int | None:
        """The seat at the screen (None: nobody known yet, the cover is due)."""
        return self.cover.holder

    @property
    def keyboard(self) -> TableKeys:
        """Keyboard play at this table (scenes/kit/keyboard.py)."""
        return self.input.keys

    @property
    def choice_buttons(self) -> dict[UIButton, tuple]:
        """Choice button -> the action it plays."""
        return self.buttons.choices

    @property
    def hints_used(self) -> int:
        """Hints asked in this game (all seats; the statistics record it)."""
        return sum(self.session.replay.hints)

    @property
    def human_to_move(self) -> bool:
        mover = self.state.to_move()
        return mover is not None and self.session.is_human(mover) and not self.stuck()

    def row_detail(self, seat: int) -> str:
        """A seat row's second line: the view's `seat_detail` (a table over the network
        adds whether the seat's player is away)."""
        return self.view.seat_detail(seat)

    def stuck(self) -> bool:
        """Nobody can move, though the game is not over (a defect: scenes/kit/no_move.py)."""
        return no_move(self.state)

    # layout and widgets ---------------------------------------------------------------
    def build(self) -> None:
        s = self.scale
        SPRITES.resized(self.size)  # pieces drawn for another size are stale
        POOL.resized(self.size)
        self.panel_rect = panel_rect(self.size, s)
        self.table_rect = table_area(self.size)
        self.buttons.build(self.ui, self.panel_rect, ui_scale(self.size))
        # the log shown in the rows' place stays so over a new size or language
        log_open = self.ctx.panel.log_open if self.built else False
        self.panel = SidePanel(self.panel_rect, ui_scale(self.size), self.state.num_players,
                               self.buttons_top(), self._panel_facts(), log_kept=self.log_kept)
        self.panel.log_open = log_open
        self.ctx.attach_panel(self.panel)
        self._panel_painted = None
        self.frames.forget()  # a new size or language: the next frame is whole
        self.refresh()

    def buttons_top(self) -> int:
        """Where the panel's buttons begin (its rows and log end above): Hint's top."""
        return self.buttons.hint.relative_rect.y

    def refresh(self) -> None:
        """Re-read the observation, layout, bindings and choice buttons after a change (the
        view's `before_refresh` and `after_refresh` around it)."""
        self.view.before_refresh()
        self._refresh()
        self.view.after_refresh()

    def _refresh(self) -> None:
        # the table keeps the last player's view until the cover is dismissed; the cover
        # itself waits for the last move's animation (see cover_showing)
        self.viewer = self.settle_viewer()
        self.obs = self.observe(self.viewer)
        self.version += 1
        self.layout()
        can_act = self.human_to_move and self.covered_for is None and not self.read_only
        landing = self.prompt_waits and self.animator.busy  # the targets come when it lands
        self.interaction.set_bindings(self.view.bindings() if can_act and not landing else [])
        # the choice buttons: on the table's side of the window (the prompt's room over the
        # board too), clear of the prompt and of what the layout keeps in view
        _text, prompt = self.prompt_spot()
        side = pygame.Rect(self.table_rect.x, 0, self.table_rect.w, self.table_rect.bottom)
        self.buttons.place_choices(self.ui, self.view.choices() if can_act else [], side,
                                   self.table_layout, self.scale, ui_scale(self.size),
                                   self.text_scale, [prompt] if prompt is not None else [])
        if landing:
            for button in self.choice_buttons:  # they come when the last move has landed
                button.hide()
        self.place_prompt()
        if self.read_only:
            return
        self.buttons.enable("undo", self.session.can_undo(self.screen_holder)
                            and self.covered_for is None)
        self.buttons.enable("hint", self.hints.available())

    def observe(self, seat: int) -> Observation:
        """The observation the table draws for `seat` (the replay viewer may draw less)."""
        return self.state.observation(seat)

    def settle_viewer(self) -> int:
        """Whose view the table shows now (the hot-seat rule; the viewer's own choice)."""
        return self.cover.hotseat.settle(self.state.to_move(), self._private_differs)

    def _private_differs(self, seat: int, other: int) -> bool:
        """Whether `seat` sees something `other` does not (or the reverse)."""
        return canonical(self.view.shared_view(self.state.observation(seat))) != canonical(
            self.view.shared_view(self.state.observation(other)))

    # game hooks (override) ------------------------------------------------------------
    def scale_for(self, size: tuple[int, int]) -> float:
        """The board's scale: the window's, less when larger text widens the panel."""
        return board_scale(size)

    def layout(self) -> None:
        """Lay the table out from the observation (the view's `before_layout` first); the
        panel's score rows are areas too."""
        if not self.built:
            return
        self.view.before_layout()
        self.ctx.text_scale = self.text_scale
        self.panel.fit_details([self.row_detail(seat)
                                for seat in range(self.state.num_players)])
        self.panel.fit_rows()
        self.buttons.place_log(self.panel.toggle_rect(), self.panel.log_open)
        self.table_layout = self.view.compute_layout(self.obs, self.table_rect, self.scale)
        self.ctx.table_layout = self.table_layout
        areas = dict(self.table_layout.areas)
        areas.update(self.view.target_areas())
        for seat in range(self.state.num_players if self.panel.rows_shown else 0):
            areas[("score", seat)] = self.panel.row(seat)
        self.areas = areas
        self.place_prompt()

    def prompt(self) -> str:
        """What the player to move is to do: the game's `turn_prompt` for a human; for a bot,
        that it is thinking until its move is decided, then that it plays; at the end, that
        the game is over."""
        if self.state.is_over():
            return _("The game is over.")
        seat = self.state.to_move()
        if seat is None or self.stuck():
            return no_move_text()
        name = self.session.name(seat)
        if not self.session.is_human(seat):
            return self.bot_playing(seat) if self.bots.decided else self.view.bot_prompt(
                seat, name)
        return self.view.turn_prompt(seat, name)

    # playing --------------------------------------------------------------------------
    def play(self, action: tuple) -> bool:
        """Apply an action (human or bot) with animation and log; False if illegal (the
        view's `before_play` and `after_play` around it)."""
        self.view.before_play(action)
        played = self._play(action)
        self.view.after_play(action, played)
        return played

    def _play(self, action: tuple) -> bool:
        old_areas = dict(self.areas)
        before = self.obs
        shown = (self.prompt_text, self.prompt_box)
        mover = self.state.to_move()
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.refused(tr_message(exc.message, self.session.name))
            return False
        self.show_played(events, before, old_areas, shown, mover)
        return True

    def show_played(self, events: list[Event], before: Observation,
                    old_areas: dict[AreaKey, pygame.Rect],
                    shown: tuple[str, pygame.Rect | None], mover: int | None) -> None:
        """`mover` played an action: its log lines, the table refreshed, its animations from
        the observation `before` and the areas `old_areas`, the prompt `shown` kept while it
        lands, and a banner for the next seat's turn where the view asks for one."""
        self.log_events(events)
        self.refresh()
        self.prev_obs = before
        self.cache.landed = True
        kit_events.animate(self.view, self.view.ANIMATE, events, before, self.obs, old_areas)
        self.wait_for_landing(shown, mover)
        if self.view.ANNOUNCE_VIEWER and before.get("seat") != self.viewer \
                and not self.state.is_over():
            self.banner_step(_("{name}'s turn").format(name=self.session.name(self.viewer)),
                             0.9, sound=self.ctx.cue("turn"))

    def wait_for_landing(self, shown: tuple[str, pygame.Rect | None],
                         mover: int | None) -> None:
        """While the move `mover` just played animates, the table keeps telling what was
        before it: the prompt `shown` (text, place) stays (a bot's says that it plays), the
        side panel still marks `mover` as the one to move, and the new targets (their glow)
        and choice buttons wait; they come when it has landed (`landed`)."""
        if not self.animator.busy or self.animator.speed <= 0:  # instant: landed already
            return
        self.prompt_waits = True
        self.landing_seat = mover
        if mover is not None and not self.read_only and not self.session.is_human(mover):
            shown = self.prompt_spot(self.bot_playing(mover))
        self.prompt_text, self.prompt_box = shown
        self.interaction.set_bindings([])
        for button in self.choice_buttons:
            button.hide()

    def landed(self) -> None:
        """The last move's animation is over (or was finished by a click or a key): the
        prompt, the targets and the choice buttons of the position now show."""
        if not self.prompt_waits or self.animator.busy:
            return
        self.prompt_waits = False
        self.refresh()

    def landing(self) -> bool:
        """The last move is still landing: the table shows what was before it."""
        return self.prompt_waits and self.animator.busy

    def shown_mover(self) -> int | None:
        """The seat the side panel marks as the one to move: while the last move lands, the
        one who made it."""
        return self.landing_seat if self.landing() else self.state.to_move()

    def bot_deciding(self) -> bool:
        """The seat the panel marks is a bot still deciding: no move of it is decided or
        landing (its row says that it thinks)."""
        mover = self.shown_mover()
        return (mover is not None and self.session.is_bot(mover) and not self.landing()
                and not self.bots.decided)

    def bot_playing(self, seat: int) -> str:
        """The prompt from when the bot `seat` has decided until its move has landed."""
        return _("{name} plays…").format(name=self.session.name(seat))

    def log_events(self, events: Iterable[Event]) -> None:
        """The log lines of a move's events (the view's `log_events`)."""
        self.view.log_events(events)

    def refused(self, reason: str) -> None:
        self.toast.show(_("Not allowed: {reason}").format(reason=reason), error=True)
        self.app.audio.play("error")

    def on_outcome(self, outcome: Outcome) -> None:
        """What a drag or click came to: the input part plays, refuses or springs it back
        (`TableInput.on_outcome`), unless the view's `before_outcome` dealt with it."""
        try:
            if not self.view.before_outcome(outcome):
                self.input.on_outcome(outcome)
        finally:
            self.view.after_outcome(outcome)

    def banner_step(self, text: str, duration: float = 0.9, colour: Colour = GOLD,
                    sound: Callable[[], None] | None = None,
                    centre: tuple[int, int] | None = None) -> None:
        """Queue a banner over the table (at the layout's "banner" region, or `centre`)."""
        if centre is None and self.table_layout is not None:
            centre = self.table_layout.banner_at
        self.animator.add(motion.banner(self.ctx, text, duration, colour, sound, centre))

    # undo, save, menu -----------------------------------------------------------------
    def back_to_menu(self) -> None:
        """Leave the table; an unfinished game that is autosaved says so, and how to go on."""
        if self.session.writer is not None and not self.state.is_over():
            notices.post(_("The game is saved. Continue on the menu takes you back to it."))
        self.app.scenes.pop()

    def undo(self) -> None:
        """The one at the screen takes back their last move (and the bot replies after it);
        see GameSession.undo for when that is allowed. Made on the cover, the undo leaves
        nobody known at the screen: the cover for the seat to move comes next."""
        by = self.screen_holder
        if by is None or not self.session.can_undo(by):
            return
        on_cover = self.covered_for is not None
        line = self.take_back(by)
        if on_cover:
            self.cover.forget(line)
        self.refresh()

    def take_back(self, by: int) -> str:
        """Seat `by` takes back their last move (allowed: `GameSession.can_undo`): the bots
        stop thinking, the log is told again; the log's line of it."""
        if self.bots.asked:  # a bot may be thinking (no worker otherwise)
            self.bots.cancel()
        self.session.undo(by)
        self.animator.clear()
        self.log = GameLog()
        self.log.add(_("The game begins."), None)
        for events in self.session.history:
            self.log_events(events)
        line = _("{name} takes back a move.").format(name=self.session.name(by))
        self.log.add(line, by)
        return line

    def takeback_offered(self) -> bool:
        """The cover offers the one still at the screen to take back their move."""
        return self.cover.takeback_offered(self.animator.busy)

    def save_copy(self) -> None:
        path = saves.new_save_path(self.game_id)
        try:
            saves.save_replay(self.session.replay, path)
            self.toast.show(_("Saved as {name}").format(name=path.name))
        except saves.SaveError as exc:
            self.toast.show(exc.reason_text(), error=True)

    def sight(self) -> Sight:
        """Whose sight a copied or saved position is of: the seat whose view the table shows,
        or everyone's at the table while a hot-seat cover is due (no hand is on screen)."""
        return Sight(None if self.covered_for is not None else self.viewer)

    def written_position(self) -> str | None:
        """The position as `sight` sees it, one line (None: the game cannot write it)."""
        return written(self.state, self.sight())

    def shared_position(self) -> Shared | None:
        """The position as `sight` sees it, for the dialog keeping it (None: the game
        cannot write it)."""
        text = self.written_position()
        if text is None:
            return None
        return Shared(text, self.game_id, self.session.name,
                      lambda told, error: self.toast.show(told, error=error),
                      None if self.read_only else self.save_copy)

    def copy_position(self) -> None:
        """Ctrl+C: the position as `sight` sees it on the clipboard, and told (over a hot-seat
        cover by the app's own message, which is drawn over it)."""
        show = self.toast.show if self.covered_for is None else self.app.toast.show
        text = self.written_position()
        if text is None:
            show(not_written(), error=True, seconds=6)
            return
        problem = put_on_clipboard(text)
        if problem is not None:
            show(problem, error=True, seconds=6)
        else:
            show(copied_text(text, self.session.name), seconds=4)

    def share_position(self, title: str | None = None) -> None:
        """The dialog keeping its position, titled `title` (by default the panel's Save…,
        which saves the game too: alone where the game cannot write its positions)."""
        shared = self.shared_position()
        if shared is None:
            if self.read_only:
                self.toast.show(not_written(), error=True)
            else:
                self.save_copy()
            return
        self.app.navigator.share_position(self.app, shared, title or _("Save"))

    def leave(self) -> None:
        self.bots.cancel()
        if self.session.writer is not None:
            self.session.writer.flush()  # the autosave is on disk before anything else

    def close(self) -> None:
        """The table is closed: its layers' surfaces go to the pool for the next table."""
        self.cache.release()
        self.frames.release()

    # events ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """Input at the table: the view's own first (`before_event`), then the input part's
        (`TableInput`), then the view's `after_event`."""
        uncovered = self.covered_for is None  # the view's hooks see no input under a cover
        if uncovered and self.view.before_event(event):
            return
        self.input.handle_event(event)
        if uncovered:
            self.view.after_event(event)

    def widget_event(self, event: pygame.event.Event) -> None:
        """The widgets' share of `event` (a button's press reaches `on_button`)."""
        Scene.handle_event(self, event)

    def cover_event(self, event: pygame.event.Event) -> None:
        """Input while a hot-seat cover is due (see `HotSeatCover.command`)."""
        command = self.cover.command(event, self.animator.busy, self.size, self.text_scale)
        if command == "finish":
            self.animator.clear()
        elif command == "undo":
            self.undo()
        elif command == "menu":
            self.back_to_menu()
        elif command == "lift":
            self.lift_cover()

    def lift_cover(self) -> None:
        """The next player is at the screen: drop the hot-seat cover and show their view
        (an animation still running under a cover is finished: it was made for another
        view)."""
        self.cover.lift()
        self.animator.clear()
        self.refresh()

    def on_button(self, element: object) -> None:
        """A press of one of the table's buttons (`TableButtons.command`)."""
        command = self.buttons.command(element)
        if command is None:
            return
        if command[0] == "choice":
            self.play(command[1])
        elif command[0] == "undo":
            self.undo()
        elif command[0] == "hint":
            self.hints.request()
        elif command[0] == "save":
            self.share_position()
        elif command[0] == "rules":
            self.app.navigator.rules(self.app, self.game_id)
        elif command[0] == "menu":
            self.back_to_menu()
        elif command[0] == "log":
            self.toggle_log()

    def toggle_log(self) -> None:
        """Where the game log has no room of its own: show it in the score rows' place, or
        the rows again (the panel's toggle, or L)."""
        if not self.panel.folded:
            return
        self.panel.log_open = not self.panel.log_open
        self.layout()

    # time -----------------------------------------------------------------------------
    @property
    def cover_showing(self) -> bool:
        """The hot-seat cover is up: a cover is due and the last move's animation (shown in
        the view of the one at the screen) is over, or nobody is known at the screen."""
        return self.cover.showing(self.animator.busy)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        self.animator.speed = self.app.settings.animation_speed
        self.animator.update(dt)
        self.landed()
        self.input.update()  # tooltips; keyboard play's focused piece's tooltip
        if self.read_only:
            return
        self.hints.update()
        if self.state.is_over():
            if not self.animator.busy and not self.results_shown:
                self.results_shown = True
                self.show_results()
            return
        mover = self.state.to_move()
        if mover is None or self.stuck():
            if not self.no_move_told:
                self.no_move_told = True
                tell(self.game_id, self.session.ply, self.toast)
            return
        if self.session.bot_level(mover) is not None:
            self.drive_bot(mover, dt)

    def busy(self) -> bool:
        """Pieces move, a hint is being worked out, a bot is to move or the results are
        still to open: the frame rate stays full (a person's turn with nothing moving idles)."""
        if super().busy() or self.animator.busy or self.hints.thinking:
            return True
        if self.read_only:
            return False
        if self.state.is_over():
            return not self.results_shown
        mover = self.state.to_move()
        return mover is not None and self.session.bot_level(mover) is not None

    def drive_bot(self, seat: int, dt: float) -> None:
        """The bot `seat` is to move: its move is played when it is ready (`BotPacer`)."""
        decided = self.bots.decided
        action = self.bots.step(seat, dt, self.animator.busy)
        if action is not None:
            self.play(action)
        elif self.bots.decided != decided:
            self.place_prompt()  # decided: the prompt says that it plays

    def show_results(self) -> None:
        self.app.audio.play(self.ending_sound())
        if not self.ended_before:  # statistics and the kept replay (shell/store/finished.py)
            from shell.store.finished import record_in_background

            writer = self.session.writer  # a finished game's autosave goes once it is kept
            record_in_background(self.session.replay, self.state, self.hints_used,
                                 autosave=writer.retire() if writer is not None else None)
        self.app.navigator.results(self.app, self)

    def ending_sound(self) -> str:
        """"lose" when people played and none of them won, else "win"."""
        people = [seat for seat in range(self.state.num_players)
                  if self.session.is_human(seat)]
        if people and not set(people) & set(self.state.winners()):
            return "lose"
        return "win"

    # drawing --------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        """The widgets are laid out for the new size now, the background and the canvas
        at the next frame, the board at the one after: at 4K each costs tens of
        milliseconds to a hundred and more, together more than a frame should take."""
        super().resize(size)
        self._board_waits = 2
        self._halos.clear()  # the glows of the old size's targets

    def draw(self, surface: pygame.Surface) -> None:
        """The frame, by dirty regions (`dirty.DirtyFrames`): composed on the table's canvas
        where it changed, and only that given to the window (`dirty_rects`)."""
        frames = self.frames
        if self._board_waits:  # this frame: the sand and the widgets
            self._board_waits -= 1
            if not self._board_waits:  # and what the board is painted over, ahead of it
                self.cache.cached("background", self.view.background_key(), self.size,
                                  self._paint_background)
                SPARE.prepare(self.size)
            frames.forget()
            draw_table(surface)
            Scene.draw(self, surface)
            frames.presented = None
            return
        if self.cover_showing:
            self.drawn_viewer = None
            self.cache.board_drawn()  # the cover's frame: nothing of the table is drawn
            frames.forget()
            self.cover.draw(surface, self.text_scale, self.animator.busy)
            frames.presented = None
            return
        self.drawn_viewer = self.viewer
        whole = frames.begin(self.size) or self.whole_frame_due
        self.whole_frame_due = False
        self.cache.begin_frame()
        board = self.cache.cached("board", self.board_key(), self.size, self._paint_board)
        restored = frames.restore(board, None if whole else self.cache.board_changed)
        self.cache.board_drawn()
        with frames.drawing() as canvas:
            self.draw_overlay(canvas)
            self.hints.draw(canvas)
            self.animator.draw(canvas)
            self.draw_drag(canvas)
            self.keyboard.draw(canvas)  # keyboard play: the focus and the piece held
            self._panel_moved = []
            panel = self.cache.cached("panel", self.panel_key(), self.panel_rect.size,
                                      self._paint_panel, wait=True, changed=self._panel_change)
            if restored is None or self.cache.panel_changed is None:
                pygame.Surface.blit(canvas, panel, self.panel_rect)
                if restored is not None:
                    restored.append(pygame.Rect(self.panel_rect))
            else:  # the panel again where it changed, or the board or pieces were drawn
                x, y = self.panel_rect.topleft
                restored += [rect.move(x, y) for rect in self.cache.panel_changed]
                restored += self._panel_moved
                for rect in restored + (canvas.recording or []):
                    rect = rect.clip(self.panel_rect)
                    if rect.w and rect.h:
                        pygame.Surface.blit(canvas, panel, rect,
                                            rect.move(-self.panel_rect.x, -self.panel_rect.y))
            self.draw_prompt(canvas)
            super().draw(canvas)
            self.keyboard.draw_over_panel(canvas)  # keyboard play: a panel button's ring
            self.draw_tooltip(canvas)
            self.toast.draw(canvas, self.text_scale)
            self.draw_last(canvas)
        frames.present(surface, restored)

    def draw_last(self, surface: pygame.Surface) -> None:
        """What a kind of table draws over all the rest (the replay viewer's open cards)."""

    whole_frame_due = False  # the app draws over this frame: the window is given it whole

    def present_whole(self) -> None:
        """The next frame is given to the window whole (the app draws over it)."""
        self.whole_frame_due = True

    def dirty_rects(self) -> list[pygame.Rect] | None:
        """The window rects the last frame changed (None: the whole window)."""
        return self.frames.presented

    def banner_up(self) -> bool:
        """A banner (or another step that covers the table) is playing."""
        return any(isinstance(step, motion.Banner) for step in self.animator.queue[:1])

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        """The tooltip, unless a banner covers the table (the cover hides everything)."""
        if not self.tooltips.valid(self.areas, self.view.tooltip, self.version) or self.banner_up():
            return
        dialog = self.table_layout.dialog if self.table_layout is not None else None
        self.tooltips.draw(surface, self.text_scale, dialog, self.tooltip_bounds())

    def tooltip_bounds(self) -> pygame.Rect:
        """Where the tooltip may stand: a place on the table's has it on the table (clear
        of the side panel's buttons), a place in the panel (a score row) in the window."""
        target = self.tooltips.rect
        if target is not None and self.table_rect.contains(target):
            return pygame.Rect(self.table_rect)
        return pygame.Rect((0, 0), self.size)

    # The table and the panel change only when the game, the animation's hidden pieces or
    # the pieces in hand change: they are painted into cached layers, not every frame.
    def board_key(self) -> tuple:
        """What the board layer shows depends on (the view adds its own choices)."""
        i = self.interaction
        return (self.version, self.view.background_key(), frozenset(self.animator.hidden_keys()),
                i.active_source, i.dragging, i.pressed if i.dragging else None,
                self.app.settings.colour_blind, self.cache.catch_up, self.view.board_key())

    def panel_key(self) -> tuple:
        thinking = self.bot_deciding()
        share = self.bots.long_think() if thinking else None
        return (self.version, len(self.log.lines), self.log.scroll, self.panel.log_open,
                thinking, int(self.clock * 3) % 3 if thinking else 0,
                None if share is None else int(100 * share), self.app.settings.colour_blind)

    def shown_inside(self, rect: pygame.Rect) -> tuple:
        """For a board part's key: what else the table shows inside `rect` (the areas laid
        there, the pieces hidden or movable there, the piece held or dragged there, the
        colour-blind marks)."""
        i = self.interaction
        hidden = self.animator.hidden_keys()
        areas = tuple((key, tuple(area)) for key, area in
                      pygame.Rect(rect).collidedictall(self.areas, True))
        inside = {key for key, _area in areas}
        return (areas, frozenset(hidden) & inside, frozenset(i.sources()) & inside,
                i.active_source if i.active_source in inside else None,
                i.pressed if i.dragging and i.pressed in inside else None, self.patterns)

    @property
    def parts_behind(self) -> frozenset:
        """The waiting board parts that still show an older picture (they catch up)."""
        return self.cache.parts_behind

    def _paint_board(self, layer: pygame.Surface) -> None:
        """The board over the background: whole, or (under a clip) the parts there."""
        layer.blit(self.cache.cached("background", self.view.background_key(), self.size,
                                     self._paint_background), (0, 0))
        self.cache.paint_board(layer, self.view.draw_board)

    def _paint_background(self, layer: pygame.Surface) -> None:
        draw_table(layer)
        self.view.draw_background(layer)

    def _panel_change(self, old_key: Hashable) -> list[pygame.Rect] | None:
        """The rects to repaint on the panel's layer: those of its parts (`SidePanel.regions`)
        whose key changed since they were painted (None: the whole panel, when the parts
        moved or none were painted yet); new lines in the log scroll the rows it showed
        up in place and paint only what is new (`SidePanel.scroll_log`)."""
        regions = self.panel.regions()
        painted, self._panel_painted = self._panel_painted, regions
        rows, self._log_rows = self._log_rows, self.panel.log_rows()
        if painted is None or painted.keys() != regions.keys() or any(
                painted[name][0] != rect for name, (rect, _key) in regions.items()):
            return None
        x, y = self.panel_rect.topleft
        rects = [rect for name, (rect, key) in regions.items()
                 if painted[name][1] != key and name != "log"]
        if painted["log"][1] != regions["log"][1]:
            moved = self.panel.scroll_log(self.cache.surface("panel"), (x, y), rows,
                                          self._log_rows)
            rects += [regions["log"][0]] if moved is None else moved
            if moved is not None:  # the rows scrolled in place change on screen too
                self._panel_moved = [self.panel.log_rect]
        return [rect.move(-x, -y) for rect in rects]

    def _paint_panel(self, layer: pygame.Surface) -> None:
        self.panel.draw(layer, self.panel_rect.topleft)
        panel = self.cache.layers.get("panel")
        if panel is not None and layer is panel.surface and layer.get_clip() == \
                layer.get_rect():  # the panel's layer painted whole: what its parts show
            self._panel_painted = self.panel.regions()
            self._log_rows = self.panel.log_rows()

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """What changes every frame over the cached table: the glow of legal targets, then
        the view's `draw_overlay`."""
        for key in self.interaction.lit_targets():
            rect = self.areas.get(key)
            if rect is not None and self.view.glows(key):
                self.glow(surface, rect)
        self.view.draw_overlay(surface)

    def glow(self, surface: pygame.Surface, rect: pygame.Rect, width: int = 3) -> None:
        """A legal target: a soft pulsing gold halo and a gold outline (docs/art.md)."""
        s = self.scale
        pulse = 0.6 + 0.4 * abs(((self.clock * 1.6) % 2) - 1)
        halo = rect.inflate(12, 12)
        image = self._halo(halo.size, int(90 * pulse) // 10 * 10)
        surface.blit(image, halo)
        pygame.draw.rect(surface, GOLD, rect.inflate(4, 4), max(2, round(width * s)),
                         border_radius=round(8 * s))

    def _halo(self, size: tuple[int, int], alpha: int) -> pygame.Surface:
        key = (size, alpha)
        image = self._halos.get(key)
        if image is None:
            image = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(image, (*GOLD, alpha), image.get_rect(),
                             border_radius=round(10 * self.scale))
            if len(self._halos) > 256:
                self._halos.clear()
            self._halos[key] = image
        return image

    def draw_drag(self, surface: pygame.Surface) -> None:
        """The piece dragged under the mouse, with its shadow, then the view's `draw_drag`."""
        source = area_key(self.interaction.pressed) if self.interaction.dragging else None
        image = None if source is None else self.view.drag_image(source)
        if image is not None:
            self._draw_dragged(surface, image)
        self.view.draw_drag(surface)

    def _draw_dragged(self, surface: pygame.Surface, image: pygame.Surface) -> None:
        """`image` under the mouse, lifted, with its shadow."""
        x, y = self.interaction.mouse
        shadow = pygame.Surface(image.get_size(), pygame.SRCALPHA)
        shadow.fill((43, 33, 24, 60))
        off = round(8 * self.scale)
        surface.blit(shadow, image.get_rect(center=(x + off, y + off)))
        surface.blit(image, image.get_rect(center=(x, y - off)))

    def prompt_spot(self, text: str | None = None) -> tuple[str, pygame.Rect | None]:
        """The prompt (`text`, else the position's) and where it goes before the choice
        buttons are placed (None: no prompt): in the layout's "prompt" region when it has
        one, else at the top."""
        text = self.prompt() if text is None else text
        if not text:
            return text, None
        band, top = self.prompt_band()
        return text, prompt_rect(text, self.table_rect, self.prompt_scale(text), top=top,
                                 centre_x=band.centerx if band is not None else None)

    def prompt_band(self) -> tuple[pygame.Rect | None, int | None]:
        """The layout's "prompt" region (None: it has none) and the prompt's top there (a
        band's top is lowered by the room kept for a larger prompt over the board)."""
        regions = self.table_layout.regions if self.table_layout is not None else {}
        band = regions.get("prompt")
        if band is None:
            return None, None
        return band, band.y - self.table_rect.y + round(8 * self.scale)

    def prompt_scale(self, text: str) -> float:
        """The prompt's text scale: the player's, or as much less as keeps its pill inside
        the layout's prompt band (the smallest window at the largest text), never less
        than the design's text size."""
        band, top = self.prompt_band()
        if band is None or top is None:
            return self.text_scale
        key = (text, tuple(self.table_rect), tuple(band), top, self.text_scale)
        if key not in self._prompt_scales:
            if len(self._prompt_scales) > 64:
                self._prompt_scales.clear()
            shadow = 2 * max(2, round(4 * self.text_scale))  # the pill's shadow and a gap
            self._prompt_scales[key] = fitting_scale(
                text, self.table_rect, self.text_scale, band.bottom - top - shadow,
                ui_scale(self.size))
        return self._prompt_scales[key]

    def prompt_place(self) -> tuple[str, pygame.Rect | None]:
        """The prompt and its place over the table (None: no prompt): its `prompt_spot`
        (the choice buttons keep clear of it); when choice buttons stand there all the
        same, just under them (a choice is never shown without the question)."""
        text, rect = self.prompt_spot()
        if rect is None:
            return text, None
        buttons = [button.rect for button in self.choice_buttons]
        if any(button.colliderect(rect) for button in buttons):
            rect.top = max(button.bottom for button in buttons) + round(6 * self.scale)
        return text, rect

    def place_prompt(self) -> None:
        """Place the prompt for what the table shows now (after a change: the hint and the
        replay's comparison keep clear of `prompt_box`, drawing only draws it); while the
        last move still lands, the prompt before it stays (`wait_for_landing`)."""
        if self.prompt_waits and self.animator.busy:
            return
        self.prompt_waits = False
        self.prompt_text, self.prompt_box = self.prompt_place()

    def draw_prompt(self, surface: pygame.Surface) -> None:
        """The prompt, where `place_prompt` put it."""
        if self.prompt_box is not None:
            draw_prompt(surface, self.prompt_text, self.prompt_box,
                        self.prompt_scale(self.prompt_text))

    def obs_scores(self) -> list[int]:
        """The scores the panel shows: the observation's, less points still flying."""
        return self.panel.shown_scores(self.obs["scores"])

    @property
    def patterns(self) -> bool:
        """Colour-blind marks are on."""
        return self.app.settings.colour_blind


