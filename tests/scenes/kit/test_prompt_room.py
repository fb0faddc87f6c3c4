"""The prompt's pill (and its shadow's drop) stands on the bare table, over no part of the board, in
every game at the design's text size and at the largest in the smallest window (Pyramids'
quarry mat reached up under it at 100%; Archaeology's three-line Russian prompt covered the
opponents' names at 1024x640 and 200%, and is now written smaller, never below 100%)."""

import pygame
import pytest

from engines.registry import game_ids
from scenes.game_start import start_new_game
from scenes.navigator import Navigator
from shell.app import App
from shell.language import i18n
from shell.store.settings import Settings
from shell.ui.theme import draw_table, ui_scale
from tests.bench.screenshot_set import GAME_SETUPS, moves_to_a_choice

CASES = [((1280, 720), 100, "en"), ((1280, 720), 200, "ru"), ((1024, 640), 200, "ru"),
         ((1024, 640), 200, "pl")]


def board_under(scene, rect: pygame.Rect) -> bool:
    """Whether the board layer shows anything but the bare table inside `rect`."""
    bare = pygame.Surface(scene.size)
    draw_table(bare)
    board = scene.cache.layers["board"].surface
    rect = rect.clip(scene.table_rect.union(pygame.Rect(0, 0, scene.table_rect.w, 1)))
    return pygame.image.tobytes(board.subsurface(rect), "RGB") != \
        pygame.image.tobytes(bare.subsurface(rect), "RGB")


@pytest.mark.parametrize("size, percent, lang", CASES,
                         ids=[f"{w}x{h}-{p}-{lang}" for (w, h), p, lang in CASES])
def test_the_prompt_stands_clear_of_the_board(size, percent, lang, tmp_path):
    i18n.set_language(lang)
    app = App(Settings(language=lang, text_size=percent, animation_speed=0.0),
              settings_path=tmp_path / "settings.json", size=size, navigator=Navigator())
    covered = []
    try:
        for game in game_ids():
            players, seed, least, kind = GAME_SETUPS[game]
            scene = start_new_game(app, game, players=players, seed=seed, autosave=False,
                                   pre_moves=moves_to_a_choice(game, players, seed, least,
                                                               kind))
            app.step([])
            app.step([])
            assert scene.prompt_box is not None and scene.session.is_human(0)
            scale = scene.prompt_scale(scene.prompt_text)
            assert scale >= ui_scale(scene.size) - 1e-9, "never smaller than at 100%"
            drop = max(2, round(4 * scale))  # the pill's shadow falls right and down
            pill = scene.prompt_box
            if board_under(scene, pygame.Rect(pill.x, pill.y, pill.w + drop, pill.h + drop)):
                covered.append((game, scene.prompt_text, tuple(scene.prompt_box)))
            app.scenes.pop()
    finally:
        app.shutdown()
        i18n.set_language("en")
    assert covered == []
