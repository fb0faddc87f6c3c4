"""The statistics screen's data, read on a background thread (shell/store/background_read.py): the
kept games' rows (shell/store/stats.py, which may wait up to `BUSY_WAIT_READ` for another program's
lock and tells the player when it cannot read), then the kept replays (shell/store/finished.py).

    reader = StatsReader()
    for kind, value in reader.poll():   # ("finished", [KeptGame]) and ("records", (rows,
        ...                             # why the file's games are not shown, or None,
                                        # how many of its rows are not games))
"""

from shell.store.background_read import BackgroundReader
from shell.store.finished import finished_dir, list_kept
from shell.store.stats import BUSY_WAIT_READ, StatsStore


class StatsReader(BackgroundReader):
    name = "statistics-reader"

    def __init__(self, store: StatsStore | None = None):
        """`store` is opened and closed on the thread (none given: the player's file); the
        files are chosen now, on the UI thread."""
        self._store = store or StatsStore(wait=BUSY_WAIT_READ)
        self._folder = finished_dir()
        super().__init__(expected=2)
        self.start()

    def read(self) -> None:
        if self.cancelled:  # the screen was left before its first frames were over
            return
        try:
            records = self._store.records()  # never raises
        finally:
            self._store.close()
        self.hand_over(("records", (records, self._store.unread, self._store.skipped)))
        if not self.cancelled:
            self.hand_over(("finished", list_kept(self._folder)))
