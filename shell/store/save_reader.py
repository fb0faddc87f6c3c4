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
from pathlib import Path

from shell.store import saves
from shell.store.background_read import BackgroundReader
from shell.store.save_index import index_for

log = logging.getLogger(__name__)


class SaveReader(BackgroundReader):
    name = "save-reader"

    def __init__(self, folder: Path, entries: list):
        self._index = index_for(folder)
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
        self._todo = todo
        self._present = {listed.path.name for listed in entries}  # the whole folder's list
        super().__init__(len(todo))
        self.start()

    def read(self) -> None:
        for position, listed in self._todo:
            if self.cancelled:
                break
            try:
                info = saves.read_details(listed, self._index)
            except Exception:  # read_details never raises; a bug must not stop the list
                log.exception("reading %s failed", listed.path.name)
                info = listed
            self.hand_over((position, info))
        self._index.save(self._present)
