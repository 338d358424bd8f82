"""Shut the Box in the page: the classic box and Double Shutter, one player or two.

Positions are `stb.shutbox.ShutTheBox`'s text forms: "146789" before the roll (the decision is how
many dice to roll), "146789 dice 2 roll 8" after it (the decision is which tiles to shut), and
"123456789 vs 23" for player two's turn against player one's 23.
"""

import functools

from stb import shutbox as sb
from stb import table as tb
from stb.advice import CHANCE_POINTS, EXPECTED_SCORE, SHUT_CHANCE, Advice, rank_moves, readable
from stb.bridge.common import TurnGame, dice_words, lowered, percent, round_ticks, select, verb, whose
from stb.bridge.fields import BadRequest, choice, listing, whole

DICE_MOVES = sb.DICE_NAMES
"""{1: "roll one die", 2: "roll two dice"}: the decision before each roll."""
DICE_OF_MOVE = {move: dice for dice, move in DICE_MOVES.items()}
TWO_PLAYER_DIGITS_TILES = 9
"""Two players with digits scoring: more tiles than this take minutes to solve (every board's
score is its own, and player two's table has one column per score)."""
VALUE_LABELS = {"score": "{whose} expected final score", "shut": "{whose} chance to shut the box",
                "first": "{whose} chance to win", "second": "{whose} chance to win"}
VALUE_MEANINGS = {
    "score": "The average of the points left standing at the end if you play your best from here: 0 when the box "
             "is shut, and lower is better.",
    "shut": "Your chance of shutting every tile if you play for it from here.",
    "first": "{whose} chance to win if both players play their best from here (a tie counts as half a win).",
}
AIMS = {"score": "Least expected score", "shut": "Best chance to shut the box"}
AIM_WORDS = {"score": "the least expected score", "shut": "the best chance to shut the box"}


