"""A check every game scene registers with: each legal action can be made with the mouse.

`assert_every_action_reachable(scene, steps, rng)` plays random legal actions through
`scene.play` and, before each, checks that the actions offered by drags/clicks
(`scene.view.bindings()`) and buttons (`scene.view.choices()`) are exactly the legal actions.
"""

from engines.core import Rng


def offered_actions(scene) -> set:
    offered = {binding.action for binding in scene.interaction.bindings}
    offered |= set(scene.choice_buttons.values())
    offered |= counted_sales(scene)
    return offered


def counted_sales(scene) -> set:
    """Archaeology: the sales reached by holding a treasure and changing the count (the
    wheel or +/-), each count as the gesture then offers it."""
    gestures = getattr(scene.view, "gestures", None)
    if not hasattr(gestures, "change_sell_count"):
        return set()
    found = set()
    saved = dict(gestures.sale.chosen)
    sources = {b.source for b in scene.interaction.bindings if b.action[0] == "sell"}
    for source in sorted(sources):
        scene.interaction.selected = source
        for step in (1, -1):
            found |= {b.action for b in scene.interaction.bindings if b.source == source}
            while gestures.change_sell_count(step):
                found |= {b.action for b in scene.interaction.bindings if b.source == source}
    scene.interaction.selected = None
    gestures.sale.chosen.clear()
    gestures.sale.chosen.update(saved)
    scene.interaction.set_bindings(scene.view.bindings())
    return found


def assert_every_action_reachable(scene, steps: int, rng: Rng) -> int:
    """Returns how many decisions were checked."""
    checked = 0
    for _ in range(steps):
        if scene.state.is_over():
            break
        if scene.covered_for is not None:
            scene.lift_cover()  # the next player is at the screen
        legal = scene.state.legal_actions()
        assert offered_actions(scene) == set(legal), (
            f"pending {scene.obs.get('pending')}: offered {offered_actions(scene)} "
            f"but legal {legal}")
        checked += 1
        scene.play(legal[rng.randrange(len(legal))])
        scene.animator.clear()
    return checked
