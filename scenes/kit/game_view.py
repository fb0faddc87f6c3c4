"""`GameView`: the base of a game's view object, the game's side of the table.

The table (`TableScene`) owns one view, made as `view_class(table)`, and calls its hooks (the
`TableView` Protocol, scenes/kit/view.py). This base gives each hook its plain default and
lets a game's view read what the table shows through the properties below (the observation,
the layout's areas, the scale, the animator...), the only way it reaches the table besides
`self.table`. Some hooks wrap a step of the table's own (`handle_event`, `on_outcome`,
`play`, `refresh`, `layout`, `log_events`, `board_key`, `draw_drag`, `draw_overlay`): the
default does the table's step (`table.kit_<name>`; for `handle_event` and `on_outcome`, the
table's input part, `table.input`), and a game that overrides one calls `super()` for it,
before or after its own.
"""

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Generic, TypeVar, overload

import pygame
import pygame_gui

from engines.core import Event
from engines.core.actions import ActionKinds
from engines.core.observation import Observation
from engines.core.state import State
from game.anim import Animator
from game.dragdrop import Binding, Interaction, Outcome
from game.i18n import _
from game.session import GameSession
from game.theme import GOLD, INK
from game.toast import Toast
from scenes.kit import motion
from scenes.kit.layout import AreaKey, TableLayout
from scenes.kit.marks import draw_seat_disc

if TYPE_CHECKING:
    from game.app import App
    from scenes.kit.gamelog import GameLog
    from scenes.kit.panel import SidePanel
    from scenes.kit.pointer_hold import PointerHold
    from scenes.kit.render_cache import RenderCache
    from scenes.kit.table import TableScene

T = TypeVar("T", covariant=True)
O = TypeVar("O", bound=Observation)  # the game's observation type
L = TypeVar("L", bound=TableLayout)  # the game's layout type
Colour = tuple[int, int, int]
Drawer = Callable[[pygame.Surface, tuple[float, float], float], None]  # a Tween's painter
# One step of a whole move as the hint and the replay show it: (source, target, the piece's
# picture or None); source and target are area keys or rects, None when there is none.
StepMark = tuple[AreaKey | pygame.Rect | None, AreaKey | pygame.Rect | None,
                 pygame.Surface | None]


class FromTable(Generic[T]):
    """A view's read-only window on its table's attribute of the same name (a game's view
    may declare a narrower type for it, e.g. its own state class)."""

    def __init__(self, doc: str) -> None:
        self.__doc__ = doc
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, view: None, owner: type) -> "FromTable[T]": ...

    @overload
    def __get__(self, view: "GameView", owner: type) -> T: ...

    def __get__(self, view: "GameView | None", owner: type) -> "T | FromTable[T]":
        return self if view is None else getattr(view.table, self.name)

    def __set__(self, view: "GameView", value: object) -> None:
        raise AttributeError(f"a view reads {self.name!r} from its table; set it there")


