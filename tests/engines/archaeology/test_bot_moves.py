"""How bots see Archaeology's compound moves: trades in one canonical order, valued as made."""

import random

from engines.ai import decide
from engines.ai.budget import Budget
from engines.ai.levels import level_valuer
from engines.archaeology import ENGINE
from engines.archaeology.cards import SANDSTORMS, THIEVES, TREASURES
from engines.archaeology.heuristic import (
    BOT_CANCELS_PER_TURN,
    FULL_DECK,
    evaluate,
    hand_after_trade,
    prune,
    prune_deep,
    prune_easy,
    prune_sets,
)

from .helpers import deck_of, position, vec


def _trade(hand, market):
    state = position(hands=[hand, vec(pot_shard=2)], market=market, phase="act")
    state.apply(("trade",))
    return state


def _pruned(state):
    return sorted(prune(state, state.legal_actions()))


def test_prune_takes_by_type_first_and_never_cancels():
    state = _trade(vec(pot_shard=3, coin=1), vec(parchment=1, talisman=1))
    assert _pruned(state) == [("take", "parchment"), ("take", "talisman")]
    state.apply(("take", "talisman"))
    assert ("take", "parchment") not in _pruned(state), "takes go in type order"
    assert ("give", "pot_shard") in _pruned(state), "gives may start once something is taken"


def test_prune_gives_by_type_until_the_takes_are_covered_then_confirms():
    state = _trade(vec(pot_shard=3, coin=1), vec(talisman=1))
    state.apply(("take", "talisman"))
    assert _pruned(state) == [("give", "pot_shard")], \
        "a coin first would leave only pot shards, which may not follow it, to pay the rest"
    state.apply(("give", "pot_shard"))
    assert _pruned(state) == [("give", "coin"), ("give", "pot_shard")]
    state.apply(("give", "coin"))
    assert _pruned(state) == [("confirm",)]


def test_prune_reaches_every_trade_a_person_can_make():
    """Every (give, take) pair that a random clicker confirms is reachable in canonical order."""
    rand = random.Random(3)
    checked = 0
    for _ in range(80):
        hand = [rand.randrange(3) for _ in range(7)]
        market = [rand.randrange(2) for _ in range(7)]
        start = position(hands=[hand, vec(coin=1)], market=market, phase="act")
        if ("trade",) not in start.legal_actions():
            continue
        state = start.clone()
        state.apply(("trade",))
        while True:
            legal = [a for a in state.legal_actions() if a[0] != "cancel"]
            if not legal:
                break  # a clicker who gave away what the market cannot match must cancel
            action = rand.choice(legal)
            if action == ("confirm",):
                break
            state.apply(action)
        if ("confirm",) not in state.legal_actions():
            continue
        checked += 1
        give, take = state.give[:], state.take[:]
        canonical = start.clone()
        canonical.apply(("trade",))
        plan = [("take", t) for t in range(7) for _ in range(take[t])]
        plan += [("give", t) for t in range(7) for _ in range(give[t])]
        for kind, t in plan:
            action = (kind, TREASURES[t])
            if kind == "give" and prune(canonical, canonical.legal_actions()) == [("confirm",)]:
                break  # the rest of the gives would only over-pay
            assert action in prune(canonical, canonical.legal_actions()), (hand, market, plan)
            canonical.apply(action)
        assert ("confirm",) in canonical.legal_actions()
    assert checked >= 20


def test_prune_discards_by_type():
    state = position(hands=[vec(pot_shard=2, coin=2), vec()], deck=deck_of("sandstorm"))
    state.apply(("dig",))
    assert state.phase == "discard" and state.discard_queue == [[0, 2]]
    state.apply(("discard", "coin"))
    assert _pruned(state) == [("discard", "coin")]


def test_trade_in_progress_is_valued_as_made_paying_with_the_cheapest_cards():
    state = _trade(vec(pot_shard=2, talisman=1, coin=4), vec(coin=1))
    before = evaluate(state)[0]
    state.apply(("take", "coin"))
    assert hand_after_trade(state) == vec(talisman=1, coin=5), \
        "the coin is paid with the two pot shards; the talisman is worth more per trade point"
    assert evaluate(state)[0] > before, "five coins ($30) beat four and two shards"


def test_easy_and_hard_bots_make_whole_trades_without_cancelling():
    for level in ("easy", "medium"):
        state = ENGINE.new_game(2, None, 11)
        kinds = []
        ply = 0
        while not state.is_over() and ply < 600:
            action = decide(state, state.to_move(), level, ply, game="archaeology", cap=False)
            kinds.append(action[0])
            state.apply(action)
            ply += 1
        assert state.is_over(), f"{level} bots finish a game in under 600 moves"
        assert kinds.count("trade") == kinds.count("confirm") + kinds.count("cancel")
        assert kinds.count("cancel") <= 1, f"{level} bots open trades they mean to make"


