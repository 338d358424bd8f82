"""Practice: a close decision to try, met in play from the start, asked of you as the side to move;
and the words of the questions Practice, Retry and the tutor ask, whole in the reader's language:
an answer told (right, or not the best, and every best move), Practice's running accuracy and
streak, Retry's questions and how they went, and the tutor's levels and question."""

from stb.advice import TIE, choose
from stb.bridge.advising import advice_of
from stb.bridge.dice import Throw
from stb.bridge.position import names, viewer
from stb.bridge.record import advance
from stb.bridge.words import best_sentence
from stb.drill import COSTLY, MOST_MOVES
from stb.fields import EXACT, BadRequest, choice, mapping, text, whole
from stb.i18n import N_, _, n_, number, percent
from stb.words import said

PRACTICE_PLIES = 300
PRACTICE_STRENGTH = 0.6
PRACTICE_CHOICES = 8
"""How far, and how well, play goes on from the start to find positions to practise, and among
how many of the closest decisions met one is drawn."""


def practice_position(page, game, rng):
    """A close decision, drawn from the PRACTICE_CHOICES closest met in PRACTICE_PLIES of play
    from the start, each move picked by cost as a fair player would (closest: the second-best
    move costs the least, but something)."""
    unit, state, met = page.unit(game), game.initial_state(), {}
    if game.is_terminal(state):
        raise BadRequest(_("there is nothing to practise with these rules: the game is over before its first move; "
                           "choose other rules"))
    for _ply in range(PRACTICE_PLIES):
        if game.is_terminal(state):
            state = game.initial_state()
        advice = advice_of(page, game, state)
        if len(advice.moves) > 1 and advice.moves[1].cost > 0:
            met[game.state_text(state)] = advice.moves[1].cost, state
        action = choose(advice, PRACTICE_STRENGTH, rng, unit.blunder).action
        state = advance(page, game, state, action, Throw(), rng)[1]
    closest = sorted(met.values(), key=lambda found: found[0])[:PRACTICE_CHOICES]
    return rng.choice(closest)[1] if closest else game.initial_state()


def asked_of_you(page, game, state, opponent) -> dict:
    """The players of a close decision asked of you against the computer: you play the side to move
    (its words then speak to you), the computer the other."""
    if opponent.get("mode") != "computer" or "side" not in opponent or game.is_terminal(state):
        return opponent
    mover = game.to_move(state)
    return {**opponent, "side": mover} if mover in range(len(page.seats(game))) else opponent


# ---- the words of a question: Practice's, Retry's and the tutor's ---------------------------------

# Translators: an answer to a question (Practice, Retry) that was not the best move: {move} the move
# answered, {cost} what it loses against the best ("23.2 % less chance to win").
NOT_THE_BEST = {"inaccuracy": N_("Not the best: {move} is an inaccuracy ({cost})."),
                # Translators: as "Not the best: {move} is an inaccuracy ({cost}).", for a mistake.
                "mistake": N_("Not the best: {move} is a mistake ({cost})."),
                # Translators: as "Not the best: {move} is an inaccuracy ({cost}).", for a blunder.
                "blunder": N_("Not the best: {move} is a blunder ({cost}).")}
"""A question's answer that is not the best move, by its judgement."""


def asked(request) -> dict:
    """A question's own fields ({"question": true}): the try this answer is ("try", 1 the first), and
    Practice's running accuracy and streak before it ("stats", on a first try: see `counted`)."""
    # Translators: a field, as a refusal names it ("{what} must be ...").
    tried = whole(request.get("try", 1), _("the try"), 1, 1000)
    # Translators: a field, as a refusal names it ("{what} must be ...").
    return {"try": tried, "stats": None if request.get("stats") is None else mapping(request["stats"], _("the stats"))}


def told(page, game, state, opponent, record, tried: int) -> dict:
    """An answer to a question, said: right ("Right: Roll is the best move.", on a later try "Right on
    try 2: ..."), or not the best, with its judgement and its cost as the list of moves says it
    ("question_verdict"); and every best move ("best_moves")."""
    advice = advice_of(page, game, state)
    mover = game.to_move(state)
    unit, best = page.unit(game), advice.best.value
    several = sum(move.cost < TIE for move in advice.moves) > 1
    if record["cost"] >= TIE:
        mine = mover == viewer(page, game, opponent, mover)
        cost = unit.cost_text(record["cost"], best, listed=True) if mine else unit.gain_text(record["cost"], best)
        verdict = _(NOT_THE_BEST[record["judgement"]]).format(move=record["words"], cost=cost)
    elif tried == 1:
        # Translators: a question answered right the first time; {move} the move answered, one of several as good.
        verdict = (_("Right: {move} is one of the best moves.") if several
                   # Translators: a question answered right the first time; {move} the move answered.
                   else _("Right: {move} is the best move.")).format(move=record["words"])
    else:
        # Translators: a question answered right after a miss: {count} the try (2, 3, ...), {move} the move answered,
        # one of several as good.
        verdict = (_("Right on try {count}: {move} is one of the best moves.") if several
                   # Translators: a question answered right after a miss: {count} the try (2, 3, ...), {move} the move answered.
                   else _("Right on try {count}: {move} is the best move.")).format(count=number(tried), move=record["words"])
    return {"question_verdict": verdict, "best_moves": best_moves(page, game, state, advice)}


