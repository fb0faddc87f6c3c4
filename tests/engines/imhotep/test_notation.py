"""Imhotep's position notation: format and parse are inverse over random positions of every
player count and side, the parsed position plays on in step, and parse refuses impossible
positions with the reason."""

import pytest

from engines.core import IllegalAction, Rng
from engines.imhotep import ENGINE, notation
from tests.engines.notation_checks import check_round_trip, edit, field, kit_for, random_positions

from .helpers import stone_total
from .test_conformance import MIX1, MIX2, A, B

SEEN_TASKS = {"unload", "end_turn"}


@pytest.mark.parametrize("options", [A, B, MIX1, MIX2], ids=["A", "B", "mix1", "mix2"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_parse_inverts_format_and_the_position_plays_on(players, options):
    kit, rng = kit_for(ENGINE), Rng(players)
    tasks, count = set(), 0
    for state in random_positions(ENGINE, players, options, seed=players + 10):
        check_round_trip(kit, notation, state, rng)
        tasks.update(t[0] for t in state.stack)
        count += 1
    assert count > 30 and state.is_over()
    assert SEEN_TASKS <= tasks


START = notation.format(ENGINE.new_game(3, {"market": "B", "pyramids": "B"}, 4))


def test_a_stone_moved_keeps_the_count_and_is_accepted():
    text = edit(edit(START, "quarry", "26,26,25"), "temple", "0")
    state = notation.parse(text)
    assert state.temple == [0] and stone_total(state, 0) == 29


def test_a_card_moved_keeps_the_count_and_is_accepted():
    deck = field(START, "deck")
    text = edit(edit(START, "deck", deck[2:]), "hands", f"-/{deck[:2]}/-")
    state = notation.parse(text)
    assert sum(state.hands[1].values()) == 1 and len(state.deck) == len(deck) // 2 - 1


@pytest.mark.parametrize(("text", "reason"), [
    (edit(START, "quarry", "28,26,25"), "29 stones"),
    (edit(START, "temple", "1"), "29 stones"),
    (edit(START, "obelisks", "0,0,1"), "29 stones"),
    (edit(START, "deck", field(START, "deck")[2:]), "34 market cards"),
    (edit(START, "deck", "en" + field(START, "deck")[2:]), "34 market cards"),
    (edit(START, "pair", "dpdp"), "34 market cards"),
    (edit(START, "removed", field(START, "card")), "round cards"),
    (edit(START, "removed", "1111"), "round cards"),
    (edit(START, "round", "2"), "round cards"),
    (edit(edit(START, "sled", "2,3,6"), "quarry", "27,26,23"), "at most 5"),
    (edit(START, "players", "5"), "from 2 to 4"),
    (edit(START, "players", "1"), "from 2 to 4"),
    (edit(START, "players", "2"), "not an Imhotep position"),
    (edit(START, "sides", "AAAAC"), "not an Imhotep position"),
    (edit(START, "deck", "zz"), "not an Imhotep position"),
    (edit(START, "ships", "..../.../../5."), "not an Imhotep position"),
    (edit(START, "stack", "dance:0"), "not an Imhotep position"),
    (edit(START, "turn", "-"), "not an Imhotep position"),
    (START.replace(" over=n", ""), "not an Imhotep position"),
    (START + " extra=1", "not an Imhotep position"),
    (START.replace("imhotep ", "aton ", 1), "not an Imhotep position"),
    ("", "not an Imhotep position"),
])
def test_parse_refuses_impossible_positions_with_the_reason(text, reason):
    with pytest.raises(IllegalAction, match=reason):
        notation.parse(text)


def _finished(options):
    """A random 2-player game played to its end."""
    state, rng = ENGINE.new_game(2, options, 3), Rng(3)
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return notation.format(state)


FINAL_A = _finished({})  # points 16,13,3,1,1,0/10,7,3,10,6,0
FINAL_B = _finished({"pyramids": "B", "obelisks": "B"})  # towers 0101


def _points(text, seat, category, step):
    rows = [[int(v) for v in row.split(",")] for row in field(text, "points").split("/")]
    rows[seat][category] += step
    return edit(text, "points", "/".join(",".join(map(str, row)) for row in rows))


def test_finished_games_points_are_accepted():
    for text in (FINAL_A, FINAL_B):
        assert notation.parse(text).is_over()
    assert notation.parse(_points(FINAL_A, 0, 1, 5)).points[0][1] == 18  # temple: per round


@pytest.mark.parametrize(("text", "reason"), [
    (_points(FINAL_A, 0, 0, 1), "the points must be what the stones and cards"),
    (_points(_points(FINAL_A, 1, 0, -1), 1, 1, 1), "the points must be what the stones"),
    (_points(FINAL_A, 0, 2, 1), "the points must be what the stones and cards"),
    (_points(FINAL_A, 1, 3, -1), "the points must be what the stones and cards"),
    (_points(FINAL_A, 1, 4, 2), "the points must be what the stones and cards"),
    (_points(FINAL_B, 0, 3, 1), "the points must be what the stones and cards"),
    (edit(FINAL_B, "towers", "1010"), "the points must be what the stones and cards"),
    (edit(FINAL_A, "over", "n"), "the points must be what the stones and cards"),
    (_points(START, 0, 0, 2), "the points must be what the stones and cards"),
    (_points(START, 2, 2, 4), "the points must be what the stones and cards"),
    (edit(START, "over", "y"), "over only after its last round"),
])
def test_parse_refuses_points_the_stones_and_cards_do_not_give(text, reason):
    with pytest.raises(IllegalAction, match=reason):
        notation.parse(text)
