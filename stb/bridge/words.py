"""What the page says of any game's moves, from their records and the game's own words (its page's
`move_words`, `value_words`): the verdict on a move, a roll's luck, and, for games whose page says
nothing else, why the best move was better (each option's best reply, which the bridge looked up)."""

from stb.words import lowered, theirs, whose


def luck_words(unit, luck, mine, others=False) -> str:
    """A roll's luck from the viewer's side: the roller's own, or an opponent's as the viewer's, or
    (`others`) another player's roll as the luck of the seat whose values these are."""
    if luck is None:
        return ""
    return unit.luck_text(luck if mine else -luck, "" if mine and not others else "you")


def verdict(record, mine) -> str:
    """What a move was worth, in one or two sentences: the move, its judgement and cost, the best
    move where it was not played, and the luck of its roll."""
    said = [record["event"]]
    if record["forced"]:
        pass
    elif record["judgement"] == "best":
        said.append("Best move.")
    else:
        said.append(f"{record['judgement'].capitalize()}: {record['cost_text']}. "
                    f"{'Best' if mine else 'Its best'}: {record['best_words']}. {record['why']}".rstrip())
    if record["luck_text"]:
        said.append(f"{record['luck_text'][:1].upper()}{record['luck_text'][1:]}.")
    return " ".join(said)


def value_label(page, game, state, actor: str, meaning: bool = False) -> str:
    """The values' label for `actor` ("Your chance to win"), or with `meaning` the sentence on what they mean."""
    return page.value_words(game, state)[meaning].format(whose=whose(actor))


def replies_why(page, game, state, advice, options, names) -> str:
    """Why the best move beats the other option, from the values: the other player's best reply to
    each (`options`: each option's state after it and, where the game goes on to a decision, that
    reply's advice), and the value it leads to: the option's own value, as the list of moves says it
    (a result in so many moves counts the option itself, from before it)."""
    mover, unit = game.to_move(state), page.unit(game)
    label = page.value_words(game, state)[0].format(whose=theirs(names[mover]))
    said = []
    for option, (after, reply) in options.items():
        value = advice.move_of(option).value
        then = "the game ends"
        if reply is not None:
            then = f"the best reply is {lowered(page.move_words(game, after, reply.best.action))}"
        said.append(f"after {lowered(page.move_words(game, state, option))} {then} ({label}: {unit.value_text(value)})")
    return f"Why: {'; '.join(said)}."
