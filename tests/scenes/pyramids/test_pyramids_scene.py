"""The Pyramids table driven with synthetic mouse events through the real scene."""

import pygame
import pytest

from engines.core import Rng, Seat
from scenes.game_start import start_new_game
from scenes.pyramids.keys import drop_key
from scenes.screens.results import ResultsScene
from tests.scenes.mouse import click, drag, press, release
from tests.scenes.reachability import offered_actions


def humans(n):
    return [Seat(f"P{i + 1}", "human") for i in range(n)]


@pytest.fixture
def table(app):
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, "pyramids", seats=humans(2), seed=4, autosave=False)
    app.step([])
    return scene












def places_after_take(scene):
    probe = scene.state.clone()
    probe.apply(("take", 0))
    return [a for a in probe.legal_actions() if a[0] == "place"]


def play_until(scene, phase, rng, limit=2000, skip_cards=False):
    for _ in range(limit):
        if scene.obs["phase"] == phase:
            return True
        if scene.state.is_over():
            return False
        legal = scene.state.legal_actions()
        if skip_cards and ("skip_single",) in legal:
            scene.play(("skip_single",))
        else:
            scene.play(legal[rng.randrange(len(legal))])
        scene.animator.clear()
    return False


def test_dragging_a_quarry_domino_onto_a_lit_spot_is_take_then_place(app, table):
    target, place = next(iter(table.view.gestures.drops.drop_actions.items()))
    expected = table.state.clone()
    expected.apply(("take", 1))
    expected.apply(place)
    drag(app, table.areas[("quarry", 1)].center, table.areas[target].center)
    assert table.session.replay.actions == [("take", 1), place]
    assert table.state == expected


def test_while_dragging_exactly_the_legal_spots_of_the_rotation_light_up(app, table):
    start = table.areas[("quarry", 0)].center
    press(app, start, table.table_layout.big.center)
    assert table.interaction.dragging
    for turn in range(4):
        lit = {k for k in table.interaction.lit_targets() if k[0] == "drop"}
        legal = {drop_key(a) for a in places_after_take(table)
                 if a[4] == table.view.hand.rotation}
        assert lit == legal and lit
        # the right mouse button turns the held domino without dropping it
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.table_layout.big.center,
                                     button=3)])
        assert table.view.hand.rotation == (turn + 1) % 4
        assert table.interaction.dragging
    release(app, (5, 5))
    assert table.session.replay.actions == []


def test_r_and_the_wheel_turn_the_domino(app, table):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r")])
    assert table.view.hand.rotation == 1
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
    assert table.view.hand.rotation == 2
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    assert table.view.hand.rotation == 1
    # the spots follow the rotation
    assert all(a[4] == 1 for a in table.view.gestures.drops.drop_actions.values())


def test_click_a_domino_then_a_spot_lays_it(app, table):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r")])
    click(app, table.areas[("quarry", 2)].center)
    assert table.interaction.selected == ("quarry", 2)
    target, place = next(iter(table.view.gestures.drops.drop_actions.items()))
    assert place[4] == 1
    click(app, table.areas[target].center)
    assert table.session.replay.actions == [("take", 2), place]


def test_one_undo_takes_the_laid_domino_back_to_the_quarry(app, table):
    target, place = next(iter(table.view.gestures.drops.drop_actions.items()))
    drag(app, table.areas[("quarry", 0)].center, table.areas[target].center)
    assert table.session.replay.actions == [("take", 0), place]
    table.undo()
    assert table.session.replay.actions == []
    assert table.obs["phase"] == "take" and ("held",) not in table.areas


def test_a_domino_in_hand_turns_and_goes_down_like_a_quarry_domino(app, table):
    table.play(("take", 0))
    app.step([])
    assert table.obs["phase"] == "place" and ("held",) in table.areas
    # the domino in hand turns and goes down like a quarry domino
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r")])
    target, place = next(iter(table.view.gestures.drops.drop_actions.items()))
    assert place[4] == 1
    drag(app, table.areas[("held",)].center, table.areas[target].center)
    assert table.session.replay.actions == [("take", 0), place]


def test_the_first_domino_dropped_anywhere_is_laid(app, table):
    """The first domino may go anywhere (the rulebook sets no place): the engine lays it at
    the origin."""
    corner = (table.table_layout.big.x + 30, table.table_layout.big.bottom - 30)
    drag(app, table.areas[("quarry", 0)].center, corner)
    actions = table.session.replay.actions
    assert actions[0] == ("take", 0) and actions[1][:2] == ("place", 1)
    assert table.state.pyramids[0].occ[0]


