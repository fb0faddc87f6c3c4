"""Drag and drop and click-to-move resolve to exactly the bound legal actions."""

import pygame

from shell.ui.dragdrop import Binding, Interaction

AREAS = {"sled": pygame.Rect(0, 0, 50, 50), "ship1": pygame.Rect(100, 0, 50, 50),
         "ship2": pygame.Rect(200, 0, 50, 50), "site": pygame.Rect(300, 0, 50, 50)}


def keys_at(pos):
    return [k for k, r in AREAS.items() if r.collidepoint(pos)]


def ev(kind, pos, button=1):
    if kind == "move":
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    etype = pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP
    return pygame.event.Event(etype, pos=pos, button=button)


def interaction():
    i = Interaction()
    i.set_bindings([Binding(("place", 1), "sled", "ship1"),
                    Binding(("place", 2), "sled", "ship2"),
                    Binding(("take",), None, "site")])
    return i


def gesture(i, *steps):
    outcome = None
    for step in steps:
        result = i.handle_event(ev(*step), keys_at)
        outcome = result or outcome
    return outcome


def test_dragging_onto_a_legal_target_plays_its_action():
    i = interaction()
    out = gesture(i, ("down", (10, 10)), ("move", (60, 10)), ("move", (120, 10)),
                  ("up", (120, 10)))
    assert out.kind == "play" and out.action == ("place", 1)


def test_while_dragging_exactly_the_legal_targets_light_up():
    i = interaction()
    gesture(i, ("down", (10, 10)), ("move", (80, 40)))
    assert i.dragging and i.lit_targets() == {"ship1", "ship2"}


def test_a_drop_on_another_area_is_refused_and_off_the_board_cancelled():
    i = interaction()
    out = gesture(i, ("down", (10, 10)), ("move", (300, 10)), ("up", (310, 10)))
    assert out.kind == "refused" and out.target == "site"
    out = gesture(i, ("down", (10, 10)), ("move", (500, 500)), ("up", (500, 500)))
    assert out.kind == "cancelled"


def test_click_source_then_click_target():
    i = interaction()
    assert gesture(i, ("down", (10, 10)), ("up", (10, 10))) is None
    assert i.selected == "sled"
    out = gesture(i, ("down", (210, 10)), ("up", (210, 10)))
    assert out.kind == "play" and out.action == ("place", 2)
    assert i.selected is None


def test_a_target_without_source_is_played_by_a_click():
    i = interaction()
    out = gesture(i, ("down", (310, 10)), ("up", (310, 10)))
    assert out.action == ("take",)
    assert i.lit_targets() == {"site"}


def test_a_source_with_one_target_plays_on_click():
    i = Interaction()
    i.set_bindings([Binding(("get",), "quarry", "sled")])
    AREAS["quarry"] = pygame.Rect(0, 100, 50, 50)
    try:
        out = gesture(i, ("down", (10, 110)), ("up", (10, 110)))
    finally:
        del AREAS["quarry"]
    assert out.action == ("get",)


def test_a_click_selects_a_one_target_source_when_click_selects_says_so():
    i = Interaction()
    i.set_bindings([Binding(("sell",), "ship1", "site")])
    i.click_selects = lambda source, action: action == ("sell",)
    assert gesture(i, ("down", (110, 10)), ("up", (110, 10))) is None
    assert i.selected == "ship1"  # selected, not sold
    out = gesture(i, ("down", (310, 10)), ("up", (310, 10)))
    assert out.kind == "play" and out.action == ("sell",)
    i.click_selects = lambda source, action: False
    out = gesture(i, ("down", (110, 10)), ("up", (110, 10)))
    assert out.kind == "play"  # without it, the one target is played at once


# snapping and drags that cannot go anywhere -------------------------------------------
def snapping(reach=30):
    i = interaction()
    i.rect_of = AREAS.get
    i.reach = lambda _source: reach
    return i


def test_a_drop_near_a_legal_target_snaps_to_the_nearest_one():
    i = snapping()
    # 20 px right of ship1 (ends at x 149), 51 px left of ship2: ship1
    out = gesture(i, ("down", (10, 10)), ("move", (100, 10)), ("up", (169, 10)))
    assert out.kind == "play" and out.action == ("place", 1) and out.target == "ship1"
    out = gesture(i, ("down", (10, 10)), ("move", (100, 10)), ("up", (185, 10)))
    assert out.kind == "play" and out.action == ("place", 2)


def test_a_drop_beyond_the_pieces_reach_does_not_snap():
    i = snapping(reach=10)
    out = gesture(i, ("down", (10, 10)), ("move", (100, 10)), ("up", (175, 10)))
    assert out.kind == "cancelled"
    i = snapping(reach=0)
    out = gesture(i, ("down", (10, 10)), ("move", (100, 10)), ("up", (151, 10)))
    assert out.kind == "cancelled"


def test_a_drop_on_another_area_is_refused_not_snapped_unless_it_holds_the_target():
    AREAS["full_slot"] = pygame.Rect(155, 0, 20, 20)
    try:
        i = snapping()
        out = gesture(i, ("down", (10, 10)), ("move", (100, 10)), ("up", (160, 10)))
        assert out.kind == "refused" and out.target == "full_slot"
    finally:
        del AREAS["full_slot"]
    AREAS["hull"] = pygame.Rect(90, -10, 70, 70)  # around ship1, as a hull round its slot
    try:
        i = snapping()
        out = gesture(i, ("down", (10, 10)), ("move", (100, 10)), ("up", (155, 10)))
        assert out.kind == "play" and out.target == "ship1"
    finally:
        del AREAS["hull"]


def test_a_drop_back_on_the_piece_itself_does_not_snap():
    i = snapping(reach=200)
    out = gesture(i, ("down", (10, 10)), ("move", (30, 30)), ("up", (40, 40)))
    assert out.kind == "cancelled"


def test_a_drag_from_an_area_without_a_movable_piece_is_stuck_once():
    i = interaction()
    i.set_bindings([Binding(("place", 1), "sled", "ship1")])
    outcomes = [i.handle_event(ev(*step), keys_at) for step in
                (("down", (110, 10)), ("move", (112, 10)), ("move", (130, 10)),
                 ("move", (160, 10)), ("up", (160, 10)))]
    stuck = [o for o in outcomes if o is not None and o.kind == "stuck"]
    assert len(stuck) == 1 and stuck[0].keys == ("ship1",)
    assert outcomes[1] is None  # below the drag threshold nothing is said
    out = gesture(i, ("down", (500, 500)), ("move", (560, 560)), ("up", (560, 560)))
    assert out is None  # nothing there: nothing to say
