"""Hidden hands, deck and chambers; determinize keeps what a seat knows."""

import json

from engines.archaeology import ENGINE, notation
from engines.archaeology.cards import MAP, NUM_TYPES, PHARAOH_MASK, THIEF, named
from engines.core import Rng, canonical

from .helpers import arranged, check_conservation, deck_of, letters, position, vec


def started(players=3, seed=4):
    return ENGINE.new_game(players, None, seed)


def test_observation_shows_own_hand_and_only_sizes_of_others():
    state = started()
    obs = state.observation(1)
    json.dumps(obs)
    assert obs["hand"] == named(state.hands[1])
    assert obs["hand_sizes"] == [4, 4, 4]
    text = json.dumps(obs)
    assert "hands" not in obs and "deck" not in obs
    assert obs["deck_size"] == len(state.deck) and str(state.deck) not in text
    assert [c["cards"] for c in obs["chambers"]] == [3, 5, 7]
    assert all("contents" not in c for c in obs["chambers"])


def test_observation_is_the_same_whatever_the_hidden_cards():
    """Seat 1 cannot tell apart hands 0 and 2 swapped, the deck turned over and a card of
    the small chamber swapped with one of the large chamber."""
    state = started()
    small, large = list(state.chambers[0]), list(state.chambers[2])
    a = next(t for t in range(NUM_TYPES) if small[t])
    b = next(t for t in range(NUM_TYPES) if large[t] and t != a)
    small[a], small[b], large[a], large[b] = small[a] - 1, small[b] + 1, large[a] + 1, large[b] - 1
    other = arranged(state, hands=state.hands[::-1],
                     chambers="/".join(letters(c) for c in (small, state.chambers[1], large)),
                     deck="".join(notation.CARD[c] for c in state.deck[::-1]))
    assert other.chambers != state.chambers and other.deck == state.deck[::-1]
    assert canonical(state.observation(1)) == canonical(other.observation(1))
    assert canonical(state.observation(0)) != canonical(other.observation(0))


def test_determinize_redeals_unseen_cards_consistently():
    state = started(players=4)
    hands_seen = set()
    for seed in range(20):
        world = state.determinize(0, Rng(seed))
        check_conservation(world)
        assert world.hands[0] == state.hands[0] and world.market == state.market
        assert [sum(h) for h in world.hands] == [sum(h) for h in state.hands]
        assert [sum(c) for c in world.chambers] == [3, 5, 7]
        assert all(c[MAP] == 0 for c in world.chambers), "chambers never hold maps"
        assert world.deck.count(THIEF) == state.deck.count(THIEF)
        hands_seen.add(tuple(map(tuple, world.hands[1:])))
        assert canonical(world.observation(0)) == canonical(state.observation(0))
    assert len(hands_seen) > 15, "the other hands are really resampled"


def test_reshuffle_unseen_keeps_every_hand_and_deals_only_the_deck_and_chambers_anew():
    """The luck cap's split (`sees_hands`): hands, market and what every seat knows stay;
    the deck's order and the unexplored chambers' treasures are what no seat has seen."""
    state = started(players=3)
    unseen = sorted(state.deck + [t for chamber in state.chambers
                                  for t in range(NUM_TYPES) for _ in range(chamber[t])])
    decks, chambers = set(), set()
    for seed in range(20):
        world = state.reshuffle_unseen(Rng(seed))
        check_conservation(world)
        assert world.hands == state.hands and world.market == state.market
        assert world.track == state.track
        assert [sum(c) for c in world.chambers] == [3, 5, 7]
        assert all(c[MAP] == 0 for c in world.chambers), "chambers never hold maps"
        assert sorted(world.deck + [t for chamber in world.chambers for t in range(NUM_TYPES)
                                    for _ in range(chamber[t])]) == unseen
        decks.add(tuple(world.deck))
        chambers.add(tuple(map(tuple, world.chambers)))
    assert len(decks) == 20 and len(chambers) > 15, "the unseen really dealt anew"
    assert state.reshuffle_unseen(Rng(3)).deck == state.reshuffle_unseen(Rng(3)).deck


