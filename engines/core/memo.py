"""A bounded memo for the bots' repeated lookups (legal placements, gains in a search)."""


def remembered(cache: dict, limit: int, key, compute, *args):
    """`compute(*args)`, kept in `cache` under `key`; a cache holding `limit` values is
    emptied before it takes another (a search soon refills what it still needs)."""
    value = cache.get(key)
    if value is None:
        if len(cache) >= limit:
            cache.clear()
        value = cache[key] = compute(*args)
    return value
