"""`TableContext`: all a game's view reads of its table, and the few things it asks of it.

The table (scenes/kit/table.py) makes one context and hands it to the view it makes
(`view_class(context)`); the view never sees the table, the session or the game state. The
table sets the context's fields at its own steps — the observation at each refresh, the
layout and the areas at each layout, the sizes at each resize, the clock every frame — and
answers its queries from the state it keeps: the legal actions, who is to move, and a
preview (what would be legal, or why an action would be refused, after some steps that are
not played). A view changes the table only through the context's commands: play an action,
lay the table out again, say why something is refused, queue a banner, and so on.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar, overload

import pygame

from engines.core.observation import Observation
from scenes.kit.board_text import BoardText
from scenes.kit.layout import AreaKey, TableLayout
from scenes.kit.pointer_hold import PointerHold
from shell.ui.anim import Animator, Cue
from shell.ui.dragdrop import Interaction
from shell.ui.theme import GOLD

if TYPE_CHECKING:
    from scenes.kit.gamelog import GameLog
    from scenes.kit.panel import SidePanel
    from scenes.kit.sprites import Layer

O = TypeVar("O", bound=Observation)  # the game's observation type
T = TypeVar("T")
Colour = tuple[int, int, int]


@dataclass(frozen=True)
class TableQueries:
    """What the table answers from the game it keeps (bound by the table)."""

    legal_actions: Callable[[], list[tuple]]
    to_move: Callable[[], int | None]
    ply: Callable[[], int]  # actions played so far (a view's caches key on it)
    legal_after: Callable[[Sequence[tuple]], list[tuple]]
    refusal_after: Callable[[Sequence[tuple], tuple], str | None]
    name: Callable[[int | None], str]
    is_human: Callable[[int], bool]
    human_seats: Callable[[], list[int]]
    covered_for: Callable[[], int | None]
    human_to_move: Callable[[], bool]
    patterns: Callable[[], bool]
    background: Callable[[], "Layer"]
    choice_rects: Callable[[], list[pygame.Rect]]
    scores: Callable[[], list[int]]
    prompt: Callable[[], str]
    shown_inside: Callable[[pygame.Rect], tuple]
    ui_under: Callable[[tuple[int, int]], bool]


@dataclass(frozen=True)
class TableCommands:
    """What a view may ask the table to do (bound by the table)."""

    play: Callable[[tuple], bool]
    relayout: Callable[[], None]
    refused: Callable[[str], None]
    banner: Callable[[str, float, Colour, Callable[[], None] | None,
                      tuple[int, int] | None], None]
    glow: Callable[[pygame.Surface, pygame.Rect, int], None]
    spring_back: Callable[[AreaKey, tuple[int, int]], None]
    sound: Callable[[str], None]


class TableContext(Generic[O]):
    """The narrow, read-only side of one table a game's view draws and decides from (see the
    module doc). Only the table writes its fields."""

    def __init__(self, queries: TableQueries, commands: TableCommands, *,
                 interaction: Interaction, hold: PointerHold, animator: Animator,
                 log: "GameLog", read_only: bool) -> None:
        self.queries = queries
        self.commands = commands
        self.interaction = interaction  # drag and drop (shell/ui/dragdrop.py)
        self.hold = hold  # areas kept in place under a resting pointer
        self.animator = animator  # the animations playing
        self.log = log  # the game log (replaced when a move is taken back)
        self.read_only = read_only  # nobody plays at this table (the replay viewer)
        self.obs: O = {}  # type: ignore[assignment]  # set at the table's first refresh
        self.prev_obs: O | None = None  # the observation before the last move
        self.viewer = 0  # the seat whose view the table shows
        self.areas: dict[AreaKey, pygame.Rect] = {}  # the layout's pieces and targets
        self.table_layout: TableLayout = TableLayout(pygame.Rect(0, 0, 1, 1), 1.0)
        self.table_rect = pygame.Rect(0, 0, 1, 1)  # the window less the side panel
        self.size = (1, 1)  # the window's
        self.scale = 1.0  # the board's
        self.text_scale = 1.0  # the window's times the text size
        self.board_text = BoardText()  # how large the board's own texts are
        self.clock = 0.0  # seconds since the table opened (pulses)
        self.version = 0  # bumped on every change the table shows
        self._panel: SidePanel | None = None  # the side panel, once the table is built

    def attach_panel(self, panel: "SidePanel") -> None:
        """The table is built: its side panel (made again at each build)."""
        self._panel = panel

    @property
    def has_panel(self) -> bool:
        """The table has been built (it has a side panel)."""
        return self._panel is not None

    @property
    def panel(self) -> "SidePanel":
        """The side panel (its score rows: where points fly, what they show meanwhile)."""
        if self._panel is None:
            raise RuntimeError("the table is not built yet: it has no side panel")
        return self._panel

    # the Stage of scenes/kit/motion.py -----------------------------------------------------
    def cue(self, name: str) -> Cue:
        """A step's `on_start` that plays effect `name`."""
        return Cue(name, self.commands.sound)

    def banner_step(self, text: str, duration: float = 0.9, colour: Colour = GOLD,
                    sound: Callable[[], None] | None = None,
                    centre: tuple[int, int] | None = None) -> None:
        """Queue a banner over the table (at the layout's banner spot, or `centre`)."""
        self.commands.banner(text, duration, colour, sound, centre)


class HasContext(Protocol):
    ctx: TableContext


class InContext(Generic[T]):
    """An attribute of the table kept in its view's context (`table.ctx`), read and written
    there under the same name: the table and its view never hold two copies."""

    def __init__(self, doc: str) -> None:
        self.__doc__ = doc
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, table: None, owner: type) -> "InContext[T]": ...

    @overload
    def __get__(self, table: HasContext, owner: type) -> T: ...

    def __get__(self, table: HasContext | None, owner: type) -> "T | InContext[T]":
        return self if table is None else getattr(table.ctx, self.name)

    def __set__(self, table: HasContext, value: T) -> None:
        setattr(table.ctx, self.name, value)
