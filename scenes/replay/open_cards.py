"""All cards open: in the replay of a finished game, everything that was hidden at the shown
position, drawn over the table with the game's own faces.

Hidden, per game (what no seat's observation shows every player):
  Imhotep      the market deck (top card first), the face-down pair and the round cards not
               yet turned, with the one removed at the start;
  Pyramids     the dominoes under the top of each stack;
  Archaeology  every seat's hand, the deck (top first) and the chambers not yet explored;
  Aton         every seat's hand, face-down cards and deck (top first).
Read from the true state, so the viewer offers this only once the game is over (a finished
replay); each hand is still read from its own seat's observation.
"""

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.i18n import _
from game.theme import INK, MUTED_INK, PAPYRUS, draw_text, panel


@dataclass
class Row:
    """One line of the view: a label (or a seat's marker and name) and its pieces."""

    label: str
    items: list
    draw: Callable  # draw(surface, rect, item, scale)
    aspect: float = 0.71  # a piece's width over its height
    seat: int | None = None


# Imhotep ---------------------------------------------------------------------------------
def _imhotep_card(surface, rect, card, scale) -> None:
    from scenes.imhotep.pieces import card_face
    from scenes.imhotep.texts import card_name

    card_face(surface, rect, card, card_name(card), scale * rect.h / 90)


def _imhotep_round_card(surface, rect, card, scale) -> None:
    """A round card: its four ships' sizes, one under the other."""
    radius = max(3, round(6 * scale))
    pygame.draw.rect(surface, PAPYRUS, rect, border_radius=radius)
    pygame.draw.rect(surface, INK, rect, max(1, round(1.5 * scale)), border_radius=radius)
    step = rect.h / (len(card) + 1)
    for k, size in enumerate(card):
        draw_text(surface, size, (rect.centerx, round(rect.y + step * (k + 1))), "small",
                  scale * rect.h / 80, INK, bold=True, anchor="center")


def _imhotep_rows(state, scene) -> list[Row]:
    rows = [Row(_("Market deck, top card first"), list(reversed(state.deck)),
                _imhotep_card),
            Row(_("Face-down pair"), list(state.pair), _imhotep_card),
            Row(_("Round cards not turned"), list(reversed(state.round_deck)),
                _imhotep_round_card)]
    if state.round_removed is not None:
        rows.append(Row(_("Round card removed at the start"), [state.round_removed],
                        _imhotep_round_card))
    return rows


# Pyramids --------------------------------------------------------------------------------
def _pyramids_domino(patterns: bool):
    def draw(surface, rect, domino, scale) -> None:
        """A domino standing up (its squares `rect.w` wide)."""
        from engines.pyramids.state import domino_json
        from scenes.pyramids.pieces import domino_image

        surface.blit(domino_image(domino_json(domino), 1, rect.w, patterns), rect)
    return draw


def _pyramids_rows(state, scene) -> list[Row]:
    draw = _pyramids_domino(scene.patterns)
    return [Row(_("Stack {n}, under the top").format(n=k + 1), list(reversed(stack[:-1])),
                draw, aspect=0.5)
            for k, stack in enumerate(state.stacks)]


# Archaeology -----------------------------------------------------------------------------
def _archaeology_card(surface, rect, card, scale) -> None:
    from scenes.archaeology.cards import card_image

    surface.blit(card_image(card, rect.size, scale), rect)


def _archaeology_names(counts) -> list[str]:
    from engines.archaeology.cards import TREASURES

    return [TREASURES[t] for t, n in enumerate(counts) for _k in range(n)]


def _archaeology_rows(state, scene) -> list[Row]:
    from engines.archaeology.cards import CHAMBERS, SANDSTORM, THIEF, TREASURES
    from scenes.archaeology.texts import chamber_name

    rows = [Row(scene.session.name(seat), open_hand("archaeology", state, seat),
                _archaeology_card, seat=seat) for seat in range(state.num_players)]
    special = {THIEF: "thief", SANDSTORM: "sandstorm"}
    deck = [special.get(c) or TREASURES[c] for c in reversed(state.deck)]
    rows.append(Row(_("Dig deck, top card first"), deck, _archaeology_card))
    for k, (name, _maps, _size) in enumerate(CHAMBERS):
        if not state.explored[k]:
            rows.append(Row(chamber_name(name), _archaeology_names(state.chambers[k]),
                            _archaeology_card))
    return rows


