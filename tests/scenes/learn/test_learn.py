"""Learn to play: each guided first game is played to its end by following only the coach's
highlight (a drag from the highlighted piece to its target, a click on a highlighted target,
or the highlighted button), through the real table scene and engine."""

import pygame
import pygame_gui
import pytest

from scenes.learn import learn_games, script_for, start_learning
from scenes.learn.lesson_table import LearnTable
from scenes.learn.offer import LearnOffer
from scenes.screens.menu import MenuScene
from scenes.screens.setup import SetupScene
from shell.store.settings import Settings, load_settings
from tests.scenes.mouse import click, drag

MAX_FRAMES = 30000
# what the coach must have explained on the way (the scorings the first round teaches)
EXPLAINED = {"imhotep": "Pyramid +", "pyramids": "Level 1 scores", "archaeology": "museum",
             "aton": "Temple "}


def follow_highlight(app, scene) -> tuple:
    """Do what the coach points at; returns the action it pointed at."""
    h = scene.coach.highlight
    if h.button is not None:
        app.scenes.handle_event(pygame.event.Event(
            pygame_gui.UI_BUTTON_PRESSED, ui_element=h.button, ui_object_id=""))
        app.step([])
    elif h.source is not None:
        drag(app, h.source_point, h.target_point)
    else:
        click(app, h.target_point)
    return h.action


@pytest.mark.parametrize("game_id", learn_games())
def test_learn_to_play_reaches_the_end_by_following_the_coach(app, game_id):
    app.settings.animation_speed = 0.0
    scene = start_learning(app, game_id)
    app.step([])
    seat = 0
    texts, notes, frames = set(), set(), 0
    while not scene.state.is_over():
        assert frames < MAX_FRAMES, "the guided game got stuck"
        if scene.coach.highlight is None:
            assert not scene.human_to_move or scene.animator.busy
            app.step([])
            frames += 1
            continue
        assert scene.state.to_move() == seat
        texts.add(scene.coach.text(scene))
        before = len(scene.session.replay.actions)
        pointed = follow_highlight(app, scene)
        actions = scene.session.replay.actions
        assert len(actions) > before, f"following the coach did nothing: {pointed}"
        assert actions[before] == pointed  # exactly the move the coach pointed at
        notes.update(scene.coach.notes)
    script = script_for(game_id)
    assert not scene.coach.scripted  # every step of the script was reached and done
    assert len(texts) > len(script.steps) // 2
    assert any(EXPLAINED[game_id] in note for note in notes), notes
    assert scene.session.writer is None  # a lesson is not autosaved


def test_the_first_imhotep_step_points_from_the_quarry_to_the_sled(app):
    scene = start_learning(app, "imhotep")
    app.step([])
    h = scene.coach.highlight
    assert (h.action, h.source, h.target) == (("get_stones",), ("quarry", 0), ("sled", 0))
    assert "quarry" in scene.coach.text(scene)


def test_a_scoring_is_explained_when_it_happens(app):
    app.settings.animation_speed = 0.0
    scene = start_learning(app, "imhotep")
    app.step([])
    while not any(e.kind == "score" for batch in scene.session.history for e in batch):
        if scene.coach.highlight is None:
            app.step([])
        else:
            follow_highlight(app, scene)
    assert any("+" in note for note in scene.coach.notes)


def esc():
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")


def answer_yes(app, scene):
    app.step([pygame.event.Event(pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED,
                                 ui_element=scene.leave_dialog, ui_object_id="")])


def test_the_lesson_can_be_left_at_any_time_after_a_question(app):
    app.scenes.push(MenuScene(app))
    scene = start_learning(app, "aton")
    app.step([])
    app.step([esc()])
    assert app.scenes.top is scene and scene.asking()  # the lesson is not saved: it asks
    app.step([esc()])  # Esc again: no, the lesson goes on
    assert app.scenes.top is scene and not scene.asking()
    app.step([esc()])
    answer_yes(app, scene)
    assert isinstance(app.scenes.top, MenuScene)
    assert scene not in app.scenes.stack


def test_closing_the_window_during_a_lesson_asks_first(app):
    scene = start_learning(app, "imhotep")
    app.step([])
    app.step([pygame.event.Event(pygame.QUIT)])
    assert app.running and scene.asking()
    answer_yes(app, scene)
    assert not app.running


def test_a_click_on_the_table_does_nothing_while_the_question_is_open(app):
    scene = start_learning(app, "imhotep")
    app.step([])
    h = scene.coach.highlight
    app.step([esc()])
    drag(app, h.source_point, h.target_point)
    assert scene.session.replay.actions == [] and scene.asking()


