"""Pyramids' last turns played exactly: the end of the game as every line of play leaves it.

On the last level every seat lays one domino, and once the mover's turn has refilled the
quarry nothing hidden decides the rest: the domino a refill brings is a stack's visible top,
and the one it uncovers is never taken. So from any decision of the mover's turn on level 4
whose turn is the last but at most one, every line of the mover's own steps can be played
out, and the seat still to lay after it (if any) answers each quarry the line leaves with its
own best line, the one that ranks it highest by the rules' order (highest total, then fewer
single-tile cards used, then the best single level): being the last to move, no other line
wins it more.

    ends = final_states(state)   # {first step: [the end of the game of each own line]}

None where the game is not that close to its end (an earlier level, or more than one other
seat still to lay on level 4).
"""

from .data import LEVELS

MAX_LINES = 20000  # own lines a turn may have at most (far above any seen: about 400)


def standing(p) -> tuple:
    """A finished pyramid's rank by the rules' order: (total, -cards used, best level)."""
    levels = [r[2] for r in p.results]
    return sum(levels), -len(p.cards), max(levels, default=0)


def own_lines(state, seat: int) -> list[tuple[tuple, object]]:
    """Every way `seat` can play the rest of its turn from `state`: (steps, the state when
    the turn has ended or the game is over)."""
    lines, todo = [], [((), state)]
    while todo:
        steps, now = todo.pop()
        if now.is_over() or now.to_move() != seat:
            lines.append((steps, now))
            if len(lines) > MAX_LINES:
                raise RuntimeError(f"more than {MAX_LINES} lines in one Pyramids turn")
            continue
        for action in now.legal_actions():
            after = now.clone()
            after.apply(action)
            todo.append(((*steps, action), after))
    return lines


def best_reply(state) -> tuple:
    """The steps of the last seat's line that rank it highest at the end of the game, from
    `state` at the start of its turn (None where its line does not end the game)."""
    seat = state.to_move()
    best, best_rank = None, None
    for steps, end in own_lines(state, seat):
        if not end.is_over():
            return None
        rank = standing(end.pyramids[seat])
        if best_rank is None or rank > best_rank:
            best, best_rank = steps, rank
    return best


def final_states(state) -> dict | None:
    """{each legal step of the mover: the end of the game after each of its own lines from
    that step, the next seat (if any) answering with `best_reply`}; None where the game's end
    is further off (see the module doc)."""
    if state.is_over() or state.level != LEVELS:
        return None
    seat = state.to_move()
    replies: dict = {}
    ends: dict = {}
    for steps, end in own_lines(state, seat):
        if not end.is_over():
            quarry = tuple(end.quarry)
            if quarry not in replies:
                replies[quarry] = best_reply(end)
            reply = replies[quarry]
            if reply is None:
                return None
            end = end.clone()
            for action in reply:
                end.apply(action)
        ends.setdefault(steps[0], []).append(end)
    return ends
