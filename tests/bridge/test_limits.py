"""Every rule value the page's controls offer (read from the controls Python sends) answers its first
view, and every strategy its lab offers there, within the documented time, the largest and
costliest combinations included (tools/offered.py lists them)."""

import time

import pytest

from helpers import SLOW
from stb.games import GAMES
from tools.offered import ask_everything, view

SECONDS = 3.0
"""The README's promise: a new variant's first view, and each strategy of its lab, within 3 s of
CPU here (Pyodide, as bench-web measures, takes about twice as long)."""


@pytest.mark.parametrize("rule_sets", ["standard", pytest.param("every", marks=SLOW)])
@pytest.mark.parametrize("game", GAMES)
def test_every_offered_rule_and_strategy_answers_within_the_documented_time(game, rule_sets):
    """A combination the rules refuse is refused at once (the page says why); the others show a
    position, and each strategy of their lab its value: each game's standard rules in the fast
    subset, every set of rules offered in the full suite."""
    slow = []

    def ask(request):
        started = time.process_time()
        answer = view(request)
        spent = time.process_time() - started
        if spent > SECONDS:
            slow.append((request, round(spent, 2)))
        if "strategy" in request:
            assert answer["ok"] and answer["strategy"]["name"] == request["strategy"]["name"], (request, answer)
        elif answer["ok"]:
            assert answer["phase"] == "game-over" or answer["position"]["moves"], request  # an empty Nim pile ends it
        return answer
    ask_everything(game, ask, [{}] if rule_sets == "standard" else None)
    assert slow == []
