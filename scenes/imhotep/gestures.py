"""Imhotep's gestures: each legal action as a drag or a click, the temple's buttons, what a
refused drop meant and why a piece cannot be dragged."""

from collections.abc import Sequence

from engines.imhotep.actions import (
    ACTIONS,
    ChoosePyramid,
    GetStones,
    KeepCard,
    LeverOrder,
    Place,
    Play,
    Sail,
    TakeCard,
    TakePair,
    TempleReward,
)
from engines.imhotep.observation import ImhotepObservation
from scenes.kit.game_view import ViewPart
from scenes.kit.layout import AreaKey
from shell.language.i18n import _, ngettext
from shell.ui.dragdrop import Binding

from .area_keys import (
    DisplayKey,
    DockKey,
    HandKey,
    PairKey,
    PeekKey,
    PyramidKey,
    QuarryKey,
    RiverKey,
    ShipKey,
    SiteKey,
    SledKey,
    SledStoneKey,
    SlotKey,
    read_key,
)
from .layout import ImhotepLayout


class ImhotepGestures(ViewPart[ImhotepObservation, ImhotepLayout]):
    """How `ImhotepView` is played, made from the view's table context: legal actions as
    drags, clicks and buttons."""

    def step_places(self, steps: Sequence[tuple], first: int = 0,
                    ) -> list[tuple[AreaKey | None, AreaKey]]:
        """Each step from `first` on as its drag or click would show it, (source or None,
        target): stones to the sled, a stone onto its ship's place, a ship to its site, a
        card played or taken (other steps show none)."""
        seat = self.to_move()
        places: list[tuple[AreaKey | None, AreaKey]] = []
        if seat is None:  # the game is over: nothing is played
            return places
        for action in steps[first:]:
            move = ACTIONS.decode(action)
            mark: tuple[AreaKey | None, AreaKey]
            if isinstance(move, GetStones):
                mark = (QuarryKey("quarry", seat), SledKey("sled", seat))
            elif isinstance(move, Place):
                mark = (SledKey("sled", seat), SlotKey("slot", move.ship, move.slot))
            elif isinstance(move, Sail):
                mark = (ShipKey("ship", move.ship), SiteKey("site", move.site))
            elif isinstance(move, Play):
                mark = (HandKey("hand", seat, move.card), RiverKey("river"))
            elif isinstance(move, TakeCard):
                mark = (None, DisplayKey("display", move.place))
            else:
                continue
            places.append(mark)
        return places

    def bindings(self) -> list[Binding]:
        o = self.obs
        pending = o["pending"]
        seat = pending["seat"]
        result: list[Binding] = []
        if seat is None:  # the game is over: nothing is legal
            return result
        for action in self.legal_actions():
            move = ACTIONS.decode(action)
            if isinstance(move, GetStones):
                result.append(Binding(action, QuarryKey("quarry", seat), SledKey("sled", seat)))
            elif isinstance(move, Place):
                result.append(Binding(action, SledKey("sled", seat),
                                      SlotKey("slot", move.ship, move.slot)))
            elif isinstance(move, Sail):
                for target in (SiteKey("site", move.site), DockKey("dock", move.site)):
                    result.append(Binding(action, ("ship", move.ship), target))
            elif isinstance(move, Play):
                result.append(Binding(action, HandKey("hand", seat, move.card), RiverKey("river")))
            elif isinstance(move, TakeCard):
                result.append(Binding(action, None, DisplayKey("display", move.place)))
            elif isinstance(move, TakePair):
                result.append(Binding(action, None, PairKey("pair")))
            elif isinstance(move, KeepCard):
                result.append(Binding(action, None, PeekKey("peek", move.which)))
            elif isinstance(move, ChoosePyramid):
                result.append(Binding(action, None, PyramidKey("pyramid", move.pyramid)))
            elif isinstance(move, LeverOrder) and pending["kind"] == "lever_order":
                result.append(Binding(action, None, SlotKey("slot", pending["ship"], move.slot)))
        return result

    def reward_label(self, move: TempleReward) -> str:
        """The temple's button for `move`: a point, or the stones the temple gives."""
        pending = self.obs["pending"]
        stones = pending["stones"] if pending["kind"] == "temple_choice" else 2
        return _("1 point") if move.choice == 0 else ngettext(
            "{n} stone", "{n} stones", stones).format(n=stones)

    def propose(self, source: AreaKey | None, target: AreaKey | None) -> tuple | None:
        src, dst = read_key(source), read_key(target)
        if isinstance(src, SledKey) and isinstance(dst, SlotKey):
            return ("place", dst.ship, dst.slot)
        if isinstance(src, ShipKey) and isinstance(dst, (SiteKey, DockKey)):
            return ("sail", src.ship, dst.site)
        if isinstance(src, QuarryKey) and isinstance(dst, SledKey):
            return ("get_stones",)
        if isinstance(src, HandKey) and dst is not None:
            return ("play", src.card)
        return None

    # ---------------------------------------------------------------- drags that cannot go
    def piece_stuck_reason(self, key: AreaKey) -> str | None:
        """Why the piece at `key` cannot be dragged now (None: no piece there)."""
        o = self.obs
        seat = o["pending"]["seat"]
        if seat is None:
            return _("The game is over.")
        place = read_key(key)
        if isinstance(place, ShipKey):
            return self.ship_stuck(place.ship)
        if isinstance(place, (DisplayKey, PairKey, PeekKey)):
            if o["pending"]["kind"] in ("market", "keep"):
                return _("Click a glowing card to take it.")
            return _("Market cards are not dragged: a stone unloaded at the market takes one.")
        if isinstance(place, (SledKey, SledStoneKey, QuarryKey, HandKey)) and place.seat != seat:
            return _("That belongs to {name}.").format(name=self.name(place.seat))
        if isinstance(place, (SledKey, SledStoneKey)):
            if o["sleds"][seat] == 0:
                return _("Your sled is empty: drag stones from the quarry onto it first.")
            return _("No stone can be placed now. {prompt}").format(prompt=self.prompt())
        if isinstance(place, QuarryKey):
            if o["sleds"][seat] >= 5:
                return _("Your sled is full: it holds 5 stones.")
            if o["quarry"][seat] == 0:
                return _("Your quarry is empty.")
            return _("No stones can be taken now. {prompt}").format(prompt=self.prompt())
        if isinstance(place, HandKey):
            if place.card not in ("lever", "hammer", "sail", "chisel"):
                return _("This card is not played: it scores at game end.")
            return _("This blue card cannot be played now (not in the turn it was taken, "
                     "and only as a whole turn).")
        return None

    def ship_stuck(self, i: int) -> str:
        o = self.obs
        ship = o["ships"][i]
        load = sum(owner is not None for owner in ship["slots"])
        if ship["site"] is not None:
            return _("Ship {n} has already sailed this round.").format(n=i + 1)
        if load < ship["min_load"]:
            return ngettext("Ship {n} cannot sail yet: it needs at least {min} stone and has "
                            "{load}.",
                            "Ship {n} cannot sail yet: it needs at least {min} stones and has "
                            "{load}.", ship["min_load"]).format(n=i + 1, min=ship["min_load"],
                                                                load=load)
        return _("Ship {n} cannot sail now. {prompt}").format(n=i + 1, prompt=self.prompt())
