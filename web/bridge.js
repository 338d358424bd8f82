// The page's one bridge to Python: a JSON request in, a JSON answer out.
// The functions live in the PyScript worker named "stb" (web/worker.py exports them), so Python
// never blocks the page. Calls made before the worker is ready wait for it. While a call runs, the
// solvers report their progress to `solving` (see web/worker.py); a call that runs for more than
// DELAY ms shows the progress bar until it answers.
//
// Every question is asked in the page's language (a request names it, "lang", but in English), and
// Python installs that language's catalogue before its first answer in it. Some questions are answered
// before Python is up: build.py ships, in each language's answers.json, what the same bridge answered
// at build time (each game's start, Shut the Box's first roll, Pig's first turn), keyed as
// stb.bridge.shipped.request_key keys them: the entry point and the request, keys sorted.
//
// Python starts (PyScript, then Pyodide's downloads) once the page's first view is painted
// (`startPythonAfterPaint`), or once it asks a question the site does not answer: not sooner, so that
// a slow line carries the first screen before Pyodide's 13 MB.

import { SOURCE, language } from "./registry.js";

const script = document.querySelector('script[type="py"][name="stb"]');
const bar = document.getElementById("solving");
const DELAY = 300;
const PAINT_WAIT = 500;
let timer = null;

/** A solver's report from the worker: `done` of `total` steps. */
function solving(done, total) {
  bar.querySelector("progress").value = total ? done / total : 0;
  timer ??= setTimeout(() => { bar.hidden = false; }, DELAY);
}

function answered() {
  clearTimeout(timer);
  timer = null;
  bar.hidden = true;
}

const shipped = new Map();  // by language: its answers, fetched once
const catalogues = new Map();  // by language: its catalogue installed in Python, once

/** The answers shipped in `language` (web/locale/<language>/answers.json: {answers, parts}, each part
 *  that repeats written once, see tools/locales.py); without them, every answer comes from Python. */
function shippedIn(language) {
  const none = { answers: {}, parts: [] };
  if (!shipped.has(language)) {
    shipped.set(language, fetch(new URL(`./locale/${language}/answers.json`, import.meta.url))
      .then((response) => (response.ok ? response.json() : none))
      .catch(() => none));
  }
  return shipped.get(language);
}

/** A shipped answer whole, a copy of its own: each part it refers to ({"$part": index}) put in. */
function unpacked(value, parts) {
  if (Array.isArray(value)) return value.map((item) => unpacked(item, parts));
  if (!value || typeof value !== "object") return value;
  if (Object.hasOwn(value, "$part")) return structuredClone(parts[value.$part]);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, unpacked(item, parts)]));
}

/** Python able to answer in `language`: its catalogue (web/locale/<language>/catalogue.mo.gz) installed
 *  once; where it cannot be fetched, Python answers in English and says so (the answer's "lang"). */
function installed(sync, language) {
  if (!catalogues.has(language)) {
    catalogues.set(language, fetch(new URL(`./locale/${language}/catalogue.mo.gz`, import.meta.url))
      .then((response) => (response.ok ? new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer() : null))
      .then((mo) => mo && sync.install(language, new Uint8Array(mo)))
      .catch(() => catalogues.delete(language)));  // asked again with the next question
  }
  return catalogues.get(language);
}

/** A request as stb.bridge.shipped.request_key writes it: [entry point, request but its drill], every object's keys sorted. */
export function requestKey(name, request) {
  const sorted = (value) => (Array.isArray(value) ? value.map(sorted)
    : value && typeof value === "object"
      ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted(value[key])]))
      : value);
  const { drill, ...asked } = request;  // the drill's store and clock: never part of a shipped answer
  return JSON.stringify([name, sorted(asked)]);
}

let starting = null;
let failed = null;  // rejects `worker`: PyScript could not be loaded

/** Load PyScript, which starts Python's worker (index.html's <script type="py">), and, at the same
 *  time, what the worker fetches (the preload hints build.py put in <template id="python-files">); once. */
function startPython() {
  if (starting) return;
  const files = document.getElementById("python-files");
  if (files) document.head.append(files.content);
  starting = import("../pyscript/core.js").catch((error) => failed(error));
}

/** Start Python once what the page has just drawn is on screen: when the browser reports a largest
 *  paint since now (or, if it reports none within PAINT_WAIT ms, nothing drawn being larger, then);
 *  in a browser without largest-paint entries, after the next frame. */
export function startPythonAfterPaint() {
  if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
    requestAnimationFrame(() => setTimeout(startPython));
    return;
  }
  const drawn = performance.now();
  const observer = new PerformanceObserver((list) => list.getEntries().some((e) => e.startTime >= drawn) && start());
  const start = () => {
    observer.disconnect();
    clearTimeout(timer);
    startPython();
  };
  const timer = setTimeout(start, PAINT_WAIT);
  observer.observe({ type: "largest-contentful-paint", buffered: true });
}

const worker = new Promise((resolve, reject) => {
  failed = reject;
  // PyScript gives the <script> its `xworker` once it has started the worker.
  const attach = () => {
    if (!script.xworker) return setTimeout(attach, 10);
    script.xworker.sync.solving = solving;
    script.xworker.ready.then((w) => resolve(w.sync), reject);
  };
  attach();
});

/**
 * Resolves once Python is up, stb imported and the worker answering calls; then marks
 * <html data-python="ready"> and the performance mark "stb:python-ready" (read by bench-web).
 */
export const ready = worker.then(async (sync) => {
  await sync.ready();
  performance.mark("stb:python-ready");
  document.documentElement.dataset.python = "ready";
  return true;
});

/** Every question asked since the page loaded, in order: {name, shipped} (a shipped answer came with
 *  the site). The tests count a click's questions from it. */
export const asked = [];

/** Call an exported Python function with a request object; resolves to its answer object (marked
 *  `shipped` when it came with the site: it changed no store, see stb.bridge.shipped). */
export async function ask(name, question) {
  const spoken = language();
  const request = spoken === SOURCE ? question : { ...question, lang: spoken };
  const { answers, parts } = await shippedIn(spoken);
  const key = requestKey(name, request);
  asked.push({ name, shipped: Object.hasOwn(answers, key) });
  if (Object.hasOwn(answers, key)) return { ...unpacked(answers[key], parts), shipped: true };
  startPython();
  const sync = await worker;
  if (spoken !== SOURCE) await installed(sync, spoken);
  try {
    return JSON.parse(await sync[name](JSON.stringify(request)));
  } finally {
    answered();
  }
}
