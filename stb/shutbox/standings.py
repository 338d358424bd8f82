"""Who wins Shut the Box when players each play one turn from a full box, in seat order: the lowest
score wins, and players tied for it share the win equally. With shut="wins" (the two-player spec's
rule) a player who shuts the box wins at once and the later players do not play; with "zero", 0 is
just a score. The one rule of the game of two (stb.shutbox.optimal, .game) and of tables (.table).

A standing is what a player knows before its turn: None for the first, else (the lowest score so
far, how many players share it). Chances are floats, or with `one=Fraction(1)` exact.
"""

from functools import reduce

SHUT_RULES = ("wins", "zero")
TWO_PLAYERS = "wins"
"""The shut rule of the spec's game of two."""


def after(standing, final: int):
    """The standing once a player has ended its turn with `final`."""
    if standing is None or final < standing[0]:
        return (final, 1)
    low, ties = standing
    return (low, ties + 1) if final == low else standing


def shuts_and_wins(shut: str, final: int) -> bool:
    return final == 0 and shut == "wins"


def own_chance(shut: str, share, standing, final: int, one=1.0):
    """A player's chance to win when its turn ends with `final`, from `standing`; share(low, ties)
    is what each of `ties` players leading with `low` wins once the later players have played."""
    if shuts_and_wins(shut, final):
        return one
    low, ties = after(standing, final)
    return share(low, ties) if low == final else one - one


def leaders_chance(shut: str, share, standing, final: int) -> float:
    """What each player leading the standing wins when the player to move ends with `final`."""
    if shuts_and_wins(shut, final) or final < standing[0]:
        return 0.0
    return share(*after(standing, final))


def won(shut: str, seat: int, scores, one=1.0):
    """What `seat` (0 is the first) wins once the game is over with `scores`: 1, a share of a tie, or 0."""
    if shuts_and_wins(shut, scores[-1]):
        return one if len(scores) - 1 == seat else one - one
    low, ties = reduce(after, scores, None)
    return one / ties if scores[seat] == low else one - one
