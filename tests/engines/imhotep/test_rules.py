"""Imhotep's rules, one test per rule, with the rulebook's worked examples and numbers."""

import pytest

from engines.core import IllegalAction
from engines.imhotep import ENGINE
from engines.imhotep.data import ROUND_CARDS

from .helpers import (
    ALL_B,
    BLACK,
    BROWN,
    GRAY,
    WHITE,
    build,
    check_cards,
    check_conservation,
    deck_to_discard,
    dock_all_but_one,
    empty_market,
    finish_round,
    game,
    give_cards,
    last_round,
    next_round_card,
    put_on_top,
    quarry_left,
    sailed,
    set_display,
    set_pair,
    set_ships,
    set_sled,
    with_turn,
)


def kinds(events):
    return [e.kind for e in events]


def points(state, seat, key):
    return state.observation(seat)["breakdown"][seat][key]


# -- setup ---------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_starting_sleds_are_2_3_4_5_from_the_first_player(players):
    s = game(players)
    assert s.sled == [2, 3, 4, 5][:players]
    assert s.quarry == [27, 26, 25, 24][:players]  # 29 build: 1 is the score marker
    assert s.to_move() == 0 and s.first_player == 0
    check_conservation(s)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_round_cards_of_the_player_count_one_removed_six_played(players):
    s = game(players, seed=11)
    used = [s.round_card] + s.round_deck
    assert len(used) == 6
    assert sorted(used + [s.round_removed]) == sorted(ROUND_CARDS[players])
    assert s.round_no == 1


def test_setup_round_card_4322_gives_ships_4_3_2_2():
    s = game(4)
    s = next_round_card(s, "4322")
    s, _ = finish_round(s)
    assert s.round_card == "4322"
    ships = s.observation(0)["ships"]
    assert [sh["capacity"] for sh in ships] == [4, 3, 2, 2]
    assert [sh["min_load"] for sh in ships] == [3, 2, 1, 1]


def test_setup_market_a_deals_4_face_up_market_b_3_and_a_face_down_pair():
    a = game(4).observation(0)["market"]
    assert len(a["display"]) == 4 and a["pair"] == 0 and a["deck_size"] == 30
    b = game(4, **ALL_B).observation(0)["market"]
    assert len(b["display"]) == 3 and b["pair"] == 2 and b["deck_size"] == 29


# -- get stones ----------------------------------------------------------------------------

def test_get_stones_takes_3_from_the_quarry():
    s = game(4)
    s = set_sled(s, 0, 0)
    s.apply(("get_stones",))
    assert s.sled[0] == 3 and s.quarry[0] == 26


def test_get_stones_sled_capacity_5_limits_the_take():
    s = game(4)
    s = set_sled(s, 0, 3)
    s.apply(("get_stones",))
    assert s.sled[0] == 5


def test_get_stones_illegal_with_a_full_sled():
    s = game(4)
    s = set_sled(s, 0, 5)
    with pytest.raises(IllegalAction, match="full"):
        s.apply(("get_stones",))


def test_get_stones_quarry_limit_takes_what_is_left_and_is_illegal_when_empty():
    s = game(4)
    s = set_sled(s, 0, 0)
    s = quarry_left(s, 0, 1)
    s.apply(("get_stones",))
    assert s.sled[0] == 1 and s.quarry[0] == 0
    s2 = game(4)
    s2 = quarry_left(s2, 0, 0)
    assert ("get_stones",) not in s2.legal_actions()
    with pytest.raises(IllegalAction, match="quarry"):
        s2.apply(("get_stones",))


# -- place a stone -------------------------------------------------------------------------

def test_place_a_stone_on_any_free_space_of_an_unsailed_ship():
    s = game(4)
    s = set_ships(s, [4, 3, 2, 1])
    places = [a for a in s.legal_actions() if a[0] == "place"]
    assert len(places) == 10
    s.apply(("place", 0, 3))  # the stern space first is allowed
    assert s.slots[0] == [-1, -1, -1, 0] and s.sled[0] == 1


