"""PyInstaller runtime hook: let the frozen app start its worker processes.

shell/workers/bot_worker.py runs the bots in a `multiprocessing` "spawn" worker. In a frozen app a
spawned child (and multiprocessing's resource tracker) is the app's own executable started
with multiprocessing's arguments, e.g. `NileTable --multiprocessing-fork tracker_fd=5
pipe_handle=7`; without a diversion main.py's argument parser would reject them and the worker
would die. This hook does what `multiprocessing.freeze_support()` does for frozen apps, before
main.py runs (custom runtime hooks run first). A `multiprocessing.freeze_support()` call at the
top of main.py would make it redundant, and harmlessly so.
"""

import sys

_HELPER_PREFIXES = (
    "from multiprocessing.resource_tracker import main",
    "from multiprocessing.forkserver import main",
    "import sys; from multiprocessing.forkserver import main",
)


def _divert_worker_process() -> None:
    argv = sys.argv
    if len(argv) >= 2 and argv[1] == "--multiprocessing-fork":
        import multiprocessing.spawn
        import os

        # The parent names its main script (bundle/_internal/main.py), which is no file in a
        # frozen app: skip re-running it (the workers' code lives in importable modules).
        fixup = multiprocessing.spawn._fixup_main_from_path

        def _fixup_main_from_path(main_path):
            if os.path.exists(main_path):
                fixup(main_path)

        multiprocessing.spawn._fixup_main_from_path = _fixup_main_from_path
        kwds = {}
        for arg in argv[2:]:
            name, value = arg.split("=", 1)
            kwds[name] = None if value == "None" else int(value)
        multiprocessing.spawn.spawn_main(**kwds)
        sys.exit()
    if "-c" in argv[1:]:
        index = argv.index("-c")
        command = argv[index + 1] if index + 1 < len(argv) else ""
        if command.startswith(_HELPER_PREFIXES):
            exec(command)  # noqa: S102  (multiprocessing's own helper one-liner)
            sys.exit()


_divert_worker_process()
