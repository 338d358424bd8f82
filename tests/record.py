"""The recorded answers: what every command line and the bridge answered, case by case, kept in
tests/recorded/ so that tests/bridge/test_recorded.py holds the code to them byte for byte.

    python3 tests/record.py        re-record every case from the current code

Re-record only after a change meant to change answers (a new wording, a fixed bug), and read the
diff of tests/recorded/ before committing it: every line that changed is one case's new answer.
"""

import contextlib
import io
import json
import os
import random
import sys
import tempfile
from pathlib import Path

TESTS = Path(__file__).resolve().parent
RECORDED = TESTS / "recorded"
COMMAND = "python3 tests/record.py"
"""The command that re-records every case (run from the repository)."""
if str(TESTS.parent) not in sys.path:  # run as a script: stb is beside tests/
    sys.path.insert(0, str(TESTS.parent))
from stb.games import GAMES as GAME_INFO  # noqa: E402

# ---- the command lines --------------------------------------------------------------------------

HUGE = "9" * 5000
CLI_CASES = (
    ("--help",), (), ("poker",), ("-h",), ("shutbox", "-h"),
    # ShutTheBox, the spec's program
    ("shutbox", "--help"), ("shutbox", "--one", "--expect", "123456789"), ("shutbox", "--one", "--expect", "146789"),
    ("shutbox", "--one", "--move", "146789", "9"), ("shutbox", "--one", "--move", "123456789", "7"),
    ("shutbox", "--two", "--expect", "123456789", "8"), ("shutbox", "--two", "--expect", "12345689", "41"),
    ("shutbox", "--two", "--expect", "13456789", "43"), ("shutbox", "--two", "--move", "13456789", "17", "12"),
    ("shutbox", "--two", "--move", "123", "5", "3"), ("shutbox", "--one", "--move", "12", "1"),
    ("shutbox", "--one", "--move", "9", "5"), ("shutbox", "--two", "--expect", "123", "45"),
    ("shutbox", "--one"), ("shutbox", "--one", "--move", "146789", "x"), ("shutbox", "--three", "--move", "1", "2"),
    ("shutbox", "--one", "--expect", "1234567890"), ("shutbox", "--one", "--expect", "321"),
    ("shutbox", "--one", "--expect", "١٢٣"), ("shutbox", "--two", "--expect", "123", HUGE),
    ("shutbox", "--one", "--move", "146789", "13"), ("shutbox", "--two", "--expect", "123456789", "0"),
    # shutter: one player, Double Shutter, tables
    ("shutter", "--help"), ("shutter",), ("shutter", "--rules", "double"), ("shutter", "--tiles", "12"),
    ("shutter", "--rules", "double", "--objective", "at-most", "0"), ("shutter", "--objective", "at-most", "0", "--exact"),
    ("shutter", "--dice", "two", "--objective", "at-most", "0"), ("shutter", "--dice", "optional", "--objective", "at-most", "5"),
    ("shutter", "--rules", "double", "--position", "1/89", "--roll", "10"),
    ("shutter", "--rules", "double", "--position", "-/-"), ("shutter", "--rules", "double", "--position", "-/123", "--roll", "6"),
    ("shutter", "--position", "-"), ("shutter", "--position", "1,2,10", "--tiles", "10", "--roll", "3"),
    ("shutter", "--position", "12346", "--roll", "7"), ("shutter", "--position", "12346", "--roll", "7", "--exact"),
    ("shutter", "--tiles", "6", "--scoring", "digits", "--p-table"), ("shutter", "--tiles", "6", "--distribution"),
    ("shutter", "--tiles", "8", "--distribution", "--exact"), ("shutter", "--p-table"),
    ("shutter", "--rules", "double", "--distribution"), ("shutter", "--dice", "forced-789", "--distribution"),
    ("shutter", "--dice", "optional-789", "--objective", "at-most", "3", "--distribution"),
    ("shutter", "--tiles", "7", "--scoring", "digits", "--objective", "at-most", "100"),
    *(("shutter", "--strategy", name) for name in ("highest", "fewest", "most", "lowest")),
    ("shutter", "--strategy", "highest", "--objective", "at-most", "0", "--exact"),
    ("shutter", "--rules", "double", "--strategy", "lowest"), ("shutter", "--strategy", "nope"),
    ("shutter", "--strategy", "highest:3"),
    ("shutter", "--tiles", "13"), ("shutter", "--rules", "triple"), ("shutter", "--objective", "at-most", "x"),
    ("shutter", "--objective", "at-most"), ("shutter", "--objective", "best"),
    ("shutter", "--position", "1x"), ("shutter", "--roll", "13"), ("shutter", "--dice", "optional-789"),
    ("shutter", "--position", "321"), ("shutter", "--rules", "double", "--position", "123"),
    ("shutter", "--rules", "double", "--position", "12345678/9"), ("shutter", "--rules", "double", "--scoring", "digits"),
    ("shutter", "--rules", "double", "--tiles", "8"), ("shutter", "--tiles", "11", "--p-table", "--exact"),
    ("shutter", "--rules", "double", "--p-table", "--exact"), ("shutter", "--p-table", "--objective", "score"),
    ("shutter", "--p-table", "--position", "123"), ("shutter", "--p-table", "--roll", "5"),
    ("shutter", "--position", "123", "--roll", "12"), ("shutter", "--roll", HUGE),
    ("shutter", "--players", "3"), ("shutter", "--players", "2"), ("shutter", "--players", "5", "--tiles", "6"),
    ("shutter", "--players", "4", "--shut", "zero", "--scores", "12,9", "--roll", "9"),
    ("shutter", "--players", "3", "--scores", "0"), ("shutter", "--players", "3", "--scores", "14", "--position", "1234"),
    ("shutter", "--players", "3", "--scores", "14,3", "--position", "12346", "--roll", "7"),
    ("shutter", "--players", "2", "--scores", "8"), ("shutter", "--players", "3", "--shut", "zero", "--scores", "0,5"),
    ("shutter", "--players", "9"), ("shutter", "--players", "8", "--tiles", "12"), ("shutter", "--players", "3", "--exact"),
    ("shutter", "--players", "3", "--scores", "44"), ("shutter", "--players", "3", "--scores", "1,2,3"),
    ("shutter", "--scores", "1"), ("shutter", "--shut", "zero"), ("shutter", "--players", "3", "--rules", "double"),
    # pig
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
    # nim
    ("nim", "--help"), ("nim", "3", "3", "--analyze"), ("nim", "12", "12", "misere", "--analyze"),
    ("nim", "2", "3", "--analyze"), ("nim", "0", "5", "--analyze"), ("nim", "40", "60", "--analyze"),
    ("nim", "500", "500", "--analyze"), ("nim", "2", "3"), ("nim", "3", "2", "misere", "computer", "2"),
    ("nim", "7", "5", "standard", "computer", "1"), ("nim", "6", "6", "misère", "computer"),
    ("nim", "x", "3"), ("nim", "2", "3", "sideways"), ("nim", "201", "200"), ("nim", "501", "0", "--analyze"),
    ("nim", "2", "2", "standard", "robot"), ("nim", "3", "3", "standard", "human", "5", "--analyze"),
    ("nim", "5", "5", "standard", "computer", "61"), ("nim", HUGE, "1"),
    # chopsticks
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
    # hog
    ("hog", "--help"), ("hog",), ("hog", "--expect"), ("hog", "--state", "90", "95"), ("hog", "--goal", "30", "--table"),
    ("hog", "--goal", "40", "--dice", "5", "--sides", "4", "--expect"), ("hog", "--goal", "0"),
    ("hog", "--state", "100", "0"), ("hog", "--sides", "x"),
)
DIALOGUES = (  # (arguments, what the player types)
    (("nim", "2", "3", "standard", "human"), "2 red\n3 green\n1 blue\n1 blue\n1 blue\n"),
    (("nim", "4", "4", "misere", "human", "3"), "1 red\n1 red\n"),
    (("nim", "5", "4", "standard", "human"), "2 blue\n2 red\n1 red\n1 blue\n2 blue\n1 red\n"),
    (("nim", "3", "3", "standard", "human"), ""),
    (("nim", "2", "2", "standard", "human"), "é\n" + "x" * 1200 + "\n1 red\n"),
    (("chopsticks", "--moves", "3"), "y\n0\nseven\n0\n0\n"),
    (("chopsticks", "--moves", "2"), "n\n0\n0\n"),
    (("chopsticks",), ""),
    (("chopsticks", "--moves", "2", "--full-transfers", "no"), "y\n0\n0\n"),
    (("chopsticks", "--moves", "5", "--hits", "rollover"), "Yes\n1\n2\n0\n3\n1\n"),
    (("chopsticks", "--moves", "4", "--transfers", "no"), "no\n0\n1\n0\n"),
)
WRITTEN = ("policy.svg",)
"""Files a case writes, recorded after the cases run."""


