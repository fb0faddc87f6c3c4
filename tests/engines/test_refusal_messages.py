"""Every reason an engine gives is a translatable message.

Reasons are collected from random play of every engine with an illegal-action fuzz at each
step (actions of other moments of the game, neighbours of legal actions, wrong-type twins,
garbage), from game setup with bad options and from damaged replays. Each must be a
`Message` whose msgid is a string literal marked with N_ / NP_ in engines/ (what the
catalog extraction finds), whose placeholders all have values, and which reads as a player
would say it: no coordinates, no "anchor", no internal names such as "lever_order".
"""

import ast
import json
import re
import string
from pathlib import Path

import pytest

from engines.archaeology import ENGINE as ARCHAEOLOGY
from engines.aton import ENGINE as ATON
from engines.aton.state import END_REASONS, END_WORDS
from engines.core import IllegalAction, Message, Replay, ReplayError, Rng, Seat
from engines.imhotep import ENGINE as IMHOTEP
from engines.pyramids import ENGINE as PYRAMIDS
from tests.conformance import BOGUS_ACTIONS, action_twins
from tests.engines.imhotep.helpers import rebuilt

ENGINES = [IMHOTEP, PYRAMIDS, ARCHAEOLOGY, ATON]
ROOT = Path(__file__).resolve().parents[2] / "engines"
INTERNAL_NAME = re.compile(r"[a-z]+_[a-z_]+")
COORDINATES = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+")


