"""Aton's game description: two players, no options."""

from engines.core import N_, GameSpec

SPEC = GameSpec(
    id="aton",
    name=N_("Aton"),
    min_players=2,
    max_players=2,
    options=(),
    summary=N_("Two priests' orders duel for the four temples of Aton with cards laid on "
               "four cartouches."),
)
