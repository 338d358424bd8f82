"""Shut the Box's words in the page, for one player or two: the box's rules, the dice rule, the
score, the messages, the moves (tiles) and the "Why" of a move (the chance the next roll plays).
A table of N players has its own (stb.bridge.words.table), on the same box words (`BoxWords`)."""

from stb import shutbox as sb
from stb.advice import EXPECTED_SCORE, NBSP, readable
from stb.bridge.words import (CHANCE_TICKS, Words, agreeing, chance_tick, dice_words, listed, lowered, named, percent,
                              round_ticks, verb, whose)

VALUE_LABELS = {"score": "{whose} expected final score", "shut": "{whose} chance to shut the box",
                "first": "{whose} chance to win", "second": "{whose} chance to win"}
VALUE_MEANINGS = {
    "score": "The average of the points left standing at the end if you play your best from here: 0 when the box "
             "is shut, and lower is better.",
    "shut": "Your chance of shutting every tile if you play for it from here.",
    "first": "{whose} chance to win if both players play their best from here (a tie counts as half a win).",
}
AIM_WORDS = {"score": "the least expected score", "shut": "the best chance to shut the box"}


class BoxWords(Words):
    """The words of the box, whoever plays it: the title, tiles shut, the dice, and the chart."""

    def title(self, game):
        return "Double Shutter" if game.rules.layout == "double" else "Shut the Box"

    def words(self, game, state, move):
        if state.roll is None:
            return move.capitalize()
        tiles = [("back " + t[1:]) if t.startswith("b") else t for t in move.strip("[]").split(", ")]
        return "Shut " + listed(tiles)

    def where(self, game, state):
        tiles = [f"{'back ' if tile.row == 'back' else ''}{tile.value}" for i, tile in enumerate(sb.tile_layout(game.rules))
                 if state.board >> i & 1]
        open_tiles = "All tiles open" if state.board == sb.full_board(game.rules) else "The box shut" if not tiles else \
            f"Tile{'' if len(tiles) == 1 else 's'} {listed(tiles)} open"
        target = f" to get below {state.first_score:,}" if getattr(state, "player", 0) == 1 else ""
        return f"{open_tiles}{target}, " + ("before the roll" if state.roll is None else f"{state.roll} rolled")

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

    def chart_ticks(self, game, values):
        return round_ticks(0.0, max(values)) if self.unit(game) is EXPECTED_SCORE else CHANCE_TICKS

    def tick_text(self, game, value):
        return readable(value, 0, 0) if self.unit(game) is EXPECTED_SCORE else chance_tick(value)


class ShutBoxWords(BoxWords):
    """One player's aim (the least expected score, or the best chance to shut), or two players."""

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

    def value_label(self, game, state):
        return VALUE_LABELS[self.aim(game, state)[0]]

    def value_explained(self, game, state):
        return VALUE_MEANINGS["first" if game.objective == "first" else game.objective]

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

    def message(self, game, state, names):
        who = names[state.player]
        if game.is_terminal(state):
            return self.ending(game, state, names)
        target = "" if state.player == 0 else f" To win, {named(who)} must get below {state.first_score:,}."
        if who == "The computer":  # its turn, as you watch it: what it does, not what to do
            return ("The computer's turn: it rolls the dice." if state.roll is None
                    else f"The computer rolled {state.roll}: it shuts tiles adding up to {state.roll}.") + target
        if state.roll is None:
            return f"{who}: roll the dice, or enter your roll.{target}"
        return f"{who}: {state.roll} rolled. Shut tiles adding up to {state.roll}.{target}"

    def ending(self, game, state, names):
        """Who won and by how much, in the players' own names."""
        score = sb.score(game.rules, state.board)
        stuck = f"No tiles add up to {state.roll}. " if state.roll is not None and state.board else ""
        if game.objective != "first":
            return stuck + ("You shut the box: a score of 0!" if state.board == 0 else f"You finish on {score:,}.")
        one, two = names
        if state.player == 0:
            return f"{verb(one, 'shut')} the box and {agreeing(one, 'win')}!"
        if state.board == 0:
            return f"{verb(two, 'shut')} the box and {agreeing(two, 'win')}!"
        first, margin = game.utility(state), abs(score - state.first_score)
        points = f"{margin:,}{NBSP}point{'' if margin == 1 else 's'}"
        if first == 1:
            return f"{stuck}{verb(one, 'win')} by {points}: {named(two)} {agreeing(two, 'end')} on {score:,}, " \
                   f"{named(one)} on {state.first_score:,}."
        if first == 0:
            return f"{verb(two, 'win')} by {points}: {named(two)} {agreeing(two, 'end')} on {score:,}, " \
                   f"{named(one)} on {state.first_score:,}."
        return f"{stuck}A tie: {named(two)} {agreeing(two, 'end')} on {score:,}, as {named(one)} did."

    def event(self, game, state, move, thrown, after, names):
        who = names[state.player]
        if state.roll is not None:
            return f"{verb(who, 'shut')} {self.words(game, state, move)[5:]}: score {sb.score(game.rules, after.board)}."
        total = thrown["total"]
        rolled = f"{verb(who, 'roll')} {total}"
        if after.player != state.player:
            score, (one, two) = sb.score(game.rules, state.board), names
            return f"{rolled}: no tiles add up to it. {verb(one, 'score')} {score:,}; {named(two)} must get below it."
        if game.is_terminal(after):
            return f"{rolled}: no tiles add up to it. Final score {sb.score(game.rules, state.board)}."
        return f"{rolled}."


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


def score_words(box, board) -> str:
    """The score the standing tiles make now, and how they make it."""
    score = sb.score(box, board)
    if box.scoring == "digits":
        return f"The standing tiles read {score:,}: the score if the turn ended now."
    twice = " (front tiles count twice)" if box.layout == "double" else ""
    return f"The standing tiles add up to {score:,}{twice}: the score if the turn ended now."


def playable_words(dice: int, playable) -> str:
    """The chance that a roll of `dice` dice can be played here."""
    return f"A roll of {dice_words(dice)} can be played {percent(playable)} of the time here."


def next_roll_words(after) -> str:
    """The chance that the next roll can be played, as an adapter's `next_roll` gives it, in words."""
    if after is None:
        return "the turn is over"
    chance, dice = after
    return f"the next roll{' (one die)' if dice == 1 else ''} can be played {percent(chance)} of the time"


def next_roll_fact(after) -> str:
    """`next_roll_words` as the list of moves shows it beside a move."""
    return "the turn is over" if after is None else \
        f"next roll{' (one die)' if after[1] == 1 else ''} can be played: {percent(after[0])}"
