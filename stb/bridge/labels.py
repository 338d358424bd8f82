"""The page's own labels: the words its HTML and JavaScript draw around Python's answers (buttons,
headings, accessible names, the keys' list), by key, carried by the page's registry (stb.games) in
the reader's language. JavaScript reads them with web/registry.js `label(key, values)`; index.html's
elements name theirs with `data-label` (text) and `data-label-<attribute>` (an attribute)."""

from stb.i18n import N_, NP_, _, p_

LABELS = {
    # the boards and the game screen, by file (web/chopsticks.js ... web/walk.js)
    # Translators: the accessible name of the group of Chopsticks' move buttons
    "chopsticks.moves": N_("Moves"),
    # Translators: the accessible name of the form of a game's rules and players
    "controls.name": N_("Rules and opponent"),
    # Translators: said when a rule changed: the game in play is set aside for a new one
    "controls.newRules": N_("New rules: a new game started."),
    # Translators: said when a field of the players changed (such as who plays first): {field} its label
    "controls.newGame": N_("{field}: a new game started."),
    # Translators: said when a menu of the players changed: {field} its label, {choice} the option chosen ("You play
    # second: a new game started.")
    "controls.newGameAs": N_("{field} {choice}: a new game started."),
    # Translators: the accessible name and tooltip of a "?" that explains a term: {term} the term ("Accuracy")
    "dom.explain": N_("{term}: what it means"),
    # Translators: a coin's accessible name (Piglet): it shows heads
    "dom.heads": N_("Coin showing heads"),
    # Translators: a coin's accessible name (Piglet): it shows tails
    "dom.tails": N_("Coin showing tails"),
    # Translators: the letter drawn on a coin that shows heads (one letter)
    "dom.headsMark": N_("H"),
    # Translators: the letter drawn on a coin that shows tails (one letter)
    "dom.tailsMark": N_("T"),
    # Translators: a die's accessible name: {face} the number it shows
    "dom.die": N_("Die showing {face}"),
    # Translators: a fold above the board that opens the rules of the game
    "gamescreen.howTo": N_("How to play"),
    # Translators: a fold above the board that opens the menus of the rules and of the players
    "gamescreen.rules": N_("Rules and players"),
    # Translators: a button after "New rules: a new game started.": back to the game set aside
    "gamescreen.bringBack": N_("Undo: back to my game"),
    # Translators: a button: the computer, to move, waits for it (after "Play from here")
    "gamescreen.wait": N_("Let the computer move"),
    # Translators: while new rules are solved: {change} what started the new game ("New rules: a new game started.")
    "gamescreen.settingUp": N_("{change} Python is working out the best play for it…"),
    # Translators: the advice's place while new rules are solved
    "gamescreen.solving": N_("Python is solving the new rules."),
    # Translators: a roll on its way to Python: {faces} the dice's faces ("3 + 4")
    "gamescreen.rolled": N_("Rolled {faces}."),
    # Translators: a roll typed by hand on its way to Python: {total} as typed
    "gamescreen.entered": N_("Entered {total}."),
    # Translators: after "Rolled 3 + 4." while Python (the solvers in the browser) is not ready yet
    "gamescreen.starting": N_("Python is still starting: choose your move already, it is checked as soon as Python is ready."),
    # Translators: the advice's place while the computer waits; “Let the computer move” is the button's label above
    "gamescreen.waiting": N_("The computer is to move: it moves when you press “Let the computer move”."),
    # Translators: the advice's place while the computer chooses its move
    "gamescreen.choosing": N_("The computer is choosing its move…"),
    # Translators: above the moves played, once the game is over
    "gamescreen.over": N_("The game is over. Every move played, with what it cost against the best:"),
    # Translators: the line above the board: {label} what the value is ("Your chance to win"), {value} the value
    "gamescreen.summary": N_("{label}: {value}"),
    # Translators: as the message above, with the best move: {best} its words ("Roll", or "Take 2 blue or Take 1 red")
    "gamescreen.summaryBest": N_("{label}: {value} · best: {best}"),
    # Translators: a pile of Nim's red marbles: {count} how many are left
    "nim.red": N_("Red: {count}"),
    # Translators: a pile of Nim's blue marbles: {count} how many are left
    "nim.blue": N_("Blue: {count}"),
    # Translators: the accessible name of the group of Nim's move buttons
    "nim.moves": N_("Moves"),
    # Translators: the caption of Pig's map of the best play; "turn total" is the points gathered this turn, not yet
    # banked; "hold" is to bank them
    "pig.caption": N_("The optimal policy: the turn total at which to hold from each pair of scores at the start of a "
                      "turn. The ring marks the turn start of the player to move."),
    # Translators: Pig's points gathered this turn, not yet banked; {total} the number, drawn in bold
    "pig.turnTotal": N_("Turn total {total}"),
    # Translators: an error the page did not expect (a fault of its own): {error} what the browser said of it
    "plays.failed": N_("Something went wrong: {error}"),
    # Translators: under the first point of a progress chart (the oldest)
    "progress.first": N_("first"),
    # Translators: under the last point of a progress chart (the newest)
    "progress.latest": N_("latest"),
    # Translators: a tick of the accuracy chart: {value} a number of percent (0, 50, 100)
    "progress.percent": N_("{value} %"),
    # Translators: the accessible name of the card at a game's end
    "resultcard.name": N_("Result"),
    # Translators: a button of the card at a game's end: a new game with the same rules
    "resultcard.again": N_("Play again"),
    # Translators: a button of the card at a game's end: step through the game's positions
    "resultcard.review": N_("Review the game"),
    # Translators: the accessible name of the list of a Shut the Box table's seats and their scores
    "shutbox.seats": N_("Seats and scores"),
    # Translators: the accessible name of the list of another seat's rolls in its turn at a Shut the Box table
    "shutbox.steps": N_("The last turn, roll by roll"),
    # Translators: the accessible name of the group of Shut the Box's tiles
    "shutbox.tiles": N_("Tiles"),
    # Translators: the accessible name of Shut the Box's dice (and of the buttons that choose them)
    "shutbox.dice": N_("Dice"),
    # Translators: Shut the Box's button that rolls the dice
    "shutbox.roll": NP_("Shut the Box: the button", "Roll"),
    # Translators: Shut the Box's button that shuts the tiles selected (turns them down)
    "shutbox.shut": NP_("Shut the Box: the button", "Shut"),
    # Translators: Shut the Box's button that unselects the tiles selected
    "shutbox.clear": N_("Clear"),
    # Translators: Shut the Box's button that takes the roll back (the dice to choose again)
    "shutbox.undoRoll": N_("Undo roll"),
    # Translators: the label of the field where a roll of real dice is typed
    "shutbox.rollTotal": N_("Roll total"),
    # Translators: the hint under the field where a roll of real dice is typed
    "shutbox.handHint": N_("Playing with a real box? Enter what you rolled."),
    # Translators: an error: Enter pressed in the field of a roll typed, where the dice are a choice of buttons
    "shutbox.pressDice": N_("Press the button of the dice you rolled."),
    # Translators: a roll typed by hand, shown where the dice are until Python has read it: {total} as typed
    "shutbox.entered": N_("rolled {total}"),
    # Translators: at a Shut the Box table, the label of the field where another seat's score is typed: {seat} its number
    "shutbox.seatScore": N_("Seat {seat}'s score"),
    # Translators: at a Shut the Box table, the button that enters the score typed for another seat
    "shutbox.useScore": N_("Use score"),
    # Translators: the button that enters the roll typed by hand
    "shutbox.useRoll": N_("Use roll"),
    # Translators: at a Shut the Box table, the hint under the field of another seat's score: {seat} its number
    "shutbox.tableHint": N_("At a real table? Enter the score seat {seat} ended its turn on."),
    # Translators: a seat of a Shut the Box table: {seat} its number
    "shutbox.seat": N_("Seat {seat}"),
    # Translators: your seat at a Shut the Box table: {seat} its number
    "shutbox.yourSeat": N_("Seat {seat} (you)"),
    # Translators: a seat's score at a Shut the Box table, the lowest so far: {score} the score
    "shutbox.lowest": N_("{score} ★ lowest"),
    # Translators: a seat of a Shut the Box table now playing its turn
    "shutbox.playing": N_("playing"),
    # Translators: a seat of a Shut the Box table that never played: the box was shut before its turn
    "shutbox.notPlayed": N_("did not play"),
    # Translators: a seat of a Shut the Box table whose turn is to come
    "shutbox.toPlay": N_("to play"),
    # Translators: the tiles selected on the board: {tiles} their numbers ("4 + 5"), {sum} what they add up to, {roll} the roll
    "shutbox.selected": N_("Selected {tiles} = {sum} of the {roll} rolled."),
    # Translators: as the message above, where the tiles selected make a move ("Shut" is the button)
    "shutbox.selectedMakes": N_("Selected {tiles} = {sum} of the {roll} rolled; Shut makes it."),
    # Translators: as the message above, with what the move is worth: {worth} its value and judgement ("14.76 points, blunder
    # (7.37 points worse)")
    "shutbox.selectedWorth": N_("Selected {tiles} = {sum} of the {roll} rolled; Shut makes it: {worth}."),
    # Translators: a bar of the chart of a roll's totals, the total rolled: {bar} its total and chance ("7: 16.7 %")
    "shutbox.barRolled": N_("{bar}, rolled"),
    # Translators: the key under the chart of a roll's totals: ✕ marks a total no move uses, ▲ the total rolled
    "shutbox.oddsKey": N_("✕ no move uses that total here; ▲ the roll."),
    # Translators: Shut the Box for two, whose turn it is: {number} the player's (1 or 2), between two people
    "shutbox.turnOf": N_("Player {number}'s turn"),
    # Translators: Shut the Box for two, whose turn it is: you, as player {number} (1 or 2)
    "shutbox.youAre": N_("You (player {number})"),
    # Translators: Shut the Box for two, whose turn it is: the computer, as player {number} (1 or 2)
    "shutbox.computerIs": N_("The computer (player {number})"),
    # Translators: the accessible name of the bar over a position of the game reviewed
    "walk.name": N_("Reviewing a position"),
    # Translators: a button of the review's bar: the position before
    "walk.previous": N_("◀ Previous"),
    # Translators: a button of the review's bar: the position after
    "walk.next": N_("Next ▶"),
    # Translators: a button of the review's bar: back to the game in play
    "walk.back": N_("Back to the game"),
    # Translators: a button of the review's bar: a new game from the position reviewed
    "walk.playHere": N_("Play from here"),
    # Translators: said after "Play from here"
    "walk.replaced": N_("A new game from the position reviewed: the game you were playing is set aside."),
    # Translators: the review's bar at the start: {count} the moves played
    "walk.start": N_("The start, before move 1 of {count}."),
    # Translators: the review's bar after a move: {move} its number, {count} the moves played
    "walk.after": N_("After move {move} of {count}."),
    # Translators: the review's bar after the last move of a game that is over: {count} the moves played
    "walk.end": N_("After move {count} of {count}: the end of the game."),
    # Translators: the review's bar after the last move played of a game in progress: {count} the moves played
    "walk.inPlay": N_("After move {count} of {count}: the position in play."),
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
