"""The game protocol every game module follows (AIMA's `Game` with OpenSpiel's chance nodes)."""

from typing import Hashable, Iterable, Protocol

CHANCE = -1
"""`to_move` returns this at a chance node, where `chance_outcomes` lists what can happen."""

State = Hashable
Action = Hashable


class Game(Protocol):
    """A finite game: players 0 and 1 (or player 0 alone), explicit chance, a text form per state.

    Values follow one convention everywhere: player 0 maximises, player 1 minimises, and a value
    is player 0's expected utility (win probability, negated score, or signed points).
    """

    def initial_state(self) -> State: ...

    def to_move(self, state: State) -> int:
        """0 or 1 at a decision node, CHANCE at a chance node."""

    def actions(self, state: State) -> tuple[Action, ...]: ...

    def result(self, state: State, action: Action) -> State: ...

    def chance_outcomes(self, state: State) -> Iterable[tuple[Action, float]]:
        """(outcome, probability) pairs at a chance node; probabilities sum to 1."""

    def is_terminal(self, state: State) -> bool: ...

    def utility(self, state: State) -> float:
        """Player 0's payoff at a terminal state."""

    def state_text(self, state: State) -> str: ...

    def parse_state(self, text: str) -> State:
        """Inverse of `state_text`; raises ValueError with a one-line reason on bad text."""


class Page(Protocol):
    """What a game's page module (stb.<game>.page, named in stb.games) gives the bridge, as plain
    functions of a game (what `make` returns) and its states, with its `Words`; moves are their
    text forms, as `advise` lists them. Every value is player 0's as above; the bridge turns them
    to the viewer. A few more functions a page may give are read where the bridge uses them (its
    docstrings say which: figure, move_facts, extra, notes, why, turn, computer, opponent, ...)."""

    # ---- the rules and the seats ------------------------------------------------------------------
    def make(self, rules: dict) -> Game:
        """The game a request's rules name (parameters with the published game's defaults); a
        ValueError says in one line what is wrong."""

    def rules_of(self, game: Game) -> dict:
        """The rules as a request names them: `make(rules_of(game)) == game`."""

    def controls(self, game: Game) -> list[dict]:
        """The page's menus and fields for the rules (stb.controls)."""

    def seats(self, game: Game) -> tuple[str, ...]:
        """The seats whose values the page shows, by name: one ("Player one") where a person plays
        alone (or at a table, from their own seat), two where two play."""

    def unit(self, game: Game):
        """What the values measure, and how a cost in them is judged and said (a `stb.advice.Unit`)."""

    # ---- positions and moves --------------------------------------------------------------------
    def parse(self, game: Game, text: str) -> State:
        """The state a position's text names, checked against the rules (a ValueError says why not)."""

    def advise(self, game: Game, state: State):
        """`stb.advice.Advice` for the player to move: every legal move, by its text, valued."""

    def play(self, game: Game, state: State, move: str) -> State:
        """The state after the decision `move` (a move `advise` lists)."""

    def move_text(self, game: Game, state: State, action: Action) -> str:
        """The move `advise` lists for an action of `game.actions(state)` (a policy's choice)."""

    def dice(self, game: Game, state: State) -> dict:
        """At a chance node, what is thrown: {"dice": n, "sides": s} (and "coin": true for a coin)."""

    def throw(self, game: Game, state: State, total: int) -> State:
        """The state once the throw at a chance node shows `total` (a die's face, or the dice's sum)."""

    def value(self, game: Game, state: State) -> float:
        """Player 0's value at any state, a chance node or the end included (the value history)."""

    def board(self, game: Game, state: State) -> dict:
        """What the page draws of the position; its "moves" (and "dice_moves") name moves by text."""

    def winner(self, game: Game, state: State) -> int | None:
        """The seat that won a game that is over (None: a tie, or no winner to name)."""

    # ---- the lab: policies, `policy(game, state) -> action` (stb.solvers.policy) ---------------------
    def strategies(self, game: Game) -> list[dict]:
        """The rules of thumb the lab values under these rules: [{"name", "seat", "title"}] (seat
        None: one player alone), each a name `policy` reads."""

    def policy(self, game: Game, name: str):
        """A rule of thumb of `strategies` as a policy, and what it does in words (for "It ...")."""

    def perfect(self, game: Game, state: State) -> Action:
        """The perfect player, a policy: the lab values rules of thumb against it
        (`stb.strategies.strategy_value`, by `stb.solvers.policy.evaluate_policy`, or by the page's
        own faster `evaluate_policy` of the same interface where it has one)."""


class Words(Protocol):
    """What a game's page module says, as plain functions of the game, its states and its moves
    (never a solver's: what a sentence needs of the values comes to it), in the players' names
    ("You", "The computer", "Player 1")."""

    def title(self, game: Game) -> str:
        """The game and its variant, as the page's heading says it."""

    def how_to_play(self, game: Game) -> list[str]:
        """The rules, and what the advice gives, in a few paragraphs."""

    def value_words(self, game: Game, state: State) -> tuple[str, str]:
        """The values' label ("{whose} chance to win") and one sentence on what they mean; "{whose}"
        stands for "Your" or "Player 1's"."""

    def move_words(self, game: Game, state: State, move: str) -> str:
        """A move in words, as a button or a sentence begins it ("Take 2 red")."""

    def where(self, game: Game, state: State) -> str:
        """The position in words, as a list of positions names it ("Tiles 1, 4 and 7 open, 8 rolled")."""

    def message(self, game: Game, state: State, names) -> str:
        """Whose turn and what to do, or how the game ended, in the players' names."""

    def event(self, game: Game, state: State, move: str, thrown: dict | None, after: State, names) -> str:
        """The move just played, and its dice (thrown: {"faces", "total"}), in words."""
