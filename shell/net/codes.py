"""The table code a host shows (six letters and digits, read aloud and typed) and the token a
seat gets when it joins (kept by the joining app to take the same seat again).

Both come from the operating system's secure random source; they are compared in constant
time. A typed code is read leniently: case, spaces and dashes do not matter.
"""

import hmac
import secrets

from shell.net.protocol import CODE_ALPHABET, CODE_LENGTH, TOKEN_LENGTH


def new_code() -> str:
    """A fresh table code."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_token() -> str:
    """A fresh seat token (about 190 bits) that never begins with "-": a joining app is
    given it on the command line (`--token TOKEN`), where a leading dash reads as an
    option."""
    while True:
        token = secrets.token_urlsafe(TOKEN_LENGTH)[:TOKEN_LENGTH]
        if not token.startswith("-"):
            return token


def typed_code(text: str) -> str | None:
    """The code a player typed, upper-cased without spaces and dashes; None when it cannot
    be a table code (wrong length or a character no code has)."""
    code = "".join(ch for ch in text.upper() if ch not in " -")
    if len(code) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in code):
        return None
    return code


def same(given: str, kept: str) -> bool:
    """`given` is `kept` (compared in constant time)."""
    return hmac.compare_digest(given.encode("utf-8"), kept.encode("utf-8"))
