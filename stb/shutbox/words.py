"""What the page says of Shut the Box: the box whoever plays it (its rules, the dice rule, the score,
the tiles a move shuts, the "Why" of a move from each option's facts), and the game of one player
or two (its messages and events). A table of N says the rest in stb.shutbox.table_words."""

from stb.advice import NBSP
from stb.shutbox.rules import HIGH_TILE, ONE_DIE_LIMIT, dice_choices, full_board, score, standing, tile_layout
from stb.words import agreeing, dice_words, listed, lowered, named, percent, verb

VALUE_LABELS = {"score": "{whose} expected final score", "shut": "{whose} chance to shut the box",
                "first": "{whose} chance to win"}
"""The values' label by the game's objective: in the game of two, either player's chance to win."""
VALUE_MEANINGS = {
    "score": "The average of the points left standing at the end if you play your best from here: 0 when the box "
             "is shut, and lower is better.",
    "shut": "Your chance of shutting every tile if you play for it from here.",
    "first": "{whose} chance to win if both players play their best from here (a tie counts as half a win).",
}
AIM_WORDS = {"score": "the least expected score", "shut": "the best chance to shut the box"}


# ---- the box, whoever plays it ---------------------------------------------------------------------

def title(game) -> str:
    return "Double Shutter" if game.rules.layout == "double" else "Shut the Box"


def move_words(game, state, action) -> str:
    """The dice to roll ("Roll two dice"), or the tiles a move shuts ("Shut 1, back 9")."""
    if state.roll is None:
        return f"Roll {dice_words(action)}"
    return "Shut " + listed(tile_names(game.rules, standing(game.rules, action)))


def tile_names(box, indices) -> list[str]:
    """Tiles by their numbers ("back 9" in Double Shutter's back row)."""
    layout = tile_layout(box)
    return [f"{'back ' if layout[i].row == 'back' else ''}{layout[i].value}" for i in indices]


def box_where(game, board, roll, target="") -> str:
    """The tiles open, what they must get below (`target`), and the roll, in words."""
    tiles = tile_names(game.rules, [i for i in range(len(tile_layout(game.rules))) if board >> i & 1])
    open_tiles = "All tiles open" if board == full_board(game.rules) else "The box shut" if not tiles else \
        f"Tile{'' if len(tiles) == 1 else 's'} {listed(tiles)} open"
    return f"{open_tiles}{target}, " + ("before the roll" if roll is None else f"{roll} rolled")


def box_how_to(box) -> str:
    """The box's rules for one turn, in a few sentences."""
    if box.layout == "double":
        tiles = ("Double Shutter has two rows of tiles 1 to 9: the front row counts double, and a back tile "
                 "can be shut only with, or after, the front tile in front of it. The exposed tiles are those in "
                 "sight: the front tiles standing, and the back tiles whose front tile is shut.")
    else:
        tiles = f"Tiles 1 to {box.tiles} stand open."
    when = one_die_when(box)
    dice = ("Roll two dice every time" if box.dice == "two" else
            f"Roll two dice, or one die once {when}" if box.dice.startswith("forced") else
            f"Roll two dice; once {when} you may roll one die instead")
    points = ("Your score reads the tiles left standing as digits (1, 4 and 7 standing score 147)."
              if box.scoring == "digits" else
              "Your score is what the tiles left standing add up to" + (" (front tiles twice)." if box.layout == "double" else "."))
    return (f"{tiles} {dice}, then shut open tiles that add up to the roll. When no open tiles add up to it, "
            f"the turn is over. {points} Lower is better; shutting every tile scores 0.")


def one_die_when(box) -> str:
    """When the box's dice rule allows one die, in words ("the open tiles add up to 6 or less"; in
    Double Shutter the exposed ones, as the seed counts them: a back tile hidden by its front tile is not)."""
    if not box.dice.endswith("-789"):
        return f"the {'exposed' if box.layout == 'double' else 'open'} tiles add up to {ONE_DIE_LIMIT} or less"
    numbers = sorted({tile.value for tile in tile_layout(box) if tile.value >= HIGH_TILE})
    rows = " in both rows" if box.layout == "double" else ""
    if not numbers:
        return f"no tile numbered {HIGH_TILE} or more stands"
    if len(numbers) == 1:
        return f"tile {numbers[0]} is shut"
    shut = (f"{numbers[0]} to {numbers[-1]}" if len(numbers) > 3 else
            ", ".join(map(str, numbers[:-1])) + f" and {numbers[-1]}")
    return f"tiles {shut}{rows} are shut"


