"""Invariants after every action of many random games, and a property test that random legal
play always ends after 6 rounds."""

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.core import Rng
from engines.imhotep import ENGINE
from engines.imhotep.data import SITES
from engines.imhotep.state import CATEGORY_KEYS

from .helpers import check_cards, check_conservation

SIDE_SETS = [
    {name: side for name in SITES} for side in ("A", "B")
] + [
    {name: ("B" if (i + k) % 2 else "A") for i, name in enumerate(SITES)} for k in (0, 1)
]

# Which score reasons may appear for each category, and when.
DURING_PLAY = {"pyramid": {"pyramid"}, "obelisks": {"tower"}}
ROUND_END = {"temple": {"temple"}}
GAME_END = {"tomb": {"tomb"}, "obelisks": {"obelisks"},
            "market_cards": {"decoration_pyramid", "decoration_temple", "decoration_tomb",
                             "decoration_obelisks", "statue", "unused_blue"},
            "wrath": {"wrath"}}


def check_scores_change_only_where_the_rules_say(before, after, events, state, round_end):
    """Every point change is a score event of an allowed reason at an allowed moment:
    pyramid and obelisk-B towers when a stone is placed, the temple at round end, the rest
    at game end."""
    kinds = {e.kind for e in events}
    round_end = round_end or "round_end" in kinds
    delta = [[a - b for a, b in zip(pa, pb, strict=True)]
             for pa, pb in zip(after, before, strict=True)]
    summed = [[0] * len(CATEGORY_KEYS) for _ in after]
    for e in events:
        if e.kind != "score":
            continue
        cat, reason = e.data["category"], e.data["reason"]
        summed[e.seat][CATEGORY_KEYS.index(cat)] += e.data["points"]
        allowed = set(DURING_PLAY.get(cat, ()))
        if round_end:
            allowed |= ROUND_END.get(cat, set())
        if "game_end" in kinds:
            allowed |= GAME_END.get(cat, set())
        assert reason in allowed, (cat, reason, kinds)
        if cat == "pyramid":
            assert "stone_placed" in kinds, "pyramid points without a stone placed"
        if reason == "tower":
            assert state.sides_b[4] and "tower_built" in kinds
        if cat == "wrath":
            assert state.wrath and e.data["points"] == -5
    assert delta == summed


def play(players, options, seed, checks=True):
    state = ENGINE.new_game(players, options, seed)
    chooser = Rng(seed ^ 0x5EED)
    rounds_started = 1
    while not state.is_over():
        legal = state.legal_actions()
        before = [list(p) for p in state.points]
        in_round_end = bool(state.stack) and state.stack[-1][0] == "temple_choice"
        events = state.apply(legal[chooser.randrange(len(legal))])
        rounds_started += sum(1 for e in events if e.kind == "round_start")
        if checks:
            check_conservation(state)
            check_cards(state)
            check_scores_change_only_where_the_rules_say(before, state.points, events, state,
                                                         in_round_end)
    return state, rounds_started


def test_invariants_hold_after_every_action_of_many_random_games():
    games = 0
    for seed in range(6):
        for players in (2, 3, 4):
            options = dict(SIDE_SETS[seed % len(SIDE_SETS)], pharaohs_wrath=seed % 2 == 1)
            state, _ = play(players, options, seed)
            assert state.is_over()
            assert state.scores() == [sum(b.values()) for b in state.score_breakdown()]
            games += 1
    assert games == 18


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 2**40),
    players=st.sampled_from([2, 3, 4]),
    sides=st.lists(st.sampled_from(["A", "B"]), min_size=5, max_size=5),
    wrath=st.booleans(),
)
def test_random_legal_play_always_ends_after_6_rounds(seed, players, sides, wrath):
    options = dict(zip(SITES, sides, strict=True), pharaohs_wrath=wrath)
    state, rounds = play(players, options, seed, checks=False)
    assert state.is_over() and state.round_no == 6 and rounds == 6
    assert state.winners()
