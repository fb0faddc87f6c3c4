"""Archaeology's gestures, a part of its view: each legal action as a click or a drag, the
buttons, selling by selecting cards (the count chosen is the part's `sale` record), and what
a refused drop meant."""

from collections.abc import Sequence

import pygame

from engines.archaeology.actions import (
    ACTIONS,
    Dig,
    Discard,
    Explore,
    Give,
    Sell,
    Steal,
    Take,
    Trade,
)
from engines.archaeology.observation import ArchaeologyObservation
from scenes.kit.context import TableContext
from scenes.kit.game_view import StepMark, ViewPart
from scenes.kit.layout import AreaKey
from shell.language.i18n import _
from shell.ui.dragdrop import Binding, Outcome

from . import keys as K
from .layout import ArchaeologyLayout, shown_hand
from .sale import SaleChoice, set_sizes

MAPS = {"small": 1, "medium": 2, "large": 3}  # maps an exploration spends
# wheel up / + / Up: one card more; wheel down / - / Down: one fewer
COUNT_KEYS = {pygame.K_PLUS: 1, pygame.K_EQUALS: 1, pygame.K_KP_PLUS: 1, pygame.K_UP: 1,
              pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1, pygame.K_DOWN: -1}


class ArchaeologyGestures(ViewPart[ArchaeologyObservation, ArchaeologyLayout]):
    """The input part of `ArchaeologyView`; it owns the `sale` record (scenes/archaeology/
    sale.py), which the drawing reads."""

    def __init__(self, ctx: TableContext[ArchaeologyObservation]) -> None:
        super().__init__(ctx)
        self.sale = SaleChoice()

    def step_marks(self, steps: Sequence[tuple], first: int = 0) -> list[StepMark]:
        """The whole move on the table: the cards a trade gives (in the hand) and takes (at
        the market), each set sold (its cards and the museum), the maps and the chamber
        explored, the cards discarded."""
        used: dict[str, int] = {}
        marks: list[StepMark] = []

        def hand_card(name: str) -> K.Hand:
            k = used.get(name, 0)
            used[name] = k + 1
            return K.Hand("hand", name, k)

        for k, action in enumerate(steps):
            move, show = ACTIONS.decode(action), k >= first
            if isinstance(move, Give | Discard):
                card = hand_card(move.card)
                if show:
                    marks.append((card, None, None))
            elif isinstance(move, Take) and show:
                marks.append((K.Market("market", move.card), None, None))
            elif isinstance(move, Sell):
                cards = [hand_card(move.card) for _ in range(move.size)]
                if show:
                    marks.append((cards[0], K.MUSEUM, None))
                    marks.extend((card, None, None) for card in cards[1:])
            elif isinstance(move, Explore):
                maps = [hand_card("map") for _ in range(MAPS.get(move.chamber, 1))]
                if show:
                    marks.append((maps[0], K.Chamber("chamber", move.chamber), None))
                    marks.extend((card, None, None) for card in maps[1:])
        return marks

    def bindings(self) -> list[Binding]:
        hand = shown_hand(self.obs)

        def cards(name: str) -> list[K.Hand]:
            return [K.Hand("hand", name, i) for i in range(hand.get(name, 0))]

        result = []
        for action in self.legal_actions():
            move = ACTIONS.decode(action)
            if isinstance(move, Dig):
                result.append(Binding(action, None, K.DECK))
            elif isinstance(move, Steal):
                result.append(Binding(action, None, K.Opp("opp", move.victim)))
            elif isinstance(move, Discard):
                result.extend(Binding(action, card, K.STORM_TRAY) for card in cards(move.card))
            elif isinstance(move, Trade):
                result.append(Binding(action, None, K.TRADE_PANEL))
            elif isinstance(move, Give):
                result.extend(Binding(action, card, K.GIVE_TRAY) for card in cards(move.card))
            elif isinstance(move, Take):
                result.append(Binding(action, K.Market("market", move.card), K.TAKE_TRAY))
            elif isinstance(move, Explore):
                target = K.Chamber("chamber", move.chamber)
                result.append(Binding(action, None, target))
                result.extend(Binding(action, card, target) for card in cards("map"))
        for name in hand:
            sale = self.sell_action(name)
            if sale is not None:
                result.extend(Binding(sale, card, K.MUSEUM) for card in cards(name))
        return result

    # selling: the count is chosen, not read from the card grabbed ---------------------
    def sell_counts(self, name: str) -> list[int]:
        """How many cards of treasure `name` may be sold now (the legal set sizes)."""
        return set_sizes(self.legal_actions(), name)

    def sell_count(self, name: str) -> int | None:
        """The count a sell gesture of `name` sells: the player's choice while it is legal,
        else the largest legal set (None: it cannot be sold now)."""
        return self.sale.count(self.legal_actions(), name)

    def sell_action(self, name: str) -> Sell | None:
        n = self.sell_count(name)
        return None if n is None else Sell("sell", name, n)

    def held_sale(self) -> str | None:
        """The treasure whose cards are held or selected for a sale (None: no sale held)."""
        return self.sale.held(self.legal_actions(),
                              self.interaction.active_source or self.interaction.pressed)

    def count_key(self, n: int) -> bool:
        """A number key while a sale is held: sell `n` cards when that is a legal set."""
        name = self.held_sale()
        if name is None or n not in self.sell_counts(name):
            return False
        step = 1 if n > (self.sell_count(name) or 0) else -1
        while self.sell_count(name) != n and self.change_sell_count(step):
            pass
        return True

    def change_sell_count(self, step: int) -> bool:
        """The wheel or +/- while a sale is held: sell one card more or fewer (within the
        legal set sizes); True if the count changed."""
        name = self.held_sale()
        current = None if name is None else self.sell_count(name)
        if name is None or current is None:
            return False
        counts = self.sell_counts(name)
        k = counts.index(current) + step
        if not 0 <= k < len(counts):
            return False
        self.sale.chosen[name] = counts[k]
        self.interaction.set_bindings(self.bindings())
        return True

    def sell_event(self, event: pygame.event.Event) -> bool:
        """While a sale is held, wheel up / + / Up: one card more; wheel down / - / Down: one
        fewer (True: the event was used)."""
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            step = 1 if event.y > 0 else -1 if event.y < 0 else 0
        elif event.type == pygame.KEYDOWN:
            step = COUNT_KEYS.get(event.key, 0)
        if not step or self.held_sale() is None:
            return False
        self.change_sell_count(step)
        return True

    def choices(self) -> list[tuple[str, tuple]]:
        legal = self.legal_actions()
        pending = self.obs["pending"]
        labels = []
        if ("trade",) in legal:
            labels.append((_("Trade with the market"), ("trade",)))
        if ("confirm",) in legal:
            labels.append((_("Confirm trade"), ("confirm",)))
        if ("cancel",) in legal:
            labels.append((_("Cancel trade"), ("cancel",)))
        if ("end_turn",) in legal:
            passing = self.obs["end_phase"] and not pending.get("sold_this_turn")
            labels.append((_("Pass") if passing else _("End turn"), ("end_turn",)))
        return labels

    @staticmethod
    def click_selects(source: AreaKey, action: tuple) -> bool:
        """A click on a hand card that could be sold selects it (and the cards of its kind
        to its left) instead of selling at once; a click on the museum or a chamber acts."""
        return (isinstance(K.read(source), K.Hand)
                and isinstance(ACTIONS.decode(action), Sell | Explore))

    @staticmethod
    def before_outcome(outcome: Outcome) -> bool:
        """A hand card dropped back on the hand just goes home."""
        if (outcome.kind == "refused" and isinstance(K.read(outcome.source), K.Hand)
                and isinstance(K.read(outcome.target), K.Hand | K.OwnHand | K.Own)):
            outcome.kind = "cancelled"
        return False

    def propose(self, source: AreaKey | None, target: AreaKey | None) -> tuple | None:
        """The action a refused drop of `source` on `target` meant (None: none)."""
        into, held = K.read(target), K.read(source)
        if source is None:
            return (("dig",) if isinstance(into, K.Deck)
                    else ("trade",) if isinstance(into, K.TradePanel) else None)
        if isinstance(held, K.Hand):
            name = held.card
            if isinstance(into, K.Museum):
                return ("sell", name, self.sell_count(name) or 1)
            if isinstance(into, K.Chamber):
                return ("explore", into.chamber) if name == "map" else None
            if isinstance(into, K.GiveTray):
                return ("give", name)
            if isinstance(into, K.StormTray):
                return ("discard", name)
        if isinstance(held, K.Market) and isinstance(into, K.TakeTray):
            return ("take", held.card)
        return None

    # ---------------------------------------------------------------- drags that cannot go
    def piece_stuck_reason(self, key: AreaKey) -> str | None:
        """Why the piece at `key` cannot be dragged now (None: no piece there)."""
        piece = K.read(key)
        phase = self.obs["pending"]["kind"]
        if isinstance(piece, K.Market):
            return _("Market cards are taken in a trade: click the market (or Trade with the "
                     "market) first.")
        if isinstance(piece, K.Hand):
            if phase in ("dig", "steal"):
                return _("Dig first: click the dig deck.") if phase == "dig" else \
                    _("First choose the opponent to rob.")
            if piece.card == "map" and self.sell_count("map") is None:
                return _("Maps open the chambers: click a chamber you have enough maps for.")
            return _("This card cannot be sold or traded now.")
        if isinstance(piece, K.Opp | K.OppHand | K.OppMuseum | K.Museum):
            return _("Cards in a museum or another hand are not moved.")
        return None