def cli_key(argv, typed=None) -> str:
    return " ".join(argv) + ("" if typed is None else " <<< " + typed)


def run_cli(argv, typed="") -> list:
    """[exit status, stdout, stderr] of `python -m stb ARGV` run here, with `typed` on stdin."""
    from stb.__main__ import main
    out, err = io.StringIO(), io.StringIO()
    saved, sys.stdin = sys.stdin, io.StringIO(typed)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = main(list(argv))
            except SystemExit as exit:
                status = exit.code
    finally:
        sys.stdin = saved
    return [status, out.getvalue(), err.getvalue()]


def cli_answers() -> dict[str, list]:
    """Each case's [status, stdout, stderr], in a fresh folder with help wrapped at 100 columns,
    and the files the cases wrote."""
    here, columns = os.getcwd(), os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = "100"  # argparse wraps help to the terminal's width
    try:
        with tempfile.TemporaryDirectory() as folder:
            os.chdir(folder)
            answers = {cli_key(argv): run_cli(argv) for argv in CLI_CASES}
            answers.update({cli_key(argv, typed): run_cli(argv, typed) for argv, typed in DIALOGUES})
            answers.update({f"file {name}": Path(name).read_text() for name in WRITTEN})
    finally:
        os.chdir(here)
        if columns is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = columns
    return answers


