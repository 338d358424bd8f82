"""Pig and Piglet as the page plays them (`PAGE`, their stb.game.Page): the rules from a request, the board, and
the game's words. Values are the player to move's chance to win; a roll's luck is the roller's
chance after the face minus the chance of rolling before it."""

from functools import lru_cache

from stb.advice import CHANCE_POINTS, JUDGEMENTS, TIE
from stb.controls import checkbox, number_field, select
from stb.fields import BadRequest, flag, whole
from stb.i18n import N_, _, n_, number, p_, percent, spoken
from stb.pig.lab import STRATEGIES, evaluate_policy, optimal
from stb.pig.optimal import advise, solution
from stb.pig.picture import RING, game_words, mark_circle, policy_svg
from stb.pig.rules import GOALS, SIDES, Pig
from stb.strategies import parse_strategy, strategy_title
from stb.game import Page
from stb.words import COMPUTER, PLAYER, YOU, Seat, name, said

_PAGE_DICE = (4, 6, 8, 10, 12)
"""The dice the page's menu offers; a link may name any die of `stb.pig.SIDES`."""
# Translators: the names of the two seats of a game between two people at one screen
_SEATS = (N_("Player 1"),
          # Translators: the names of the two seats of a game between two people at one screen
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
                   [(d, _die(d)) for d in dice], hidden=game.coin),
            # Translators: a checkbox of Pig's rules: play Piglet, Pig with a coin tossed instead of a die thrown
            checkbox("coin", _("Piglet (toss a coin)"), game.coin, resets=("goal",))]  # Piglet plays to 10, Pig to 100


