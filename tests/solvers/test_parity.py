"""The published figures, checked under CPython and, through Node, under the site's own Pyodide."""

import json

import pytest

from helpers import SLOW
from tools import parity
from tools.pyodide import run_in_pyodide

EXPECTED = {
    "ShutTheBox --one --expect 123456789": "0.502810",
    "ShutTheBox --one --expect 146789": "0.256254",
    "ShutTheBox --one --move 146789 9": "[9]",
    "ShutTheBox --two --expect 123456789 8": "0.381212",
    "ShutTheBox --two --expect 12345689 41": "1.000000",
    "ShutTheBox --two --expect 13456789 43": "0.986111",
    "ShutTheBox --two --move 13456789 17 12": "[3, 9]",
    "shut, forced one die": "0.097614",
    "shut, two dice": "0.071432",
    "shut, exact": "956177159/9795520512",
    "Double Shutter least expected score": "19.427",
    "Double Shutter p(not 0)": "0.923",
    "Pig first player wins": "0.530593",
    "Pig hold at 0-0": "21",
    "Piglet to 2": "4/7",
    "Nim standard 2 3": "+9",
    "Nim standard 3 3": "-6",
    "Nim standard 10 10": "-6",
    "Nim misere 2 3": "+2",
    "Nim misere 3 3": "-2",
    "Chopsticks start, depths 1-25": "0",  # a tie: A's result is 0 under every bound below 26
    "Chopsticks start, depth 26": "-1",  # B wins
    "Chopsticks start, no bound": "loss in 26",  # for A, the player to move
}


@pytest.fixture(scope="module")
def pyodide_figures():
    """figures() as Pyodide computes them, with the Python version it ran."""
    output = run_in_pyodide("import json, sys\nfrom tools import parity\n"
                            "print(json.dumps({'python': sys.version, 'figures': parity.figures()}))")
    return json.loads(output.strip().splitlines()[-1])


def test_cpython_reproduces_every_published_figure():
    assert parity.figures() == EXPECTED


@SLOW
def test_pyodide_computes_what_cpython_computes(pyodide_figures):
    assert pyodide_figures["python"].startswith("3.14")  # Pyodide's Python, not this one
    assert pyodide_figures["figures"] == EXPECTED
