"""Archaeology's words on screen: card and chamber names, card help and log lines."""

from collections.abc import Iterable

from engines.archaeology.cards import MAX_SET, PRICES, TRADE_VALUE, TREASURES
from game.i18n import N_, _, ngettext

CARD_NAMES = {
    "pot_shard": N_("Pot shard"), "parchment": N_("Parchment"), "coin": N_("Coin"),
    "talisman": N_("Talisman"), "broken_cup": N_("Broken cup"), "map": N_("Map"),
    "pharaoh_mask": N_("Pharaoh mask"), "thief": N_("Thief"), "sandstorm": N_("Sandstorm"),
}
CHAMBER_NAMES = {"small": N_("Small chamber"), "medium": N_("Medium chamber"),
                 "large": N_("Large chamber")}
TYPE_INDEX = {name: t for t, name in enumerate(TREASURES)}


def card_name(card: str) -> str:
    return _(CARD_NAMES.get(card, card))


def chamber_name(chamber: str) -> str:
    return _(CHAMBER_NAMES.get(chamber, chamber))


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


def describe(event, name, may_see) -> str | None:
    """One log line for an engine event (`may_see(event)`: its secret may be shown)."""
    d = event.data
    kind = event.kind
    who = name(event.seat)
    secret = d.get("secret") if may_see(event) else None
    if kind == "turn_start":
        if d.get("forced_sale"):
            return _("{name}'s turn: everyone passed, so {name} must sell a set.").format(
                name=who)
        return _("{name}'s turn.").format(name=who)
    if kind == "dig":
        found = d["found"]
        if found == "thief":
            return _("{name} digs up a thief!").format(name=who)
        if found == "sandstorm":
            return _("{name} digs up a sandstorm!").format(name=who)
        if secret:
            return _("{name} digs up: {card}.").format(name=who, card=card_name(secret["card"]))
        return _("{name} digs up a treasure.").format(name=who)
    if kind == "deck_empty":
        return _("The dig deck is empty: no more digging. From now on a turn without a sale "
                 "is a pass.")
    if kind == "thief_no_victim":
        return _("No opponent holds a card: the thief finds nothing.")
    if kind == "steal":
        victim = name(d["victim"])
        if secret:
            return _("{name} robs {victim}: {card}.").format(name=who, victim=victim,
                                                            card=card_name(secret["card"]))
        return _("{name} robs {victim} of a card.").format(name=who, victim=victim)
    if kind == "sandstorm":
        owed = [(name(s), n) for s, n in enumerate(d["owed"]) if n]
        if not owed:
            return _("The sandstorm blows over empty hands.")
        return _("Cards to discard: {list}.").format(list=owed_list(owed))
    if kind == "sandstorm_discard":
        return _("{name} loses to the sandstorm: {cards}.").format(name=who,
                                                                  cards=cards_text(d["cards"]))
    if kind == "trade_cancelled":
        return _("{name} cancels a trade.").format(name=who)
    if kind == "trade":
        return _("{name} trades {gave} for {took}.").format(
            name=who, gave=cards_text(d["gave"]), took=cards_text(d["took"]))
    if kind == "explore":
        text = _("{name} explores: {chamber} (maps spent: {maps}, cards found: {n}).").format(
            name=who, chamber=chamber_name(d["chamber"]), maps=d["maps"], n=d["cards"])
        if secret:
            text += " " + cards_text(secret["cards"])
        return text
    if kind == "sell":
        return _("{name} sells {count}× {card} to the museum for ${money}.").format(
            name=who, count=d["count"], card=card_name(d["card"]), money=d["money"])
    if kind == "end_turn" and d.get("passed"):
        return _("{name} passes.").format(name=who)
    if kind == "pass":
        return _("{name} has no cards and passes.").format(name=who)
    if kind == "game_over":
        return _("The game is over.")
    return None
