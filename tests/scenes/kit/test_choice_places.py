"""The choice buttons over a table leave in view what the choice is about: the rects each
game's layout names (`keep_clear`) and the prompt, at every text size, window size and
language; they stay on the table's side of the window, apart from each other.

The kit's placement (scenes/kit/choice_places.py) is checked on its own first, then every
game's choices at its tables."""

import copy
import functools

import pygame
import pytest

from engines import get_engine
from engines.core import Replay, Rng, Seat
from scenes.games import app_descriptor
from scenes.kit.choice_places import choice_places
from scenes.kit.layout import TableLayout
from scenes.navigator import Navigator
from shell.app import App
from shell.language import i18n
from shell.store.settings import Settings

# ---------------------------------------------------------------------------- the kit alone
TABLE = pygame.Rect(0, 0, 980, 720)


def _apart(places) -> bool:
    return all(not a.colliderect(b) for k, a in enumerate(places) for b in places[k + 1:])


def test_buttons_stand_at_the_layouts_place_when_it_is_clear(app):
    layout = TableLayout(TABLE, 1.0, buttons_x=400, buttons_y=90,
                         keep_clear=(pygame.Rect(0, 300, 980, 100),))
    first, second = choice_places(["Take", "Pass"], TABLE, layout, 1.0, 1.0, 1.0)
    assert first.y == second.y == 90 and first.right < second.x
    assert abs((first.x + second.right) / 2 - 400) <= 1


def test_buttons_leave_the_named_rects_and_the_prompt_in_view(app):
    """The layout's place lies on a board's header and the top on the prompt: the buttons
    go to the free band between them and the rest of the board."""
    headers = pygame.Rect(0, 100, 980, 60)
    board = pygame.Rect(0, 250, 980, 470)
    prompt = pygame.Rect(200, 8, 580, 80)
    layout = TableLayout(TABLE, 1.0, buttons_y=110, keep_clear=(headers, board))
    places = choice_places(["Exchange the cards", "Keep the cards"], TABLE, layout, 1.0, 1.0,
                           1.0, [prompt])
    assert _apart(places) and all(TABLE.contains(place) for place in places)
    assert all(place.collidelist([headers, board, prompt]) < 0 for place in places)
    assert all(headers.bottom <= place.y and place.bottom <= board.y for place in places)


def test_a_narrow_free_place_takes_the_buttons_one_under_another(app):
    """Only a column on the right is free: the buttons stack in it."""
    left = pygame.Rect(0, 0, 700, 720)
    places = choice_places(["Exchange the cards", "Keep the cards"], TABLE,
                           TableLayout(TABLE, 1.0, keep_clear=(left,)), 1.0, 1.0, 1.0)
    assert len({place.y for place in places}) == 2 and _apart(places)
    assert all(place.x >= left.right and TABLE.contains(place) for place in places)


def test_with_no_free_place_the_buttons_cover_the_least(app):
    """Everything is named but a strip too low for a button: the buttons cover as little
    as they can (the strip and a sliver round it), not the layout's place."""
    top, bottom = pygame.Rect(0, 0, 980, 400), pygame.Rect(0, 430, 980, 290)
    layout = TableLayout(TABLE, 1.0, buttons_y=100, keep_clear=(top, bottom))
    places = choice_places(["Pass"], TABLE, layout, 1.0, 1.0, 1.0)
    covered = sum(place.clip(r).w * place.clip(r).h for place in places for r in (top, bottom))
    assert covered <= places[0].w * (places[0].h - 30)
    assert places[0].colliderect(pygame.Rect(0, 400, 980, 30))


def test_what_had_better_stay_in_view_is_left_where_there_is_room(app):
    """Two places are clear of `keep_clear`; the one clear of `rather_clear` too wins,
    though it is further from the layout's place."""
    keep = pygame.Rect(0, 200, 980, 300)
    rather = pygame.Rect(0, 0, 980, 190)
    layout = TableLayout(TABLE, 1.0, buttons_y=20, keep_clear=(keep,), rather_clear=(rather,))
    (place,) = choice_places(["Pass"], TABLE, layout, 1.0, 1.0, 1.0)
    assert not place.colliderect(keep) and not place.colliderect(rather)
    assert place.y >= keep.bottom


