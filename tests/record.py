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
from stb.games import GAMES as GAME_INFO, examples  # noqa: E402

# ---- the command lines --------------------------------------------------------------------------

CLI_CASES = (("--help",), (), ("poker",), ("-h",), *(argv for name in GAME_INFO for argv in examples(name).command_lines))
"""The arguments of every case: `python -m stb` itself, then each game's command lines (stb.games.Examples)."""
DIALOGUES = tuple(dialogue for name in GAME_INFO for dialogue in examples(name).dialogues)
"""(arguments, what the player types) of each game's interactive command lines."""


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
    and each file the cases wrote there."""
    here, columns = os.getcwd(), os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = "100"  # argparse wraps help to the terminal's width
    try:
        with tempfile.TemporaryDirectory() as folder:
            os.chdir(folder)
            answers = {cli_key(argv): run_cli(argv) for argv in CLI_CASES}
            answers.update({cli_key(argv, typed): run_cli(argv, typed) for argv, typed in DIALOGUES})
            answers.update({f"file {path.name}": path.read_text() for path in sorted(Path(folder).iterdir())})
    finally:
        os.chdir(here)
        if columns is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = columns
    return answers


# ---- the bridge ---------------------------------------------------------------------------------

def played_variants(name: str) -> list[tuple[dict, dict]]:
    """The variants of the game `name` whose games are played, move by move: its examples' (stb.games),
    then (where they are not among them) its standard rules against the computer and its short game
    between two people, so that every game is recorded."""
    more = list(examples(name).variants)
    return more + [variant for variant in (({}, {}), (GAME_INFO[name].short, {"mode": "people"})) if variant not in more]


GAMES = {name: played_variants(name) for name in GAME_INFO}
"""Per game: (rules, opponent) of each variant whose games are played, move by move."""
PLIES = 14
"""How many moves each game of `GAMES` plays from its start (fewer if it ends)."""


def view_cases():
    """Views asked outright: positions by their text, the lab, practice, figures, and refusals."""
    for game in GAME_INFO:
        for rules, state in examples(game).positions:
            yield "game_view", {"game": game, "rules": rules, "state": state}
    for game, variants in GAMES.items():
        for rules, _ in variants:
            yield "game_view", {"game": game, "rules": rules, "figure": True}
            for seed in (1, 2):
                yield "game_view", {"game": game, "rules": rules, "practice": seed, "opponent": {"mode": "people"}}
    for game, info in GAME_INFO.items():  # every game's lab: its examples', and its short game's
        labs = list(examples(game).labs)
        for rules in labs + [info.short] * (info.short not in labs):
            for strategy in json.loads(bridge_answer("game_view", {"game": game, "rules": rules}))["lab"]:
                yield "game_view", {"game": game, "rules": rules, "strategy": {"name": strategy["name"], "seat": strategy["seat"]}}
    refused = [{"game": "chess"}, {}, *({"game": game, **request} for game in GAME_INFO for request in examples(game).refused),
               {"game": "pig", "opponent": {"mode": "alone"}}, {"game": "pig", "opponent": {"strength": "0.5"}},
               {"game": "pig", "seed": -1}]  # the opponent's and the seed's fields, read alike for every game
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
    links = ["", "#game=chess", "#game=pig&colour=red&size=9&x=1&y=2&z=3&w=4&v=5", "?game=pig#game=nim", "#" + "x" * 2100,
             *(link for game in GAME_INFO for link in examples(game).links)]
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
    for game in GAME_INFO:
        for entry, request in examples(game).asked:
            yield entry, {"game": game, **request}


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
