"""What the page says: each game's words (rules, messages, moves, the "Why" sentences) in one module
a game (shutbox, table, pig, nim, chopsticks), and here the sentences every game shares.

A game's words are a class its adapter (stb.bridge.<game>) inherits: `self` is the adapter, so a
sentence may ask the adapter for values. The controls' labels stay with the controls, in the adapters.
"""

import math
from abc import abstractmethod
from typing import Protocol

from stb.bridge.advising import advice_of

CHANCE_TICKS = (0.0, 0.25, 0.5, 0.75, 1.0)
"""The value axis of a chance."""


class Words(Protocol):
    """The hooks of a game's words, with the defaults the games share. "{whose}" in a label or a
    meaning stands for "Your" or "Player 1's"."""
    value_words = value_meaning = ""
    """The words of the values and one sentence on what they mean, where these do not depend on the rules."""

    @abstractmethod
    def title(self, game) -> str:
        """The game and its variant, as the page's heading says it."""

    @abstractmethod
    def how_to_play(self, game) -> list[str]:
        """The rules, and what the advice gives, in a few paragraphs."""

    @abstractmethod
    def words(self, game, state, move) -> str:
        """A move in words, as a button or a sentence begins it ("Take 2 red")."""

    @abstractmethod
    def where(self, game, state) -> str:
        """The position in words, as a list of positions names it ("Tiles 1, 4 and 7 open, 8 rolled")."""

    @abstractmethod
    def message(self, game, state, names) -> str:
        """What the page says about the position: whose turn and what to do, or how the game ended."""

    @abstractmethod
    def event(self, game, state, move, thrown, after, names) -> str:
        """The move just played, and its dice, in words."""

    def value_label(self, game, state) -> str:
        return self.value_words

    def value_explained(self, game, state) -> str:
        return self.value_meaning

    def value_note(self, game, names, viewer) -> str:
        """Under what play the value holds, in words."""
        if self.seats(game) == 1:
            return "with your best play from here"
        if names[viewer] == "You":
            return "if you and the computer both play your best from here"
        return "if both players play their best from here"

    def why(self, game, state, advice, move, names) -> str:
        """One sentence on why the best move beats `move`, from the values: by default the other
        player's best reply to each, and the value it leads to (counted from after the move, as the
        page's headline will say it)."""
        mover, unit = game.to_move(state), self.unit(game)
        label = self.value_label(game, state).format(whose=whose(names[mover]).lower())
        said = []
        for option in dict.fromkeys((advice.best.move, move)):
            after = self.result(game, state, option)
            value = next(m.value for m in advice.moves if m.move == option)
            then = "the game ends"
            if not game.is_terminal(after):
                reply = advice_of(self, game, after)
                value = reply.value if game.to_move(after) == mover else unit.other_side(reply.value)
                then = f"the best reply is {lowered(self.words(game, after, reply.best.move))}"
            value = unit.value_text(value)
            said.append(f"after {lowered(self.words(game, state, option))} {then} ({label}: {value})")
        return f"Why: {'; '.join(said)}."

    def notes(self, game, state, advice) -> dict:
        """Sentences the advice adds, by name (Shut the Box: where its two aims disagree)."""
        return {}

    def reach_words(self, reach: float) -> str:
        """How often a game of the lab meets a decision: a chance (1: every game)."""
        return "met in every game" if reach >= 1 - 1e-9 else f"met in {100 * reach:.2g}\u00a0% of games"

    by_turns = False
    """Whether the game's turns hold many moves (Pig), told by `turn` and ended where `turn_goes_on` says."""

    def turn_goes_on(self, game, record) -> bool:
        """Whether the turn of a record goes on after it."""
        return False

    def turn(self, game, records, first, number, names, viewer) -> dict:
        """A turn's records (from move `first`, the `number`th turn) told: {"first", "last", "player",
        "text", "verdict", "judgement"}, the records first to last in a line and judged in another."""
        raise NotImplementedError

    def chart_ticks(self, game, values) -> list[float]:
        """The value axis: round numbers around the values and 0."""
        return round_ticks(min([*values, 0.0]), max([*values, 0.0]))

    def chart_text(self, game, value) -> str:
        return self.unit(game).value_text(value)

    def tick_text(self, game, value) -> str:
        return self.chart_text(game, value)


def verb(actor: str, word: str) -> str:
    """'You roll', 'Player 1 rolls', 'The computer reaches': an actor and a verb that agree."""
    return f"{actor} {agreeing(actor, word)}"


def agreeing(actor: str, word: str) -> str:
    """The verb as `actor` takes it: 'win' for You, 'wins' for the computer or Player 1."""
    if actor == "You":
        return word
    return f"{word}{'es' if word.endswith(('ch', 'sh', 's', 'x')) else 's'}"


def whose(actor: str) -> str:
    """'Your', "Player 1's"."""
    return "Your" if actor == "You" else f"{actor}'s"


def theirs(actor: str) -> str:
    """An actor's, inside a sentence: 'your', "the computer's", "Player 1's"."""
    return "your" if actor == "You" else f"{named(actor)}'s"


def named(actor: str) -> str:
    """An actor inside a sentence: 'you', 'the computer', 'Player 1'."""
    return actor.lower() if actor in ("You", "The computer") else actor


def lowered(words: str) -> str:
    """A move's words inside a sentence: "Take 2 red" as "take 2 red"."""
    return words[:1].lower() + words[1:]


def listed(items) -> str:
    """'1', '1 and 4', '1, 4 and 7'."""
    items = [str(item) for item in items]
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def percent(chance) -> str:
    """A chance (a float or an exact Fraction) as a percentage with one decimal."""
    return f"{100 * float(chance):.1f}\u00a0%"


def dice_words(count: int) -> str:
    return "one die" if count == 1 else f"{count} dice"


def luck_words(unit, luck, mine, others=False) -> str:
    """A roll's luck from the viewer's side: the roller's own, or an opponent's as the viewer's, or
    (`others`) another player's roll as the luck of the seat whose values these are."""
    if luck is None:
        return ""
    return unit.luck_text(luck if mine else -luck, "" if mine and not others else "you")


def verdict(record, mine) -> str:
    """What a move was worth, in one or two sentences: the move, its judgement and cost, the best
    move where it was not played, and the luck of its roll."""
    said = [record["event"]]
    if record["forced"]:
        pass
    elif record["judgement"] == "best":
        said.append("Best move.")
    else:
        said.append(f"{record['judgement'].capitalize()}: {record['cost_text']}. "
                    f"{'Best' if mine else 'Its best'}: {record['best_words']}. {record['why']}".rstrip())
    if record["luck_text"]:
        said.append(f"{record['luck_text'][:1].upper()}{record['luck_text'][1:]}.")
    return " ".join(said)


def chance_tick(value) -> str:
    """A tick of `CHANCE_TICKS` in words."""
    return f"{100 * value:.0f}\u00a0%"


def round_ticks(low: float, high: float, count: int = 4) -> list[float]:
    """Round numbers 1, 2 or 5 times a power of ten apart, from `low` or below to `high` or above."""
    rough = max(high - low, 1e-9) / count
    power = 10 ** math.floor(math.log10(rough))
    step = next(size * power for size in (1, 2, 5, 10) if size * power >= rough)
    first = math.floor(low / step + 1e-9)
    last = max(math.ceil(high / step - 1e-9), first + 1)
    return [round(n * step, 10) + 0.0 for n in range(first, last + 1)]
