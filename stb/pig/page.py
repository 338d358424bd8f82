"""Pig and Piglet as the page plays them (`PAGE`, their stb.game.Page): the rules from a request, the board, and
the game's words. Values are the player to move's chance to win; a roll's luck is the roller's
chance after the face minus the chance of rolling before it."""

from functools import lru_cache

from stb.advice import CHANCE_POINTS
from stb.controls import checkbox, number_field, select
from stb.fields import BadRequest, flag, whole
from stb.i18n import N_, _, n_, number, p_, spoken
from stb.pig.lab import STRATEGIES, evaluate_policy, optimal
from stb.pig.optimal import advise, solution
from stb.pig.picture import RING, mark_circle, policy_svg
from stb.pig.rules import GOALS, SIDES, Pig, game_words
from stb.pig.words import turn, why
from stb.strategies import parse_strategy, strategy_title
from stb.game import Page
from stb.words import die_name, name, said

_PAGE_DICE = (4, 6, 8, 10, 12)
"""The dice the page's menu offers; a link may name any die of `stb.pig.SIDES`."""
# Translators: the names of the two seats of a game between two people at one screen
_SEATS = (N_("Player 1"),
          # Translators: as the message above: the same sentence, in another case
          N_("Player 2"))


# ---- the rules -----------------------------------------------------------------------------------

def make(rules) -> Pig:
    # Translators: a rule of Pig named inside an error ("coin is yes or no (1 or 0), not 'x'"): Piglet's coin
    coin = flag(rules.get("coin", False), _("coin"))
    # Translators: a rule of Pig named inside an error ("the goal must be 1 to 200, not 0"): the score that wins
    goal = whole(rules.get("goal", 10 if coin else 100), _("the goal"), GOALS[0], GOALS[-1])
    # Translators: a rule of Pig named inside an error ("the die's sides must be 2 to 100, not 1")
    sides = 2 if coin else whole(rules.get("sides", 6), _("the die's sides"), SIDES[0], SIDES[-1])
    return Pig(goal, sides, coin)


def rules_of(game) -> dict:
    return {"goal": game.goal, "sides": game.sides, "coin": game.coin}


def controls(game) -> list[dict]:
    dice = sorted({*_PAGE_DICE, 6 if game.coin else game.sides})
    # Translators: a field of Pig's rules, a short label: the score that wins the game
    return [number_field("goal", _("Goal"), game.goal, GOALS[0], GOALS[-1]),
            # Translators: a menu of Pig's rules, a short label: the die thrown (a noun, its options "d4", "d6"...)
            select("sides", p_("the die thrown", "Die"), str(6 if game.coin else game.sides),
                   [(d, die_name(d)) for d in dice], hidden=game.coin),
            # Translators: a checkbox of Pig's rules: play Piglet, Pig with a coin tossed instead of a die thrown
            checkbox("coin", _("Piglet (toss a coin)"), game.coin, resets=("goal",))]  # Piglet plays to 10, Pig to 100


def seats(game) -> tuple[str, ...]:
    return _SEATS


def unit(game):
    return CHANCE_POINTS


# ---- positions and moves -------------------------------------------------------------------------

def chance_named(game, state):
    # Translators: an error: a link or a saved game names a position while the die is in the air; 'rolling' is
    # a word of the position's text form, kept as it is
    raise BadRequest(_("a position is named before the die is rolled (without 'rolling')"))


def move_text(game, state, action) -> str:
    return action


def dice(game, state) -> dict:
    return {"dice": 1, "sides": game.sides, "coin": game.coin}


def throw(game, state, face):
    """The die shows `face` (the coin: 1 tails, 2 heads): the rules' gain for it, 0 busting."""
    return game.result(state, game.faces[face - 1])


def value(game, state) -> float:
    """Player 1's chance to win, at any state (after a roll, before it, at the end)."""
    if game.is_terminal(state):
        mine = 1.0
    else:
        best = solution(game)
        mine = best.roll(*state[:3]) if state.rolling else best.P(*state[:3])
    return float(mine if state.player == 0 else 1 - mine)


