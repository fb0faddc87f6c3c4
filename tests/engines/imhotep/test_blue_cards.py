"""The blue market cards: Lever, Hammer, Sail, Chisel - conditions, effects, illegal cases."""

import pytest

from engines.core import IllegalAction

from .helpers import (
    BROWN,
    GRAY,
    WHITE,
    cards,
    check_cards,
    check_conservation,
    game,
    give_cards,
    hands_text,
    quarry_left,
    rebuilt,
    sailed,
    set_display,
    set_ships,
    set_sled,
)


def holding(card, players=4, **options):
    s = game(players, **options)
    s = give_cards(s, 0, card)
    return s


# -- general ---------------------------------------------------------------------------------

def test_blue_card_play_is_the_whole_turn_and_the_card_is_discarded():
    s = holding("chisel")
    s = set_ships(s, [4, 3, 2, 2])
    s.apply(("play", "chisel"))
    assert s.hands[0]["chisel"] == 0 and s.discard[-1] == "chisel"
    s.apply(("place", 0, 0))
    s.apply(("place", 0, 1))
    assert s.to_move() == 1 and s.legal_actions()[0] == ("get_stones",)
    check_cards(s)


def test_blue_card_cannot_be_played_when_not_held():
    s = game(4)
    with pytest.raises(IllegalAction, match="do not hold"):
        s.apply(("play", "lever"))
    with pytest.raises(IllegalAction, match="only blue"):
        s.apply(("play", "statue"))


def test_blue_card_is_never_played_on_the_turn_it_was_taken():
    s = game(4)
    s = set_display(s, ["hammer", "statue", "statue", "statue"])
    s = set_ships(s, [2, 2, 2, 2], [[0]])
    s.apply(("sail", 0, "market"))
    s.apply(("take_card", 0))
    assert s.hands[0]["hammer"] == 1
    assert s.to_move() == 1  # the taking ended seat 0's turn
    for _ in range(3):
        s.apply(("get_stones",) if ("get_stones",) in s.legal_actions() else
                s.legal_actions()[0])
    assert s.to_move() == 0 and ("play", "hammer") in s.legal_actions()


def test_only_one_blue_card_per_turn():
    s = holding("chisel")
    s = give_cards(s, 0, "hammer")
    s = set_ships(s, [4, 3, 2, 2])
    s.apply(("play", "chisel"))
    assert all(a[0] == "place" for a in s.legal_actions())
    with pytest.raises(IllegalAction):
        s.apply(("play", "hammer"))


# -- lever -----------------------------------------------------------------------------------

def test_lever_sails_a_ship_and_its_player_orders_the_unloading():
    s = holding("lever")
    s = set_ships(s, [4, 3, 2, 2], [[WHITE, BROWN, GRAY]])
    s.apply(("play", "lever"))
    assert s.observation(0)["pending"]["kind"] == "lever_sail"
    s.apply(("sail", 0, "pyramids"))
    assert s.to_move() == 0
    assert s.legal_actions() == [("lever_order", 0), ("lever_order", 1), ("lever_order", 2)]
    s.apply(("lever_order", 2))
    s.apply(("lever_order", 0))  # the last stone follows by itself
    assert s.pyr[0] == [GRAY, WHITE, BROWN]
    assert s.score_breakdown()[GRAY]["Pyramid"] == 2
    assert s.to_move() == 1
    check_conservation(s)


def test_lever_needs_a_ship_that_may_sail():
    s = holding("lever")
    s = set_ships(s, [4, 3, 2, 2], [[WHITE, BROWN]])  # 2 of the 3 stones needed
    assert ("play", "lever") not in s.legal_actions()
    with pytest.raises(IllegalAction, match="cannot be played now"):
        s.apply(("play", "lever"))


def test_lever_respects_one_ship_per_site():
    s = holding("lever")
    s = set_ships(s, [2, 2, 2, 2], [[WHITE], [BROWN]])
    s = sailed(s, 1, 3)
    s.apply(("play", "lever"))
    assert ("sail", 0, "tomb") not in s.legal_actions()
    assert ("sail", 0, "temple") in s.legal_actions()


# -- hammer ----------------------------------------------------------------------------------

def test_hammer_takes_3_stones_then_places_1_on_a_ship():
    s = holding("hammer")
    s = set_ships(s, [4, 3, 2, 2])
    s = set_sled(s, 0, 1)
    s.apply(("play", "hammer"))
    assert s.sled[0] == 4
    assert s.observation(0)["pending"]["kind"] == "hammer_place"
    s.apply(("place", 2, 1))
    assert s.slots[2] == [-1, 0] and s.sled[0] == 3 and s.to_move() == 1
    check_conservation(s)


def test_hammer_take_is_limited_by_the_sled_and_may_take_nothing():
    s = holding("hammer")
    s = set_ships(s, [4, 3, 2, 2])
    s = set_sled(s, 0, 5)
    s.apply(("play", "hammer"))
    assert s.sled[0] == 5
    s.apply(("place", 0, 0))
    assert s.sled[0] == 4


