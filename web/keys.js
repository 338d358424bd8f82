// The game's keys, as the page's Keys dialog lists them: in the review the arrows step and Escape
// leaves; U takes back, B plays the best move (the first of the advice's list); the board has its own
// (R, H, tiles, Enter).

import { press } from "./dom.js";

/** Handle `event` for the game screen; true when it was one of the game's keys. */
export function gameKey(screen, event) {
  if (event.ctrlKey || event.metaKey || event.altKey || event.target.closest?.("input, select, textarea, dialog")) return false;
  const { store } = screen;
  if (store.viewing) return screen.walk.key(event);
  const key = event.key.toLowerCase();
  if (key === "u") {
    press(screen.tools.takeBackButton);
    return true;
  }
  const live = store.live;
  if (key === "b" && !screen.blind && live?.position && !live.computer_to_move) {
    screen.play({ move: 0 });
    return true;
  }
  return Boolean(screen.board.key?.(event));
}