def test_place_illegal_on_a_taken_space_on_a_sailed_ship_or_with_an_empty_sled():
    s = game(4)
    s = set_ships(s, [4, 3, 2, 1], [[1, 1, 1], [], [], [1]])
    s = sailed(s, 3, 2)
    for action in [("place", 0, 0), ("place", 3, 0), ("place", 1, 3), ("place", 7, 0)]:
        with pytest.raises(IllegalAction):
            s.apply(action)
    s = set_sled(s, 0, 0)
    with pytest.raises(IllegalAction, match="empty"):
        s.apply(("place", 1, 0))


# -- sail a ship ---------------------------------------------------------------------------

def test_sail_needs_the_ships_minimum_load():
    s = game(4)
    s = set_ships(s, [4, 3, 2, 1], [[0, 1], [0], [], []])
    sails = {a[1] for a in s.legal_actions() if a[0] == "sail"}
    assert sails == set()
    with pytest.raises(IllegalAction, match="at least 3 stones"):
        s.apply(("sail", 0, "tomb"))
    s = set_ships(s, [4, 3, 2, 1], [[0, -1, 1, 2], [0, 1], [3], [2]])
    assert {a[1] for a in s.legal_actions() if a[0] == "sail"} == {0, 1, 2, 3}


def test_sail_one_ship_per_site_per_round():
    s = game(4)
    s = set_ships(s, [2, 2, 2, 2], [[1], [1], [1], [1]])
    s.apply(("sail", 0, "tomb"))
    assert ("sail", 1, "tomb") not in s.legal_actions()
    with pytest.raises(IllegalAction, match="already reached"):
        s.apply(("sail", 1, "tomb"))
    assert s.observation(0)["docked"]["tomb"] == 0


def test_sail_a_ship_you_have_no_stone_on():
    s = game(4)
    s = set_ships(s, [2, 2, 2, 2], [[2, 3]])
    assert s.to_move() == 0
    s.apply(("sail", 0, "tomb"))
    assert s.tomb == [2, 3]


def test_unloading_goes_bow_to_stern_ignoring_empty_spaces_pyramid_a_example():
    s = game(4)
    s = set_ships(s, [4, 3, 2, 2], [[WHITE, BROWN, -1, GRAY]])
    events = s.apply(("sail", 0, "pyramids"))
    assert [e.seat for e in events if e.kind == "unload"] == [WHITE, BROWN, GRAY]
    assert s.pyr[0] == [WHITE, BROWN, GRAY]
    # cells 1-3 of side A are worth 2, 1, 3, scored at once
    assert [points(s, p, "pyramid") for p in (WHITE, BROWN, GRAY)] == [2, 1, 3]
    check_conservation(s)


def test_pyramid_a_fill_order_values_and_1_point_after_completion():
    s = game(4)
    s = build(s, pyr=[[BLACK] * 13])
    s = set_ships(s, [2, 2, 2, 2], [[WHITE, BROWN]])
    s.apply(("sail", 0, "pyramids"))
    assert points(s, WHITE, "pyramid") == 4  # the top
    assert points(s, BROWN, "pyramid") == 1 and s.pyr_extra == [BROWN]
    check_conservation(s)


def test_temple_a_placement_example_fills_left_to_right_then_the_next_layer():
    s = game(4)
    s = build(s, temple=[BLACK, WHITE, GRAY, GRAY])
    s = set_ships(s, [3, 3, 2, 2], [[BROWN, BROWN, WHITE]])
    s.apply(("sail", 0, "temple"))
    cols = s.observation(0)["sites"]["temple"]["columns"]
    assert cols == [[BLACK, BROWN], [WHITE, WHITE], [GRAY], [GRAY], [BROWN]]
    check_conservation(s)


def test_temple_two_players_use_only_the_first_4_cells():
    s = game(2)
    s = build(s, temple=[0, 1, 0, 1, 1])
    assert s.observation(0)["sites"]["temple"]["columns"] == [[0, 1], [1], [0], [1]]


