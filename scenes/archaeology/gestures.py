"""Archaeology's gestures: each legal action as a click or a drag, the buttons, selling by
selecting cards, and what a refused drop meant."""

from collections.abc import Sequence
from typing import TYPE_CHECKING

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
from engines.archaeology.observation import ArchaeologyObservation, CountMap
from game.dragdrop import Binding, Outcome
from game.i18n import _
from scenes.kit.game_view import GameView, StepMark
from scenes.kit.layout import AreaKey

from .layout import ArchaeologyLayout


class ArchaeologyGestures(GameView[ArchaeologyObservation, ArchaeologyLayout]):
    """The input half of `ArchaeologyView`."""

    ACTIONS = ACTIONS

    if TYPE_CHECKING:  # from the view (scene.py)
        sell_choice: dict[str, int]

        def shown_hand(self) -> CountMap: ...

    def step_marks(self, steps: Sequence[tuple], first: int = 0) -> list[StepMark]:
        """The whole move on the table: the cards a trade gives (in the hand) and takes (at
        the market), each set sold (its cards and the museum), the maps and the chamber
        explored, the cards discarded."""
        used: dict[str, int] = {}
        marks: list[StepMark] = []

        def hand_card(name: str) -> AreaKey:
            k = used.get(name, 0)
            used[name] = k + 1
            return ("hand", name, k)

        for k, action in enumerate(steps):
            move, show = ACTIONS.decode(action), k >= first
            if isinstance(move, Give | Discard):
                card = hand_card(move.card)
                if show:
                    marks.append((card, None, None))
            elif isinstance(move, Take) and show:
                marks.append((("market", move.card), None, None))
            elif isinstance(move, Sell):
                cards = [hand_card(move.card) for _ in range(move.size)]
                if show:
                    marks.append((cards[0], ("museum",), None))
                    marks.extend((card, None, None) for card in cards[1:])
            elif isinstance(move, Explore):
                maps = [hand_card("map") for _ in range(self.MAPS.get(move.chamber, 1))]
                if show:
                    marks.append((maps[0], ("chamber", move.chamber), None))
                    marks.extend((card, None, None) for card in maps[1:])
        return marks

    MAPS = {"small": 1, "medium": 2, "large": 3}  # maps an exploration spends

    def bindings(self) -> list[Binding]:
        o = self.obs
        hand = self.shown_hand()
        result = []
        for action in self.legal_actions():
            move = ACTIONS.decode(action)
            if isinstance(move, Dig):
                result.append(Binding(action, None, ("deck",)))
            elif isinstance(move, Steal):
                result.append(Binding(action, None, ("opp", move.victim)))
            elif isinstance(move, Discard):
                for i in range(hand.get(move.card, 0)):
                    result.append(Binding(action, ("hand", move.card, i), ("storm_tray",)))
            elif isinstance(move, Trade):
                result.append(Binding(action, None, ("trade_panel",)))
            elif isinstance(move, Give):
                for i in range(hand.get(move.card, 0)):
                    result.append(Binding(action, ("hand", move.card, i), ("give_tray",)))
            elif isinstance(move, Take):
                result.append(Binding(action, ("market", move.card), ("take_tray",)))
            elif isinstance(move, Explore):
                target = ("chamber", move.chamber)
                result.append(Binding(action, None, target))
                for i in range(hand.get("map", 0)):
                    result.append(Binding(action, ("hand", "map", i), target))
        for name in hand:
            sale = self.sell_action(name)
            if sale is not None:
                result.extend(Binding(sale, ("hand", name, i), ("museum",))
                              for i in range(hand[name]))
        del o
        return result

    # selling: the count is chosen, not read from the card grabbed ---------------------
    def sell_counts(self, name: str) -> list[int]:
        """How many cards of treasure `name` may be sold now (the legal set sizes)."""
        return sorted(a.size for a in self.legal_actions()
                      if isinstance(a, Sell) and a.card == name)

    def sell_count(self, name: str) -> int | None:
        """The count a sell gesture of `name` sells: the player's choice while it is legal,
        else the largest legal set (None: it cannot be sold now)."""
        counts = self.sell_counts(name)
        if not counts:
            return None
        chosen = self.sell_choice.get(name)
        return chosen if chosen in counts else counts[-1]

    def sell_action(self, name: str) -> Sell | None:
        n = self.sell_count(name)
        return None if n is None else Sell("sell", name, n)

    def held_sale(self) -> str | None:
        """The treasure whose cards are held or selected for a sale (None: no sale held)."""
        source = self.interaction.active_source or self.interaction.pressed
        if (not isinstance(source, tuple) or source[0] != "hand"
                or self.sell_count(source[1]) is None):
            return None
        return source[1]

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
        self.sell_choice[name] = counts[k]
        self.interaction.set_bindings(self.bindings())
        return True

    def sell_event(self, event: pygame.event.Event) -> bool:
        """Wheel up / + / Up: one card more; wheel down / - / Down: one fewer."""
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            step = 1 if event.y > 0 else -1 if event.y < 0 else 0
        elif event.type == pygame.KEYDOWN:
            step = {pygame.K_PLUS: 1, pygame.K_EQUALS: 1, pygame.K_KP_PLUS: 1, pygame.K_UP: 1,
                    pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1, pygame.K_DOWN: -1}.get(
                event.key, 0)
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
        return source[0] == "hand" and isinstance(ACTIONS.decode(action), Sell | Explore)

    def before_outcome(self, outcome: Outcome) -> bool:
        """A hand card dropped back on the hand just goes home."""
        if (outcome.kind == "refused" and isinstance(outcome.source, tuple)
                and outcome.source[0] == "hand" and isinstance(outcome.target, tuple)
                and outcome.target[0] in ("hand", "own_hand", "own")):
            outcome.kind = "cancelled"
        return False

    def propose(self, source: AreaKey | None, target: AreaKey | None) -> tuple | None:
        if target is None:
            return None
        if source is None:
            return {"deck": ("dig",), "trade_panel": ("trade",)}.get(target[0])
        if source[0] == "hand":
            name = source[1]
            if target[0] == "museum":
                return ("sell", name, self.sell_count(name) or 1)
            if target[0] == "chamber":
                return ("explore", target[1]) if name == "map" else None
            if target[0] == "give_tray":
                return ("give", name)
            if target[0] == "storm_tray":
                return ("discard", name)
        if source[0] == "market" and target[0] == "take_tray":
            return ("take", source[1])
        return None

    # ---------------------------------------------------------------- drags that cannot go
    def piece_stuck_reason(self, key: AreaKey) -> str | None:
        """Why the piece at `key` cannot be dragged now (None: no piece there)."""
        kind = key[0]
        phase = self.obs["pending"]["kind"]
        if kind == "market":
            return _("Market cards are taken in a trade: click the market (or Trade with the "
                     "market) first.")
        if kind == "hand":
            if phase in ("dig", "steal"):
                return _("Dig first: click the dig deck.") if phase == "dig" else \
                    _("First choose the opponent to rob.")
            if key[1] == "map" and self.sell_count("map") is None:
                return _("Maps open the chambers: click a chamber you have enough maps for.")
            return _("This card cannot be sold or traded now.")
        if kind in ("opp", "opp_hand", "opp_museum", "museum"):
            return _("Cards in a museum or another hand are not moved.")
        return None
