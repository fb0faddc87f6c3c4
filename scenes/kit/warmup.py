"""Work a table's first frame would do, done ahead while a screen before it is idle.

The first table opened at a window size paid for what every table shares and nothing had
made yet: its window-sized layer surfaces and the canvas its frames are composed on (fresh
pages), the fonts of the text roles (a font's first use at a size costs about 3 ms), the
side panel's buttons (each button shape is drawn once per size and state, then kept in the
shared theme: shell/ui/gui_shapes.py; a bare shape's states are drawn one a slice first); and
the
first results screen likewise for its modules, its veil, its panel's shadow and its
buttons; and each game's own pictures (a game package's `warm_up`). The menu and the
setup screen run `WARM_UP.step(app)` every frame: one slice of that work a frame, a few
milliseconds each, so that the first table opens as fast as the ones after it.
It starts again for another app (a new window), window size or language.

A screen's own new buttons go first (`defer_states`): pygame_gui draws every state of every
new button over the screen's first frames, one state of each button a frame (at 3840x2160
tens of milliseconds a state, so 100-200 ms a frame for a screen of big buttons); their
states are drawn here instead, one a slice, before the table's slices.
"""

import importlib
import weakref
from collections import deque
from collections.abc import Iterator

from scenes.kit.dirty import SPARE
from scenes.kit.sprites import POOL, SPRITES
from shell.language.i18n import current_language
from shell.ui.gui_shapes import shape_key
from shell.ui.scene import make_ui
from shell.ui.theme import font, prepare_panel, ui_scale

ROLES = ("small", "body", "large", "heading")
SAMPLE = "Ag0"  # a font's first measure is its costly first use


class WarmUp:
    """The slices still to do for the current window size and language."""

    def __init__(self):
        self._app = None  # a weak reference to the app it works for
        self._for: tuple | None = None
        self._slices: Iterator | None = None
        self._states: deque = deque()  # (widget, shape, state) of a screen's new buttons
        self._states_for = None  # a weak reference to the app whose screen they are

    @property
    def states_left(self) -> int:
        """States of a screen's new buttons still to draw (`defer_states`)."""
        return len(self._states)

    def defer_states(self, app, ui) -> None:
        """Take the states pygame_gui has queued for `ui`'s widgets (a screen of `app` just
        built): `step` draws them, one a slice, before any of its own work."""
        self._states = deque(taken_states(ui))
        self._states_for = weakref.ref(app)

    def done_for(self, app) -> bool:
        """Nothing left for `app` at its window's present size and language: its slices
        all done and no screen's button state left to draw. (After a resize, or for
        another app, the work of the old size is no longer what a table needs.)"""
        return (self._for == (app.size, current_language()) and self._app is not None
                and self._app() is app and self._slices is None and not self.states_left)

    def step(self, app) -> bool:
        """One slice of the work (started anew for a new size or language); False when
        there is nothing left to do."""
        if self._states and (self._states_for is None or self._states_for() is not app):
            self._states.clear()  # another app's (a new window): its fonts may be gone
        if draw_one(self._states):
            return True
        key = (app.size, current_language())
        if key != self._for or self._app is None or self._app() is not app:
            self._app = weakref.ref(app)
            self._for = key
            self._slices = table_slices(app.size)
        if self._slices is None:
            return False
        if next(self._slices, StopIteration) is StopIteration:
            self._slices = None
            return False
        return True

    def finish(self, app) -> None:
        """Do all that is left now (tests, and a table opened before the end)."""
        while self.step(app):
            pass


def table_slices(size: tuple[int, int]) -> Iterator[None]:
    """What every table's first frame needs, one slice at a time."""
    from pygame_gui.elements import UIButton

    from scenes.kit.table import panel_rect
    from scenes.kit.table_buttons import panel_button_places

    scale = ui_scale(size)
    SPRITES.resized(size)
    POOL.resized(size)
    panel = panel_rect(size, scale)
    yield  # the first slice imports the table's modules
    taken = []
    # the table's layers: background and board (the window), the side panel
    for layer_size in (size, size, panel.size):
        taken.append(POOL.take(layer_size))
        yield
    for surface in taken:
        POOL.give(surface)
    SPARE.prepare(size)  # the canvas the table's frames are composed on
    yield
    for role in ROLES:
        for bold in (False, True):
            font(role, scale, bold).size(SAMPLE)
            yield
    ui = make_ui(size, scale)  # the theme, parsed once per scale and language
    yield
    places = panel_button_places(panel, scale)
    for _label, place in places.values():
        yield from shapes_kept(UIButton(place, "", ui))
    buttons = []
    for name, (label, place) in places.items():
        button = UIButton(place, label, ui)
        buttons.append(button)
        yield
        if name in ("undo", "hint"):  # disabled while no move can be taken back or hinted
            button.disable()
            yield
    yield from settle(ui)
    for button in buttons:
        button.kill()
    yield from game_slices(scale)
    yield from results_slices(size, scale, ui)


