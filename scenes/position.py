"""Open a written position (docs/notation.md) at a table or in the replay viewer.

`read_position` takes the command line's `--position` (the text itself, or a file holding
it), `read_position_file` a file the Load screen's Open file… picked and `read_pasted` the
text pasted there; each returns the parsed state and its text, or the reason, in the
player's language, why it cannot be opened (shell/store/position_file.py reads and refuses).
`open_position` opens the table there: its replay starts at the position, so the game plays
on, takes moves back and is analysed from there; it is not saved, and a game that ends there
is not counted in the statistics (a position is not a whole game).
"""

import errno
import logging
import os
from pathlib import Path

from engines.core import Replay, Seat, State
from engines.notation import notation_games
from shell.language.i18n import _, tr_message, translate
from shell.language.names import clean_name
from shell.store.position_file import PositionRefused, parse_position, position_text
from shell.store.saves import file_label

log = logging.getLogger(__name__)
SHOWN_NAME = 60  # characters of a file's name in a message


FILE_ERRORS = {errno.ELOOP, errno.EACCES, errno.EPERM}  # something is there, unreadable


def _names_a_file(source: str) -> bool:
    """--position names a file when something is at that path (a file, a folder, a FIFO, a
    device, a link, even one that loops or leads nowhere: each is refused with its own
    reason), or when it is one word that is no position (a file that is missing)."""
    try:
        os.lstat(source)
        return True
    except OSError as exc:
        if exc.errno in FILE_ERRORS:
            return True
    except ValueError:  # an embedded NUL: no path
        return False
    words = source.split()
    return len(words) == 1 and "=" not in source and words[0] not in notation_games()


def read_position(source: str, seat_kinds: list[str] | None = None) -> tuple[State | None, str]:
    """(the state, its text), or (None, the reason it cannot be opened)."""
    try:
        text = position_text(source) if _names_a_file(source) else " ".join(source.split())
        state = parse_position(text)
    except PositionRefused as exc:
        return None, _("Cannot open the position: {reason}").format(reason=tr_message(exc.message))
    if seat_kinds is not None and len(seat_kinds) != state.num_players:
        return None, _("Cannot open the position: --seats names another number of players "
                       "than the position has")
    return state, text


def read_position_file(path) -> tuple[State | None, str]:
    """The position in the file `path`: (the state, its text), or (None, the reason, naming
    the file)."""
    try:
        text = position_text(path)
        return parse_position(text), text
    except PositionRefused as exc:
        log.info("cannot open the position %s: %s", file_label(path), exc)  # the whole name
        name = clean_name(Path(str(path)).name, "?", limit=SHOWN_NAME)
        return None, _("Cannot open {name}: {reason}").format(name=name,
                                                             reason=tr_message(exc.message))


def read_pasted(text: str) -> tuple[State | None, str]:
    """The position in pasted `text`: (the state, its text), or (None, the reason)."""
    try:
        state = parse_position(text)  # a text too long is refused before it is looked at
    except PositionRefused as exc:
        return None, _("The pasted text is not a position: {reason}").format(
            reason=tr_message(exc.message))
    return state, " ".join(text.split())


def position_seats(players: int, kinds: list[str] | None = None) -> list[Seat]:
    """The seats: people sharing the screen (hot-seat) unless `kinds` says otherwise."""
    from scenes.game_start import BOT_NAMES

    kinds = kinds or ["human"] * players
    return [Seat(_("Player {number}").format(number=i + 1) if kind == "human"
                 else translate(BOT_NAMES[i % len(BOT_NAMES)]), kind)
            for i, kind in enumerate(kinds)]


def open_position(app, state: State, text: str, *, kinds: list[str] | None = None,
                  seats: list[Seat] | None = None, seed: int = 1, viewer: bool = False,
                  push: bool = True):
    """The table (or, with `viewer`, the replay viewer) at the position `text` of `state`
    (as `read_position` gives them), played by `seats` (else by `kinds`, named for them);
    pushed when `push`. LookupError when the game cannot be played yet."""
    from engines.notation import game_of
    from scenes.games import app_descriptor

    game_id = game_of(text)
    found = app_descriptor(game_id)
    if found is None:
        raise LookupError(f"{game_id} cannot be played yet")
    seats = list(seats) if seats is not None else position_seats(state.num_players, kinds)
    replay = Replay(game_id, dict(state.options), seats, seed, [], position=text)
    if viewer:
        from scenes.replay import open_replay

        return open_replay(app, replay, 0, push=push)
    scene = found.create_scene(app, replay, state, autosave=False)
    scene.ended_before = True  # not recorded: a position is not a whole game
    if push:
        app.scenes.push(scene)
    return scene
