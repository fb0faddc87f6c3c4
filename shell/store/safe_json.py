"""JSON from untrusted bytes: UTF-8 (a byte-order mark allowed), bounded nesting and numbers.

`parse(data, max_depth)` raises `JsonRefused` with a `kind` ("not_text", "too_deep",
"damaged") and never RecursionError, MemoryError from digits, or a decoding error.
"""

import json
import re

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]]+")
_TO_SQUARE = str.maketrans("{}", "[]")
BOM = "\ufeff"


class JsonRefused(ValueError):
    def __init__(self, kind: str, detail: str = ""):
        super().__init__(f"{kind}: {detail}" if detail else kind)
        self.kind = kind
        self.detail = detail


def nesting_exceeds(text: str, max_depth: int) -> bool:
    """True when brackets outside strings nest deeper than `max_depth`.

    Strings are cut out, `{}` becomes `[]`, and each pass removes the innermost `[]` pairs
    (every bracket at the deepest level is one), so `max_depth` passes clear any structure
    no deeper than that; a pair left over means deeper nesting. Each pass is linear in C."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text).translate(_TO_SQUARE))
    for _pass in range(max_depth):
        shorter = brackets.replace("[]", "")
        if shorter == brackets:
            break
        brackets = shorter
    return "[]" in brackets or brackets.count("[") > max_depth


def parse(data: bytes, max_depth: int):
    """The JSON value in `data` (UTF-8, optional byte-order mark), nested at most `max_depth`."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise JsonRefused("not_text") from exc
    text = text.removeprefix(BOM)
    if nesting_exceeds(text, max_depth):
        raise JsonRefused("too_deep")
    try:
        return json.loads(text)
    except RecursionError as exc:  # cannot happen after the check; kept as a last guard
        raise JsonRefused("too_deep") from exc
    except ValueError as exc:  # syntax, or an integer longer than Python converts
        raise JsonRefused("damaged", getattr(exc, "msg", str(exc))[:80]) from exc
