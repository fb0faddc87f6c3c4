"""The Aton table driven with synthetic mouse events through the real scene."""

import pygame
import pygame_gui
import pytest

from engines.core import Rng, Seat
from scenes.aton.layout import mat_without_hand
from scenes.aton.texts import placements_text
from scenes.game_start import start_new_game
from scenes.navigator import Navigator
from scenes.screens.results import ResultsScene
from shell.app import App
from shell.language import i18n
from shell.store.settings import Settings
from tests.scenes.mouse import click, drag, lift_cover, motion
from tests.scenes.reachability import assert_every_action_reachable, offered_actions


def humans():
    return [Seat("Red", "human"), Seat("Blue", "human")]


@pytest.fixture
def table(app):
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, "aton", seats=humans(), seed=4, autosave=False)
    lift_cover(app, scene)  # red's hand is covered until red is at the screen
    return scene








def uncover(app, scene):
    if scene.covered_for is not None:
        app.step([])  # the cover comes up once the last move's animation is over
        click(app, (10, 10))
    assert scene.covered_for is None


def advance_to(app, scene, kinds, rng, limit=400):
    """Play random legal actions until the pending decision is one of `kinds`."""
    for _ in range(limit):
        uncover(app, scene)
        pending = scene.obs["pending"]
        if pending is not None and pending["kind"] in kinds:
            return pending
        legal = scene.state.legal_actions()
        scene.play(legal[rng.randrange(len(legal))])
    pytest.fail(f"never reached {kinds}")


def click_button(app, button):
    """The button press pygame_gui reports for a click on `button`."""
    app.scenes.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED,
                                               ui_element=button, ui_object_id=""))


def button_for(scene, action):
    return next(b for b, a in scene.choice_buttons.items() if a == action)


def test_exchange_and_keep_are_buttons(app, table):
    assert table.obs["pending"]["kind"] == "exchange"
    assert set(table.choice_buttons.values()) == {("exchange",), ("keep",)}
    button = button_for(table, ("keep",))
    click_button(app, button)
    assert table.session.replay.actions == [("keep",)]
    assert table.obs["pending"]["kind"] == "assign"


def test_dragging_a_card_onto_an_ornament_is_exactly_apply(app, table):
    table.play(("keep",))
    value = table.obs["hand"][2]
    expected = table.state.clone()
    expected.apply(("assign", 3, value))
    drag(app, table.areas[("hand", 0, 2)].center, table.areas[("slot", 0, 3)].center)
    assert table.state == expected
    assert table.session.replay.actions[-1] == ("assign", 3, value)


def test_clicking_a_card_then_an_ornament_assigns_it(app, table):
    table.play(("keep",))
    value = table.obs["hand"][0]
    click(app, table.areas[("hand", 0, 0)].center)
    assert table.interaction.selected == ("hand", 0, 0)
    assert table.interaction.lit_targets() == {("slot", 0, o) for o in range(1, 5)}
    click(app, table.areas[("slot", 0, 4)].center)
    assert table.session.replay.actions[-1] == ("assign", 4, value)
    assert table.obs["assignment"][3] == value


def test_dropping_a_card_on_a_taken_ornament_changes_nothing_and_says_why(app, table):
    table.play(("keep",))
    drag(app, table.areas[("hand", 0, 0)].center, table.areas[("slot", 0, 1)].center)
    before = table.state.clone()
    drag(app, table.areas[("hand", 0, 1)].center, table.areas[("slot", 0, 1)].center)
    assert table.state == before
    assert table.toast.visible and table.toast.error


def test_a_laid_card_leaves_its_place_empty_and_the_others_stay(app, table):
    """After a card is laid, no other card slides under the pointer: a second drag from the
    same place picks up nothing and is answered with no rule."""
    table.play(("keep",))
    hand = list(table.obs["hand"])
    drag(app, table.areas[("hand", 0, 1)].center, table.areas[("slot", 0, 2)].center)
    assert table.obs["assignment"][1] == hand[1]
    slots = table.view.hand.slots
    assert [slots.value(0, i) for i in range(4)] == [hand[0], None, hand[2], hand[3]]
    table.toast.left = 0.0  # no message up before the second drag
    before = table.state.clone()
    drag(app, table.areas[("hand", 0, 1)].center, table.areas[("slot", 0, 3)].center)
    assert table.state == before
    assert not table.toast.visible
    assert "cartouches" in table.view.tooltip(("hand", 0, 1))
    drag(app, table.areas[("hand", 0, 3)].center, table.areas[("slot", 0, 3)].center)
    assert table.obs["assignment"][2] == hand[3]
    assert [table.view.hand.slots.value(0, i) for i in range(4)] == [hand[0], None, hand[2], None]