def test_tomb_a_placement_is_column_by_column_from_the_top_left():
    s = game(4)
    s = set_ships(s, [4, 4, 2, 2], [[WHITE, BLACK, BROWN, GRAY]])
    s.apply(("sail", 0, "tomb"))
    assert s.observation(0)["sites"]["tomb"]["columns"] == [[WHITE, BLACK, BROWN], [GRAY]]


def test_obelisks_a_stones_go_to_their_colours_tower():
    s = game(4)
    s = set_ships(s, [3, 3, 2, 2], [[BLACK, WHITE, WHITE]])
    s.apply(("sail", 0, "obelisks"))
    assert s.observation(0)["sites"]["obelisks"]["heights"] == [1, 2, 0, 0]


# -- market --------------------------------------------------------------------------------

def test_market_a_pick_order_example_white_brown_gray_then_stones_return():
    s = game(4)
    s = set_display(s, ["sail", "statue", "lever", "decoration_tomb"])
    s = set_ships(s, [4, 3, 2, 2], [[WHITE, BROWN, GRAY]])
    quarry_before = list(s.quarry)
    s.apply(("sail", 0, "market"))
    assert s.to_move() == WHITE
    assert s.legal_actions() == [("take_card", i) for i in range(4)]
    s.apply(("take_card", 0))
    assert s.to_move() == BROWN and s.held == [0, 1, 1, 0]
    s.apply(("take_card", 1))
    assert s.to_move() == GRAY and ("take_card", 1) not in s.legal_actions()
    s.apply(("take_card", 2))
    assert s.hands[WHITE]["sail"] == 1 and s.hands[BROWN]["statue"] == 1
    assert s.hands[GRAY]["lever"] == 1
    assert s.held == [0, 0, 0, 0]
    assert s.quarry == [quarry_before[0], quarry_before[1] + 1, quarry_before[2] + 1,
                        quarry_before[3] + 1]
    assert s.to_move() == 1  # the turn passes on after the unloading
    check_conservation(s)
    check_cards(s)


def test_market_b_face_down_pair_taker_keeps_one_and_the_other_is_discarded():
    s = game(4, **ALL_B)
    s = set_pair(s, ["statue", "hammer"])
    s = set_ships(s, [2, 2, 2, 2], [[WHITE]])
    s.apply(("sail", 0, "market"))
    assert ("take_pair",) in s.legal_actions()
    s.apply(("take_pair",))
    assert s.observation(WHITE)["peek"] == ["statue", "hammer"]
    assert s.observation(BLACK)["peek"] is None
    assert s.observation(BLACK)["peek_count"] == 2
    events = s.apply(("keep", 1))
    assert s.hands[WHITE]["hammer"] == 1 and s.discard[-1] == "statue"
    assert [e.data for e in events if e.kind == "keep"] == [
        {"card": "hammer", "discarded": ["statue"]}]
    check_cards(s)


def test_market_stone_gets_no_card_when_the_market_is_empty():
    s = game(4)
    s = empty_market(s)
    s = set_ships(s, [2, 2, 2, 2], [[WHITE]])
    events = s.apply(("sail", 0, "market"))
    assert "no_card" in kinds(events) and s.quarry[WHITE] == 26


def test_red_card_places_a_quarry_stone_on_its_site_before_the_next_stone_unloads():
    s = game(4)
    s = set_display(s, ["entrance", "sarcophagus", "paved_path", "statue"])
    s = set_ships(s, [3, 3, 2, 2], [[WHITE, BROWN, GRAY]])
    s.apply(("sail", 0, "market"))
    s.apply(("take_card", 0))  # white: entrance -> pyramid
    assert s.pyr[0] == [WHITE] and points(s, WHITE, "pyramid") == 2
    assert s.discard[-1] == "entrance" and s.to_move() == BROWN
    s.apply(("take_card", 1))  # brown: sarcophagus -> tomb
    s.apply(("take_card", 2))  # gray: paved path -> obelisks
    assert s.tomb == [BROWN] and s.obel == [0, 0, 0, 1]
    check_conservation(s)


