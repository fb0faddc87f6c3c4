"""The log file: rotated at `MAX_LOG_BYTES` (the newest `LOG_BACKUPS` earlier logs kept as
`nile-table.log.1` …), and never a nuisance: when it cannot be written (a full disk, a file
size limit) the record is dropped without the "--- Logging error ---" traceback.

The log never follows a link: a `nile-table.log` that is a symbolic link (planted to make
the app append to another file) is not opened, and the app logs to stderr only."""

import errno
import logging
import logging.handlers
import os
from pathlib import Path

MAX_LOG_BYTES = 1024 * 1024
LOG_BACKUPS = 3
NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0)


class _QuietRotatingHandler(logging.handlers.RotatingFileHandler):
    def handleError(self, record) -> None:  # noqa: N802 (logging's name)
        """A record the file cannot take is dropped: the log is a help, not a duty."""

    def _open(self):
        """The log file, opened for appending without following a link (OSError)."""
        if not NO_FOLLOW and os.path.islink(self.baseFilename):  # no O_NOFOLLOW (Windows)
            raise OSError(errno.ELOOP, "the log file is a link", self.baseFilename)
        flags = os.O_WRONLY | os.O_CREAT | os.O_APPEND | NO_FOLLOW \
            | getattr(os, "O_CLOEXEC", 0)
        fd = os.open(self.baseFilename, flags, 0o644)
        return os.fdopen(fd, "a", encoding=self.encoding, errors=self.errors)


def file_handler(path: Path, max_bytes: int = MAX_LOG_BYTES,
                 backups: int = LOG_BACKUPS) -> logging.Handler:
    """A handler writing to `path`, rotated; OSError when the file cannot be opened (a
    link included)."""
    return _QuietRotatingHandler(path, maxBytes=max_bytes, backupCount=backups,
                                 encoding="utf-8")