class ShutBox(TurnGame):
    """Shut the Box for one player (an aim: the least expected score or the best chance to shut)
    or two (player one's score carried into player two's turn; expected wins)."""
    name = "shutbox"
    seat_names = ("Player one", "Player two")
    families = sb.STRATEGIES

    def adapter_for(self, rules):
        """A table of three players or more has an adapter of its own (stb.bridge.table)."""
        players = rules.get("players") if isinstance(rules, dict) else None
        try:
            at_table = players is not None and whole(players, "the number of players", 1, tb.PLAYERS[-1]) > 2
        except BadRequest:
            return self  # whose game() says what is wrong with it
        return table_adapter() if at_table else self

    def game(self, rules):
        box = box_rules(rules)
        players = whole(rules.get("players", 1), "the number of players", 1, tb.PLAYERS[-1])
        objective = "first" if players == 2 else choice(rules.get("objective", "score"), "the aim", tuple(AIMS))
        if players == 2 and box.layout != "classic":
            raise BadRequest("the two-player game is played with the classic box")
        if players == 2 and box.scoring == "digits" and box.tiles > TWO_PLAYER_DIGITS_TILES:
            raise BadRequest(f"two players with digits scoring play with at most {TWO_PLAYER_DIGITS_TILES} tiles")
        return sb.ShutTheBox(box, objective)

    def rules(self, game):
        aim = {} if game.objective == "first" else {"objective": game.objective}
        return {**rules_of(game.rules), "players": self.seats(game), **aim}

    def controls(self, game):
        one = game.objective != "first"
        return [*box_controls(game.rules, self.seats(game)),
                select("objective", "Aim", game.objective if one else "score", AIMS.items(), hidden=not one)]

    def seats(self, game):
        return 2 if game.objective == "first" else 1

    def title(self, game):
        return "Double Shutter" if game.rules.layout == "double" else "Shut the Box"

    def unit(self, game):
        return {"score": EXPECTED_SCORE, "shut": SHUT_CHANCE}.get(game.objective, CHANCE_POINTS)

    def how_to_play(self, game):
        rules = [box_how_to(game.rules)]
        if game.objective == "first":
            rules.append("Player one plays a turn and keeps its score; player two then plays to get below it. "
                         "Shutting the box wins at once, and equal scores are a tie.")
            meaning = "each move's chance to win if both players play their best from then on (a tie counts half)"
        elif game.objective == "shut":
            meaning = "each move's chance of shutting every tile, playing for that"
        else:
            meaning = "each move's expected final score: the average score left at the end with your best play"
        return rules + [f"The advice gives {meaning}; a move's cost is what it gives away against the best move. "
                        "Before a roll, where the rules let you choose one die or two, that choice is valued too."]

    def value_explained(self, game, state):
        return VALUE_MEANINGS["first" if game.objective == "first" else game.objective]

    def aim(self, game, state):
        """The objective and target of the player at the table (player two plays to beat a score)."""
        if game.objective != "first":
            return game.objective, None
        return ("second", state.first_score) if state.player == 1 else ("first", None)

    def value_label(self, game, state):
        return VALUE_LABELS[self.aim(game, state)[0]]

    def chart_ticks(self, game, values):
        return round_ticks(0.0, max(values)) if self.unit(game) is EXPECTED_SCORE else [0.0, 0.25, 0.5, 0.75, 1.0]

    def tick_text(self, game, value):
        return readable(value, 0, 0) if self.unit(game) is EXPECTED_SCORE else f"{100 * value:.0f}\u00a0%"

    def parse(self, game, text):
        """A position, checked against the rules: player two's turn only in the two-player game,
        against a score player one can end with; the dice one may roll here, and a total they
        can show (a roll without its dice: the dice that can show it); a roll, where it leads. In
        the game of two a box is one a turn from the full box reaches (`reachable_box`)."""
        box = game.rules
        state = game.parse_state(text)
        if game.objective == "first":
            reachable_box(box, state.board)
        if state.first_score is not None:
            if game.objective != "first":
                raise BadRequest("'vs SCORE' names player two's turn, which only the two-player game has")
            if state.first_score not in sb.first_player_scores(box):
                raise BadRequest(f"player one cannot end a turn with {state.first_score}")
        return rolled(game, state._replace(dice=checked_dice(box, state.board, state.dice, state.roll)))

    def advise(self, game, state):
        """Before the roll: the dice to roll; after it: every move for the roll."""
        objective, target = self.aim(game, state)
        if state.roll is not None:
            return sb.advise(game.rules, objective, state.board, state.roll, state.first_score)
        values = sb.dice_values(game.rules, objective, state.board, target)
        moves = rank_moves([(DICE_MOVES[d], sb.display_value(objective, v)) for d, v in values.items()],
                           minimize=objective == "score")
        return Advice(sb.board_text(game.rules, state.board), sb.VALUE_KINDS[objective], moves[0].value, moves)

    def words(self, game, state, move):
        if state.roll is None:
            return move.capitalize()
        tiles = [("back " + t[1:]) if t.startswith("b") else t for t in move.strip("[]").split(", ")]
        return "Shut " + (tiles[0] if len(tiles) == 1 else ", ".join(tiles[:-1]) + " and " + tiles[-1])

    def chosen_move(self, game, state, fields):
        """The move named, or made of the tiles selected on the board ({"tiles": [bits]})."""
        if fields.get("tiles") is None:
            return super().chosen_move(game, state, fields)
        if state.roll is None:
            raise BadRequest("roll the dice, or enter your roll, before shutting tiles")
        box, bits = game.rules, listing(fields["tiles"], "the tiles", 18)
        tiles = sb.tile_layout(box)
        move = 0
        for bit in (whole(bit, "a tile", 0, len(tiles) - 1) for bit in bits):
            if not state.board >> bit & 1:
                raise BadRequest("only standing tiles can be shut")
            move |= 1 << bit
        if not move:
            raise BadRequest(f"select tiles adding up to {state.roll} first")
        if move in sb.legal_moves(box, state.board, state.roll):
            return sb.move_text(box, move)
        chosen = sb.standing(box, move)
        total = sum(tiles[i].value for i in chosen)
        if total != state.roll:
            names = " + ".join(str(tiles[i].value) for i in chosen)
            raise BadRequest(f"{names} = {total}, not {state.roll}: select tiles adding up to the roll")
        raise BadRequest(f"{sb.move_text(box, move)} cannot be shut together: a back tile must be "
                         f"shut after, or with, the front tile before it")

    def result(self, game, state, move):
        if state.roll is None:
            return state._replace(dice=DICE_OF_MOVE[move])
        return game.result(state, sb.parse_move(game.rules, state.board, state.roll, move))

    def dice(self, game, state):
        return {"dice": state.dice, "sides": 6}

    def roll_totals(self, game, state):
        return totals_of(state.dice)

    def throw(self, game, state, total):
        return game.result(state, total)

    def next_roll(self, game, state) -> tuple[float, int] | None:
        """The chance that the next roll at `state` can be played, with the number of dice best play
        rolls there; None when no roll comes (the box is shut, or the game over)."""
        if game.is_terminal(state):
            return None
        objective, target = self.aim(game, state)
        by_dice = sb.dice_values(game.rules, objective, state.board, target)
        dice = max(by_dice, key=by_dice.get)
        return float(sb.playable_chance(game.rules, state.board, dice)), dice

    def move_facts(self, game, state, move):
        """After a roll, each move's chance that the next roll can be played once it is made."""
        if state.roll is None:
            return {}
        after = self.next_roll(game, self.result(game, state, move))
        return {"next_roll": None if after is None else after[0],
                "next_roll_text": "the turn is over" if after is None else
                f"next roll{' (one die)' if after[1] == 1 else ''} can be played: {percent(after[0])}"}

    def why(self, game, state, advice, move, names):
        """After a roll: the chance the next roll plays, and the value, after the best move and this one."""
        if state.roll is None:
            return ""
        label = self.value_label(game, state).format(whose=lowered(whose(names[game.to_move(state)])))
        said = []
        for option in dict.fromkeys((advice.best.move, move)):
            after = self.next_roll(game, self.result(game, state, option))
            value = self.unit(game).value_text(next(m.value for m in advice.moves if m.move == option))
            said.append(f"{lowered(self.words(game, state, option))}: {next_roll_words(after)} ({label} {value})")
        return f"Why: {'; '.join(said)}."

    def strategies(self, game):
        """The rules of thumb: for one player under its aim, for two as player two against optimal player one."""
        seat = 1 if game.objective == "first" else None
        return [{"name": name, "seat": seat} for name in sb.STRATEGIES]

    def evaluate(self, game, name, seat):
        return sb.evaluate_strategy(game.rules, game.objective, name)

    def notes(self, game, state, advice):
        """One player's two aims: a sentence when no move is best for both."""
        if game.objective == "first" or state.roll is None:
            return {}
        other = "shut" if game.objective == "score" else "score"
        there = sb.advise(game.rules, other, state.board, state.roll)
        best_here = {m.move for m in advice.moves if m.cost == 0}
        best_there = [m.move for m in there.moves if m.cost == 0]
        if best_here & set(best_there):
            return {}
        play = " or ".join(self.words(game, state, move).lower() for move in best_there)
        return {"disagree": f"The aims disagree: for {AIM_WORDS[game.objective]} "
                            f"{self.words(game, state, advice.best.move).lower()}; for {AIM_WORDS[other]} {play}."}

    def chart(self, game, state):
        """At any state: one player's value for the aim, or with two players player one's
        expected wins; at the end, what the game paid."""
        objective, target = self.aim(game, state)
        if game.is_terminal(state):
            return float(sb.display_value(game.objective, game.utility(state)))
        if state.dice is not None and state.roll is None:  # the dice chosen, not yet rolled
            value = sb.display_value(objective, sb.dice_values(game.rules, objective, state.board, target)[state.dice])
        else:
            value = self.advise(game, state).value
        return float(1 - value if objective == "second" else value)

    def board(self, game, state):
        return {**box_picture(game.rules, state.board, state.dice, state.roll),
                "player": state.player, "first_score": state.first_score}

    def message(self, game, state, names):
        who = names[state.player]
        if game.is_terminal(state):
            return self.ending(game, state)
        if state.roll is None:
            return f"{who}: roll the dice, or enter your roll."
        return f"{who}: {state.roll} rolled. Shut tiles adding up to {state.roll}."

    def ending(self, game, state):
        score = sb.score(game.rules, state.board)
        stuck = f"No tiles add up to {state.roll}. " if state.roll is not None and state.board else ""
        if game.objective != "first":
            return stuck + ("You shut the box!" if state.board == 0 else f"Final score {score}.")
        if state.player == 0:
            return "Player one shut the box and wins!"
        if state.board == 0:
            return "Player two shut the box and wins!"
        first = game.utility(state)
        if first == 1:
            return f"{stuck}Player two ends on {score}, more than {state.first_score}: player one wins."
        if first == 0:
            return f"Player two is down to {score}, below {state.first_score}: player two wins!"
        return f"{stuck}Player two ends on {score} too: a tie."

    def winner(self, game, state):
        if game.objective != "first":
            return None
        first = game.utility(state)
        return 0 if first == 1 else 1 if first == 0 else None

    def event(self, game, state, move, thrown, after, names):
        who = names[state.player]
        if state.roll is not None:
            return f"{verb(who, 'shut')} {self.words(game, state, move)[5:]}: score {sb.score(game.rules, after.board)}."
        total = thrown["total"]
        rolled = f"{verb(who, 'roll')} {total}"
        if after.player != state.player:
            score = sb.score(game.rules, state.board)
            return f"{rolled}: no tiles add up to it. Player one scores {score}; player two must get below it."
        if game.is_terminal(after):
            return f"{rolled}: no tiles add up to it. Final score {sb.score(game.rules, state.board)}."
        return f"{rolled}."


