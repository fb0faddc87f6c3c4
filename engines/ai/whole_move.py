"""A whole move: the atomic decisions one seat takes in a row, from a chosen first step.

    steps = whole_move(world, seat, first, root, valuer)

A move goes on while the same seat decides and no chance acts: it ends when another seat is
to move, the game is over, or a step revealed hidden information (an event with `reveals`,
such as a drawn card or a refilled quarry). In a game whose turn is any number of acts (a
trade, a sale, an exploration), a move is one of them: it also ends on a step kind in the
game's engine descriptor's `act_ends`. Each next step is the search tree's most visited
child while the tree reaches (`root`, an IsmctsBot's last root, may be None), else the step
with the best value for the seat one step ahead (the valuer's pruned actions), so the move
costs a few heuristic calls past the tree.
`played_move(state, actions, ply, game)` cuts the same kind of move out of a played game.
"""

from engines import find_descriptor

MAX_STEPS = 16  # a move never has more atomic steps than this (Aton's five priests, a trade)


def act_ends(game: str | None) -> frozenset:
    """The step kinds that end a move inside one seat's turn in game id `game`."""
    found = find_descriptor(game)
    return found.act_ends if found is not None else frozenset()


def ends_move(world, seat: int, action, events, game: str | None = None) -> bool:
    """Whether `action`, just applied to `world` with `events`, ends `seat`'s move."""
    found = find_descriptor(game)
    return (world.is_over() or world.to_move() != seat or any(e.reveals for e in events)
            or (found is not None and found.phrasing.kind(action) in found.act_ends))


def greedy_step(world, seat: int, valuer):
    """The step with the best value for `seat` one step ahead (ties: the first listed)."""
    best, best_value = None, None
    for action in valuer.actions(world):
        after = world.clone()
        after.apply(action)
        value = valuer.rewards(after)[seat]
        if best_value is None or value > best_value:
            best, best_value = action, value
    return best


def _most_visited(node, legal):
    if node is None:
        return None
    best, best_key = None, None
    for action in legal:
        child = node.children.get(action)
        if child is None or not child.visits:
            continue
        key = (child.visits, child.total / child.visits)
        if best_key is None or key > best_key:
            best, best_key = action, key
    return best


def whole_move(world, seat: int, first, root=None, valuer=None, game: str | None = None
               ) -> tuple:
    """The whole move of `seat` in `world` of `game` starting with `first` (see the module
    doc); `world` is not modified."""
    world = world.clone()
    steps = [first]
    events = world.apply(first)
    node = root.children.get(first) if root is not None else None
    while not ends_move(world, seat, steps[-1], events, game) and len(steps) < MAX_STEPS:
        legal = world.legal_actions()
        action = legal[0] if len(legal) == 1 else _most_visited(node, legal)
        if action is None:
            action = greedy_step(world, seat, valuer) if valuer is not None else legal[0]
        node = node.children.get(action) if node is not None else None
        steps.append(action)
        events = world.apply(action)
    return tuple(steps)


def played_move(state, actions, ply: int, game: str | None = None) -> tuple:
    """The whole move played from `state` (the position before `actions[ply]`): the actions
    from `ply` on while the same seat decides and no chance acts."""
    world = state.clone()
    seat = world.to_move()
    steps = []
    for action in actions[ply:ply + MAX_STEPS]:
        steps.append(tuple(action))
        if ends_move(world, seat, action, world.apply(action), game):
            break
    return tuple(steps)
