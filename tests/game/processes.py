"""What the tests ask of a worker process, the same on POSIX and Windows."""


def killed(process) -> bool:
    """Whether a finished process was killed (a negative exit code: the signal on POSIX,
    -SIGTERM after TerminateProcess on Windows) rather than ending on its own (0)."""
    return process.exitcode is not None and process.exitcode < 0
