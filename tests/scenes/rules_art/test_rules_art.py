"""Illustrated rules: every marker names an existing picture, every picture renders
non-empty at three sizes, every section of every rules page in every language has a
picture, and the rules screen shows and scrolls the page."""

import pygame
import pytest

from scenes import rules_art
from scenes.games import games
from scenes.rules_art.imhotep import TOMB, tomb_group_scores
from scenes.screens import rules_page
from scenes.screens.rules import RulesScene
from shell.language.i18n import LANGUAGES
from shell.paths import asset_path

GAMES = games()
PAGES = [(g, lang) for g in GAMES for lang in LANGUAGES]


def page_blocks(game, lang):
    text = asset_path("rules", f"{game}.{lang}.txt").read_text(encoding="utf-8")
    return rules_page.parse(text)


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_every_marker_names_an_existing_picture(game, lang):
    names = [b.text for b in page_blocks(game, lang) if b.kind == "picture"]
    assert names
    known = rules_art.pictures()
    assert [n for n in names if n not in known] == []
    assert all(n.startswith(f"{game}.") for n in names)


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_every_section_has_a_picture(game, lang):
    sections = rules_page.sections(page_blocks(game, lang))
    assert len(sections) >= 8
    for section in sections:
        assert any(b.kind == "picture" for b in section), section[0].text


@pytest.mark.parametrize(("game", "lang"), [(g, lang) for g in GAMES for lang in ("ru", "pl")])
def test_every_language_shows_the_same_pictures_as_english(game, lang):
    def shown(language):
        return [[b.text for b in s if b.kind == "picture"]
                for s in rules_page.sections(page_blocks(game, language))]
    assert shown(lang) == shown("en")


@pytest.mark.parametrize("name", sorted(rules_art.pictures()))
@pytest.mark.parametrize("width", [160, 420, 900])
def test_every_picture_renders_non_empty(app, name, width):
    image = rules_art.render(name, width)
    assert image.get_width() == width and image.get_height() > 20
    bounds = image.get_bounding_rect()  # the painted (non-transparent) part
    assert bounds.w > width // 4 and bounds.h > image.get_height() // 3


def test_every_picture_is_used_by_some_page():
    used = {b.text for g in GAMES for b in page_blocks(g, "en") if b.kind == "picture"}
    assert used == set(rules_art.pictures())


def test_the_tomb_example_scores_each_group_by_its_size():
    # black 3 (6), white 4 (10), brown 3 (6), black 2 (3): the rulebook's 1/3/6/10/15
    assert sorted(p for p, _cell in tomb_group_scores(TOMB)) == [3, 6, 6, 10]


def test_a_picture_the_game_does_not_draw_is_left_out_of_the_page(app):
    text = "# A\n\nBefore.\n\n[[picture: nogame.nothing]]\n\nAfter."
    with_marker = rules_page.lay_out(rules_page.parse(text), 600, 1.0)
    without = rules_page.lay_out(rules_page.parse("# A\n\nBefore.\n\nAfter."), 600, 1.0)
    assert with_marker.get_size() == without.get_size()


def test_a_marker_is_only_a_whole_line():
    assert rules_art.marker_name("[[picture: aton.temple]]") == "aton.temple"
    assert rules_art.marker_name("see [[picture: aton.temple]]") is None
    assert rules_page.parse("## A\n\n[[picture: aton.temple]]\ntext")[1:] == [
        rules_page.Block("picture", "aton.temple"), rules_page.Block("text", "text")]


def test_the_rules_screen_draws_pictures_and_scrolls(app):
    scene = RulesScene(app, "imhotep")
    app.scenes.push(scene)
    app.step([])
    assert scene.page.get_height() > scene.text_rect.h  # a long page with its pictures
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="")])
    assert scene.scroll == scene.max_scroll > 0
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False)])
    assert scene.scroll < scene.max_scroll