def test_blind_assignment_hides_red_cards_and_passes_the_screen(app, table):
    table.play(("keep",))
    hand = list(table.obs["hand"])
    for ornament, value in enumerate(hand, start=1):
        table.play(("assign", ornament, value))
    # blue is a human too: the cover hides red's cards before blue sees the table
    assert table.covered_for == 1
    assert table.interaction.bindings == []
    assert table.viewer == 0, "until the cover is lifted the table shows red's view"
    app.step([])  # the last move's animation ends (instant at speed 0); the cover comes up
    assert table.cover_showing
    click(app, (10, 10))
    assert table.covered_for is None and table.viewer == 1
    assert table.obs["assignment"] == [None] * 4
    assert table.obs["face_down"][0] == [True] * 4
    assert table.obs["revealed"] is None


def test_placing_a_priest_by_click_and_by_drag(app, table):
    rng = Rng(5)
    pending = advance_to(app, table, {"place"}, rng)
    seat = pending["seat"]
    action = next(a for a in table.state.legal_actions() if a[0] == "place")
    lit = table.interaction.lit_targets()
    assert lit == {("cell", a[1], a[2]) for a in table.state.legal_actions()}
    expected = table.state.clone()
    expected.apply(action)
    click(app, table.areas[("cell", action[1], action[2])].center)
    assert table.state == expected
    uncover(app, table)
    if table.obs["pending"] and table.obs["pending"]["kind"] == "place":
        seat = table.obs["pending"]["seat"]
        action = table.state.legal_actions()[-1]
        expected = table.state.clone()
        expected.apply(action)
        drag(app, table.areas[("supply", seat)].center,
             table.areas[("cell", action[1], action[2])].center)
        assert table.state == expected


def test_placing_on_a_closed_temple_is_refused(app, table):
    rng = Rng(7)
    for _ in range(30):
        pending = advance_to(app, table, {"place"}, rng)
        if len(pending["temples"]) < 4:
            break
        table.play(table.state.legal_actions()[0])
    else:
        pytest.skip("no restricted placement met")
    seat = pending["seat"]
    before = table.state.clone()
    drag(app, table.areas[("supply", seat)].center, table.areas[("cell", 4, 0)].center)
    assert table.state == before
    assert "Not allowed" in table.toast.text


def test_removing_a_priest_by_dragging_it_to_the_kingdom(app, table):
    rng = Rng(11)
    pending = advance_to(app, table, {"remove_enemy", "remove_own"}, rng, limit=2000)
    action = table.state.legal_actions()[0]
    bindings = [b for b in table.interaction.bindings if b.action == action]
    target = next(b.target for b in bindings if b.source is not None)
    expected = table.state.clone()
    events = expected.apply(action)
    drag(app, table.areas[("cell", action[1], action[2])].center, table.areas[target].center)
    assert table.state == expected
    assert any(e.kind == "remove" for e in events)
    assert pending["seat"] in (0, 1)


def test_tooltips_explain_temples_cells_and_ornaments(app, table):
    assert "difference" in table.view.tooltip(("temple", 1))
    assert "+2" not in table.view.tooltip(("cell", 1, 0))
    assert "2 points" in table.view.tooltip(("cell", 4, 3))
    assert "8" in table.view.tooltip(("cell", 1, 4))
    assert "twice" in table.view.tooltip(("ornament", 1))
    assert "Kingdom" in table.view.tooltip(("kingdom",))
    app.step([motion(table.areas[("cell", 2, 7)].center)])
    assert table.interaction.hovered == ("cell", 2, 7)


def test_every_event_of_a_game_has_a_drawing_and_log(app):
    app.settings.animation_speed = 1.0
    scene = start_new_game(app, "aton", seats=humans(), seed=9, autosave=False)
    rng = Rng(9)
    kinds = set()
    surface = pygame.Surface(app.size)
    for _ in range(3000):
        if scene.state.is_over():
            break
        uncover(app, scene)
        legal = scene.state.legal_actions()
        before = list(scene.log.lines)  # the line tuples: new ones are told apart by identity
        scene.play(legal[rng.randrange(len(legal))])
        events = scene.session.history[-1]
        kinds |= {e.kind for e in events}
        scene.update(0.1)
        scene.draw(surface)  # mid-animation frames must draw
        scene.animator.clear()
        kept = {id(line) for line in before}
        new = [text for line in scene.log.lines if id(line) not in kept for text in line[:1]]
        for event in events:
            if event.kind == "place":  # a run of placements shares (rewrites) one line
                placed = f"{scene.session.name(event.seat)} places "
                assert any(t.startswith(placed) and str(event.data["temple"]) in t
                           for t in new), (event, new)
            elif scene.view.describe(event) is not None:
                assert scene.view.describe(event) in new, (event, new)
        # no line of their own: a blind (hidden) assignment, and the new hands and cleared
        # ornaments that come with the "Round n begins." line
        assert {e.kind for e in events if scene.view.describe(e) is None} <= {
            "assign", "draw", "discard"}
    assert scene.state.is_over()
    assert {"reveal", "place", "score", "scoring", "remove"} <= kinds


