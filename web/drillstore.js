// The drill's stores: your costly decisions, kept in this browser (localStorage) as texts that
// Python reads, changes and writes (stb.drill, through the bridge's game_drill, and the answers of
// game_play and game_review). One store per game for you, "stb:mistakes:<game>", and one per player
// named between two people at the screen, "stb:mistakes:<game>:<name>" (a view's `owners` say whose
// store each seat's decisions go to). This module keeps the texts and the clock and never reads
// one itself. A text is written back only from an answer that read it (`readable`) and changed it,
// and only where the store still holds the text Python read (a compare-and-swap), each change holding
// the store's lock across the browser's tabs (Web Locks) from its read to its write: where another
// tab of the page changed it meanwhile, the change is asked of Python again on the store as it is
// now, so that no answer and no card of either tab is lost. A store this version cannot read (not JSON,
// another game's, a newer version's, too long) is kept as it is, byte for byte, and never sent with
// a play. Every change is announced (`stores`, event "changed": {game, owner, answer}), for the
// count of positions due on the header.

import { ask } from "./bridge.js";
import { drillRules, label } from "./registry.js";

const KEY = "stb:mistakes:";
const LONGEST = drillRules.longest;  // longer, Python reads none of it: a piece of it says so
const CHANGES = ["missed", "played", "answer", "finished", "merge", "restore", "clear", "delete", "taken_back"];
const TRIES = 10;  // a change asked again at most so many times while other tabs keep changing its store
const unread = new Map();  // the texts Python could not read, by their key: never sent with a play
let line = Promise.resolve();  // one change of a store at a time in this tab: each reads what the last wrote

/** The stores' announcements: "changed" ({game, owner, answer}) after Python read or changed one. */
export const stores = new EventTarget();

export function storeKey(game, owner = "") {
  return `${KEY}${game}${owner ? `:${owner}` : ""}`;
}

/** A store's text as this browser keeps it (null: none, or storage unavailable). */
export function storeText(game, owner = "") {
  try { return localStorage.getItem(storeKey(game, owner)); } catch { return null; }
}

/** Keep a store's text; false when the browser would not (its storage full or unavailable). */
export function keepText(game, owner, text) {
  try {
    localStorage.setItem(storeKey(game, owner), text);
    return true;
  } catch {
    return false;
  }
}

/** Every store kept in this browser: [{game, owner}], for the games the page knows. */
export function allStores(games) {
  let keys = [];
  try { keys = Object.keys(localStorage); } catch { /* storage unavailable: none */ }
  return keys.filter((key) => key.startsWith(KEY)).map((key) => {
    const [game, ...owner] = key.slice(KEY.length).split(":");
    return { game, owner: owner.join(":") };
  }).filter(({ game }) => games.some((known) => known.name === game));
}

/** What Python is sent of a text: all of it, or, past what it reads, a piece that says it is too long. */
function sendable(text) {
  return text !== null && text.length > LONGEST ? text.slice(0, LONGEST + 1) : text;
}

/** `change()`'s result, run holding the lock of the store `key` across this browser's tabs, so that
 *  no other tab reads or writes the store in between (without Web Locks, run as it comes). */
function locked(key, change) {
  return navigator.locks ? navigator.locks.request(key, change) : change();
}

/** Python's answer on a store's text `sent` kept, and announced: the text it changed written back
 *  only where the store still holds `sent`; false, and nothing kept, where another tab of the page
 *  changed it meanwhile (the change is to be asked again). A store Python could not read stays as it is. */
function kept(game, owner, answer, sent, changed = true) {
  const key = storeKey(game, owner);
  if (changed && answer.readable && answer.store !== sent) {
    if (storeText(game, owner) !== sent) return false;
    keepText(game, owner, answer.store);
  }
  if (answer.readable) unread.delete(key);
  else unread.set(key, sent);
  stores.dispatchEvent(new CustomEvent("changed", { detail: { game, owner, answer } }));
  return true;
}

/** A play's answer of a store kept (`sent`: the text the play handed Python; its `again`: the change
 *  to ask again where another tab changed the store meanwhile). Resolves to the answer kept. */
export async function keepAnswer(game, owner, answer, { sent }) {
  if (!answer || answer.ok === false) return answer;
  const done = await locked(storeKey(game, owner), async () => kept(game, owner, answer, sent));
  return done ? answer : drill(game, owner, answer.again);
}

/** Ask Python to read a store and apply `fields` (stb.bridge.drill says which); the store it changed
 *  is kept, asked again on the store's new text where another tab changed it meanwhile. Resolves to
 *  the answer (what is due, what reading or changing it left out). */
export function drill(game, owner, fields = {}) {
  const changes = CHANGES.some((name) => fields[name] !== undefined);
  const run = line.then(() => locked(storeKey(game, owner), async () => {
    for (let tries = 1; tries <= TRIES; tries += 1) {
      const sent = storeText(game, owner);
      const answer = await ask("game_drill", { game, owner, store: sendable(sent), now: Date.now(), ...fields });
      if (!answer.ok || kept(game, owner, answer, sent, changes)) return answer;
    }
    return { ok: false, error: label("drillstore.busy") };
  }));
  line = run.catch(() => {});
  return run;
}

/** Whose store a seat's decisions go to ("" yours, a player's name), as the view says; for a seat
 *  the computer plays, the person's at the screen (their accuracy at the game's end). */
export function ownerOf(view, seat) {
  const owners = view.owners ?? [""];
  return owners[seat] ?? owners.find((owner) => owner !== null) ?? "";
}

/** What a play or a replay hands Python of the drill: the store of `owner` once every change asked
 *  before has been kept, the clock and the game's id; null when there is nothing Python could change
 *  in it (a store it cannot read, kept as it is). */
export async function drillFields(game, owner, gameId, extra = {}) {
  await line;
  const text = storeText(game, owner);
  if (text !== null && (text.length > LONGEST || unread.get(storeKey(game, owner)) === text)) return null;
  return { store: text, now: Date.now(), owner, game_id: gameId, ...extra };
}

/** A play's or a replay's answer kept in the drill (`fields`: what it was sent of it): the store Python
 *  changed (a costly decision, the game's end, moves taken back), or, for a play the site answered
 *  itself (it changed no store), its costly decision (the game's move `index`) given to Python now.
 *  Resolves to what Python said of it ("" for nothing). */
export async function keepPlayed(request, answer, fields, index) {
  if (answer.drill && fields) {
    const drilled = await keepAnswer(request.game, fields.owner, answer.drill, { sent: fields.store });
    return drilled.ok === false ? drilled.error : drilled.message;
  }
  if (!answer.shipped || !answer.record?.costly || !fields) return "";
  const drilled = await drill(request.game, fields.owner, { rules: request.rules, opponent: request.opponent,
    played: [answer.record], at: [index], game_id: fields.game_id });
  return drilled.ok ? drilled.message : "";
}
