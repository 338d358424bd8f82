// The service worker: the site's offline copy. Registered once Python is up (web/app.js), it stores
// every file listed by build.py in web/precache.json; those requests revalidate what the first visit
// has just put in the HTTP cache, so nothing is downloaded twice. From the next visit on it answers
// from its store first. Chromium keeps the code V8 compiled from Pyodide's WebAssembly beside a
// stored answer, so from the third visit on it is not compiled again; the second visit compiles it
// once more, as the first visit's code sits beside the HTTP cache's copy. (Letting requests through
// to the network instead was slower on every later visit, measured in Chromium 156.)
// build.py copies this file to the site's root so that it controls the whole site.

const LIST = new URL("web/precache.json", self.registration.scope).href;

async function install() {
  const { version, files } = await fetch(LIST, { cache: "no-store" }).then((r) => r.json());
  const cache = await caches.open(`stb-${version}`);
  await cache.addAll(files.map((f) => new Request(new URL(f, self.registration.scope), { cache: "no-cache" })));
  await cache.put(LIST, new Response(JSON.stringify({ version, files }), { headers: { "Content-Type": "application/json" } }));
}

async function activate() {
  const keep = await caches.keys().then(async (names) => {
    const list = await caches.match(LIST).then((r) => r && r.json());
    return list ? `stb-${list.version}` : null;
  });
  for (const name of await caches.keys()) if (name.startsWith("stb-") && name !== keep) await caches.delete(name);
  await self.clients.claim();
}

async function answer(request) {
  const cached = await caches.match(request, { ignoreSearch: request.mode === "navigate" });
  if (cached) return cached;
  return fetch(request);
}

self.addEventListener("install", (event) => event.waitUntil(install().then(() => self.skipWaiting())));
self.addEventListener("activate", (event) => event.waitUntil(activate()));
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  event.respondWith(answer(event.request));
});