@pytest.mark.parametrize("seed", [1, 2])
def test_every_legal_action_can_be_made_with_the_mouse(app, seed):
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, "aton", seats=humans(), seed=seed, autosave=False)
    checked = assert_every_action_reachable(scene, 5000, Rng(seed))
    assert scene.state.is_over() and checked > 100


def test_a_full_easy_bot_game_through_the_scene(app):
    app.settings.animation_speed = 0.0
    seats = [Seat("Bot1", "easy"), Seat("Bot2", "easy")]
    scene = start_new_game(app, "aton", seats=seats, seed=11, autosave=False)
    for _frame in range(20_000):
        app.step([])
        if isinstance(app.scenes.top, ResultsScene):
            break
    assert scene.state.is_over()
    assert isinstance(app.scenes.top, ResultsScene)
    assert app.scenes.top.winners == scene.state.winners()


def test_offered_actions_match_legal_at_the_start(app, table):
    assert offered_actions(table) == set(table.state.legal_actions())


def test_the_cover_appears_only_before_private_card_decisions(app, table):
    rng = Rng(3)
    covers = 0
    for _ in range(300):
        if table.state.is_over():
            break
        if table.covered_for is not None:
            covers += 1
            assert table.obs["pending"]["kind"] in ("exchange", "assign")
            uncover(app, table)
        legal = table.state.legal_actions()
        table.play(legal[rng.randrange(len(legal))])
    assert covers >= 2


def test_a_players_placements_in_a_row_share_one_log_line(app, table):
    rng = Rng(5)
    for _ in range(50):
        pending = advance_to(app, table, {"place"}, rng)
        if pending["remaining"] >= 2:
            break
        table.play(table.state.legal_actions()[0])
    else:
        pytest.fail("no placement of two priests met")
    lines = len(table.log.lines)
    first, second = table.state.legal_actions()[:2]
    table.play(first)
    then = table.state.legal_actions()[0]
    table.play(then)
    assert len(table.log.lines) == lines + 1
    name = table.session.name(table.log.lines[-1][1])
    temples = [first[1], then[1]]  # ("place", temple, cell)
    assert table.log.lines[-1][0] == f"{name} places {placements_text(temples)}."
    assert second[0] == "place"


@pytest.mark.parametrize("lang,temples,text", [
    ("en", [1, 1, 1], "3 priests in temple 1"),
    ("en", [2, 1, 2], "2 priests in temple 2, 1 priest in temple 1"),
    ("ru", [1, 1, 1], "в храме 1 — 3"),
    ("pl", [3, 4], "w świątyni 3 — 1, w świątyni 4 — 1"),
])
def test_placements_in_a_row_are_grouped_by_temple(lang, temples, text):
    """One entry per temple with its count («в храме 1 — 3»), not one per priest."""
    i18n.set_language(lang)
    try:
        assert placements_text(temples).replace("\u00a0", " ") == text
    finally:
        i18n.set_language("en")


def test_points_count_on_the_panel_when_they_land(app):
    app.settings.animation_speed = 1.0
    scene = start_new_game(app, "aton", seats=humans(), seed=6, autosave=False)
    rng = Rng(6)
    for _ in range(2000):
        uncover(app, scene)
        legal = scene.state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        probe = scene.state.clone()
        if any(e.kind == "score" for e in probe.apply(action)):
            scene.play(action)
            assert scene.obs_scores() != scene.state.scores()
            scene.animator.clear()
            assert scene.obs_scores() == scene.state.scores()
            return
        scene.play(action)
        scene.animator.clear()
    pytest.fail("nobody scored")


