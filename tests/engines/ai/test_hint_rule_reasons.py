"""Every game's Hint says why by the rule that gains, with the number the engine gives (the
playtest: "gains you about 2 points on the others" said how much, never why): the pyramid
scored and the temple's top row in Imhotep, the museum's price in Archaeology, the token
area at level scoring and the single-tile cards kept in Pyramids, the priests the cards
bring in Aton, in en, ru and pl."""

import pytest

from engines import get_engine
from engines.ai.hint_phrases import gain_message, phrasing
from engines.ai.levels import level_valuer
from engines.core import Rng
from engines.imhotep.rule_gains import rule_points
from engines.pyramids.rule_gains import level_points
from shell.language import i18n
from shell.language.reasons import tr_message

# game -> (what the reason says in each language, names its rule)
RULE_WORDS = {
    "imhotep-pyramid": {"en": "builds the pyramid", "ru": "пирамиду", "pl": "piramidę"},
    "imhotep-temple": {"en": "temple's top row", "ru": "верхний ряд храма",
                       "pl": "górny rząd świątyni"},
    "archaeology": {"en": "the museum pays", "ru": "музей платит", "pl": "muzeum płaci"},
    "pyramids": {"en": "at level scoring", "ru": "при подсчёте уровня",
                 "pl": "przy punktacji poziomu"},
    "aton": {"en": "into play", "ru": "вводит в игру", "pl": "wprowadza do gry"},
    "pyramids-cards": {"en": "single-tile cards for holes", "ru": "карты одиночной плитки",
                       "pl": "pojedyncze płytki"},
}


def first_move(game, players, gains, seeds=range(1, 40)):
    """(before, after, action, seat, number) of the first single step along random games
    for which `gains(before, after, seat)` gives the number the reason must say."""
    for seed in seeds:
        state = get_engine(game).new_game(players, None, seed)
        rng = Rng(seed)
        while not state.is_over():
            seat = state.to_move()
            legal = state.legal_actions()
            for action in legal:
                after = state.clone()
                after.apply(action)
                number = gains(state, after, seat)
                if number:
                    return state, after, action, seat, number
            state.apply(legal[rng.randrange(len(legal))])
    raise AssertionError(f"no such move in {game}")


def rule_gain(rule):
    """The points the step gains under Imhotep's `rule`, when no other rule gains more."""
    def gains(before, after, seat):
        was, now = rule_points(before, seat), rule_points(after, seat)
        best = max(now[r] - was[r] for r in now)
        return now[rule] - was[rule] if now[rule] - was[rule] == best > 0 else 0
    return gains


def money(before, after, seat):
    return after.money[seat] - before.money[seat] if after.money[seat] > before.money[seat] \
        and sum(after.hands[seat]) < sum(before.hands[seat]) else 0


def level(before, after, seat):
    return max(0, level_points(after, seat) - level_points(before, seat)) \
        if after.level == before.level else 0


def cards_kept(before, after, seat):
    kept = len(after.pyramids[seat].cards_left())
    return kept if after.pyramids[seat].cards == before.pyramids[seat].cards \
        and before.phase == "single" and after.phase not in ("single", "card") and kept > 1 \
        else 0


def priests(before, after, seat):
    full = 0 not in after.assigned[seat] and 0 in before.assigned[seat]
    return after.assigned[seat][3] if full and after.assigned[seat][2] > 1 else 0


CASES = {"imhotep-pyramid": ("imhotep", 2, rule_gain("pyramid")),
         "imhotep-temple": ("imhotep", 2, rule_gain("temple")),
         "archaeology": ("archaeology", 2, money),
         "pyramids": ("pyramids", 2, level),
         "pyramids-cards": ("pyramids", 2, cards_kept),
         "aton": ("aton", 2, priests)}


@pytest.fixture
def english():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_hint_reason_names_the_rule_with_the_engines_number(english, case):
    game, players, gains = CASES[case]
    before, after, action, seat, number = first_move(game, players, gains)
    said = gain_message(game, before, after, action, seat, level_valuer("hard", game))
    assert said.msgid != "your only move"
    for lang, words in RULE_WORDS[case].items():
        i18n.set_language(lang)
        text = tr_message(said).replace("\xa0", " ")
        assert words in text, (lang, text)
        assert f"{number}" in text, (lang, number, text)
    assert phrasing(game).why(before, after, action, seat) is not None