def test_the_lesson_is_offered_once_on_a_games_first_start(app, tmp_path):
    menu = MenuScene(app)
    app.scenes.push(menu)
    menu.choose_game("pyramids")
    assert isinstance(app.scenes.top, LearnOffer)
    app.scenes.top.on_button(app.scenes.top.setup_button)
    assert isinstance(app.scenes.top, SetupScene)
    app.scenes.pop()
    menu.choose_game("pyramids")
    assert isinstance(app.scenes.top, SetupScene)  # not offered again
    assert load_settings(tmp_path / "settings.json").learn_offered == ["pyramids"]


def test_accepting_the_offer_opens_the_guided_game(app):
    menu = MenuScene(app)
    app.scenes.push(menu)
    menu.choose_game("archaeology")
    app.scenes.top.on_button(app.scenes.top.learn_button)
    assert isinstance(app.scenes.top, LearnTable)
    assert app.scenes.stack[-2] is menu


@pytest.mark.parametrize("bad", [["imhotep", 3], "imhotep", [None], ["x" * 40]])
def test_a_damaged_offer_memory_falls_back_alone(bad):
    settings = Settings(effects_volume=40, learn_offered=bad).validated()
    assert settings.learn_offered == [] and settings.effects_volume == 40


def test_the_setup_screen_has_a_learn_to_play_button(app):
    app.scenes.push(MenuScene(app))
    setup = SetupScene(app, "imhotep")
    app.scenes.push(setup)
    setup.on_button(setup.learn_button)
    assert isinstance(app.scenes.top, LearnTable)


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
@pytest.mark.parametrize("game_id", learn_games())
def test_every_coach_line_fits_the_panel_of_the_smallest_window_in_every_language(
        app, game_id, lang):
    """At 1024x640 each step's line (with two scoring notes, or its keys and one: the worst
    cases) fits the side panel and leaves the game log under it at least two lines (Russian
    seat details take two lines in the panel's score rows, so the log starts lower there; it
    scrolls)."""
    from scenes.kit.coach_card import CoachCard
    from shell.language import i18n
    from shell.ui.theme import font

    i18n.set_language(lang)
    try:
        app._on_resize(1024, 640)
        scene = start_learning(app, game_id)
        app.step([])
        room = scene.panel.between
        bottom = scene.buttons.hint.rect.y
        script = script_for(game_id)
        texts = [s.text for s in script.steps] + [s.wait for s in script.steps if s.wait]
        texts.append(script.free_text)
        note = i18n._("Temple +{points} for {name}: at every round end each stone seen from "
                      "above scores 1.").format(points=3, name="Hatshepsut")
        log_line = font("small", scene.scale).get_linesize()
        keys = i18n._("Keys: Tab to the piece, Enter, the arrows to its place, Enter.")
        for text in texts:
            assert i18n._(text) != text or lang == "en", f"untranslated: {text}"
            line = i18n._(text).format(name="Hatshepsut")
            for notes in ([note, note], [keys, note]):  # the keys line when one note is up
                card = CoachCard([line], notes, room.topleft, room.w, scene.scale).rect
                assert scene.panel_rect.contains(card)
                assert card.bottom + 2 * log_line + round(50 * scene.scale) <= bottom, (
                    lang, line)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
@pytest.mark.parametrize("game_id", learn_games())
def test_the_coach_card_never_covers_the_table_the_prompt_or_the_log(app, game_id, size):
    """Following the coach for a stretch of the game, at every step: the card stands in the
    side panel, clear of the table and its choice buttons, the prompt, the score rows, the
    game log and the panel's buttons; the prompt shows on the table as in any game."""
    app.settings.animation_speed = 0.0
    app._on_resize(*size)
    scene = start_learning(app, game_id)
    app.step([])
    steps = frames = 0
    while steps < 14 and not scene.state.is_over():
        frames += 1
        assert frames < 3000
        app.step([])
        if scene.coach.highlight is None:
            continue
        card = scene.coach_card.rect
        assert scene.panel_rect.contains(card)
        assert not card.colliderect(scene.table_rect)
        buttons = [b.rect for b in scene.choice_buttons] + [
            scene.buttons.hint.rect, scene.buttons.undo.rect, scene.buttons.save.rect,
            scene.buttons.rules.rect, scene.buttons.menu.rect]
        assert not any(card.colliderect(b) for b in buttons)
        assert not any(card.colliderect(area) for area in scene.areas.values())
        assert not card.colliderect(scene.panel.log_rect)
        assert scene.panel.log_rect.h > 0
        if scene.prompt():
            assert scene.prompt_box is not None
            assert scene.table_rect.contains(scene.prompt_box)
            assert not card.colliderect(scene.prompt_box)
        follow_highlight(app, scene)
        steps += 1
    assert steps == 14


def test_a_move_off_the_script_keeps_the_coach_on_its_step(app):
    app.settings.animation_speed = 0.0
    scene = start_learning(app, "imhotep")
    app.step([])
    assert scene.coach.highlight.action == ("get_stones",)
    place = next(a for a in scene.state.legal_actions() if a[0] == "place")
    assert scene.play(place)  # the player places a stone instead of taking stones
    for _ in range(600):
        if scene.coach.highlight is not None:
            break
        app.step([])
    assert scene.coach.index == 0  # still "take stones"
    assert scene.coach.highlight.action == ("get_stones",)
    assert scene.coach.highlight.action in scene.state.legal_actions()


