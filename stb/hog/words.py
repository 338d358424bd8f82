"""HOG's words on the page, from the message catalogue (stb.i18n): its title, how to play, the
values, the moves, the messages, each roll as it happened and why one number of dice beats another.
A sentence about a seat is written once per role (stb.words.said)."""

from stb.hog.rules import Hog, State, expected_score, turn_scores
from stb.i18n import _, n_, number, p_, percent
from stb.words import Seat, name, said


# ---- the rules ---------------------------------------------------------------------------------

def title(hog: Hog) -> str:
    """"HOG to 100", with the die and the most dice a turn rolls where they are not the published game's."""
    values = {"goal": number(hog.goal), "sides": number(hog.sides), "most": number(hog.dice)}
    if hog.sides == 6 and hog.dice == 10:
        # Translators: the game's title; HOG is the game's name, {goal} the points to win
        return _("HOG to {goal}").format(**values)
    if hog.dice == 10:
        # Translators: the game's title; d{sides} names a die by its sides, as "d8"
        return _("HOG to {goal} with d{sides} dice").format(**values)
    if hog.sides == 6:
        # Translators: the game's title; {most} is the most dice a turn may roll
        return n_("HOG to {goal}, at most {most} die a turn", "HOG to {goal}, at most {most} dice a turn",
                  hog.dice).format(**values)
    # Translators: the game's title; d{sides} names a die by its sides, {most} is the most dice a turn may roll
    return n_("HOG to {goal} with d{sides} dice, at most {most} a turn", "HOG to {goal} with d{sides} dice, at most "
              "{most} a turn", hog.dice).format(**values)


def how_to_play(hog: Hog) -> list[str]:
    """The rules, the dice's trade-off, and what the advice gives."""
    # Translators: a number of points, kept on one line by its no-break space
    goal = n_("{count}\u00a0point", "{count}\u00a0points", hog.goal).format(count=number(hog.goal))
    # Translators: HOG's rules; {goal} is the points to win with their unit ("100 points"), {sides} a die's sides
    rules = n_("Two players race to {goal}. On your turn choose how many {sides}-sided dice to roll, at most {most}, "
               "and roll them all at once: if any die shows 1 the turn scores nothing, otherwise it scores the sum "
               "of the dice. Then the other player's turn begins.",
               "Two players race to {goal}. On your turn choose how many {sides}-sided dice to roll, from 1 to "
               "{most}, and roll them all at once: if any die shows 1 the turn scores nothing, otherwise it scores "
               "the sum of the dice. Then the other player's turn begins.", hog.dice).format(
        goal=goal, sides=number(hog.sides), most=number(hog.dice))
    return [rules, _trade_off(hog),
            _("The advice gives each number of dice its chance to win, if both players choose their best from then "
              "on; a choice's cost is the chance it gives away against the best one.")]


def _trade_off(hog: Hog) -> str:
    """More dice score more, but bust more: the number that scores the most on average, which is
    not always the best choice."""
    averages = {count: expected_score(count, hog.sides) for count in range(1, hog.dice + 1)}
    most = max(averages.values())
    counts = [count for count, average in averages.items() if average == most]
    values = {"count": number(counts[0]), "points": number(float(most), 2)}
    if len(counts) > 1:
        # Translators: HOG: {count} and {more} are numbers of dice that score as much on average, {points} points
        return _("More dice score more, but a 1 among them is likelier. A turn of {count} or of {more} dice scores the "
                 "most on average, {points}\u00a0points; yet the best number depends on the scores, as the advice shows."
                 ).format(more=number(counts[1]), **values)
    # Translators: HOG: {count} is the number of dice that scores the most on average, {points} points
    return n_("More dice score more, but a 1 among them is likelier. A turn of {count} die scores the most on average, "
              "{points}\u00a0points; yet the best number depends on the scores, as the advice shows.",
              "More dice score more, but a 1 among them is likelier. A turn of {count} dice scores the most on "
              "average, {points}\u00a0points; yet the best number depends on the scores, as the advice shows.",
              counts[0]).format(**values)


def value_words(hog: Hog, state: State) -> tuple[str, str, str]:
    # Translators: a label; {whose} is "Your" or "Player 1's"
    return (_("{whose} chance to win"),
            # Translators: {whose} is "Your" or "Player 1's"
            _("{whose} chance of reaching the goal first, if both players choose their best number of dice at every "
              "turn from here."),
            # Translators: the label above inside a sentence ("{whose}": "your", "the computer's"), as your language
            # writes it there (in lowercase, if it does)
            p_("a value label inside a sentence", "{whose} chance to win"))


# ---- moves and positions ------------------------------------------------------------------------

def move_words(hog: Hog, state: State, dice: int) -> str:
    # Translators: HOG's move, as a button or a sentence begins it
    return n_("Roll {count} die", "Roll {count} dice", dice).format(count=number(dice))


def dice_label(dice: int) -> str:
    # Translators: a number of dice to roll, on HOG's buttons
    return n_("{count} die", "{count} dice", dice).format(count=number(dice))


def where(hog: Hog, state: State) -> str:
    # Translators: a position of HOG; {mine} is the score of the player to move
    return _("With {mine}\u00a0points to the opponent's {theirs}").format(mine=number(state.me), theirs=number(state.you))


