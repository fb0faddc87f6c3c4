"""Start the app the way the command line asks: normal play, --load, --position,
--screenshot, --smoke."""

import logging
import sys

from scenes.navigator import Navigator
from shell.app import App
from shell.store.settings import load_settings

log = logging.getLogger(__name__)


def command_line_overrides(args) -> dict:
    """The settings this run's options ask for (used, never saved)."""
    overrides = {}
    if args.lang:
        overrides["language"] = args.lang
    if args.fullscreen:
        overrides["fullscreen"] = True
    if args.text_size:
        overrides["text_size"] = args.text_size
    if args.size:
        overrides["window_width"], overrides["window_height"] = args.size
        overrides["fullscreen"] = False
    return overrides


def make_app(args, *, headless_tool: bool) -> App:
    # an explicit --size may be below the minimum window for screenshots
    return App(load_settings(), size=args.size or None, persist_settings=not headless_tool,
               audio=not args.screenshot, overrides=command_line_overrides(args),
               navigator=Navigator())


def make_scene(app: App, name: str, args):
    """A scene by name, for --screenshot and tests."""
    from scenes.screens.about import AboutScene
    from scenes.screens.load import LoadScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.rules import RulesScene
    from scenes.screens.settings import SettingsScene
    from scenes.screens.setup import SetupScene

    simple = {"menu": MenuScene, "settings": SettingsScene, "rules": RulesScene,
              "load": LoadScene, "about": AboutScene}
    if name in simple:
        return simple[name](app)
    if name == "setup":
        return SetupScene(app, args.game)
    if name in ("join", "lobby"):
        return network_scene(app, name, args)
    if name == "puzzles":
        from scenes.screens.puzzle_list import PuzzleListScene

        return PuzzleListScene(app, args.game)
    from scenes.game_start import start_new_game

    return start_new_game(app, name, players=args.players, seed=args.seed,
                          bots=True, pre_moves=args.moves, push=False, autosave=False)


def network_scene(app: App, name: str, args):
    """The join screen, or the lobby of a --game table (a person here, the other seats
    remote) listening on 127.0.0.1 and not announced, for --screenshot and tests."""
    from scenes.net.join import JoinScene

    if name == "join":
        return JoinScene(app, browse=False)
    from engines import get_engine
    from engines.core import Replay, Seat
    from scenes.net.lobby import LobbyScene
    from shell.language.i18n import _
    from shell.net.hosting import Hosting

    spec = get_engine(args.game).spec
    players = args.players or spec.min_players
    seats = [Seat(_("Player {number}").format(number=k + 1), "remote" if k else "human")
             for k in range(players)]
    replay = Replay(args.game, spec.resolve_options(None), seats, args.seed)
    return LobbyScene(app, replay, Hosting(replay, port=0, bind="127.0.0.1", announce=False))


def launch(args) -> int:
    if args.host or args.join:  # a table over the network, without a window
        from shell.net.headless import host_main, join_main

        return host_main(args) if args.host else join_main(args)
    headless = bool(args.screenshot or args.smoke)
    if args.screenshot:
        import os

        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    app = make_app(args, headless_tool=headless)
    try:
        position = None
        if args.position is not None and "remote" in (args.seats or []):
            print("--seats: a remote seat is only for --host", file=sys.stderr)
            return 2
        if args.position is not None:
            position = read_position_or_say_why(args)
            if position is None:
                return 2
        if args.screenshot:
            return screenshot(app, args, position)
        if args.smoke:
            from scenes.smoke import smoke

            return smoke(app)
        from scenes.screens.menu import MenuScene
        from shell.store import housekeeping

        housekeeping.at_start()
        app.scenes.push(MenuScene(app))
        if args.load:
            open_from_command_line(app, args.load)
        if position is not None:
            open_position_scene(app, args, position)
        app.run()
        return 0
    finally:
        app.shutdown()


def open_from_command_line(app: App, path, *, copy: bool = True) -> str | None:
    """--load: open the save over the menu, or show on the menu why it cannot be opened
    (`copy`: see `open_saved_game`)."""
    from scenes.screens.load import open_saved_game

    problem = open_saved_game(app, path, copy=copy)
    top = app.scenes.top  # the menu, under the table when the save opened
    if problem and top is not None:
        top.toast.show(problem, error=True, seconds=6)  # logged with the whole name
    return problem


def keep_nothing(scene) -> None:
    """A screenshot's table writes nothing to the player's folders: no autosave (a loaded
    save stays as it was, and no old autosave is pruned to make room), and a game that ends
    during the frames goes to neither the statistics nor the kept replays."""
    session = getattr(scene, "session", None)
    if session is not None:
        session.writer = None
        scene.ended_before = True


def read_position_or_say_why(args):
    """--position read and parsed: (state, text); None when it cannot be opened (the reason,
    in the player's language, is on stderr)."""
    from scenes.position import read_position

    state, text = read_position(args.position, args.seats)
    if state is None:
        print(text, file=sys.stderr)
        return None
    return state, text


def open_position_scene(app: App, args, position):
    """The table (or with --viewer the replay viewer) at the --position, pushed."""
    from scenes.position import open_position

    state, text = position
    return open_position(app, state, text, kinds=args.seats, seed=args.seed,
                         viewer=args.viewer)


def screenshot(app: App, args, position=None) -> int:
    """Render `args.frames` frames of the scene (or the --load save, or the --position) to
    `args.screenshot`; nothing in the player's folders is written or removed."""
    if position is not None:
        try:
            keep_nothing(open_position_scene(app, args, position))
        except LookupError as exc:
            log.error("cannot open the position: %s", exc)
            return 2
    elif args.load:  # the loaded game (or the menu telling why it could not be loaded)
        from scenes.screens.menu import MenuScene

        app.scenes.push(MenuScene(app))
        problem = open_from_command_line(app, args.load, copy=False)
        keep_nothing(app.scenes.top)
        print(problem or f"loaded {args.load.name}")
    else:
        try:
            scene = make_scene(app, args.scene, args)
        except (KeyError, LookupError, ValueError) as exc:
            log.error("cannot show scene %r: %s", args.scene, exc)
            return 2
        keep_nothing(scene)
        app.scenes.push(scene)
        if hasattr(scene, "finish_reading"):  # the load screen: every row read, as settled
            scene.finish_reading()
    for _frame in range(max(1, args.frames)):
        app.step([])
    app.screenshot(args.screenshot)
    print(f"wrote {args.screenshot} ({app.size[0]}x{app.size[1]})")
    return 0
