"""What a move is and why, as marked messages in the games' own words (the scene translates).

`describe_move(game, state, steps)` names a whole move (engines/ai/whole_move.py) step by
step, on a copy of `state`, in the words of the game's `Phrasing` (its engine descriptor's;
engines/core/phrasing.py): each step's fragment, steps that read as one (a trade from its
opening to its confirmation), a run of steps whose order does not matter read in order. The
parts are lowercase fragments chained by "{first}, then {then}"; `sentence` capitalises the
translated text. `move_message(game, action)` names one step alone. `gain_message` says
why: the game's own reason where it has one, else from the position before and after the
whole move, never against the scores (a lead only when the seat leads on points; "any move
does about as well" only when every move is within a point; the next best move only when it
is clearly worse, else "one of several about equal moves").
"""

from engines import find_descriptor
from engines.core import N_, NP_, Message
from engines.core.phrasing import GENERIC_MOVE, Phrasing, chain

_PLAIN = Phrasing()


def phrasing(game: str | None) -> Phrasing:
    """The words of game id `game` (the plain ones for None or a game not registered)."""
    found = find_descriptor(game)
    return found.phrasing if found is not None else _PLAIN


def sentence(text: str) -> str:
    """`text` with its first letter capitalised (a translated move reads as a sentence)."""
    return text[:1].upper() + text[1:]


def move_message(game: str | None, action, state=None) -> Message:
    """One step as a lowercase fragment (a generic one for unknown kinds); `state`, the
    position before it, names what the step alone does not (a token's colour)."""
    words = phrasing(game)
    special = words.step(action, state)
    if special is not None:
        return special
    kind = words.kind(action)
    msgid = None if kind is None else words.fragments.get(kind)
    if msgid is None:
        return Message(GENERIC_MOVE, {})
    return Message(msgid, words.params(action))


def in_reading_order(words: Phrasing, steps: list) -> list:
    """`steps` with one run of steps whose order does not matter sorted (Aton's cards read
    by ornament)."""
    steps = list(steps)
    runs = [k for k, a in enumerate(steps) if words.kind(a) in words.unordered]
    if runs and runs == list(range(runs[0], runs[-1] + 1)):
        steps[runs[0]:runs[-1] + 1] = sorted(steps[runs[0]:runs[-1] + 1])
    return steps


def describe_move(game: str | None, state, steps, on_table: bool = False) -> Message:
    """The whole move `steps` from `state` (not modified), as one chained fragment; steps
    the position does not allow are still named, from their own fields alone. `on_table`:
    the move is drawn on the table as it is named (the live Hint), so the fragments that
    point at the board (the game's `Phrasing.on_table`) are used."""
    world = state.clone() if state is not None else None

    def advance(*actions):
        nonlocal world
        for a in actions:
            if world is None:
                return
            try:
                world.apply(a)
            except Exception:  # noqa: BLE001 (a name never fails for a strange position)
                world = None

    words = phrasing(game)
    parts: list = []
    k = 0
    steps = in_reading_order(words, steps)
    while k < len(steps):
        joined = words.joined(steps, k)
        if joined is not None:
            phrase, count = joined
            parts.append(phrase)
            advance(*steps[k:k + count])
            k += count
            continue
        parts.append(move_message(game, steps[k], world))
        advance(steps[k])
        k += 1
    if not parts:
        return Message(GENERIC_MOVE, {})
    if on_table:
        parts = [Message(words.on_table.get(p.msgid, p.msgid), p.params) for p in parts]
    return chain(parts)


# ------------------------------------------------------------------ the chance to win, shown
# The Hint's chance is shown in steps of 5 points: one position hinted with five seeds moves
# the gap between two moves by up to 4 points (see CLEARLY_LOWER), so a finer figure would
# claim more than the search knows; the ends say "under" and "over".
CHANCE_STEP = 5


def shown_chance(win: float) -> Message:
    """The chance to win `win` (0..1) as precise as the search makes it."""
    exact = 100 * max(0.0, min(1.0, win))
    if exact < CHANCE_STEP:
        return Message(N_("under {pct}%"), {"pct": CHANCE_STEP})
    if exact > 100 - CHANCE_STEP:
        return Message(N_("over {pct}%"), {"pct": 100 - CHANCE_STEP})
    return Message(N_("about {pct}%"), {"pct": CHANCE_STEP * round(exact / CHANCE_STEP)})


# ---------------------------------------------------------------------------- the reason
EQUAL_WITHIN = 1.0        # moves this close (in the heuristic's points) are "all equal"
EQUAL_CHANCE = 0.02       # ... when the search's chances for them are this close too
# The next best first step is named only this far below the chosen one (and twice the gap's
# standard error from the visits below it, see hint.gap_noise): on one position hinted with
# five seeds the gap moves by up to 4 points (0.3 to 4.6 in Aton, 0.6 to 4.2 in Imhotep, and
# the chosen step changes below about 1.3), while gaps of 5 points and more with hundreds of
# visits (5 to 24 in Pyramids and Imhotep) kept both the step and the gap within a point.
CLEARLY_LOWER = 0.05
# the shared reasons: a number or a comparison, no rule of the game (its Phrasing.why gives
# those)
ONLY_MOVE = N_("your only move")
SCORES_NOW = NP_("scores {n} point now", "scores {n} points now")
LEAD_GROWS = NP_("your lead grows by about {n} point", "your lead grows by about {n} points")
CLOSES_GAP = NP_("closes the gap by about {n} point", "closes the gap by about {n} points")
GAINS = NP_("gains you about {n} point on the others",
            "gains you about {n} points on the others")
