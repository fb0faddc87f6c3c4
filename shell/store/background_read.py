"""Reading on a background thread whose results the screen takes each frame, so that no
frame waits for a disk, a long folder or another program's lock.

    class MyReader(BackgroundReader):   # `read` runs on the thread, once
        def read(self):
            for item in work:
                if self.cancelled:
                    break
                self.hand_over(item)
    reader = MyReader(expected=len(work)); reader.start()
    for item in reader.poll(): ...      # each frame (the UI thread): what was read since
    reader.done                         # everything expected was taken, or the thread ended
    reader.cancel()                     # the screen is left: the thread stops where it can
    reader.wait()                       # tests and screenshots: block until it has ended
"""

import logging
import queue
import threading

log = logging.getLogger(__name__)
FIRST_FRAME_WAIT = 0.05  # seconds the thread waits, so the screen's first frame has the CPU


class BackgroundReader:
    name = "reader"

    def __init__(self, expected: int):
        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._stop = threading.Event()
        self._left = expected
        self._thread = threading.Thread(target=self._run, name=self.name, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        if self._left > 0:
            self._stop.wait(FIRST_FRAME_WAIT)
        try:
            self.read()
        except Exception:  # a bug must not end the app: what was read is kept
            log.exception("%s failed", self.name)

    def read(self) -> None:
        """The work, on the thread: `hand_over` each result. Override."""
        raise NotImplementedError

    def hand_over(self, item) -> None:
        self._queue.put(item)

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    def poll(self) -> list:
        """Every item handed over since the last call."""
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
        """Block until the thread has ended (tests and screenshots only)."""
        self._thread.join(timeout)

    def cancel(self) -> None:
        self._stop.set()
