"""App processes of the network tests: `main.py --host` and `--join` started on 127.0.0.1,
their stdout's JSON lines read as they come."""

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time

from tests.shell.processes import ROOT

MAIN = ROOT / "main.py"


class App:
    """One app process started with `args`; its stdout's JSON lines in `lines`."""

    def __init__(self, *args: str) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        self.process = subprocess.Popen([sys.executable, str(MAIN), *args], cwd=ROOT,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True, env=env)
        self.lines: queue.Queue[dict] = queue.Queue()
        self.seen: list[dict] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(json.loads(line))

    def wait_for(self, key: str, timeout: float = 30.0) -> dict:
        """The first line with `key` (lines before it are kept in `seen`)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=0.1)
            except queue.Empty:
                if self.process.poll() is not None and self.lines.empty():
                    break
                continue
            self.seen.append(line)
            if key in line:
                return line
        raise AssertionError(f"no {key!r} from {self.process.args[2:]}: {self.seen}, "
                             f"stderr {self.stderr()}")

    def stderr(self) -> str:
        if self.process.poll() is None:
            return "(running)"
        assert self.process.stderr is not None
        return self.process.stderr.read()[-2000:]

    def finish(self, timeout: float = 30.0) -> int:
        return self.process.wait(timeout)

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL if hasattr(signal, "SIGKILL")
                                     else signal.SIGTERM)
            self.process.wait(10)


def host(game: str, seats: str, seed: int = 3) -> tuple[App, int, str]:
    app = App("--host", game, "--seats", seats, "--port", "0", "--bind", "127.0.0.1",
              "--seed", str(seed), "--timeout", "120")
    started = app.wait_for("port")
    return app, started["port"], started["code"]


def join(port: int, code: str, *more: str) -> App:
    return App("--join", f"127.0.0.1:{port}", "--code", code, "--timeout", "120", *more)


