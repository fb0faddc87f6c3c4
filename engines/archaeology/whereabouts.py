"""Where an observer knows cards to be: per known card, the set of hands it can be in.

A seat that watched a card go from the market into seat 1's hand knows the card is there.
When seat 2's thief then takes an unseen card from seat 1, the card is in seat 1's or seat 2's
hand: the observer keeps it as one item (type, places) with places = {1, 2}. Knowledge is a
list of items [type, mask] (mask: bit o set when the card can be in seat o's hand); it only
ever says what is certainly true, so the real hands can always hold every item at once (each
item in one of its places, distinct items on distinct cards).

How events change one observer's items (the engine calls these for every observer, and for
the public observer who sees only public events):
- `taken`: a seat took cards from the market in plain view: one item {seat} per card.
- `robbed`: an unseen card left the victim's hand for the thief's: every item that could be
  in the victim's hand can now also be in the thief's.
- `lost`: cards of one type left a seat's hand in plain view (sold, given, discarded, maps
  spent): items of that type certainly there go first (except `pinned` ones: cards taken
  this turn, which a trade cannot give back); then items that may be there. When fewer of
  those left than there are, which ones left is unknown: the rest stay, each now anywhere
  any of them could have been. What an observer knows for certain never depends on its
  less certain items (so what others know of a seat's hand follows from what it saw).
"""

TYPE, MASK = 0, 1


def taken(items: list, seat: int, t: int, count: int) -> None:
    items.extend([t, 1 << seat] for _ in range(count))


def robbed(items: list, victim: int, thief: int) -> None:
    victim_bit, thief_bit = 1 << victim, 1 << thief
    for item in items:
        if item[MASK] & victim_bit:
            item[MASK] |= thief_bit


def lost(items: list, seat: int, t: int, count: int, pinned: int = 0) -> None:
    if count <= 0 or not items:
        return
    bit = 1 << seat
    exact = [i for i, item in enumerate(items) if item[TYPE] == t and item[MASK] == bit]
    wider = [i for i, item in enumerate(items)
             if item[TYPE] == t and item[MASK] != bit and item[MASK] & bit]
    exact = exact[pinned:]
    gone = exact[:count]  # certain cards go first: a wider item that left can be stood in
    count -= len(gone)  # for by a certain one that stayed (it is in this hand, too)
    if count and wider:
        if count >= len(wider):
            gone += wider
        else:
            union = 0
            for i in wider:
                union |= items[i][MASK]
            for i in wider:
                items[i][MASK] = union  # which of them left is unknown: each is anywhere
            gone += wider[:count]
    for i in sorted(gone, reverse=True):
        del items[i]


def exact_counts(items: list, seat: int, num_types: int) -> list[int]:
    """Cards of each type certainly in `seat`'s hand (items with that hand as only place)."""
    counts = [0] * num_types
    bit = 1 << seat
    for t, mask in items:
        if mask == bit:
            counts[t] += 1
    return counts


def canonical(items: list) -> list:
    """The items in a fixed order (for JSON, observations and sampling)."""
    return sorted([t, mask] for t, mask in items)


def seats_of(mask: int) -> list[int]:
    return [o for o in range(mask.bit_length()) if mask >> o & 1]


def fits(masks: list[int], capacity: dict[int, int]) -> bool:
    """Whether items with these place masks fit hands of these capacities, one card each
    (Hall's condition over every set of hands)."""
    seats = sorted(capacity)
    for subset in range(1, 1 << len(seats)):
        allowed = 0
        room = 0
        for k, o in enumerate(seats):
            if subset >> k & 1:
                allowed |= 1 << o
                room += capacity[o]
        if sum(1 for m in masks if m and not m & ~allowed) > room:
            return False
    return True


def place(items: list, capacity: dict[int, int], rng) -> list:
    """Each item put in one of its places (a seat in `capacity`), at random but so that all
    items fit the hands' capacities. Returns [(type, seat)]; items that cannot fit (none
    when the knowledge is true) are left out. `capacity` is used up."""
    order = canonical(items)
    rng.shuffle(order)
    order.sort(key=lambda item: bin(item[MASK]).count("1"))  # one place first (stable)
    masks = [item[MASK] & _mask_of(capacity) for item in order]
    placed = []
    for index, (t, _) in enumerate(order):
        options = [o for o in seats_of(masks[index]) if capacity[o] > 0]
        rng.shuffle(options)
        rest = masks[index + 1:]
        for o in options:
            capacity[o] -= 1
            if len(options) == 1 or fits(rest, capacity):
                placed.append((t, o))
                break
            capacity[o] += 1
    return placed


def _mask_of(capacity: dict[int, int]) -> int:
    mask = 0
    for o in capacity:
        mask |= 1 << o
    return mask


def matches(items: list, hands: list[list[int]]) -> bool:
    """Whether the real `hands` (count vectors) can hold every item: per type, Hall's
    condition over every set of hands. The soundness check of the tests."""
    for t in {item[TYPE] for item in items}:
        masks = [mask for kind, mask in items if kind == t]
        if not fits(masks, {o: hand[t] for o, hand in enumerate(hands)}):
            return False
    return True
