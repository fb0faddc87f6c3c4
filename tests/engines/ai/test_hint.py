"""The Hint: Hard's move for the seat to move, from that seat's view only."""

import pytest

from engines import descriptor, game_ids
from engines.ai import decide
from engines.ai.budget import Budget
from engines.ai.hint import Hint, hint
from engines.ai.hint_phrases import gain_message, move_message
from engines.ai.values import valuer_for
from engines.aton.rule_gains import why as aton_why
from engines.core import Rng, canonical
from shell.workers.bot_worker import _decide
from tests.conformance import ConformanceKit

from .helpers import real_engines

SMALL = Budget(iterations=24)


def positions(engine, count=6, seed=21):
    """Positions of a random full-table game where the mover has a real choice."""
    state = engine.new_game(engine.spec.max_players, None, seed)
    rng = Rng(seed)
    found = []
    while not state.is_over() and len(found) < count:
        if len(state.legal_actions()) > 1:
            found.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return found


class _Kit(ConformanceKit):
    pass


@pytest.mark.parametrize("engine", real_engines(), ids=lambda e: e.spec.id)
def test_a_hint_never_uses_hidden_information(engine):
    """The conformance kit's peeking check on the hint path: determinize keeps the seat's
    observation and depends on nothing hidden, and the hint (move, estimate, reasons), also
    as the worker answers it, is the same for every hidden truth behind one observation."""
    kit = _Kit()
    kit.engine = engine
    game = engine.spec.id
    compared = 0
    for index, state in enumerate(positions(engine)):
        kit.check_determinize(state, Rng(100 + index))
        seat = state.to_move()
        other = state.determinize(seat, Rng(500 + index))
        assert canonical(other.observation(seat)) == canonical(state.observation(seat))
        if canonical(other.to_json()) == canonical(state.to_json()):
            continue
        first = hint(state, seat, 9, game, SMALL, cap=False)
        second = hint(other, seat, 9, game, SMALL, cap=False)
        assert first == second, f"the hint for seat {seat} depends on what it cannot see"
        compared += 1
    assert compared > 0, "no position with hidden information was compared"


def test_the_worker_answers_the_same_hint_for_the_same_observation(monkeypatch):
    # the worker's own entry point, on an iteration budget (the wall-clock cap would make
    # the answer depend on the machine's load)
    monkeypatch.setattr("engines.ai.hint.default_budget", lambda level, game: SMALL)
    engine = next(e for e in real_engines() if e.spec.id == "archaeology")
    state = positions(engine, count=3)[-1]
    seat = state.to_move()
    other = state.determinize(seat, Rng(77))
    assert canonical(other.to_json()) != canonical(state.to_json())
    first = _decide("archaeology", state.to_json(), seat, "hint", 4)
    assert first == _decide("archaeology", other.to_json(), seat, "hint", 4)
    assert Hint.from_json(first).action in state.legal_actions()


@pytest.mark.parametrize("engine", real_engines(), ids=lambda e: e.spec.id)
def test_the_hint_is_the_hard_bots_move_and_leaves_the_state_alone(engine):
    game = engine.spec.id
    state = positions(engine, count=2)[-1]
    seat = state.to_move()
    before = canonical(state.to_json())
    h = hint(state, seat, 31, game, SMALL, cap=False)
    assert canonical(state.to_json()) == before
    assert h.action == decide(state, seat, "hard", 31, game, budget=SMALL, cap=False)
    assert 0.0 <= h.win <= 1.0
    assert h.iterations == SMALL.iterations
    assert h.alternatives and h.alternatives[0][1] >= h.alternatives[-1][1]
    assert "{" not in h.move.english() and "{" not in h.reason.english()
    assert Hint.from_json(h.to_json()) == h


def test_a_hint_only_for_the_seat_to_move():
    engine = real_engines()[0]
    state = positions(engine, count=1)[0]
    with pytest.raises(ValueError):
        hint(state, (state.to_move() + 1) % state.num_players, 1, engine.spec.id, SMALL)


def test_every_listed_move_has_its_parameters():
    samples = {
        ("imhotep", "place"): ("place", 2, 0), ("imhotep", "sail"): ("sail", 1, "tomb"),
        ("pyramids", "take"): ("take", 0), ("pyramids", "refill"): ("refill", 1),
        ("aton", "assign"): ("assign", 3, 2), ("pyramids", "place"): ("place", 1, 0, 0, 1),
        ("archaeology", "sell"): ("sell", "coin", 2), ("archaeology", "give"): ("give", "map"),
        ("archaeology", "take"): ("take", "map"), ("archaeology", "discard"): ("discard", "map"),
        ("archaeology", "explore"): ("explore", "small"),
        ("aton", "place"): ("place", 4, 1), ("aton", "remove"): ("remove", 2, 3),
    }
    fragments = {(game, kind): msgid for game in game_ids()
                 for kind, msgid in descriptor(game).phrasing.fragments.items()}
    assert len(fragments) >= 20
    for (game, kind), msgid in fragments.items():
        action = samples.get((game, kind), (kind,))
        text = move_message(game, action).english()
        assert "{" not in text, (game, kind, msgid)
    assert move_message("imhotep", ("sail", 1, "tomb")).english() == \
        "sail ship 2 to the tomb"
    from shell.language import i18n  # the site's name is in the player's language too

    i18n.set_language("ru")
    try:
        assert i18n.tr_message(move_message("imhotep", ("sail", 1, "tomb"))) == \
            "отправить корабль\xa02\xa0к площадке «Гробница»"
    finally:
        i18n.set_language("en")
    assert move_message("aton", ("nonsense",)).english() == "play the highlighted move"


