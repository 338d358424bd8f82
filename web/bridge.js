// The page's one bridge to Python: a JSON request in, a JSON answer out.
// The functions live in the PyScript worker named "stb" (web/worker.py exports them), so Python
// never blocks the page. Calls made before the worker is ready wait for it.

const script = document.querySelector('script[type="py"][name="stb"]');

const worker = new Promise((resolve, reject) => {
  // PyScript gives the <script> its `xworker` once it has started the worker.
  const attach = () => script.xworker
    ? script.xworker.ready.then((w) => resolve(w.sync), reject)
    : setTimeout(attach, 10);
  attach();
});

/** Resolves once Python is up and the stb package imported. */
export const ready = worker.then(() => true);

/** Call an exported Python function with a request object; resolves to its answer object. */
export async function ask(name, request) {
  const sync = await worker;
  return JSON.parse(await sync[name](JSON.stringify(request)));
}