def test_people_have_no_cancel_limit_but_a_bot_stops_opening_trades_after_a_cancel():
    """The rules set no cap on cancelled trades; the bot layer (prune)
    keeps bots from looping: a bot cancels only when nothing else is left, and after
    BOT_CANCELS_PER_TURN cancels it opens no more trades that turn."""
    state = position(hands=[vec(coin=2), vec(pot_shard=2)], market=vec(parchment=3),
                     phase="act")
    assert ("trade",) in prune(state, state.legal_actions())
    state.apply(("trade",))
    state.apply(("give", "coin"))
    assert ("cancel",) not in prune(state, state.legal_actions())
    for _ in range(BOT_CANCELS_PER_TURN):
        state.apply(("cancel",))
        if state.phase == "act" and state.cancelled < BOT_CANCELS_PER_TURN:
            state.apply(("trade",))
    assert ("trade",) in state.legal_actions(), "a person may still trade"
    assert ("trade",) not in prune(state, state.legal_actions()), "a bot may not"


def test_bots_of_every_level_finish_games_without_a_cancel_limit_in_the_rules():
    """Random, Easy and Medium bots (random rollouts and random seats use the pruned moves
    too) play 2-4 player games to the end within a bound on moves and cancels."""
    for players, levels in ((2, ("random", "easy")), (3, ("random", "medium", "easy")),
                            (4, ("random",) * 4)):
        state = ENGINE.new_game(players, None, 20 + players)
        kinds, turns, ply = [], 1, 0
        while not state.is_over() and ply < 1500:
            seat = state.to_move()
            action = decide(state, seat, levels[seat % len(levels)], ply, game="archaeology",
                            cap=False, budget=Budget(iterations=40))
            kinds.append(action[0])
            turns += sum(1 for e in state.apply(action) if e.kind == "turn_start")
            ply += 1
        assert state.is_over(), f"{players} players {levels}: no end in 1500 moves"
        assert kinds.count("cancel") <= BOT_CANCELS_PER_TURN * turns


# -- Medium's sales (prune_sets) ---------------------------------------------------------------


def _sales(state, pruning):
    return sorted(a for a in pruning(state, state.legal_actions()) if a.kind == "sell")


def _acting(hand, size, drawn=False):
    """Seat 0 to act with `hand`, the deck `size` cards long (its hazards already drawn)."""
    hazards = {"thieves": THIEVES, "storms": SANDSTORMS} if drawn else {}
    return position(hands=[hand, vec()], phase="act", size=size, rest="market", **hazards)


def test_medium_keeps_a_set_the_full_deck_can_still_grow_and_easy_may_sell_it():
    state = _acting(vec(pot_shard=4, coin=2, talisman=1), FULL_DECK)
    assert _sales(state, prune_sets) == []
    assert ("sell", "pot_shard", 1) in _sales(state, prune), "the plain prune keeps every sale"
    assert level_valuer("medium", "archaeology").prune is prune_sets
    assert level_valuer("easy", "archaeology").prune is prune_easy
    assert _sales(state, prune_easy) == _sales(state, prune), "Easy's prune keeps every sale"


def test_medium_sells_a_full_set_at_once_and_small_ones_when_the_deck_runs_out():
    state = _acting(vec(pot_shard=5, coin=2), FULL_DECK)
    assert _sales(state, prune_sets) == [("sell", "pot_shard", 5)]
    late = _acting(vec(pot_shard=5, coin=2), 2, drawn=True)
    assert ("sell", "coin", 2) in _sales(late, prune_sets)
    assert ("sell", "coin", 1) not in _sales(late, prune_sets), "half a pair is never worth it"
    shards = _acting(vec(pot_shard=4), 2, drawn=True)
    assert _sales(shards, prune_sets) == [("sell", "pot_shard", 4)], \
        "one of four shards banks a dollar the estimate prefers to a held one, all four more"


def test_medium_can_always_make_a_forced_sale_with_the_deck_empty():
    state = _acting(vec(pot_shard=2, coin=1), 0, drawn=True)
    assert _sales(state, prune_sets) == [("sell", "coin", 1), ("sell", "pot_shard", 2)]
    assert ("sell", "pot_shard", 1) in _sales(state, prune)


def test_hard_keeps_a_set_while_hazards_are_few_and_sells_it_when_they_crowd_the_deck():
    hand = vec(coin=3, map=1)
    safe = _acting(hand, 30, drawn=True)                 # no thief or sandstorm left
    assert [a for a in _sales(safe, prune_deep) if a.card == "coin"] == []
    crowded = position(hands=[hand, vec()], phase="act", size=THIEVES + SANDSTORMS,
                       rest="market")                    # every card left is a hazard
    assert ("sell", "coin", 3) in _sales(crowded, prune_deep)
    assert ("sell", "map", 1) in _sales(safe, prune_deep), "maps stay the search's choice"
    assert level_valuer("hard", "archaeology").prune is prune_deep