# Aton ------------------------------------------------------------------------------------
def _aton_card(seat):
    def draw(surface, rect, card, scale) -> None:
        from scenes.aton.pieces import draw_card

        draw_card(surface, rect, card, seat, True)
    return draw


def _aton_rows(state, scene) -> list[Row]:
    rows = []
    for seat in range(state.num_players):
        name = scene.session.name(seat)
        draw = _aton_card(seat)
        rows.append(Row(name, open_hand("aton", state, seat), draw, seat=seat))
        if not state.revealed:
            down = [v for v in state.assigned[seat] if v]
            if down:
                rows.append(Row(_("{name}: face-down cards").format(name=name), down, draw))
        rows.append(Row(_("{name}: deck, top card first").format(name=name),
                        list(reversed(state.decks[seat])), draw))
    return rows


ROWS = {"imhotep": _imhotep_rows, "pyramids": _pyramids_rows,
        "archaeology": _archaeology_rows, "aton": _aton_rows}


def has_open_cards(game: str) -> bool:
    return game in ROWS


def open_hand(game: str, state, seat: int) -> list:
    """A seat's hand, read from that seat's own observation."""
    hand = state.observation(seat)["hand"]
    if game == "archaeology":
        return [card for card, n in sorted(hand.items()) for _k in range(n)]
    return list(hand)


def open_rows(scene) -> list[Row]:
    """Everything hidden at the scene's position (rows with nothing in them left out)."""
    rows = ROWS[scene.game_id](scene.state, scene)
    return [row for row in rows if row.items or row.seat is not None]


def draw_open_cards(surface, scene) -> pygame.Rect:
    """The panel of everything hidden, over the table (rows shrink to fit); its rect."""
    s = scene.scale
    rows = open_rows(scene)
    pad = round(12 * s)
    table = scene.table_rect
    head = round(40 * s)
    room = table.h - 2 * pad - head - pad
    row_h = max(round(26 * s), min(round(72 * s), room // max(1, len(rows))))
    piece_h = row_h - round(8 * s)
    height = head + row_h * len(rows) + pad
    band = pygame.Rect(table.x + pad, table.bottom - height - pad, table.w - 2 * pad, height)
    panel(surface, band, fill=PAPYRUS, radius=round(12 * s), border=INK,
          border_width=max(1, round(2 * s)), scale=s)
    draw_text(surface, _("All cards open"), (band.x + pad, band.y + round(8 * s)), "body", s,
              INK, bold=True)
    name_w = min(round(230 * s), band.w // 3)
    y = band.y + head
    for row in rows:
        middle = y + piece_h // 2
        x = band.x + pad
        if row.seat is not None:
            scene.draw_seat_marker(surface, row.seat, (x + round(9 * s), middle),
                                   round(9 * s))
            x += round(24 * s)
        draw_text(surface, row.label, (x, middle), "small" if row.seat is None else "body",
                  s, INK, bold=row.seat is not None, anchor="midleft",
                  max_width=band.x + pad + name_w - x - round(8 * s))
        x0 = band.x + pad + name_w
        piece_w = max(4, round(piece_h * row.aspect))
        room_w = band.right - pad - x0 - piece_w
        if not row.items:
            draw_text(surface, _("no cards"), (x0, middle), "small", s, MUTED_INK,
                      anchor="midleft")
        step = min(piece_w + round(4 * s), room_w / max(1, len(row.items) - 1))
        for k, item in enumerate(row.items):
            row.draw(surface, pygame.Rect(round(x0 + k * step), y, piece_w, piece_h), item, s)
        y += row_h
    return band
