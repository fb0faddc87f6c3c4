"""What the UI draws: the observation's keys, and that it hides only the stacks' insides."""

import json

from .helpers import game, play_turn, put_in_quarry

TOP_KEYS = {"game", "seat", "players", "level", "first_player", "to_move", "phase", "pending",
            "quarry", "stacks", "pyramids", "scores", "breakdown", "winners"}
PYRAMID_KEYS = {"levels", "pieces", "cards", "tokens", "tokens_left", "cards_left",
                "cards_used", "rects", "eliminated", "level_scores", "score"}


def test_observation_keys_documented_and_json():
    state = game(3, seed=2)
    obs = state.observation(1)
    assert set(obs) == TOP_KEYS
    assert all(set(p) == PYRAMID_KEYS for p in obs["pyramids"])
    json.dumps(obs)


def test_observation_shows_the_pyramid_squares_tokens_and_cards():
    state = game(2, seed=2)
    state = put_in_quarry(state, 0, "GR13")
    state.apply(("take", 0))
    pending = state.observation(0)["pending"]
    assert pending["phase"] == "place" and pending["held"]["code"] == "GR13"
    state.apply(("place", 1, 0, 0, 1))              # B (red) below A (green), turned once:
    # A's gems left-bottom and right-bottom (1, 3) move to left-top and left-bottom (0, 1)
    state.apply(("single_tile", 1))                 # a card on the red square:
    assert state.observation(0)["pending"]["card_half"] == 1
    state.apply(("card", 3, 0))                     # turquoise side, gem left-top
    obs = state.observation(1)
    mine = obs["pyramids"][0]
    assert mine["levels"][0] == [
        {"x": 0, "y": 0, "colour": 5, "gems": [0, 1], "domino": mine["pieces"][0]["domino"],
         "half": 0},
        {"x": 0, "y": 2, "colour": 4, "gems": [], "domino": mine["pieces"][0]["domino"],
         "half": 1},
    ]
    assert mine["cards"] == [{"level": 1, "x": 0, "y": 2, "colour": 3, "corner": 0,
                              "forced": False}]
    assert mine["tokens"][5] == {"level": 1, "x": 0, "y": 0}
    assert mine["tokens"][3] == {"level": 1, "x": 0, "y": 2}
    assert mine["tokens_left"] == [0, 1, 2, 4]
    assert mine["cards_left"] == [0, 2]


def test_observation_hides_only_what_lies_under_the_stack_tops():
    state = game(4, seed=9)
    text = json.dumps(state.observation(0))
    for st in state.stacks:
        assert json.dumps({"size": len(st)})[:-1] in text
    under = {d for st in state.stacks for d in st[:-1]}
    ids = {q["id"] for q in state.observation(0)["quarry"]}
    ids |= {s["top"]["id"] for s in state.observation(0)["stacks"]}
    assert not ids & under


def test_pending_lists_refill_stacks_and_forced_holes():
    state = game(2, seed=2)
    state = put_in_quarry(state, 1, "GR13")
    state.apply(("take", 1))
    state.apply(("place", 1, 0, 0, 0))
    state.apply(("skip_single",))
    assert state.observation(0)["pending"]["refill_from"] == [1, 2]
    state.apply(("refill", 1))
    play_turn(state, 0, 0, 0)
    assert state.observation(0)["pending"]["phase"] == "take"
