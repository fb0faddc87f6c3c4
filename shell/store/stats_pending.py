"""Statistics rows waiting to be written: finished games whose row the statistics file could
not take when they ended (locked by another program, read-only, a full disk, a newer
version's file).

Each waiting row is its own small JSON file in `stats-pending/` beside the statistics file,
created under a new name (atomically) and removed only once its row is in the statistics
file, so two running copies of the app never replace each other's rows; a row written twice
is not added twice (shell/store/stats.py). Nothing waiting is ever dropped; a pass reads the oldest
`READ_AT_MOST` (the rest wait for the next). A damaged row file is skipped and left where it
is. The single `stats-pending.json` of earlier versions is split into row files when read.

A row the statistics file can never take (a value SQLite refuses) is set aside alone in
`stats-refused/`, with its reason, so it never holds back the others.
"""

import json
import logging
import os
import re
import secrets
from dataclasses import dataclass
from pathlib import Path

from shell.store.safe_json import JsonRefused, parse
from shell.store.storage import read_limited, write_atomic

log = logging.getLogger(__name__)
PENDING_DIR = "stats-pending"
REFUSED_DIR = "stats-refused"
LEGACY_NAME = "stats-pending.json"  # earlier versions' one file of waiting rows
READ_AT_MOST = 1000  # rows a pass reads (and writes in one transaction)
MAX_ROW_BYTES = 8 * 1024
MAX_LEGACY_BYTES = 256 * 1024
FORMAT = "nile-table-stats-pending"
ROW_FORMAT = "nile-table-stats-row"
ROW_NAME = re.compile(r"^row-\d{16}-[0-9a-f]{8}\.json$")


@dataclass(frozen=True)
class Waiting:
    """One waiting row (a dict as `add` kept it) and the file that holds it."""

    path: Path
    row: dict


def _name_for(row: dict) -> str:
    """`row-<finished, ms, 16 digits>-<8 hex>.json`: oldest first by name, and new."""
    finished = row.get("finished")
    ms = 0
    if isinstance(finished, int | float) and not isinstance(finished, bool):
        try:
            ms = min(max(0, int(finished * 1000)), 10**16 - 1)
        except (OverflowError, ValueError):  # inf, nan
            ms = 0
    return f"row-{ms:016d}-{secrets.token_hex(4)}.json"


def add(folder: Path, row: dict) -> Path:
    """Keep `row` waiting in a new file of `folder`; OSError when it cannot be kept."""
    folder = Path(folder)
    text = json.dumps({"format": ROW_FORMAT, "row": row}, separators=(",", ":"))
    while True:
        path = folder / _name_for(row)
        if not path.exists():
            write_atomic(path, text)
            return path


def read(folder: Path, legacy: Path | None = None) -> list[Waiting]:
    """The oldest `READ_AT_MOST` waiting rows of `folder` (a legacy file split first)."""
    folder = Path(folder)
    extra: list[Waiting] = []
    if legacy is not None:
        extra = _split_legacy(Path(legacy), folder)
    try:
        names = sorted(name for name in os.listdir(folder) if ROW_NAME.match(name))
    except FileNotFoundError:
        names = []
    except OSError as exc:
        log.warning("statistics: the waiting rows cannot be listed: %s", exc)
        names = []
    out = []
    for name in names[:max(0, READ_AT_MOST - len(extra))]:
        path = folder / name
        try:
            raw = parse(read_limited(path, MAX_ROW_BYTES), 4)
        except FileNotFoundError:  # another running copy wrote it just now
            continue
        except (OSError, JsonRefused) as exc:
            log.warning("statistics: the waiting row %s cannot be read: %s", name, exc)
            continue
        if isinstance(raw, dict) and raw.get("format") == ROW_FORMAT \
                and isinstance(raw.get("row"), dict):
            out.append(Waiting(path, raw["row"]))
        else:
            log.warning("statistics: %s is not a waiting row", name)
    return extra + out


def _legacy_rows(path: Path) -> list[dict]:
    try:
        raw = parse(read_limited(path, MAX_LEGACY_BYTES), 4)
    except FileNotFoundError:
        return []
    except (OSError, JsonRefused) as exc:
        log.warning("statistics: the pending rows cannot be read: %s", exc)
        return []
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        return []
    rows = raw.get("rows")
    return [row for row in rows if isinstance(row, dict)] if isinstance(rows, list) else []


def _split_legacy(path: Path, folder: Path) -> list[Waiting]:
    """An earlier version's pending file as row files; when they cannot be written, its
    rows are returned held by the old file (removed once all of them are written)."""
    rows = _legacy_rows(path)
    if not rows:
        return []
    try:
        for row in rows:
            add(folder, row)
    except OSError as exc:
        log.warning("statistics: the pending file cannot be split: %s", exc)
        return [Waiting(path, row) for row in rows]
    remove([path])  # a row split twice by two copies is still written once
    return []


def remove(paths) -> None:
    """These rows wait no more (written, or set aside)."""
    for path in set(paths):
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError as exc:  # written rows are not written twice (see StatsStore._insert)
            log.warning("statistics: cannot remove %s: %s", Path(path).name, exc)


def set_aside(folder: Path, row: dict, reason: str) -> Path:
    """Keep a row the statistics file refuses in `folder`, with its reason (English, for
    whoever reads the file); OSError when it cannot be kept."""
    folder = Path(folder)
    text = json.dumps({"format": ROW_FORMAT, "row": row, "reason": reason},
                      separators=(",", ":"))
    while True:
        path = folder / _name_for(row)
        if not path.exists():
            write_atomic(path, text)
            return path
