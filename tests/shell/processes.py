"""What the tests ask of a worker process, the same on POSIX and Windows, and (where /proc
tells) which processes run and which process started which."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROC = Path("/proc/self/stat").exists()  # Linux: /proc tells a process's parent and state


def killed(process) -> bool:
    """Whether a finished process was killed (a negative exit code: the signal on POSIX,
    -SIGTERM after TerminateProcess on Windows) rather than ending on its own (0)."""
    return process.exitcode is not None and process.exitcode < 0


def _stat(pid: int) -> list[str] | None:
    """The fields of /proc/PID/stat after the name: state, parent pid, ... (None: no process)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None


def running(pid: int) -> bool:
    """Whether process `pid` exists and is not a zombie."""
    fields = _stat(pid)
    return fields is not None and fields[0] not in ("Z", "X")


def cpu_seconds(pid: int) -> float:
    """The CPU time process `pid` has used (0 when it is gone)."""
    fields = _stat(pid)
    if fields is None or not hasattr(os, "sysconf"):  # no /proc, or Windows
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def busy(pids, count: int, seconds: float, timeout: float = 20.0) -> bool:
    """Wait until `count` of `pids` have used `seconds` of CPU each (False: not in time)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if sum(cpu_seconds(pid) >= seconds for pid in pids) >= count:
            return True
        time.sleep(0.05)
    return False


def descendants(pid: int) -> set[int]:
    """Every process started by `pid`, and by those, and so on."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (fields := _stat(int(entry.name))) is not None:
            children.setdefault(int(fields[1]), []).append(int(entry.name))
    found, todo = set(), [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def start_parent(tmp_path: Path, script: str) -> subprocess.Popen:
    """A throwaway parent process running `script` (with the project importable); what it
    prints is read from `.stdout`."""
    path = tmp_path / "parent.py"
    path.write_text(script)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, str(path)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, text=True)


def still_running_after(pids, seconds: float) -> list[int]:
    """The processes of `pids` still running once `seconds` have passed (less if all end)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and any(running(pid) for pid in pids):
        time.sleep(0.05)
    return [pid for pid in pids if running(pid)]


# the strongest end a process can be given: SIGKILL on POSIX; on Windows os.kill with
# SIGTERM is TerminateProcess
HARD_KILL = getattr(signal, "SIGKILL", signal.SIGTERM)


def kill_all(pids) -> None:
    """Kill what a failed test left running."""
    for pid in pids:
        if running(pid):
            try:
                os.kill(pid, HARD_KILL)
            except OSError:
                pass
