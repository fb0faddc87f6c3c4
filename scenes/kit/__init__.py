"""The table kit: the parts every game table shares, each in its own module.

- `table`     `TableScene`, the table every game shares, built from the parts below
- `view`      the `TableView` Protocol: the hooks a game's view object gives the table
- `game_view` `GameView`, the base of a game's view (each hook's default)
- `bot_pacing` the bots' moves asked of the worker and played at a watchable pace
- `hotseat_cover` the hot-seat cover: when it is up, what input on it asks, drawing it
- `render_cache` the cached background, board (part by part) and panel layers

- `canvas`    a game's design canvas mapped to screen pixels
- `layout`    layout as data: the frozen `TableLayout` each game's `compute_layout` returns
- `panel`     the side panel: seat rows, scores from the observation, the game log
- `gamelog`   the game log that keeps the whole game and scrolls (wheel, drag, keys)
- `tooltips`  hover help that belongs to one target and goes when the target does
- `marks`     the colour-blind seat marks, the same set in every game
- `motion`    banners, "fly" and "points to the panel" animations, floating labels
- `prompt`    the prompt box over the table
- `events`    the event table: `ANIMATE = {event kind: handler}` and its dispatch
"""