def test_red_card_without_a_stone_in_the_quarry_has_no_effect():
    s = game(4)
    s = set_display(s, ["entrance", "statue", "statue", "statue"])
    s = set_ships(s, [2, 2, 2, 2], [[WHITE]])
    s = quarry_left(s, WHITE, 0)  # every other white stone is built in already
    s.apply(("sail", 0, "market"))
    events = s.apply(("take_card", 0))
    assert "no_effect" in kinds(events) and s.pyr[0] == []
    assert s.quarry[WHITE] == 1  # the market stone returns after the card was taken
    assert "entrance" in s.discard


def test_red_card_follows_the_sites_side_b_rules_owner_chooses_the_pyramid():
    s = game(4, pyramids="B")
    s = set_display(s, ["entrance", "statue", "statue", "statue"])
    s = set_ships(s, [2, 2, 2, 2], [[WHITE]])
    s.apply(("sail", 0, "market"))
    s.apply(("take_card", 0))
    assert s.to_move() == WHITE
    assert s.legal_actions() == [("choose_pyramid", k) for k in range(3)]
    s.apply(("choose_pyramid", 1))
    assert s.pyr[1] == [WHITE] and points(s, WHITE, "pyramid") == 1


# -- pyramids B ----------------------------------------------------------------------------

def test_pyramids_b_example_owner_of_each_stone_chooses_in_unloading_order():
    s = game(4, pyramids="B")
    s = set_ships(s, [4, 3, 2, 2], [[BROWN, BLACK, BROWN, WHITE]])
    for seat in (BROWN, BLACK, WHITE):
        s = set_sled(s, seat, 0)
    s = put_on_top(s, "statue")
    s.apply(("sail", 0, "pyramids"))
    assert s.to_move() == BROWN
    s.apply(("choose_pyramid", 1))
    s.apply(("take_bonus",))
    assert s.to_move() == BLACK
    s.apply(("choose_pyramid", 1))
    s.apply(("take_bonus",))
    s.apply(("choose_pyramid", 1))
    s.apply(("take_bonus",))
    assert s.to_move() == WHITE
    s.apply(("choose_pyramid", 0))
    s.apply(("take_bonus",))
    assert s.pyr == [[WHITE], [BROWN, BLACK, BROWN], []]
    assert [points(s, p, "pyramid") for p in (BLACK, WHITE, BROWN)] == [1, 1, 2]
    # middle pyramid: 3 stones from the quarry onto the sled each time (up to 5)
    assert s.sled[BROWN] == 5 and s.sled[BLACK] == 3
    # left pyramid: the top market card
    assert s.hands[WHITE]["statue"] == 1
    check_conservation(s)


def test_pyramids_b_top_cell_scores_4_and_full_pyramids_score_1():
    s = game(4, pyramids="B")
    s = build(s, pyr=[[BLACK] * 4, [BLACK] * 5, [BLACK] * 5])
    s = set_ships(s, [2, 2, 2, 2], [[WHITE, WHITE]])
    s.apply(("sail", 0, "pyramids"))
    assert s.legal_actions() == [("choose_pyramid", 0)]
    s.apply(("choose_pyramid", 0))
    assert points(s, WHITE, "pyramid") == 4 + 1 and s.pyr_extra == [WHITE]
    check_conservation(s)


def test_pyramids_b_right_bonus_places_a_sled_stone_on_an_unsailed_ship_or_declines():
    s = game(4, pyramids="B")
    s = set_ships(s, [2, 2, 2, 2], [[WHITE, BROWN]])
    s.apply(("sail", 0, "pyramids"))
    s.apply(("choose_pyramid", 2))
    assert s.to_move() == WHITE and ("decline",) in s.legal_actions()
    assert ("place", 0, 0) not in s.legal_actions()  # the unloading ship has sailed
    s.apply(("place", 1, 1))
    assert s.slots[1] == [-1, WHITE] and s.sled[WHITE] == 2
    s.apply(("choose_pyramid", 2))
    s.apply(("decline",))
    assert s.pyr[2] == [WHITE, BROWN] and s.to_move() == 1
    check_conservation(s)


# -- temple B --------------------------------------------------------------------------------

