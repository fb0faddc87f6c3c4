"""The table kit: the parts every game table shares, each in its own module.

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