def test_a_step_waits_with_its_own_words_until_it_can_be_done(app):
    """A step whose move is not possible yet and that has a `wait` text: the coach says
    that text (during a plain turn) and points at another good move, until the move can be
    made; then it says the step's own words and points at that move."""
    from dataclasses import replace

    from engines import get_engine
    from engines.core import Replay, Seat
    from scenes.learn import lesson_table
    from scenes.learn.coach import Step

    app.settings.animation_speed = 0.0
    sail = Step("Sail now.", ("sail",), wait="Not yet.", during=("get_stones", "place"))
    script = replace(script_for("imhotep"), steps=(sail,))
    engine = get_engine("imhotep")
    options = engine.spec.resolve_options({})
    seats = [Seat("Me", "human"), Seat("Bot", "easy")]
    scene = lesson_table(
        app, Replay("imhotep", options, seats, script.seed, []),
        engine.new_game(2, options, script.seed), script=script)
    app.scenes.push(scene)
    app.step([])
    said = []
    while scene.coach.scripted:
        h = scene.coach.highlight
        if h is None:
            app.step([])
            continue
        can_sail = any(a[0] == "sail" for a in scene.state.legal_actions())
        assert scene.coach.waiting == (not can_sail)
        said.append(scene.coach.text(scene))
        if can_sail:
            assert h.action[0] == "sail" and said[-1] == "Sail now."
        elif scene.obs["pending"]["kind"] == "turn":
            assert said[-1] == "Not yet." and h.action[0] != "sail"
        follow_highlight(app, scene)
    assert said[0] == "Not yet." and said[-1] == "Sail now."


def test_the_sail_step_does_not_advise_sailing_only_the_opponents_stones(app):
    from engines import get_engine
    from engines.core import Replay, Seat
    from engines.imhotep.data import SHIP_MIN_LOAD
    from scenes.learn import lesson_table

    app.settings.animation_speed = 0.0
    script = script_for("imhotep")
    engine = get_engine("imhotep")
    options = engine.spec.resolve_options(script.options)
    seats = [Seat("Me", "human"), Seat("Bot", "easy")]
    scene = lesson_table(
        app, Replay("imhotep", options, seats, script.seed, []),
        engine.new_game(2, options, script.seed), script=script)
    app.scenes.push(scene)
    state = scene.state
    me = state.to_move()
    for ship, cap in enumerate(state.caps):  # ship 0 can sail with the bot's stones only
        state.slots[ship] = [1 - me] * SHIP_MIN_LOAD[cap] + [-1] * (cap - SHIP_MIN_LOAD[cap]) \
            if ship == 0 else [-1] * cap
    state._legal = None
    sail_step = next(k for k, step in enumerate(script.steps) if step.expect == ("sail",))
    scene.coach.index = sail_step
    scene.refresh()
    assert any(a[0] == "sail" and a[1] == 0 for a in scene.state.legal_actions())
    sail_text = script.steps[sail_step].text.format(name="Me")
    assert scene.coach.highlight.action[0] != "sail"
    assert scene.coach.text(scene) != sail_text
    cap = state.caps[1]  # now ship 1 can sail with the player's own stones
    state.slots[1] = [me] * SHIP_MIN_LOAD[cap] + [-1] * (cap - SHIP_MIN_LOAD[cap])
    state._legal = None
    scene.refresh()
    assert scene.coach.highlight.action == ("sail", 1, "pyramids")
    assert scene.coach.text(scene) == sail_text


def test_the_imhotep_coach_never_advises_sailing_mainly_the_opponents_stones(app):
    from scenes.learn.imhotep import cargo

    app.settings.animation_speed = 0.0
    scene = start_learning(app, "imhotep")
    app.step([])
    sails = 0
    for _ in range(MAX_FRAMES):
        if not scene.coach.scripted or scene.state.is_over():
            break
        h = scene.coach.highlight
        if h is None:
            app.step([])
            continue
        if h.action[0] == "sail":
            own, others = cargo(h.action, scene)
            assert own > 0 and own >= others, (h.action, own, others)
            sails += 1
        follow_highlight(app, scene)
    assert sails and not scene.coach.scripted


@pytest.mark.parametrize("game_id", learn_games())
def test_the_hint_is_off_during_a_lesson_the_coach_shows_the_move(app, game_id):
    scene = start_learning(app, game_id)
    app.step([])
    assert scene.human_to_move and scene.coach.highlight is not None
    assert not scene.hints.available() and not scene.hints.request()
    assert not scene.buttons.hint.is_enabled
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")])
    assert scene.hints.current() is None and not scene.hints.thinking
