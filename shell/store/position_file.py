"""A written position (docs/notation.md) read from a file or pasted text, with the reason
when it cannot be one.

`position_text(path)` reads a file as `storage.read_limited` does (regular files only, at
most `MAX_POSITION_BYTES`) and returns its words joined by single spaces; a file that is
too large, not text (a binary file), not UTF-8, empty or unreadable raises `PositionRefused`
with a translatable reason. `parse_position(text)` gives the state, or `PositionRefused`
with the notation's own reason (the engines' `IllegalAction` message). Reading changes
no file.

`save_position(path, text)` writes a position to a new `.txt` file the player named (a name
without a suffix gets `.txt`), atomically (`storage.write_atomic`); a file already there, a
name with another suffix or a write that fails raises `PositionRefused` with the reason, and
nothing is left behind.
"""

import errno
import logging
import time
from pathlib import Path

from engines.core import IllegalAction, Message, State
from shell.language.i18n import N_
from shell.store.storage import FileTooLarge, read_failure, read_limited, write_atomic

log = logging.getLogger(__name__)
MAX_POSITION_BYTES = 100_000  # a late game's position is about 2 KB
# bytes no text file holds: the C0 controls but tab, line feed, vertical tab, form feed, return
NOT_TEXT = bytes(set(range(32)) - {9, 10, 11, 12, 13})
UTF16_MARKS = (b"\xff\xfe", b"\xfe\xff")
SUFFIX = ".txt"  # a position's file


class PositionRefused(Exception):
    """A file or text that is not a position; `message` is the translatable reason."""

    def __init__(self, reason, **params):
        self.message = reason if isinstance(reason, Message) else Message(reason, params)
        super().__init__(self.message.english())


def position_text(path) -> str:
    """The position's text in the file `path`: its words joined by single spaces."""
    try:
        data = read_limited(Path(path), MAX_POSITION_BYTES)
    except FileTooLarge as exc:
        raise PositionRefused(N_("the file is too large to be a position (over {kb} KB)"),
                              kb=exc.limit // 1000) from exc
    except IsADirectoryError as exc:
        raise PositionRefused(N_("it is a folder, not a position")) from exc
    except OSError as exc:
        raise PositionRefused(read_failure(exc)) from exc
    except ValueError as exc:  # a path no file system accepts (an embedded NUL)
        raise PositionRefused(N_("the file cannot be read")) from exc
    if data.startswith(UTF16_MARKS):
        raise PositionRefused(N_("the file is not UTF-8 text"))
    if data.translate(None, NOT_TEXT) != data:
        raise PositionRefused(N_("not a position (not text)"))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise PositionRefused(N_("the file is not UTF-8 text")) from exc
    words = " ".join(text.split())
    if not words:
        raise PositionRefused(N_("the file is empty"))
    return words


def parse_position(text: str) -> State:
    """The position `text` writes; `PositionRefused` with the notation's reason when none."""
    from engines.notation import parse

    if len(text) > MAX_POSITION_BYTES:
        raise PositionRefused(N_("the text is too long to be a position"))
    try:
        return parse(" ".join(text.split()))
    except IllegalAction as exc:
        raise PositionRefused(exc.message) from exc
    except Exception as exc:  # a notation tripping on strange text must not end the app
        log.exception("parsing a position failed")
        raise PositionRefused(N_("the position cannot be read")) from exc


def position_name(game_id: str) -> str:
    """A new position file's name: the game and the time, `<game>-position-<date>-<time>.txt`."""
    return f"{game_id}-position-{time.strftime('%Y%m%d-%H%M%S')}{SUFFIX}"


def save_position(path, text: str) -> Path:
    """Write the position `text` to the new file `path` (`.txt` added to a name without a
    suffix) and return it; PositionRefused with the reason when it cannot be."""
    path = Path(str(path))
    if not path.suffix:
        path = path.with_name(path.name + SUFFIX)
    if path.suffix.lower() != SUFFIX:
        raise PositionRefused(N_("a position is saved as a .txt file"))
    if path.exists() or path.is_symlink():
        raise PositionRefused(N_("a file of that name is there already: choose another name"))
    try:
        write_atomic(path, text + "\n")
    except OSError as exc:
        raise PositionRefused(write_failure(exc)) from exc
    except ValueError as exc:  # a path no file system accepts (an embedded NUL)
        raise PositionRefused(N_("the file cannot be written")) from exc
    return path


def write_failure(exc: OSError) -> str:
    """Why a file could not be written, as a marked message."""
    if exc.errno == errno.ENOSPC:
        return N_("the disk is full")
    if isinstance(exc, PermissionError) or exc.errno == errno.EROFS:
        return N_("that folder cannot be written to")
    return N_("the file cannot be written")
