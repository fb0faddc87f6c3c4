"""Imhotep (Phil Walker-Harding, Kosmos 2016) for 2-4 players: rules engine.

Modules: data (printed numbers, one table each), scoring (pure scoring functions),
spec (options), state (the rules), observation (what a seat sees, typed), heuristic (bot
evaluation).

Options: "market", "pyramids", "temple", "tomb", "obelisks" -> "A" | "B" (any mix);
"pharaohs_wrath" -> bool. Seats are coloured black, white, brown, gray in seat order; seat 0
starts round 1 with 2 stones on the sled (then 3, 4, 5).

Actions (tuples; ship = index in the round's ship list, slot 0 = the bow; site = a name from
"market", "pyramids", "temple", "tomb", "obelisks"):
  turn:           ("get_stones",) ("place", ship, slot) ("sail", ship, site) ("play", card)
                  ("pass",) only when nothing else is possible (ruling 2)
  market:         ("take_card", display_index) or ("take_pair",) (Market B)
  keep:           ("keep", j) keep card j of the face-down pair, the other is discarded
  pyramid:        ("choose_pyramid", k) Pyramids B, k = 0 left, 1 middle, 2 right
  bonus_card:     ("take_bonus",) or ("decline",) left pyramid's bonus (top market card)
  bonus_stones:   ("take_bonus",) or ("decline",) middle pyramid's bonus (3 stones)
  bonus_place:    ("place", ship, slot) or ("decline",) right pyramid's bonus
  temple_choice:  ("temple_reward", 0) 1 point | ("temple_reward", 1) 2 stones (Temple B)
  lever_sail:     ("sail", ship, site) after playing Lever
  lever_order:    ("lever_order", slot) the Lever player's next stone to unload
  hammer_place / chisel_place / sail_place: ("place", ship, slot)
  sail_site:      ("sail", ship, site) the ship just loaded with the Sail card

The observation (`observation(seat)`) is `observation.ImhotepObservation`; hidden from a
seat: the market deck order, the round cards, the face-down pair (and what another seat
peeks at). `determinize` reshuffles exactly those.

Events (kind, seat, data):
  round_start (first player) {round, ships}        market_dealt {display, pair}
  reshuffle {deck}                                 get: take_stones {count, reason}
  place {ship, slot}                               sail {ship, site}
  play_card {card}                                 pass
  unload (owner) {ship, slot, site}                stone_placed {site, cell|pyramid}
  stone_from_quarry {site} (red card)              no_effect {site} (red card, no stone)
  card_taken {card, from: display|deck|pair, index?}  take_pair {count}
  keep {card, discarded}                           no_card (market empty)
  decline {bonus}                                  lever_order {ship, slot}
  tower_built {slot, value}                        stones_returned {count, from, ship?}
  score {category, points, reason, column?}        round_end {round}
  pair_discarded {cards}                           game_end {scores, winners}
"""

from engines.core import Engine
from engines.core.descriptor import EngineDescriptor
from engines.core.lazy import Lazy

from .phrases import ImhotepPhrasing
from .spec import SPEC
from .state import CATEGORIES, ImhotepState, new_game

ENGINE = Engine(SPEC, new_game, ImhotepState.from_json)
DESCRIPTOR = EngineDescriptor(
    ENGINE,
    # Hard widens nodes of more than 6 actions, with priors from the first visit, values
    # margins on an 8-point scale (the heuristic's own saturates with four players) and
    # estimates positions with the fit to bot games (three and four players; with two it is
    # the hand-set estimate). Expert searches four times Hard's iterations a tree (twice in
    # the other games): Imhotep's search gains from it within Expert's think time. docs/bots.md.
    bot_settings={"hard": {"widen_min": 6, "widen_visits": 0, "scale": 8,
                           "estimate": "evaluate_fitted"},
                  # Expert: rollouts of 16 moves, Hard's 8
                  "expert": {"iterations": 2800, "rollout_depth": 16}},
    analysis_iterations=60,
    phrasing=ImhotepPhrasing(),
    heuristic=Lazy(f"{__name__}.heuristic"),
    notation=Lazy(f"{__name__}.notation"), seen=Lazy(f"{__name__}.seen"),
)

__all__ = ["ENGINE", "DESCRIPTOR", "SPEC", "CATEGORIES", "ImhotepState", "new_game"]
