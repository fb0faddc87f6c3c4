"""Expert, the fifth bot level, at the table: offered where a level is chosen, saved and
counted by name, played to the end of a game, and a long think shown in its seat row while
the table keeps drawing."""

import time

import pygame
import pytest

from engines import get_engine
from engines.ai import levels
from engines.core import Seat
from engines.core.replay import SEAT_KINDS as REPLAY_KINDS
from scenes.charts.win_rates import level_label
from scenes.game_start import BOT_LEVELS, start_new_game
from scenes.screens.setup import SetupModel
from scenes.screens.setup_layout import SEAT_KINDS, seat_kind_label
from shell.store import finished, saves
from shell.store.stats import StatsStore, opponent_level
from tests.scenes.test_game_end_records import play_to_the_end


def test_expert_is_offered_wherever_a_level_is_chosen():
    assert "expert" in BOT_LEVELS and "expert" in REPLAY_KINDS
    assert dict(SEAT_KINDS)["expert"] == "Bot: Expert"
    assert seat_kind_label("expert") == "Bot: Expert"
    # the setup remembered in Settings keeps an Expert seat as the next game's default
    model = SetupModel(get_engine("imhotep").spec)
    model.recall({"players": 2, "kinds": ["human", "expert"]})
    assert model.kinds[:2] == ["human", "expert"]
    assert [seat.kind for seat in model.seats()] == ["human", "expert"]


def test_saves_and_statistics_name_expert(tmp_path):
    assert opponent_level(["hard", "expert", "medium"]) == "expert"
    assert level_label("expert") == "Expert bots"
    from tests.shell.store.test_stats import finished_game

    replay, state = finished_game("aton", ("human", "expert"), 5)
    path = tmp_path / "expert.json"
    saves.save_replay(replay, path)
    loaded, _state = saves.load_game(path)
    assert [seat.kind for seat in loaded.seats] == ["human", "expert"]


def test_a_game_with_an_expert_bot_plays_to_its_end_at_the_table(app, monkeypatch):
    app.use_bot_process = False
    app.settings.animation_speed = 0.0
    monkeypatch.setitem(levels.DEFAULT_SETTINGS["hard"], "iterations", 6)  # a quick Expert
    table = start_new_game(app, "aton", seats=[Seat("Anna", "human"), Seat("Ramses", "expert")],
                           seed=8, autosave=False)
    play_to_the_end(app, table)
    assert table.state.is_over()
    (row,) = StatsStore().summaries()
    assert (row.game, row.level, row.games) == ("aton", "expert", 1)
    assert len(finished.kept_replays()) == 1


@pytest.mark.processes
def test_a_long_think_shows_its_progress_in_the_seat_row_while_frames_go_on(app):
    """A real Expert decision in the worker process (four-player Pyramids: over a second
    on any machine); the table draws every frame meanwhile."""
    app.settings.animation_speed = 0.0
    table = start_new_game(app, "pyramids", seats=[Seat(f"B{i}", "expert") for i in range(4)],
                           seed=5, autosave=False)
    surface = pygame.Surface(app.size)
    mover = table.state.to_move()
    plies = len(table.session.replay.actions)
    frames, shown = [], []
    deadline = time.monotonic() + 90
    try:
        while len(table.session.replay.actions) == plies and time.monotonic() < deadline:
            started = time.perf_counter()
            table.update(1 / 60)
            table.draw(surface)
            frames.append(time.perf_counter() - started)
            share = table.bots.long_think()
            if share is not None:
                shown.append((share, table.panel.detail(mover, True)))
            time.sleep(1 / 60)
    finally:
        table.bots.cancel()
    assert shown, "the bot never thought longer than half a second"
    assert all(text.startswith("thinking ") and "%" in text for _share, text in shown)
    shares = [share for share, _text in shown]
    assert shares == sorted(shares) and 0 <= shares[0] and shares[-1] <= 1
    assert shares[-1] > shares[0], "the progress moved"
    # the frames went on while the bot thought (the first frames open the worker)
    assert len(frames) > 20 and max(frames[5:]) < 0.25
