"""How the computer thinks: the computation behind a position's advice, run by the product's own
solvers with a tracer and told step by step, for the page's panel (web/thinking.js) when a view
request asks for it ({"thinking": true}, or {"thinking": {option: value}} for the panel's options;
stb.bridge.view).

One module a game, its algorithm panel (stb.games names it: `GameInfo.panel`; shutbox, for one
player, two and tables; pig; nim; chopsticks; HOG's in its own folder, stb/hog/panel.py), says with its `trace` what its solver did at the
position. A trace is {"title", "where" (the position in words), "intro" (what
the algorithm does, in sentences), "headline" ({"label", "value", "text"}: what the computation
gives, from the side the advice takes), "steps" (a caption per step), "opens_at" (the step shown
first), "blocks", "notes", "options" (the choices the panel offers, each with its value now:
`blocks.option`), "developer" (where the code is and what the seeds ask, behind a fold), and the
words the panel draws around them ("counts", "up", "labels": `blocks.panel`)}; each
block is shown from its step "from" (to its step "to", if any): "text" (lines), "table" (its rows
filled step by step), "curve" (values against a turn total, Pig's turn), "counts" (labelled
numbers) or "tree" (a search, entered and left step by step). Every word of it is in the reader's language (stb.i18n), and so
are the labels the panel's JavaScript draws around it: the JavaScript writes none of its own.
"""

import importlib

from stb.bridge.thinking.blocks import panel
from stb.games import GAMES
from stb.i18n import _


def thinking(page, game, state, opponent, asked=True) -> dict:
    """The trace of the position's computation, for the player to move (nothing left once the game
    is over, whatever the options), with the panel's options `asked` (True: the defaults)."""
    if game.is_terminal(state):
        over = _("The game is over.")  # Translators: the algorithm panel's position, and its one step, once the game is over
        return panel(
            # Translators: the algorithm panel's title once the game is over
            _("Nothing left to work out"), over,
            # Translators: what the algorithm panel says once the game is over
            [_("The game is over: no move is left to choose.")], None, [over], [])
    return importlib.import_module(GAMES[page.name].panel).trace(page, game, state, opponent, asked)
