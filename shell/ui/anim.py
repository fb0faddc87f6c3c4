"""Tweened animation of engine events (docs/art.md: 150-400 ms, ease-out; speed from settings).

An `Animator` runs a queue of `Step`s one after another (a step may hold several tweens that
run together). Each tween moves a drawable from one point to another; while it runs, the
keys in `hides` tell the scene not to draw the piece already at its destination.

A step may carry heavy drawing to do before it shows (e.g. a score card): `prepare`, an
iterator whose each item is one slice of that work. The animator runs one slice a frame
while the steps before it play, so no single frame pays for the whole picture; whatever is
left is finished when the step starts.

A step's sound is a `Cue` given as its `on_start`: heard when the step starts on screen,
never when the step is finished unseen (a click or a key skipping the animation, an undo),
so a skipped animation is silent. At the instant speed, where nothing is shown, each sound
of what was queued is heard once.
"""

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field


def ease_out(t: float) -> float:
    """Cubic ease-out on [0, 1]."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a, b, t):
    return (lerp(a[0], b[0], t), lerp(a[1], b[1], t))


@dataclass(frozen=True)
class Cue:
    """A sound effect to start with a step: `play(name)` (the app's audio) when called."""

    name: str
    play: Callable[[str], None]

    def __call__(self) -> None:
        self.play(self.name)


@dataclass
class Tween:
    """A piece moving from `start` to `end`; `draw(surface, pos, progress)` paints it."""

    start: tuple[float, float]
    end: tuple[float, float]
    draw: Callable
    duration: float = 0.3
    delay: float = 0.0
    hides: frozenset = frozenset()
    arc: float = 0.0  # lift at mid-flight, in pixels (a hop)

    def position(self, elapsed: float) -> tuple[float, float] | None:
        if elapsed < self.delay:
            return None
        t = ease_out((elapsed - self.delay) / self.duration if self.duration > 0 else 1.0)
        x, y = lerp_point(self.start, self.end, t)
        return x, y - self.arc * 4 * t * (1 - t)

    def progress(self, elapsed: float) -> float:
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (elapsed - self.delay) / self.duration))

    @property
    def total(self) -> float:
        return self.delay + self.duration


@dataclass
class Step:
    """Tweens that run together, then `on_done` (e.g. a sound or revealing the next view)."""

    tweens: list[Tween] = field(default_factory=list)
    on_start: Callable | None = None
    on_done: Callable | None = None
    pause: float = 0.0  # extra time after the tweens
    waiting: Callable | None = None  # draw(surface): the piece at rest until the step starts
    backdrop: Callable | None = None  # draw(surface): scenery shown while the step is queued
    prepare: Iterator | None = None  # slices of work done ahead, one a frame (see above)

    def prepare_slice(self) -> bool:
        """Do the next slice of `prepare`; False when there was none left."""
        if self.prepare is None:
            return False
        if next(self.prepare, StopIteration) is StopIteration:
            self.prepare = None
            return False
        return True

    def prepare_all(self) -> None:
        while self.prepare_slice():
            pass

    @property
    def duration(self) -> float:
        return max((t.total for t in self.tweens), default=0.0) + self.pause


class Animator:
    def __init__(self, speed: float = 1.0):
        self.speed = speed  # duration multiplier: 0 = instant, 0.5 fast, 2 slow
        self.queue: list[Step] = []
        self.elapsed = 0.0
        self.started = False

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    def add(self, step: Step) -> None:
        self.queue.append(step)

    def clear(self) -> None:
        """Finish everything at once, unseen: callbacks still run, in order, but no step's
        sound (its `Cue`) is heard."""
        while self.queue:
            self._finish_current()

    def _instant(self) -> None:
        """Finish everything at once at the instant speed: each sound heard once."""
        heard: set[str] = set()
        while self.queue:
            self._finish_current(heard)

    def hidden_keys(self) -> set:
        keys: set = set()
        for step in self.queue:
            for tween in step.tweens:
                keys |= tween.hides
        return keys

    def update(self, dt: float) -> None:
        if self.speed <= 0:
            self._instant()
            return
        budget = dt / self.speed
        while self.queue and budget >= 0:
            step = self.queue[0]
            if not self.started:
                self.started = True
                step.prepare_all()
                if step.on_start:
                    step.on_start()
            remaining = step.duration - self.elapsed
            if budget >= remaining:
                budget -= remaining
                self._finish_current()
            else:
                self.elapsed += budget
                break
        self.prepare_ahead()

    def prepare_ahead(self) -> None:
        """One slice of the first queued step that still has work to prepare."""
        for index, step in enumerate(self.queue):
            if index == 0 and self.started:
                continue
            if step.prepare_slice():
                return

    def _finish_current(self, heard: set[str] | None = None) -> None:
        """Finish the first step; one that had not started runs its `on_start` now, but
        its sound only where `heard` is given and has not had that sound yet."""
        step = self.queue.pop(0)
        step.prepare = None  # finished at once: its picture is never shown
        start = step.on_start
        if not self.started and start:
            if not isinstance(start, Cue):
                start()
            elif heard is not None and start.name not in heard:
                heard.add(start.name)
                start()
        self.elapsed = 0.0
        self.started = False
        if step.on_done:
            step.on_done()

    def draw(self, surface) -> None:
        for step in self.queue:
            if step.backdrop:
                step.backdrop(surface)
        for index, step in enumerate(self.queue):
            if step.waiting and (index > 0 or not self.started):
                step.waiting(surface)
        if not self.queue or not self.started:
            return
        for tween in self.queue[0].tweens:
            pos = tween.position(self.elapsed)
            if pos is not None:
                tween.draw(surface, pos, tween.progress(self.elapsed))
