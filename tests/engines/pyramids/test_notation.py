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


def _careful_game(level=None, seed=5):
    """A careful 2-player game at the start of `level`, or finished when `level` is None."""
    state, rng = ENGINE.new_game(2, {}, seed), Rng(seed)
    while not state.is_over() and (level is None or state.level < level):
        state.apply(careful_choice(state, rng))
    return notation.format(state)


LEVEL3 = _careful_game(3)
FINAL = _careful_game()
RESULTS = [seat.split(",") for seat in field(LEVEL3, "results").split("/")]


def _result(seat, level, change):
    """LEVEL3 with one result's dot-separated numbers passed through `change`."""
    results = [list(r) for r in RESULTS]
    results[seat][level] = ".".join(change(results[seat][level].split(".")))
    return edit(LEVEL3, "results", "/".join(",".join(r) for r in results))


def _plus(value, step=1):
    colour = value[0] if value[0].isalpha() else ""
    return colour + str(int(value[len(colour):]) + step)


def _fresh_game_scored(level):
    """A new game (no pyramid laid) written as over with four scored levels each."""
    text = edit(notation.format(ENGINE.new_game(2, {}, 1)), "phase", "over")
    text = edit(text, "level", str(level))
    return edit(text, "results", "/".join(["2.1.N1,2.1.N1,2.1.N1,2.1.N1"] * 2))


def test_careful_positions_with_results_are_accepted():
    assert notation.format(notation.parse(LEVEL3)) == LEVEL3
    assert notation.format(notation.parse(FINAL)) == FINAL
    assert all(len(p.results) == 4 for p in notation.parse(FINAL).pyramids)


@pytest.mark.parametrize(("text", "reason"), [
    (_result(0, 0, lambda r: [_plus(r[0])] + r[1:]), "what scoring the pyramid"),
    (_result(1, 1, lambda r: [_plus(r[0]), _plus(r[1])] + r[2:]), "what scoring the pyramid"),
    (_result(0, 1, lambda r: [_plus(r[0], 2), r[1], _plus(r[2], 2)] + r[3:]),
     "what scoring the pyramid"),
    (_result(0, 0, lambda r: r[:2] + ["N99"]), "what scoring the pyramid"),
    (edit(LEVEL3, "results", "/".join([",".join(RESULTS[0][:1]), ",".join(RESULTS[1])])),
     "one result per level scored"),
    (edit(LEVEL3, "results", "-/-"), "one result per level scored"),
    (edit(FINAL, "phase", "take"), "one result per level scored"),
    (edit(LEVEL3, "phase", "over"), "game is over only once"),
    (edit(LEVEL3, "out", "yn"), "game is over only once"),
    (edit(LEVEL3, "tokens", "/".join(["2.-5.-3,-,-,-,-,-", "-,-,-,-,-,-"])),
     "above the level they are building"),
    (_fresh_game_scored(4), "each level they have a result for is complete"),
    (_fresh_game_scored(1), "one result per level scored"),
])
def test_parse_refuses_results_the_pyramids_do_not_give(text, reason):
    with pytest.raises(IllegalAction, match=reason):
        notation.parse(text)
