"""A game's words for its moves: the base every game's `phrases.py` extends.

The shared Hint and analysis code (engines/ai/hint_phrases.py) asks a game's `Phrasing` for
each step's lowercase fragment (a marked message id with parameters), for steps that read as
one (a trade from its opening to its confirmation), and for a reason only the game can see
(a temple majority), and for the results why a finished game went to its winners where the
score alone does not say. The base names a step by `fragments[kind]` and knows no reasons.
"""

from collections.abc import Mapping

from .actions import ActionKinds
from .errors import N_, Message

GENERIC_MOVE = N_("play the highlighted move")
THEN = N_("{first}, then {then}")
AND = N_("{first}, {then}")


def chain(parts: list, joiner: str = THEN) -> Message:
    """`parts` (Messages) joined into one: "a, then b, then c" (or "a, b, c" with AND); a
    move's steps are never joined by what ends a sentence or separates two moves."""
    message = parts[-1]
    for part in reversed(parts[:-1]):
        message = Message(joiner, {"first": part, "then": message})
    return message


class Phrasing:
    """How one game's moves read. Subclasses override what their game needs."""

    fragments: Mapping[str, str] = {}  # step kind -> msgid of its lowercase fragment
    unordered: frozenset = frozenset()  # step kinds whose order within a run does not matter
    # msgid -> the same fragment for a move the table shows as it is named (the live Hint's
    # ghost): words that point at the board are said only there, never in the analysis
    on_table: Mapping[str, str] = {}
    words_name_a_move = True  # two moves named alike are alike (False: a spot is not named)
    # the shared reasons that count points, said in the game's own unit where its score is
    # not counted in points (Archaeology's in dollars): "on_the_others", "scores_now",
    # "lead_grows", "closes_gap", "gains" -> the msgid of the game's own (its number "{n}")
    margin_words: Mapping[str, str] = {}
    actions: ActionKinds = ActionKinds()  # the game's action records and their decoder

    def kind(self, action) -> str | None:
        """The kind of step `action` (None: not one of the game's actions)."""
        move = self.actions.decode(action)
        return None if move is None else move.kind

    def step(self, action, state=None) -> Message | None:
        """A step named from more than its kind and fields (`state`: the position before
        it, may be None), or None to use `fragments` with `params`."""
        return None

    def params(self, action) -> dict:
        """The parameters of the step's fragment."""
        return {}

    def joined(self, steps: list, k: int) -> tuple[Message, int] | None:
        """Steps from `k` that read as one phrase: (the phrase, how many steps), or None."""
        return None

    def ending(self, state) -> list[Message]:
        """Why the finished game `state` went to its winners when the score alone does not
        say (an elimination, an instant win, a tie-break), one sentence each; seats are
        in the parameter "player"."""
        return []

    def why(self, before, after, action, seat: int, steps: tuple = ()) -> Message | None:
        """A reason in the game's own terms for the move whose first step is `action`
        (`before` it, `after` the whole move up to chance), or None for the shared reasons.
        `steps` (may be empty) is the whole move, `action` first: its last step may be cut
        from `after` where it reveals what the seat cannot know (a card drawn), though what
        it does itself is certain (a priest placed)."""
        return None
