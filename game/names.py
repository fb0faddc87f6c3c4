"""Player names from untrusted places (save files, settings, the setup screen).

A name keeps only printable text: control characters, lone surrogates, private-use and
unassigned code points and bidirectional overrides are dropped, line breaks and tabs become
spaces, runs of spaces collapse, and the result is cut to `MAX_NAME_CHARS` characters. An
empty result gives the fallback.
"""

import unicodedata

MAX_NAME_CHARS = 24
_DROPPED_CATEGORIES = {"Cc", "Cs", "Co", "Cn", "Zl", "Zp"}
_BIDI_CONTROLS = set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f")


def clean_name(text, fallback: str = "", limit: int = MAX_NAME_CHARS) -> str:
    """`text` as a safe, short display name (`fallback` when nothing printable is left)."""
    if not isinstance(text, str):
        return fallback
    text = text[: limit * 8]  # a 4 MB name is not looked at beyond what could survive
    kept = "".join(" " if ch.isspace() else ch for ch in text if ch.isspace() or (
        ch not in _BIDI_CONTROLS and unicodedata.category(ch) not in _DROPPED_CATEGORIES))
    kept = " ".join(kept.split())[:limit].strip()
    return kept or fallback
