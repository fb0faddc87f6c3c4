"""Archaeology's log lines name cards as the rest of the app does: counted card names quoted
in Russian and Polish («1× «Монета»», «2× „Rozbity kielich”»), the trade's included, and the
thief's line in natural Polish («zabiera graczowi X kartę», not «okrada gracza X z karty»)."""

import pytest

from engines.core import Event
from scenes.archaeology.texts import describe
from shell.language import i18n

NAMES = {"en": ("Ramses", "Khufu"), "ru": ("Рамсес", "Хуфу"), "pl": ("Ramzes", "Chufu")}


def line(lang, event, may_see=True):
    i18n.set_language(lang)
    return describe(event, lambda seat: NAMES[lang][seat], lambda _event: may_see)


@pytest.mark.parametrize("lang,expected", [
    ("en", "Ramses trades 1× Coin, 1× Map for 2× Broken cup."),
    ("ru", "Рамсес меняет 1× «Монета», 1× «Схема» на 2× «Разбитая чаша»."),
    ("pl", "Ramzes wymienia 1× „Moneta”, 1× „Mapa” na 2× „Rozbity kielich”."),
])
def test_the_trade_line_quotes_the_card_names(lang, expected):
    event = Event("trade", 0, {"gave": {"coin": 1, "map": 1}, "took": {"broken_cup": 2}})
    assert line(lang, event) == expected


@pytest.mark.parametrize("lang,expected", [
    ("en", "Khufu loses to the sandstorm: 2× Talisman."),
    ("ru", "Хуфу теряет в песчаной буре: 2× «Талисман»."),
    ("pl", "Chufu traci w burzy piaskowej: 2× „Talizman”."),
])
def test_the_sandstorm_discard_line_quotes_the_card_names(lang, expected):
    assert line(lang, Event("sandstorm_discard", 1, {"cards": {"talisman": 2}})) == expected


@pytest.mark.parametrize("lang,seen,hidden", [
    ("en", "Ramses robs Khufu: Coin.", "Ramses robs Khufu of a card."),
    ("ru", "Хуфу теряет карту «Монета»: её крадёт Рамсес.",
     "Хуфу теряет карту: её крадёт Рамсес."),
    ("pl", "Chufu traci kartę „Moneta”: zabiera ją Ramzes.",
     "Chufu traci kartę: zabiera ją Ramzes."),
])
def test_the_thief_line(lang, seen, hidden):
    event = Event("steal", 0, {"victim": 1, "secret": {"card": "coin"}})
    assert line(lang, event) == seen
    assert line(lang, event, may_see=False) == hidden
