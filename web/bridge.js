// The page's one bridge to Python: a JSON request in, a JSON answer out.
// The functions live in the PyScript worker named "stb" (web/worker.py exports them), so Python
// never blocks the page. Calls made before the worker is ready wait for it. While a call runs, the
// solvers report their progress to `solving` (see web/worker.py); a call that runs for more than
// DELAY ms shows the progress bar until it answers.
//
// Some questions are answered before Python is up: build.py ships, in answers.json, what the same
// bridge answered at build time (each game's start, Shut the Box's first roll, Pig's first turn),
// keyed as stb.bridge.shipped.request_key keys them: the entry point and the request, keys sorted.
//
// Python starts (PyScript, then Pyodide's downloads) once the page's first view is painted
// (`startPythonAfterPaint`), or once it asks a question the site does not answer: not sooner, so that
// a slow line carries the first screen before Pyodide's 13 MB.

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

const shipped = fetch(new URL("./answers.json", import.meta.url))
  .then((response) => (response.ok ? response.json() : {}))
  .catch(() => ({}));  // without them, every answer comes from Python

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
export async function ask(name, request) {
  const answers = await shipped;
  const key = requestKey(name, request);
  asked.push({ name, shipped: Object.hasOwn(answers, key) });
  if (Object.hasOwn(answers, key)) return { ...structuredClone(answers[key]), shipped: true };
  startPython();
  const sync = await worker;
  try {
    return JSON.parse(await sync[name](JSON.stringify(request)));
  } finally {
    answered();
  }
}
