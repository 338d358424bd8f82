"""Red-Blue Nim as the page plays it (`PAGE`, its stb.game.Page): the rules from a request, the board, the spec's
alpha-beta computer, and the game's words. Values are signed points for the player to move; the
perfect computer searches as the spec's does (moves in the spec's order), to the end or to a depth."""

from stb.advice import POINTS
from stb.controls import checkbox, number_field
from stb.fields import flag, whole
from stb.i18n import N_, _, n_, number, p_
from stb.nim.lab import STRATEGIES, optimal
from stb.nim.rules import RedBlueNim, ending_score, move_text as take_text
from stb.nim.search import DEPTHS, Searcher, evaluate
from stb.nim.values import advise, exact_value
from stb.game import Page
from stb.strategies import parse_strategy, strategy_title
from stb.words import name, said

_PAGE_PILES = range(0, 61)
"""The piles the page draws, marble by marble (the command line takes bigger ones)."""
_LAB_DEPTHS = (1, 2, 3)
"""The depths the lab shows (the evaluation function is exact: every depth plays perfectly)."""
_TO_THE_END = 0
"""The search depth that means no depth limit: the perfect computer searches to the end."""
# Translators: the names of the two seats of a game between two people at one screen
_SEATS = (N_("Player 1"),
          # Translators: as the message above: the same sentence, in another case
          N_("Player 2"))


# ---- the rules and the seats ----------------------------------------------------------------------

def make(rules) -> RedBlueNim:
    # Translators: a rule of Red-Blue Nim named inside an error ("the red pile must be 0 to 60, not 61")
    red = whole(rules.get("red", 7), _("the red pile"), _PAGE_PILES[0], _PAGE_PILES[-1])
    # Translators: a rule of Red-Blue Nim named inside an error ("the blue pile must be 0 to 60, not 61")
    blue = whole(rules.get("blue", 7), _("the blue pile"), _PAGE_PILES[0], _PAGE_PILES[-1])
    # Translators: a rule of Red-Blue Nim named inside an error ("misère is yes or no (1 or 0), not 'x'"): the
    # variant where the player who faces an empty pile wins
    return RedBlueNim(red, blue, flag(rules.get("misere", False), _("misère")))


def rules_of(game) -> dict:
    return {"red": game.red, "blue": game.blue, "misere": game.misere}


def controls(game) -> list[dict]:
    # Translators: a field of Red-Blue Nim's rules, a short label: the red marbles at the start
    return [number_field("red", _("Red"), game.red, _PAGE_PILES[0], _PAGE_PILES[-1]),
            # Translators: a field of Red-Blue Nim's rules, a short label: the blue marbles at the start
            number_field("blue", _("Blue"), game.blue, _PAGE_PILES[0], _PAGE_PILES[-1]),
            # Translators: a checkbox of Red-Blue Nim's rules, a short label: the variant where the player who faces
            # an empty pile wins (the game's term: keep it where players of the language keep it)
            checkbox("misere", _("Misère"), game.misere)]


def seats(game) -> tuple[str, ...]:
    return _SEATS


def unit(game):
    return POINTS


def opponent(game, fields, usual) -> dict:
    """Two players (`usual`), and the perfect computer's search depth."""
    # Translators: the computer's search depth named inside an error ("the search depth must be 0 to 60, not 61")
    return {**usual,
            # Translators: as the message above: the same sentence, in another case
            "depth": whole(fields.get("depth", _TO_THE_END), _("the search depth"), _TO_THE_END, DEPTHS[-1])}


def opponent_controls(game, opponent, usual) -> list[dict]:
    # Translators: a field of the computer's strength in Red-Blue Nim, a short label: how many moves ahead the
    # perfect computer looks (0: to the end of the game)
    return [*usual,
            # Translators: as the message above: the same sentence, in another case
            number_field("depth", _("Search depth (0: to the end)"), opponent["depth"], _TO_THE_END, DEPTHS[-1],
                         hidden=opponent["mode"] != "computer" or opponent["strength"] != "1", group="opponent")]


def computer(game, opponent) -> Searcher | None:
    """The perfect computer: the spec's alpha-beta search, to the end or to the depth with the
    evaluation function, which notes how far it searched; a weaker one (None) picks by cost, as in
    every game."""
    if opponent["strength"] != "1":
        return None
    return Searcher(None if opponent["depth"] == _TO_THE_END else opponent["depth"], evaluate)


# ---- positions and moves -------------------------------------------------------------------------

def move_text(game, state, action) -> str:
    return take_text(action)


def value(game, state) -> float:
    """Player 1's points at the end with best play from here (at the end, the points scored)."""
    if game.is_terminal(state):
        return float(game.utility(state))
    points = exact_value(game, state.red, state.blue)
    return float(points if state.player == 0 else -points)


def board(game, state) -> dict:
    """The piles, the rule of an empty pile, and every move of the spec's order (the illegal ones greyed)."""
    legal = set(game.actions(state))
    return {"red": state.red, "blue": state.blue, "misere": game.misere, "rule": _empty_pile_rule(game),
            "moves": [{"move": take_text(a), "words": move_words(game, state, a), "legal": a in legal}
                      for a in game.move_order]}


