"""New-game setup, shared by all games: seats (human or bot level, names), the engine's
variant options (read from its spec) and a seed (blank = random).

The screen remembers, per game, the last players, names, seat kinds and variant options
(kept in the settings under `setups`); a damaged memory falls back choice by choice. The
people's names typed last, in any game, are kept by seat (`player_names`) and fill the
seats a person plays in every game's setup.
"""

import importlib
import importlib.util
import random
from dataclasses import replace

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from engines import get_engine
from engines.core import IllegalAction, Replay, Seat
from scenes.game_start import BOT_NAMES, MAX_SEED, start_new_game
from scenes.games import game_title, has_lesson
from scenes.kit.warmup import WARM_UP
from scenes.screens.setup_layout import (
    HELP_SIZE,
    MAX_NAME,
    SEAT_KINDS,
    SetupLayout,
)
from shell.language import i18n
from shell.language.i18n import _, translate
from shell.language.names import clean_name
from shell.language.reasons import reason_text
from shell.store.settings import MAX_REMEMBERED_GAMES, MAX_REMEMBERED_NAMES
from shell.ui.scene import Scene
from shell.ui.scroll_view import ScrollView, bar_width
from shell.ui.theme import (
    INK,
    MUTED_INK,
    button_width,
    control_height,
    draw_table,
    draw_text,
    font,
    min_text_width,
    panel,
    wrap,
)


def variant_module(game_id: str):
    """The game's `scenes.<game>.preview` (option explanations and pictures), or None."""
    name = f"scenes.{game_id}.preview"
    try:
        found = importlib.util.find_spec(name)
    except ModuleNotFoundError:  # a game with no scenes package of its own
        return None
    return importlib.import_module(name) if found else None


class SetupModel:
    """What the player has chosen so far; survives rebuilding the widgets."""

    def __init__(self, spec, memory=None, player_names=()):
        self.spec = spec
        self.players = spec.min_players if spec.max_players == spec.min_players else min(
            spec.max_players, max(spec.min_players, 3))
        self.names = [_("Player {number}").format(number=1)] + [
            translate(BOT_NAMES[i % len(BOT_NAMES)]) for i in range(1, spec.max_players)]
        self.kinds = ["human"] + ["medium"] * (spec.max_players - 1)
        self.options = spec.default_options()
        self.seed_text = ""
        if isinstance(memory, dict):
            self.recall(memory)
        self.recall_names(player_names)

    def recall(self, memory: dict) -> None:
        """Take what is valid of a remembered setup; anything else keeps its default."""
        players = memory.get("players")
        if type(players) is int and players in self.spec.player_counts():
            self.players = players
        names, kinds = memory.get("names"), memory.get("kinds")
        for i in range(self.spec.max_players):
            if isinstance(names, list) and i < len(names):
                self.names[i] = clean_name(names[i], self.names[i], limit=MAX_NAME)
            if isinstance(kinds, list) and i < len(kinds) and type(kinds[i]) is str \
                    and kinds[i] in dict(SEAT_KINDS):
                self.kinds[i] = kinds[i]
        options = memory.get("options")
        if not isinstance(options, dict):
            return
        for opt in self.spec.options:
            value = options.get(opt.key)
            if any(type(value) is type(v) and value == v for v in opt.values):
                self.options[opt.key] = value

    def recall_names(self, player_names) -> None:
        """The people's names typed last (any game) on the seats a person plays."""
        for i, name in enumerate(player_names[:self.spec.max_players]):
            if self.kinds[i] == "human" and clean_name(name, limit=MAX_NAME):
                self.names[i] = clean_name(name, limit=MAX_NAME)

    def typed_names(self, before) -> list[str]:
        """`before` (the names typed last, by seat) with this game's people's names: a
        seat's default name ("Player 2") counts as none typed."""
        names = list(before[:MAX_REMEMBERED_NAMES])
        names += [""] * (self.players - len(names))
        for i in range(self.players):
            if self.kinds[i] == "human":
                name = clean_name(self.names[i], limit=MAX_NAME)
                names[i] = "" if name == _("Player {number}").format(number=i + 1) else name
        return names

    def memory(self) -> dict:
        """The choices to remember for the next game of this kind (JSON-ready)."""
        return {"players": self.players, "names": list(self.names), "kinds": list(self.kinds),
                "options": dict(self.options)}

    def seats(self) -> list[Seat]:
        seats = []
        for i in range(self.players):
            name = clean_name(self.names[i], _("Player {number}").format(number=i + 1),
                              limit=MAX_NAME)
            seats.append(Seat(name, self.kinds[i]))
        return seats

    def seed(self) -> int | None:
        text = self.seed_text.strip()
        if not text:
            return None
        if not text.isdigit() or int(text) > MAX_SEED:
            raise ValueError(_("The seed must be a whole number from 0 to {max}.").format(
                max=MAX_SEED))
        return int(text)


