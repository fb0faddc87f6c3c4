"""The Aton table: four temples, the Kingdom of the Dead, the four ornaments, two mats.

Moves (each a drag or a click): a hand card onto one of your ornament slots (assign), the
supply onto a glowing empty cell or a click on that cell (place), a glowing priest onto the
Kingdom of the Dead or a click on it (remove), exchange / keep as buttons above the table.
The opponent's cards stay face down until both have assigned (the kit's hot-seat cover
passes the screen between two humans).
"""

import pygame

from game import i18n
from game.anim import Step, Tween
from game.dragdrop import Binding
from game.i18n import _, ngettext
from game.theme import (
    GOLD,
    INK,
    MUTED_INK,
    PAPYRUS,
    TERRACOTTA,
    draw_text,
    font,
    panel,
    wrap,
)
from scenes.table import TableScene

from . import layout as L
from .pieces import (
    PRIEST_RGB,
    cartouche,
    chip_image,
    draw_card,
    draw_cell,
    draw_priest,
    empty_slot,
    priest_image,
)
from .texts import (
    CATEGORY_NAMES,
    CELL_HELP,
    ORNAMENT_HELP,
    ORNAMENT_NAMES,
    TEMPLE_HELP,
    TEMPLE_SHORT,
    describe,
    temples_text,
)

KINGDOM_FILL = (58, 44, 66)
KINGDOM_CELL = (86, 68, 96)
ROW_FILL = (250, 244, 226)
TEMPLE_FILL = (222, 204, 160)
SOUND_OF = {"place": "stone", "remove": "stone", "to_kingdom": "stone", "score": "score",
            "reveal": "card", "exchange": "card", "draw": "card", "assign": "card"}
SCORING_SOURCES = {"Temple 1": 1, "Temple 2": 2, "Temple 3": 3, "Temple 4": 4}


