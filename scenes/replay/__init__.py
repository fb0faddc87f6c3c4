"""The replay viewer: any save or finished game, move by move, from any seat.

`open_replay(app, replay, at_action=k, seat=s)` pushes the viewer at the position after `k`
actions (None: the end), seen by seat `s` (None: the first human's view); it raises
`shell.store.saves.SaveError` when the replay cannot be played. `open_replay_file(app, path)` is
the Load and Statistics screens' way in: it returns the reason when it could not open.
"""

import logging
from pathlib import Path

from scenes.games import app_descriptor
from shell.language.i18n import _
from shell.language.names import clean_name
from shell.store import saves

from .timeline import Timeline
from .viewer import ReplayTable

log = logging.getLogger(__name__)


def view_class(game_id: str) -> type:
    """The view class of a playable game's table (LookupError when there is none)."""
    found = app_descriptor(game_id)
    if found is None:
        raise LookupError(f"{game_id} has no table view")
    return found.view


def open_replay(app, replay, at_action: int | None = None, seat: int | None = None, *,
                timeline: Timeline | None = None, name: str = "", push: bool = True):
    """Show `replay` in the viewer at the position after `at_action` actions (None: the
    end), from `seat`'s view; returns the scene (pushed when `push`)."""
    timeline = timeline or Timeline(replay, name)
    scene = ReplayTable(app, timeline, len(timeline) if at_action is None else at_action, seat,
                       view=view_class(replay.game))
    if push:
        app.scenes.push(scene)
    return scene


def open_replay_file(app, path, at_action: int | None = 0) -> str | None:
    """Open the save or kept game at `path` in the viewer; None when it opened, else the
    reason for the player (naming only the file). Never raises."""
    name = clean_name(Path(str(path)).name, "?", limit=60)  # as the toast has room for it
    try:
        replay = saves.read_replay(path)
        open_replay(app, replay, at_action, name=saves.file_label(path))
    except saves.SaveError as exc:
        log.warning("cannot open the replay %s", exc)  # the whole file name, and the reason
        return _("Cannot open {name}: {reason}").format(name=name, reason=exc.reason_text())
    except LookupError:
        return _("Cannot open {name}: this game cannot be played yet").format(name=name)
    except Exception:  # a strange file must not end the app
        log.exception("opening the replay %s failed", saves.file_label(path))
        return _("Cannot open {name}: the saved game cannot be opened").format(name=name)
    return None


__all__ = ["ReplayTable", "Timeline", "open_replay", "open_replay_file", "view_class"]
