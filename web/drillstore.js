// The drill's stores: your costly decisions, kept in this browser (localStorage) as texts that
// Python reads, changes and writes (stb.drill, through the bridge's game_drill, and the answers of
// game_play and game_review). One store per game for you, "stb:mistakes:<game>", and one per player
// named between two people at the screen, "stb:mistakes:<game>:<name>" (a view's `owners` say whose
// store each seat's decisions go to). This module keeps the texts and the clock and never reads
// one itself. A text is written back only from an answer that read it (`readable`) and changed it:
// a store this version cannot read (not JSON, another game's, a newer version's, too long) is kept
// as it is, byte for byte, and never sent with a play. Every change is announced (`stores`, event
// "changed": {game, owner, answer}), for the count of positions due on the header.

import { ask } from "./bridge.js";
import { drillRules } from "./registry.js";

const KEY = "stb:mistakes:";
const LONGEST = drillRules.longest;  // longer, Python reads none of it: a piece of it says so
const CHANGES = ["missed", "played", "answer", "finished", "merge", "restore", "clear", "delete", "taken_back"];
const unread = new Map();  // the texts Python could not read, by their key: never sent with a play
let line = Promise.resolve();  // one change of a store at a time: each reads what the last wrote

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

/** A store's answer from Python kept: its text written back where Python read it and changed it (a
 *  store it could not read stays as it is), and announced. */
export function keepAnswer(game, owner, answer, { sent = storeText(game, owner), changed = true } = {}) {
  if (!answer) return;
  const key = storeKey(game, owner);
  if (!answer.readable) unread.set(key, sent);
  else if (changed && answer.store !== sent) keepText(game, owner, answer.store);
  if (answer.readable) unread.delete(key);
  stores.dispatchEvent(new CustomEvent("changed", { detail: { game, owner, answer } }));
}

/** Ask Python to read a store and apply `fields` (stb.bridge.drill says which); the store it changed
 *  is kept. Resolves to the answer (what is due, what reading or changing it left out). */
export function drill(game, owner, fields = {}) {
  const run = line.then(async () => {
    const sent = storeText(game, owner);
    const answer = await ask("game_drill", { game, store: sendable(sent), now: Date.now(), ...fields });
    if (answer.ok) keepAnswer(game, owner, answer, { sent, changed: CHANGES.some((name) => fields[name] !== undefined) });
    return answer;
  });
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
    keepAnswer(request.game, fields.owner, answer.drill, { sent: fields.store });
    return answer.drill.message;
  }
  if (!answer.shipped || !answer.record?.costly || !fields) return "";
  const drilled = await drill(request.game, fields.owner, { rules: request.rules, opponent: request.opponent,
    played: [answer.record], at: [index], game_id: fields.game_id });
  return drilled.ok ? drilled.message : "";
}