def test_an_illegal_drop_changes_nothing_and_gives_the_engines_reason(app, table):
    target, place = next(iter(table.view.gestures.drops.drop_actions.items()))
    drag(app, table.areas[("quarry", 0)].center, table.areas[target].center)
    while table.state.to_move() != 0 or table.obs["phase"] != "take":  # seat 0's 2nd turn
        table.play(table.state.legal_actions()[0])
    table.lift_cover()
    before = table.state.clone()
    corner = (table.table_layout.big.x + 3, table.table_layout.big.bottom - 3)
    drag(app, table.areas[("quarry", 0)].center, corner)
    assert table.state == before
    assert table.toast.visible and table.toast.error
    assert "anchor" not in table.toast.text and "(" not in table.toast.text


def test_token_single_tile_card_and_refill_by_clicks(app):
    app.settings.animation_speed = 0.0
    rng = Rng(5)
    for seed in range(1, 40):
        scene = start_new_game(app, "pyramids", seats=humans(2), seed=seed, autosave=False)
        if not play_until(scene, "single", rng, 60):
            app.scenes.pop()
            continue
        half = next(a for a in scene.state.legal_actions() if a[0] == "single_tile")[1]
        click(app, scene.areas[("half", half)].center)
        assert scene.obs["phase"] == "card"
        colour, corner = next((a[1], a[2]) for a in scene.state.legal_actions())
        click(app, scene.areas[("pick", colour, corner)].center)
        assert scene.session.replay.actions[-1] == ("card", colour, corner)
        cards = scene.obs["pyramids"][scene.session.movers[-1]]["cards"]
        assert cards[-1]["colour"] == colour and cards[-1]["corner"] == corner
        return
    pytest.fail("no game offered a single-tile card")


def test_the_skip_button_skips_the_card(app):
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, "pyramids", seats=humans(2), seed=3, autosave=False)
    assert play_until(scene, "single", Rng(2), 200)
    (button, action), = scene.choice_buttons.items()
    assert action == ("skip_single",)
    scene.on_button(button)
    assert scene.session.replay.actions[-1] == ("skip_single",)


def test_refill_by_clicking_the_glowing_stack(app):
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, "pyramids", seats=humans(2), seed=6, autosave=False)
    assert play_until(scene, "refill", Rng(6), 400)
    stack = scene.state.legal_actions()[-1][1]
    assert ("stack", stack) in scene.interaction.lit_targets()
    click(app, scene.areas[("stack", stack)].center)
    assert scene.session.replay.actions[-1] == ("refill", stack)


def test_clicking_another_pyramid_shows_it_larger(app, table):
    mini = next(k for k in table.areas if k[0] == "mini")
    click(app, table.areas[mini].center)
    assert table.view.hand.look == mini[1]
    click(app, (10, 10))
    assert table.view.hand.look is None
    assert table.session.replay.actions == []


def offered_over_rotations(scene) -> set:
    """What the mouse can do now, turning the domino through its four rotations; a drop of
    a quarry domino on a spot also offers that spot's placement."""
    offered = set()
    for rotation in range(4):
        scene.view.hand.rotation = rotation
        scene.refresh()
        offered |= offered_actions(scene)
        if scene.obs["phase"] == "take":
            places = scene.view.gestures.drops.drop_actions.values()
            offered |= {("after take",) + a for a in places}
    scene.view.hand.rotation = 0
    scene.refresh()
    return offered


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_every_legal_action_can_be_made_with_the_mouse(app, players, seed):
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, "pyramids", seats=humans(players), seed=seed, autosave=False)
    rng = Rng(seed)
    checked = 0
    phases = set()
    while not scene.state.is_over():
        if scene.covered_for is not None:
            scene.lift_cover()  # the next player is at the screen
        legal = set(scene.state.legal_actions())
        expected = set(legal)
        if scene.obs["phase"] == "take":
            expected |= {("after take",) + a for a in places_after_take(scene)}
        assert offered_over_rotations(scene) == expected, scene.obs["pending"]
        phases.add(scene.obs["phase"])
        checked += 1
        options = sorted(legal)
        scene.play(options[rng.randrange(len(options))])
        scene.animator.clear()
    assert checked > 40
    assert {"take", "place", "token", "single", "card", "refill"} <= phases


