"""Messages for the player from anywhere (a background thread included), shown by the App.

`post(text, error)` queues a short message; the App shows each one in its toast. Thread-safe:
the autosave thread and the bot worker post here.
"""

import queue

_pending: "queue.SimpleQueue[tuple[str, bool]]" = queue.SimpleQueue()


def post(text: str, error: bool = False) -> None:
    _pending.put((text, error))


def take() -> list[tuple[str, bool]]:
    """Every message posted since the last call, oldest first."""
    out = []
    while True:
        try:
            out.append(_pending.get_nowait())
        except queue.Empty:
            return out
