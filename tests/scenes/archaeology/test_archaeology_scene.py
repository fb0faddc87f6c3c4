"""The Archaeology table driven with synthetic mouse events through the real scene."""

import pygame
import pytest

from engines import get_engine
from engines.archaeology.cards import TREASURES
from engines.core import Replay, Rng, Seat
from scenes.screens.results import ResultsScene
from tests.scenes.mouse import click, drag, lift_cover, press, release


def humans(n):
    return [Seat(f"P{i + 1}", "human") for i in range(n)]


def open_table(app, seats, seed):
    """The scene on the stack (built directly: it works whether or not the menu lists it)."""
    from scenes.archaeology import DESCRIPTOR

    engine = get_engine("archaeology")
    state = engine.new_game(len(seats), {}, seed)
    replay = Replay("archaeology", {}, seats, seed, [])
    scene = DESCRIPTOR.create_scene(app, replay, state, autosave=False)
    app.scenes.push(scene)
    return scene


@pytest.fixture
def table(app):
    app.settings.animation_speed = 0.0
    scene = open_table(app, humans(2), seed=4)
    lift_cover(app, scene)  # the first player's hand is covered until P1 is at the screen
    return scene


def click_button(app, scene, action):
    """Press the choice button of `action` (as pygame_gui reports a pressed button)."""
    button = next(b for b, a in scene.choice_buttons.items() if a == action)
    assert scene.table_rect.contains(button.rect)
    scene.on_button(button)
    app.step([])


def card_key(scene, name, index=0):
    return ("hand", name, index)


def advance_to(scene, wanted, rng, limit=3000):
    """Play random legal actions (never the wanted kind's rivals) until `wanted(state)`."""
    for _ in range(limit):
        if wanted(scene.state):
            return True
        if scene.state.is_over():
            return False
        if scene.covered_for is not None:
            scene.lift_cover()  # the next player is at the screen
        legal = scene.state.legal_actions()
        scene.play(legal[rng.randrange(len(legal))])
        scene.animator.clear()
    return wanted(scene.state)


def test_clicking_the_dig_deck_digs_exactly_as_apply(app, table):
    assert table.state.legal_actions() == [("dig",)]
    expected = table.state.clone()
    expected.apply(("dig",))
    click(app, table.areas[("deck",)].center)
    assert table.state == expected
    assert table.session.replay.actions == [("dig",)]


def _act_phase(table, rng, test=None):
    def ready(state):
        return state.phase == "act" and (test is None or test(state))
    assert advance_to(table, ready, rng)


def test_an_illegal_drop_changes_nothing_and_says_why(app, table):
    _act_phase(table, Rng(4))
    key = next(k for k in table.areas if k[0] == "hand" and k[1] != "map")
    before = table.state.clone()
    drag(app, table.areas[key].center, table.areas[("chamber", "large")].center)
    assert table.state == before
    assert table.toast.visible and table.toast.error


def test_selling_a_set_by_selecting_cards_and_clicking_the_museum(app, table):
    rng = Rng(5)

    def has_pair(state):
        return any(n >= 2 for n in state.hands[state.turn])
    _act_phase(table, rng, has_pair)
    seat = table.state.turn
    t = next(t for t, n in enumerate(table.state.hands[seat]) if n >= 2)
    from engines.archaeology.cards import TREASURES
    name = TREASURES[t]
    counts = table.view.gestures.sell_counts(name)
    assert counts[-1] >= 2
    expected = table.state.clone()
    expected.apply(("sell", name, counts[-1]))
    # whichever card of the stack is clicked, the largest set is selected, and said
    click(app, table.areas[("hand", name, 0)].center)
    assert table.state.hands[seat][t] >= 2
    assert table.interaction.selected[:2] == ("hand", name)
    assert ("museum",) in table.interaction.lit_targets()
    assert f"to sell {counts[-1]} for" in table.view.tooltip(("hand", name, 0))
    click(app, table.areas[("museum",)].center)
    assert table.state == expected
    assert table.session.replay.actions[-1] == ("sell", name, counts[-1])


