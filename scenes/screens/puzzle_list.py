"""The Puzzles screen: each game's puzzles, from the player's own games (newest first) and
the starter set shipped with the game, each new, tried or solved.

A tab per game (the menu's order) picks the game; its summary line counts the puzzles,
those tried and those solved. Up / Down pick a puzzle, Enter (or Play) opens it at the
table (scenes/puzzle/); Next there goes on to the puzzles after it not solved yet. Coming
back, the list shows how the try went. What a puzzle is: engines/ai/puzzles.py; where they
are kept: shell/store/puzzle_store.py.
"""


import pygame
import pygame_gui

from engines.ai.puzzles import Puzzle
from engines.core import Message
from scenes.games import game_title, games, is_playable
from scenes.replay.timeline import stage_message, stage_of
from shell.language.i18n import N_, _, ngettext
from shell.language.reasons import tr_message
from shell.store.puzzle_store import NEW, SOLVED, TRIED, PuzzleStore
from shell.ui.focus import Spot
from shell.ui.scene import Scene
from shell.ui.screen_frame import (
    box_above,
    clicked_row,
    draw_row,
    foot_buttons,
    foot_row,
    shown_time,
)
from shell.ui.theme import (
    GOLD,
    INK,
    MUTED_INK,
    TERRACOTTA,
    button_widths,
    control_height,
    draw_table,
    draw_text,
    panel,
    tab_pad,
    text_room,
)

STATE_WORDS = {NEW: N_("New"), TRIED: N_("Tried"), SOLVED: N_("Solved")}
STATE_COLOURS = {NEW: GOLD, TRIED: TERRACOTTA, SOLVED: (79, 122, 58)}
ROW_KEYS = frozenset((pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_KP_ENTER,
                      pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN))


def origin_text(puzzle: Puzzle, stage: Message | None = None) -> str:
    """Where a puzzle comes from, how many played and when in the game it is (`stage`:
    its round or level, where the game has them)."""
    players = ngettext("{n} player", "{n} players", puzzle.players).format(n=puzzle.players)
    if puzzle.origin == "starter":
        text = _("Starter set · {players}").format(players=players)
    else:
        text = _("From your game of {day} · {players}").format(day=shown_time(puzzle.created),
                                                               players=players)
    return text if stage is None else f"{text} · {tr_message(stage)}"


def puzzle_stage(puzzle: Puzzle) -> Message | None:
    """The puzzle's round or level (None: a game without them, or a turn)."""
    stage = stage_of(puzzle.state())
    return stage_message(stage) if stage is not None and stage[0] != "turn" else None


