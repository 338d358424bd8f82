"""Shut the Box at a table of three players or more, as the page plays it (`PAGE`, its stb.game.Page),
seen from your seat; stb.shutbox.page names it for such rules (`for_rules`).

The other seats' turns are chance events for you: the computer plays one (each seat playing its
best for itself) or you enter the score it ended with, as at a real table. Positions are
`stb.shutbox.seat.TableGame`'s text forms: "14 3 / 146789 dice 2 roll 8" in your turn after two
seats ended on 14 and 3, "14 / next" before another seat's turn, "14 3 8 / over" at the end.
"""

from stb.advice import CHANCE_POINTS
from stb.controls import select
from stb.fields import BadRequest, choice, shown, whole
from stb.shutbox import box_page, table as tb
from stb.shutbox.advice import advise
from stb.shutbox.box_page import box_controls, box_fields, box_picture, box_rules, move_text, table_sizes, tiles_move
from stb.shutbox.rules import full_board, score
from stb.shutbox.seat import THEIR_TURN, TableGame
from stb.shutbox.standings import SHUT_RULES
from stb.shutbox.table_words import (event, how_to_play, message, move_words, step_words, value_note, value_words,
                                     where)
from stb.shutbox.words import roll_why, title
from stb.game import Page
from stb.words import theirs

_OTHERS = {"computer": "Played by the computer", "hand": "Entered by hand"}
_SHUT_WORDS = {"wins": "Wins at once", "zero": "Scores 0"}


# ---- the rules and the seats ---------------------------------------------------------------------

def make(rules) -> TableGame:
    box = box_rules(rules)
    players = whole(rules.get("players"), "the number of players", 3, tb.PLAYERS[-1])
    seat = whole(rules.get("seat", 1), "your seat", 1, players)
    shut = choice(rules.get("shut", "wins"), "what shutting the box does", SHUT_RULES)
    if box.layout != "classic":
        raise BadRequest("a table plays the classic box, not Double Shutter")
    if players not in table_sizes(box):
        most = f"tables of at most {max(table_sizes(box))} players" if table_sizes(box) else "no table"
        raise BadRequest(f"the page offers {most} with {box.tiles} tiles and this scoring, as a larger table takes "
                         f"more than 3 seconds to work out (the command-line program answers tables of up to "
                         f"{tb.PLAYERS[-1]} players)")
    return TableGame(tb.Table(box, players, shut), seat - 1)


def rules_of(game) -> dict:
    return {**box_fields(game.rules), "players": game.table.players, "seat": game.seat + 1, "shut": game.table.shut}


def controls(game) -> list[dict]:
    players = game.table.players
    return [*box_controls(game.rules, players),
            select("seat", "Your seat", game.seat + 1, [(n, f"{n} of {players}") for n in range(1, players + 1)]),
            select("shut", "Shutting the box", game.table.shut, _SHUT_WORDS.items())]


def seats(game) -> tuple[str, ...]:
    return ("Player 1",)


def unit(game):
    return CHANCE_POINTS


def opponent(game, fields, usual) -> dict:
    """Who plays the other seats, in place of a game of two's opponent."""
    return {"others": choice(fields.get("others", "computer"), "who plays the other seats", tuple(_OTHERS))}


def opponent_controls(game, opponent, usual) -> list[dict]:
    return [select("others", "Other seats", opponent["others"], _OTHERS.items(), group="opponent")]


def others_turn(game, state) -> bool:
    return state.board is None


# ---- positions, moves and the other seats' turns ---------------------------------------------------

def chance_named(game, state):
    """Another seat's turn under way ('playing', whose score is the chance event) as that seat's turn
    ('next'): from your seat the two are alike. Your dice chosen, not rolled: refused."""
    if state.board is None:
        return state._replace(dice=None)
    raise BadRequest("a position is named before the dice are chosen, or after they are rolled")


def dice(game, state) -> dict | None:
    """Your dice; another seat's turn throws none the page can see (its move's "seeded" fact)."""
    return None if state.board is None else box_page.dice(game, state)


def move_facts(game, state, move) -> dict:
    """Letting another seat play: the page sends a seed from its own dice ("seeded"), and its turn is
    played here (`outcome`); your moves: the next roll's chance."""
    return {"seeded": True} if move == THEIR_TURN else box_page.move_facts(game, state, move)


