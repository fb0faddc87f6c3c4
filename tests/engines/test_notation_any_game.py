"""engines.notation reads a position of any game from its first word and writes any state."""

import re
from pathlib import Path

import pytest

from engines import get_engine, notation
from engines.core import IllegalAction, Rng
from engines.registry import Listing, register, unregister
from tests.toy import every_game


@pytest.mark.parametrize("game_id", every_game())
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


def test_a_game_without_a_notation_is_named_in_the_refusal():
    register(Listing("nim", engine="tests.engines.engine_without_notation",
                     app="tests.toy.scenes_nim"))
    try:
        assert "nim" not in notation.notation_games()
        with pytest.raises(IllegalAction) as refused:
            notation.parse("nim heap=7")
        assert refused.value.message.english() == "Nim has no written positions yet"
    finally:
        unregister("nim")


def damaged(text: str, rng: Rng) -> str:
    """`text` cut short, or with a character changed, dropped or a few put in."""
    at = rng.randrange(len(text))
    kind = rng.randrange(4)
    if kind == 0:
        return text[:at]
    if kind == 1:
        return text[:at] + "0123456789abxyz-/,.=AT "[rng.randrange(23)] + text[at + 1:]
    if kind == 2:
        return text[:at] + text[at + 1:]
    return text[:at] + "0123456789-/,."[rng.randrange(14)] * (1 + rng.randrange(4)) + text[at:]


@pytest.mark.parametrize("game_id", every_game())
def test_damaged_text_is_a_position_or_refused_with_a_reason(game_id):
    """Whatever a damaged line holds, parse gives a position or IllegalAction, never
    another error (a file a player opens can hold anything)."""
    engine = get_engine(game_id)
    rng = Rng(7)
    for seed in (1, 2):
        state = engine.new_game(engine.spec.max_players, None, seed)
        for _ in range(rng.randrange(40)):
            if state.is_over():  # a short game (the toy's)
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        text = notation.format(state)
        for _ in range(300):
            try:
                notation.parse(damaged(text, rng))
            except IllegalAction:
                pass


@pytest.mark.parametrize("piece", ["1.299.0.0.YB17", "1.0.9.3.AB17", "1.1.0.0.YB17",
                                   "2.-4.-4.0.YB17"])
def test_a_pyramids_piece_off_its_level_is_refused(piece):
    text = notation.format(get_engine("pyramids").new_game(2, None, 1))
    code = piece.rsplit(".", 1)[1]
    text = text.replace(f"{code},", "").replace(f",{code}", "")  # now only on the pyramid
    text = re.sub(r"pieces=-/-", f"pieces={piece}/-", text)
    with pytest.raises(IllegalAction, match="not a Pyramids position"):
        notation.parse(text)


def test_a_position_not_over_where_nobody_can_move_is_refused():
    from engines.core.notation import check_can_move

    class NoMove:
        over, mover, legal = False, 0, []

        def is_over(self):
            return self.over

        def to_move(self):
            return self.mover

        def legal_actions(self):
            return list(self.legal)

    stuck = NoMove()
    with pytest.raises(IllegalAction, match="nobody has a move to make"):
        check_can_move(stuck)
    stuck.mover, stuck.legal = None, [("x",)]
    with pytest.raises(IllegalAction, match="nobody has a move to make"):
        check_can_move(stuck)
    stuck.mover = 0
    check_can_move(stuck)
    stuck.over, stuck.legal = True, []
    check_can_move(stuck)