class PuzzleListScene(Scene):
    keyboard_focus = True

    def __init__(self, app, game: str | None = None, store: PuzzleStore | None = None):
        super().__init__(app)
        self.store = store or PuzzleStore()
        self.games = [g for g in games() if is_playable(g)]
        self.game = game if game in self.games else (self.games[0] if self.games else "")
        self.selected = 0
        self.first = 0
        self.rows: list[tuple[int, pygame.Rect]] = []
        self.tabs: dict = {}
        self.stages: dict[str, Message | None] = {}  # puzzle id -> its round or level

    def enter(self) -> None:
        """Back from a puzzle: how it went shows."""
        super().enter()
        self.store.load()

    @property
    def puzzles(self) -> list[Puzzle]:
        return self.store.puzzles(self.game) if self.game else []

    # layout ---------------------------------------------------------------------------
    @property
    def heading_y(self) -> int:
        return round(28 * self.scale)

    def build(self) -> None:
        w, h = self.size
        s = self.scale
        margin, gap = round(40 * s), round(10 * s)
        foot = foot_row(self.size, s)
        tab_h = control_height(38, s, 19)
        tabs_y = self.heading_y + text_room(0, "heading", s, bold=True) + round(10 * s)
        labels = [game_title(g) for g in self.games]
        widths = button_widths(0, s, labels, w - 2 * margin, gap, pad=tab_pad(s))
        rows_of_tabs: list[list[int]] = [[]]
        x = 0
        for k, width in enumerate(widths):  # a row of tabs, two where the text needs them
            if rows_of_tabs[-1] and x + width > w - 2 * margin:
                rows_of_tabs.append([])
                x = 0
            rows_of_tabs[-1].append(k)
            x += width + gap
        self.tabs = {}
        y = tabs_y
        for row in rows_of_tabs:
            x = margin
            for k in row:
                button = pygame_gui.elements.UIButton(pygame.Rect(x, y, widths[k], tab_h),
                                                      labels[k], self.ui)
                self.tabs[button] = self.games[k]
                x += widths[k] + gap
            y += tab_h + gap
        self.summary_y = y
        top = y + text_room(0, "body", s) + round(8 * s)
        self.box = box_above(self.size, s, top, foot)
        self.back_button, self.play_button = foot_buttons(self.ui, self.box, foot, s,
                                                          [_("Back"), _("Play")], gap=16)
        self.show_game(self.game)

    def row_h(self) -> int:
        s = self.scale
        return round(12 * s) + text_room(26, "body", s, bold=True) + text_room(20, "small", s)

    def rows_shown(self) -> int:
        return max(1, (self.box.h - 2 * round(10 * self.scale)) // self.row_h())

    def show_game(self, game: str) -> None:
        self.game = game
        for button, name in self.tabs.items():
            if name == game:
                button.select()
            else:
                button.unselect()
        self.selected = min(self.selected, max(0, len(self.puzzles) - 1))
        self.first = 0
        self.keep_in_view()
        if self.puzzles:
            self.play_button.enable()
        else:
            self.play_button.disable()

    def keep_in_view(self) -> None:
        shown = self.rows_shown()
        self.first = max(0, min(self.first, self.selected,
                                max(0, len(self.puzzles) - shown)))
        if self.selected >= self.first + shown:
            self.first = self.selected - shown + 1

    def focus_spots(self) -> list:
        """The list: Up / Down (Home, End, Page Up, Page Down) pick, Enter plays."""
        if not self.puzzles:
            return []
        return [Spot("puzzles", self.box, self.play_selected, ROW_KEYS)]

    # input ----------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        super().handle_event(event)
        clicked = clicked_row(event, self.rows)
        if clicked is not None:
            self.selected = clicked
        elif event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(max(0, len(self.puzzles) - self.rows_shown()),
                                    self.first - event.y))
        elif event.type == pygame.KEYDOWN:
            self.key(event.key)

    def key(self, key: int) -> None:
        count = len(self.puzzles)
        steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.rows_shown(),
                 pygame.K_PAGEDOWN: self.rows_shown()}
        if key == pygame.K_ESCAPE:
            self.app.scenes.pop()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.play_selected()
        elif count and key in steps:
            self.selected = max(0, min(count - 1, self.selected + steps[key]))
            self.keep_in_view()
        elif count and key in (pygame.K_HOME, pygame.K_END):
            self.selected = 0 if key == pygame.K_HOME else count - 1
            self.keep_in_view()

    def on_button(self, element) -> None:
        if element is self.back_button:
            self.app.scenes.pop()
        elif element is self.play_button:
            self.play_selected()
        elif element in self.tabs:
            self.show_game(self.tabs[element])

    def play_selected(self) -> None:
        """Open the selected puzzle; Next goes on to those after it not solved yet."""
        from scenes.puzzle import open_puzzle

        puzzles = self.puzzles
        if not puzzles:
            return
        index = min(self.selected, len(puzzles) - 1)
        rest = puzzles[index + 1:] + puzzles[:index]
        following = tuple(p for p in rest if self.store.progress_of(p).state != SOLVED)
        try:
            open_puzzle(self.app, puzzles[index], following, store=self.store)
        except LookupError:
            self.toast.show(_("This game cannot be played yet."), error=True)

    # drawing --------------------------------------------------------------------------
    def summary(self) -> str:
        counts = self.store.counts(self.game)
        return _("{game}: {count}, {tried} tried, {solved} solved").format(
            game=game_title(self.game),
            count=ngettext("{n} puzzle", "{n} puzzles", counts.puzzles).format(
                n=counts.puzzles),
            tried=counts.tried, solved=counts.solved)

    def draw(self, surface) -> None:
        draw_table(surface)
        s, ts = self.scale, self.text_scale
        draw_text(surface, _("Puzzles"), (self.box.x, self.heading_y), "heading", ts, INK,
                  bold=True, max_width=self.box.w)
        if self.game:
            draw_text(surface, self.summary(), (self.box.x, self.summary_y), "body", ts,
                      MUTED_INK, max_width=self.box.w)
        panel(surface, self.box, radius=round(14 * s), scale=s)
        self.rows = []
        puzzles = self.puzzles
        if not puzzles:
            draw_text(surface, _("No puzzles for this game yet: finish a game and its turning "
                                 "points become puzzles."), self.box.center, "body", ts,
                      MUTED_INK, anchor="center", max_width=self.box.w - round(40 * s))
        pad = round(10 * s)
        y = self.box.y + pad
        for index in range(self.first, min(len(puzzles), self.first + self.rows_shown())):
            rect = pygame.Rect(self.box.x + pad, y, self.box.w - 2 * pad,
                               self.row_h() - pad // 2)
            self.draw_row(surface, index, puzzles[index], rect, index == self.selected)
            self.rows.append((index, rect))
            y += self.row_h()
        super().draw(surface)
        self.toast.draw(surface, ts)

    def draw_row(self, surface, index: int, puzzle: Puzzle, rect: pygame.Rect,
                 selected: bool) -> None:
        """A puzzle's row: its number and who is to move over where it comes from, its
        state on the right."""
        s, ts = self.scale, self.text_scale
        draw_row(surface, rect, selected, s)
        progress = self.store.progress_of(puzzle)
        state = progress.state
        word = _(STATE_WORDS[state])
        if state != NEW:
            word = ngettext("{state}, {n} try", "{state}, {n} tries", progress.tries).format(
                state=word, n=progress.tries)
        x, right = rect.x + round(14 * s), rect.right - round(14 * s)
        top = rect.y + round(6 * s)
        badge = draw_text(surface, word, (right, top), "body", ts, STATE_COLOURS[state],
                          bold=True, anchor="topright", max_width=rect.w * 2 // 5)
        title = _("Puzzle {number}").format(number=index + 1)
        if puzzle.names:
            title = _("{title}: {name} to move").format(title=title,
                                                       name=puzzle.names[puzzle.seat])
        draw_text(surface, title, (x, top), "body", ts, INK, bold=True,
                  max_width=badge.x - x - round(16 * s))
        if puzzle.id not in self.stages:
            self.stages[puzzle.id] = puzzle_stage(puzzle)
        draw_text(surface, origin_text(puzzle, self.stages[puzzle.id]),
                  (x, top + text_room(26, "body", s, bold=True)),
                  "small", ts, MUTED_INK, max_width=rect.w - round(28 * s))
