"""What the tests try of HOG beside its short game (stb.games.Examples): other goals, dice and
sides, the opponents, positions, refusals and the command line."""

from stb.games import Examples

EXAMPLES = Examples(
    variants=(({}, {}), ({"goal": 50, "dice": 6, "sides": 8}, {"side": 1, "strength": "0.6"})),
    labs=({}, {"goal": 50, "sides": 4}),
    positions=tuple(({}, state) for state in ("40 55", "99 99", "0 0 p1", "0 0 rolling 3", "100 0", "0 100", "a b",
                                                                "1 2 3", "-1 0", "500 0", "0 0 rolling 30", "110 0 rolling 3")),
    refused=({"rules": {"dice": 21}}, {"rules": {"sides": 1}}),
    panels=({},),
    links=("#game=hog&goal=50&sides=8&state=20 30 p1&mode=people",),
    command_lines=(
        ("hog", "--help"), ("hog",), ("hog", "--expect"), ("hog", "--state", "90", "95"), ("hog", "--goal", "30", "--table"),
        ("hog", "--goal", "40", "--dice", "5", "--sides", "4", "--expect"), ("hog", "--goal", "0"),
        ("hog", "--state", "100", "0"), ("hog", "--sides", "x"),
    ),
)
