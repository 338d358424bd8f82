"""The box in the page, whoever plays it (one player, two, or a table of N: stb.shutbox.page and
table_page): its rules as a request names them, its menus, its picture, its dice, the moves that
shut the tiles selected, and each move's next roll. A position's text is the game's to read
(stb.shutbox.game, stb.shutbox.seat)."""

from stb.advice import advised
from stb.controls import select
from stb.fields import BadRequest, choice, listing, whole
from stb.i18n import N_, _, number, percent
from stb.shutbox import table as tb
from stb.shutbox.advice import advise
from stb.shutbox.game import DICE_NAMES
from stb.shutbox.rules import (DICE_RULES, LAYOUTS, SCORINGS, TILES, Rules, dice_choices, exposed, legal_moves,
                               move_text as tiles_text, playable_chance, playable_rolls, roll_chances, score, standing,
                               tile_layout)
from stb.shutbox.words import ROLL_WORDS, dice_rule, next_roll_fact, playable_words, score_words

LOOK_AHEAD = 4
"""The most rolls ahead "Why?" looks for what parts two moves whose next roll plays as often."""
PAGE_TABLE_WORK = 480_000
"""The largest table the page offers, in `stb.shutbox.table.work`: a first view within the page's
3 s in Pyodide (docs/measured.md); the command line answers larger ones."""
DICE_WORDS = {
    # Translators: a button's words after "Roll" (the page's own word, for now): one die
    1: N_("one die"),
    # Translators: a button's words after "Roll" (the page's own word, for now): two dice
    2: N_("two dice"),
}
"""The dice a move before the roll rolls, as its button names them (the move's text is DICE_NAMES')."""
USE_WORDS = {
    # Translators: a button by the field where a roll of real dice is typed, where the dice are a choice: the
    # total typed was rolled with one die
    1: N_("Use roll: one die"),
    # Translators: as the message above: the total typed was rolled with two dice
    2: N_("Use roll: two dice"),
}
"""The button that enters a roll typed by hand, for each choice of dice."""
DICE_OPTIONS = (
    # Translators: a menu of the dice rule: each box's own (one die at 6 or less, forced or optional)
    ("", N_("The box's own")),
    # Translators: a menu of the dice rule: one die must be rolled once the open tiles add up to 6 or less
    ("forced", N_("One die at 6 or less")),
    # Translators: a menu of the dice rule: one die or two, your choice, once the open tiles add up to 6 or less
    ("optional", N_("Your choice at 6 or less")),
    # Translators: a menu of the dice rule: one die must be rolled once tiles 7, 8 and 9 are shut
    ("forced-789", N_("One die after 7, 8, 9")),
    # Translators: a menu of the dice rule: one die or two, your choice, once tiles 7, 8 and 9 are shut
    ("optional-789", N_("Your choice after 7, 8, 9")),
    # Translators: a menu of the dice rule: always roll two dice
    ("two", N_("Always two")),
)
"""The dice rules, as the menu names them."""


# ---- the rules -----------------------------------------------------------------------------------

def box_rules(rules) -> Rules:
    """The box a request's rules name: layout, tiles, dice rule ("": the box's own) and scoring."""
    # Translators: a rule's name in an error ("the box must be 'classic' or 'double', not 'triple'")
    layout = choice(rules.get("layout", "classic"), _("the box"), LAYOUTS)
    # Translators: a rule's name in an error ("the number of tiles must be 2 to 12, not 13")
    tiles = whole(rules.get("tiles", 9), _("the number of tiles"), TILES[0], TILES[-1]) if layout == "classic" else 9
    # Translators: a rule's name in an error ("the dice rule must be ... or 'two', not 'three'")
    dice = choice(rules.get("dice", ""), _("the dice rule"), ("", *DICE_RULES)) or None
    # Translators: a rule's name in an error ("the scoring must be 'sum' or 'digits', not 'x'")
    scoring = choice(rules.get("scoring", "sum"), _("the scoring"), SCORINGS)
    try:
        return Rules(tiles, layout, dice, scoring)
    except ValueError as error:
        raise BadRequest(str(error)) from None


def box_fields(box) -> dict:
    """The box as the page and links name it: the dice rule only where it is not the box's own."""
    own = Rules(layout=box.layout).dice
    return {"layout": box.layout, "tiles": box.tiles, "dice": "" if box.dice == own else box.dice, "scoring": box.scoring}


