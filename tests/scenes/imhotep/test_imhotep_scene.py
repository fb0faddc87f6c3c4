"""The Imhotep table driven with synthetic mouse events through the real scene."""

import pygame
import pytest

from engines.core import Rng, Seat
from scenes.game_start import start_new_game
from scenes.screens.results import ResultsScene
from tests.scenes.mouse import click, drag


def humans(n):
    return [Seat(f"P{i + 1}", "human") for i in range(n)]


@pytest.fixture
def table(app):
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, "imhotep", seats=humans(2), seed=4, autosave=False)
    app.step([])
    return scene


def test_dragging_a_stone_onto_a_ship_is_exactly_apply(app, table):
    seat = table.state.to_move()
    action = next(a for a in table.state.legal_actions() if a[0] == "place")
    expected = table.state.clone()
    expected.apply(action)
    drag(app, table.areas[("sled", seat)].center, table.areas[("slot",) + action[1:]].center)
    assert table.state == expected
    assert table.session.replay.actions == [action]


def test_while_dragging_a_stone_exactly_the_legal_slots_light_up(app, table):
    seat = table.state.to_move()
    start = table.areas[("sled", seat)].center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
              pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 30, start[1] - 30),
                                 rel=(30, -30), buttons=(1, 0, 0))])
    lit = table.interaction.lit_targets()
    legal = {("slot", a[1], a[2]) for a in table.state.legal_actions() if a[0] == "place"}
    assert lit == legal


def test_an_illegal_drop_changes_nothing_and_says_why(app, table):
    seat = table.state.to_move()
    before = table.state.clone()
    drag(app, table.areas[("sled", seat)].center, table.table_layout.sites["temple"].center)
    assert table.state == before
    assert table.toast.visible and table.toast.error


def test_dropping_on_a_full_slot_gives_the_engines_reason(app, table):
    seat = table.state.to_move()
    action = next(a for a in table.state.legal_actions() if a[0] == "place")
    table.play(action)
    other = table.state.to_move()
    assert other != seat
    before = table.state.clone()
    drag(app, table.areas[("sled", other)].center, table.areas[("slot",) + action[1:]].center)
    assert table.state == before
    assert "Not allowed" in table.toast.text


def test_clicking_the_quarry_takes_stones(app, table):
    seat = table.state.to_move()
    sled = table.obs["sleds"][seat]
    click(app, table.areas[("quarry", seat)].center)
    assert table.session.replay.actions == [("get_stones",)]
    assert table.obs["sleds"][seat] == min(5, sled + 3)


def test_sailing_by_dragging_the_ship_to_a_site(app, table):
    rng = Rng(3)
    while not any(a[0] == "sail" for a in table.state.legal_actions()):
        places = [a for a in table.state.legal_actions() if a[0] == "place"]
        table.play(places[rng.randrange(len(places))] if places else ("get_stones",))
    action = next(a for a in table.state.legal_actions() if a[0] == "sail")
    expected = table.state.clone()
    expected.apply(action)
    drag(app, table.areas[("ship", action[1])].center, table.table_layout.sites[action[2]].center)
    assert table.state.to_json()["sled"] == expected.to_json()["sled"]
    assert table.session.replay.actions[-1] == action


def test_a_ship_dropped_on_a_ship_docked_at_a_used_site_says_the_site_is_used(app, table):
    """The drop lands on the docked ship (over the site's dock): the refusal is the
    engine's reason for sailing there, not a bare "cannot go there"."""
    rng = Rng(3)
    while True:
        sails = [a for a in table.state.legal_actions() if a[0] == "sail"]
        if sails and any(site != -1 for site in table.state.ship_site):
            break
        legal = table.state.legal_actions()
        places = [a for a in legal if a[0] == "place"]
        table.play(sails[0] if sails else
                   places[rng.randrange(len(places))] if places else legal[0])
    docked = next(s for s, site in enumerate(table.state.ship_site) if site != -1)
    ship = sails[0][1]
    before = table.state.clone()
    drag(app, table.areas[("ship", ship)].center, table.areas[("ship", docked)].center)
    assert table.state == before
    assert table.toast.text == "Not allowed: a ship has already reached that site this round"


def test_undo_cannot_take_back_the_previous_players_move(app, table):
    first = table.state.to_move()
    click(app, table.areas[("quarry", first)].center)
    second = table.state.to_move()
    assert second != first and table.screen_holder == second  # nothing secret: no cover
    after_first = table.state.clone()
    assert not table.buttons.undo.is_enabled
    table.undo()  # the one at the screen did not make that move
    assert table.state == after_first
    assert not any("takes back" in text for text, _seat in table.log.lines)


def test_the_market_b_pair_is_shown_only_to_the_seat_at_the_screen(app):
    app.settings.animation_speed = 0.0
    options = {"market": "B"}
    for seed in range(1, 60):
        scene = start_new_game(app, "imhotep", seats=humans(2), options=options, seed=seed,
                               autosave=False)
        rng = Rng(seed)
        while not scene.state.is_over():
            pending = scene.obs["pending"]
            if pending["kind"] == "keep":
                # the pair follows the seat's own move: that seat holds the screen, no cover
                assert scene.covered_for is None
                assert scene.screen_holder == scene.viewer == pending["seat"]
                assert scene.obs["peek"]
                other = 1 - pending["seat"]
                assert not scene.state.observation(other)["peek"]
                app.scenes.pop()
                return
            legal = scene.state.legal_actions()
            scene.play(legal[rng.randrange(len(legal))])
        app.scenes.pop()
    pytest.fail("no game reached a Market B pair choice")


