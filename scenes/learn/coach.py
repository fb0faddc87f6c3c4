"""The coach of a guided first game: a script of steps, the step due now, and what to light.

A `Script` is data: the fixed deal (seed, players, options), a list of `Step`s and a function
that explains a scoring event. A step names the actions it expects (`expect`: action names,
or None for "any legal action", and `worth`: which of those it may advise now) and what the
coach says (a marked msgid). The coach keeps to
the script: a step whose expected action is not possible now is passed over; the player's
own move advances it only when it was the expected kind; while the move just made goes on
(the domino taken is still to be placed), the coach stays with that step. A step with a
`wait` text is not passed over at once: for up to `MAX_WAIT` of the player's moves the
coach says that text and points at a good move instead. When the script is done the coach
keeps suggesting a move (the Easy bot's choice) and keeps explaining each scoring.

`Coach.update(table)` reads what the lesson's table shows (a `CoachedTable`: the view's
context with the legal actions, the bindings, that is the drags and clicks, and the areas;
the view; the choice buttons) and sets `highlight`: the piece to take and the target to drop
on (area keys with their rects), or the button to press. A script's callbacks read the same.
"""

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import pygame
from pygame_gui.elements import UIButton

from engines.ai import decide, decision_seed
from engines.core import Event, State
from scenes.kit.context import TableContext
from scenes.kit.layout import AreaKey
from scenes.kit.view import TableView
from shell.language.i18n import _

MAX_WAIT = 8  # the player's moves a waiting step waits before it is passed over


class CoachedTable(Protocol):
    """What the coach and a lesson's script read of the lesson's table."""

    @property
    def ctx(self) -> TableContext:
        """The view's context: the observation, the areas, the drags and clicks, who is to
        move and their names, the legal actions, the moves played."""

    @property
    def view(self) -> TableView:
        """The game's view: its turn prompt, the areas under a point."""

    @property
    def choice_buttons(self) -> Mapping[UIButton, tuple]:
        """The buttons over the table and the actions they play."""

    @property
    def state(self) -> State:
        """The game, which only the Easy bot's suggestion and a script's look ahead think on
        (on copies)."""


Prefer = Callable[[Sequence[tuple], CoachedTable], tuple | None]


@dataclass(frozen=True)
class Step:
    """One instruction: `text` (a msgid, formatted with {name}), the action names it
    expects (None: any legal action) and `prefer`, which of those actions to show."""

    text: str
    expect: tuple | None = None
    prefer: Prefer | None = None  # (legal matching actions, table) -> action or None
    wait: str | None = None  # said while the step is not possible yet (else it is passed)
    during: tuple = ()  # the wait text is said when these actions are legal (a plain turn)
    # (action, table) -> whether the step may advise it now
    worth: Callable[[tuple, CoachedTable], bool] | None = None

    def matches(self, action: tuple, table: CoachedTable | None = None) -> bool:
        """Whether `action` is the step's kind of move (and, with the `table`, one the step
        may advise now: a move that mainly helps the opponent is not)."""
        if self.expect is not None and action[0] not in self.expect:
            return False
        return table is None or self.worth is None or self.worth(action, table)


@dataclass(frozen=True)
class Script:
    """A game's guided first game (its app descriptor's `learn`): the deal, the steps, and
    how its scorings are explained."""

    seed: int
    steps: tuple
    # (event, table) -> explanation text (translated) or None
    explain: Callable[[Event, CoachedTable], str | None]
    options: dict = field(default_factory=dict)
    players: int = 2
    # (table, action) -> the target to prefer (readies the table)
    aim: Callable[[CoachedTable, tuple], AreaKey | None] | None = None
    free_text: str = ""  # what the coach says once the script is done (a msgid)


@dataclass(frozen=True)
class Highlight:
    """What the coach points at: drag `source` onto `target`, click `target` alone (no
    source), or press `button` (a choice button of the table)."""

    action: tuple
    source: AreaKey | None = None
    target: AreaKey | None = None
    source_rect: pygame.Rect | None = None
    target_rect: pygame.Rect | None = None
    button: UIButton | None = None
    source_point: tuple | None = None  # where to grab the piece (not under another one)
    target_point: tuple | None = None  # where to drop it or click


