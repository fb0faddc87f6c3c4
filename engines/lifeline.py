"""A worker process ends with the process that started it, whatever the worker is doing.

The starting process hands the worker `Parent.here()` (made in the thread that starts the
worker); the worker calls `end_with(parent)` first thing. From then on it ends quietly
(`os._exit(0)`, or SIGKILL from the kernel) within `POLL_S` of the parent's death, `kill -9`
included:

- Linux, a worker started by the parent's main thread: the kernel kills it when the parent
  dies (`PR_SET_PDEATHSIG`), even in a long call that holds the interpreter lock (the signal
  follows the thread that started the worker, so only the main thread's workers ask for it).
- POSIX: a thread polls `os.getppid()` (a dead parent's children are handed to another
  process) and, for a worker that is not the parent's own child (a forkserver in between, or
  a parent that died while the worker started up), the parent's pid.
- Windows: a thread waits on the parent's process handle.

No pipe is trusted for this: a pipe's end copied into a forked process (a fork-start helper,
a test runner's child) keeps a dead parent's worker waiting forever.
"""

import os
import signal
import sys
import threading
import time
from pathlib import Path
from typing import NamedTuple

POLL_S = 0.25
PR_SET_PDEATHSIG = 1  # <linux/prctl.h>


class Parent(NamedTuple):
    """What a worker needs to know of the process that starts it."""

    pid: int
    main_thread: bool  # started by the parent's main thread (its death is the process's)

    @classmethod
    def here(cls) -> "Parent":
        """This process, as the parent of a worker the calling thread starts."""
        return cls(os.getpid(), threading.current_thread() is threading.main_thread())


def end_with(parent: Parent) -> None:
    """In the worker: end this process when `parent` dies (at once if it already has)."""
    if sys.platform == "win32":
        _wait_on_handle(parent.pid)
        return
    ppid = os.getppid()
    if ppid == parent.pid and parent.main_thread:
        _ask_the_kernel()
    if not _parent_alive(parent.pid, ppid):  # checked after prctl: no death slips between
        os._exit(0)
    threading.Thread(target=_poll, args=(parent.pid, ppid), daemon=True,
                     name="lifeline").start()


def _ask_the_kernel() -> None:
    """Linux: SIGKILL for this process when the thread that started it ends."""
    if sys.platform == "linux":
        import ctypes

        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
        except (OSError, AttributeError):
            pass  # the polling thread still watches


def _parent_alive(pid: int, ppid: int) -> bool:
    """Whether the parent `pid` lives, for a worker whose parent process was `ppid` at start."""
    if os.getppid() != ppid:
        return False  # handed to another process: the parent (or the forkserver) is gone
    return ppid == pid or _pid_alive(pid)


def _pid_alive(pid: int) -> bool:
    """Whether process `pid` runs (a zombie does not, where /proc tells)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass  # someone else's process has the pid
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return True
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


def _poll(pid: int, ppid: int) -> None:
    while _parent_alive(pid, ppid):
        time.sleep(POLL_S)
    os._exit(0)


def _wait_on_handle(pid: int) -> None:
    """Windows: a thread waits for the parent process to end, then ends this one."""
    if sys.platform == "win32":
        import _winapi

        try:
            handle = _winapi.OpenProcess(_winapi.SYNCHRONIZE, False, pid)
        except OSError:
            os._exit(0)  # the parent is already gone

        def wait() -> None:
            _winapi.WaitForSingleObject(handle, _winapi.INFINITE)
            os._exit(0)

        threading.Thread(target=wait, daemon=True, name="lifeline").start()