def dice_rule(box, board) -> str:
    """The dice rule at this board, in words."""
    choices = dice_choices(box, board)
    when = one_die_when(box)
    if choices == (2,):
        return "Roll two dice" + (f" (one die only once {when})" if box.dice != "two" else "")
    if choices == (1,):
        return f"Roll one die ({when})"
    return f"Roll one die or two: your choice ({when})"


def score_words(box, board, ended: bool = False) -> str:
    """The score the standing tiles make now (`ended`: the turn is over, and it is the turn's), and how
    they make it."""
    points = score(box, board)
    meaning = "the turn's score" if ended else "the score if the turn ended now"
    if box.scoring == "digits":
        return f"The standing tiles read {points:,}: {meaning}."
    twice = " (front tiles count twice)" if box.layout == "double" else ""
    return f"The standing tiles add up to {points:,}{twice}: {meaning}."


def playable_words(dice: int, playable) -> str:
    """The chart of a roll's totals with `dice` dice, and the chance that such a roll can be played here."""
    return f"Chance of each total with {dice_words(dice)}, in %. {percent(playable)} of rolls can be played here."


def next_roll_fact(after) -> str:
    """The next roll after a move, as the list of moves shows it beside the move: `after` is the
    chance it can be played and the dice best play rolls for it, or None (no roll comes)."""
    return "the turn is over" if after is None else \
        f"next roll{' (one die)' if after[1] == 1 else ''} can be played: {percent(after[0])}"


def roll_why(game, state, advice, facts, label, unit) -> str:
    """After a roll, why the best move beats another: the chance the next roll can be played after
    each (their `facts`: "next_roll", and "next_roll_dice" rolled for it) and the value (`label`, in
    `unit`); where the next roll plays as often after both, what parts them (`parted_why`)."""
    if state.roll is None:
        return ""
    values = {option: unit.value_text(advice.move_of(option).value) for option in facts}
    if all("standing" in fact for fact in facts.values()):
        return parted_why(game, state, facts, label, values)
    said = []
    for option, fact in facts.items():
        after = "the turn is over" if fact["next_roll"] is None else \
            f"the next roll{' (one die)' if fact['next_roll_dice'] == 1 else ''} can be played {percent(fact['next_roll'])} of the time"
        said.append(f"after {lowered(move_words(game, state, option))}, {after} ({label} {values[option]})")  # each move said alike
    return f"Why: {'; '.join(said)}."


ROLLS_AHEAD = {2: ("two", "both"), 3: ("three", "all"), 4: ("four", "all")}
"""The next rolls, as "Why?" counts them: "the next two rolls can both be played"."""


def parted_why(game, state, facts, label, values) -> str:
    """Why the best move beats another whose next roll plays as often (`facts`, the best move's
    first, each with the tiles it leaves "standing" and its "rolls_ahead" chances): the tiles that
    each keeps and the other does not, and how often the next rolls can all be played after each,
    for the fewest rolls that read apart; then the values."""
    (best, kept), (other, lost) = facts.items()
    names = {option: lowered(move_words(game, state, option)) for option in facts}
    keeps = {option: f"{names[option]} keeps {listed(tile_names(game.rules, sorted(set(mine) - set(theirs))))}"
             for option, mine, theirs in ((best, kept["standing"], lost["standing"]), (other, lost["standing"], kept["standing"]))}
    head = f"Why: both leave the next roll playable {percent(kept['next_roll'])} of the time"
    values_said = f"{label[:1].upper()}{label[1:]}: {values[best]} against {values[other]}"
    for rolls, (chance, apart) in enumerate(zip(kept["rolls_ahead"], lost["rolls_ahead"]), start=2):
        if percent(chance) != percent(apart):
            count, each = ROLLS_AHEAD[rolls]
            return (f"{head}, but {keeps[best]} standing and {keeps[other]}: the next {count} rolls can {each} be "
                    f"played {percent(chance)} of the time after {names[best]}, {percent(apart)} after {names[other]}. "
                    f"{values_said}.")
    count = ROLLS_AHEAD[len(kept["rolls_ahead"]) + 1][0]
    return f"{head}, and the next {count} rolls as often; {keeps[best]} standing and {keeps[other]}. {values_said}."