@functools.cache
def table_adapter():
    """The adapter of a table of three players or more, made once (it builds on ShutBox)."""
    from stb.bridge.table import ShutBoxTable
    return ShutBoxTable()


def box_rules(rules) -> sb.Rules:
    """The box a request's rules name: layout, tiles, dice rule ("": the box's own) and scoring."""
    layout = choice(rules.get("layout", "classic"), "the box", sb.LAYOUTS)
    tiles = whole(rules.get("tiles", 9), "the number of tiles", sb.TILES[0], sb.TILES[-1]) if layout == "classic" else 9
    dice = choice(rules.get("dice", ""), "the dice rule", ("", *sb.DICE_RULES)) or None
    scoring = choice(rules.get("scoring", "sum"), "the scoring", sb.SCORINGS)
    try:
        return sb.Rules(tiles, layout, dice, scoring)
    except ValueError as error:
        raise BadRequest(str(error)) from None


def rules_of(box) -> dict:
    """The box as the page and links name it: the dice rule only where it is not the box's own."""
    own = sb.Rules(layout=box.layout).dice
    return {"layout": box.layout, "tiles": box.tiles, "dice": "" if box.dice == own else box.dice, "scoring": box.scoring}


def box_controls(box, players: int) -> list:
    """The menus of the box and the number of players."""
    return [select("layout", "Box", box.layout, [("classic", "Shut the Box"), ("double", "Double Shutter")]),
            select("tiles", "Tiles", box.tiles, [(n, n) for n in sb.TILES], hidden=box.layout != "classic"),
            select("dice", "Dice", rules_of(box)["dice"], [("", "The box's own"), ("forced", "One die at 6 or less"),
                                                           ("optional", "Your choice at 6 or less"),
                                                           ("forced-789", "One die after 7, 8, 9"),
                                                           ("optional-789", "Your choice after 7, 8, 9"),
                                                           ("two", "Always two")]),
            select("scoring", "Scoring", box.scoring, [("sum", "Sum of the tiles"), ("digits", "Tiles as digits")]),
            select("players", "Players", players, [(1, "One player"), (2, "Two players"),
                                                   *((n, f"A table of {n}") for n in table_sizes(box))])]


