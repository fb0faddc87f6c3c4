"""The way between screens that would otherwise import each other: the table opens the
results, the rules and the dialog keeping its position, the results open the replay viewer
and a new game with the same seats. The app owns one `Navigator`
(`App(navigator=Navigator())`), so the table, the results and the replay viewer import none
of each other."""


class Navigator:
    """Opens the screens a table and its results lead to, each over the scene stack."""

    def results(self, app, table) -> None:
        """The results of `table`'s finished game, over the table."""
        from scenes.screens.results import ResultsScene

        app.scenes.push(ResultsScene(app, table))

    def rules(self, app, game_id: str) -> None:
        """The rules page of `game_id`, over the current screen."""
        from scenes.screens.rules import RulesScene

        app.scenes.push(RulesScene(app, game_id))

    def share_position(self, app, shared, title: str) -> None:
        """The dialog keeping a table's position (`shared`, scenes/kit/position_copy.py),
        over it."""
        from scenes.screens.position_share import PositionShareScene

        app.scenes.push(PositionShareScene(app, shared, title))

    def replay(self, app, replay, at_action: int, seat: int | None = None, comparison=None):
        """`replay` in the viewer at the position after `at_action` actions, from `seat`'s
        view, with the turning point `comparison` shown (None: none); returns the scene."""
        from scenes.replay import open_replay

        scene = open_replay(app, replay, at_action=at_action, seat=seat)
        if scene is not None and comparison is not None:
            scene.comparison = comparison
        return scene

    def host_lobby(self, app, replay, *, names_fixed: bool = False, save_path=None,
                   replace: bool = False):
        """A table of `replay` hosted over the network, and its lobby (None: it cannot be
        opened; the reason is shown on the current screen)."""
        from scenes.net.lobby import open_lobby

        scene = open_lobby(app, replay, names_fixed=names_fixed, save_path=save_path,
                           push=False)
        if scene is not None:
            if replace:
                app.scenes.replace(scene)
            else:
                app.scenes.push(scene)
        return scene

    def join(self, app) -> None:
        """The screen to join a table on another computer."""
        from scenes.net.join import JoinScene

        app.scenes.push(JoinScene(app))

    def play_again(self, app, replay) -> None:
        """A new game with `replay`'s seats and options in place of its results and table."""
        from scenes.game_start import start_new_game

        scene = start_new_game(app, replay.game, seats=list(replay.seats),
                               options=dict(replay.options), push=False)
        app.scenes.pop()
        app.scenes.replace(scene)