class Coach:
    def __init__(self, script: Script):
        self.script = script
        self.index = 0
        self.notes: list[str] = []  # the last scorings explained (kept for two moves)
        self._note_age = 0  # the player's moves since the last note
        self.highlight: Highlight | None = None
        self._suggested: tuple | None = None  # (ply, action)
        self.waiting = False  # the step's action is not possible yet (its `wait` is said)
        self.finishing = False  # the last step's move goes on (its text is said again)
        self.waited = 0  # the player's moves made while waiting on this step

    @property
    def step(self) -> Step | None:
        steps = self.script.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def scripted(self) -> bool:
        """Still in the scripted part (False: the player finishes freely)."""
        return self.step is not None

    def text(self, table: CoachedTable) -> str:
        """The coach line for now."""
        asked = table.ctx.queries
        mover = asked.to_move()
        if mover is None:
            return _("The game is over: see how the points were made on the results screen.")
        name = asked.name(mover)
        if not asked.human_to_move():
            return _("{name} (Easy bot) is playing: watch the table.").format(name=name)
        step = self.script.steps[self.index - 1] if self.finishing else self.step
        if step is not None and self.waiting:
            legal = {a[0] for a in asked.legal_actions()}
            if step.wait is not None and legal & set(step.during):
                return _(step.wait).format(name=name)
            return table.view.turn_prompt(mover, name)
        if step is not None:
            return _(step.text).format(name=name)
        return _(self.script.free_text).format(name=name)

    # progress ---------------------------------------------------------------------------
    def update(self, table: CoachedTable) -> None:
        """Pass over steps that cannot be done now and point at the move to make."""
        self.highlight = None
        asked = table.ctx.queries
        if (asked.to_move() is None or not asked.human_to_move()
                or asked.covered_for() is not None):
            return
        legal = asked.legal_actions()
        self.waiting = False
        self.finishing = False
        previous = self.script.steps[self.index - 1] if 0 < self.index else None
        if (self.step is not None and not any(self.step.matches(a, table) for a in legal)
                and previous is not None and any(previous.matches(a, table) for a in legal)):
            self.finishing = True  # the move just made goes on (a domino taken is placed)
        while not self.finishing and self.step is not None and not any(
                self.step.matches(a, table) for a in legal):
            if self.step.wait and self.waited < MAX_WAIT:
                self.waiting = True
                break
            self._advance()
        step = previous if self.finishing else None if self.waiting else self.step
        candidates = [a for a in legal if step is None or step.matches(a, table)]
        action = step.prefer(candidates, table) if step is not None and step.prefer else None
        if action is None:
            suggestion = self.suggestion(table)
            action = suggestion if suggestion in candidates else candidates[0]
        aimed = self.script.aim(table, action) if self.script.aim is not None else None
        self.highlight = gesture_for(table, action, aimed) or next(
            (h for a in candidates if (h := gesture_for(table, a))), None)

    def suggestion(self, table: CoachedTable) -> tuple:
        """The Easy bot's choice for the player to move (computed once per move)."""
        ply = table.ctx.queries.ply()
        if self._suggested is None or self._suggested[0] != ply:
            seat = table.ctx.queries.to_move()
            assert seat is not None, "a suggestion is asked only while the game goes on"
            action = decide(table.state, seat, "easy", decision_seed(self.script.seed, ply, seat),
                            table.view.game_id, cap=False)
            self._suggested = (ply, action)
        return self._suggested[1]

    def _advance(self) -> None:
        self.index += 1
        self.waited = 0
        self.waiting = False

    def played(self, table: CoachedTable, action: tuple, by_human: bool,
               events: Sequence[Event]) -> None:
        """After a move: the player's expected move advances the script; every scoring
        event is explained."""
        if by_human:
            self._note_age += 1
            if self._note_age > 2:
                self.notes = []
            if self.finishing:
                self.finishing = False
            elif self.step is not None and self.step.matches(action):
                self._advance()
            elif self.waiting:
                self.waited += 1
        for event in events:
            note = self.script.explain(event, table)
            if note:
                self.notes = (self.notes + [note])[-2:]
                self._note_age = 0


def gesture_for(table: CoachedTable, action: tuple,
                aimed: AreaKey | None = None) -> Highlight | None:
    """How the table plays `action` now: a binding whose piece and target are on screen
    (a drag when it has a piece, else a click; the `aimed` target when it has one), or a
    choice button."""
    areas, interaction = table.ctx.areas, table.ctx.interaction
    sources = interaction.sources()
    best = None
    for binding in interaction.bindings:
        if binding.action != action or binding.target not in areas:
            continue
        if binding.source is not None and binding.source not in areas:
            continue
        grab = None
        if binding.source is not None:
            grab = visible_point(table, binding.source, lambda k: k in sources)
            if grab is None:
                continue
        targets = {o.target for o in interaction.bindings if o.source == binding.source}
        drop = visible_point(table, binding.target, targets.__contains__)
        if drop is None:
            continue
        source_rect = areas.get(binding.source) if binding.source is not None else None
        candidate = Highlight(action, binding.source, binding.target, source_rect,
                              areas[binding.target], source_point=grab, target_point=drop)
        if binding.target == aimed:
            return candidate
        if best is None or (best.source is None and binding.source is not None):
            best = candidate
    if best is not None:
        return best
    for button, choice in table.choice_buttons.items():
        if choice == action:
            return Highlight(action, target_rect=button.rect, button=button,
                             target_point=button.rect.center)
    return None


def visible_point(table: CoachedTable, key: AreaKey,
                  counts: Callable[[AreaKey], bool]) -> tuple | None:
    """A point of `key`'s area where it is the topmost area that `counts` (a card under a
    fanned hand shows only a strip), or None when it is hidden everywhere."""
    rect = table.ctx.areas[key]
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.15, 0.7, 0.85, 0.05, 0.95):
            point = (rect.x + round(rect.w * fx), rect.y + round(rect.h * fy))
            if not rect.collidepoint(point):
                continue
            top = next((k for k in table.view.keys_at(point) if counts(k)), None)
            if top == key:
                return point
    return None
