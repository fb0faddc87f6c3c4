"""What a table copies or saves of its position: the written position of what the one at the
screen sees (docs/notation.md, "Seen positions"), and the clipboard it is copied to.

`Sight` says whose sight it is: a seat's, everyone's at the table (`seat` None: no hand at
all, as under a hot-seat cover or in the replay of a game still played by two people), or
every card (`everything`: the replay of a finished game with all cards open). `written`
gives its line, `Shared` what the dialog keeping it needs; `put_on_clipboard` copies a text
(the reason, translated, when there is no clipboard); `copied_text`, `sight_text` say what
was copied, in the player's language.
"""

import logging
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from engines.core import State
from engines.notation import format as written_whole
from engines.notation import format_seen, seen_by
from shell.language.i18n import _

log = logging.getLogger(__name__)
COPY_MODS = pygame.KMOD_CTRL | pygame.KMOD_META  # Ctrl+C, and Cmd+C on macOS


@dataclass(frozen=True)
class Sight:
    """Whose sight a written position is of: `seat`'s (None: everyone's at the table), or
    every card when `everything`."""

    seat: int | None
    everything: bool = False


@dataclass(frozen=True)
class Shared:
    """What the dialog keeping a position gets (scenes/screens/position_share.py): the
    position's line, its game, the names of its seats' players, where to tell what was
    done (`told(text, error)`), and the whole game's save (None where there is none to
    save: the replay viewer)."""

    text: str
    game_id: str
    name: Callable[[int], str]
    told: Callable[[str, bool], None]
    save_game: Callable[[], None] | None = None


def written(state: State, sight: Sight) -> str | None:
    """The line of `state` as `sight` sees it; None when the game has no written positions
    (or, a defect, its notation fails on the state: logged)."""
    try:
        return written_whole(state) if sight.everything else format_seen(state, sight.seat)
    except KeyError:
        return None  # a game without a notation
    except Exception:  # a notation tripping on a state must not end the app
        log.exception("writing the position of a %s failed", type(state).__name__)
        return None


def not_written() -> str:
    """Why a table's position cannot be copied or saved (`written` gave None)."""
    return _("This game cannot write its positions.")


def is_copy_key(event: pygame.event.Event) -> bool:
    """Ctrl+C (Cmd+C on macOS), without Alt or Shift."""
    mods = getattr(event, "mod", 0)
    return (event.type == pygame.KEYDOWN and event.key == pygame.K_c and bool(mods & COPY_MODS)
            and not mods & (pygame.KMOD_ALT | pygame.KMOD_SHIFT))


def put_on_clipboard(text: str) -> str | None:
    """Copy `text`; None when done, else why it could not be (translated)."""
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, UnicodeError) as exc:
        log.warning("cannot write the clipboard: %s", exc)
        return _("The position cannot be copied here (no clipboard): Save position… writes "
                 "it to a file.")
    return None


def sight_text(text: str, name) -> str:
    """What the line `text` holds, for the dialog that copies or saves it (`name(seat)`:
    a seat's player)."""
    is_seen, seat = seen_by(text)
    if not is_seen:
        return _("The position is copied and saved whole, every card included.")
    if seat is None:
        return _("The position is copied and saved as everyone at the table sees it: what "
                 "only one player sees (a hand, a face-down card) and what nobody sees are "
                 "written as unknown (?) and dealt again when it is opened.")
    return _("The position is copied and saved as {name} sees it: the cards {name} cannot "
             "see are written as unknown (?) and dealt again when it is opened.").format(
        name=name(seat))


def copied_text(text: str, name) -> str:
    """The confirmation that the line `text` was copied (`name(seat)`: a seat's player)."""
    is_seen, seat = seen_by(text)
    if not is_seen:
        return _("Position copied, every card included. Ctrl+V on the Load screen opens it.")
    if seat is None:
        return _("Position copied as everyone at the table sees it. Ctrl+V on the Load "
                 "screen opens it.")
    return _("Position copied as {name} sees it. Ctrl+V on the Load screen opens "
             "it.").format(name=name(seat))
