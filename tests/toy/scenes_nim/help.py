"""Hover help for every area of the Nim table."""

from scenes.kit.layout import AreaKey
from shell.language.i18n import _, ngettext
from tests.toy.engines_nim.observation import NimObservation


def tooltip(key: AreaKey, obs: NimObservation) -> str | None:
    if key[0] == "tray":
        return _("Drop a stone here to take it and the stones above it.")
    if key[0] == "stone":
        heap, taken = key[1], obs["heaps"][key[1]] - key[2]
        return ngettext("Heap {heap}: {n} stone is taken with this one.",
                        "Heap {heap}: {n} stones are taken with this one.", taken).format(
            heap=heap + 1, n=taken)
    return None