def test_the_wheel_changes_how_many_cards_a_held_sale_sells(app, table):
    rng = Rng(5)

    def has_pair(state):
        return any(n >= 2 for n in state.hands[state.turn])
    _act_phase(table, rng, has_pair)
    seat = table.state.turn
    from engines.archaeology.cards import TREASURES
    t = next(t for t, n in enumerate(table.state.hands[seat]) if n >= 2)
    name = TREASURES[t]
    top = table.view.gestures.sell_counts(name)[-1]
    start = table.areas[("hand", name, top - 1)].center
    museum = table.areas[("museum",)].center
    press(app, start, museum)
    assert table.interaction.dragging
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
    assert table.view.gestures.sell_count(name) == top - 1
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_MINUS, mod=0, unicode="-",
                                 scancode=0)])
    # a count below the smallest legal set is not offered; the key is then ignored
    gestures = table.view.gestures
    assert gestures.sell_count(name) == max(top - 2, gestures.sell_counts(name)[0])
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    chosen = table.view.gestures.sell_count(name)
    expected = table.state.clone()
    expected.apply(("sell", name, chosen))
    release(app, museum)
    assert table.session.replay.actions[-1] == ("sell", name, chosen)
    assert table.state == expected
    assert table.obs["money"][seat] == expected.money[seat]


def test_dragging_a_card_onto_the_museum_sells_it(app, table):
    _act_phase(table, Rng(6))
    seat = table.state.turn
    action = next(a for a in table.state.legal_actions() if a[0] == "sell")
    action = ("sell", action[1], table.view.gestures.sell_counts(action[1])[-1])
    expected = table.state.clone()
    expected.apply(action)
    drag(app, table.areas[("hand", action[1], 0)].center, table.areas[("museum",)].center)
    assert table.state == expected
    assert table.obs["money"][seat] == expected.money[seat]


def test_a_cancelled_trade_leaves_no_log_line(app, table):
    _act_phase(table, Rng(7), lambda state: ("trade",) in state.legal_actions())
    lines = len(table.log.lines)
    table.play(("trade",))
    table.play(("cancel",))
    assert len(table.log.lines) == lines


def test_a_trade_built_with_the_mouse_and_confirmed(app, table):
    rng = Rng(7)

    def can_trade(state):
        return ("trade",) in state.legal_actions()
    _act_phase(table, rng, can_trade)
    click(app, table.areas[("trade_panel",)].center)
    assert table.state.phase == "trade"
    assert ("give_tray",) in table.areas and ("take_tray",) in table.areas
    expected = table.state.clone()
    take = next(a for a in table.state.legal_actions() if a[0] == "take")
    expected.apply(take)
    drag(app, table.areas[("market", take[1])].center, table.areas[("take_tray",)].center)
    assert table.state == expected
    for _ in range(30):  # give cards (clicks) until the trade can be confirmed
        if ("confirm",) in table.state.legal_actions():
            break
        give = next(a for a in table.state.legal_actions() if a[0] == "give")
        expected.apply(give)
        click(app, table.areas[("hand", give[1], 0)].center)
        assert table.state == expected
    expected.apply(("confirm",))
    click_button(app, table, ("confirm",))
    assert table.state == expected
    assert table.state.phase == "act"


def test_trade_cancel_button_changes_nothing_but_the_counter(app, table):
    _act_phase(table, Rng(8), lambda s: ("trade",) in s.legal_actions())
    hands = [h[:] for h in table.state.hands]
    click_button(app, table, ("trade",))
    click_button(app, table, ("cancel",))
    assert table.state.phase == "act" and table.state.hands == hands


def test_thief_victim_is_chosen_by_clicking_the_player(app):
    app.settings.animation_speed = 0.0
    scene = open_table(app, humans(3), seed=2)
    assert advance_to(scene, lambda s: s.phase == "steal", Rng(2))
    action = scene.state.legal_actions()[0]
    expected = scene.state.clone()
    expected.apply(action)
    if scene.covered_for is not None:
        click(app, (5, 5))
    click(app, scene.areas[("opp", action[1])].center)
    assert scene.state == expected