def test_temple_b_rewards_example_each_visible_stone_by_its_cell():
    s = game(4, temple="B")
    s = build(s, temple=[BLACK, BLACK, BLACK, BLACK, BLACK, GRAY, BROWN, WHITE, WHITE])
    for seat in range(4):
        s = set_sled(s, seat, 0)
    s = put_on_top(s, "statue")
    s = with_turn(s, GRAY)
    s, _ = finish_round(s)  # gray sails the last ship to the (empty) market
    # column 0: gray chooses 1 point or 2 stones
    assert s.to_move() == GRAY and s.observation(0)["pending"]["kind"] == "temple_choice"
    s.apply(("temple_reward", 1))
    assert s.sled[GRAY] == 2 and points(s, GRAY, "temple") == 0
    # column 1: brown 2 points (automatic); column 2: white chooses
    assert points(s, BROWN, "temple") == 2
    assert s.to_move() == WHITE
    s.apply(("temple_reward", 0))
    assert points(s, WHITE, "temple") == 1
    # column 3: white takes the top market card; column 4: black chooses
    assert s.hands[WHITE]["statue"] == 1
    assert s.to_move() == BLACK
    s.apply(("temple_reward", 0))
    assert points(s, BLACK, "temple") == 1
    assert s.round_no == 2 and s.to_move() == (GRAY + 1) % 4
    check_conservation(s)


def test_temple_b_point_when_no_stone_can_be_taken():
    s = game(4, temple="B")
    s = build(s, temple=[BLACK])
    s = set_sled(s, BLACK, 5)
    s, _ = finish_round(s)
    assert points(s, BLACK, "temple") == 1 and s.round_no == 2


# -- obelisks B ----------------------------------------------------------------------------

def test_obelisks_b_example_third_loose_stone_builds_a_tower_worth_9():
    s = game(4, obelisks="B")
    s = build(s, towers=[BROWN], obel=[0, 2, 0, 0])
    s = set_ships(s, [3, 3, 2, 2], [[BLACK, WHITE, GRAY]])
    events = s.apply(("sail", 0, "obelisks"))
    assert s.towers == [BROWN, WHITE] and points(s, WHITE, "obelisks") == 9
    assert [e.data for e in events if e.kind == "tower_built"] == [{"slot": 1, "value": 9}]
    assert s.obel == [1, 0, 0, 1]
    check_conservation(s)


def test_obelisks_b_loose_stones_score_1_each_at_game_end():
    s = game(4, obelisks="B")
    s = build(s, obel=[2, 1, 0, 0])
    s = last_round(s)
    s, _ = finish_round(s)
    assert s.is_over()
    assert points(s, 0, "obelisks") == 2 and points(s, 1, "obelisks") == 1


# -- round end and turn order --------------------------------------------------------------

def test_round_end_temple_a_scores_visible_stones_gray_2_others_1():
    s = game(4)
    s = build(s, temple=[BLACK, WHITE, BROWN, WHITE, BLACK, GRAY, GRAY, BROWN])
    s, _ = finish_round(s)
    assert [points(s, p, "temple") for p in range(4)] == [1, 1, 1, 2]


def test_next_round_starts_left_of_the_player_who_sailed_the_fourth_ship():
    s = game(4)
    s = with_turn(s, 2)
    s, _ = finish_round(s)
    assert s.round_no == 2 and s.first_player == 3 and s.to_move() == 3
    s = with_turn(s, 3)
    s, _ = finish_round(s)
    assert s.first_player == 0


def test_round_end_discards_the_market_and_deals_new_cards():
    s = game(4)
    s, _ = finish_round(s)
    assert len(s.display) == 4 and s.round_no == 2
    assert len(s.deck) + len(s.discard) == 30


def test_pass_only_when_no_action_is_possible():
    s = game(4)
    assert ("pass",) not in s.legal_actions()
    with pytest.raises(IllegalAction, match="only when"):
        s.apply(("pass",))


