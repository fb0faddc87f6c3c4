"""Imhotep's actions as typed records (still tuples: a save lists them as JSON lists).

Ships are numbered 0-3 in the round's order, slot 0 is a ship's bow; sites and cards are
named as in data.SITES and data.BLUE_CARDS.
"""

from typing import Literal, NamedTuple

from engines.core.actions import ActionKinds


class GetStones(NamedTuple):
    """Take stones from the quarry onto the sled."""

    kind: Literal["get_stones"]


class Place(NamedTuple):
    """Put a stone from the sled on `slot` of `ship`."""

    kind: Literal["place"]
    ship: int
    slot: int


class Sail(NamedTuple):
    """Sail `ship` to `site`."""

    kind: Literal["sail"]
    ship: int
    site: str


class Play(NamedTuple):
    """Play a blue market `card` from the hand."""

    kind: Literal["play"]
    card: str


class Pass(NamedTuple):
    """Pass (only when no other move is possible)."""

    kind: Literal["pass"]


class TakeCard(NamedTuple):
    """Take the market card in display place `place`."""

    kind: Literal["take_card"]
    place: int


class TakePair(NamedTuple):
    """Take the face-down Market B pair (then keep one of the two)."""

    kind: Literal["take_pair"]


class KeepCard(NamedTuple):
    """Keep card `which` (0 or 1) of the two being looked at."""

    kind: Literal["keep"]
    which: int


class ChoosePyramid(NamedTuple):
    """Put the stone being unloaded on Pyramids B's pyramid `pyramid`."""

    kind: Literal["choose_pyramid"]
    pyramid: int


class TakeBonus(NamedTuple):
    """Take a Pyramids B bonus (the top market card, or 3 stones)."""

    kind: Literal["take_bonus"]


class Decline(NamedTuple):
    """Skip an optional bonus."""

    kind: Literal["decline"]


class TempleReward(NamedTuple):
    """Temple B: 0 takes the point, 1 the stones."""

    kind: Literal["temple_reward"]
    choice: int


class LeverOrder(NamedTuple):
    """The Lever: unload `slot` of the sailed ship next."""

    kind: Literal["lever_order"]
    slot: int


ImhotepAction = (GetStones | Place | Sail | Play | Pass | TakeCard | TakePair | KeepCard
                 | ChoosePyramid | TakeBonus | Decline | TempleReward | LeverOrder)
ACTIONS: ActionKinds[ImhotepAction] = ActionKinds(
    GetStones, Place, Sail, Play, Pass, TakeCard, TakePair, KeepCard, ChoosePyramid, TakeBonus,
    Decline, TempleReward, LeverOrder)
