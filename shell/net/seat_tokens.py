"""The seats this app took at tables over the network, kept so that joining the same table
again (its address and code) takes the same seat, after a drop, a crash or a restart.

One small JSON file in the per-user data folder (`joined-tables.json`), the newest
`KEPT` tables only. A file that cannot be read or is not as written is taken as empty; one
that cannot be written is only logged (the seat can still be taken again while the app runs).
"""

import json
import logging
import time
from pathlib import Path

from shell.net.protocol import CODE, TOKEN
from shell.net.schema import Int, ListOf, Record, SchemaError, Text
from shell.paths import user_data_dir
from shell.store.storage import read_limited, write_atomic

log = logging.getLogger(__name__)

KEPT = 8
FILE_LIMIT = 16 * 1024
ENTRY = Record({"address": Text(255, 1), "port": Int(1, 65535), "code": CODE, "token": TOKEN,
                "at": Int(0, 2**40)})
ENTRIES = ListOf(ENTRY, 64)
_memory: list[dict] = []  # what this run joined (when the file cannot be written)


def tokens_path() -> Path:
    return user_data_dir() / "joined-tables.json"


def _read() -> list[dict]:
    try:
        entries = json.loads(read_limited(tokens_path(), FILE_LIMIT))
        return ENTRIES.check(entries, "joined")
    except (OSError, ValueError, RecursionError, SchemaError):
        return []


def token_for(address: str, port: int, code: str) -> str | None:
    """The token of the seat taken at that table, if this app took one."""
    for entry in _memory + _read():
        if (entry["address"], entry["port"], entry["code"]) == (address, port, code):
            return entry["token"]
    return None


def remember(address: str, port: int, code: str, token: str) -> None:
    """Keep the seat's token for that table (the newest first)."""
    entry = {"address": address, "port": port, "code": code, "token": token,
             "at": int(time.time())}
    same = (address, port, code)
    _memory[:] = [entry]
    kept = [entry] + [e for e in _read() if (e["address"], e["port"], e["code"]) != same]
    try:
        tokens_path().parent.mkdir(parents=True, exist_ok=True)
        write_atomic(tokens_path(), json.dumps(kept[:KEPT]))
    except OSError as exc:
        log.warning("the seat's token could not be kept: %s", exc)


def forget(address: str, port: int, code: str) -> None:
    """The table refused the token (its game is over, or it is another table now)."""
    same = (address, port, code)
    _memory[:] = [e for e in _memory if (e["address"], e["port"], e["code"]) != same]
    kept = [e for e in _read() if (e["address"], e["port"], e["code"]) != same]
    try:
        write_atomic(tokens_path(), json.dumps(kept))
    except OSError as exc:
        log.warning("the seat's token could not be dropped: %s", exc)
