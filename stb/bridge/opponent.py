"""Who plays whom: the computer (in one seat, at a strength) or two people at the screen, the
menus that choose it, and the computer's moves. A game may add to the opponent (Nim: the perfect
computer's search depth) or replace it (a table of N: who plays the other seats) with its
declaration's `opponent` and `opponent_controls`, each given what the bridge would answer; and with
`computer` (its own perfect computer, a policy) and `others_turn` (the other seats' turn at a table)."""

from functools import partial

from stb.bridge.advising import advice_of
from stb.controls import select
from stb.fields import choice, whole
from stb.i18n import N_, _, p_
from stb.policies import by_cost

# Translators: the computer's strengths, in the menu "Computer strength".
STRENGTHS = {"1": N_("Perfect"), "0.9": N_("Strong"), "0.6": N_("Fair"), "0.3": N_("Weak")}
# Translators: whom you play, in the menu "Play against".
MODES = {"computer": N_("the computer"), "people": N_("two people at this screen")}


def opponent_of(page, game, fields) -> dict:
    """The opponent a request names, checked: none for one player alone."""
    usual = {} if len(page.seats(game)) == 1 else two_players(fields)
    return page.opponent(game, fields, usual)


def two_players(fields) -> dict:
    """Who plays a game of two: the computer (the person's seat, its strength) or two people."""
    # Translators: a field, as a refusal names it ("{what} must be ...").
    return {"mode": choice(fields.get("mode", "computer"), _("the opponent"), tuple(MODES)),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "side": whole(fields.get("side", 0), _("your seat"), 0, 1),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "strength": choice(fields.get("strength", "1"), _("the computer's strength"), tuple(STRENGTHS))}


def opponent_controls(page, game, opponent) -> list[dict]:
    """The menus of the opponent (none for one player alone)."""
    usual = [] if len(page.seats(game)) == 1 else two_players_controls(opponent)
    return page.opponent_controls(game, opponent, usual)


def two_players_controls(opponent) -> list[dict]:
    """The menus of `two_players`: the opponent, and against the computer your seat and its strength."""
    versus = opponent["mode"] == "computer"
    # Translators: a menu's label: whom you play, the computer or another person ("Play against: the computer").
    return [select("mode", _("Play against"), opponent["mode"], said(MODES), group="opponent"),
            # Translators: a menu's label and its choices: whether you play first or second ("You play: first").
            select("side", _("You play"), opponent["side"], [(0, p_("you play", "first")), (1, p_("you play", "second"))],
                   hidden=not versus, group="opponent", new_game=True),
            # Translators: a menu's label: how well the computer plays.
            select("strength", _("Computer strength"), opponent["strength"], said(STRENGTHS), hidden=not versus,
                   group="opponent")]


def said(options: dict) -> list[tuple]:
    """A menu's options (value, words) from a table of messages, in the spoken language."""
    return [(value, _(words)) for value, words in options.items()]


def others_turn(page, game, state) -> bool:
    """Whether other players move for the seat whose values these are (a table's other seats)."""
    return page.others_turn(game, state)


def computer_to_move(page, game, state, opponent) -> bool:
    """Whether the page lets the computer make the next move by itself."""
    if others_turn(page, game, state):
        return opponent.get("others") == "computer"
    seat = None if len(page.seats(game)) == 1 or opponent["mode"] == "people" else 1 - opponent["side"]
    return game.to_move(state) == seat


def computer_may_move(page, game, state) -> bool:
    """Whether the computer may be asked for the next move: in a game of two any move, at a table the other seats'."""
    return len(page.seats(game)) > 1 or others_turn(page, game, state)


def computer_move(page, game, state, opponent, rng) -> tuple:
    """The computer's move, an action of the advice's, and a note on how it chose (its policy's
    `note`, where it keeps one): at a table, the other seat's turn."""
    policy = computer_policy(page, game, opponent, rng)
    return policy(game, state), getattr(policy, "note", "")


def computer_policy(page, game, opponent, rng):
    """The computer as a policy: the game's own perfect computer where it has one (Nim's alpha-beta
    search), else a pick weighted by cost (`stb.policies.by_cost`) at the opponent's strength."""
    return page.computer(game, opponent) or by_cost(page, float(opponent.get("strength", "1")), rng, partial(advice_of, page))
