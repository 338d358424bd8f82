// The game in progress, kept in localStorage so a reload (or a closed tab) does not lose it.
// Storage may be unavailable (private modes, quotas): then nothing is kept and nothing breaks.

const KEY = "stb:game:";

export function save(game, data) {
  try {
    localStorage.setItem(KEY + game, JSON.stringify(data));
    localStorage.setItem("stb:last", game);
  } catch { /* not kept */ }
}

export function load(game) {
  try {
    const data = JSON.parse(localStorage.getItem(KEY + game) ?? "null");
    return data && typeof data === "object" ? data : null;
  } catch {
    return null;
  }
}

export function lastGame() {
  try { return localStorage.getItem("stb:last"); } catch { return null; }
}

export function clearSaved(game) {
  try { localStorage.removeItem(KEY + game); } catch { /* nothing kept */ }
}