PAGE_TABLE_WORK = 480_000
"""The largest table the page offers, in `stb.table.work`: a first view within about 1.3 s of CPU
here and 2.7 s in a fresh Pyodide (9 tiles: up to 7 players, 2.6 s; 10 tiles: 4; 11 tiles: 3). A
table of 8 with 9 tiles took 3.1 s there, over the page's 3 s; the command line answers it, and
the rest up to `stb.table.LARGEST_TABLE`."""


def table_sizes(box) -> list[int]:
    """The numbers of players, 3 or more, of the tables the page offers with this box."""
    if box.layout != "classic":
        return []
    return [n for n in tb.PLAYERS[1:] if tb.work(box, n) <= PAGE_TABLE_WORK]


def box_how_to(box) -> str:
    """The box's rules for one turn, in a few sentences."""
    if box.layout == "double":
        tiles = ("Double Shutter has two rows of tiles 1 to 9: the front row counts double, and a back tile "
                 "can be shut only with, or after, the front tile in front of it.")
    else:
        tiles = f"Tiles 1 to {box.tiles} stand open."
    when = one_die_when(box)
    dice = ("Roll two dice every time" if box.dice == "two" else
            f"Roll two dice, or one die once {when}" if box.dice.startswith("forced") else
            f"Roll two dice; once {when} you may roll one die instead")
    score = ("Your score reads the tiles left standing as digits (1, 4 and 7 standing score 147)."
             if box.scoring == "digits" else
             "Your score is what the tiles left standing add up to" + (" (front tiles twice)." if box.layout == "double" else "."))
    return (f"{tiles} {dice}, then shut open tiles that add up to the roll. When no open tiles add up to it, "
            f"the turn is over. {score} Lower is better; shutting every tile scores 0.")


def checked_dice(box, board, dice, roll):
    """The dice of a position named by text, checked: none before the roll; after it the dice one
    may roll here and that can show the roll (not named: the dice that can)."""
    if roll is None:
        if dice is not None:
            raise BadRequest("a position is named before the dice are chosen, or after they are rolled")
        return None
    choices = sb.dice_choices(box, board)
    fits = [d for d in choices if roll in totals_of(d)]
    dice = dice if dice is not None else (fits or choices)[-1]
    if dice not in choices:
        raise BadRequest(f"{dice_rule(box, board)} here, not {dice_words(dice)}")
    if roll not in totals_of(dice):
        raise BadRequest(f"{roll} cannot be rolled with {dice_words(dice)}")
    return dice