def test_a_full_four_player_bot_game_through_the_scene(app):
    app.settings.animation_speed = 0.0
    seats = [Seat(f"Bot{i}", "easy") for i in range(4)]
    scene = start_new_game(app, "imhotep", seats=seats, seed=11, autosave=False,
                           options={"market": "B", "pyramids": "B", "temple": "B",
                                    "tomb": "B", "obelisks": "B", "pharaohs_wrath": True})
    for _frame in range(20_000):
        app.step([])
        if isinstance(app.scenes.top, ResultsScene):
            break
    assert scene.state.is_over()
    assert isinstance(app.scenes.top, ResultsScene)
    assert app.scenes.top.winners == scene.state.winners()
    stats = app.frame_stats()
    assert stats["frames"] > 100


@pytest.mark.parametrize("players,sides,seed", [(2, "A", 1), (3, "B", 2), (4, "B", 3),
                                                (4, "A", 4)])
def test_every_legal_action_can_be_made_with_the_mouse(app, players, sides, seed):
    from tests.scenes.reachability import assert_every_action_reachable

    app.settings.animation_speed = 0.0
    options = {site: sides for site in ("market", "pyramids", "temple", "tomb", "obelisks")}
    scene = start_new_game(app, "imhotep", seats=humans(players), options=options, seed=seed,
                           autosave=False)
    checked = assert_every_action_reachable(scene, 2000, Rng(seed))
    assert scene.state.is_over() and checked > 80


def test_continue_reopens_the_autosaved_game(app):
    from scenes.imhotep import ImhotepView
    from scenes.screens.menu import MenuScene
    from shell.store import saves

    app.settings.animation_speed = 0.0
    menu = MenuScene(app)
    app.scenes.push(menu)
    scene = start_new_game(app, "imhotep", seats=humans(2), seed=21)
    seat = scene.state.to_move()
    click(app, scene.areas[("quarry", seat)].center)
    scene.session.writer.flush()
    expected = scene.state.clone()
    app.scenes.pop()
    assert saves.autosave_path().exists()
    menu.continue_game()
    reopened = app.scenes.top
    assert isinstance(reopened.view, ImhotepView) and reopened is not scene
    assert reopened.state == expected
    assert reopened.session.replay.actions == [("get_stones",)]


def scoring_places(events):
    """The places a round's or the game's scoring shows, in order ("Scoring: Temple", ...)."""
    names = {"pyramid": "Pyramid", "temple": "Temple", "tomb": "Tomb", "obelisks": "Obelisks",
             "market_cards": "Market cards", "wrath": "Pharaoh's wrath"}
    places = []
    for k, e in enumerate(events):
        if e.kind != "score":
            continue
        run_start = k == 0 or events[k - 1].kind != "score" or \
            events[k - 1].data["category"] != e.data["category"]
        if run_start:
            places.append([e.data["category"], 0])
        places[-1][1] += abs(e.data["points"])
    return [f"Scoring: {names[c]}" for c, total in places if total]


def test_round_and_game_end_scoring_go_place_by_place_and_a_click_skips_them(app):
    from scenes.kit.motion import ScoringStep

    scene = start_new_game(app, "imhotep", seats=humans(2), seed=5, autosave=False)
    rng = Rng(5)
    seen = set()
    for _ in range(5000):
        if scene.state.is_over():
            break
        legal = scene.state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        events = scene.state.clone().apply(action)
        ends = {e.kind for e in events} & {"round_end", "game_end"}
        app.settings.animation_speed = 1.0 if ends else 0.0
        scene.play(action)
        if ends:
            places = [s.place for s in scene.animator.queue if isinstance(s, ScoringStep)]
            assert places == scoring_places(events)
            if places:
                seen.add("game_end" if "game_end" in ends else "round_end")
                assert scene.obs_scores() != scene.state.scores()
                click(app, (5, 5))
                assert not scene.animator.busy
                assert scene.obs_scores() == scene.state.scores()
        scene.animator.clear()
    assert seen == {"round_end", "game_end"}


def test_a_drag_in_the_same_frame_as_a_quick_move_off_a_button_reaches_the_table(
        app, table, monkeypatch):
    """pygame_gui's hover state is the last frame's (it reads the real pointer, which the
    dummy driver keeps still): a pointer that rested on the Menu button (where Start game
    was pressed) and then moves and presses within one frame, as in the slow first frames
    of a table, still plays its drag; a press on a button is still the button's."""
    from tests.scenes.mouse import motion

    monkeypatch.setattr(table.ui, "get_hovering_any_element", lambda: True)  # last frame's
    seat = table.state.to_move()
    a, b = table.areas[("quarry", seat)].center, table.areas[("sled", seat)].center
    app.step([motion(a), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
              motion(((a[0] + b[0]) // 2, a[1]), (1, 0, 0)), motion(b, (1, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1)])
    assert table.session.replay.actions == [("get_stones",)]
    assert table.input.ui_under(table.buttons.menu.rect.center)
    assert not table.input.ui_under(a)


def test_a_piece_dragged_after_the_game_says_the_game_is_over(app, table):
    """Once the game is over nobody is to decide: a drag on the player's own sled or
    quarry says so, not that the piece belongs to someone else."""
    rng = Rng(5)
    while not table.state.is_over():
        table.session.apply(rng.choice(table.state.legal_actions()))
    table.refresh()
    seat = table.viewer
    for key in (("sled", seat), ("quarry", seat), ("sled_stone", seat, 0)):
        assert table.view.piece_stuck_reason(key) == "The game is over."
