"""Chopsticks in the page: every move marked win / tie or draw / loss with its distance to the end,
under the spec's move limit and without it."""

from functools import cache

from stb import chopsticks as cs
from stb.advice import Advice, choose, rank_moves
from stb.bridge.common import BadRequest, TurnGame, flag, whole
from stb.solvers.retrograde import DRAW, LOSS, WIN, retrograde


DEFAULT_MOVES = 10


class Chopsticks(TurnGame):
    """Chopsticks with the spec's move limit (a tie at the limit) or without (a draw is endless
    play); each move is marked win / tie or draw / loss with its distance to the end under both."""
    name, names, scale = "chopsticks", ("A", "B"), 0.7
    value_label = "Result for the player to move"
    chart_label = "A's result under perfect play (1 win, 0 tie, \u22121 loss)"
    chart_bounds = (-1.0, 1.0)

    def game(self, rules):
        moves = whole(rules.get("moves", DEFAULT_MOVES), "the moves each", 1, 50)
        return cs.Chopsticks(2 * moves if flag(rules.get("limit", True)) else None)

    def rules(self, game):
        limited = game.depth is not None
        return {"moves": game.depth // 2 if limited else DEFAULT_MOVES, "limit": limited}

    def title(self, game):
        return "Chopsticks" + (f" ({game.depth // 2} moves each)" if game.depth is not None else " (no move limit)")

    def parse(self, game, text):
        a, b, _ = game.parse_state(text)  # fingers and level checked
        return a, b, int(text.split()[-1])  # the level kept whole, without a limit too, to count plies

    def outcomes(self, game, state):
        """{child: (bounded result, plies, unbounded result, plies)} for the player to move."""
        depth = game.depth
        sign = 1 if state[2] % 2 == 0 else -1
        level = state[2]
        answer = {}
        for child in cs.next_moves(state):
            hands = child[:2]
            loopy = _chopsticks_unbounded()[(*hands, (level + 1) % 2)]
            unbounded = ({WIN: -1, LOSS: 1, DRAW: 0}[loopy.result],
                         None if loopy.remoteness is None else loopy.remoteness + 1)
            bounded = (None, None)
            if depth is not None:
                d, plies = _chopsticks_bounded(depth)
                bounded = (sign * d[child][0], plies[child] + 1)
            answer[child] = bounded + unbounded
        return answer

    def advise(self, game, state):
        limited = game.depth is not None
        scored = []
        for child, (b, b_plies, u, u_plies) in self.outcomes(game, state).items():
            value, plies = (b, b_plies) if limited else (u, u_plies)
            scored.append((child, value, plies, self.result_text(b, b_plies, True) if limited else None,
                           self.result_text(u, u_plies, False)))
        scored.sort(key=lambda s: (-s[1], s[2] if s[1] > 0 else -(s[2] or 0)))  # win fast, lose slow
        texts = {game.state_text(child): (self.move_label(state, child), f"no limit: {unbounded}" if limited else "",
                                          bounded if limited else unbounded)
                 for child, _, _, bounded, unbounded in scored}
        moves = rank_moves([(game.state_text(child), value) for child, value, *_ in scored])
        value = moves[0].value if moves else 0
        advice = Advice(game.state_text(state), "win 1 / tie 0 / loss -1", value, moves)
        return advice, texts

    def result_text(self, value, plies, limited):
        if value > 0:
            return f"win in {plies}"
        if value < 0:
            return f"loss in {plies}"
        return "tie at the move limit" if limited else "draw (endless)"

    def value_text(self, value):
        return {1: "win", 0: "tie or draw", -1: "loss"}[int(value)]

    def cost_text(self, cost):
        return "best" if cost == 0 else f"\u2212{int(cost)}"

    def move_label(self, state, child):
        """The move from `state` to `child` in words: a tap (which hand on which) or a split."""
        mover = state[2] % 2
        mine, theirs = state[mover], state[1 - mover]
        new_mine, new_theirs = child[mover], child[1 - mover]
        if new_mine != mine:
            return f"Split {mine[0]}-{mine[1]} into {new_mine[0]}-{new_mine[1]}"
        side = 0 if new_theirs[0] != theirs[0] else 1
        old, new = theirs[side], new_theirs[side]
        hands = {name for name, h in zip(("left", "right"), mine) if h > 0 and cs.overflow_sum(h, old) == new}
        after = f"{new}" if new else "0 (out)"
        target = ("left", "right")[side]
        if len(hands) == 1 and mine[0] != mine[1]:
            return f"Your {hands.pop()} taps their {target}: {old} to {after}"
        return f"Tap their {target}: {old} to {after}"

    def chart(self, game, state):
        if self.is_over(game, state):
            return float(cs.ending(*state[:2]))
        if game.depth is not None:
            return float(_chopsticks_bounded(game.depth)[0][state][0])
        loopy = _chopsticks_unbounded()[(*state[:2], state[2] % 2)]
        mine = {WIN: 1, LOSS: -1, DRAW: 0}[loopy.result]
        return float(mine if state[2] % 2 == 0 else -mine)

    def board(self, game, state, names):
        return {"hands": [list(state[0]), list(state[1])], "level": state[2],
                "moves_left": None if game.depth is None else game.depth - state[2],
                "moves": [{"state": game.state_text(child), "label": self.move_label(state, child)}
                          for child in ([] if self.is_over(game, state) else cs.next_moves(state))]}

    def message(self, game, state, names):
        a, b, level = state
        if a == cs.DEAD:
            return f"{names[0]}'s hands are both out: {names[1]} wins!"
        if b == cs.DEAD:
            return f"{names[1]}'s hands are both out: {names[0]} wins!"
        if level == game.depth:
            return "The move limit is reached: a tie."
        return f"{names[level % 2]} to move: tap a hand or split your fingers."

    def winner(self, game, state):
        a, b, _ = state
        return 1 if a == cs.DEAD else 0 if b == cs.DEAD else None

    def apply(self, game, state, move, request):
        who = self.names_in(request)[state[2] % 2]
        child = self.parse(game, move)
        if child not in cs.next_moves(state):
            raise BadRequest(f"{move} is not one move from {game.state_text(state)}")
        return child, f"{who}: {self.move_label(state, child).replace('Your', 'their', 1)}.", None

    def computer(self, game, state, advice, strength, rng, request):
        return choose(advice, strength, rng, self.scale).move, ""


@cache
def _chopsticks_unbounded():
    """Every position of the game without a move limit, solved once (hands and whose turn)."""
    return retrograde(cs.Chopsticks(None), [(a, b, p) for a, b in cs.HANDS for p in (0, 1)])


@cache
def _chopsticks_bounded(depth):
    """The spec's table to `depth` and the plies to the end under it, solved once per limit."""
    d = cs.best_move_dp(depth)
    return d, cs.plies_to_end(d, depth)

