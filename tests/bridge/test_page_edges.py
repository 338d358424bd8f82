"""What the page asks of the bridge for its edges, beyond a play: a game replayed with the view it
reaches drawn whole (Pig's map with it when asked, and the start's view for a game loaded from a
file), so that resuming, loading, Take back and Undo roll are one call each."""

from helpers import call, ok as ask


PIG = {"game": "pig", "rules": {"goal": 20}, "opponent": {"mode": "people"}, "start": "0 0 0",
       "moves": [{"move": "roll", "faces": [3]}, {"move": "roll", "faces": [5]}, {"move": "hold"}]}


def test_a_replay_answers_the_view_reached_with_its_figure_when_asked():
    plain, drawn = ask("game_review", PIG), ask("game_review", {**PIG, "figure": True})
    figure = ask("game_view", {**PIG, "state": plain["state"], "figure": True})["figure"]
    assert "figure" not in plain["view"] and drawn["view"]["figure"] == figure and figure.startswith("<svg")
    assert {**drawn["view"], "figure": None} == {**plain["view"], "figure": None}
    view = {key: value for key, value in ask("game_view", {**PIG, "state": plain["state"]}).items() if key != "ok"}
    assert drawn["view"] == {**view, "figure": figure}


def test_a_replay_answers_the_start_view_when_asked():
    answer = ask("game_review", {**PIG, "start_view": True})
    start = ask("game_view", {**PIG, "state": "0 0 0"})
    assert answer["start_view"] == {key: value for key, value in start.items() if key != "ok"}
    assert "start_view" not in ask("game_review", PIG)


def test_the_flags_are_yes_or_no():
    for flag in ("figure", "start_view"):
        answer = call("game_review", {**PIG, flag: "x"})
        assert answer["ok"] is False and flag in answer["error"]


def test_another_seats_turn_at_a_table_is_the_boards_one_move():
    """The button that plays another seat's turn (or takes its score) names its move as every other
    board move does: by its index in the view's list."""
    table = {"game": "shutbox", "rules": {"players": 3, "seat": 3}, "opponent": {"others": "hand"}}
    view = ask("game_view", table)
    assert view["board"]["table"]["their_turn"]
    [theirs] = view["board"]["dice_moves"]
    listed = view["position"]["moves"][theirs["index"]]
    assert listed["move"] == theirs["move"] and listed["seeded"] and theirs["words"] == "seat 1's turn"
    played = ask("game_play", {**table, "state": view["state"], "move": theirs["index"], "entered": "12", "review": None})
    assert played["view"]["state"] == "12 / next"
    assert ask("game_view", {**table, "state": "0 / over"})["board"]["dice_moves"] == []
    mine = ask("game_view", {**table, "state": "12 8 / 123456789"})["board"]["dice_moves"]
    assert [(m["move"], m["index"]) for m in mine] == [("roll two dice", 0)]
