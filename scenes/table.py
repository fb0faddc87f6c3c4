"""The shared table scene: a game in progress, for every game.

It owns the session (state, replay, autosave, undo), the bots' pacing, animation, drag and
drop, the side panel (scores, log, buttons), the hot-seat cover and the move to the results.
A game's scene subclasses it and supplies: `layout()` (keyed areas), `draw_board()`,
`bindings()` (legal actions -> drags and clicks), `choices()` (actions shown as buttons),
`animate(events, before)`, `describe(event)` (log lines), `seat_colour`, `seat_detail`,
`status()` and `prompt()`.
"""

import logging

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from engines.ai import decision_seed
from engines.core import IllegalAction, canonical
from game import saves
from game.anim import Animator, Step, Tween
from game.dragdrop import Interaction
from game.i18n import _
from game.scene import Scene
from game.session import GameSession
from game.theme import (
    FONT_SIZES,
    GOLD,
    INK,
    MUTED_INK,
    PAPYRUS,
    draw_table,
    draw_text,
    font,
    panel,
    wrap,
)
from game.toast import Toast
from game.widgets import GameLog, cover, thinking_dots

log = logging.getLogger(__name__)
PANEL_WIDTH = 300
PRIMARY_BUTTON_PX = 20  # the choice buttons' font size in assets/theme.json ("@primary")
BOT_PAUSE = 0.45  # seconds between bot moves at normal speed (a watchable pace)


