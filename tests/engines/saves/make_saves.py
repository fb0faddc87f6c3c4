"""Write the saved-game fixtures: random games of every game at every player count.

    .venv/bin/python -m tests.engines.saves.make_saves

Each fixture is a save (a replay, as the app writes it) with what the engine of the day made
of it: a digest of the state JSON and of the events after every action, the scores, and the
full state JSON at a few steps (a bot's worker receives positions as state JSON). The
fixtures were written once, before the engines' state and action types were rewritten;
test_old_saves checks today's engines load and replay them identically. Rewriting them
would test nothing.
"""

import hashlib
import json
from pathlib import Path

from engines import game_ids, get_engine
from engines.core import Replay, Rng, Seat, canonical

HERE = Path(__file__).parent
SEEDS = (11, 12, 13)
STATES_KEPT = 6  # full state JSON at this many evenly spread steps


def digest(data) -> str:
    return hashlib.sha256(canonical(data).encode()).hexdigest()[:16]


def random_save(engine, players: int, seed: int) -> dict:
    """A random game to the end, recorded as a fixture."""
    state = engine.new_game(players, None, seed)
    chooser = Rng(seed * 31 + players)
    actions, states, events = [], [digest(state.to_json())], []
    full = [state.to_json()]
    while not state.is_over():
        legal = state.legal_actions()
        action = legal[chooser.randrange(len(legal))]
        told = state.apply(action)
        actions.append(action)
        states.append(digest(state.to_json()))
        events.append(digest([e.to_json() for e in told]))
        full.append(state.to_json())
    steps = len(actions)
    kept = sorted({round(k * steps / (STATES_KEPT - 1)) for k in range(STATES_KEPT)})
    replay = Replay(engine.spec.id, engine.spec.default_options(),
                    [Seat(f"P{i + 1}", "random") for i in range(players)], seed, actions)
    return {
        "save": replay.to_json(),
        "state_digests": states,
        "event_digests": events,
        "scores": state.scores(),
        "winners": state.winners(),
        "states": {str(step): full[step] for step in kept},
    }


def main() -> None:
    for game_id in game_ids():
        engine = get_engine(game_id)
        fixtures = [random_save(engine, players, seed)
                    for players in engine.spec.player_counts() for seed in SEEDS]
        path = HERE / f"{game_id}.json"
        path.write_text(json.dumps(fixtures, separators=(",", ":")) + "\n", encoding="utf-8")
        print(path, path.stat().st_size, "bytes,", len(fixtures), "games")


if __name__ == "__main__":
    main()
