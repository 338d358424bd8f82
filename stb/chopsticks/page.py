"""Chopsticks as the page plays it (`PAGE`, its stb.game.Page): the rules from a request, the board,
and the game's words. Every move is valued as a win, a tie (at the move limit), a draw (endless play)
or a loss with the moves to the end, under the spec's move limit or without one, and the other
rule's result beside it. A position keeps its level (the moves played) whole, without a limit too,
to count the moves (stb.chopsticks.rules: `parse_state` and `played`)."""

from dataclasses import replace
from functools import partial

from stb.advice import REMOTENESS, advised, remoteness_value
from stb.chopsticks.lab import STRATEGIES, optimal
from stb.chopsticks.rules import DEAD, HITS, MOVES, SEATS, SPEC, SWITCHES, Chopsticks, Rules, ending, next_moves, overflow_sum
from stb.chopsticks.values import advise, outcome
from stb.controls import checkbox, number_field, select
from stb.fields import choice, flag, whole
from stb.game import Page
from stb.i18n import N_, _, n_, number, p_
from stb.strategies import parse_strategy, strategy_title
from stb.words import name, said

_DEFAULT_MOVES = 10
# Translators: Chopsticks' rules of splits, each named inside an error ("splits is yes or no (1 or 0), not 'x'")
_SWITCH_WORDS = {"transfers": N_("splits"),
                 # Translators: as the message above: the same sentence, in another case
                 "full_transfers": N_("splits that empty a hand"),
                 # Translators: as the message above: the same sentence, in another case
                 "swaps": N_("splits that swap the hands")}
"""How an error names each of `SWITCHES`."""


# ---- the rules and the seats ----------------------------------------------------------------------

def make(rules) -> Chopsticks:
    # Translators: a rule of Chopsticks named inside an error ("the moves each must be 1 to 50, not 51"): how many
    # moves each player makes before the game is a tie
    moves = whole(rules.get("moves", _DEFAULT_MOVES), _("the moves each"), MOVES[0], MOVES[-1])
    # Translators: a rule of Chopsticks named inside an error ("the hits rule must be 'cutoff' or 'rollover', not
    # 'wrap'"): what happens to a tapped hand that reaches 5 fingers
    variant = Rules(choice(rules.get("hits", SPEC.hits), _("the hits rule"), HITS),
                    *(flag(rules.get(switch, getattr(SPEC, switch)), _(_SWITCH_WORDS[switch])) for switch in SWITCHES))
    # Translators: a rule of Chopsticks named inside an error ("the move limit is yes or no (1 or 0), not 'x'")
    return Chopsticks(2 * moves if flag(rules.get("limit", True), _("the move limit")) else None, variant)


def rules_of(game) -> dict:
    limited = game.depth is not None
    return {"moves": game.depth // 2 if limited else _DEFAULT_MOVES, "limit": limited, "hits": game.rules.hits,
            **{name: getattr(game.rules, name) for name in SWITCHES}}


def controls(game) -> list[dict]:
    rules = rules_of(game)
    # Translators: a checkbox of Chopsticks' rules, a short label: whether the game ends in a tie after so many moves
    return [checkbox("limit", _("Move limit"), rules["limit"]),
            # Translators: a field of Chopsticks' rules, a short label: how many moves each player makes before a tie
            number_field("moves", _("Moves each"), rules["moves"], MOVES[0], MOVES[-1], hidden=not rules["limit"]),
            # Translators: a menu of Chopsticks' rules, a short label, and its two options, which complete it: "A
            # tapped hand / is out at 5 or more", "A tapped hand / wraps past 5" (6 fingers become 1)
            select("hits", _("A tapped hand"), rules["hits"],
                   # Translators: as the message above: the same sentence, in another case
                   [("cutoff", _("is out at 5 or more")),
                    # Translators: as the message above: the same sentence, in another case
                    ("rollover", _("wraps past 5"))]),
            # Translators: checkboxes of Chopsticks' rules, short labels: whether a player may split (move fingers
            # from one of their hands to the other) instead of tapping, and which splits count
            checkbox("transfers", _("Splits allowed"), rules["transfers"]),
            # Translators: as the message above: the same sentence, in another case
            checkbox("full_transfers", _("A split may empty a hand"), rules["full_transfers"], hidden=not rules["transfers"]),
            # Translators: as the message above: the same sentence, in another case
            checkbox("swaps", _("A split may just swap the hands"), rules["swaps"], hidden=not rules["transfers"])]


def seats(game) -> tuple[str, ...]:
    return SEATS


def unit(game):
    """Moves to the end of a win or a loss; a 0 is a draw (endless play) or, under a limit, a tie."""
    return REMOTENESS if game.depth is None else replace(REMOTENESS, draw="tie")