# ---- the bridge ---------------------------------------------------------------------------------

MORE_VARIANTS = {  # per game, the variants played beside every game's own (`played_variants`)
    "shutbox": [
        ({}, {}), ({"tiles": 5}, {}), ({"tiles": 12}, {}), ({"objective": "shut"}, {}),
        ({"dice": "two", "tiles": 7}, {}), ({"dice": "optional", "objective": "shut"}, {}),
        ({"dice": "forced-789"}, {}), ({"dice": "optional-789", "tiles": 10}, {}),
        ({"scoring": "digits", "tiles": 6}, {}), ({"layout": "double"}, {}), ({"layout": "double", "objective": "shut"}, {}),
        ({"players": 2}, {}), ({"players": 2}, {"mode": "people"}), ({"players": 2}, {"side": 1, "strength": "0.6"}),
        ({"players": 2, "tiles": 6, "scoring": "digits"}, {}), ({"players": 2, "dice": "optional"}, {"strength": "0.3"}),
        ({"players": 3}, {}), ({"players": 3, "seat": 2, "shut": "zero", "tiles": 8}, {}),
        ({"players": 4, "seat": 4, "tiles": 6}, {"others": "hand"}),
    ],
    "pig": [
        ({}, {}), ({"goal": 20}, {"mode": "people"}), ({"goal": 30, "sides": 4}, {"side": 1, "strength": "0.9"}),
        ({"coin": True}, {}), ({"coin": True, "goal": 15}, {"strength": "0.3"}), ({"goal": 50, "sides": 12}, {}),
    ],
    "nim": [
        ({}, {}), ({"red": 3, "blue": 4}, {"mode": "people"}), ({"red": 10, "blue": 9, "misere": True}, {}),
        ({"red": 12, "blue": 12}, {"depth": 3}), ({"red": 20, "blue": 5}, {"side": 1, "strength": "0.6"}),
        ({"red": 0, "blue": 4}, {}),
    ],
    "hog": [({}, {}), ({"goal": 50, "dice": 6, "sides": 8}, {"side": 1, "strength": "0.6"})],
    "chopsticks": [
        ({}, {}), ({"limit": False}, {}), ({"moves": 3}, {"mode": "people"}), ({"hits": "rollover"}, {"side": 1}),
        ({"transfers": False, "limit": False}, {"strength": "0.3"}), ({"swaps": True, "full_transfers": False}, {}),
    ],
}


