"""Root-parallel search: several independent trees of one position, their root visits summed.

Expert (levels.py: `trees`) searches `trees` trees of `iterations` each, every tree seeded
apart from one decision seed; the most visited action over all trees is played (ties: the
higher mean reward, then the first legal action). The trees never share anything, so the
choice is the same whether they run one after another in this process or side by side in
helper processes: processes change the think time, never the move.

`use_processes(n)` lets up to `n` trees run at once (the app's bot worker asks for 2, one
per core; the arena and the tuning tool keep 1 and run games side by side instead). The
extra trees run in a pool of `n - 1` helper processes started on first use and kept for the
next decision; each helper ends with the process that started it (engines/lifeline.py).
"""

import concurrent.futures as futures
import multiprocessing
import random

from .budget import Budget

_PROCESSES = 1
_POOL: futures.ProcessPoolExecutor | None = None
_POOL_SIZE = 0


def use_processes(n: int) -> None:
    """Let root-parallel searches run up to `n` trees at once (1: all in this process)."""
    global _PROCESSES
    if n < 1:
        raise ValueError("processes must be at least 1")
    _PROCESSES = n


def processes() -> int:
    """How many trees may run at once (this process included)."""
    return _PROCESSES


def shutdown() -> None:
    """End the helper processes (they are started again on the next parallel search)."""
    global _POOL, _POOL_SIZE
    if _POOL is not None:
        _POOL.shutdown(wait=False, cancel_futures=True)
    _POOL, _POOL_SIZE = None, 0


def _helper_start(parent) -> None:
    from engines.lifeline import end_with

    end_with(parent)
    import engines.ai  # noqa: F401  (the bots are ready before the first tree)


def _ready() -> bool:
    return True


def warm() -> None:
    """Start the helper processes now (in the background), so that the first root-parallel
    search does not wait for them to start."""
    if _PROCESSES > 1:
        _pool(_PROCESSES - 1).submit(_ready)


def _pool(size: int) -> futures.ProcessPoolExecutor:
    global _POOL, _POOL_SIZE
    if _POOL is None or _POOL_SIZE != size:
        shutdown()
        from engines.lifeline import Parent

        _POOL = futures.ProcessPoolExecutor(
            max_workers=size, mp_context=multiprocessing.get_context("spawn"),
            initializer=_helper_start, initargs=(Parent.here(),))
        _POOL_SIZE = size
    return _POOL


def tree_seeds(seed: int, trees: int) -> list[int]:
    """The seed of each tree of one decision."""
    mix = random.Random(seed)
    return [mix.getrandbits(64) for _ in range(trees)]


def search_tree(level: str, game: str | None, seed: int, overrides: dict | None, world,
                seat: int, budget: Budget | None, entry=None) -> tuple[dict, int, bool]:
    """One tree: {action: (visits, total reward)} at its root (a forced move: that move
    once), its iterations and whether the wall-clock cap stopped it. `entry`: the game's
    registry listing, registered first (a helper process knows only the games listed in
    the code)."""
    from .levels import make_bot

    if entry is not None:
        from engines.registry import register

        register(entry)
    bot = make_bot(level, game, seed, overrides)
    action = bot.choose(world, seat, budget)
    root = getattr(bot, "last_root", None)
    stats = {action: (1, 0.0)} if root is None else {
        a: (c.visits, c.total) for a, c in root.children.items()}
    return stats, getattr(bot, "last_iterations", 0), getattr(bot, "last_capped", False)


def merged_choice(legal: list, results: list[tuple[dict, int, bool]]) -> tuple:
    """The most visited action over every tree's root (ties: the higher mean reward, then
    legal order)."""
    visits: dict = {}
    totals: dict = {}
    for stats, _iters, _capped in results:
        for action, (n, total) in stats.items():
            visits[action] = visits.get(action, 0) + n
            totals[action] = totals.get(action, 0.0) + total
    best, best_key = legal[0], None
    for action in legal:
        n = visits.get(action, 0)
        if not n:
            continue
        key = (n, totals[action] / n)
        if best_key is None or key > best_key:
            best, best_key = action, key
    return best


def root_parallel(level: str, game: str | None, seed: int, overrides: dict | None, world,
                  seat: int, budget: Budget | None, trees: int,
                  info: dict | None = None):
    """The action of `trees` root-parallel searches of `world` (a determinized copy for
    `seat`); `info` receives the iterations of all trees and whether any was capped."""
    seeds = tree_seeds(seed, trees)
    legal = list(world.legal_actions())
    at_once = min(_PROCESSES, trees)
    if at_once > 1:
        from engines.registry import find

        pool = _pool(at_once - 1)
        entry = find(game) if game else None
        # this process searches every `at_once`-th tree, the helpers the others
        pending = {k: pool.submit(search_tree, level, game, s, overrides, world.clone(),
                                  seat, budget, entry)
                   for k, s in enumerate(seeds) if k % at_once}
        local = {k: search_tree(level, game, s, overrides, world.clone(), seat, budget)
                 for k, s in enumerate(seeds) if not k % at_once}
        results = [local[k] if k in local else pending[k].result() for k in range(trees)]
    else:
        results = [search_tree(level, game, s, overrides, world.clone(), seat, budget)
                   for s in seeds]
    if info is not None:
        info.update(iterations=sum(r[1] for r in results),
                    capped=any(r[2] for r in results), trees=trees)
    return merged_choice(legal, results)
