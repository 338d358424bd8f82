"""What the page says of Shut the Box: the box whoever plays it (its rules, the dice rule, the score,
the tiles a move shuts, the "Why" of a move from each option's facts). The game of one player or
two says the rest in stb.shutbox.game_words, a table of N in stb.shutbox.table_words. Every
sentence is a message of the catalogue (stb.i18n); a sentence about a seat has one per role."""

from functools import reduce

from stb.i18n import N_, _, n_, number, p_, percent
from stb.shutbox.rules import HIGH_TILE, ONE_DIE_LIMIT, dice_choices, full_board, score, standing, tile_layout
from stb.words import Seat, listed, lowered, said

ROLL_WORDS = {
    # Translators: a move before the roll (a button, a list of moves): roll one die
    1: N_("Roll one die"),
    # Translators: a move before the roll (a button, a list of moves): roll two dice
    2: N_("Roll two dice"),
}
"""The dice to roll, as a move."""
PLAYABLE = {
    # Translators: the caption of the chart of a roll's totals; {chance}: a percentage ("83.3 %")
    1: N_("Chance of each total with one die, in %. {chance} of rolls can be played here."),
    # Translators: the caption of the chart of a roll's totals; {chance}: a percentage ("83.3 %")
    2: N_("Chance of each total with two dice, in %. {chance} of rolls can be played here."),
}
"""The chart of a roll's totals, by the dice rolled."""
PARTED = {
    # Translators: why one move ({best}) beats another ({other}) after a roll; {chance}, {best_chance}, {other_chance}:
    # percentages; {best_tiles}, {other_tiles}: the tiles each keeps standing and the other does not ("7", "2 and 5")
    2: N_("Why: both leave the next roll playable {chance} of the time, but {best} keeps {best_tiles} standing and "
          "{other} keeps {other_tiles}: the next two rolls can both be played {best_chance} of the time after {best}, "
          "{other_chance} after {other}."),
    # Translators: as the sentence above, three rolls ahead
    3: N_("Why: both leave the next roll playable {chance} of the time, but {best} keeps {best_tiles} standing and "
          "{other} keeps {other_tiles}: the next three rolls can all be played {best_chance} of the time after {best}, "
          "{other_chance} after {other}."),
    # Translators: as the sentence above, four rolls ahead
    4: N_("Why: both leave the next roll playable {chance} of the time, but {best} keeps {best_tiles} standing and "
          "{other} keeps {other_tiles}: the next four rolls can all be played {best_chance} of the time after {best}, "
          "{other_chance} after {other}."),
}
"""Why the best move beats another whose next roll plays as often, by the fewest rolls ahead that read apart."""
AS_OFTEN = {
    # Translators: why one move ({best}) beats another ({other}) whose next rolls all play as often; {chance}: a
    # percentage; {best_tiles}, {other_tiles}: the tiles each keeps standing and the other does not ("7", "2 and 5")
    4: N_("Why: both leave the next roll playable {chance} of the time, and the next four rolls as often; {best} keeps "
          "{best_tiles} standing and {other} keeps {other_tiles}."),
}
"""The same where no roll ahead reads apart, by the rolls looked ahead (stb.shutbox.box_page.LOOK_AHEAD)."""


def reasons(said_each) -> str:
    """Reasons one after another, as "Why" gives them."""
    # Translators: two reasons of a "Why", one after the other ({earlier} may be several already)
    return reduce(lambda earlier, later: _("{earlier}; {later}").format(earlier=earlier, later=later), said_each)


# ---- the box, whoever plays it ---------------------------------------------------------------------

def title(game) -> str:
    if game.rules.layout == "double":
        # Translators: a game's name (a heading, a menu): Shut the Box with two rows of tiles, the front row counting double
        return _("Double Shutter")
    # Translators: the game's name (a heading, a menu)
    return _("Shut the Box")


def move_words(game, state, action) -> str:
    """The dice to roll ("Roll two dice"), or the tiles a move shuts ("Shut 1, back 9")."""
    if state.roll is None:
        return _(ROLL_WORDS[action])
    # Translators: a move (a button, a list of moves): the tiles it shuts, {tiles} their numbers ("1, 4 and 7")
    return _("Shut {tiles}").format(tiles=listed(tile_names(game.rules, standing(game.rules, action))))


def tile_names(box, indices) -> list[str]:
    """Tiles by their numbers ("back 9" in Double Shutter's back row)."""
    layout = tile_layout(box)
    return [back_tile(layout[i].value) if layout[i].row == "back" else str(layout[i].value) for i in indices]


def back_tile(value: int) -> str:
    # Translators: a tile of Double Shutter's back row in a list of tiles ("Shut 1 and back 9"), {tile} its number
    return _("back {tile}").format(tile=value)