# ---- positions and moves -------------------------------------------------------------------------

def move_text(game, state, action) -> str:
    """A move as the advice names it: the position it leads to, one level on."""
    return game.state_text((*action, state[2] + 1))


def extra(game, state, action):
    """What the move is worth under the other rule (no limit, or the spec's 10 moves)."""
    other = Chopsticks(None if game.depth is not None else 2 * _DEFAULT_MOVES, game.rules)
    if other.depth is not None and state[2] >= other.depth:
        return None
    value_there = advised(advise, other, state).move_of(action).value
    return _other_rule(other.depth), value_there, unit(other)


def value(game, state) -> float:
    """A's result under best play, as the value history draws it: nearer 0 the more moves it takes
    (`stb.advice.Remoteness.charted`)."""
    if game.is_terminal(state):
        return float(ending(*state[:2]))
    result, plies = outcome(game.depth, state, game.rules)
    return unit(game).charted(remoteness_value(result if state[2] % 2 == 0 else -result, plies))


def board(game, state) -> dict:
    """The hands, who moves first (`seat_notes`: the seats' names A and B say nothing of it), the moves
    played (and left, under a limit), and every move to another position."""
    played = state[2]
    return {"hands": [list(state[0]), list(state[1])], "level": played, "seat_notes": _seat_notes(),
            "hand_labels": [[_hand_label(side, fingers) for side, fingers in enumerate(hands)] for hands in state[:2]],
            # Translators: written under a hand's count of fingers on Chopsticks' board, as the moves name the hands
            "sides": [p_("a hand of Chopsticks, under its fingers", "left"),
                      # Translators: as the message above: the same sentence, in another case
                      p_("a hand of Chopsticks, under its fingers", "right")],
            "moves_left": None if game.depth is None else game.depth - played,
            "progress": _progress(game, played, game.is_terminal(state)),
            "moves": [{"move": game.state_text(child), "words": move_words(game, state, child[:2])}
                      for child in ([] if game.is_terminal(state) else next_moves(state, game.rules))]}


def _seat_notes() -> list[str]:
    """What the page writes under each seat's name: who moves first."""
    # Translators: written under the names of Chopsticks' seats (A, B): the seat that moves first, and the other
    return [_("moves first"),
            # Translators: as the message above: the same sentence, in another case
            _("moves second")]


def _hand_label(side: int, fingers: int) -> str:
    """A hand on the board, as a screen reader names it: which hand, and its fingers up (or that it is out)."""
    if fingers == 0:
        # Translators: a hand of Chopsticks with no finger up, out of the game (its accessible name on the board)
        return _("Left hand: out") if side == 0 else _("Right hand: out")
    if side == 0:
        # Translators: a hand of Chopsticks on the board (its accessible name): {count} its fingers up
        return n_("Left hand: {count} finger", "Left hand: {count} fingers", fingers).format(count=number(fingers))
    # Translators: as the message above: the same sentence, in another case
    return n_("Right hand: {count} finger", "Right hand: {count} fingers", fingers).format(count=number(fingers))


def winner(game, state):
    a, b, _level = state
    return 1 if a == DEAD else 0 if b == DEAD else None


# ---- the lab -------------------------------------------------------------------------------------

def strategies(game) -> list[dict]:
    """The spec's computer for these rules' moves each (10 without a limit), played without the limit."""
    name = f"limit:{rules_of(game)['moves']}"
    return [{"name": name, "seat": seat, "title": strategy_title(name, STRATEGIES)} for seat in (0, 1)]


def policy(game, name):
    """The spec's computer for the rules' hits and splits."""
    return parse_strategy(name, {key: replace(family, make=partial(family.make, rules=game.rules))
                                 for key, family in STRATEGIES.items()})


def played_state(game, state, plies):
    """A position of the game without a limit, which keeps only whose turn it is, with the moves
    played before it: the page counts them."""
    return (*state[:2], plies)


def lab_rules(game) -> dict:
    """The lab plays without the move limit."""
    return {**rules_of(game), "limit": False}


# ---- the words -----------------------------------------------------------------------------------

