"""The Pyramids table: the quarry under its four stacks, your pyramid large in the centre,
the other pyramids small on the right, your gem tokens and single-tile cards on the left.

A turn with the mouse: drag a quarry domino onto your pyramid (or click it, then click a
spot); while it is held, the legal spots for its current rotation light up. R, the right
mouse button or the wheel turn it. Then click the glowing square for the gem token, a square
for a single-tile card (or Skip) and a side and corner in the card chooser, and the stack to
refill the quarry from. A forced filling is a click on an empty square, then on the chooser.
"""

import pygame

from engines.pyramids.data import CARD_SIDES
from engines.pyramids.geometry import DIRS
from game import i18n
from game.anim import Step, Tween
from game.dragdrop import Binding
from game.i18n import _
from game.theme import (
    GOLD,
    INK,
    MUTED_INK,
    PAPYRUS,
    SAND_DARK,
    TERRACOTTA,
    draw_text,
    font,
    panel,
    wrap,
)
from scenes.table import TableScene

from . import layout as L
from .pieces import (
    COLOUR_RGB,
    SEAT_MARKS,
    SEAT_RGB,
    corner_centre,
    domino_image,
    draw_card,
    draw_card_back,
    draw_square,
    draw_token,
    square_rects,
    token_areas,
    visible_surface,
)
from .texts import colour_name, describe, domino_name

LEVEL_SQUARES = (20, 12, 6, 2)
NOWHERE = (("nowhere", 0), ("nowhere", 1))  # keep a held domino selectable in any rotation
SOUND_OF = {"place": "stone", "token": "click", "single_tile": "card", "refill": "stone",
            "stack_split": "stone", "level_scored": "score", "eliminated": "error"}


