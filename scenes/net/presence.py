"""What a seat of a table over the network is, in words: who plays it and whether they are
here, for the lobby's list and the seat rows at the table (a seat row's note goes before the
game's own detail line)."""

from scenes.screens.setup_layout import seat_kind_label
from shell.language.i18n import _

PEOPLE = ("person", "remote")


def seat_status(row: dict, started: bool) -> str:
    """A seat of the lobby's list: "here", a bot's level, "joined", "waiting for a player",
    "away"."""
    kind = row["kind"]
    if kind == "person":
        return _("plays at the host's screen")
    if kind not in PEOPLE:
        return seat_kind_label(kind)
    if row["present"]:
        return _("joined")
    if row["bot"]:
        return _("away: a bot plays for now")
    return _("away") if started else _("waiting for a player…")


def row_note(row: dict) -> str:
    """The seat row's note at the table: only for a person from another computer who is
    away ("" otherwise)."""
    if row["kind"] != "remote" or row["present"]:
        return ""
    return _("Away: a bot plays for now") if row["bot"] else _("Away")


def with_note(note: str, detail: str) -> str:
    """A seat row's detail line with the note before it."""
    if not note:
        return detail
    return _("{note} · {detail}").format(note=note, detail=detail) if detail else note
