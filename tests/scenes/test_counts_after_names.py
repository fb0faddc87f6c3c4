"""A number after a player's name reads as one counted entry in English, Russian and Polish
("Ramses — 2 cards", «Рамсес — 2 карты», «Ramzes — 2 karty»), never a bare number
("Ramses 2", «Сбросить карт: Рамсес 2»): the sandstorm's log line and panel in Archaeology,
Aton's score track, temple help and turn-order tie banner; and an amount after a card's
name in the museum's help says what it is for."""

from types import SimpleNamespace

import pygame
import pytest

from engines.core import Event
from scenes.archaeology import drawing as archaeology_drawing
from scenes.archaeology.texts import describe
from scenes.aton import animations as aton_animations
from scenes.aton.hand import HandSlots
from scenes.aton.help import temple_help, tooltip
from shell.language import i18n
from tests.scenes.archaeology.test_archaeology_scene import humans, open_table

NAMES = {"en": ("Ramses", "Khufu", "Nefertari", "Hatshepsut"),
         "ru": ("Рамсес", "Хуфу", "Нефертари", "Хатшепсут"),
         "pl": ("Ramzes", "Chufu", "Nefertari", "Hatszepsut")}


def plain(text: str) -> str:
    """`text` with its non-breaking spaces as spaces (they only keep a number on its line)."""
    return text.replace("\u00a0", " ")


@pytest.mark.parametrize("lang,expected", [
    ("en", "Cards to discard: Ramses — 2 cards, Khufu — 1 card, Hatshepsut — 5 cards."),
    ("ru", "Нужно сбросить: Рамсес — 2 карты, Хуфу — 1 карта, Хатшепсут — 5 карт."),
    ("pl", "Karty do odrzucenia: Ramzes — 2 karty, Chufu — 1 karta, Hatszepsut — 5 kart."),
])
def test_the_sandstorm_log_line_counts_each_players_cards(lang, expected):
    i18n.set_language(lang)
    event = Event("sandstorm", 0, {"owed": [2, 1, 0, 5]})
    line = describe(event, lambda seat: NAMES[lang][seat], lambda _event: True)
    assert plain(line) == expected


@pytest.mark.parametrize("lang,expected", [
    ("en", "Still to discard: P2 — 2 cards, P1 — 21 cards"),
    ("ru", "Ещё сбрасывают: P2 — 2 карты, P1 — 21 карта"),
    ("pl", "Jeszcze odrzucają: P2 — 2 karty, P1 — 21 kart"),
])
def test_the_sandstorm_panel_counts_each_players_cards(app, monkeypatch, lang, expected):
    """The panel a waiting player sees while another discards."""
    i18n.set_language(lang)
    scene = open_table(app, humans(2), seed=4)
    scene.obs = dict(scene.obs, seat=0, pending={"kind": "discard", "seat": 1, "owed": 2,
                                                 "queue": [[1, 2], [0, 21]]})
    drawn = []
    real = archaeology_drawing.draw_text

    def record(surface, text, *args, **kwargs):
        drawn.append(plain(text))
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(archaeology_drawing, "draw_text", record)
    scene.view.drawing.draw_trays(pygame.Surface(scene.size))
    assert expected in drawn


def aton_scene(lang, scores=(12, 1), temple=(None,) * 12):
    """An Aton stand-in holding what the help reads: the scores, one temple's cells and the
    players' names (and the banners it is asked to show)."""
    names = NAMES[lang][0], NAMES[lang][2]
    banners = []
    return SimpleNamespace(
        obs={"scores": list(scores), "temples": [list(temple)] * 4},
        name=lambda seat: names[seat], banners=banners,
        banner_step=lambda text, *args, **kwargs: banners.append(plain(text)))


@pytest.mark.parametrize("lang,expected", [
    ("en", "Score track: Ramses — 12 points, Nefertari — 1 point. 40 points end the game."),
    ("ru", "Счётчик очков: Рамсес — 12 очков, Нефертари — 1 очко. 40 очков завершают игру."),
    ("pl", "Tor punktów: Ramzes — 12 punktów, Nefertari — 1 punkt. 40 punktów kończy grę."),
])
def test_the_aton_score_track_counts_each_players_points(lang, expected):
    i18n.set_language(lang)
    scene = aton_scene(lang)
    assert plain(tooltip(scene.obs, scene.name, HandSlots(), ("track",))) == expected


@pytest.mark.parametrize("lang,expected", [
    ("en", "(Ramses — 3 priests · Nefertari — 1 priest)"),
    ("ru", "(Рамсес — 3 жреца · Нефертари — 1 жрец)"),
    ("pl", "(Ramzes — 3 kapłanów · Nefertari — 1 kapłan)"),
])
def test_the_aton_temple_help_counts_each_players_priests(lang, expected):
    i18n.set_language(lang)
    scene = aton_scene(lang, temple=(0, 0, 1, 0) + (None,) * 8)
    assert plain(temple_help(scene.obs, scene.name, 1)).endswith(expected)


@pytest.mark.parametrize("lang,expected", [
    ("en", "Turn-order tie: Ramses — 3, Nefertari — 2"),
    ("ru", "Ничья при определении очерёдности: Рамсес — 3, Нефертари — 2"),
    ("pl", "Remis przy ustalaniu kolejności: Ramzes — 3, Nefertari — 2"),
])
def test_the_aton_tie_banner_gives_each_name_its_card(lang, expected):
    i18n.set_language(lang)
    scene = aton_scene(lang)
    aton_animations.tiebreak_reveal(scene, Event("tiebreak_reveal", None, {"cards": [3, 2]}),
                                    None)
    assert scene.banners == [expected]


@pytest.mark.parametrize("lang,expected", [
    ("en", "Sets sold: 2× Broken cup for $15, 1× Pharaoh mask for $4."),
    ("ru", "Проданные наборы: 2× «Разбитая чаша» за $15, 1× «Маска фараона» за $4."),
    ("pl", "Sprzedane zestawy: 2× „Rozbity kielich” za $15, 1× „Maska faraona” za $4."),
])
def test_a_museums_sets_name_their_price(lang, expected):
    """The museum's help lists each set sold with what it brought («за $15»), not a bare
    amount after the card's name ("Broken cup $15")."""
    from scenes.archaeology.help import museum_help

    i18n.set_language(lang)
    sets = [{"count": 2, "card": "broken_cup", "money": 15},
            {"count": 1, "card": "pharaoh_mask", "money": 4}]
    scene = SimpleNamespace(obs={"museums": [sets, []]}, viewer=0,
                            name=lambda seat: NAMES[lang][seat])
    assert plain(museum_help(scene, 0, own=True)).endswith(expected)
