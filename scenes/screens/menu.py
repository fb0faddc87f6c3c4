"""The main menu: one tile per game, Continue, Load game, Puzzles, Statistics, Settings,
Rules, Quit; About in the corner."""

from functools import partial

import pygame
import pygame_gui

from scenes.games import (
    app_descriptor,
    game_tagline,
    game_title,
    games,
    has_lesson,
    is_playable,
    players_range,
)
from scenes.kit.warmup import WARM_UP
from shell.language.i18n import _
from shell.language.names import clean_name
from shell.store import saves
from shell.ui.focus import Spot
from shell.ui.scene import Scene
from shell.ui.theme import (
    GOLD,
    INK,
    MUTED_INK,
    PAPYRUS,
    SAND_DARK,
    TERRACOTTA,
    control_height,
    draw_table,
    draw_text,
    first_lines,
    font,
    min_text_width,
    panel,
    wrap,
)


class MenuScene(Scene):
    keyboard_focus = True

    def __init__(self, app):
        super().__init__(app)
        self.hovered: str | None = None
        self.tiles: dict[str, pygame.Rect] = {}
        self.tallest_tile_text = 0  # the height of the tallest tile text (see build)
        self.band: pygame.Rect | None = None  # where the taglines go when tiles have no room
        self.described = games()[0]  # the game whose tagline the band shows
        self.playable = {game_id: is_playable(game_id) for game_id in games()}

    def build(self) -> None:
        w, h = self.size
        s = self.scale
        margin = round(40 * s)
        gap = round(24 * s)
        ts = self.text_scale
        self.subtitle_y = round(108 * s)
        top = max(round(150 * s), self.subtitle_y + font("large", ts).get_linesize()
                  + round(8 * s))
        labels = [("continue", _("Continue")), ("load", _("Load game")),
                  ("join", _("Join a table")), ("puzzles", _("Puzzles")),
                  ("statistics", _("Statistics")), ("settings", _("Settings")),
                  ("rules", _("Rules")), ("quit", _("Quit"))]
        bh, bgap = control_height(50, s, 20), round(16 * s)
        # the buttons stand in one row, or in two when their text needs the room
        widest = max(font("large", ts * 20 / 24, bold=True).size(text)[0]
                     for _key, text in labels) + round(12 * s)
        per_row = len(labels)
        while per_row > 1 and per_row * widest + (per_row - 1) * bgap > w - 2 * margin:
            per_row = (per_row + 1) // 2
        rows = -(-len(labels) // per_row)
        bw = max(widest, min(round(190 * s),
                             (w - 2 * margin - (per_row - 1) * bgap) // per_row))
        buttons_h = rows * bh + (rows - 1) * bgap
        ah = control_height(36, s, 19)  # About: small, in the corner, under the buttons
        # with two rows of buttons About and the version go to the top corners
        self.corners_at_top = rows > 1
        bottom_room = round(24 * s) if self.corners_at_top else max(round(50 * s),
                                                                   ah + round(20 * s))
        avail = h - top - round(40 * s) - buttons_h - bottom_room
        used = self.lay_tiles(top, avail, margin, gap)
        total = per_row * bw + (per_row - 1) * bgap
        y = min(h - buttons_h - bottom_room, top + used + round(40 * s))
        self.buttons = {}
        for k, (key, text) in enumerate(labels):
            x = (w - total) // 2 + (k % per_row) * (bw + bgap)
            button = pygame_gui.elements.UIButton(
                pygame.Rect(x, y + (k // per_row) * (bh + bgap), bw, bh), text, self.ui,
                object_id=pygame_gui.core.ObjectID(
                    class_id="@primary" if key == "continue" else None),
            )
            self.buttons[button] = key
        if not saves.has_autosave():
            next(b for b, k in self.buttons.items() if k == "continue").disable()
        aw = max(round(180 * s), font("body", ts * 19 / 18).size(_("About"))[0]
                 + round(24 * s))
        about_y = round(16 * s) if self.corners_at_top else h - ah - round(10 * s)
        about = pygame_gui.elements.UIButton(
            pygame.Rect(round(16 * s), about_y, aw, ah), _("About"), self.ui)
        self.buttons[about] = "about"
        WARM_UP.defer_states(self.app, self.ui)  # the buttons' other states: one a frame

    def lay_tiles(self, top: int, room: int, margin: int, gap: int) -> int:
        """Place the tiles in `room` pixels below `top`: in one row, else two columns, each
        tile with its title, players and tagline whole; when neither has the room, two
        columns of title and players, and under them a band with the tagline of the game
        pointed at or focused. Returns the height used."""
        w = self.size[0]
        s, ts = self.scale, self.text_scale
        ids = games()
        for cols in dict.fromkeys((len(ids), 2)):
            rows = -(-len(ids) // cols)
            tile_w = (w - 2 * margin - (cols - 1) * gap) // cols
            tile_h = min(round(400 * s), (room - (rows - 1) * gap) // rows)
            tallest = max(self.tile_text(game_id, tile_w - round(32 * s))[0] for game_id in ids)
            titles_fit = all(min_text_width(game_title(game_id), "large", ts, bold=True)
                             <= tile_w - round(20 * s) for game_id in ids)
            air = round(18 * s) + max(0, round(36 * s) - font("large", ts, bold=True)
                                      .get_linesize()) + max(0, round(26 * s) - font(
                                          "small", ts).get_linesize())
            if titles_fit and tallest + air <= tile_h:
                # the tallest tile text sets every tile's picture: the titles stand in a line
                self.tallest_tile_text = tallest
                self.band = None
                self.tiles = self._grid(cols, tile_w, tile_h, top, margin, gap)
                return rows * tile_h + (rows - 1) * gap
        cols, rows = 2, -(-len(ids) // 2)
        tile_w = (w - 2 * margin - gap) // 2
        band_w = w - 2 * margin
        f = font("small", ts)
        lines = max(len(wrap(self.band_text(game_id), f, band_w - round(32 * s)))
                    for game_id in ids)
        band_h = lines * f.get_linesize() + round(20 * s)
        tile_h = min(round(400 * s), (room - band_h - rows * gap) // rows)
        self.tiles = self._grid(cols, tile_w, tile_h, top, margin, gap)
        self.band = pygame.Rect(margin, top + rows * (tile_h + gap), band_w, band_h)
        self.tallest_tile_text = 0
        return self.band.bottom - top

    def _grid(self, cols: int, tile_w: int, tile_h: int, top: int, margin: int,
              gap: int) -> dict[str, pygame.Rect]:
        return {game_id: pygame.Rect(margin + (i % cols) * (tile_w + gap),
                                     top + (i // cols) * (tile_h + gap), tile_w, tile_h)
                for i, game_id in enumerate(games())}

    @staticmethod
    def band_text(game_id: str) -> str:
        return _("{game}: {tagline}").format(game=game_title(game_id),
                                             tagline=game_tagline(game_id))

    # input ----------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        super().handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self._tile_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            game_id = self._tile_at(event.pos)
            if game_id:
                self.choose_game(game_id)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()

    def focus_spots(self) -> list:
        return [Spot(f"tile:{game_id}", rect, partial(self.choose_game, game_id))
                for game_id, rect in self.tiles.items()]

    def _tile_at(self, pos) -> str | None:
        for game_id, rect in self.tiles.items():
            if rect.collidepoint(pos):
                return game_id
        return None

    def choose_game(self, game_id: str) -> None:
        if not self.playable[game_id]:
            self.toast.show(_("{game} is coming soon.").format(
                game=game_title(game_id)))
            return
        from scenes.learn.offer import LearnOffer, offer_due
        from scenes.screens.setup import SetupScene

        self.app.scenes.push(SetupScene(self.app, game_id))
        # a game's first start: offer the lesson (when the game has one)
        if has_lesson(game_id) and offer_due(self.app.settings, game_id):
            self.app.scenes.push(LearnOffer(self.app, game_id))

    def on_button(self, element) -> None:
        key = self.buttons.get(element)
        if key == "continue":
            self.continue_game()
        elif key == "load":
            from scenes.screens.load import LoadScene

            self.app.scenes.push(LoadScene(self.app))
        elif key == "join":
            self.app.navigator.join(self.app)
        elif key == "puzzles":
            from scenes.screens.puzzle_list import PuzzleListScene

            self.app.scenes.push(PuzzleListScene(self.app))
        elif key == "statistics":
            from scenes.screens.statistics import StatisticsScene

            self.app.scenes.push(StatisticsScene(self.app))
        elif key == "settings":
            from scenes.screens.settings import SettingsScene

            self.app.scenes.push(SettingsScene(self.app))
        elif key == "rules":
            from scenes.screens.rules import RulesScene

            self.app.scenes.push(RulesScene(self.app))
        elif key == "about":
            from scenes.screens.about import AboutScene

            self.app.scenes.push(AboutScene(self.app))
        elif key == "quit":
            self.app.quit()

    def continue_game(self) -> None:
        """Open the newest unfinished autosave. A newer damaged one is passed over and the
        player is told why (one bad file never blocks Continue)."""
        from scenes.screens.load import open_saved_game

        candidate, damaged = saves.continue_candidates()
        if damaged:
            newest = damaged[0]
            assert newest.error is not None  # every damaged autosave comes with its error
            reason = _("Cannot continue {name}: {reason}").format(
                name=clean_name(newest.path.name, "?", limit=60),
                reason=newest.error.reason_text())
            if candidate is None:
                self.toast.show(reason, error=True, seconds=6)
                return
            # shown by the App, above the table of the older game that opens instead
            self.app.toast.show(_("{problem} — the game before it was opened.").format(
                problem=reason), error=True, seconds=8)
        if candidate is None:
            self.toast.show(_("There is no unfinished game to continue."))
            return
        problem = open_saved_game(self.app, candidate.path)
        if problem:
            self.toast.show(problem, error=True, seconds=6)

    # frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        focused = self.focus.current if self.app.focus_visible else None
        if self.hovered:
            self.described = self.hovered
        elif isinstance(focused, Spot) and str(focused.key).startswith("tile:"):
            self.described = str(focused.key).removeprefix("tile:")
        WARM_UP.step(self.app)  # the table's first frame, prepared one slice a frame

    def busy(self) -> bool:
        return super().busy() or not WARM_UP.done_for(self.app)

    def draw(self, surface) -> None:
        draw_table(surface)
        w, h = self.size
        s = self.scale
        draw_text(surface, "Nile Table", (w // 2, round(24 * s)), "title", s, INK, bold=True,
                  anchor="midtop")
        draw_text(surface, _("Four games of ancient Egypt, at one table"),
                  (w // 2, self.subtitle_y), "large", self.text_scale, MUTED_INK,
                  anchor="midtop", max_width=w - round(40 * s))
        for game_id, rect in self.tiles.items():
            if self.band is None:
                self._draw_tile(surface, game_id, rect)
            else:
                self._draw_short_tile(surface, game_id, rect)
        if self.band is not None:
            self._draw_band(surface, self.band)
        draw_text(surface, _("Version {version}").format(version=self.app.version),
                  (w - round(16 * s), round(16 * s)) if self.corners_at_top
                  else (w - round(16 * s), h - round(12 * s)), "small", self.text_scale,
                  MUTED_INK, anchor="topright" if self.corners_at_top else "bottomright")
        super().draw(surface)
        self.toast.draw(surface, self.text_scale)

    def tile_text(self, game_id: str, width: int) -> tuple[int, list[str]]:
        """The height of a tile's text (name, players, tagline wrapped to `width`) and
        the tagline's lines."""
        ts = self.text_scale
        lines = wrap(game_tagline(game_id), font("small", ts), width)
        return (font("large", ts, bold=True).get_linesize() + font("small", ts).get_linesize()
                + len(lines) * font("small", ts).get_linesize()), lines

    def _draw_tile(self, surface, game_id: str, rect: pygame.Rect) -> None:
        s, ts = self.scale, self.text_scale
        playable = self.playable[game_id]
        lifted = self._frame(surface, game_id, rect)
        text_h, tagline = self.tile_text(game_id, lifted.w - round(32 * s))
        art_h = min(lifted.h * 52 // 100,
                    lifted.h - max(text_h, self.tallest_tile_text) - round(44 * s))
        art = pygame.Rect(lifted.x + round(20 * s), lifted.y + round(16 * s),
                          lifted.w - round(40 * s), max(0, art_h))
        if art.h >= round(40 * s):
            pygame.draw.rect(surface, SAND_DARK if playable else (226, 214, 180), art,
                             border_radius=round(10 * s))
        if art.h >= round(40 * s):  # the emblem, where the text leaves it room
            found = app_descriptor(game_id) if playable else None
            if found is not None:  # kept to its box, however flat the box is
                clip = surface.get_clip()
                surface.set_clip(art.clip(clip))
                found.emblem(surface, art.inflate(-round(24 * s), -round(16 * s)))
                surface.set_clip(clip)
            y = art.bottom + round(12 * s)
        else:
            y = lifted.y + round(12 * s)
        draw_text(surface, game_title(game_id), (lifted.centerx, y), "large", ts, INK,
                  bold=True, anchor="midtop", max_width=lifted.w - round(20 * s))
        y += max(round(36 * s), font("large", ts, bold=True).get_linesize())
        seats = players_range(game_id)
        if seats is not None:
            lo, hi = seats
            players = f"{lo}" if lo == hi else f"{lo}–{hi}"
            draw_text(surface, _("Players: {count}").format(count=players),
                      (lifted.centerx, y), "small", ts, MUTED_INK, anchor="midtop")
        y += max(round(26 * s), font("small", ts).get_linesize())
        f = font("small", ts)
        fit = max(0, (lifted.bottom - round(6 * s) - y) // f.get_linesize())
        for line in first_lines(tagline, fit, surface, lifted):
            draw_text(surface, line, (lifted.centerx, y), "small", ts, INK, anchor="midtop")
            y += f.get_linesize()
        if not playable:
            veil = pygame.Surface(lifted.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (233, 216, 166, 120), veil.get_rect(),
                             border_radius=round(16 * s))
            surface.blit(veil, lifted)
            badge = pygame.Rect(0, 0, lifted.w * 70 // 100, round(34 * s))
            badge.center = (lifted.centerx, art.centery)
            panel(surface, badge, fill=TERRACOTTA, radius=round(8 * s), scale=s)
            draw_text(surface, _("Coming soon"), badge.center, "body", s, PAPYRUS, bold=True,
                      anchor="center", max_width=badge.w - 8)

    def _frame(self, surface, game_id: str, rect: pygame.Rect) -> pygame.Rect:
        """The tile's panel, lifted and gold under the pointer or the focus."""
        s = self.scale
        focused = self.app.focus_visible and self.focus.at(f"tile:{game_id}")
        up = (self.hovered == game_id or focused) and self.playable[game_id]
        lifted = rect.move(0, -round(6 * s)) if up else rect
        panel(surface, lifted, radius=round(16 * s), border=GOLD if up else INK,
              border_width=max(2, round(3 * s)) if up else max(1, round(s)),
              scale=s * (2 if up else 1))
        return lifted

    def _draw_short_tile(self, surface, game_id: str, rect: pygame.Rect) -> None:
        """A tile of the title and the players (its tagline is in the band)."""
        s, ts = self.scale, self.text_scale
        lifted = self._frame(surface, game_id, rect)
        big, small = font("large", ts, bold=True), font("small", ts)
        seats = players_range(game_id)
        players = ""
        if seats is not None:
            lo, hi = seats
            players = _("Players: {count}").format(count=f"{lo}" if lo == hi else f"{lo}–{hi}")
        title = game_title(game_id)
        one_line = big.size(title)[0] + small.size(players)[0] + round(48 * s) <= lifted.w
        if one_line:
            draw_text(surface, title, (lifted.x + round(16 * s), lifted.centery), "large", ts,
                      INK, bold=True, anchor="midleft")
            draw_text(surface, players, (lifted.right - round(16 * s), lifted.centery),
                      "small", ts, MUTED_INK, anchor="midright")
        else:
            top = lifted.centery - (big.get_linesize() + small.get_linesize()) // 2
            draw_text(surface, title, (lifted.centerx, top), "large", ts, INK, bold=True,
                      anchor="midtop", max_width=lifted.w - round(20 * s))
            draw_text(surface, players, (lifted.centerx, top + big.get_linesize()), "small",
                      ts, MUTED_INK, anchor="midtop", max_width=lifted.w - round(20 * s))
        if not self.playable[game_id]:
            draw_text(surface, _("Coming soon"), (lifted.centerx, lifted.bottom), "small", ts,
                      TERRACOTTA, bold=True, anchor="midbottom", max_width=lifted.w - 8)

    def _draw_band(self, surface: pygame.Surface, band: pygame.Rect) -> None:
        """The tagline of the game pointed at or focused (the first one before any), in
        `band`."""
        s, ts = self.scale, self.text_scale
        panel(surface, band, radius=round(12 * s), scale=s)
        f = font("small", ts)
        lines = wrap(self.band_text(self.described), f, band.w - round(32 * s))
        y = band.y + round(10 * s)
        fit = max(0, (band.bottom - y) // f.get_linesize())
        for line in first_lines(lines, fit, surface, band):
            draw_text(surface, line, (band.x + round(16 * s), y), "small", ts, INK)
            y += f.get_linesize()
