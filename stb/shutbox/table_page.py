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
from stb.i18n import N_, _, number
from stb.shutbox import box_page, table as tb
from stb.shutbox.advice import advise
from stb.shutbox.box_page import (box_controls, box_fields, box_picture, box_rules, chance_refused, move_text,
                                  table_sizes, tiles_move)
from stb.shutbox.rules import full_board, score
from stb.shutbox.seat import THEIR_TURN, TableGame
from stb.shutbox.standings import SHUT_RULES
from stb.shutbox.table_words import (event, how_to_play, message, move_words, step_words, value_note, value_words,
                                     where)
from stb.shutbox.words import roll_why, title, value_labels
from stb.game import Page

_OTHERS = {
    # Translators: a menu of who plays a table's other seats: the computer, each seat playing its best
    "computer": N_("Played by the computer"),
    # Translators: a menu of who plays a table's other seats: you enter their scores as they finish at a real table
    "hand": N_("Entered by hand"),
}
_SHUT_WORDS = {
    # Translators: a menu of what shutting the box (every tile) does at a table: that player wins at once
    "wins": N_("Wins at once"),
    # Translators: a menu of what shutting the box (every tile) does at a table: it scores 0, as a score
    "zero": N_("Scores 0"),
}


# ---- the rules and the seats ---------------------------------------------------------------------

def make(rules) -> TableGame:
    box = box_rules(rules)
    # Translators: a rule's name in an error ("the number of players must be 3 to 8, not 9")
    players = whole(rules.get("players"), _("the number of players"), 3, tb.PLAYERS[-1])
    # Translators: a rule's name in an error ("your seat must be 1 to 4, not 5")
    seat = whole(rules.get("seat", 1), _("your seat"), 1, players)
    # Translators: a rule's name in an error ("what shutting the box does must be 'wins' or 'zero', not 'x'")
    shut = choice(rules.get("shut", "wins"), _("what shutting the box does"), SHUT_RULES)
    if box.layout != "classic":
        # Translators: an error: a table of three players or more plays the classic box (one row of tiles)
        raise BadRequest(_("a table plays the classic box, not Double Shutter"))
    if players not in table_sizes(box):
        values = {"tiles": number(box.tiles), "players": number(max(table_sizes(box), default=0)),
                  "most": number(tb.PLAYERS[-1])}
        # Translators: an error: the page's largest table with this box ({players} players, {tiles} tiles); {most}:
        # the command line's largest
        raise BadRequest((_("the page offers tables of at most {players} players with {tiles} tiles and this scoring, "
                            "as a larger table takes more than 3 seconds to work out (the command-line program answers "
                            "tables of up to {most} players)") if table_sizes(box) else
                          _("the page offers no table with {tiles} tiles and this scoring, as a larger table takes "
                            "more than 3 seconds to work out (the command-line program answers tables of up to {most} "
                            "players)")).format(**values))
    return TableGame(tb.Table(box, players, shut), seat - 1)


def rules_of(game) -> dict:
    return {**box_fields(game.rules), "players": game.table.players, "seat": game.seat + 1, "shut": game.table.shut}


def controls(game) -> list[dict]:
    players = game.table.players
    return [*box_controls(game.rules, players),
            # Translators: a menu's label: your seat at a table
            select("seat", _("Your seat"), game.seat + 1,
                   # Translators: a seat in the menu of your seat: seat {seat} of the table's {players}
                   [(n, _("{seat} of {players}").format(seat=n, players=number(players))) for n in range(1, players + 1)]),
            # Translators: a menu's label: what shutting the box (every tile) does at a table
            select("shut", _("Shutting the box"), game.table.shut, [(rule, _(words)) for rule, words in _SHUT_WORDS.items()])]


def seats(game) -> tuple[str, ...]:
    # Translators: your seat's name at a table of three players or more (the table tells the seats apart by number)
    return (N_("Player 1"),)


def unit(game):
    return CHANCE_POINTS


def opponent(game, fields, usual) -> dict:
    """Who plays the other seats, in place of a game of two's opponent."""
    # Translators: a field's name in an error ("who plays the other seats must be 'computer' or 'hand', not 'x'")
    return {"others": choice(fields.get("others", "computer"), _("who plays the other seats"), tuple(_OTHERS))}


