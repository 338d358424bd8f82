"""How the computer thinks, as a student who has just done the seeds' assignments checks it: every
new number of the panels held to a computation written here from the seeds, not from stb."""

from helpers import ok


def thinking(request, options=True) -> dict:
    return ok("game_view", {**request, "thinking": options})["thinking"]


def test_double_shutters_rules_name_the_exposed_tiles():
    """The one die is allowed when the exposed tiles add up to 6 or less (the seed's reading, which
    gives its 19.427): the rules and the dice rule on the board say so, and never the open tiles."""
    view = ok("game_view", {"game": "shutbox", "rules": {"layout": "double"}, "state": "1/9"})
    said = " ".join(view["how_to_play"]) + view["board"]["dice_rule"]
    assert "exposed tiles add up to 6 or less" in said and "open tiles add up to 6" not in said
    assert "back tiles whose front tile is shut" in " ".join(view["how_to_play"])
    assert view["board"]["score"] == 2 * 1 + 9 and sorted(m["dice"] for m in view["board"]["dice_moves"]) == [1, 2]
    # front 1 and back 9 stand (a score of 11, their sum 10), but only the 1 is exposed: one die is offered
