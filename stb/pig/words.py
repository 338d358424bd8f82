"""Pig's longer sentences for the review, one message per seat's role: why one choice beats the other,
and a turn of many throws told whole with its verdict."""

from stb.advice import CHANCE_POINTS, JUDGEMENTS, TIE
from stb.i18n import N_, _, n_, number, percent
from stb.words import YOU, said


def why(game, state, advice, move, seats, facts) -> str:
    """Rolling against holding: the chance of busting and the turn total it would lose, against
    the average gain of a roll, and where each choice asked about (`facts`' keys) leaves the chance to win."""
    gains = [gain for gain in game.faces if gain]
    values = {m.action: CHANCE_POINTS.value_text(m.value) for m in advice.moves}
    asked = tuple(option for option in ("roll", "hold") if option in facts)
    whys = (_COIN_WHYS if game.coin else _DIE_WHYS)[asked]
    return said(seats[state.player], **{role: _(message) for role, message in whys.items()},
                chance=percent(100 * game.faces.count(0) / len(game.faces)), lost=number(state.pending),
                average=number(sum(gains) / len(gains), 1), roll=values.get("roll"), hold=values.get("hold"))


# Translators: why one choice of Piglet (toss or hold) is better: the chance that a toss busts, the turn total
# {lost} it would lose, the average {average} it adds otherwise, and the chance to win each choice leaves
_COIN_WHYS = {("roll", "hold"): {"you": N_("Why: a toss busts {chance} of the time, losing the turn total of {lost}, "
                                           "and adds {average} on average otherwise; rolling leaves your chance to "
                                           "win at {roll}, holding at {hold}."),
                                 # Translators: as the message above: the same sentence, in another case
                                 "computer": N_("Why: a toss busts {chance} of the time, losing the turn total of "
                                                "{lost}, and adds {average} on average otherwise; rolling leaves the "
                                                "computer's chance to win at {roll}, holding at {hold}."),
                                 # Translators: as the message above: the same sentence, in another case
                                 "player": N_("Why: a toss busts {chance} of the time, losing the turn total of {lost}, "
                                              "and adds {average} on average otherwise; rolling leaves {player}'s "
                                              "chance to win at {roll}, holding at {hold}.")},
              # Translators: as the message above: the same sentence, in another case
              ("roll",): {"you": N_("Why: a toss busts {chance} of the time, losing the turn total of {lost}, and adds "
                                    "{average} on average otherwise; rolling leaves your chance to win at {roll}."),
                          # Translators: as the message above: the same sentence, in another case
                          "computer": N_("Why: a toss busts {chance} of the time, losing the turn total of {lost}, and "
                                         "adds {average} on average otherwise; rolling leaves the computer's chance to "
                                         "win at {roll}."),
                          # Translators: as the message above: the same sentence, in another case
                          "player": N_("Why: a toss busts {chance} of the time, losing the turn total of {lost}, and "
                                       "adds {average} on average otherwise; rolling leaves {player}'s chance to win "
                                       "at {roll}.")},
              # Translators: as the message above: the same sentence, in another case
              ("hold",): {"you": N_("Why: a toss busts {chance} of the time, losing the turn total of {lost}, and adds "
                                    "{average} on average otherwise; holding leaves your chance to win at {hold}."),
                          # Translators: as the message above: the same sentence, in another case
                          "computer": N_("Why: a toss busts {chance} of the time, losing the turn total of {lost}, and "
                                         "adds {average} on average otherwise; holding leaves the computer's chance to "
                                         "win at {hold}."),
                          # Translators: as the message above: the same sentence, in another case
                          "player": N_("Why: a toss busts {chance} of the time, losing the turn total of {lost}, and "
                                       "adds {average} on average otherwise; holding leaves {player}'s chance to win "
                                       "at {hold}.")}}
"""Why one of Piglet's choices beats the other, by the choices asked about and the role of the seat to move."""

