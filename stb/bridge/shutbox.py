"""Shut the Box in the page: the classic box and Double Shutter, one player or two; a table of three
players or more has its own adapter (stb.bridge.table), which `adapter_for` picks.

Positions are `stb.shutbox.ShutTheBox`'s text forms: "146789" before the roll (the decision is how
many dice to roll), "146789 dice 2 roll 8" after it (the decision is which tiles to shut), and
"123456789 vs 23" for player two's turn against player one's 23.
"""

from stb import shutbox as sb
from stb.advice import CHANCE_POINTS, EXPECTED_SCORE, SHUT_CHANCE, Advice, rank_moves
from stb.bridge.box import (DICE_MOVES, BoxAdapter, box_controls, box_picture, box_rules, checked_dice, reachable_box,
                            rolled, rules_of)
from stb.controls import select
from stb.fields import BadRequest, choice, whole
from stb.bridge.table import Table
from stb.bridge.words.shutbox import ShutBoxWords
from stb.shutbox import table as tb

TWO_PLAYER_DIGITS_TILES = 9
"""Two players with digits scoring: more tiles than this take minutes to solve (every board's
score is its own, and player two's table has one column per score)."""
AIMS = {"score": "Least expected score", "shut": "Best chance to shut the box"}


class ShutBox(ShutBoxWords, BoxAdapter):
    """Shut the Box for one player (an aim: the least expected score or the best chance to shut)
    or two (player one's score carried into player two's turn; expected wins)."""
    families = sb.STRATEGIES

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

    def unit(self, game):
        return {"score": EXPECTED_SCORE, "shut": SHUT_CHANCE}.get(game.objective, CHANCE_POINTS)

    def aim(self, game, state):
        """The objective and target of the player at the table (player two plays to beat a score)."""
        if game.objective != "first":
            return game.objective, None
        return ("second", state.first_score) if state.player == 1 else ("first", None)

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

    def next_roll(self, game, state):
        if game.is_terminal(state):
            return None
        objective, target = self.aim(game, state)
        by_dice = sb.dice_values(game.rules, objective, state.board, target)
        dice = max(by_dice, key=by_dice.get)
        return float(sb.playable_chance(game.rules, state.board, dice)), dice

    def strategies(self, game):
        """The rules of thumb: for one player under its aim, for two as player two against optimal player one."""
        seat = 1 if game.objective == "first" else None
        return [{"name": name, "seat": seat} for name in sb.STRATEGIES]

    def evaluate(self, game, name, seat):
        return sb.evaluate_strategy(game.rules, game.objective, name)

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

    def winner(self, game, state):
        if game.objective != "first":
            return None
        first = game.utility(state)
        return 0 if first == 1 else 1 if first == 0 else None


ADAPTERS = ShutBox(), Table()


def adapter_for(rules):
    """The adapter for a request's rules (unchecked): a table's for three players or more."""
    players = rules.get("players") if isinstance(rules, dict) else None
    try:
        at_table = players is not None and whole(players, "the number of players", 1, tb.PLAYERS[-1]) > 2
    except BadRequest:
        return ADAPTERS[0]  # whose game() says what is wrong with it
    return ADAPTERS[at_table]