def box_controls(box, players: int) -> list:
    """The menus of the box and the number of players."""
    # Translators: a menu's label: the box played, Shut the Box or Double Shutter
    return [select("layout", _("Box"), box.layout, [("classic", _("Shut the Box")), ("double", _("Double Shutter"))]),
            # Translators: a menu's label: how many tiles the box has
            select("tiles", _("Tiles"), box.tiles, [(n, n) for n in TILES], hidden=box.layout != "classic"),
            # Translators: a menu's label: the dice rule
            select("dice", _("Dice"), box_fields(box)["dice"], [(rule, _(words)) for rule, words in DICE_OPTIONS]),
            # Translators: a menu's label: how the tiles left standing score
            select("scoring", _("Scoring"), box.scoring, [
                # Translators: a scoring (a menu): the numbers of the tiles left standing added up
                ("sum", _("Sum of the tiles")),
                # Translators: a scoring (a menu): the tiles left standing read as one number's digits (1, 4, 7: 147)
                ("digits", _("Tiles as digits"))]),
            # Translators: a menu's label: how many play
            select("players", _("Players"), players, [
                # Translators: how many play (a menu): one player alone
                (1, _("One player")),
                # Translators: how many play (a menu): two players, one turn each
                (2, _("Two players")),
                # Translators: how many play (a menu): a table of {players} players (3 or more), one turn each
                *((n, _("A table of {players}").format(players=number(n))) for n in table_sizes(box))])]


def table_sizes(box) -> list[int]:
    """The numbers of players, 3 or more, of the tables the page offers with this box."""
    if box.layout != "classic":
        return []
    return [n for n in tb.PLAYERS[1:] if tb.work(box, n) <= PAGE_TABLE_WORK]


# ---- moves and dice ----------------------------------------------------------------------------------

def move_text(game, state, action) -> str:
    """An action as the advice names it: the dice before the roll, the tiles after it; at a table,
    another seat's turn (its one action) as itself."""
    if state.roll is not None:
        return tiles_text(game.rules, action)
    return action if state.board is None else DICE_NAMES[action]


def tiles_move(game, state, tiles) -> int:
    """The move made of the tiles selected on the board (their bits), or why they make none."""
    if state.roll is None:
        # Translators: an error: tiles selected before the roll ("shutting": turning tiles down)
        raise BadRequest(_("roll the dice, or enter your roll, before shutting tiles"))
    # Translators: a request's field in an error ("the tiles must be a list ...")
    box, bits = game.rules, listing(tiles, _("the tiles"), 18)
    layout = tile_layout(box)
    move = 0
    # Translators: a request's field in an error ("a tile must be 0 to 8, not 9")
    for bit in (whole(bit, _("a tile"), 0, len(layout) - 1) for bit in bits):
        if not state.board >> bit & 1:
            # Translators: an error: a tile selected that is down already
            raise BadRequest(_("only standing tiles can be shut"))
        move |= 1 << bit
    if not move:
        # Translators: an error: no tile selected; {roll}: the roll's total
        raise BadRequest(_("select tiles adding up to {roll} first").format(roll=number(state.roll)))
    if move in legal_moves(box, state.board, state.roll):
        return move
    chosen = standing(box, move)
    total = sum(layout[i].value for i in chosen)
    if total != state.roll:
        # Translators: an error: the tiles selected ({sum}: "2 + 5") add up to {total}, not the roll's total {roll}
        raise BadRequest(_("{sum} = {total}, not {roll}: select tiles adding up to the roll").format(
            sum=" + ".join(str(layout[i].value) for i in chosen), total=number(total), roll=number(state.roll)))
    # Translators: an error in Double Shutter: the tiles selected ({tiles}: "[5, b5]", b5 the back tile 5)
    raise BadRequest(_("{tiles} cannot be shut together: a back tile must be shut after, or with, the front tile "
                       "before it").format(tiles=tiles_text(box, move)))


def chance_refused(game, state):
    """A BadRequest: a request names a position with the dice chosen but not rolled."""
    # Translators: an error: a position named (a link, a saved game) with the dice chosen, not rolled
    raise BadRequest(_("a position is named before the dice are chosen, or after they are rolled"))


def dice(game, state) -> dict:
    return {"dice": state.dice, "sides": 6}


def next_roll(game, state):
    """The chance that the next roll at `state` can be played, with the dice best play rolls there;
    None when no roll of yours comes (the box is shut, the turn or the game over)."""
    if game.is_terminal(state) or state.board is None:
        return None
    count = advised(advise, game, state).best.action
    return float(playable_chance(game.rules, state.board, count)), count