class GameView(Generic[O, L]):
    """A game's view of one table (see the module doc); `O` is the game's observation type
    (engines/<game>/observation.py), `L` its layout's (scenes/<game>/layout.py)."""

    game_id = ""
    music = "menu"  # the theme its table plays (assets/audio/music/<music>.ogg)
    ANIMATE: dict = {}  # event kind -> handler(view, event, moment), or None: no animation
    ANNOUNCE_VIEWER = False  # a banner names the player whose view the table now shows
    UNLOGGED: frozenset = frozenset()  # event kinds with no log line of their own
    # Board parts (a name, or the first item of a tuple name) that may keep their old
    # picture in the frame a move lands and catch up a frame after it, in this order
    # (scenes/kit/render_cache.py)
    WAITING_PARTS: tuple = ()
    PROMPTS: dict = {}  # prompt_key() -> what to do (a marked msgid with {name})
    CHOICE_LABELS: dict = {}  # action name -> the button's label (a marked msgid)
    ACTIONS: ActionKinds = ActionKinds()  # the game's action records and their decoder

    def __init__(self, table: "TableScene") -> None:
        self.table = table

    # what the view reads of its table ----------------------------------------------------
    app: FromTable["App"] = FromTable("The app.")
    ui: FromTable[pygame_gui.UIManager] = FromTable("The table's widget manager.")
    session: FromTable[GameSession] = FromTable("The game session (state, replay, seats' names).")
    state: FromTable[State] = FromTable("The game state.")
    obs: FromTable[O] = FromTable("The observation the table shows.")
    prev_obs: FromTable[O | None] = FromTable("The observation before the last move (None: none).")
    viewer: FromTable[int] = FromTable("The seat whose view the table shows.")
    areas: FromTable[dict[AreaKey, pygame.Rect]] = FromTable(
        "Area key -> rect: the layout's pieces and this turn's targets.")
    table_layout: FromTable[L] = FromTable(
        "The layout of the observation shown (made before any hook that reads it).")
    table_rect: FromTable[pygame.Rect] = FromTable(
        "The table's place (the window less the side panel).")
    size: FromTable[tuple[int, int]] = FromTable("The window's size.")
    scale: FromTable[float] = FromTable("The window's scale.")
    text_scale: FromTable[float] = FromTable("The text's scale (the window's times the text size).")
    patterns: FromTable[bool] = FromTable("Colour-blind marks are on.")
    clock: FromTable[float] = FromTable("Seconds since the table opened (pulses).")
    interaction: FromTable[Interaction] = FromTable("Drag and drop (game/dragdrop.py).")
    hold: FromTable["PointerHold"] = FromTable(
        "Areas kept in place under a resting pointer (scenes/kit/pointer_hold.py).")
    animator: FromTable[Animator] = FromTable("The animations playing.")
    cache: FromTable["RenderCache"] = FromTable(
        "The table's cached layers (scenes/kit/render_cache.py).")
    panel: FromTable["SidePanel"] = FromTable("The side panel.")
    log: FromTable["GameLog"] = FromTable("The game log.")
    toast: FromTable[Toast] = FromTable("The table's short messages.")
    choice_buttons: FromTable[dict] = FromTable("Choice button -> the action it plays.")
    covered_for: FromTable[int | None] = FromTable(
        "The seat a hot-seat cover is due for (None: none).")
    human_to_move: FromTable[bool] = FromTable("A human is to move.")
    read_only: FromTable[bool] = FromTable("Nobody plays at this table (the replay viewer).")

    @property
    def version(self) -> int:
        """Bumped on every change the table shows (a view bumps it for its own changes)."""
        return self.table.version

    @version.setter
    def version(self, value: int) -> None:
        self.table.version = value

    # the table's services a view draws and animates with
    def glow(self, surface: pygame.Surface, rect: pygame.Rect, width: int = 3) -> None:
        self.table.glow(surface, rect, width)

    def shown_inside(self, rect: pygame.Rect) -> tuple:
        return self.table.shown_inside(rect)

    def banner_step(self, text: str, duration: float = 0.9, colour: Colour = GOLD,
                    sound: Callable[[], None] | None = None,
                    centre: tuple[int, int] | None = None) -> None:
        self.table.banner_step(text, duration, colour, sound, centre)

    def _sound(self, name: str | None) -> Callable[[], None] | None:
        """A Step callback that plays a sound effect (None for no sound)."""
        return motion.sound(self.table, name)

    def _blit(self, image: pygame.Surface) -> Drawer:
        """A Tween drawer that blits `image` centred on the moving point."""
        return motion.blit(image)

    def refused(self, reason: str) -> None:
        self.table.refused(reason)

    def spring_back(self, source: AreaKey, pos: tuple[int, int]) -> None:
        self.table.input.spring_back(source, pos)

    def ui_under(self, pos: tuple[int, int]) -> bool:
        return self.table.input.ui_under(pos)

    def obs_scores(self) -> list[int]:
        return self.table.obs_scores()

    def prompt(self) -> str:
        return self.table.prompt()

    # hooks: layout and drawing -----------------------------------------------------------
    def compute_layout(self, obs: O, table_rect: pygame.Rect, scale: float) -> TableLayout:
        """Where everything sits for `obs` (the game's layout module computes it)."""
        return TableLayout(table_rect, scale)

    def target_areas(self) -> dict[AreaKey, pygame.Rect]:
        """Areas that exist only as targets of this turn's legal actions, laid over the
        layout (override when they depend on more than the observation)."""
        return {}

    def background_key(self) -> tuple:
        """What the background layer depends on (override with the game's layout inputs)."""
        return (self.size,)

    def draw_background(self, surface: pygame.Surface) -> None:
        """The parts of the table that change only with the layout (override)."""

    def board_parts(self) -> dict | None:
        """The board as parts that change on their own (override): name -> (rect, key,
        paint), where `paint(surface)` draws the part (all parts in order: the board), it
        draws only inside `rect` and what it draws depends only on `key`. None: `draw_board`
        paints the board whole on every change."""
        return None

    def draw_board(self, surface: pygame.Surface) -> None:
        """The board whole (over the background)."""

    def drag_image(self, source: AreaKey) -> pygame.Surface | None:
        """What follows the mouse while `source` is dragged (override)."""
        return None

    def seat_colour(self, seat: int) -> Colour:
        return INK

    def draw_seat_marker(self, surface: pygame.Surface, seat: int, center: tuple[int, int],
                         radius: int) -> None:
        draw_seat_disc(surface, seat, self.seat_colour(seat), center, radius, self.patterns)

    # hooks: input ------------------------------------------------------------------------
    def keys_at(self, pos: tuple[int, int]) -> list[AreaKey]:
        """Area keys under `pos`, topmost (last laid out) first."""
        return [key for key, rect in reversed(list(self.areas.items()))
                if rect.collidepoint(pos)]

    def bindings(self) -> list[Binding]:
        return []

    def choices(self) -> list[tuple[str, tuple]]:
        """The legal actions shown as buttons above the table, in the engine's order."""
        return [(label, action) for action in self.state.legal_actions()
                if (label := self.choice_label(action))]

    def choice_label(self, action: tuple) -> str | None:
        """A button's label for `action` (None: not a button)."""
        move = self.ACTIONS.decode(action)
        label = None if move is None else self.CHOICE_LABELS.get(move.kind)
        return _(label) if label else None

    def click_selects(self, source: AreaKey, action: tuple) -> bool:
        """A click on `source`, whose only target is `action`'s, selects it (a second click
        acts) instead of playing at once."""
        return False

    def count_key(self, n: int) -> bool:
        """Number key `n` while a piece is held chooses how many it moves; True when used."""
        return False

    def propose(self, source: AreaKey | None, target: AreaKey | None) -> tuple | None:
        """The action a refused drop meant (to ask the engine why it is illegal)."""
        return None

    def piece_stuck_reason(self, key: AreaKey) -> str | None:
        """The game's word on why its piece at `key` cannot go anywhere (None: say nothing)."""
        return None

    # hooks: words ------------------------------------------------------------------------
    def describe(self, event: Event) -> str | None:
        return None

    def seat_detail(self, seat: int) -> str:
        return ""

    def status(self) -> str:
        return ""

    def prompt_key(self) -> str | None:
        """Which of `PROMPTS` applies now (e.g. the pending decision's kind)."""
        return None

    def turn_prompt(self, seat: int, name: str) -> str:
        """The prompt for the human `seat` (called `name`) to move."""
        text = self.PROMPTS.get(self.prompt_key())
        return _(text).format(name=name) if text else ""

    def bot_prompt(self, seat: int, name: str) -> str:
        return _("{name} is thinking…").format(name=name)

    def tooltip(self, key: AreaKey) -> str | None:
        """Help text for the area `key` under the mouse (override)."""
        return None

    # hooks: hints and the hot seat ---------------------------------------------------------
    def hint_places(self, action: tuple, steps: Sequence[tuple] = (),
                    ) -> tuple[AreaKey | None, AreaKey | None] | None:
        """(source key or None, target key or None) that show `action`, the first step of
        the hinted whole move `steps`, when the bindings alone do not (override); None: use
        the bindings."""
        return None

    def step_marks(self, steps: Sequence[tuple], first: int = 0) -> list[StepMark]:
        """[(source, target, ghost image or None)] showing the steps of the whole move
        `steps` (played from this position) from `first` on, for the hint (its later steps)
        and the replay's turning points (all of them); source and target are area keys or
        rects, None when there is none (override)."""
        return []

    def prepare_hint(self, action: tuple, steps: Sequence[tuple] = ()) -> None:
        """Make `action`, the next step of the hinted whole move `steps`, showable when its
        hint arrives or the player has followed it so far (e.g. turn a piece in hand)."""

    def hint_keys(self, steps: Sequence[tuple]) -> str | None:
        """The keys (in the player's language) that make the hinted whole move `steps` from
        how the piece in hand lies now, shown with the hint's line; None when the move needs
        no key beyond picking and placing (override)."""
        return None

    def shared_view(self, obs: Mapping[str, object]) -> dict[str, object]:
        """`obs` without what is only a seat's label, not a secret (override to drop more,
        e.g. a seat's own copy of something already public); the hot-seat cover appears
        when two seats' shared views differ."""
        obs = dict(obs)
        obs.pop("seat", None)
        return obs

    # hooks around the table's own steps (see the module doc) -------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        self.table.input.handle_event(event)

    def on_outcome(self, outcome: Outcome) -> None:
        self.table.input.on_outcome(outcome)

    def play(self, action: tuple) -> bool:
        return self.table.kit_play(action)

    def refresh(self) -> None:
        self.table.kit_refresh()

    def layout(self) -> None:
        self.table.kit_layout()

    def log_events(self, events: Iterable[Event]) -> None:
        self.table.kit_log_events(events)

    def board_key(self) -> tuple:
        return self.table.kit_board_key()

    def draw_drag(self, surface: pygame.Surface) -> None:
        self.table.kit_draw_drag(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.table.kit_draw_overlay(surface)
