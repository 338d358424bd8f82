// The game in progress, kept in localStorage so a reload (or a closed tab) does not lose it: per
// game, the game itself ("game": its link, its record as game_review reads it (rules, opponent,
// start, every move and its dice), the moves' digest Python gave with them (a game read again is
// replayed, which gives it anew), its id (the drill's: a take back or a second end is known as the
// same game's) and its last view), and apart what was drawn of it ("drawing": its records and
// review, which grow with the game). Storage may be unavailable (private modes, quotas): then
// nothing is kept and nothing breaks.

const key = (game, part) => `stb:${part}:${game}`;

/** Keep `data` as `game`'s `part`; false when the browser would not keep it (no storage, or no room). */
export function save(game, data, part = "game") {
  try {
    localStorage.setItem(key(game, part), JSON.stringify(data));
    return true;
  } catch {
    return false;
  }
}

export function load(game, part = "game") {
  try {
    const data = JSON.parse(localStorage.getItem(key(game, part)) ?? "null");
    return data && typeof data === "object" && !Array.isArray(data) ? data : null;
  } catch {
    return null;
  }
}

export function forget(game, part) {
  try {
    localStorage.removeItem(key(game, part));
  } catch { /* storage unavailable: nothing kept */ }
}

/** `game`'s kept game moved aside as it is when `usable` refuses it (broken, or another version's),
 *  to a key of its own that nothing writes again (`stb:unreadable:game:<game>:<time>`): its text, or
 *  null when there was none to move. */
export function setAside(game, usable) {
  try {
    const text = localStorage.getItem(key(game, "game"));
    if (text === null || usable(load(game))) return null;
    localStorage.setItem(`stb:unreadable:game:${game}:${Date.now()}`, text);
    localStorage.removeItem(key(game, "game"));
    return text;
  } catch {
    return null;
  }
}
