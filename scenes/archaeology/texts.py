"""Archaeology's words on screen: card and chamber names, card help and log lines."""

from collections.abc import Callable, Iterable

from engines.archaeology import events as ev
from engines.archaeology.cards import MAX_SET, PRICES, TRADE_VALUE, TREASURES
from engines.core.events import Event, NoData, on
from shell.language.i18n import N_, NC_, _, ngettext

CARD_NAMES = {
    "pot_shard": N_("Pot shard"), "parchment": N_("Parchment"), "coin": N_("Coin"),
    "talisman": N_("Talisman"), "broken_cup": N_("Broken cup"), "map": N_("Map"),
    "pharaoh_mask": N_("Pharaoh mask"), "thief": N_("Thief"), "sandstorm": N_("Sandstorm"),
}
CHAMBER_NAMES = {"small": N_("Small chamber"), "medium": N_("Medium chamber"),
                 "large": N_("Large chamber")}
# a chamber's plate where its whole name has no room (the plates stand in a pyramid)
CHAMBER_SHORT = {"small": NC_("archaeology", "Small"), "medium": NC_("archaeology", "Medium"),
                 "large": NC_("archaeology", "Large")}
TYPE_INDEX = {name: t for t, name in enumerate(TREASURES)}


def card_name(card: str) -> str:
    return _(CARD_NAMES.get(card, card))


def chamber_name(chamber: str) -> str:
    return _(CHAMBER_NAMES.get(chamber, chamber))


def chamber_short(chamber: str) -> str:
    return _(CHAMBER_SHORT.get(chamber, chamber))


def value_of(card: str) -> int:
    return TRADE_VALUE[TYPE_INDEX[card]]


def price(card: str, count: int) -> int:
    return PRICES[TYPE_INDEX[card]][count - 1]


def max_set(card: str) -> int:
    return MAX_SET[TYPE_INDEX[card]]


def price_table(card: str) -> str:
    """'1: $1 · 2: $2 · …' for a treasure."""
    prices = PRICES[TYPE_INDEX[card]]
    return " · ".join(f"{n}: ${p}" for n, p in enumerate(prices, start=1))


def card_help(card: str) -> str:
    if card == "thief":
        return _("Thief: take a random card from the hand of an opponent you choose.")
    if card == "sandstorm":
        return _("Sandstorm: every player discards half their hand (rounded down) to the "
                 "market; then the same player digs again.")
    text = _("{card}: trade value {value}. Museum prices for a set: {prices}.").format(
        card=card_name(card), value=value_of(card), prices=price_table(card))
    if card == "map":
        text += " " + _("Maps open the pyramid's chambers (1, 2 or 3 maps).")
    return text


def cards_text(counts: dict) -> str:
    """{'coin': 2, 'map': 1} -> '2× Coin, 1× Map' (in TREASURES order; ru and pl quote the
    names: «2× «Монета»»)."""
    parts = [_("{count}× {card}").format(count=counts[c], card=card_name(c))
             for c in TREASURES if counts.get(c)]
    return ", ".join(parts) if parts else "—"


def owed_list(owed: Iterable[tuple[str, int]]) -> str:
    """Who still discards how many cards to the sandstorm, one counted entry per player:
    'Ramses — 2 cards, Khufu — 1 card' (`owed`: (name, count) pairs)."""
    return ", ".join(ngettext("{name} — {n} card", "{name} — {n} cards", n).format(name=who, n=n)
                     for who, n in owed)


Name = Callable[[int | None], str]


def describe(event: Event, name: Name, may_see: Callable[[Event], bool]) -> str | None:
    """One log line for an engine event (`name(seat)` gives a player's name; `may_see(event)`:
    its secret may be shown); None for an event the log does not tell."""
    line = LINES.get(event.kind)
    return None if line is None else line(event, name, may_see(event))


def _turn_start(event: Event[ev.TurnStarted], name: Name, secret: bool) -> str:
    who = name(event.seat)
    if event.data["forced_sale"]:
        return _("{name}'s turn: everyone passed, so {name} must sell a set.").format(name=who)
    return _("{name}'s turn.").format(name=who)


