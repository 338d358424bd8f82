"""Shut the Box at a table of three players or more, in the page, seen from your seat.

The other seats' turns are chance events for you: the computer plays one (each seat playing its
best for itself) or you enter the score it ended with, as at a real table. Positions are
`stb.shutbox.seat.TableGame`'s text forms: "14 3 / 146789 dice 2 roll 8" in your turn after two
seats ended on 14 and 3, "14 / next" before another seat's turn, "14 3 8 / over" at the end.
"""

from stb import shutbox as sb
from stb.advice import CHANCE_POINTS, Advice, rank_moves
from stb.bridge import games
from stb.bridge.box import (DICE_MOVES, BoxAdapter, box_controls, box_picture, box_rules, checked_dice, reachable_box,
                            rolled, rules_of, table_sizes)
from stb.controls import select
from stb.fields import BadRequest, choice, shown, text, whole
from stb.bridge.words.table import TableWords
from stb.shutbox import table as tb
from stb.shutbox.seat import THEIR_TURN, TableGame
from stb.shutbox.standings import SHUT_RULES

OTHERS = {"computer": "Played by the computer", "hand": "Entered by hand"}
TABLE_FIELDS = ("players", "seat", "shut", "others")
"""The fields a link to a table holds beyond the box's."""
SHUT_WORDS = {"wins": "Wins at once", "zero": "Scores 0"}


