"""Pig's words in the page: its rules, messages, moves, turns and the "Why" of rolling or holding."""

from stb.advice import JUDGEMENTS, NBSP, TIE
from stb.bridge.words import CHANCE_TICKS, Words, agreeing, chance_tick, lowered, percent, theirs, verb, whose


class PigWords(Words):
    value_words = "{whose} chance to win"
    value_meaning = ("{whose} chance of reaching the goal first, if both players choose their best, roll or "
                     "hold, at every turn from here.")

    def title(self, game):
        return f"Piglet to {game.goal}" if game.coin else f"Pig to {game.goal}" + (
            f" with a d{game.sides}" if game.sides != 6 else "")

    def how_to_play(self, game):
        throw = ("toss a coin: heads adds 1 to your turn total, tails is a bust" if game.coin else
                 f"roll a {game.sides}-sided die: 2 to {game.sides} add to your turn total, a 1 is a bust")
        return [f"Two players race to {game.goal}{NBSP}points. On your turn, {throw}, losing the turn total and "
                "ending your turn. After each throw choose: roll again, or hold to bank the turn total and pass "
                "the turn.",
                "The advice gives each choice's chance to win, if both players choose their best from then on; "
                "a choice's cost is the chance it gives away against the best one. The map shows at which turn "
                "total the best player holds, from every pair of scores."]

    def words(self, game, state, move):
        return move.capitalize()

    def why(self, game, state, advice, move, names):
        """Rolling against holding: the chance of busting and the turn total it would lose, against
        the average gain of a roll, and where each choice leaves the chance to win."""
        busts = game.faces.count(0) / len(game.faces)
        gains = [gain for gain in game.faces if gain]
        label = self.value_label(game, state).format(whose=lowered(whose(names[state.player])))
        value = {m.move: self.unit(game).value_text(m.value) for m in advice.moves}
        return (f"Why: a roll busts {percent(busts)} of the time, losing the turn total of {state.pending}, and "
                f"adds {sum(gains) / len(gains):.1f} on average otherwise; rolling leaves {label} at {value['roll']}, "
                f"holding at {value['hold']}.")

    def where(self, game, state):
        return f"At {state.me} to {state.you}, turn total {state.pending}"

    def message(self, game, state, names):
        who = names[state.player]
        if game.is_terminal(state):
            return f"{verb(who, 'win')}, {state.me + state.pending} to {theirs(names[1 - state.player])} {state.you}!"
        if who == "The computer":  # its turn, as you watch it
            return f"The computer's turn: turn total {state.pending}; it chooses to roll or hold."
        return f"{whose(who)} turn: turn total {state.pending}. Roll or hold?"

    def event(self, game, state, move, thrown, after, names):
        who = names[state.player]
        if move == "hold":
            return f"{verb(who, 'hold')} and {agreeing(who, 'bank')} {state.pending}: {theirs(who)} score is now " \
                   f"{state.me + state.pending}."
        face = thrown["total"]
        shown = ("tails" if face == 1 else "heads") if game.coin else f"{face}"
        if game.faces[face - 1] == 0:
            return f"{verb(who, 'roll')} {shown}: bust, the turn total of {state.pending} is lost."
        if game.is_terminal(after):
            return f"{verb(who, 'roll')} {shown}: turn total {after.pending}, and {state.me + after.pending} wins."
        return f"{verb(who, 'roll')} {shown}: turn total {after.pending}."

    by_turns = True

    def turn_goes_on(self, game, record):
        """Whether the turn of a record goes on after it: a roll that neither busts nor wins."""
        after = game.parse_state(record["state"])
        return bool(after.pending) and not game.is_terminal(after)

    def turn(self, game, records, first, number, names, viewer):
        """A turn, from a turn total of 0 to a hold, a bust or the win: its rolls and how it ended
        (its text), and what its decisions cost together, the costliest named (its verdict)."""
        unit, record = self.unit(game), records[-1]
        faces = ", ".join(str(r["total"]) for r in records if r["move"] == "roll")
        text = f"Turn {number}: {names[record['player']]} {f'rolled {faces}' if faces else 'rolled nothing'} " \
               f"and {self.turn_ending(game, record)}."
        costly = [r for r in records if r["cost"] >= TIE]
        judged = JUDGEMENTS[max((JUDGEMENTS.index(r["judgement"]) for r in costly), default=0)]
        verdict = "Best all turn."
        if costly:
            cost = sum(r["cost"] for r in costly)
            shown = unit.cost_text(cost) if record["player"] == viewer or names[viewer] != "You" \
                else unit.gain_text(cost)
            worst = max(costly, key=lambda r: r["cost"])
            verdict = (f"{judged.capitalize()}: {shown}; at a turn total of "
                       f"{game.parse_state(worst['position']).pending}, {lowered(worst['best_words'])} was best.")
        return {"first": first, "last": first + len(records) - 1, "text": text, "verdict": verdict,
                "player": record["player"], "judgement": judged}

    def turn_ending(self, game, record) -> str:
        """How a turn's last move ended it: a hold (the score before and after), a bust, the win, or
        not yet (the turn goes on)."""
        before, after = game.parse_state(record["position"]), game.parse_state(record["state"])
        if record["move"] == "hold":
            return f"held, banking {before.pending} for a score of {before.me + before.pending}"
        if game.is_terminal(after):
            return f"won with {after.me + after.pending}"
        return "busted" if after.pending == 0 else f"the turn goes on at a turn total of {after.pending}"

    def reach_words(self, reach):
        """Busts bring the same scores round again: a decision is met an expected number of times."""
        return f"met {reach:.2g} times a game on average"

    def chart_ticks(self, game, values):
        return CHANCE_TICKS

    def tick_text(self, game, value):
        return chance_tick(value)
