"""The game protocol every game module follows (AIMA's `Game` with OpenSpiel's chance nodes), and
the one declared object, `Page`, through which a game gives the bridge and the page all they ask of it."""

from dataclasses import dataclass
from typing import Callable, Hashable, Iterable, Protocol

from stb.advice import Advice, Unit
from stb.i18n import _

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


# ---- what a game gives the bridge and the page: one declared object a game --------------------------

def no_strategies(game) -> list:
    """No rule of thumb for the lab to value."""
    return []


def no_rule_of_thumb(game, name):
    """A ValueError: the lab has no rule of thumb here."""
    # Translators: a refusal: the lab has no rule of thumb named {name} under these rules.
    raise ValueError(_("the lab has no rule of thumb {name} here").format(name=repr(name)))


def no_figure(game) -> None:
    """No picture of the whole game."""


def no_facts(game, state, action) -> dict:
    """No facts beside a move's value."""
    return {}


def no_notes(game, state, advice) -> dict:
    """Nothing said of the advice beside its moves."""
    return {}


def no_extra(game, state, action) -> None:
    """No value of a move under another rule."""


def no_value_note(game) -> None:
    """The values' note said from the seats: with your best play, or both players' (stb.bridge.view)."""


def roll_of_the_dice(game) -> str:
    """A throw, as the review's chart legend names it."""
    # Translators: one throw of the dice, as the value history's legend names it ("◆ a roll of the dice").
    return _("a roll of the dice")


def no_dice(game, state) -> None:
    """No throw the page draws: a game without dice never asks."""


def no_throw_named(game, state):
    """A ValueError: a request names a position before a throw or after it."""
    raise ValueError(_("a position is named before a throw, or after it"))


def decided(game, state, action):
    """The state after a decision: the game's own result."""
    return game.result(state, action)


def landed(game, state, total):
    """The state once a throw shows `total`: the game's own chance outcome."""
    return game.result(state, total)


def no_selection(game, state, selected) -> None:
    """The board selects no pieces: a move is named by its index in the view's list."""


def dice_thrown(game, state, throw, rng) -> None:
    """Every chance event is a throw of the dice the page's `dice` describes (stb.bridge.dice reads it)."""


def usual_opponent(game, fields, usual: dict) -> dict:
    """The opponent the bridge reads for every game (stb.bridge.opponent): the computer or two people."""
    return usual


def usual_opponent_controls(game, opponent: dict, usual: list) -> list:
    """The menus of `usual_opponent`."""
    return usual


def nobody_elses_turn(game, state) -> bool:
    """Only the seats whose values the page shows ever move."""
    return False


def no_computer_of_its_own(game, opponent: dict) -> None:
    """The computer picks by cost from the advice at its strength (stb.policies.by_cost)."""


def state_as_played(game, state, plies):
    """The state the lab's evaluator met is the page's state as it is."""
    return state


