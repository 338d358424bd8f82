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
    "progress.percent": N_("{value}\u00a0%"),
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
    "page.title": N_("Shut the Box, Pig, Nim, Chopsticks, HOG: exact advice"),
    # Translators: the page's description for search engines and link previews
    "page.description": N_("Play Shut the Box, Pig, Red-Blue Nim, Chopsticks and HOG with exact advice: every "
                           "move valued by solvers that run in your browser, offline too."),
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
    # ---- the scripts' own words: the page, the advice, the review, the lab, the game's tools ----
    # Translators: what the board's place says while Python reads the address (a link to a position)
    "app.opening": N_("Opening the link…"),
    # Translators: what the advice panel says while Python reads the address (a link to a position)
    "app.readingLink": N_("Python reads the link, then advises."),
    # Translators: a game kept in this browser that this version of the page cannot read; {game} the game's
    # name ("Shut the Box"); {link} stands for the link "Download it as it was kept" (keep it, where it goes)
    "app.setAside": N_("The {game} game kept in this browser could not be read (another version of this page may "
                       "have kept it): it is set aside as it was. {link}."),
    # Translators: the link after "…it is set aside as it was.": it downloads the unreadable game as a file
    "app.download": NP_("a link to a kept game the page could not read", "Download it as it was kept"),
    # Translators: a link the page could not open at all; {error} why, as Python says it
    "app.linkRefused": N_("This link could not be opened: {error}"),
    # Translators: the advice panel when Python failed to load in the browser; {error} the browser's reason
    "app.noPython": N_("Python could not start: {error}"),
    # Translators: the heading of the advice panel (the value of the position and of every move)
    "advice.heading": N_("Advice"),
    # Translators: the heading (and accessible name) of the list of the moves played so far
    "advice.played": N_("Moves played"),
    # Translators: the advice panel while Python loads in the browser (the game can be played meanwhile)
    "advice.warming": N_("Solver warming up: Python is starting in the background. You can already play."),
    # Translators: the advice panel when advice is switched off ("playing blind": without the values)
    "advice.hidden": N_("Advice hidden: you are playing blind. The cost of every move is kept for the review at the end."),
    # Translators: beside a move in the table of moves: the move that was played from this position
    "advice.playedMark": NP_("a move's mark", "played"),
    # Translators: beside a move in the table of moves: the move selected on the board
    "advice.selectedMark": NP_("a move's mark", "selected"),
    # Translators: an entry of the moves played: {number} the move's number in the game (1, 2, 3, ...)
    "advice.move": N_("Move {number}"),
    # Translators: after a costly move in the moves played: the best move there; {move} its words ("Shut 3 and 4")
    "advice.best": N_("best: {move}"),
    # Translators: the accessible name of the table of moves and their values
    "advice.moves": N_("Moves"),
    # Translators: the caption's "?" on a move's cost reads "a cost: what it means"
    "advice.costTerm": N_("a cost"),
    # Translators: the heading of the table's column of moves
    "advice.moveColumn": NP_("a table's column", "Move"),
    # Translators: the heading of the table's column of judgements and costs (best, inaccuracy, mistake, blunder)
    "advice.verdictColumn": NP_("a table's column", "Verdict"),
    # Translators: the heading of the review of the game (its totals and the value history)
    "review.heading": NP_("a heading: the game's review", "Review"),
    # Translators: the review while Python rebuilds it from the game's moves; {count} how many (a number). This
    # form is for the counts your language says as it says one ("1 move"); the next label is for the others.
    "review.replaying.one": N_("The review of the {count} move played comes as soon as Python has replayed them."),
    # Translators: the review while Python rebuilds it from the game's moves; {count} how many (a number). This
    # form is for every count the label before is not for.
    "review.replaying.other": N_("The review of the {count} moves played comes as soon as Python has replayed them."),
    # Translators: the review before the first move
    "review.empty": N_("No moves yet: the review fills in as you play."),
    # Translators: the review when advice is switched off ("playing blind")
    "review.blind": N_("Hidden while you play blind: shown at the end."),
    # Translators: the accessible name of the review's list of each player's totals
    "review.totals": N_("Skill and luck"),
    # Translators: a point of the value history and its judgement: {point} what happened and the value there
    # ("Move 3: You chose to hold — your chance to win: 52.1 %"), {judgement} a sentence ("A mistake.")
    "review.judged": N_("{point}. {judgement}"),
    # Translators: the accessible name of a point of the value history (a button); {point} what happened there
    "review.open": N_("Open the position: {point}"),
    # Translators: the accessible name of the value history's chart; {label} its values ("Your chance to win")
    "review.history": N_("Value history: {label}"),
    # Translators: a figure of the review's totals: how close to best play a player's decisions were
    "review.accuracy": N_("Accuracy"),
    # Translators: a figure of the review's totals: the decisions a player made (moves with a choice)
    "review.decisions": N_("Decisions"),
    # Translators: a figure of the review's totals: what a player's decisions cost in all against best play
    "review.skill": N_("Skill lost"),
    # Translators: a figure of the review's totals: how much a player's rolls of the dice helped or hurt them
    "review.luck": N_("Luck"),
    # Translators: the accessible name of the strategy lab, and of its list of strategies (rules of thumb)
    "lab.name": N_("Strategies"),
    # Translators: the strategy lab's heading: rules of thumb valued against the best play
    "lab.heading": N_("Strategies against optimal play"),
    # Translators: the lab's button from one costly decision back to the list of strategies
    "lab.all": N_("◀ All strategies"),
    # Translators: the lab's button back to the game in play
    "lab.back": N_("Back to the game"),
    # Translators: the page's heading in the strategy lab; {game} the game's name ("Shut the Box")
    "lab.title": N_("Strategies: {game}"),
    # Translators: the advice panel in the strategy lab, before a decision is opened
    "lab.pick": N_("Pick one of a strategy's costliest decisions to see the advice there."),
    # Translators: the heading of a strategy's costliest decisions; {strategy} its name ("Highest tile first")
    "lab.where": N_("Where {strategy} loses most"),
    # Translators: after a strategy's name, for a game of two: it plays the first seat
    "lab.first": N_("· moving first"),
    # Translators: after a strategy's name, for a game of two: it plays the second seat
    "lab.second": N_("· moving second"),
    # Translators: a strategy's card while Python values it
    "lab.valuing": N_("Python is valuing it…"),
    # Translators: a figure of a strategy's card: what it gives away against best play
    "lab.cost": N_("Cost"),
    # Translators: the fold under a move's verdict that opens why the best move was better
    "verdicts.why": N_("Why?"),
    # Translators: how every "Why: ..." sentence of the verdicts begins, as the page folds it behind "Why?" and
    # leaves it out there: write it exactly as your translations of those sentences begin
    "verdicts.whyLead": N_("Why:"),
    # Translators: in the review, the move played from the position shown; {verdict} its verdict (sentences)
    "verdicts.then": N_("Then: {verdict}"),
    # Translators: the button that takes back the last move (before Python names the move)
    "gametools.takeBack": N_("Take back"),
    # Translators: the button that copies the link to the position shown
    "gametools.copyLink": N_("Copy link"),
    # Translators: the button that saves the game to a file
    "gametools.save": N_("Save game"),
    # Translators: the button that loads a saved game from a file
    "gametools.load": N_("Load game"),
    # Translators: after Copy link, when the link is copied
    "sharing.copied": N_("Link copied: it opens this position, with these rules and players."),
    # Translators: after Copy link, when the browser would not copy it; {link} the link itself
    "sharing.link": N_("Link to this position: {link}"),
    # Translators: a file chosen with Load game that is not a saved game; {file} the file's name
    "sharing.notJson": N_("{file} is not a saved game (it is not JSON)."),
    # Translators: a file chosen with Load game that names no game of the page; {file} the file's name
    "sharing.unknown": N_("{file} is not a saved game of this page (it names no game the page has)."),
    # Translators: a saved game Python refused; {file} the file's name, {error} why, as Python says it
    "gamestore.notLoaded": N_("{file} could not be loaded: {error}"),
    # Translators: a move clicked while the computer had already taken its turn
    "gamestore.passed": N_("Not played: your turn had ended, and the computer plays now."),
    # Translators: a game kept in the page that Python could not replay; {error} why, as Python says it
    "gamestore.notReplayed": N_("The game could not be replayed ({error})."),
    # Translators: a move not played: the page's record of the game was out of step, Python replayed the game
    # from its moves first, and they lead to another position than the one the move was chosen in
    "reviewed.replayed": N_("Not played: the game was replayed from its moves, which lead here; play from here."),
    # Those named css.<name>: words web/style.css draws, `content: var(--label-<name>)` (web/registry.js)
    # Translators: under the heading "Moves played", before the game's first move
    "css.record-empty": N_("No moves yet."),
    # Translators: the algorithm panel: the mark after the table's row of the position on the board ("◀ here")
    "css.think-here": NP_("the algorithm panel: the row of the position on the board", "here"),
    # Translators: the algorithm panel, Shut the Box between two players: the mark after a row whose move leaves
    # player two's score below player one's, so player two has won ("✓ won")
    "css.think-won": NP_("the algorithm panel: player two has won", "won"),
}
"""Every label by its key, in English; `NP_` where one English word says two things."""


def labels() -> dict[str, str]:
    """Every label in the spoken language, by key."""
    return {key: p_(*text) if isinstance(text, tuple) else _(text) for key, text in LABELS.items()}