def read_throw(game, state, throw, rng) -> dict | None:
    """Another seat's turn (`throw`, a stb.bridge.dice.Throw): the score entered for it, or its turn
    played roll by roll as its best play plays it, with the dice given ("faces": every roll's, in
    order) or thrown by `rng` (its "steps"); your roll (None): the dice."""
    if state.board is not None:
        return None
    seat = len(state.scores) + 1
    if throw.entered is None and throw.total is None and (throw.faces is not None or rng):
        return _played(game, state, seat, throw.faces, rng)
    final = throw.total
    if throw.entered is not None:
        if not (throw.entered.isascii() and throw.entered.isdigit() and len(throw.entered) <= 9):
            raise BadRequest(f"Enter seat {seat}'s score as a number, not {shown(throw.entered)}.")
        final = int(throw.entered)
    if final is not None:
        allowed = sorted(set(tb.end_scores(game.table)) | {0})
        if final not in allowed:
            raise BadRequest(f"a turn cannot end on {final:,} with this box (from 0 to {allowed[-1]:,}, "
                             f"not every number between)")
    else:
        raise BadRequest(f"seat {seat}'s turn needs its dice or the score it ended with")
    return {"faces": None, "total": final}


def _played(game, state, seat, faces, rng) -> dict:
    """Seat `seat`'s turn played roll by roll (`stb.shutbox.table.played_turn`), with the dice given
    (checked: each a face, all of them used) or thrown by `rng`: its faces, its final score and its steps."""
    wrong = next((face for face in faces or () if face > 6), None)
    if wrong is not None:
        raise BadRequest(f"a face must be 1 to 6, not {wrong}")
    given, thrown = faces, []

    def throw(count):
        if given is None:
            faces = [rng.randint(1, 6) for _ in range(count)]
        else:
            faces = given[len(thrown):len(thrown) + count]
            if len(faces) < count:
                raise BadRequest(f"seat {seat}'s turn rolls more dice than the {len(given)} given")
        thrown.extend(faces)
        return faces

    steps = tb.played_turn(game.table, list(state.scores), throw)
    if given is not None and len(thrown) < len(given):
        raise BadRequest(f"seat {seat}'s turn ends after {len(thrown)} of the {len(given)} dice given")
    return {"faces": thrown, "total": score(game.rules, steps[-1][2]),
            "steps": [step_words(game.rules, seat, *step) for step in steps]}


def value(game, state) -> float:
    return float(game.chance(state))


def board(game, state) -> dict:
    """The seats and their scores, and your box in your turn (in another seat's, or at the end, none)."""
    table = game.table
    picture = box_picture(game.rules, full_board(game.rules) if state.board is None else state.board,
                          state.dice, state.roll, game.is_terminal(state))
    seats_now = [{"seat": n + 1, "you": n == game.seat, "to_move": n == len(state.scores) and not game.is_terminal(state),
                  "score": state.scores[n] if n < len(state.scores) else None} for n in range(table.players)]
    if state.board is None:  # another seat's turn: its one move, played for it or its score entered
        picture.update(score_words="", dice_rule="", roll_chances={}, moves=[],
                       dice_moves=[] if game.is_terminal(state) else
                       [{"move": THEIR_TURN, "dice": None, "words": f"seat {len(state.scores) + 1}'s turn"}])
    return {**picture, "player": 0, "first_score": None,
            "table": {"seats": seats_now, "your_box": state.board is not None,
                      "their_turn": state.board is None and not game.is_terminal(state),
                      "over": game.is_terminal(state),
                      "seat": len(state.scores) + 1, "lowest": min(state.scores, default=None)}}


def winner(game, state):
    return None


def why(game, state, advice, move, names, facts) -> str:
    """After your roll: the chance the next roll plays, and your chance to win, after the best move and this one."""
    label = value_words(game, state)[0].format(whose=theirs(names[0]))
    return roll_why(game, state, advice, box_page.parting_facts(game, state, facts), label, unit(game))


def strategies(game) -> list[dict]:
    """No rule of thumb is valued at a table."""
    return []


PAGE = Page(
    name="shutbox", make=make, rules_of=rules_of, controls=controls, seats=seats, unit=unit, advise=advise, move_text=move_text, value=value, board=board, winner=winner, strategies=strategies,
    title=title, how_to_play=how_to_play, value_words=value_words, move_words=move_words, where=where,
    message=message, event=event, dice=dice, read_throw=read_throw, chance_named=chance_named, move_facts=move_facts, why=why,
    value_note=value_note, selected_move=tiles_move, opponent=opponent, opponent_controls=opponent_controls,
    opponent_fields=("others",), others_turn=others_turn, link_fallback=("players", "seat", "shut", "others"))
"""Shut the Box at a table, as the bridge and the page reach it: a link to a table holds who plays the
other seats, and one the page cannot play opens the game of one player with the same box."""
