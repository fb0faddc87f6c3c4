"""Pyramids' position notation: format and parse are inverse over random positions of every
player count (careful games reach level 4), the parsed position plays on in step, and parse
refuses impossible positions with the reason."""

import pytest

from engines.core import IllegalAction, Rng
from engines.pyramids import ENGINE, notation
from tests.engines.notation_checks import check_round_trip, edit, field, kit_for, random_positions

from .helpers import careful_choice


@pytest.mark.parametrize("players", [2, 3, 4])
def test_parse_inverts_format_and_the_position_plays_on(players):
    kit, rng = kit_for(ENGINE), Rng(players)
    phases, levels = set(), set()
    for seed in (1, 2):
        for state in random_positions(ENGINE, players, {}, seed):
            check_round_trip(kit, notation, state, rng)
            phases.add(state.phase)
    for state in random_positions(ENGINE, players, {}, 40 + players, every=4,
                                  choose=careful_choice):
        check_round_trip(kit, notation, state, rng)
        phases.add(state.phase)
        levels.add(state.level)
    assert levels == {1, 2, 3, 4}
    assert {"take", "place", "token", "single", "refill", "over"} <= phases


def _turn(players=2, seed=3):
    """A position after a few careful turns (pieces, cards and tokens laid)."""
    state, rng = ENGINE.new_game(players, {}, seed), Rng(seed)
    while len(state.pyramids[1].pieces) < 3 or state.phase != "take":
        state.apply(careful_choice(state, rng))
    return notation.format(state)


MIDGAME = _turn()
QUARRY = field(MIDGAME, "quarry").split(",")
PIECES = field(MIDGAME, "pieces").split("/")


def test_a_domino_moved_from_the_quarry_to_a_stack_keeps_the_count_and_is_accepted():
    stacks = field(MIDGAME, "stacks").split("/")
    stacks[0] += "," + QUARRY[0]
    text = edit(edit(MIDGAME, "quarry", ",".join(["-"] + QUARRY[1:])), "stacks", "/".join(stacks))
    state = notation.parse(text)
    assert state.quarry[0] == -1


def _overlapping():
    """Player 0's second domino laid again on the squares of the first."""
    pieces = PIECES[0].split(",")
    first, second = pieces[0].split("."), pieces[1].split(".")
    pieces[1] = ".".join(first[:4] + second[4:])
    return edit(MIDGAME, "pieces", "/".join([",".join(pieces)] + PIECES[1:]))


def _cards(colours):
    cards = ",".join(f"1.0.0.{c}.0.n" for c in colours)
    return edit(MIDGAME, "cards", f"{cards}/-")


def _tokens_on_one_square():
    tokens = field(MIDGAME, "tokens").split("/")
    return edit(MIDGAME, "tokens", "/".join(["1.0.0,1.0.0,-,-,-,-"] + tokens[1:]))


@pytest.mark.parametrize(("text", "reason"), [
    (edit(MIDGAME, "quarry", ",".join(["-"] + QUARRY[1:])), "90 dominoes"),
    (edit(MIDGAME, "quarry", ",".join([QUARRY[1]] + QUARRY[1:])), "90 dominoes"),
    (edit(MIDGAME, "held", QUARRY[0]), "90 dominoes"),
    (_cards("NB"), "3 single-tile cards"),
    (_cards("YA"), "3 single-tile cards"),
    (_tokens_on_one_square(), "different squares"),
    (_overlapping(), "cannot lie over another piece"),
    (edit(MIDGAME, "players", "5"), "from 2 to 4"),
    (edit(MIDGAME, "players", "3"), "not a Pyramids position"),
    (edit(MIDGAME, "phase", "dance"), "not a Pyramids position"),
    (edit(MIDGAME, "level", "5"), "not a Pyramids position"),
    (edit(MIDGAME, "quarry", "XX99,-,-"), "not a Pyramids position"),
    (edit(MIDGAME, "out", "n"), "not a Pyramids position"),
    (edit(MIDGAME, "tokens", "-/-"), "not a Pyramids position"),
    (MIDGAME.replace(" rng=", " seed="), "not a Pyramids position"),
    ("pyramids", "not a Pyramids position"),
])
def test_parse_refuses_impossible_positions_with_the_reason(text, reason):
    with pytest.raises(IllegalAction, match=reason):
        notation.parse(text)