class Table(TableWords, BoxAdapter):
    """A table of N players: you in one seat, every move valued as your chance to win the table."""
    computer_keys = ("others",)

    def game(self, rules):
        box = box_rules(rules)
        players = whole(rules.get("players"), "the number of players", 3, tb.PLAYERS[-1])
        seat = whole(rules.get("seat", 1), "your seat", 1, players)
        shut = choice(rules.get("shut", "wins"), "what shutting the box does", SHUT_RULES)
        if box.layout != "classic":
            raise BadRequest("a table plays the classic box, not Double Shutter")
        if players not in table_sizes(box):
            most = f"tables of at most {max(table_sizes(box))} players" if table_sizes(box) else "no table"
            raise BadRequest(f"the page offers {most} with {box.tiles} tiles and this scoring, as a larger table takes "
                             f"more than 3 seconds to work out; python -m stb shutter --players answers up to "
                             f"{tb.PLAYERS[-1]}")
        return TableGame(tb.Table(box, players, shut), seat - 1)

    def open_link(self, fields):
        """A link to a table; when the page cannot play its table, the game of one with the same box, and
        why (its table's fields `explained` by that)."""
        try:
            self.game(fields)
        except ValueError as error:
            box_only = {name: value for name, value in fields.items() if name not in (*TABLE_FIELDS, "state")}
            opened = games.adapter("shutbox", box_only).open_link(box_only)
            return {"request": opened["request"], "explained": set(fields) & set(TABLE_FIELDS),
                    "message": f"This link's table could not be opened ({error}): the game of one player with its "
                               f"box is shown instead. {opened['message']}".strip()}
        return super().open_link(fields)

    def rules(self, game):
        return {**rules_of(game.rules), "players": game.table.players, "seat": game.seat + 1, "shut": game.table.shut}

    def controls(self, game):
        players = game.table.players
        return [*box_controls(game.rules, players),
                select("seat", "Your seat", game.seat + 1, [(n, f"{n} of {players}") for n in range(1, players + 1)]),
                select("shut", "Shutting the box", game.table.shut, SHUT_WORDS.items())]

    def seats(self, game):
        return 1

    def unit(self, game):
        return CHANCE_POINTS

    def opponent(self, game, fields):
        return {"others": choice(fields.get("others", "computer"), "who plays the other seats", tuple(OTHERS))}

    def opponent_controls(self, game, opponent):
        return [select("others", "Other seats", opponent["others"], OTHERS.items(), group="opponent")]

    def computer_to_move(self, game, state, opponent):
        return opponent["others"] == "computer" and state.board is None

    def computer_may_move(self, game, state, opponent):
        return state.board is None

    def others_turn(self, game, state):
        return state.board is None

    def computer(self, game, state, advice, opponent, rng):
        return THEIR_TURN, ""

    def parse(self, game, text_form):
        """Your box, as the game of two reads it; another seat's turn under way ('playing', whose
        score is the chance event) as that seat's turn ('next'): from your seat the two are alike."""
        state = game.parse_state(text_form)
        if state.board is None:
            return state._replace(dice=None)
        reachable_box(game.rules, state.board)
        return rolled(game, state._replace(dice=checked_dice(game.rules, state.board, state.dice, state.roll)))

    def advise(self, game, state):
        """Another seat's turn: letting it play; yours: the dice to roll, or every move for the roll."""
        table, scores = game.table, state.scores
        if state.board is None:
            value = game.chance(state)
            return Advice(f"seat {len(scores) + 1}'s turn", "expected wins", value, rank_moves([(THEIR_TURN, value)]))
        if state.roll is None:
            options = [(DICE_MOVES[d], v) for d, v in tb.dice_chances(table, scores, state.board).items()]
        else:
            options = [(sb.move_text(game.rules, move), chance)
                       for move, chance in tb.moves_valued(table, scores, state.board, state.roll)]
        moves = rank_moves(options)
        return Advice(sb.board_text(game.rules, state.board), "expected wins", moves[0].value, moves)

    def result(self, game, state, move):
        return game.result(state, move) if move == THEIR_TURN else super().result(game, state, move)

    def throw_of(self, game, state, move):
        """Another seat's turn throws no dice the page can see: the page sends a seed from its own
        dice instead ("seeded"), and the score is drawn here."""
        return {"seeded": True} if move == THEIR_TURN else super().throw_of(game, state, move)

    def outcome(self, game, state, fields, rng):
        """Another seat's turn: the score entered for it, or one drawn as its best play would end."""
        if state.board is not None:
            return super().outcome(game, state, fields, rng)
        seat = len(state.scores) + 1
        if fields.get("entered") is not None:
            typed = text(fields["entered"], f"seat {seat}'s score", 20).strip()
            if not (typed.isascii() and typed.isdigit() and len(typed) <= 9):
                raise BadRequest(f"Enter seat {seat}'s score as a number, not {shown(typed)}.")
            fields = {**fields, "total": int(typed)}
        if fields.get("total") is not None:
            final = whole(fields["total"], f"seat {seat}'s score", 0, 10 ** 9)
            allowed = sorted(set(tb.end_scores(game.table)) | {0})
            if final not in allowed:
                raise BadRequest(f"a turn cannot end on {final:,} with this box (from 0 to {allowed[-1]:,}, "
                                 f"not every number between)")
        elif fields.get("faces") is not None or rng is None:
            raise BadRequest(f"seat {seat}'s turn needs the score it ended with")
        else:
            finals = tb.turn_finals(game.table, state.scores)
            final = rng.choices(list(finals), weights=list(finals.values()))[0]
        return {"faces": None, "total": final}

    def next_roll(self, game, state):
        if game.is_terminal(state) or state.board is None:
            return None
        by_dice = tb.dice_chances(game.table, state.scores, state.board)
        dice = max(by_dice, key=by_dice.get)
        return float(sb.playable_chance(game.rules, state.board, dice)), dice

    def chart(self, game, state):
        return float(game.chance(state))

    def board(self, game, state):
        """The seats and their scores, and your box in your turn (in another seat's, or at the end, none)."""
        table = game.table
        board = sb.full_board(game.rules) if state.board is None else state.board
        picture = box_picture(game.rules, board, state.dice, state.roll)
        seats = [{"seat": n + 1, "you": n == game.seat, "to_move": n == len(state.scores) and not game.is_terminal(state),
                  "score": state.scores[n] if n < len(state.scores) else None} for n in range(table.players)]
        if state.board is None:
            picture.update(score_words="", dice_rule="", roll_chances={}, moves=[])
        return {**picture, "player": 0, "first_score": None,
                "table": {"seats": seats, "your_box": state.board is not None,
                          "their_turn": state.board is None and not game.is_terminal(state),
                          "over": game.is_terminal(state),
                          "seat": len(state.scores) + 1, "lowest": min(state.scores, default=None)}}

    def winner(self, game, state):
        return None
