"""A pytest plugin that lets test code see Python as it is on Windows: without the POSIX-only
calls (`signal.SIGKILL`, `signal.SIGSTOP`, `os.mkfifo`, `os.fork`, `fcntl`, ...).

    python -m pytest -q -p tests.posix_hidden $(python -m tests.posix_users)

A test that uses one of them unguarded fails with AttributeError (or ModuleNotFoundError) on
Linux as it would on Windows; one guarded with `hasattr(signal, "SIGKILL")` /
`hasattr(os, "mkfifo")` is skipped.

The calls are hidden from test code only: modules named `tests.*` and test files
(`test_*.py`, `conftest.py`) get, from `import os` / `import signal` (at the top or inside a
function, `from os import ...` too), a view of the module without those names; importing a
POSIX-only module (`fcntl`, `resource`, `pwd`, ...) raises ModuleNotFoundError there. The
real modules are left whole because the libraries need them at run time on Linux:
multiprocessing's `Process.kill()` and subprocess's `Popen.kill()` send `signal.SIGKILL`,
its resource tracker calls `signal.pthread_sigmask`; removing the names from the real modules
would break the code under test, not the tests. Setting or deleting an attribute through the
view (monkeypatch) reaches the real module. Not covered: `sys.modules["os"]`,
`importlib.import_module("os")` and members of the `signal.Signals` enum.
"""

import builtins
import fnmatch
import os
import signal
import types

import pytest

# What Windows' signal module has; everything else in it is hidden.
WINDOWS_SIGNAL = frozenset({
    "CTRL_BREAK_EVENT", "CTRL_C_EVENT", "Handlers", "NSIG", "SIGABRT", "SIGBREAK", "SIGFPE",
    "SIGILL", "SIGINT", "SIGSEGV", "SIGTERM", "SIG_DFL", "SIG_IGN", "Signals",
    "default_int_handler", "getsignal", "raise_signal", "set_wakeup_fd", "signal",
    "strsignal", "valid_signals",
})

# POSIX-only names of the os module (Windows' os lacks every one of them).
POSIX_OS = frozenset({
    "fork", "forkpty", "register_at_fork", "mkfifo", "mknod", "major", "minor", "makedev",
    "killpg", "getuid", "geteuid", "getgid", "getegid", "getgroups", "getgrouplist",
    "getresuid", "getresgid", "setuid", "seteuid", "setgid", "setegid", "setreuid",
    "setregid", "setresuid", "setresgid", "setgroups", "initgroups", "getlogin_r",
    "setsid", "getsid", "setpgid", "getpgid", "getpgrp", "setpgrp", "tcgetpgrp",
    "tcsetpgrp", "nice", "getpriority", "setpriority", "wait", "wait3", "wait4", "waitid",
    "WNOHANG", "WUNTRACED", "WCONTINUED", "WIFEXITED", "WEXITSTATUS", "WIFSIGNALED",
    "WTERMSIG", "WIFSTOPPED", "WSTOPSIG", "WCOREDUMP", "WIFCONTINUED", "sync", "fsync_range",
    "fdatasync", "statvfs", "fstatvfs", "chown", "fchown", "lchown", "chroot", "fchdir",
    "lchmod", "fchmod", "getloadavg", "sysconf", "sysconf_names", "pathconf", "fpathconf",
    "pathconf_names", "confstr", "confstr_names", "uname", "ttyname", "ctermid", "openpty",
    "pipe2", "posix_spawn", "posix_spawnp", "posix_fadvise", "posix_fallocate",
    "sched_yield", "sched_setaffinity", "sched_getaffinity", "sched_getscheduler",
    "sched_setscheduler", "sched_param", "sched_get_priority_max",
    "sched_get_priority_min", "memfd_create", "eventfd", "eventfd_read", "eventfd_write",
    "splice", "sendfile", "copy_file_range", "pidfd_open", "preadv", "pwritev", "readv",
    "writev", "getxattr", "setxattr", "listxattr", "removexattr", "O_NONBLOCK",
    "O_NOFOLLOW", "O_CLOEXEC", "O_DIRECTORY", "O_SYNC", "O_DSYNC", "O_NOCTTY", "O_ASYNC",
    "O_NDELAY", "O_PATH", "O_TMPFILE", "O_DIRECT", "O_NOATIME", "O_LARGEFILE", "O_RSYNC",
    "get_blocking", "set_blocking", "posix_openpt", "grantpt", "unlockpt", "ptsname",
})

# Modules Windows' Python does not have.
POSIX_MODULES = frozenset({
    "fcntl", "resource", "pwd", "grp", "termios", "tty", "pty", "posix", "syslog", "crypt",
    "spwd", "nis", "readline", "_posixsubprocess", "_posixshmem",
})

TEST_FILES = ("test_*.py", "*_test.py", "conftest.py")


class _WindowsView(types.ModuleType):
    """A module seen without some of its names; writes go to the real module."""

    def __init__(self, real: types.ModuleType, visible):
        super().__init__(real.__name__, real.__doc__)
        object.__setattr__(self, "_real", real)
        object.__setattr__(self, "_visible", visible)

    def __getattr__(self, name):
        if not self._visible(name):
            raise AttributeError(f"module {self.__name__!r} has no attribute {name!r} "
                                 "(hidden by tests.posix_hidden: Windows' Python lacks it)")
        return getattr(self._real, name)

    def __setattr__(self, name, value):
        setattr(self._real, name, value)

    def __delattr__(self, name):
        delattr(self._real, name)

    def __dir__(self):
        return [name for name in dir(self._real) if self._visible(name)]


VIEWS = {
    "os": _WindowsView(os, lambda name: name not in POSIX_OS),
    "signal": _WindowsView(signal, lambda name: name.startswith("_") or name in WINDOWS_SIGNAL),
}
_real_import = builtins.__import__


def is_test_code(module_globals) -> bool:
    """Whether the importing module is test code (a `tests.*` module or a test file)."""
    if not module_globals:
        return False
    name = module_globals.get("__name__") or ""
    if name == "tests" or name.startswith("tests."):
        return True
    filename = os.path.basename(module_globals.get("__file__") or "")
    return any(fnmatch.fnmatch(filename, pattern) for pattern in TEST_FILES)


def windows_import(name, globals=None, locals=None, fromlist=(), level=0):
    """`__import__` as test code sees it: POSIX-only modules missing, os and signal viewed."""
    if level or not is_test_code(globals):
        return _real_import(name, globals, locals, fromlist, level)
    top = name.partition(".")[0]
    if top in POSIX_MODULES:
        raise ModuleNotFoundError(f"No module named {top!r} (hidden by tests.posix_hidden: "
                                  "Windows' Python lacks it)", name=top)
    module = _real_import(name, globals, locals, fromlist, level)
    return VIEWS.get(module.__name__, module)


@pytest.hookimpl(tryfirst=True)
def pytest_load_initial_conftests(early_config, parser, args):
    """Before the first conftest is imported (and so before collection)."""
    builtins.__import__ = windows_import


def pytest_unconfigure(config):
    builtins.__import__ = _real_import