def test_cover_waits_for_the_last_animation_and_its_skip_click_does_not_lift_it(app, table):
    app.settings.animation_speed = 1.0
    table.play(("keep",))
    app.step([])
    for ornament, value in enumerate(list(table.obs["hand"]), start=1):
        table.play(("assign", ornament, value))
    app.step([])
    assert table.covered_for == 1 and table.animator.busy and not table.cover_showing
    assert table.viewer == 0 and table.obs["assignment"] != [None] * 4, \
        "while red's move animates the table still shows red's own view"
    click(app, (10, 10))  # finishes the animation; its release must not lift the cover
    assert table.cover_showing and table.covered_for == 1
    click(app, (10, 10))
    assert table.covered_for is None and table.viewer == 1


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_exchange_choice_covers_no_temple_track_or_hand(tmp_path, size):
    """The round's exchange-or-keep buttons and the prompt stand clear of the temples, the
    score track, the chooser's mat and the other mat but its face-down cards: everything
    that choice is made from."""
    app = App(Settings(), settings_path=tmp_path / "settings.json", size=size,
              navigator=Navigator())
    try:
        app.settings.animation_speed = 0.0
        scene = start_new_game(app, "aton", seats=humans(), seed=4, autosave=False)
        lift_cover(app, scene)
        app.step([])
        assert scene.obs["pending"]["kind"] == "exchange"
        buttons = [b.rect for b in scene.choice_buttons]
        assert len(buttons) == 2
        covered = [scene.areas[("temple", t)] for t in range(1, 5)]
        chooser = scene.obs["pending"]["seat"]
        covered += [scene.areas[("track",)], scene.areas[("mat", chooser)],
                    *mat_without_hand(scene.areas, 1 - chooser)]
        for rect in [*buttons, scene.prompt_box]:
            assert not any(rect.colliderect(c) for c in covered), rect
    finally:
        app.shutdown()


def test_a_scoring_goes_place_by_place_and_a_click_skips_it(app):
    from scenes.kit.motion import ScoringStep

    app.settings.animation_speed = 1.0
    scene = start_new_game(app, "aton", seats=humans(), seed=6, autosave=False)
    rng = Rng(6)
    for _ in range(3000):
        uncover(app, scene)
        legal = scene.state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        events = scene.state.clone().apply(action)
        if any(e.kind == "scoring" for e in events):
            scene.play(action)
            places = [step.place for step in scene.animator.queue
                      if isinstance(step, ScoringStep)]
            scoring = next(e for e in events if e.kind == "scoring").data["points"]
            names = ("Temple 1", "Temple 2", "Temple 3", "Temple 4", "Black cells",
                     "Bonus cells")
            expected = [f"Scoring: {name}" for k, name in enumerate(names)
                        if scoring[0][k] or scoring[1][k]]
            assert places == expected and places
            assert scene.obs_scores() != scene.state.scores()
            click(app, (5, 5))
            assert not any(isinstance(step, ScoringStep) for step in scene.animator.queue)
            assert scene.obs_scores() == scene.state.scores()
            return
        scene.play(action)
        scene.animator.clear()
    pytest.fail("no scoring")


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_at_200_percent_text_the_exchange_choice_leaves_every_cartouches_text_in_view(
        tmp_path, lang):
    """At 1280 x 720 and 200% text the Exchange / Keep buttons are too wide for the ornament
    board's gaps: they stand over the other seat's mat, not over a cartouche's title and
    rule, and leave the chooser's name and points, hand, deck, discard pile, supply and
    chip, the temples, the Kingdom of the Dead and the score track in view."""
    i18n.set_language(lang)
    app = App(Settings(language=lang, text_size=200, animation_speed=0.0),
              settings_path=tmp_path / "settings.json", size=(1280, 720),
              navigator=Navigator())
    try:
        scene = start_new_game(app, "aton", seats=humans(), seed=4, autosave=False)
        lift_cover(app, scene)
        app.step([])
        assert scene.obs["pending"]["kind"] == "exchange"
        areas, chooser = scene.areas, scene.obs["pending"]["seat"]
        texts = [pygame.Rect(areas[("slot", 0, k)].right, areas[("ornament", k)].y,
                             areas[("slot", 1, k)].x - areas[("slot", 0, k)].right,
                             areas[("ornament", k)].h) for k in range(1, 5)]
        hand = areas[("hand", chooser, 0)].union(areas[("hand", chooser, 3)])
        header = mat_without_hand(areas, chooser)[0]  # the chooser's name and points
        kept = [*texts, hand, header, areas[("kingdom",)], areas[("track",)],
                *(areas[(kind, chooser)] for kind in ("deck", "discard", "supply", "chip")),
                *(areas[("cell", t, c)] for t in range(1, 5) for c in range(12))]
        buttons = [pygame.Rect(b.rect) for b in scene.choice_buttons]
        assert len(buttons) == 2
        covered = [(tuple(button), tuple(rect)) for button in buttons for rect in kept
                   if button.colliderect(rect)]
        assert covered == []
        assert all(button.colliderect(areas[("mat", 1 - chooser)]) for button in buttons)
    finally:
        app.shutdown()
        i18n.set_language("en")
