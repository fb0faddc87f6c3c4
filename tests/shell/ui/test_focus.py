"""The focus order and the arrows' neighbours, on plain rectangles (shell/ui/focus.py)."""

import pygame

from shell.ui.focus import Spot, neighbour, reading_order


def spots(**places):
    return {name: Spot(name, pygame.Rect(*rect)) for name, rect in places.items()}


def names(controls):
    return [c.key for c in controls]


def test_reading_order_goes_by_rows_then_left_to_right():
    s = spots(b=(300, 10, 100, 40), a=(10, 14, 100, 40), tall=(500, 0, 100, 70),
              c=(10, 100, 100, 40), d=(200, 96, 100, 40))
    assert names(reading_order(list(s.values()))) == ["a", "b", "tall", "c", "d"]


def test_left_and_right_stay_in_the_row_and_wrap_to_the_next_at_its_end():
    order = reading_order(list(spots(a=(0, 0, 100, 40), b=(200, 0, 100, 40),
                                     c=(0, 100, 100, 40)).values()))
    at = names(order).index
    assert neighbour(order, at("a"), pygame.K_RIGHT) == at("b")
    assert neighbour(order, at("b"), pygame.K_LEFT) == at("a")
    assert neighbour(order, at("b"), pygame.K_RIGHT) == at("c"), "the end of a row: the next"
    assert neighbour(order, at("a"), pygame.K_LEFT) == at("c"), "round the screen"


def test_up_and_down_go_to_the_nearest_control_above_or_below():
    # tiles above, a row of narrower buttons below, one small button further down
    order = reading_order(list(spots(
        t1=(0, 0, 300, 300), t2=(320, 0, 300, 300),
        b1=(0, 340, 140, 40), b2=(160, 340, 140, 40), b3=(330, 340, 140, 40),
        corner=(0, 420, 100, 30)).values()))
    at = names(order).index
    assert neighbour(order, at("t2"), pygame.K_DOWN) == at("b3")
    assert neighbour(order, at("b2"), pygame.K_UP) == at("t1")
    assert neighbour(order, at("b1"), pygame.K_DOWN) == at("corner")
    assert neighbour(order, at("t1"), pygame.K_UP) == at("t1"), "nothing above: it stays"
