"""The page's own labels: the words its HTML and JavaScript draw around Python's answers (buttons,
headings, accessible names, the keys' list), by key, carried by the page's registry (stb.games) in
the reader's language. JavaScript reads them with web/registry.js `label(key, values)`; index.html's
elements name theirs with `data-label` (text) and `data-label-<attribute>` (an attribute)."""

from stb.i18n import N_, NP_, _, p_

LABELS = {
    # Translators: the page's title in the browser's tab and in search results
    "page.title": N_("Shut the Box, Pig, Nim, Chopsticks: exact advice"),
    # Translators: the page's description for search engines and link previews
    "page.description": N_("Play Shut the Box, Pig, Red-Blue Nim and Chopsticks with exact advice: every move "
                           "valued by solvers that run in your browser, offline too."),
    # Translators: the accessible name of the bar at the top with the game menu and its buttons
    "options.name": N_("Game options"),
    # Translators: the label of the menu that chooses the game (Shut the Box, Pig, ...)
    "options.game": NP_("the menu of games", "Game"),
    # Translators: a button at the top: start a new game of the game chosen
    "options.new": N_("New game"),
    # Translators: a button at the top: the drill of positions to practise (spaced repetition)
    "options.practice": N_("Practice"),
    # Translators: a button at the top: the lab, fixed strategies (rules of thumb) against optimal play
    "options.strategies": N_("Strategies"),
    # Translators: a switch at the top: show or hide the value of every move while playing
    "options.advice": N_("Show advice"),
    # Translators: a button at the top that opens the list of keyboard keys
    "options.keys": N_("Keys"),
    # Translators: the bar shown while a solver computes; "…" then a progress bar
    "solving": N_("Solving…"),
    # Translators: the accessible name of the progress bar shown while a solver computes
    "solving.name": N_("Solving"),
    # Translators: the accessible name of the part of the page with the board
    "area.game": NP_("the part of the page with the board", "Game"),
    # Translators: the accessible name of the part of the page with the value of every move
    "area.advice": NP_("the part of the page with every move's value", "Advice"),
    # Translators: the accessible name of the part of the page with the tools of a game (practice, lab)
    "area.tools": N_("Game tools"),
    # Translators: the accessible name of the part of the page with the review of the game played
    "area.review": NP_("the part of the page with the game's review", "Review"),
    # Translators: the heading of the dialog that lists the keyboard keys
    "keys.title": NP_("the dialog's heading: keyboard keys", "Keys"),
    # Translators: the key R in the keys' list
    "keys.roll": N_("Roll the dice"),
    # Translators: the key H in the keys' list; "turn total" is Pig's points gathered this turn, not yet banked
    "keys.hold": N_("Hold: bank the turn total"),
    # Translators: the keys 1–9 and 0 in the keys' list; keep <kbd>Shift</kbd> as it is (a key's name,
    # as your keyboards write it); "the back row" is Double Shutter's second row of tiles
    "keys.digits": N_("Select a tile (0 is tile 10; with <kbd>Shift</kbd>, the back row), or roll that many "
                      "dice (0 rolls ten)"),
    # Translators: the key Space in the keys' list
    "keys.space": N_("Select the focused tile, or press the focused button"),
    # Translators: the key Enter in the keys' list; "shut" as in Shut the Box (turn tiles down)
    "keys.enter": N_("Shut the selected tiles (also from a tile), or press the focused button"),
    # Translators: the key B in the keys' list
    "keys.best": N_("Play the best move"),
    # Translators: the key U in the keys' list
    "keys.undo": N_("Take back"),
    # Translators: the keys ← → in the keys' list; keep <kbd>Esc</kbd> (a key's name, as your keyboards write it)
    "keys.review": N_("Step through the review; <kbd>Esc</kbd> returns to the game"),
    # Translators: the key ? in the keys' list: it opens this list
    "keys.list": N_("This list"),
    # Translators: the button that closes the keys' list
    "keys.close": N_("Close"),
    # Translators: the page's foot; Pyodide is the name of Python in the browser
    "foot.about": N_("Exact values from the stb solvers, computed in your browser by Python (Pyodide)."),
    # Translators: the menu at the page's foot that chooses the page's language (each named in itself)
    "foot.language": N_("Language"),
    # Translators: the menu at the page's foot that chooses light or dark colours
    "foot.colours": N_("Colours"),
    # Translators: the Colours menu: follow the device's light or dark setting
    "foot.system": N_("As the system"),
    # Translators: the Colours menu: light colours
    "foot.light": N_("Light"),
    # Translators: the Colours menu: dark colours
    "foot.dark": N_("Dark"),
}
"""Every label by its key, in English; `NP_` where one English word says two things."""


def labels() -> dict[str, str]:
    """Every label in the spoken language, by key."""
    return {key: p_(*text) if isinstance(text, tuple) else _(text) for key, text in LABELS.items()}
