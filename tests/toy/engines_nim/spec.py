"""The toy Nim's game description: two or three players, one option."""

from engines.core import N_, GameSpec, OptionSpec

SPEC = GameSpec(
    id="nim",
    name=N_("Nim"),
    min_players=2,
    max_players=3,
    options=(OptionSpec("big_heaps", N_("Big heaps"), False),),
    summary=N_("Take stones from three heaps; whoever takes the last stone wins."),
)
