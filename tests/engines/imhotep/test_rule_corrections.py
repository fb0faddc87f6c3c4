"""Imhotep rules the engine once got wrong, each checked against the Russian and Polish
rulebooks (RU / PL, with the section quoted) and docs/rules/imhotep.md."""

import pytest

from engines.imhotep.data import ROUND_CARDS, STONES_PER_COLOUR, TEMPLE_B_REWARDS

from .helpers import (
    BLACK,
    BROWN,
    WHITE,
    cards,
    check_cards,
    check_conservation,
    everyone_stuck,
    game,
    last_round,
    put_on_top,
    quarry_left,
    rebuilt,
    set_ships,
    set_sled,
)


def kinds(events):
    return [e.kind for e in events]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_each_colour_builds_with_29_stones_one_is_the_score_marker(players):
    """RU setup: "Каждый игрок помещает 1 камень своего цвета на ячейку «0/40» на планшете с
    треком победных очков"; PL: "Każdy gracz kładzie 1 kamień w swoim kolorze na polu „0/40”".
    Of the 30 stones per colour, 29 build: sled + quarry = 29 at the start."""
    assert STONES_PER_COLOUR == 29
    s = game(players)
    for seat in range(players):
        assert s.sled[seat] + s.quarry[seat] == 29
        assert s.observation(seat)["quarry"][seat] == 29 - (2 + seat)
    check_conservation(s)


def test_quarry_runs_out_after_29_stones():
    """With 29 stones a colour's quarry is empty once 29 are out: "Get stones" is refused."""
    s = game(2)
    s = set_sled(s, BLACK, 0)
    s = quarry_left(s, BLACK, 1)  # 28 built into the tomb, 1 left in the quarry
    s.apply(("get_stones",))
    assert s.sled[BLACK] == 1 and s.quarry[BLACK] == 0
    assert s.tomb.count(BLACK) + s.sled[BLACK] == 29
    check_conservation(s)


def test_three_player_round_cards_follow_the_rules_file():
    """docs/rules/imhotep.md, "Ships and round cards": 3 players use 4421, 4322, 4321, 4221,
    3332, 4332, 3322 (3322 replaced 3321); one is removed at random and 6 are played."""
    assert ROUND_CARDS[3] == ("4421", "4322", "4321", "4221", "3332", "4332", "3322")
    seen = set()
    for seed in range(12):
        s = game(3, seed=seed)
        used = [s.round_card] + s.round_deck
        assert sorted(used + [s.round_removed]) == sorted(ROUND_CARDS[3])
        seen.update(used)
    assert "3322" in seen and "3321" not in seen


def _deliver_to_pyramid(pyramid, sled_white=0):
    """White's one stone sails to Pyramids B and is placed on `pyramid`."""
    s = game(4, pyramids="B")
    s = set_ships(s, [2, 2, 2, 2], [[WHITE]])
    s = set_sled(s, WHITE, sled_white)
    s.apply(("sail", 0, "pyramids"))
    s.apply(("choose_pyramid", pyramid))
    return s


def test_pyramids_b_left_bonus_is_optional_take_the_top_market_card():
    """RU side B, left pyramid: "Вы получаете 1 очко и можете взять верхнюю карту из стопки
    карт рынка" (may take): the owner takes the top card or declines."""
    s = game(4, pyramids="B")
    s = set_ships(s, [2, 2, 2, 2], [[WHITE]])
    s = put_on_top(s, "statue")
    s.apply(("sail", 0, "pyramids"))
    s.apply(("choose_pyramid", 0))
    assert s.to_move() == WHITE and s.observation(0)["pending"]["kind"] == "bonus_card"
    assert s.legal_actions() == [("take_bonus",), ("decline",)]
    deck = len(s.deck)
    events = s.apply(("take_bonus",))
    assert s.hands[WHITE]["statue"] == 1 and len(s.deck) == deck - 1
    assert "card_taken" in kinds(events)
    check_cards(s)


def test_pyramids_b_left_bonus_declined_leaves_the_deck():
    s = game(4, pyramids="B")
    s = set_ships(s, [2, 2, 2, 2], [[WHITE]])
    s = put_on_top(s, "statue")
    s.apply(("sail", 0, "pyramids"))
    s.apply(("choose_pyramid", 0))
    deck = list(s.deck)
    events = s.apply(("decline",))
    assert s.deck == deck and sum(s.hands[WHITE].values()) == 0
    assert [e.data for e in events if e.kind == "decline"] == [{"bonus": "card"}]
    assert s.observation(0)["breakdown"][WHITE]["pyramid"] == 1  # the point is not optional
    check_cards(s)