def best_moves(page, game, state, advice) -> str:
    """Every best move of a position (equally good ones all), in a sentence."""
    return best_sentence([page.move_words(game, state, move.action) for move in advice.moves if move.cost < TIE])


def counted(stats: dict | None, graded: str | None = None, accuracy: float | None = None) -> dict:
    """Practice's running accuracy and streak of first tries as the browser keeps them ({"answered",
    "accuracy", "streak", "best"}; a field it cannot read counts as none), with a first try counted
    (`graded` by stb.drill.grade, the move's `accuracy`): right, one more in the streak; close, the
    streak as it was; missed, the streak back to 0; and said ("said")."""
    stats = stats or {}
    answered, streak, best = (_count(stats.get(name)) for name in ("answered", "streak", "best"))
    mean = stats.get("accuracy")
    mean = mean if isinstance(mean, (int, float)) and not isinstance(mean, bool) and 0 <= mean <= 100 else 0
    if graded is not None:
        mean = (mean * answered + accuracy) / (answered + 1)
        answered += 1
        streak = streak + 1 if graded == "right" else streak if graded == "close" else 0
        best = max(best, streak)
    if answered:
        # Translators: Practice's running count of first tries: how many answered, their mean accuracy, the
        # answers right in a row now and the most in a row ("3 answered · accuracy 91.3 % · streak 2 (best 3)").
        said = _("{answered} answered · accuracy {accuracy} · streak {streak} (best {best})").format(
            answered=number(answered), accuracy=percent(mean, 1), streak=number(streak), best=number(best))
    else:
        # Translators: Practice's running count before its first answer.
        said = _("No answers yet.")
    return {"answered": answered, "accuracy": mean, "streak": streak, "best": best, "said": said}


def _count(value) -> int:
    """A count as the browser keeps it; 0 for what is not one."""
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= EXACT else 0


# Translators: a question of Retry (the costly decisions of the game just played): {index} of {count}
# which one it is; the move played there was a mistake (which move is not said: it would be the answer).
RETRY_ASKED = {"mistake": N_("Mistake {index} of {count} of this game, a mistake in play."),
               # Translators: as "Mistake {index} of {count} of this game, a mistake in play.", the move played a blunder.
               "blunder": N_("Mistake {index} of {count} of this game, a blunder in play.")}
"""Retry's question, by the judgement of the move played there."""
# Translators: said once a question of Retry is answered: what was played there in the game ({move}).
RETRY_PLAYED = {"mistake": (N_("You played {move} here in the game: a mistake."),
                            # Translators: as "You played {move} here in the game: a mistake.", the computer's move.
                            N_("The computer played {move} here in the game: a mistake."),
                            # Translators: as "You played {move} here in the game: a mistake.", {player}'s move.
                            N_("{player} played {move} here in the game: a mistake.")),
                # Translators: said once a question of Retry is answered: what was played there in the game ({move}).
                "blunder": (N_("You played {move} here in the game: a blunder."),
                            # Translators: as "You played {move} here in the game: a blunder.", the computer's move.
                            N_("The computer played {move} here in the game: a blunder."),
                            # Translators: as "You played {move} here in the game: a blunder.", {player}'s move.
                            N_("{player} played {move} here in the game: a blunder."))}
"""What was played where Retry asks, by its judgement, for you, the computer or a named player."""