class SetupScene(Scene):
    keyboard_focus = True
    remote_seats = True  # a seat may be a player on another computer (the table is hosted)

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.spec = get_engine(game_id).spec
        self.model = SetupModel(self.spec, app.settings.setups.get(game_id),
                                app.settings.player_names)
        self.variants = variant_module(game_id)
        # (what it shows, the picture)
        self._picture: tuple[tuple | None, pygame.Surface | None] = (None, None)

    def option_help(self, opt, value=None) -> str:
        """One line on what the option's current value (or `value`) does."""
        value = self.model.options[opt.key] if value is None else value
        text = self.variants.option_help(opt.key, value) if self.variants else None
        return text or (_(opt.help) if opt.help else "")

    def help_lines(self, opt, width: int) -> int:
        """The lines the option's explanation takes at `width`, whichever value is chosen
        (one, unless larger text needs more)."""
        scale = self.text_scale * HELP_SIZE
        texts = [self.option_help(opt, value) for value in opt.values]
        if all(min_text_width(text, "small", scale) <= width for text in texts):
            return 1
        f = font("small", scale)
        return max(len(wrap(text, f, width)) for text in texts)

    def picture(self) -> pygame.Surface | None:
        """The board as the chosen variants make it (drawn by the game's own drawers)."""
        if self.variants is None or self.picture_rect is None:
            return None
        key = (tuple(sorted(self.model.options.items(), key=str)), self.model.players,
               self.picture_rect.w, i18n.current_language())
        if self._picture[0] != key:
            image = self.variants.variant_picture(dict(self.model.options), self.model.players,
                                                  self.picture_rect.w)
            self._picture = (key, image)
        return self._picture[1]

    def build(self) -> None:
        w, h = self.size
        s, ts = self.scale, self.text_scale
        self.widgets: dict = {}
        bh = control_height(50, s, 20)
        by = h - bh - round(24 * s)
        box_top = max(round(100 * s), round(40 * s) + font("heading", ts, bold=True)
                      .get_linesize())
        self.box = pygame.Rect(round(40 * s), box_top, w - round(80 * s),
                               min(h - round(90 * s) - box_top, by - round(10 * s) - box_top))
        view = pygame.Rect(self.box.x, self.box.y + round(8 * s),
                           self.box.w - round(4 * s) - bar_width(ts),
                           self.box.h - round(16 * s))
        layout = SetupLayout(self, view)
        self.two_columns = layout.two_columns
        self.headings = layout.headings
        self.help_at = layout.help_at
        self.picture_rect = layout.picture_rect
        self.scroll = ScrollView(self.ui, view, layout.bottom - view.y, s, ts)
        layout.make_widgets(self.scroll)
        self.players_menu = layout.players_menu
        self.name_entries, self.kind_menus = layout.name_entries, layout.kind_menus
        self.option_menus, self.seed_entry = layout.option_menus, layout.seed_entry

        bw = button_width(200, s, [_("Back"), _("Start game"), _("Learn to play"),
                                   _("Host the table")], 20, bold=True)
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.x, by, bw, bh), _("Back"), self.ui)
        self.start_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.right - bw, by, bw, bh), self.start_label(), self.ui,
            object_id=ObjectID(class_id="@primary"))
        self.learn_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.right - 2 * bw - round(20 * s), by, bw, bh),
            _("Learn to play"), self.ui) if has_lesson(self.game_id) else None

    def hosted(self) -> bool:
        """A seat is for a player on another computer: Start hosts the table."""
        return self.remote_seats and "remote" in self.model.kinds[:self.model.players]

    def start_label(self) -> str:
        return _("Host the table") if self.hosted() else _("Start game")

    def rebuild(self) -> None:
        """Lay the screen out anew (players, language, text size, window size changed),
        the view scrolled where it was: the control the focus was on, or else the one at
        the top of the view, stays where it stood in the view (the focused one in view)."""
        anchor = self.scroll_anchor() if hasattr(self, "scroll") else None
        super().rebuild()
        if anchor is not None:
            self.restore_scroll(*anchor)

    def scrolled_controls(self) -> dict:
        """The controls in the scrolled view by what they are for (the same keys after a
        rebuild): the players, each seat's name and level, each option, the seed."""
        found: dict = {("players",): self.players_menu, ("seed",): self.seed_entry}
        for k, (entry, menu) in enumerate(zip(self.name_entries, self.kind_menus,
                                              strict=True)):
            found[("name", k)] = entry
            found[("kind", k)] = menu
        for menu, opt in self.option_menus.items():
            found[("option", opt.key)] = menu
        return found

    def scroll_anchor(self) -> tuple | None:
        """(key, where, focused): the control to keep in place across a rebuild, its top's
        share of the way down the view, and whether it has the focus; None: none shows."""
        view = self.scroll.rect
        current = self.focus.current
        shown = [(key, control) for key, control in self.scrolled_controls().items()
                 if view.colliderect(control.rect)]
        if not shown:
            return None
        focused = next(((key, c) for key, c in shown if c is current), None)
        key, control = focused or min(
            shown, key=lambda item: (item[1].rect.top < view.top, item[1].rect.top))
        return key, (control.rect.top - view.top) / view.h, focused is not None

    def restore_scroll(self, key, where: float, focused: bool) -> None:
        """Scroll so that the control for `key` stands `where` of the way down the view
        (see `scroll_anchor`); a focused one is brought into view whole."""
        control = self.scrolled_controls().get(key)
        if control is None:
            return
        view = self.scroll.rect
        top = control.rect.top + self.scroll.offset  # laid out unscrolled
        self.scroll.scroll_to(top - view.top - round(where * view.h))
        if focused:
            self.scroll.show_control(control)

    def focus_controls(self) -> list:
        """Who plays (down the left column), the variants and the seed, then the buttons."""
        seats = [c for pair in zip(self.name_entries, self.kind_menus, strict=True) for c in pair]
        order = [self.players_menu, *seats, *self.option_menus, self.seed_entry,
                 self.back_button, self.learn_button, self.start_button]
        return [c for c in order if c is not None and c.is_enabled and c.visible]

    def reveal(self, control) -> None:
        self.scroll.show_control(control)

    # input ----------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if self.scroll.handle_event(event):
            return
        super().handle_event(event)
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self.on_dropdown(event.ui_element, event.selected_option_id)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self.on_text(event.ui_element, event.text)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()

    def on_dropdown(self, element, value: str) -> None:
        if element is self.players_menu:
            self.model.players = int(value)
            self.rebuild()
        elif element in self.kind_menus:
            self.model.kinds[self.kind_menus.index(element)] = value
            self.start_button.set_text(self.start_label())
        elif element in self.option_menus:
            opt = self.option_menus[element]
            self.model.options[opt.key] = next(v for v in opt.values if str(v) == value)

    def on_text(self, element, text: str) -> None:
        if element in self.name_entries:
            self.model.names[self.name_entries.index(element)] = text
        elif element is self.seed_entry:
            self.model.seed_text = text

    def on_button(self, element) -> None:
        if element is self.back_button:
            self.app.scenes.pop()
        elif element is self.start_button:
            self.start()
        elif element is self.learn_button:
            from scenes.learn import start_learning

            self.app.scenes.replace(start_learning(self.app, self.game_id, push=False))

    def start(self) -> None:
        if self.hosted():
            self.host()
            return
        try:
            seed = self.model.seed()
            seats = self.model.seats()
            scene = start_new_game(self.app, self.game_id, seats=seats,
                                   options=dict(self.model.options), seed=seed, push=False)
        except (ValueError, IllegalAction, LookupError) as exc:
            self.toast.show(reason_text(exc), error=True)
            return
        self.remember()
        self.app.scenes.replace(scene)

    def host(self) -> None:
        """Open the table to players on other computers: its lobby, in place of this
        screen (the game starts there once every remote seat is taken)."""
        try:
            seed = self.model.seed()
        except ValueError as exc:
            self.toast.show(reason_text(exc), error=True)
            return
        engine = get_engine(self.game_id)
        replay = Replay(self.game_id, engine.spec.resolve_options(dict(self.model.options)),
                        self.model.seats(),
                        random.SystemRandom().randrange(MAX_SEED) if seed is None else seed)
        if self.app.navigator.host_lobby(self.app, replay, replace=True) is not None:
            self.remember()

    def remember(self) -> None:
        """Keep this game's choices in the settings (a failure to save is only logged)."""
        setups = {k: v for k, v in self.app.settings.setups.items() if k != self.game_id}
        setups[self.game_id] = self.model.memory()
        while len(setups) > MAX_REMEMBERED_GAMES:
            setups.pop(next(iter(setups)))
        names = self.model.typed_names(self.app.settings.player_names)
        self.app.apply_settings(replace(self.app.settings, setups=setups, player_names=names))

    def note(self) -> str:
        """A note under who plays (none on a new game's screen)."""
        return ""

    # frame ----------------------------------------------------------------------------
    def heading(self) -> str:
        return _("New game: {game}").format(game=game_title(self.game_id))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.scroll.update()
        WARM_UP.step(self.app)  # the table's first frame, prepared one slice a frame

    def busy(self) -> bool:
        return super().busy() or not WARM_UP.done_for(self.app)

    def draw(self, surface) -> None:
        draw_table(surface)
        s, ts = self.scale, self.text_scale
        draw_text(surface, self.heading(), (self.box.x, round(32 * s)), "heading", ts, INK,
                  bold=True, max_width=self.box.w)
        panel(surface, self.box, radius=round(14 * s), scale=s)
        view = self.scroll.rect
        clip = surface.get_clip()
        surface.set_clip(view.clip(clip))
        shift = self.scroll.shift
        for text, x, y in self.headings:
            draw_text(surface, text, (x, y + shift), "large", ts, INK, bold=True)
        if self.two_columns:
            pygame.draw.line(surface, MUTED_INK,
                             (self.box.centerx, self.box.y + round(20 * s)),
                             (self.box.centerx, self.box.bottom - round(20 * s)), 1)
        self.draw_variants(surface, shift)
        surface.set_clip(clip)
        super().draw(surface)
        self.toast.draw(surface, ts)

    def draw_variants(self, surface, shift: int = 0) -> None:
        """Each option's explanation under it, and the picture of the board they make
        (`shift` pixels lower, as the view is scrolled)."""
        ts = self.text_scale
        view = self.scroll.rect
        f = font("small", ts * HELP_SIZE)
        for opt in self.spec.options:
            if opt.key not in self.help_at:
                continue
            x, y, width, room = self.help_at[opt.key]
            y += shift
            if y > view.bottom or y + room * f.get_linesize() < view.top:
                continue
            text = self.option_help(opt)
            lines = [text] if room == 1 else wrap(text, f, width)
            if len(lines) > room:  # the rest on the last line, which draw_text fits
                lines[room - 1:] = [" ".join(lines[room - 1:])]
            for k, line in enumerate(lines):
                draw_text(surface, line, (x, y + k * f.get_linesize()), "small",
                          ts * HELP_SIZE, MUTED_INK, max_width=width)
        image = self.picture()
        if image is None or self.picture_rect is None:  # (there is no picture without it)
            return
        rect = self.picture_rect.move(0, shift)
        caption = font("small", ts, bold=True).get_linesize()
        if rect.bottom < view.top or rect.top - caption > view.bottom:
            return
        draw_text(surface, _("The building sites as chosen:"), (rect.x, rect.y - caption),
                  "small", ts, INK, bold=True, max_width=rect.w)
        if image.get_height() > rect.h:
            image = pygame.transform.smoothscale_by(image, rect.h / image.get_height())
        surface.blit(image, image.get_rect(midtop=rect.midtop))
