"""Nile Table entry point: `python main.py [options]` (see `--help`)."""

import os
import sys


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from shell import crash
    from shell.cli import build_parser, setup_logging

    args = build_parser().parse_args(argv)
    setup_logging(args.verbose)
    crash.install()  # every uncaught exception goes to the log with its traceback
    from scenes.launch import launch

    return launch(args)


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # the bot worker process in a frozen build
    sys.exit(main())
