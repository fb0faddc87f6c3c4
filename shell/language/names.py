"""Text from untrusted places: names from save files and settings, and whatever the player
types or pastes into a text field.

One rule decides which characters can be shown (`shown_chars`): control characters, lone
surrogates, private-use and unassigned code points, format characters (zero-width spaces and
joiners, direction marks and overrides, the byte-order mark, the word joiner) and the other
invisible "default ignorable" code points (variation selectors, Hangul fillers, tags) are
dropped, and line breaks and tabs become spaces. A text of such characters alone would be
laid out with zero width, which the widgets cannot draw.

A name (`clean_name`) also has its runs of spaces collapsed and is cut to `MAX_NAME_CHARS`
characters; an empty result gives the fallback. Typed text (`clean_typed`) keeps its spaces
as typed (a space typed between two words arrives alone).
"""

import unicodedata
from functools import lru_cache

MAX_NAME_CHARS = 24
MAX_TYPED_CHARS = 4096  # one typing or paste event; no field takes more
_DROPPED_CATEGORIES = {"Cc", "Cs", "Co", "Cn", "Cf", "Zl", "Zp"}
# Default_Ignorable_Code_Point (Unicode DerivedCoreProperties) outside the format category
_IGNORABLE_RANGES = ((0x034F, 0x034F), (0x115F, 0x1160), (0x17B4, 0x17B5),
                     (0x180B, 0x180F), (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFFA0, 0xFFA0),
                     (0xFFF0, 0xFFF8), (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF))


@lru_cache(maxsize=4096)
def _kept(ch: str) -> str:
    """What character `ch` becomes: itself, a space (whitespace) or nothing."""
    if ch.isspace():
        return " "
    if unicodedata.category(ch) in _DROPPED_CATEGORIES:
        return ""
    code = ord(ch)
    return "" if any(low <= code <= high for low, high in _IGNORABLE_RANGES) else ch


def shown_chars(text: str) -> str:
    """`text` with only the characters that can be shown; whitespace becomes spaces."""
    if text.isascii() and text.isprintable():
        return text
    return "".join(map(_kept, text))


def clean_name(text, fallback: str = "", limit: int = MAX_NAME_CHARS) -> str:
    """`text` as a safe, short display name (`fallback` when nothing printable is left)."""
    if not isinstance(text, str):
        return fallback
    kept = shown_chars(text[: limit * 8])  # a 4 MB name is not looked at beyond what could
    kept = " ".join(kept.split())[:limit].strip()  # survive
    return kept or fallback


def clean_typed(text) -> str:
    """What the player typed or pasted, as a text field may take it (possibly empty)."""
    if not isinstance(text, str):
        return ""
    return shown_chars(text[:MAX_TYPED_CHARS])
