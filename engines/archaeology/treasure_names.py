"""Archaeology's treasures and chambers by name, as the Hint's words say them (marked)."""

from engines.core import N_

CARD_NAMES = {"pot_shard": N_("Pot shard"), "parchment": N_("Parchment"), "coin": N_("Coin"),
              "talisman": N_("Talisman"), "broken_cup": N_("Broken cup"), "map": N_("Map"),
              "pharaoh_mask": N_("Pharaoh mask")}
CHAMBER_NAMES = {"small": N_("Small chamber"), "medium": N_("Medium chamber"),
                 "large": N_("Large chamber")}
