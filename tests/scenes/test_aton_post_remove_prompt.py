"""Aton's after-scoring removal prompt explains the substitute rule where it applies."""

from scenes.aton.texts import post_remove_prompt


def pending(remaining, temples, substitutes):
    return {"kind": "post_remove", "seat": 0, "remaining": remaining, "temples": temples,
            "substitutes": substitutes}


def test_every_temple_held_gives_the_plain_prompt():
    text = post_remove_prompt(pending(4, [1, 2, 3, 4], []), "Ann")
    assert text == "Ann: after the scoring take back one own priest per temple (4 to go)."


def test_temples_without_a_priest_are_named_with_the_rule():
    text = post_remove_prompt(pending(4, [2, 3], [1, 4]), "Ann")
    assert text == ("Ann: take back a priest per temple (4 to go); none in temples 1, 4: take "
                    "from higher ones.")
    one = post_remove_prompt(pending(4, [2, 3, 4], [1]), "Ann")
    assert "none in temple 1: take from a higher one." in one


def test_a_substitute_from_a_higher_temple():
    text = post_remove_prompt(pending(2, [2, 3], [1, 4]), "Ann")
    assert text == ("Ann: no priest of yours in temple 1: take one back from a higher temple "
                    "(2 to go).")


def test_a_substitute_from_the_highest_temple_when_none_is_higher():
    text = post_remove_prompt(pending(1, [3], [4]), "Ann")
    assert text == ("Ann: none of yours in temple 4 or above: take one back from temple 3 "
                    "(1 to go).")
