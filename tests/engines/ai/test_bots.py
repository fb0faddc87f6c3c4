"""Bots: legality, determinism, no peeking, the budget, and that search finds what it must."""

import json

import pytest

from engines.ai import (
    LEVELS,
    BotRunner,
    Budget,
    EasyBot,
    IsmctsBot,
    Valuer,
    decide,
    determinized,
    valuer_for,
)
from engines.ai.arena import main as arena_main
from engines.ai.arena import run_match, wilson
from engines.core import Rng, canonical
from tests.conformance import ConformanceKit
from tests.toy.engines_nim import ENGINE as NIM

from .helpers import all_engines, canonical_nim, game_id
from .toy_bid import ENGINE as BID
from .toy_bid import TOKENS

TINY = Budget(iterations=6)


def _budget(level):
    return TINY if level != "easy" else None


def _engine_cases():
    cases = []
    for engine in all_engines():
        for players in engine.spec.player_counts():
            cases.append(pytest.param(engine, players, id=f"{engine.spec.id}-{players}p"))
    return cases


@pytest.mark.parametrize("engine,players", _engine_cases())
def test_bots_never_choose_an_illegal_action(engine, players):
    """Every level at every seat plays whole games with legal actions only."""
    game = game_id(engine)
    for seed in (1, 2):
        state = engine.new_game(players, None, seed)
        ply = 0
        while not state.is_over():
            seat = state.to_move()
            level = LEVELS[(seat + seed + ply // 7) % len(LEVELS)]
            legal = state.legal_actions()
            action = decide(state, seat, level, seed * 1000 + ply, game, budget=_budget(level))
            assert action in legal
            state.apply(action)
            ply += 1
            assert ply < 20_000
        assert state.winners()


@pytest.mark.parametrize("engine", all_engines(), ids=lambda e: e.spec.id)
def test_decide_leaves_the_state_untouched_and_repeats_for_a_seed(engine):
    state = engine.new_game(engine.spec.min_players, None, 3)
    rng = Rng(9)
    checked = 0
    while not state.is_over() and checked < 6:
        seat = state.to_move()
        if len(state.legal_actions()) > 1:
            before = canonical(state.to_json())
            for level in LEVELS:
                first = decide(state, seat, level, 77, game_id(engine), budget=_budget(level))
                second = decide(state, seat, level, 77, game_id(engine), budget=_budget(level))
                assert first == second, f"{level} is not deterministic for a seed"
            assert canonical(state.to_json()) == before, "a bot changed the real state"
            checked += 1
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert checked > 0


def _no_peeking_positions(make_state, seat_positions=8, seed=4):
    """Positions (from a random game) where the mover has a real choice."""
    state = make_state()
    rng = Rng(seed)
    found = []
    while not state.is_over() and len(found) < seat_positions:
        if len(state.legal_actions()) > 1:
            found.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return found


def _assert_same_choice_whatever_is_hidden(positions, game):
    compared = 0
    for index, state in enumerate(positions):
        seat = state.to_move()
        seen = canonical(state.observation(seat))
        for variant in range(2):
            other = state.determinize(seat, Rng(1000 + 10 * index + variant))
            assert canonical(other.observation(seat)) == seen
            if canonical(other.to_json()) == canonical(state.to_json()):
                continue
            same_world = canonical(state.determinize(seat, Rng(7)).to_json()) == canonical(
                other.determinize(seat, Rng(7)).to_json()
            )
            assert same_world, (
                "determinize(seat, rng) depends on hidden information it should resample: "
                "the engine must build the unseen pool in an order fixed by the observation "
                "(e.g. sort it) before shuffling it"
            )
            for level in LEVELS:
                budget = Budget(iterations=12) if level != "easy" else None
                assert decide(state, seat, level, 5, game, budget) == decide(
                    other, seat, level, 5, game, budget
                ), f"{level} bot's choice depends on what seat {seat} cannot see"
            compared += 1
    assert compared > 0, "no position with hidden information was compared"


def test_no_peeking_in_nim():
    """Nim positions that differ only in the others' secret cards and the deck order."""
    positions = _no_peeking_positions(lambda: canonical_nim(3, seed=11, big=True))
    _assert_same_choice_whatever_is_hidden(positions, None)


@pytest.mark.parametrize("engine", all_engines()[1:], ids=lambda e: e.spec.id)
def test_no_peeking_in_every_game(engine):
    """The choice depends only on the seat's observation (the engine's determinize must not
    depend on the hidden arrangement it resamples, e.g. sort the unseen pool first)."""
    positions = _no_peeking_positions(
        lambda: engine.new_game(engine.spec.max_players, None, 21), seat_positions=10
    )
    _assert_same_choice_whatever_is_hidden(positions, engine.spec.id)


def test_runner_resamples_the_chance_generator():
    state = NIM.new_game(2, None, 8)
    world = determinized(state, 0, 1)
    assert world.rng.state != state.rng.state
    assert world.secrets[0] == state.secrets[0]


def _nim_position(heaps, turn=0):
    state = NIM.new_game(2, None, 1)
    state.heaps = list(heaps)
    state.turn = turn
    return state


def _weighted_nim_valuer(weights) -> Valuer:
    """A Nim estimate: seat 0 wants the weighted stones left, seat 1 wants them gone."""

    def evaluate(state):
        left = float(sum(w * h for w, h in zip(weights, state.heaps)))
        return [left, -left]

    return Valuer(evaluate, 2.0)


def _greedy_line(valuer: Valuer, world, moves: int):
    """`world` after `moves` moves, each the mover's best by `valuer` one step ahead (the
    first of the best in legal order)."""
    line = world.clone()
    for _ in range(moves):
        mover = line.to_move()
        legal = valuer.actions(line)
        values = []
        for action in legal:
            after = line.clone()
            after.apply(action)
            values.append(valuer.utility(after, mover))
        line.apply(legal[values.index(max(values))])
    return line


def test_a_guided_rollout_plays_each_movers_best_sampled_action_by_the_estimate():
    """With `guided` 1 and a sample as wide as the moves, every rollout move is the mover's
    best by the estimate (the first of the best in legal order)."""
    valuer = _weighted_nim_valuer((1, 10, 100))
    bot = IsmctsBot(valuer, seed=5, rollout_depth=4, guided=1.0, guide_sample=99)
    world = _nim_position([3, 2, 2])
    expected = _greedy_line(valuer, world, 4)
    bot._rollout(world)
    assert world.heaps == expected.heaps and world.to_move() == expected.to_move()
    random_bot = IsmctsBot(valuer, seed=5, rollout_depth=4)
    unguided = _nim_position([3, 2, 2])
    random_bot._rollout(unguided)
    assert unguided.heaps != expected.heaps  # seed 5's random moves differ from the best


def test_guide_estimate_chooses_the_guided_rollout_moves_by_the_playout_estimate():
    """With `guide_estimate` a guided rollout move is the mover's best by the `playout`
    valuer (the game's plain estimate), not by the level's own."""
    own = _weighted_nim_valuer((1, 10, 100))
    plain = _weighted_nim_valuer((100, 10, 1))
    start = _nim_position([3, 2, 2])
    by_plain, by_own = _greedy_line(plain, start, 4), _greedy_line(own, start, 4)
    assert by_plain.heaps != by_own.heaps
    for guide_estimate, expected in ((True, by_plain), (False, by_own)):
        bot = IsmctsBot(own, seed=5, rollout_depth=4, guided=1.0, guide_sample=99,
                        guide_estimate=guide_estimate, playout=plain)
        bot.begin_search(start, 0)
        world = start.clone()
        bot._rollout(world)
        assert world.heaps == expected.heaps, guide_estimate


def test_make_bot_guides_by_the_games_plain_estimate_with_guide_estimate():
    """`guide_estimate` gives the bot the game's plain estimate to guide by, whatever
    estimate its level values positions with (Pyramids' Hard: the deeper one)."""
    from engines import get_engine
    from engines.ai.levels import make_bot

    bot = make_bot("hard", "pyramids", 3, {"settle_ahead": 0, "guide_estimate": True})
    state = get_engine("pyramids").new_game(2, None, 4)
    bot.begin_search(state, 0)
    assert bot._guide.evaluate is valuer_for("pyramids").evaluate
    assert bot._guide.evaluate is not bot._values.evaluate


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bots_take_the_last_stones_to_win_nim(level):
    """Taking the last stone wins: with (0, 0, 2) every thinking bot takes both."""
    state = _nim_position([0, 0, 2])
    assert decide(state, 0, level, 3) == ("take", 2, 2)


def test_hard_avoids_the_losing_nim_reply():
    """Heaps (0, 1, 2): taking 1 from the 2 leaves (0, 1, 1), a win; the others lose."""
    state = _nim_position([0, 1, 2])
    assert decide(state, 0, "hard", 12) == ("take", 2, 1)


class SteppingClock:
    """A stand-in for the `time` module: every reading is 1/16 s after the last."""

    def __init__(self):
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += 1 / 16
        return self.now


def test_wall_clock_cap_stops_the_search(monkeypatch):
    from engines.ai import budget

    monkeypatch.setattr(budget, "time", SteppingClock())
    bot = IsmctsBot(valuer_for(None), seed=1)
    state = canonical_nim(2, seed=2, big=True)
    action = bot.choose(state.clone(), 0, Budget(iterations=10**9, seconds=0.25))
    # the clock is read once at the start and once before each later iteration: the
    # fourth reading after the start is the cap
    assert bot.last_capped and bot.last_iterations == 4
    assert action in state.legal_actions()


def test_iteration_budget_is_exact_and_uncapped():
    bot = IsmctsBot(valuer_for(None), seed=1)
    bot.choose(canonical_nim(2, seed=2, big=True), 0, Budget(iterations=37, seconds=60))
    assert bot.last_iterations == 37 and not bot.last_capped


def test_decide_refuses_a_seat_that_is_not_to_move_and_an_unknown_level():
    state = NIM.new_game(2, None, 1)
    with pytest.raises(ValueError, match="not to move"):
        decide(state, 1, "easy", 0)
    with pytest.raises(ValueError, match="unknown bot level"):
        decide(state, 0, "grandmaster", 0)


def test_bot_runner_derives_seeds_from_the_game():
    state = NIM.new_game(2, {"big_heaps": True}, 4)
    a = BotRunner(None, {0: "medium"}, 99)
    b = BotRunner(None, {0: "medium"}, 99)
    assert 0 in a.levels and 1 not in a.levels
    assert a.decide(state, 0) == b.decide(state, 0)


def test_values_without_a_heuristic_use_scores_and_reward_the_winner():
    valuer = valuer_for(None)
    state = _nim_position([0, 0, 1])
    assert valuer.evaluate(state) == [float(s) for s in state.scores()]
    state.apply(("take", 2, 1))
    rewards = valuer.rewards(state)
    assert rewards[0] > 0.85 > rewards[1] >= 0.0
    assert valuer.utility(state, 0) > valuer.utility(state, 1)


def test_a_search_asks_an_estimate_that_takes_a_viewer_for_its_own_seat():
    """An estimate with a `viewer` keyword is told the seat a search runs for; one without it
    is used as it is."""
    seen = []

    def evaluate(state, viewer=None):
        seen.append(viewer)
        return [float(sum(state.heaps)), 0.0]

    aware = Valuer(evaluate, 2.0, viewer_aware=True)
    assert aware.seen_by(1).evaluate.keywords == {"viewer": 1}
    assert not aware.seen_by(1).viewer_aware
    plain = valuer_for(None)
    assert plain.seen_by(1) is plain
    bot = IsmctsBot(aware, seed=3, rollout_depth=0)
    state = canonical_nim(2, seed=2, big=True)
    bot.choose(state.clone(), state.to_move(), Budget(iterations=12))
    assert seen and set(seen) == {state.to_move()}


def test_the_pyramids_deep_estimate_takes_a_viewer():
    assert valuer_for("pyramids", deep=True).viewer_aware
    assert not valuer_for("pyramids").viewer_aware


def test_values_of_a_missing_game_module_fall_back_to_scores():
    state = _nim_position([0, 0, 1])
    assert valuer_for("no_such_game").evaluate(state) == [float(s) for s in state.scores()]


def test_wilson_interval_brackets_the_rate():
    low, high = wilson(70, 100)
    assert low < 0.7 < high and 0.59 < low and high < 0.79


def test_short_arena_is_reproducible_and_hard_beats_random():
    bots = [("hard", 60), ("random", None)]
    rows, results = run_match(NIM, bots, 6, seed=3)
    rows2, results2 = run_match(NIM, bots, 6, seed=3)
    assert [r["points"] for r in results] == [r["points"] for r in results2]
    assert [r["wins"] for r in rows] == [r["wins"] for r in rows2]
    assert results[0]["seed"] == results[1]["seed"], "a rotation cycle shares one deal"
    assert rows[0]["wins"] >= 5


def test_arena_command_prints_json(capsys):
    arena_main(["--engine", "tests.toy.engines_nim", "--players", "3",
                "--bots", "easy,random,medium:5", "--games", "3", "--seed", "2", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "nim" and len(report["rows"]) == 3
    assert sum(r["wins"] for r in report["rows"]) == pytest.approx(3)


def test_arena_command_prints_a_table(capsys):
    arena_main(["--engine", "tests.toy.engines_nim", "--bots", "easy,random", "--games", "2"])
    out = capsys.readouterr().out
    assert "win%" in out and "easy" in out and "random" in out


def test_second_seat_cannot_see_the_first_seats_blind_bid():
    """A pending blind choice is resampled: whatever seat 0 bid, seat 1 decides the same."""
    for level in LEVELS:
        choices = set()
        for bid in TOKENS:
            state = BID.new_game(2)
            state.apply(("bid", bid))
            budget = Budget(iterations=40) if level != "easy" else None
            choices.add(decide(state, 1, level, 8, None, budget))
        assert len(choices) == 1, f"{level} bot reacts to a bid it cannot see"


def test_blind_bid_conforms_to_the_kit_so_the_bot_tests_on_it_mean_something():
    kit = ConformanceKit()
    kit.engine = BID
    for players in (2, 3):
        kit.play_random_game(players, {}, 1)


def test_hard_outbids_random_in_blind_bid():
    rows, _ = run_match(BID, [("hard", 150), ("random", None)], 12, seed=5)
    assert rows[0]["win_rate"] >= 0.6


class _TwoStepGame:
    """A one-decision toy for EasyBot: "small" scores 1 at once; "open" scores nothing but
    lets the same seat go on to "big" (5 points) or "close" (0)."""

    num_players = 2

    def __init__(self, points=None, phase="start"):
        self.points = points or [0, 0]
        self.phase = phase

    def clone(self):
        return _TwoStepGame(list(self.points), self.phase)

    def to_move(self):
        return None if self.phase == "over" else 0

    def is_over(self):
        return self.phase == "over"

    def legal_actions(self):
        return {"start": [("small",), ("open",)], "open": [("close",), ("big",)]}.get(
            self.phase, [])

    def apply(self, action):
        gain = {"small": 1, "big": 5}.get(action[0], 0)
        self.points[0] += gain
        self.phase = "open" if action == ("open",) else "over"

    def scores(self):
        return list(self.points)

    def winners(self):
        return [0] if self.points[0] > self.points[1] else [0, 1]


def test_easy_follows_its_own_compound_move():
    """Opening a compound move is worth what its best continuation brings."""
    valuer = valuer_for(None)
    assert EasyBot(valuer, seed=1, noise=0.0).choose(_TwoStepGame(), 0) == ("open",)
    assert EasyBot(valuer, seed=1, noise=0.0, follow=0).choose(_TwoStepGame(), 0) == ("small",)


def test_bots_search_only_what_the_games_prune_leaves():
    """A heuristic's prune() narrows what Easy, Medium and Hard consider (never Random)."""
    base = valuer_for(None)
    last_only = Valuer(base.evaluate, prune=lambda state, legal: legal[-1:])
    state = canonical_nim(2, seed=2, big=True)
    assert last_only.actions(state) == state.legal_actions()[-1:]
    for bot in (EasyBot(last_only, seed=1), IsmctsBot(last_only, seed=1)):
        assert bot.choose(state.clone(), 0, Budget(iterations=30)) == state.legal_actions()[-1]
    empty = Valuer(base.evaluate, prune=lambda state, legal: [])
    assert empty.actions(state) == state.legal_actions(), "an empty prune falls back to all"


def test_widening_keeps_the_best_actions_by_prior_once_a_node_is_visited():
    """A widened node searches its actions in prior order (the mover's reward one step
    ahead), as many as its visits allow; before `widen_visits` it widens at random."""
    from engines.ai.bots import _Node

    bot = IsmctsBot(valuer_for(None), seed=1, widen_min=1, widen_base=1, widen_k=1.0,
                    widen_alpha=0.5, widen_visits=4)
    state = _nim_position([0, 2, 3])
    legal = state.legal_actions()
    node = _Node()
    early = bot._widened(node, state, legal, 0)
    assert len(early) == 1 and node.priors is None, "no priors before widen_visits"
    node.visits = 4
    ranked = bot._widened(node, state, legal, 0)
    assert node.priors is not None and set(node.priors) == set(legal)
    assert len(ranked) == 1 + int(4 ** 0.5)
    assert node.priors[ranked[0]] == max(node.priors.values())
    assert [node.priors[a] for a in ranked] == sorted(
        (node.priors[a] for a in ranked), reverse=True)
    assert min(node.priors[a] for a in ranked) >= max(
        node.priors[a] for a in legal if a not in ranked)


def test_widened_search_still_finds_the_winning_nim_moves():
    wide = {"widen_min": 2, "widen_base": 2, "widen_visits": 2}
    assert decide(_nim_position([0, 0, 2]), 0, "hard", 3, overrides=wide) == ("take", 2, 2)
    assert decide(_nim_position([0, 1, 2]), 0, "hard", 12, overrides=wide) == ("take", 2, 1)


def test_a_level_can_set_its_rewards_scale_and_the_deeper_estimate():
    from engines import game_ids
    from engines.ai.levels import game_settings, level_valuer, settings

    plain = valuer_for("imhotep")
    wide = level_valuer("medium", "imhotep", {"scale": 8})
    assert wide.scale == 8.0 and wide.evaluate is plain.evaluate and plain.scale != 8.0
    assert valuer_for("imhotep", scale=8) is wide, "valuers are shared per setting"
    for game in game_ids():
        for level in game_settings(game):  # Expert's from Hard's, where the game sets its own
            expected = settings(level, game).get("scale", valuer_for(game).scale)
            assert level_valuer(level, game).scale == expected, (game, level)
    with pytest.raises(ValueError, match="no setting"):
        settings("hard", "imhotep", {"scaling": 8})



def test_a_level_may_name_its_own_estimate_of_the_game():
    from engines.ai.levels import level_valuer
    from engines.archaeology.heuristic import evaluate_sets

    assert level_valuer("easy", "archaeology", {"estimate": "evaluate_sets"}).evaluate \
        is evaluate_sets
    assert valuer_for("archaeology", estimate="evaluate_sets", scale=5).scale == 5
    with pytest.raises(ValueError, match="no estimate"):
        valuer_for("archaeology", estimate="no_such_estimate")


def test_an_estimate_may_live_in_another_module_of_the_games_package():
    from engines.archaeology.fitted import evaluate_fitted

    assert valuer_for("archaeology", estimate="fitted.evaluate_fitted").evaluate \
        is evaluate_fitted
    for missing in ("fitted.no_such_estimate", "no_such_module.evaluate"):
        with pytest.raises(ValueError, match="no estimate"):
            valuer_for("archaeology", estimate=missing)


def test_a_level_may_scale_each_position_by_a_function_of_the_game():
    from engines.ai.levels import level_valuer
    from engines.archaeology import new_game
    from engines.archaeology.heuristic import SCALE, scale_by_deck

    by_deck = level_valuer("medium", "archaeology", {"scale_by": "scale_by_deck"})
    state = new_game(2, seed=3)
    early = by_deck.unit(state)
    assert by_deck.scale_by is scale_by_deck and early == scale_by_deck(state)
    while state.deck and not state.is_over():  # dig and pass until the deck is empty
        by_kind = {action.kind: action for action in state.legal_actions()}
        state.apply(by_kind.get("dig") or by_kind.get("end_turn") or next(iter(by_kind.values())))
    assert by_deck.unit(state) < early, "a lead is surer as the deck runs out"
    assert level_valuer("medium", "archaeology").unit(state) == SCALE
    plain, scaled = level_valuer("medium", "archaeology").rewards(state), by_deck.rewards(state)
    assert plain != scaled and (plain[0] < 0.5) == (scaled[0] < 0.5)
    assert by_deck.unit(new_game(4, seed=3)) == SCALE, "fitted to two-player games"
    with pytest.raises(ValueError, match="no scale"):
        valuer_for("archaeology", scale_by="no_such_scale")


def test_a_level_may_name_its_own_prune_of_the_game():
    from engines.ai.levels import level_valuer
    from engines.archaeology.heuristic import evaluate, prune, prune_sets

    easy = level_valuer("easy", "archaeology", {"prune": "prune_sets"})
    assert easy.prune is prune_sets and easy.evaluate is evaluate
    assert valuer_for("archaeology").prune is prune
    assert valuer_for("archaeology", prune="prune_sets", scale=5).prune is prune_sets
    with pytest.raises(ValueError, match="no prune"):
        valuer_for("archaeology", prune="no_such_prune")


def test_the_luck_caps_bot_searches_the_real_state_and_a_player_never_does(monkeypatch):
    """`sees_all` (for measuring the luck cap, docs/bots.md) searches clones of the real
    state; every level a player meets searches the seat's determinizations only."""
    from engines import get_engine
    from engines.ai.runner import decide

    state = get_engine("archaeology").new_game(2, None, 4)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    kind = type(state)
    calls = {"determinize": 0}
    real = kind.determinize

    def counting(self, seat, rng):
        calls["determinize"] += 1
        return real(self, seat, rng)

    monkeypatch.setattr(kind, "determinize", counting)
    seat = state.to_move()
    decide(state, seat, "medium", 3, game="archaeology", cap=False,
           overrides={"iterations": 20, "sees_all": True})
    assert calls["determinize"] == 1, "only the runner's own copy, never in the search"
    decide(state, seat, "medium", 3, game="archaeology", cap=False,
           overrides={"iterations": 20})
    assert calls["determinize"] == 1 + 1 + 20, "the seat's view for each iteration"
    reshuffled = {"count": 0}
    real_reshuffle = kind.reshuffle_unseen

    def counting_reshuffles(self, rng):
        reshuffled["count"] += 1
        return real_reshuffle(self, rng)

    monkeypatch.setattr(kind, "reshuffle_unseen", counting_reshuffles)
    decide(state, seat, "medium", 3, game="archaeology", cap=False,
           overrides={"iterations": 20, "sees_hands": True})
    assert calls["determinize"] == 1 + 1 + 20 + 1, "only the runner's own copy"
    assert reshuffled["count"] == 20, "the real hands, the unseen dealt anew, each iteration"


def test_greedy_others_searches_only_the_searching_seats_own_choices():
    from engines import get_engine
    from engines.ai.levels import make_bot

    engine = get_engine("imhotep")
    state = engine.new_game(4, None, 5)
    seat = state.to_move()
    searched = make_bot("hard", "imhotep", 3, {"greedy_others": True})
    searched.choose(state.clone(), seat, Budget(200, None))
    replies = [child for child in searched.last_root.children.values() if child.children]
    assert replies  # the tree reaches the next seat's move
    assert all(len(child.children) == 1 for child in replies)  # its best by prior alone
    plain = make_bot("hard", "imhotep", 3)
    plain.choose(state.clone(), seat, Budget(200, None))
    assert any(len(child.children) > 1 for child in plain.last_root.children.values())


def test_chance_nodes_go_on_per_outcome_the_searching_seat_sees():
    """With `chance_nodes` a dig splits the tree by what the searcher sees of it: its own
    dig by the card found, another seat's by what is public (treasure, thief or
    sandstorm), never by the card that seat found."""
    from engines import get_engine
    from engines.ai.levels import make_bot

    state = get_engine("archaeology").new_game(2, None, 4)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    seat = state.to_move()
    bot = make_bot("hard", "archaeology", 3, {"chance_nodes": True})
    first = bot.choose(state.determinize(seat, Rng(1)), seat, Budget(300, None))
    digs = {"own": set(), "other": set()}
    for node in tree_nodes(bot.last_root):
        for key in node.outcomes or ():
            for kind, mover, data in key:
                if kind == "dig":
                    digs["own" if mover == seat else "other"].add(data)
    assert len(digs["other"]) >= 2, "another seat's digs split by what they found"
    assert all("secret" not in data for data in digs["other"])
    own_treasures = [data for data in digs["own"] if "treasure" in data]
    assert len(own_treasures) >= 2 and all("secret" in data for data in own_treasures)
    again = make_bot("hard", "archaeology", 3, {"chance_nodes": True})
    assert again.choose(state.determinize(seat, Rng(1)), seat, Budget(300, None)) == first
    plain = make_bot("hard", "archaeology", 3)
    plain.choose(state.determinize(seat, Rng(1)), seat, Budget(300, None))
    assert all(node.outcomes is None for node in tree_nodes(plain.last_root))


def _archaeology_root(players: int, overrides: dict, level: str = "hard") -> dict:
    """Action -> (visits, total reward) at the root of Archaeology's `level` (with
    `overrides`) searching 120 iterations at the first position of a `players`-seat deal
    with a choice."""
    from engines import get_engine
    from engines.ai.levels import make_bot

    state = get_engine("archaeology").new_game(players, None, 6)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    seat = state.to_move()
    bot = make_bot(level, "archaeology", 3, overrides)
    bot.choose(state.determinize(seat, Rng(2)), seat, Budget(120, None))
    return {a: (c.visits, round(c.total, 9)) for a, c in bot.last_root.children.items()}


def test_by_table_sets_the_rollouts_of_a_table_of_that_many_seats():
    """`by_table` gives a table of so many seats its own rollout depth, guiding and sample;
    a table it does not name searches with the settings as set. It sets nothing else."""
    from engines.ai.levels import make_bot

    root_values = _archaeology_root
    guided = {"rollout_depth": 6, "guided": 1.0, "guide_sample": 3, "by_table": {}}
    by_table = {"by_table": {"2": {"guide_sample": 6}, "3": {"rollout_depth": 0}}}
    assert (root_values(2, {**guided, **by_table})
            == root_values(2, {**guided, "guide_sample": 6}))
    assert (root_values(2, {**guided, **by_table}) != root_values(2, guided))
    assert (root_values(3, {**guided, **by_table})
            == root_values(3, {**guided, "rollout_depth": 0}))
    assert root_values(4, {**guided, **by_table}) == root_values(4, guided)
    with pytest.raises(ValueError, match="by_table sets only"):
        make_bot("hard", "archaeology", 1, {"by_table": {"2": {"exploration": 1.0}}})


# Archaeology's levels as shipped: a table's rollouts, as `by_table: {}` plus these settings
SHIPPED_ROLLOUTS = {
    "hard": {2: {"guide_sample": 6}, 3: {"rollout_depth": 0}, 4: {}},
    "expert": {2: {"guide_sample": 6}, 3: {}, 4: {}},
}


@pytest.mark.parametrize("level", sorted(SHIPPED_ROLLOUTS))
def test_archaeologys_hard_and_expert_play_their_tables_rollouts(level):
    """Archaeology's Hard values its leaves after guided rollouts at a table of four (each
    move the best of 3), of two (the best of 6), and directly at three (where rollouts won
    fewer games, docs/bots.md); Expert after guided rollouts at every table, the best of 6
    at two seats (as Hard there) and of 3 at three and four."""
    def root(players, overrides):
        return _archaeology_root(players, overrides, level)

    plain = {"by_table": {}}
    for players, own in SHIPPED_ROLLOUTS[level].items():
        assert root(players, {}) == root(players, {**plain, **own}), players
        if own.get("rollout_depth") != 0:
            assert root(players, {}) != root(players, {**plain, "rollout_depth": 0}), players
    assert root(2, {}) != root(2, plain)  # the best of 6, not of 3


def tree_nodes(root):
    """Every node of a search tree: its actions' children and its outcomes' nodes."""
    nodes = [root]
    while nodes:
        node = nodes.pop()
        yield node
        nodes += node.children.values()
        nodes += (node.outcomes or {}).values()


def test_the_valuers_cached_by_game_are_dropped_when_a_game_comes_or_goes():
    from engines import registry
    from engines.ai import values

    first = values.valuer_for("aton")
    assert values.valuer_for("aton") is first  # cached
    registry.unregister("a-game-never-registered")  # the game list changed
    assert values.valuer_for("aton") is not first


def test_settle_wide_plays_a_placement_by_where_the_seats_own_turn_ends():
    """With `settle_wide` a root wider than `widen_min` (a Pyramids placement) is not
    searched: each placement is followed by the seat's own steps to its turn's end (its gem
    token, a single-tile card, the refill), each the best by reward one step ahead, and the
    placement ending best is played; a narrow root (taking from the quarry) is searched as
    before."""
    import random

    from engines import get_engine
    from engines.ai.levels import make_bot

    bot = make_bot("hard", "pyramids", 3, {"settle_wide": True, "settle_ahead": 0})
    valuer = bot.valuer

    def best_step(state, seat):
        seen = valuer.seen_by(seat)  # the estimate as the seat's search asks it
        options = []
        for step in valuer.actions(state):
            trial = state.clone()
            trial.apply(step)
            options.append((seen.rewards(trial)[seat], trial))
        return max(options, key=lambda option: option[0])[1]

    def turn_end(state, action):
        seat = state.to_move()
        after = state.clone()
        after.apply(action)
        while not after.is_over() and after.to_move() == seat:
            after = best_step(after, seat)
        return valuer.seen_by(seat).rewards(after)[seat]

    state = get_engine("pyramids").new_game(4, None, 3)
    bot.choose(state.clone(), state.to_move(), Budget(100, None))
    assert bot.last_iterations == 100, "a narrow root is searched"
    pick = random.Random(3)
    for _ply in range(200):
        legal = valuer.actions(state)
        seat = state.to_move()
        if state.phase == "place" and len(legal) > bot.widen_min:
            ends = {action: turn_end(state, action) for action in legal}
            steps = {}
            for action in legal:
                after = state.clone()
                after.apply(action)
                steps[action] = valuer.seen_by(seat).rewards(after)[seat]
            best = max(ends, key=ends.__getitem__)
            if steps[best] < max(steps.values()) and \
                    sorted(ends.values())[-2] < ends[best]:
                break  # the best at the turn's end is not the best placement alone
        state.apply(legal[pick.randrange(len(legal))])
    else:
        raise AssertionError("no placement whose turn's end changes the best in 200 plies")
    assert bot.choose(state.clone(), seat, Budget(100, None)) == best
    assert bot.last_iterations == 0, "not searched"
    children = bot.last_root.children
    assert set(children) == set(legal) and bot.last_root.visits == len(legal)
    for action, child in children.items():  # each end as one visit, as the Hint reads it
        assert child.visits == 1 and child.total == pytest.approx(ends[action])
        assert 0.0 <= child.chance <= 1.0
    chances = {a: c.chance for a, c in children.items()}
    assert len(set(chances.values())) > 1, "the chances at the ends differ"



def _recorded_worlds(monkeypatch) -> dict:
    """{action: [world seeds]} of every settle_ahead world played from now on (the real
    `turn_ahead` plays each)."""
    from engines.ai import bots

    worlds: dict = {}
    turn_ahead = bots.turn_ahead

    def recording(state, seat, action, seed, values, playout, greedy_others, turns):
        worlds.setdefault(action, []).append((seed, turns))
        return turn_ahead(state, seat, action, seed, values, playout, greedy_others, turns)

    monkeypatch.setattr(bots, "turn_ahead", recording)
    return worlds


def test_settle_ahead_compares_the_best_turn_ends_again_on_common_worlds(monkeypatch):
    """With `settle_ahead` the `settle_top` placements whose turn's ends are worth most are
    valued again a turn further on, every one of them on the same sampled worlds; each is
    `settle_ahead` visits of its mean there, and the best of them by that mean is played."""
    from engines.ai.levels import make_bot
    from tests.engines.pyramids.helpers import wide_placement

    settings = {"settle_wide": True, "settle_ahead": 3, "settle_top": 4}
    state = wide_placement(4, 5, 6)
    seat = state.to_move()
    plain = make_bot("hard", "pyramids", 3, {"settle_wide": True, "settle_ahead": 0})
    plain.choose(state.clone(), seat, Budget(100, None))
    ends = {a: child.total for a, child in plain.last_root.children.items()}
    best_ends = sorted(ends, key=ends.__getitem__, reverse=True)[:4]

    worlds = _recorded_worlds(monkeypatch)
    bot = make_bot("hard", "pyramids", 3, settings)
    played = bot.choose(state.clone(), seat, Budget(100, None))
    assert set(worlds) == set(best_ends), "the four best ends are compared again"
    assert len({tuple(seeds) for seeds in worlds.values()}) == 1, "on the same worlds"
    assert len(set(next(iter(worlds.values())))) == 3
    children = bot.last_root.children
    for action, child in children.items():
        if action in worlds:
            assert child.visits == 3 and 0.0 <= child.chance <= 3.0
        else:
            assert child.visits == 1 and child.total == pytest.approx(ends[action])
    assert bot.last_root.visits == sum(child.visits for child in children.values())
    means = {a: children[a].total / 3 for a in worlds}
    assert played == max(best_ends, key=means.__getitem__)
    again = make_bot("hard", "pyramids", 3, settings)
    assert again.choose(state.clone(), seat, Budget(100, None)) == played, "repeatable"
    assert {turns for seeds in worlds.values() for _seed, turns in seeds} == {1}
    worlds.clear()
    further = make_bot("hard", "pyramids", 3, {**settings, "ahead_turns": 2})
    further.choose(state.clone(), seat, Budget(100, None))
    assert {turns for seeds in worlds.values() for _seed, turns in seeds} == {2}, \
        "ahead_turns: the worlds play two of the seat's turns further on"


def test_a_settle_ahead_world_plays_to_the_seats_next_turn_end(monkeypatch):
    """A world of `settle_ahead` after a placement: the seat's turn ends, the other seats
    play until the seat is to move again, and it plays that turn to its end; the value is
    taken there (a reward in [0, 1] from the seat's estimate)."""
    from itertools import groupby

    from engines.ai.bots import turn_ahead
    from engines.ai.levels import make_bot
    from tests.engines.pyramids.helpers import wide_placement

    state = wide_placement(4, 8, 6)
    seat = state.to_move()
    bot = make_bot("hard", "pyramids", 3, {"settle_wide": True, "settle_ahead": 2})
    action = state.legal_actions()[0]
    movers = []
    real_apply = type(state).apply

    def watching(world, step):
        movers.append(world.to_move())
        return real_apply(world, step)

    monkeypatch.setattr(type(state), "apply", watching)
    rewards, chances = turn_ahead(state, seat, action, 11, bot.valuer.seen_by(seat),
                                  bot.playout)
    turns = [mover for mover, _steps in groupby(movers)]  # who moved, run by run
    assert turns[0] == seat and turns[-1] == seat, "its turn, then its next turn to the end"
    assert len(turns) > 2 and seat not in turns[1:-1], "the other seats play in between"
    assert 0.0 <= rewards[seat] <= 1.0 and 0.0 <= chances[seat] <= 1.0

    movers.clear()
    rewards, chances = turn_ahead(state, seat, action, 11, bot.valuer.seen_by(seat),
                                  bot.playout, turns=2)
    turns = [mover for mover, _steps in groupby(movers)]
    assert turns[0] == seat and turns[-1] == seat
    assert turns.count(seat) == 3, "two turns of its own after the action's (ahead_turns 2)"
    assert turns.index(seat, 1) > 1, "the other seats play before each"
    assert 0.0 <= rewards[seat] <= 1.0 and 0.0 <= chances[seat] <= 1.0


def test_settle_take_values_each_quarry_choice_by_its_settled_placements(monkeypatch):
    """With `settle_take` a four-player Pyramids quarry choice is not searched: each take is
    kept as the best child of the settled placement root it leads to (its `settle_top`
    best compared on `settle_ahead` worlds, the same worlds for every take), and the take
    with the best mean is played. A two-player table (under `settle_wide`) is searched."""
    from engines.ai import bots
    from engines.ai.levels import make_bot
    from tests.engines.pyramids.helpers import wide_placement

    state = wide_placement(4, 5, 6)
    while state.phase != "take" or len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    seat = state.to_move()
    calls: list = []
    turn_ahead = bots.turn_ahead

    def recording(after, seat, action, seed, values, playout, greedy_others, turns):
        rewards, chances = turn_ahead(after, seat, action, seed, values, playout,
                                      greedy_others, turns)
        calls.append((after.to_json(), action, seed, rewards[seat]))
        return rewards, chances

    monkeypatch.setattr(bots, "turn_ahead", recording)
    settings = {"settle_wide": 3, "settle_ahead": 2, "settle_top": 3, "settle_take": True}
    bot = make_bot("hard", "pyramids", 3, settings)
    played = bot.choose(state.clone(), seat, Budget(100, None))
    assert bot.last_iterations == 0, "not searched"
    takes = bot.valuer.actions(state)
    children = bot.last_root.children
    assert set(children) == set(takes)
    assert len({seed for _after, _action, seed, _reward in calls}) == 2, "common worlds"
    for take in takes:
        after = state.clone()
        after.apply(take)
        mine = [(action, reward) for json, action, _seed, reward in calls
                if json == after.to_json()]
        placements = {action for action, _reward in mine}
        assert len(placements) == 3 and len(mine) == 6, "its three best, on both worlds"
        best = max(sum(r for a, r in mine if a == action) / 2 for action in placements)
        assert children[take].visits == 2
        assert children[take].total / 2 == pytest.approx(best)
    assert played == max(takes, key=lambda take: children[take].total)
    assert make_bot("hard", "pyramids", 3, settings).choose(
        state.clone(), seat, Budget(100, None)) == played, "repeatable"

    two = wide_placement(2, 5, 6)
    while two.phase != "take" or len(two.legal_actions()) < 2:
        two.apply(two.legal_actions()[0])
    bot.choose(two, two.to_move(), Budget(50, None))
    assert bot.last_iterations == 50, "a table under settle_wide seats is searched"


def test_greedy_others_in_a_settle_ahead_world_play_their_best_step(monkeypatch):
    """With `ahead_others: greedy` every other seat's move in the world is its best by the
    playout valuer one step ahead (`whole_move.greedy_step`), not a random one."""
    from engines.ai import bots
    from engines.ai.levels import make_bot
    from engines.ai.whole_move import greedy_step
    from tests.engines.pyramids.helpers import wide_placement

    state = wide_placement(2, 8, 6)
    seat = state.to_move()
    bot = make_bot("hard", "pyramids", 3, {"settle_ahead": 2, "ahead_others": "greedy"})
    assert bot.greedy_ahead
    moves = []  # (the world before, the step) of every other seat's move in the world
    worlds = []  # the world is the first one played on; the rest are trial copies
    real_apply = type(state).apply

    def watching(world, step):
        if not worlds:
            worlds.append(world)
        if world is worlds[0] and world.to_move() != seat:
            moves.append((world.clone(), step))
        return real_apply(world, step)

    monkeypatch.setattr(type(state), "apply", watching)
    bots.turn_ahead(state, seat, state.legal_actions()[0], 11, bot.valuer.seen_by(seat),
                    bot.playout, True)
    monkeypatch.undo()
    assert moves, "the other seat moved"
    for world, step in moves:
        assert step == greedy_step(world, world.to_move(), bot.playout), "its best step"
    with pytest.raises(ValueError, match="ahead_others"):
        make_bot("hard", "pyramids", 3, {"ahead_others": "clever"})


def test_ahead_searched_compares_a_searched_roots_most_visited_children(monkeypatch):
    """With `ahead_searched` a searched placement root (two seats: not settled) has its
    `settle_top` most visited children compared on common worlds; each keeps one visit
    more than the most visited had, with its mean there, and the best mean is played."""
    from engines.ai.levels import make_bot
    from tests.engines.pyramids.helpers import wide_placement

    state = wide_placement(2, 5, 6)
    seat = state.to_move()
    plain = make_bot("hard", "pyramids", 3, {"settle_ahead": 0})
    plain.choose(state.clone(), seat, Budget(300, None))
    searched = plain.last_root.children
    visited = [a for a in plain.valuer.actions(state) if a in searched]
    ranked = sorted(visited, key=lambda a: (searched[a].visits,
                                            searched[a].total / searched[a].visits),
                    reverse=True)
    most = searched[ranked[0]].visits + 1

    worlds = _recorded_worlds(monkeypatch)
    settings = {"settle_ahead": 3, "settle_top": 4, "ahead_searched": True}
    bot = make_bot("hard", "pyramids", 3, settings)
    played = bot.choose(state.clone(), seat, Budget(300, None))
    assert set(worlds) == set(ranked[:4]), "the four most visited are compared"
    assert len({tuple(seeds) for seeds in worlds.values()}) == 1, "on the same worlds"
    children = bot.last_root.children
    for action, child in children.items():
        if action in worlds:
            assert child.visits == most
        else:
            assert child.visits == searched[action].visits < most
            assert child.total == pytest.approx(searched[action].total)
    assert bot.last_root.visits == sum(child.visits for child in children.values())
    means = {a: children[a].total / most for a in worlds}
    assert played == max(ranked[:4], key=means.__getitem__)
    again = make_bot("hard", "pyramids", 3, settings)
    assert again.choose(state.clone(), seat, Budget(300, None)) == played, "repeatable"