BOTS_ONLY_MOVE = N_("the only move the bot weighs here")
ANY_MOVE = N_("any move does about as well here")
NEXT_BEST = N_("the next best move wins only about {pct}% of the time")
KEEPS_LEAD = N_("keeps your lead")
ABOUT_EQUAL = N_("one of several about equal moves")
LOSES_LEAST = N_("loses the least")
SHARED_REASONS = frozenset({ONLY_MOVE, SCORES_NOW, LEAD_GROWS, CLOSES_GAP, GAINS,
                            BOTS_ONLY_MOVE, ANY_MOVE, NEXT_BEST, KEEPS_LEAD, ABOUT_EQUAL,
                            LOSES_LEAST})


def leads_on_points(state, seat: int) -> bool:
    """`seat` has more points than every other seat."""
    scores = state.scores()
    return all(scores[seat] > v for k, v in enumerate(scores) if k != seat)


def behind_on_points(state, seat: int) -> bool:
    """Some other seat has more points than `seat`."""
    scores = state.scores()
    return any(v > scores[seat] for k, v in enumerate(scores) if k != seat)


def all_moves_equal(before, seat: int, valuer) -> bool:
    """The seat has several first steps and each leaves it within a point of the best one
    (the heuristic's margin one step ahead)."""
    values = []
    for action in valuer.actions(before):
        world = before.clone()
        world.apply(action)
        values.append(valuer.utility(world, seat))
    return len(values) > 1 and max(values) - min(values) < EQUAL_WITHIN


ON_THE_OTHERS = NP_("{reason} (+{n} point on the others)",
                    "{reason} (+{n} points on the others)")


def with_margin(reason: Message, gain: int, game: str | None) -> Message:
    """The game's reason with the move's gain on the best other seat after it (the
    heuristic's margin, whole points), when it gains one point or more."""
    if gain < 1:
        return reason
    return Message(in_own_words(game, "on_the_others"), {"reason": reason, "n": gain})


# the shared reasons that count points, by their name in Phrasing.margin_words; all but
# "on_the_others" (a rule's reason with the gain added) are reasons of their own
COUNTED = {"on_the_others": ON_THE_OTHERS, "scores_now": SCORES_NOW, "lead_grows": LEAD_GROWS,
           "closes_gap": CLOSES_GAP, "gains": GAINS}
COUNTED_ALONE = ("scores_now", "lead_grows", "closes_gap", "gains")


def in_own_words(game: str | None, name: str) -> str | tuple:
    """The shared reason `name` (COUNTED) as `game` says it: in its score's unit."""
    return phrasing(game).margin_words.get(name) or COUNTED[name]


def is_shared(reason: Message, game: str | None) -> bool:
    """`reason` is one of the shared reasons (a number or a comparison, in the game's unit),
    not a rule of the game."""
    return reason.msgid in SHARED_REASONS or reason.msgid in {
        in_own_words(game, name) for name in COUNTED_ALONE}


def gain_message(game, before, after, action, seat: int, valuer,
                 next_best: float | None = None, spread: float | None = None,
                 win: float | None = None, forced: bool = False,
                 noise: float = 0.0, steps: tuple = ()) -> Message:
    """Why the move is good, from the difference it makes (on the seat's determinized view):
    `before` the move, `after` the whole move whose first step is `action`. `next_best` is
    the search's chance to win with the best other first step, `win` with this one,
    `spread` the gap between its best and worst searched first steps (None: not searched);
    `forced` when every step of the whole move is the only one allowed; `noise` the
    standard error of the gap to the next best (a gap under twice it is no gap); `steps` the
    whole move (may be empty), for the game's reason."""
    if forced:
        return Message(ONLY_MOVE, {})
    special = phrasing(game).why(before, after, action, seat, tuple(steps))
    if special is not None:
        return with_margin(special, round(valuer.utility(after, seat)
                                          - valuer.utility(before, seat)), game)
    scored = after.scores()[seat] - before.scores()[seat]
    if scored > 0 and not after.is_over():
        return Message(in_own_words(game, "scores_now"), {"n": scored})
    leads = leads_on_points(after, seat)
    gain = round(valuer.utility(after, seat) - valuer.utility(before, seat))
    if gain >= 1:
        if leads:
            return Message(in_own_words(game, "lead_grows"), {"n": gain})
        if behind_on_points(after, seat):
            return Message(in_own_words(game, "closes_gap"), {"n": gain})
        return Message(in_own_words(game, "gains"), {"n": gain})
    if len(valuer.actions(before)) == 1:  # the bot's own move generator leaves one
        return Message(BOTS_ONLY_MOVE, {})
    if (spread is None or spread < EQUAL_CHANCE) and all_moves_equal(before, seat, valuer):
        return Message(ANY_MOVE, {})
    if next_best is not None and win is not None \
            and round(win - next_best, 3) >= max(CLEARLY_LOWER, 2 * noise):
        pct = CHANCE_STEP * round(100 * max(0.0, min(1.0, next_best)) / CHANCE_STEP)
        return Message(NEXT_BEST, {"pct": pct})
    if leads:
        return Message(KEEPS_LEAD, {})
    if next_best is not None:
        return Message(ABOUT_EQUAL, {})
    return Message(LOSES_LEAST, {})
