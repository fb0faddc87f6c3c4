"""The starter puzzles shipped with the game (assets/puzzles/<game>.json, made by
tests/bench/make_puzzles.py): each playable game has a set, every puzzle in it reads (its
position parses, its moves are legal there), none is dropped and none repeats."""

import json

import pytest

from engines.ai.puzzles import Puzzle
from scenes.games import games, is_playable
from shell.paths import asset_path
from shell.store.puzzle_store import starter_set

GAMES = [game for game in games() if is_playable(game)]
STARTER_COUNT = 20  # puzzles shipped a game at least


@pytest.mark.parametrize("game", GAMES)
def test_the_starter_set_loads_and_every_puzzle_in_it_parses(game):
    data = json.loads(asset_path("puzzles", f"{game}.json").read_text(encoding="utf-8"))
    assert data["format"] == "nile-table-puzzles" and data["game"] == game
    assert data["settings"], "the settings it was made with"
    raw = data["puzzles"]
    assert len(raw) >= STARTER_COUNT, f"{game} has {len(raw)} starter puzzles"
    read = [Puzzle.from_json(entry) for entry in raw]
    assert starter_set(game) == tuple(read), "none is left out"
    assert all(p.game == game and p.origin == "starter" and not p.names for p in read)
    assert len({p.id for p in read}) == len(read), "no position twice"
    for puzzle in read:
        assert puzzle.preferred_win > puzzle.played_win + puzzle.noise
        assert puzzle.reason.english()


def test_the_starter_games_seat_one_hard_bot_beside_medium_or_from_easy_from_easy():
    from tests.bench.make_puzzles import EASY_FROM, seats_of

    def others(game, index):
        kinds = seats_of(game, index)
        assert kinds.count("hard") == 1
        return set(kinds) - {"hard"}

    first_easy = EASY_FROM["archaeology"]
    assert others("archaeology", first_easy - 1) == {"medium"}
    assert others("archaeology", first_easy) == {"easy"}
    assert others("imhotep", first_easy) == {"medium"}