def test_all_players_passing_ends_the_round_and_unsailed_stones_return():
    s = game(3)
    s = set_ships(s, [4, 4, 4, 4], [[1, 2]])  # ship 0 needs 3 stones, nobody has any
    for seat in range(3):  # every other stone is built into the tomb
        s = set_sled(s, seat, 0)
        s = quarry_left(s, seat, 0)
    assert s.legal_actions() == [("pass",)]
    s.apply(("pass",))
    s.apply(("pass",))
    assert s.round_no == 1
    events = s.apply(("pass",))
    assert "round_end" in kinds(events) and s.round_no == 2
    assert s.quarry == [0, 1, 1]  # the stranded stones went back to the quarry
    assert s.first_player == 1  # nobody sailed: left of the round's first player
    check_conservation(s)


def test_game_ends_after_round_6_and_nobody_moves_then():
    s = game(2)
    s = last_round(s)
    s, _ = finish_round(s)
    assert s.is_over() and s.to_move() is None and s.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        s.apply(("get_stones",))


# -- game end ------------------------------------------------------------------------------

def test_final_scoring_order_tomb_obelisks_decorations_statues_blue_then_wrath():
    s = game(4, pharaohs_wrath=True)
    s = build(s, tomb=[GRAY] * 6 + [BROWN] * 3 + [WHITE, WHITE, BLACK, BROWN],
              obel=[3, 4, 0, 3])
    s = give_cards(s, BLACK, "decoration_tomb", "statue", "statue", "statue", "lever")
    s = last_round(s)
    s, events = finish_round(s)
    reasons = [e.data["reason"] for e in events if e.kind == "score"]
    assert reasons == ["tomb"] * 4 + ["obelisks"] * 3 + ["decoration_tomb", "statue",
                                                         "unused_blue"] + ["wrath"] * 4
    b = s.observation(0)["breakdown"]
    assert [x["tomb"] for x in b] == [1, 3, 7, 17]
    assert [x["obelisks"] for x in b] == [7, 15, 0, 7]
    assert b[BLACK]["market_cards"] == 4 + 6 + 1  # 13 tomb stones, 3 statues, 1 blue
    assert [x["wrath"] for x in b] == [-5, -5, -5, -5]
    assert s.scores() == [sum(x.values()) for x in b]
    assert "game_end" in kinds(events)


def test_pharaohs_wrath_spares_a_player_with_a_stone_on_all_four_sites():
    s = game(2, pharaohs_wrath=True)
    s = build(s, pyr=[[0]], temple=[0], tomb=[0], obel=[1, 0])
    s = last_round(s)
    s, _ = finish_round(s)
    b = s.score_breakdown()
    assert b[0]["Pharaoh's wrath"] == 0 and b[1]["Pharaoh's wrath"] == -5


def test_without_the_variant_there_is_no_wrath():
    """No points and no category: the results' legend names only what was played."""
    s = game(2)
    s = last_round(s)
    s, _ = finish_round(s)
    assert all("Pharaoh's wrath" not in b for b in s.score_breakdown())
    assert s.scores() == [sum(b.values()) for b in s.score_breakdown()]


def test_winner_tie_break_more_stones_on_the_sled_then_shared():
    s = game(3)
    s = with_turn(last_round(s), 2)
    s = set_sled(s, 0, 4)
    s = set_sled(s, 1, 2)
    s = set_sled(s, 2, 2)
    s, _ = finish_round(s)  # seat 2 sails a sled-less stone; everyone has 0 points
    assert s.scores() == [0, 0, 0]
    assert s.winners() == [0]
    s2 = game(3)
    s2 = with_turn(last_round(s2), 2)
    s2 = set_sled(s2, 0, 3)
    s2 = set_sled(s2, 1, 3)
    s2 = set_sled(s2, 2, 1)
    s2, _ = finish_round(s2)
    assert s2.winners() == [0, 1]


def test_score_breakdown_categories_sum_to_the_scores():
    keys = set(game(4, pharaohs_wrath=True).score_breakdown()[0])
    assert keys == {"Pyramid", "Temple", "Tomb", "Obelisks", "Market cards", "Pharaoh's wrath"}
    s = game(4)
    assert set(s.score_breakdown()[0]) == keys - {"Pharaoh's wrath"}
    s = last_round(s)
    s, _ = finish_round(s)
    assert s.scores() == [sum(b.values()) for b in s.score_breakdown()]


