"""What the menu and rules screens say about each game (translation keys)."""

from game.i18n import N_

GAME_INFO = {
    "imhotep": {
        "name": N_("Imhotep"),
        "tagline": N_("Ship stones up the Nile and build Egypt's monuments."),
        "players": (2, 4),
    },
    "pyramids": {
        "name": N_("Pyramids"),
        "tagline": N_("Stack dominoes into a four-level pyramid of colours and gems."),
        "players": (2, 4),
    },
    "archaeology": {
        "name": N_("Archaeology"),
        "tagline": N_("Dig for treasure, dodge thieves and sandstorms, sell to the museum."),
        "players": (2, 4),
    },
    "aton": {
        "name": N_("Aton"),
        "tagline": N_("A duel of priests and temples under the sun god."),
        "players": (2, 2),
    },
}
