"""The details of listed saves, read on a background thread so that a long list never
freezes a frame: newest first, each handed over as soon as it is read.

    reader = SaveReader(folder, entries)   # entries: saves.listing(folder)
    for position, info in reader.poll():   # each frame (the UI thread)
        entries[position] = info
    reader.done                             # every entry has been read
    reader.cancel()                         # the screen is left
    reader.wait()                           # tests and screenshots: block until done

What the folder's index holds already (in memory) is taken at once, before the first
frame; the index is written when the thread has read everything (`entries` is the whole
folder's list: files no longer there leave the index).
"""

import logging
import queue
import threading
from pathlib import Path

from . import saves
from .save_index import index_for

log = logging.getLogger(__name__)
FIRST_FRAME_WAIT = 0.05  # seconds the thread waits, so the screen's first frame has the CPU


class SaveReader:
    def __init__(self, folder: Path, entries: list):
        self._index = index_for(folder)
        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._stop = threading.Event()
        self._left = 0
        todo = []
        for position, listed in enumerate(entries):
            if listed.ready:
                continue
            known = saves.read_details(listed, self._index, known_only=True) \
                if self._index.in_memory else None
            if known is not None:
                entries[position] = known
            else:
                todo.append((position, listed))
        self._left = len(todo)
        present = {listed.path.name for listed in entries}  # the whole folder's list
        self._thread = threading.Thread(target=self._read, args=(todo, present),
                                        name="save-reader", daemon=True)
        self._thread.start()

    def _read(self, todo: list, present: set) -> None:
        if todo:
            self._stop.wait(FIRST_FRAME_WAIT)
        for position, listed in todo:
            if self._stop.is_set():
                break
            try:
                info = saves.read_details(listed, self._index)
            except Exception:  # read_details never raises; a bug must not stop the list
                log.exception("reading %s failed", listed.path.name)
                info = listed
            self._queue.put((position, info))
        self._index.save(present)

    def poll(self) -> list:
        """Every (position, details) read since the last call."""
        out = []
        while True:
            try:
                out.append(self._queue.get_nowait())
            except queue.Empty:
                break
        self._left -= len(out)
        return out

    @property
    def done(self) -> bool:
        return self._left <= 0 or (not self._thread.is_alive() and self._queue.empty())

    def wait(self, timeout: float | None = None) -> None:
        """Block until the thread has read everything (tests and screenshots only)."""
        self._thread.join(timeout)

    def cancel(self) -> None:
        self._stop.set()
