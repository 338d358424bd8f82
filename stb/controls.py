"""The controls the page shows for a request's fields: menus, number fields and checkboxes. A change
of a rule starts a new game, as does a change of a field marked `new_game` (which seat you play);
a field may name others (`resets`) that go back to their default when it changes (Piglet's goal).
Their labels and options' words come already said in the spoken language (the caller's `_`, stb.i18n)."""


def select(name, label, value, options, hidden=False, group="rules", new_game=False) -> dict:
    """A menu the page shows for one field of the request's `group` ("rules" or "opponent"): its
    current value and (value, text) options; `hidden` where the field does not apply."""
    return {"name": name, "group": group, "label": label, "kind": "select", "value": str(value),
            "options": [[str(v), words] for v, words in options], "hidden": hidden, **_starts(group, new_game)}


def number_field(name, label, value, low, high, hidden=False, group="rules") -> dict:
    """A number field, with the range Python accepts."""
    return {"name": name, "group": group, "label": label, "kind": "number", "value": value, "min": low, "max": high,
            "hidden": hidden, **_starts(group)}


def checkbox(name, label, value, hidden=False, group="rules", resets=()) -> dict:
    """A checkbox; `resets`: the fields of its group that take their default again when it changes."""
    return {"name": name, "group": group, "label": label, "kind": "checkbox", "value": bool(value), "hidden": hidden,
            **_starts(group), **({"resets": list(resets)} if resets else {})}


def _starts(group, new_game=False) -> dict:
    """Whether a change of the field starts a new game: every rule does, and a field marked so."""
    return {"new_game": group == "rules" or new_game}
