"""What every player may see: a seat's observation with nothing private in it.

`public_observation(state, seat)` is the table as seen from `seat`'s side by someone who is
none of the players: open cards, counts, scores, whose turn it is; no hand, no face-down
card, no card only one seat was shown. It carries `"public": True`, so that a table can say
that a hand is hidden rather than empty. A game whose seats may see different things says
what is public with a `public_observation(seat)` method on its state; a game without one is
taken as having no secrets, and that is checked: when two seats' observations differ (other
than in the "seat" key) a LookupError is raised rather than a private view returned.
"""

from .observation import Observation
from .state import State, canonical


def _shared(obs: Observation) -> str:
    rest = {k: v for k, v in obs.items() if k != "seat"}
    return canonical(rest)


def public_observation(state: State, seat: int) -> Observation:
    """The public view of `state` from `seat`'s side (see the module doc)."""
    own = getattr(state, "public_observation", None)
    if own is not None:
        obs = own(seat)
    else:
        obs = state.observation(seat)
        shared = _shared(obs)
        for other in range(state.num_players):
            if other != seat and _shared(state.observation(other)) != shared:
                raise LookupError(
                    f"{type(state).__name__} has secrets but no public_observation")
    obs["public"] = True
    return obs
