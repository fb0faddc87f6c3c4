"""Aton's hand places: a laid card leaves a gap, the others keep their places."""

from scenes.aton.hand import HandSlots
from scenes.aton.layout import HandKey


def test_a_laid_card_empties_the_place_it_was_dragged_from_among_equal_cards():
    slots = HandSlots()
    slots.settle([4, 4], 0, [1, 2, 2, 4])
    slots.settle([3, 4], 0, [1, 2, 4], laid_from=HandKey("hand", 0, 1))
    assert [slots.value(0, i) for i in range(4)] == [1, None, 2, 4]
    assert slots.vacated[0] == 1


def test_without_a_known_place_the_last_card_of_the_laid_value_leaves():
    slots = HandSlots()
    slots.settle([4, 4], 0, [1, 2, 2, 4])
    slots.settle([3, 4], 0, [1, 2, 4])
    assert [slots.value(0, i) for i in range(4)] == [1, 2, None, 4]


def test_the_other_seats_face_down_cards_leave_from_the_right():
    slots = HandSlots()
    slots.settle([4, 4], 0, [1, 2, 3, 4])
    slots.settle([4, 3], 0, [1, 2, 3, 4])
    assert [slots.filled(1, i) for i in range(4)] == [True, True, True, False]


def test_a_new_round_deals_the_hand_from_the_left():
    slots = HandSlots()
    slots.settle([4, 4], 0, [1, 2, 3, 4])
    for n, gone in ((3, 0), (2, 2), (1, 1), (0, 3)):
        hand = [v for i, v in enumerate([1, 2, 3, 4]) if slots.value(0, i) and i != gone]
        slots.settle([n, 4], 0, hand, laid_from=HandKey("hand", 0, gone))
    assert not any(slots.filled(0, i) for i in range(4))
    slots.settle([4, 4], 0, [2, 2, 3, 3])
    assert [slots.value(0, i) for i in range(4)] == [2, 2, 3, 3]
