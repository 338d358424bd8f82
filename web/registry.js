// What the page knows of the games and the judgements before Python is up, as build.py wrote it into
// the page from stb.games.page_registry(): the games in the menu's order (each with its board module,
// web/<board>.js, and whether it has a figure of the whole game, asked once per rules), and the
// judgements a move can get, from the cheapest, each with its plural, a sentence and its chart mark;
// the longest store of the drill Python reads; and the words of "How the computer thinks" before
// Python answers, and the page's own labels (stb.bridge.labels; style.css draws those named css.<name>
// as var(--label-<name>)), all in the reader's language:
// English's is written into the page, another language's comes from its folder
// (web/locale/<language>/registry.json), fetched as the page starts in it or switches to it.

export const SOURCE = "en";  // the page's own language, and Python's where a request names none
const english = JSON.parse(document.getElementById("registry").textContent);
const chosen = document.documentElement.lang;  // by index.html's script, as the page starts
const LANGUAGE_KEY = "stb:language";
let registry = english;

export let games;
export let judgements;
export let drillRules;  // {longest}: the longest drill's store Python reads
export let thinkingWords;  // the algorithm panel's words before its first answer

/** The registry in `language` (English's is the page's own); null if it cannot be fetched. */
async function registryIn(language) {
  if (language === SOURCE) return english;
  try {
    const response = await fetch(new URL(`./locale/${language}/registry.json`, import.meta.url));
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

function use(data, language) {
  registry = data;
  ({ games, judgements, drill: drillRules, thinking: thinkingWords } = data);
  document.documentElement.lang = language;
  for (const [key, text] of Object.entries(data.labels).filter(([name]) => name.startsWith("css."))) {
    document.documentElement.style.setProperty(`--label-${key.slice("css.".length)}`, JSON.stringify(text));  // style.css's words
  }
}

/** The page's words in `language` from now on: its registry, <html lang> and index.html's labels;
 *  `remember`: chosen in the Language menu, kept in this browser. False, and the words as they were,
 *  when its registry cannot be fetched. */
export async function speak(language, { remember = false } = {}) {
  const data = await registryIn(language);
  if (!data) return false;
  use(data, language);
  applyLabels();
  for (const option of document.querySelectorAll("#game-select option")) option.textContent = gameInfo(option.value).title;
  if (remember) {
    try { localStorage.setItem(LANGUAGE_KEY, language); } catch { /* not remembered */ }
  }
  return true;
}

/** The addresses of `language`'s files (web/locale/<language>/: build.py's tools/locales.py). */
export function languageFiles(language) {
  const names = language === SOURCE ? ["answers.json"] : ["answers.json", "registry.json", "catalogue.mo.gz"];
  return names.map((name) => new URL(`./locale/${language}/${name}`, import.meta.url).href);
}

/** The language the page speaks (<html lang>). */
export function language() {
  return document.documentElement.lang;
}

use(english, SOURCE);
if (chosen !== SOURCE) await speak(chosen);  // where its registry cannot be fetched, the page stays English

/** The page's label `key` (stb.bridge.labels) with its named `{placeholders}` filled from `values`. */
export function label(key, values = {}) {
  const text = registry.labels[key];
  if (text === undefined) throw new Error(`no label ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** Write the labels index.html's elements name: `data-label` their text (a <kbd> in it stays a key's
 *  name), `data-label-<attribute>` an attribute. */
export function applyLabels(root = document) {
  for (const element of root.querySelectorAll("[data-label]")) {
    element.replaceChildren(...label(element.dataset.label).split(/<kbd>(.*?)<\/kbd>/)
      .map((part, index) => (index % 2 ? Object.assign(document.createElement("kbd"), { textContent: part }) : part)));
  }
  for (const element of root.querySelectorAll("*")) {
    for (const { name, value } of [...element.attributes].filter((a) => a.name.startsWith("data-label-"))) {
      element.setAttribute(name.slice("data-label-".length), label(value));
    }
  }
}

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