def test_forced_filling_by_clicking_a_hole_then_the_chooser(app):
    app.settings.animation_speed = 0.0
    for seed in range(1, 10):
        scene = start_new_game(app, "pyramids", seats=humans(2), seed=seed, autosave=False)
        if not play_until(scene, "fill", Rng(seed), 3000, skip_cards=True):
            app.scenes.pop()
            continue
        fills = scene.state.legal_actions()
        hole = ("hole", fills[0][1], fills[0][2])
        if scene.interaction.selected != hole:
            click(app, scene.areas[hole].center)
        assert scene.interaction.selected == hole
        pick = ("pick", fills[0][3], fills[0][4])
        assert pick in scene.interaction.lit_targets()
        click(app, scene.areas[pick].center)
        assert scene.session.replay.actions[-1] == fills[0]
        return
    pytest.fail("no game reached a forced filling")


def test_a_full_bot_game_through_the_scene_reaches_the_results(app):
    app.settings.animation_speed = 0.0
    seats = [Seat(f"Bot{i}", "easy") for i in range(3)]
    scene = start_new_game(app, "pyramids", seats=seats, seed=11, autosave=False)
    for _frame in range(20_000):
        app.step([])
        if isinstance(app.scenes.top, ResultsScene):
            break
    assert scene.state.is_over()
    assert isinstance(app.scenes.top, ResultsScene)
    assert app.scenes.top.winners == scene.state.winners()
    # every event of the game has a log line, except the silent ones (the placement line
    # names the domino taken; skipping the card changes nothing)
    kinds = {e.kind for events in scene.session.history for e in events}
    assert {"place", "token", "refill", "level_scored", "level_start", "game_over"} <= kinds
    for events in scene.session.history:
        for event in events:
            assert (scene.view.describe(event) is None) == (event.kind in ("take", "skip_single"))


def test_level_scoring_is_shown_with_its_areas(app):
    app.settings.animation_speed = 1.0
    for seed in range(1, 30):
        scene = start_new_game(app, "pyramids", seats=humans(2), seed=seed, autosave=False)
        rng = Rng(seed)
        while scene.obs["level"] == 1 and not scene.state.is_over():
            legal = scene.state.legal_actions()
            scene.play(("skip_single",) if ("skip_single",) in legal
                       else legal[rng.randrange(len(legal))])
            if scene.obs["level"] == 1:
                scene.animator.clear()
        if scene.obs["level"] == 2:
            break
        app.scenes.pop()
    assert scene.obs["level"] == 2
    # each player's scoring card, then the new level's banner
    assert len(scene.animator.queue) >= 3
    surface = pygame.Surface(app.size)
    for _ in range(120):  # every frame of the animation draws without error
        scene.update(0.1)
        scene.draw(surface)
    assert not scene.animator.busy


def test_the_next_domino_starts_unturned_after_a_placement(app, table):
    """The rotation chosen for one domino is not carried into the next turn."""
    table.view.gestures.rotate(1)
    place = next(a for a in places_after_take(table) if a[4] == 1)
    assert table.play(("take", 0)) and table.view.hand.rotation == 1
    assert table.play(place)
    assert table.view.hand.rotation == 0


def test_a_refused_placement_keeps_the_domino_turned(app, table):
    table.view.gestures.rotate(3)
    table.play(("take", 0))
    assert not table.play(("place", 3, 0, 0, 3))  # level 3 is not open: refused
    assert table.view.hand.rotation == 3


def test_a_refused_drop_gives_the_engines_reason_in_the_players_language(app, table):
    from shell.language import i18n

    target, place = next(iter(table.view.gestures.drops.drop_actions.items()))
    drag(app, table.areas[("quarry", 0)].center, table.areas[target].center)
    while table.state.to_move() != 0 or table.obs["phase"] != "take":  # seat 0's 2nd turn
        table.play(table.state.legal_actions()[0])
    table.lift_cover()
    i18n.set_language("ru")
    corner = (table.table_layout.big.x + 3, table.table_layout.big.bottom - 3)
    drag(app, table.areas[("quarry", 0)].center, corner)
    probe = table.state.clone()
    probe.apply(("take", 0))
    reason = probe.placement_error(table.view.gestures.placement_under_mouse())
    assert reason is not None and i18n.tr_message(reason) != str(reason)
    assert table.toast.text == i18n._("Not allowed: {reason}").format(
        reason=i18n.tr_message(reason))