def test_tomb_b_rows_example_at_game_end():
    from .test_scoring_examples import TOMB_B_EXAMPLE
    s = game(4, tomb="B")
    s = build(s, tomb=list(TOMB_B_EXAMPLE))
    s = last_round(s)
    s, _ = finish_round(s)
    assert [points(s, p, "tomb") for p in range(4)] == [8, 8 + 4, 3, 3 + 8]


def test_unused_blue_cards_score_1_each():
    s = game(2)
    s = give_cards(s, 1, "hammer", "sail", "chisel")
    s = last_round(s)
    s, _ = finish_round(s)
    assert points(s, 1, "market_cards") == 3


def test_engine_registry_exposes_imhotep():
    from engines import get_engine
    assert get_engine("imhotep") is ENGINE
    assert ENGINE.spec.default_options() == {
        "market": "A", "pyramids": "A", "temple": "A", "tomb": "A", "obelisks": "A",
        "pharaohs_wrath": False}


def test_dock_helper_leaves_exactly_one_sailable_ship():
    s = game(4)
    s = dock_all_but_one(s, 0)
    assert {a[1] for a in s.legal_actions() if a[0] == "sail"} == {0}


def test_observation_shows_the_ship_being_unloaded_and_what_is_left_on_it():
    s = game(4)
    s = set_ships(s, [3, 3, 2, 2], [[WHITE, BROWN, GRAY]])
    s.apply(("sail", 0, "market"))
    obs = s.observation(BLACK)
    assert obs["unloading"] == {"ship": 0, "site": "market", "order": [1, 2]}
    assert obs["ships"][0]["slots"] == [None, BROWN, GRAY]
    assert obs["pending"] == {"kind": "market", "seat": WHITE}


def test_illegal_actions_are_refused_with_a_reason_and_leave_the_state_untouched():
    from engines.core import canonical
    s = game(4)
    s = set_ships(s, [3, 3, 2, 2], [[WHITE, BROWN, GRAY]])
    before = canonical(s.to_json())
    for action in [("place", True, 0), ("sail", 0, "moon"), ("get",), (), "place", None]:
        with pytest.raises(IllegalAction) as info:
            s.apply(action)
        assert info.value.reason
        assert canonical(s.to_json()) == before
    s.apply(("sail", 0, "market"))
    with pytest.raises(IllegalAction, match="must take a market card first") as info:
        s.apply(("get_stones",))
    assert info.value.message.params == {"seat": WHITE}  # the UI names the seat


def test_legal_actions_list_can_be_changed_by_the_caller_without_harm():
    s = game(4)
    legal = s.legal_actions()
    legal.clear()
    assert s.legal_actions() and ("get_stones",) in s.legal_actions()
    s.apply(("get_stones",))


def test_market_deck_reshuffles_the_discard_pile_when_it_runs_out():
    s = game(4)
    s = deck_to_discard(s)
    s, events = finish_round(s)
    reshuffles = [e for e in events if e.kind == "reshuffle"]
    assert len(reshuffles) == 1 and reshuffles[0].reveals
    assert len(s.display) == 4 and len(s.deck) == 34 - 4 - 0 and s.discard == []
    check_cards(s)


def test_new_game_refuses_bad_player_counts_and_options():
    for players in (1, 5):
        with pytest.raises(IllegalAction):
            ENGINE.new_game(players, None, 1)
    with pytest.raises(IllegalAction):
        ENGINE.new_game(3, {"temple": "C"}, 1)
    with pytest.raises(IllegalAction):
        ENGINE.new_game(3, {"harbour": "A"}, 1)
    mixed = ENGINE.new_game(3, {"temple": "B", "obelisks": "B"}, 1)
    assert mixed.observation(0)["sites"]["temple"]["side"] == "B"
    assert mixed.observation(0)["sites"]["pyramids"]["side"] == "A"
