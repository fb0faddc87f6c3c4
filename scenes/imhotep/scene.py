"""The Imhotep table: five sites, the Nile with the round's ships, each player's sled.

Moves (each a drag or a click): the quarry pile onto the sled (get stones), a sled stone onto
a ship slot, a ship onto a site or its dock (sail), a blue card onto the river (play it).
Choices while unloading are clicks on the glowing market card, face-down pair or pyramid, or
the buttons shown above the table.
"""

import pygame

from game import i18n
from game.anim import Step, Tween
from game.dragdrop import Binding
from game.i18n import _
from game.theme import (
    GOLD,
    INK,
    MUTED_INK,
    PAPYRUS,
    TERRACOTTA,
    draw_text,
    panel,
)
from scenes.table import TableScene

from . import layout as L
from .pieces import (
    STONE_RGB,
    card_face,
    draw_stone,
    empty_cell,
    ship_hull,
    stone_image,
    water,
)
from .texts import (
    BONUS_NAMES,
    CARD_HELP,
    CARD_SHORT,
    REWARD_NAMES,
    SITE_NAMES,
    card_name,
    describe,
    site_name,
)

SOUND_OF = {"take_stones": "stone", "place": "stone", "sail": "sail", "stone_placed": "stone",
            "stone_from_quarry": "stone", "score": "score", "card_taken": "card",
            "keep": "card", "tower_built": "score"}


