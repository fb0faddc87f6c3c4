"""A turning point's line on the results screen: no ghost is pointed at (the results screen
shows none), a Pyramids domino the bot would lay elsewhere is said to go to another spot
rather than "agreed", and a game without turning points says why there are none."""

import pygame
import pytest

from engines import get_engine
from engines.ai.analysis import Analysis, TurningPoint
from engines.core import Rng
from scenes.charts.analysis_charts import (
    draw_turning_points,
    turning_point_lines,
    turning_point_text,
)
from shell.language import i18n


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
        assert said.startswith("lay the domino on level ")
        assert other == "the same move, in another place (see it on the board)"
    analysis = Analysis("pyramids", 2, 10, turning_points=[point])
    line, = turning_point_lines(analysis, ["Ann", "Bot"], "pyramids", {4: state})
    assert ghost not in line.lower()


def test_no_turning_points_says_why(app, english):
    surface = pygame.Surface((400, 200), pygame.SRCALPHA)
    assert draw_turning_points(surface, pygame.Rect(0, 0, 400, 200), [], 1.0) == []
    below_heading = surface.subsurface(pygame.Rect(0, 40, 400, 160))
    assert below_heading.get_bounding_rect().h > 0, "the note under the heading"


CHANCE = {"en": "chance to win", "ru": "шанс на победу", "pl": "szansa na wygraną"}
QUOTES = {"en": ("Played: “", "would have played: “"), "ru": ("Сыгран ход: «", "сыграл бы: «"),
          "pl": ("Zagrano: „", "radziłby: „")}


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_a_turning_point_line_names_the_chance_and_quotes_both_moves(english, lang):
    """The language review: «с 5% до 97%» never said of what, the imperatives after
    «Zagrano:» / «bot wolałby:» were not quoted, and «;» joined both the steps of one move
    and the advice; the step counter gave way to the round (playtest finding 10)."""
    from engines.core import Message

    i18n.set_language(lang)
    state = get_engine("aton").new_game(2, None, 1)
    played = (("assign", 1, 3), ("assign", 2, 4))
    preferred = (("assign", 1, 4), ("assign", 2, 3))
    point = TurningPoint(3, 0, 0.6, 0.2, played[0], preferred[0], played, preferred)
    analysis = Analysis("aton", 2, 10, turning_points=[point])
    line, = turning_point_lines(analysis, ["Ann", "Bot"], "aton", {3: state},
                                {3: Message("Round {n}", {"n": 2})})
    line = line.replace("\xa0", " ")  # the catalogs keep a number with its word
    assert CHANCE[lang] in line and "20%" in line and "60%" in line
    assert ";" not in line
    for opening in QUOTES[lang]:
        assert opening in line
    assert line.startswith("1. " + {"en": "Round 2", "ru": "Раунд 2", "pl": "Runda 2"}[lang])
    first_step = line.split(QUOTES[lang][0])[1][:1]
    assert first_step == first_step.lower(), "a quoted move is a fragment, not a sentence"


def test_a_blue_card_played_is_named():
    from engines.ai.hint_phrases import describe_move

    assert describe_move("imhotep", None, [("play", "hammer")]).english() == \
        "play the blue card Hammer"
