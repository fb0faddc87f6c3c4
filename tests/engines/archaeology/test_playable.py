"""Archaeology positions the notation accepts can be played on to an end
(engines/archaeology/playable.py): one changed field that would leave no legal move later is
refused with its reason. Each case was found by the position fuzz (or the reliability
review, tests/engines/positions/)."""

from pathlib import Path

from engines.archaeology import ENGINE, notation
from tests.engines.notation_checks import edit, field, first_position, refused_by
from tests.engines.position_fuzz import play_to_end

CASES = Path(__file__).parent.parent / "positions"


def position_in(phase, players=3, where=lambda state: True):
    """The text of the first position of a random game in `phase` (and `where`)."""
    return first_position(ENGINE, notation, lambda state: state.phase == phase and where(state),
                          players, {})


def refused(text, reason):
    refused_by(notation, text, reason)


def test_the_reviews_queue_with_a_fraction_is_refused():
    text = (CASES / "archaeology_queue_fraction.txt").read_text().strip()
    refused(text, "half the cards they hold")
    for queue in ("1.0", "1.", "1.1" + "0" * 40):
        refused(edit(text, "queue", queue), "not an Archaeology position|half the cards")


def test_a_queue_owing_other_than_half_the_hand_is_refused():
    text = position_in("discard", where=lambda s: not any(s.pending))
    seat, owed = field(text, "queue").split(",")[0].split(".")
    assert play_to_end(notation.parse(text)).kind == "played"
    for wrong in (int(owed) + 1, int(owed) - 1, 10**40):
        queue = ",".join([f"{seat}.{wrong}"] + field(text, "queue").split(",")[1:])
        refused(edit(text, "queue", queue), "half the cards they hold")


def test_discards_owed_outside_the_discard_phase_are_refused():
    refused(edit(position_in("act"), "queue", "0.1"), "half the cards they hold")
    refused(edit(position_in("act"), "pending", "p"),
            "half the cards they hold|every treasure card")


def test_a_trade_giving_cards_not_in_hand_is_refused():
    text = position_in("trade", where=lambda s: any(s.give))
    hand = field(text, "hands").split("/")[int(field(text, "turn"))]
    missing = next(c for c in "psctbmf" if c not in hand)
    refused(edit(text, "give", missing), "a trade is built only")
    refused(edit(position_in("act"), "take", field(position_in("act"), "market")[0]),
            "a trade is built only")


def test_an_end_phase_turn_with_an_empty_hand_is_refused():
    text = position_in("act", players=4, where=lambda s: s.end_phase_turn and not s.forced
                       and not s.sold_this_turn)
    hands = field(text, "hands").split("/")
    turn = int(field(text, "turn"))
    other = (turn + 1) % 4
    moved = "".join(sorted(hands[turn] + hands[other], key="psctbmf".index))
    hands[turn], hands[other] = "-", moved
    refused(edit(text, "hands", "/".join(hands)), "the passes and the forced sale")


def test_a_forced_sale_without_every_player_passing_is_refused():
    text = position_in("act", players=4, where=lambda s: s.end_phase_turn and not s.forced)
    refused(edit(text, "forced", "y"), "the passes and the forced sale")
    refused(edit(position_in("dig"), "passes", "3"), "the passes and the forced sale")


def test_a_dig_from_an_empty_deck_is_refused():
    text = position_in("dig")
    deck = field(text, "deck")
    hands = field(text, "hands").split("/")
    treasures = "".join(c for c in deck if c in "psctbmf")
    hands[0] = "".join(sorted(hands[0].strip("-") + treasures, key="psctbmf".index))
    out, in_play = field(text, "storms").split(",")
    emptied = edit(edit(edit(edit(text, "deck", "-"), "hands", "/".join(hands)), "thieves",
                        str(int(field(text, "thieves")) + deck.count("T"))),
                   "storms", f"{int(out) + deck.count('S')},{in_play}")
    refused(emptied, "a dig needs a card")
