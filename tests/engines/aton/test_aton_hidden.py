"""Aton hidden information: hands, face-down assignments and deck orders; saving; bad input."""

import json

import pytest

from engines.aton import ENGINE
from engines.core import IllegalAction, Rng, canonical

from .helpers import BLUE, RED, cards_accounted, fresh, give_hand, play_cards, with_points


def test_observation_shows_own_hand_but_not_the_opponents():
    state = fresh()
    state = give_hand(state, RED, [1, 2, 3, 4])
    state = give_hand(state, BLUE, [4, 4, 4, 4])
    red_view = state.observation(RED)
    blue_view = state.observation(BLUE)
    assert red_view["hand"] == [1, 2, 3, 4]
    assert blue_view["hand"] == [4, 4, 4, 4]
    assert red_view["hand_sizes"] == [4, 4]
    assert "4, 4, 4, 4" not in json.dumps(red_view["hand"])


def test_blue_assigns_blind_to_reds_face_down_cards():
    state = fresh()
    state = give_hand(state, RED, [4, 3, 2, 1])
    state.apply(("keep",))
    for ornament, value in enumerate([4, 3, 2, 1], 1):
        events = state.apply(("assign", ornament, value))
        assert all("value" not in e.data for e in events)
    assert state.to_move() == BLUE
    view = state.observation(BLUE)
    assert view["face_down"][RED] == [True] * 4
    assert view["revealed"] is None
    assert view["assignment"] == [None] * 4
    assert state.observation(RED)["assignment"] == [4, 3, 2, 1]
    # Blue's determinized worlds vary red's face-down cards; red's own never changes.
    worlds = {tuple(state.determinize(BLUE, Rng(k)).assigned[RED]) for k in range(30)}
    assert len(worlds) > 1
    for k in range(5):
        world = state.determinize(BLUE, Rng(k))
        cards_accounted(world)
        assert world.hands[BLUE] == state.hands[BLUE]
        assert state.determinize(RED, Rng(k)).assigned[RED] == [4, 3, 2, 1]


def test_reveal_shows_both_assignments_to_both_players():
    state = fresh()
    state, events = play_cards(state, [2, 3, 4, 1], [1, 2, 3, 4])
    reveal = [e for e in events if e.kind == "reveal"][0]
    assert reveal.reveals and reveal.data["cards"] == [[2, 3, 4, 1], [1, 2, 3, 4]]
    for seat in (RED, BLUE):
        assert state.observation(seat)["revealed"] == [[2, 3, 4, 1], [1, 2, 3, 4]]


def test_deck_order_is_hidden_and_resampled_by_determinize():
    state = fresh()
    view = state.observation(RED)
    assert "decks" not in view and view["deck_sizes"] == [32, 32]
    orders = {tuple(state.determinize(RED, Rng(k)).decks[RED]) for k in range(10)}
    assert len(orders) > 1


def test_state_round_trips_through_json_in_the_middle_of_a_round():
    state = fresh()
    state, _ = play_cards(state, [2, 3, 4, 1], [1, 2, 3, 4])
    data = json.loads(json.dumps(state.to_json()))
    restored = ENGINE.state_from_json(data)
    assert canonical(restored.to_json()) == canonical(state.to_json())
    assert restored.legal_actions() == state.legal_actions()


def test_malformed_actions_are_refused_with_a_reason_and_change_nothing():
    state = fresh()
    before = canonical(state.to_json())
    for action in [("place", 1, 0), ("assign", 1, 9), ("remove", 1, 0)]:
        with pytest.raises(IllegalAction, match="must exchange or keep the cards drawn"):
            state.apply(action)
    for action in [(), None, ["keep"], ("done",), ("keep", 1), ("place", 1.0, 0),
                   ("assign", True, 1)]:
        with pytest.raises(IllegalAction, match="not a move in Aton"):
            state.apply(action)
    assert canonical(state.to_json()) == before


def test_actions_after_the_end_are_refused():
    state = fresh()
    state = with_points(state, RED, {0: 38})
    state, _ = play_cards(state, [2, 1, 1, 1], [1, 2, 1, 1])
    assert state.is_over()
    with pytest.raises(IllegalAction, match="over"):
        state.apply(("keep",))


def test_same_seed_and_actions_give_the_same_game():
    a, b = ENGINE.new_game(2, None, 11), ENGINE.new_game(2, None, 11)
    chooser = Rng(3)
    while not a.is_over():
        legal = a.legal_actions()
        action = legal[chooser.randrange(len(legal))]
        a.apply(action)
        b.apply(action)
    assert canonical(a.to_json()) == canonical(b.to_json())
    assert ENGINE.new_game(2, None, 12).decks != ENGINE.new_game(2, None, 11).decks


def test_only_two_players():
    with pytest.raises(IllegalAction):
        ENGINE.new_game(3, None, 1)


def test_determinize_keeps_the_publicly_revealed_deck_bottom():
    state = fresh()
    state = give_hand(state, RED, [2, 3, 1, 1])
    state = give_hand(state, BLUE, [2, 3, 1, 1])
    state, _ = play_cards(state, [2, 3, 1, 1], [2, 3, 1, 1])
    known = state.known_bottom
    assert known[RED] >= 1
    for seat in (RED, BLUE):
        world = state.determinize(seat, Rng(9))
        for s in (RED, BLUE):
            assert world.decks[s][:known[s]] == state.decks[s][:known[s]]
        assert world.observation(seat) == state.observation(seat)


def test_determinize_depends_only_on_what_the_seat_sees():
    state = fresh()
    state = give_hand(state, RED, [4, 3, 2, 1])
    state.apply(("keep",))
    for ornament, value in enumerate([4, 3, 2, 1], 1):
        state.apply(("assign", ornament, value))
    other = state.determinize(BLUE, Rng(1))
    assert other.assigned[RED] != state.assigned[RED] or other.decks != state.decks
    a = state.determinize(BLUE, Rng(7))
    b = other.determinize(BLUE, Rng(7))
    assert canonical(a.to_json()) == canonical(b.to_json())


def test_observation_has_the_documented_keys():
    keys = {
        "game", "seat", "colors", "round", "phase", "to_move", "pending", "temples", "layout",
        "kingdom", "supply", "scores", "breakdown", "last_scoring", "deck_sizes",
        "deck_bottoms", "discards", "hand", "hand_sizes", "assignment", "face_down",
        "revealed", "exchange_chips", "first_player", "winners", "end_reason", "end_temple",
    }
    state = fresh()
    view = state.observation(RED)
    assert set(view) == keys
    assert view["pending"] == {"kind": "exchange", "seat": RED, "remaining": 1, "temples": []}
    assert len(view["temples"]) == 4 and all(len(t) == 12 for t in view["temples"])
    assert view["kingdom"] == [None] * 8 and view["supply"] == [29, 29]
    state, _ = play_cards(state, [1, 1, 2, 3], [1, 2, 1, 1])
    view = state.observation(BLUE)
    assert view["pending"] == {"kind": "place", "seat": RED, "remaining": 3, "temples": [1, 2]}
    assert view["first_player"] == RED and view["round"] == 1
