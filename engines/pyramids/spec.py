"""Pyramids' game description: player counts (no options)."""

from engines.core import N_, GameSpec

SPEC = GameSpec(
    id="pyramids",
    name=N_("Pyramids"),
    min_players=2,
    max_players=4,
    options=(),
    summary=N_("Build a four-level pyramid of dominoes; colour areas with gem tokens score."),
)
