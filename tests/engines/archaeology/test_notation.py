"""Archaeology's position notation: format and parse are inverse over random positions of
every player count, the parsed position plays on in step, and parse refuses impossible
positions with the reason."""

import pytest

from engines.archaeology import ENGINE, notation
from engines.core import IllegalAction, Rng
from tests.engines.notation_checks import check_round_trip, edit, field, kit_for, random_positions

from .helpers import FIELD_FORMS


@pytest.mark.parametrize("players", [2, 3, 4])
def test_parse_inverts_format_and_the_position_plays_on(players):
    kit, rng = kit_for(ENGINE, field_forms=FIELD_FORMS), Rng(players)
    phases, tracked = set(), False
    for seed in (1, 2, 3):
        for state in random_positions(ENGINE, players, {}, seed):
            check_round_trip(kit, notation, state, rng)
            phases.add(state.phase)
            tracked = tracked or any(state.track)
    assert phases == {"dig", "steal", "discard", "act", "trade", "over"}
    assert tracked


START = notation.format(ENGINE.new_game(3, {}, 5))
DECK = field(START, "deck")


def test_a_card_moved_keeps_the_count_and_is_accepted():
    hands = field(START, "hands").split("/")
    market = field(START, "market")
    text = edit(edit(START, "market", market[1:]),
                "hands", "/".join(["".join(sorted(hands[0] + market[0], key="psctbmf".index))]
                                  + hands[1:]))
    state = notation.parse(text)
    assert sum(state.hands[0]) == 5 and sum(state.market) == 4


def _map_in_a_chamber():
    """A map from the deck swapped with a card of the small chamber (every card kept)."""
    chambers = field(START, "chambers").split("/")
    card, chambers[0] = chambers[0][0], "".join(sorted(chambers[0][1:] + "m",
                                                       key="psctbmf".index))
    return edit(edit(START, "chambers", "/".join(chambers)), "deck", DECK.replace("m", card, 1))


def _small_chamber_explored(maps):
    """The small chamber explored: its cards to the deck's bottom, `maps` maps from the deck
    spent."""
    chambers = field(START, "chambers").split("/")
    deck = chambers[0] + DECK.replace("m", "", maps)
    text = edit(edit(START, "chambers", "/".join(["-"] + chambers[1:])), "deck", deck)
    return edit(edit(text, "explored", "ynn"), "maps", str(maps))


def test_an_explored_chamber_spends_its_maps():
    state = notation.parse(_small_chamber_explored(1))
    assert state.explored == [True, False, False] and state.maps_used == 1


@pytest.mark.parametrize(("text", "reason"), [
    (_small_chamber_explored(2), "maps spent are those the explored chambers cost"),
    (edit(edit(START, "deck", DECK.replace("m", "", 1)), "maps", "1"),
     "maps spent are those the explored chambers cost"),
    (edit(START, "market", field(START, "market")[1:]), "every treasure card"),
    (edit(START, "deck", DECK.replace("m", "p", 1)), "every treasure card"),
    (edit(START, "museums", "c1/-/-"), "every treasure card"),
    (edit(START, "deck", DECK.replace("T", "", 1)), "8 thieves"),
    (edit(START, "thieves", "1"), "8 thieves"),
    (edit(START, "deck", DECK.replace("S", "", 1)), "5 sandstorms"),
    (edit(START, "storms", "0,6"), "5 sandstorms"),
    (edit(START, "explored", "ynn"), "explored"),
    (_map_in_a_chamber(), "never a map"),
    (edit(START, "players", "1"), "from 2 to 4"),
    (edit(START, "players", "2"), "not an Archaeology position"),
    (edit(START, "phase", "nap"), "not an Archaeology position"),
    (edit(START, "market", "xx"), "not an Archaeology position"),
    (edit(START, "market", "cp"), "not an Archaeology position"),
    (edit(START, "track", "-/-/-/9.1"), "not an Archaeology position"),
    (edit(START, "queue", "7.1"), "not an Archaeology position"),
    (START.replace(" forced=n", ""), "not an Archaeology position"),
    ("archaeology players=3", "not an Archaeology position"),
])
def test_parse_refuses_impossible_positions_with_the_reason(text, reason):
    with pytest.raises(IllegalAction, match=reason):
        notation.parse(text)