def winner(game, state):
    points = game.utility(state)
    return 0 if points > 0 else 1 if points < 0 else None


# ---- the lab -------------------------------------------------------------------------------------

def strategies(game) -> list[dict]:
    """The spec's computer at depths 1-3, with the evaluation function and with a naive one, in either seat."""
    names = [f"{family}:{depth}" for family in ("depth", "naive-depth") for depth in _LAB_DEPTHS]
    return [{"name": name, "seat": seat, "title": strategy_title(name, STRATEGIES)}
            for name in names for seat in (0, 1)]


def policy(game, name):
    return parse_strategy(name, STRATEGIES)


# ---- the words -----------------------------------------------------------------------------------

def title(game) -> str:
    # Translators: the name of Red-Blue Nim's usual rules (facing an empty pile loses), and of its misère rules
    # (facing an empty pile wins)
    return (_("Red-Blue Nim (misère)") if game.misere else
            # Translators: as the message above: the same sentence, in another case
            _("Red-Blue Nim (standard)"))


def how_to_play(game) -> list[str]:
    if game.misere:
        # Translators: Red-Blue Nim's misère rules; {red} and {blue} the marbles of each pile at the start (0 to 60)
        rules = _("Two piles, {red} red and {blue} blue marbles at the start. On your turn take one or two marbles "
                  "from one pile. The game ends when a player finds a pile empty on their turn: that player wins 2\u00a0"
                  "points for each red and 3 for each blue marble left (misère) to the other.")
    else:
        # Translators: Red-Blue Nim's rules; {red} and {blue} the marbles of each pile at the start (0 to 60)
        rules = _("Two piles, {red} red and {blue} blue marbles at the start. On your turn take one or two marbles "
                  "from one pile. The game ends when a player finds a pile empty on their turn: that player pays 2\u00a0"
                  "points for each red and 3 for each blue marble left to the other.")
    return [rules.format(red=number(game.red), blue=number(game.blue)),
            # Translators: how to read Red-Blue Nim's advice
            _("The advice gives each move's points at the end for the player making it, if both play their best "
              "from then on; a move's cost is the points it gives away against the best one.")]


def value_words(game, state) -> tuple[str, str, str]:
    # Translators: the label of Red-Blue Nim's values, and what they mean; {whose} is a seat's possessive as the
    # page fills it in ("Your", "Player 1's", "Its": a rule of thumb's)
    return (_("{whose} result"),
            # Translators: as the message above: the same sentence, in another case
            _("{whose} points at the end of the game if both players play their best from here: a + is won from the "
              "other player, a − is paid to them."),
            # Translators: the label above inside a sentence ("{whose}": "your", "the computer's"), as your language
            # writes it there (in lowercase, if it does)
            p_("a value label inside a sentence", "{whose} result"))


def move_words(game, state, action) -> str:
    count, pile = action
    if pile == "red":
        # Translators: a move of Red-Blue Nim, as its button says it: take {count} red marbles (1 or 2)
        return n_("Take {count} red", "Take {count} red", count).format(count=number(count))
    # Translators: a move of Red-Blue Nim, as its button says it: take {count} blue marbles (1 or 2)
    return n_("Take {count} blue", "Take {count} blue", count).format(count=number(count))


def where(game, state) -> str:
    # Translators: a position of Red-Blue Nim, as a list of positions names it: the marbles left in each pile
    return _("With {red} red and {blue} blue left").format(red=number(state.red), blue=number(state.blue))