def test_sandstorm_discards_by_clicking_cards_each_seat_behind_the_cover(app):
    app.settings.animation_speed = 0.0
    for seed in range(1, 30):
        scene = open_table(app, humans(2), seed=seed)
        rng = Rng(seed)
        if not advance_to(scene, lambda s: s.phase == "discard", rng, limit=400):
            app.scenes.pop()
            continue
        deciding = scene.state.to_move()
        if scene.covered_for is not None:
            assert scene.covered_for == deciding
            assert scene.interaction.bindings == []  # nothing to do under the cover
            click(app, (5, 5))
        assert scene.viewer == deciding and scene.obs["seat"] == deciding
        action = scene.state.legal_actions()[0]
        expected = scene.state.clone()
        expected.apply(action)
        click(app, scene.areas[("hand", action[1], 0)].center)
        assert scene.state == expected
        return
    pytest.fail("no sandstorm with cards to discard")


def test_exploring_a_chamber_by_dragging_a_map(app):
    app.settings.animation_speed = 0.0
    for seed in range(1, 40):
        scene = open_table(app, humans(2), seed=seed)
        if not advance_to(scene, lambda s: any(a[0] == "explore" for a in s.legal_actions()),
                          Rng(seed), limit=600):
            app.scenes.pop()
            continue
        action = next(a for a in scene.state.legal_actions() if a[0] == "explore")
        expected = scene.state.clone()
        expected.apply(action)
        drag(app, scene.areas[("hand", "map", 0)].center,
             scene.areas[("chamber", action[1])].center)
        assert scene.state == expected
        assert scene.obs["chambers"][["small", "medium", "large"].index(action[1])]["explored"]
        return
    pytest.fail("no game offered an exploration")


def test_secrets_never_reach_the_log_of_a_hot_seat_game(app):
    app.settings.animation_speed = 0.0
    scene = open_table(app, humans(2), seed=3)
    advance_to(scene, lambda s: len(s.deck) < 30, Rng(3))
    text = "\n".join(line for line, _seat in scene.log.lines)
    assert "digs up a treasure" in text
    assert "digs up:" not in text


def test_secrets_of_the_only_human_are_logged_for_them(app):
    from engines.archaeology.cards import NUM_TYPES, TREASURES

    app.settings.animation_speed = 0.0
    engine = get_engine("archaeology")
    seed = next(s for s in range(1, 200)
                if (st := engine.new_game(2, {}, s)).turn == 0 and st.deck[-1] < NUM_TYPES)
    seats = [Seat("Me", "human"), Seat("Bot", "easy")]
    scene = open_table(app, seats, seed=seed)
    card = TREASURES[scene.state.deck[-1]]
    click(app, scene.areas[("deck",)].center)
    text = "\n".join(line for line, _seat in scene.log.lines)
    assert f"Me digs up: {card.replace('_', ' ').capitalize()}." in text


def test_the_hand_drawn_is_the_viewers_own(app, table):
    seat = table.viewer
    from engines.archaeology.cards import TREASURES
    shown = {}
    for key in table.areas:
        if key[0] == "hand":
            shown[key[1]] = shown.get(key[1], 0) + 1
    assert shown == {TREASURES[t]: n for t, n in enumerate(table.state.hands[seat]) if n}


def test_a_full_easy_bot_game_through_the_scene_reaches_the_results(app):
    app.settings.animation_speed = 0.0
    seats = [Seat(f"Bot{i}", "easy") for i in range(4)]
    scene = open_table(app, seats, seed=2)  # a short game (~600 moves, one frame or more each)
    for _frame in range(20_000):
        app.step([])
        if isinstance(app.scenes.top, ResultsScene):
            break
    assert scene.state.is_over()
    assert isinstance(app.scenes.top, ResultsScene)
    assert app.scenes.top.winners == scene.state.winners()


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_every_legal_action_can_be_made_with_the_mouse(app, players, seed):
    from tests.scenes.reachability import assert_every_action_reachable

    app.settings.animation_speed = 0.0
    scene = open_table(app, humans(players), seed=seed)
    checked = assert_every_action_reachable(scene, 4000, Rng(seed))
    assert scene.state.is_over() and checked > 80


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_draws_at_other_window_sizes(tmp_path, size):
    from scenes.navigator import Navigator
    from shell.app import App
    from shell.store.settings import Settings

    application = App(Settings(), settings_path=tmp_path / "s.json", size=size,
                      navigator=Navigator())
    try:
        application.settings.animation_speed = 0.0
        scene = open_table(application, humans(3), seed=5)
        advance_to(scene, lambda s: s.phase == "act", Rng(5))
        application.step([])
        table = scene.table_rect
        for key, rect in scene.areas.items():
            if key[0] != "score":
                assert table.contains(rect), key
    finally:
        application.shutdown()


