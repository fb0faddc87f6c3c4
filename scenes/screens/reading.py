"""A screen whose rows a background reader brings (shell/store/background_read.py): the Load and
Statistics screens show at once, take what was read since the last frame (`_take_read`) and
stop their reader when they are closed; tests and screenshots wait for every row
(`finish_reading`)."""

from shell.store.background_read import BackgroundReader
from shell.ui.scene import Scene


class ReadingScene(Scene):
    """The screen sets `reader` in its `__init__` and takes its results in `_take_read`."""

    reader: BackgroundReader

    @property
    def reading(self) -> bool:
        """Some rows are still being read."""
        return not self.reader.done

    def close(self) -> None:
        self.reader.cancel()

    def finish_reading(self) -> None:
        """Wait until every row is read (tests and screenshots: the screen never waits)."""
        self.reader.wait()
        self._take_read()

    def _take_read(self) -> None:
        """Take what the reader handed over since the last call. Override."""
        raise NotImplementedError
