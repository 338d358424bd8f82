"""What the page says of Shut the Box played by one player or two: How to play, the values, the
position, whose turn and what to do, how the game ended, and each move (the box's own words are
stb.shutbox.words'). Every sentence about a seat has one message per role (stb.words.said)."""

from functools import reduce

from stb.i18n import N_, NP_, _, n_, number, p_
from stb.shutbox.rules import score, standing
from stb.shutbox.words import box_how_to, box_where, move_words, tile_names
from stb.words import COMPUTER, YOU, Seat, listed, lowered, name, said

VALUE_LABELS = {
    # Translators: the label of Shut the Box's values; {whose} is "Your" (or, in the lab, "Its": a rule of thumb's)
    "score": N_("{whose} expected final score"),
    # Translators: the label of Shut the Box's values; {whose} is "Your" (or, in the lab, "Its": a rule of thumb's)
    "shut": N_("{whose} chance to shut the box"),
    # Translators: the label of a game's values; {whose} is "Your", "The computer's", "Player 1's" or (the lab) "Its"
    "first": N_("{whose} chance to win"),
}
"""The values' label by the game's objective: in the game of two, either player's chance to win."""
LABELS_INSIDE = {
    # Translators: the label above inside a sentence ("{whose}": "your"), as your language writes it there (in
    # lowercase, if it does)
    "score": NP_("a value label inside a sentence", "{whose} expected final score"),
    # Translators: the label above inside a sentence ("{whose}": "your"), as your language writes it there (in
    # lowercase, if it does)
    "shut": NP_("a value label inside a sentence", "{whose} chance to shut the box"),
    # Translators: the label above inside a sentence ("{whose}": "your", "the computer's"), as your language writes it
    # there (in lowercase, if it does)
    "first": NP_("a value label inside a sentence", "{whose} chance to win"),
}
"""The values' label inside a sentence, by the game's objective."""
VALUE_MEANINGS = {
    # Translators: what the values of the one-player game played for the least score mean
    "score": N_("The average of the points left standing at the end if you play your best from here: 0 when the box "
                "is shut, and lower is better."),
    # Translators: what the values of the one-player game played to shut the box mean ("shut": every tile down)
    "shut": N_("Your chance of shutting every tile if you play for it from here."),
    # Translators: what the values of the two-player game mean; {whose} is "Your", "The computer's" or "Player 1's"
    "first": N_("{whose} chance to win if both players play their best from here (a tie counts as half a win)."),
}
AIMS_DISAGREE = {
    # Translators: one player's two aims after a roll; {best}: the move for the aim played ("shut 1 and 7"),
    # {others}: the move or moves for the other aim ("shut 8", "shut 8 or shut 2 and 6")
    "score": N_("The aims disagree: for the least expected score {best}; for the best chance to shut the box {others}."),
    # Translators: as the sentence above, the aims the other way round
    "shut": N_("The aims disagree: for the best chance to shut the box {best}; for the least expected score {others}."),
}
"""The sentence where no move is best for both of one player's aims, by the aim played."""


def either(choices) -> str:
    """'shut 8', 'shut 8 or shut 2 and 6': one choice or another."""
    # Translators: two moves either of which is best, {choices} the first (or the first ones), {choice} the last
    return reduce(lambda earlier, later: _("{choices} or {choice}").format(choices=earlier, choice=later), choices)


def how_to_play(game) -> list[str]:
    rules = [box_how_to(game.rules)]
    if game.objective == "first":
        # Translators: the game of two ("shutting the box": shutting every tile); Player 1 and Player 2 are the
        # seats' names ("Player 1", "Player 2")
        rules.append(_("Player 1 plays a turn and keeps its score; Player 2 then plays to get below it. "
                       "Shutting the box wins at once, and equal scores are a tie."))
        advice = _("The advice gives each move's chance to win if both players play their best from then on (a tie "
                   "counts half); a move's cost is what it gives away against the best move.")
    elif game.objective == "shut":
        advice = _("The advice gives each move's chance of shutting every tile, playing for that; a move's cost is "
                   "what it gives away against the best move.")
    else:
        advice = _("The advice gives each move's expected final score: the average score left at the end with your "
                   "best play; a move's cost is what it gives away against the best move.")
    # Translators: "one die or two": the dice one may choose to roll
    dice = _("Before a roll, where the rules let you choose one die or two, that choice is valued too.")
    return rules + [f"{advice} {dice}"]


def value_words(game, state) -> tuple[str, str, str]:
    return _(VALUE_LABELS[game.objective]), _(VALUE_MEANINGS[game.objective]), p_(*LABELS_INSIDE[game.objective])