def test_pyramids_b_middle_bonus_is_optional_take_3_stones():
    """RU side B, middle pyramid: "Вы получаете 1 очко и можете немедленно взять 3 камня из
    каменоломни" (may take): the owner takes up to 3 stones or declines."""
    s = _deliver_to_pyramid(1, sled_white=1)
    assert s.observation(0)["pending"]["kind"] == "bonus_stones"
    assert s.legal_actions() == [("take_bonus",), ("decline",)]
    taken = s.clone()
    taken.apply(("take_bonus",))
    assert taken.sled[WHITE] == 4
    s.apply(("decline",))
    assert s.sled[WHITE] == 1
    check_conservation(s)
    check_conservation(taken)


def test_pyramids_b_middle_bonus_is_not_offered_when_it_would_give_nothing():
    s = _deliver_to_pyramid(1, sled_white=5)  # the sled is full
    assert s.observation(0)["pending"]["kind"] != "bonus_stones"
    assert ("take_bonus",) not in s.legal_actions()


def test_pyramids_b_left_bonus_is_not_offered_without_any_card():
    """No card in the deck or the discards: there is nothing to take, so no question. (No
    game gets there with the market's few places; the position lays every card left out
    face up in the display, so that all 34 stay somewhere.)"""
    s = game(4, pyramids="B")
    s = set_ships(s, [2, 2, 2, 2], [[WHITE]])
    s = rebuilt(s, deck="-", discard="-", display=cards(list(s.display) + s.deck + s.discard))
    s.apply(("sail", 0, "pyramids"))
    s.apply(("choose_pyramid", 0))
    assert s.observation(0)["pending"]["kind"] != "bonus_card"
    assert ("take_bonus",) not in s.legal_actions()


@pytest.mark.parametrize("side", ["A", "B"])
def test_a_round_ended_by_every_player_passing_scores_the_temple_and_starts_the_next(side):
    """docs/rules/imhotep.md ruling 2: when every player passes in a row the round ends at
    once; RU "Конец раунда": the temple scores at every round end, then the next round's
    ships and market are laid out, started left of the last sailer (of the first player
    when nobody sailed)."""
    s = game(3, temple=side)
    s = everyone_stuck(s, [BLACK, WHITE, BROWN, BLACK, WHITE])  # 5 columns: one stone each
    assert s.legal_actions() == [("pass",)]
    s.apply(("pass",))
    s.apply(("pass",))
    assert s.round_no == 1
    events = s.apply(("pass",))
    while s.observation(0)["pending"]["kind"] == "temple_choice":  # side B: 1 point, 2 stones
        events += s.apply(("temple_reward", 0))
    names = kinds(events)
    assert names.index("round_end") < names.index("round_start")
    temple_scores = [e for e in events if e.kind == "score" and e.data["reason"] == "temple"]
    if side == "A":
        assert [e.seat for e in temple_scores] == [BLACK, WHITE, BROWN, BLACK, WHITE]
        assert [s.observation(0)["breakdown"][p]["temple"] for p in range(3)] == [2, 2, 1]
    else:
        assert TEMPLE_B_REWARDS[1] == "two_points"
        assert temple_scores, "side B rewards were not given"
        assert s.observation(0)["breakdown"][WHITE]["temple"] >= 2
    assert s.round_no == 2 and s.first_player == 1 and s.to_move() == 1
    assert all(site == -1 for site in s.ship_site) and sum(s.caps) >= 8
    assert len([c for c in s.display if c is not None]) >= 3
    assert s.quarry[WHITE] == 1 and s.quarry[BROWN] == 1  # the stranded stones came back
    check_conservation(s)
    check_cards(s)


def test_a_last_round_ended_by_passing_ends_the_game_with_final_scoring():
    s = game(2)
    s = last_round(s)
    s = everyone_stuck(s, [BLACK])
    s.apply(("pass",))
    events = s.apply(("pass",))
    assert s.is_over() and "game_end" in kinds(events)
    assert s.observation(0)["breakdown"][BLACK]["temple"] == 1
    assert s.winners()
