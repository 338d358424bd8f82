"""The box in the page, whoever plays it (one player, two, or a table of N: stb.shutbox.page and
table_page): its rules as a request names them, its menus, its picture, its dice, the moves that
shut the tiles selected, and each move's next roll. A position's text is the game's to read
(stb.shutbox.game, stb.shutbox.seat)."""

from stb.advice import advised
from stb.controls import select
from stb.fields import BadRequest, choice, listing, whole
from stb.shutbox import table as tb
from stb.shutbox.advice import advise
from stb.shutbox.game import DICE_NAMES
from stb.shutbox.rules import (DICE_RULES, LAYOUTS, SCORINGS, TILES, Rules, dice_choices, exposed, legal_moves,
                               move_text as tiles_text, playable_chance, playable_rolls, roll_chances, score, standing,
                               tile_layout)
from stb.shutbox.words import dice_rule, next_roll_fact, playable_words, score_words
from stb.words import percent

LOOK_AHEAD = 4
"""The most rolls ahead "Why?" looks for what parts two moves whose next roll plays as often."""
PAGE_TABLE_WORK = 480_000
"""The largest table the page offers, in `stb.shutbox.table.work`: a first view within the page's
3 s in Pyodide (docs/measured.md); the command line answers larger ones."""


# ---- the rules -----------------------------------------------------------------------------------

def box_rules(rules) -> Rules:
    """The box a request's rules name: layout, tiles, dice rule ("": the box's own) and scoring."""
    layout = choice(rules.get("layout", "classic"), "the box", LAYOUTS)
    tiles = whole(rules.get("tiles", 9), "the number of tiles", TILES[0], TILES[-1]) if layout == "classic" else 9
    dice = choice(rules.get("dice", ""), "the dice rule", ("", *DICE_RULES)) or None
    scoring = choice(rules.get("scoring", "sum"), "the scoring", SCORINGS)
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
    return [select("layout", "Box", box.layout, [("classic", "Shut the Box"), ("double", "Double Shutter")]),
            select("tiles", "Tiles", box.tiles, [(n, n) for n in TILES], hidden=box.layout != "classic"),
            select("dice", "Dice", box_fields(box)["dice"], [("", "The box's own"), ("forced", "One die at 6 or less"),
                                                             ("optional", "Your choice at 6 or less"),
                                                             ("forced-789", "One die after 7, 8, 9"),
                                                             ("optional-789", "Your choice after 7, 8, 9"),
                                                             ("two", "Always two")]),
            select("scoring", "Scoring", box.scoring, [("sum", "Sum of the tiles"), ("digits", "Tiles as digits")]),
            select("players", "Players", players, [(1, "One player"), (2, "Two players"),
                                                   *((n, f"A table of {n}") for n in table_sizes(box))])]


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
        raise BadRequest("roll the dice, or enter your roll, before shutting tiles")
    box, bits = game.rules, listing(tiles, "the tiles", 18)
    layout = tile_layout(box)
    move = 0
    for bit in (whole(bit, "a tile", 0, len(layout) - 1) for bit in bits):
        if not state.board >> bit & 1:
            raise BadRequest("only standing tiles can be shut")
        move |= 1 << bit
    if not move:
        raise BadRequest(f"select tiles adding up to {state.roll} first")
    if move in legal_moves(box, state.board, state.roll):
        return move
    chosen = standing(box, move)
    total = sum(layout[i].value for i in chosen)
    if total != state.roll:
        names = " + ".join(str(layout[i].value) for i in chosen)
        raise BadRequest(f"{names} = {total}, not {state.roll}: select tiles adding up to the roll")
    raise BadRequest(f"{tiles_text(box, move)} cannot be shut together: a back tile must be "
                     f"shut after, or with, the front tile before it")


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
    if state.roll is None or len(chances) != 2 or None in chances or len({percent(c) for c in chances}) > 1:
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
                       "label": ("Back tile " if t.row == "back" else "Tile ") + str(t.value),
                       "standing": bool(board >> i & 1), "exposed": i in front}
                      for i, t in enumerate(tiles)],
            "score": score(box, board), "score_words": score_words(box, board, ended),
            "dice_rule": dice_rule(box, board), "roll": roll, "dice": count, "faces": roll_faces(roll, count),
            "roll_chances": {str(d): roll_odds(box, board, d)
                             for d in (dice_choices(box, board) if roll is None else (count,))},
            "moves": [{"move": tiles_text(box, m), "tiles": standing(box, m)}
                      for m in (legal_moves(box, board, roll) if roll else ())],
            "dice_moves": [{"move": DICE_NAMES[d], "dice": d, "words": DICE_NAMES[d].removeprefix("roll ")}
                           for d in (() if roll else dice_choices(box, board))]}


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
    return {"totals": [{"total": total, "chance": float(chance), "chance_text": f"{100 * float(chance):.1f}", "playable": can}
                       for total, chance, can in chances],
            "playable": float(playable), "playable_text": playable_words(count, playable)}