def played_variants(name: str) -> list[tuple[dict, dict]]:
    """The variants of the game `name` whose games are played, move by move: its more variants, then
    (where they are not among them) its standard rules against the computer and its short game
    between two people (stb.games), so that every game is recorded."""
    more = MORE_VARIANTS.get(name, [])
    return more + [variant for variant in (({}, {}), (GAME_INFO[name].short, {"mode": "people"})) if variant not in more]


GAMES = {name: played_variants(name) for name in GAME_INFO}
"""Per game: (rules, opponent) of each variant whose games are played, move by move."""
PLIES = 14
"""How many moves each game of `GAMES` plays from its start (fewer if it ends)."""


def view_cases():
    """Views asked outright: positions by their text, the lab, practice, figures, and refusals."""
    box = [("shutbox", {}, state) for state in ("12346", "12346 dice 2 roll 7", "-", "9 dice 2 roll 9", "146789 roll 3",
                                                 "123 dice 1 roll 6", "1 roll 1", "12346 dice 2 roll 13", "12x")]
    box += [("shutbox", {"players": 2}, state) for state in ("123456789 vs 42", "9 vs 42", "9 vs 8 dice 2 roll 9",
                                                              "12 vs 3 dice 1 roll 3", "123 vs 44", "123 vs 0")]
    box += [("shutbox", {"layout": "double"}, state) for state in ("1234/89", "1234/89 dice 2 roll 11", "-/-", "12/9")]
    box += [("shutbox", {"players": 3}, state) for state in ("14 3 / 146789 dice 2 roll 8", "14 / next", "14 3 / playing",
                                                              "14 3 8 / over", "0 / over", "14 / 123", "1 2 3 4 / over")]
    pig = [("pig", {}, state) for state in ("5 12 3", "99 99 0", "0 0 21", "50 60 12 p1", "0 0 0 rolling", "100 0 0", "a b c")]
    nim = [("nim", {"red": 5, "blue": 6}, state) for state in ("5 6 0", "2 1 1", "0 3 1", "6 6 0", "1 1 2")]
    hog = [("hog", {}, state) for state in ("40 55", "99 99", "0 0 p1", "0 0 rolling 3", "100 0", "0 100", "a b")]
    chop = [("chopsticks", rules, state) for rules in ({}, {"limit": False})
            for state in ("1 1 1 1 0", "1 2 3 4 5", "0 0 1 1 7", "0 0 1 1 8", "4 4 4 4 19", "1 1 1 1 20", "2 3 0 1 3",
                          "0 0 0 0 0")]
    for game, rules, state in box + pig + nim + hog + chop:
        yield "game_view", {"game": game, "rules": rules, "state": state}
    for game, variants in GAMES.items():
        for rules, _ in variants:
            yield "game_view", {"game": game, "rules": rules, "figure": True}
            for seed in (1, 2):
                yield "game_view", {"game": game, "rules": rules, "practice": seed, "opponent": {"mode": "people"}}
    lab = {"shutbox": [{}, {"objective": "shut"}, {"players": 2}, {"layout": "double"}, {"tiles": 6, "dice": "optional"}],
           "pig": [{"goal": 30}, {}, {"coin": True}], "nim": [{"red": 8, "blue": 9}, {"red": 6, "blue": 6, "misere": True}],
           "chopsticks": [{}, {"moves": 3, "hits": "rollover"}], "hog": [{}, {"goal": 50, "sides": 4}]}
    for game, info in GAME_INFO.items():  # every game's lab: its short game's, and more of some games
        for rules in lab.get(game, []) + [info.short] * (info.short not in lab.get(game, [])):
            for strategy in json.loads(bridge_answer("game_view", {"game": game, "rules": rules}))["lab"]:
                yield "game_view", {"game": game, "rules": rules, "strategy": {"name": strategy["name"], "seat": strategy["seat"]}}
    refused = [{"game": "chess"}, {}, {"game": "pig", "rules": {"goal": 0}}, {"game": "pig", "rules": {"sides": "x"}},
               {"game": "nim", "rules": {"red": 61}}, {"game": "nim", "state": "8 8 0"},
               {"game": "shutbox", "rules": {"players": 9}}, {"game": "shutbox", "rules": {"players": 8}},
               {"game": "shutbox", "rules": {"layout": "double", "players": 2}},
               {"game": "shutbox", "rules": {"players": 2, "scoring": "digits", "tiles": 10}},
               {"game": "shutbox", "rules": {"players": 3, "layout": "double"}},
               {"game": "shutbox", "rules": {"tiles": 13}}, {"game": "shutbox", "rules": {"dice": "three"}},
               {"game": "shutbox", "rules": "classic"}, {"game": "chopsticks", "rules": {"moves": 51}},
               {"game": "chopsticks", "rules": {"hits": "wrap"}}, {"game": "pig", "strategy": {"name": "nope"}},
               {"game": "pig", "strategy": {"name": "hold-at:20", "seat": 2}}, {"game": "pig", "opponent": {"mode": "alone"}},
               {"game": "pig", "opponent": {"strength": "0.5"}}, {"game": "pig", "seed": -1},
               {"game": "hog", "rules": {"dice": 21}}, {"game": "hog", "rules": {"sides": 1}}]
    for request in refused:
        yield "game_view", request