# Translators: why one choice of Pig (roll or hold) is better: the chance that a roll busts, the turn total
# {lost} it would lose, the average {average} it adds otherwise, and the chance to win each choice leaves
_DIE_WHYS = {("roll", "hold"): {"you": N_("Why: a roll busts {chance} of the time, losing the turn total of {lost}, "
                                          "and adds {average} on average otherwise; rolling leaves your chance to win "
                                          "at {roll}, holding at {hold}."),
                                # Translators: as the message above: the same sentence, in another case
                                "computer": N_("Why: a roll busts {chance} of the time, losing the turn total of "
                                               "{lost}, and adds {average} on average otherwise; rolling leaves the "
                                               "computer's chance to win at {roll}, holding at {hold}."),
                                # Translators: as the message above: the same sentence, in another case
                                "player": N_("Why: a roll busts {chance} of the time, losing the turn total of {lost}, "
                                             "and adds {average} on average otherwise; rolling leaves {player}'s "
                                             "chance to win at {roll}, holding at {hold}.")},
             # Translators: as the message above: the same sentence, in another case
             ("roll",): {"you": N_("Why: a roll busts {chance} of the time, losing the turn total of {lost}, and adds "
                                   "{average} on average otherwise; rolling leaves your chance to win at {roll}."),
                         # Translators: as the message above: the same sentence, in another case
                         "computer": N_("Why: a roll busts {chance} of the time, losing the turn total of {lost}, and "
                                        "adds {average} on average otherwise; rolling leaves the computer's chance to "
                                        "win at {roll}."),
                         # Translators: as the message above: the same sentence, in another case
                         "player": N_("Why: a roll busts {chance} of the time, losing the turn total of {lost}, and "
                                      "adds {average} on average otherwise; rolling leaves {player}'s chance to win "
                                      "at {roll}.")},
             # Translators: as the message above: the same sentence, in another case
             ("hold",): {"you": N_("Why: a roll busts {chance} of the time, losing the turn total of {lost}, and adds "
                                   "{average} on average otherwise; holding leaves your chance to win at {hold}."),
                         # Translators: as the message above: the same sentence, in another case
                         "computer": N_("Why: a roll busts {chance} of the time, losing the turn total of {lost}, and "
                                        "adds {average} on average otherwise; holding leaves the computer's chance to "
                                        "win at {hold}."),
                         # Translators: as the message above: the same sentence, in another case
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
        own = record["player"] == viewer or seats[viewer].role != YOU
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
             # Translators: as the message above: the same sentence, in another case
             ("inaccuracy", "hold"): N_("Inaccuracy: {cost}; at a turn total of {total}, hold was best."),
             # Translators: as the message above: the same sentence, in another case
             ("mistake", "roll"): N_("Mistake: {cost}; at a turn total of {total}, roll was best."),
             # Translators: as the message above: the same sentence, in another case
             ("mistake", "hold"): N_("Mistake: {cost}; at a turn total of {total}, hold was best."),
             # Translators: as the message above: the same sentence, in another case
             ("blunder", "roll"): N_("Blunder: {cost}; at a turn total of {total}, roll was best."),
             # Translators: as the message above: the same sentence, in another case
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
    return said(seats[record["player"]], **{role: _(message) for role, message in messages.items()},
                turn=number(count), rolls=", ".join(map(number, totals)), heads=_heads(totals.count(2)),
                points=number(before.pending), score=number(before.me + before.pending),
                won=number(after.me + after.pending), total=number(after.pending))


def _heads(count) -> str:
    """How often heads came up: "heads" (once), "heads twice", "heads 3 times"."""
    # Translators: how often a coin showed heads in a turn of Piglet, inside "Turn 3: You tossed {heads} and ..."
    return (_("heads") if count == 1 else
            # Translators: as the message above: the same sentence, in another case
            _("heads twice") if count == 2 else
            # Translators: how often a coin showed heads in a turn of Piglet, {count} 3 or more
            n_("heads {count} time", "heads {count} times", count).format(count=number(count)))


# Translators: a turn of Piglet, as the review tells it: its number {turn}, the coin's sides tossed ({heads}: "heads
# twice"), and how it ended: held, banking the turn total {points} for a score of {score}; or won with {won}; or
# still going on at a turn total of {total} (a turn total: the points of this turn, not yet banked)
_COIN_TURNS = {("heads", "held"): {"you": N_("Turn {turn}: You tossed {heads} and held, banking {points} for a score of "
                                              "{score}."),
                                    # Translators: as the message above: the same sentence, in another case
                                    "computer": N_("Turn {turn}: The computer tossed {heads} and held, banking {points} "
                                                   "for a score of {score}."),
                                    # Translators: as the message above: the same sentence, in another case
                                    "player": N_("Turn {turn}: {player} tossed {heads} and held, banking {points} for a "
                                                 "score of {score}.")},
               # Translators: as the message above: the same sentence, in another case
               ("heads", "won"): {"you": N_("Turn {turn}: You tossed {heads} and won with {won}."),
                                  # Translators: as the message above: the same sentence, in another case
                                  "computer": N_("Turn {turn}: The computer tossed {heads} and won with {won}."),
                                  # Translators: as the message above: the same sentence, in another case
                                  "player": N_("Turn {turn}: {player} tossed {heads} and won with {won}.")},
               # Translators: as the message above: the same sentence, in another case
               ("heads", "goes on"): {"you": N_("Turn {turn}: You tossed {heads} and the turn goes on at a turn total "
                                                "of {total}."),
                                      # Translators: as the message above: the same sentence, in another case
                                      "computer": N_("Turn {turn}: The computer tossed {heads} and the turn goes on at "
                                                     "a turn total of {total}."),
                                      # Translators: as the message above: the same sentence, in another case
                                      "player": N_("Turn {turn}: {player} tossed {heads} and the turn goes on at a turn "
                                                   "total of {total}.")},
               # Translators: as the message above: the same sentence, in another case
               ("heads, then tails", "busted"): {"you": N_("Turn {turn}: You tossed {heads}, then tails, and busted."),
                                           # Translators: as the message above: the same sentence, in another case
                                           "computer": N_("Turn {turn}: The computer tossed {heads}, then tails, and "
                                                          "busted."),
                                           # Translators: as the message above: the same sentence, in another case
                                           "player": N_("Turn {turn}: {player} tossed {heads}, then tails, and busted.")},
               # Translators: as the message above: the same sentence, in another case
               ("tails", "busted"): {"you": N_("Turn {turn}: You tossed tails and busted."),
                                     # Translators: as the message above: the same sentence, in another case
                                     "computer": N_("Turn {turn}: The computer tossed tails and busted."),
                                     # Translators: as the message above: the same sentence, in another case
                                     "player": N_("Turn {turn}: {player} tossed tails and busted.")},
               # Translators: as the message above: the same sentence, in another case
               ("nothing", "held"): {"you": N_("Turn {turn}: You tossed nothing and held, banking {points} for a score "
                                               "of {score}."),
                                     # Translators: as the message above: the same sentence, in another case
                                     "computer": N_("Turn {turn}: The computer tossed nothing and held, banking {points} "
                                                    "for a score of {score}."),
                                     # Translators: as the message above: the same sentence, in another case
                                     "player": N_("Turn {turn}: {player} tossed nothing and held, banking {points} for a "
                                                  "score of {score}.")}}
"""A turn of Piglet in words, by what it tossed and how it ended, and the role of its player."""

# Translators: a turn of Pig, as the review tells it: its number {turn}, the die's faces rolled ({rolls}: "3, 5"),
# and how it ended: held, banking the turn total {points} for a score of {score}; or won with {won}; or busted
# (a 1 lost the turn total); or still going on at a turn total of {total} (a turn total: the points of this turn,
# not yet banked)
_DIE_TURNS = {("rolled", "held"): {"you": N_("Turn {turn}: You rolled {rolls} and held, banking {points} for a score of "
                                             "{score}."),
                                   # Translators: as the message above: the same sentence, in another case
                                   "computer": N_("Turn {turn}: The computer rolled {rolls} and held, banking {points} "
                                                  "for a score of {score}."),
                                   # Translators: as the message above: the same sentence, in another case
                                   "player": N_("Turn {turn}: {player} rolled {rolls} and held, banking {points} for a "
                                                "score of {score}.")},
              # Translators: as the message above: the same sentence, in another case
              ("rolled", "won"): {"you": N_("Turn {turn}: You rolled {rolls} and won with {won}."),
                                  # Translators: as the message above: the same sentence, in another case
                                  "computer": N_("Turn {turn}: The computer rolled {rolls} and won with {won}."),
                                  # Translators: as the message above: the same sentence, in another case
                                  "player": N_("Turn {turn}: {player} rolled {rolls} and won with {won}.")},
              # Translators: as the message above: the same sentence, in another case
              ("rolled", "busted"): {"you": N_("Turn {turn}: You rolled {rolls} and busted."),
                                     # Translators: as the message above: the same sentence, in another case
                                     "computer": N_("Turn {turn}: The computer rolled {rolls} and busted."),
                                     # Translators: as the message above: the same sentence, in another case
                                     "player": N_("Turn {turn}: {player} rolled {rolls} and busted.")},
              # Translators: as the message above: the same sentence, in another case
              ("rolled", "goes on"): {"you": N_("Turn {turn}: You rolled {rolls} and the turn goes on at a turn total "
                                                "of {total}."),
                                      # Translators: as the message above: the same sentence, in another case
                                      "computer": N_("Turn {turn}: The computer rolled {rolls} and the turn goes on at "
                                                     "a turn total of {total}."),
                                      # Translators: as the message above: the same sentence, in another case
                                      "player": N_("Turn {turn}: {player} rolled {rolls} and the turn goes on at a turn "
                                                   "total of {total}.")},
              # Translators: as the message above: the same sentence, in another case
              ("nothing", "held"): {"you": N_("Turn {turn}: You rolled nothing and held, banking {points} for a score "
                                              "of {score}."),
                                    # Translators: as the message above: the same sentence, in another case
                                    "computer": N_("Turn {turn}: The computer rolled nothing and held, banking {points} "
                                                   "for a score of {score}."),
                                    # Translators: as the message above: the same sentence, in another case
                                    "player": N_("Turn {turn}: {player} rolled nothing and held, banking {points} for a "
                                                 "score of {score}.")}}
"""A turn of Pig in words, by what it rolled and how it ended, and the role of its player."""
