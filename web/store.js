// The game in progress, kept in localStorage so a reload (or a closed tab) does not lose it: per
// game, its link, its record as game_review reads it (rules, opponent, start, every move and its
// dice), its id (the drill's: a take back or a second end is known as the same game's) and what was
// drawn of it. Storage may be unavailable (private modes, quotas): then nothing is kept and nothing
// breaks.

const KEY = "stb:game:";

/** Keep `data` for `game`; false when the browser would not keep it (no storage, or no room). */
export function save(game, data) {
  try {
    localStorage.setItem(KEY + game, JSON.stringify(data));
    return true;
  } catch {
    return false;
  }
}

export function load(game) {
  try {
    const data = JSON.parse(localStorage.getItem(KEY + game) ?? "null");
    return data && typeof data === "object" && !Array.isArray(data) ? data : null;
  } catch {
    return null;
  }
}