def board(game, state) -> dict:
    """The scores, the turn total, Roll and Hold, and where the policy map rings this turn's start
    (the map itself comes with `figure`, once per rules)."""
    banked = state.me + state.pending if game.is_terminal(state) else state.me  # the winner's last turn
    scores = [banked, state.you] if state.player == 0 else [state.you, banked]
    return {"scores": scores, "pending": state.pending, "goal": game.goal, "sides": game.sides,
            # Translators: under a player's score on Pig's board, as "45 of 100"
            "of_goal": _("of {goal}").format(goal=number(game.goal)),
            "coin": game.coin, "mark": [state.me, state.you],
            "moves": [{"move": move, "words": move_words(game, state, move), "key": move[0].upper()}
                      for move in game.actions(state)],
            "ring": {**mark_circle(game.goal, state[:2]), "strokes": RING}, "entry": _entry(game)}


def _entry(game) -> dict:
    """The words of the form where a throw of a real die or coin is typed in, and the keyboard it wants."""
    if game.coin:
        # Translators: Piglet's form for a real coin's toss: its name (a short label), the field's label, its
        # button, and its hint; "heads" and "tails" are the words the field reads (kept as they are)
        return {"name": p_("the coin tossed", "Coin"),
                # Translators: as the message above: the same sentence, in another case
                "label": _("Coin showed"),
                # Translators: as the message above: the same sentence, in another case
                "button": _("Toss with this side"),
                # Translators: as the message above: the same sentence, in another case
                "hint": _("Playing with a real coin? Enter heads or tails."),
                "inputmode": "text"}
    # Translators: Pig's form for a real die's throw: its name (a short label), the field's label, its button,
    # and its hint
    return {"name": p_("the die thrown", "Die"),
            # Translators: as the message above: the same sentence, in another case
            "label": _("Die showed"),
            # Translators: as the message above: the same sentence, in another case
            "button": _("Roll with this face"),
            # Translators: as the message above: the same sentence, in another case
            "hint": _("Playing with a real die? Enter the face it showed."), "inputmode": "numeric"}


def figure(game) -> str:
    """The optimal policy's map, without a ring: the page draws it once per rules."""
    return _policy_map(game, spoken())


@lru_cache(maxsize=4)
def _policy_map(game, language):
    """The map, its words in `language` (the spoken one: the cache keeps each language's own)."""
    return policy_svg(solution(game))


def winner(game, state):
    return state.player


# ---- the lab -------------------------------------------------------------------------------------

def strategies(game) -> list[dict]:
    """Holding at 20 and at 25, and Neller and Presser's keep pace and end race where it is
    defined (Pig to 100 with a d6), each in either seat."""
    names = ["hold-at:20", "hold-at:25"] + ["keep-pace"] * (game == Pig())
    return [{"name": name, "seat": seat, "title": strategy_title(name, STRATEGIES)} for name in names for seat in (0, 1)]


def policy(game, name):
    return parse_strategy(name, STRATEGIES)


# ---- the words -----------------------------------------------------------------------------------

def title(game) -> str:
    return game_words(game, plain_d6=True)


def how_to_play(game) -> list[str]:
    if game.coin:
        # Translators: Piglet's rules (Pig with a coin). The turn total: the points of this turn, not yet banked
        # (added to the score); a bust: a throw that loses them and ends the turn; to hold: to bank them and pass
        # the turn. {goal} is the score that wins
        rules = n_("Two players race to {goal}\u00a0point. On your turn, toss a coin: heads adds 1 to your turn total, "
                   "tails is a bust, losing the turn total and ending your turn. After each throw choose: roll again, "
                   "or hold to bank the turn total and pass the turn.",
                   "Two players race to {goal}\u00a0points. On your turn, toss a coin: heads adds 1 to your turn total, "
                   "tails is a bust, losing the turn total and ending your turn. After each throw choose: roll again, "
                   "or hold to bank the turn total and pass the turn.", game.goal)
    else:
        # Translators: Pig's rules. The turn total: the points of this turn, not yet banked (added to the score);
        # a bust: a throw that loses them and ends the turn; to hold: to bank them and pass the turn. {goal} is the
        # score that wins, {sides} the die's sides
        rules = n_("Two players race to {goal}\u00a0point. On your turn, roll a {sides}-sided die: 2 to {sides} add "
                   "to your turn total, a 1 is a bust, losing the turn total and ending your turn. After each throw "
                   "choose: roll again, or hold to bank the turn total and pass the turn.",
                   "Two players race to {goal}\u00a0points. On your turn, roll a {sides}-sided die: 2 to {sides} add "
                   "to your turn total, a 1 is a bust, losing the turn total and ending your turn. After each throw "
                   "choose: roll again, or hold to bank the turn total and pass the turn.", game.goal)
    return [rules.format(goal=number(game.goal), sides=number(game.sides)),
            # Translators: how to read Pig's advice and its map of the best play
            _("The advice gives each choice's chance to win, if both players choose their best from then on; "
              "a choice's cost is the chance it gives away against the best one. The map shows at which turn "
              "total the best player holds, from every pair of scores.")]


