"""Shut the Box's panel in words (stb.bridge.thinking.shutbox): the position (whose turn, the tiles
standing, the roll) and what ending the turn on a board is worth, and why."""

from stb import shutbox as sb
from stb.bridge.thinking.blocks import listed, precise
from stb.i18n import _, n_, number
from stb.words import said
from stb.shutbox import words
from stb.shutbox.seat import TableGame


def ending_words(page, game, state, worth, unit, mover) -> str:
    """What ending the turn on this board is worth, and why."""
    rules, board = game.rules, state.board
    final = sb.score(rules, board)
    values = {"score": number(final), "value": precise(unit, worth)}
    if isinstance(game, TableGame):
        # Translators: Shut the Box at a table: the player's turn ends with {score} points; the seats after play their
        # own turns; the chance to win with that score is {value}
        return said(mover, you=_("Your turn ends on {score}: the seats after yours then play their turns, each for its "
                                 "own chance; your chance to win with {score} is {value}."),
                    computer=_("The computer's turn ends on {score}: the seats after yours then play their turns, each "
                               "for its own chance; the computer's chance to win with {score} is {value}."),
                    player=_("{player}'s turn ends on {score}: the seats after yours then play their turns, each for "
                             "its own chance; {player}'s chance to win with {score} is {value}."), **values)
    objective, target = sb.aim(game, state)
    if objective == "score":
        double = rules.layout == "double" and any(t.row == "front" for i, t in enumerate(sb.tile_layout(rules))
                                                   if board >> i & 1)
        # Translators: Shut the Box, ending the turn: the score is the tiles left standing ({score}); in Double
        # Shutter the front tiles count double
        return (_("Its score is what stands: {score} (front tiles count double).") if double else
                _("Its score is what stands: {score}.")).format(**values)
    if objective == "shut":
        # Translators: Shut the Box played to shut the box: ending the turn with tiles standing is worth {value}
        return _("The box is not shut: a chance of {value}.").format(**values)
    if objective == "second":
        values["target"] = number(target)
        # Translators: Shut the Box, two players: player two's turn ends on {score}, below (a win), equal to (a tie,
        # worth half a win) or above (a loss) player one's score {target}: the chance to win {value}
        if final < target:
            return said(mover, you=_("You end on {score}, below player one's {target}: {value}."),
                        computer=_("The computer ends on {score}, below player one's {target}: {value}."),
                        player=_("{player} ends on {score}, below player one's {target}: {value}."), **values)
        if final == target:
            return said(mover, you=_("You end on {score}, equal to (a tie, half a win) player one's {target}: {value}."),
                        computer=_("The computer ends on {score}, equal to (a tie, half a win) player one's {target}: "
                                   "{value}."),
                        player=_("{player} ends on {score}, equal to (a tie, half a win) player one's {target}: "
                                 "{value}."), **values)
        return said(mover, you=_("You end on {score}, above player one's {target}: {value}."),
                    computer=_("The computer ends on {score}, above player one's {target}: {value}."),
                    player=_("{player} ends on {score}, above player one's {target}: {value}."), **values)
    # Translators: Shut the Box, two players: player one's turn ends on {score}; player two then needs less from a full
    # box, with the chance {chance}; player one's chance is 1 minus it ({value})
    return _("Player one's turn ends on {score}; player two then plays from a full box to finish below {score} (a tie "
             "counts half), and does with a chance of {chance}: player one's chance is 1 − that = {value}.").format(
        chance=precise(unit, 1 - worth), **values)


def where(game, state, mover) -> str:
    """The position in words: whose turn (`mover`) and against what, the tiles standing, and the roll."""
    values = {"standing": standing_words(game, state.board),
              # Translators: the moment of Shut the Box's position: before the roll, or after a roll of {roll}
              "moment": _("before the roll") if state.roll is None else _("a roll of {roll}").format(
                  roll=number(state.roll))}
    if isinstance(game, TableGame):
        values["seat"] = number(len(state.scores) + 1)
        # Translators: Shut the Box's position at a table: your seat ({seat}), the scores to beat ({scores}) or none
        # yet, the tiles standing ({standing}) and the moment ({moment}: "before the roll" or "a roll of 7")
        said_here = (_("seat {seat} (you), the scores to beat {scores}: {standing}, {moment}").format(
            scores=listed([number(s) for s in state.scores]), **values) if state.scores else
            _("seat {seat} (you), the first to play: {standing}, {moment}").format(**values))
    elif game.objective == "first":
        # Translators: Shut the Box's position, two players: player one or player two to move (you, the computer, or
        # named so), player two's score to get below ({target}), the tiles standing and the moment
        if state.player == 1:
            said_here = said(mover, you=_("player two (you), to finish below {target}: {standing}, {moment}"),
                             computer=_("player two (the computer), to finish below {target}: {standing}, {moment}"),
                             player=_("player two, to finish below {target}: {standing}, {moment}"),
                             target=number(state.first_score), **values)
        else:
            said_here = said(mover, you=_("player one (you): {standing}, {moment}"),
                             computer=_("player one (the computer): {standing}, {moment}"),
                             player=_("player one: {standing}, {moment}"), **values)
    else:
        # Translators: Shut the Box's position, one player: the tiles standing ({standing}) and the moment ({moment})
        said_here = _("{standing}, {moment}").format(**values)
    return said_here[0].upper() + said_here[1:]


def standing_words(game, board) -> str:
    """The tiles standing, row by row in Double Shutter, with its exposed tiles."""
    tiles = sb.tile_layout(game.rules)
    rows = [[number(t.value) for i, t in enumerate(tiles) if board >> i & 1 and t.row == name]
            for name in ("front", "back")]
    if game.rules.layout != "double":
        # Translators: Shut the Box's tiles standing ({tiles}, as "1, 4 and 7"), or none
        return n_("tiles {tiles} standing", "tiles {tiles} standing", len(rows[0])).format(tiles=listed(rows[0])) \
            if rows[0] else _("no tile standing")
    # Translators: Double Shutter's tiles standing, row by row: the front row's ({front}) and the back row's ({back})
    standing = _("{front}, {back} standing").format(
        # Translators: Double Shutter's front row of tiles standing ({tiles}), or none
        front=n_("front tile {tiles}", "front tiles {tiles}", len(rows[0])).format(tiles=listed(rows[0]))
        if rows[0] else _("no front tile"),
        # Translators: Double Shutter's back row of tiles standing ({tiles}), or none
        back=n_("back tile {tiles}", "back tiles {tiles}", len(rows[1])).format(tiles=listed(rows[1]))
        if rows[1] else _("no back tile"))
    exposed = words.tile_names(game.rules, sb.exposed(game.rules, board))
    if not exposed:
        return standing
    # Translators: Double Shutter's tiles standing ({standing}), and the exposed ones ({tiles}, as "1 and back 8"),
    # those a roll may shut, adding up to {total}: a back tile is hidden while the front tile before it stands
    return _("{standing} (exposed: {tiles}, adding up to {total}; a back tile is hidden while its front tile "
             "stands)").format(standing=standing, tiles=listed(exposed), total=number(sb.exposed_sum(game.rules, board)))