def test_every_event_animation_draws_mid_flight(app):
    """Animations on (normal speed): each move's tweens are drawn half-way, then finished."""
    app.settings.animation_speed = 1.0
    scene = open_table(app, humans(3), seed=8)
    rng = Rng(8)
    kinds = set()
    surface = pygame.Surface(app.surface.get_size())
    for _ in range(1500):
        if scene.state.is_over():
            break
        if scene.covered_for is not None:
            scene.lift_cover()  # the next player is at the screen
        legal = scene.state.legal_actions()
        assert scene.play(legal[rng.randrange(len(legal))])
        kinds.update(e.kind for e in scene.session.history[-1])
        for _step in range(3):
            scene.animator.update(0.12)
            scene.draw(surface)
        scene.animator.clear()
    assert scene.state.is_over()
    assert {"dig", "sell", "trade", "steal", "sandstorm_discard", "explore"} <= kinds


def test_while_holding_a_map_exactly_the_explorable_chambers_light_up(app):
    app.settings.animation_speed = 0.0
    for seed in range(1, 40):
        scene = open_table(app, humans(2), seed=seed)
        if not advance_to(scene, lambda s: any(a[0] == "explore" for a in s.legal_actions()),
                          Rng(seed), limit=600):
            app.scenes.pop()
            continue
        start = scene.areas[("hand", "map", 0)].center
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                  pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 40, start[1] - 40),
                                     rel=(40, -40), buttons=(1, 0, 0))])
        lit = scene.interaction.lit_targets()
        legal = {("chamber", a[1]) for a in scene.state.legal_actions() if a[0] == "explore"}
        assert lit - {("museum",)} == legal
        return
    pytest.fail("no game offered an exploration")


def test_dragging_a_hand_card_onto_the_give_tray_gives_it(app, table):
    _act_phase(table, Rng(9), lambda s: ("trade",) in s.legal_actions())
    click(app, table.areas[("trade_panel",)].center)
    give = next(a for a in table.state.legal_actions() if a[0] == "give")
    expected = table.state.clone()
    expected.apply(give)
    drag(app, table.areas[("hand", give[1], 0)].center, table.areas[("give_tray",)].center)
    assert table.state == expected
    assert table.obs["pending"]["give"] == {give[1]: 1}


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_choice_buttons_fit_their_labels_in_every_language(app, lang):
    """The kit measures choice buttons with the buttons' own bold face (theme "@primary")."""
    from shell.language import i18n

    i18n.set_language(lang)
    try:
        app.settings.animation_speed = 0.0
        scene = open_table(app, humans(2), seed=4)
        app.step([])
        rng = Rng(2)
        assert advance_to(scene, lambda s: ("trade",) in s.legal_actions()
                          and s.phase == "act", rng)
        scene.refresh()
        app.step([])
        seen = []
        for action in (None, ("trade",)):  # the turn's buttons, then a trade's
            if action:
                scene.play(action)
                app.step([])
            assert scene.choice_buttons
            for button in scene.choice_buttons:
                margin = button.rect.w - button.font.size(button.text)[0]
                assert margin >= 32 * scene.scale, (lang, button.text, margin)
                seen.append(button.text)
        assert len(seen) >= 3
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080), (2560, 1440)])
def test_every_kind_in_a_full_hand_shows_its_whole_face(size):
    """One stack per kind with its count: with every kind of card in hand (five of each),
    no kind's card lies over another kind's, so every name on the hand shows."""
    from scenes.archaeology import layout as L
    from scenes.kit.canvas import CANVAS
    from shell.ui.theme import ui_scale

    s = ui_scale(size)
    area = pygame.Rect(0, 0, round((CANVAS[0] - 20 - L.MUSEUM_W - 44) * s),
                       round((L.OWN_H - 42) * s))
    groups = [(name, 5) for name in TREASURES]
    card = L.hand_card_size(area, groups, L.scaled(L.HAND_CARD, s))
    rects = L.hand_rects(area, groups, card, s)
    tops = {name: rects[(name, 4)] for name, _n in groups}
    for name, rect in tops.items():
        assert area.contains(rect), name
        others = [r for (other, _i), r in rects.items() if other != name]
        assert rect.collidelist(others) == -1, f"another kind covers {name}"
    assert card[0] >= int(L.HAND_CARD[0] * s * L.HAND_MIN_CARD)


