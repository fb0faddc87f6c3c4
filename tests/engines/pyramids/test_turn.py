"""A turn's steps: take, place, the compulsory token, the optional single-tile card, refill."""

import pytest

from engines.core import IllegalAction

from .helpers import A, G, N, R, Y, domino, game, play_turn, put_in_quarry


def take_and_place(state, code, qx=0, qy=0, orient=0, slot=0):
    """The domino `code` put into quarry `slot`, taken and placed; (state, events)."""
    state = put_in_quarry(state, slot, code)
    events = state.apply(("take", slot))
    events += state.apply(("place", state.level, qx, qy, orient))
    return state, events


def test_take_puts_the_domino_in_hand_and_empties_the_slot():
    state = game()
    d = state.quarry[1]
    events = state.apply(("take", 1))
    assert state.held == d and state.quarry[1] == -1 and state.phase == "place"
    assert events[0].kind == "take" and events[0].data == {"slot": 1, "domino": d}


def test_token_is_compulsory_and_placed_alone_when_only_one_fits():
    state = game()
    state, events = take_and_place(state, "GR13")           # two green gems on square A
    assert state.pyramids[0].tokens[G] == (1, 0, 0)
    assert [e.kind for e in events] == ["take", "place", "token"]
    assert state.phase == "single"


def test_token_choice_when_two_squares_show_gems():
    state = game()
    state, _ = take_and_place(state, "YN16")                    # yellow gem on A, brown gem on B
    assert state.phase == "token"
    assert state.legal_actions() == [("token", 0), ("token", 1)]
    state.apply(("token", 1))
    p = state.pyramids[0]
    assert p.tokens[N] == (1, 2, 0) and p.tokens[Y] is None   # only one token per turn


def test_no_token_when_that_colour_is_already_placed():
    """Rulebook example: Vanya's turquoise token is already on another domino, so the new
    domino with two turquoise squares gets none."""
    state = game()
    state, _ = take_and_place(state, "AN06")
    state.apply(("token", 0))                         # turquoise token on square A
    state.apply(("skip_single",))
    state.apply(state.legal_actions()[0]) if state.phase == "refill" else None
    play_turn(state, 0, 0, 0)                         # seat 1
    state, events = take_and_place(state, "AA16", 0, 2, 0)
    assert "token" not in [e.kind for e in events]
    assert state.phase == "single"
    assert state.pyramids[0].tokens[A] == (1, 0, 0)


def test_single_tile_card_forces_the_unplaced_token_onto_it():
    """Rulebook: the only way to put two tokens on one domino in one turn."""
    state = game()
    state, _ = take_and_place(state, "GR13")                    # green token on square A (half 0)
    assert state.legal_actions() == [("single_tile", 1), ("skip_single",)]  # A holds the token
    with pytest.raises(IllegalAction):
        state.apply(("single_tile", 0))
    events = state.apply(("single_tile", 1))
    assert state.phase == "card" and ("card", R, 3) in state.legal_actions()
    events += state.apply(("card", R, 3))
    p = state.pyramids[0]
    assert p.cards == [(1, 2, 0, R, 3, False)]
    assert p.tokens[R] == (1, 2, 0) and p.tokens[G] == (1, 0, 0)
    assert [e.kind for e in events][:2] == ["single_tile", "token"]
    assert events[1].data["on_card"] is True
    assert p.cards_left() == [0, 1]
    assert state.phase in ("refill", "take")          # once per turn


def test_single_tile_card_without_token_when_its_colour_is_placed():
    state = game()
    state, _ = take_and_place(state, "GR13")
    state.apply(("single_tile", 1))
    state.apply(("card", G, 0))                       # green token is already on square A
    p = state.pyramids[0]
    assert p.tokens[G] == (1, 0, 0)
    assert sum(t is not None for t in p.tokens) == 1


