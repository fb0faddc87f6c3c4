"""The screenshot set: every game's table mid-game, with the person to move, at one window
size in each language and text size, written as PNGs for a person to look at.

    python -m tests.bench.screenshot_set OUT_FOLDER [--size 1280x720] [--langs en,ru,pl]
                                         [--text-sizes 100,200] [--games aton,...]

Each picture is the app's own `--screenshot` of a game scene (`main.py --scene GAME
--moves M`): the game's setup of GAME_SETUPS (players, seed), M random moves played ahead
(as `--moves` plays them) and then on until seat 0, the person, has a real choice, so the
prompt, the choice buttons and the targets of a decision show. Named
`<game>_<lang>_<text size>.png`; the table of what was written is printed. Aton is shown at
its exchange, with Exchange and Keep over the table.
"""

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

from engines import get_engine
from engines.core import Rng
from engines.registry import game_ids

# game -> (players, seed, moves played ahead at least, the decision's kind or None for any):
# mid-game, most players; Aton at its exchange (the choice buttons over the table)
GAME_SETUPS = {"imhotep": (4, 3, 40, None), "pyramids": (3, 4, 30, None),
               "archaeology": (3, 5, 40, None), "aton": (2, 9, 30, "exchange")}
DEFAULT_SETUP = (2, 1, 30, None)
FRAMES = 4  # frames run before the picture (the table settles: board, panel, prompt)


def moves_to_a_choice(game: str, players: int, seed: int, least: int,
                      kind: str | None = None) -> int:
    """How many of `--moves`' random moves (scenes/game_start.py `_play_ahead`: its own
    generator from the seed) bring the game past `least` moves to seat 0 with a choice (one
    of whose actions is of `kind`, when given)."""
    engine = get_engine(game)
    state = engine.new_game(players, engine.spec.resolve_options(None), seed)
    rng = Rng(seed ^ 0x5EED)
    played = 0
    while not state.is_over():
        legal = state.legal_actions()
        if played >= least and state.to_move() == 0 and len(legal) > 1 and (
                kind is None or any(action[0] == kind for action in legal)):
            return played
        state.apply(legal[rng.randrange(len(legal))])
        played += 1
    raise ValueError(f"{game}: no choice for seat 0 after {least} moves")


def shoot(out: Path, game: str, lang: str, percent: int, size: str) -> tuple[Path, float]:
    """One picture through the app's `--screenshot`; (its path, seconds taken)."""
    players, seed, least, kind = GAME_SETUPS.get(game, DEFAULT_SETUP)
    moves = moves_to_a_choice(game, players, seed, least, kind)
    path = out / f"{game}_{lang}_{percent}.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    started = time.perf_counter()
    subprocess.run([sys.executable, "main.py", "--screenshot", str(path), "--scene", game,
                    "--players", str(players), "--seed", str(seed), "--moves", str(moves),
                    "--size", size, "--text-size", str(percent), "--lang", lang,
                    "--frames", str(FRAMES)],
                   check=True, env=env, capture_output=True,
                   cwd=Path(__file__).resolve().parents[2])
    return path, time.perf_counter() - started


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path, help="the folder the PNGs go to (made if missing)")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--langs", default="en,ru,pl")
    parser.add_argument("--text-sizes", default="100,200")
    parser.add_argument("--games", default=",".join(game_ids()))
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    print(f"{'picture':<34} seconds")
    for game in args.games.split(","):
        for lang in args.langs.split(","):
            for percent in (int(p) for p in args.text_sizes.split(",")):
                path, seconds = shoot(args.out, game, lang, percent, args.size)
                print(f"{path.name:<34} {seconds:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
