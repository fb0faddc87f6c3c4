"""Where the after-scoring removal takes its priests from (rule 8 of docs/rules/aton.md), as
the engine plays it: one own priest from each temple that holds one, then, for each temple
owed without one (lowest first), one from a higher temple of the player's choice, or, when no
higher temple holds one, from the highest that does; it stops when the player has none left."""

from dataclasses import dataclass

from engines.aton.observation import PendingPostRemove


@dataclass(frozen=True)
class Substitutes:
    """What the temples owed without a priest will cost, over every choice the player may
    make: `count` priests, from the temples in `sources`; `all_higher` when each comes from
    a temple above the one it pays for."""

    count: int
    sources: frozenset[int]
    all_higher: bool


def total_removals(pending: PendingPostRemove, held: list[int]) -> int:
    """How many priests the removal still takes: the owed count, or fewer when the player
    has fewer on the board (`held`: their priests in temples 1-4)."""
    return min(pending["remaining"], sum(held))


def direct_phase(pending: PendingPostRemove) -> bool:
    """The player still owes a priest from temples that hold one (pending["temples"])."""
    return pending["remaining"] > len(pending.get("substitutes") or [])


def substitutes(pending: PendingPostRemove, held: list[int]) -> Substitutes:
    """The substitutes still owed, after the direct removals from pending["temples"] when
    those are still to come."""
    counts = list(held)
    if direct_phase(pending):
        for temple in pending["temples"]:
            counts[temple - 1] -= 1
    sources: set[int] = set()
    all_higher = True
    paid = min(len(pending.get("substitutes") or []), sum(counts))

    def walk(owed: list[int], counts: list[int]) -> None:
        nonlocal all_higher
        if not owed or not any(counts):
            return
        higher = [t for t in range(owed[0] + 1, 5) if counts[t - 1]]
        if not higher:
            all_higher = False
            higher = [max(t for t in range(1, 5) if counts[t - 1])]
        for temple in higher:
            sources.add(temple)
            rest = list(counts)
            rest[temple - 1] -= 1
            walk(owed[1:], rest)

    walk(list(pending.get("substitutes") or []), counts)
    return Substitutes(paid, frozenset(sources), all_higher)