def test_determinize_keeps_cards_taken_from_the_market_in_that_hand():
    state = position(hands=[None, vec(coin=1, pot_shard=3)], seed=9, turn=1, phase="act",
                     market=vec(pharaoh_mask=1, talisman=1, parchment=3))
    state.apply(("trade",))
    state.apply(("give", "coin"))
    state.apply(("give", "pot_shard"))
    state.apply(("give", "pot_shard"))
    state.apply(("take", "pharaoh_mask"))
    state.apply(("confirm",))
    assert state.known[0][1] == vec(pharaoh_mask=1)
    for seed in range(20):
        world = state.determinize(0, Rng(seed))
        assert world.hands[1][PHARAOH_MASK] >= 1, "seat 0 saw the mask go into seat 1's hand"
        check_conservation(world)


def test_determinize_puts_a_stolen_card_where_the_victim_knows_it_is():
    state = position(players=3, seed=2, deck=deck_of("thief"))
    state.apply(("dig",))
    state.apply(("steal", 2))
    stolen = state.known[2][0]
    assert sum(stolen) == 1
    card = stolen.index(1)
    for seed in range(20):
        world = state.determinize(2, Rng(seed))
        assert world.hands[0][card] >= 1
        assert world.known[2][0] == stolen


def test_determinize_during_a_sandstorm_keeps_the_deciders_pending_size():
    state = position(seed=6, deck=deck_of("sandstorm"))
    state.apply(("dig",))
    state.apply(("discard", next(n for n, k in state.observation(0)["hand"].items())))
    world = state.determinize(1, Rng(3))
    assert sum(world.pending) == 1
    assert sum(world.hands[0]) + sum(world.pending) == 4
    assert world.to_move() == 0
    check_conservation(world)


def test_observation_pending_decision_for_each_phase():
    state = position(players=3, seed=8, hands=[vec(coin=2, map=1), vec(talisman=1), vec()],
                     market=vec(parchment=2), deck=deck_of("thief"))
    obs = state.observation(1)
    assert obs["pending"] == {"kind": "dig", "seat": 0}
    state.apply(("dig",))
    assert state.observation(2)["pending"] == {"kind": "steal", "seat": 0, "victims": [1]}
    state.apply(("steal", 1))
    assert state.observation(1)["known"]["0"] == {"talisman": 1}
    assert state.observation(2)["known"]["0"] == {}
    pending = state.observation(2)["pending"]
    assert pending["kind"] == "act" and pending["forced_sale"] is False
    assert pending["trades_cancelled"] == 0
    state.apply(("trade",))
    state.apply(("give", "coin"))
    state.apply(("take", "parchment"))
    pending = state.observation(1)["pending"]
    assert pending == {"kind": "trade", "seat": 0, "give": {"coin": 1},
                       "take": {"parchment": 1}, "give_value": 2, "take_value": 1,
                       "taken_this_turn": {}}
    obs = state.observation(0)
    assert obs["hand_sizes"] == [4, 0, 0] and obs["chambers"][0]["explored"] is False


def test_determinize_depends_only_on_what_the_seat_sees():
    """Two states a seat cannot tell apart give the same worlds for the same rng."""
    for players in (2, 4):
        state = ENGINE.new_game(players, None, 31)
        chooser = Rng(2)
        step = 0
        while not state.is_over():
            if step % 3 == 0:
                for seat in range(players):
                    other = state.determinize(seat, Rng(step * 10 + seat))
                    a = state.determinize(seat, Rng(99))
                    b = other.determinize(seat, Rng(99))
                    assert canonical(a.to_json()) == canonical(b.to_json())
            legal = state.legal_actions()
            state.apply(legal[chooser.randrange(len(legal))])
            step += 1
