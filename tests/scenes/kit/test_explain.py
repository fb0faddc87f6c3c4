"""Explained tables: every board area has help in every language, drags that
cannot go anywhere say why, drops near a target snap to it, Imhotep ships are numbered and
keep their places, the setup screen explains its variants and shows the board they make."""

import ast
import random
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from engines.core import Seat
from scenes.game_start import start_new_game
from shell.language import catalog_build, i18n
from shell.ui.theme import font, wrap
from tests.scenes.mouse import drag, motion, press, release
from tests.scenes.table_helpers import load_a_ship_to_sail, uncover

ROOT = Path(__file__).resolve().parents[3]
HELP_MODULES = sorted(ROOT.glob("scenes/*/help.py")) + sorted(ROOT.glob("scenes/*/preview.py"))
ALL_B = {site: "B" for site in ("market", "pyramids", "temple", "tomb", "obelisks")}
# the same word in both languages (a template of names and numbers only)
SAME_IN = {"pl": {"Cartouche {n} · {name}: {text}"}}


def marked(path: Path) -> set[str]:
    """The msgids marked with _() or N_() in a module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.args[0].value for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id in ("_", "N_") and node.args
            and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)}


def test_every_help_module_exists_for_every_game():
    names = {p.parent.name for p in HELP_MODULES if p.name == "help.py"}
    assert names == {"imhotep", "pyramids", "archaeology", "aton"}


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_every_help_text_is_in_every_catalog_and_translated(lang):
    with open(catalog_build.po_path(lang), "rb") as handle:
        catalog = read_po(handle, locale=lang)
    entries = {}
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        if all(forms):
            entries.update(zip(ids, forms))
    keys = set().union(*(marked(p) for p in HELP_MODULES))
    assert len(keys) > 60
    missing = sorted(k for k in keys if k not in entries)
    assert missing == []
    if lang != "en":
        untranslated = sorted(k for k in keys if entries[k] == k
                              and k not in SAME_IN.get(lang, set()))
        assert untranslated == []


# hovering -------------------------------------------------------------------------------
def humans(n):
    return [Seat(f"P{i + 1}", "human") for i in range(n)]




TABLES = [("imhotep", 4, None), ("imhotep", 3, ALL_B), ("pyramids", 3, None),
          ("archaeology", 3, None), ("aton", 2, None)]


@pytest.mark.parametrize("game,players,options", TABLES)
def test_hovering_every_area_in_random_positions_gives_help(app, game, players, options):
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, game, seats=humans(players), options=options, seed=11,
                           autosave=False)
    app.step([])
    rng = random.Random(3)
    checked = set()
    for ply in range(36):
        uncover(scene)
        if scene.state.is_over():
            break
        for rect in list(scene.areas.values()):
            if rect.w <= 0 or rect.h <= 0:
                continue
            for _ in range(3):
                pos = (rect.x + rng.randrange(rect.w), rect.y + rng.randrange(rect.h))
                top = scene.view.keys_at(pos)[0]
                assert scene.view.tooltip(top), f"no help for {top} at ply {ply}"
                checked.add(top[0])
        if ply % 12 == 0:  # through the real mouse: the tooltip comes up with that text
            key = rng.choice(sorted(k for k in scene.areas if k[0] != "score"))
            app.step([motion(scene.areas[key].center)])
            assert scene.tooltips.showing and scene.tooltips.text == scene.view.tooltip(
                scene.view.keys_at(scene.areas[key].center)[0])
        legal = scene.state.legal_actions()
        scene.play(legal[rng.randrange(len(legal))])
        scene.animator.clear()
    assert len(checked) >= 8


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_side_b_help_is_in_the_players_language(app, lang):
    scene = start_new_game(app, "imhotep", seats=humans(3), options=ALL_B, seed=2,
                           autosave=False)
    english = {key: scene.view.tooltip(key) for key in scene.areas if key[0] in ("site", "cell")}
    i18n.set_language(lang)
    try:
        for key, text in english.items():
            assert scene.view.tooltip(key) and scene.view.tooltip(key) != text, key
    finally:
        i18n.set_language("en")


def test_side_b_sites_explain_when_they_score(app):
    scene = start_new_game(app, "imhotep", seats=humans(3), options=ALL_B, seed=2,
                           autosave=False)
    assert "8 points" in scene.view.tooltip(("cell", "tomb", 1))
    assert "Row 2" in scene.view.tooltip(("cell", "tomb", 1))
    temple = scene.obs["sites"]["temple"]["rewards"]
    assert "1 point or 2 stones" in scene.view.tooltip(("cell", "temple", temple.index(
        "point_or_stones")))
    assert "12 points" in scene.view.tooltip(("tower", 0))
    assert "market deck" in scene.view.tooltip(("pyramid", 0))
    assert "side B" in scene.view.tooltip(("site", "obelisks"))


# ships ----------------------------------------------------------------------------------
@pytest.fixture
def imhotep(app):
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, "imhotep", seats=humans(2), seed=4, autosave=False)
    app.step([])
    uncover(scene)
    return scene


def test_ships_keep_their_places_when_another_sails(imhotep):
    scene = imhotep
    sail = load_a_ship_to_sail(scene, 40)
    before = {i: r.copy() for i, r in scene.table_layout.ships.items() if i != sail[1]}
    scene.play(sail)
    after = scene.table_layout.ships
    assert {i: after[i] for i in before} == before
    assert f"Ship {sail[1] + 1}" in scene.view.tooltip(("ship", sail[1]))


def test_every_ship_carries_its_number(imhotep):
    scene = imhotep
    numbers = []
    original = scene.view.drawing.draw_ship_number
    scene.view.drawing.draw_ship_number = lambda surface, i, rect: (numbers.append(i),
                                                               original(surface, i, rect))
    scene.cache.forget()
    scene.draw(pygame.Surface(scene.size))
    assert sorted(numbers) == list(range(len(scene.obs["ships"])))


def test_a_stone_dropped_on_a_ships_hull_snaps_to_the_nearest_legal_slot(app, imhotep):
    scene = imhotep
    seat = scene.state.to_move()
    action = next(a for a in scene.state.legal_actions() if a[0] == "place")
    slot = scene.areas[("slot",) + action[1:]]
    hull = scene.areas[("ship", action[1])]
    point = (slot.centerx, slot.bottom + 4)
    assert hull.collidepoint(point) and not slot.collidepoint(point)
    expected = scene.state.clone()
    expected.apply(action)
    drag(app, scene.areas[("sled", seat)].center, point)
    assert scene.session.replay.actions == [action]
    assert scene.state == expected


def test_dragging_a_ship_that_cannot_sail_says_why(app, imhotep):
    scene = imhotep
    empty = next(i for i, ship in enumerate(scene.obs["ships"])
                 if not any(s is not None for s in ship["slots"]))
    before = scene.state.clone()
    drag(app, scene.areas[("ship", empty)].center, scene.table_layout.docks["temple"].center)
    assert scene.state == before
    assert scene.toast.visible and scene.toast.error
    assert f"Ship {empty + 1} cannot sail yet" in scene.toast.text


def test_dragging_a_market_card_says_why(app, imhotep):
    scene = imhotep
    drag(app, scene.areas[("display", 0)].center, scene.table_layout.river.center)
    assert scene.toast.visible and "Market cards are not dragged" in scene.toast.text


def test_a_drag_during_another_players_turn_says_whose_turn(app):
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, "imhotep", seats=[Seat("Me", "human"), Seat("Bot", "easy")],
                           seed=4, autosave=False)
    app.step([])
    scene.play(next(a for a in scene.state.legal_actions() if a[0] == "place"))
    assert not scene.human_to_move
    scene.bots.requested = len(scene.session.replay.actions)  # keep the bot waiting
    press(app, scene.areas[("sled", 0)].center, scene.table_layout.river.center)
    release(app, scene.table_layout.river.center)
    assert scene.toast.visible and "Bot's turn" in scene.toast.text


# the other games --------------------------------------------------------------------------
def test_archaeology_market_cards_cannot_be_dragged_outside_a_trade(app):
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, "archaeology", seats=humans(2), seed=3, autosave=False)
    app.step([])
    uncover(scene)
    key = next(k for k in scene.areas if k[0] == "market")
    drag(app, scene.areas[key].center, scene.table_rect.center)
    assert scene.toast.visible and "taken in a trade" in scene.toast.text


def test_pyramids_level_points_match_the_results_split(app):
    from scenes.pyramids.help import level_label

    assert level_label({"total": 13, "mino": 4}) == "9+4"
    assert level_label({"total": 5, "mino": 0}) == "5"
    from engines import get_engine

    state = get_engine("pyramids").new_game(3, None, 5)
    rng = random.Random(5)
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    breakdown = state.score_breakdown()
    for seat in range(3):
        p = state.observation(seat)["pyramids"][seat]
        for level, entry in enumerate(p["level_scores"], start=1):
            assert int(level_label(entry).split("+")[0]) == breakdown[seat][f"Level {level}"]
        assert sum(e["mino"] for e in p["level_scores"]) == breakdown[seat]["Mino bonus"]


def test_pyramids_card_prompts_name_the_player(app):
    from scenes.pyramids.scene import PyramidsView

    for phase in ("single", "card"):
        assert "{name}" in PyramidsView.PROMPTS[phase]


def test_aton_ornament_two_reads_as_a_sentence_and_the_exchange_has_a_prompt(app,
                                                                              monkeypatch):
    from scenes.aton.help import ORNAMENT_BOARD
    from scenes.kit import table

    assert "value −" not in ORNAMENT_BOARD[2] and "(a 1" not in ORNAMENT_BOARD[2]
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, "aton", seats=[Seat("Ramses", "human"), Seat("B", "easy")],
                           seed=5, autosave=False)
    app.step([])
    assert scene.obs["pending"]["kind"] == "exchange" and scene.choice_buttons
    drawn = []
    monkeypatch.setattr(table, "draw_prompt", lambda surface, text, rect, s: drawn.append(
        (text, rect.copy())))
    scene.draw(pygame.Surface(scene.size))
    assert drawn and drawn[0][0].startswith("Ramses: exchange")
    assert not any(b.rect.colliderect(drawn[0][1]) for b in scene.choice_buttons)


# setup ------------------------------------------------------------------------------------
def test_setup_explains_every_variant_and_pictures_the_sides(app):
    from scenes.screens.setup import SetupScene

    scene = SetupScene(app, "imhotep")
    app.scenes.push(scene)
    app.step([])
    texts = {}
    for opt in scene.spec.options:
        seen = set()
        for value in opt.values:
            scene.model.options[opt.key] = value
            text = scene.option_help(opt)
            assert text and len(text) < 100, (opt.key, value)
            seen.add(text)
        assert len(seen) == len(opt.values)  # each value says what it does
        texts[opt.key] = seen
        scene.model.options[opt.key] = opt.default
    first = scene.picture().copy()
    scene.model.options["tomb"] = "B"
    second = scene.picture()
    assert first.get_size() == second.get_size()
    assert pygame.image.tobytes(first, "RGB") != pygame.image.tobytes(second, "RGB")
    assert scene.picture_rect.w >= first.get_width() and scene.box.contains(
        scene.picture_rect)
    app.step([])  # draws with the explanations and the picture


def test_setup_of_a_game_without_variants_has_no_picture(app):
    from scenes.screens.setup import SetupScene

    scene = SetupScene(app, "aton")
    app.scenes.push(scene)
    app.step([])
    assert scene.variants is None and scene.picture() is None


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_every_variant_explanation_fits_its_line(app, lang):
    from scenes.screens.setup import HELP_SIZE, SetupScene

    i18n.set_language(lang)
    try:
        scene = SetupScene(app, "imhotep")
        app.scenes.push(scene)
        app.step([])
        f = font("small", scene.text_scale * HELP_SIZE)
        for opt in scene.spec.options:
            x, _y, width, room = scene.help_at[opt.key]
            for value in opt.values:
                scene.model.options[opt.key] = value
                text = scene.option_help(opt)
                if room == 1:
                    assert f.size(text)[0] <= width, (lang, opt.key, value, text)
                else:
                    assert len(wrap(text, f, width)) <= room, (lang, opt.key, value, text)
    finally:
        i18n.set_language("en")


def test_archaeology_a_card_dropped_back_on_the_hand_goes_home_silently(app):
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, "archaeology", seats=humans(2), seed=3, autosave=False)
    app.step([])
    uncover(scene)
    scene.play(("dig",))
    scene.animator.clear()
    uncover(scene)
    app.step([])
    if scene.obs["pending"]["kind"] != "act":
        pytest.skip("the dig did not lead to the action phase")
    key = next(k for k in scene.areas if k[0] == "hand" and scene.view.gestures.sell_count(k[1]))
    before = scene.state.clone()
    other = scene.areas[("own_hand",)] if ("own_hand",) in scene.areas else scene.areas[key]
    drag(app, scene.areas[key].center, (other.x + 6, other.bottom - 6))
    assert scene.state == before
    assert not scene.toast.visible
