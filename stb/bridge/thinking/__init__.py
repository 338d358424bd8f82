"""How the computer thinks: the computation behind a position's advice, run by the product's own
solvers with a tracer and told step by step, for the page's panel (web/thinking.js) when a view
request asks for it ({"thinking": true}; stb.bridge.view).

One module a game (shutbox, for one player, two and tables; pig; nim; chopsticks) says what its
solver did at the position. A trace is {"title", "where" (the position in words), "intro" (what
the algorithm does, in sentences), "headline" ({"label", "value", "text"}: what the computation
gives), "steps" (a caption per step), "opens_at" (the step shown first), "blocks", "notes"}; each
block is shown once the step reaches its "from": "text" (lines), "table" (its rows filled step by
step), "chart" (a value per step) or "tree" (a search, entered and left step by step).
"""

from stb.bridge.thinking import chopsticks, nim, pig, shutbox
from stb.bridge.thinking.blocks import panel

TRACES = {"shutbox": shutbox.trace, "pig": pig.trace, "nim": nim.trace, "chopsticks": chopsticks.trace}


def thinking(adapter, game, state, opponent) -> dict:
    """The trace of the position's computation, for the player to move (nothing left once the game is over)."""
    if game.is_terminal(state):
        return panel("Nothing left to work out", "The game is over.", ["The game is over: no move is left to choose."],
                     None, ["The game is over."], [])
    return TRACES[adapter.NAME](adapter, game, state, opponent)