def test_buttons_short_of_room_shrink_to_their_text_then_wrap_inside_the_table(app):
    labels = ["Confirm the trade now", "Cancel the trade", "Pass"]
    table = pygame.Rect(0, 100, 2000, 500)
    roomy = choice_places(labels, table, None, 1.0, 1.0, 2.0)
    assert len({place.y for place in roomy}) == 1
    row = sum(place.w for place in roomy) + 20
    table.w = row  # no room for the design's padding, room for the text's
    tight = choice_places(labels, table, None, 1.0, 1.0, 2.0)
    assert len({place.y for place in tight}) == 1 and _apart(tight)
    assert all(table.contains(place) for place in tight)
    assert sum(place.w for place in tight) < sum(place.w for place in roomy)
    table.w = roomy[0].w + 40  # room for one button to a row
    wrapped = choice_places(labels, table, None, 1.0, 1.0, 2.0)
    assert len({place.y for place in wrapped}) > 1 and _apart(wrapped)
    assert all(table.contains(place) for place in wrapped)
    low = TableLayout(table, 1.0, buttons_x=table.right, buttons_y=table.bottom - 50)
    lifted = choice_places(labels, table, low, 1.0, 1.0, 2.0)  # bar at the table's foot
    assert all(table.contains(place) for place in lifted) and _apart(lifted)


# ------------------------------------------------------------------------- at every table
# Each game's choices, reached by seeded random play with every seat a person: the game,
# players, options, seed, and the choice buttons' actions that must show (exactly).
CHOICES = {"imhotep": {"decline", "take_bonus", "pass", "temple_reward"},
           "pyramids": {"skip_single"}, "aton": {"exchange", "keep"},
           "archaeology": {"trade", "confirm", "cancel", "end_turn"}}
SIDES_B = {"pyramids": "B", "temple": "B"}
STATES = [("aton", 2, None, 1, {"exchange", "keep"}),
          ("imhotep", 4, SIDES_B, 1, {"decline", "take_bonus"}),
          ("imhotep", 2, SIDES_B, 3, {"decline"}),
          ("imhotep", 4, SIDES_B, 1, {"temple_reward"}),
          ("pyramids", 4, None, 1, {"skip_single"}),
          ("archaeology", 4, None, 1, {"trade", "end_turn"}),
          ("archaeology", 2, None, 1, {"confirm", "cancel"})]


def choice_state(game_id, players, options, seed, wanted):
    """(state, replay): the first position of seeded random play where the choice buttons'
    actions are `wanted` (found once per process: each call gets its own copies)."""
    state, replay = _choice_state(game_id, players, tuple(sorted((options or {}).items())),
                                  seed, frozenset(wanted))
    return state.clone(), copy.deepcopy(replay)


@functools.cache
def _choice_state(game_id, players, options, seed, wanted):
    options = dict(options) or None
    engine = get_engine(game_id)
    options = engine.spec.resolve_options(options)
    state = engine.new_game(players, options, seed)
    seats = [Seat(f"P{k + 1}", "human") for k in range(players)]
    replay = Replay(game_id, options, seats, seed, [])
    rng = Rng(seed)
    for _ in range(2000):
        if state.is_over():
            break
        legal = state.legal_actions()
        if {action[0] for action in legal} & CHOICES[game_id] == wanted:
            return state, replay
        action = legal[rng.randrange(len(legal))]
        state.apply(action)
        replay.actions.append(action)
    raise AssertionError(f"{game_id}: no position with {wanted}")


def open_at_choice(app, entry):
    """The table of `entry` (see STATES), its cover lifted, its choice buttons up."""
    state, replay = choice_state(*entry)
    table = app_descriptor(entry[0]).create_scene(app, replay, state, autosave=False)
    app.scenes.reset(table)
    if table.covered_for is not None:
        table.lift_cover()
    app.step([])
    assert {action[0] for action in table.choice_buttons.values()} == entry[4]
    return table


def choice_problems(table) -> list[str]:
    """What the choice buttons cover of what the layout names and the prompt, and where
    they leave the table's side of the window or lie on each other."""
    buttons = [pygame.Rect(button.rect) for button in table.choice_buttons]
    named = list(table.table_layout.keep_clear)
    found = [] if named else ["the layout names nothing to keep clear"]
    if table.prompt_box is not None:
        named.append(table.prompt_box)
    side = pygame.Rect(0, 0, table.panel_rect.x, table.size[1])
    for k, rect in enumerate(buttons):
        found += [f"{tuple(rect)} covers {tuple(other)}" for other in named
                  if rect.colliderect(other)]
        if not side.contains(rect) or rect.colliderect(table.panel_rect):
            found.append(f"{tuple(rect)} leaves the table")
        found += [f"{tuple(rect)} on {tuple(other)}" for other in buttons[k + 1:]
                  if rect.colliderect(other)]
    return found