class TableScene(Scene):
    game_id = ""

    def __init__(self, app, replay, state=None, *, autosave: bool = True):
        super().__init__(app)
        self.session = GameSession(replay, state, autosave=autosave)
        self.animator = Animator(app.settings.animation_speed)
        self.interaction = Interaction()
        self.toast = Toast()
        self.log = GameLog()
        self.areas: dict = {}
        self.bot_pending = None  # (ply, action) ready to play
        self.bot_requested = None  # ply for which a decision was requested
        self.bot_wait = 0.0
        self.clock = 0.0
        self.covered_for: int | None = None  # the seat a hot-seat cover is due for
        self._swallow_release = False  # a click finished the animation before a cover
        self.results_shown = False
        humans = self.session.human_seats()
        mover = self.state.to_move()
        # the human at the screen; the cover appears before another human's private view
        self.screen_holder = mover if mover in humans else (humans[0] if humans else 0)
        self.viewer = self.screen_holder
        self.choice_buttons: dict = {}
        self.version = 0  # bumped on every change the table shows
        self._layers: dict = {}
        self._halos: dict = {}
        self.obs = self.state.observation(self.viewer)
        self.log.add(_("The game begins."), None)
        for events in self.session.history:
            self.log_events(events)

    # shortcuts ------------------------------------------------------------------------
    @property
    def state(self):
        return self.session.state

    @property
    def human_to_move(self) -> bool:
        mover = self.state.to_move()
        return mover is not None and self.session.is_human(mover)

    # layout and widgets ---------------------------------------------------------------
    def build(self) -> None:
        w, h = self.size
        s = self.scale
        self.panel_rect = pygame.Rect(w - round(PANEL_WIDTH * s), 0, round(PANEL_WIDTH * s), h)
        self.table_rect = pygame.Rect(0, 0, self.panel_rect.x, h)
        pad = round(12 * s)
        bw = (self.panel_rect.w - 3 * pad) // 2
        bh = round(40 * s)
        x0 = self.panel_rect.x + pad
        y1 = h - pad - bh
        y0 = y1 - pad // 2 - bh
        self.undo_button = pygame_gui.elements.UIButton(
            pygame.Rect(x0, y0, bw, bh), _("Undo"), self.ui)
        self.save_button = pygame_gui.elements.UIButton(
            pygame.Rect(x0 + bw + pad, y0, bw, bh), _("Save"), self.ui)
        self.rules_button = pygame_gui.elements.UIButton(
            pygame.Rect(x0, y1, bw, bh), _("Rules"), self.ui)
        self.menu_button = pygame_gui.elements.UIButton(
            pygame.Rect(x0 + bw + pad, y1, bw, bh), _("Menu"), self.ui)
        self.log_rect = pygame.Rect(x0, 0, self.panel_rect.w - 2 * pad, 0)
        self.choice_buttons = {}
        self.refresh()

    def refresh(self) -> None:
        """Re-read the observation, layout, bindings and choice buttons after a change."""
        mover = self.state.to_move()
        if mover is not None and self.session.is_human(mover):
            if mover != self.screen_holder and self._private_differs(mover):
                # the table keeps the last player's view until the cover is dismissed; the
                # cover itself waits for the last move's animation (see cover_showing)
                self.covered_for = mover
                self.viewer = self.screen_holder
            else:
                self.viewer = mover
        else:
            self.viewer = self.screen_holder
        self.obs = self.state.observation(self.viewer)
        self.version += 1
        self.layout()
        can_act = self.human_to_move and self.covered_for is None
        self.interaction.set_bindings(self.bindings() if can_act else [])
        self._rebuild_choice_buttons(self.choices() if can_act else [])
        if self.session.can_undo() and self.covered_for is None:
            self.undo_button.enable()
        else:
            self.undo_button.disable()

    def _private_differs(self, seat: int) -> bool:
        """Whether `seat` sees something the human at the screen does not (or the reverse)."""
        return canonical(self.shared_view(self.state.observation(seat))) != canonical(
            self.shared_view(self.state.observation(self.screen_holder)))

    def shared_view(self, obs: dict) -> dict:
        """`obs` without what is only a seat's label, not a secret (override to drop more,
        e.g. a seat's own copy of something already public); the hot-seat cover appears
        when two seats' shared views differ."""
        obs = dict(obs)
        obs.pop("seat", None)
        return obs

    def _rebuild_choice_buttons(self, choices) -> None:
        for button in self.choice_buttons:
            button.kill()
        self.choice_buttons = {}
        if not choices:
            return
        s = self.scale
        bh = round(40 * s)
        # measured with the buttons' own face: bold, 20 px at scale 1 (theme.json "@primary")
        f = font("large", s * PRIMARY_BUTTON_PX / FONT_SIZES["large"], bold=True)
        widths = [max(round(110 * s), f.size(label)[0] + round(40 * s)) for label, _a in choices]
        gap = round(10 * s)
        total = sum(widths) + gap * (len(widths) - 1)
        x = self.table_rect.centerx - total // 2
        y = self.choice_bar_y()
        for (label, action), width in zip(choices, widths, strict=True):
            button = pygame_gui.elements.UIButton(
                pygame.Rect(x, y, width, bh), label, self.ui,
                object_id=ObjectID(class_id="@primary"))
            self.choice_buttons[button] = action
            x += width + gap

    def choice_bar_y(self) -> int:
        """Where choice buttons go (override to move them)."""
        return round(8 * self.scale)

    # game hooks (override) ------------------------------------------------------------
    def layout(self) -> None:
        self.areas = {}

    def bindings(self) -> list:
        return []

    def choices(self) -> list:
        return []

    def draw_board(self, surface) -> None: ...

    def animate(self, events, before: dict) -> None: ...

    def describe(self, event) -> str | None:
        return None

    def seat_colour(self, seat: int):
        return INK

    def seat_detail(self, seat: int) -> str:
        return ""

    def status(self) -> str:
        return ""

    def prompt(self) -> str:
        return ""

    def tooltip(self, key) -> str | None:
        """Help text for the area `key` under the mouse (override)."""
        return None

    def propose(self, source, target):
        """The action a refused drop meant (to ask the engine why it is illegal)."""
        return None

    # playing --------------------------------------------------------------------------
    def play(self, action) -> bool:
        """Apply an action (human or bot) with animation and log; False if illegal."""
        before = dict(self.areas)
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.refused(exc.reason)
            return False
        self.log_events(events)
        self.refresh()
        self.animate(events, before)
        return True

    def log_events(self, events) -> None:
        for event in events:
            text = self.describe(event)
            if text:
                self.log.add(text, event.seat)

    def refused(self, reason: str) -> None:
        self.toast.show(_("Not allowed: {reason}").format(reason=reason), error=True)
        self.app.audio.play("error")

    def on_outcome(self, outcome) -> None:
        if outcome.kind == "play":
            self.play(outcome.action)
            return
        if outcome.kind == "refused":
            action = self.propose(outcome.source, outcome.target)
            reason = self.session.why_illegal(action) if action is not None else None
            self.refused(reason or _("that piece cannot go there"))
        if outcome.pos is not None and outcome.source in self.areas:
            self.spring_back(outcome.source, outcome.pos)

    def spring_back(self, source, pos) -> None:
        home = self.areas[source].center
        piece = self.drag_image(source)
        if piece is None:
            return

        self.animator.add(Step([Tween(pos, home, self._blit(piece), duration=0.25)]))

    def _sound(self, name):
        """A Step callback that plays a sound effect (None for no sound)."""
        if not name:
            return None
        return lambda: self.app.audio.play(name)

    def _blit(self, image):
        """A Tween drawer that blits `image` centred on the moving point."""
        def draw(surface, pos, _t):
            surface.blit(image, image.get_rect(center=(round(pos[0]), round(pos[1]))))
        return draw

    def banner_step(self, text, duration=0.9, colour=GOLD, sound=None, centre=None) -> None:
        """Queue a banner: `text` on a dark plaque over the table (or at `centre`), fading in
        and out over `duration` seconds; the heading font shrinks to fit the table."""
        s = self.scale
        room = self.table_rect.w - round(40 * s)
        role = "heading" if font("heading", s, True).size(text)[0] + round(60 * s) <= room \
            else "large"

        def draw(surface, pos, t):
            alpha = int(255 * min(1.0, 4 * min(t, 1 - t) + 0.2))
            w = min(room, font(role, s, True).size(text)[0] + round(60 * s))
            rect = pygame.Rect(0, 0, w, round(64 * s))
            rect.center = (round(pos[0]), round(pos[1]))
            rect.clamp_ip(self.table_rect)  # an off-centre banner stays whole on the table
            image = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(image, (*INK, min(225, alpha)), image.get_rect(),
                             border_radius=round(14 * s))
            surface.blit(image, rect)
            draw_text(surface, text, rect.center, role, s, (*colour[:3], alpha), bold=True,
                      anchor="center", max_width=w - round(24 * s))
        at = centre or self.table_rect.center
        self.animator.add(Step([Tween(at, at, draw, duration=duration)], on_start=sound))

    def drag_image(self, source) -> pygame.Surface | None:
        """What follows the mouse while `source` is dragged (override)."""
        return None

    # undo, save, menu -----------------------------------------------------------------
    def undo(self) -> None:
        self.worker_cancel()
        keep = self.session.undo_point()
        undoer = self.session.movers[keep] if keep is not None else None
        if self.session.undo():
            self.animator.clear()
            self.log = GameLog()
            self.log.add(_("The game begins."), None)
            for events in self.session.history:
                self.log_events(events)
            self.log.add(_("{name} takes back a move.").format(
                name=self.session.name(undoer)), undoer)
            self.refresh()

    def save_copy(self) -> None:
        path = saves.new_save_path(self.game_id)
        try:
            saves.save_replay(self.session.replay, path)
            self.toast.show(_("Saved as {name}").format(name=path.name))
        except saves.SaveError as exc:
            self.toast.show(str(exc), error=True)

    def worker_cancel(self) -> None:
        self.app.bot_worker().cancel()
        self.bot_pending = None
        self.bot_requested = None

    def leave(self) -> None:
        self.worker_cancel()
        if self.session.writer is not None:
            self.session.writer.flush()  # the autosave is on disk before anything else

    # events ---------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        super().handle_event(event)
        if self.covered_for is not None:
            if not self.cover_showing:
                if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                    self.animator.clear()  # a click finishes the animation; the cover follows
                    # and the release of that click does not also lift the cover
                    self._swallow_release = event.type == pygame.MOUSEBUTTONDOWN
                return
            if event.type == pygame.MOUSEBUTTONUP and self._swallow_release:
                self._swallow_release = False
                return
            if event.type == pygame.MOUSEBUTTONUP or (
                    event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN,
                                                                   pygame.K_SPACE)):
                self.lift_cover()
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.interaction.selected is not None:
                    self.interaction.selected = None
                else:
                    self.app.scenes.pop()
            elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if self.animator.busy and event.type != pygame.MOUSEMOTION:
                self.animator.clear()  # a click finishes the animation at once
            if self.ui.get_hovering_any_element() and event.type != pygame.MOUSEMOTION:
                return
            outcome = self.interaction.handle_event(event, self.keys_at)
            if outcome is not None:
                self.on_outcome(outcome)

    def lift_cover(self) -> None:
        """The next player is at the screen: drop the hot-seat cover and show their view."""
        self.screen_holder = self.covered_for
        self.covered_for = None
        self.refresh()

    def keys_at(self, pos) -> list:
        """Area keys under `pos`, topmost (last laid out) first."""
        return [key for key, rect in reversed(list(self.areas.items()))
                if rect.collidepoint(pos)]

    def on_button(self, element) -> None:
        if element in self.choice_buttons:
            self.play(self.choice_buttons[element])
        elif element is self.undo_button:
            self.undo()
        elif element is self.save_button:
            self.save_copy()
        elif element is self.rules_button:
            from scenes.rules import RulesScene

            self.app.scenes.push(RulesScene(self.app, self.game_id))
        elif element is self.menu_button:
            self.app.scenes.pop()

    # time -----------------------------------------------------------------------------
    @property
    def cover_showing(self) -> bool:
        """The hot-seat cover is up: a cover is due and the last move's animation is over."""
        return self.covered_for is not None and not self.animator.busy

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        self.toast.update(dt)
        self.animator.speed = self.app.settings.animation_speed
        self.animator.update(dt)
        if self.state.is_over():
            if not self.animator.busy and not self.results_shown:
                self.results_shown = True
                self.show_results()
            return
        mover = self.state.to_move()
        if self.session.is_human(mover):
            return
        self.drive_bot(mover, dt)

    def drive_bot(self, seat: int, dt: float) -> None:
        ply = len(self.session.replay.actions)
        worker = self.app.bot_worker()
        if self.bot_requested != ply:
            level = self.session.seats[seat].kind
            seed = decision_seed(self.session.replay.seed, ply, seat)
            worker.request(self.game_id, self.state, seat, level, seed, key=ply)
            self.bot_requested = ply
            self.bot_wait = BOT_PAUSE * self.app.settings.animation_speed
        try:
            result = worker.poll()
        except Exception:  # a bot failure must never end the game: play a legal move
            log.exception("bot failed; playing its first legal action")
            result = (ply, self.state.legal_actions()[0])
        if result is not None and result[0] == ply:
            self.bot_pending = result
        self.bot_wait = max(0.0, self.bot_wait - dt)
        if self.bot_pending and not self.animator.busy and self.bot_wait <= 0:
            _ply, action = self.bot_pending
            self.bot_pending = None
            self.play(action)

    def show_results(self) -> None:
        from scenes.results import ResultsScene

        self.app.audio.play("win")
        self.app.scenes.push(ResultsScene(self.app, self))

    # drawing --------------------------------------------------------------------------
    def draw(self, surface) -> None:
        if self.cover_showing:
            cover(surface, self.scale,
                  _("Pass to {name}").format(name=self.session.name(self.covered_for)),
                  _("Click when {name} is at the screen.").format(
                      name=self.session.name(self.covered_for)))
            return
        surface.blit(self._cached("board", self.board_key(), self._paint_board), (0, 0))
        self.draw_overlay(surface)
        self.animator.draw(surface)
        self.draw_drag(surface)
        surface.blit(self._cached("panel", self.panel_key(), self._paint_panel),
                     self.panel_rect)
        self.draw_prompt(surface)
        super().draw(surface)
        self.draw_tooltip(surface)
        self.toast.draw(surface, self.scale)

    def draw_tooltip(self, surface) -> None:
        key = self.interaction.hovered
        if key is None or self.interaction.dragging:
            return
        text = self.tooltip(key)
        if not text:
            return
        s = self.scale
        f = font("small", s)
        lines = wrap(text, f, round(280 * s))
        w = max(f.size(line)[0] for line in lines) + round(20 * s)
        h = len(lines) * f.get_linesize() + round(14 * s)
        x, y = self.interaction.mouse
        rect = pygame.Rect(x + round(16 * s), y + round(16 * s), w, h)
        rect.clamp_ip(surface.get_rect())
        if rect.collidepoint(x, y):
            rect.bottom = y - round(8 * s)
        panel(surface, rect, fill=INK, radius=round(8 * s), scale=s)
        for k, line in enumerate(lines):
            draw_text(surface, line, (rect.x + round(10 * s),
                                      rect.y + round(7 * s) + k * f.get_linesize()),
                      "small", s, PAPYRUS)

    # The table and the panel change only when the game, the animation's hidden pieces or
    # the pieces in hand change: they are painted into cached layers, not every frame.
    def board_key(self) -> tuple:
        i = self.interaction
        return (self.version, self.background_key(), frozenset(self.animator.hidden_keys()),
                i.active_source, i.dragging, i.pressed if i.dragging else None,
                self.app.settings.colour_blind)

    def panel_key(self) -> tuple:
        mover = self.state.to_move()
        thinking = mover is not None and not self.session.is_human(mover)
        return (self.version, len(self.log.lines), int(self.clock * 3) % 3 if thinking else 0,
                self.app.settings.colour_blind)

    def _cached(self, name: str, key: tuple, paint) -> pygame.Surface:
        cache = self._layers.get(name)
        size = self.panel_rect.size if name == "panel" else self.size
        if cache is None or cache[0] != key or cache[1].get_size() != size:
            layer = pygame.Surface(size).convert() if pygame.display.get_surface() else \
                pygame.Surface(size)
            paint(layer)
            cache = (key, layer)
            self._layers[name] = cache
        return cache[1]

    def _paint_board(self, layer) -> None:
        layer.blit(self._cached("background", self.background_key(), self._paint_background),
                   (0, 0))
        self.draw_board(layer)

    def _paint_background(self, layer) -> None:
        draw_table(layer)
        self.draw_background(layer)

    def background_key(self) -> tuple:
        """What the background layer depends on (override with the game's layout inputs)."""
        return (self.size,)

    def draw_background(self, surface) -> None:
        """The parts of the table that change only with the layout (override)."""

    def _paint_panel(self, layer) -> None:
        self.draw_panel(layer, origin=self.panel_rect.topleft)

    def draw_overlay(self, surface) -> None:
        """What changes every frame over the cached table: the glow of legal targets."""
        for key in self.interaction.lit_targets():
            rect = self.areas.get(key)
            if rect is not None:
                self.glow(surface, rect)

    def glow(self, surface, rect, width=3) -> None:
        """A legal target: a soft pulsing gold halo and a gold outline (ART.md)."""
        s = self.scale
        pulse = 0.6 + 0.4 * abs(((self.clock * 1.6) % 2) - 1)
        halo = rect.inflate(12, 12)
        image = self._halo(halo.size, int(90 * pulse) // 10 * 10)
        surface.blit(image, halo)
        pygame.draw.rect(surface, GOLD, rect.inflate(4, 4), max(2, round(width * s)),
                         border_radius=round(8 * s))

    def _halo(self, size, alpha) -> pygame.Surface:
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

    def draw_drag(self, surface) -> None:
        source = self.interaction.pressed if self.interaction.dragging else None
        if source is None:
            return
        image = self.drag_image(source)
        if image is None:
            return
        x, y = self.interaction.mouse
        shadow = pygame.Surface(image.get_size(), pygame.SRCALPHA)
        shadow.fill((43, 33, 24, 60))
        off = round(8 * self.scale)
        surface.blit(shadow, image.get_rect(center=(x + off, y + off)))
        surface.blit(image, image.get_rect(center=(x, y - off)))

    def draw_prompt(self, surface) -> None:
        text = self.prompt()
        if not text or self.choice_buttons:
            return
        s = self.scale
        f = font("body", s, bold=True)
        width = min(self.table_rect.w - round(40 * s), f.size(text)[0] + round(40 * s))
        rect = pygame.Rect(0, 0, width, round(36 * s))
        rect.midtop = (self.table_rect.centerx, round(8 * s))
        panel(surface, rect, fill=INK, radius=round(18 * s), scale=s)
        draw_text(surface, text, rect.center, "body", s, PAPYRUS, bold=True, anchor="center",
                  max_width=rect.w - round(24 * s))

    def draw_panel(self, surface, origin=(0, 0)) -> None:
        """The side panel, painted on its own layer (`origin` is its place on screen)."""
        s = self.scale
        rect = self.panel_rect.move(-origin[0], -origin[1])
        pygame.draw.rect(surface, PAPYRUS, rect)
        pygame.draw.line(surface, INK, rect.topleft, rect.bottomleft, max(1, round(2 * s)))
        pad = round(12 * s)
        x = rect.x + pad
        y = pad
        draw_text(surface, self.status(), (x, y), "body", s, INK, bold=True,
                  max_width=rect.w - 2 * pad)
        y += round(32 * s)
        mover = self.state.to_move()
        row_h = round(58 * s)
        for seat in range(self.state.num_players):
            row = pygame.Rect(x, y, rect.w - 2 * pad, row_h - round(6 * s))
            active = seat == mover
            pygame.draw.rect(surface, (250, 244, 226), row, border_radius=round(8 * s))
            if active:
                pygame.draw.rect(surface, GOLD, row, max(2, round(3 * s)),
                                 border_radius=round(8 * s))
            self.draw_seat_marker(surface, seat, (row.x + round(18 * s), row.y + round(17 * s)),
                                  round(9 * s))
            name = self.session.name(seat)
            if not self.session.is_human(seat):
                name += " · " + _("bot")
            draw_text(surface, name, (row.x + round(34 * s), row.y + round(5 * s)), "body", s,
                      INK, bold=active, max_width=row.w - round(100 * s))
            draw_text(surface, str(self.obs_scores()[seat]),
                      (row.right - round(10 * s), row.y + round(4 * s)), "large", s, INK,
                      bold=True, anchor="topright")
            detail = self.seat_detail(seat)
            if active and not self.session.is_human(seat):
                detail = _("thinking") + thinking_dots(self.clock)
            # the detail line runs under the seat marker too: the whole row's width
            draw_text(surface, detail, (row.x + round(10 * s), row.y + round(29 * s)), "small",
                      s, MUTED_INK, max_width=row.w - round(20 * s))
            y += row_h
        y += round(4 * s)
        draw_text(surface, _("Game log"), (x, y), "small", s, MUTED_INK, bold=True)
        y += round(27 * s)
        log_rect = pygame.Rect(x, y, rect.w - 2 * pad,
                               self.undo_button.rect.y - origin[1] - y - round(10 * s))
        pygame.draw.rect(surface, (250, 244, 226), log_rect.inflate(8, 8),
                         border_radius=round(6 * s))
        self.log.draw(surface, log_rect, s, self.seat_colour)

    def obs_scores(self) -> list[int]:
        return self.state.scores()

    def draw_seat_marker(self, surface, seat: int, center, radius: int) -> None:
        pygame.draw.circle(surface, self.seat_colour(seat), center, radius)
        pygame.draw.circle(surface, INK, center, radius, max(1, radius // 5))
