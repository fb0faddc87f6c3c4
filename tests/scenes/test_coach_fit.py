"""Learn to play at larger text: the coach's card at the first steps of each lesson and at a
late one, in every language, in the smallest window each larger text size allows. Nothing is
cut, over another text, over a piece, under one of the side panel's buttons or out of the
window, and every page of a paged card is checked and reached by Page Down."""

import pygame
import pytest

from game import i18n
from game.app import App
from game.settings import Settings
from scenes.learn import learn_games, script_for, start_learning
from scenes.navigator import Navigator
from tests.scenes import textfit
from tests.scenes.test_learn import follow_highlight

LARGER = [(150, (1024, 640)), (200, (1280, 720))]
FIRST_STEPS = 3  # the lesson's first steps checked, then one near its end
MAX_FRAMES = 3000


def panel_buttons(scene) -> list:
    """The side panel's buttons (the table's choice buttons stand over its board)."""
    b = scene.buttons
    return [b.hint, b.undo, b.save, b.rules, b.menu]


def coach_problems(app, scene, label) -> list:
    """The frame's text-fit problems, texts under buttons or out of the window, for each
    page of the coach's card (turned by Page Down)."""
    found = []
    card = scene.coach_card
    for page in range(len(card.pages)):
        assert card.page == page, f"{label}: Page Down did not reach page {page + 1}"
        problems, shown = textfit.frame_problems(app, scene)
        problems += textfit.under_buttons(shown, panel_buttons(scene))
        problems += textfit.out_of_window(shown, app.surface.get_rect())
        found += [(f"{label} page {page + 1}", kind, what) for kind, what in problems]
        drawn = {record.text for record, _rect in shown}
        missing = [text for text, *_rest in card.pages[page] if text not in drawn]
        found += [(f"{label} page {page + 1}", "dropped", text) for text in missing]
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0,
                                              unicode="", scancode=0))
    card.page = 0
    return found


def next_step(app, scene) -> None:
    """Follow the coach once, then wait until it points again."""
    follow_highlight(app, scene)
    for _ in range(MAX_FRAMES):
        if scene.coach.highlight is not None or scene.state.is_over():
            return
        app.step([])
    raise AssertionError("the coach did not point again")


def lesson_problems(app, game_id) -> list:
    app.settings.animation_speed = 0.0
    scene = start_learning(app, game_id)
    app.step([])
    found = []
    for step in range(FIRST_STEPS):
        found += coach_problems(app, scene, f"{game_id} step {step + 1}")
        next_step(app, scene)
    late = len(script_for(game_id).steps) - 2
    while scene.coach.index < late and not scene.state.is_over():
        next_step(app, scene)
    found += coach_problems(app, scene, f"{game_id} late step {scene.coach.index + 1}")
    return found


@pytest.mark.parametrize("percent, size", LARGER, ids=[f"{p}%-{w}x{h}" for p, (w, h) in LARGER])
@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_the_coach_card_fits_at_larger_text(lang, percent, size, tmp_path):
    i18n.set_language(lang)
    app = App(Settings(language=lang, text_size=percent),
              settings_path=tmp_path / "settings.json", size=size, navigator=Navigator())
    try:
        problems = [p for game_id in learn_games() for p in lesson_problems(app, game_id)]
    finally:
        app.shutdown()
        i18n.set_language("en")
    report = "\n".join(f"{label}: {kind}: {what}" for label, kind, what in problems)
    assert problems == [], f"{len(problems)} problems at {size}, {percent}%, {lang}:\n{report}"
