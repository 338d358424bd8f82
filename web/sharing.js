// Keeping and sharing a game: the permalink in the address bar, the game in localStorage (so a
// reload keeps it), the link copied, and the record saved to a file and loaded back (Python
// checks every move of a loaded game).

import { el } from "./dom.js";
import { save } from "./store.js";

/** The view's position as the address and the browser's store keep it. */
export function keep(view) {
  const live = view.live;
  if (location.hash.slice(1) !== live.link) history.replaceState(null, "", `${location.pathname}${location.search}#${live.link}`);
  save(live.game, { link: live.link, request: { game: live.game, rules: live.rules, opponent: live.opponent },
    start: view.start, moves: view.moves, view: live });
}

export async function copyLink(say) {
  try {
    await navigator.clipboard.writeText(location.href);
    say("Link copied: it opens this position, with these rules and players.");
  } catch {
    say(`Link to this position: ${location.href}`);
  }
}

/** The game's record as a JSON file (rules, opponent, start, every move and its dice). */
export function download(saved) {
  const blob = new Blob([JSON.stringify(saved, null, 1)], { type: "application/json" });
  const link = el("a", { href: URL.createObjectURL(blob), download: `${saved.game}-game.json` });
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** A saved game from a file input, read and checked by Python: its review, or a reason it cannot load. */
export async function readSavedGame(input, view) {
  const file = input.files?.[0];
  input.value = "";
  if (!file) return null;
  let saved;
  try {
    saved = JSON.parse(await file.text());
  } catch {
    return { error: `${file.name} is not a saved game (it is not JSON).` };
  }
  if (!saved || typeof saved !== "object" || saved.game !== view.live.game) {
    return { error: `${file.name} is not a saved game of ${view.live.title}.` };
  }
  const answer = await view.plays.ask("game_review", saved);
  if (!answer.ok) return { error: `${file.name} could not be loaded: ${answer.error}` };
  return { name: file.name, saved, answer };
}
