"""A puzzle at the table: the game's own table at the puzzle's position, the mover's seat
played by the person, the other seats shown as the position has them (they never move).

The person makes a whole move (engines/ai/whole_move.py: every step until another seat is to
move, chance acts or the game's act ends; Undo takes a step back meanwhile). Then the move is
judged (engines/ai/puzzles.py `judge`: a move the puzzle knows at once, another in the bot
worker, off the frames), the try is counted in the puzzles file (shell/store/puzzle_store.py),
and the table goes back to the puzzle's position with both moves on the board and the
verdict, the bot's move and why, as the turning points show them (scenes/replay/compare.py).
Then Try again (T) or Next puzzle (N); Esc puts the verdict's box away (H brings it back),
then Esc or Puzzles goes back to the list. Nothing is
autosaved, nothing counts in the games' statistics, no Hint is offered.
"""

import logging

import pygame

from engines.ai.puzzles import Outcome, Puzzle, known_outcome, outcome_from_json
from engines.ai.whole_move import ends_move
from engines.core import Replay, Seat
from scenes.game_start import BOT_NAMES
from scenes.games import app_descriptor
from scenes.kit.gamelog import GameLog
from scenes.kit.table import TableScene
from scenes.replay.compare import draw_moves
from shell.language import i18n
from shell.language.i18n import N_, _, translate
from shell.store.puzzle_store import PuzzleStore
from shell.workers.bot_worker import BotFailed

from .verdict import verdict_head, verdict_lines

log = logging.getLogger(__name__)
PLAY, JUDGING, SHOWN = "play", "judging", "shown"
MAX_SEED = 2**31 - 1


def puzzle_seats(puzzle: Puzzle, mover_name: str) -> list[Seat]:
    """The seats: the person at the mover's, the others as the puzzle's game named them
    (bots' names for the starter set); only the mover ever plays."""
    seats = []
    for seat in range(puzzle.players):
        if seat == puzzle.seat:
            name = puzzle.names[seat] if puzzle.names else mover_name
            seats.append(Seat(name, "human"))
        else:
            name = puzzle.names[seat] if puzzle.names else translate(
                BOT_NAMES[seat % len(BOT_NAMES)])
            seats.append(Seat(name, "hard"))
    return seats