def message(game, state, seats) -> str:
    """Whose move, or how the game ended: who faced an empty pile, with what left, and who won what from whom; of
    two seats, one is you and the other the computer, or both are players."""
    seat, other = seats[state.player], seats[1 - state.player]
    if game.is_terminal(state):
        points = ending_score(game, state.red, state.blue)
        values = {"red": number(state.red), "blue": number(state.blue), "count": number(abs(points)),
                  "other": name(other)}
        if points == 0:
            # Translators: the end of a game of Red-Blue Nim where the player to move faces an empty pile with no
            # marble left to pay for: {red} red and {blue} blue marbles left
            return said(seat, you=_("Nobody scores: you face an empty pile with {red} red and {blue} blue left."),
                        # Translators: as the message above: the same sentence, in another case
                        computer=_("Nobody scores: the computer faces an empty pile with {red} red and {blue} blue "
                                   "left."),
                        # Translators: as the message above: the same sentence, in another case
                        player=_("Nobody scores: {player} faces an empty pile with {red} red and {blue} blue left."),
                        **values)
        if points > 0:  # misère: facing the empty pile wins
            # Translators: the end of a game of misère Red-Blue Nim: the player who faces an empty pile wins {count}
            # points from the other, 2 for each red and 3 for each blue marble left
            return said(seat, you=n_("You win {count}\u00a0point from the computer: you face an empty pile with {red} "
                                     "red and {blue} blue left.",
                                     "You win {count}\u00a0points from the computer: you face an empty pile with {red} "
                                     "red and {blue} blue left.", abs(points)),
                        # Translators: as the message above: the same sentence, in another case
                        computer=n_("The computer wins {count}\u00a0point from you: the computer faces an empty pile "
                                    "with {red} red and {blue} blue left.",
                                    "The computer wins {count}\u00a0points from you: the computer faces an empty pile "
                                    "with {red} red and {blue} blue left.", abs(points)),
                        # Translators: as the message above: the same sentence, in another case
                        player=n_("{player} wins {count}\u00a0point from {other}: {player} faces an empty pile with "
                                  "{red} red and {blue} blue left.",
                                  "{player} wins {count}\u00a0points from {other}: {player} faces an empty pile with "
                                  "{red} red and {blue} blue left.", abs(points)), **values)
        # Translators: the end of a game of Red-Blue Nim: the player who faces an empty pile pays {count} points to
        # the other, 2 for each red and 3 for each blue marble left
        return said(other, you=n_("You win {count}\u00a0point from the computer: the computer faces an empty pile "
                                  "with {red} red and {blue} blue left.",
                                  "You win {count}\u00a0points from the computer: the computer faces an empty pile "
                                  "with {red} red and {blue} blue left.", abs(points)),
                    # Translators: as the message above: the same sentence, in another case
                    computer=n_("The computer wins {count}\u00a0point from you: you face an empty pile with {red} red "
                                "and {blue} blue left.",
                                "The computer wins {count}\u00a0points from you: you face an empty pile with {red} red "
                                "and {blue} blue left.", abs(points)),
                    # Translators: as the message above: the same sentence, in another case
                    player=n_("{player} wins {count}\u00a0point from {other}: {other} faces an empty pile with {red} "
                              "red and {blue} blue left.",
                              "{player} wins {count}\u00a0points from {other}: {other} faces an empty pile with {red} "
                              "red and {blue} blue left.", abs(points)), **{**values, "other": name(seat)})
    # Translators: whose move it is in Red-Blue Nim
    return said(seat, you=_("Your move: take one or two marbles from a pile."),
                # Translators: as the message above: the same sentence, in another case
                computer=_("The computer's move: it takes one or two marbles from a pile."),
                # Translators: as the message above: the same sentence, in another case
                player=_("{player}'s move: take one or two marbles from a pile."))


def event(game, state, action, thrown, after, seats) -> str:
    count, pile = action
    values = {"count": number(count), "red": number(after.red), "blue": number(after.blue)}
    seat = seats[state.player]
    if pile == "red":
        # Translators: a move of Red-Blue Nim just played: {count} red marbles taken (1 or 2), and the marbles left
        return said(seat, you=n_("You take {count} red: {red} red and {blue} blue left.",
                                 "You take {count} red: {red} red and {blue} blue left.", count),
                    # Translators: as the message above: the same sentence, in another case
                    computer=n_("The computer takes {count} red: {red} red and {blue} blue left.",
                                "The computer takes {count} red: {red} red and {blue} blue left.", count),
                    # Translators: as the message above: the same sentence, in another case
                    player=n_("{player} takes {count} red: {red} red and {blue} blue left.",
                              "{player} takes {count} red: {red} red and {blue} blue left.", count), **values)
    # Translators: a move of Red-Blue Nim just played: {count} blue marbles taken (1 or 2), and the marbles left
    return said(seat, you=n_("You take {count} blue: {red} red and {blue} blue left.",
                             "You take {count} blue: {red} red and {blue} blue left.", count),
                # Translators: as the message above: the same sentence, in another case
                computer=n_("The computer takes {count} blue: {red} red and {blue} blue left.",
                            "The computer takes {count} blue: {red} red and {blue} blue left.", count),
                # Translators: as the message above: the same sentence, in another case
                player=n_("{player} takes {count} blue: {red} red and {blue} blue left.",
                          "{player} takes {count} blue: {red} red and {blue} blue left.", count), **values)


def _empty_pile_rule(game) -> str:
    """The rule the board shows."""
    if game.misere:
        # Translators: Red-Blue Nim's misère rule, as the board shows it
        return _("Whoever faces an empty pile wins 2\u00a0points per red and 3\u00a0points per blue marble left.")
    # Translators: Red-Blue Nim's rule, as the board shows it
    return _("Whoever faces an empty pile loses 2\u00a0points per red and 3\u00a0points per blue marble left.")


PAGE = Page(
    name="nim", make=make, rules_of=rules_of, controls=controls, seats=seats, unit=unit, advise=advise,
    move_text=move_text, value=value, board=board, winner=winner, strategies=strategies, policy=policy,
    perfect=optimal, title=title, how_to_play=how_to_play, value_words=value_words, move_words=move_words, where=where,
    message=message, event=event, opponent=opponent, opponent_controls=opponent_controls, opponent_fields=("depth",),
    computer=computer)
"""Red-Blue Nim, as the bridge and the page reach it; a link holds the perfect computer's search depth too."""
