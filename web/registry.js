// What the page knows of the games and the judgements before Python is up, as build.py wrote it into
// the page from stb.games.page_registry(): the games in the menu's order (each with its board module,
// web/<board>.js, and whether it has a figure of the whole game, asked once per rules), and the
// judgements a move can get, from the cheapest, each with its plural, a sentence and its chart mark;
// the longest store of the drill Python reads; and the words of "How the computer thinks" before
// Python answers.

const registry = JSON.parse(document.getElementById("registry").textContent);

export const games = registry.games;
export const judgements = registry.judgements;
export const drillRules = registry.drill;  // {longest}: the longest drill's store Python reads
export const thinkingWords = registry.thinking;  // the algorithm panel's words before its first answer

/** A game's entry by its name; the first game's for a name the page does not know. */
export function gameInfo(name) {
  return games.find((game) => game.name === name) ?? games[0];
}

const boards = new Map();

/** The class that draws a game's board: its module's `Board` (web/<board>.js), loaded once. The
 *  address is made at run time, so build.py's bundler leaves each board a module of its own. */
export function boardOf(name) {
  const { board } = gameInfo(name);
  const address = new URL(`./${board}.js`, import.meta.url).href;
  if (!boards.has(board)) boards.set(board, import(address).then((module) => module.Board));
  return boards.get(board);
}

/** A judgement's entry ({name, plural, sentence, mark}) by its name; null for none. */
export function judgementOf(name) {
  return judgements.find((judgement) => judgement.name === name) ?? null;
}

/** Whether a judgement is at least as costly as another (the registry lists them from the cheapest). */
export function atLeast(name, level) {
  const rank = (word) => judgements.findIndex((judgement) => judgement.name === word);
  return rank(name) >= rank(level) && rank(level) >= 0;
}

/** Whether a judgement is a costly one: drawn on the chart by a shape of its own, not the best move's dot. */
export function costlyMark(name) {
  const judgement = judgementOf(name);
  return Boolean(judgement) && judgement !== judgements[0];
}
