"""`GameView`: the base of a game's view object, the game's side of the table.

The table (`TableScene`) makes one view, `view_class(context)`, and calls its hooks (the
`TableView` Protocol, scenes/kit/view.py) at the fixed steps of its own: refresh, layout,
input, play, log, draw. The view sees only its `TableContext` (scenes/kit/context.py): the
seat's observation, the layout, the areas, the scale, the legal actions and a preview the
engine answers, never the table, the session or the state. This base gives each hook its
plain default and reads the context through the properties and methods below. Around some
of the table's steps the view has a hook before and one after (`before_event`,
`after_event`, `before_outcome`, ...): the table's step itself is not the view's to call.
"""

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

import pygame

from engines.core import Event
from engines.core.actions import ActionKinds
from engines.core.observation import Observation
from scenes.kit import motion
from scenes.kit.board_text import BoardText
from scenes.kit.context import HasContext, InContext
from scenes.kit.layout import AreaKey, TableLayout
from scenes.kit.marks import draw_seat_disc
from shell.language.i18n import _
from shell.ui.anim import Animator, Cue
from shell.ui.dragdrop import Binding, Interaction, Outcome
from shell.ui.theme import GOLD, INK

if TYPE_CHECKING:
    from scenes.kit.context import TableContext
    from scenes.kit.gamelog import GameLog
    from scenes.kit.panel import SidePanel
    from scenes.kit.pointer_hold import PointerHold
    from scenes.kit.sprites import Layer

T = TypeVar("T")
O = TypeVar("O", bound=Observation)  # the game's observation type
L = TypeVar("L", bound=TableLayout)  # the game's layout type
Colour = tuple[int, int, int]
Drawer = Callable[[pygame.Surface, tuple[float, float], float], None]  # a Tween's painter
# One step of a whole move as the hint and the replay show it: (source, target, the piece's
# picture or None); source and target are area keys or rects, None when there is none.
StepMark = tuple[AreaKey | pygame.Rect | None, AreaKey | pygame.Rect | None,
                 pygame.Surface | None]


class FromContext(InContext[T]):
    """A view's read-only window on its table context's field of the same name
    (scenes/kit/context.py; a game's view may declare a narrower type for it)."""

    def __set__(self, view: HasContext, value: object) -> None:
        raise AttributeError(f"a view reads {self.name!r} from its table's context")


