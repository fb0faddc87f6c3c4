"""Imhotep's game description: player counts and the options (a side per site, the variant)."""

from engines.core import N_, GameSpec, OptionSpec

SIDES = (("A", N_("Side A")), ("B", N_("Side B")))

SPEC = GameSpec(
    id="imhotep",
    name=N_("Imhotep"),
    min_players=2,
    max_players=4,
    options=(
        OptionSpec("market", N_("Market"), "A", SIDES),
        OptionSpec("pyramids", N_("Pyramids"), "A", SIDES),
        OptionSpec("temple", N_("Temple"), "A", SIDES),
        OptionSpec("tomb", N_("Tomb"), "A", SIDES),
        OptionSpec("obelisks", N_("Obelisks"), "A", SIDES),
        OptionSpec(
            "pharaohs_wrath", N_("Pharaoh's wrath"), False,
            help=N_("-5 points at game end for a player without a stone on each of the "
                    "pyramid, temple, tomb and obelisks."),
        ),
    ),
    summary=N_("Ship stones to five building sites of ancient Egypt."),
)