def title(game) -> str:
    if game.depth is None:
        # Translators: the name of Chopsticks without a move limit (play may go on forever, a draw)
        return _("Chopsticks (no move limit)")
    # Translators: the name of Chopsticks with a move limit: {count} moves each, then a tie (a no-break space
    # between the count and its noun)
    return n_("Chopsticks ({count}\u00a0move each)", "Chopsticks ({count}\u00a0moves each)",
              game.depth // 2).format(count=number(game.depth // 2))


def how_to_play(game) -> list[str]:
    rules = game.rules
    if rules.hits == "cutoff":
        # Translators: Chopsticks' rules: a tap, and the hits rule where a hand reaching 5 fingers is out; {first} and
        # {second} are the seats' names ("A", "B")
        tap = _("Two players, {first} and {second}, each start with one finger up on each hand; {first} moves "
                "first. On your turn, tap: add the fingers of one of your hands to one of the other player's hands "
                "(a hand that reaches 5 or more is out).")
    else:
        # Translators: Chopsticks' rules: a tap, and the hits rule where a hand wraps past 5 fingers; {first} and
        # {second} are the seats' names ("A", "B")
        tap = _("Two players, {first} and {second}, each start with one finger up on each hand; {first} moves "
                "first. On your turn, tap: add the fingers of one of your hands to one of the other player's hands "
                "(a hand that reaches exactly 5 is out, and past 5 keeps what is over: 6 becomes 1, 7 becomes 2, 8 "
                "becomes 3).")
    split = _(_SPLIT_RULES[rules.transfers, rules.transfers and rules.full_transfers, rules.transfers and rules.swaps])
    if game.depth is None:
        # Translators: Chopsticks' rules without a move limit
        limit = _("There is no move limit: if neither player can force a win, play goes on forever, a draw.")
    else:
        # Translators: Chopsticks' rules with a move limit of {count} moves each, {total} in all (a no-break space
        # between the count and its noun)
        limit = n_("After {count}\u00a0move each ({total} in all) the game is a tie.",
                   "After {count}\u00a0moves each ({total} in all) the game is a tie.",
                   game.depth // 2).format(count=number(game.depth // 2), total=number(game.depth))
    # Translators: the end of Chopsticks' rules of play
    ending = _("Whoever has both hands out loses.")
    return [" ".join([tap.format(first=_(SEATS[0]), second=_(SEATS[1])), split, ending]), limit,
            # Translators: how to read Chopsticks' advice
            _("The advice gives each move's result if both players play their best from then on, and in how "
              "many moves (each player's turn counts as one). A move's cost is how much later it wins, or how "
              "much sooner it loses, than the best move; a move that changes the result is a blunder.")]


# Translators: Chopsticks' rules of splits (moving fingers from one of your hands to the other instead of tapping)
_SPLIT_RULES = {(False, False, False): N_("There are no splits: every move is a tap."),
                # Translators: as the message above: the same sentence, in another case
                (True, True, False): N_("Or split: move fingers from one of your hands to the other (a hand may hold "
                                        "at most 4; a split may empty the giving hand; merely swapping your hands is "
                                        "not a move)."),
                # Translators: as the message above: the same sentence, in another case
                (True, True, True): N_("Or split: move fingers from one of your hands to the other (a hand may hold "
                                       "at most 4; a split may empty the giving hand; a split may just swap your two "
                                       "hands)."),
                # Translators: as the message above: the same sentence, in another case
                (True, False, False): N_("Or split: move fingers from one of your hands to the other (a hand may hold "
                                         "at most 4; the giving hand keeps at least one finger; merely swapping your "
                                         "hands is not a move)."),
                # Translators: as the message above: the same sentence, in another case
                (True, False, True): N_("Or split: move fingers from one of your hands to the other (a hand may hold "
                                        "at most 4; the giving hand keeps at least one finger; a split may just swap "
                                        "your two hands).")}
"""The rules of splits in a sentence, by (splits allowed, a split may empty a hand, a split may swap the hands)."""


def value_words(game, state) -> tuple[str, str, str]:
    # Translators: the label of Chopsticks' values, and what they mean; {whose} is a seat's possessive as the page
    # fills it in ("Your", "A's", "Its": a rule of thumb's)
    return (_("{whose} result"),
            # Translators: as the message above: the same sentence, in another case
            _("{whose} result if both players play their best from here, and in how many moves (each player's turn "
              "counts as one): the winner hurries, the loser holds out."),
            # Translators: the label above inside a sentence ("{whose}": "your", "A's"), as your language writes it
            # there (in lowercase, if it does)
            p_("a value label inside a sentence", "{whose} result"))


def move_words(game, state, action) -> str:
    """The move from `state` to the hands `action` in words: a tap (which hand on which, and whether
    it wraps past 5) or a split (how many fingers move which way, and the hands after it)."""
    mover = state[2] % 2
    mine, others = state[mover], state[1 - mover]
    new_mine, new_others = action[mover], action[1 - mover]
    if new_mine != mine:
        moved = abs(mine[0] - new_mine[0])
        values = {"count": number(moved), "left": number(new_mine[0]), "right": number(new_mine[1])}
        if new_mine[0] < mine[0]:
            # Translators: a split in Chopsticks: {count} fingers move from the left hand to the right, which leaves
            # {left} and {right}
            return n_("Move {count} finger left to right: {left} and {right}",
                      "Move {count} fingers left to right: {left} and {right}", moved).format(**values)
        # Translators: a split in Chopsticks: {count} fingers move from the right hand to the left, which leaves
        # {left} and {right}
        return n_("Move {count} finger right to left: {left} and {right}",
                  "Move {count} fingers right to left: {left} and {right}", moved).format(**values)
    side = 0 if new_others[0] != others[0] else 1
    old, new = others[side], new_others[side]
    hands = [hand for hand, h in zip(("left", "right"), mine) if h > 0 and overflow_sum(h, old, game.rules) == new]
    tapper = hands[0] if len(hands) == 1 else "either"  # both hands make the same move: one move, one name
    wraps = 0 < new < old  # a tap only adds: a smaller hand went past 5
    # Translators: a tapped hand of Chopsticks left with no finger: out of the game
    after = number(new) if new else _("0 (out)")
    return _(_TAPS[tapper, ("left", "right")[side], wraps]).format(before=number(old), after=after,
                                                                  past=number(new + 5))


# Translators: a tap in Chopsticks: one of the mover's hands (left, right, or either: both make the same move) taps
# one of the other player's hands, whose fingers go from {before} to {after}; where the tapped hand wraps past 5
# fingers, {past} is the sum it reached (7 wraps round to 2)
_TAPS = {("left", "left", False): N_("Left taps left: {before} to {after}"),
         # Translators: as the message above: the same sentence, in another case
         ("left", "right", False): N_("Left taps right: {before} to {after}"),
         # Translators: as the message above: the same sentence, in another case
         ("right", "left", False): N_("Right taps left: {before} to {after}"),
         # Translators: as the message above: the same sentence, in another case
         ("right", "right", False): N_("Right taps right: {before} to {after}"),
         # Translators: as the message above: the same sentence, in another case
         ("either", "left", False): N_("Either hand taps left: {before} to {after}"),
         # Translators: as the message above: the same sentence, in another case
         ("either", "right", False): N_("Either hand taps right: {before} to {after}"),
         # Translators: as the message above: the same sentence, in another case
         ("left", "left", True): N_("Left taps left: {before} to {after} ({past} is past 5: it wraps round to {after})"),
         # Translators: as the message above: the same sentence, in another case
         ("left", "right", True): N_("Left taps right: {before} to {after} ({past} is past 5: it wraps round to "
                                     "{after})"),
         # Translators: as the message above: the same sentence, in another case
         ("right", "left", True): N_("Right taps left: {before} to {after} ({past} is past 5: it wraps round to "
                                     "{after})"),
         # Translators: as the message above: the same sentence, in another case
         ("right", "right", True): N_("Right taps right: {before} to {after} ({past} is past 5: it wraps round to "
                                      "{after})"),
         # Translators: as the message above: the same sentence, in another case
         ("either", "left", True): N_("Either hand taps left: {before} to {after} ({past} is past 5: it wraps round "
                                      "to {after})"),
         # Translators: as the message above: the same sentence, in another case
         ("either", "right", True): N_("Either hand taps right: {before} to {after} ({past} is past 5: it wraps round "
                                       "to {after})")}
"""A tap in words, by the hand that taps, the hand tapped, and whether the tapped hand wraps past 5."""


def where(game, state) -> str:
    mover = state[2] % 2
    (left, right), (their_left, their_right) = state[mover], state[1 - mover]
    # Translators: a position of Chopsticks, as a list of positions names it: the moves played, and the fingers on
    # each hand of the player to move and of the other (a no-break space between the count and its noun)
    return n_("After {count}\u00a0move, the player to move with hands of {left} and {right}, the other with "
              "{their_left} and {their_right}",
              "After {count}\u00a0moves, the player to move with hands of {left} and {right}, the other with "
              "{their_left} and {their_right}", state[2]).format(
        count=number(state[2]), left=number(left), right=number(right), their_left=number(their_left),
        their_right=number(their_right))


def message(game, state, seats) -> str:
    """Whose move, or how the game ended; of two seats, one is you and the other the computer, or both are players."""
    a, b, level = state
    if DEAD in (a, b):
        loser = 0 if a == DEAD else 1
        # Translators: the end of a game of Chopsticks, in {count} moves in all: the loser's hands are both out (a
        # no-break space between the count and its noun)
        return said(seats[1 - loser],
                    you=n_("You win in {count}\u00a0move: both the computer's hands are out.",
                           "You win in {count}\u00a0moves: both the computer's hands are out.", level),
                    # Translators: as the message above: the same sentence, in another case
                    computer=n_("The computer wins in {count}\u00a0move: both your hands are out.",
                                "The computer wins in {count}\u00a0moves: both your hands are out.", level),
                    # Translators: as the message above: the same sentence, in another case
                    player=n_("{player} wins in {count}\u00a0move: both {other}'s hands are out.",
                              "{player} wins in {count}\u00a0moves: both {other}'s hands are out.", level),
                    count=number(level), other=name(seats[loser]))
    if level == game.depth:
        # Translators: the end of a game of Chopsticks at the move limit, {count} moves each, a tie (a no-break
        # space between the count and its noun)
        return n_("A tie: the move limit is reached ({count}\u00a0move each) with hands on both sides.",
                  "A tie: the move limit is reached ({count}\u00a0moves each) with hands on both sides.",
                  level // 2).format(count=number(level // 2))
    seat = seats[level % 2]
    if any(child[level % 2] != state[level % 2] for child in next_moves(state, game.rules)):
        # Translators: whose move it is in Chopsticks, where a split is among the moves (moving fingers from one
        # of your hands to the other)
        return said(seat, you=_("Your move: tap a hand or split your fingers."),
                    # Translators: as the message above: the same sentence, in another case
                    computer=_("The computer's move: it taps a hand or splits its fingers."),
                    # Translators: as the message above: the same sentence, in another case
                    player=_("{player}'s move: tap a hand or split your fingers."))
    # Translators: whose move it is in Chopsticks, where every move is a tap
    return said(seat, you=_("Your move: tap a hand."),
                # Translators: as the message above: the same sentence, in another case
                computer=_("The computer's move: it taps a hand."),
                # Translators: as the message above: the same sentence, in another case
                player=_("{player}'s move: tap a hand."))


def event(game, state, move, thrown, after, seats) -> str:
    # Translators: a move of Chopsticks just played, by who played it; {move} is the move's words ("Left taps
    # right: 1 to 2")
    return said(seats[state[2] % 2], you=_("You: {move}."),
                # Translators: as the message above: the same sentence, in another case
                computer=_("The computer: {move}."),
                # Translators: as the message above: the same sentence, in another case
                player=_("{player}: {move}."), move=move_words(game, state, move))


def _progress(game, played: int, over: bool) -> str:
    """How many moves are played, and how many are left before the limit, in words: the count, never
    a result (the headline says the result best play reaches)."""
    if game.depth is None:
        # Translators: the moves played in a game of Chopsticks without a move limit (a no-break space between the
        # count and its noun)
        return n_("{count}\u00a0move played, no move limit.", "{count}\u00a0moves played, no move limit.",
                  played).format(count=number(played))
    values = {"played": number(played), "total": number(game.depth), "left": number(game.depth - played)}
    if over:
        # Translators: the moves played in a game of Chopsticks that is over, {played} of the limit's {total} (a
        # no-break space between the count and its noun)
        return n_("{played} of {total}\u00a0move played: the game is over.",
                  "{played} of {total}\u00a0moves played: the game is over.", game.depth).format(**values)
    # Translators: the moves played in a game of Chopsticks, {played} of the limit's {total}, and the {left} moves
    # left before the game is a tie (a no-break space between the count and its noun)
    return n_("{played} of {total}\u00a0move played, {left} left before the move limit.",
              "{played} of {total}\u00a0moves played, {left} left before the move limit.", game.depth).format(**values)


def _other_rule(depth: int | None) -> str:
    """The rule a move's other value holds under: no limit (None), or a limit of `depth` plies."""
    if depth is None:
        # Translators: the rule under which a move's other value holds (beside its value under the game's rule)
        return _("Without the move limit")
    # Translators: the rule under which a move's other value holds (beside its value under the game's rule): a
    # limit of {count} moves each (a no-break space between the count and its noun)
    return n_("With {count}\u00a0move each", "With {count}\u00a0moves each", depth // 2).format(count=number(depth // 2))


PAGE = Page(
    name="chopsticks", make=make, rules_of=rules_of, controls=controls, seats=seats, unit=unit, advise=advise,
    play=Chopsticks.played, move_text=move_text, value=value, board=board, winner=winner, strategies=strategies,
    policy=policy, perfect=optimal, title=title, how_to_play=how_to_play, value_words=value_words,
    move_words=move_words, where=where, message=message, event=event, extra=extra, lab_rules=lab_rules,
    played_state=played_state)
"""Chopsticks, as the bridge and the page reach it."""