def box_where(game, board, roll, target=None) -> str:
    """The tiles open, the score they must get below (`target`: player two's), and the roll, in words."""
    tiles = tile_names(game.rules, [i for i in range(len(tile_layout(game.rules))) if board >> i & 1])
    aimed, rolled = target is not None, roll is not None
    values = {"tiles": listed(tiles) if tiles else "", "score": number(target) if aimed else "",
              "roll": number(roll) if rolled else ""}
    if board == full_board(game.rules):
        message = _(ALL_OPEN[aimed, rolled])
    elif not tiles:
        message = _(SHUT[aimed, rolled])
    elif aimed and rolled:
        message = n_("Tile {tiles} open to get below {score}, {roll} rolled",
                     "Tiles {tiles} open to get below {score}, {roll} rolled", len(tiles))
    elif aimed:
        message = n_("Tile {tiles} open to get below {score}, before the roll",
                     "Tiles {tiles} open to get below {score}, before the roll", len(tiles))
    elif rolled:
        # Translators: a position (a list of positions, a link): the tiles standing ({tiles}: "1, 4 and 7") and the roll
        message = n_("Tile {tiles} open, {roll} rolled", "Tiles {tiles} open, {roll} rolled", len(tiles))
    else:
        message = n_("Tile {tiles} open, before the roll", "Tiles {tiles} open, before the roll", len(tiles))
    return message.format(**values)


ALL_OPEN = {
    # Translators: a position (a list of positions, a link): every tile standing, before the dice are rolled
    (False, False): N_("All tiles open, before the roll"),
    # Translators: a position: every tile standing, {roll} the roll's total
    (False, True): N_("All tiles open, {roll} rolled"),
    # Translators: a position of player two, who must end below player one's {score}
    (True, False): N_("All tiles open to get below {score}, before the roll"),
    (True, True): N_("All tiles open to get below {score}, {roll} rolled"),
}
"""A position with every tile open, by (a score to get below, a roll)."""
SHUT = {
    # Translators: a position with every tile down ("shut")
    (False, False): N_("The box shut, before the roll"),
    (False, True): N_("The box shut, {roll} rolled"),
    (True, False): N_("The box shut to get below {score}, before the roll"),
    (True, True): N_("The box shut to get below {score}, {roll} rolled"),
}
"""A position with every tile shut, by (a score to get below, a roll)."""


def box_how_to(box) -> str:
    """The box's rules for one turn, in a few sentences."""
    if box.layout == "double":
        # Translators: Double Shutter's tiles ("exposed": in sight, not hidden behind a standing front tile)
        tiles = _("Double Shutter has two rows of tiles 1 to 9: the front row counts double, and a back tile can be "
                  "shut only with, or after, the front tile in front of it. The exposed tiles are those in sight: the "
                  "front tiles standing, and the back tiles whose front tile is shut.")
    else:
        # Translators: the tiles of the classic box, numbered 1 to {tiles}
        tiles = _("Tiles 1 to {tiles} stand open.").format(tiles=box.tiles)
    if box.dice == "two":
        dice = _("Roll two dice every time, then shut open tiles that add up to the roll.")
    elif box.dice.startswith("forced"):
        # Translators: {when} says when one die is rolled ("the open tiles add up to 6 or less", "tile 7 is shut")
        dice = _("Roll two dice, or one die once {when}, then shut open tiles that add up to the roll.")
    else:
        # Translators: {when} says when one die may be rolled ("the open tiles add up to 6 or less", "tile 7 is shut")
        dice = _("Roll two dice; once {when} you may roll one die instead, then shut open tiles that add up to the roll.")
    if box.scoring == "digits":
        # Translators: "digits" scoring: the standing tiles read as one number
        points = _("Your score reads the tiles left standing as digits (1, 4 and 7 standing score 147).")
    elif box.layout == "double":
        points = _("Your score is what the tiles left standing add up to (front tiles twice).")
    else:
        points = _("Your score is what the tiles left standing add up to.")
    return " ".join([tiles, dice.format(when=one_die_when(box)), _("When no open tiles add up to it, the turn is over."),
                     points, _("Lower is better; shutting every tile scores 0.")])