@dataclass(frozen=True, eq=False)
class Page:
    """Everything the bridge (stb.bridge) and the page may ask of a game, as plain functions of a game
    (what `make` returns), its states and its moves; each game builds one in its own package
    (stb.games says where), and the bridge calls nothing else of it. Values are player 0's (as
    `Game` says); the bridge turns them to the viewer. The words never run a solver: what a
    sentence needs of the values comes to it, with who sits in each seat (`seats`: a stb.words.Seat
    each, told apart by role), in the spoken language (stb.i18n). The hooks without a default are
    required; an optional hook's default is what a game without it does."""

    name: str
    """The game's name, as stb.games, requests and links name it."""

    # ---- the rules and the seats ------------------------------------------------------------------
    make: Callable[[dict], Game]
    """The game a request's rules name (the published game's defaults); a ValueError says in one line what is wrong."""
    rules_of: Callable[[Game], dict]
    """The rules as a request names them: `make(rules_of(game)) == game`."""
    controls: Callable[[Game], list]
    """The page's menus and fields for the rules (stb.controls)."""
    seats: Callable[[Game], tuple]
    """The seats whose values the page shows, by name: one where a person plays alone (or at a table), two where two play."""
    unit: Callable[[Game], Unit]
    """What the values measure, and how a cost in them is judged and said."""

    # ---- positions and moves ----------------------------------------------------------------------
    advise: Callable[[Game, State], Advice]
    """Every legal move of the player to move, its action and its text, valued (asked once a position: stb.advice.advised)."""
    move_text: Callable[[Game, State, Action], str]
    """An action's text, as `advise` lists it for requests, links and saved games (the edges)."""
    value: Callable[[Game, State], float]
    """Player 0's value at any state, a chance node or the end included (the value history)."""
    board: Callable[[Game, State], dict]
    """What the page draws of the position; its "moves" (and "dice_moves") name moves by their text."""
    winner: Callable[[Game, State], int | None]
    """The seat that won a game that is over (None: a tie, or no winner to name)."""

    # ---- the words --------------------------------------------------------------------------------
    title: Callable[[Game], str]
    """The game and its variant, as the page's heading says it."""
    how_to_play: Callable[[Game], list]
    """The rules, and what the advice gives, in a few paragraphs."""
    value_words: Callable[[Game, State], tuple]
    """The values' label ("{whose} chance to win"), a sentence on what they mean, and the label as it stands
    inside a sentence (its own message: a language may write it otherwise there); the bridge puts in
    "{whose}", the seat's by role ("Your", "The computer's", "Player 1's": stb.bridge.words.whose_values)."""
    move_words: Callable[[Game, State, Action], str]
    """An action in words, as a button or a sentence begins it ("Take 2 red")."""
    where: Callable[[Game, State], str]
    """The position in words, as a list of positions names it ("Tiles 1, 4 and 7 open, 8 rolled")."""
    message: Callable[[Game, State, list], str]
    """Whose turn and what to do, or how the game ended: (game, state, seats)."""
    event: Callable[[Game, State, Action, dict | None, State, list], str]
    """The action just played and its throw ({"faces", "total"}, or None), in words: (game, state, action, thrown, after, seats)."""

    # ---- optional: what a game without them does is the default -----------------------------------
    strategies: Callable[[Game], list] = no_strategies
    """The lab's rules of thumb under these rules, policies (stb.solvers.policy): [{"name", "seat", "title"}] (seat None: alone)."""
    policy: Callable[[Game, str], tuple] = no_rule_of_thumb
    """A rule of thumb of `strategies` as a policy, and what it does in words (for "It ...")."""
    perfect: Callable[[Game, State], Action] | None = None
    """The perfect player, a policy the lab values rules of thumb against (stb.strategies); default
    the best move of the advice."""
    for_rules: Callable[[dict], "Page"] | None = None
    """The page that plays a request's rules (unchecked): another game's declaration for some of them
    (Shut the Box's tables), else this one (the default)."""
    chance_named: Callable[[Game, State], State] = no_throw_named
    """A request names a decision or the end (the game's `parse_state` reads its text): at a chance
    node, the decision it names (a table's other seat under way is its turn to come, from your
    seat), or a ValueError in the game's words (Pig's die in the air)."""
    play: Callable[[Game, State, Action], State] = decided
    """The state after the decision `action` (Chopsticks': the level counted whole)."""
    dice: Callable[[Game, State], dict | None] = no_dice
    """At a chance node, what is thrown: {"dice": n, "sides": s} (and "coin": true for a coin)."""
    throw: Callable[[Game, State, int], State] = landed
    """The state once the throw at a chance node shows `total` (a die's face, or the dice's sum)."""
    read_throw: Callable[[Game, State, object, object], dict | None] = dice_thrown
    """A chance event the game reads itself from a request's throw (a stb.bridge.dice.Throw: a table's
    other seat, its score, or its turn played roll by roll with `rng`): {"faces", "total", "steps"};
    None: the page's dice."""
    figure: Callable[[Game], str | None] = no_figure
    """A picture of the whole game (Pig's map of the best play), drawn once per rules."""
    turn: Callable[[Game, list, int, int, list, int], dict] | None = None
    """A turn of many moves told as one, for the review: (game, records, first, number, seats, viewer)
    -> {"first", "last", "text", "verdict", "player", "judgement"}; None: each move is its own turn."""
    move_facts: Callable[[Game, State, Action], dict] = no_facts
    """What the moves list shows of a move beside its value (Shut the Box: the next roll's chance), and what `why` reads."""
    why: Callable[[Game, State, Advice, Action, list, dict], str] | None = None
    """Why the best move beats `action`, in the game's words, from each option's `move_facts`: (game,
    state, advice, action, seats, facts by action); None: from each option's best reply (stb.bridge.words)."""
    notes: Callable[[Game, State, Advice], dict] = no_notes
    """What the advice adds beside its moves (Shut the Box: where one player's two aims disagree)."""
    extra: Callable[[Game, State, Action], tuple | None] = no_extra
    """A move's value under another rule: (the rule in words, the value, its unit), or None."""
    value_note: Callable[[Game], str | None] = no_value_note
    """Under what play the values hold, where the seats do not say it (a table's)."""
    throw_name: Callable[[Game], str] = roll_of_the_dice
    """One throw, as the review's chart legend names it."""
    selected_move: Callable[[Game, State, object], Action | None] = no_selection
    """The action the pieces selected on the board make (Shut the Box's tiles, by their bits), or a
    ValueError saying why they make none; None: the board selects none."""
    opponent: Callable[[Game, dict, dict], dict] = usual_opponent
    """The opponent a request names, given the usual one (added to: Nim's search depth; or replaced: a table's other seats)."""
    opponent_controls: Callable[[Game, dict, list], list] = usual_opponent_controls
    """The opponent's menus, given the usual ones."""
    opponent_fields: tuple[str, ...] = ()
    """The opponent's fields a link holds beyond the usual ones ("mode", "side", "strength")."""
    others_turn: Callable[[Game, State], bool] = nobody_elses_turn
    """Whether other players move for the seat whose values these are (a table's other seats)."""
    computer: Callable[[Game, dict], object] = no_computer_of_its_own
    """The game's own perfect computer for an opponent, a policy (Nim's alpha-beta search), or None."""
    lab_rules: Callable[[Game], dict] | None = None
    """The rules the lab values rules of thumb under (Chopsticks': without the move limit); default `rules_of`."""
    lab_unit: Callable[[Game], Unit] | None = None
    """The unit the lab's values are said in; default `unit`."""
    evaluate_policy: Callable[[Game, object, int | None, object, object], object] | None = None
    """The lab's evaluator, faster than and equal to the one `stb.solvers.policy.evaluate_policy`
    (the default, None), of the same interface."""
    played_state: Callable[[Game, State, int], State] = state_as_played
    """The page's state for a state the lab's evaluator met after `plies` moves (Chopsticks counts them)."""
    link_fallback: tuple[str, ...] = ()
    """The fields of a link the game can be opened without when its rules cannot be played (a table
    the page does not offer opens the game of one player with the same box)."""

    def __post_init__(self):
        """The defaults made of the game's own hooks: this page for every rules, its rules and unit in the
        lab, the advice's best move as the perfect player."""
        for hook, default in (("for_rules", lambda rules: self), ("lab_rules", self.rules_of), ("lab_unit", self.unit),
                              ("perfect", self.best_advised)):
            if getattr(self, hook) is None:
                object.__setattr__(self, hook, default)

    def best_advised(self, game, state):
        """The action of the advice's best move: the perfect player of a game without one of its own."""
        return self.advise(game, state).best.action
