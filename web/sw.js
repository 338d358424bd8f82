// The service worker: on the first visit it stores every file of the site (the page, web/, the
// stb package, PyScript and Pyodide, as listed by build.py in web/precache.json), and from then on
// answers from that store first, so the page boots and advises with no network at all.
// build.py copies this file to the site's root so that it controls the whole site.

const LIST = new URL("web/precache.json", self.registration.scope).href;

async function install() {
  const { version, files } = await fetch(LIST, { cache: "no-store" }).then((r) => r.json());
  const cache = await caches.open(`stb-${version}`);
  await cache.addAll(files.map((f) => new URL(f, self.registration.scope).href));
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
