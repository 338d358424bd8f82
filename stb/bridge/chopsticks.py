"""Chopsticks in the page: every move valued as win / tie or draw / loss with its distance to the
end, under the spec's move limit or without one, and the other rule's result beside it."""

from stb import chopsticks as cs
from stb.advice import REMOTENESS
from stb.bridge.common import TurnGame, checkbox, number_field, verb, whose
from stb.bridge.fields import BadRequest, flag, whole

DEFAULT_MOVES = 10


class Chopsticks(TurnGame):
    """Chopsticks with the spec's move limit (a tie at the limit) or without (a draw is endless
    play). A state keeps its level (plies played) whole, without a limit too, to count plies."""
    name = "chopsticks"
    values_in = REMOTENESS
    value_words = "Result for the player to move"
    chart_words = "A's result under perfect play"
    seat_names = ("A", "B")

    def game(self, rules):
        moves = whole(rules.get("moves", DEFAULT_MOVES), "the moves each", cs.MOVES[0], cs.MOVES[-1])
        return cs.Chopsticks(2 * moves if flag(rules.get("limit", True), "the move limit") else None)

    def rules(self, game):
        limited = game.depth is not None
        return {"moves": game.depth // 2 if limited else DEFAULT_MOVES, "limit": limited}

    def controls(self, game):
        rules = self.rules(game)
        return [checkbox("limit", "Move limit", rules["limit"]),
                number_field("moves", "Moves each", rules["moves"], cs.MOVES[0], cs.MOVES[-1], hidden=not rules["limit"])]

    def strategies(self, game):
        """The spec's computer for these rules' moves each (10 without a limit), played without the limit."""
        moves = self.rules(game)["moves"]
        return [{"name": f"limit:{moves}", "seat": seat} for seat in (0, 1)]

    def evaluate(self, game, name, seat):
        return cs.evaluate_strategy(name, seat)

    def lab_rules(self, game):
        return {**self.rules(game), "limit": False}

    def title(self, game):
        return "Chopsticks" + (f" ({game.depth // 2} moves each)" if game.depth is not None else " (no move limit)")



    def chart_range(self, game, values):
        return -1.0, 1.0

    def chart_text(self, game, value):
        return {1: "A wins", 0: "tie or draw", -1: "B wins"}[round(value)]

    def parse(self, game, text):
        a, b, _ = game.parse_state(text)  # fingers and level checked
        return a, b, int(text.split()[-1])

    def advise(self, game, state):
        return cs.advise(game, state)

    def result(self, game, state, move):
        child = self.parse(game, move)
        if child not in cs.next_moves(state):
            raise BadRequest(f"{move} is not one move from {game.state_text(state)}")
        return child

    def words(self, game, state, move):
        """The move from `state` to the position `move` in words: a tap (which hand on which) or a split."""
        child = self.parse(game, move)
        mover = state[2] % 2
        mine, theirs = state[mover], state[1 - mover]
        new_mine, new_theirs = child[mover], child[1 - mover]
        if new_mine != mine:
            return f"Split {mine[0]}-{mine[1]} into {new_mine[0]}-{new_mine[1]}"
        side = 0 if new_theirs[0] != theirs[0] else 1
        old, new = theirs[side], new_theirs[side]
        hands = [name for name, h in zip(("Left", "Right"), mine) if h > 0 and cs.overflow_sum(h, old) == new]
        target = ("left", "right")[side]
        tapper = f"{hands[0]} taps" if len(set(hands)) == 1 and mine[0] != mine[1] else "Tap"
        return f"{tapper} {target}: {old} to {new if new else '0 (out)'}"

    def extra_text(self, game, state, move):
        """What the move is worth under the other rule (no limit, or the spec's 10 moves)."""
        other = cs.Chopsticks(None if game.depth is not None else 2 * DEFAULT_MOVES)
        if other.depth is not None and state[2] >= other.depth:
            return ""
        advice = cs.advise(other, state)
        value = next(m.value for m in advice.moves if m.move == move)
        return f"{'no limit' if other.depth is None else f'{DEFAULT_MOVES} moves each'}: {REMOTENESS.value_text(value)}"

    def chart(self, game, state):
        """A's result under perfect play: 1 win, 0 tie or draw, -1 loss."""
        if game.is_terminal(state):
            return float(cs.ending(*state[:2]))
        result, _ = cs.outcome(game.depth, state)
        return float(result if state[2] % 2 == 0 else -result)

    def board(self, game, state):
        return {"hands": [list(state[0]), list(state[1])], "level": state[2],
                "moves_left": None if game.depth is None else game.depth - state[2],
                "moves": [{"move": game.state_text(child), "words": self.words(game, state, game.state_text(child))}
                          for child in ([] if game.is_terminal(state) else cs.next_moves(state))]}

    def message(self, game, state, names):
        a, b, level = state
        if a == cs.DEAD:
            return f"{whose(names[0])} hands are both out: {verb(names[1], 'win')}!"
        if b == cs.DEAD:
            return f"{whose(names[1])} hands are both out: {verb(names[0], 'win')}!"
        if level == game.depth:
            return "The move limit is reached: a tie."
        return f"{whose(names[level % 2])} move: tap a hand or split your fingers."

    def winner(self, game, state):
        a, b, _ = state
        return 1 if a == cs.DEAD else 0 if b == cs.DEAD else None

    def event(self, game, state, move, thrown, after, names):
        return f"{names[state[2] % 2]}: {self.words(game, state, move)}."
