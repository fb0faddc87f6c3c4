"""All cards open: in the replay of a finished game, every seat's hand at the shown position,
drawn over the table with the game's own card faces.

Only games with private hands have this view (Archaeology, Aton); Imhotep's cards are public
and Pyramids has no hand. Each seat's hand comes from that seat's own observation, so the
view shows exactly what each player held, nothing the engine keeps elsewhere.
"""

import pygame

from game.i18n import _
from game.theme import INK, MUTED_INK, PAPYRUS, draw_text, panel


def _archaeology_hand(obs) -> list:
    return [card for card, n in sorted(obs["hand"].items()) for _k in range(n)]


def _archaeology_card(surface, rect, card, seat, scale) -> None:
    from scenes.archaeology.cards import card_image

    surface.blit(card_image(card, rect.size, scale), rect)


def _aton_hand(obs) -> list:
    return list(obs["hand"])


def _aton_card(surface, rect, card, seat, scale) -> None:
    from scenes.aton.pieces import draw_card

    draw_card(surface, rect, card, seat, True)


HANDS = {"archaeology": (_archaeology_hand, _archaeology_card),
         "aton": (_aton_hand, _aton_card)}


def has_open_hands(game: str) -> bool:
    return game in HANDS


def open_hands(game: str, state) -> list[list]:
    """Every seat's hand, each read from that seat's own observation."""
    hand_of = HANDS[game][0]
    return [hand_of(state.observation(seat)) for seat in range(state.num_players)]


def draw_open_hands(surface, scene) -> pygame.Rect:
    """The band of every seat's hand over the lower part of the table; returns its rect."""
    s = scene.scale
    game = scene.game_id
    hands = open_hands(game, scene.state)
    draw_one = HANDS[game][1]
    pad = round(12 * s)
    card_w, card_h = round(44 * s), round(62 * s)
    row_h = card_h + round(10 * s)
    table = scene.table_rect
    height = round(40 * s) + row_h * len(hands) + pad
    band = pygame.Rect(table.x + pad, table.bottom - height - pad, table.w - 2 * pad, height)
    panel(surface, band, fill=PAPYRUS, radius=round(12 * s), border=INK,
          border_width=max(1, round(2 * s)), scale=s)
    draw_text(surface, _("All hands"), (band.x + pad, band.y + round(8 * s)), "body", s, INK,
              bold=True)
    name_w = round(160 * s)
    y = band.y + round(40 * s)
    for seat, hand in enumerate(hands):
        scene.draw_seat_marker(surface, seat, (band.x + pad + round(9 * s), y + card_h // 2),
                               round(9 * s))
        draw_text(surface, scene.session.name(seat), (band.x + pad + round(24 * s),
                                                      y + card_h // 2), "body", s, INK,
                  bold=True, anchor="midleft", max_width=name_w - round(30 * s))
        x0 = band.x + pad + name_w
        room = band.right - pad - x0 - card_w
        if not hand:
            draw_text(surface, _("no cards"), (x0, y + card_h // 2), "small", s, MUTED_INK,
                      anchor="midleft")
        step = min(card_w + round(6 * s), room // max(1, len(hand) - 1)) if hand else 0
        for k, card in enumerate(hand):
            draw_one(surface, pygame.Rect(x0 + k * step, y, card_w, card_h), card, seat, s)
        y += row_h
    return band
