"""The computer's strengths as policies, drawn from a game's advice, in the one shape every player
has, `policy(game, state) -> action` (stb.solvers.policy; the rules of thumb and the perfect player
are the same shape, in each game's `lab` module).

A policy returns the game protocol's action, not the move's text: the solvers, the evaluator and
the bridge play actions (`game.result`), and each move of an advice carries its action; text is for
the edges (requests, links, the command lines).
"""

from stb.advice import choose


def by_cost(page, strength: float, rng, advise=None):
    """The computer at `strength` (1 plays perfectly, towards 0 ever weaker): a move drawn by its
    cost, small mistakes likelier than blunders (`stb.advice.choose`), with `rng` (a random.Random);
    `advise` (default the page's) gives the advice it draws from."""
    advise = advise or page.advise

    def policy(game, state):
        return choose(advise(game, state), strength, rng, page.unit(game).blunder).action
    return policy
