"""Aton positions the notation accepts can be played on to an end (engines/aton/playable.py):
one changed field that would leave no legal move later (or a move that never ends) is
refused with its reason. Each case was found by the position fuzz (or the reliability
review, tests/engines/positions/)."""

from pathlib import Path

import pytest

from engines.aton import ENGINE, notation
from engines.core import Rng
from tests.engines.notation_checks import edit, field, first_position, refused_by
from tests.engines.position_fuzz import play_to_end

CASES = Path(__file__).parent.parent / "positions"


def position_in(phase, seed=0, where=lambda state: True):
    """The text of the first position of a random game in `phase` (and `where`)."""
    return first_position(ENGINE, notation, lambda state: state.phase == phase and where(state),
                          seeds=range(seed, seed + 40))


def refused(text, reason):
    refused_by(notation, text, reason)


def test_round_0_from_the_review_is_refused():
    text = (CASES / "aton_round0.txt").read_text().strip()
    refused(text, "the round must be from 1 to 100")
    assert play_to_end(notation.parse(text.replace("round=0", "round=1"))).kind == "played"


@pytest.mark.parametrize("value", ["0", "101"])
def test_a_round_outside_1_to_the_limit_is_refused(value):
    refused(edit(position_in("assign"), "round", value), "the round must be from 1 to 100")


def test_placements_beyond_ornament_4_are_refused():
    text = position_in("place")
    refused(edit(text, "todo", "1000000"), "no more than its cartouche gives")
    refused(edit(text, "todo", "0"), "no more than its cartouche gives")


def test_a_placement_owed_by_the_seat_not_on_turn_is_refused():
    text = position_in("place")
    step = field(text, "step")
    refused(edit(text, "step", "1" if step == "0" else "0"), "whose turn it is")


def test_a_removal_where_ornament_2_gives_none_is_refused():
    text = position_in("remove")
    refused(edit(text, "todo", "9"), "no more than its cartouche gives")
    refused(edit(text, "round", "1"), "no more than its cartouche gives")


def test_something_owed_outside_removal_and_placement_is_refused():
    refused(edit(position_in("assign"), "todo", "2"), "no more than its cartouche gives")


def test_a_post_scoring_removal_from_no_temple_is_refused():
    text = position_in("post_remove", where=lambda s: len(s.post_direct) > 1)
    direct = field(text, "direct").split(",")
    refused(edit(text, "direct", ",".join(["0"] + direct[1:])), "distinct temples")
    refused(edit(text, "direct", ",".join([direct[0]] + direct)), "distinct temples")


def test_a_post_scoring_removal_begun_by_the_trailing_player_is_refused():
    text = position_in("post_remove")
    post = field(text, "post")
    refused(edit(text, "post", "b" if post == "r" else "r"), "the leader's first")


def test_cards_not_those_of_the_phase_are_refused():
    text = position_in("assign", where=lambda s: s.seat == 1 and len(s.hands[1]) == 1)
    refused(edit(text, "hands", field(text, "hands").replace("-/", "1/")),
            "each player's 36 cards|those of the phase")
    refused(edit(text, "revealed", "y"), "those of the phase")
    place = position_in("place")
    refused(edit(place, "revealed", "n"), "those of the phase")


def test_a_game_won_in_the_middle_of_a_placement_is_accepted_with_placements_owed():
    state = ENGINE.new_game(2, None, 26)
    rng = Rng(26)
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert state.todo == 2 and state.end_temple is not None
    assert notation.format(notation.parse(notation.format(state))) == notation.format(state)


def test_every_random_position_is_still_accepted():
    for seed in range(3):
        state = ENGINE.new_game(2, None, seed)
        rng = Rng(seed)
        while not state.is_over():
            assert notation.format(notation.parse(notation.format(state))) == \
                notation.format(state)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
