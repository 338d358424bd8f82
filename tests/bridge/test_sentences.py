"""Every sentence the page can say, as Python writes it: every answer of tests/record.py's cases (the
views, the lab, practice, links, refusals, and the recorded games of every variant, move by move,
with their reviews), each text checked by tests/screens.py's rules: counts that agree with their
nouns, amounts with their unit and side, no word of code or files or the specs, one way of saying
how often a game meets something."""

import json

import pytest

import record
from helpers import sentences, slow_but_every
from screens import FREQUENCIES, sentence_problems

def case_groups():
    """tests/record.py's bridge cases, a group for the views and one for each game's recorded games."""
    groups = {}
    for entry, request in record.bridge_cases():
        groups.setdefault("games " + request["game"] if entry in ("game_play", "game_review") and isinstance(request.get("game"), str)
                          else "views", []).append((entry, request))
    return groups


GROUPS = case_groups()


@pytest.mark.parametrize("group", slow_but_every(2, list(GROUPS)))
def test_every_sentence_the_page_can_say_reads_right(group):
    said = {text for entry, request in GROUPS[group]
            for text in sentences(json.loads(record.bridge_answer(entry, request)))}
    assert len(said) > 20
    problems = sorted({problem for text in said for problem in sentence_problems(text)})
    assert problems == [], f"{len(problems)} problems, the first:\n" + "\n".join(problems[:12])


def test_how_often_is_said_one_way_everywhere():
    """A lab's decision "met 0.54 times in 100 games" and Pig's "met 0.19 times a game" were two units
    for one thing: every answer says how often one way."""
    forms = {found.group(0) for entry, request in GROUPS["views"]
             for text in sentences(json.loads(record.bridge_answer(entry, request))) for found in FREQUENCIES.finditer(text)}
    assert len(forms) == 1, forms
