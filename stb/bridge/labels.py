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
    # Translators: the accessible name of Practice's list and tools of your saved positions (the drill)
    "drill.name": N_("Your saved mistakes"),
    # Translators: Practice's menu of whose saved mistakes to practise (yours, or a player's between two people)
    "drill.whose": N_("Whose mistakes"),
    # Translators: a button of Practice: save your saved positions to a file
    "drill.export": N_("Export mistakes"),
    # Translators: a button of Practice: add saved positions from a file
    "drill.import": N_("Import mistakes"),
    # Translators: a button of Practice: delete every saved position (it asks first; Undo brings them back)
    "drill.clear": N_("Clear mistakes"),
    # Translators: before buttons naming the other games with saved positions due ("Pig (2)")
    "drill.elsewhere": N_("Due in other games:"),
    # Translators: a button: another game with saved positions due; {game} its title, {count} how many are due
    "drill.dueGame": N_("{game} ({count})"),
    # Translators: a button beside a saved position in Practice's list: ask it now, due or not
    "drill.ask": N_("Ask it now"),
    # Translators: a button beside a saved position in Practice's list: delete it (Undo brings it back)
    "drill.delete": N_("Delete"),
    # Translators: a link to download the saved positions this version of the page could not read, as kept
    "drill.download": N_("Download them as they are kept"),
    # Translators: a file of saved positions refused; {error} says why
    "drill.notImported": N_("Not imported: {error}."),
    # Translators: the button that answers Clear's question: yes, clear them
    "drill.clearYes": N_("Clear them"),
    # Translators: the button that answers Clear's question: no, keep them
    "drill.clearNo": N_("Keep them"),
    # Translators: a button after a delete or a clear of saved positions: bring them back
    "drill.undo": N_("Undo"),
    # Translators: said when another tab of the page kept changing the saved positions, so that a change was not saved
    "drillstore.busy": N_("Your saved mistakes kept changing in another tab of this page: this change was not saved"),
    # Translators: the description of the Practice button: how many saved positions are due ({count}), then by game
    # ({games}: "Pig 1, Red-Blue Nim 1")
    "duecount.due": N_("Saved positions due: {count} ({games})."),
    # Translators: one game in the description of the Practice button: {game} its title, {count} its positions due
    "duecount.game": N_("{game} {count}"),
    # Translators: between the games in the description of the Practice button ("Pig 1, Red-Blue Nim 1")
    "duecount.separator": N_(", "),
    # Translators: the accessible name of Practice's bar: the question, the running count and its buttons
    "practice.name": N_("Practice"),
    # Translators: a button of Practice and Retry: leave them for the game
    "practice.back": N_("Back to the game"),
    # Translators: a button after a wrong answer in Practice: answer the same question again
    "practice.tryAgain": N_("Try again"),
    # Translators: a button after a wrong answer in Practice: show the best moves
    "practice.seeAnswer": N_("See the answer"),
    # Translators: after a question of Practice: a position the page found by playing, not a saved one
    "practice.close": N_("A close decision."),
    # Translators: Shut the Box in Practice: the tiles selected are not a move of the roll
    "practice.notAMove": N_("Those tiles are not one of this roll's moves: select tiles adding up to the roll."),
    # Translators: the page's heading in Practice; {title} the game's title ("Pig to 20")
    "practice.title": N_("Practice: {title}"),
    # Translators: the term explained beside Practice's running count ("accuracy 91.3 %")
    "practice.accuracy": N_("Accuracy"),
    # Translators: before a question asked again after a miss; {count} the try (2, 3, ...)
    "practice.try": N_("Try {count}."),
    # Translators: a button of Practice once a question is answered: the next one
    "practice.next": N_("Next position"),
    # Translators: a button of Practice before a question is answered: the next one instead (it stays due)
    "practice.skip": N_("Skip this position"),
    # Translators: the mark beside the move you answered in the list of moves ("Hold ... yours")
    "practice.yours": NP_("the mark on the move you answered", "yours"),
    # Translators: where the values of every move show once a question of Practice is answered
    "practice.hidden": N_("Answer first: the exact values of every option appear here."),
    # Translators: a button at a game's end and in its review: ask its mistakes and blunders again, as questions
    "retry.button": N_("Retry your mistakes"),
    # Translators: the page's heading in Retry; {title} the game's title ("Pig to 20")
    "retry.title": N_("Retry: {title}"),
    # Translators: a button of Retry before a question is answered: the next one instead
    "retry.skip": N_("Skip this mistake"),
    # Translators: a button of Retry once its last question is answered: how the questions went
    "retry.done": N_("How it went"),
    # Translators: a button of Retry once a question is answered: the next one
    "retry.next": N_("Next mistake"),
    # Translators: a button of Retry after its last words: ask the questions again from the first
    "retry.again": N_("Start again"),
    # Translators: the tutor's menu (under the board): the tutor never asks
    "tutor.off": NP_("the tutor's menu", "off"),
    # Translators: the tutor's menu; the tutor asks before a costly move is played
    "tutor.name": N_("Tutor"),
    # Translators: the tip on the tutor's menu
    "tutor.asks": N_("The tutor asks before a move this costly or worse"),
    # Translators: a button of the tutor's question: choose another move
    "tutor.again": N_("Choose again"),
    # Translators: a button of the tutor's question: play the move asked about
    "tutor.play": N_("Play it anyway"),
    # Translators: a button of the tutor's question: a hint, why the move falls short
    "tutor.hint": NP_("the tutor's button", "Hint"),
    # Translators: the tutor's hint: {clue} why the move asked about falls short
    "tutor.hinted": N_("Hint. {clue}"),
    # Translators: a button of the tutor's question after its hint: show the best move
    "tutor.showBest": N_("Show the best move"),
    # Translators: a button of the tutor's question after its hint: show the best moves (several as good)
    "tutor.showBests": N_("Show the best moves"),
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
