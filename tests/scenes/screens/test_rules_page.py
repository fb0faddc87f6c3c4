"""The rules page painted a band at a time: what the bands show is the whole page pixel for
pixel at any scroll, no row is cut between bands, and a long page at 3840x2160 and 200% text
keeps only the bands near its view."""

import pygame
import pytest

from scenes.games import games
from scenes.navigator import Navigator
from scenes.screens import rules_page
from scenes.screens.rules import RulesScene, rules_text
from shell.app import App
from shell.store.settings import Settings

GROUND = (201, 183, 140)  # an opaque panel to show the page on, as the screen does


def page_of(game: str, lang: str, width: int, scale: float) -> rules_page.Page:
    return rules_page.lay_out(rules_page.parse(rules_text(game, lang)), width, scale)


def shown(page: rules_page.Page, area: pygame.Rect, whole: pygame.Surface | None = None) -> bytes:
    """The page's `area` on an opaque ground: drawn by its bands, or blitted from `whole`."""
    surface = pygame.Surface(area.size)
    surface.fill(GROUND)
    if whole is not None:
        surface.blit(whole, (0, 0), area)
    else:
        page.draw(surface, (0, 0), area)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize(("lang", "scale"), [("en", 1.0), ("ru", 1.5), ("pl", 2.0)])
def test_the_bands_show_the_whole_page_at_any_scroll(app, lang, scale):
    for game in games():
        page = page_of(game, lang, round(700 * scale), scale)
        assert len(page.bands) >= 3, game  # the page is really in bands
        whole = page.whole()
        view = round(500 * scale)
        for top in [0, *range(view // 3, page.get_height(), view)]:  # every boundary in a view
            area = pygame.Rect(0, top, page.width, min(view, page.get_height() - top))
            assert shown(page, area) == shown(page, area, whole), (game, lang, top)


@pytest.mark.parametrize("game", games())
def test_no_row_is_cut_between_bands(app, game):
    page = page_of(game, "ru", 900, 1.5)
    for band in page.bands:
        assert all(band.top <= row.y and row.y + row.height <= band.bottom
                   for row in band.rows), game
    assert page.bands[0].top == 0 and page.bands[-1].bottom == page.get_height()
    assert all(a.bottom == b.top for a, b in zip(page.bands, page.bands[1:]))


def test_a_long_page_at_4k_keeps_only_the_bands_near_its_view(tmp_path):
    app = App(Settings(language="ru", text_size=200), settings_path=tmp_path / "settings.json",
              size=(3840, 2160), persist_settings=False, audio=False, navigator=Navigator())
    try:
        scene = RulesScene(app, "imhotep")
        app.scenes.push(scene)
        app.step([])
        page = scene.page
        assert page.get_height() > 15 * scene.text_rect.h  # a very long page
        kept = []
        for scroll in (0, scene.max_scroll // 3, 2 * scene.max_scroll // 3, scene.max_scroll):
            scene.scroll_to(scroll)
            app.step([])
            kept.append(sum(surface.get_height() for surface in page.painted.values()))
        # what is kept: the bands the view shows and one on each side, never the whole page
        assert max(kept) <= scene.text_rect.h + 4 * rules_page.BAND_HEIGHT
        assert max(kept) < page.get_height() // 4
    finally:
        app.shutdown()
