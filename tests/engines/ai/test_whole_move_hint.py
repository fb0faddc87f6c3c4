"""The Hint's whole move over random positions of every game: legal step by step, whole (it
ends exactly when another seat decides, chance acts or the game ends), and a reason that
agrees with the scores."""

import random

import pytest

from engines.ai.budget import Budget
from engines.ai.hint import hint
from engines.ai.hint_phrases import (
    all_moves_equal,
    describe_move,
    gain_message,
    leads_on_points,
    sentence,
)
from engines.ai.runner import determinized
from engines.ai.values import valuer_for
from engines.ai.whole_move import MAX_STEPS, act_ends, played_move, whole_move
from engines.archaeology.cards import COIN, POT_SHARD
from engines.core import Rng
from tests.engines.archaeology.helpers import arranged

from .helpers import real_engines

SMALL = Budget(iterations=40)
LEAD_WORDS = ("keeps your lead", "your lead grows")


def random_positions(engine, count, seed):
    """Positions with a real choice, picked at random along random games of every size."""
    rng = Rng(seed)
    found = []
    for players in range(engine.spec.min_players, engine.spec.max_players + 1):
        state = engine.new_game(players, None, seed + players)
        while not state.is_over() and len(found) < count * players:
            legal = state.legal_actions()
            if len(legal) > 1 and rng.randrange(5) == 0:
                found.append(state.clone())
            state.apply(legal[rng.randrange(len(legal))])
    return found[:: max(1, len(found) // count)][:count]


def check_whole(state, seat, steps, game=None):
    """Each step legal after the previous ones on the real position; the move goes on
    exactly while the seat decides and nothing is revealed (in Archaeology: up to the end
    of one trade, sale or exploration)."""
    world = state.clone()
    for k, step in enumerate(steps):
        assert step in world.legal_actions(), f"step {k} {step!r} of {steps!r} is not legal"
        events = world.apply(step)
        ended = (world.is_over() or world.to_move() != seat or any(e.reveals for e in events)
                 or step[0] in act_ends(game))
        if k < len(steps) - 1:
            assert not ended, f"{steps!r} goes on after step {k} ended the move"
        else:
            assert ended or len(steps) == MAX_STEPS, f"{steps!r} stops before the move ends"


@pytest.mark.parametrize("engine", real_engines(), ids=lambda e: e.spec.id)
def test_the_hint_is_a_legal_whole_move_with_a_reason_true_to_the_scores(engine):
    game = engine.spec.id
    for index, state in enumerate(random_positions(engine, 10, 31)):
        seat = state.to_move()
        h = hint(state, seat, 50 + index, game, SMALL, cap=False)
        assert h.steps and h.steps[0] == h.action
        check_whole(state, seat, h.steps, game)
        text = h.move.english()
        assert "{" not in text and "highlighted" not in text, text
        reason = h.reason.english()
        # the world the hint reasoned on (as `search` makes it)
        world = determinized(state, seat, random.Random(50 + index).getrandbits(64))
        after = world.clone()
        for step in h.steps:
            probe = after.clone()
            if any(e.reveals for e in probe.apply(step)):
                break
            after = probe
        if any(words in reason for words in LEAD_WORDS):
            assert leads_on_points(after, seat), (game, reason, after.scores(), seat)
        if reason == "any move does about as well here":
            assert all_moves_equal(world, seat, valuer_for(game, True)) or \
                all_moves_equal(world, seat, valuer_for(game))


def test_the_lead_is_never_claimed_behind_on_points():
    """Archaeology at $2 against $11 and $12 with a hand the heuristic values highly (its
    margin is positive): no move is said to keep or grow a lead."""
    engine = next(e for e in real_engines() if e.spec.id == "archaeology")
    state = arranged(engine.new_game(3, None, 4),
                     hands=[[0, 0, 0, 0, 3, 0, 4], [1, 0, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0, 0]],
                     museums=[[(COIN, 1)], [(COIN, 3), (POT_SHARD, 1)],
                              [(COIN, 3), (POT_SHARD, 2)]], phase="act", turn=0)
    assert state.money == [2, 11, 12]
    valuer = valuer_for("archaeology")
    assert valuer.utility(state, 0) > 0, "the heuristic's margin alone would say a lead"
    reasons = []
    for action in state.legal_actions():
        after = state.clone()
        after.apply(action)
        reason = gain_message("archaeology", state, after, action, 0, valuer, 0.2).english()
        assert not any(words in reason for words in LEAD_WORDS), (action, reason)
        reasons.append(reason)
    assert any(r.startswith("the museum pays $15 for 2× Broken cup") for r in reasons), reasons


def test_any_move_does_as_well_only_when_all_moves_are_within_a_point():
    """The first domino on an empty pyramid: every placement is the same; a later
    placement among placements worth different amounts never is called the best left."""
    engine = next(e for e in real_engines() if e.spec.id == "pyramids")
    valuer = valuer_for("pyramids")
    state = engine.new_game(2, None, 3)
    state.apply(state.legal_actions()[0])  # the first domino in hand: any place is the same
    seat = state.to_move()
    assert all_moves_equal(state, seat, valuer)
    rng = Rng(3)
    unequal = 0
    while not state.is_over() and unequal < 3:
        legal = state.legal_actions()
        if legal[0][0] == "place" and not all_moves_equal(state, state.to_move(), valuer):
            seat = state.to_move()
            for action in legal:
                after = state.clone()
                after.apply(action)
                reason = gain_message("pyramids", state, after, action, seat, valuer, 0.4)
                assert reason.english() != "any move does about as well here"
            unequal += 1
        state.apply(legal[rng.randrange(len(legal))])
    assert unequal == 3


def test_moves_are_named_in_the_games_words():
    aton = next(e for e in real_engines() if e.spec.id == "aton").new_game(2, None, 1)
    text = describe_move("aton", aton, [("keep",)]).english()
    assert text == "keep your cards"
    assert sentence(describe_move("aton", aton, []).english()) == "Play the highlighted move"
    from engines.ai.hint_phrases import move_message

    assert move_message("aton", ("assign", 3, 4)).english() == "card 4 on cartouche 3"
    assert move_message("aton", ("place", 2, 0)).english() == \
        "place a priest on a yellow cell of temple 2"
    assert move_message("aton", ("place", 2, 4)).english() == \
        "place a priest on a black cell of temple 2"
    arch = next(e for e in real_engines() if e.spec.id == "archaeology").new_game(3, None, 4)
    hands = [list(h) for h in arch.hands]
    hands[arch.turn] = [2, 0, 0, 0, 0, 0, 0]
    arch = arranged(arch, hands=hands, market=[0, 0, 1, 0, 0, 0, 0], phase="act")
    steps = [("trade",), ("give", "pot_shard"), ("give", "pot_shard"), ("take", "coin"),
             ("confirm",)]
    world = arch.clone()
    for step in steps:  # a real trade
        world.apply(step)
    assert describe_move("archaeology", arch, steps).english() == \
        "trade at the market: give 2× Pot shard, take 1× Coin"


def test_a_played_move_is_cut_where_the_seat_stops_deciding():
    engine = next(e for e in real_engines() if e.spec.id == "pyramids")
    state = engine.new_game(2, None, 5)
    rng = Rng(5)
    actions = []
    probe = state.clone()
    while len(actions) < 30:
        legal = probe.legal_actions()
        action = legal[rng.randrange(len(legal))]
        actions.append(action)
        probe.apply(action)
    move = played_move(state, actions, 0)
    check_whole(state, state.to_move(), move)
    assert move[0][0] == "take" and move[1][0] == "place"


def test_the_whole_move_follows_the_search_tree_then_the_heuristic():
    """Without a tree the heuristic one step ahead picks every next step."""
    engine = next(e for e in real_engines() if e.spec.id == "aton")
    state = engine.new_game(2, None, 2)
    seat = state.to_move()
    first = state.legal_actions()[-1]
    steps = whole_move(state, seat, first, None, valuer_for("aton"), "aton")
    check_whole(state, seat, steps, "aton")
    assert steps[0] == first and len(steps) >= 2