def reachable_box(box, board) -> None:
    """A BadRequest unless a turn from the full box can reach `board`: where two players or more
    play, a turn ending elsewhere could end on a score no turn from the full box ends on, which
    the next player's position cannot be."""
    if board not in sb.reachable_boards(box):
        raise BadRequest(f"no turn from a full box reaches {sb.board_text(box, board)} with these dice")


def rolled(game, state):
    """A position named after a roll (its dice checked): the state the game's own roll leads to. A
    roll no move can use ends the turn there, and in the game of two or at a table the next turn
    begins: player two's against player one's score, or the next seat's."""
    if state.roll is None or game.is_terminal(state._replace(roll=None)):
        return state
    return game.result(state._replace(roll=None), state.roll)


def box_picture(box, board, dice, roll) -> dict:
    """The tiles standing, the score, the dice rule, the roll, the chance of every total and the roll's moves."""
    tiles = sb.tile_layout(box)
    exposed = set(sb.exposed(box, board))
    return {"rows": ["back", "front"] if box.layout == "double" else ["front"],
            "tiles": [{"bit": i, "row": t.row, "value": t.value, "column": i if t.front is None else t.front,
                       "label": ("Back tile " if t.row == "back" else "Tile ") + str(t.value),
                       "standing": bool(board >> i & 1), "exposed": i in exposed}
                      for i, t in enumerate(tiles)],
            "score": sb.score(box, board), "score_words": score_words(box, board),
            "dice_rule": dice_rule(box, board), "roll": roll, "dice": dice,
            "roll_chances": {str(d): roll_odds(box, board, d)
                             for d in (sb.dice_choices(box, board) if roll is None else (dice,))},
            "moves": [{"move": sb.move_text(box, m), "tiles": sb.standing(box, m)}
                      for m in (sb.legal_moves(box, board, roll) if roll else ())]}


def roll_odds(box, board, dice) -> dict:
    """Each total `dice` dice can show, its chance and whether a move uses it, and the chance that a
    roll can be played at all."""
    chances = sb.roll_chances(box, board, dice)
    playable = sum((chance for _, chance, can in chances if can), 0)
    return {"totals": [{"total": total, "chance": float(chance), "chance_text": f"{100 * float(chance):.1f}", "playable": can}
                       for total, chance, can in chances],
            "playable": float(playable), "playable_text": f"A roll of {dice_words(dice)} can be played {percent(playable)} "
                                                          "of the time here."}


def next_roll_words(after) -> str:
    """The chance that the next roll can be played, as `ShutBox.next_roll` gives it, in words."""
    if after is None:
        return "the turn is over"
    chance, dice = after
    return f"the next roll{' (one die)' if dice == 1 else ''} can be played {percent(chance)} of the time"


def score_words(box, board) -> str:
    """The score the standing tiles make now, and how they make it."""
    score = sb.score(box, board)
    if box.scoring == "digits":
        return f"The standing tiles read {score:,}: your score if the turn ended now."
    twice = " (front tiles count twice)" if box.layout == "double" else ""
    return f"The standing tiles add up to {score:,}{twice}: your score if the turn ended now."


def totals_of(dice: int) -> list[int]:
    return [total for total, _ in sb.roll_probabilities(dice)]


def one_die_when(box) -> str:
    """When the box's dice rule allows one die, in words ("the open tiles add up to 6 or less")."""
    if not box.dice.endswith("-789"):
        return f"the open tiles add up to {sb.ONE_DIE_LIMIT} or less"
    numbers = sorted({tile.value for tile in sb.tile_layout(box) if tile.value >= sb.HIGH_TILE})
    rows = " in both rows" if box.layout == "double" else ""
    if not numbers:
        return f"no tile numbered {sb.HIGH_TILE} or more stands"
    if len(numbers) == 1:
        return f"tile {numbers[0]} is shut"
    listed = (f"{numbers[0]} to {numbers[-1]}" if len(numbers) > 3 else
              ", ".join(map(str, numbers[:-1])) + f" and {numbers[-1]}")
    return f"tiles {listed}{rows} are shut"


def dice_rule(box, board) -> str:
    """The dice rule at this board, in words."""
    choices = sb.dice_choices(box, board)
    when = one_die_when(box)
    if choices == (2,):
        return "Roll two dice" + (f" (one die only once {when})" if box.dice != "two" else "")
    if choices == (1,):
        return f"Roll one die ({when})"
    return f"Roll one die or two: your choice ({when})"