# ---- one player or two -------------------------------------------------------------------------------

def how_to_play(game) -> list[str]:
    rules = [box_how_to(game.rules)]
    if game.objective == "first":
        rules.append("Player 1 plays a turn and keeps its score; Player 2 then plays to get below it. "
                     "Shutting the box wins at once, and equal scores are a tie.")
        meaning = "each move's chance to win if both players play their best from then on (a tie counts half)"
    elif game.objective == "shut":
        meaning = "each move's chance of shutting every tile, playing for that"
    else:
        meaning = "each move's expected final score: the average score left at the end with your best play"
    return rules + [f"The advice gives {meaning}; a move's cost is what it gives away against the best move. "
                    "Before a roll, where the rules let you choose one die or two, that choice is valued too."]


def value_words(game, state) -> tuple[str, str]:
    return VALUE_LABELS[game.objective], VALUE_MEANINGS[game.objective]


def where(game, state) -> str:
    target = f" to get below {state.first_score:,}" if state.player == 1 else ""
    return box_where(game, state.board, state.roll, target)


def aims_disagree(game, state, advice, other, there) -> dict:
    """One player's two aims after a roll: a sentence when no move is best for both (`there`: the
    advice for the `other` aim)."""
    best_here = {m.action for m in advice.moves if m.cost == 0}
    best_there = [m.action for m in there.moves if m.cost == 0]
    if best_here & set(best_there):
        return {}
    play = " or ".join(move_words(game, state, move).lower() for move in best_there)
    return {"disagree": f"The aims disagree: for {AIM_WORDS[game.objective]} "
                        f"{move_words(game, state, advice.best.action).lower()}; for {AIM_WORDS[other]} {play}."}


def message(game, state, names) -> str:
    who = names[state.player]
    if game.is_terminal(state):
        return ending(game, state, names)
    target = "" if state.player == 0 else f" To win, {named(who)} must get below {state.first_score:,}."
    if who == "The computer":  # its turn, as you watch it: what it does, not what to do
        return ("The computer's turn: it rolls the dice." if state.roll is None
                else f"The computer rolls {state.roll}: it shuts tiles adding up to {state.roll}.") + target
    if state.roll is None:
        return f"{who}: roll the dice, or enter your roll.{target}"
    return f"{verb(who, 'roll')} {state.roll}: shut tiles adding up to {state.roll}.{target}"  # as the roll's event says it


def ending(game, state, names) -> str:
    """Who won and by how much, in the players' own names."""
    final = score(game.rules, state.board)
    stuck = f"No tiles add up to {state.roll}. " if state.roll is not None and state.board else ""
    if game.objective != "first":
        return stuck + ("You shut the box: a score of 0!" if state.board == 0 else f"You finish on {final:,}.")
    one, two = names
    if state.player == 0:
        return f"{verb(one, 'shut')} the box and {agreeing(one, 'win')}!"
    if state.board == 0:
        return f"{verb(two, 'shut')} the box and {agreeing(two, 'win')}!"
    first, margin = game.utility(state), abs(final - state.first_score)
    points = f"{margin:,}{NBSP}point{'' if margin == 1 else 's'}"
    if first == 1:
        return f"{stuck}{verb(one, 'win')} by {points}: {named(two)} {agreeing(two, 'end')} on {final:,}, " \
               f"{named(one)} on {state.first_score:,}."
    if first == 0:
        return f"{verb(two, 'win')} by {points}: {named(two)} {agreeing(two, 'end')} on {final:,}, " \
               f"{named(one)} on {state.first_score:,}."
    return f"{stuck}A tie: {named(two)} {agreeing(two, 'end')} on {final:,}, as {named(one)} did."


def event(game, state, move, thrown, after, names) -> str:
    who = names[state.player]
    if state.roll is not None:
        return f"{verb(who, 'shut')} {move_words(game, state, move)[5:]}: score {score(game.rules, after.board)}."
    rolled = f"{verb(who, 'roll')} {thrown['total']}"
    if after.player != state.player:
        one, two = names
        return f"{rolled}: no tiles add up to it. {verb(one, 'score')} {score(game.rules, state.board):,}; " \
               f"{named(two)} must get below it."
    if game.is_terminal(after):
        return f"{rolled}: no tiles add up to it. Final score {score(game.rules, state.board)}."
    return f"{rolled}."