def one_die_when(box) -> str:
    """When the box's dice rule allows one die, in words ("the open tiles add up to 6 or less"; in
    Double Shutter the exposed ones, as the seed counts them: a back tile hidden by its front tile is not)."""
    if not box.dice.endswith("-789"):
        if box.layout == "double":
            # Translators: when one die may be rolled, put in a sentence as {when} ("Roll one die ({when})", "once
            # {when}"); the exposed tiles: those in sight, not hidden behind a standing front tile
            return _("the exposed tiles add up to {limit} or less").format(limit=number(ONE_DIE_LIMIT))
        # Translators: when one die may be rolled, put in a sentence as {when} ("Roll one die ({when})", "once {when}")
        return _("the open tiles add up to {limit} or less").format(limit=number(ONE_DIE_LIMIT))
    numbers = sorted({tile.value for tile in tile_layout(box) if tile.value >= HIGH_TILE})
    if not numbers:
        # Translators: when one die may be rolled, put in a sentence as {when}; {tile}: a tile's number
        return _("no tile numbered {tile} or more stands").format(tile=HIGH_TILE)
    if len(numbers) == 1:
        # Translators: when one die may be rolled, put in a sentence as {when}; {tile}: a tile's number
        return _("tile {tile} is shut").format(tile=numbers[0])
    if len(numbers) > 3:
        # Translators: when one die may be rolled, put in a sentence as {when}; tiles {first} to {last}, each of them
        return _("tiles {first} to {last} are shut").format(first=numbers[0], last=numbers[-1])
    if box.layout == "double":
        # Translators: when one die may be rolled in Double Shutter, put in a sentence as {when}; {tiles}: "7, 8 and 9"
        return _("tiles {tiles} in both rows are shut").format(tiles=listed(numbers))
    # Translators: when one die may be rolled, put in a sentence as {when}; {tiles}: "8 and 9", "7, 8 and 9"
    return _("tiles {tiles} are shut").format(tiles=listed(numbers))


def dice_rule(box, board) -> str:
    """The dice rule at this board, in words."""
    choices = dice_choices(box, board)
    if choices == (2,) and box.dice == "two":
        # Translators: the dice rule at this board, under the box's picture (not the move, the same words in English)
        return p_("the dice rule at a board", "Roll two dice")
    if choices == (2,):
        # Translators: the dice rule at this board; {when}: when one die is allowed ("the open tiles add up to 6 or less")
        return _("Roll two dice (one die only once {when})").format(when=one_die_when(box))
    if choices == (1,):
        # Translators: the dice rule at this board; {when}: why one die now ("the open tiles add up to 6 or less")
        return _("Roll one die ({when})").format(when=one_die_when(box))
    # Translators: the dice rule at this board; {when}: why one die may be rolled now ("the open tiles add up to 6 or less")
    return _("Roll one die or two: your choice ({when})").format(when=one_die_when(box))


def score_words(box, board, ended: bool = False) -> str:
    """The score the standing tiles make now (`ended`: the turn is over, and it is the turn's), and how
    they make it."""
    points = number(score(box, board))
    if box.scoring == "digits":
        # Translators: "digits" scoring: the standing tiles read as one number, {points}
        return (_("The standing tiles read {points}: the turn's score.") if ended else
                _("The standing tiles read {points}: the score if the turn ended now.")).format(points=points)
    if box.layout == "double":
        # Translators: Double Shutter's score: the front row counts twice
        return (_("The standing tiles add up to {points} (front tiles count twice): the turn's score.") if ended else
                _("The standing tiles add up to {points} (front tiles count twice): the score if the turn ended now.")
                ).format(points=points)
    return (_("The standing tiles add up to {points}: the turn's score.") if ended else
            _("The standing tiles add up to {points}: the score if the turn ended now.")).format(points=points)


def playable_words(dice: int, playable) -> str:
    """The chart of a roll's totals with `dice` dice, and the chance that such a roll can be played here."""
    return _(PLAYABLE[dice]).format(chance=percent(100 * float(playable)))


def next_roll_fact(after) -> str:
    """The next roll after a move, as the list of moves shows it beside the move: `after` is the
    chance it can be played and the dice best play rolls for it, or None (no roll comes)."""
    if after is None:
        # Translators: beside a move in the list of moves: no roll comes after it
        return _("the turn is over")
    if after[1] == 1:
        # Translators: beside a move in the list of moves: the chance ({chance}, a percentage) the next roll, of one die, can be played
        return _("next roll (one die) can be played: {chance}").format(chance=percent(100 * after[0]))
    # Translators: beside a move in the list of moves: the chance ({chance}, a percentage) the next roll can be played
    return _("next roll can be played: {chance}").format(chance=percent(100 * after[0]))


