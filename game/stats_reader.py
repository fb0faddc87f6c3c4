"""The statistics screen's data, read on a background thread (game/background_read.py): the
kept games' rows (game/stats.py, which may wait up to `BUSY_WAIT_READ` for another program's
lock and tells the player when it cannot read), then the kept replays (game/finished.py).

    reader = StatsReader()
    for kind, value in reader.poll():   # ("finished", [KeptGame]) and ("records", (rows,
        ...                             # why the file's games are not shown, or None))
"""

from .background_read import BackgroundReader
from .finished import list_kept
from .stats import BUSY_WAIT_READ, StatsStore


class StatsReader(BackgroundReader):
    name = "statistics-reader"

    def __init__(self, store: StatsStore | None = None):
        """`store` is opened and closed on the thread (none given: the player's file)."""
        self._store = store
        super().__init__(expected=2)
        self.start()

    def read(self) -> None:
        store = self._store or StatsStore(wait=BUSY_WAIT_READ)
        try:
            records = store.records()  # never raises
        finally:
            store.close()
        self.hand_over(("records", (records, store.unread)))
        if not self.cancelled:
            self.hand_over(("finished", list_kept()))
