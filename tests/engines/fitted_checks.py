"""What every estimate fitted to bot games is held to, over the positions of random games."""

from engines.core import Rng


def random_positions(state, seed: int) -> list:
    """Every position of one random game from `state`, the last one over."""
    rng = Rng(seed)
    positions = [state.clone()]
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        positions.append(state.clone())
    return positions


def check_reads_only_repeats_and_is_exact_at_the_end(estimate, hand_set, positions) -> None:
    """`estimate` leaves each position as it was, gives the same values twice, one a seat,
    differs from `hand_set` in most positions (its table is used) and is the final scores
    once the game is over."""
    players = positions[0].num_players
    differs = 0
    for state in positions:
        before = state.to_json()
        values = estimate(state)
        assert state.to_json() == before, "the estimate only reads the state"
        assert estimate(state) == values
        assert len(values) == players
        differs += values != hand_set(state)
    assert differs > len(positions) // 2, "the fitted table is used"
    final = positions[-1]
    assert estimate(final) == [float(x) for x in final.scores()]


def play_to_the_end(state, bots, budget) -> int:
    """`bots` (one a seat) play `state` to its end, each action checked legal; the plies."""
    plies = 0
    while not state.is_over():
        seat = state.to_move()
        action = bots[seat].choose(state.clone(), seat, budget)
        assert action in state.legal_actions()
        state.apply(action)
        plies += 1
    return plies
