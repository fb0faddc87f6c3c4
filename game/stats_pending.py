"""Statistics rows waiting to be written: finished games whose row the statistics file could
not take when they ended (locked by another program, read-only, a full disk, a newer
version's file).

They wait in a small JSON file next to the statistics file (`stats-pending.json`, written
atomically) until the next game end or the next start writes them. At most `PENDING_KEPT`
rows wait (the oldest go first); a damaged pending file reads as no rows.
"""

import json
import logging
import os
from pathlib import Path

from .safe_json import JsonRefused, parse
from .storage import read_limited, write_atomic

log = logging.getLogger(__name__)
PENDING_NAME = "stats-pending.json"
PENDING_KEPT = 200
MAX_PENDING_BYTES = 256 * 1024
FORMAT = "nile-table-stats-pending"


def read_rows(path: Path) -> list[dict]:
    """The waiting rows (dicts as `write_rows` wrote them); [] when none or unreadable."""
    try:
        raw = parse(read_limited(path, MAX_PENDING_BYTES), 4)
    except FileNotFoundError:
        return []
    except (OSError, JsonRefused) as exc:
        log.warning("statistics: the pending rows cannot be read: %s", exc)
        return []
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        return []
    rows = raw.get("rows")
    return [row for row in rows if isinstance(row, dict)] if isinstance(rows, list) else []


def write_rows(path: Path, rows: list[dict]) -> None:
    """Keep `rows` (the newest `PENDING_KEPT`) waiting; OSError when they cannot be kept."""
    text = json.dumps({"format": FORMAT, "rows": rows[-PENDING_KEPT:]},
                      separators=(",", ":"), ensure_ascii=False)
    write_atomic(path, text)


def clear(path: Path) -> None:
    """No rows wait any more."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    except OSError as exc:  # written rows are not written twice (see StatsStore._insert)
        log.warning("statistics: cannot remove %s: %s", Path(path).name, exc)
