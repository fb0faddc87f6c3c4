"""Imhotep's pyramid site is named by its side, as the rulebooks do: side A is one pyramid
(«А) Пирамида», «Piramida (A)»), side B three («В) Пирамиды», «Piramidy (B)»), on the board,
in the log, in the hint, and the name agrees with the score category «Пирамида»."""

import pytest

from engines.ai.hint_phrases import move_message
from engines.core import Event
from engines.imhotep.state import new_game
from scenes.imhotep.texts import CATEGORY_NAMES, describe, site_name
from shell.language import i18n

SIDE_NAMES = {"en": ("Pyramid", "Pyramids"), "ru": ("Пирамида", "Пирамиды"),
              "pl": ("Piramida", "Piramidy")}


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_the_pyramid_site_is_named_by_its_side(lang):
    i18n.set_language(lang)
    side_a, side_b = SIDE_NAMES[lang]
    assert site_name("pyramids", "A") == side_a == i18n._(CATEGORY_NAMES["pyramid"])
    assert site_name("pyramids", "B") == side_b
    sail = Event("sail", 0, {"ship": 0, "site": "pyramids"})
    sides = dict.fromkeys(("market", "pyramids", "temple", "tomb", "obelisks"), "A")
    assert side_a in describe(sail, lambda seat: "Ann", sides)
    assert side_b not in describe(sail, lambda seat: "Ann", sides)
    assert side_b in describe(sail, lambda seat: "Ann", {**sides, "pyramids": "B"})


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_the_hint_names_the_pyramid_by_its_side(lang):
    i18n.set_language(lang)
    side_a, side_b = SIDE_NAMES[lang]
    sail = ("sail", 0, "pyramids")
    on_a = i18n.tr_message(move_message("imhotep", sail, new_game(2, {"pyramids": "A"})))
    on_b = i18n.tr_message(move_message("imhotep", sail, new_game(2, {"pyramids": "B"})))
    assert f"{side_a}»" in on_a or f"{side_a}”" in on_a
    assert f"{side_b}»" in on_b or f"{side_b}”" in on_b