def test_a_held_sales_label_never_lies_under_a_button(app, table, monkeypatch):
    """Dragging a set just under "End turn": its sell label goes below the pointer instead of
    under the button, whole."""
    _act_phase(table, Rng(5), lambda state: any(n >= 1 for n in state.hands[state.turn]))
    seat = table.state.turn
    name = next(TREASURES[t] for t, n in enumerate(table.state.hands[seat]) if n)
    button = max((b.rect for b in table.choice_buttons), key=lambda r: r.x)
    reach = round(table.table_layout.hand_card[1] * 0.5 + 40 * table.scale)
    drawn = []
    original = table.view.drawing._badge
    monkeypatch.setattr(table.view.drawing, "_badge",
                        lambda *a, **kw: drawn.append(original(*a, **kw)))
    press(app, table.areas[("hand", name, 0)].center, (button.centerx, button.centery + reach))
    assert table.interaction.dragging and table.view.gestures.held_sale() == name
    drawn.clear()
    app.step([])
    label = drawn[-1]
    assert label.collidelist([b.rect for b in table.choice_buttons]) == -1
    assert table.table_rect.contains(label)
    release(app, (button.centerx, button.centery + reach))


def empty_handed_turn(seed=3):
    """A replay and state where P1 (a person) acts with an empty hand: P1 sells every set
    it holds, the bot digs and ends its turns."""
    engine = get_engine("archaeology")
    state = engine.new_game(2, {}, seed)
    rng, actions = Rng(5), []
    while not (state.to_move() == 0 and state.phase == "act" and not any(state.hands[0])
               and ("end_turn",) in state.legal_actions()):
        legal = state.legal_actions()
        sells = [a for a in legal if a[0] == "sell"] if state.to_move() == 0 else []
        plain = [a for a in legal if a[0] in ("dig", "steal", "discard", "end_turn")]
        action = sells[-1] if sells else (plain or legal)[rng.randrange(len(plain or legal))]
        state.apply(action)
        actions.append(action)
    return Replay("archaeology", {}, [Seat("P1", "human"), Seat("Bot", "easy")], seed,
                  actions), state


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_end_turn_alone_stands_in_the_buttons_band(tmp_path, size):
    """With an empty hand End turn is the only choice: it stays in the band over the seat's
    hand, where the buttons always stand, not in a free corner of the table."""
    from scenes.archaeology import DESCRIPTOR
    from scenes.navigator import Navigator
    from shell.app import App
    from shell.store.settings import Settings

    app = App(Settings(), settings_path=tmp_path / "settings.json", size=size,
              navigator=Navigator())
    try:
        app.settings.animation_speed = 0.0
        replay, state = empty_handed_turn()
        scene = DESCRIPTOR.create_scene(app, replay, state, autosave=False)
        app.scenes.push(scene)
        app.step([])
        (button, action), = scene.choice_buttons.items()
        assert action == ("end_turn",)
        band = scene.table_layout.regions["buttons"]
        assert band.contains(button.rect), (button.rect, band)
    finally:
        app.shutdown()
