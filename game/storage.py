"""Safe file access: bounded reads of regular files only, and atomic writes.

Reading never trusts the file system: it opens without blocking (a FIFO cannot hang us),
checks on the open descriptor that it is a regular file (a symlink to /dev/zero is refused),
and reads at most `limit` + 1 bytes (never `stat` first: a file may grow after the check).
Writing goes to a temp file in the same folder, then an atomic rename, retried briefly when
another program (a virus scanner on Windows) holds the target.
"""

import errno
import os
import stat
import tempfile
import time
from pathlib import Path

REPLACE_RETRIES = 6  # about one second of retries in all
REPLACE_FIRST_WAIT = 0.03


class NotARegularFile(OSError):
    """The path is a folder, a device, a FIFO or a socket, not a regular file."""


class FileTooLarge(OSError):
    """The file holds more than the allowed number of bytes."""

    def __init__(self, limit: int):
        super().__init__(f"more than {limit} bytes")
        self.limit = limit


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of the regular file `path`, refusing anything larger than `limit` bytes."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(errno.EISDIR, "is a folder")
        if not stat.S_ISREG(info.st_mode):
            raise NotARegularFile(f"{Path(path).name} is not a regular file")
        chunks, left = [], limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise FileTooLarge(limit)
    return data


def replace_retrying(source, target) -> None:
    """os.replace, retried `REPLACE_RETRIES` times on PermissionError (a scanner briefly
    holding the file on Windows) with doubling waits before the error goes to the caller."""
    wait, retries = REPLACE_FIRST_WAIT, REPLACE_RETRIES
    for attempt in range(retries + 1):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if attempt == retries:
                raise
            time.sleep(wait)
            wait *= 2


def write_atomic(path: Path, text: str, durable: bool = True) -> None:
    """Write `text` to `path` so that a crash leaves either the old file or the new one.

    `durable` also waits for the disk (fsync); autosaves skip that wait."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        replace_retrying(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
