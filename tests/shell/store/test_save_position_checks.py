"""A save whose "position" field (the written position a replay starts at) is one the
notation refuses is refused on loading, with the notation's reason, and listed with it on
the Load screen: the review's Aton round 0 and Archaeology queue fraction were loaded and
then left the game without a move (the notation's checks: engines/<game>/playable.py)."""

import json
from pathlib import Path

import pytest

from engines import notation
from engines.core import Replay, Seat
from shell.store import saves

CASES = Path(__file__).parent.parent.parent / "engines" / "positions"


def save_at(folder: Path, text: str) -> Path:
    players = int(text.split("players=")[1].split()[0]) if "players=" in text else 2
    replay = Replay(text.split()[0], {}, [Seat(f"P{k}") for k in range(players)], 1, [],
                    position=text)
    path = folder / f"{text.split()[0]}-position.json"
    path.write_text(json.dumps(replay.to_json()), encoding="utf-8")
    return path


@pytest.mark.parametrize("case, reason", [
    ("aton_round0.txt", "the round must be from 1 to 100"),
    ("archaeology_queue_fraction.txt", "half the cards they hold"),
    ("pyramids_quarter_6.txt", "each level must lie as the game lays it"),
])
def test_a_save_starting_at_a_refused_position_is_refused_with_the_reason(tmp_path, case,
                                                                          reason):
    path = save_at(tmp_path, (CASES / case).read_text().strip())
    with pytest.raises(saves.SaveError) as refused:
        saves.load_game(path)
    assert reason in refused.value.reason_text()
    listed = saves.inspect_save(path)
    assert listed.error is not None and reason in listed.error.reason_text()


def test_a_save_starting_at_the_same_position_mended_loads(tmp_path):
    text = (CASES / "aton_round0.txt").read_text().strip().replace("round=0", "round=1")
    replay, state = saves.load_game(save_at(tmp_path, text))
    assert replay.position == text and notation.format(state) == text
