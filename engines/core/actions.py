"""Actions are small immutable values: tuples of str / int / bool (nested tuples allowed).

In JSON a tuple becomes a list; `action_from_json` turns lists back into tuples.
"""

Action = tuple


def action_to_json(action):
    if isinstance(action, tuple):
        return [action_to_json(a) for a in action]
    return action


def action_from_json(value):
    if isinstance(value, list):
        return tuple(action_from_json(v) for v in value)
    return value
