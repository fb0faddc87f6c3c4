"""Archaeology's game description: player counts (no options)."""

from engines.core import N_, GameSpec

SPEC = GameSpec(
    id="archaeology",
    name=N_("Archaeology: The Card Game"),
    min_players=2,
    max_players=4,
    options=(),
    summary=N_("Dig for treasures, trade at the market, explore the pyramid and sell sets "
               "to the museum. The richest player wins."),
)
