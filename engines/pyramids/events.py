"""Pyramids' events: per kind the TypedDict of its data and its `EventKind` (how to build and
read them: engines/core/events.py). Dominoes are numbered as in data.DOMINOES; squares and
quarters are a level's coordinates as in the actions."""

from typing import TypedDict

from engines.core.events import EventKind, EventKinds, NoData


class Taken(TypedDict):
    slot: int  # the quarry place
    domino: int


class Square(TypedDict):
    x: int
    y: int
    colour: int
    gems: list[int]


class Placed(TypedDict):
    level: int
    x: int
    y: int
    orient: int
    domino: int
    squares: list[Square]  # the two squares laid


class Token(TypedDict):
    colour: int
    level: int
    x: int
    y: int
    on_card: bool  # on a single-tile card just laid


class SingleTile(TypedDict):
    level: int
    x: int
    y: int
    colour: int
    corner: int
    forced: bool  # filling a hole no domino fits


class Refilled(TypedDict):
    slot: int
    stack: int
    domino: int
    top: int | None  # the stack's new top domino


StackSplit = TypedDict("StackSplit", {"from": int, "to": int, "count": int, "top": int})


class ForcedFilling(TypedDict):
    level: int
    holes: list[list[int]]  # quarters (x, y)


class Eliminated(TypedDict):
    level: int
    holes: int
    cards: int  # single-tile cards left


class Area(TypedDict):
    colour: int
    gems: int


class LevelScored(TypedDict):
    level: int
    areas: list[Area]
    mino: int
    total: int
    score: int


class Level(TypedDict):
    level: int


class GameOver(TypedDict):
    winners: list[int]
    scores: list[int]


TAKE = EventKind[Taken]("take")
PLACE = EventKind[Placed]("place")
TOKEN = EventKind[Token]("token")
SINGLE_TILE = EventKind[SingleTile]("single_tile")
SKIP_SINGLE = EventKind[NoData]("skip_single")
REFILL = EventKind[Refilled]("refill")
STACK_SPLIT = EventKind[StackSplit]("stack_split")
FORCED_FILLING = EventKind[ForcedFilling]("forced_filling")
ELIMINATED = EventKind[Eliminated]("eliminated")
LEVEL_SCORED = EventKind[LevelScored]("level_scored")
TOKENS_RETURNED = EventKind[Level]("tokens_returned")
LEVEL_START = EventKind[Level]("level_start")
GAME_OVER = EventKind[GameOver]("game_over")

EVENTS = EventKinds(TAKE, PLACE, TOKEN, SINGLE_TILE, SKIP_SINGLE, REFILL, STACK_SPLIT,
                    FORCED_FILLING, ELIMINATED, LEVEL_SCORED, TOKENS_RETURNED, LEVEL_START,
                    GAME_OVER)
