"""engines.notation reads a position of any game from its first word and writes any state."""

import re
from pathlib import Path

import pytest

from engines import get_engine, notation
from engines.core import IllegalAction


@pytest.mark.parametrize("game_id", notation.notation_games())
def test_every_game_reads_and_writes_through_the_first_word(game_id):
    state = get_engine(game_id).new_game(2, None, 3)
    text = notation.format(state)
    assert notation.game_of(text) == game_id
    assert notation.format(notation.parse(text)) == text
    assert type(notation.parse(text)) is type(state)


@pytest.mark.parametrize("text", ["", "chess rnbqkbnr/pppppppp", "players=2 level=1", "  "])
def test_a_line_naming_no_game_is_refused_with_the_reason(text):
    with pytest.raises(IllegalAction, match="begins with the game's name"):
        notation.parse(text)


def test_a_line_of_one_game_is_not_read_as_another():
    text = notation.format(get_engine("pyramids").new_game(2, None, 1))
    with pytest.raises(IllegalAction, match="not an Imhotep position"):
        notation.notation_of("imhotep").parse(text)


def test_the_documented_examples_are_positions():
    """docs/notation.md's example of each game parses and is written back unchanged."""
    text = (Path(__file__).resolve().parents[2] / "docs" / "notation.md").read_text("utf-8")
    games = "|".join(notation.notation_games())
    examples = re.findall(rf"^    ((?:{games}) .*)$", text, re.M)
    assert sorted(notation.game_of(e) for e in examples) == sorted(notation.notation_games())
    for example in examples:
        assert notation.format(notation.parse(example)) == example