def test_single_tile_card_is_optional():
    state = game()
    state, _ = take_and_place(state, "GR13")
    assert ("skip_single",) in state.legal_actions()
    state.apply(("skip_single",))
    assert state.pyramids[0].cards == []


def test_single_tile_sides_are_the_cards_left():
    state = game()
    state.pyramids[0].cards = [(1, 0, 0, R, 0, False)]      # the red/green card is used
    state, _ = take_and_place(state, "GR13")
    state.apply(("single_tile", 1))
    assert {a[1] for a in state.legal_actions()} == {0, 1, 2, 3}     # colours
    assert {a[2] for a in state.legal_actions()} == {0, 1, 2, 3}     # gem corners
    assert len(state.legal_actions()) == 16


def test_no_single_tile_step_without_cards():
    state = game()
    state.pyramids[0].cards = [(1, 0, 0, c, 0, False) for c in (0, 2, 4)]
    state, _ = take_and_place(state, "GR13")
    assert state.phase == "refill" and state.to_move() == 0


def test_refill_from_one_of_the_two_stacks_above():
    """Rulebook example: Anya took the middle domino and chooses between the two stacks
    above that slot."""
    state = game()
    state = put_in_quarry(state, 1, "GR13")
    state.apply(("take", 1))
    state.apply(("place", 1, 0, 0, 0))
    state.apply(("skip_single",))
    assert state.legal_actions() == [("refill", 1), ("refill", 2)]
    top = state.stacks[2][-1]
    events = state.apply(("refill", 2))
    assert state.quarry[1] == top
    refill = [e for e in events if e.kind == "refill"][0]
    assert refill.reveals and refill.data["stack"] == 2 and refill.data["top"] == \
        state.stacks[2][-1]
    assert state.to_move() == 1 and state.phase == "take"


def test_refill_outside_the_two_stacks_refused():
    state = game()
    state = put_in_quarry(state, 2, "GR13")
    state.apply(("take", 2))
    state.apply(("place", 1, 0, 0, 0))
    state.apply(("skip_single",))
    with pytest.raises(IllegalAction):
        state.apply(("refill", 0))
    state.apply(("refill", 3))


def test_refill_is_automatic_when_one_stack_above_is_empty():
    state = game()
    state.stacks[1], state.stacks[0] = [], state.stacks[0] + state.stacks[1]
    state = put_in_quarry(state, 0, "GR13")
    state.apply(("take", 0))
    state.apply(("place", 1, 0, 0, 0))
    events = state.apply(("skip_single",))
    assert [e.data["stack"] for e in events if e.kind == "refill"] == [0]


def test_empty_stack_gets_the_bottom_half_of_the_largest():
    state = game()
    rest = [d for st in state.stacks for d in st if d != domino("GR13")]
    state.stacks = [rest[:10], rest[10:11], rest[11:40], rest[40:]]
    lone = rest[10]
    largest = list(state.stacks[3])
    state = put_in_quarry(state, 0, "GR13")
    state.apply(("take", 0))
    state.apply(("place", 1, 0, 0, 0))
    state.apply(("skip_single",))
    events = state.apply(("refill", 1))
    assert state.quarry[0] == lone
    half = len(largest) // 2
    assert state.stacks[1] == largest[:half] and state.stacks[3] == largest[half:]
    split = [e for e in events if e.kind == "stack_split"][0]
    assert split.data == {"from": 3, "to": 1, "count": half, "top": largest[half - 1]}
    assert split.reveals


def test_determinize_reshuffles_only_under_the_stack_tops():
    from engines.core import Rng

    state = game(3, seed=5)
    world = state.determinize(1, Rng(99))
    assert [len(s) for s in world.stacks] == [len(s) for s in state.stacks]
    assert [s[-1] for s in world.stacks] == [s[-1] for s in state.stacks]
    assert world.quarry == state.quarry
    assert world.stacks != state.stacks
    assert sorted(d for s in world.stacks for d in s) == sorted(
        d for s in state.stacks for d in s)
    assert world.observation(1) == state.observation(1)