def message(hog: Hog, state: State, seats: list[Seat]) -> str:
    """Whose turn and what to do, or who won and by what scores."""
    seat = seats[state.player]
    if hog.is_terminal(state):
        # Translators: HOG's end; {mine} is the winner's score, {theirs} the loser's, {other} the loser's name
        return said(seat, you=_("You win, {mine} to the computer's {theirs}!"),
                    computer=_("The computer wins, {mine} to your {theirs}!"),
                    player=_("{player} wins, {mine} to {other}'s {theirs}!"), mine=number(state.me),
                    theirs=number(state.you), other=name(seats[1 - state.player]))
    return said(seat, you=_("Your turn: choose how many dice to roll, at most {most}."),
                computer=_("The computer's turn: it chooses how many dice to roll."),
                player=_("{player}'s turn: choose how many dice to roll, at most {most}."), most=number(hog.dice))


def event(hog: Hog, state: State, dice: int, thrown: dict, after: State, seats: list[Seat]) -> str:
    """The roll as it happened: the dice and their faces (where the page threw them), then what the
    turn scored and the score it leaves, or the win."""
    seat = seats[state.player]
    faces = thrown.get("faces")
    if faces:
        rolled = said(seat, you=n_("You roll {count} die: {faces}.", "You roll {count} dice: {faces}.", dice),
                      computer=n_("The computer rolls {count} die: {faces}.", "The computer rolls {count} dice: "
                                  "{faces}.", dice),
                      player=n_("{player} rolls {count} die: {faces}.", "{player} rolls {count} dice: {faces}.", dice),
                      count=number(dice), faces=", ".join(map(number, faces)))
    else:
        rolled = said(seat, you=n_("You roll {count} die.", "You roll {count} dice.", dice),
                      computer=n_("The computer rolls {count} die.", "The computer rolls {count} dice.", dice),
                      player=n_("{player} rolls {count} die.", "{player} rolls {count} dice.", dice),
                      count=number(dice))
    return f"{rolled} {scored(hog, state, thrown['total'], seat)}"


def scored(hog: Hog, state: State, points: int, seat: Seat) -> str:
    """What a turn from `state` that scores `points` did: nothing (a 1 showed), a new score, or the win."""
    if points == 0:
        # Translators: HOG: a die showed 1, so the turn scores no points
        return _("A 1 shows: the turn scores nothing.")
    total, values = state.me + points, {"points": number(points), "score": number(state.me + points)}
    if total >= hog.goal:
        # Translators: HOG: a turn that wins; {points} it scored, {score} the winner's score (at least 2 points)
        return said(seat, you=n_("The turn scores {points}\u00a0point: you reach {score}\u00a0points and win.", "The turn scores "
                                 "{points}\u00a0points: you reach {score}\u00a0points and win.", points),
                    computer=n_("The turn scores {points}\u00a0point: the computer reaches {score}\u00a0points and wins.",
                                "The turn scores {points}\u00a0points: the computer reaches {score}\u00a0points and wins.", points),
                    player=n_("The turn scores {points}\u00a0point: {player} reaches {score}\u00a0points and wins.",
                              "The turn scores {points}\u00a0points: {player} reaches {score}\u00a0points and wins.", points),
                    **values)
    return said(seat, you=n_("The turn scores {points}\u00a0point: your score is now {score}.", "The turn scores "
                             "{points}\u00a0points: your score is now {score}.", points),
                computer=n_("The turn scores {points}\u00a0point: the computer's score is now {score}.", "The turn scores "
                            "{points}\u00a0points: the computer's score is now {score}.", points),
                player=n_("The turn scores {points}\u00a0point: {player}'s score is now {score}.", "The turn scores "
                          "{points}\u00a0points: {player}'s score is now {score}.", points), **values)


def move_facts(hog: Hog, state: State, dice: int) -> dict:
    """A number of dice's chance that a 1 shows (the turn scores nothing) and what the turn scores on
    average otherwise, which the moves list carries and "Why" reads."""
    (_zero, bust), *banked = turn_scores(dice, hog.sides)
    kept = 1 - bust
    return {"bust": float(bust), "scored": float(sum(score * chance for score, chance in banked) / kept)}


def why(hog: Hog, state: State, advice, dice: int, names, facts: dict) -> str:
    """Why the best number of dice beats `dice` (or, alone, what `dice` gives): for each, its chance
    to win, its chance that a 1 shows, and what it scores on average otherwise."""
    values = {move.action: move.value for move in advice.moves}
    sentences = [n_("Rolling {count} die wins {chance} of the time: a 1 shows {bust} of the time, and otherwise it "
                    "scores {points}\u00a0points on average.",
                    "Rolling {count} dice wins {chance} of the time: a 1 shows among them {bust} of the time, and "
                    "otherwise they score {points}\u00a0points on average.", count).format(
        count=number(count), chance=percent(100 * values[count]), bust=percent(100 * fact["bust"]),
        points=number(fact["scored"], 1)) for count, fact in facts.items()]
    # Translators: {reasons} are whole sentences, each on one number of dice
    return _("Why: {reasons}").format(reasons=" ".join(sentences))