def where(game, state) -> str:
    return box_where(game, state.board, state.roll, state.first_score if state.player == 1 else None)


def aims_disagree(game, state, advice, other, there) -> dict:
    """One player's two aims after a roll: a sentence when no move is best for both (`there`: the
    advice for the `other` aim)."""
    best_here = {m.action for m in advice.moves if m.cost == 0}
    best_there = [m.action for m in there.moves if m.cost == 0]
    if best_here & set(best_there):
        return {}
    others = either([lowered(move_words(game, state, move)) for move in best_there])
    return {"disagree": _(AIMS_DISAGREE[game.objective]).format(
        best=lowered(move_words(game, state, advice.best.action)), others=others)}


def message(game, state, seats) -> str:
    """Whose turn and what to do (the computer's turn as you watch it: what it does), or how the game ended."""
    if game.is_terminal(state):
        return ending(game, state, seats)
    seat = seats[state.player]
    if state.roll is None:
        # Translators: whose turn and what to do; {player}: a player's name ("Player 1")
        now = said(seat, you=_("You: roll the dice, or enter your roll."),
                   # Translators: the computer's turn, as you watch it, before its roll
                   computer=_("The computer's turn: it rolls the dice."),
                   # Translators: a player's turn before the roll; {player}: the player's name ("Player 1")
                   player=_("{player}: roll the dice, or enter your roll."))
    else:
        # Translators: whose turn and what to do after the roll ({roll}, its total), as the roll's event says it;
        # "shut": turn tiles down; {player}: a player's name ("Player 1")
        now = said(seat, you=_("You roll {roll}: shut tiles adding up to {roll}."),
                   # Translators: the computer's turn, as you watch it, after its roll ({roll}, the total)
                   computer=_("The computer rolls {roll}: it shuts tiles adding up to {roll}."),
                   # Translators: a player's turn after the roll ({roll}, the total); {player}: the player's name
                   player=_("{player} rolls {roll}: shut tiles adding up to {roll}."), roll=number(state.roll))
    if state.player == 0:
        return now
    # Translators: player two's target, player one's final score ({score}); {player}: a player's name ("Player 2")
    target = said(seat, you=_("To win, you must get below {score}."),
                  # Translators: the computer's target as player two: player one's final score ({score})
                  computer=_("To win, the computer must get below {score}."),
                  # Translators: a player's target as player two: player one's final score ({score}); {player}: the name
                  player=_("To win, {player} must get below {score}."), score=number(state.first_score))
    return f"{now} {target}"