def _die(sides) -> str:
    """A die as players write it: "d6"."""
    # Translators: a die of {sides} sides as players write it (d6: a six-sided die)
    return _("d{sides}").format(sides=number(sides))


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
                # Translators: Piglet's form for a real coin's toss: its name (a short label), the field's label, its
                # button, and its hint; "heads" and "tails" are the words the field reads (kept as they are)
                "label": _("Coin showed"),
                # Translators: Piglet's form for a real coin's toss: its name (a short label), the field's label, its
                # button, and its hint; "heads" and "tails" are the words the field reads (kept as they are)
                "button": _("Toss with this side"),
                # Translators: Piglet's form for a real coin's toss: its name (a short label), the field's label, its
                # button, and its hint; "heads" and "tails" are the words the field reads (kept as they are)
                "hint": _("Playing with a real coin? Enter heads or tails."),
                "inputmode": "text"}
    # Translators: Pig's form for a real die's throw: its name (a short label), the field's label, its button,
    # and its hint
    return {"name": p_("the die thrown", "Die"),
            # Translators: Pig's form for a real die's throw: its name (a short label), the field's label, its button,
            # and its hint
            "label": _("Die showed"),
            # Translators: Pig's form for a real die's throw: its name (a short label), the field's label, its button,
            # and its hint
            "button": _("Roll with this face"),
            # Translators: Pig's form for a real die's throw: its name (a short label), the field's label, its button,
            # and its hint
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

def _seat(seat) -> Seat:
    """A seat as the bridge passes it: a Seat, or until the bridge passes Seats (issue 46), its display name
    ("You", "The computer", "Player 1"). Remove once the bridge passes Seats."""
    return seat if isinstance(seat, Seat) else Seat({"You": YOU, "The computer": COMPUTER}.get(seat, PLAYER), seat)


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


def value_words(game, state) -> tuple[str, str]:
    # Translators: the label of Pig's values, and what they mean; {whose} is a seat's possessive as the page
    # fills it in ("Your", "Player 1's", "Its": a rule of thumb's)
    return (_("{whose} chance to win"),
            # Translators: the label of Pig's values, and what they mean; {whose} is a seat's possessive as the page
            # fills it in ("Your", "Player 1's", "Its": a rule of thumb's)
            _("{whose} chance of reaching the goal first, if both players choose their best, roll or hold, at every "
              "turn from here."))


def move_words(game, state, move) -> str:
    # Translators: Pig's two choices, as their buttons say them: throw the die again, or bank the turn total
    return (p_("Pig: the action", "Roll") if move == "roll" else
            # Translators: Pig's two choices, as their buttons say them: throw the die again, or bank the turn total
            p_("Pig: the action", "Hold"))


def where(game, state) -> str:
    # Translators: a position of Pig, as a list of positions names it: the player to move's score {score}, the
    # other's {other}, and the turn total (the points of this turn, not yet banked)
    return _("At {score} to {other}, turn total {total}").format(
        score=number(state.me), other=number(state.you), total=number(state.pending))


def message(game, state, seats) -> str:
    """Whose turn, or who won; of two seats, one is you and the other the computer, or both are players."""
    seat, other = _seat(seats[state.player]), _seat(seats[1 - state.player])
    if game.is_terminal(state):
        # Translators: the end of a game of Pig: the winner's final score {score}, the other's {other_score}
        return said(seat, you=_("You win, {score} to the computer's {other_score}!"),
                    # Translators: the end of a game of Pig: the winner's final score {score}, the other's
                    # {other_score}
                    computer=_("The computer wins, {score} to your {other_score}!"),
                    # Translators: the end of a game of Pig: the winner's final score {score}, the other's
                    # {other_score}
                    player=_("{player} wins, {score} to {other}'s {other_score}!"),
                    other=name(other), score=number(state.me + state.pending), other_score=number(state.you))
    if not state.pending:  # a turn starts with a roll: "after each roll" the player chooses
        # Translators: whose turn it is in Pig, at its start, where the only move is to roll the die
        return said(seat, you=_("Your turn: roll to start it."),
                    # Translators: whose turn it is in Pig, at its start, where the only move is to roll the die
                    computer=_("The computer's turn: it starts with a roll."),
                    # Translators: whose turn it is in Pig, at its start, where the only move is to roll the die
                    player=_("{player}'s turn: roll to start it."))
    # Translators: whose turn it is in Pig, and the turn total (the points of this turn, not yet banked)
    return said(seat, you=_("Your turn: turn total {total}. Roll or hold?"),
                # Translators: whose turn it is in Pig, and the turn total (the points of this turn, not yet banked)
                computer=_("The computer's turn: turn total {total}; it chooses to roll or hold."),
                # Translators: whose turn it is in Pig, and the turn total (the points of this turn, not yet banked)
                player=_("{player}'s turn: turn total {total}. Roll or hold?"), total=number(state.pending))


def event(game, state, move, thrown, after, seats) -> str:
    """A hold, or a throw of the die or the coin (the coin busts on tails) and where it leaves the turn."""
    seat = _seat(seats[state.player])
    if move == "hold":
        # Translators: a hold in Pig: the turn total {points} is banked (added to the score)
        return said(seat, you=_("You hold and bank {points}: your score is now {score}."),
                    # Translators: a hold in Pig: the turn total {points} is banked (added to the score)
                    computer=_("The computer holds and banks {points}: the computer's score is now {score}."),
                    # Translators: a hold in Pig: the turn total {points} is banked (added to the score)
                    player=_("{player} holds and banks {points}: {player}'s score is now {score}."),
                    points=number(state.pending), score=number(state.me + state.pending))
    face = thrown["total"]
    values = {"face": number(face), "lost": number(state.pending), "total": number(after.pending),
              "score": number(state.me + after.pending)}
    if game.faces[face - 1] == 0:
        if game.coin:
            # Translators: Piglet: tails busts, losing the turn total (the points of this turn, not yet banked)
            return said(seat, you=_("You toss tails: bust, the turn total of {lost} is lost."),
                        # Translators: Piglet: tails busts, losing the turn total (the points of this turn, not yet
                        # banked)
                        computer=_("The computer tosses tails: bust, the turn total of {lost} is lost."),
                        # Translators: Piglet: tails busts, losing the turn total (the points of this turn, not yet
                        # banked)
                        player=_("{player} tosses tails: bust, the turn total of {lost} is lost."), **values)
        # Translators: Pig: a 1 ({face}) busts, losing the turn total (the points of this turn, not yet banked)
        return said(seat, you=_("You roll {face}: bust, the turn total of {lost} is lost."),
                    # Translators: Pig: a 1 ({face}) busts, losing the turn total (the points of this turn, not yet
                    # banked)
                    computer=_("The computer rolls {face}: bust, the turn total of {lost} is lost."),
                    # Translators: Pig: a 1 ({face}) busts, losing the turn total (the points of this turn, not yet
                    # banked)
                    player=_("{player} rolls {face}: bust, the turn total of {lost} is lost."), **values)
    if game.is_terminal(after):
        if game.coin:
            # Translators: Piglet: heads brings the turn total to {total}, and the score {score} wins the game
            return said(seat, you=_("You toss heads: turn total {total}, and {score} wins."),
                        # Translators: Piglet: heads brings the turn total to {total}, and the score {score} wins the
                        # game
                        computer=_("The computer tosses heads: turn total {total}, and {score} wins."),
                        # Translators: Piglet: heads brings the turn total to {total}, and the score {score} wins the
                        # game
                        player=_("{player} tosses heads: turn total {total}, and {score} wins."), **values)
        # Translators: Pig: the face {face} brings the turn total to {total}, and the score {score} wins the game
        return said(seat, you=_("You roll {face}: turn total {total}, and {score} wins."),
                    # Translators: Pig: the face {face} brings the turn total to {total}, and the score {score} wins
                    # the game
                    computer=_("The computer rolls {face}: turn total {total}, and {score} wins."),
                    # Translators: Pig: the face {face} brings the turn total to {total}, and the score {score} wins
                    # the game
                    player=_("{player} rolls {face}: turn total {total}, and {score} wins."), **values)
    if game.coin:
        # Translators: Piglet: heads adds 1 to the turn total (the points of this turn, not yet banked)
        return said(seat, you=_("You toss heads: turn total {total}."),
                    # Translators: Piglet: heads adds 1 to the turn total (the points of this turn, not yet banked)
                    computer=_("The computer tosses heads: turn total {total}."),
                    # Translators: Piglet: heads adds 1 to the turn total (the points of this turn, not yet banked)
                    player=_("{player} tosses heads: turn total {total}."), **values)
    # Translators: Pig: the face {face} is added to the turn total (the points of this turn, not yet banked)
    return said(seat, you=_("You roll {face}: turn total {total}."),
                # Translators: Pig: the face {face} is added to the turn total (the points of this turn, not yet
                # banked)
                computer=_("The computer rolls {face}: turn total {total}."),
                # Translators: Pig: the face {face} is added to the turn total (the points of this turn, not yet
                # banked)
                player=_("{player} rolls {face}: turn total {total}."), **values)


def throw_name(game) -> str:
    """One throw, as the review's chart legend names it."""
    # Translators: one throw, as the legend of the chart of a game's values names it ("▲ a toss of the coin")
    return (_("a toss of the coin") if game.coin else
            # Translators: one throw, as the legend of the chart of a game's values names it ("▲ a toss of the coin")
            _("a roll of the dice"))


def why(game, state, advice, move, seats, facts) -> str:
    """Rolling against holding: the chance of busting and the turn total it would lose, against
    the average gain of a roll, and where each choice asked about (`facts`' keys) leaves the chance to win."""
    gains = [gain for gain in game.faces if gain]
    values = {m.action: CHANCE_POINTS.value_text(m.value) for m in advice.moves}
    asked = tuple(option for option in ("roll", "hold") if option in facts)
    whys = (_COIN_WHYS if game.coin else _DIE_WHYS)[asked]
    return said(_seat(seats[state.player]), **{role: _(message) for role, message in whys.items()},
                chance=percent(100 * game.faces.count(0) / len(game.faces)), lost=number(state.pending),
                average=number(sum(gains) / len(gains), 1), roll=values.get("roll"), hold=values.get("hold"))


# Translators: why one choice of Piglet (toss or hold) is better: the chance that a toss busts, the turn total
# {lost} it would lose, the average {average} it adds otherwise, and the chance to win each choice leaves
_COIN_WHYS = {("roll", "hold"): {"you": N_("Why: a toss busts {chance} of the time, losing the turn total of {lost}, "
                                           "and adds {average} on average otherwise; rolling leaves your chance to "
                                           "win at {roll}, holding at {hold}."),
                                 # Translators: why one choice of Piglet (toss or hold) is better: the chance that a
                                 # toss busts, the turn total {lost} it would lose, the average {average} it adds
                                 # otherwise, and the chance to win each choice leaves
                                 "computer": N_("Why: a toss busts {chance} of the time, losing the turn total of "
                                                "{lost}, and adds {average} on average otherwise; rolling leaves the "
                                                "computer's chance to win at {roll}, holding at {hold}."),
                                 # Translators: why one choice of Piglet (toss or hold) is better: the chance that a
                                 # toss busts, the turn total {lost} it would lose, the average {average} it adds
                                 # otherwise, and the chance to win each choice leaves
                                 "player": N_("Why: a toss busts {chance} of the time, losing the turn total of {lost}, "
                                              "and adds {average} on average otherwise; rolling leaves {player}'s "
                                              "chance to win at {roll}, holding at {hold}.")},
              # Translators: why one choice of Piglet (toss or hold) is better: the chance that a toss busts, the turn
              # total {lost} it would lose, the average {average} it adds otherwise, and the chance to win each choice
              # leaves
              ("roll",): {"you": N_("Why: a toss busts {chance} of the time, losing the turn total of {lost}, and adds "
                                    "{average} on average otherwise; rolling leaves your chance to win at {roll}."),
                          # Translators: why one choice of Piglet (toss or hold) is better: the chance that a toss
                          # busts, the turn total {lost} it would lose, the average {average} it adds otherwise, and
                          # the chance to win each choice leaves
                          "computer": N_("Why: a toss busts {chance} of the time, losing the turn total of {lost}, and "
                                         "adds {average} on average otherwise; rolling leaves the computer's chance to "
                                         "win at {roll}."),
                          # Translators: why one choice of Piglet (toss or hold) is better: the chance that a toss
                          # busts, the turn total {lost} it would lose, the average {average} it adds otherwise, and
                          # the chance to win each choice leaves
                          "player": N_("Why: a toss busts {chance} of the time, losing the turn total of {lost}, and "
                                       "adds {average} on average otherwise; rolling leaves {player}'s chance to win "
                                       "at {roll}.")},
              # Translators: why one choice of Piglet (toss or hold) is better: the chance that a toss busts, the turn
              # total {lost} it would lose, the average {average} it adds otherwise, and the chance to win each choice
              # leaves
              ("hold",): {"you": N_("Why: a toss busts {chance} of the time, losing the turn total of {lost}, and adds "
                                    "{average} on average otherwise; holding leaves your chance to win at {hold}."),
                          # Translators: why one choice of Piglet (toss or hold) is better: the chance that a toss
                          # busts, the turn total {lost} it would lose, the average {average} it adds otherwise, and
                          # the chance to win each choice leaves
                          "computer": N_("Why: a toss busts {chance} of the time, losing the turn total of {lost}, and "
                                         "adds {average} on average otherwise; holding leaves the computer's chance to "
                                         "win at {hold}."),
                          # Translators: why one choice of Piglet (toss or hold) is better: the chance that a toss
                          # busts, the turn total {lost} it would lose, the average {average} it adds otherwise, and
                          # the chance to win each choice leaves
                          "player": N_("Why: a toss busts {chance} of the time, losing the turn total of {lost}, and "
                                       "adds {average} on average otherwise; holding leaves {player}'s chance to win "
                                       "at {hold}.")}}
"""Why one of Piglet's choices beats the other, by the choices asked about and the role of the seat to move."""

# Translators: why one choice of Pig (roll or hold) is better: the chance that a roll busts, the turn total
# {lost} it would lose, the average {average} it adds otherwise, and the chance to win each choice leaves
_DIE_WHYS = {("roll", "hold"): {"you": N_("Why: a roll busts {chance} of the time, losing the turn total of {lost}, "
                                          "and adds {average} on average otherwise; rolling leaves your chance to win "
                                          "at {roll}, holding at {hold}."),
                                # Translators: why one choice of Pig (roll or hold) is better: the chance that a roll
                                # busts, the turn total {lost} it would lose, the average {average} it adds otherwise,
                                # and the chance to win each choice leaves
                                "computer": N_("Why: a roll busts {chance} of the time, losing the turn total of "
                                               "{lost}, and adds {average} on average otherwise; rolling leaves the "
                                               "computer's chance to win at {roll}, holding at {hold}."),
                                # Translators: why one choice of Pig (roll or hold) is better: the chance that a roll
                                # busts, the turn total {lost} it would lose, the average {average} it adds otherwise,
                                # and the chance to win each choice leaves
                                "player": N_("Why: a roll busts {chance} of the time, losing the turn total of {lost}, "
                                             "and adds {average} on average otherwise; rolling leaves {player}'s "
                                             "chance to win at {roll}, holding at {hold}.")},
             # Translators: why one choice of Pig (roll or hold) is better: the chance that a roll busts, the turn
             # total {lost} it would lose, the average {average} it adds otherwise, and the chance to win each choice
             # leaves
             ("roll",): {"you": N_("Why: a roll busts {chance} of the time, losing the turn total of {lost}, and adds "
                                   "{average} on average otherwise; rolling leaves your chance to win at {roll}."),
                         # Translators: why one choice of Pig (roll or hold) is better: the chance that a roll busts,
                         # the turn total {lost} it would lose, the average {average} it adds otherwise, and the
                         # chance to win each choice leaves
                         "computer": N_("Why: a roll busts {chance} of the time, losing the turn total of {lost}, and "
                                        "adds {average} on average otherwise; rolling leaves the computer's chance to "
                                        "win at {roll}."),
                         # Translators: why one choice of Pig (roll or hold) is better: the chance that a roll busts,
                         # the turn total {lost} it would lose, the average {average} it adds otherwise, and the
                         # chance to win each choice leaves
                         "player": N_("Why: a roll busts {chance} of the time, losing the turn total of {lost}, and "
                                      "adds {average} on average otherwise; rolling leaves {player}'s chance to win "
                                      "at {roll}.")},
             # Translators: why one choice of Pig (roll or hold) is better: the chance that a roll busts, the turn
             # total {lost} it would lose, the average {average} it adds otherwise, and the chance to win each choice
             # leaves
             ("hold",): {"you": N_("Why: a roll busts {chance} of the time, losing the turn total of {lost}, and adds "
                                   "{average} on average otherwise; holding leaves your chance to win at {hold}."),
                         # Translators: why one choice of Pig (roll or hold) is better: the chance that a roll busts,
                         # the turn total {lost} it would lose, the average {average} it adds otherwise, and the
                         # chance to win each choice leaves
                         "computer": N_("Why: a roll busts {chance} of the time, losing the turn total of {lost}, and "
                                        "adds {average} on average otherwise; holding leaves the computer's chance to "
                                        "win at {hold}."),
                         # Translators: why one choice of Pig (roll or hold) is better: the chance that a roll busts,
                         # the turn total {lost} it would lose, the average {average} it adds otherwise, and the
                         # chance to win each choice leaves
                         "player": N_("Why: a roll busts {chance} of the time, losing the turn total of {lost}, and "
                                      "adds {average} on average otherwise; holding leaves {player}'s chance to win "
                                      "at {hold}.")}}
"""Why one of Pig's choices beats the other, by the choices asked about and the role of the seat to move."""


def turn(game, records, first, count, seats, viewer) -> dict:
    """A turn, from a turn total of 0 to a hold, a bust or the win: its rolls and how it ended
    (its text), and what its decisions cost together, the costliest named (its verdict); each
    costly record comes with its position's best value (`best_value`)."""
    record = records[-1]
    costly = [r for r in records if r["cost"] >= TIE]
    judged = JUDGEMENTS[max((JUDGEMENTS.index(r["judgement"]) for r in costly), default=0)]
    # Translators: the verdict on a turn of Pig whose every decision was the best
    verdict = _("Best all turn.")
    if costly:
        own = record["player"] == viewer or _seat(seats[viewer]).role != YOU
        seen = (lambda value: value) if own else CHANCE_POINTS.other_side
        shown = CHANCE_POINTS.skill_text([CHANCE_POINTS.shown_cost(r["cost"], r["best_value"], seen) for r in costly],
                                         "" if own else "you")  # as each verdict said it
        worst = max(costly, key=lambda r: r["cost"])
        best = "hold" if worst["move"] == "roll" else "roll"  # of two choices, the costly one's other
        verdict = _(_VERDICTS[judged, best]).format(
            cost=shown, total=number(game.parse_state(worst["position"]).pending))
    return {"first": first, "last": first + len(records) - 1, "text": _turn_text(game, records, count, seats),
            "verdict": verdict, "player": record["player"], "judgement": judged}


# Translators: the verdict on a turn of Pig: the worst decision's judgement, what the turn's decisions cost
# together ({cost}: "4.8 % less chance to win"), and the choice that was best at the turn total {total} of the
# costliest one (a turn total: the points of this turn, not yet banked)
_VERDICTS = {("inaccuracy", "roll"): N_("Inaccuracy: {cost}; at a turn total of {total}, roll was best."),
             # Translators: the verdict on a turn of Pig: the worst decision's judgement, what the turn's decisions
             # cost together ({cost}: "4.8 % less chance to win"), and the choice that was best at the turn total
             # {total} of the costliest one (a turn total: the points of this turn, not yet banked)
             ("inaccuracy", "hold"): N_("Inaccuracy: {cost}; at a turn total of {total}, hold was best."),
             # Translators: the verdict on a turn of Pig: the worst decision's judgement, what the turn's decisions
             # cost together ({cost}: "4.8 % less chance to win"), and the choice that was best at the turn total
             # {total} of the costliest one (a turn total: the points of this turn, not yet banked)
             ("mistake", "roll"): N_("Mistake: {cost}; at a turn total of {total}, roll was best."),
             # Translators: the verdict on a turn of Pig: the worst decision's judgement, what the turn's decisions
             # cost together ({cost}: "4.8 % less chance to win"), and the choice that was best at the turn total
             # {total} of the costliest one (a turn total: the points of this turn, not yet banked)
             ("mistake", "hold"): N_("Mistake: {cost}; at a turn total of {total}, hold was best."),
             # Translators: the verdict on a turn of Pig: the worst decision's judgement, what the turn's decisions
             # cost together ({cost}: "4.8 % less chance to win"), and the choice that was best at the turn total
             # {total} of the costliest one (a turn total: the points of this turn, not yet banked)
             ("blunder", "roll"): N_("Blunder: {cost}; at a turn total of {total}, roll was best."),
             # Translators: the verdict on a turn of Pig: the worst decision's judgement, what the turn's decisions
             # cost together ({cost}: "4.8 % less chance to win"), and the choice that was best at the turn total
             # {total} of the costliest one (a turn total: the points of this turn, not yet banked)
             ("blunder", "hold"): N_("Blunder: {cost}; at a turn total of {total}, hold was best.")}
"""A costly turn's verdict, by its worst judgement and the best choice at its costliest decision."""


def _turn_text(game, records, count, seats) -> str:
    """What a turn threw and how it ended, by its player: the die's faces ("rolled 3, 5") or the coin's
    sides ("tossed heads twice, then tails"), or nothing; then a hold (the score before and after), a bust,
    the win, or not yet (the turn goes on)."""
    record = records[-1]
    before, after = game.parse_state(record["position"]), game.parse_state(record["state"])
    totals = [r["total"] for r in records if r["move"] == "roll"]
    ending = ("held" if record["move"] == "hold" else "won" if game.is_terminal(after)
              else "busted" if after.pending == 0 else "goes on")
    if game.coin:
        threw = {(True, False): "heads", (False, True): "tails", (True, True): "heads, then tails",
                 (False, False): "nothing"}[2 in totals, 1 in totals]
    else:
        threw = "rolled" if totals else "nothing"
    messages = (_COIN_TURNS if game.coin else _DIE_TURNS)[threw, ending]
    return said(_seat(seats[record["player"]]), **{role: _(message) for role, message in messages.items()},
                turn=number(count), rolls=", ".join(map(number, totals)), heads=_heads(totals.count(2)),
                points=number(before.pending), score=number(before.me + before.pending),
                won=number(after.me + after.pending), total=number(after.pending))


def _heads(count) -> str:
    """How often heads came up: "heads" (once), "heads twice", "heads 3 times"."""
    # Translators: how often a coin showed heads in a turn of Piglet, inside "Turn 3: You tossed {heads} and ..."
    return (_("heads") if count == 1 else
            # Translators: how often a coin showed heads in a turn of Piglet, inside "Turn 3: You tossed {heads} and
            # ..."
            _("heads twice") if count == 2 else
            # Translators: how often a coin showed heads in a turn of Piglet, {count} 3 or more
            n_("heads {count} time", "heads {count} times", count).format(count=number(count)))


# Translators: a turn of Piglet, as the review tells it: its number {turn}, the coin's sides tossed ({heads}: "heads
# twice"), and how it ended: held, banking the turn total {points} for a score of {score}; or won with {won}; or
# still going on at a turn total of {total} (a turn total: the points of this turn, not yet banked)
_COIN_TURNS = {("heads", "held"): {"you": N_("Turn {turn}: You tossed {heads} and held, banking {points} for a score of "
                                              "{score}."),
                                    # Translators: a turn of Piglet, as the review tells it: its number {turn}, the
                                    # coin's sides tossed ({heads}: "heads twice"), and how it ended: held, banking
                                    # the turn total {points} for a score of {score}; or won with {won}; or still
                                    # going on at a turn total of {total} (a turn total: the points of this turn, not
                                    # yet banked)
                                    "computer": N_("Turn {turn}: The computer tossed {heads} and held, banking {points} "
                                                   "for a score of {score}."),
                                    # Translators: a turn of Piglet, as the review tells it: its number {turn}, the
                                    # coin's sides tossed ({heads}: "heads twice"), and how it ended: held, banking
                                    # the turn total {points} for a score of {score}; or won with {won}; or still
                                    # going on at a turn total of {total} (a turn total: the points of this turn, not
                                    # yet banked)
                                    "player": N_("Turn {turn}: {player} tossed {heads} and held, banking {points} for a "
                                                 "score of {score}.")},
               # Translators: a turn of Piglet, as the review tells it: its number {turn}, the coin's sides tossed
               # ({heads}: "heads twice"), and how it ended: held, banking the turn total {points} for a score of
               # {score}; or won with {won}; or still going on at a turn total of {total} (a turn total: the points of
               # this turn, not yet banked)
               ("heads", "won"): {"you": N_("Turn {turn}: You tossed {heads} and won with {won}."),
                                  # Translators: a turn of Piglet, as the review tells it: its number {turn}, the
                                  # coin's sides tossed ({heads}: "heads twice"), and how it ended: held, banking the
                                  # turn total {points} for a score of {score}; or won with {won}; or still going on
                                  # at a turn total of {total} (a turn total: the points of this turn, not yet banked)
                                  "computer": N_("Turn {turn}: The computer tossed {heads} and won with {won}."),
                                  # Translators: a turn of Piglet, as the review tells it: its number {turn}, the
                                  # coin's sides tossed ({heads}: "heads twice"), and how it ended: held, banking the
                                  # turn total {points} for a score of {score}; or won with {won}; or still going on
                                  # at a turn total of {total} (a turn total: the points of this turn, not yet banked)
                                  "player": N_("Turn {turn}: {player} tossed {heads} and won with {won}.")},
               # Translators: a turn of Piglet, as the review tells it: its number {turn}, the coin's sides tossed
               # ({heads}: "heads twice"), and how it ended: held, banking the turn total {points} for a score of
               # {score}; or won with {won}; or still going on at a turn total of {total} (a turn total: the points of
               # this turn, not yet banked)
               ("heads", "goes on"): {"you": N_("Turn {turn}: You tossed {heads} and the turn goes on at a turn total "
                                                "of {total}."),
                                      # Translators: a turn of Piglet, as the review tells it: its number {turn}, the
                                      # coin's sides tossed ({heads}: "heads twice"), and how it ended: held, banking
                                      # the turn total {points} for a score of {score}; or won with {won}; or still
                                      # going on at a turn total of {total} (a turn total: the points of this turn,
                                      # not yet banked)
                                      "computer": N_("Turn {turn}: The computer tossed {heads} and the turn goes on at "
                                                     "a turn total of {total}."),
                                      # Translators: a turn of Piglet, as the review tells it: its number {turn}, the
                                      # coin's sides tossed ({heads}: "heads twice"), and how it ended: held, banking
                                      # the turn total {points} for a score of {score}; or won with {won}; or still
                                      # going on at a turn total of {total} (a turn total: the points of this turn,
                                      # not yet banked)
                                      "player": N_("Turn {turn}: {player} tossed {heads} and the turn goes on at a turn "
                                                   "total of {total}.")},
               # Translators: a turn of Piglet, as the review tells it: its number {turn}, the coin's sides tossed
               # ({heads}: "heads twice"), and how it ended: held, banking the turn total {points} for a score of
               # {score}; or won with {won}; or still going on at a turn total of {total} (a turn total: the points of
               # this turn, not yet banked)
               ("heads, then tails", "busted"): {"you": N_("Turn {turn}: You tossed {heads}, then tails, and busted."),
                                           # Translators: a turn of Piglet, as the review tells it: its number {turn},
                                           # the coin's sides tossed ({heads}: "heads twice"), and how it ended: held,
                                           # banking the turn total {points} for a score of {score}; or won with
                                           # {won}; or still going on at a turn total of {total} (a turn total: the
                                           # points of this turn, not yet banked)
                                           "computer": N_("Turn {turn}: The computer tossed {heads}, then tails, and "
                                                          "busted."),
                                           # Translators: a turn of Piglet, as the review tells it: its number {turn},
                                           # the coin's sides tossed ({heads}: "heads twice"), and how it ended: held,
                                           # banking the turn total {points} for a score of {score}; or won with
                                           # {won}; or still going on at a turn total of {total} (a turn total: the
                                           # points of this turn, not yet banked)
                                           "player": N_("Turn {turn}: {player} tossed {heads}, then tails, and busted.")},
               # Translators: a turn of Piglet, as the review tells it: its number {turn}, the coin's sides tossed
               # ({heads}: "heads twice"), and how it ended: held, banking the turn total {points} for a score of
               # {score}; or won with {won}; or still going on at a turn total of {total} (a turn total: the points of
               # this turn, not yet banked)
               ("tails", "busted"): {"you": N_("Turn {turn}: You tossed tails and busted."),
                                     # Translators: a turn of Piglet, as the review tells it: its number {turn}, the
                                     # coin's sides tossed ({heads}: "heads twice"), and how it ended: held, banking
                                     # the turn total {points} for a score of {score}; or won with {won}; or still
                                     # going on at a turn total of {total} (a turn total: the points of this turn, not
                                     # yet banked)
                                     "computer": N_("Turn {turn}: The computer tossed tails and busted."),
                                     # Translators: a turn of Piglet, as the review tells it: its number {turn}, the
                                     # coin's sides tossed ({heads}: "heads twice"), and how it ended: held, banking
                                     # the turn total {points} for a score of {score}; or won with {won}; or still
                                     # going on at a turn total of {total} (a turn total: the points of this turn, not
                                     # yet banked)
                                     "player": N_("Turn {turn}: {player} tossed tails and busted.")},
               # Translators: a turn of Piglet, as the review tells it: its number {turn}, the coin's sides tossed
               # ({heads}: "heads twice"), and how it ended: held, banking the turn total {points} for a score of
               # {score}; or won with {won}; or still going on at a turn total of {total} (a turn total: the points of
               # this turn, not yet banked)
               ("nothing", "held"): {"you": N_("Turn {turn}: You tossed nothing and held, banking {points} for a score "
                                               "of {score}."),
                                     # Translators: a turn of Piglet, as the review tells it: its number {turn}, the
                                     # coin's sides tossed ({heads}: "heads twice"), and how it ended: held, banking
                                     # the turn total {points} for a score of {score}; or won with {won}; or still
                                     # going on at a turn total of {total} (a turn total: the points of this turn, not
                                     # yet banked)
                                     "computer": N_("Turn {turn}: The computer tossed nothing and held, banking {points} "
                                                    "for a score of {score}."),
                                     # Translators: a turn of Piglet, as the review tells it: its number {turn}, the
                                     # coin's sides tossed ({heads}: "heads twice"), and how it ended: held, banking
                                     # the turn total {points} for a score of {score}; or won with {won}; or still
                                     # going on at a turn total of {total} (a turn total: the points of this turn, not
                                     # yet banked)
                                     "player": N_("Turn {turn}: {player} tossed nothing and held, banking {points} for a "
                                                  "score of {score}.")}}
"""A turn of Piglet in words, by what it tossed and how it ended, and the role of its player."""

# Translators: a turn of Pig, as the review tells it: its number {turn}, the die's faces rolled ({rolls}: "3, 5"),
# and how it ended: held, banking the turn total {points} for a score of {score}; or won with {won}; or busted
# (a 1 lost the turn total); or still going on at a turn total of {total} (a turn total: the points of this turn,
# not yet banked)
_DIE_TURNS = {("rolled", "held"): {"you": N_("Turn {turn}: You rolled {rolls} and held, banking {points} for a score of "
                                             "{score}."),
                                   # Translators: a turn of Pig, as the review tells it: its number {turn}, the die's
                                   # faces rolled ({rolls}: "3, 5"), and how it ended: held, banking the turn total
                                   # {points} for a score of {score}; or won with {won}; or busted (a 1 lost the turn
                                   # total); or still going on at a turn total of {total} (a turn total: the points of
                                   # this turn, not yet banked)
                                   "computer": N_("Turn {turn}: The computer rolled {rolls} and held, banking {points} "
                                                  "for a score of {score}."),
                                   # Translators: a turn of Pig, as the review tells it: its number {turn}, the die's
                                   # faces rolled ({rolls}: "3, 5"), and how it ended: held, banking the turn total
                                   # {points} for a score of {score}; or won with {won}; or busted (a 1 lost the turn
                                   # total); or still going on at a turn total of {total} (a turn total: the points of
                                   # this turn, not yet banked)
                                   "player": N_("Turn {turn}: {player} rolled {rolls} and held, banking {points} for a "
                                                "score of {score}.")},
              # Translators: a turn of Pig, as the review tells it: its number {turn}, the die's faces rolled
              # ({rolls}: "3, 5"), and how it ended: held, banking the turn total {points} for a score of {score}; or
              # won with {won}; or busted (a 1 lost the turn total); or still going on at a turn total of {total} (a
              # turn total: the points of this turn, not yet banked)
              ("rolled", "won"): {"you": N_("Turn {turn}: You rolled {rolls} and won with {won}."),
                                  # Translators: a turn of Pig, as the review tells it: its number {turn}, the die's
                                  # faces rolled ({rolls}: "3, 5"), and how it ended: held, banking the turn total
                                  # {points} for a score of {score}; or won with {won}; or busted (a 1 lost the turn
                                  # total); or still going on at a turn total of {total} (a turn total: the points of
                                  # this turn, not yet banked)
                                  "computer": N_("Turn {turn}: The computer rolled {rolls} and won with {won}."),
                                  # Translators: a turn of Pig, as the review tells it: its number {turn}, the die's
                                  # faces rolled ({rolls}: "3, 5"), and how it ended: held, banking the turn total
                                  # {points} for a score of {score}; or won with {won}; or busted (a 1 lost the turn
                                  # total); or still going on at a turn total of {total} (a turn total: the points of
                                  # this turn, not yet banked)
                                  "player": N_("Turn {turn}: {player} rolled {rolls} and won with {won}.")},
              # Translators: a turn of Pig, as the review tells it: its number {turn}, the die's faces rolled
              # ({rolls}: "3, 5"), and how it ended: held, banking the turn total {points} for a score of {score}; or
              # won with {won}; or busted (a 1 lost the turn total); or still going on at a turn total of {total} (a
              # turn total: the points of this turn, not yet banked)
              ("rolled", "busted"): {"you": N_("Turn {turn}: You rolled {rolls} and busted."),
                                     # Translators: a turn of Pig, as the review tells it: its number {turn}, the
                                     # die's faces rolled ({rolls}: "3, 5"), and how it ended: held, banking the turn
                                     # total {points} for a score of {score}; or won with {won}; or busted (a 1 lost
                                     # the turn total); or still going on at a turn total of {total} (a turn total:
                                     # the points of this turn, not yet banked)
                                     "computer": N_("Turn {turn}: The computer rolled {rolls} and busted."),
                                     # Translators: a turn of Pig, as the review tells it: its number {turn}, the
                                     # die's faces rolled ({rolls}: "3, 5"), and how it ended: held, banking the turn
                                     # total {points} for a score of {score}; or won with {won}; or busted (a 1 lost
                                     # the turn total); or still going on at a turn total of {total} (a turn total:
                                     # the points of this turn, not yet banked)
                                     "player": N_("Turn {turn}: {player} rolled {rolls} and busted.")},
              # Translators: a turn of Pig, as the review tells it: its number {turn}, the die's faces rolled
              # ({rolls}: "3, 5"), and how it ended: held, banking the turn total {points} for a score of {score}; or
              # won with {won}; or busted (a 1 lost the turn total); or still going on at a turn total of {total} (a
              # turn total: the points of this turn, not yet banked)
              ("rolled", "goes on"): {"you": N_("Turn {turn}: You rolled {rolls} and the turn goes on at a turn total "
                                                "of {total}."),
                                      # Translators: a turn of Pig, as the review tells it: its number {turn}, the
                                      # die's faces rolled ({rolls}: "3, 5"), and how it ended: held, banking the turn
                                      # total {points} for a score of {score}; or won with {won}; or busted (a 1 lost
                                      # the turn total); or still going on at a turn total of {total} (a turn total:
                                      # the points of this turn, not yet banked)
                                      "computer": N_("Turn {turn}: The computer rolled {rolls} and the turn goes on at "
                                                     "a turn total of {total}."),
                                      # Translators: a turn of Pig, as the review tells it: its number {turn}, the
                                      # die's faces rolled ({rolls}: "3, 5"), and how it ended: held, banking the turn
                                      # total {points} for a score of {score}; or won with {won}; or busted (a 1 lost
                                      # the turn total); or still going on at a turn total of {total} (a turn total:
                                      # the points of this turn, not yet banked)
                                      "player": N_("Turn {turn}: {player} rolled {rolls} and the turn goes on at a turn "
                                                   "total of {total}.")},
              # Translators: a turn of Pig, as the review tells it: its number {turn}, the die's faces rolled
              # ({rolls}: "3, 5"), and how it ended: held, banking the turn total {points} for a score of {score}; or
              # won with {won}; or busted (a 1 lost the turn total); or still going on at a turn total of {total} (a
              # turn total: the points of this turn, not yet banked)
              ("nothing", "held"): {"you": N_("Turn {turn}: You rolled nothing and held, banking {points} for a score "
                                              "of {score}."),
                                    # Translators: a turn of Pig, as the review tells it: its number {turn}, the die's
                                    # faces rolled ({rolls}: "3, 5"), and how it ended: held, banking the turn total
                                    # {points} for a score of {score}; or won with {won}; or busted (a 1 lost the turn
                                    # total); or still going on at a turn total of {total} (a turn total: the points
                                    # of this turn, not yet banked)
                                    "computer": N_("Turn {turn}: The computer rolled nothing and held, banking {points} "
                                                   "for a score of {score}."),
                                    # Translators: a turn of Pig, as the review tells it: its number {turn}, the die's
                                    # faces rolled ({rolls}: "3, 5"), and how it ended: held, banking the turn total
                                    # {points} for a score of {score}; or won with {won}; or busted (a 1 lost the turn
                                    # total); or still going on at a turn total of {total} (a turn total: the points
                                    # of this turn, not yet banked)
                                    "player": N_("Turn {turn}: {player} rolled nothing and held, banking {points} for a "
                                                 "score of {score}.")}}
"""A turn of Pig in words, by what it rolled and how it ended, and the role of its player."""


PAGE = Page(
    name="pig", make=make, rules_of=rules_of, controls=controls, seats=seats, unit=unit, advise=advise,
    move_text=move_text, value=value, board=board, winner=winner, strategies=strategies, policy=policy,
    perfect=optimal, title=title, how_to_play=how_to_play, value_words=value_words, move_words=move_words, where=where,
    message=message, event=event, dice=dice, throw=throw, chance_named=chance_named, figure=figure, turn=turn, why=why, throw_name=throw_name,
    evaluate_policy=evaluate_policy)
"""Pig and Piglet, as the bridge and the page reach them."""