def value_words(game, state) -> tuple[str, str, str]:
    # Translators: the label of Pig's values, and what they mean; {whose} is a seat's possessive as the page
    # fills it in ("Your", "Player 1's", "Its": a rule of thumb's)
    return (_("{whose} chance to win"),
            # Translators: as the message above: the same sentence, in another case
            _("{whose} chance of reaching the goal first, if both players choose their best, roll or hold, at every "
              "turn from here."),
            # Translators: the label above inside a sentence ("{whose}": "your", "the computer's"), as your language
            # writes it there (in lowercase, if it does)
            p_("a value label inside a sentence", "{whose} chance to win"))


def move_words(game, state, move) -> str:
    # Translators: Pig's two choices, as their buttons say them: throw the die again, or bank the turn total
    return (p_("Pig: the action", "Roll") if move == "roll" else
            # Translators: as the message above: the same sentence, in another case
            p_("Pig: the action", "Hold"))


def where(game, state) -> str:
    # Translators: a position of Pig, as a list of positions names it: the player to move's score {score}, the
    # other's {other}, and the turn total (the points of this turn, not yet banked)
    return _("At {score} to {other}, turn total {total}").format(
        score=number(state.me), other=number(state.you), total=number(state.pending))


def message(game, state, seats) -> str:
    """Whose turn, or who won; of two seats, one is you and the other the computer, or both are players."""
    seat, other = seats[state.player], seats[1 - state.player]
    if game.is_terminal(state):
        # Translators: the end of a game of Pig: the winner's final score {score}, the other's {other_score}
        return said(seat, you=_("You win, {score} to the computer's {other_score}!"),
                    # Translators: as the message above: the same sentence, in another case
                    computer=_("The computer wins, {score} to your {other_score}!"),
                    # Translators: as the message above: the same sentence, in another case
                    player=_("{player} wins, {score} to {other}'s {other_score}!"),
                    other=name(other), score=number(state.me + state.pending), other_score=number(state.you))
    if not state.pending:  # a turn starts with a roll: "after each roll" the player chooses
        # Translators: whose turn it is in Pig, at its start, where the only move is to roll the die
        return said(seat, you=_("Your turn: roll to start it."),
                    # Translators: as the message above: the same sentence, in another case
                    computer=_("The computer's turn: it starts with a roll."),
                    # Translators: as the message above: the same sentence, in another case
                    player=_("{player}'s turn: roll to start it."))
    # Translators: whose turn it is in Pig, and the turn total (the points of this turn, not yet banked)
    return said(seat, you=_("Your turn: turn total {total}. Roll or hold?"),
                # Translators: as the message above: the same sentence, in another case
                computer=_("The computer's turn: turn total {total}; it chooses to roll or hold."),
                # Translators: as the message above: the same sentence, in another case
                player=_("{player}'s turn: turn total {total}. Roll or hold?"), total=number(state.pending))


