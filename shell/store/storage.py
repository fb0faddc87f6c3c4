"""Safe file access: bounded reads of regular files only, and atomic writes.

Reading never trusts the file system: it opens without blocking (a FIFO cannot hang us),
checks on the open descriptor that it is a regular file (a symlink to /dev/zero is refused),
and reads at most `limit` + 1 bytes (never `stat` first: a file may grow after the check).
Writing goes to a temp file in the same folder, then an atomic rename, retried briefly when
another program (a virus scanner on Windows) holds the target. A durable write is on the
disk (fsync) before the rename, and on POSIX the folder is synced after it, so that a power
cut leaves the new file or the old one. A temp file left by a kill (`.<name>.<random>.tmp`)
is removed at the next start once it is old (`remove_stale_temps`).
"""

import errno
import os
import re
import stat
import tempfile
import time
from pathlib import Path

from shell.language.i18n import N_

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


def read_failure(exc: OSError) -> str:
    """Why `read_limited` could not read a file (a marked msgid; a too large file and a
    folder are told by the caller, as what it expected the file to be)."""
    if isinstance(exc, NotARegularFile):
        return N_("it is not a regular file")
    if isinstance(exc, FileNotFoundError):
        return N_("the file does not exist")
    if isinstance(exc, PermissionError):
        return N_("there is no permission to read the file")
    if exc.errno == errno.ELOOP:
        return N_("the file is a link that leads nowhere")
    return N_("the file cannot be read")


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


def set_aside(path: Path) -> Path:
    """Move a damaged file (or whatever is in the way) at `path` to the first free name of
    `<name>.corrupt`, `<name>.corrupt2`, ...; the name it took. OSError when it cannot."""
    target = path.with_name(path.name + ".corrupt")
    n = 2
    while target.exists():
        target = path.with_name(f"{path.name}.corrupt{n}")
        n += 1
    replace_retrying(path, target)
    return target


def write_atomic(path: Path, text: str, durable: bool = True) -> None:
    """Write `text` to `path` so that a crash leaves either the old file or the new one.

    `durable` also waits for the disk (fsync of the file, then of its folder); caches that
    can be rebuilt skip that wait."""
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
        if durable:
            _sync_folder(path.parent)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _sync_folder(folder: Path) -> None:
    """fsync a folder so that a rename in it survives a power cut (POSIX; elsewhere, and
    on file systems that refuse it, nothing)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


STALE_TEMP_SECONDS = 120  # a temp file this old belongs to no running write
_TEMP_NAME = re.compile(r"^\..+\.[A-Za-z0-9_]{6,}\.tmp$")


def remove_stale_temps(folder: Path, older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Remove the temp files of `write_atomic` that a kill left in `folder`: only regular
    files older than `older_than` seconds (another running copy of the app may be writing a
    newer one right now). Returns what was removed; failures are skipped."""
    removed: list[Path] = []
    now = time.time()
    try:
        names = os.listdir(folder)
    except OSError:
        return removed
    for name in names:
        if not _TEMP_NAME.match(name):
            continue
        path = Path(folder) / name
        try:
            info = os.lstat(path)
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < older_than:
                continue
            os.unlink(path)
            removed.append(path)
        except OSError:
            continue
    return removed
