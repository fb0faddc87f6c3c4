"""What a written Imhotep position must hold so that the game can be played on from it to an
end (docs/notation.md): checked by `notation.parse` on the fields it read.

Every task still to do (`stack`) is one the game makes, with the arguments it gives
(TASK_ARGS): a seat in the game, a ship of this round docked at the site named (unloading,
the Lever's order) or still in port (the Sail's second step), slots of that ship holding a
stone, each named once, a temple column of the player count, the Chisel's one or two stones.
A stone still to be placed (Hammer, Sail, Chisel) is on the player's sled and has an empty
space on a ship in port, one for each the Chisel still owes; the Sail's ship has a free
site to go to.
"""

from engines.core import N_, IllegalAction

from .data import CHISEL_STONES, SITES, TEMPLE_WIDTH
from .state import UNSAILED

# per task kind, what each argument after the kind is
SEAT, NONE, SHIP, SITE, SLOTS, COLUMN, STONES = ("seat", "none", "ship", "site", "slots",
                                                 "column", "stones")
TASK_ARGS = {
    "end_turn": (SEAT,), "unload": ("unloader", SHIP, SITE, SLOTS), "red": (SEAT, SITE),
    "next_round": (NONE,), "temple_column": (COLUMN, SEAT), "temple_choice": (SEAT, COLUMN),
    "lever_order": (SEAT, SHIP, SITE, SLOTS), "sail_site": (SEAT, SHIP),
    "chisel_place": (SEAT, STONES),
    "market": (SEAT,), "keep": (SEAT,), "pyramid": (SEAT,), "bonus_card": (SEAT,),
    "bonus_stones": (SEAT,), "bonus_place": (SEAT,), "lever_sail": (SEAT,),
    "hammer_place": (SEAT,), "sail_place": (SEAT,),
}
UNLOADER = -1  # an unloading is nobody's decision
STACK = N_("each task still to do must be one the game makes: seats in the game, a ship "
           "docked at the site named (or still in port to sail), its slots that hold a stone, "
           "each once, and stones to place that are on the sled with room for them on ships "
           "in port")


def check(data: dict) -> None:
    """Refuse a stack of tasks the game could not have (reason above)."""
    for task in data["stack"]:
        if not _task_holds(task, data):
            raise IllegalAction(STACK)


def _task_holds(task: list, data: dict) -> bool:
    kind, args = task[0], task[1:]
    shape = TASK_ARGS[kind]
    if len(args) != len(shape):
        return False
    values = dict(zip(shape, args, strict=True))
    if any(isinstance(v, list) != (what == SLOTS) for what, v in values.items()):
        return False
    players, ships = data["players"], len(data["slots"])
    ranges = {SEAT: range(players), NONE: (None,), "unloader": (UNLOADER,),
              SHIP: range(ships), SITE: range(len(SITES)),
              COLUMN: range(TEMPLE_WIDTH[players]), STONES: range(1, CHISEL_STONES + 1)}
    if any(values[what] not in allowed for what, allowed in ranges.items() if what in values):
        return False
    if SLOTS in values:
        ship, site, slots = values[SHIP], values[SITE], values[SLOTS]
        held = data["slots"][ship]
        if data["docked"][site] != ship or data["ship_site"][ship] != site \
                or len(set(slots)) != len(slots) \
                or any(not 0 <= k < len(held) or held[k] < 0 for k in slots):
            return False
    elif kind == "sail_site" and data["ship_site"][values[SHIP]] != UNSAILED:
        return False
    return _stones_can_go(kind, values, data)


def _stones_can_go(kind: str, values: dict, data: dict) -> bool:
    """A card's stones still to place are on the sled, with room on ships in port (and a
    free site for the Sail's ship)."""
    owed = {"hammer_place": 1, "sail_place": 1, "chisel_place": values.get(STONES, 0)}
    if kind not in owed:
        return True
    spaces = sum(slots.count(-1) for ship, slots in enumerate(data["slots"])
                 if data["ship_site"][ship] == UNSAILED)
    free_site = any(ship < 0 for ship in data["docked"])
    return owed[kind] <= min(spaces, data["sled"][values[SEAT]]) \
        and (kind != "sail_place" or free_site)