DRILL_TIME = 1_764_000_000_000
"""The clock (ms) of the recorded games' drill: their costly decisions join an empty store."""


def game_cases(game, rules, opponent, seed):
    """A game played from the start move by move, its dice thrown by a seeded generator: each play
    asked as the page asks it (a person's move by its index in the view's list, second best now and
    then, or the computer's; the review's state handed back; an empty drill), then the game's review."""
    rng, request = random.Random(seed), {"game": game, "rules": rules, "opponent": opponent}
    view = json.loads(bridge_answer("game_view", request))
    moves, review, start, digest = [], None, view.get("state"), None
    for ply in range(PLIES):
        if not view.get("ok", True) or view["phase"] == "game-over":
            break
        here = {**request, "rules": view["rules"], "opponent": view["opponent"], "state": view["state"]}
        listed = view["position"]["moves"]
        if view["computer_to_move"]:
            play = {"computer": True, "seed": rng.randrange(1000)}
        else:
            index = 1 if len(listed) > 1 and ply % 3 == 1 else 0
            throw = listed[index].get("throw")
            play = {"move": index}
            if throw:
                play["faces"] = [rng.randint(1, throw["sides"]) for _ in range(throw["dice"])]
            elif listed[index].get("seeded"):
                play["seed"] = rng.randrange(1000)
        asked = {**here, **play, "review": review, "start": start, "played": len(moves), "digest": digest,
                 "drill": {"store": None, "now": DRILL_TIME}}
        yield "game_play", asked
        answer = json.loads(bridge_answer("game_play", asked))
        if not answer["ok"]:
            break
        moves.append(answer["saved"])
        view, review, digest = answer["view"], answer["review"]["state"], answer["digest"]
    yield "game_review", {**request, "start": None, "moves": moves}


