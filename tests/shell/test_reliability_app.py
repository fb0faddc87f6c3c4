"""The app survives its own failures: a failing frame, an uncaught exception in any thread,
a bot worker killed again and again during a game; the window keys (F11, Alt+Enter, Esc)."""

import logging
import os
import sys
import threading

import pygame
import pytest

from engines.core import Seat
from scenes.game_start import start_new_game
from scenes.navigator import Navigator
from scenes.screens.load import LoadScene
from scenes.screens.menu import MenuScene
from shell import crash, notices
from shell.app import MAX_RECOVERIES, App
from shell.store.settings import Settings
from shell.ui.scene import Scene
from tests.shell.processes import killed

pytestmark = pytest.mark.processes  # the worker process killed, replaced, waited for


@pytest.fixture
def app(tmp_path):
    application = App(Settings(), settings_path=tmp_path / "settings.json", size=(1280, 720),
                      audio=False,
                      navigator=Navigator())
    yield application
    application.shutdown()


class Exploding(Scene):
    """A scene whose frame fails (a stand-in for any bug)."""

    def update(self, dt):
        raise ZeroDivisionError("a bug in a frame")


def test_a_failing_frame_is_logged_and_the_player_goes_back_to_the_menu(app):
    menu = MenuScene(app)
    app.scenes.push(menu)
    table = start_new_game(app, "imhotep", seats=[Seat("Anna"), Seat("Boris")], seed=4)
    app.scenes.push(Exploding(app))
    app.run(max_frames=3)
    assert app.scenes.stack == [menu]
    assert app.toast.visible and app.toast.error
    assert str(crash.log_path()) in app.toast.text
    logged = crash.log_path().read_text()
    assert "ZeroDivisionError: a bug in a frame" in logged and "Traceback" in logged
    assert table.session.writer.path.exists()  # the game's autosave is on disk


def test_a_frame_that_keeps_failing_ends_the_loop_after_a_few_recoveries(app):
    class AlwaysExploding(Exploding):
        pass

    app.scenes.push(AlwaysExploding(app))  # the bottom scene itself fails: no way back
    with pytest.raises(ZeroDivisionError):
        app.run(max_frames=MAX_RECOVERIES + 5)
    assert app.recoveries == MAX_RECOVERIES + 1


def test_recoveries_far_apart_are_forgotten_and_never_end_the_app(app, monkeypatch):
    import shell.app

    monkeypatch.setattr(shell.app, "RECOVERY_FORGOTTEN_AFTER", 5)
    monkeypatch.setattr(shell.app, "FPS", 0)

    class FailingNowAndThen(Scene):
        frames = 0

        def update(self, dt):
            FailingNowAndThen.frames += 1
            if FailingNowAndThen.frames % 7 == 0:  # six good frames between two failures
                raise ZeroDivisionError("a rare bug")

    app.scenes.push(FailingNowAndThen(app))
    app.run(max_frames=7 * (MAX_RECOVERIES + 3))
    assert FailingNowAndThen.frames >= 7 * (MAX_RECOVERIES + 2)  # many failures survived
    assert app.recoveries == 1


def test_the_excepthooks_log_every_uncaught_exception(monkeypatch, capsys):
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    crash.install()
    try:
        raise KeyError("main thread bug")
    except KeyError:
        sys.excepthook(*sys.exc_info())
    assert str(crash.log_path()) in capsys.readouterr().err

    def thread_bug():
        raise ValueError("worker thread bug")

    thread = threading.Thread(target=thread_bug, name="helper")
    thread.start()
    thread.join()
    logged = crash.log_path().read_text()
    assert "KeyError: 'main thread bug'" in logged
    assert "ValueError: worker thread bug" in logged


def test_notices_from_any_thread_are_shown_in_the_app_toast(app):
    app.scenes.push(MenuScene(app))
    thread = threading.Thread(target=notices.post, args=("from a thread", True))
    thread.start()
    thread.join()
    app.step([])
    assert app.toast.visible and app.toast.text == "from a thread" and app.toast.error