class PyramidsScene(TableScene):
    game_id = "pyramids"

    def __init__(self, app, replay, state=None, *, autosave: bool = True):
        self.rotation = 0
        self.look: int | None = None
        self.drop_actions: dict = {}
        self.views: dict = {}
        self._places_cache = (None, [])
        self._prev_obs = None
        self._drop_pos = None
        super().__init__(app, replay, state, autosave=autosave)

    # ---------------------------------------------------------------- helpers
    @property
    def patterns(self) -> bool:
        return self.app.settings.colour_blind

    def seat_colour(self, seat: int):
        return SEAT_RGB[seat % len(SEAT_RGB)]

    def draw_seat_marker(self, surface, seat, center, radius) -> None:
        pygame.draw.circle(surface, self.seat_colour(seat), center, radius)
        pygame.draw.circle(surface, INK, center, radius, max(1, radius // 5))
        if self.patterns:
            mark = SEAT_MARKS[seat % 4]
            x, y = center
            r = max(2, radius // 2)
            if mark == "dot":
                pygame.draw.circle(surface, PAPYRUS, center, r)
            elif mark == "ring":
                pygame.draw.circle(surface, PAPYRUS, center, r, max(1, r // 2))
            elif mark == "stripe":
                pygame.draw.line(surface, PAPYRUS, (x - r, y + r), (x + r, y - r), 2)
            else:
                pygame.draw.line(surface, PAPYRUS, (x - r, y - r), (x + r, y + r), 2)
                pygame.draw.line(surface, PAPYRUS, (x - r, y + r), (x + r, y - r), 2)

    def obs_scores(self):
        return self.obs["scores"]

    def pyramid(self, seat: int) -> dict:
        return self.obs["pyramids"][seat]

    def seat_detail(self, seat: int) -> str:
        p = self.pyramid(seat)
        if p["eliminated"]:
            return _("eliminated")
        level = self.obs["level"]
        built = len(p["levels"][level - 1]) + sum(
            1 for c in p["cards"] if c["level"] == level and c["forced"])
        parts = [f"{built}/{LEVEL_SQUARES[level - 1]}",
                 _("tokens {n}").format(n=len(p["tokens_left"])),
            _("cards {n}").format(n=len(p["cards_left"]))]
        return " · ".join(parts)

    def status(self) -> str:
        o = self.obs
        if o["phase"] == "over":
            return _("Game over")
        return _("Level {level} of 4").format(level=o["level"])

    def mover_is_viewer(self) -> bool:
        return self.human_to_move and self.obs["to_move"] == self.viewer

    def prompt(self) -> str:
        o = self.obs
        if o["phase"] == "over":
            return _("The game is over.")
        seat = o["to_move"]
        name = self.session.name(seat)
        if not self.session.is_human(seat):
            return _("{name} is thinking…").format(name=name)
        prompts = {
            "take": _("{name}: drag a domino from the quarry onto your pyramid."),
            "place": _("{name}: lay the domino in hand on your pyramid."),
            "token": _("{name}: click the glowing square for your gem token."),
            "single": _("Click a square of the new domino for a single-tile card, or skip."),
            "card": _("{name}: pick the card's side and gem corner in the chooser on the "
                      "left."),
            "refill": _("{name}: click a glowing stack to refill the quarry."),
            "fill": _("{name}: no domino fits. Click an empty square, then a card side and "
                      "corner on the left."),
        }
        return prompts.get(o["phase"], "").format(name=name)

    # ---------------------------------------------------------------- layout
    def layout(self) -> None:
        if not hasattr(self, "table_rect"):
            return
        o = self.obs
        s = self.scale
        canvas = L.Canvas(self.table_rect, s)
        self.canvas = canvas
        areas: dict = {}
        me = self.viewer
        pending = o["pending"] or {}
        phase = o["phase"]
        # the big pyramid first (lowest for hit testing), then everything on it
        self.big_rect = canvas.rect(*L.BIG)
        areas[("pyr", me)] = self.big_rect
        pyr = self.pyramid(me)
        frame = L.level1_frame(pyr)
        minimum = (11, 11) if pyr["rects"] else (14, 14)
        view_area = self.big_rect.inflate(-round(16 * s), -round(16 * s))
        view_area.y += round(30 * s)
        view_area.h -= round(30 * s)
        self.views = {me: L.fit_view(frame, view_area, 48 * s, minimum)}
        self.left_rect = canvas.rect(*L.LEFT)
        for k in range(4):
            areas[("stack", k)] = L.stack_rect(canvas, k)
        for slot in range(3):
            if o["quarry"][slot] is not None:
                areas[("quarry", slot)] = L.quarry_rect(canvas, slot)
        if pending.get("held") and pending.get("slot") is not None:
            areas[("held",)] = L.quarry_rect(canvas, pending["slot"])
        # the supply of the player at the screen
        for c in range(6):
            areas[("token_supply", c)] = self.token_supply_rect(c)
        for k in range(3):
            areas[("card_supply", k)] = self.card_supply_rect(k)
        # the other pyramids
        others = [seat for seat in range(o["players"]) if seat != me]
        self.mini_rects = dict(zip(others, L.mini_rects(canvas, len(others))))
        for seat, rect in self.mini_rects.items():
            areas[("mini", seat)] = rect
            inner = self.mini_pyramid_rect(rect)
            p = self.pyramid(seat)
            self.views[seat] = L.fit_view(L.level1_frame(p), inner, 24 * s,
                                          (11, 11) if p["rects"] else (12, 12))
        # this turn's targets on the big pyramid
        self.drop_actions = {}
        mine = self.mover_is_viewer()
        if mine and phase in ("take", "place"):
            origin, q = self.views[me]
            for action in self.place_actions():
                if action[4] != self.rotation:
                    continue
                _p, _level, qx, qy, orient = action
                dx, dy = DIRS[orient]
                cx, cy = qx + 1 + dx, qy + 1 + dy
                key = ("drop", cx, cy)
                rect = pygame.Rect(0, 0, round(2 * q), round(2 * q))
                rect.center = (round(origin[0] + cx * q), round(origin[1] + cy * q))
                areas[key] = rect
                self.drop_actions[key] = action
        placed = pending.get("placed")
        if mine and placed and phase in ("token", "single", "card"):
            origin, q = self.views[me]
            for half, rect in enumerate(square_rects(origin, q, placed["x"], placed["y"],
                                                     placed["orient"])):
                areas[("half", half)] = rect
        if mine and phase == "fill":
            origin, q = self.views[me]
            for qx, qy in pending.get("holes", []):
                areas[("hole", qx, qy)] = pygame.Rect(round(origin[0] + qx * q),
                                                      round(origin[1] + qy * q),
                                                      round(2 * q), round(2 * q))
        if mine and phase in ("card", "fill"):
            for key, rect in self.picker_areas().items():
                areas[key] = rect
        for seat in range(o["players"]):
            areas[("score", seat)] = self.panel_row(seat)
        self.areas = areas

    def panel_row(self, seat: int) -> pygame.Rect:
        s = self.scale
        pad = round(12 * s)
        y = pad + round(32 * s) + seat * round(58 * s)
        return pygame.Rect(self.panel_rect.x + pad, y, self.panel_rect.w - 2 * pad,
                           round(52 * s))

    def token_supply_rect(self, colour: int) -> pygame.Rect:
        row, col = divmod(colour, 3)
        return self.canvas.rect(L.LEFT[0] + 14 + col * 58, 112 + row * 54, 48, 48)

    def card_supply_rect(self, k: int) -> pygame.Rect:
        return self.canvas.rect(L.LEFT[0] + 14 + k * 58, 248, 48, 48)

    def mini_pyramid_rect(self, rect: pygame.Rect) -> pygame.Rect:
        s = self.scale
        top = round(52 * s)
        return pygame.Rect(rect.x + round(8 * s), rect.y + top, rect.w - round(16 * s),
                           rect.h - top - round(8 * s))

    def picker_areas(self) -> dict:
        """The card chooser: per card left a row of its two sides; each corner a target."""
        o = self.obs
        seat = o["to_move"]
        cards = self.pyramid(seat)["cards_left"] if seat is not None else []
        out = {}
        for row, k in enumerate(cards):
            for col, colour in enumerate(CARD_SIDES[k]):
                square = self.canvas.rect(L.LEFT[0] + 22 + col * 80, 450 + row * 76, 66, 66)
                for corner in range(4):
                    cx, cy = corner // 2, corner % 2
                    out[("pick", colour, corner)] = pygame.Rect(
                        square.x + cx * (square.w // 2), square.y + cy * (square.h // 2),
                        square.w // 2 if cx == 0 else square.w - square.w // 2,
                        square.h // 2 if cy == 0 else square.h - square.h // 2)
        return out

    def place_actions(self) -> list:
        """Every legal placement of the domino in hand, or of a quarry domino if taken."""
        ply = len(self.session.replay.actions)
        if self._places_cache[0] == ply:
            return self._places_cache[1]
        state = self.state
        legal = state.legal_actions()
        if self.obs["phase"] == "take":
            probe = state.clone()
            probe.apply(legal[0])
            places = [a for a in probe.legal_actions() if a[0] == "place"]
        else:
            places = [a for a in legal if a[0] == "place"]
        self._places_cache = (ply, places)
        return places

    # ---------------------------------------------------------------- interaction
    def bindings(self) -> list:
        o = self.obs
        phase = o["phase"]
        result = []
        drops = list(self.drop_actions) + list(NOWHERE)
        for action in self.state.legal_actions():
            name = action[0]
            if name == "take":
                for target in drops:
                    result.append(Binding(action, ("quarry", action[1]), target))
            elif name == "place":
                if action[4] == self.rotation:
                    key = self.drop_key(action)
                    result.append(Binding(action, ("held",), key))
            elif name in ("token", "single_tile"):
                result.append(Binding(action, None, ("half", action[1])))
            elif name == "card":
                result.append(Binding(action, None, ("pick", action[1], action[2])))
            elif name == "refill":
                result.append(Binding(action, None, ("stack", action[1])))
            elif name == "fill":
                result.append(Binding(action, ("hole", action[1], action[2]),
                                      ("pick", action[3], action[4])))
        if phase == "place":
            # the held domino stays in hand whatever its rotation
            first = next((a for a in self.state.legal_actions() if a[0] == "place"), None)
            if first is not None:
                for target in NOWHERE:
                    result.append(Binding(first, ("held",), target))
        return result

    @staticmethod
    def drop_key(action) -> tuple:
        _p, _level, qx, qy, orient = action
        dx, dy = DIRS[orient]
        return ("drop", qx + 1 + dx, qy + 1 + dy)

    def choices(self) -> list:
        return [(_("Skip the card"), a) for a in self.state.legal_actions()
                if a[0] == "skip_single"]

    def choice_bar_y(self) -> int:
        """Buttons (Skip the card) sit at the foot of the big pyramid: the prompt stays on
        top, the stacks stay visible."""
        if hasattr(self, "big_rect"):
            return self.big_rect.bottom - round(52 * self.scale)
        return round(6 * self.scale)

    def refresh(self) -> None:
        self._places_cache = (None, [])
        super().refresh()
        i = self.interaction
        if self.obs["phase"] == "fill" and i.selected is None:
            sources = i.sources()
            if len(sources) == 1:
                i.selected = next(iter(sources))

    def rotate(self, step: int) -> None:
        """Turn the domino in hand (and the one you would pick) a quarter turn."""
        self.rotation = (self.rotation + step) % 4
        self.layout()
        if self.human_to_move and self.covered_for is None:
            self.interaction.set_bindings(self.bindings())
        self.version += 1
        self.app.audio.play("click")

    def can_rotate(self) -> bool:
        return self.obs["phase"] in ("take", "place") and self.mover_is_viewer()

    def handle_event(self, event) -> None:
        if self.covered_for is None:
            if self.look is not None:
                if event.type == pygame.MOUSEBUTTONUP or event.type == pygame.KEYDOWN:
                    self.look = None
                    self.version += 1
                if event.type != pygame.MOUSEMOTION:
                    return
            if event.type == pygame.MOUSEWHEEL and self.can_rotate():
                self.rotate(-1 if event.y > 0 else 1)
                return
            if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3
                    and self.can_rotate()):
                self.rotate(1)
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_r and self.can_rotate():
                self.rotate(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return
        idle = (self.interaction.selected is None and self.interaction.pressed is None
                and self.covered_for is None)
        super().handle_event(event)
        if (idle and event.type == pygame.MOUSEBUTTONUP and event.button == 1
                and not self.ui.get_hovering_any_element()):
            keys = self.keys_at(event.pos)
            if keys and keys[0][0] == "mini" and self.interaction.selected is None:
                self.look = keys[0][1]
                self.version += 1

    def on_outcome(self, outcome) -> None:
        if (outcome.kind == "play" and outcome.action[0] == "take"
                and outcome.target in self.drop_actions):
            place = self.drop_actions[outcome.target]
            self._drop_pos = outcome.pos
            if self.play(outcome.action):
                self.play(place)
            self._drop_pos = None
            return
        if outcome.kind == "refused" and outcome.source is not None and \
                outcome.source[0] in ("quarry", "held"):
            action = self.placement_under_mouse()
            if action is not None and self.placement_refusal(outcome.source) is None:
                # the engine takes it (the first domino may go anywhere)
                if outcome.source[0] == "held" or self.play(("take", outcome.source[1])):
                    self.play(action)
                return
            reason = self.placement_refusal(outcome.source)
            self.refused(reason or _("that piece cannot go there"))
            if outcome.pos is not None and outcome.source in self.areas:
                self.spring_back(outcome.source, outcome.pos)
            return
        super().on_outcome(outcome)

    def propose(self, source, target):
        if source is not None and source[0] == "hole" and target and target[0] == "pick":
            return ("fill", source[1], source[2], target[1], target[2])
        return None

    def placement_under_mouse(self):
        """The placement of the held domino under the mouse, or None off the pyramid."""
        if self.viewer not in self.views:
            return None
        origin, q = self.views[self.viewer]
        mx, my = self.interaction.mouse
        if not self.big_rect.collidepoint(mx, my):
            return None
        level = self.obs["level"]
        dx, dy = DIRS[self.rotation]
        # the domino's centre under the mouse, on the lattice of the level's centres
        fx = (mx - origin[0]) / q - 1 - dx
        fy = (my - origin[1]) / q - 1 - dy
        qx = 2 * round((fx - (level - 1)) / 2) + level - 1
        qy = 2 * round((fy - (level - 1)) / 2) + level - 1
        return ("place", level, qx, qy, self.rotation)

    def placement_refusal(self, source):
        """The engine's reason why the held domino cannot go under the mouse (None when it
        can, or off the pyramid)."""
        action = self.placement_under_mouse()
        if action is None:
            return None
        probe = self.state.clone()
        if self.obs["phase"] == "take":
            probe.apply(("take", source[1]))
        return probe.placement_error(action)

    def drag_image(self, source):
        domino = self.domino_of(source)
        if domino is None or self.viewer not in self.views:
            return None
        q = self.views[self.viewer][1]
        return domino_image(domino, self.rotation, round(2 * q), self.patterns)

    def domino_of(self, source):
        o = self.obs
        if source is None:
            return None
        if source[0] == "quarry":
            return o["quarry"][source[1]]
        if source[0] == "held":
            return (o["pending"] or {}).get("held")
        return None

    # ---------------------------------------------------------------- animation
    def play(self, action) -> bool:
        self._prev_obs = self.obs
        return super().play(action)

    def animate(self, events, before: dict) -> None:
        self._animate_events(events, before)
        shown = getattr(self, "_shown_viewer", self.viewer)
        self._shown_viewer = self.viewer
        if shown != self.viewer and self.obs["phase"] != "over":
            # hot seat: the table now shows the next player's pyramid
            self._banner_step(_("{name}'s turn").format(name=self.session.name(self.viewer)),
                              0.9, sound=self._sound("click"))

    def _animate_events(self, events, before: dict) -> None:
        prev = self._prev_obs or self.obs
        scored = [e for e in events if e.kind == "level_scored"]
        for event in events:
            kind = event.kind
            d = event.data
            seat = event.seat
            sound = self._sound(SOUND_OF.get(kind))
            if kind == "take":
                if not self.mover_is_viewer() or self._drop_pos is None:
                    start = before.get(("quarry", d["slot"]))
                    if start is not None and ("held",) in self.areas:
                        image = domino_image(self.obs["pending"]["held"], 0,
                                             start.h, self.patterns)
                        self.animator.add(Step([Tween(start.center, self.areas[("held",)].center,
                                                      self._blit(image), duration=0.18,
                                                      arc=14 * self.scale,
                                                      hides=frozenset({("held",)}))]))
            elif kind == "place":
                self._place_tween(event, before, prev, sound)
            elif kind == "token":
                self._token_tween(event, before, sound)
            elif kind == "single_tile":
                self._card_tween(event, before, sound)
            elif kind == "refill":
                start = before.get(("stack", d["stack"]), self.areas[("stack", d["stack"])])
                end = self.areas.get(("quarry", d["slot"]))
                if end is not None:
                    domino = self.obs["quarry"][d["slot"]]
                    image = domino_image(domino, 0, end.h, self.patterns)
                    self.animator.add(Step([Tween(start.center, end.center, self._blit(image),
                                                  duration=0.3, arc=10 * self.scale,
                                                  hides=frozenset({("quarry", d["slot"])}))],
                                           on_start=sound))
            elif kind == "stack_split":
                start = self.areas[("stack", d["from"])]
                end = self.areas[("stack", d["to"])]
                top = self.obs["stacks"][d["to"]]["top"]
                if top is not None:
                    image = domino_image(top, 0, round(L.STACK_SQ * self.scale), self.patterns)
                    self.animator.add(Step([Tween(start.center, end.center, self._blit(image),
                                                  duration=0.35, arc=16 * self.scale,
                                                  hides=frozenset({("stack", d["to"])}))],
                                           on_start=sound))
            elif kind == "forced_filling":
                self._banner_step(_("Forced filling: {name}").format(
                    name=self.session.name(seat)), 1.0)
            elif kind == "eliminated":
                self._banner_step(_("{name} is eliminated").format(
                    name=self.session.name(seat)), 1.4, TERRACOTTA, sound)
            elif kind == "level_scored":
                self._score_step(event, events, prev, sound, len(scored))
            elif kind == "tokens_returned":
                self._return_tokens(events, prev)
            elif kind == "level_start":
                self._banner_step(_("Level {level}: {name} starts").format(
                    level=d["level"], name=self.session.name(seat)), 1.1)
            elif kind == "game_over":
                self._banner_step(_("Game over"), 1.0)

    def _place_tween(self, event, before, prev, sound) -> None:
        d = event.data
        seat = event.seat
        if seat not in self.views:
            return
        origin, q = self.views[seat]
        rects = square_rects(origin, q, d["x"], d["y"], d["orient"])
        end = rects[0].union(rects[1]).center
        if self._drop_pos is not None and seat == self.viewer:
            start = self._drop_pos
            duration = 0.12
        else:
            held = before.get(("held",)) or before.get(("quarry", 0))
            start = held.center if held is not None else end
            duration = 0.4
        domino = {"colours": [sq["colour"] for sq in d["squares"]], "gems": []}
        # the domino's own gems (unrotated) come from the observation of the piece
        domino = self._domino_json(d["domino"], prev) or domino
        image = domino_image(domino, d["orient"], round(2 * q), self.patterns)
        index = len(self.pyramid(seat)["pieces"]) - 1
        self.animator.add(Step([Tween(start, end, self._blit(image), duration=duration,
                                      arc=0 if duration < 0.2 else 30 * self.scale,
                                      hides=frozenset({("piece", seat, index)}))],
                               on_start=sound))

    def _domino_json(self, domino_id, prev) -> dict | None:
        pending = prev.get("pending") or {}
        if pending.get("held") and pending["held"]["id"] == domino_id:
            return pending["held"]
        for d in prev["quarry"]:
            if d is not None and d["id"] == domino_id:
                return d
        return None

    def quarter_point(self, seat: int, qx: float, qy: float):
        origin, q = self.views[seat]
        return origin[0] + qx * q, origin[1] + qy * q

    def supply_point(self, seat: int, key) -> tuple:
        if seat == self.viewer and key in self.areas:
            return self.areas[key].center
        rect = self.mini_rects.get(seat)
        return rect.midtop if rect is not None else self.table_rect.center

    def _token_tween(self, event, before, sound) -> None:
        d = event.data
        seat = event.seat
        if seat not in self.views:
            return
        q = self.views[seat][1]
        start = self.supply_point(seat, ("token_supply", d["colour"]))
        end = self.quarter_point(seat, d["x"] + 1, d["y"] + 1)
        radius = max(5, q * 0.55)
        colour = d["colour"]

        def draw(surface, pos, _t):
            draw_token(surface, colour, pos, radius)
        self.animator.add(Step([Tween(start, end, draw, duration=0.3, arc=24 * self.scale,
                                      hides=frozenset({("token", seat, colour)}))],
                               on_start=sound))

    def _card_tween(self, event, before, sound) -> None:
        d = event.data
        seat = event.seat
        if seat not in self.views:
            return
        origin, q = self.views[seat]
        card = next(k for k, sides in enumerate(CARD_SIDES) if d["colour"] in sides)
        start = self.supply_point(seat, ("card_supply", card))
        end = self.quarter_point(seat, d["x"] + 1, d["y"] + 1)
        size = round(2 * q)
        index = len(self.pyramid(seat)["cards"]) - 1
        # several forced cards in one batch: count back from the last one
        later = 0
        for e in reversed(self._batch):
            if e is event:
                break
            if e.kind == "single_tile" and e.seat == seat:
                later += 1
        index -= later
        colour, corner, forced = d["colour"], d["corner"], d["forced"]
        patterns = self.patterns

        def draw(surface, pos, _t):
            rect = pygame.Rect(0, 0, size, size)
            rect.center = (round(pos[0]), round(pos[1]))
            draw_card(surface, rect, colour, corner, patterns, forced)
        self.animator.add(Step([Tween(start, end, draw, duration=0.3, arc=20 * self.scale,
                                      hides=frozenset({("card", seat, index)}))],
                               on_start=sound))

    def log_events(self, events) -> None:
        self._batch = list(events)
        super().log_events(events)

    def _return_tokens(self, events, prev) -> None:
        """After scoring, every token on the pyramids flies back to its owner's supply."""
        tweens = []
        for seat in range(self.obs["players"]):
            if seat not in self.views:
                continue
            tokens = {c: t for c, t in enumerate(prev["pyramids"][seat]["tokens"])
                      if t is not None}
            for e in events:
                if e.kind == "token" and e.seat == seat:
                    tokens[e.data["colour"]] = e.data
            q = self.views[seat][1]
            for colour, t in tokens.items():
                start = self.quarter_point(seat, t["x"] + 1, t["y"] + 1)
                end = self.supply_point(seat, ("token_supply", colour))
                radius = max(5, q * 0.55)

                def draw(surface, pos, _t, colour=colour, radius=radius):
                    draw_token(surface, colour, pos, radius)
                tweens.append(Tween(start, end, draw, duration=0.35, delay=0.03 * len(tweens),
                                    arc=20 * self.scale,
                                    hides=frozenset({("supply", seat, colour)})))
        if tweens:
            self.animator.add(Step(tweens, on_start=self._sound("click")))

    def _banner_step(self, text, duration, colour=GOLD, sound=None) -> None:
        """A banner over the big pyramid (the viewer's)."""
        centre = self.big_rect.center if hasattr(self, "big_rect") else None
        self.banner_step(text, duration, colour, sound, centre)

    def _score_step(self, event, events, prev, sound, count) -> None:
        """The level's scoring shown over the table: the pyramid with each scoring area
        outlined and its points, the Mino bonus marked."""
        seat = event.seat
        d = event.data
        pyr = dict(self.pyramid(seat))
        tokens = [dict(t, colour=c) for c, t in enumerate(prev["pyramids"][seat]["tokens"])
                  if t is not None]
        for e in events:
            if e is event:
                break
            if e.kind == "token" and e.seat == seat:
                tokens.append({"level": e.data["level"], "x": e.data["x"], "y": e.data["y"],
                               "colour": e.data["colour"]})
        pyr["tokens"] = [None] * 6
        for t in tokens:
            pyr["tokens"][t["colour"]] = {"level": t["level"], "x": t["x"], "y": t["y"]}
        areas = token_areas(pyr, tokens)
        centre = self.table_rect.center
        duration = 2.4 if count <= 2 else 1.8

        cache = {}

        def draw(surface, _pos, _t):
            # painted once, then blitted every frame
            image = cache.get(surface.get_size())
            if image is None:
                image = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
                self.draw_score_card(image, seat, pyr, areas, d)
                cache[surface.get_size()] = image
            surface.blit(image, (0, 0))
        self.animator.add(Step([Tween(centre, centre, draw, duration=duration)],
                               on_start=sound))

    # ---------------------------------------------------------------- drawing
    def background_key(self) -> tuple:
        o = self.obs
        return (self.size, o["players"], self.viewer, i18n.current_language(), self.patterns)

    def draw_background(self, surface) -> None:
        s = self.scale
        o = self.obs
        canvas = self.canvas
        # the quarry mat: stacks above, the three slots below
        mat = canvas.rect(218, 44, 520, 122)
        panel(surface, mat, fill=(226, 206, 160), radius=round(14 * s), scale=s)
        for k in range(4):
            r = L.stack_rect(canvas, k)
            draw_text(surface, str(k + 1), (r.x - round(2 * s), r.centery), "small", s,
                      MUTED_INK, anchor="midright")
        for slot in range(3):
            r = L.quarry_rect(canvas, slot)
            pygame.draw.rect(surface, (206, 184, 134), r.inflate(round(8 * s), round(8 * s)),
                             border_radius=round(8 * s))
            # the two stacks that refill this slot
            for k in (slot, slot + 1):
                top = L.stack_rect(canvas, k)
                pygame.draw.line(surface, (190, 166, 116), (top.centerx, top.bottom),
                                 r.midtop, max(1, round(2 * s)))
        draw_text(surface, _("Quarry"), (mat.x + round(10 * s), mat.bottom - round(24 * s)),
                  "small", s, MUTED_INK, bold=True)
        # the supply column
        left = self.left_rect
        panel(surface, left, radius=round(12 * s), scale=s)
        draw_text(surface, self.session.name(self.viewer),
                  (left.x + round(12 * s), left.y + round(10 * s)), "body", s, INK, bold=True,
                  max_width=left.w - round(24 * s))
        draw_text(surface, _("Gem tokens"), canvas.point(L.LEFT[0] + 12, 90), "small", s,
                  MUTED_INK, max_width=left.w - round(16 * s))
        draw_text(surface, _("Single-tile cards"), canvas.point(L.LEFT[0] + 12, 226), "small",
                  s, MUTED_INK, max_width=left.w - round(16 * s))
        # the big pyramid's base
        panel(surface, self.big_rect, fill=(222, 200, 150), radius=round(16 * s), scale=s)
        for seat, rect in self.mini_rects.items():
            panel(surface, rect, radius=round(12 * s), scale=s)
            self.draw_seat_marker(surface, seat, (rect.x + round(16 * s), rect.y + round(16 * s)),
                                  round(8 * s))
            draw_text(surface, self.session.name(seat), (rect.x + round(30 * s),
                                                         rect.y + round(6 * s)),
                      "body", s, INK, bold=True, max_width=rect.w - round(80 * s))
        del o

    def draw_board(self, surface) -> None:
        o = self.obs
        s = self.scale
        hidden = self.animator.hidden_keys()
        self.draw_quarry(surface, hidden)
        self.draw_supply(surface, hidden)
        me = self.viewer
        origin, q = self.views[me]
        clip = surface.get_clip()
        surface.set_clip(self.big_rect.inflate(-round(4 * s), -round(4 * s)))
        self.draw_pyramid(surface, me, self.pyramid(me), origin, q, hidden, big=True)
        surface.set_clip(clip)
        if self.pyramid(me)["eliminated"]:
            veil = pygame.Surface(self.big_rect.size, pygame.SRCALPHA)
            veil.fill((60, 40, 30, 110))
            surface.blit(veil, self.big_rect)
            tag = pygame.Rect(0, 0, round(260 * s), round(44 * s))
            tag.center = self.big_rect.center
            pygame.draw.rect(surface, TERRACOTTA, tag, border_radius=round(10 * s))
            draw_text(surface, _("Eliminated"), tag.center, "large", s, PAPYRUS, bold=True,
                      anchor="center")
        self.draw_big_header(surface)
        for seat, rect in self.mini_rects.items():
            self.draw_mini(surface, seat, rect, hidden)
        del o

    def draw_big_header(self, surface) -> None:
        s = self.scale
        o = self.obs
        me = self.viewer
        r = self.big_rect
        if o["phase"] == "over":
            text = _("{name}'s pyramid").format(name=self.session.name(me))
        else:
            text = _("{name}'s pyramid · building level {level}").format(
                name=self.session.name(me), level=o["level"])
        tag = pygame.Rect(0, 0, 0, round(26 * s))
        f = font("small", s, True)
        tag.w = min(r.w - round(20 * s), f.size(text)[0] + round(24 * s))
        tag.topleft = (r.x + round(10 * s), r.y + round(8 * s))
        pygame.draw.rect(surface, INK, tag, border_radius=round(13 * s))
        draw_text(surface, text, tag.center, "small", s, PAPYRUS, bold=True, anchor="center",
                  max_width=tag.w - round(16 * s))
        if o["to_move"] == me and self.session.is_human(me) and o["phase"] in ("take",
                                                                                  "place"):
            hint = _("R / right click / wheel: turn")
            draw_text(surface, hint, (r.right - round(12 * s), r.y + round(12 * s)), "small",
                      s, MUTED_INK, anchor="topright")

    def draw_quarry(self, surface, hidden) -> None:
        s = self.scale
        o = self.obs
        sources = self.interaction.sources()
        for k, stack in enumerate(o["stacks"]):
            r = self.areas[("stack", k)]
            inner = r.inflate(-round(16 * s), -round(10 * s))
            if stack["size"] > 1:
                for depth in (2, 1):
                    off = round(depth * 2 * s)
                    pygame.draw.rect(surface, (176, 150, 104), inner.move(off, off),
                                     border_radius=round(4 * s))
            if stack["top"] is not None and ("stack", k) not in hidden:
                image = domino_image(stack["top"], 0, inner.h, self.patterns)
                surface.blit(image, image.get_rect(center=inner.center))
            elif stack["top"] is None:
                pygame.draw.rect(surface, (206, 184, 134), inner, max(1, round(2 * s)),
                                 border_radius=round(4 * s))
            badge = pygame.Rect(0, 0, round(26 * s), round(18 * s))
            badge.midleft = (r.right - round(4 * s), r.y + round(6 * s))
            pygame.draw.rect(surface, INK, badge, border_radius=round(9 * s))
            draw_text(surface, str(stack["size"]), badge.center, "small", s * 0.9, PAPYRUS,
                      bold=True, anchor="center")
        pending = o["pending"] or {}
        active = self.interaction.active_source
        for slot, domino in enumerate(o["quarry"]):
            key = ("quarry", slot)
            if domino is None or key in hidden:
                continue
            r = self.areas[key]
            if active == key and self.interaction.dragging:
                pygame.draw.rect(surface, (190, 166, 116), r, border_radius=round(4 * s))
                continue
            lift = round(4 * s) if active == key else 0
            image = domino_image(domino, 0, r.h, self.patterns)
            surface.blit(image, image.get_rect(center=(r.centerx, r.centery - lift)))
            if key in sources:
                pygame.draw.rect(surface, GOLD, r.inflate(6, 6).move(0, -lift),
                                 max(2, round(2 * s)), border_radius=round(6 * s))
        held = pending.get("held")
        if held and ("held",) in self.areas and ("held",) not in hidden:
            r = self.areas[("held",)]
            if not (active == ("held",) and self.interaction.dragging):
                turn = self.rotation if self.mover_is_viewer() else 0
                image = domino_image(held, turn, r.h if turn % 2 == 0 else r.h // 2,
                                     self.patterns)
                surface.blit(image, image.get_rect(center=r.center))
                pygame.draw.rect(surface, GOLD, r.inflate(8, 8), max(2, round(3 * s)),
                                 border_radius=round(6 * s))
            draw_text(surface, _("in hand"), (r.centerx, r.bottom + round(2 * s)), "small", s,
                      INK, bold=True, anchor="midtop")

    def draw_supply(self, surface, hidden) -> None:
        s = self.scale
        o = self.obs
        me = self.viewer
        p = self.pyramid(me)
        for c in range(6):
            r = self.areas[("token_supply", c)]
            placed = (p["tokens"][c] is not None or ("token", me, c) in hidden
                      or ("supply", me, c) in hidden)
            draw_token(surface, c, r.center, r.w * 0.42, faded=placed)
        used = {k for k in range(3) if k not in p["cards_left"]}
        for k in range(3):
            r = self.areas[("card_supply", k)]
            draw_card_back(surface, r, CARD_SIDES[k], faded=k in used)
        # levels: which is being built and each scored level's points
        x = self.left_rect.x + round(12 * s)
        y = self.canvas.point(0, 312)[1]
        draw_text(surface, _("Levels"), (x, y), "small", s, MUTED_INK)
        y += round(22 * s)
        for level in range(1, 5):
            w = round((5 - level) * 22 * s + 14 * s)
            bar = pygame.Rect(x + round(4 * s) + round((level - 1) * 11 * s),
                              y + round((4 - level) * 16 * s), w, round(14 * s))
            current = level == o["level"] and o["phase"] != "over"
            done = level <= len(p["level_scores"])
            fill = GOLD if current else ((200, 176, 120) if done else (230, 216, 180))
            pygame.draw.rect(surface, fill, bar, border_radius=round(3 * s))
            pygame.draw.rect(surface, INK, bar, 1, border_radius=round(3 * s))
            label = str(p["level_scores"][level - 1]["total"]) if done else ""
            text_x = x + round(122 * s)
            draw_text(surface, _("L{level}").format(level=level), (text_x, bar.centery),
                      "small", s, MUTED_INK, anchor="midleft")
            draw_text(surface, label, (text_x + round(54 * s), bar.centery), "small", s, INK,
                      bold=True, anchor="midright")
        y += round(70 * s)
        draw_text(surface, _("Total {score}").format(score=p["score"]), (x, y), "body", s, INK,
                  bold=True)
        if o["phase"] in ("card", "fill") and self.mover_is_viewer():
            self.draw_picker(surface)

    def draw_picker(self, surface) -> None:
        s = self.scale
        o = self.obs
        box = self.canvas.rect(L.LEFT[0] + 6, 404, L.LEFT[2] - 12, 300)
        pygame.draw.rect(surface, (250, 244, 226), box, border_radius=round(10 * s))
        pygame.draw.rect(surface, GOLD, box, max(2, round(2 * s)), border_radius=round(10 * s))
        f = font("small", s, True)
        lines = wrap(_("Single-tile card: click a side's gem corner"), f, box.w - round(16 * s))
        for k, line in enumerate(lines[:2]):
            draw_text(surface, line, (box.x + round(8 * s), box.y + round(4 * s) +
                                      k * f.get_linesize()), "small", s, INK, bold=True)
        seen = set()
        for key, rect in self.areas.items():
            if key[0] != "pick" or key[1] in seen:
                continue
            seen.add(key[1])
            colour = key[1]
            square = rect.unionall([self.areas[("pick", colour, c)] for c in range(4)])
            draw_square(surface, square, colour, (), self.patterns)
            pygame.draw.rect(surface, INK, square, 1)
            for corner in range(4):
                c = corner_centre(square, corner)
                pygame.draw.circle(surface, (250, 244, 226), (round(c[0]), round(c[1])),
                                   round(square.w / 7), 1)
        del o

    def draw_mini(self, surface, seat, rect, hidden) -> None:
        s = self.scale
        o = self.obs
        p = self.pyramid(seat)
        if o["to_move"] == seat:
            pygame.draw.rect(surface, GOLD, rect, max(2, round(3 * s)),
                             border_radius=round(12 * s))
        draw_text(surface, str(p["score"]), (rect.right - round(10 * s), rect.y + round(4 * s)),
                  "large", s, INK, bold=True, anchor="topright")
        # tokens and cards left, small
        x = rect.x + round(12 * s)
        y = rect.y + round(38 * s)
        for c in range(6):
            if (p["tokens"][c] is None and ("token", seat, c) not in hidden
                    and ("supply", seat, c) not in hidden):
                draw_token(surface, c, (x + round(7 * s), y), 7 * s)
            else:
                draw_token(surface, c, (x + round(7 * s), y), 7 * s, faded=True)
            x += round(17 * s)
        x += round(6 * s)
        for k in range(3):
            r = pygame.Rect(x, y - round(8 * s), round(16 * s), round(16 * s))
            draw_card_back(surface, r, CARD_SIDES[k], faded=k not in p["cards_left"])
            x += round(19 * s)
        origin, q = self.views[seat]
        inner = self.mini_pyramid_rect(rect)
        clip = surface.get_clip()
        surface.set_clip(inner)
        self.draw_pyramid(surface, seat, p, origin, q, hidden, big=False)
        surface.set_clip(clip)
        if p["eliminated"]:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((60, 40, 30, 120))
            surface.blit(veil, rect)
            tag = pygame.Rect(0, 0, rect.w - round(30 * s), round(30 * s))
            tag.center = rect.center
            pygame.draw.rect(surface, TERRACOTTA, tag, border_radius=round(8 * s))
            draw_text(surface, _("Eliminated"), tag.center, "body", s, PAPYRUS, bold=True,
                      anchor="center")

    def draw_pyramid(self, surface, seat, p, origin, q, hidden, big=False,
                     tokens_override=None, plain=False) -> None:
        """A pyramid seen from above: level by level, upper levels casting a shadow."""
        s = self.scale
        o = self.obs
        frame = L.level1_frame(p)
        x0, y0, x1, y1 = frame
        plate = pygame.Rect(round(origin[0] + x0 * q), round(origin[1] + y0 * q),
                            round((x1 - x0) * q), round((y1 - y0) * q))
        if not p["rects"]:
            # the squares level 1 may still cover, faintly
            for qy in range(y0, y1, 2):
                for qx in range(x0, x1, 2):
                    cell = pygame.Rect(round(origin[0] + qx * q), round(origin[1] + qy * q),
                                       round(2 * q) - 1, round(2 * q) - 1)
                    pygame.draw.rect(surface, (232, 214, 170), cell.inflate(-2, -2),
                                     border_radius=max(1, round(q / 6)))
        else:
            pygame.draw.rect(surface, SAND_DARK, plate.inflate(round(q / 2), round(q / 2)),
                             border_radius=max(2, round(q / 3)))
        building = o["level"] if o["phase"] != "over" and not p["eliminated"] else None
        if plain:
            building = None
        pieces = p["pieces"]
        by_level = [[] for _ in range(4)]
        for i, piece in enumerate(pieces):
            by_level[piece["level"] - 1].append(i)
        squares = p["levels"]
        for level in range(1, 5):
            if building == level and level > 1 and p["rects"]:
                r = p["rects"][level - 1]
                target = pygame.Rect(round(origin[0] + r["x"] * q), round(origin[1] + r["y"] * q),
                                     round(2 * r["w"] * q), round(2 * r["h"] * q))
                self.dashed_rect(surface, target, INK if big else MUTED_INK,
                                 max(1, round(q / 12)))
            level_squares = squares[level - 1]
            shown = []
            for n, i in enumerate(by_level[level - 1]):
                if ("piece", seat, i) in hidden:
                    continue
                piece = pieces[i]
                pair = level_squares[2 * n:2 * n + 2]
                rects = square_rects(origin, q, piece["x"], piece["y"], piece["orient"])
                shown.append((rects, pair))
            if level > 1 and shown:
                # the levels below recede a little, the new level casts a shadow
                veil = pygame.Surface(plate.inflate(round(q / 2), round(q / 2)).size,
                                      pygame.SRCALPHA)
                veil.fill((43, 33, 24, 30))
                surface.blit(veil, plate.inflate(round(q / 2), round(q / 2)))
                off = max(2, round(q * 0.28))
                for rects, _pair in shown:
                    whole = rects[0].union(rects[1])
                    self._shadow(surface, whole.move(off, off))
            for rects, pair in shown:
                for rect, sq in zip(rects, pair):
                    draw_square(surface, rect, sq["colour"], sq["gems"], self.patterns)
                whole = rects[0].union(rects[1])
                width = max(1, round(q / 14))
                pygame.draw.rect(surface, INK, whole, width, border_radius=max(1, width * 2))
                a, b = rects
                if a.y == b.y:
                    xline = max(a.x, b.x)
                    pygame.draw.line(surface, (90, 74, 56), (xline, a.y + width),
                                     (xline, a.bottom - width - 1), max(1, width // 2))
                else:
                    yline = max(a.y, b.y)
                    pygame.draw.line(surface, (90, 74, 56), (a.x + width, yline),
                                     (a.right - width - 1, yline), max(1, width // 2))
            for j, card in enumerate(p["cards"]):
                if card["level"] != level or ("card", seat, j) in hidden:
                    continue
                rect = pygame.Rect(round(origin[0] + card["x"] * q),
                                   round(origin[1] + card["y"] * q), round(2 * q), round(2 * q))
                draw_card(surface, rect.inflate(-max(1, round(q / 8)), -max(1, round(q / 8))),
                          card["colour"], card["corner"], self.patterns, card["forced"])
        tokens = tokens_override if tokens_override is not None else p["tokens"]
        for colour, token in enumerate(tokens):
            if token is None or ("token", seat, colour) in hidden:
                continue
            centre = (origin[0] + (token["x"] + 1) * q, origin[1] + (token["y"] + 1) * q)
            draw_token(surface, colour, centre, max(4, q * 0.55))
        # the domino laid this turn
        pending = o["pending"] or {}
        placed = pending.get("placed")
        if placed and o["to_move"] == seat and big and not plain:
            rects = square_rects(origin, q, placed["x"], placed["y"], placed["orient"])
            pygame.draw.rect(surface, GOLD, rects[0].union(rects[1]).inflate(4, 4),
                             max(2, round(2 * s)), border_radius=round(4 * s))

    def _shadow(self, surface, rect) -> None:
        key = ("shadow", rect.size)
        image = self._halos.get(key)
        if image is None:
            image = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(image, (43, 33, 24, 95), image.get_rect(),
                             border_radius=max(2, rect.w // 16))
            self._halos[key] = image
        surface.blit(image, rect)

    @staticmethod
    def dashed_rect(surface, rect, colour, width) -> None:
        dash = max(4, width * 5)
        for x in range(rect.x, rect.right, 2 * dash):
            end = min(x + dash, rect.right)
            pygame.draw.line(surface, colour, (x, rect.y), (end, rect.y), width)
            pygame.draw.line(surface, colour, (x, rect.bottom - 1), (end, rect.bottom - 1), width)
        for y in range(rect.y, rect.bottom, 2 * dash):
            end = min(y + dash, rect.bottom)
            pygame.draw.line(surface, colour, (rect.x, y), (rect.x, end), width)
            pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, end), width)

    def draw_overlay(self, surface) -> None:
        s = self.scale
        i = self.interaction
        lit = i.lit_targets()
        drops = [k for k in lit if k and k[0] == "drop" and k in self.areas]
        for key in lit:
            if key and key[0] in ("drop", "nowhere", "pick"):
                continue
            rect = self.areas.get(key)
            if rect is not None and key[0] == "stack":
                self.outline_glow(surface, rect)  # keep the top domino readable
            elif rect is not None:
                self.glow(surface, rect)
                if key[0] == "half" and self.obs["phase"] == "single":
                    # a card would go here: its papyrus frame, dashed
                    frame = rect.inflate(-round(rect.w / 6), -round(rect.h / 6))
                    self.dashed_rect(surface, frame, PAPYRUS, max(2, round(3 * s)))
                if key[0] == "half" and self.obs["phase"] == "token":
                    colour = self.half_colour(key[1])
                    if colour is not None:
                        draw_token(surface, colour, rect.center, rect.w * 0.27, faded=True)
        source = i.active_source
        if source is None and i.hovered is not None and i.hovered[0] in ("quarry", "held") \
                and i.hovered in i.sources():
            self.outline_glow(surface, self.areas[i.hovered])  # this one can be picked up
        # holes of a forced filling glow until one is chosen
        for key in i.sources():
            if key[0] == "hole" and key != source:
                self.glow(surface, self.areas[key])
            if key[0] == "hole" and key == source:
                pygame.draw.rect(surface, TERRACOTTA, self.areas[key].inflate(6, 6),
                                 max(2, round(3 * s)), border_radius=round(6 * s))
        if drops:
            self.draw_drop_spots(surface, drops)
        domino = self.domino_of(source)
        if domino is not None and self.can_rotate():
            hovered = i.hovered if i.hovered in self.drop_actions else None
            if hovered is not None:
                action = self.drop_actions[hovered]
                origin, q = self.views[self.viewer]
                rects = square_rects(origin, q, action[2], action[3], action[4])
                ghost = domino_image(domino, action[4], round(2 * q), self.patterns, alpha=170)
                surface.blit(ghost, rects[0].union(rects[1]))
            elif not i.dragging and self.big_rect.collidepoint(i.mouse):
                q = self.views[self.viewer][1]
                ghost = domino_image(domino, self.rotation, round(2 * q), self.patterns,
                                     alpha=150)
                surface.blit(ghost, ghost.get_rect(center=i.mouse))
            if not drops:
                box = self.big_rect
                draw_text(surface, _("No room this way round: turn the domino."),
                          (box.centerx, box.bottom - round(30 * s)), "body", s, TERRACOTTA,
                          bold=True, anchor="center")
        # the card chooser glows; the corner under the mouse previews the card
        picks = [k for k in lit if k and k[0] == "pick"]
        if picks:
            for colour in sorted({k[1] for k in picks}):
                square = self.areas[("pick", colour, 0)].unionall(
                    [self.areas[("pick", colour, c)] for c in range(1, 4)])
                self.glow(surface, square)
        if i.hovered and i.hovered[0] == "pick" and i.hovered in lit:
            _k, colour, corner = i.hovered
            square = self.areas[("pick", colour, 0)].unionall(
                [self.areas[("pick", colour, c)] for c in range(1, 4)])
            draw_card(surface, square, colour, corner, self.patterns)
            target = self.card_target()
            if target is not None:
                draw_card(surface, target.inflate(-2, -2), colour, corner, self.patterns)
                pygame.draw.rect(surface, GOLD, target.inflate(4, 4), max(2, round(3 * s)),
                                 border_radius=round(6 * s))
        if self.choice_buttons:
            text = self.prompt()  # the kit hides its prompt while buttons show: draw it here
            if text:
                f = font("body", s, bold=True)
                width = min(self.table_rect.w - round(40 * s), f.size(text)[0] + round(40 * s))
                rect = pygame.Rect(0, 0, width, round(36 * s))
                rect.midtop = (self.table_rect.centerx, round(8 * s))
                panel(surface, rect, fill=INK, radius=round(18 * s), scale=s)
                draw_text(surface, text, rect.center, "body", s, PAPYRUS, bold=True,
                          anchor="center", max_width=rect.w - round(24 * s))
        if self.look is not None:
            key = (self.look, self.version, surface.get_size(), self.patterns)
            if getattr(self, "_look_cache", (None,))[0] != key:
                image = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
                self.draw_look(image, self.look)
                self._look_cache = (key, image)
            surface.blit(self._look_cache[1], (0, 0))

    def outline_glow(self, surface, rect) -> None:
        """A legal target whose face must stay readable: a pulsing gold frame only."""
        s = self.scale
        pulse = 0.6 + 0.4 * abs(((self.clock * 1.6) % 2) - 1)
        width = max(2, round(3 * s * pulse + 1))
        pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), width, border_radius=round(8 * s))

    def half_colour(self, half: int):
        """The colour of a half of the domino laid this turn."""
        placed = (self.obs["pending"] or {}).get("placed")
        if not placed:
            return None
        for sq in self.pyramid(self.obs["to_move"])["levels"][placed["level"] - 1]:
            if sq["domino"] == placed["domino"] and sq["half"] == half:
                return sq["colour"]
        return None

    def card_target(self):
        o = self.obs
        pending = o["pending"] or {}
        if o["phase"] == "card" and pending.get("placed"):
            origin, q = self.views[self.viewer]
            placed = pending["placed"]
            rects = square_rects(origin, q, placed["x"], placed["y"], placed["orient"])
            return rects[pending["card_half"]]
        source = self.interaction.active_source
        if o["phase"] == "fill" and source is not None and source[0] == "hole":
            return self.areas.get(source)
        return None

    def draw_drop_spots(self, surface, drops) -> None:
        """Each legal spot for the held domino's centre: a small gold domino outline."""
        s = self.scale
        pulse = 0.6 + 0.4 * abs(((self.clock * 1.6) % 2) - 1)
        origin, q = self.views[self.viewer]
        horizontal = DIRS[self.rotation][1] == 0
        w, h = (q * 1.6, q * 0.8) if horizontal else (q * 0.8, q * 1.6)
        covered = set()
        for key in drops:
            action = self.drop_actions.get(key)
            if action is None:
                continue
            for rect in square_rects(origin, q, action[2], action[3], action[4]):
                covered.add(tuple(rect))
        tint = pygame.Surface((max(1, round(2 * q)), max(1, round(2 * q))), pygame.SRCALPHA)
        tint.fill((*GOLD, int(60 * pulse)))
        for rect in covered:
            surface.blit(tint, rect[:2])
        for key in drops:
            rect = self.areas[key]
            spot = pygame.Rect(0, 0, round(w), round(h))
            spot.center = rect.center
            pygame.draw.rect(surface, (*GOLD,), spot, max(2, round(3 * s)),
                             border_radius=max(2, round(q / 3)))
            pygame.draw.circle(surface, GOLD, spot.center, max(2, round(q / 7)))

    def draw_look(self, surface, seat) -> None:
        s = self.scale
        veil = pygame.Surface(self.table_rect.size, pygame.SRCALPHA)
        veil.fill((43, 33, 24, 150))
        surface.blit(veil, self.table_rect)
        box = self.table_rect.inflate(-round(80 * s), -round(60 * s))
        panel(surface, box, radius=round(16 * s), scale=s)
        p = self.pyramid(seat)
        title = _("{name}'s pyramid · {score} points").format(name=self.session.name(seat),
                                                              score=p["score"])
        draw_text(surface, title, (box.x + round(20 * s), box.y + round(14 * s)), "large", s,
                  INK, bold=True, max_width=box.w - round(40 * s))
        draw_text(surface, _("Click anywhere to close"), (box.right - round(20 * s),
                                                          box.bottom - round(30 * s)),
                  "small", s, MUTED_INK, anchor="topright")
        area = box.inflate(-round(60 * s), -round(110 * s)).move(0, round(10 * s))
        origin, q = L.fit_view(L.level1_frame(p), area, 60 * s,
                               (11, 11) if p["rects"] else (13, 13))
        self.draw_pyramid(surface, seat, p, origin, q, frozenset(), big=False)
        self.draw_supply_line(surface, p, (box.x + round(20 * s), box.bottom - round(30 * s)))

    def draw_supply_line(self, surface, p, pos) -> None:
        s = self.scale
        x, y = pos
        for c in range(6):
            draw_token(surface, c, (x + round(10 * s), y + round(10 * s)), 10 * s,
                       faded=p["tokens"][c] is not None)
            x += round(24 * s)
        x += round(10 * s)
        for k in range(3):
            r = pygame.Rect(x, y, round(20 * s), round(20 * s))
            draw_card_back(surface, r, CARD_SIDES[k], faded=k not in p["cards_left"])
            x += round(24 * s)

    def draw_score_card(self, surface, seat, pyr, areas, data) -> None:
        """Level scoring: the pyramid, every scoring area outlined with its points."""
        s = self.scale
        veil = pygame.Surface(self.table_rect.size, pygame.SRCALPHA)
        veil.fill((43, 33, 24, 140))
        surface.blit(veil, self.table_rect)
        box = self.table_rect.inflate(-round(100 * s), -round(70 * s))
        box.top = self.table_rect.y + round(52 * s)
        box.h = self.table_rect.h - round(70 * s)
        panel(surface, box, radius=round(16 * s), scale=s)
        title = _("Level {level} scored: {name}").format(level=data["level"],
                                                          name=self.session.name(seat))
        draw_text(surface, title, (box.x + round(20 * s), box.y + round(14 * s)), "large", s,
                  INK, bold=True, max_width=box.w - round(200 * s))
        draw_text(surface, f"+{data['total']}", (box.right - round(20 * s),
                                                  box.y + round(8 * s)),
                  "heading", s, GOLD, bold=True, anchor="topright")
        area = box.inflate(-round(60 * s), -round(130 * s)).move(0, round(6 * s))
        origin, q = L.fit_view(L.level1_frame(pyr), area, 52 * s, (11, 11))
        self.draw_pyramid(surface, seat, pyr, origin, q, frozenset(), big=False,
                          tokens_override=pyr["tokens"], plain=True)
        # what does not score is dimmed
        scoring = set()
        for _c, _g, cells in areas:
            scoring |= cells
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        for (x, y) in visible_surface(pyr):
            if (x, y) not in scoring:
                x0, y0 = round(origin[0] + x * q), round(origin[1] + y * q)
                layer.fill((43, 33, 24, 130), (x0, y0, round(origin[0] + (x + 1) * q) - x0,
                                               round(origin[1] + (y + 1) * q) - y0))
        surface.blit(layer, (0, 0))
        mino_index = None
        if areas:
            low = min(g for _c, g, _cells in areas)
            mino_index = next(k for k, a in enumerate(areas) if a[1] == low)
        width = max(2, round(q / 8))
        for k, (colour, gems, cells) in enumerate(areas):
            edge = GOLD if k != mino_index else (255, 255, 255)
            for (x, y) in cells:
                px, py = origin[0] + x * q, origin[1] + y * q
                if (x - 1, y) not in cells:
                    pygame.draw.line(surface, edge, (px, py), (px, py + q), width)
                if (x + 1, y) not in cells:
                    pygame.draw.line(surface, edge, (px + q, py), (px + q, py + q), width)
                if (x, y - 1) not in cells:
                    pygame.draw.line(surface, edge, (px, py), (px + q, py), width)
                if (x, y + 1) not in cells:
                    pygame.draw.line(surface, edge, (px, py + q), (px + q, py + q), width)
            cx = sum(x for x, _y in cells) / len(cells)
            cy = sum(y for _x, y in cells) / len(cells)
            bx, by = min(cells, key=lambda c: (c[0] - cx) ** 2 + (c[1] - cy) ** 2)
            centre = (round(origin[0] + (bx + 0.5) * q), round(origin[1] + (by + 0.5) * q))
            label = f"+{gems}" if k != mino_index else _("+{gems}, Mino +{gems}").format(
                gems=gems)
            f = font("large", s, True)
            tag = pygame.Rect(0, 0, f.size(label)[0] + round(18 * s), round(34 * s))
            tag.center = centre
            tag.clamp_ip(box)
            pygame.draw.rect(surface, INK, tag, border_radius=round(17 * s))
            pygame.draw.rect(surface, COLOUR_RGB[colour], tag, max(2, round(3 * s)),
                             border_radius=round(17 * s))
            draw_text(surface, label, tag.center, "large", s, PAPYRUS, bold=True,
                      anchor="center")
        y = box.bottom - round(34 * s)
        if not areas:
            line = _("No gem token on the pyramid: 0 points.")
        else:
            parts = " + ".join(str(g) for _c, g, _cells in areas)
            line = _("Areas {parts}, Mino bonus {mino}: {total} points").format(
                parts=parts, mino=data["mino"], total=data["total"])
        draw_text(surface, line, (box.centerx, y), "body", s, INK, bold=True, anchor="midtop",
                  max_width=box.w - round(40 * s))

    # ---------------------------------------------------------------- words
    def tooltip(self, key) -> str | None:
        o = self.obs
        kind = key[0]
        if kind == "quarry":
            domino = o["quarry"][key[1]]
            if domino is None:
                return None
            return _("{domino}. Drag it onto your pyramid; R, right click or the wheel "
                     "turn it.").format(domino=domino_name(domino))
        if kind == "held":
            return _("The domino in hand. Drag it onto your pyramid.")
        if kind == "stack":
            stack = o["stacks"][key[1]]
            slots = [str(k + 1) for k in (key[1] - 1, key[1]) if 0 <= k < 3]
            return _("Stack {n}: {size} dominoes. Refills quarry slot {slots}.").format(
                n=key[1] + 1, size=stack["size"], slots=" / ".join(slots))
        if kind == "token_supply":
            p = self.pyramid(self.viewer)
            where = _("on the pyramid") if p["tokens"][key[1]] is not None else _("in supply")
            return _("{colour} gem token: {where}. It scores the area of its colour that "
                     "it lies in.").format(colour=colour_name(key[1]).capitalize(), where=where)
        if kind == "card_supply":
            a, b = CARD_SIDES[key[1]]
            used = key[1] not in self.pyramid(self.viewer)["cards_left"]
            text = _("Single-tile card {a}/{b}: covers one square of the new domino.").format(
                a=colour_name(a), b=colour_name(b))
            return text + (" " + _("Used.") if used else "")
        if kind == "mini":
            return _("{name}: {score} points. Click to look at this pyramid.").format(
                name=self.session.name(key[1]), score=self.pyramid(key[1])["score"])
        if kind == "pick":
            return _("{colour} side, gem in this corner").format(
                colour=colour_name(key[1]).capitalize())
        if kind == "hole":
            return _("Empty square: cover it with a single-tile card.")
        if kind == "half":
            return _("A square of the domino you just laid.")
        if kind == "score":
            seat = key[1]
            p = self.pyramid(seat)
            if p["eliminated"]:
                return _("{name} is eliminated and keeps {score} points.").format(
                    name=self.session.name(seat), score=p["score"])
            level = self.obs["level"]
            built = len(p["levels"][level - 1]) + sum(
                1 for c in p["cards"] if c["level"] == level and c["forced"])
            return _("{name}: {built} of {need} squares of level {level} built; {tokens} gem "
                     "tokens and {cards} single-tile cards left.").format(
                name=self.session.name(seat), built=built, need=LEVEL_SQUARES[level - 1],
                level=level, tokens=len(p["tokens_left"]), cards=len(p["cards_left"]))
        if kind == "drop":
            return None
        return None

    def describe(self, event) -> str | None:
        return describe(event, self.session.name)