def test_aton_names_the_scoring_rule_the_priests_gain_under_with_its_points():
    """Temple 2's majority scores 5: won by a priest placed, taken from the other player
    by one removed; short of a majority, the priests of both in that temple."""
    engine = next(e for e in real_engines() if e.spec.id == "aton")
    state = engine.new_game(2, None, 1)

    def said(was, now, action):
        before, after = state.clone(), state.clone()
        before.board, after.board = list(state.board), list(state.board)
        before.board[12:24], after.board[12:24] = was + [-1] * (12 - len(was)), \
            now + [-1] * (12 - len(now))
        return gain_message("aton", before, after, action, 0, valuer_for("aton")).english()

    assert said([0, 1], [0, 1, 0], ("place", 2, 2)).startswith(
        "wins the majority in temple 2: 5 points at the next scoring")
    assert said([0, 1, 1], [0, 1, -1], ("remove", 2, 2)).startswith(
        "breaks the other player's majority in temple 2: 5 points less for them")
    assert said([1, 1, 1], [1, 1, 1, 0], ("place", 2, 3)).startswith(
        "closes in on the majority in temple 2: 1 priest to their 3")


def test_aton_counts_the_priest_whose_placement_ends_the_round():
    """The move's last priest is cut from `after` where it ends the round (the next cards
    are drawn), but it is placed all the same: the reason counts it from the steps."""
    engine = next(e for e in real_engines() if e.spec.id == "aton")
    state = engine.new_game(2, None, 1)
    before = state.clone()
    before.board = list(state.board)
    before.board[12:24] = [0, 1] + [-1] * 10
    reason = aton_why(before, before.clone(), ("place", 2, 2), 0, (("place", 2, 2),))
    assert reason.english() == "wins the majority in temple 2: 5 points at the next scoring"



def test_pyramids_names_what_a_take_or_refill_leaves_the_next_player():
    """Taking the domino the next player would gain most from is named, with how much less
    the quarry then offers them; so is refilling with the stack top they can use less."""
    from engines.pyramids.heuristic import domino_gain
    from tests.engines.pyramids.helpers import LEVEL1_4X5, game, play_turn

    state = game(2, seed=15)
    for turn in range(5):
        play_turn(state, *LEVEL1_4X5[turn // 2])
    seat, nxt = state.turn, 1 - state.turn
    gains = [domino_gain(state.pyramids[nxt], 1, d) for d in state.quarry]
    best = gains.index(max(gains))
    rest = max(g for k, g in enumerate(gains) if k != best)
    assert max(gains) - rest >= 2
    valuer = valuer_for("pyramids")
    after = state.clone()
    after.apply(("take", best))
    reason = gain_message("pyramids", state, after, ("take", best), seat, valuer)
    n = max(gains) - rest
    assert reason.english() == f"leaves the next player about {n} points less in the quarry"
    other = next(k for k, g in enumerate(gains) if g < max(gains))
    after = state.clone()
    after.apply(("take", other))
    reason = gain_message("pyramids", state, after, ("take", other), seat, valuer)
    assert "quarry" not in reason.english(), "taking a domino they need less denies nothing"
    # seat takes slot 0 and lays it; stack 0's top is worth less to the next player than
    # stack 1's: refilling from stack 0 is named, by what the whole quarry then offers
    state.apply(("take", 0))
    state.apply(("place", 1, *LEVEL1_4X5[2]))
    while state.phase in ("token", "single"):
        state.apply(state.legal_actions()[-1] if state.phase == "single" else
                    state.legal_actions()[0])
    assert state.legal_actions() == [("refill", 0), ("refill", 1)]
    quarry_best = {}
    for stack in (0, 1):
        world = state.clone()
        world.apply(("refill", stack))
        quarry_best[stack] = max(domino_gain(world.pyramids[nxt], 1, d) for d in world.quarry)
    assert quarry_best[1] - quarry_best[0] >= 2
    after = state.clone()
    after.apply(("refill", 0))
    reason = gain_message("pyramids", state, after, ("refill", 0), seat, valuer)
    n = quarry_best[1] - quarry_best[0]
    assert reason.english() == f"leaves the next player about {n} points less in the quarry"