class ImhotepScene(TableScene):
    game_id = "imhotep"

    # ---------------------------------------------------------------- helpers
    @property
    def patterns(self) -> bool:
        return self.app.settings.colour_blind

    def colour(self, seat: int) -> str:
        return self.obs["colours"][seat]

    def seat_colour(self, seat: int):
        return STONE_RGB[self.obs["colours"][seat]]

    def draw_seat_marker(self, surface, seat, center, radius) -> None:
        image = stone_image(self.colour(seat), radius * 2 + 2, self.patterns)
        surface.blit(image, image.get_rect(center=center))

    def seat_detail(self, seat: int) -> str:
        o = self.obs
        blue = sum(n for c, n in o["hands"][seat].items() if c in ("lever", "hammer", "sail",
                                                                     "chisel"))
        parts = [_("sled {n}/5").format(n=o["sleds"][seat]),
                 _("quarry {n}").format(n=o["quarry"][seat])]
        if blue:
            parts.append(_("blue cards {n}").format(n=blue))
        if seat == o["first_player"]:
            parts.append(_("first"))
        return " · ".join(parts)

    def status(self) -> str:
        o = self.obs
        ships = "-".join(str(s["capacity"]) for s in o["ships"])
        return _("Round {round} of {rounds} · ships {ships}").format(
            round=o["round"], rounds=o["rounds"], ships=ships)

    def obs_scores(self):
        return self.obs["scores"]

    def prompt(self) -> str:
        o = self.obs
        pending = o["pending"]
        kind = pending["kind"]
        seat = pending["seat"]
        if kind == "game_over":
            return _("The game is over.")
        name = self.session.name(seat)
        if not self.session.is_human(seat):
            return _("{name} is thinking…").format(name=name)
        prompts = {
            "turn": _("{name}: take stones, place a stone, sail a ship or play a blue card."),
            "market": _("{name}: take a market card."),
            "keep": _("{name}: keep one of the two cards."),
            "pyramid": _("{name}: choose a pyramid for your stone."),
            "bonus_place": _("{name}: place a stone on a ship, or skip the bonus."),
            "bonus_card": _("{name}: take the top market card, or skip the bonus."),
            "bonus_stones": _("{name}: take 3 stones from the quarry, or skip the bonus."),
            "lever_sail": _("{name} (Lever): sail a ship."),
            "lever_order": _("{name} (Lever): click the stones in unloading order."),
            "hammer_place": _("{name} (Hammer): place a stone on a ship."),
            "sail_place": _("{name} (Sail): place a stone on a ship."),
            "sail_site": _("{name} (Sail): sail that ship to a site."),
            "chisel_place": _("{name} (Chisel): place a stone on a ship."),
            "temple_choice": _("{name}: choose the temple reward."),
        }
        return prompts.get(kind, "").format(name=name)

    # ---------------------------------------------------------------- layout
    def layout(self) -> None:
        if not hasattr(self, "table_rect"):
            return
        o = self.obs
        s = self.scale
        canvas = L.Canvas(self.table_rect, s)
        self.canvas = canvas
        areas: dict = {}
        self.site_rects = L.site_rects(canvas)
        self.dock_rects = L.dock_rects(canvas, self.site_rects)
        self.river_rect = canvas.rect(4, L.RIVER_TOP, L.CANVAS[0] - 8,
                                      L.RIVER_BOTTOM - L.RIVER_TOP)
        areas[("river",)] = self.river_rect
        for name, rect in self.site_rects.items():
            areas[("site", name)] = rect
            areas[("dock", name)] = self.dock_rects[name]
        self._layout_sites(areas)
        ships = o["ships"]
        in_river = [ship["site"] is None for ship in ships]
        river_ships = L.river_ship_rects(canvas, [sh["capacity"] for sh in ships], in_river)
        self.ship_rects = {}
        for i, ship in enumerate(ships):
            if ship["site"] is None:
                rect = river_ships[i]
            else:
                rect = L.docked_ship_rect(canvas, self.dock_rects[ship["site"]],
                                          ship["capacity"])
            self.ship_rects[i] = rect
            areas[("ship", i)] = rect
            for j, slot in enumerate(L.slot_rects(rect, ship["capacity"], s)):
                areas[("slot", i, j)] = slot
        self.mat_rects = L.mat_rects(canvas, o["players"])
        for seat, mat in enumerate(self.mat_rects):
            self._layout_mat(areas, seat, mat)
        for seat in range(o["players"]):
            areas[("score", seat)] = self.panel_row(seat)
        if o["pending"]["kind"] == "keep" and o["peek"]:
            box = self.keep_box()
            for j, rect in enumerate(self.keep_card_rects(box, len(o["peek"]))):
                areas[("peek", j)] = rect
        self.areas = areas

    def panel_row(self, seat: int) -> pygame.Rect:
        s = self.scale
        pad = round(12 * s)
        y = pad + round(32 * s) + seat * round(58 * s)
        return pygame.Rect(self.panel_rect.x + pad, y, self.panel_rect.w - 2 * pad,
                           round(52 * s))

    def _layout_mat(self, areas, seat, mat) -> None:
        s = self.scale
        slot = round(34 * s)
        x = mat.x + round(12 * s)
        y = mat.y + round(36 * s)
        sled = pygame.Rect(x - round(4 * s), y - round(4 * s), 5 * (slot + round(4 * s)) +
                           round(4 * s), slot + round(8 * s))
        areas[("sled", seat)] = sled
        for k in range(5):
            areas[("sled_stone", seat, k)] = pygame.Rect(x + k * (slot + round(4 * s)), y,
                                                         slot, slot)
        areas[("quarry", seat)] = pygame.Rect(sled.right + round(14 * s), mat.y + round(30 * s),
                                              round(86 * s), round(48 * s))
        hand = self.obs["hands"][seat]
        cx = mat.x + round(12 * s)
        cy = mat.bottom - round(40 * s)
        cw, ch = round(60 * s), round(34 * s)
        areas[("hand_area", seat)] = pygame.Rect(cx, cy, mat.right - cx - round(8 * s), ch)
        for card in sorted(hand, key=_card_order):
            if hand[card] <= 0:
                continue
            if cx + cw > mat.right - round(8 * s):
                break
            areas[("hand", seat, card)] = pygame.Rect(cx, cy, cw, ch)
            cx += cw + round(6 * s)

    def _layout_sites(self, areas) -> None:
        o = self.obs
        s = self.scale
        sites = o["sites"]
        # market
        r = self.site_rects["market"]
        cw, ch = (r.w - round(30 * s)) // 2, round(66 * s)
        top = r.y + round(36 * s)
        display = o["market"]["display"]
        for i in range(len(display) + (1 if o["market"]["side"] == "B" else 0)):
            row, col = divmod(i, 2)
            rect = pygame.Rect(r.x + round(10 * s) + col * (cw + round(10 * s)),
                               top + row * (ch + round(10 * s)), cw, ch)
            key = ("display", i) if i < len(display) else ("pair",)
            areas[key] = rect
        # pyramids
        r = self.site_rects["pyramids"]
        pyr = sites["pyramids"]
        if pyr["side"] == "A":
            # level 1 (3x3) on the left; level 2 (2x2) and the top cell to its right
            cell = round(27 * s)
            step = round(30 * s)
            x0 = r.x + round(12 * s)
            y0 = r.y + round(66 * s)
            for i in range(9):
                col, row = divmod(i, 3)
                areas[("cell", "pyramids", i)] = pygame.Rect(x0 + col * step, y0 + row * step,
                                                             cell, cell)
            x1 = x0 + 3 * step + round(14 * s)
            for j in range(4):
                col, row = divmod(j, 2)
                areas[("cell", "pyramids", 9 + j)] = pygame.Rect(
                    x1 + col * step, y0 + step + row * step, cell, cell)
            areas[("cell", "pyramids", 13)] = pygame.Rect(x1 + step // 2, y0 - round(6 * s),
                                                          cell, cell)
        else:
            cell = round(24 * s)
            width = 2 * cell + round(4 * s)
            gap = (r.w - 3 * width) // 4
            for k in range(3):
                x0 = r.x + gap + k * (width + gap)
                y0 = r.y + round(64 * s)
                areas[("pyramid", k)] = pygame.Rect(x0 - round(4 * s), r.y + round(34 * s),
                                                    width + round(8 * s), round(130 * s))
                for c in range(4):
                    col, row = divmod(c, 2)
                    areas[("cell", "pyramids", (k, c))] = pygame.Rect(
                        x0 + col * (cell + round(4 * s)), y0 + row * (cell + round(4 * s)),
                        cell, cell)
                areas[("cell", "pyramids", (k, 4))] = pygame.Rect(
                    x0 + (width - cell) // 2, y0 + (cell + round(4 * s)) // 2, cell, cell)
        # temple: a column key per column (the top of its stack)
        r = self.site_rects["temple"]
        width = sites["temple"]["width"]
        cw = round(28 * s)
        gap = (r.w - width * cw) // (width + 1)
        base = r.y + round(176 * s)
        for c in range(width):
            areas[("cell", "temple", c)] = pygame.Rect(r.x + gap + c * (cw + gap), base, cw, cw)
        # tomb: columns of 3 from the top left
        r = self.site_rects["tomb"]
        columns = max(6, (len(sites["tomb"]["stones"]) + 2) // 3 + 1)
        cell = min(round(28 * s), (r.w - round(16 * s)) // columns - round(2 * s))
        x0 = r.x + round(8 * s)
        y0 = r.y + round(46 * s)
        for index in range(columns * 3):
            col, row = divmod(index, 3)
            areas[("cell", "tomb", index)] = pygame.Rect(x0 + col * (cell + round(2 * s)),
                                                         y0 + row * (cell + round(2 * s)),
                                                         cell, cell)
        self.tomb_cell = cell
        # obelisks: one tower (A) or loose-stone field (B) per player
        r = self.site_rects["obelisks"]
        n = o["players"]
        cw = round(26 * s)
        gap = (r.w - n * cw) // (n + 1)
        for seat in range(n):
            areas[("cell", "obelisks", seat)] = pygame.Rect(r.x + gap + seat * (cw + gap),
                                                            r.bottom - round(40 * s), cw, cw)
        if sites["obelisks"]["side"] == "B":
            tw = round(30 * s)
            for k in range(len(sites["obelisks"]["slot_values"])):
                row, col = divmod(k, 4)
                areas[("tower", k)] = pygame.Rect(r.x + round(10 * s) + col * (tw + round(4 * s)),
                                                  r.y + round(40 * s) + row * round(50 * s),
                                                  tw, round(44 * s))

    def keep_box(self) -> pygame.Rect:
        s = self.scale
        box = pygame.Rect(0, 0, round(420 * s), round(220 * s))
        box.center = self.table_rect.center
        return box

    def keep_card_rects(self, box, count) -> list[pygame.Rect]:
        s = self.scale
        w, h = round(120 * s), round(130 * s)
        gap = round(30 * s)
        x = box.centerx - (count * w + (count - 1) * gap) // 2
        return [pygame.Rect(x + j * (w + gap), box.y + round(60 * s), w, h)
                for j in range(count)]

    def choice_bar_y(self) -> int:
        return round(6 * self.scale)

    # ---------------------------------------------------------------- interaction
    def bindings(self) -> list:
        o = self.obs
        seat = o["pending"]["seat"]
        kind = o["pending"]["kind"]
        result = []
        for action in self.state.legal_actions():
            name = action[0]
            if name == "get_stones":
                result.append(Binding(action, ("quarry", seat), ("sled", seat)))
            elif name == "place":
                result.append(Binding(action, ("sled", seat), ("slot", action[1], action[2])))
            elif name == "sail":
                for target in (("site", action[2]), ("dock", action[2])):
                    result.append(Binding(action, ("ship", action[1]), target))
            elif name == "play":
                result.append(Binding(action, ("hand", seat, action[1]), ("river",)))
            elif name == "take_card":
                result.append(Binding(action, None, ("display", action[1])))
            elif name == "take_pair":
                result.append(Binding(action, None, ("pair",)))
            elif name == "keep":
                result.append(Binding(action, None, ("peek", action[1])))
            elif name == "choose_pyramid":
                result.append(Binding(action, None, ("pyramid", action[1])))
            elif name == "lever_order" and kind == "lever_order":
                ship = o["pending"]["ship"]
                result.append(Binding(action, None, ("slot", ship, action[1])))
        return result

    def choices(self) -> list:
        labels = []
        for action in self.state.legal_actions():
            if action[0] == "temple_reward":
                pending = self.obs["pending"]
                label = _("1 point") if action[1] == 0 else _("{n} stones").format(
                    n=pending.get("stones", 2))
                labels.append((label, action))
            elif action[0] == "decline":
                labels.append((_("Skip the bonus"), action))
            elif action[0] == "take_bonus":
                labels.append((_("Take the bonus"), action))
            elif action[0] == "pass":
                labels.append((_("Pass"), action))
        return labels

    def propose(self, source, target):
        if source is None or target is None:
            return None
        if source[0] == "sled" and target[0] == "slot":
            return ("place", target[1], target[2])
        if source[0] == "ship" and target[0] in ("site", "dock"):
            return ("sail", source[1], target[1])
        if source[0] == "quarry" and target[0] == "sled":
            return ("get_stones",)
        if source[0] == "hand":
            return ("play", source[2])
        return None

    def drag_image(self, source):
        s = self.scale
        kind = source[0]
        if kind in ("sled", "quarry"):
            return stone_image(self.colour(source[1]), round(34 * s), self.patterns)
        if kind == "hand":
            rect = pygame.Rect(0, 0, round(70 * s), round(48 * s))
            image = pygame.Surface(rect.size, pygame.SRCALPHA)
            card_face(image, rect, source[2], _(CARD_SHORT[source[2]]), s)
            return image
        if kind == "ship" and source[1] in self.ship_rects:
            rect = self.ship_rects[source[1]]
            image = pygame.Surface(rect.size, pygame.SRCALPHA)
            self.draw_ship(image, source[1], rect.move(-rect.x, -rect.y), self.obs, plain=True)
            return image
        return None

    # ---------------------------------------------------------------- animation
    def animate(self, events, before: dict) -> None:
        s = self.scale
        for event in events:
            kind = event.kind
            d = event.data
            sound = SOUND_OF.get(kind)
            if kind == "take_stones" and d["count"] > 0:
                seat = event.seat
                start = before.get(("quarry", seat), self.areas[("quarry", seat)]).center
                first = self.obs["sleds"][seat] - d["count"]
                tweens = []
                for k in range(d["count"]):
                    key = ("sled_stone", seat, first + k)
                    if key in self.areas:
                        tweens.append(self._stone_tween(seat, start, self.areas[key].center,
                                                        delay=0.08 * k, hides={key}))
                self.animator.add(Step(tweens, on_start=self._sound(sound)))
            elif kind == "place":
                key = ("slot", d["ship"], d["slot"])
                start = before.get(("sled", event.seat), self.areas[("sled", event.seat)])
                self.animator.add(Step([self._stone_tween(event.seat, start.center,
                                                          self.areas[key].center, hides={key})],
                                       on_start=self._sound(sound)))
            elif kind == "sail":
                ship = d["ship"]
                start = before.get(("ship", ship))
                end = self.areas[("ship", ship)]
                image = self._ship_image_from(before, ship)
                if start is not None and image is not None:
                    self.animator.add(Step([Tween(start.center, end.center, self._blit(image),
                                                  duration=0.45,
                                                  hides=frozenset({("ship", ship)}))],
                                           on_start=self._sound(sound)))
            elif kind == "unload":
                ship, slot = d["ship"], d["slot"]
                hull = self._docked_hull(ship, d["site"])
                start = L.slot_rects(hull, len(self._before_obs["ships"][ship]["slots"]),
                                     s)[slot].center
                target = self._landing(d["site"], event.seat, events, event)
                end = self.areas[target].center if target in self.areas else \
                    self.site_rects[d["site"]].center
                self.animator.add(Step(
                    [self._stone_tween(event.seat, start, end, hides={target} if target in
                                       self.areas else set(), arc=30 * s)],
                    on_start=self._sound("stone"),
                    waiting=self._waiting_stone(event.seat, start),
                    backdrop=self._hull_drawer(hull, ship)))
            elif kind == "stone_from_quarry":
                target = self._landing(d["site"], event.seat, events, event)
                start = self.areas[("quarry", event.seat)].center
                end = self.areas[target].center if target in self.areas else \
                    self.site_rects[d["site"]].center
                self.animator.add(Step([self._stone_tween(event.seat, start, end,
                                                          hides={target}, arc=40 * s)],
                                       on_start=self._sound(sound)))
            elif kind == "score" and d["points"] != 0:
                self.animator.add(Step([self._points_tween(event, before)],
                                       on_start=self._sound("score")))
            elif kind == "card_taken":
                self._card_tween(event, before)
            elif kind in ("round_start", "game_end"):
                text = (_("Round {round}").format(round=d["round"]) if kind == "round_start"
                        else _("Game over"))
                self.banner_step(text)

    def play(self, action) -> bool:
        self._before_obs = self.obs  # unloading empties the ships: draw them as they were
        return super().play(action)

    def _landing(self, site, seat, events, event):
        """The area key where a stone arriving at `site` lands (from its stone_placed)."""
        index = events.index(event)
        for later in events[index + 1:]:
            if later.kind == "stone_placed" and later.seat == seat:
                cell = later.data.get("cell")
                if site == "pyramids" and "pyramid" in later.data:
                    return ("cell", "pyramids", (later.data["pyramid"], cell))
                if site == "temple":
                    width = self.obs["sites"]["temple"]["width"]
                    return ("cell", "temple", cell % width)
                if site == "obelisks":
                    return ("cell", "obelisks", seat)
                return ("cell", site, cell)
            if later.kind in ("unload", "sail"):
                break
        if site == "market":
            return ("site", "market")
        return ("site", site)

    def _docked_hull(self, ship, site) -> pygame.Rect:
        """Where `ship` lies at the dock of `site`, by its size before this move."""
        capacity = len(self._before_obs["ships"][ship]["slots"])
        return L.docked_ship_rect(self.canvas, self.dock_rects[site], capacity)

    def _hull_drawer(self, hull, ship):
        capacity = len(self._before_obs["ships"][ship]["slots"])
        s = self.scale

        def draw(surface):
            ship_hull(surface, hull, s)
            for r in L.slot_rects(hull, capacity, s):
                pygame.draw.rect(surface, (196, 152, 96), r, border_radius=round(4 * s))
        return draw

    def _stone_tween(self, seat, start, end, delay=0.0, hides=(), arc=0.0) -> Tween:
        image = stone_image(self.colour(seat), round(32 * self.scale), self.patterns)
        return Tween(start, end, self._blit(image), duration=0.3, delay=delay,
                     hides=frozenset(hides), arc=arc)

    def _waiting_stone(self, seat, pos):
        image = stone_image(self.colour(seat), round(32 * self.scale), self.patterns)

        def draw(surface):
            surface.blit(image, image.get_rect(center=pos))
        return draw

    def _ship_image_from(self, before, ship):
        rect = before.get(("ship", ship))
        if rect is None:
            return None
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        self.draw_ship(image, ship, rect.move(-rect.x, -rect.y), self._before_obs,
                       plain=True)
        return image

    def _points_tween(self, event, before) -> Tween:
        d = event.data
        category = d["category"]
        site = {"pyramid": "pyramids", "temple": "temple", "tomb": "tomb",
                "obelisks": "obelisks"}.get(category)
        start = self.site_rects[site].center if site else self.mat_rects[event.seat].center
        end = self.areas[("score", event.seat)].midright
        text = f"{d['points']:+d}"
        colour = GOLD if d["points"] > 0 else TERRACOTTA
        s = self.scale

        def draw(surface, pos, _t):
            rect = pygame.Rect(0, 0, round(54 * s), round(32 * s))
            rect.center = (round(pos[0]), round(pos[1]))
            pygame.draw.rect(surface, INK, rect, border_radius=round(16 * s))
            draw_text(surface, text, rect.center, "large", s, colour, bold=True,
                      anchor="center")
        return Tween(start, (end[0] - round(30 * s), end[1]), draw, duration=0.45, arc=40 * s)

    def _card_tween(self, event, before) -> None:
        d = event.data
        card = d["card"]
        if d.get("from") == "display":
            start_rect = before.get(("display", d.get("index", 0)))
        elif d.get("from") == "pair":
            start_rect = before.get(("pair",))
        else:
            start_rect = self.site_rects["market"]
        if start_rect is None:
            start_rect = self.site_rects["market"]
        end = self.areas.get(("hand", event.seat, card), self.areas[("hand_area",
                                                                     event.seat)])
        s = self.scale
        rect = pygame.Rect(0, 0, round(70 * s), round(48 * s))
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        card_face(image, rect, card, _(CARD_SHORT[card]), s)
        self.animator.add(Step([Tween(start_rect.center, end.center, self._blit(image),
                                      duration=0.4, hides=frozenset({("hand", event.seat,
                                                                      card)}))],
                               on_start=self._sound("card")))

    # ---------------------------------------------------------------- drawing
    # The table is painted in two cached layers: the background (boards, empty cells,
    # labels: it changes with the layout only) and the pieces over it.
    def background_key(self) -> tuple:
        o = self.obs
        return (self.size, o["players"], tuple(sorted(o["options"].items())),
                len(o["sites"]["tomb"]["stones"]) // 3, i18n.current_language(),
                o["first_player"])

    def draw_background(self, surface) -> None:
        o = self.obs
        s = self.scale
        water(surface, self.river_rect, s)
        for name in L.SITE_ORDER:
            rect = self.site_rects[name]
            panel(surface, rect, radius=round(12 * s), scale=s)
            draw_text(surface, _(SITE_NAMES[name]), (rect.x + round(10 * s),
                                                     rect.y + round(8 * s)),
                      "body", s, INK, bold=True, max_width=rect.w - round(44 * s))
            tag = pygame.Rect(rect.right - round(30 * s), rect.y + round(9 * s), round(22 * s),
                              round(22 * s))
            pygame.draw.rect(surface, INK, tag, border_radius=round(5 * s))
            draw_text(surface, o["sites"][name]["side"], tag.center, "small", s, PAPYRUS,
                      bold=True, anchor="center")
            getattr(self, f"draw_{name}")(surface, rect, o["sites"][name], frozenset(), True)
        for dock in self.dock_rects.values():
            self.draw_dock(surface, dock)
        for seat, mat in enumerate(self.mat_rects):
            self.draw_mat_background(surface, seat, mat)

    def draw_board(self, surface) -> None:
        o = self.obs
        hidden = self.animator.hidden_keys()
        active = self.interaction.active_source
        for name in L.SITE_ORDER:
            getattr(self, f"draw_{name}")(surface, self.site_rects[name], o["sites"][name],
                                          hidden, False)
        for i in range(len(o["ships"])):
            if ("ship", i) in hidden:
                continue
            self.draw_ship(surface, i, self.ship_rects[i], o, hidden=hidden,
                           lifted=active == ("ship", i) and not self.interaction.dragging,
                           movable=("ship", i) in self.interaction.sources())
        for seat, mat in enumerate(self.mat_rects):
            self.draw_mat(surface, seat, mat, hidden)

    def draw_overlay(self, surface) -> None:
        o = self.obs
        lit = self.interaction.lit_targets()
        super().draw_overlay(surface)
        if ("river",) in lit:
            draw_text(surface, _("Drop the card on the river to play it"),
                      (self.river_rect.centerx, self.river_rect.y + round(6 * self.scale)),
                      "small", self.scale, PAPYRUS, bold=True, anchor="midtop")
        if o["pending"]["kind"] == "keep" and o["peek"]:
            self.draw_keep(surface, o["peek"], lit)

    def draw_market(self, surface, rect, site, hidden, background) -> None:
        s = self.scale
        market = self.obs["market"]
        if background:
            for i in range(len(market["display"])):
                empty_cell(surface, self.areas[("display", i)], s)
            if ("pair",) in self.areas:
                empty_cell(surface, self.areas[("pair",)], s)
            return
        for i, card in enumerate(market["display"]):
            if card is not None:
                card_face(surface, self.areas[("display", i)], card, _(CARD_SHORT[card]), s)
        if ("pair",) in self.areas and market["pair"]:
            back = self.areas[("pair",)].inflate(-round(10 * s), -round(8 * s))
            card_face(surface, back.move(-round(5 * s), -round(3 * s)), None, "", s, True)
            card_face(surface, back.move(round(5 * s), round(3 * s)), None, "", s, True)
        y = rect.bottom - round(52 * s)
        draw_text(surface, _("Deck: {n} cards").format(n=market["deck_size"]),
                  (rect.x + round(10 * s), y), "small", s, MUTED_INK)
        x = rect.x + round(10 * s)
        y += round(22 * s)
        for seat, count in enumerate(self.obs["market_stones"]):
            for _k in range(count):
                draw_stone(surface, self.colour(seat), pygame.Rect(x, y, round(20 * s),
                                                                   round(20 * s)), self.patterns)
                x += round(22 * s)

    def draw_pyramids(self, surface, rect, site, hidden, background) -> None:
        s = self.scale
        if site["side"] == "A":
            cells = site["cells"]
            for i in range(14):
                key = ("cell", "pyramids", i)
                r = self.areas[key]
                if background:
                    empty_cell(surface, r, s, (222, 204, 158) if i < 9 else (232, 216, 172))
                    draw_text(surface, str(site["values"][i]), r.center, "small", s, MUTED_INK,
                              anchor="center")
                elif i < len(cells) and key not in hidden:
                    draw_stone(surface, self.colour(cells[i]), r, self.patterns)
        else:
            for k, pyramid in enumerate(site["pyramids"]):
                for c in range(5):
                    key = ("cell", "pyramids", (k, c))
                    r = self.areas[key]
                    if background:
                        empty_cell(surface, r, s)
                        draw_text(surface, "4" if c == 4 else "1", r.center, "small", s,
                                  MUTED_INK, anchor="center")
                    elif c < len(pyramid) and key not in hidden:
                        draw_stone(surface, self.colour(pyramid[c]), r, self.patterns)
                if background:
                    area = self.areas[("pyramid", k)]
                    label = {"card": _("card"), "stones": "+3",
                             "ship": _("ship")}[site["bonus"][k]]
                    draw_text(surface, label, (area.centerx, area.bottom - round(18 * s)),
                              "small", s, MUTED_INK, anchor="midtop",
                              max_width=area.w + round(8 * s))
        extra = site["extra"]
        if extra and not background:
            x = rect.x + round(10 * s)
            y = rect.bottom - round(28 * s)
            draw_text(surface, "+", (x, y), "body", s, MUTED_INK)
            x += round(14 * s)
            for owner in extra[-8:]:
                draw_stone(surface, self.colour(owner), pygame.Rect(x, y, round(18 * s),
                                                                    round(18 * s)),
                           self.patterns)
                x += round(20 * s)

    def draw_temple(self, surface, rect, site, hidden, background) -> None:
        s = self.scale
        if background:
            for c in range(site["width"]):
                base = self.areas[("cell", "temple", c)]
                empty_cell(surface, base, s)
                if site.get("rewards"):
                    reward = site["rewards"][c]
                    label = {"point_or_stones": "1/2", "two_points": "2",
                             "card": _("card")}[reward]
                    draw_text(surface, label, (base.centerx, base.bottom + round(4 * s)),
                              "small", s, MUTED_INK, anchor="midtop")
            if site["side"] == "A":
                draw_text(surface, _("1 point per top stone"),
                          (rect.centerx, rect.bottom - round(22 * s)), "small", s * 0.85,
                          MUTED_INK, anchor="midtop", max_width=rect.w - round(12 * s))
            return
        lift = round(24 * s)
        for c, column in enumerate(site["columns"]):
            key = ("cell", "temple", c)
            base = self.areas[key]
            visible = list(column)
            if key in hidden and visible:
                visible = visible[:-1]
            shown = visible[-5:]
            for k, owner in enumerate(shown):
                draw_stone(surface, self.colour(owner), base.move(0, -k * lift), self.patterns)
            if len(visible) > 1:
                draw_text(surface, str(len(visible)),
                          (base.centerx, base.y - (len(shown) - 1) * lift - round(2 * s)),
                          "small", s, MUTED_INK, anchor="midbottom")

    def draw_tomb(self, surface, rect, site, hidden, background) -> None:
        s = self.scale
        stones = site["stones"]
        if background:
            index = 0
            while ("cell", "tomb", index) in self.areas:
                empty_cell(surface, self.areas[("cell", "tomb", index)], s)
                index += 1
            if site["side"] == "B":
                first = self.areas[("cell", "tomb", 0)]
                draw_text(surface, _("rows: majority 8/4/2/1"),
                          (rect.centerx, first.y + 3 * (first.h + 2) + 4), "small", s * 0.85,
                          MUTED_INK, anchor="midtop")
            else:
                draw_text(surface, _("groups: 1/3/6/10/15"),
                          (rect.centerx, rect.bottom - round(22 * s)), "small", s * 0.85,
                          MUTED_INK, anchor="midtop")
            return
        for index, owner in enumerate(stones):
            key = ("cell", "tomb", index)
            if key in self.areas and key not in hidden:
                draw_stone(surface, self.colour(owner), self.areas[key], self.patterns)

    def draw_obelisks(self, surface, rect, site, hidden, background) -> None:
        s = self.scale
        n = self.obs["players"]
        if background:
            for seat in range(n):
                empty_cell(surface, self.areas[("cell", "obelisks", seat)], s)
            if site["side"] == "B":
                for k, value in enumerate(site["slot_values"]):
                    r = self.areas[("tower", k)]
                    empty_cell(surface, r, s)
                    draw_text(surface, str(value), (r.centerx, r.bottom + round(1 * s)),
                              "small", s * 0.85, MUTED_INK, anchor="midtop")
            return
        if site["side"] == "A":
            for seat in range(n):
                key = ("cell", "obelisks", seat)
                base = self.areas[key]
                height = site["heights"][seat] - (1 if key in hidden else 0)
                layer = round(9 * s)
                max_layers = max(1, (base.bottom - rect.y - round(44 * s)) // layer)
                shown = min(height, max_layers)
                colour = STONE_RGB[self.colour(seat)]
                for k in range(shown):
                    r = pygame.Rect(base.x, base.bottom - (k + 1) * layer, base.w, layer - 1)
                    pygame.draw.rect(surface, colour, r, border_radius=2)
                    pygame.draw.rect(surface, INK, r, 1, border_radius=2)
                draw_text(surface, str(height), (base.centerx, base.bottom - shown * layer -
                                                 round(2 * s)), "small", s, INK, bold=True,
                          anchor="midbottom")
        else:
            for k, owner in enumerate(site["towers"]):
                if ("tower", k) in self.areas:
                    draw_stone(surface, self.colour(owner),
                               self.areas[("tower", k)].inflate(-4, -14), self.patterns)
            for seat in range(n):
                key = ("cell", "obelisks", seat)
                loose = site["loose"][seat] - (1 if key in hidden else 0)
                for k in range(loose):
                    draw_stone(surface, self.colour(seat),
                               self.areas[key].move(0, -k * round(8 * s)), self.patterns)

    def draw_dock(self, surface, dock) -> None:
        s = self.scale
        pier = dock.inflate(-round(16 * s), -round(12 * s))
        pygame.draw.rect(surface, (176, 140, 86), pier, border_radius=round(6 * s))
        for k in range(1, 6):
            x = pier.x + pier.w * k // 6
            pygame.draw.line(surface, (150, 112, 62), (x, pier.y + 2), (x, pier.bottom - 3), 1)

    def draw_ship(self, surface, i, rect, obs, hidden=frozenset(), lifted=False, movable=False,
                  plain=False) -> None:
        s = self.scale
        ship = obs["ships"][i]
        if lifted:
            rect = rect.move(0, -round(6 * s))
        ship_hull(surface, rect, s)
        for j, r in enumerate(L.slot_rects(rect, ship["capacity"], s)):
            owner = ship["slots"][j]
            pygame.draw.rect(surface, (196, 152, 96), r, border_radius=round(4 * s))
            pygame.draw.rect(surface, (110, 70, 36), r, 1, border_radius=round(4 * s))
            if owner is not None and ("slot", i, j) not in hidden:
                draw_stone(surface, self.colour(owner), r, self.patterns)
        if ship["site"] is None:
            label = _("min {n}").format(n=ship["min_load"])
            draw_text(surface, label, (rect.x + round(8 * s), rect.y - round(1 * s)), "small",
                      s * 0.85, PAPYRUS, anchor="bottomleft")
        if ship.get("stayed"):
            draw_text(surface, _("stayed"), rect.midbottom, "small", s * 0.85, PAPYRUS,
                      anchor="midtop")
        if movable and not plain:
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), max(1, round(2 * s)),
                             border_radius=round(10 * s))

    def draw_mat_background(self, surface, seat, mat) -> None:
        s = self.scale
        panel(surface, mat, radius=round(12 * s), scale=s)
        self.draw_seat_marker(surface, seat, (mat.x + round(20 * s), mat.y + round(16 * s)),
                              round(9 * s))
        draw_text(surface, self.session.name(seat), (mat.x + round(36 * s),
                                                     mat.y + round(5 * s)),
                  "body", s, INK, bold=True, max_width=mat.w // 2)
        if seat == self.obs["first_player"]:
            draw_text(surface, _("first player"), (mat.right - round(12 * s),
                                                   mat.y + round(7 * s)),
                      "small", s, MUTED_INK, anchor="topright")
        sled = self.areas[("sled", seat)]
        pygame.draw.rect(surface, (200, 170, 112), sled, border_radius=round(6 * s))
        for k in range(5):
            empty_cell(surface, self.areas[("sled_stone", seat, k)], s, (218, 196, 146))
        quarry = self.areas[("quarry", seat)]
        draw_text(surface, _("quarry"), (quarry.centerx, quarry.bottom + round(2 * s)), "small",
                  s * 0.85, MUTED_INK, anchor="midtop")

    def draw_mat(self, surface, seat, mat, hidden) -> None:
        s = self.scale
        o = self.obs
        if o["to_move"] == seat:
            pygame.draw.rect(surface, GOLD, mat, max(2, round(3 * s)),
                             border_radius=round(12 * s))
        sources = self.interaction.sources()
        for k in range(o["sleds"][seat]):
            key = ("sled_stone", seat, k)
            lifted = (self.interaction.dragging and self.interaction.pressed == ("sled", seat)
                      and k == o["sleds"][seat] - 1)
            if key not in hidden and not lifted:
                draw_stone(surface, self.colour(seat), self.areas[key], self.patterns)
        if ("sled", seat) in sources:
            pygame.draw.rect(surface, GOLD, self.areas[("sled", seat)].inflate(4, 4),
                             max(1, round(2 * s)), border_radius=round(8 * s))
        quarry = self.areas[("quarry", seat)]
        pile = pygame.Rect(quarry.x, quarry.y, round(40 * s), round(40 * s))
        for k, (dx, dy) in enumerate(((0, 12), (14, 12), (7, 0))):
            if o["quarry"][seat] > k:
                draw_stone(surface, self.colour(seat),
                           pygame.Rect(pile.x + round(dx * s), pile.y + round(dy * s),
                                       round(24 * s), round(24 * s)), self.patterns)
        draw_text(surface, str(o["quarry"][seat]), (pile.right + round(6 * s), pile.centery),
                  "large", s, INK, bold=True, anchor="midleft")
        if ("quarry", seat) in sources:
            pygame.draw.rect(surface, GOLD, quarry.inflate(6, 6), max(1, round(2 * s)),
                             border_radius=round(8 * s))
        hand = o["hands"][seat]
        for card, count in hand.items():
            key = ("hand", seat, card)
            if count <= 0 or key not in self.areas or key in hidden:
                continue
            r = self.areas[key]
            card_face(surface, r, card, _(CARD_SHORT[card]), s * 0.85)
            if count > 1:
                badge = pygame.Rect(r.right - round(16 * s), r.y - round(6 * s), round(20 * s),
                                    round(18 * s))
                pygame.draw.rect(surface, INK, badge, border_radius=round(9 * s))
                draw_text(surface, str(count), badge.center, "small", s * 0.85, PAPYRUS,
                          bold=True, anchor="center")
            if key in sources:
                pygame.draw.rect(surface, GOLD, r.inflate(6, 6), max(2, round(2 * s)),
                                 border_radius=round(8 * s))
        if not any(v > 0 for v in hand.values()):
            area = self.areas[("hand_area", seat)]
            draw_text(surface, _("no cards yet"), (area.x, area.centery), "small", s, MUTED_INK,
                      anchor="midleft")

    def draw_keep(self, surface, peek, lit) -> None:
        s = self.scale
        box = self.keep_box()
        veil = pygame.Surface(self.table_rect.size, pygame.SRCALPHA)
        veil.fill((43, 33, 24, 120))
        surface.blit(veil, self.table_rect)
        panel(surface, box, radius=round(16 * s), scale=s)
        draw_text(surface, _("Keep one card; the other is discarded"),
                  (box.centerx, box.y + round(18 * s)), "body", s, INK, bold=True,
                  anchor="midtop", max_width=box.w - round(20 * s))
        for j, card in enumerate(peek):
            r = self.areas[("peek", j)]
            card_face(surface, r, card, _(CARD_SHORT[card]), s * 1.2)
            if ("peek", j) in lit:
                self.glow(surface, r)

    def tooltip(self, key) -> str | None:
        o = self.obs
        kind = key[0]
        if kind == "display":
            card = o["market"]["display"][key[1]]
            return f"{card_name(card)}: {_(CARD_HELP[card])}" if card else None
        if kind == "hand":
            card = key[2]
            return f"{card_name(card)}: {_(CARD_HELP[card])}"
        if kind == "pair":
            return _("Face-down pair: take both, keep one, discard the other.")
        if kind == "ship":
            ship = o["ships"][key[1]]
            return _("Ship for {cap} stones; sails with at least {min}.").format(
                cap=ship["capacity"], min=ship["min_load"])
        if kind == "quarry":
            return _("{name}'s quarry: {n} stones. Drag onto the sled to take up to 3.").format(
                name=self.session.name(key[1]), n=o["quarry"][key[1]])
        if kind == "sled":
            return _("Sled: {n} of 5 stones. Drag a stone onto a ship.").format(
                n=o["sleds"][key[1]])
        if kind == "pyramid":
            bonus = o["sites"]["pyramids"]["bonus"][key[1]]
            return _("Base cell: 1 point and {bonus}; top: 4 points.").format(
                bonus=_(BONUS_NAMES[bonus]))
        if kind == "cell" and key[1] == "temple" and o["sites"]["temple"].get("rewards"):
            return _(REWARD_NAMES[o["sites"]["temple"]["rewards"][key[2]]])
        if kind in ("site", "dock"):
            return site_name(key[1])
        return None

    def describe(self, event) -> str | None:
        return describe(event, self.session.name)


def _card_order(card: str) -> int:
    order = ("lever", "hammer", "sail", "chisel", "statue", "decoration_pyramid",
             "decoration_temple", "decoration_tomb", "decoration_obelisks")
    return order.index(card) if card in order else len(order)
