"""Pyramids (Pyramido, Ikhwan Kwon, Jeux Synapses 2023) for 2-4 players: rules engine.

Modules: data (colours, the 90 dominoes, cards, level sizes), geometry (coordinates,
rotations, where a domino may go), scoring (areas on the visible surface, Mino bonus),
spec (player counts; no options), state (the rules), observation (what a seat sees, typed),
heuristic (bot evaluation).

Coordinates are quarters of a square (see geometry.py): x to the right, y downwards; a
square of level k has its top-left quarter at (x, y) with x, y = k - 1 (mod 2). Square A of
the first level-1 domino lies at (0, 0). Orientation o is where square B lies from square A:
0 right, 1 below, 2 left, 3 above (the domino turned o quarter turns clockwise; gem corners
turn with it). Colours are indices into data.COLOURS: 0 N brown, 1 B blue, 2 Y yellow,
3 A turquoise, 4 R red, 5 G green. A gem corner is 0 left-top, 1 left-bottom, 2 right-top,
3 right-bottom of its square, in board orientation. Single-tile card k (0 brown/blue,
1 yellow/turquoise, 2 red/green) is named by the colour of the side shown.

Engine rulings (beyond docs/rules/pyramids.md):
  - Seat 0 starts level 1. The 87 dominoes left after the quarry are dealt into 4 stacks of
    22, 22, 22 and 21.
  - The first domino may go anywhere on the building area (the rulebook sets no place for
    it): ("place", 1, qx, qy, o) is accepted for any whole numbers qx, qy and laid with its
    square A at quarter (0, 0), the pyramid's origin; legal_actions() lists it there in each
    orientation. The 5x4 or 4x5 rectangle may still extend in every direction from it.
  - Level 1 "sides touch entirely": a new domino shares at least one whole square side with
    a placed square, on the square lattice (a half-square shift is off the lattice).
  - A placement that leaves holes no domino can fill is legal. The turn on which no domino
    fits the level's empty squares is a forced filling: no domino is taken, the quarry is not
    refilled, each empty square takes a card (one action per square), no token goes on
    them. Fewer cards than empty squares: the player is eliminated at the start of that turn
    (the rulebook's "two single holes on the last turn", generalised).
  - An eliminated player keeps the points of the levels already scored (the level being
    built is not scored), leaves tokens and cards where they are, is skipped and cannot win.
    When only one player remains the game ends at once and that player wins.
  - An emptied stack at once gets the bottom half (rounded down) of the largest stack (ties:
    the lowest index); a stack of one is not split. Should both stacks above the emptied
    quarry slot be empty, the slot is refilled from any non-empty stack.
  - A choice with one option is not asked: a lone token option and a lone refill stack are
    played automatically (events still report them).

Actions (one turn = a few atomic decisions of the player on turn):
  take:    ("take", slot)                      slot 0-2 of the quarry
  place:   ("place", level, x, y, orient)      lay the taken domino, (x, y) = square A
  token:   ("token", half)                     only when two halves could take a token
           (half 0 = A, 1 = B); with one option the token is placed by itself
  single:  ("single_tile", half)               lay a card on a half without a token, or
           ("skip_single",)                    (asked only while the player has cards)
  card:    ("card", colour, corner)            that card's side (its colour) and gem corner
  refill:  ("refill", stack)                   stack slot or slot + 1 (asked only when both
           can refill the slot; otherwise the refill is automatic)
  fill:    ("fill", x, y, colour, corner)      forced filling: cover an empty square of the
           level with a single-tile card (one action per empty square)

The observation (`observation(seat)`) is `observation.PyramidsObservation`; everything is
public except the stacks' insides.

score_breakdown(): per seat {"Level 1".."Level 4": the level's area points without the Mino
bonus, "Mino bonus": the Mino bonuses of all levels}; per-area detail is in level_scores and
the level_scored events. Winners: highest total among players not eliminated, then fewer
single-tile cards used, then the best single level; still tied: shared.

Events (kind, seat, data):
  take (seat, {slot, domino})
  place (seat, {level, x, y, orient, domino, squares [{x, y, colour, gems}]})
  token (seat, {colour, level, x, y, on_card})
  single_tile (seat, {level, x, y, colour, corner, forced})
  skip_single (seat, {})
  refill (seat, {slot, stack, domino, top}) reveals: top is the stack's new top (or None)
  stack_split (None, {from, to, count, top}) reveals: bottom half moved to an empty stack
  forced_filling (seat, {level, holes [[x, y]]}); eliminated (seat, {level, holes, cards})
  level_scored (seat, {level, areas [{colour, gems}], mino, total, score})
  tokens_returned (None, {level}); level_start (first player, {level})
  game_over (None, {winners, scores})
"""

from engines.core import Engine
from engines.core.descriptor import EngineDescriptor
from engines.core.lazy import Lazy

from .phrases import PyramidsPhrasing
from .spec import SPEC
from .state import CATEGORIES, PyramidsState, new_game

ENGINE = Engine(SPEC, new_game, PyramidsState.from_json)
DESCRIPTOR = EngineDescriptor(
    ENGINE,
    # Leaves valued directly; Hard searches more, widens nodes of more than 6 actions (a
    # placement has up to 50) so the tree reaches past its own turn, and uses the deeper
    # estimate (the quarry left to the next chooser; a fitted level estimate with three or
    # four players). At three and four seats its placements are decided by the estimate at
    # the end of its turn, not searched (settle_wide), the best six compared again at the end
    # of its next turn on eight common sampled worlds (settle_ahead; docs/bots.md).
    bot_settings={"medium": {"rollout_depth": 0},
                  "hard": {"iterations": 1200, "rollout_depth": 0, "widen_min": 6,
                           "deep": True, "settle_wide": 3, "settle_ahead": 8}},
    analysis_iterations=30,
    phrasing=PyramidsPhrasing(),
    heuristic=Lazy(f"{__name__}.heuristic"),
    notation=Lazy(f"{__name__}.notation"), seen=Lazy(f"{__name__}.seen"),
)

__all__ = ["ENGINE", "DESCRIPTOR", "SPEC", "CATEGORIES", "PyramidsState", "new_game"]
