"""The grammar every game's position notation shares (docs/notation.md).

A position is one line: the game's id, then `key=value` words in a fixed order, for example
`<game> players=2 ... rng=1f`. Inside a value "-" stands for an empty list or no value,
"," separates numbers, "/" separates one item per player (or per ship, pile, ...) and "."
an empty place where a string of seats (one digit per stone or priest) is written.
`fields` splits a line into its values and checks the keys; the codecs below write and read
the values; a value that is not what they write raises `Malformed`, which the game's `parse`
turns into its "this is not a ... position" reason.
"""

from collections.abc import Callable, Sequence

from .errors import N_, IllegalAction

PLAYER_COUNT = N_("the number of players must be from {low} to {high}")
NO_MOVE = N_("in this position the game is not over, yet nobody has a move to make")


class Malformed(ValueError):
    """A line or value that is not what the notation writes."""


def read_or_refuse(read: Callable[[str], dict], text: str, reason: str) -> dict:
    """`read(text)`, anything malformed in the line refused as IllegalAction(`reason`) (an
    IllegalAction `read` raises keeps its own reason)."""
    try:
        return read(text)
    except IllegalAction:
        raise
    except (ValueError, IndexError, KeyError, AttributeError) as exc:
        raise IllegalAction(reason) from exc


def line(game: str, values: dict) -> str:
    """The notation's line: `game` then each `key=value` in order."""
    return " ".join([game] + [f"{key}={value}" for key, value in values.items()])


def fields(text: str, game: str, keys: Sequence[str]) -> dict[str, str]:
    """The values of a line written by `line(game, ...)` with exactly `keys`, in order."""
    words = text.split()
    if not words or words[0] != game:
        raise Malformed("not this game")
    pairs = [word.split("=", 1) for word in words[1:]]
    if any(len(pair) != 2 for pair in pairs) or [key for key, _ in pairs] != list(keys):
        raise Malformed("keys")
    return dict(pairs)


def check_players(players: int, low: int, high: int) -> None:
    """Refuse a player count the game is not played with."""
    if not low <= players <= high:
        raise IllegalAction(PLAYER_COUNT, low=low, high=high)


def check_can_move(state) -> None:
    """Refuse a parsed position that is not over yet has no legal action (the engine
    invariant: a game not over always has a move)."""
    if not state.is_over() and (state.to_move() is None or not state.legal_actions()):
        raise IllegalAction(NO_MOVE)


def integer(value: str) -> int:
    """A whole number written in decimal (a leading "-" allowed)."""
    digits = value[1:] if value.startswith("-") else value
    if not digits.isdigit() or not digits.isascii():
        raise Malformed(value)
    return int(value)


def natural(value: str) -> int:
    """A whole number of at least 0."""
    number = integer(value)
    if number < 0:
        raise Malformed(value)
    return number


def ints(values: Sequence[int]) -> str:
    return ",".join(str(v) for v in values) or "-"


def read_ints(value: str, count: int | None = None, read: Callable = natural) -> list[int]:
    """Numbers written by `ints` (exactly `count` of them when given)."""
    values = [] if value == "-" else [read(v) for v in value.split(",")]
    return exactly(values, count)


def seats(values: Sequence[int]) -> str:
    """Seats (or owners) as digits, "." for an empty place (-1)."""
    return "".join("." if v < 0 else str(v) for v in values) or "-"


def read_seats(value: str, players: int, empty: bool = False) -> list[int]:
    """Seats written by `seats`: each below `players`; "." (-1) only when `empty`."""
    if value == "-":
        return []
    out = []
    for ch in value:
        if ch == "." and empty:
            out.append(-1)
        elif ch.isdigit() and ch.isascii() and int(ch) < players:
            out.append(int(ch))
        else:
            raise Malformed(value)
    return out


def seat(value: int | None) -> str:
    """One seat, or "-" for none."""
    return "-" if value is None or value < 0 else str(value)


def read_seat(value: str, players: int, optional: bool = False) -> int | None:
    """A seat written by `seat`; "-" (None) only when `optional`."""
    if value == "-" and optional:
        return None
    number = natural(value)
    if number >= players:
        raise Malformed(value)
    return number


def flag(value: bool) -> str:
    return "y" if value else "n"


def read_flag(value: str) -> bool:
    if value not in ("y", "n"):
        raise Malformed(value)
    return value == "y"


def per(values: Sequence, write: Callable) -> str:
    """One written item per entry, separated by "/"."""
    return "/".join(write(v) for v in values)


def read_per(value: str, read: Callable, count: int | None = None) -> list:
    """Items written by `per` (exactly `count` of them when given)."""
    return exactly([read(part) for part in value.split("/")], count)


def codes(values: Sequence, table: dict, width: int = 2) -> str:
    """Names as fixed-width codes (`table` maps a name to its code), "-" for none."""
    return "".join(table[v] for v in values) or "-"


def read_codes(value: str, table: dict, width: int = 2) -> list:
    """Names written by `codes` (`table` maps a code to its name)."""
    if value == "-":
        return []
    if len(value) % width:
        raise Malformed(value)
    return [table[value[i:i + width]] for i in range(0, len(value), width)]


def exactly(values: list, count: int | None) -> list:
    if count is not None and len(values) != count:
        raise Malformed(f"{len(values)} items, not {count}")
    return values


def hexadecimal(value: str) -> int:
    """The random source's state, written in hexadecimal."""
    if not value or any(ch not in "0123456789abcdef" for ch in value):
        raise Malformed(value)
    return int(value, 16)