def aton_header_problems(table) -> list[str]:
    """Aton: what the buttons cover of the temples' headers (above their cells)."""
    areas = table.areas
    headers = [pygame.Rect(areas[("temple", t)].x, areas[("temple", t)].y,
                           areas[("temple", t)].w,
                           areas[("cell", t, 0)].y - areas[("temple", t)].y)
               for t in range(1, 5)]
    return [f"{tuple(button.rect)} covers temple {k + 1}'s header"
            for button in table.choice_buttons for k, header in enumerate(headers)
            if pygame.Rect(button.rect).colliderect(header)]


def check_choices(lang, size, percent, tmp_path) -> list[str]:
    i18n.set_language(lang)
    app = App(Settings(language=lang, text_size=percent, animation_speed=0.0),
              settings_path=tmp_path / "settings.json", size=size, navigator=Navigator())
    problems = []
    try:
        for entry in STATES:
            table = open_at_choice(app, entry)
            label = f"{entry[0]} {entry[1]} players, {sorted(entry[4])}"
            found = choice_problems(table)
            if entry[0] == "aton":
                found += aton_header_problems(table)
            problems += [f"{label}: {what}" for what in found]
    finally:
        app.shutdown()
        i18n.set_language("en")
    return problems


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_aton_choice_buttons_leave_the_temples_headers_in_view_at_200(lang, tmp_path):
    """Aton's Exchange / Keep at 200% text: no temple header under a button (and the
    rest of the check for every game's choices)."""
    i18n.set_language(lang)
    app = App(Settings(language=lang, text_size=200, animation_speed=0.0),
              settings_path=tmp_path / "settings.json", size=(1280, 720),
              navigator=Navigator())
    try:
        table = open_at_choice(app, STATES[0])
        problems = aton_header_problems(table) + choice_problems(table)
    finally:
        app.shutdown()
        i18n.set_language("en")
    assert problems == []


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_aton_exchange_buttons_leave_every_cartouches_text_in_view(lang, size, tmp_path):
    """Exchange / Keep at 100% text: no cartouche's title or rule (between its two card
    slots) under a button; the other seat's face-down hand may be covered."""
    i18n.set_language(lang)
    app = App(Settings(language=lang, text_size=100, animation_speed=0.0),
              settings_path=tmp_path / "settings.json", size=size, navigator=Navigator())
    try:
        table = open_at_choice(app, STATES[0])
        areas = table.areas
        texts = [pygame.Rect(areas[("slot", 0, k)].right, areas[("ornament", k)].y,
                             areas[("slot", 1, k)].x - areas[("slot", 0, k)].right,
                             areas[("ornament", k)].h) for k in range(1, 5)]
        covered = [(tuple(button.rect), k + 1) for button in table.choice_buttons
                   for k, text in enumerate(texts) if text.colliderect(button.rect)]
        problems = choice_problems(table) + aton_header_problems(table)
    finally:
        app.shutdown()
        i18n.set_language("en")
    assert covered == [] and problems == []


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_every_games_choice_buttons_keep_clear_at_200(lang, tmp_path):
    problems = check_choices(lang, (1280, 720), 200, tmp_path)
    assert problems == [], "\n".join(problems)


SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


@pytest.mark.slow
@pytest.mark.parametrize("percent", [100, 150, 200])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_every_games_choice_buttons_keep_clear(lang, size, percent, tmp_path):
    problems = check_choices(lang, size, percent, tmp_path)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("percent", [100, 125, 150, 200])
def test_aton_exchange_buttons_leave_the_choosers_points_in_view(percent, tmp_path):
    """Exchange / Keep at 1280x720 in English: no button over the chooser's header (its
    name and points, "0 points" at the mat's top right), which the layout keeps clear."""
    i18n.set_language("en")
    app = App(Settings(language="en", text_size=percent, animation_speed=0.0),
              settings_path=tmp_path / "settings.json", size=(1280, 720), navigator=Navigator())
    try:
        table = open_at_choice(app, STATES[0])
        seat = table.obs["pending"]["seat"]
        mat, hand = table.areas[("mat", seat)], table.areas[("hand", seat, 0)]
        header = pygame.Rect(mat.x, mat.y, mat.w, hand.y - mat.y)
        covered = [tuple(button.rect) for button in table.choice_buttons
                   if button.rect.colliderect(header)]
        named = any(rect.contains(header) or rect == header
                    for rect in table.table_layout.keep_clear)
    finally:
        app.shutdown()
    assert covered == [] and named
