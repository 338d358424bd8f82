"""Red-Blue Nim in the page: signed points for the player to move, and the spec's alpha-beta computer."""

from stb import nim
from stb.advice import choose
from stb.bridge.common import BadRequest, TurnGame, flag, whole
from stb.solvers.alphabeta import alphabeta


class Nim(TurnGame):
    """Red-Blue Nim: values are signed points for the player to move; the computer of the spec
    searches with alpha-beta (moves in the spec's order), to the end or to a depth."""
    name, names, scale = "nim", ("Player 1", "Player 2"), 4.0
    value_label = "Points for the player to move"
    chart_label = "Player 1's points under perfect play"

    def game(self, rules):
        red = whole(rules.get("red", 7), "the red pile", 0, 60)
        blue = whole(rules.get("blue", 7), "the blue pile", 0, 60)
        return nim.RedBlueNim(red, blue, flag(rules.get("misere")))

    def rules(self, game):
        return {"red": game.red, "blue": game.blue, "misere": game.misere}

    def title(self, game):
        return f"Red-Blue Nim ({game.name})"

    def parse(self, game, text):
        state = game.parse_state(text)
        if state.red > game.red or state.blue > game.blue:
            raise BadRequest(f"{state.red} red and {state.blue} blue is more than the piles "
                             f"hold at the start ({game.red} red, {game.blue} blue)")
        return state

    def advise(self, game, state):
        advice = nim.advise(game, state)
        return advice, {m.move: (f"Take {m.move}", "", None) for m in advice.moves}

    def value_text(self, value):
        value = int(value)
        return f"wins by {value}" if value > 0 else f"loses by {-value}" if value < 0 else "breaks even"

    def cost_text(self, cost):
        return "best" if cost == 0 else f"\u2212{int(cost)} pts"

    def chart(self, game, state):
        if game.is_terminal(state):
            return float(game.utility(state))
        value = nim.exact_value(game, state.red, state.blue)
        return float(value if state.player == 0 else -value)

    def board(self, game, state, names):
        legal = set(game.actions(state))
        return {"red": state.red, "blue": state.blue, "misere": game.misere,
                "moves": [{"move": nim.move_text(a), "label": f"Take {nim.move_text(a)}",
                           "legal": a in legal} for a in game.move_order]}

    def message(self, game, state, names):
        who = names[state.player]
        if game.is_terminal(state):
            points = nim.ending_score(game, state.red, state.blue)
            other = names[1 - state.player]
            faced = f"{who} faces an empty pile with {state.red} red and {state.blue} blue left"
            if points == 0:
                return f"{faced}: nobody scores."
            return f"{faced}: {who if points > 0 else other} wins {abs(points)} points."
        return f"{who} to move: take one or two marbles from a pile."

    def winner(self, game, state):
        points = game.utility(state)
        return 0 if points > 0 else 1 if points < 0 else None

    def apply(self, game, state, move, request):
        action = nim.parse_move(move)
        who = self.names_in(request)[state.player]
        return game.result(state, action), f"{who} takes {move}.", None

    def computer(self, game, state, advice, strength, rng, request):
        if strength < 1:
            return choose(advice, strength, rng, self.scale).move, ""
        depth = request.get("depth")
        depth = None if depth in (None, "", 0, "0") else whole(depth, "the search depth", 1, 200)
        search = alphabeta(game, state, depth=depth, transpositions=True,
                           evaluate=lambda frontier: nim.evaluate(game, frontier))
        how = "to the end" if depth is None else f"{depth} plies deep"
        return nim.move_text(search.action), f"alpha-beta, {how}: {search.nodes} positions searched"