def event(game, state, move, thrown, after, seats) -> str:
    """A hold, or a throw of the die or the coin (the coin busts on tails) and where it leaves the turn."""
    seat = seats[state.player]
    if move == "hold":
        # Translators: a hold in Pig: the turn total {points} is banked (added to the score)
        return said(seat, you=_("You hold and bank {points}: your score is now {score}."),
                    # Translators: as the message above: the same sentence, in another case
                    computer=_("The computer holds and banks {points}: the computer's score is now {score}."),
                    # Translators: as the message above: the same sentence, in another case
                    player=_("{player} holds and banks {points}: {player}'s score is now {score}."),
                    points=number(state.pending), score=number(state.me + state.pending))
    face = thrown["total"]
    values = {"face": number(face), "lost": number(state.pending), "total": number(after.pending),
              "score": number(state.me + after.pending)}
    if game.faces[face - 1] == 0:
        if game.coin:
            # Translators: Piglet: tails busts, losing the turn total (the points of this turn, not yet banked)
            return said(seat, you=_("You toss tails: bust, the turn total of {lost} is lost."),
                        # Translators: as the message above: the same sentence, in another case
                        computer=_("The computer tosses tails: bust, the turn total of {lost} is lost."),
                        # Translators: as the message above: the same sentence, in another case
                        player=_("{player} tosses tails: bust, the turn total of {lost} is lost."), **values)
        # Translators: Pig: a 1 ({face}) busts, losing the turn total (the points of this turn, not yet banked)
        return said(seat, you=_("You roll {face}: bust, the turn total of {lost} is lost."),
                    # Translators: as the message above: the same sentence, in another case
                    computer=_("The computer rolls {face}: bust, the turn total of {lost} is lost."),
                    # Translators: as the message above: the same sentence, in another case
                    player=_("{player} rolls {face}: bust, the turn total of {lost} is lost."), **values)
    if game.is_terminal(after):
        if game.coin:
            # Translators: Piglet: heads brings the turn total to {total}, and the score {score} wins the game
            return said(seat, you=_("You toss heads: turn total {total}, and {score} wins."),
                        # Translators: as the message above: the same sentence, in another case
                        computer=_("The computer tosses heads: turn total {total}, and {score} wins."),
                        # Translators: as the message above: the same sentence, in another case
                        player=_("{player} tosses heads: turn total {total}, and {score} wins."), **values)
        # Translators: Pig: the face {face} brings the turn total to {total}, and the score {score} wins the game
        return said(seat, you=_("You roll {face}: turn total {total}, and {score} wins."),
                    # Translators: as the message above: the same sentence, in another case
                    computer=_("The computer rolls {face}: turn total {total}, and {score} wins."),
                    # Translators: as the message above: the same sentence, in another case
                    player=_("{player} rolls {face}: turn total {total}, and {score} wins."), **values)
    if game.coin:
        # Translators: Piglet: heads adds 1 to the turn total (the points of this turn, not yet banked)
        return said(seat, you=_("You toss heads: turn total {total}."),
                    # Translators: as the message above: the same sentence, in another case
                    computer=_("The computer tosses heads: turn total {total}."),
                    # Translators: as the message above: the same sentence, in another case
                    player=_("{player} tosses heads: turn total {total}."), **values)
    # Translators: Pig: the face {face} is added to the turn total (the points of this turn, not yet banked)
    return said(seat, you=_("You roll {face}: turn total {total}."),
                # Translators: as the message above: the same sentence, in another case
                computer=_("The computer rolls {face}: turn total {total}."),
                # Translators: as the message above: the same sentence, in another case
                player=_("{player} rolls {face}: turn total {total}."), **values)


def throw_name(game) -> str:
    """One throw, as the review's chart legend names it."""
    # Translators: one throw, as the legend of the chart of a game's values names it ("▲ a toss of the coin")
    return (_("a toss of the coin") if game.coin else
            # Translators: as the message above: the same sentence, in another case
            _("a roll of the dice"))


PAGE = Page(
    name="pig", make=make, rules_of=rules_of, controls=controls, seats=seats, unit=unit, advise=advise,
    move_text=move_text, value=value, board=board, winner=winner, strategies=strategies, policy=policy,
    perfect=optimal, title=title, how_to_play=how_to_play, value_words=value_words, move_words=move_words, where=where,
    message=message, event=event, dice=dice, throw=throw, chance_named=chance_named, figure=figure, turn=turn, why=why, throw_name=throw_name,
    evaluate_policy=evaluate_policy)
"""Pig and Piglet, as the bridge and the page reach them."""