def game_slices(scale: float) -> Iterator[None]:
    """Each game's own first-frame pictures: its app descriptor's `warm_up(scale)`, if it
    has one (its import a slice of its own)."""
    from scenes.games import app_descriptor, games

    for game_id in games():
        found = app_descriptor(game_id)
        yield
        if found is not None and found.warm_up is not None:
            yield from found.warm_up(scale)


# The results screen's modules, imported one a slice (together they cost 20-45 ms); each
# after the modules it imports.
RESULTS_IMPORTS = ("multiprocessing", "engines.ai.analysis", "shell.workers.analysis_job",
                   "scenes.charts.style", "scenes.charts.analysis_charts", "scenes.screens.results")


def results_slices(size: tuple[int, int], scale: float, ui) -> Iterator[None]:
    """What the results screen's first frame needs: its modules, its veil, its panel's
    shadow, its buttons."""
    for name in RESULTS_IMPORTS:
        importlib.import_module(name)
        yield
    from pygame_gui.elements import UIButton

    from scenes.screens.results import button_places, results_box, veil_size

    veil = POOL.take(veil_size(size), alpha=True)
    yield
    POOL.give(veil)
    box = results_box(size, scale)
    prepare_panel(box.size, radius=round(18 * scale), scale=scale)  # as ResultsScene draws
    yield
    buttons = []
    for label, place, style in button_places(box, scale).values():
        buttons.append(UIButton(place, label, ui, object_id=style))
        yield
        yield from settle(ui)  # its other states
    for button in buttons:
        button.kill()


STATES = ("normal", "hovered", "selected", "active", "disabled")


def shapes_kept(button) -> Iterator[None]:
    """Keep a big button's shape in each state in the theme's shape cache, one state a
    slice (shell/ui/gui_shapes.py keeps what pygame_gui would not: every side panel button at
    3840x2160 is over its size limit). The button is made without a label: its states are
    the bare shapes the cache keeps."""
    shape = button.drawable_shape
    for state in STATES:
        key = shape_key(shape, state) if state in shape.states else None
        if key is not None and shape.shape_cache.find_surface_in_cache(key) is None:
            shape.redraw_state(state, add_text=False)
            yield
    button.kill()
    yield


def settle(ui) -> Iterator[None]:
    """pygame_gui draws a button's other states (hovered, selected, ...) over its next
    updates, every button's at once: here one state a slice."""
    states = deque(taken_states(ui))
    while draw_one(states):
        yield


def taken_states(ui) -> list:
    """The (widget, shape, state) triples pygame_gui has queued for `ui`'s widgets, taken off its
    queues (it would draw one of each widget every update)."""
    taken: list = []
    for element in ui.get_sprite_group().sprites():
        shape = getattr(element, "drawable_shape", None)
        queue = getattr(shape, "states_to_redraw_queue", None)
        if shape is not None and queue:
            taken.extend((element, shape, state) for state in queue)
            queue.clear()
            shape.need_to_clean_up = False  # the temporary 4x shapes serve the next states
    return taken


def draw_one(states: deque) -> bool:
    """Draw the next state of `states` not drawn yet (one pygame_gui drew meanwhile, as it
    does when a state is shown, is skipped); False when none was left. After a shape's last
    state its temporary shapes go, as pygame_gui's own queue does."""
    while states:
        element, shape, state = states.popleft()
        drawn = shape.states.get(state)
        if drawn is None or drawn.generated or not element.alive() \
                or element.drawable_shape is not shape:  # gone, rebuilt or drawn already
            continue
        shape.redraw_state(state)
        if not any(other is shape for _element, other, _state in states):
            shape.clean_up_temp_shapes()
        return True
    return False


WARM_UP = WarmUp()