def marked_literals():
    """Every string literal passed to N_(...) and every pair passed to NP_(...) in engines/."""
    singles, pairs = set(), set()
    for path in ROOT.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            texts = [a.value for a in node.args
                     if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if node.func.id == "N_" and len(texts) == 1:
                singles.add(texts[0])
            elif node.func.id == "NP_" and len(texts) == 2:
                pairs.add(tuple(texts))
    return singles, pairs


SINGLES, PAIRS = marked_literals()


def check_message(message: Message, where: str) -> None:
    assert isinstance(message, Message), f"{where}: {message!r} is not a Message"
    msgid = message.msgid
    if isinstance(msgid, tuple):
        assert msgid in PAIRS, f"{where}: {msgid!r} is not an NP_ literal in engines/"
        assert "n" in message.params, f"{where}: a plural message needs n"
        texts = msgid
    else:
        assert msgid in SINGLES, f"{where}: {msgid!r} is not an N_ literal in engines/"
        texts = (msgid,)
    for text in texts:
        fields = {name for _, name, _, _ in string.Formatter().parse(text) if name}
        assert fields <= set(message.params), f"{where}: {text!r} lacks {fields}"
        assert "anchor" not in text and not COORDINATES.search(text), f"{where}: {text!r}"
        assert not INTERNAL_NAME.search(text), f"{where}: internal name in {text!r}"
        assert "'" not in text.replace("'s ", "").replace("n't", ""), f"{where}: {text!r}"
    for name, value in message.params.items():
        if isinstance(value, Message):
            check_message(value, f"{where} ({name})")
        else:
            assert value.__class__ in (int, str), f"{where}: parameter {name}={value!r}"


def _neighbours(action, strings):
    """Actions near a legal one: each int field moved, each str field swapped."""
    out = []
    for index, value in enumerate(action):
        if value.__class__ is int:
            out += [action[:index] + (value + d,) + action[index + 1:] for d in (-1, 1, 7, -9)]
        elif isinstance(value, str) and index:
            out += [action[:index] + (other,) + action[index + 1:] for other in strings[:6]]
    return out


def _refusal(state, action):
    try:
        state.clone().apply(action)
    except IllegalAction as exc:
        return exc
    return None


def fuzz_game(engine, players, options, seed, reasons):
    """Play a random game; at each step try illegal actions and record their refusals."""
    state = engine.new_game(players, options, seed)
    chooser = Rng(seed + 101)
    seen_actions, strings, previous = [], [], []
    step = 0
    while not state.is_over():
        legal = state.legal_actions()
        for action in legal:
            if action not in seen_actions and len(seen_actions) < 400:
                seen_actions.append(action)
                strings += [v for v in action[1:] if isinstance(v, str) and v not in strings]
        candidates = list(BOGUS_ACTIONS) + [a for a in previous if a not in legal]
        candidates += [seen_actions[chooser.randrange(len(seen_actions))] for _ in range(6)]
        pick = legal[chooser.randrange(len(legal))]
        candidates += _neighbours(pick, strings)
        if step % 9 == 0:
            candidates += action_twins(pick)
        for action in candidates:
            exc = _refusal(state, action)
            if exc is not None:
                reasons.append((engine.spec.id, exc))
        state.apply(pick)
        previous = legal
        step += 1
    exc = _refusal(state, ("pass",))
    reasons.append((engine.spec.id, exc))
    return state


@pytest.fixture(scope="module")
def reasons():
    found = []
    for engine in ENGINES:
        for players in engine.spec.player_counts():
            for seed in (1, 2):
                option_sets = engine.spec.all_option_sets()
                options = option_sets[(seed * 7) % len(option_sets)]
                fuzz_game(engine, players, options, seed, found)
    # setup refusals
    for engine in ENGINES:
        for players, options in ((1, {}), (9, {}), (2.0, {}), (2, {"no_such_option": 1})):
            try:
                engine.new_game(players, options, 1)
            except IllegalAction as exc:
                found.append((engine.spec.id, exc))
        for opt in engine.spec.options:
            try:
                engine.new_game(engine.spec.min_players, {opt.key: "nonsense"}, 1)
            except IllegalAction as exc:
                found.append((engine.spec.id, exc))
    return found


def _damaged_replays():
    good = Replay("imhotep", {}, [Seat("A"), Seat("B")], 5, [("get_stones",)]).to_json()
    yield []
    yield dict(good, format="other")
    yield dict(good, version=99)
    yield dict(good, version=[1])
    yield dict(good, game=None)
    yield dict(good, options=None)
    yield dict(good, seed="x")
    yield dict(good, seats=[])
    yield dict(good, seats=[{"name": "A", "kind": "wizard"}])
    yield dict(good, actions=None)
    yield dict(good, game="pyramids")
    yield dict(good, options={"pyramids": "C"})
    yield dict(good, seats=[{"name": "A", "kind": "human"}] * 7)
    yield dict(good, actions=[["get_stones"], ["place", 0.0, 0]])
    yield dict(good, actions=[["sail", 0, {"x": 1}]])


def replay_errors():
    errors = []
    for data in _damaged_replays():
        try:
            Replay.from_json(json.loads(json.dumps(data))).play(IMHOTEP)
        except ReplayError as exc:
            errors.append(exc)
    finished = PYRAMIDS.new_game(2, {}, 3)
    actions, chooser = [], Rng(4)
    while not finished.is_over():
        legal = finished.legal_actions()
        actions.append(legal[chooser.randrange(len(legal))])
        finished.apply(actions[-1])
    late = Replay("pyramids", {}, [Seat("A"), Seat("B")], 3, actions + [("take", 0)])
    try:
        late.play(PYRAMIDS)
    except ReplayError as exc:
        errors.append(exc)
    return errors


def test_every_engine_refusal_is_a_marked_message(reasons):
    assert len(reasons) > 1000
    msgids, checked = set(), set()
    for game, exc in reasons:
        if exc is None:
            continue
        key = (game, exc.message.msgid, tuple(sorted(exc.message.params.items(), key=str)))
        if key not in checked:
            checked.add(key)
            check_message(exc.message, game)
        assert exc.reason == exc.message.english() and str(exc).startswith(exc.reason)
        msgids.add(exc.message.msgid)
    # the fuzz reaches many distinct reasons in every engine (not a vacuous check)
    per_game: dict = {}
    for game, exc in reasons:
        if exc is not None:
            per_game.setdefault(game, set()).add(exc.message.msgid)
    assert set(per_game) == {engine.spec.id for engine in ENGINES}
    assert all(len(ids) >= 5 for ids in per_game.values()), {
        g: len(ids) for g, ids in per_game.items()}
    assert len(msgids) >= 40


def test_every_replay_error_is_a_marked_message():
    errors = replay_errors()
    assert len(errors) == len(list(_damaged_replays())) + 1
    for exc in errors:
        check_message(exc.message, "replay")
    quoted = [e for e in errors if "why" in e.message.params]
    assert quoted, "replay errors quote the engine's reason as a nested message"


def test_every_end_of_game_reason_is_marked():
    """Each end reason is shown in its marked words (the engine's own key, where it keeps one
    for old saves, through END_WORDS)."""
    for reason in END_REASONS:
        check_message(Message(END_WORDS.get(reason, reason)), "aton end reason")


def test_a_refusal_names_the_seat_as_a_parameter_not_in_its_text():
    state = rebuilt(IMHOTEP.new_game(2, {}, 1), ships="01../.../.../.", sites="m.../0....",
                    sled="1,2", stack="lever_order:1:0:0:[]")  # ship 0 docked at the market
    with pytest.raises(IllegalAction) as info:
        state.apply(("get_stones",))
    assert info.value.message == Message("{seat} must choose the unloading order first",
                                         {"seat": 1})


def test_the_checker_rejects_unmarked_and_unfriendly_reasons():
    with pytest.raises(AssertionError):
        check_message(Message("made up here"), "test")
    with pytest.raises(AssertionError):
        check_message(IllegalAction("the first domino is laid at the anchor (0, 0)").message,
                      "test")
    assert "the first domino is laid at the anchor (0, 0)" not in SINGLES


@pytest.mark.parametrize(("lang", "players", "expected"), [
    ("en", 4, "Aton is for 2 players"),
    ("ru", 3, "«Атон» — игра для\u00a02\u00a0игроков"),
    ("pl", 1, "„Aton” to gra dla\u00a02\u00a0graczy"),
])
def test_a_game_for_one_player_count_names_that_count_alone(lang, players, expected):
    """A game played by one player count only is "for 2 players", not "for 2 to 2"."""
    from shell.language import i18n

    with pytest.raises(IllegalAction) as info:
        ATON.new_game(players, {}, 1)
    check_message(info.value.message, "aton setup")
    i18n.set_language(lang)
    assert i18n.tr_message(info.value.message) == expected


def test_a_game_for_a_range_of_player_counts_names_the_range():
    with pytest.raises(IllegalAction) as info:
        IMHOTEP.new_game(5, {}, 1)
    assert info.value.reason == "Imhotep is for 2 to 4 players"
