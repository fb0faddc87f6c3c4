"""Commands a test checks, started as soon as the tests are collected: `main.py --smoke`
spends most of its 13 s waiting out the frame rate and the table's pace, and a worker
waiting for it does nothing else. The run is started once, by whichever test process claims
it first (under pytest-xdist every worker collects every test), into a folder the workers
share; the test waits for its result there, usually finding it done.

A runner process runs the command with its own user folders and writes the exit code last
(`returncode`), beside what the command printed (`stdout`, `stderr`)."""

import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from tests.user_folders import user_folders_in

ROOT = Path(__file__).resolve().parents[1]
RUNNER = """
import os, subprocess, sys
folder, command = sys.argv[1], sys.argv[2:]
with open(os.path.join(folder, "stdout"), "w") as out, \\
        open(os.path.join(folder, "stderr"), "w") as err:
    code = subprocess.run(command, stdout=out, stderr=err, text=True).returncode
with open(os.path.join(folder, "returncode.part"), "w") as done:
    done.write(str(code))
os.replace(os.path.join(folder, "returncode.part"), os.path.join(folder, "returncode"))
"""


@dataclass(frozen=True)
class Result:
    returncode: int
    stdout: str
    stderr: str


def shared_folder(config) -> Path:
    """A folder of this test run that every test process of it sees: under pytest-xdist
    each worker's base temporary folder lies in the run's own (pytest's `tmp_path_factory`,
    which hooks reach only through the config)."""
    base = config._tmp_path_factory.getbasetemp()
    return base.parent if hasattr(config, "workerinput") else base


def start(config, name: str, args: list[str]) -> None:
    """Start `main.py args` as run `name`, unless another test process has. The run is left
    to end by itself, outliving this process if it must: the process that started it may run
    out of tests before the one that checks it."""
    folder = shared_folder(config) / f"early-{name}"
    try:
        folder.mkdir(parents=True)
    except FileExistsError:
        return  # claimed by another process
    env = dict(os.environ) | user_folders_in(folder)
    subprocess.Popen([sys.executable, "-c", RUNNER, str(folder), sys.executable, "main.py",
                      *args], cwd=ROOT, env=env, stdin=subprocess.DEVNULL)


def result(config, name: str, timeout: float) -> Result:
    """The result of run `name`, waiting up to `timeout` s for it to end."""
    folder = shared_folder(config) / f"early-{name}"
    deadline = time.monotonic() + timeout
    while not (folder / "returncode").exists():
        assert folder.is_dir(), f"run {name} was never started"
        assert time.monotonic() < deadline, f"run {name} not done in {timeout:.0f} s"
        time.sleep(0.05)
    return Result(int((folder / "returncode").read_text()),
                  (folder / "stdout").read_text(), (folder / "stderr").read_text())
