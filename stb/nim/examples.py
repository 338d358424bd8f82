"""What the tests try of Red-Blue Nim beside its short game (stb.games.Examples): misère, a search
depth, the opponents, positions, refusals, the command line and its dialogues."""

from stb.games import HUGE, Examples

EXAMPLES = Examples(
    variants=(
        ({}, {}), ({"red": 3, "blue": 4}, {"mode": "people"}), ({"red": 10, "blue": 9, "misere": True}, {}),
        ({"red": 12, "blue": 12}, {"depth": 3}), ({"red": 20, "blue": 5}, {"side": 1, "strength": "0.6"}),
        ({"red": 0, "blue": 4}, {}),
    ),
    labs=({"red": 8, "blue": 9}, {"red": 6, "blue": 6, "misere": True}),
    positions=tuple(({"red": 5, "blue": 6}, state) for state in ("5 6 0", "2 1 1", "0 3 1", "6 6 0", "1 1 2"))
    + (({}, "1 2"), ({}, "9 9 0")),
    refused=({"rules": {"red": 61}}, {"state": "8 8 0"}),
    asked=(
        ("game_play", {"state": "0 3 1", "move": 0}),
        ("game_review", {"moves": [{"move": "2 red"}, {"move": "9 blue"}]}),
    ),
    panels=({}, {"opponent": {"side": 1}}, {"state": "0 4 1"}),
    links=("?game=nim&red=3&blue=4#state=3 4 1", "#game=nim&seed=12x", "#game=nim&red=5&blue=5&depth=4&strength=1"),
    command_lines=(
        ("nim", "--help"), ("nim", "3", "3", "--analyze"), ("nim", "12", "12", "misere", "--analyze"),
        ("nim", "2", "3", "--analyze"), ("nim", "0", "5", "--analyze"), ("nim", "40", "60", "--analyze"),
        ("nim", "500", "500", "--analyze"), ("nim", "2", "3"), ("nim", "3", "2", "misere", "computer", "2"),
        ("nim", "7", "5", "standard", "computer", "1"), ("nim", "6", "6", "misère", "computer"),
        ("nim", "x", "3"), ("nim", "2", "3", "sideways"), ("nim", "201", "200"), ("nim", "501", "0", "--analyze"),
        ("nim", "2", "2", "standard", "robot"), ("nim", "3", "3", "standard", "human", "5", "--analyze"),
        ("nim", "5", "5", "standard", "computer", "61"), ("nim", HUGE, "1"),
    ),
    dialogues=(
        (("nim", "2", "3", "standard", "human"), "2 red\n3 green\n1 blue\n1 blue\n1 blue\n"),
        (("nim", "4", "4", "misere", "human", "3"), "1 red\n1 red\n"),
        (("nim", "5", "4", "standard", "human"), "2 blue\n2 red\n1 red\n1 blue\n2 blue\n1 red\n"),
        (("nim", "3", "3", "standard", "human"), ""),
        (("nim", "2", "2", "standard", "human"), "é\n" + "x" * 1200 + "\n1 red\n"),
    ),
)