class PuzzleTable(TableScene):
    """The table of one puzzle (see the module doc); `following` are the puzzles Next
    opens, in turn."""

    hints_offered = False
    makes_puzzles = False
    PANEL_LABELS = {"hint": (N_("Next puzzle (N)"), N_("Next (N)")),
                    "save": (N_("Try again (T)"), N_("Try again")),
                    "menu": (N_("Puzzles"), N_("Puzzles"))}
    KEYS = {pygame.K_n: "next", pygame.K_t: "again"}

    def __init__(self, app, puzzle: Puzzle, *, following: tuple = (),
                 store: PuzzleStore | None = None):
        found = app_descriptor(puzzle.game)
        if found is None:
            raise LookupError(f"{puzzle.game} cannot be played yet")
        self.puzzle = puzzle
        self.following = tuple(following)
        self.store = store
        self.phase = PLAY
        self.outcome: Outcome | None = None
        self.asked = False  # the bot worker is judging the move
        self.verdict_hidden = False  # the verdict's box put away (Esc or a click; H again)
        self.verdict_box: pygame.Rect | None = None  # where the last frame drew it
        self._lines: tuple | None = None  # (language, the verdict's lines)
        names = [name for name in app.settings.player_names if name]
        mover = names[0] if names else _("Player {number}").format(number=1)
        replay = Replay(puzzle.game, dict(puzzle.options), puzzle_seats(puzzle, mover),
                        puzzle.seed & MAX_SEED, [], position=puzzle.position)
        super().__init__(app, replay, puzzle.state(), view=found.view, autosave=False)
        self.ended_before = True  # a puzzle is not a game: never in the statistics
        self.results_shown = True  # and has no results
        self.begin_log()

    # the table's hooks -----------------------------------------------------------------
    @property
    def human_to_move(self) -> bool:
        """The person moves only until the whole move is made."""
        return self.phase == PLAY and super().human_to_move

    def prompt(self) -> str:
        if self.phase == JUDGING:
            return _("Checking your move against the bot's…")
        if self.phase == SHOWN and self.outcome is not None:
            if self.verdict_hidden:
                return _("{verdict} H shows why.").format(verdict=verdict_head(self.outcome))
            return verdict_head(self.outcome)
        return _("Puzzle: find the best move. {prompt}").format(prompt=super().prompt())

    def refresh(self) -> None:
        super().refresh()
        if not self.built:
            return
        self.buttons.enable("hint", self.phase == SHOWN and bool(self.following))
        self.buttons.enable("save", self.phase == SHOWN)
        if self.phase != PLAY:
            self.buttons.enable("undo", False)

    def drive_bot(self, seat: int, dt: float) -> None:
        """The other seats never move: the puzzle ends with the mover's move."""

    def show_results(self) -> None:
        """A move that ends the game ends the puzzle, not a game: no results."""

    def leave(self) -> None:
        """Covered (the rules) or closed: a judgement under way stops (`enter` asks again)."""
        self.cancel_judging()
        super().leave()

    def enter(self) -> None:
        super().enter()
        if self.phase == JUDGING and self.outcome is None and not self.asked:
            self.ask_judgement()

    # playing ---------------------------------------------------------------------------
    def play(self, action: tuple) -> bool:
        if self.phase != PLAY:
            return False
        if not super().play(action):
            return False
        events = self.session.history[-1]
        if ends_move(self.state, self.puzzle.seat, action, events, self.game_id):
            self.move_made()
        return True

    def move_made(self) -> None:
        """The whole move is made: judge it (at once when the puzzle knows it, else in the
        bot worker); the verdict shows once the move has landed."""
        self.phase = JUDGING
        self.outcome = known_outcome(self.puzzle, self.session.replay.actions)
        if self.outcome is None:
            self.ask_judgement()
        self.refresh()

    def ask_judgement(self) -> None:
        """The bot worker judges the move made (engines/ai/puzzles.py `judge`)."""
        move = tuple(self.session.replay.actions)
        self.app.bot_worker().judge(self.puzzle, move, key=("judge", self.puzzle.id))
        self.asked = True

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.phase != JUDGING:
            return
        if self.asked:
            self.poll_judgement()
        if self.outcome is not None and not self.animator.busy:
            self.show_verdict(self.outcome)

    def poll_judgement(self) -> None:
        try:
            answer = self.app.bot_worker().poll()
        except BotFailed as exc:
            log.warning("a puzzle's move could not be judged: %s", exc)
            self.asked = False
            self.toast.show(_("Your move could not be checked. Try the puzzle again."),
                            error=True)
            self.try_again()
            return
        if answer is not None and answer[0] == ("judge", self.puzzle.id):
            self.asked = False
            self.outcome = outcome_from_json(answer[1])

    def cancel_judging(self) -> None:
        if self.asked:
            self.asked = False
            self.app.bot_worker().cancel()

    def show_verdict(self, outcome: Outcome) -> None:
        """Count the try, then the puzzle's position again with both moves and the verdict."""
        self.store = self.store or PuzzleStore()
        try:
            self.store.record(self.puzzle, outcome.solved)
        except Exception:  # noqa: BLE001 (the store tells; a try uncounted is no crash)
            log.exception("a puzzle's try could not be counted")
        self.phase = SHOWN
        self.back_to_start()
        self.log.add(verdict_head(outcome), None)
        self.app.audio.play("win" if outcome.solved else "lose")

    def back_to_start(self) -> None:
        """The table at the puzzle's position again (the log stays)."""
        session = self.session
        session.state = session.replay.start(session.engine)
        session.replay.actions, session.movers, session.reveals, session.history = \
            [], [], [], []
        self.animator.clear()
        self.prev_obs = None
        self.refresh()

    def try_again(self) -> None:
        self.cancel_judging()
        self.phase, self.outcome = PLAY, None
        self.verdict_hidden, self.verdict_box = False, None
        self.begin_log()
        self.back_to_start()

    def next_puzzle(self) -> None:
        if not self.following:
            return
        scene = PuzzleTable(self.app, self.following[0], following=self.following[1:],
                            store=self.store)
        self.app.scenes.replace(scene)

    def begin_log(self) -> None:
        self.log = GameLog()
        self.log.add(_("The puzzle begins: find the best move for {name}.").format(
            name=self.session.name(self.puzzle.seat)), self.puzzle.seat)

    # input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """Once judged: N and T; Esc first puts the verdict's box away (so the board under
        it shows), H or a click where it stood brings it back, a click on it puts it away."""
        if self.phase == SHOWN and self.verdict_event(event):
            return
        super().handle_event(event)

    def verdict_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            if event.key in self.KEYS:
                self.command(self.KEYS[event.key])
                return True
            if event.key == pygame.K_ESCAPE and not self.verdict_hidden:
                self.hide_verdict(True)
                return True
            if event.key == pygame.K_h and self.verdict_hidden:
                self.hide_verdict(False)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.verdict_box is not None and self.verdict_box.collidepoint(event.pos):
            self.hide_verdict(not self.verdict_hidden)
            return True
        return False

    def hide_verdict(self, hidden: bool) -> None:
        self.verdict_hidden = hidden
        self.place_prompt()

    def command(self, name: str) -> None:
        if name == "next":
            self.next_puzzle()
        elif name == "again":
            self.try_again()

    def on_button(self, element: object) -> None:
        """The panel's first slot is Next puzzle, its Save slot Try again (PANEL_LABELS)."""
        command = self.buttons.command(element)
        if command == ("hint",):
            self.command("next")
        elif command == ("save",):
            self.command("again")
        else:
            super().on_button(element)

    # drawing ---------------------------------------------------------------------------
    def verdict_lines(self) -> list[str]:
        """The verdict's lines, once per language."""
        assert self.outcome is not None
        key = (i18n.current_language(), self.outcome)
        if self._lines is None or self._lines[0] != key:
            self._lines = (key, verdict_lines(self.puzzle, self.outcome))
        return self._lines[1]

    def draw_last(self, surface: pygame.Surface) -> None:
        """Over the whole frame, once judged: both moves and the verdict's box (the moves
        alone while the box is put away)."""
        if self.phase == SHOWN and self.outcome is not None:
            box = draw_moves(surface, self, self.outcome.move, self.puzzle.preferred,
                             [] if self.verdict_hidden else self.verdict_lines())
            if box is not None:
                self.verdict_box = box
