"""Learn to play at larger text: the coach's card at the first steps of each lesson and at a
late one, in every language, in the smallest window each larger text size allows. Nothing is
cut, over another text, over a piece, under one of the side panel's buttons or out of the
window, and every page of a paged card is checked and reached by Page Down."""

import pygame
import pytest

from scenes.learn import learn_games, script_for, start_learning
from scenes.navigator import Navigator
from shell.app import App
from shell.language import i18n
from shell.store.settings import Settings
from tests.scenes import textfit
from tests.scenes.learn.test_learn import follow_highlight

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
    app = larger_app(lang, percent, size, tmp_path)
    try:
        problems = [p for game_id in learn_games() for p in lesson_problems(app, game_id)]
    finally:
        app.shutdown()
        i18n.set_language("en")
    report = "\n".join(f"{label}: {kind}: {what}" for label, kind, what in problems)
    assert problems == [], f"{len(problems)} problems at {size}, {percent}%, {lang}:\n{report}"


MOST_PAGES = 5  # a step's card at 200% in 1280x720, with its keys line and a note (3-5)


def larger_app(lang, percent, size, tmp_path) -> App:
    i18n.set_language(lang)
    return App(Settings(language=lang, text_size=percent),
               settings_path=tmp_path / "settings.json", size=size, navigator=Navigator())


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_a_steps_card_takes_few_pages_at_200_percent(lang, tmp_path):
    """Every step's line, with the keys line and a scoring note under it, in the card's
    room at 200% in 1280x720 (the game log and the seat rows' details give theirs up):
    a few pages, not a line or two a page."""
    app = larger_app(lang, 200, (1280, 720), tmp_path)
    try:
        for game_id in learn_games():
            scene = start_learning(app, game_id)
            app.step([])
            script = script_for(game_id)
            keys = i18n._("Keys: Tab to the piece, Enter, the arrows to its place, Enter.")
            note = i18n._("Temple +{points} for {name}: at every round end each stone seen "
                          "from above scores 1.").format(points=3, name="Hatshepsut")
            for step in script.steps:
                line = i18n._(step.text).format(name="Hatshepsut")
                scene.coach_lines = lambda lines=[line], notes=[keys, note]: (lines, notes)
                scene.place_coach()
                card = scene.coach_card
                assert len(card.pages) <= MOST_PAGES, (game_id, step.text, len(card.pages))
                assert card.rect.bottom <= scene.buttons.hint.rect.y
            app.scenes.pop()
    finally:
        app.shutdown()
        i18n.set_language("en")


def test_page_down_up_and_a_click_turn_the_coachs_pages(tmp_path):
    """Page Down / Page Up turn a paged card (not the hidden game log), a click on it turns
    on and from the last page back to the first; a new coach line starts on page 1."""
    app = larger_app("ru", 200, (1280, 720), tmp_path)
    try:
        app.settings.animation_speed = 0.0
        scene = start_learning(app, "imhotep")
        app.step([])
        card = scene.coach_card
        assert card.paged and not scene.panel.log_shown and not scene.panel.details
        count = len(card.pages)

        def key(k):
            scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="",
                                                  scancode=0))

        key(pygame.K_PAGEDOWN)
        assert scene.coach_card.page == 1 and scene.log.scroll == 0
        key(pygame.K_PAGEUP)
        assert scene.coach_card.page == 0
        for page in list(range(1, count)) + [0]:
            scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                                  pos=card.rect.center))
            assert scene.coach_card.page == page
        key(pygame.K_PAGEDOWN)
        scene.refresh()  # the same line: the page stays
        assert scene.coach_card.page == 1
        next_step(app, scene)
        assert scene.coach_card.page == 0
    finally:
        app.shutdown()
        i18n.set_language("en")
