"""What the page offers, read from the controls Python sends: every value of every rule control,
over the standard rules and the costliest combinations, and every strategy of every lab. Shared by
the time limits (tests/bridge/test_limits.py) and the memory measure (tools/bench.py), in CPython and
Pyodide alike."""

import json

from stb import bridge

COSTLIEST = {  # the combinations that cost most, on each of which every value offered is set in turn
    "shutbox": [{"tiles": 12, "players": 2}, {"layout": "double"}, {"tiles": 12, "scoring": "digits"},
                {"tiles": 9, "scoring": "digits", "players": 2}],
    "pig": [{"goal": 200}],
    "nim": [{"red": 60, "blue": 60}],
    "chopsticks": [{"moves": 50}],
    "hog": [{"goal": 200, "dice": 20}],
}


def view(request: dict) -> dict:
    return json.loads(bridge.game_view(json.dumps(request)))


def offered(game: str, rules: dict) -> dict[str, list]:
    """Each of the game's rule controls, with every value it offers (a number: its ends and middle)."""
    values = {}
    for control in view({"game": game, "rules": rules})["controls"]:
        if control["group"] != "rules":
            continue
        if control["kind"] == "select":
            values[control["name"]] = [value for value, _ in control["options"]]
        elif control["kind"] == "checkbox":
            values[control["name"]] = [False, True]
        else:
            low, high = control["min"], control["max"]
            values[control["name"]] = sorted({low, (low + high) // 2, high})
    return values


def variants(game: str):
    """The standard rules and each costliest combination (none for a game COSTLIEST does not name),
    each with every value its controls offer set in turn, each once."""
    asked = []
    for costly in [{}, *COSTLIEST.get(game, [])]:
        for rules in [costly, *({**costly, name: value} for name, values in offered(game, costly).items() for value in values)]:
            if rules not in asked:
                asked.append(rules)
                yield rules


def ask_everything(game: str, ask, rule_sets=None) -> None:
    """Ask `ask(request)` (which returns the answer) for the first view of every set of rules of
    `rule_sets` (default: `variants`), with its figure, then, once per set of rules Python accepts
    (as it reads them), for each strategy its lab offers, as the page asks after the view."""
    seen = []
    for rules in variants(game) if rule_sets is None else rule_sets:
        answer = ask({"game": game, "rules": rules, "figure": True})
        if answer["ok"] and answer["rules"] not in seen:
            seen.append(answer["rules"])
            for strategy in answer["lab"]:
                ask({"game": game, "rules": answer["rules"], "strategy": strategy})