class ViewPart(Generic[O, L]):
    """What every part of a game's view reads and asks of its table's context: the view
    itself (`GameView`) and the parts it is composed of (its drawing, its gestures), each
    made from the same context. `O` is the game's observation type
    (engines/<game>/observation.py), `L` its layout's (scenes/<game>/layout.py)."""

    def __init__(self, ctx: "TableContext[O]") -> None:
        self.ctx = ctx

    # what the view reads of its table (scenes/kit/context.py) ----------------------------
    obs: FromContext[O] = FromContext("The observation the table shows.")
    prev_obs: FromContext[O | None] = FromContext(
        "The observation before the last move (None: none).")
    viewer: FromContext[int] = FromContext("The seat whose view the table shows.")
    areas: FromContext[dict[AreaKey, pygame.Rect]] = FromContext(
        "Area key -> rect: the layout's pieces and this turn's targets.")
    table_layout: FromContext[L] = FromContext(
        "The layout of the observation shown (made before any hook that reads it).")
    table_rect: FromContext[pygame.Rect] = FromContext(
        "The table's place (the window less the side panel).")
    size: FromContext[tuple[int, int]] = FromContext("The window's size.")
    scale: FromContext[float] = FromContext("The window's scale.")
    text_scale: FromContext[float] = FromContext(
        "The text's scale (the window's times the text size).")
    board_text: FromContext[BoardText] = FromContext(
        "How large the board's own texts are (scenes/kit/board_text.py).")
    clock: FromContext[float] = FromContext("Seconds since the table opened (pulses).")
    interaction: FromContext[Interaction] = FromContext("Drag and drop (shell/ui/dragdrop.py).")
    hold: FromContext["PointerHold"] = FromContext(
        "Areas kept in place under a resting pointer (scenes/kit/pointer_hold.py).")
    animator: FromContext[Animator] = FromContext("The animations playing.")
    panel: FromContext["SidePanel"] = FromContext("The side panel (its score rows).")
    log: FromContext["GameLog"] = FromContext("The game log.")
    read_only: FromContext[bool] = FromContext(
        "Nobody plays at this table (the replay viewer).")

    @property
    def version(self) -> int:
        """Bumped on every change the table shows (a view bumps it for its own changes)."""
        return self.ctx.version

    @version.setter
    def version(self, value: int) -> None:
        self.ctx.version = value

    # what the view asks of the game the table keeps --------------------------------------
    def legal_actions(self) -> list[tuple]:
        """The legal actions now."""
        return self.ctx.queries.legal_actions()

    def to_move(self) -> int | None:
        """The seat to move (None: the game is over)."""
        return self.ctx.queries.to_move()

    @property
    def ply(self) -> int:
        """Actions played so far (a cache of this position keys on it)."""
        return self.ctx.queries.ply()

    def legal_after(self, steps: Sequence[tuple]) -> list[tuple]:
        """The legal actions once `steps` (legal now, one after another) were played; nothing
        is played."""
        return self.ctx.queries.legal_after(steps)

    def refusal_after(self, steps: Sequence[tuple], action: tuple) -> str | None:
        """Why the engine would refuse `action` after `steps` (in the player's language;
        None: it would take it); nothing is played."""
        return self.ctx.queries.refusal_after(steps, action)

    def name(self, seat: int | None) -> str:
        """The name of the player at `seat` (no seat: "")."""
        return self.ctx.queries.name(seat)

    def is_human(self, seat: int) -> bool:
        return self.ctx.queries.is_human(seat)

    def human_seats(self) -> list[int]:
        return self.ctx.queries.human_seats()

    @property
    def covered_for(self) -> int | None:
        """The seat a hot-seat cover is due for (None: none)."""
        return self.ctx.queries.covered_for()

    @property
    def human_to_move(self) -> bool:
        """A human is to move."""
        return self.ctx.queries.human_to_move()

    @property
    def patterns(self) -> bool:
        """Colour-blind marks are on."""
        return self.ctx.queries.patterns()

    def background_layer(self) -> "Layer":
        """The table's background layer (painted before the board, up to date)."""
        return self.ctx.queries.background()

    def choice_rects(self) -> list[pygame.Rect]:
        """Where the choice buttons stand."""
        return self.ctx.queries.choice_rects()

    def obs_scores(self) -> list[int]:
        """The scores the panel shows: the observation's, less points still flying."""
        return self.ctx.queries.scores()

    def prompt(self) -> str:
        return self.ctx.queries.prompt()

    def shown_inside(self, rect: pygame.Rect) -> tuple:
        return self.ctx.queries.shown_inside(rect)

    def ui_under(self, pos: tuple[int, int]) -> bool:
        return self.ctx.queries.ui_under(pos)

    # what the view asks the table to do --------------------------------------------------
    def act(self, action: tuple) -> bool:
        """Play `action` at the table (animated, logged); False when the engine refused it."""
        return self.ctx.commands.play(action)

    def relayout(self) -> None:
        """Lay the table out again (the view changed what its layout reads)."""
        self.ctx.commands.relayout()

    def refused(self, reason: str) -> None:
        self.ctx.commands.refused(reason)

    def spring_back(self, source: AreaKey, pos: tuple[int, int]) -> None:
        self.ctx.commands.spring_back(source, pos)

    def play_sound(self, name: str) -> None:
        self.ctx.commands.sound(name)

    def glow(self, surface: pygame.Surface, rect: pygame.Rect, width: int = 3) -> None:
        self.ctx.commands.glow(surface, rect, width)

    def banner_step(self, text: str, duration: float = 0.9, colour: Colour = GOLD,
                    sound: Callable[[], None] | None = None,
                    centre: tuple[int, int] | None = None) -> None:
        self.ctx.banner_step(text, duration, colour, sound, centre)

    def cue(self, name: str) -> Cue:
        """A step's `on_start` that plays effect `name` (scenes/kit/motion.py)."""
        return self.ctx.cue(name)

    def _sound(self, name: str | None) -> Callable[[], None] | None:
        """A Step callback that plays a sound effect (None for no sound)."""
        return motion.sound(self, name)

    def _blit(self, image: pygame.Surface) -> Drawer:
        """A Tween drawer that blits `image` centred on the moving point."""
        return motion.blit(image)

class GameView(ViewPart[O, L]):
    """A game's view of one table (see the module doc): the hooks the table calls, each with
    its plain default, and the game's class tables."""

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
        return [(label, action) for action in self.legal_actions()
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
    def before_event(self, event: pygame.event.Event) -> bool:
        """The game's own input first (keys, the wheel), when no hot-seat cover is due; True:
        used, the table's input does not see it."""
        return False

    def after_event(self, event: pygame.event.Event) -> None:
        """After the table's input handled `event`."""

    def before_outcome(self, outcome: Outcome) -> bool:
        """What a drag or click came to, before the table plays or refuses it (the view may
        change it); True: the view dealt with it."""
        return False

    def after_outcome(self, outcome: Outcome) -> None:
        """After the table dealt with `outcome` (also when that failed)."""

    def before_play(self, action: tuple) -> None:
        """`action` is about to be played (a human's or a bot's)."""

    def after_play(self, action: tuple, played: bool) -> None:
        """`action` was played (`played`), or the engine refused it."""

    def before_refresh(self) -> None:
        """The table re-reads the observation after a change (drop caches of the last one)."""

    def after_refresh(self) -> None:
        """The table has re-read the observation, layout, targets and buttons."""

    def before_layout(self) -> None:
        """The table is laid out again (settle what the layout reads)."""

    def log_events(self, events: Iterable[Event]) -> None:
        """The log lines of a move's events: one per event that has one."""
        for event in events:
            text = self.describe(event)
            if text:
                self.log.add(text, event.seat)

    def board_key(self) -> tuple:
        """What the board depends on beyond what the table knows (the view's own choices)."""
        return ()

    def draw_drag(self, surface: pygame.Surface) -> None:
        """Over the piece the table draws under a dragging mouse (e.g. what a drop does)."""

    def glows(self, key: AreaKey) -> bool:
        """The table's glow marks the legal target `key` (False: the view marks it its own
        way in `draw_overlay`)."""
        return True

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """What changes every frame over the cached board, over the glow of legal targets."""
