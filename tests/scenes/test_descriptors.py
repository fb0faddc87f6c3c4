"""Every game of the registry provides every part of its two descriptors: the engine's
(bots, analysis, Hint words) and the app's (title, emblem, table, lesson, rules text and
pictures, open cards)."""

from importlib import import_module

import pygame
import pytest

from engines import descriptor
from engines.core.phrasing import Phrasing
from engines.registry import listing
from scenes.games import app_descriptor
from scenes.kit.game_view import GameView
from scenes.learn.coach import Script
from shell.language.i18n import LANGUAGES
from tests.toy import every_game


@pytest.mark.parametrize("game", every_game())
def test_the_engine_descriptor_is_complete(game):
    found = descriptor(game)
    assert found.engine.spec.id == game
    assert type(found.phrasing) is not Phrasing and found.phrasing.fragments
    assert found.phrasing.actions is import_module(f"{listing(game).engine}.actions").ACTIONS
    assert found.analysis_iterations
    assert found.heuristic is not None and callable(found.heuristic().evaluate)
    assert found.notation is not None and callable(found.notation().parse)


@pytest.mark.parametrize("game", every_game())
def test_the_app_descriptor_is_complete(game):
    found = app_descriptor(game)
    assert found is not None and found.name and found.tagline
    assert issubclass(found.view, GameView) and found.view.game_id == game
    assert found.view.ACTIONS is import_module(f"{listing(game).engine}.actions").ACTIONS
    assert found.learn is not None and isinstance(found.learn(), Script)
    assert found.pictures is not None and found.pictures()
    assert found.open_cards is not None and callable(found.open_cards())
    for lang in LANGUAGES:
        assert found.rules_path(game, lang).is_file(), (game, lang)
    surface = pygame.Surface((200, 160), pygame.SRCALPHA)
    found.emblem(surface, surface.get_rect())
    assert surface.get_bounding_rect().w > 50, "the emblem drew nothing"
