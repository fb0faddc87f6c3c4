"""The log file: rotated at `MAX_LOG_BYTES` (the newest `LOG_BACKUPS` earlier logs kept as
`nile-table.log.1` …), and never a nuisance: when it cannot be written (a full disk, a file
size limit) the record is dropped without the "--- Logging error ---" traceback."""

import logging
import logging.handlers
from pathlib import Path

MAX_LOG_BYTES = 1024 * 1024
LOG_BACKUPS = 3


class _QuietRotatingHandler(logging.handlers.RotatingFileHandler):
    def handleError(self, record) -> None:  # noqa: N802 (logging's name)
        """A record the file cannot take is dropped: the log is a help, not a duty."""


def file_handler(path: Path, max_bytes: int = MAX_LOG_BYTES,
                 backups: int = LOG_BACKUPS) -> logging.Handler:
    """A handler writing to `path`, rotated; OSError when the file cannot be opened."""
    return _QuietRotatingHandler(path, maxBytes=max_bytes, backupCount=backups,
                                 encoding="utf-8")