def key(code, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


def test_f11_and_alt_enter_toggle_fullscreen_and_esc_leaves_it_first(app, tmp_path):
    menu = MenuScene(app)
    app.scenes.push(menu)
    screen = LoadScene(app)
    app.scenes.push(screen)
    app.step([key(pygame.K_F11)])
    assert app.settings.fullscreen
    app.step([key(pygame.K_ESCAPE)])
    assert not app.settings.fullscreen and app.scenes.top is screen  # still on the screen
    app.step([key(pygame.K_RETURN, pygame.KMOD_LALT)])
    assert app.settings.fullscreen
    app.step([key(pygame.K_RETURN, pygame.KMOD_LALT)])
    assert not app.settings.fullscreen
    app.step([key(pygame.K_ESCAPE)])
    assert app.scenes.top is menu  # not fullscreen: Esc leaves the screen
    assert '"fullscreen": false' in (tmp_path / "settings.json").read_text()


def test_a_game_plays_to_the_end_while_its_worker_is_killed_again_and_again(app):
    """Two bots play a whole game of Imhotep; the worker process is killed every 12 moves
    (while thinking or between moves) and the game still ends normally."""
    app.settings.animation_speed = 0.0
    app.scenes.push(MenuScene(app))
    scene = start_new_game(app, "imhotep", seats=[Seat("Ra", "easy"), Seat("Isis", "easy")],
                           seed=17, autosave=False)
    worker = app.bot_worker()
    kills, next_kill = 0, 6
    for _frame in range(20_000):
        if scene.state.is_over():
            break
        plies = len(scene.session.replay.actions)
        if plies >= next_kill and worker.worker.pid is not None:
            worker.worker.process.kill()
            kills += 1
            next_kill += 12
        app.step([])
    assert scene.state.is_over(), "the game did not finish"
    assert kills >= 5
    assert worker.replacements >= 1
    logging.getLogger(__name__).info("worker kills survived: %d (replacements %d)", kills,
                                     worker.replacements)


def a_thinking_bot(app, game="pyramids"):
    """A table where Anna has moved and a Hard bot is thinking."""
    app.settings.animation_speed = 0.0
    app.scenes.push(MenuScene(app))
    scene = start_new_game(app, game, seats=[Seat("Anna"), Seat("Khufu", "hard")],
                           seed=5, autosave=False)
    while scene.session.is_human(scene.state.to_move()):
        scene.play(scene.state.legal_actions()[0])
    app.step([])
    assert app.bot_worker().busy
    return scene


def replaced_unheard(worker, old) -> bool:
    """The worker `old` (a process thinking for a bot) was killed and replaced, its decision
    never awaited: it was killed, not finished, and another worker stands in."""
    return (killed(old.process) and worker.worker is not old
            and not worker.busy)


def test_undo_never_waits_for_a_thinking_bot(app):
    scene = a_thinking_bot(app, "imhotep")
    worker = app.bot_worker()
    old = worker.worker
    assert scene.session.can_undo(scene.screen_holder)
    scene.undo()
    assert replaced_unheard(worker, old)
    assert scene.session.is_human(scene.state.to_move())


def test_leaving_the_table_and_quitting_never_wait_for_a_thinking_bot(app):
    a_thinking_bot(app)
    worker = app.bot_worker()
    old = worker.worker
    app.scenes.pop()  # back to the menu (a new game starts from there)
    assert replaced_unheard(worker, old)
    a_thinking_bot(app)
    old = worker.worker
    app.shutdown()
    assert killed(old.process) and worker.worker is None


CRASHING_APP = """
import sys
import main
from scenes.screens.menu import MenuScene
from scenes.kit.table import TableScene


def bug(self, dt):
    raise RuntimeError("injected bug")


TableScene.update = bug
MenuScene.update = bug
sys.exit(main.main(["--load", sys.argv[1]]))
"""


def test_a_real_crash_is_logged_told_and_the_autosave_kept(tmp_path):
    """The real app, with a bug in every frame: each failure is logged with its traceback,
    the app gives up after a few recoveries with the short message, the save is intact."""
    import subprocess
    from pathlib import Path

    from engines import get_engine
    from engines.core import Replay
    from shell.store import saves

    root = Path(__file__).resolve().parents[2]
    state = get_engine("imhotep").new_game(2, None, 9)
    replay = Replay("imhotep", state.options, [Seat("Anna"), Seat("Boris")], 9,
                    [state.legal_actions()[0]])
    autosave = tmp_path / "autosave-imhotep-20260101-000000.json"
    saves.save_replay(replay, autosave)
    before = autosave.read_bytes()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    result = subprocess.run([sys.executable, "-c", CRASHING_APP, str(autosave)], cwd=root,
                            env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    log_file = tmp_path / "state" / "NileTable" / "log" / "nile-table.log"
    assert f"the details are in {log_file}" in result.stderr
    logged = log_file.read_text()
    assert logged.count("RuntimeError: injected bug") == MAX_RECOVERIES + 1
    assert "Traceback (most recent call last)" in logged
    assert autosave.read_bytes() == before
    assert saves.load_game(autosave)[0].actions == replay.actions


def test_f11_is_a_plain_toggle_whatever_resize_events_the_switch_brings(app):
    """An X server without a window manager answers a switch to fullscreen with resize
    events of the old window size: they neither take the window out of fullscreen (the
    settings would say On for a window) nor lay the table out at another size than the
    window's; the switch's own queued events are dropped, so no switch follows another."""
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.step([])
    windowed = app.size
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=windowed[0], h=windowed[1],
                                         size=windowed))
    app.step([key(pygame.K_F11)])
    assert not pygame.event.peek(pygame.VIDEORESIZE), "the switch's own resizes are dropped"
    assert app.settings.fullscreen and pygame.display.is_fullscreen()
    full = pygame.display.get_surface().get_size()
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=windowed[0], h=windowed[1],
                                 size=windowed)])
    assert app.settings.fullscreen and pygame.display.is_fullscreen()
    assert app.size == full == pygame.display.get_surface().get_size()
    assert menu.size == full  # laid out at the window's real size
    app.step([key(pygame.K_F11)])
    assert not app.settings.fullscreen and not pygame.display.is_fullscreen()
    assert app.size == windowed == menu.size