def retried(page, game, opponent, records) -> list[dict]:
    """Retry's questions, one for each costly record of a game ({"player", "judgement", "words"}), in
    order: how costly the move played there was, never which it was ("asked"), and who played what
    there, said once the question is answered ("played")."""
    seats = names(page, game, opponent)
    questions = []
    for index, record in enumerate(records, start=1):
        # Translators: a field, as a refusal names it ("{what} must be ...").
        judgement = choice(record.get("judgement"), _("the judgement"), COSTLY)
        # Translators: a field, as a refusal names it ("{what} must be ...").
        seat = seats[whole(record.get("player"), _("the player"), 0, len(seats) - 1)]
        # Translators: a field, as a refusal names it ("{what} must be ...").
        move = text(record.get("words"), _("the move's words"))
        you, computer, player = RETRY_PLAYED[judgement]
        questions.append({"asked": _(RETRY_ASKED[judgement]).format(index=number(index), count=number(len(records))),
                          "played": said(seat, you=_(you), computer=_(computer), player=_(player), move=move)})
    return questions


def how_it_went(results: dict) -> str:
    """Retry's questions all asked, in a sentence: how many were right the first time, right after a
    try, shown, and skipped ({"first", "after", "shown", "skipped"})."""
    # Translators: a field, as a refusal names it ("{what} must be ...").
    first, after, shown, skipped = (whole(results.get(name, 0), _("a count of questions"), 0, MOST_MOVES)
                                    for name in ("first", "after", "shown", "skipped"))
    # Translators: in "That was the last of {decisions}: ...", how many questions Retry asked.
    parts = {"decisions": n_("{count} costly decision", "{count} costly decisions", first + after + shown + skipped),
             # Translators: in Retry's last words, how many questions were answered right at the first try.
             "first": n_("{count} right the first time", "{count} right the first time", first),
             # Translators: in Retry's last words, how many questions were answered right after a miss.
             "after": n_("{count} right after a try", "{count} right after a try", after),
             # Translators: in Retry's last words, how many questions had their answer shown (See the answer).
             "shown": n_("{count} answer shown", "{count} answers shown", shown),
             # Translators: in Retry's last words, how many questions were left unanswered.
             "skipped": n_("{count} skipped", "{count} skipped", skipped)}
    counts = {"decisions": first + after + shown + skipped, "first": first, "after": after, "shown": shown, "skipped": skipped}
    parts = {name: part.format(count=number(counts[name])) for name, part in parts.items()}
    if skipped:
        # Translators: Retry's last words: {decisions}, {first}, {after}, {shown} and {skipped} each a count with its words.
        return _("That was the last of {decisions}: {first}, {after}, {shown}, {skipped}.").format(**parts)
    # Translators: Retry's last words: {decisions}, {first}, {after} and {shown} each a count with its words.
    return _("That was the last of {decisions}: {first}, {after}, {shown}.").format(**parts)


# Translators: the tutor's menu: it asks before a move judged an inaccuracy or worse.
TUTOR = {"inaccuracy": (N_("asks at an inaccuracy"),
                        # Translators: the tutor's question before your move ({move}), an inaccuracy costing {cost}.
                        N_("Tutor: {move} would be an inaccuracy ({cost}). Play it anyway, or choose again?"),
                        # Translators: the tutor's question before a named player's move: {player} the player.
                        N_("Tutor: {player}: {move} would be an inaccuracy ({cost}). Play it anyway, or choose again?")),
         # Translators: the tutor's menu: it asks before a move judged a mistake or worse.
         "mistake": (N_("asks at a mistake"),
                     # Translators: the tutor's question before your move ({move}), a mistake costing {cost}.
                     N_("Tutor: {move} would be a mistake ({cost}). Play it anyway, or choose again?"),
                     # Translators: the tutor's question before a named player's move: {player} the player.
                     N_("Tutor: {player}: {move} would be a mistake ({cost}). Play it anyway, or choose again?")),
         # Translators: the tutor's menu: it asks before a move judged a blunder.
         "blunder": (N_("asks at a blunder"),
                     # Translators: the tutor's question before your move ({move}), a blunder costing {cost}.
                     N_("Tutor: {move} would be a blunder ({cost}). Play it anyway, or choose again?"),
                     # Translators: the tutor's question before a named player's move: {player} the player.
                     N_("Tutor: {player}: {move} would be a blunder ({cost}). Play it anyway, or choose again?"))}
"""The tutor's words by the judgement it asks at: its level in the menu, its question to you, and to a
named player."""


def tutor_words(judgement: str) -> dict | None:
    """The tutor's words for a judgement, as the page's registry carries them (the tutor asks at
    once, before Python is asked): its level in the menu ("level"), and its question to you ("you")
    or to a named player ("player"), whose {move}, {cost} and {player} are the view's words; None
    for the best move, which the tutor never asks about."""
    if judgement not in TUTOR:
        return None
    level, you, player = TUTOR[judgement]
    return {"level": _(level), "you": _(you), "player": _(player)}
