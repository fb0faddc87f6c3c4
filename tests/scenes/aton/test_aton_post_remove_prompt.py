"""Aton's after-scoring removal prompt says exactly which temples the priests come from, how
many in all, and when the choice is the player's (rule 8 of docs/rules/aton.md); its plan
agrees with the engine on every choice the player may make."""

import itertools

import pytest

from engines.aton.notation import format
from scenes.aton.post_removal import direct_phase, substitutes, total_removals
from scenes.aton.texts import post_remove_prompt
from tests.engines.aton.helpers import RED, fresh, put, rebuilt
from tests.engines.notation_checks import field


def pending(remaining, temples, subs):
    return {"kind": "post_remove", "seat": 0, "remaining": remaining, "temples": temples,
            "substitutes": subs}


def test_priests_only_in_temple_1_all_four_come_from_temple_1():
    text = post_remove_prompt(pending(4, [1], [2, 3, 4]), "Ann", [5, 0, 0, 0])
    assert text == ("Ann: after the scoring take back one own priest from temple 1 (4 to go). "
                    "You have none in temples 2–4: take 3 more from temple 1 instead.")
    later = post_remove_prompt(pending(3, [1], [2, 3, 4]), "Ann", [4, 0, 0, 0])
    assert later == ("Ann: none of yours in temple 2 or above: take one back from temple 1 "
                     "(3 to go).")


def test_every_temple_held_names_the_temples_still_owed():
    text = post_remove_prompt(pending(4, [1, 2, 3, 4], []), "Ann", [2, 1, 1, 3])
    assert text == ("Ann: after the scoring take back one own priest from each of temples 1–4 "
                    "(4 to go).")
    two = post_remove_prompt(pending(2, [2, 4], []), "Ann", [1, 1, 0, 2])
    assert two == ("Ann: after the scoring take back one own priest from each of temples 2, 4 "
                   "(2 to go).")


def test_substitutes_from_the_one_higher_temple_and_fewer_priests_than_owed():
    text = post_remove_prompt(pending(4, [4], [1, 2, 3]), "Ann", [0, 0, 0, 3])
    assert text == ("Ann: after the scoring take back one own priest from temple 4 (3 to go). "
                    "You have none in temples 1–3: take 2 more from temple 4 instead.")


def test_substitutes_from_several_higher_temples():
    text = post_remove_prompt(pending(4, [3, 4], [1, 2]), "Ann", [0, 0, 2, 2])
    assert text.endswith("You have none in temples 1–2: take 2 more from higher temples "
                         "instead.")


def test_substitutes_from_higher_temples_then_from_the_highest_left():
    text = post_remove_prompt(pending(4, [2, 3], [1, 4]), "Ann", [0, 2, 2, 0])
    assert text == ("Ann: after the scoring take back one own priest from each of temples 2–3 "
                    "(4 to go). You have none in temples 1, 4: take 2 more, each from a higher "
                    "temple where you have one, else from your highest.")


def test_no_priest_left_for_the_temples_owed():
    text = post_remove_prompt(pending(4, [1], [2, 3, 4]), "Ann", [1, 0, 0, 0])
    assert text == ("Ann: after the scoring take back one own priest from temple 1 (1 to go). "
                    "You have no priest left for temples 2–4.")


def test_a_substitute_from_the_only_higher_temple():
    text = post_remove_prompt(pending(2, [4], [1, 3]), "Ann", [0, 0, 0, 2])
    assert text == ("Ann: none of yours in temple 1: take one back from temple 4 above it "
                    "(2 to go).")


def test_a_substitute_from_a_higher_temple_of_the_players_choice():
    text = post_remove_prompt(pending(2, [3, 4], [1, 2]), "Ann", [0, 0, 1, 1])
    assert text == ("Ann: none of yours in temple 1: take one back from a higher temple of "
                    "your choice, 3, 4 (2 to go).")


def test_a_substitute_from_the_highest_temple_when_none_is_higher():
    text = post_remove_prompt(pending(1, [3], [4]), "Ann", [0, 0, 2, 0])
    assert text == ("Ann: none of yours in temple 4 or above: take one back from temple 3 "
                    "(1 to go).")


def post_removal_position(held):
    """Red to remove after a scoring, holding `held[t - 1]` priests in temple t."""
    state = put(fresh(round_=2), RED, *[(t, c) for t in range(1, 5) for c in range(held[t - 1])])
    direct = [t for t in range(1, 5) if held[t - 1]]
    subs = [t for t in range(1, 5) if not held[t - 1]]
    hands = field(format(state), "hands")  # laid and revealed, as after a round's cards
    return rebuilt(state, phase="post_remove", seat="r", post="r", first="r", step="1",
                   hands="-/-", assigned=hands, revealed="y",
                   direct=",".join(map(str, direct)) or "-",
                   subs=",".join(map(str, subs)) or "-")


def every_removal(state):
    """Each way red's removal can go: a list of (temple, was it a substitute) per way."""
    found = []

    def walk(state, done):
        p = state.pending()
        if p is None or p["kind"] != "post_remove" or p["seat"] != RED:
            found.append(done)
            return
        substitute = not direct_phase(p)
        temples = sorted({a[1] for a in state.legal_actions()})
        assert temples == sorted(p["temples"])  # the temples the prompt names
        for temple in temples:
            action = next(a for a in state.legal_actions() if a[1] == temple)
            world = state.clone()
            world.apply(action)
            walk(world, [*done, (temple, substitute)])

    walk(state, [])
    return found


HELD = [h for h in itertools.product((0, 1, 2), repeat=4) if any(h)]


@pytest.mark.parametrize("held", HELD)
def test_the_plan_agrees_with_the_engine(held):
    state = post_removal_position(list(held))
    p = state.pending()
    plan = substitutes(p, list(held))
    ways = every_removal(state)
    assert {len(way) for way in ways} == {total_removals(p, list(held))}
    subs = [[(t, owed) for (t, s), owed in zip([w for w in way if w[1]], p["substitutes"],
                                                  strict=False)] for way in ways]
    assert {len(s) for s in subs} == {plan.count}
    assert {t for s in subs for t, _ in s} == set(plan.sources)
    assert plan.all_higher == all(t > owed for s in subs for t, owed in s)
