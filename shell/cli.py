"""The command line: options, and the headless tools (--screenshot, --smoke)."""

import argparse
import logging
import sys
from pathlib import Path

from engines.registry import game_ids
from shell.language.i18n import LANGUAGES
from shell.ui.theme import TEXT_SIZES

MAX_SIZE = (7680, 4320)  # 8K: what Settings' window size takes at most
MIN_SIZE = (320, 240)


def parse_size(text: str) -> tuple[int, int]:
    """--size WxH, each side within `MIN_SIZE` and `MAX_SIZE` (a window larger than any
    screen would take gigabytes)."""
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text[:40]!r}") \
            from exc
    if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
        raise argparse.ArgumentTypeError("size too small")
    if w > MAX_SIZE[0] or h > MAX_SIZE[1]:
        raise argparse.ArgumentTypeError(
            f"size too large (at most {MAX_SIZE[0]}x{MAX_SIZE[1]})")
    return w, h


def seat_kinds(text: str) -> list[str]:
    """--seats: comma-separated seat kinds (human, random, easy, medium, hard, expert)."""
    from engines.core.replay import SEAT_KINDS

    kinds = [kind.strip() for kind in text.split(",")]
    for kind in kinds:
        if kind not in SEAT_KINDS:
            raise argparse.ArgumentTypeError(f"{kind!r} is not one of {', '.join(SEAT_KINDS)}")
    return kinds


class PrintVersion(argparse.Action):
    """--version: print "nile-table <version>" and exit 0 (the version is looked up only
    when asked for)."""

    def __init__(self, option_strings, dest, **kwargs):
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser, namespace, values, option_string=None):
        from shell.version import app_version

        print(f"{parser.prog} {app_version()}")  # on stdout, as argparse's own version
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="nile-table", description="Nile Table: four Egyptian board and card games.")
    parser.add_argument("--version", action=PrintVersion, help="print the version and exit")
    parser.add_argument("--lang", choices=sorted(LANGUAGES), help="interface language")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--size", type=parse_size, help="window size, e.g. 1280x720")
    parser.add_argument("--text-size", type=int, choices=TEXT_SIZES, metavar="PERCENT",
                        help="text size in percent for this run: "
                             + ", ".join(map(str, TEXT_SIZES)))
    parser.add_argument("--load", type=Path, metavar="FILE", help="open a saved game")
    parser.add_argument("--screenshot", type=Path, metavar="PATH",
                        help="render the first frame of --scene to PATH (PNG) and exit")
    parser.add_argument("--scene", default="menu",
                        help="scene for --screenshot: menu, setup, settings, rules, load, "
                             f"puzzles, about, join, lobby, or a game id ({', '.join(game_ids())})")
    parser.add_argument("--game", default=game_ids()[0],
                        help="game for --scene setup and --scene puzzles")
    parser.add_argument("--players", type=int, help="players for a game scene screenshot")
    parser.add_argument("--seed", type=int, default=1, help="seed for a game scene screenshot")
    parser.add_argument("--moves", type=int, default=0,
                        help="for a game scene screenshot: play this many bot moves first")
    parser.add_argument("--frames", type=int, default=1,
                        help="for --screenshot: frames to run before saving")
    parser.add_argument("--position", metavar="TEXT_OR_FILE",
                        help="open the table at a written position (docs/notation.md): the "
                             "text, beginning with the game's id, or a file holding it; "
                             "works with --screenshot")
    parser.add_argument("--seats", type=seat_kinds, metavar="KINDS",
                        help="for --position: who plays each seat, e.g. human,medium "
                             "(default: people sharing the screen)")
    parser.add_argument("--viewer", action="store_true",
                        help="for --position: open it in the replay viewer instead")
    network = parser.add_argument_group(
        "a table over the network without a window (docs/network.md)")
    network.add_argument("--host", metavar="GAME",
                         help="host a table of GAME: --seats says who plays each seat "
                              "(human: played here by a random stand-in, a bot level, or "
                              "remote: a player who joins); prints the port and table code "
                              "as JSON, starts once every remote seat is taken, exits 0 at "
                              "the end; with --load it goes on with that save's game")
    network.add_argument("--join", metavar="ADDRESS",
                         help="join the table at ADDRESS (host or host:port) with --code and "
                              "play its seat with --seat-bot until the end")
    network.add_argument("--code", metavar="CODE", help="the table code the host shows")
    network.add_argument("--name", default="Player", help="your name at the table (--join)")
    network.add_argument("--seat", type=int, metavar="N", help="the seat to take (--join)")
    network.add_argument("--token", metavar="TOKEN",
                         help="rejoin the seat this token was given for (--join)")
    network.add_argument("--seat-bot", choices=["random", "hint"], default="random",
                         help="what plays the joined seat: random (one of the legal actions "
                              "the host sends, at random) or hint (the Hint, worked out here "
                              "from the seat's own view; prints each)")
    network.add_argument("--port", type=int, default=None, metavar="PORT",
                         help="TCP port to listen on (--host; 0: any free port; default "
                              "47474)")
    network.add_argument("--bind", default="0.0.0.0", metavar="ADDRESS",
                         help="the address to listen on (--host), e.g. 127.0.0.1")
    network.add_argument("--timeout", type=float, default=600.0, metavar="SECONDS",
                         help="give up after this long (--host, --join)")
    parser.add_argument("--smoke", action="store_true",
                        help="start, step through the menu and a bot game, exit 0")
    parser.add_argument("--verbose", action="store_true", help="log debug messages")
    return parser


def setup_logging(verbose: bool) -> None:
    from shell import logfile
    from shell.paths import log_dir

    handlers: list[logging.Handler] = [logging.StreamHandler(sys.stderr)]
    handlers[0].setLevel(logging.DEBUG if verbose else logging.WARNING)
    try:
        log_dir().mkdir(parents=True, exist_ok=True)
        file_handler = logfile.file_handler(log_dir() / "nile-table.log")  # rotated
        file_handler.setLevel(logging.INFO)
        handlers.append(file_handler)
    except OSError:
        pass
    logging.basicConfig(level=logging.DEBUG if verbose else logging.INFO, handlers=handlers,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
