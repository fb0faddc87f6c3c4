"""A turning point's line on the results screen: no ghost is pointed at (the results screen
shows none), a Pyramids domino the bot would lay elsewhere is said to go to another spot
rather than "agreed", and a game without turning points says why there are none."""

import pygame
import pytest

from engines import get_engine
from engines.ai.analysis import Analysis, TurningPoint
from engines.core import Rng
from game import i18n
from scenes.charts.analysis_charts import (
    draw_turning_points,
    turning_point_lines,
    turning_point_text,
)


def two_spots():
    """A Pyramids position and two placements of one domino, alike but at different spots."""
    state = get_engine("pyramids").new_game(2, None, 5)
    rng = Rng(5)
    while True:
        legal = state.legal_actions()
        places = [a for a in legal if a[0] == "place"]
        for a in places:
            for b in places:
                if (a.level, a.orient) == (b.level, b.orient) and (a.x, a.y) != (b.x, b.y):
                    return state, a, b
        state.apply(legal[rng.randrange(len(legal))])


@pytest.fixture
def english():
    yield i18n.set_language("en")
    i18n.set_language("en")


@pytest.mark.parametrize("lang,ghost", [("en", "ghost"), ("ru", "призрак"),
                                        ("pl", "podpowied")])
def test_a_domino_laid_elsewhere_is_named_without_a_ghost(english, lang, ghost):
    i18n.set_language(lang)
    state, played, preferred = two_spots()
    point = TurningPoint(4, 0, 0.6, 0.3, played, preferred, (played,), (preferred,))
    said, other = turning_point_text("pyramids", state, point)
    assert other is not None, "a domino laid at another spot is no agreement"
    assert ghost not in said.lower() and ghost not in other.lower()
    if lang == "en":
        assert said.startswith("Lay the domino on level ")
        assert other == "the same move, in another place (see it on the board)"
    analysis = Analysis("pyramids", 2, 10, turning_points=[point])
    line, = turning_point_lines(analysis, ["Ann", "Bot"], "pyramids", {4: state})
    assert ghost not in line.lower()


def test_no_turning_points_says_why(app, english):
    surface = pygame.Surface((400, 200), pygame.SRCALPHA)
    assert draw_turning_points(surface, pygame.Rect(0, 0, 400, 200), [], 1.0) == []
    below_heading = surface.subsurface(pygame.Rect(0, 40, 400, 160))
    assert below_heading.get_bounding_rect().h > 0, "the note under the heading"
