// Keeping and sharing a game: the permalink in the address bar, the game in localStorage (so a
// reload keeps it), the link copied, and the record saved to a file and read back (Python then
// checks every move of a loaded game: GameStore.load).

import { el } from "./dom.js";
import { label } from "./registry.js";
import { forget, save } from "./store.js";

/** The game store's live game as the address and the browser's store keep it: its link, request,
 *  start, moves and their digest, id and last view (drawn at once when the game is shown again, while
 *  Python rebuilds it from the moves); where there is no room for it, its drawing makes room. */
function keepGame(store, { address }) {
  const live = store.live;
  if (address && location.hash.slice(1) !== live.link) history.replaceState(null, "", `${location.pathname}${location.search}#${live.link}`);
  const game = { link: live.link, request: { game: live.game, rules: live.rules, opponent: live.opponent },
    start: store.start, moves: store.moves, digest: store.digest, view: live, id: store.id };
  if (!save(live.game, game)) {
    forget(live.game, "drawing");
    save(live.game, game);
  }
}

/** What was drawn of the game store's game, its records and review (they grow with the game), kept
 *  apart, for its link; where there is no room for them, none (the game is drawn from Python's answer). */
function keepDrawing(store) {
  const live = store.live;
  if (live && !save(live.game, { link: live.link, records: store.records, review: store.review }, "drawing")) forget(live.game, "drawing");
}

/** A game store's game kept when a view shown since is drawn (`flush`, the game's screen calls it
 *  first thing then, so that a reload finds the move), or when the screen is left (`stop`: the
 *  address being another game's by then, in the browser's store alone); its drawing a frame later. */
export class GameKeeper {
  constructor(store) {
    Object.assign(this, { store, unkept: false });
    store.addEventListener("shown", () => { this.unkept = true; });
  }

  flush({ address = true } = {}) {
    if (!this.unkept || !this.store.live) return;
    this.unkept = false;
    keepGame(this.store, { address });
    cancelAnimationFrame(this.later);
    this.later = requestAnimationFrame(() => setTimeout(() => keepDrawing(this.store)));
  }

  stop() {
    this.flush({ address: false });
  }
}

export async function copyLink(say) {
  try {
    await navigator.clipboard.writeText(location.href);
    say(label("sharing.copied"));
  } catch {
    say(label("sharing.link", { link: location.href }));
  }
}

/** The game store's game as a file keeps it (as stb.bridge.review.saved writes it): rules, opponent,
 *  start, every move and its dice. */
export function savedGame({ request, start, moves }) {
  return { stb: 1, game: request.game, rules: request.rules, opponent: request.opponent, start, moves };
}

/** The game's record as a JSON file. */
export function download(saved) {
  const blob = new Blob([JSON.stringify(saved, null, 1)], { type: "application/json" });
  const link = el("a", { href: URL.createObjectURL(blob), download: `${saved.game}-game.json` });
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** A saved game from a file input, of any game the page has (`known(name)`): {name, saved}, or
 *  {error} when it is not one; null when no file was chosen. Python checks every move as it loads. */
export async function readSavedGame(input, known) {
  const file = input.files?.[0];
  input.value = "";
  if (!file) return null;
  let saved;
  try {
    saved = JSON.parse(await file.text());
  } catch {
    return { error: label("sharing.notJson", { file: file.name }) };
  }
  if (!saved || typeof saved !== "object" || !known(saved.game)) {
    return { error: label("sharing.unknown", { file: file.name }) };
  }
  return { name: file.name, saved };
}
