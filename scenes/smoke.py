"""The `--smoke` run (CI, the frozen builds, the installed .deb): every screen, then real bot
moves through the bot worker, each game within a deadline.

It fails (exit 1) when the worker raises, answers no move in time, is not a separate process
where the app uses one, or when anything logs an error (the table logs a failed bot and plays
on, which a player would not notice but the smoke must) or the worker logs a warning (a
fallback to a thread or a restart).
"""

import logging
import multiprocessing
import os
import sys
import time
from dataclasses import dataclass, field

import pygame

from engines.core import Seat

log = logging.getLogger(__name__)

SMOKE_FRAMES_PER_SCENE = 40
BOT_LEVEL = "medium"  # what a new game's bot seats default to
BOT_MOVES_PER_GAME = 3
WORKER_DEADLINE_S = 60.0  # first answer of a fresh worker (a spawned copy of the frozen app)
GAME_DEADLINE_S = 60.0  # BOT_MOVES_PER_GAME moves of one game, at the table's own pace
SMOKE_SEED = 7


class SmokeFailure(Exception):
    """The smoke found a fault; the message says which."""


@dataclass
class SmokeReport:
    frames: int = 0
    p99_ms: float = 0.0
    bot_moves: dict[str, int] = field(default_factory=dict)
    probe_seconds: float = 0.0
    worker_pids: set[int] = field(default_factory=set)

    def summary(self) -> str:
        moves = ", ".join(f"{game} {n}" for game, n in self.bot_moves.items()) or "none"
        where = "a worker process" if self.worker_pids else "a worker thread"
        return (f"smoke ok: {self.frames} frames, p99 {self.p99_ms:.1f} ms, games played: "
                f"{', '.join(self.bot_moves) or 'none yet'}; bot moves through {where}: "
                f"{moves} (first answer in {self.probe_seconds:.1f} s)")


class _Faults(logging.Handler):
    """Collects every error, and every warning of the bot worker, logged during the smoke."""

    def __init__(self):
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.levelno >= logging.ERROR or record.name.startswith("shell.workers.bot_worker"):
            self.records.append(record)


def bot_seats(engine) -> list[Seat]:
    """Every seat a bot at the default level, so the worker makes every move."""
    from scenes.game_start import BOT_NAMES

    return [Seat(BOT_NAMES[i], BOT_LEVEL) for i in range(engine.spec.min_players)]


def worker_pids() -> set[int]:
    """Processes this app started through multiprocessing (the bot worker), still alive."""
    return {child.pid for child in multiprocessing.active_children()
            if child.pid is not None} - {os.getpid()}  # (a child is started: it has one)


def visit_screens(app) -> None:
    from engines import list_engines
    from scenes.screens.about import AboutScene
    from scenes.screens.load import LoadScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.rules import RulesScene
    from scenes.screens.settings import SettingsScene
    from scenes.screens.setup import SetupScene

    app.scenes.push(MenuScene(app))
    visits = [SettingsScene(app), RulesScene(app), LoadScene(app), AboutScene(app)]
    visits += [SetupScene(app, engine.spec.id) for engine in list_engines()[:1]]
    for _frame in range(SMOKE_FRAMES_PER_SCENE):
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 300), rel=(1, 1),
                                     buttons=(0, 0, 0))])
    for scene in visits:
        app.scenes.push(scene)
        for _frame in range(SMOKE_FRAMES_PER_SCENE):
            app.step([])
        app.scenes.pop()


def probe_worker(app, game_id: str, deadline: float) -> float:
    """Ask the worker for one decision directly (its errors are raised here, not hidden by the
    table's fallback); returns the seconds to the answer."""
    from engines import get_engine

    engine = get_engine(game_id)
    state = engine.new_game(engine.spec.min_players, engine.spec.resolve_options(None),
                            SMOKE_SEED)
    worker = app.bot_worker()
    started = time.monotonic()
    worker.request(game_id, state, state.to_move(), BOT_LEVEL, SMOKE_SEED, key="smoke")
    while True:
        try:
            result = worker.poll()
        except Exception as exc:
            raise SmokeFailure(f"the bot worker failed: {exc!r}") from exc
        elapsed = time.monotonic() - started
        if result is not None:
            key, action = result
            if key != "smoke" or action not in state.legal_actions():
                raise SmokeFailure(f"the bot worker answered {result!r}, not a legal action")
            return elapsed
        if elapsed > deadline:
            worker.cancel()
            raise SmokeFailure(f"the bot worker gave no move within {deadline:.0f} s")
        app.step([])


def play_bot_moves(app, game_id: str, moves: int, deadline: float) -> int:
    """A game with bots in every seat at the table, until `moves` bot moves are played (or the
    game ends); returns how many were played."""
    from engines import get_engine
    from scenes.game_start import start_new_game

    scene = start_new_game(app, game_id, seats=bot_seats(get_engine(game_id)), seed=SMOKE_SEED,
                           bots=True, push=True, autosave=False)
    started = time.monotonic()
    try:
        while len(scene.session.replay.actions) < moves and not scene.state.is_over():
            if time.monotonic() - started > deadline:
                raise SmokeFailure(
                    f"{game_id}: {len(scene.session.replay.actions)} of {moves} bot moves in "
                    f"{deadline:.0f} s")
            app.step([])
        for _frame in range(SMOKE_FRAMES_PER_SCENE):  # the last move's animation draws
            app.step([])
    finally:
        if app.scenes.top is scene:
            app.scenes.pop()
    return len(scene.session.replay.actions)


def run_smoke(app, games=None, moves: int = BOT_MOVES_PER_GAME,
              worker_deadline: float = WORKER_DEADLINE_S,
              game_deadline: float = GAME_DEADLINE_S) -> SmokeReport:
    """The smoke; raises SmokeFailure on any fault. `games`: ids (default: every playable)."""
    from scenes.games import games as registered
    from scenes.games import is_playable

    games = [g for g in registered() if is_playable(g)] if games is None else list(games)
    if not games:
        raise SmokeFailure("no playable game")
    faults = _Faults()
    logging.getLogger().addHandler(faults)
    report = SmokeReport()
    try:
        visit_screens(app)
        report.probe_seconds = probe_worker(app, games[0], worker_deadline)
        report.worker_pids |= worker_pids()
        if app.use_bot_process and not report.worker_pids:
            raise SmokeFailure("the bots do not think in a worker process")
        for game_id in games:
            report.bot_moves[game_id] = play_bot_moves(app, game_id, moves, game_deadline)
            report.worker_pids |= worker_pids()
            if faults.records:
                break
    finally:
        logging.getLogger().removeHandler(faults)
    if faults.records:
        first = faults.records[0]
        raise SmokeFailure(f"logged during the smoke: {first.levelname} {first.name}: "
                           f"{first.getMessage()} ({len(faults.records)} in all)")
    stats = app.frame_stats()
    report.frames, report.p99_ms = stats.get("frames", 0), stats.get("p99", 0.0)
    return report


def smoke(app) -> int:
    """Run the smoke and print its one-line result: exit code 0, or 1 on any fault."""
    try:
        report = run_smoke(app)
    except SmokeFailure as exc:
        print(f"smoke FAILED: {exc}", file=sys.stderr, flush=True)
        return 1
    print(report.summary(), flush=True)
    return 0
