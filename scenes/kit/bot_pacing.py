"""Bot pacing at the table: the bot to move is asked once per position (the app's bot
worker decides off the drawing thread) and its move is played at a watchable pace, after
the last move's animation."""

import logging
from collections.abc import Callable

from engines.ai import decision_seed
from shell import notices
from shell.language.i18n import _
from shell.play.session import GameSession
from shell.workers.bot_worker import BotWorker

log = logging.getLogger(__name__)
BOT_PAUSE = 0.45  # seconds between bot moves at normal speed (a watchable pace)
LONG_THINK = 0.5  # seconds a bot thinks before its seat row shows how far it has got


class BotPacer:
    """The bots of one table's `session`: what was asked of the worker and what is ready.
    `worker` gives the app's bot worker, `speed` the animations' speed (a multiple of the
    pause between moves)."""

    def __init__(self, worker: Callable[[], BotWorker], speed: Callable[[], float],
                 session: GameSession, game_id: str) -> None:
        self.worker = worker
        self.speed = speed
        self.session = session
        self.game_id = game_id
        self.pending: tuple[int, tuple] | None = None  # (ply, action) ready to play
        self.requested: int | None = None  # ply for which a decision was requested
        self.wait = 0.0  # seconds left before the pending move may be played

    def step(self, seat: int, dt: float, animating: bool) -> tuple | None:
        """One frame with the bot `seat` to move: ask the worker once for this position,
        take its answer when it comes; the move to play now (None: not yet). A bot failure
        never ends the game: its first legal action is played, and the player is told. With no
        legal action (a defect the table tells of: scenes/kit/no_move.py) nothing is asked or
        played."""
        state = self.session.state
        legal = state.legal_actions()
        if not legal:
            return None
        ply = self.session.ply
        level = self.session.bot_level(seat)
        if level is None:  # a person decides (a stand-in bot was called off)
            return None
        worker = self.worker()
        if self.requested != ply:
            seed = decision_seed(self.session.replay.seed, ply, seat)
            worker.request(self.game_id, state, seat, level, seed, key=ply)
            self.requested = ply
            self.wait = BOT_PAUSE * self.speed()
        try:
            result = worker.poll()
        except Exception:
            log.exception("bot failed; playing its first legal action")
            notices.post(_("The bot could not work out its move; it played a plain legal "
                           "move instead."), error=True)
            result = (ply, legal[0])
        if result is not None and result[0] == ply:
            self.pending = result
        self.wait = max(0.0, self.wait - dt)
        if self.pending and not animating and self.wait <= 0:
            _ply, action = self.pending
            self.pending = None
            return action
        return None

    def long_think(self) -> float | None:
        """The share of its search done (0..1; -1.0 when the worker cannot tell) of a bot
        that has been thinking for more than LONG_THINK seconds about this position, else
        None (not asked yet, answered, or not thinking that long)."""
        if self.requested is None or self.pending is not None:
            return None
        worker = self.worker()
        progress = worker.progress()
        if progress is None or worker.pending_key != self.requested:
            return None
        seconds, share = progress
        if seconds <= LONG_THINK:
            return None
        return -1.0 if share is None else share

    @property
    def decided(self) -> bool:
        """The bot to move has decided on its move in this position (it thinks no more; the
        move waits for the watchable pace or the last move's animation)."""
        return self.pending is not None and self.pending[0] == self.session.ply

    @property
    def asked(self) -> bool:
        """A decision was asked of the worker (a bot may be thinking)."""
        return self.requested is not None

    def cancel(self) -> None:
        """Forget what was asked and what is ready (an undo, the table left)."""
        self.worker().cancel()
        self.pending = None
        self.requested = None
