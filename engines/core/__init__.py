"""The engine contract shared by every game: state API, errors, events, decks, replays."""

from .actions import Action, ActionKinds, action_from_json, action_to_json
from .deck import build_deck, draw, shuffled
from .errors import N_, NP_, IllegalAction, Message, ReplayError, message
from .events import Event
from .observation import Observation
from .replay import REPLAY_FORMAT, REPLAY_VERSION, Replay, Seat
from .rng import Rng
from .spec import GameSpec, OptionSpec
from .state import FORMAT_VERSION, Engine, State, canonical

__all__ = [
    "Action", "action_from_json", "action_to_json", "build_deck", "draw", "shuffled",
    "IllegalAction", "ReplayError", "Message", "message", "NP_", "ActionKinds", "Event",
    "Observation",
    "REPLAY_FORMAT", "REPLAY_VERSION", "Replay",
    "Seat", "Rng", "GameSpec", "N_", "OptionSpec", "FORMAT_VERSION", "Engine", "State",
    "canonical",
]
