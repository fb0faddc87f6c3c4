"""Hidden information: the market deck order, the round cards, the Market B face-down pair."""

from collections import Counter

from engines.core import Rng, canonical

from .helpers import ALL_B, game, set_pair, set_ships

HIDDEN_FIELDS = {"deck", "pair", "peek", "round_deck", "round_removed", "rng"}


def public_part(state):
    data = state.to_json()
    return {k: v for k, v in data.items() if k not in HIDDEN_FIELDS}


def test_observation_shows_no_deck_order_round_cards_or_pair_faces():
    s = game(4, **ALL_B)
    other = s.clone()
    other.deck.reverse()
    other.round_deck.reverse()
    other.pair.reverse()
    for seat in range(4):
        assert canonical(s.observation(seat)) == canonical(other.observation(seat))
    text = canonical(s.observation(0))
    assert "round_deck" not in text and "round_removed" not in text


def test_observation_has_what_the_ui_draws():
    obs = game(3, **ALL_B).observation(1)
    for key in ("sites", "ships", "sleds", "quarry", "market", "round", "first_player",
                "round_cards_left", "hands", "pending", "scores", "breakdown", "to_move"):
        assert key in obs
    assert obs["round_cards_left"] == 5 and obs["market"]["deck_size"] == 29
    assert obs["pending"] == {"kind": "turn", "seat": 0}
    assert [sh["capacity"] for sh in obs["ships"]] == [int(c) for c in obs["round_card"]]


def test_determinize_reshuffles_exactly_the_deck_pair_and_round_cards():
    s = game(4, **ALL_B)
    changed_deck = changed_rounds = False
    for i in range(20):
        world = s.determinize(2, Rng(i))
        assert public_part(world) == public_part(s)
        assert Counter(world.deck + world.pair) == Counter(s.deck + s.pair)
        assert len(world.deck) == len(s.deck) and len(world.pair) == len(s.pair)
        assert sorted(world.round_deck + [world.round_removed]) == sorted(
            s.round_deck + [s.round_removed])
        changed_deck |= world.deck != s.deck
        changed_rounds |= world.round_deck != s.round_deck
    assert changed_deck and changed_rounds


def test_face_down_pair_is_seen_by_its_taker_only_and_kept_in_their_determinize():
    s = game(4, **ALL_B)
    s = set_pair(s, ["statue", "lever"])
    s = set_ships(s, [2, 2, 2, 2], [[1]])
    s.apply(("sail", 0, "market"))
    s.apply(("take_pair",))
    assert s.observation(1)["peek"] == ["statue", "lever"]
    for i in range(10):
        assert s.determinize(1, Rng(i)).peek == ["statue", "lever"]
    others = {tuple(s.determinize(0, Rng(i)).peek) for i in range(30)}
    assert len(others) > 1  # another seat cannot know which cards were taken
    assert all(len(p) == 2 for p in others)


def test_discarded_pair_is_revealed_at_round_end():
    from .helpers import dock_all_but_one
    s = game(4, market="B")
    s = dock_all_but_one(s, 0)
    s = set_pair(s, ["statue", "lever"])
    events = s.apply(("sail", 0, "temple"))
    assert [e.data["cards"] for e in events if e.kind == "pair_discarded"] == [
        ["statue", "lever"]]
    assert all(e.reveals for e in events if e.kind == "pair_discarded")
    assert s.round_no == 2
