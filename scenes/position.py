"""Open a written position (docs/notation.md) at a table or in the replay viewer.

`read_position` takes the command line's `--position` (the text itself, or a file holding
it) and returns the parsed state, or the reason, in the player's language, why it cannot be
opened. `open_position` opens the table there: its replay starts at the position, so the
game plays on, takes moves back and is analysed from there; it is not saved, and a game that
ends there is not counted in the statistics (a position is not a whole game).
"""

from pathlib import Path

from engines.core import IllegalAction, Replay, Seat, State
from game.i18n import _, tr_message, translate

TOO_LONG = 100_000  # characters: no position is longer


def position_text(source: str) -> str:
    """The position's text: the file's when `source` names a file, else `source` itself;
    its words joined by single spaces. OSError or UnicodeError when the file cannot be read."""
    path = Path(source)
    text = source
    if len(source) < 4096 and "=" not in source and path.is_file():
        with open(path, encoding="utf-8") as handle:
            text = handle.read(TOO_LONG + 1)
    return " ".join(text.split())


def read_position(source: str, seat_kinds: list[str] | None = None) -> tuple[State | None, str]:
    """(the state, its text), or (None, the reason it cannot be opened)."""
    from engines.notation import parse

    try:
        text = position_text(source)
    except (OSError, UnicodeError):
        return None, _("Cannot open the position: the file cannot be read")
    try:
        state = parse(text)
    except IllegalAction as exc:
        return None, _("Cannot open the position: {reason}").format(reason=tr_message(exc.message))
    if seat_kinds is not None and len(seat_kinds) != state.num_players:
        return None, _("Cannot open the position: --seats names another number of players "
                       "than the position has")
    return state, text


def position_seats(players: int, kinds: list[str] | None = None) -> list[Seat]:
    """The seats: people sharing the screen (hot-seat) unless `kinds` says otherwise."""
    from scenes.game_start import BOT_NAMES

    kinds = kinds or ["human"] * players
    return [Seat(_("Player {number}").format(number=i + 1) if kind == "human"
                 else translate(BOT_NAMES[i % len(BOT_NAMES)]), kind)
            for i, kind in enumerate(kinds)]


def open_position(app, state: State, text: str, *, kinds: list[str] | None = None,
                  seed: int = 1, viewer: bool = False, push: bool = True):
    """The table (or, with `viewer`, the replay viewer) at the position `text` of `state`
    (as `read_position` gives them); pushed when `push`. LookupError when the game cannot
    be played yet."""
    from engines.notation import game_of
    from scenes.games import app_descriptor

    game_id = game_of(text)
    found = app_descriptor(game_id)
    if found is None:
        raise LookupError(f"{game_id} cannot be played yet")
    replay = Replay(game_id, dict(state.options), position_seats(state.num_players, kinds),
                    seed, [], position=text)
    if viewer:
        from scenes.replay import open_replay

        return open_replay(app, replay, 0, push=push)
    scene = found.create_scene(app, replay, state, autosave=False)
    scene.ended_before = True  # not recorded: a position is not a whole game
    if push:
        app.scenes.push(scene)
    return scene