def link_cases():
    links = ["", "#game=pig&goal=30", "?game=nim&red=3&blue=4#state=3 4 1", "#game=chopsticks&limit=0&state=1 1 1 1 3",
             "#game=shutbox&players=3&seat=2&tiles=8", "#game=shutbox&players=8&seat=2", "#game=chess",
             "#game=pig&goal=500&sides=6", "#game=pig&colour=red&size=9&x=1&y=2&z=3&w=4&v=5", "#game=nim&seed=12x",
             "#game=shutbox&layout=double&state=12/9&seed=7", "#game=shutbox&players=2&state=9 vs 42&mode=people",
             "#game=nim&red=5&blue=5&depth=4&strength=1", "#game=hog&goal=50&sides=8&state=20 30 p1&mode=people", "?game=pig#game=nim", "#" + "x" * 2100]
    for link in links:
        query, _, fragment = link.partition("#")
        yield "game_open", {"query": query, "hash": "#" + fragment if fragment else ""}
    yield "game_open", {"query": 5}


def bridge_cases():
    """(entry point, request) for every case, in order; a game's plays follow from the answers before."""
    yield from view_cases()
    for game, variants in GAMES.items():
        for number, (rules, opponent) in enumerate(variants):
            yield from game_cases(game, rules, opponent, seed=number)
    yield from link_cases()
    yield "game_play", {"game": "pig", "state": "0 0 0", "move": "fly"}
    yield "game_play", {"game": "pig", "state": "0 0 0", "move": 2}
    yield "game_play", {"game": "pig", "state": "0 0 0", "move": 0, "faces": [7]}
    yield "game_play", {"game": "shutbox", "state": "12346 dice 2 roll 7", "tiles": [0, 5]}
    yield "game_play", {"game": "shutbox", "state": "12346 dice 2 roll 7", "tiles": [2, 3]}
    yield "game_play", {"game": "shutbox", "state": "12346", "move": 0, "total": 13}
    yield "game_play", {"game": "shutbox", "rules": {"players": 3}, "state": "14 / next", "move": 0, "total": 7}
    yield "game_play", {"game": "nim", "state": "0 3 1", "move": 0}
    yield "game_play", {"game": "pig", "state": "0 0 0", "move": 0, "faces": [3], "review": {"start": 5}}
    yield "game_review", {"game": "nim", "moves": [{"move": "2 red"}, {"move": "9 blue"}]}


def bridge_key(entry: str, request: dict) -> str:
    """One line per question: the entry point and the request, keys sorted."""
    return json.dumps([entry, request], sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def bridge_answer(entry: str, request: dict) -> str:
    from stb import bridge
    return getattr(bridge, entry)(json.dumps(request))


def bridge_answers() -> dict[str, str]:
    """Each case's answer, the JSON text the page receives."""
    return {bridge_key(entry, request): bridge_answer(entry, request) for entry, request in bridge_cases()}


# ---- the files ----------------------------------------------------------------------------------

RECORDS = {"cli.json": cli_answers, "bridge.json": bridge_answers}


def dumped(answers: dict) -> str:
    """A record as its file holds it: one case a line, in the order asked, so a diff shows each case that changed."""
    lines = [f"{json.dumps(key, ensure_ascii=False)}: {json.dumps(value, ensure_ascii=False)}" for key, value in answers.items()]
    return "{\n" + ",\n".join(lines) + "\n}\n"


def main() -> int:
    RECORDED.mkdir(exist_ok=True)
    for name, answers in RECORDS.items():
        recorded = answers()
        (RECORDED / name).write_text(dumped(recorded))
        print(f"{RECORDED / name}: {len(recorded)} cases")
    return 0


if __name__ == "__main__":
    sys.exit(main())