def move_facts(game, state, move) -> dict:
    """After a roll, each move's chance that the next roll can be played once it is made, and the
    number of dice best play rolls for it."""
    if state.roll is None:
        return {}
    after = next_roll(game, game.result(state, move))
    return {"next_roll": None if after is None else after[0], "next_roll_text": next_roll_fact(after),
            "next_roll_dice": None if after is None else after[1]}


def parting_facts(game, state, facts) -> dict:
    """After a roll, the facts of two moves (`facts`, each `move_facts`'s) with what parts them where
    their next roll plays as often (as written, to a tenth of a point): the tiles each leaves
    standing ("standing") and the chance that the next 2, 3, ... LOOK_AHEAD rolls can all be played
    ("rolls_ahead"), so that "Why?" says what differs; the facts of one move alone as they are."""
    chances = [fact.get("next_roll") for fact in facts.values()]
    if state.roll is None or len(chances) != 2 or None in chances or len({percent(100 * c) for c in chances}) > 1:
        return facts
    box = game.rules
    parted = {}
    for move, fact in facts.items():
        after = state.board & ~move
        parted[move] = {**fact, "standing": standing(box, after),
                        "rolls_ahead": [float(playable_rolls(box, after, rolls)) for rolls in range(2, LOOK_AHEAD + 1)]}
    return parted


# ---- the picture -------------------------------------------------------------------------------------

def box_picture(box, board, count, roll, ended: bool = False) -> dict:
    """The tiles standing, the score (`ended`: the turn's, over), the dice rule, the roll, the chance
    of every total and the roll's moves."""
    tiles = tile_layout(box)
    front = set(exposed(box, board))
    return {"rows": ["back", "front"] if box.layout == "double" else ["front"],
            "tiles": [{"bit": i, "row": t.row, "value": t.value, "column": i if t.front is None else t.front,
                       "label": tile_label(t),
                       "standing": bool(board >> i & 1), "exposed": i in front}
                      for i, t in enumerate(tiles)],
            "score": score(box, board), "score_words": score_words(box, board, ended),
            "dice_rule": dice_rule(box, board), "roll": roll, "dice": count, "faces": roll_faces(roll, count),
            "roll_chances": {str(d): roll_odds(box, board, d)
                             for d in (dice_choices(box, board) if roll is None else (count,))},
            "moves": [{"move": tiles_text(box, m), "tiles": standing(box, m)}
                      for m in (legal_moves(box, board, roll) if roll else ())],
            "dice_moves": [{"move": DICE_NAMES[d], "dice": d, "words": _(DICE_WORDS[d]), "label": _(ROLL_WORDS[d]),
                            "use_label": _(USE_WORDS[d])}
                           for d in (() if roll else dice_choices(box, board))]}


def tile_label(tile) -> str:
    """A tile as a person names it on the board (its button's accessible name)."""
    if tile.row == "back":
        # Translators: a tile's button: a tile of Double Shutter's back row, {tile} its number
        return _("Back tile {tile}").format(tile=tile.value)
    # Translators: a tile's button, {tile} its number
    return _("Tile {tile}").format(tile=tile.value)


def roll_faces(roll, count) -> list[int]:
    """Faces to draw for a roll whose dice were not seen (a position opened, a total entered): one
    die shows the roll; two split it as evenly as they can (7 as 3 and 4)."""
    if roll is None:
        return []
    return [roll] if count == 1 else [roll // 2, roll - roll // 2]


def roll_odds(box, board, count) -> dict:
    """Each total `count` dice can show, its chance and whether a move uses it, and the chance that a
    roll can be played at all."""
    chances = roll_chances(box, board, count)
    playable = sum((chance for _, chance, can in chances if can), 0)
    return {"totals": [{"total": total, "chance": float(chance), "chance_text": number(100 * float(chance), 1), "playable": can,
                        "label": bar_label(total, chance, can)}
                       for total, chance, can in chances],
            "playable": float(playable), "playable_text": playable_words(count, playable)}


def bar_label(total, chance, playable) -> str:
    """A bar of the chart of a roll's totals, as a screen reader names it: its total and its chance."""
    values = {"total": number(total), "chance": percent(100 * float(chance), 1)}
    if playable:
        # Translators: a bar of the chart of a roll's totals, its accessible name: {total} a total of the dice, {chance} its chance
        return _("{total}: {chance}").format(**values)
    # Translators: as the message above, for a total that no move can use
    return _("{total}: {chance}, no move uses it").format(**values)
