"""What the host sends one remote seat: built from that seat's side of the game only.

A seat is sent its observation (`State.observation(seat)`), whose turn it is, its own legal
actions when it is to move (none otherwise), the events of each action as it may see them
(`engines.core.events.seen_by`: an event's secret only to the seats allowed to see it), and
whether it may take back a move now. To build a move of several steps without asking, the
seat to move is also sent the legal actions after each of its steps that keeps the turn and
reveals nothing (a preview): what it would be sent next anyway. With them goes the position
as the seat sees it, written as a seen line (`engines.notation.format_seen`: every card it may
not see a `?`, the random source unknown; it depends on nothing the seat cannot see), from
which the joining app works out its Hint and the engine's reasons. Never the state, the
seed, the actions of the game (until its end) or another seat's observation.
"""

from engines import notation
from engines.core import Event, State
from engines.core.actions import action_to_json
from engines.core.events import seen_by
from shell.play.session import GameSession

MAX_PREVIEWS = 64  # steps previewed at one decision (a Pyramids quarry has three)


def visible_events(events: list[Event], seat: int) -> list[dict]:
    """The JSON of `events` as `seat` may see them."""
    return [seen_by(event, seat).to_json() for event in events]


def previews(state: State, seat: int) -> list[dict]:
    """For the seat to move, the legal actions after each legal step that keeps the turn with
    `seat` and reveals nothing (see the module doc); none for another seat."""
    if state.to_move() != seat:
        return []
    found: list[dict] = []
    for step in state.legal_actions():
        probe = state.clone()
        if any(event.reveals for event in probe.apply(step)) or probe.to_move() != seat:
            continue
        found.append({"step": action_to_json(step),
                      "legal": [action_to_json(a) for a in probe.legal_actions()]})
        if len(found) == MAX_PREVIEWS:
            break
    return found


def seen_line(game: str, state: State, seat: int) -> str | None:
    """The position as `seat` sees it, a seen line (None: `game` has no written positions,
    or the game is over: the whole game follows)."""
    if state.is_over():
        return None
    try:
        notation.notation_of(game)
    except KeyError:
        return None
    return notation.format_seen(state, seat)


def position(session: GameSession, seat: int) -> dict:
    """The fields of the position now as `seat` sees it (shared by "sync" and "update")."""
    state = session.state
    to_move = state.to_move()
    mine = to_move == seat and not state.is_over()
    return {
        "ply": session.ply,
        "obs": state.observation(seat),
        "to_move": to_move,
        "legal": [action_to_json(a) for a in state.legal_actions()] if mine else [],
        "previews": previews(state, seat) if mine else [],
        "can_undo": session.can_undo(seat),
        "position": seen_line(session.replay.game, state, seat),
    }


def sync_fields(session: GameSession, seat: int) -> dict:
    """A "sync": the whole view of `seat`, with the events of every action so far as it may
    see them (its game log)."""
    fields = position(session, seat)
    fields["history"] = [visible_events(events, seat) for events in session.history]
    return fields


def update_fields(session: GameSession, seat: int, mover: int, events: list[Event]) -> dict:
    """An "update": the action just played by `mover` (its events as `seat` may see them)
    and the view after it."""
    fields = position(session, seat)
    fields["mover"] = mover
    fields["events"] = visible_events(events, seat)
    return fields