def opponent_controls(game, opponent, usual) -> list[dict]:
    # Translators: a menu's label: who plays a table's other seats
    return [select("others", _("Other seats"), opponent["others"], [(who, _(words)) for who, words in _OTHERS.items()],
                   group="opponent")]


def others_turn(game, state) -> bool:
    return state.board is None


# ---- positions, moves and the other seats' turns ---------------------------------------------------

def chance_named(game, state):
    """Another seat's turn under way ('playing', whose score is the chance event) as that seat's turn
    ('next'): from your seat the two are alike. Your dice chosen, not rolled: refused."""
    if state.board is None:
        return state._replace(dice=None)
    return chance_refused(game, state)


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
            # Translators: an error: the score entered for another seat ({seat}, its number) is no number ({entered})
            raise BadRequest(_("Enter seat {seat}'s score as a number, not {entered}.").format(
                seat=seat, entered=shown(throw.entered)))
        final = int(throw.entered)
    if final is not None:
        allowed = sorted(set(tb.end_scores(game.table)) | {0})
        if final not in allowed:
            # Translators: an error: a score ({score}) no turn can end on with this box; {most}: the highest that can
            raise BadRequest(_("a turn cannot end on {score} with this box (from 0 to {most}, not every number "
                               "between)").format(score=number(final), most=number(allowed[-1])))
    else:
        # Translators: an error: another seat's turn ({seat}, its number) asked for without its dice or its score
        raise BadRequest(_("seat {seat}'s turn needs its dice or the score it ended with").format(seat=seat))
    return {"faces": None, "total": final}


def _played(game, state, seat, faces, rng) -> dict:
    """Seat `seat`'s turn played roll by roll (`stb.shutbox.table.played_turn`), with the dice given
    (checked: each a face, all of them used) or thrown by `rng`: its faces, its final score and its steps."""
    wrong = next((face for face in faces or () if face > 6), None)
    if wrong is not None:
        # Translators: an error: a die's face ({face}) that no die shows
        raise BadRequest(_("a face must be 1 to 6, not {face}").format(face=wrong))
    given, thrown = faces, []

    def throw(count):
        if given is None:
            faces = [rng.randint(1, 6) for _ in range(count)]
        else:
            faces = given[len(thrown):len(thrown) + count]
            if len(faces) < count:
                # Translators: an error: another seat's turn ({seat}) needs more dice than the {count} given for it
                raise BadRequest(_("seat {seat}'s turn rolls more dice than the {count} given").format(
                    seat=seat, count=number(len(given))))
        thrown.extend(faces)
        return faces

    steps = tb.played_turn(game.table, list(state.scores), throw)
    if given is not None and len(thrown) < len(given):
        # Translators: an error: another seat's turn ({seat}) ends having used {used} of the {count} dice given for it
        raise BadRequest(_("seat {seat}'s turn ends after {used} of the {count} dice given").format(
            seat=seat, used=number(len(thrown)), count=number(len(given))))
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
                  "score": state.scores[n] if n < len(state.scores) else None,
                  "score_text": number(state.scores[n]) if n < len(state.scores) else None} for n in range(table.players)]
    if state.board is None:  # another seat's turn: its one move, played for it or its score entered
        picture.update(score_words="", dice_rule="", roll_chances={}, moves=[],
                       dice_moves=[] if game.is_terminal(state) else
                       [{"move": THEIR_TURN, "dice": None, "words": _their_turn(len(state.scores) + 1),
                         # Translators: the button that lets the computer play another seat's turn ({seat}, its number)
                         "label": _("Play seat {seat}'s turn").format(seat=len(state.scores) + 1)}])
    return {**picture, "player": 0, "first_score": None,
            "table": {"seats": seats_now, "your_box": state.board is not None,
                      "their_turn": state.board is None and not game.is_terminal(state),
                      "over": game.is_terminal(state),
                      "seat": len(state.scores) + 1, "lowest": min(state.scores, default=None)}}


def _their_turn(seat: int) -> str:
    """Another seat's turn, as the one move of it names it."""
    # Translators: another seat's turn ({seat}, its number), as the button to play it names it
    return _("seat {seat}'s turn").format(seat=seat)


def winner(game, state):
    return None


def why(game, state, advice, move, seats, facts) -> str:
    """After your roll: the chance the next roll plays, and your chance to win, after the best move and this one."""
    labels = value_labels("first", seats[0])
    return roll_why(game, state, advice, box_page.parting_facts(game, state, facts), labels, unit(game))


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