def ending(game, state, seats) -> str:
    """Who won and by how much, each seat as its role says it."""
    final = score(game.rules, state.board)
    # Translators: the roll that ended the turn: no open tiles add up to {roll}
    stuck = [_("No tiles add up to {roll}.").format(roll=number(state.roll))] if state.roll is not None and state.board else []
    if game.objective != "first":
        # Translators: the end of a one-player game; {score}: its final score
        end = _("You shut the box: a score of 0!") if state.board == 0 else _("You finish on {score}.").format(score=number(final))
        return " ".join([*stuck, end])
    one, two = seats
    if state.player == 0 or state.board == 0:
        # Translators: the end of the game of two: a player shut every tile; {player}: a player's name ("Player 1")
        return said(one if state.player == 0 else two, you=_("You shut the box and win!"),
                    # Translators: the end of the game of two: the computer shut every tile
                    computer=_("The computer shuts the box and wins!"),
                    # Translators: the end of the game of two: a player ({player}, the name) shut every tile
                    player=_("{player} shuts the box and wins!"))
    first, margin = game.utility(state), abs(final - state.first_score)
    values = {"margin": number(margin), "final": number(final), "first": number(state.first_score),
              "one": name(one), "two": name(two)}
    if first == 1:
        # Translators: the end of the game of two: player one won by {margin} points; {final}: player two's score,
        # {first}: player one's; {one}, {two}: the players' names ("Player 1")
        end = by_first_seat(one, you=n_("You win by {margin}\u00a0point: the computer ends on {final}, you on {first}.",
                                        "You win by {margin}\u00a0points: the computer ends on {final}, you on {first}.",
                                        margin),
                            # Translators: the end of the game of two, the computer first and the winner by {margin} points; {final}:
                            # your score, {first}: the computer's
                            computer=n_("The computer wins by {margin}\u00a0point: you end on {final}, the computer on {first}.",
                                        "The computer wins by {margin}\u00a0points: you end on {final}, the computer on {first}.",
                                        margin),
                            # Translators: the end of the game of two between two named players, player one ({one}) the winner by
                            # {margin} points; {final}: player two's ({two}) score, {first}: player one's
                            players=n_("{one} wins by {margin}\u00a0point: {two} ends on {final}, {one} on {first}.",
                                       "{one} wins by {margin}\u00a0points: {two} ends on {final}, {one} on {first}.",
                                       margin))
    elif first == 0:
        stuck = []
        # Translators: the end of the game of two: player two won by {margin} points; {final}: player two's score,
        # {first}: player one's; {one}, {two}: the players' names ("Player 1")
        end = by_first_seat(one, you=n_("The computer wins by {margin}\u00a0point: the computer ends on {final}, you on {first}.",
                                        "The computer wins by {margin}\u00a0points: the computer ends on {final}, you on {first}.",
                                        margin),
                            # Translators: the end of the game of two, the computer first, you second and the winner by {margin}
                            # points; {final}: your score, {first}: the computer's
                            computer=n_("You win by {margin}\u00a0point: you end on {final}, the computer on {first}.",
                                        "You win by {margin}\u00a0points: you end on {final}, the computer on {first}.",
                                        margin),
                            # Translators: the end of the game of two between two named players, player two ({two}) the winner by
                            # {margin} points; {final}: player two's score, {first}: player one's ({one})
                            players=n_("{two} wins by {margin}\u00a0point: {two} ends on {final}, {one} on {first}.",
                                       "{two} wins by {margin}\u00a0points: {two} ends on {final}, {one} on {first}.",
                                       margin))
    else:
        # Translators: the end of the game of two, a tie: player two ended on {final}, as player one did
        end = by_first_seat(one, you=_("A tie: the computer ends on {final}, as you did."),
                            # Translators: the end of the game of two, a tie: the computer first ({final}: both scores)
                            computer=_("A tie: you end on {final}, as the computer did."),
                            # Translators: the end of the game of two, a tie between two named players, {one} first and {two} second
                            # ({final}: both scores)
                            players=_("A tie: {two} ends on {final}, as {one} did."))
    return " ".join([*stuck, end.format(**values)])


def by_first_seat(one: Seat, *, you: str, computer: str, players: str) -> str:
    """Of three messages about both seats of the game of two, the one for who sits first (`one`): you
    (the computer second), the computer (you second), or a player the game names (another second)."""
    return {YOU: you, COMPUTER: computer}.get(one.role, players)


def event(game, state, move, thrown, after, seats) -> str:
    """The move just played, and its roll, in words."""
    seat = seats[state.player]
    if state.roll is not None:
        # Translators: a move just played: the tiles shut ({tiles}: "1 and 7") and the score the box now makes;
        # {player}: a player's name ("Player 1")
        return said(seat, you=_("You shut {tiles}: score {score}."), computer=_("The computer shuts {tiles}: score {score}."),
                    player=_("{player} shuts {tiles}: score {score}."),
                    tiles=listed(tile_names(game.rules, standing(game.rules, move))), score=number(score(game.rules, after.board)))
    total = number(thrown["total"])
    if after.player == state.player and not game.is_terminal(after):
        # Translators: a roll just thrown, {total} its total; {player}: a player's name ("Player 1")
        return said(seat, you=_("You roll {total}."), computer=_("The computer rolls {total}."),
                    player=_("{player} rolls {total}."), total=total)
    # Translators: a roll that ends the turn: no open tiles add up to its total ({total}); {player}: a player's name
    rolled = said(seat, you=_("You roll {total}: no tiles add up to it."),
                  computer=_("The computer rolls {total}: no tiles add up to it."),
                  player=_("{player} rolls {total}: no tiles add up to it."), total=total)
    points = number(score(game.rules, state.board))
    if after.player == state.player:
        # Translators: the score of the turn that just ended, the game's end
        final = _("Final score {score}.").format(score=points)
        return f"{rolled} {final}"
    one, two = seats
    # Translators: player one's turn is over with {score}, which player two must get below; {one}, {two}: the players' names
    then = by_first_seat(one, you=_("You score {score}; the computer must get below it."),
                         # Translators: the computer's turn as player one is over with {score}, which you must get below
                         computer=_("The computer scores {score}; you must get below it."),
                         # Translators: player one's ({one}) turn is over with {score}, which player two ({two}) must get below
                         players=_("{one} scores {score}; {two} must get below it."))
    return f"{rolled} {then.format(score=points, one=name(one), two=name(two))}"
