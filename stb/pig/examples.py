"""What the tests try of Pig beside its short game (stb.games.Examples): other dice, Piglet, the
opponents, positions near the goal and in the air, refusals and the command line."""

from stb.games import Examples

EXAMPLES = Examples(
    variants=(
        ({}, {}), ({"goal": 20}, {"mode": "people"}), ({"goal": 30, "sides": 4}, {"side": 1, "strength": "0.9"}),
        ({"coin": True}, {}), ({"coin": True, "goal": 15}, {"strength": "0.3"}), ({"goal": 50, "sides": 12}, {}),
    ),
    labs=({"goal": 30}, {}, {"coin": True}),
    positions=tuple(({}, state) for state in ("5 12 3", "99 99 0", "0 0 21", "50 60 12 p1", "0 0 0 rolling", "100 0 0",
                                              "a b c", "1 2", "-1 0 0", "0 0 200")),
    refused=({"rules": {"goal": 0}}, {"rules": {"sides": "x"}}, {"strategy": {"name": "nope"}},
             {"strategy": {"name": "hold-at:20", "seat": 2}}),
    asked=(
        ("game_play", {"state": "0 0 0", "move": "fly"}),
        ("game_play", {"state": "0 0 0", "move": 2}),
        ("game_play", {"state": "0 0 0", "move": 0, "faces": [7]}),
        ("game_play", {"state": "0 0 0", "move": 0, "faces": [3], "review": {"start": 5}}),
    ),
    panels=({"state": "30 40 12"}, {"rules": {"goal": 10}}),
    links=("#game=pig&goal=30", "#game=pig&goal=500&sides=6"),
    command_lines=(
        ("pig", "--help"), ("pig",), ("pig", "--state", "0", "0", "0"), ("pig", "--state", "50", "60", "12"),
        ("pig", "--state", "99", "0", "1"), ("pig", "--state", "10", "20", "100"), ("pig", "--goal", "20", "--policy"),
        ("pig", "--goal", "20", "--answers"), ("pig", "--answers"), ("pig", "--coin", "--goal", "2", "--state", "0", "0", "0"),
        ("pig", "--coin", "--policy"), ("pig", "--die", "3", "--goal", "15", "--policy"),
        ("pig", "--goal", "20", "--state", "3", "4", "0", "--picture", "policy.svg"),
        ("pig", "--versus", "hold-at:20"), ("pig", "--versus", "keep-pace"), ("pig", "--goal", "50", "--versus", "hold-at:10"),
        ("pig", "--goal", "50", "--versus", "keep-pace"), ("pig", "--versus", "hold-at:0"), ("pig", "--versus", "nope"),
        ("pig", "--goal", "0", "--policy"), ("pig", "--die", "1", "--policy"), ("pig", "--state", "0", "0"),
        ("pig", "--state", "100", "0", "0"), ("pig", "--goal", "3", "--answers"), ("pig", "--coin", "--die", "6", "--policy"),
        ("pig", "--goal", "٣", "--policy"), ("pig", "--versus", "hold-at:20", "--picture", "x.svg"),
    ),
)
