// The game's keys, as the page's Keys dialog lists them: in the review the arrows step and Escape
// leaves; U takes back, B plays the best move; the board has its own (R, H, tiles, Enter).

import { press } from "./dom.js";

/** Handle `event` for the game view; true when it was one of the game's keys. */
export function gameKey(view, event) {
  if (event.ctrlKey || event.metaKey || event.altKey || event.target.closest?.("input, select, textarea, dialog")) return false;
  if (view.walk.viewing) return view.walk.key(event);
  const key = event.key.toLowerCase();
  if (key === "u") {
    press(view.takeBackButton);
    return true;
  }
  const live = view.live;
  if (key === "b" && !view.blind && live?.position && !live.computer_to_move) {
    view.play({ move: live.position.moves[0].move });
    return true;
  }
  return Boolean(view.board.key?.(event));
}
