// The service worker: the site's offline copy. Registered once Python is up (web/app.js), it stores
// every file listed by build.py in web/precache.json; those requests revalidate what the first visit
// has just put in the HTTP cache, so nothing is downloaded twice. Online, it stays out of the way:
// a page comes from the network (the store if that fails) and its files from the network and the
// HTTP cache, beside which Chromium keeps the code it compiled from Pyodide's WebAssembly, so a
// second visit does not compile it again (answering from the store did, on every second visit).
// Offline, or once a page had to come from the store, every file comes from the store. A language's
// files (web/locale/<language>/, not in the list: each reader needs their own) are stored as the page
// fetches them, so the reader's language is there offline too.
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

let networkDown = false;  // the last page asked for came from the store: so do its files

async function stored(request) {
  return (await caches.match(request, { ignoreSearch: request.mode === "navigate" })) ?? fetch(request);
}

async function page(request) {
  try {
    const response = await fetch(request);
    networkDown = false;
    return response;
  } catch {
    networkDown = true;
    return stored(request);
  }
}

const LOCALE = new URL("web/locale/", self.registration.scope).pathname;

/** A language's file from the network, stored in the site's store for offline visits; from the store
 *  when the network fails. */
async function language(request) {
  try {
    const response = await fetch(request);
    const list = await caches.match(LIST).then((r) => r && r.json());
    if (response.ok && list) await caches.open(`stb-${list.version}`).then((cache) => cache.put(request, response.clone()));
    networkDown = false;
    return response;
  } catch {
    networkDown = true;
    return stored(request);
  }
}

self.addEventListener("install", (event) => event.waitUntil(install().then(() => self.skipWaiting())));
self.addEventListener("activate", (event) => event.waitUntil(activate()));
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  if (event.request.mode === "navigate") event.respondWith(page(event.request));
  else if (url.pathname.startsWith(LOCALE) && !networkDown && self.navigator.onLine) event.respondWith(language(event.request));
  else if (networkDown || !self.navigator.onLine) event.respondWith(stored(event.request));
});