def _dig(event: Event[ev.Dug], name: Name, secret: bool) -> str:
    who, found = name(event.seat), event.data["found"]
    if found == "thief":
        return _("{name} digs up a thief!").format(name=who)
    if found == "sandstorm":
        return _("{name} digs up a sandstorm!").format(name=who)
    if secret and "secret" in event.data:
        return _("{name} digs up: {card}.").format(
            name=who, card=card_name(event.data["secret"]["card"]))
    return _("{name} digs up a treasure.").format(name=who)


def _deck_empty(event: Event[NoData], name: Name, secret: bool) -> str:
    return _("The dig deck is empty: no more digging. From now on a turn without a sale "
             "is a pass.")


def _thief_no_victim(event: Event[NoData], name: Name, secret: bool) -> str:
    return _("No opponent holds a card: the thief finds nothing.")


def _steal(event: Event[ev.Stolen], name: Name, secret: bool) -> str:
    who, victim = name(event.seat), name(event.data["victim"])
    if secret:
        return _("{name} robs {victim}: {card}.").format(
            name=who, victim=victim, card=card_name(event.data["secret"]["card"]))
    return _("{name} robs {victim} of a card.").format(name=who, victim=victim)


def _sandstorm(event: Event[ev.Sandstorm], name: Name, secret: bool) -> str:
    owed = [(name(s), n) for s, n in enumerate(event.data["owed"]) if n]
    if not owed:
        return _("The sandstorm blows over empty hands.")
    return _("Cards to discard: {list}.").format(list=owed_list(owed))


def _sandstorm_discard(event: Event[ev.CardsLost], name: Name, secret: bool) -> str:
    return _("{name} loses to the sandstorm: {cards}.").format(
        name=name(event.seat), cards=cards_text(event.data["cards"]))


def _trade_cancelled(event: Event[NoData], name: Name, secret: bool) -> str:
    return _("{name} cancels a trade.").format(name=name(event.seat))


def _trade(event: Event[ev.Traded], name: Name, secret: bool) -> str:
    return _("{name} trades {gave} for {took}.").format(
        name=name(event.seat), gave=cards_text(event.data["gave"]),
        took=cards_text(event.data["took"]))


def _explore(event: Event[ev.Explored], name: Name, secret: bool) -> str:
    d = event.data
    text = _("{name} explores: {chamber} (maps spent: {maps}, cards found: {n}).").format(
        name=name(event.seat), chamber=chamber_name(d["chamber"]), maps=d["maps"],
        n=d["cards"])
    if secret:
        text += " " + cards_text(d["secret"]["cards"])
    return text


def _sell(event: Event[ev.Sold], name: Name, secret: bool) -> str:
    d = event.data
    return _("{name} sells {count}× {card} to the museum for ${money}.").format(
        name=name(event.seat), count=d["count"], card=card_name(d["card"]), money=d["money"])


def _end_turn(event: Event[ev.TurnEnded], name: Name, secret: bool) -> str | None:
    if not event.data["passed"]:
        return None
    return _("{name} passes.").format(name=name(event.seat))


def _pass(event: Event[ev.Passed], name: Name, secret: bool) -> str:
    return _("{name} has no cards and passes.").format(name=name(event.seat))


def _game_over(event: Event[ev.GameOver], name: Name, secret: bool) -> str:
    return _("The game is over.")


# the log line of each event kind the log tells (`secret`: the event's secret may be shown)
LINES = dict([
    on(ev.TURN_START, _turn_start), on(ev.DIG, _dig), on(ev.DECK_EMPTY, _deck_empty),
    on(ev.THIEF_NO_VICTIM, _thief_no_victim), on(ev.STEAL, _steal),
    on(ev.SANDSTORM, _sandstorm), on(ev.SANDSTORM_DISCARD, _sandstorm_discard),
    on(ev.TRADE_CANCELLED, _trade_cancelled), on(ev.TRADE, _trade),
    on(ev.EXPLORE, _explore), on(ev.SELL, _sell), on(ev.END_TURN, _end_turn),
    on(ev.PASS, _pass), on(ev.GAME_OVER, _game_over),
])
