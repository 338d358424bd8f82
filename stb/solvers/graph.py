"""The two walks over a graph of states, written once for every game: every state reachable from
some roots, and probability mass passed forward from a start. A walk is given the graph as a
function: `successors(state)`, the states one step on, or `edges(state)`, [(next state, its
chance), ...] (none at an end)."""

from collections import deque


def reachable(roots, successors, depth_first=False) -> dict:
    """Every state reachable from `roots`, each with its `successors(state)`, in the order first
    met: breadth first, or depth first (a state's successors in their order)."""
    graph, frontier = {}, deque(roots)
    take = frontier.pop if depth_first else frontier.popleft
    while frontier:
        state = take()
        if state not in graph:
            nexts = graph[state] = successors(state)
            frontier.extend([after for after in (reversed(nexts) if depth_first else nexts) if after not in graph])
    return graph


def forward(order, edges, start: dict, whole=None) -> dict:
    """{state: its chance of being met} from `start` ({state: chance}), each state of `order` in
    turn passing its chance on along `edges` (so every state comes before those it leads to; a
    state left out of `order` keeps what reaches it: an end, say). With `whole`, the edges give
    ways out of `whole(state)` (a throw's ways of showing each outcome) and pass chance × ways /
    whole. A state reached by no chance passes nothing on; the states are listed as first reached."""
    mass = dict(start)
    for state in order:
        chance = mass.get(state)
        if chance:
            out_of = whole(state) if whole else None
            for after, p in edges(state):
                passed = chance * p if out_of is None else chance * p / out_of
                mass[after] = mass[after] + passed if after in mass else passed
    return mass
