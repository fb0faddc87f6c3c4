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

`Coach.update(scene)` reads the real table scene: its legal actions, its bindings (the drags
and clicks) and its areas, and sets `highlight`: the piece to take and the target to drop on
(area keys with their rects), or the button to press.
"""

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame
from pygame_gui.elements import UIButton

from engines.ai import decide, decision_seed
from scenes.kit.layout import AreaKey
from shell.language.i18n import _

MAX_WAIT = 8  # the player's moves a waiting step waits before it is passed over

@dataclass(frozen=True)
class Step:
    """One instruction: `text` (a msgid, formatted with {name}), the action names it
    expects (None: any legal action) and `prefer`, which of those actions to show."""

    text: str
    expect: tuple | None = None
    prefer: Callable | None = None  # (legal matching actions, scene) -> action or None
    wait: str | None = None  # said while the step is not possible yet (else it is passed)
    during: tuple = ()  # the wait text is said when these actions are legal (a plain turn)
    worth: Callable | None = None  # (action, scene) -> whether the step may advise it now

    def matches(self, action, scene=None) -> bool:
        """Whether `action` is the step's kind of move (and, with the table `scene`, one
        the step may advise now: a move that mainly helps the opponent is not)."""
        if self.expect is not None and action[0] not in self.expect:
            return False
        return scene is None or self.worth is None or self.worth(action, scene)


@dataclass(frozen=True)
class Script:
    game_id: str
    seed: int
    steps: tuple
    explain: Callable  # (event, scene) -> explanation text (translated) or None
    options: dict = field(default_factory=dict)
    players: int = 2
    aim: Callable | None = None  # (scene, action) -> the target to prefer (readies the table)
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

    def text(self, scene) -> str:
        """The coach line for now."""
        state = scene.state
        if state.is_over():
            return _("The game is over: see how the points were made on the results screen.")
        if not scene.human_to_move:
            return _("{name} (Easy bot) is playing: watch the table.").format(
                name=scene.session.name(state.to_move()))
        name = scene.session.name(state.to_move())
        step = self.script.steps[self.index - 1] if self.finishing else self.step
        if step is not None and self.waiting:
            legal = {a[0] for a in state.legal_actions()}
            if step.wait is not None and legal & set(step.during):
                return _(step.wait).format(name=name)
            return scene.view.turn_prompt(state.to_move(), name)
        if step is not None:
            return _(step.text).format(name=name)
        return _(self.script.free_text).format(name=name)

    # progress ---------------------------------------------------------------------------
    def update(self, scene) -> None:
        """Pass over steps that cannot be done now and point at the move to make."""
        self.highlight = None
        state = scene.state
        if state.is_over() or not scene.human_to_move or scene.covered_for is not None:
            return
        legal = state.legal_actions()
        self.waiting = False
        self.finishing = False
        previous = self.script.steps[self.index - 1] if 0 < self.index else None
        if (self.step is not None and not any(self.step.matches(a, scene) for a in legal)
                and previous is not None and any(previous.matches(a, scene) for a in legal)):
            self.finishing = True  # the move just made goes on (a domino taken is placed)
        while not self.finishing and self.step is not None and not any(
                self.step.matches(a, scene) for a in legal):
            if self.step.wait and self.waited < MAX_WAIT:
                self.waiting = True
                break
            self._advance()
        step = previous if self.finishing else None if self.waiting else self.step
        candidates = [a for a in legal if step is None or step.matches(a, scene)]
        action = step.prefer(candidates, scene) if step is not None and step.prefer else None
        if action is None:
            suggestion = self.suggestion(scene)
            action = suggestion if suggestion in candidates else candidates[0]
        aimed = self.script.aim(scene, action) if self.script.aim is not None else None
        self.highlight = gesture_for(scene, action, aimed) or next(
            (h for a in candidates if (h := gesture_for(scene, a))), None)

    def suggestion(self, scene):
        """The Easy bot's choice for the player to move (computed once per move)."""
        ply = len(scene.session.replay.actions)
        if self._suggested is None or self._suggested[0] != ply:
            seat = scene.state.to_move()
            action = decide(scene.state, seat, "easy", decision_seed(self.script.seed, ply, seat),
                            scene.game_id, cap=False)
            self._suggested = (ply, action)
        return self._suggested[1]

    def _advance(self) -> None:
        self.index += 1
        self.waited = 0
        self.waiting = False

    def played(self, scene, action, by_human: bool, events) -> None:
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
            note = self.script.explain(event, scene)
            if note:
                self.notes = (self.notes + [note])[-2:]
                self._note_age = 0


def gesture_for(scene, action, aimed=None) -> Highlight | None:
    """How the table plays `action` now: a binding whose piece and target are on screen
    (a drag when it has a piece, else a click; the `aimed` target when it has one), or a
    choice button."""
    areas = scene.areas
    sources = scene.interaction.sources()
    best = None
    for binding in scene.interaction.bindings:
        if binding.action != action or binding.target not in areas:
            continue
        if binding.source is not None and binding.source not in areas:
            continue
        grab = None
        if binding.source is not None:
            grab = visible_point(scene, binding.source, lambda k: k in sources)
            if grab is None:
                continue
        drop = visible_point(scene, binding.target, lambda k, b=binding: any(
            o.source == b.source and o.target == k for o in scene.interaction.bindings))
        if drop is None:
            continue
        candidate = Highlight(action, binding.source, binding.target,
                              areas.get(binding.source), areas[binding.target],
                              source_point=grab, target_point=drop)
        if binding.target == aimed:
            return candidate
        if best is None or (best.source is None and binding.source is not None):
            best = candidate
    if best is not None:
        return best
    for button, choice in scene.choice_buttons.items():
        if choice == action:
            return Highlight(action, target_rect=button.rect, button=button,
                             target_point=button.rect.center)
    return None


def visible_point(scene, key, counts) -> tuple | None:
    """A point of `key`'s area where it is the topmost area that `counts` (a card under a
    fanned hand shows only a strip), or None when it is hidden everywhere."""
    rect = scene.areas[key]
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.15, 0.7, 0.85, 0.05, 0.95):
            point = (rect.x + round(rect.w * fx), rect.y + round(rect.h * fy))
            if not rect.collidepoint(point):
                continue
            top = next((k for k in scene.view.keys_at(point) if counts(k)), None)
            if top == key:
                return point
    return None
