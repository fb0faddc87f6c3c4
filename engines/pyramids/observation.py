"""What `PyramidsState.observation(seat)` returns: every key, as types.

Everything is public except the stacks' insides. Coordinates are quarters of a square (see
geometry.py); colours index data.COLOURS; a gem corner is 0 left-top, 1 left-bottom,
2 right-top, 3 right-bottom of its square.
"""

from typing import Literal, TypedDict

from engines.core.observation import Observation

TurnPhase = Literal["take", "place", "token", "single", "card", "refill", "fill"]
Phase = TurnPhase | Literal["over"]


class Domino(TypedDict):
    id: int
    code: str  # e.g. "YN16"
    colours: list[int]  # [A, B]
    gems: list[list[int]]  # [corners of A, corners of B], in the domino's orientation 0


class Piece(TypedDict):
    """A domino laid: square A's quarter and the orientation (where B lies from A)."""

    level: int
    x: int
    y: int
    orient: int
    domino: int


class Pending(TypedDict):
    """The turn being played."""

    phase: TurnPhase
    seat: int
    held: Domino | None  # taken, not yet laid
    slot: int | None  # the quarry slot emptied this turn
    placed: Piece | None  # laid this turn
    token_half: int | None  # the half (0 A, 1 B) that took this turn's token
    card_half: int | None  # the half chosen for the single-tile card
    refill_from: list[int]  # stacks to choose from (phase "refill")
    holes: list[list[int]]  # [x, y] of the squares to fill (phase "fill")


class Stack(TypedDict):
    size: int
    top: Domino | None  # face up


class Square(TypedDict):
    """A square of a laid domino (still listed under a card or an upper level)."""

    x: int
    y: int
    colour: int
    gems: list[int]  # corners, in board orientation
    domino: int
    half: int  # 0 A, 1 B


class SingleCard(TypedDict):
    """A single-tile card laid on top of the square at the same level and place."""

    level: int
    x: int
    y: int
    colour: int
    corner: int
    forced: bool  # laid by a forced filling


class TokenSpot(TypedDict):
    """The square or card a gem token lies on."""

    level: int
    x: int
    y: int


class LevelRect(TypedDict):
    """A level's rectangle: top-left quarter, width and height in squares."""

    x: int
    y: int
    w: int
    h: int


class Area(TypedDict):
    colour: int
    gems: int


class LevelScore(TypedDict):
    areas: list[Area]
    mino: int  # the Mino bonus
    total: int


class PyramidView(TypedDict):
    """One seat's pyramid."""

    levels: list[list[Square]]  # 4 levels
    pieces: list[Piece]  # in laying order
    cards: list[SingleCard]
    tokens: list[TokenSpot | None]  # per gem colour; None: in the supply
    tokens_left: list[int]  # colours of the tokens in the supply
    cards_left: list[int]  # single-tile cards (indices) not used yet
    cards_used: int
    rects: list[LevelRect] | None  # None until level 1 is complete
    eliminated: bool
    level_scores: list[LevelScore]  # per scored level
    score: int


class PyramidsObservation(Observation):
    """Everything one seat sees of a Pyramids position."""

    game: Literal["pyramids"]
    players: int
    level: int  # 1-4, the level being built
    first_player: int  # of this level
    phase: Phase
    pending: Pending | None  # None at the end
    quarry: list[Domino | None]  # 3 slots
    stacks: list[Stack]  # 4 stacks
    pyramids: list[PyramidView]  # per seat
    breakdown: list[dict[str, int]]  # per seat, {score category (a translation key): points}
