"""A game's description: id, name, player counts and variant options.

The setup screen is built from the options here, so a new option needs no UI code.
Texts are translation keys (English source strings marked with `N_`); the UI translates them.
"""

from dataclasses import dataclass, field
from itertools import product

from .errors import N_, NP_, IllegalAction


@dataclass(frozen=True)
class OptionSpec:
    """One variant option. `choices` are (value, label key) pairs; a bool option has none."""

    key: str
    label: str
    default: object
    choices: tuple[tuple[object, str], ...] = ()
    help: str = ""

    @property
    def values(self) -> tuple:
        if self.choices:
            return tuple(value for value, _ in self.choices)
        return (False, True)

    def validate(self, value) -> None:
        if value not in self.values or (not self.choices and not isinstance(value, bool)):
            raise IllegalAction(N_("the option {option} cannot be set that way"),
                                option=self.label)


@dataclass(frozen=True)
class GameSpec:
    id: str
    name: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = field(default_factory=tuple)
    summary: str = ""

    def player_counts(self) -> range:
        return range(self.min_players, self.max_players + 1)

    def default_options(self) -> dict:
        return {opt.key: opt.default for opt in self.options}

    def resolve_options(self, options: dict | None) -> dict:
        """Defaults filled in; unknown keys and values refused with a reason."""
        resolved = self.default_options()
        known = set(resolved)
        for key, value in (options or {}).items():
            if key not in known:
                raise IllegalAction(N_("{game} has no such option"), game=self.name)
            resolved[key] = value
        for opt in self.options:
            opt.validate(resolved[opt.key])
        return resolved

    def check_players(self, players: int) -> None:
        if not isinstance(players, int) or not (
            self.min_players <= players <= self.max_players
        ):
            if self.min_players == self.max_players:
                raise IllegalAction(NP_("{game} is for {n} player", "{game} is for {n} players"),
                                    game=self.name, n=self.min_players)
            raise IllegalAction(N_("{game} is for {low} to {high} players"), game=self.name,
                                low=self.min_players, high=self.max_players)

    def all_option_sets(self) -> list[dict]:
        """Every combination of option values (for the conformance kit)."""
        keys = [opt.key for opt in self.options]
        return [dict(zip(keys, combo)) for combo in product(*(o.values for o in self.options))]
