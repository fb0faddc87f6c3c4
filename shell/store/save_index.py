"""What is known about each save without reading it again: an on-disk index of the saves'
details (game, players, progress, or why the file is damaged), one per saves folder.

The index lives in the per-user cache folder (`save-index-<hash>.json`) and is keyed by file
name, size and modification time (ns): a file that changed is read again, one that is gone
is dropped when the index is written (a name that is not UTF-8, as a file copied from
another system may have, is kept by its JSON escapes). It is only a cache: a damaged or
foreign index counts as empty (and is rebuilt), and the caller checks every entry it takes
back like any other untrusted input. Thread-safe; one `SaveIndex` per folder per process
(`index_for`).
"""

import hashlib
import json
import logging
import threading
from pathlib import Path

from shell.paths import user_cache_dir
from shell.store.safe_json import JsonRefused, parse
from shell.store.storage import read_limited, write_atomic

log = logging.getLogger(__name__)
INDEX_FORMAT = "nile-table-save-index"
INDEX_VERSION = 1
MAX_INDEX_BYTES = 32 * 1024 * 1024
MAX_DEPTH = 8
_indexes: dict = {}
_indexes_lock = threading.Lock()


def index_path(folder: Path) -> Path:
    key = hashlib.sha1(str(Path(folder).absolute()).encode("utf-8", "replace")).hexdigest()
    return user_cache_dir() / f"save-index-{key[:16]}.json"


def index_for(folder: Path) -> "SaveIndex":
    """The one index of `folder` in this process."""
    key = str(Path(folder).absolute())
    with _indexes_lock:
        index = _indexes.get(key)
        if index is None or index.path != index_path(folder):  # the cache folder moved
            index = _indexes[key] = SaveIndex(folder)
        return index


def forget_indexes() -> None:
    """Forget what this process holds (as after a restart): the files are read again."""
    with _indexes_lock:
        _indexes.clear()


class SaveIndex:
    def __init__(self, folder: Path, path: Path | None = None):
        self.folder = Path(folder)
        self.path = Path(path) if path is not None else index_path(folder)
        self._entries: dict[str, tuple[int, int, dict]] | None = None
        self._lock = threading.Lock()
        self._dirty = False

    @property
    def in_memory(self) -> bool:
        """The index has been read (asking it costs no disk read)."""
        return self._entries is not None

    def _loaded(self) -> dict:
        if self._entries is None:
            self._entries = self._read()
        return self._entries

    def _read(self) -> dict:
        try:
            raw = parse(read_limited(self.path, MAX_INDEX_BYTES), MAX_DEPTH)
        except FileNotFoundError:
            return {}
        except (OSError, JsonRefused) as exc:
            log.info("the saves' index is rebuilt: %s", exc)
            return {}
        if not (isinstance(raw, dict) and raw.get("format") == INDEX_FORMAT
                and raw.get("version") == INDEX_VERSION and isinstance(raw.get("entries"), list)):
            return {}
        entries = {}
        for item in raw["entries"]:
            if (isinstance(item, list) and len(item) == 4 and isinstance(item[0], str)
                    and all(type(n) is int for n in item[1:3]) and isinstance(item[3], dict)):
                entries[item[0]] = (item[1], item[2], item[3])
        return entries

    def get(self, name: str, size: int, mtime_ns: int) -> dict | None:
        """What was noted of file `name` at this size and time (None: read it again)."""
        with self._lock:
            found = self._loaded().get(name)
        if found is None or found[0] != size or found[1] != mtime_ns:
            return None
        return found[2]

    def put(self, name: str, size: int, mtime_ns: int, data: dict) -> None:
        with self._lock:
            entries = self._loaded()
            if entries.get(name) != (size, mtime_ns, data):
                entries[name] = (size, mtime_ns, data)
                self._dirty = True

    def save(self, present: set[str] | None = None) -> None:
        """Write the index when something changed; entries of files not in `present` (when
        given) are dropped first. A failure is logged: the index is only a cache."""
        with self._lock:
            entries = self._loaded()
            if present is not None:
                for name in [n for n in entries if n not in present]:
                    del entries[name]
                    self._dirty = True
            if not self._dirty:
                return
            text = json.dumps({"format": INDEX_FORMAT, "version": INDEX_VERSION,
                               "entries": [[name, size, mtime, data] for name, (size, mtime, data)
                                           in sorted(entries.items())]},
                              separators=(",", ":"))  # \u escapes: any file name
            self._dirty = False
        try:
            write_atomic(self.path, text, durable=False)
        except (OSError, ValueError) as exc:
            log.info("the saves' index cannot be written: %s", exc)
