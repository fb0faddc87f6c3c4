"""The Nim table's words: log lines and the status line."""

from engines.core import Event
from shell.language.i18n import N_, _, ngettext
from tests.toy.engines_nim.observation import NimObservation

DREW = N_("{name} empties a heap and swaps the secret card for the deck's top card")
PROMPT = N_("{name}: drag a stone to the tray; it and the stones above it are taken")


def describe(event: Event, name: str) -> str | None:
    """The log line of `event` by the player `name` (None: no line)."""
    if event.kind == "take":
        count = event.data["stones"]
        return ngettext("{name} takes {n} stone from heap {heap}",
                        "{name} takes {n} stones from heap {heap}", count).format(
            name=name, n=count, heap=event.data["heap"] + 1)
    if event.kind == "draw":
        return _(DREW).format(name=name)
    return None


def turn_prompt(name: str) -> str:
    return _(PROMPT).format(name=name)


def status(obs: NimObservation) -> str:
    return _("Heaps: {sizes}").format(sizes=" ".join(str(n) for n in obs["heaps"]))
