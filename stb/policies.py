"""The computer's strengths as policies, drawn from a game's advice, in the one shape every player
has, `policy(game, state) -> action` (stb.solvers.policy; the rules of thumb and the perfect player
are the same shape, in each game's `lab` module).

A policy returns the game protocol's action, not the move's text: the solvers and the evaluator
play actions (`game.result`), and text is parsed only at the edges. A page names an action by the
text its advice gives it (`page.move_text`), so a move read from the advice turns back into one.
"""

from stb.advice import choose


def action_named(page, game, state, move: str):
    """The action of `game.actions(state)` that the page's advice names `move`."""
    return next(action for action in game.actions(state) if page.move_text(game, state, action) == move)


def by_cost(page, strength: float, rng, advise=None):
    """The computer at `strength` (1 plays perfectly, towards 0 ever weaker): a move drawn by its
    cost, small mistakes likelier than blunders (`stb.advice.choose`), with `rng` (a random.Random);
    `advise` (default the page's) gives the advice it draws from."""
    advise = advise or page.advise

    def policy(game, state):
        move = choose(advise(game, state), strength, rng, page.unit(game).blunder).move
        return action_named(page, game, state, move)
    return policy
