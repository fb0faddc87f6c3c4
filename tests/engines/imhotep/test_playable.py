"""Imhotep positions the notation accepts can be played on to an end
(engines/imhotep/playable.py): a task still to do that the game could not have made (its
arguments out of range: a crash a move later) is refused with its reason. Each case was
found by the position fuzz."""

from pathlib import Path

import pytest

from engines.core import IllegalAction
from engines.imhotep import ENGINE, notation
from tests.engines.notation_checks import edit, field, first_position
from tests.engines.position_fuzz import play_to_end

CASES = Path(__file__).parent.parent / "positions"
STACK = "each task still to do must be one the game makes"


def position_where(where, players=2):
    return first_position(ENGINE, notation, where, players)


def with_task(text, old, new):
    stack = field(text, "stack")
    assert old in stack
    return edit(text, "stack", stack.replace(old, new, 1))


def unloading():
    return position_where(lambda s: any(t[0] == "unload" and len(t[4]) > 1 for t in s.stack))


def test_an_unloading_order_naming_a_slot_the_ship_has_not_is_refused():
    text = unloading()
    assert play_to_end(notation.parse(text)).kind == "played"
    order = next(t for t in field(text, "stack").split("/") if t.startswith("unload"))
    head, _, slots = order.rpartition(":")
    for wrong in ("[99]", "[1.9999999999999999999999]", "[" + slots[1] + "." + slots[1:]):
        with pytest.raises(IllegalAction, match=f"{STACK}|not an Imhotep position"):
            notation.parse(with_task(text, order, f"{head}:{wrong}"))


def test_an_unloading_of_a_ship_not_docked_there_is_refused():
    text = unloading()
    order = next(t for t in field(text, "stack").split("/") if t.startswith("unload"))
    kind, unloader, ship, site, slots = order.split(":")
    other_site = str((int(site) + 1) % 5)
    with pytest.raises(IllegalAction, match=STACK):
        notation.parse(with_task(text, order, ":".join([kind, unloader, ship, other_site,
                                                        slots])))
    with pytest.raises(IllegalAction, match=STACK):
        notation.parse(with_task(text, order, ":".join([kind, unloader, "99", site, slots])))


def test_a_task_for_a_seat_not_in_the_game_is_refused():
    text = position_where(lambda s: s.stack and s.stack[0][0] == "end_turn")
    end = field(text, "stack").split("/")[0]
    with pytest.raises(IllegalAction, match=STACK):
        notation.parse(with_task(text, end, "end_turn:7"))


def test_a_chisel_with_more_than_two_stones_to_place_is_refused():
    text = position_where(lambda s: s.stack and s.stack[-1][0] == "chisel_place")
    chisel = next(t for t in field(text, "stack").split("/") if t.startswith("chisel_place"))
    seat = chisel.split(":")[1]
    for stones in ("151", "0"):
        with pytest.raises(IllegalAction, match=STACK):
            notation.parse(with_task(text, chisel, f"chisel_place:{seat}:{stones}"))


def test_a_task_with_arguments_missing_is_refused():
    text = unloading()
    order = next(t for t in field(text, "stack").split("/") if t.startswith("unload"))
    with pytest.raises(IllegalAction, match=f"{STACK}|not an Imhotep position"):
        notation.parse(with_task(text, order, order.rpartition(":")[0]))


def test_the_fuzzs_chisel_owing_two_stones_with_room_for_one_is_refused():
    text = (CASES / "imhotep_chisel_without_room.txt").read_text().strip()
    with pytest.raises(IllegalAction, match="with room for them on ships in port"):
        notation.parse(text)
    mended = with_task(text, "chisel_place:1:2", "chisel_place:1:1")
    assert play_to_end(notation.parse(mended)).kind == "played"


def test_a_hammer_stone_to_place_with_an_empty_sled_is_refused():
    text = position_where(lambda s: s.stack and s.stack[-1][0] == "chisel_place")
    chisel = next(t for t in field(text, "stack").split("/") if t.startswith("chisel_place"))
    seat = int(chisel.split(":")[1])
    sled = field(text, "sled").split(",")
    quarry = field(text, "quarry").split(",")
    quarry[seat] = str(int(quarry[seat]) + int(sled[seat]))
    sled[seat] = "0"
    emptied = edit(edit(text, "sled", ",".join(sled)), "quarry", ",".join(quarry))
    with pytest.raises(IllegalAction, match="on the sled"):
        notation.parse(with_task(emptied, chisel, f"hammer_place:{seat}"))