def value_labels(objective: str, seat: Seat) -> tuple[str, str]:
    """The label of the values of `seat`, the player to move, as a sentence begins it ("Your chance to
    win") and inside a sentence ("your chance to win"): under one player's aim ("score", "shut"), yours;
    else (two players, a table) their chance to win."""
    if objective == "score":
        # Translators: the label of a value in a "Why" sentence, as the sentence begins with it ("Your expected
        # final score: 3.21 against 4.07."), then inside one ("(your expected final score 3.21)")
        return (_("Your expected final score"),
                # Translators: the same label inside a "Why" sentence ("(your expected final score 3.21)")
                _("your expected final score"))
    if objective == "shut":
        # Translators: the label of a value in a "Why" sentence ("shut the box": shut every tile), as the sentence
        # begins with it, then inside one
        return (_("Your chance to shut the box"),
                # Translators: the same label inside a "Why" sentence ("(your chance to shut the box 12.5 %)")
                _("your chance to shut the box"))
    # Translators: the label of a value in a "Why" sentence, as it begins the sentence; {player}: a player's name
    # ("Player 1")
    start = said(seat, you=_("Your chance to win"),
                 # Translators: the computer's values' label, as it begins a "Why" sentence
                 computer=_("The computer's chance to win"),
                 # Translators: a player's values' label in a "Why" sentence; {player}: the player's name ("Player 1")
                 player=_("{player}'s chance to win"))
    # Translators: the label of a value inside a "Why" sentence ("(the computer's chance to win 40.0 %)"); {player}:
    # a player's name ("Player 1")
    inside = said(seat, you=_("your chance to win"),
                  # Translators: the computer's values' label, inside a "Why" sentence
                  computer=_("the computer's chance to win"),
                  # Translators: a player's values' label inside a "Why" sentence ("(Player 1's chance to win 40.0 %)"),
                  # as your language writes it there; {player}: the player's name ("Player 1")
                  player=p_("a value label inside a sentence", "{player}'s chance to win"))
    return start, inside


def roll_why(game, state, advice, facts, labels, unit) -> str:
    """After a roll, why the best move beats another: the chance the next roll can be played after
    each (their `facts`: "next_roll", and "next_roll_dice" rolled for it) and the value (`labels`,
    `value_labels`', in `unit`); where the next roll plays as often after both, what parts them (`parted_why`)."""
    if state.roll is None:
        return ""
    values = {option: unit.value_text(advice.move_of(option).value) for option in facts}
    if all("standing" in fact for fact in facts.values()):
        return parted_why(game, state, facts, labels[0], values)
    inside, said_each = labels[1], []
    for option, fact in facts.items():
        move = {"move": lowered(move_words(game, state, option)), "label": inside, "value": values[option]}
        if fact["next_roll"] is None:
            # Translators: a reason of "Why": after {move} ("shut 1 and 7") the turn is over; {label} {value}: the
            # value after it ("your expected final score 3.21", "Player 1's chance to win 40.0 %")
            reason = _("after {move}, the turn is over ({label} {value})")
        elif fact["next_roll_dice"] == 1:
            # Translators: a reason of "Why": after {move}, the chance ({chance}, a percentage) the next roll, of one
            # die, can be played; {label} {value}: the value after it ("your expected final score 3.21")
            reason = _("after {move}, the next roll (one die) can be played {chance} of the time ({label} {value})")
        else:
            # Translators: as the reason above, the next roll of two dice
            reason = _("after {move}, the next roll can be played {chance} of the time ({label} {value})")
        chance = None if fact["next_roll"] is None else percent(100 * fact["next_roll"])
        said_each.append(reason.format(chance=chance, **move))
    # Translators: the reasons a move is better or worse than another, {reasons} one after the other
    return _("Why: {reasons}.").format(reasons=reasons(said_each))


def parted_why(game, state, facts, label, values) -> str:
    """Why the best move beats another whose next roll plays as often (`facts`, the best move's
    first, each with the tiles it leaves "standing" and its "rolls_ahead" chances): the tiles that
    each keeps and the other does not, and how often the next rolls can all be played after each,
    for the fewest rolls that read apart; then the values."""
    (best, kept), (other, lost) = facts.items()
    said_of = {"best": lowered(move_words(game, state, best)), "other": lowered(move_words(game, state, other)),
               "best_tiles": listed(tile_names(game.rules, sorted(set(kept["standing"]) - set(lost["standing"])))),
               "other_tiles": listed(tile_names(game.rules, sorted(set(lost["standing"]) - set(kept["standing"])))),
               "chance": percent(100 * kept["next_roll"])}
    # Translators: the values after two moves in a "Why", {label} their label ("Your chance to win")
    values_said = _("{label}: {best} against {other}.").format(label=label, best=values[best], other=values[other])
    for rolls, (chance, apart) in enumerate(zip(kept["rolls_ahead"], lost["rolls_ahead"]), start=2):
        best_chance, other_chance = percent(100 * chance), percent(100 * apart)
        if best_chance != other_chance:
            parted = _(PARTED[rolls]).format(best_chance=best_chance, other_chance=other_chance, **said_of)
            return f"{parted} {values_said}"
    return f"{_(AS_OFTEN[len(kept['rolls_ahead']) + 1]).format(**said_of)} {values_said}"