class AtonScene(TableScene):
    game_id = "aton"

    # ---------------------------------------------------------------- helpers
    @property
    def patterns(self) -> bool:
        return self.app.settings.colour_blind

    def seat_colour(self, seat: int):
        return PRIEST_RGB[seat]

    def draw_seat_marker(self, surface, seat, center, radius) -> None:
        image = priest_image(seat, radius * 2 + 6, self.patterns)
        surface.blit(image, image.get_rect(center=center))

    def obs_scores(self):
        return self.shown_scores()

    def shown_scores(self) -> list[int]:
        """The scores, less the points still flying to the panel (they count on landing)."""
        flying = getattr(self, "_flying", [0, 0])
        return [max(0, score - flying[seat]) for seat, score in enumerate(self.obs["scores"])]

    def _land(self, seat: int, points: int):
        def done():
            self._flying[seat] -= points
            self.version += 1  # repaint the score row, mat and track
        return done

    def seat_detail(self, seat: int) -> str:
        o = self.obs
        parts = [ngettext("{n} priest in supply", "{n} priests in supply",
                          o["supply"][seat]).format(n=o["supply"][seat])]
        if o["first_player"] == seat:
            parts.append(_("plays first"))
        return " · ".join(parts)

    def status(self) -> str:
        o = self.obs
        pending = o["pending"]
        if pending is not None and pending["kind"] == "post_remove":
            return _("Round {round} · after the scoring").format(round=o["round"])
        if None not in o["kingdom"] and pending is not None:
            return _("Round {round} · scoring at its end").format(round=o["round"])
        return _("Round {round}").format(round=o["round"])

    def prompt(self) -> str:
        o = self.obs
        pending = o["pending"]
        if pending is None:
            return _("The game is over.")
        seat = pending["seat"]
        name = self.session.name(seat)
        if not self.session.is_human(seat):
            return _("{name} is thinking…").format(name=name)
        kind = pending["kind"]
        n = pending["remaining"]
        temples = temples_text(pending["temples"])
        if kind == "assign":
            return _("{name}: drag your cards onto your four ornaments ({n} left).").format(
                name=name, n=n)
        if kind == "remove_enemy":
            return _("{name}: remove enemy priests from temples {temples} ({n} to go).").format(
                name=name, temples=temples, n=n)
        if kind == "remove_own":
            return _("{name}: your 1 on ornament 2 removes one of your own priests.").format(
                name=name)
        if kind == "place":
            return _("{name}: place priests in temples {temples} ({n} to go).").format(
                name=name, temples=temples, n=n)
        if kind == "post_remove":
            return _("{name}: after the scoring take back one own priest per temple "
                     "({n} to go).").format(name=name, n=n)
        return _("{name}: exchange your cards or keep them.").format(name=name)

    def shared_view(self, obs: dict) -> dict:
        """Once the cards are revealed each seat's own copy of its assignment is public (it is
        in "revealed"), so no needless cover appears during removals and placements."""
        obs = super().shared_view(obs)
        if obs.get("revealed") is not None:
            obs.pop("assignment", None)
        return obs

    # ---------------------------------------------------------------- layout
    def layout(self) -> None:
        if not hasattr(self, "table_rect"):
            return
        o = self.obs
        canvas = L.Canvas(self.table_rect, self.scale)
        self.canvas = canvas
        areas: dict = {}
        for seat in (0, 1):
            areas[("mat", seat)] = L.mat_rect(canvas, seat)
        areas[("ornaments",)] = L.ornament_panel(canvas)
        areas[("track",)] = self._track_rect(areas[("ornaments",)])
        for ornament in range(1, 5):
            areas[("ornament", ornament)] = L.ornament_row(canvas, ornament)
            for seat in (0, 1):
                areas[("slot", seat, ornament)] = L.slot_rect(canvas, seat, ornament)
        for temple in range(1, 5):
            areas[("temple", temple)] = L.temple_rect(canvas, temple)
            for cell in range(12):
                areas[("cell", temple, cell)] = L.cell_rect(canvas, temple, cell)
        areas[("kingdom",)] = L.kingdom_rect(canvas)
        for k in range(8):
            areas[("dead", k)] = L.kingdom_cell(canvas, k)
        for seat in (0, 1):
            for i in range(max(4, o["hand_sizes"][seat])):
                if i < 4:
                    areas[("hand", seat, i)] = L.mat_card(canvas, seat, i)
            areas[("deck", seat)] = L.mat_card(canvas, seat, 4)
            areas[("discard", seat)] = L.mat_card(canvas, seat, 5)
            areas[("supply", seat)] = L.mat_supply(canvas, seat)
            areas[("chip", seat)] = L.mat_chip(canvas, seat)
            areas[("score", seat)] = self.panel_row(seat)
        self.areas = areas

    def _track_rect(self, box) -> pygame.Rect:
        """The score track (0 to 40) across the top of the ornament board."""
        s = self.scale
        f = font("small", s, True)
        names = max(f.size(self.session.name(seat))[0] for seat in (0, 1))
        side = min(box.w // 3, names + round(30 * s))
        return pygame.Rect(box.x + side, box.y + round(3 * s), box.w - 2 * side,
                           round(32 * s))

    def panel_row(self, seat: int) -> pygame.Rect:
        s = self.scale
        pad = round(12 * s)
        y = pad + round(32 * s) + seat * round(58 * s)
        return pygame.Rect(self.panel_rect.x + pad, y, self.panel_rect.w - 2 * pad,
                           round(52 * s))

    def choice_bar_y(self) -> int:
        return round(6 * self.scale)

    # ---------------------------------------------------------------- interaction
    def bindings(self) -> list:
        o = self.obs
        pending = o["pending"]
        if pending is None:
            return []
        seat = pending["seat"]
        kind = pending["kind"]
        result = []
        kingdom_open = None in o["kingdom"]
        for action in self.state.legal_actions():
            name = action[0]
            if name == "assign":
                for i, value in enumerate(o["hand"]):
                    if value == action[2]:
                        result.append(Binding(action, ("hand", seat, i),
                                              ("slot", seat, action[1])))
            elif name == "place":
                cell = ("cell", action[1], action[2])
                result.append(Binding(action, None, cell))
                result.append(Binding(action, ("supply", seat), cell))
            elif name == "remove":
                cell = ("cell", action[1], action[2])
                owner = o["temples"][action[1] - 1][action[2]]
                if kind == "post_remove" or not kingdom_open:
                    target = ("supply", owner)
                else:
                    target = ("kingdom",)
                result.append(Binding(action, None, cell))
                result.append(Binding(action, cell, target))
        return result

    def choices(self) -> list:
        labels = []
        for action in self.state.legal_actions():
            if action[0] == "exchange":
                labels.append((_("Exchange the cards"), action))
            elif action[0] == "keep":
                labels.append((_("Keep the cards"), action))
        return labels

    def propose(self, source, target):
        if source is None or target is None:
            return None
        o = self.obs
        if source[0] == "hand" and target[0] == "slot" and source[2] < len(o["hand"]):
            return ("assign", target[2], o["hand"][source[2]])
        if source[0] == "supply" and target[0] == "cell":
            return ("place", target[1], target[2])
        if source[0] == "cell":
            return ("remove", source[1], source[2])
        return None

    def drag_image(self, source):
        s = self.scale
        kind = source[0]
        if kind == "hand" and source[2] < len(self.obs["hand"]):
            w, h = L.MAT_CARD
            image = pygame.Surface((round(w * s), round(h * s)), pygame.SRCALPHA)
            draw_card(image, image.get_rect(), self.obs["hand"][source[2]], source[1], True)
            return image
        if kind == "supply":
            return priest_image(source[1], round(42 * s), self.patterns)
        if kind == "cell":
            owner = self.obs["temples"][source[1] - 1][source[2]]
            if owner is not None:
                return priest_image(owner, round(42 * s), self.patterns)
        return None

    # ---------------------------------------------------------------- animation
    def play(self, action) -> bool:
        self._before_obs = self.obs
        return super().play(action)

    def animate(self, events, before: dict) -> None:
        prior = getattr(self, "_before_obs", self.obs)
        dead = sum(1 for k in prior["kingdom"] if k is not None)
        flying: set = set()
        scoring_banner = False
        for event in events:
            kind = event.kind
            d = event.data
            seat = event.seat
            sound = SOUND_OF.get(kind)
            if kind == "round_start":
                self._banner_step(_("Round {round}").format(round=d["round"]))
            elif kind == "draw" and d["count"]:
                start = self.areas[("deck", seat)].center
                tweens = []
                for i in range(min(4, d["count"])):
                    key = ("hand", seat, i)
                    face = self._card_face_image(seat, None, key)
                    tweens.append(Tween(start, self.areas[key].center, self._blit(face),
                                        duration=0.3, delay=0.07 * i,
                                        hides=frozenset({key})))
                self.animator.add(Step(tweens, on_start=self._sound(sound)))
            elif kind == "exchange":
                end = self.areas[("discard", seat)].center
                tweens = []
                for i, value in enumerate(d["discarded"]):
                    start = before.get(("hand", seat, i), self.areas[("hand", seat, i)])
                    image = self._card(value, seat, True, L.MAT_CARD)
                    tweens.append(Tween(start.center, end, self._blit(image), duration=0.3,
                                        delay=0.05 * i, hides=frozenset({("discard", seat)})))
                self.animator.add(Step(tweens, on_start=self._sound(sound)))
            elif kind == "assign":
                key = ("slot", seat, d["ornament"])
                value = None
                if seat == self.viewer:
                    value = self.obs["assignment"][d["ornament"] - 1]
                index = self._assigned_from(prior, seat, value)
                start = before.get(("hand", seat, index), self.areas[("hand", seat, 0)])
                image = self._card(value or 1, seat, value is not None, L.ORNAMENT_CARD)
                flying.add(key)
                self.animator.add(Step([Tween(start.center, self.areas[key].center,
                                              self._blit(image), duration=0.3,
                                              hides=frozenset({key}))],
                                       on_start=self._sound(sound)))
            elif kind == "reveal":
                self._reveal_step(d["cards"], flying)
            elif kind == "score" and d["points"]:
                if d["source"] != "Ornament 1" and not scoring_banner:
                    scoring_banner = True
                    self._banner_step(_("Scoring"))
                if not hasattr(self, "_flying"):
                    self._flying = [0, 0]
                self._flying[seat] += d["points"]
                self.animator.add(Step([self._points_tween(seat, d)],
                                       on_start=self._sound("score"),
                                       on_done=self._land(seat, d["points"])))
            elif kind == "tiebreak_reveal":
                red, blue = d["cards"]
                self._banner_step(_("Turn-order tie: {red} {a}, {blue} {b}").format(
                    red=self.session.name(0), a=red, blue=self.session.name(1), b=blue), 0.9)
            elif kind == "turn_order":
                self._banner_step(_("{name} plays first").format(
                    name=self.session.name(d["first"])), 0.8)
            elif kind == "place":
                key = ("cell", d["temple"], d["cell"])
                start = before.get(("supply", seat), self.areas[("supply", seat)])
                self.animator.add(Step([self._priest_tween(seat, self._icon_pos(start),
                                                           self.areas[key].center,
                                                           hides={key})],
                                       on_start=self._sound(sound)))
            elif kind == "remove":
                start = self.areas[("cell", d["temple"], d["cell"])].center
                owner = d["owner"]
                if d["to"] == "kingdom":
                    key = ("dead", min(7, dead))
                    dead += 1
                    end = self.areas[key].center
                    hides = {key}
                else:
                    end = self._icon_pos(self.areas[("supply", owner)])
                    hides = set()
                self.animator.add(Step([self._priest_tween(owner, start, end, hides=hides,
                                                           arc=30 * self.scale)],
                                       on_start=self._sound(sound)))
            elif kind == "to_kingdom":
                key = ("dead", min(7, dead))
                dead += 1
                start = self._icon_pos(self.areas[("supply", seat)])
                self.animator.add(Step([self._priest_tween(seat, start, self.areas[key].center,
                                                           hides={key}, arc=30 * self.scale)],
                                       on_start=self._sound(sound)))
            elif kind == "reshuffle":
                back = self._card(1, seat, False, L.MAT_CARD)
                start = self.areas[("discard", seat)].center
                end = self.areas[("deck", seat)].center
                self.animator.add(Step([Tween(start, end, self._blit(back), duration=0.3,
                                              delay=0.05 * k) for k in range(3)],
                                       on_start=self._sound("card")))
            elif kind == "returned":
                start = self.areas[("kingdom",)].center
                end = self._icon_pos(self.areas[("supply", seat)])
                self.animator.add(Step([self._priest_tween(seat, start, end,
                                                           arc=30 * self.scale)]))
            elif kind == "tiebreak_coin":
                self._banner_step(_("The turn order is drawn by lot."), 0.8)
            elif kind == "kingdom_full":
                self._banner_step(_("The Kingdom of the Dead is full"), 1.0)
            elif kind == "priests_return":
                tweens = []
                for k, owner in enumerate(prior["kingdom"]):
                    if owner is None:
                        continue
                    start = before.get(("dead", k), self.areas[("dead", k)]).center
                    end = self._icon_pos(self.areas[("supply", owner)])
                    tweens.append(self._priest_tween(owner, start, end, delay=0.04 * k))
                if tweens:
                    self.animator.add(Step(tweens, on_start=self._sound("stone")))
                dead = 0
            elif kind == "discard":
                self._discard_step(prior, before)
            elif kind == "instant_win":
                self._banner_step(self.describe(event) or _("Game over"), 1.6)
            elif kind == "game_over" and not any(e.kind == "instant_win" for e in events):
                self._banner_step(_("Game over"), 1.0)

    def _assigned_from(self, prior, seat, value) -> int:
        """Which hand position the assigned card left (for the viewer's own cards)."""
        if value is not None and seat == prior.get("seat") and value in prior["hand"]:
            return prior["hand"].index(value)
        return max(0, prior["hand_sizes"][seat] - 1)

    def _icon_pos(self, rect):
        s = self.scale
        return (rect.x + round(18 * s), rect.centery)

    def _card(self, value, seat, face_up, size) -> pygame.Surface:
        from .pieces import card_image

        s = self.scale
        return card_image(value, seat, round(size[0] * s), round(size[1] * s), face_up)

    def _card_face_image(self, seat, value, key):
        """A card landing in a hand: face up for the viewer's own hand, else its back."""
        if seat == self.viewer and key[2] < len(self.obs["hand"]):
            return self._card(self.obs["hand"][key[2]], seat, True, L.MAT_CARD)
        return self._card(1, seat, False, L.MAT_CARD)

    def _priest_tween(self, seat, start, end, delay=0.0, hides=(), arc=0.0) -> Tween:
        image = priest_image(seat, round(40 * self.scale), self.patterns)
        return Tween(start, end, self._blit(image), duration=0.3, delay=delay,
                     hides=frozenset(hides), arc=arc)

    def _reveal_step(self, cards, flying) -> None:
        """All eight cards turn over together, ornament by ornament."""
        tweens = []
        for seat in (0, 1):
            for o in range(1, 5):
                key = ("slot", seat, o)
                rect = self.areas[key]
                back = self._card(1, seat, False, L.ORNAMENT_CARD)
                face = self._card(cards[seat][o - 1], seat, True, L.ORNAMENT_CARD)
                tweens.append(Tween(rect.center, rect.center, self._flip(back, face),
                                    duration=0.4, delay=0.08 * (o - 1), hides=frozenset({key})))
        waiting_keys = [("slot", seat, o) for seat in (0, 1) for o in range(1, 5)
                        if ("slot", seat, o) not in flying]

        def waiting(surface):
            for key in waiting_keys:
                rect = self.areas[key]
                surface.blit(self._card(1, key[1], False, L.ORNAMENT_CARD), rect)
        self.animator.add(Step(tweens, on_start=self._sound("card"), waiting=waiting,
                               pause=0.25))

    def _flip(self, back, face):
        def draw(surface, pos, t):
            image = back if t < 0.5 else face
            width = max(1, round(image.get_width() * abs(1 - 2 * t)))
            squeezed = pygame.transform.smoothscale(image, (width, image.get_height()))
            surface.blit(squeezed, squeezed.get_rect(center=(round(pos[0]), round(pos[1]))))
        return draw

    def _discard_step(self, prior, before) -> None:
        revealed = prior.get("revealed")
        if not revealed:
            return
        tweens = []
        for seat in (0, 1):
            end = self.areas[("discard", seat)].center
            for o in range(1, 5):
                value = revealed[seat][o - 1]
                if not value:
                    continue
                start = before.get(("slot", seat, o), self.areas[("slot", seat, o)]).center
                image = self._card(value, seat, True, L.MAT_CARD)
                tweens.append(Tween(start, end, self._blit(image), duration=0.35,
                                    delay=0.04 * o, hides=frozenset({("discard", seat)})))
        self.animator.add(Step(tweens, on_start=self._sound("card")))

    def _points_tween(self, seat, d) -> Tween:
        source = d["source"]
        if source == "Ornament 1":
            start = self.areas[("ornament", 1)].center
        elif source in SCORING_SOURCES:
            start = self.areas[("temple", SCORING_SOURCES[source])].center
        elif source == "Bonus cells":
            held = [("cell", t + 1, c) for t in range(4) for c in range(12)
                    if self.obs["layout"][t][c] in ("+1", "+2")
                    and self.obs["temples"][t][c] == seat]
            start = self.areas[held[0] if held else ("temple", 4)].center
        else:  # the black cells, across all four temples
            start = self.areas[("temple", 1)].union(self.areas[("temple", 4)]).center
        end = self.areas[("score", seat)].midright
        text = f"+{d['points']}"
        label = _(CATEGORY_NAMES.get(source, source))
        s = self.scale
        colour = PRIEST_RGB[seat]

        def draw(surface, pos, _t):
            f = font("small", s, True)
            w = max(round(64 * s), f.size(label)[0] + round(20 * s))
            rect = pygame.Rect(0, 0, w, round(50 * s))
            rect.center = (round(pos[0]), round(pos[1]))
            pygame.draw.rect(surface, INK, rect, border_radius=round(12 * s))
            pygame.draw.rect(surface, colour, rect, max(2, round(3 * s)),
                             border_radius=round(12 * s))
            draw_text(surface, text, (rect.centerx, rect.y + round(3 * s)), "large", s, GOLD,
                      bold=True, anchor="midtop")
            draw_text(surface, label, (rect.centerx, rect.bottom - round(3 * s)), "small", s,
                      PAPYRUS, anchor="midbottom")
        return Tween(start, (end[0] - round(40 * s), end[1]), draw, duration=0.55,
                     arc=50 * s)

    def _banner_step(self, text, duration=0.9) -> None:
        """A banner over the temples (the middle of the board)."""
        centre = L.temple_rect(self.canvas, 1).union(L.temple_rect(self.canvas, 4)).center
        self.banner_step(text, duration, centre=centre)

    # ---------------------------------------------------------------- drawing
    def background_key(self) -> tuple:
        return (self.size, i18n.current_language(), self.patterns,
                tuple(self.session.name(s) for s in (0, 1)))

    def draw_background(self, surface) -> None:
        s = self.scale
        o = self.obs
        for temple in range(1, 5):
            rect = self.areas[("temple", temple)]
            panel(surface, rect, fill=TEMPLE_FILL, radius=round(12 * s), scale=s)
            pygame.draw.rect(surface, (170, 140, 90), rect, max(1, round(2 * s)),
                             border_radius=round(12 * s))
            tag = _(TEMPLE_SHORT[temple])
            f = font("small", s, True)
            tw = f.size(tag)[0] + round(12 * s)
            badge = pygame.Rect(rect.right - round(10 * s) - tw, rect.y + round(7 * s), tw,
                                round(21 * s))
            disc = (rect.x + round(24 * s), rect.y + round(17 * s))
            pygame.draw.circle(surface, GOLD, disc, round(11 * s))
            pygame.draw.circle(surface, INK, disc, round(11 * s), max(1, round(2 * s)))
            draw_text(surface, str(temple), disc, "body", s, INK, bold=True, anchor="center")
            if self._temple_word_fits():
                draw_text(surface, _("Temple"), (rect.x + round(41 * s), rect.y + round(6 * s)),
                          "body", s, INK, bold=True)
            pygame.draw.rect(surface, INK, badge, border_radius=badge.h // 2)
            draw_text(surface, tag, badge.center, "small", s, GOLD, bold=True,
                      anchor="center")
            for cell in range(12):
                draw_cell(surface, o["layout"][temple - 1][cell],
                          self.areas[("cell", temple, cell)], s)
        king = self.areas[("kingdom",)]
        panel(surface, king, fill=KINGDOM_FILL, radius=round(12 * s), scale=s)
        draw_text(surface, _("Kingdom of the Dead"), (king.x + round(14 * s),
                                                      king.y + round(5 * s)),
                  "small", s, PAPYRUS, bold=True)
        for k in range(8):
            r = self.areas[("dead", k)]
            pygame.draw.rect(surface, KINGDOM_CELL, r, border_radius=round(r.w // 3))
            pygame.draw.rect(surface, (120, 100, 132), r, max(1, round(2 * s)),
                             border_radius=round(r.w // 3))
        self._draw_ornament_background(surface)
        for seat in (0, 1):
            self._draw_mat_background(surface, seat)

    def _temple_word_fits(self) -> bool:
        """Whether "Temple" fits beside every temple's scoring badge (else the discs alone)."""
        s = self.scale
        word = font("body", s, True).size(_("Temple"))[0]
        f = font("small", s, True)
        for temple in range(1, 5):
            room = self.areas[("temple", temple)].w - round(41 * s) - round(10 * s) - (
                f.size(_(TEMPLE_SHORT[temple]))[0] + round(12 * s)) - round(5 * s)
            if word > room:
                return False
        return True

    def _draw_ornament_background(self, surface) -> None:
        s = self.scale
        box = self.areas[("ornaments",)]
        panel(surface, box, radius=round(12 * s), scale=s)
        y = box.y + round(9 * s)
        draw_text(surface, self.session.name(0), (box.x + round(14 * s), y), "small", s,
                  PRIEST_RGB[0], bold=True, max_width=box.w // 3)
        draw_text(surface, self.session.name(1), (box.right - round(14 * s), y), "small", s,
                  PRIEST_RGB[1], bold=True, anchor="topright", max_width=box.w // 3)
        for ornament in range(1, 5):
            row = self.areas[("ornament", ornament)]
            pygame.draw.rect(surface, ROW_FILL, row, border_radius=round(10 * s))
            for seat in (0, 1):
                empty_slot(surface, self.areas[("slot", seat, ornament)], s)
            left = self.areas[("slot", 0, ornament)].right + round(10 * s)
            right = self.areas[("slot", 1, ornament)].x - round(10 * s)
            title = pygame.Rect(left, row.y + round(5 * s), right - left, round(27 * s))
            cartouche(surface, title, s, (238, 222, 178), (150, 112, 50))
            draw_text(surface, f"{ornament} · {_(ORNAMENT_NAMES[ornament])}", title.center,
                      "body", s, INK, bold=True, anchor="center",
                      max_width=title.w - round(24 * s))

    def _draw_mat_background(self, surface, seat) -> None:
        s = self.scale
        mat = self.areas[("mat", seat)]
        panel(surface, mat, radius=round(12 * s), scale=s)
        pygame.draw.rect(surface, PRIEST_RGB[seat], (mat.x, mat.y + round(10 * s),
                                                     round(6 * s), mat.h - round(20 * s)),
                         border_radius=round(3 * s))
        self.draw_seat_marker(surface, seat, (mat.x + round(26 * s), mat.y + round(17 * s)),
                              round(10 * s))
        draw_text(surface, self.session.name(seat), (mat.x + round(44 * s),
                                                     mat.y + round(5 * s)),
                  "body", s, INK, bold=True, max_width=mat.w // 2)
        for i in range(4):
            empty_slot(surface, self.areas[("hand", seat, i)], s, (232, 220, 186))
        for key, label in ((("deck", seat), _("deck")), (("discard", seat), _("discard"))):
            r = self.areas[key]
            empty_slot(surface, r, s, (226, 210, 168))
            draw_text(surface, label, (r.centerx, r.bottom + round(2 * s)), "small", s,
                      MUTED_INK, anchor="midtop")
        hand = self.areas[("hand", seat, 0)].union(self.areas[("hand", seat, 3)])
        draw_text(surface, _("hand"), (hand.centerx, hand.bottom + round(2 * s)), "small", s,
                  MUTED_INK, anchor="midtop")

    def draw_board(self, surface) -> None:
        o = self.obs
        s = self.scale
        hidden = self.animator.hidden_keys()
        i = self.interaction
        held = i.pressed if i.dragging else None
        for temple in range(1, 5):
            for cell, owner in enumerate(o["temples"][temple - 1]):
                key = ("cell", temple, cell)
                if owner is None or key in hidden or key == held:
                    continue
                draw_priest(surface, owner, self.areas[key], self.patterns)
        for k, owner in enumerate(o["kingdom"]):
            key = ("dead", k)
            if owner is not None and key not in hidden:
                draw_priest(surface, owner, self.areas[key], self.patterns)
        king = self.areas[("kingdom",)]
        dead = sum(1 for k in o["kingdom"] if k is not None)
        draw_text(surface, f"{dead}/8", (king.right - round(14 * s), king.y + round(5 * s)),
                  "small", s, PAPYRUS, bold=True, anchor="topright")
        self._draw_track(surface)
        self._draw_ornaments(surface, hidden)
        for seat in (0, 1):
            self._draw_mat(surface, seat, hidden, held)

    def _draw_track(self, surface) -> None:
        """Both scores on a track to 40: red rides above the line, blue below."""
        s = self.scale
        track = self.areas[("track",)]
        y = track.centery
        x0, x1 = track.x + round(8 * s), track.right - round(22 * s)
        pygame.draw.line(surface, (176, 150, 100), (x0, y), (x1, y), max(2, round(3 * s)))
        for k in range(0, 41, 5):
            x = x0 + (x1 - x0) * k // 40
            h = round((5 if k % 10 == 0 else 3) * s)
            pygame.draw.line(surface, MUTED_INK, (x, y - h), (x, y + h), max(1, round(s)))
        goal = (x1 + round(12 * s), y)
        pygame.draw.circle(surface, GOLD, goal, round(12 * s))
        pygame.draw.circle(surface, INK, goal, round(12 * s), max(1, round(1.5 * s)))
        draw_text(surface, "40", goal, "small", s * 0.87, INK, bold=True, anchor="center")
        for seat in (0, 1):
            score = self.shown_scores()[seat]
            x = x0 + (x1 - x0) * min(score, 40) // 40
            cy = y - round(8 * s) if seat == 0 else y + round(8 * s)
            r = round(7 * s)
            pygame.draw.circle(surface, PRIEST_RGB[seat], (x, cy), r)
            pygame.draw.circle(surface, PAPYRUS if not self.patterns else INK, (x, cy), r,
                               max(1, round(1.5 * s)))
            if self.patterns:
                if seat == 0:
                    pygame.draw.circle(surface, PAPYRUS, (x, cy), max(1, r // 3))
                else:
                    pygame.draw.circle(surface, PAPYRUS, (x, cy), max(2, r // 2), 1)

    def _draw_ornaments(self, surface, hidden) -> None:
        o = self.obs
        s = self.scale
        revealed = o["revealed"]
        for ornament in range(1, 5):
            row = self.areas[("ornament", ornament)]
            for seat in (0, 1):
                key = ("slot", seat, ornament)
                if key in hidden:
                    continue
                rect = self.areas[key]
                if revealed:
                    draw_card(surface, rect, revealed[seat][ornament - 1], seat, True)
                elif seat == o["seat"] and o["assignment"][ornament - 1]:
                    draw_card(surface, rect, o["assignment"][ornament - 1], seat, True)
                elif o["face_down"][seat][ornament - 1]:
                    draw_card(surface, rect, 1, seat, False)
            left = self.areas[("slot", 0, ornament)].right + round(14 * s)
            right = self.areas[("slot", 1, ornament)].x - round(14 * s)
            top = row.y + round(38 * s)
            if revealed and any(("slot", seat, ornament) in hidden for seat in (0, 1)):
                pass  # the cards are still turning over
            elif revealed:
                self._draw_outcome(surface, ornament, revealed, left, right, top + round(2 * s))
            else:
                f = font("small", s * 0.93)
                lines = wrap(_(ORNAMENT_HELP[ornament]), f, right - left)
                step = min(f.get_linesize(), (row.bottom - top - round(2 * s)) // 3)
                for k, line in enumerate(lines[:3]):
                    draw_text(surface, line, ((left + right) // 2, top + k * step),
                              "small", s * 0.93, MUTED_INK, anchor="midtop")

    def _outcome(self, ornament, revealed, seat) -> str:
        """What the revealed card of `seat` on `ornament` does this round."""
        o = self.obs
        mine, theirs = revealed[seat][ornament - 1], revealed[1 - seat][ornament - 1]
        if ornament == 1:
            if mine > theirs:
                gain = 2 * (mine - theirs)
                return ngettext("+{n} point", "+{n} points", gain).format(n=gain)
            return _("tie") if mine == theirs else ""
        if ornament == 2:
            parts = []
            if o["first_player"] == seat:
                parts.append(_("plays first"))
            if o["round"] == 1:
                parts.append(_("no removal"))
            elif mine == 1:
                parts.append(_("removes 1 own"))
            elif mine == 2:
                parts.append(_("no removal"))
            else:
                parts.append(_("removes {n}").format(n=mine - 2))
            return ", ".join(parts)
        if ornament == 3:
            return _("temples {t}").format(t=temples_text(list(range(1, mine + 1))))
        return _("places {n}").format(n=mine)

    def _draw_outcome(self, surface, ornament, revealed, left, right, top) -> None:
        s = self.scale
        f = font("small", s, True)
        half = (right - left) // 2 - round(4 * s)
        for seat in (0, 1):
            text = self._outcome(ornament, revealed, seat)
            if not text:
                continue
            lines = wrap(text, f, half)
            for k, line in enumerate(lines[:2]):
                y = top + k * f.get_linesize()
                if seat == 0:
                    draw_text(surface, line, (left, y), "small", s, PRIEST_RGB[0], bold=True)
                else:
                    draw_text(surface, line, (right, y), "small", s, PRIEST_RGB[1], bold=True,
                              anchor="topright")

    def _draw_mat(self, surface, seat, hidden, held) -> None:
        o = self.obs
        s = self.scale
        mat = self.areas[("mat", seat)]
        pending = o["pending"]
        if pending is not None and pending["seat"] == seat:
            pygame.draw.rect(surface, GOLD, mat, max(2, round(3 * s)),
                             border_radius=round(12 * s))
        score = self.shown_scores()[seat]
        score_rect = draw_text(
            surface, ngettext("{n} point", "{n} points", score).format(n=score),
            (mat.right - round(14 * s), mat.y + round(4 * s)), "large", s, INK, bold=True,
            anchor="topright")
        if o["first_player"] == seat:
            tag = _("plays first")
            f = font("small", s, True)
            w = f.size(tag)[0] + round(14 * s)
            badge = pygame.Rect(0, 0, w, round(20 * s))
            badge.topright = (min(mat.right - round(120 * s), score_rect.left - round(10 * s)),
                              mat.y + round(8 * s))
            pygame.draw.rect(surface, GOLD, badge, border_radius=badge.h // 2)
            draw_text(surface, tag, badge.center, "small", s, INK, bold=True, anchor="center")
        sources = self.interaction.sources()
        own = seat == o["seat"]
        for i in range(min(4, o["hand_sizes"][seat])):
            key = ("hand", seat, i)
            if key in hidden or key == held:
                continue
            rect = self.areas[key]
            if own and i < len(o["hand"]):
                lifted = key == self.interaction.selected
                draw_card(surface, rect.move(0, -round(8 * s)) if lifted else rect,
                          o["hand"][i], seat, True)
                if key in sources:
                    pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), max(2, round(2 * s)),
                                     border_radius=round(9 * s))
            else:
                draw_card(surface, rect, 1, seat, False)
        deck = self.areas[("deck", seat)]
        n = o["deck_sizes"][seat]
        if n:
            for k in range(min(3, (n + 9) // 10)):
                draw_card(surface, deck.move(-k * round(2 * s), -k * round(2 * s)), 1, seat,
                          False)
        self._count_badge(surface, deck, n)
        pile = self.areas[("discard", seat)]
        discards = o["discards"][seat]
        if discards and ("discard", seat) not in hidden:
            draw_card(surface, pile, discards[-1], seat, True)
        self._count_badge(surface, pile, len(discards))
        supply = self.areas[("supply", seat)]
        if o["supply"][seat] and not (held == ("supply", seat)):
            icon = pygame.Rect(0, 0, round(34 * s), round(34 * s))
            icon.center = self._icon_pos(supply)
            draw_priest(surface, seat, icon, self.patterns)
        draw_text(surface, ngettext("{n} priest in supply", "{n} priests in supply",
                                    o["supply"][seat]).format(n=o["supply"][seat]),
                  (supply.x + round(40 * s), supply.centery), "body", s, INK, anchor="midleft",
                  max_width=supply.w - round(40 * s))
        if ("supply", seat) in sources:
            pygame.draw.rect(surface, GOLD, supply.inflate(6, 4), max(2, round(2 * s)),
                             border_radius=round(8 * s))
        chip = self.areas[("chip", seat)]
        available = o["exchange_chips"][seat]
        image = chip_image(round(28 * s), available)
        surface.blit(image, image.get_rect(midleft=(chip.x, chip.centery)))
        draw_text(surface, _("exchange available") if available else _("exchange used"),
                  (chip.x + round(36 * s), chip.centery), "small", s,
                  INK if available else MUTED_INK, anchor="midleft",
                  max_width=chip.w - round(36 * s))

    def _count_badge(self, surface, rect, n) -> None:
        s = self.scale
        badge = pygame.Rect(0, 0, round(30 * s), round(22 * s))
        badge.center = (rect.right - round(4 * s), rect.bottom - round(6 * s))
        pygame.draw.rect(surface, INK, badge, border_radius=badge.h // 2)
        draw_text(surface, str(n), badge.center, "small", s, PAPYRUS, bold=True,
                  anchor="center")

    def draw_overlay(self, surface) -> None:
        super().draw_overlay(surface)
        o = self.obs
        lit = self.interaction.lit_targets()
        pending = o["pending"]
        if pending and pending["kind"] in ("remove_enemy", "remove_own", "post_remove"):
            # removable priests: a terracotta ring over the gold glow
            for key in lit:
                if key[0] == "cell":
                    pygame.draw.circle(surface, TERRACOTTA, self.areas[key].center,
                                       self.areas[key].w // 2, max(2, round(3 * self.scale)))

    # ---------------------------------------------------------------- help
    def tooltip(self, key) -> str | None:
        o = self.obs
        kind = key[0]
        if kind == "cell":
            t = key[1]
            cell_kind = o["layout"][t - 1][key[2]]
            return f"{_(CELL_HELP[cell_kind])}\n{self._temple_tip(t)}"
        if kind == "temple":
            return self._temple_tip(key[1])
        if kind in ("ornament", "slot"):
            ornament = key[-1]
            return f"{ornament} · {_(ORNAMENT_NAMES[ornament])}: {_(ORNAMENT_HELP[ornament])}"
        if kind in ("kingdom", "dead"):
            return _("Kingdom of the Dead: removed priests and priests that find no empty "
                     "cell. When its 8 cells are full, a scoring follows at the end of the "
                     "round; further priests stay in their supply.")
        if kind == "deck":
            size = o["deck_sizes"][key[1]]
            text = ngettext("{name}'s deck: {n} card.", "{name}'s deck: {n} cards.",
                            size).format(name=self.session.name(key[1]), n=size)
            bottom = o["deck_bottoms"][key[1]]
            if bottom:
                text += " " + _("Known at the bottom: {cards}.").format(
                    cards=" ".join(str(v) for v in bottom))
            return text
        if kind == "discard":
            pile = o["discards"][key[1]]
            counts = ", ".join(f"{v}: {pile.count(v)}" for v in (1, 2, 3, 4))
            return ngettext("{name}'s discard pile: {n} card ({counts}).",
                            "{name}'s discard pile: {n} cards ({counts}).", len(pile)).format(
                name=self.session.name(key[1]), n=len(pile), counts=counts)
        if kind == "supply":
            supply = o["supply"][key[1]]
            return ngettext("{name}'s supply: {n} priest.", "{name}'s supply: {n} priests.",
                            supply).format(name=self.session.name(key[1]), n=supply)
        if kind == "chip":
            return _("Exchange chip: once per game, before assigning, discard the 4 drawn "
                     "cards and draw 4 new ones.")
        if kind == "hand":
            return _("Drag a card onto one of your ornaments.") if key[1] == o["seat"] else None
        if kind == "track":
            return _("Score track: {red} {a}, {blue} {b}. 40 points end the game.").format(
                red=self.session.name(0), a=o["scores"][0], blue=self.session.name(1),
                b=o["scores"][1])
        if kind == "score":
            breakdown = o["breakdown"][key[1]]
            return "\n".join(f"{_(CATEGORY_NAMES.get(c, c))}: {v}" for c, v in breakdown.items())
        return None

    def _temple_tip(self, temple) -> str:
        cells = self.obs["temples"][temple - 1]
        counts = " · ".join(f"{self.session.name(s)} {cells.count(s)}" for s in (0, 1))
        return "{}: {} ({})".format(_("Temple {n}").format(n=temple), _(TEMPLE_HELP[temple]),
                                    counts)

    def describe(self, event) -> str | None:
        return describe(event, self.session.name)

    def log_events(self, events) -> None:
        """As the kit's, but a player's placements in a row share one log line."""
        for event in events:
            if event.kind != "place":
                text = self.describe(event)
                if text:
                    self.log.add(text, event.seat)
                continue
            run = getattr(self, "_place_run", None)
            lines = self.log.lines
            if run is not None and lines and lines[-1] is run[2] and run[0] == event.seat:
                temples = run[1] + [event.data["temple"]]
                text = _("{name} places priests in temples {temples}.").format(
                    name=self.session.name(event.seat),
                    temples=", ".join(str(t) for t in temples))
                lines[-1] = (text, event.seat)
            else:
                temples = [event.data["temple"]]
                self.log.add(self.describe(event), event.seat)
            self._place_run = (event.seat, temples, lines[-1])
