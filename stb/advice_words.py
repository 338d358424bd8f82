"""The advice's words that its units and the page share, in the spoken language (stb.i18n): the
judgements of a move, the results a move can turn, and the short phrases of a unit's sentences."""

from stb.i18n import N_, NP_, _, p_

# Translators: the judgements of a move, from the best to the worst: each word, its plural (the
# moves so judged, counted in the review: "12 best", "3 mistakes"), its sentence (the page's key
# of judgements), and its chart mark (not shown).
JUDGEMENT_WORDS = {"best": (N_("best"), NP_("counted in the review", "best"), N_("The best move."), "dot"),
                   "inaccuracy": (N_("inaccuracy"), NP_("counted in the review", "inaccuracies"), N_("An inaccuracy."),
                                  "circle"),
                   "mistake": (N_("mistake"), NP_("counted in the review", "mistakes"), N_("A mistake."), "square"),
                   "blunder": (N_("blunder"), NP_("counted in the review", "blunders"), N_("A blunder."), "triangle")}
"""Each judgement's word, its plural, its sentence, and its mark on a chart (a shape, never colour alone)."""


def judgement_table() -> list[dict]:
    """The judgements from the cheapest, as the page shows them: the name (the key the page reads),
    the word, its plural and a sentence in the spoken language, and a mark."""
    return [{"name": name, "word": _(word), "plural": p_(*plural), "sentence": _(sentence), "mark": mark}
            for name, (word, plural, sentence, mark) in JUDGEMENT_WORDS.items()]


def judgement_word(judgement: str) -> str:
    """A judgement as a sentence begins with it: "Mistake", in the spoken language."""
    word = _(JUDGEMENT_WORDS[judgement][0])
    return word[:1].upper() + word[1:]


def for_you(change: str) -> str:
    """A change (an amount and its direction) as it is for you: an opponent's loss, your gain."""
    # Translators: {change} an amount and its direction ("2.1 % more chance to win"), as it is for you.
    return _("{change} for you").format(change=change)


def nothing() -> str:
    # Translators: what a player's decisions lost in all when none was costly ("Your decisions against best play: nothing").
    return _("nothing")


def under(amount: str) -> str:
    """Less than the smallest amount written ("under 0.01 %")."""
    # Translators: less than the smallest amount written; {amount} a number and its unit ("0.01 %").
    return _("under {amount}").format(amount=amount)


def points_unit() -> str:
    # Translators: the unit after an expected final score ("11.22 points"), always in the plural.
    return _("points")


# Translators: a game that ends with nobody winning: by endless play (a draw), or at a limit of moves (a tie).
DRAWS = {"draw": (N_("a draw"), N_("draw")), "tie": (N_("a tie at the move limit"), N_("tie"))}
"""What a 0 of remoteness is called, by the game's `draw`: a draw (endless play), or a tie at the
move limit; as a value reads it and as the chart's tick names it."""
# Translators: a move's cost that changes the result with best play (from a win, a draw or a tie, to another).
TURNED = {("win", "loss"): N_("turns the win into a loss"), ("win", "draw"): N_("turns the win into the draw"),
          ("win", "tie"): N_("turns the win into the tie"), ("loss", "win"): N_("turns a loss into the win"),
          ("loss", "draw"): N_("turns a loss into the draw"), ("loss", "tie"): N_("turns a loss into the tie"),
          ("draw", "win"): N_("turns the draw into the win"), ("draw", "loss"): N_("turns the draw into a loss"),
          ("tie", "win"): N_("turns the tie into the win"), ("tie", "loss"): N_("turns the tie into a loss")}
"""A move's cost that changes the result, by the results before and after it."""