def test_hammer_illegal_without_a_free_ship_space():
    s = holding("hammer")
    s = set_ships(s, [1, 1, 1, 1], [[1], [1], [1], [1]])
    assert ("play", "hammer") not in s.legal_actions()


def test_hammer_illegal_with_no_stone_to_place():
    s = holding("hammer")
    s = set_ships(s, [4, 3, 2, 2])
    s = set_sled(s, 0, 0)
    s = quarry_left(s, 0, 0)
    assert ("play", "hammer") not in s.legal_actions()
    check_conservation(s)


# -- sail ------------------------------------------------------------------------------------

def test_sail_card_places_a_stone_then_sails_that_ship():
    s = holding("sail")
    s = set_ships(s, [4, 3, 2, 2], [[WHITE, BROWN], [WHITE], [], []])
    s.apply(("play", "sail"))
    # ship 0 reaches 3 (its minimum) with the new stone, ship 1 reaches 2, ships 2-3 reach 1
    assert ("place", 0, 2) in s.legal_actions() and ("place", 1, 2) in s.legal_actions()
    s.apply(("place", 0, 3))
    assert s.legal_actions() == [("sail", 0, site) for site in
                                 ("market", "pyramids", "temple", "tomb", "obelisks")]
    s.apply(("sail", 0, "tomb"))
    assert s.tomb == [WHITE, BROWN, 0] and s.to_move() == 1
    check_conservation(s)


def test_sail_card_only_offers_ships_that_reach_their_minimum():
    s = holding("sail")
    s = set_ships(s, [4, 4, 3, 3], [[WHITE], [], [], []])
    assert ("play", "sail") not in s.legal_actions()
    s = set_ships(s, [4, 4, 3, 3], [[WHITE, BROWN], [WHITE], [], []])
    s.apply(("play", "sail"))
    assert {a[1] for a in s.legal_actions()} == {0}


def test_sail_card_illegal_with_an_empty_sled():
    s = holding("sail")
    s = set_ships(s, [2, 2, 2, 2])
    s = set_sled(s, 0, 0)
    assert ("play", "sail") not in s.legal_actions()


# -- chisel ----------------------------------------------------------------------------------

def test_chisel_places_two_stones_on_one_ship_or_one_on_each_of_two():
    s = holding("chisel")
    s = set_ships(s, [4, 3, 2, 2])
    s.apply(("play", "chisel"))
    s.apply(("place", 1, 0))
    assert s.observation(0)["pending"] == {"kind": "chisel_place", "seat": 0, "remaining": 1}
    s.apply(("place", 2, 0))
    assert s.slots[1][0] == 0 and s.slots[2][0] == 0 and s.sled[0] == 0


def test_chisel_illegal_with_one_stone_on_the_sled():
    s = holding("chisel")
    s = set_ships(s, [4, 3, 2, 2])
    s = set_sled(s, 0, 1)
    assert ("play", "chisel") not in s.legal_actions()


def test_chisel_illegal_with_only_one_free_space_left():
    s = holding("chisel")
    s = set_ships(s, [1, 1, 1, 1], [[1], [1], [1]])
    assert ("play", "chisel") not in s.legal_actions()
    s = set_ships(s, [1, 1, 1, 1], [[1], [1]])
    assert ("play", "chisel") in s.legal_actions()


def test_turn_actions_offer_a_blue_card_exactly_when_its_conditions_hold():
    """The fast turn generator agrees with `can_play` (ruling 4) in many random positions."""
    from engines.core import Rng
    from engines.imhotep.data import BLUE_CARDS

    from .helpers import ALL_B
    checked = 0
    for seed in range(4):
        s = game(2 + seed % 3, seed=seed, **ALL_B)
        rng = Rng(seed)
        while not s.is_over():
            if not s.stack:
                seat = s.turn
                trial = holding_every_blue_card(s, seat)
                assert all(trial.hands[seat][c] for c in BLUE_CARDS)
                offered = {a[1] for a in trial.legal_actions() if a[0] == "play"}
                assert offered == {c for c in BLUE_CARDS if trial.can_play(seat, c)}
                checked += 1
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
    assert checked > 100


def holding_every_blue_card(s, seat):
    """The position `s` with `seat` holding each blue card, taken from the deck, the
    discards, another player's hand, the display or the face-down pair (in that order)."""
    from engines.imhotep.data import BLUE_CARDS

    deck, discard, display, pair = list(s.deck), list(s.discard), list(s.display), list(s.pair)
    hands = [dict(h) for h in s.hands]
    for card in BLUE_CARDS:
        if hands[seat][card]:
            continue
        others = [h for h in hands if h is not hands[seat] and h[card]]
        if card in deck:
            deck.remove(card)
        elif card in discard:
            discard.remove(card)
        elif others:
            others[0][card] -= 1
        elif card in display:
            display[display.index(card)] = None
        else:
            pair.remove(card)
        hands[seat][card] = 1
    return rebuilt(s, deck=cards(deck), discard=cards(discard), display=cards(display),
                   pair=cards(pair), hands=hands_text(hands))
