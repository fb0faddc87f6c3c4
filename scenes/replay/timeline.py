"""A replay played through once, so that any position of it can be shown at once.

Playing the replay checks every action (a tampered file fails with `SaveError` at the first
bad one) and keeps, per action, the seat that made it, its events (for the game log) and
whether it revealed anything. Every `SNAPSHOT_EVERY` actions a clone of the state is kept:
the position after k actions is the nearest snapshot at or before k plus fewer than
`SNAPSHOT_EVERY` actions, never a replay from the start. `marks` are the positions where a
round, level or turn begins (from the public view), for the viewer's jumps.
"""

import logging
from dataclasses import dataclass

from engines import get_engine
from engines.core import IllegalAction, Message, Replay, ReplayError
from shell.language.i18n import N_
from shell.store import saves

log = logging.getLogger(__name__)
SNAPSHOT_EVERY = 16
STAGE_KEYS = (("round", N_("Round {n}")), ("level", N_("Level {n}")),
              ("turn", N_("Turn {n}")))


def stage_of(state) -> tuple[str, int] | None:
    """The public stage of a position: ("round", 3), ("level", 2), ("turn", seat) or None
    (a "turn" names whose turn it is; the timeline numbers the turns)."""
    obs = state.observation(0)
    for key, _label in STAGE_KEYS:
        value = obs.get(key)
        if type(value) is int:
            return key, value
    return None


def numbered(stages: list) -> list:
    """Stages with each change of "turn" counted (Turn 1, Turn 2, ...), the rest as is."""
    out, count, last = [], 0, None
    for stage in stages:
        if stage is not None and stage[0] == "turn":
            if stage != last:
                count += 1
            last = stage
            out.append(("turn", count))
        else:
            out.append(stage)
    return out


def stage_message(stage) -> Message | None:
    if stage is None:
        return None
    label = dict(STAGE_KEYS)[stage[0]]
    return Message(label, {"n": stage[1]})


@dataclass(frozen=True)
class Step:
    """What one action did: who made it, its events, whether it revealed anything."""

    seat: int
    events: list
    reveals: bool


class Timeline:
    def __init__(self, replay: Replay, name: str = ""):
        try:
            self.engine = get_engine(replay.game)
        except (KeyError, LookupError, ModuleNotFoundError) as exc:
            raise saves.SaveError(N_("unknown game {game}"), name, game=replay.game) from exc
        self.replay = replay
        self.actions = list(replay.actions)
        try:
            state = replay.start(self.engine)
        except ReplayError as exc:
            raise saves.SaveError(exc.message, name) from exc
        self._snapshots = {0: state.clone()}
        self.steps: list[Step] = []
        self.stages = [stage_of(state)]  # the stage after k actions
        for index, action in enumerate(self.actions):
            if state.is_over():
                raise saves.SaveError(N_("action {n} comes after the end of the game"), name,
                                      n=index + 1)
            seat = state.to_move()
            try:
                events = state.apply(action)
            except IllegalAction as exc:
                raise saves.SaveError(Message(N_("action {n} is illegal: {reason}"),
                                              {"n": index + 1, "reason": exc.reason}),
                                      name) from exc
            assert seat is not None  # an action was legal here: a seat was to move
            self.steps.append(Step(seat, events, any(e.reveals for e in events)))
            self.stages.append(stage_of(state))
            if (index + 1) % SNAPSHOT_EVERY == 0:
                self._snapshots[index + 1] = state.clone()
        self.final = state
        self.stages = numbered(self.stages)
        self.marks = [k for k in range(len(self.stages))
                      if k == 0 or self.stages[k] != self.stages[k - 1]]

    def __len__(self) -> int:
        return len(self.actions)

    @property
    def finished(self) -> bool:
        return self.final.is_over()

    def state_at(self, k: int):
        """A fresh state after the first `k` actions (from the nearest snapshot)."""
        k = max(0, min(len(self.actions), k))
        if k == len(self.actions):
            return self.final.clone()
        base = k - k % SNAPSHOT_EVERY
        state = self._snapshots[base].clone()
        for action in self.actions[base:k]:
            state.apply(action)
        return state

    def mark_before(self, k: int) -> int:
        """The start of the stage before position `k` (or of its own, when `k` is inside)."""
        earlier = [m for m in self.marks if m < k]
        return earlier[-1] if earlier else 0

    def mark_after(self, k: int) -> int:
        """The start of the next stage after `k` (the end when there is none)."""
        later = [m for m in self.marks if m > k]
        return later[0] if later else len(self.actions)

    def prefix(self, k: int) -> Replay:
        """A copy of the replay with only its first `k` actions."""
        r = self.replay
        return Replay(r.game, dict(r.options), list(r.seats), r.seed, self.actions[:k],
                      position=r.position)
