"""The screens of a table over the network fit from the smallest window to 4K, at 100% and
200% text, in every language: the lobby (seats joined and waiting), the join screen (tables
found, a refusal's reason, seated and waiting for the start), the hosted table with an away
player's seat offered to a bot, and a joined seat's table."""

import time
from dataclasses import replace

import pytest

from engines import get_engine
from engines.core import Replay, Seat
from scenes.navigator import Navigator
from scenes.net.join import JoinScene
from scenes.net.lobby import LobbyScene
from scenes.net.remote_table import RemoteTable
from shell.app import App
from shell.language import i18n
from shell.net.discovery import FoundTable
from shell.net.headless import HeadlessClient
from shell.net.hosting import Hosting
from shell.store.settings import Settings
from tests.scenes import textfit
from tests.shell.net.app_process import host
from tests.shell.net.loopback import quick_limits

LANGS = ["en", "ru", "pl"]
LOOKS = [((1024, 640), 100), ((1024, 640), 200), ((1280, 720), 150), ((1920, 1080), 200),
         ((3840, 2160), 100)]
# long first names (a seat row at the smallest window with the largest text elides a name
# longer still: the kit's panel, checked in test_text_fit)
LONG_NAMES = ("Maximilian", "Wilhelmina", "Anastasia")


def until(test, step, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not test():
        step()
        time.sleep(0.001)
        assert time.monotonic() < deadline, "not in time"


def to_top(app, scene) -> None:
    """Show `scene` (kept on the stack) without closing the others."""
    stack = app.scenes.stack
    if stack[-1] is scene:
        return
    stack[-1].leave()
    stack.remove(scene)
    stack.append(scene)
    app.scenes._enter(scene)


class Screens:
    """The network's screens of one app, each live (hosts and joiners on 127.0.0.1)."""

    def __init__(self, app) -> None:
        app.use_bot_process = False
        app.settings.animation_speed = 0.0
        self.closers: list = []
        spec = get_engine("archaeology").spec
        seats = [Seat(LONG_NAMES[0], "human"), Seat(LONG_NAMES[1], "remote"),
                 Seat("Ramses", "hard"), Seat(LONG_NAMES[2], "remote")]
        replay = Replay("archaeology", spec.resolve_options(None), seats, 7)
        hosting = Hosting(replay, port=0, bind="127.0.0.1", announce=False,
                          limits=quick_limits())
        self.closers.append(hosting.close)
        self.lobby = LobbyScene(app, replay, hosting)
        app.scenes.push(self.lobby)
        joiners = [HeadlessClient("127.0.0.1", hosting.port, hosting.code, LONG_NAMES[k],
                                  autoplay=False) for k in (1, 2)]
        until(hosting.ready, lambda: (self.lobby.update(0.05),
                                      [j.step() for j in joiners]))
        self.lobby.update(0.05)
        self.lobby.start_game()  # the hosted table in its place; the lobby is shown again
        self.host_table = app.scenes.top  # below it, as it was before the start
        app.scenes.stack.insert(0, self.lobby)
        joiners[0].close()  # that player is away
        until(lambda: hosting.roster.rows()[1]["present"] is False,
              lambda: self.host_table.update(0.05))
        table = self.host_table
        until(lambda: table.state.to_move() == 1, lambda: (
            table.human_to_move and table.play(table.state.legal_actions()[0]),
            table.update(0.05)))
        table.refresh()
        assert table.offers, "the away seat's bot is offered"
        self.closers.append(joiners[1].close)
        # the join screen: tables found, and a reason
        self.join = JoinScene(app, browse=False)
        self.join.found = [FoundTable(f"t{k}", LONG_NAMES[k % 3], game, "192.168.100.200",
                                      47474, 1, k + 1)
                           for k, game in enumerate(("archaeology", "pyramids", "imhotep"))]
        self.join.message, self.join.error = i18n._(
            "That is not an address; for example 192.168.1.20 or 192.168.1.20:47474."), True
        app.scenes.push(self.join)
        # seated, waiting for the start; and a joined seat's table (hosted by app processes:
        # one host per app)
        waiting, port, code = host("pyramids", "remote,remote,easy,human")
        self.closers.append(waiting.kill)
        self.seated = JoinScene(app, browse=False)
        app.scenes.push(self.seated)
        self.seated.fields.update(address=f"127.0.0.1:{port}", code=code, name=LONG_NAMES[0])
        self.seated.join()
        until(lambda: self.seated.seated, lambda: self.seated.update(0.05))
        self.seated.rebuild()
        playing, port, code = host("archaeology", "human,remote,easy")
        self.closers.append(playing.kill)
        joining = JoinScene(app, browse=False)
        app.scenes.push(joining)
        joining.fields.update(address=f"127.0.0.1:{port}", code=code, name=LONG_NAMES[1])
        joining.join()
        until(lambda: isinstance(app.scenes.top, RemoteTable),
              lambda: joining.update(0.05))
        self.remote_table = app.scenes.top
        until(lambda: self.remote_table.human_to_move,
              lambda: self.remote_table.update(0.05), 60)

    def all(self) -> dict:
        return {"lobby": self.lobby, "join": self.join, "join seated": self.seated,
                "hosted table": self.host_table, "joined table": self.remote_table}

    def close(self) -> None:
        for close in self.closers:
            close()


@pytest.mark.slow  # live hosts and tables in three languages at five looks: about 30 s
@pytest.mark.parametrize("lang", LANGS)
def test_the_network_screens_fit(lang, tmp_path):
    i18n.set_language(lang)
    app = App(Settings(language=lang), settings_path=tmp_path / "settings.json",
              size=(1024, 640), navigator=Navigator())
    screens = None
    problems = []
    try:
        screens = Screens(app)
        for size, percent in LOOKS:
            app.apply_settings(replace(app.settings, text_size=percent,
                                       window_width=size[0], window_height=size[1]))
            assert app.size == size
            for label, scene in screens.all().items():
                to_top(app, scene)
                found, _shown = textfit.frame_problems(app, scene)
                problems += [(f"{label} {size} {percent}%", kind, what)
                             for kind, what in found]
    finally:
        if screens is not None:
            screens.close()
        app.shutdown()
    report = "\n".join(f"{label}: {kind}: {what}" for label, kind, what in problems)
    assert problems == [], f"{len(problems)} problems in {lang}:\n{report}"
