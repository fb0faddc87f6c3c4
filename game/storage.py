"""Safe file writes: a temp file in the same folder, then an atomic rename."""

import os
import tempfile
from pathlib import Path


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
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
