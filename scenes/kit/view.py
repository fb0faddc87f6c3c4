"""What a game gives the shared table: its view object, typed as the Protocol `TableView`.

The table (`TableScene`, scenes/kit/table.py) makes one view per table from its context,
`view_class(context)` (scenes/kit/context.py), and calls these hooks on it; `GameView`
(scenes/kit/game_view.py) is the base a game's view extends, with a plain default for each
(tests/scenes/kit/test_table_view.py checks every game's view against this list). Queries (all
but the `draw_*` hooks, `prepare_hint` and the `before_*`/`after_*` hooks) change nothing:
the table may call them at any time and as often as it likes. The table's own steps (input,
play, refresh, layout) are the table's: a view adds to one through the hooks before and
after it, never by calling it.
"""

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar, Protocol, runtime_checkable

import pygame

from engines.core import Event, Observation
from engines.core.actions import ActionKinds
from scenes.kit.layout import AreaKey, TableLayout
from shell.ui.dragdrop import Binding, Outcome

if TYPE_CHECKING:
    from scenes.kit.game_view import StepMark


@runtime_checkable
class TableView(Protocol):
    """A game's side of the table."""

    game_id: ClassVar[str]
    music: ClassVar[str]
    ANIMATE: ClassVar[dict]  # event kind -> handler(view, event, moment), or None
    UNLOGGED: ClassVar[frozenset]  # event kinds with no log line of their own
    WAITING_PARTS: ClassVar[tuple]  # board parts that may catch up after a move lands
    ANNOUNCE_VIEWER: ClassVar[bool]  # a banner names the player whose view is shown
    PROMPTS: ClassVar[dict]  # prompt_key() -> what to do (a marked msgid with {name})
    CHOICE_LABELS: ClassVar[dict]  # action name -> a choice button's label (marked msgid)
    ACTIONS: ClassVar[ActionKinds]  # the game's action records and their decoder

    # layout and drawing ------------------------------------------------------------------
    def compute_layout(self, obs: Observation, table_rect: pygame.Rect,
                       scale: float) -> TableLayout:
        """Where everything sits for `obs` (the game's layout module computes it)."""

    def target_areas(self) -> dict[AreaKey, pygame.Rect]:
        """Areas that exist only as targets of this turn's legal actions, over the layout."""

    def background_key(self) -> tuple:
        """What the background layer depends on."""

    def draw_background(self, surface: pygame.Surface) -> None:
        """The parts of the table that change only with the layout."""

    def board_parts(self) -> dict | None:
        """The board as parts: name -> (rect, key, paint); None: `draw_board` paints it."""

    def draw_board(self, surface: pygame.Surface) -> None:
        """The board whole (over the background)."""


    def drag_image(self, source: AreaKey) -> pygame.Surface | None:
        """What follows the mouse while `source` is dragged (None: nothing)."""

    def draw_seat_marker(self, surface: pygame.Surface, seat: int, center: tuple[int, int],
                         radius: int) -> None:
        """A seat's mark (the panel's rows, the results)."""

    def seat_colour(self, seat: int) -> tuple:
        """A seat's colour."""

    # input ---------------------------------------------------------------------------------
    def keys_at(self, pos: tuple[int, int]) -> list[AreaKey]:
        """Area keys under `pos`, topmost first."""

    def bindings(self) -> list[Binding]:
        """This turn's legal actions as drags and clicks (shell/ui/dragdrop.py Binding)."""

    def choices(self) -> list[tuple[str, tuple]]:
        """(label, action) for the legal actions shown as buttons, in the engine's order."""

    def choice_label(self, action: tuple) -> str | None:
        """A button's label for `action` (None: not a button)."""

    def click_selects(self, source: AreaKey, action: tuple) -> bool:
        """A click on `source` with this one target selects it instead of acting at once."""

    def count_key(self, n: int) -> bool:
        """Number key `n` while a piece is held chooses how many it moves (a set's size);
        True when the view used it."""

    def propose(self, source: AreaKey | None, target: AreaKey | None) -> tuple | None:
        """The action a refused drop meant (to ask the engine why it is illegal)."""

    def piece_stuck_reason(self, key: AreaKey) -> str | None:
        """Why the game's piece at `key` cannot go anywhere (None: say nothing)."""

    # words ---------------------------------------------------------------------------------
    def describe(self, event: Event) -> str | None:
        """The log line of an engine event (None: no line)."""

    def seat_detail(self, seat: int) -> str:
        """The panel's second line for a seat."""

    def status(self) -> str:
        """The panel's status line (round, level, ...)."""

    def prompt_key(self) -> str | None:
        """Which of `PROMPTS` applies now."""

    def turn_prompt(self, seat: int, name: str) -> str:
        """The prompt for the human `seat` (called `name`) to move."""

    def bot_prompt(self, seat: int, name: str) -> str:
        """The prompt while the bot `seat` thinks."""

    def tooltip(self, key: AreaKey) -> str | None:
        """Help text for the area `key` under the mouse."""

    # hints and hot seat --------------------------------------------------------------------
    def hint_places(self, action: tuple, steps: Sequence[tuple] = (),
                    ) -> tuple[AreaKey | None, AreaKey | None] | None:
        """(source key, target key) showing `action` when the bindings alone do not."""

    def step_marks(self, steps: Sequence[tuple], first: int = 0) -> list["StepMark"]:
        """[(source, target, ghost image or None)] for the steps of a whole move."""

    def prepare_hint(self, action: tuple, steps: Sequence[tuple] = ()) -> None:
        """Make `action` showable when its hint arrives (e.g. turn a piece in hand)."""

    def hint_keys(self, steps: Sequence[tuple]) -> str | None:
        """The keys that make the hinted `steps` from how the piece in hand lies now."""

    def shared_view(self, obs: Mapping[str, object]) -> dict[str, object]:
        """`obs` without what is only a seat's label; the cover appears when two seats'
        shared views differ."""

    # around the table's own steps --------------------------------------------------------
    def before_event(self, event: pygame.event.Event) -> bool:
        """The game's own input first (keys, the wheel); True: used."""

    def after_event(self, event: pygame.event.Event) -> None:
        """After the table's input handled `event`."""

    def before_outcome(self, outcome: Outcome) -> bool:
        """What a drag or click came to, before the table deals with it; True: dealt with."""

    def after_outcome(self, outcome: Outcome) -> None:
        """After the table dealt with `outcome`."""

    def before_play(self, action: tuple) -> None:
        """`action` is about to be played."""

    def after_play(self, action: tuple, played: bool) -> None:
        """`action` was played, or refused (`played` False)."""

    def before_refresh(self) -> None:
        """The table re-reads the observation."""

    def after_refresh(self) -> None:
        """The table has re-read the observation, layout, targets and buttons."""

    def before_layout(self) -> None:
        """The table is laid out again."""

    def log_events(self, events: Iterable[Event]) -> None:
        """The log lines of a move's events."""

    def board_key(self) -> tuple:
        """What the board depends on beyond what the table knows."""

    def glows(self, key: AreaKey) -> bool:
        """The table's glow marks the legal target `key`."""

    def draw_drag(self, surface: pygame.Surface) -> None:
        """Over the piece dragged under the mouse."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """What changes every frame over the cached board, over the targets' glow."""


HOOKS = tuple(name for name in vars(TableView)
              if not name.startswith("_") and callable(getattr(TableView, name)))
