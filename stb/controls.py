"""The controls the page shows for a request's fields: menus, number fields and checkboxes. Their
labels and options' words come already said in the spoken language (the caller's `_`, stb.i18n)."""


def select(name, label, value, options, hidden=False, group="rules") -> dict:
    """A menu the page shows for one field of the request's `group` ("rules" or "opponent"): its
    current value and (value, text) options; `hidden` where the field does not apply."""
    return {"name": name, "group": group, "label": label, "kind": "select", "value": str(value),
            "options": [[str(v), words] for v, words in options], "hidden": hidden}


def number_field(name, label, value, low, high, hidden=False, group="rules") -> dict:
    """A number field, with the range Python accepts."""
    return {"name": name, "group": group, "label": label, "kind": "number", "value": value, "min": low, "max": high,
            "hidden": hidden}


def checkbox(name, label, value, hidden=False, group="rules") -> dict:
    return {"name": name, "group": group, "label": label, "kind": "checkbox", "value": bool(value), "hidden": hidden}
