"""What the page says of any game's moves, from their records and the game's own words (its page's
`move_words`, `value_words`): the verdict on a move, a roll's luck, and, for games whose page says
nothing else, why the best move was better (each option's best reply, which the bridge looked up),
and a position's best moves in a sentence. Seats are said by role (stb.words.Seat), in the spoken language."""

from stb.advice_words import judgement_word
from stb.i18n import _, n_, number
from stb.words import Seat, lowered, said


def luck_words(unit, luck, mine, others=False) -> str:
    """A roll's luck from the viewer's side: the roller's own, or an opponent's as the viewer's, or
    (`others`) another player's roll as the luck of the seat whose values these are."""
    if luck is None:
        return ""
    return unit.luck_text(luck if mine else -luck, not mine or others)


def verdict(record, mine) -> str:
    """What a move was worth, in one or two sentences: the move, its judgement and cost, the best
    move where it was not played, and the luck of its roll."""
    sentences = [record["event"]]
    if record["forced"]:
        pass
    elif record["judgement"] == "best":
        sentences.append(_("Best move."))
    else:
        values = {"judgement": judgement_word(record["judgement"]), "cost": record["cost_text"], "best": record["best_words"]}
        # Translators: a costly move's verdict: its judgement ("Mistake"), its cost, the best move's words.
        judged = _("{judgement}: {cost}. Best: {best}.") if mine else _("{judgement}: {cost}. Its best: {best}.")
        sentences.append(f"{judged.format(**values)} {record['why']}".rstrip())
    if record["luck_text"]:
        sentences.append(f"{record['luck_text'][:1].upper()}{record['luck_text'][1:]}.")
    return " ".join(sentences)


def value_label(page, game, state, seat: Seat, meaning: bool = False, inside: bool = False) -> str:
    """The values' label for the seat ("Your chance to win"; `inside` a sentence, "your chance to win",
    each language's own form), or with `meaning` the sentence on what they mean."""
    label, meant, label_inside = page.value_words(game, state)
    return (meant if meaning else label_inside if inside else label).format(whose=whose_values(seat, inside))


def whose_values(seat: Seat, inside: bool = False) -> str:
    """The seat's, as the values' label begins with it ("{whose} chance to win"), at the start of a
    sentence or (`inside`) within one."""
    if inside:
        # Translators: whose values, inside a sentence: "(your result: +2 points)", "(the computer's result: ...)".
        return said(seat, you=_("your"), computer=_("the computer's"), player=_("{player}'s"))
    # Translators: whose values the page shows, as a label begins: "{whose} chance to win", "{whose} result".
    return said(seat, you=_("Your"), computer=_("The computer's"), player=_("{player}'s"))


def replies_why(page, game, state, advice, options, seats) -> str:
    """Why the best move beats the other option, from the values: the other player's best reply to
    each (`options`: each option's state after it and, where the game goes on to a decision, that
    reply's advice), and the value it leads to: the option's own value, as the list of moves says it
    (a result in so many moves counts the option itself, from before it)."""
    mover, unit = game.to_move(state), page.unit(game)
    label = value_label(page, game, state, seats[mover], inside=True)
    reasons = []
    for option, (after, reply) in options.items():
        values = {"option": lowered(page.move_words(game, state, option)), "label": label,
                  "value": unit.value_text(advice.move_of(option).value)}
        if reply is None:
            # Translators: why a move is best: after a move ({option}) the game ends, and the value it leaves ({label}: {value}).
            reasons.append(_("after {option} the game ends ({label}: {value})").format(**values))
        else:
            reply_words = lowered(page.move_words(game, after, reply.best.action))
            # Translators: why a move is best: after a move ({option}), the other player's best reply, and the value it leaves.
            reasons.append(_("after {option} the best reply is {reply} ({label}: {value})").format(reply=reply_words, **values))
    # Translators: between the reasons of "Why: after ... (...); after ... (...)."
    joined = _("; ").join(reasons)
    # Translators: why the best move beats another: {reasons} a reason for each move.
    return _("Why: {reasons}.").format(reasons=joined)


def best_sentence(words: list[str]) -> str:
    """Every best move (equally good ones all) in a sentence: "The best move: Roll."."""
    if len(words) == 1:
        # Translators: the best move of a position, {move} its words ("Take 2 red")
        return _("The best move: {move}.").format(move=words[0])
    # Translators: the moves apart by semicolons in "The 3 best moves, ...: Shut 9; Shut 1 and 8; Shut 4 and 5." (a
    # move's words may hold an "and"): {moves} the moves before, {move} the next
    moves = _said_apart(words, lambda before, move: _("{moves}; {move}").format(moves=before, move=move))
    # Translators: a position's best moves, each as good as the others: {count} how many, {moves} their words;
    # the form goes by how many others each is as good as ({count} less one): "the other", "the others".
    return n_("The {count} best moves, each as good as the other: {moves}.",
              "The {count} best moves, each as good as the others: {moves}.", len(words) - 1).format(
        count=number(len(words)), moves=moves)


def either(words: list[str]) -> str:
    """The best moves as a choice between them: "Take 2 blue or Take 1 red"; one alone as it is."""
    # Translators: a choice between equally good moves ("Roll or Hold"): {moves} the moves before, {move} the next
    return _said_apart(words, lambda before, move: _("{moves} or {move}").format(moves=before, move=move))


def _said_apart(words: list[str], joined) -> str:
    said = words[0] if words else ""
    for word in words[1:]:
        said = joined(said, word)
    return said
