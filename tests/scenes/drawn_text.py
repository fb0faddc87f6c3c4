"""The screens that draw their own text (Load, Statistics, Results, About, the Learn-to-play
offer and the lesson's leave question), filled with data, one frame at a time; and the checks
of what they draw beyond tests/scenes/textfit.py: every drawn text inside the window and the
panel it stands on, clear of the screen's buttons, and the buttons clear of each other."""

import contextlib
import json
import os
import sqlite3
import time

import pygame
import pygame_gui

from engines import get_engine
from engines.core import Replay, Seat
from shell.paths import saves_dir
from shell.store import finished, saves
from shell.store.finished import record_finished_game
from shell.store.stats import stats_path
from tests.scenes import textfit
from tests.shell.store.test_stats import finished_game

# Names as long as the setup screen allows (MAX_NAME_CHARS), four of them.
LONG_NAMES = ("Maximilian Alexandrowicz", "Konstantin Wasilewski", "Anastazja Wiśniewska",
              "Bartholomew Fitzgerald")


# When the recorded games finished: a date and time of the widest digits (the font's 4 is
# a pixel wider than the others), the same whatever the clock says when the test runs.
FINISHED_AT = "2024-04-24 14:44"


def record_history() -> None:
    """Finished games of every game against three levels, and one of people only, all
    finished a second apart at `FINISHED_AT`."""
    for n, game in enumerate(("imhotep", "pyramids", "archaeology", "aton")):
        for k, level in enumerate(("easy", "medium", "hard")):
            record_finished_game(*finished_game(game, ("human", level), 10 * n + k), hints=k)
    record_finished_game(*finished_game("imhotep", ("human", "human"), 99))
    finished.flush()
    at = time.mktime(time.strptime(FINISHED_AT, "%Y-%m-%d %H:%M"))
    for k, path in enumerate(finished.kept_replays()):  # oldest first
        os.utime(path, (at + k, at + k))
    with contextlib.closing(sqlite3.connect(stats_path())) as db, db:
        db.execute("UPDATE games SET finished = ? + id", (at,))


def write_saves() -> None:
    """Saves of every game half-way, the longest names at four seats, and a damaged one."""
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    now = time.time()
    for n, game in enumerate(("imhotep", "pyramids", "archaeology", "aton")):
        engine = get_engine(game)
        players = engine.spec.max_players
        kinds = ["human", "hard", "medium", "easy"][:players]
        replay, _state = finished_game(game, tuple(kinds), n)
        replay = Replay(game, replay.options, [Seat(LONG_NAMES[k], kind)
                                               for k, kind in enumerate(kinds)],
                        replay.seed, replay.actions[: len(replay.actions) // 2])
        path = folder / f"autosave-{game}-20261127-1144{n:02d}.json"  # the longest names
        saves.save_replay(replay, path)
        os.utime(path, (now - n, now - n))
    damaged = folder / "broken.json"
    damaged.write_text(json.dumps({"game": "imhotep", "version": 1}))


def texts_on_screen(app, scene) -> list:
    """The visible texts `scene` draws in one frame: (record, rect in window pixels)."""
    _problems, shown = textfit.frame_problems(app, scene)
    return shown


def _buttons(scene) -> list:
    return [e for e in textfit.gui_elements(scene.ui)
            if isinstance(e, pygame_gui.elements.UIButton) and e.visible]


def placement_problems(app, scene) -> list:
    """Drawn texts outside the window or spilling out of the panel under them, over one of
    the screen's buttons; buttons over each other."""
    screen = app.surface
    from shell.ui import textlog

    records = textlog.start()
    try:
        textfit.repaint(scene)
        app.draw()
    finally:
        textlog.stop()
    placed = textfit.screen_records(scene, records, screen)
    shown = textfit.visible_texts(placed)
    window = screen.get_rect()
    panels = [rect for record, rect in placed if record.kind == "panel"]
    buttons = [b.rect for b in _buttons(scene)]
    found = []
    for record, rect in shown:
        if not record.text.strip():
            continue
        ink = textfit.ink(rect)
        if not window.contains(ink):
            found.append(("outside", f"{record.text!r} {tuple(rect)}"))
        under = [p for p in panels if p.collidepoint(ink.topleft)]
        if under and not min(under, key=lambda p: p.w * p.h).contains(ink):
            found.append(("spill", f"{record.text!r} {tuple(rect)} out of its panel"))
        for button in buttons:
            if ink.colliderect(button):
                found.append(("under a button", f"{record.text!r} {tuple(rect)} / "
                                                 f"{tuple(button)}"))
    for k, a in enumerate(buttons):
        for b in buttons[k + 1:]:
            if a.inflate(-2, -2).colliderect(b.inflate(-2, -2)) and not (a.contains(b)
                                                                       or b.contains(a)):
                found.append(("buttons", f"{tuple(a)} over {tuple(b)}"))
    return found


def all_problems(app, scene) -> list:
    found, _shown = textfit.frame_problems(app, scene)
    return found + placement_problems(app, scene)


def text_height(shown, role_px: int | None = None) -> int:
    """The median height of the drawn text lines (their font's line)."""
    heights = sorted(record.font.get_height() for record, _rect in shown
                     if record.font is not None and record.text.strip())
    return heights[len(heights) // 2] if heights else 0


def frames(app, count: int = 2) -> None:
    for _ in range(count):
        app.step([])
    pygame.event.pump()
