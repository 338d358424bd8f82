"""What the bridge asks of each game: the hooks of its adapter (stb.bridge.shutbox, table, pig,
nim, chopsticks), with the defaults most games share. An adapter subclasses `Adapter` and its
game's words (stb.bridge.words); the bridge's modules (view, play, record, review, lab, practice,
links) do the rest.

A hook takes the game (a rules object of stb.<game>, made by `game`) and a state of it; moves are
their text forms, as the advice lists them.
"""

from abc import abstractmethod
from typing import Protocol

from stb.advice import choose
from stb.controls import select
from stb.fields import BadRequest, choice, listing, shown, text, whole
from stb.bridge.links import open_link
from stb.bridge.words import dice_words
from stb.game import CHANCE

STRENGTHS = {"1": "Perfect", "0.9": "Strong", "0.6": "Fair", "0.3": "Weak"}
MODES = {"computer": "the computer", "people": "two people at this screen"}
MOST_FACES = 2


class Adapter(Protocol):
    """One game through the request shape the page sends."""
    name = ""
    seat_names = ("Player 1", "Player 2")
    computer_keys = ()
    """The opponent fields an adapter adds for its computer (Nim: its search depth)."""
    families = {}
    """The game's rules of thumb by name (its module's STRATEGIES), which the lab values."""
    values_in = None
    """The unit of the values (a `stb.advice.Unit`), where it does not depend on the rules."""

    # ---- the rules -----------------------------------------------------------------------------

    @abstractmethod
    def game(self, rules: dict):
        """The game a request's rules name (checked: a BadRequest says what is wrong)."""

    @abstractmethod
    def rules(self, game) -> dict:
        """The game's rules as a request names them."""

    @abstractmethod
    def controls(self, game) -> list[dict]:
        """The menus and fields the page shows for the rules (stb.controls)."""

    def seats(self, game) -> int:
        return 2

    def unit(self, game):
        return self.values_in

    # ---- positions and moves -------------------------------------------------------------------

    def parse(self, game, text_form):
        """The state a position's text names, checked against the rules."""
        return game.parse_state(text_form)

    @abstractmethod
    def advise(self, game, state):
        """`stb.advice.Advice` for the player to move."""

    def result(self, game, state, move):
        """The state after a move (its text)."""
        return game.result(state, move)

    def chosen_move(self, game, state, fields) -> str:
        """The move a play request names (an adapter may accept other forms, like tiles)."""
        return text(fields.get("move"), "a move")

    def move_facts(self, game, state, move) -> dict:
        """What the page shows beside a move besides its value (Shut the Box: the next roll's chance)."""
        return {}

    def extra(self, game, state, move) -> tuple[str, float, object] | None:
        """A move's value under other rules: (those rules in words, the value for the player to move, its
        `stb.advice.Unit`), or None."""
        return None

    @abstractmethod
    def chart(self, game, state) -> float:
        """The first player's value at any state, as the value history draws it."""

    @abstractmethod
    def board(self, game, state) -> dict:
        """What the page draws of the position."""

    @abstractmethod
    def winner(self, game, state) -> int | None:
        """The seat that won a game that is over (None: a tie, or no winner to name)."""

    def figure(self, game):
        """A picture of the whole game the page asks for once per rules ({"figure": true}), or None."""
        return None

    # ---- dice ------------------------------------------------------------------------------------

    def dice(self, game, state) -> dict:
        """At a chance node, what is thrown: {"dice": n, "sides": s}."""

    def roll_totals(self, game, state):
        """At a chance node, the totals a throw can show."""

    def throw(self, game, state, total):
        """The state once a throw at a chance node shows `total`."""

    def throw_of(self, game, state, move) -> dict:
        """For a move that throws dice, what the page throws: {"throw": {"dice", "sides"}}."""
        after = self.result(game, state, move)
        return {"throw": self.dice(game, after)} if game.to_move(after) == CHANCE else {}

    def outcome(self, game, state, fields, rng) -> dict:
        """A throw at a chance node: {"faces", "total"} from the request's faces (checked), or its
        total alone (a roll entered by hand, as a number or as the page's field reads it, "entered":
        faces None), or thrown by `rng`."""
        dice = self.dice(game, state)
        count, sides = dice["dice"], dice["sides"]
        if fields.get("entered") is not None:
            fields = {**fields, "total": entered(dice, fields["entered"])}
        if fields.get("total") is not None:
            total = whole(fields["total"], "the roll", 0, 10 ** 6)
            if total not in self.roll_totals(game, state):
                low, high = min(self.roll_totals(game, state)), max(self.roll_totals(game, state))
                raise BadRequest(f"{total} cannot be rolled with {dice_words(count)} (totals {low} to {high})")
            return {"faces": [total] if count == 1 else None, "total": total}
        if fields.get("faces") is None:
            if rng is None:
                raise BadRequest("a roll needs its faces or its total")
            faces = [rng.randint(1, sides) for _ in range(count)]
        else:
            faces = listing(fields["faces"], "the faces", MOST_FACES)
            if len(faces) != count:
                raise BadRequest(f"this roll throws {dice_words(count)}, not {len(faces)}")
            faces = [whole(face, "a face", 1, sides) for face in faces]
        return {"faces": faces, "total": sum(faces)}

    # ---- the opponent --------------------------------------------------------------------------

    def opponent(self, game, fields) -> dict:
        """Who plays whom: the computer (the person's seat, its strength) or two people."""
        if self.seats(game) == 1:
            return {}
        return {"mode": choice(fields.get("mode", "computer"), "the opponent", tuple(MODES)),
                "side": whole(fields.get("side", 0), "your seat", 0, 1),
                "strength": choice(fields.get("strength", "1"), "the computer's strength", tuple(STRENGTHS))}

    def opponent_controls(self, game, opponent) -> list[dict]:
        if self.seats(game) == 1:
            return []
        versus = opponent["mode"] == "computer"
        return [select("mode", "Play against", opponent["mode"], MODES.items(), group="opponent"),
                select("side", "You play", opponent["side"], [(0, "first"), (1, "second")], hidden=not versus, group="opponent"),
                select("strength", "Computer strength", opponent["strength"], STRENGTHS.items(), hidden=not versus,
                       group="opponent")]

    def computer(self, game, state, advice, opponent, rng) -> tuple[str, str]:
        """The computer's move and a note on how it chose: a pick weighted by cost (`choose`)."""
        strength = float(opponent["strength"])
        return choose(advice, strength, rng, self.unit(game).blunder).move, ""

    def computer_to_move(self, game, state, opponent) -> bool:
        """Whether the page lets the computer make the next move by itself."""
        seat = None if self.seats(game) == 1 or opponent["mode"] == "people" else 1 - opponent["side"]
        return game.to_move(state) == seat

    def computer_may_move(self, game, state, opponent) -> bool:
        """Whether the computer may be asked for the next move: in a game of two, any move."""
        return self.seats(game) > 1

    def others_turn(self, game, state) -> bool:
        """Whether another player moves for the seat whose values these are (a table's other seats)."""
        return False

    # ---- the lab and links -----------------------------------------------------------------------

    def strategies(self, game) -> list[dict]:
        """The rules of thumb the lab values under these rules: [{"name", "seat"}] (seat None: one
        player alone); `evaluate(game, name, seat)` values one (a `stb.strategies.StrategyValue`)."""
        return []

    def evaluate(self, game, name, seat):
        """One rule of thumb of `strategies`, valued."""

    def lab_rules(self, game) -> dict:
        """The rules under which the lab's positions are played (Chopsticks': without a limit)."""
        return self.rules(game)

    def open_link(self, fields) -> dict:
        """The request a permalink's fields name, or the start and why (stb.bridge.links.open_link)."""
        return open_link(self, fields)


COIN = {"t": 1, "tails": 1, "h": 2, "heads": 2}
"""How a coin's side may be entered: 1 is tails, 2 heads."""


def entered(dice: dict, typed) -> int:
    """The total a roll's field holds, as a person typed it: a whole number, or a coin's side."""
    words = text(typed, "the roll entered", 20).strip()
    if dice.get("coin"):
        if words.lower() not in COIN:
            raise BadRequest(f"Enter the coin as heads or tails, not {shown(words)}.")
        return COIN[words.lower()]
    if not (words.isascii() and words.isdigit() and len(words) <= 9):
        what = "the face your die showed" if dice["dice"] == 1 else "the total of your roll"
        raise BadRequest(f"Enter {what} as a number, not {shown(words)}.")
    return int(words)
