"""`ShutTheBox`: the two-player program of the Yale assignment, to the byte.

    ShutTheBox --one --expect POSITION             player one's expected wins
    ShutTheBox --one --move POSITION ROLL          player one's optimal move
    ShutTheBox --two --expect POSITION SCORE       player two's expected wins against SCORE
    ShutTheBox --two --move POSITION SCORE ROLL    player two's optimal move

POSITION lists the open tiles as increasing digits (e.g. 146789); tiles are 1-9, and one die is
rolled once the open tiles add up to 6 or less. SCORE is a score player one's turn can end with
(1-43); ROLL is a total the dice can show on that position (1-6 for one die, 2-12 for two).
"""

from stb import shutbox
from stb.cli import console_script, usage_errors, whole_number
from stb.errors import UsageError

PROG = "ShutTheBox"
USAGE = "usage: ShutTheBox --one|--two --expect|--move POSITION [SCORE] [ROLL]"


def main(argv) -> int:
    if argv in (["-h"], ["--help"]):
        print(USAGE + "\n\n" + __doc__.strip())
        return 0
    if len(argv) < 3 or argv[0] not in ("--one", "--two") or argv[1] not in ("--expect", "--move"):
        raise UsageError(f"expected --one or --two, then --expect or --move, then a position ({USAGE})")
    player, query, position, rest = argv[0], argv[1], argv[2], argv[3:]
    wanted = (player == "--two") + (query == "--move")
    if len(rest) != wanted:
        names = ["SCORE"] * (player == "--two") + ["ROLL"] * (query == "--move")
        raise UsageError(f"{player} {query} takes POSITION{''.join(' ' + n for n in names)}, "
                         f"got {len(rest) + 1} argument(s) after {query}")
    rules = shutbox.Rules()
    with usage_errors():
        board = shutbox.parse_board(rules, position)
    first_score = None
    if player == "--two":
        first_score = whole_number(rest.pop(0), shutbox.score_range(rules), "SCORE")
        if first_score not in shutbox.first_player_scores(rules):
            raise UsageError(f"player one cannot end a turn with {first_score} points")
    roll = whole_number(rest.pop(0), shutbox.ROLLS, "ROLL") if query == "--move" else None
    with usage_errors():
        advice = shutbox.advise(shutbox.ShutTheBox(rules), shutbox.Turn(int(player == "--two"), board, first_score, roll=roll))
    if query == "--expect":
        print(f"{advice.value:.6f}")
    elif not advice.moves:
        raise UsageError(f"no tiles among {position} add up to {roll}")
    else:
        print(advice.best.move)
    return 0


entry = console_script(main)
