"""Pyramids positions the notation accepts can be played on to an end
(engines/pyramids/playable.py): a pyramid the game could not have laid, or a position where
nobody can move, is refused with its reason. Found by the reliability review
(tests/engines/positions/) and the position fuzz."""

from pathlib import Path

import pytest

from engines.core import IllegalAction
from engines.pyramids import ENGINE, notation
from tests.engines.notation_checks import edit, field, first_position
from tests.engines.position_fuzz import play_to_end

CASES = Path(__file__).parent.parent / "positions"
LAYOUT = "each level must lie as the game lays it"


def position_where(where, players=2):
    return first_position(ENGINE, notation, where, players, {}, range(40))


def test_the_reviews_domino_at_quarter_6_is_refused_and_at_minus_6_plays_to_the_end():
    text = (CASES / "pyramids_quarter_6.txt").read_text().strip()
    with pytest.raises(IllegalAction, match=LAYOUT):
        notation.parse(text)
    assert play_to_end(notation.parse(text.replace("1.-8.6.0.", "1.-8.-6.0."))).kind == "played"


def test_a_level_1_not_starting_at_the_centre_is_refused():
    text = position_where(lambda s: s.phase == "take" and len(s.pyramids[0].pieces) == 1
                          and not s.pyramids[0].cards)
    level, qx, qy, orient, code = field(text, "pieces").split("/")[0].split(".")
    moved = f"{level}.{int(qx) + 2}.{qy}.{orient}.{code}"
    pieces = "/".join([moved] + field(text, "pieces").split("/")[1:])
    tokens = "/".join(["-,-,-,-,-,-"] + field(text, "tokens").split("/")[1:])
    with pytest.raises(IllegalAction, match=LAYOUT):
        notation.parse(edit(edit(text, "pieces", pieces), "tokens", tokens))


def test_a_level_1_domino_apart_from_the_others_is_refused():
    text = position_where(lambda s: s.phase == "take" and len(s.pyramids[0].pieces) == 1
                          and not s.pyramids[0].cards)
    first = field(text, "pieces").split("/")[0]
    code = first.split(".")[4]
    stacks = field(text, "stacks").split("/")
    spare = stacks[0].split(",")[-1]
    stacks[0] = ",".join(stacks[0].split(",")[:-1]) or "-"
    apart = f"{first},1.-4.0.1.{spare}"  # two squares off, not touching the first domino
    assert code != spare
    pieces = "/".join([apart] + field(text, "pieces").split("/")[1:])
    with pytest.raises(IllegalAction, match=LAYOUT):
        notation.parse(edit(edit(text, "pieces", pieces), "stacks", "/".join(stacks)))


def test_the_fuzzs_turn_on_a_domino_the_other_player_laid_is_refused():
    text = (CASES / "pyramids_placed_by_the_other_player.txt").read_text().strip()
    with pytest.raises(IllegalAction, match="this turn's domino must be where its phase"):
        notation.parse(text)
    assert play_to_end(notation.parse(edit(text, "turn", "1"))).kind == "played"


def test_a_single_tile_card_chosen_by_a_player_with_none_left_is_refused():
    text = position_where(lambda s: s.phase == "single")
    turn = int(field(text, "turn"))
    cards = field(text, "cards").split("/")
    held = [] if cards[turn] == "-" else cards[turn].split(",")
    used = {c.split(".")[3] for c in held}
    pieces = field(text, "pieces").split("/")[turn].split(",")
    free = [p for p in pieces if p.split(".")[0] == "1"]
    assert free
    # lay every colour pair's card (N/B, Y/A, R/G: one card each) on the first domino
    extra = []
    for colour in ("N", "Y", "R"):
        pair = {"N": "NB", "Y": "YA", "R": "RG"}[colour]
        if not used & set(pair):
            extra.append(f"1.0.0.{colour}.0.n")
    cards[turn] = ",".join(held + extra)
    with pytest.raises(IllegalAction, match="has a single-tile card left"):
        notation.parse(edit(text, "cards", "/".join(cards)))


def test_a_domino_held_in_the_take_phase_is_refused():
    text = position_where(lambda s: s.phase == "place")
    with pytest.raises(IllegalAction, match="this turn's domino must be where its phase"):
        notation.parse(edit(text, "phase", "take"))
