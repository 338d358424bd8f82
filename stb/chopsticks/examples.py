"""What the tests try of Chopsticks beside its short game (stb.games.Examples): no move limit,
wrapping taps, no splits or swaps, the opponents, positions, refusals, the command line and its
dialogues."""

from stb.games import Examples

EXAMPLES = Examples(
    variants=(
        ({}, {}), ({"limit": False}, {}), ({"moves": 3}, {"mode": "people"}), ({"hits": "rollover"}, {"side": 1}),
        ({"transfers": False, "limit": False}, {"strength": "0.3"}), ({"swaps": True, "full_transfers": False}, {}),
    ),
    labs=({}, {"moves": 3, "hits": "rollover"}),
    positions=tuple((rules, state) for rules in ({}, {"limit": False})
                    for state in ("1 1 1 1 0", "1 2 3 4 5", "0 0 1 1 7", "0 0 1 1 8", "4 4 4 4 19", "1 1 1 1 20",
                                  "2 3 0 1 3", "0 0 0 0 0", "5 1 1 1 0",
                                  "1 1 1 1 99", "1 2")),
    refused=({"rules": {"moves": 51}}, {"rules": {"hits": "wrap"}}),
    panels=({}, {"rules": {"limit": False}}),
    links=("#game=chopsticks&limit=0&state=1 1 1 1 3",),
    command_lines=(
        ("chopsticks", "--help"), ("chopsticks", "--analyze", "--depth", "12"), ("chopsticks", "--analyze"),
        ("chopsticks", "--state", "1", "1", "1", "1", "0", "--depth", "6"), ("chopsticks", "--state", "5", "1", "1", "1", "0"),
        ("chopsticks", "--state", "1", "2", "3", "4", "5"), ("chopsticks", "--state", "0", "1", "1", "1", "3"),
        ("chopsticks", "--state", "1", "1", "0", "0", "4"), ("chopsticks", "--state", "2", "2", "1", "3", "1", "--moves", "4"),
        ("chopsticks", "--moves", "-1"), ("chopsticks", "--analyze", "--transfers", "no"),
        ("chopsticks", "--analyze", "--hits", "rollover", "--depth", "30"), ("chopsticks", "--analyze", "--swaps", "yes"),
        ("chopsticks", "--analyze", "--full-transfers", "no", "--depth", "8"),
        ("chopsticks", "--state", "1", "1", "1", "1", "0", "--hits", "rollover", "--swaps", "yes"),
        ("chopsticks", "--hits", "wrap"), ("chopsticks", "--moves", "51"), ("chopsticks", "--analyze", "--moves", "3"),
        ("chopsticks", "--state", "0", "0", "0", "0", "0"), ("chopsticks", "--moves", "3", "--depth", "40"),
        ("chopsticks", "--state", "1", "1", "1", "1", "101", "--depth", "100"),
    ),
    dialogues=(
        (("chopsticks", "--moves", "3"), "y\n0\nseven\n0\n0\n"),
        (("chopsticks", "--moves", "2"), "n\n0\n0\n"),
        (("chopsticks",), ""),
        (("chopsticks", "--moves", "2", "--full-transfers", "no"), "y\n0\n0\n"),
        (("chopsticks", "--moves", "5", "--hits", "rollover"), "Yes\n1\n2\n0\n3\n1\n"),
        (("chopsticks", "--moves", "4", "--transfers", "no"), "no\n0\n1\n0\n"),
    ),
)
