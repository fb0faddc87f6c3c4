"""Root-parallel search: several independent trees of one position, their root visits summed.

Expert (levels.py: `trees`) searches `trees` trees of `iterations` each, every tree seeded
apart from one decision seed; the most visited action over all trees is played (ties: the
higher mean reward, then the first legal action). The trees never share anything, so the
choice is the same whether they run one after another in this process or side by side in
helper processes: processes change the think time, never the move.

`use_helpers(conns)` hands this process helper processes (the other end of each pipe runs
`helper_main`): a search then runs one tree in every helper while it searches its own (the
app's bot worker is given one helper, so Expert thinks on both cores; the arena and the tuning
tool use none and run games side by side instead). `start_helpers(n)` starts helpers of this
process itself. A helper ends with the process that started it (engines/lifeline.py); a
helper that fails leaves its trees to this process, which gives the same move, only later.
"""

import multiprocessing
import random

from .budget import Budget

_HELPERS: list = []  # connections to helper processes
_STARTED: list = []  # helper processes started by start_helpers


def use_helpers(conns) -> None:
    """Search root-parallel trees in the helpers at the other end of `conns` as well."""
    _HELPERS[:] = list(conns)


def processes() -> int:
    """How many trees may run at once (this process and its helpers)."""
    return 1 + len(_HELPERS)


def helper_main(conn, parent) -> None:
    """A helper process: answer each tree request (search_tree's arguments) with
    (True, its result) or (False, the error); it ends with `parent` or its pipe."""
    import os

    from engines.lifeline import end_with

    end_with(parent)
    from . import levels  # noqa: F401  (the bots are ready before the first tree)

    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            os._exit(0)
        if request is None:
            os._exit(0)
        try:
            reply: tuple = (True, search_tree(*request))
        except Exception as exc:  # the search's own failure goes back to the caller
            reply = (False, f"{type(exc).__name__}: {exc}")
        try:
            conn.send(reply)
        except (OSError, ValueError):
            os._exit(0)


def start_helpers(n: int) -> None:
    """Start `n` helper processes of this process and search with them (shutdown ends them)."""
    from engines.lifeline import Parent

    context = multiprocessing.get_context("spawn")
    conns = []
    for _ in range(n):
        mine, theirs = context.Pipe()
        process = context.Process(target=helper_main, args=(theirs, Parent.here()),
                                  daemon=True, name="search-helper")
        process.start()
        theirs.close()
        _STARTED.append(process)
        conns.append(mine)
    use_helpers(conns)


def shutdown() -> None:
    """Stop searching in helpers; end those start_helpers started."""
    for conn in _HELPERS:
        conn.close()
    _HELPERS.clear()
    for process in _STARTED:
        process.kill()
        process.join(timeout=1.0)
    _STARTED.clear()


def tree_seeds(seed: int, trees: int) -> list[int]:
    """The seed of each tree of one decision."""
    mix = random.Random(seed)
    return [mix.getrandbits(64) for _ in range(trees)]


def search_tree(level: str, game: str | None, seed: int, overrides: dict | None, world,
                seat: int, budget: Budget | None, entry=None,
                keep: list | None = None) -> tuple[dict, int, bool]:
    """One tree: {action: (visits, total reward, total chance)} at its root (a forced move:
    that move once), its iterations and whether the wall-clock cap stopped it. `entry`: the game's
    registry listing, registered first (a helper process knows only the games listed in
    the code). `keep` receives the bot, whose `last_root` is the whole tree."""
    from .levels import make_bot

    if entry is not None:
        from engines.registry import register

        register(entry)
    bot = make_bot(level, game, seed, overrides)
    action = bot.choose(world, seat, budget)
    if keep is not None:
        keep.append(bot)
    root = getattr(bot, "last_root", None)
    stats = {action: (1, 0.0, 0.0)} if root is None else {
        a: (c.visits, c.total, c.chance) for a, c in root.children.items()}
    return stats, getattr(bot, "last_iterations", 0), getattr(bot, "last_capped", False)


def merged_stats(results: list[tuple[dict, int, bool]]) -> dict:
    """{action: (visits, mean reward, mean chance to win)} over every tree's root (actions
    some tree visited)."""
    visits: dict = {}
    totals: dict = {}
    chances: dict = {}
    for stats, _iters, _capped in results:
        for action, (n, total, chance) in stats.items():
            visits[action] = visits.get(action, 0) + n
            totals[action] = totals.get(action, 0.0) + total
            chances[action] = chances.get(action, 0.0) + chance
    return {a: (n, totals[a] / n, chances[a] / n) for a, n in visits.items() if n}


def merged_choice(legal: list, results: list[tuple[dict, int, bool]]) -> tuple:
    """The most visited action over every tree's root (ties: the higher mean reward, then
    legal order)."""
    merged = merged_stats(results)
    best, best_key = legal[0], None
    for action in legal:
        if action in merged and (best_key is None or merged[action][:2] > best_key):
            best, best_key = action, merged[action][:2]
    return best


def root_parallel(level: str, game: str | None, seed: int, overrides: dict | None, world,
                  seat: int, budget: Budget | None, trees: int,
                  info: dict | None = None, keep: list | None = None):
    """The action of `trees` root-parallel searches of `world` (a determinized copy for
    `seat`); `info` receives the iterations of all trees, whether any was capped and the
    merged root's {action: (visits, mean reward, mean chance to win)} (`stats`); `keep`
    receives the bot of the first tree, always searched in this process (its `last_root` is
    the whole tree)."""
    seeds = tree_seeds(seed, trees)
    legal = list(world.legal_actions())
    helpers = _HELPERS[:trees - 1]
    at_once = 1 + len(helpers)
    entry = None
    if helpers and game:
        from engines.registry import find

        entry = find(game)
    sent: dict = {}  # tree -> the helper searching it (each answers in the order asked)
    for k, tree_seed in enumerate(seeds):
        if k % at_once:
            conn = helpers[k % at_once - 1]
            try:
                conn.send((level, game, tree_seed, overrides, world.clone(), seat, budget,
                           entry))
                sent[k] = conn
            except (OSError, ValueError):
                pass  # this process searches the tree itself
    results: dict = {k: search_tree(level, game, s, overrides, world.clone(), seat, budget,
                                    keep=keep if k == 0 else None)
                     for k, s in enumerate(seeds) if k not in sent}
    for k in sorted(sent):
        try:
            ok, value = sent[k].recv()
        except (EOFError, OSError):
            ok, value = False, "the helper ended"
        results[k] = value if ok else search_tree(level, game, seeds[k], overrides,
                                                  world.clone(), seat, budget)
    ordered = [results[k] for k in range(trees)]
    if info is not None:
        info.update(iterations=sum(r[1] for r in ordered),
                    capped=any(r[2] for r in ordered), trees=trees,
                    stats=merged_stats(ordered))
    return merged_choice(legal, ordered)
