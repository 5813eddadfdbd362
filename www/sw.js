// Camelot's service worker: precaches every file of the build and serves it, so the app
// works offline. scripts/post-build.mjs fills in VERSION and FILES (all built files, Trunk's
// hashed names and the worker files included) when the site is built.
const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = `camelot-${VERSION}`;
const scoped = (path) => new URL(path, self.registration.scope).href;

// Files with a content hash in their name never change, so the browser's HTTP cache may supply
// them; the others are fetched afresh so an update never caches a stale copy.
const HASHED = /-[0-9a-f]{8,16}(_bg)?\.[a-z]+$/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(FILES.map((f) => new Request(scoped(f), { cache: HASHED.test(f) ? "default" : "reload" })))),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("camelot-") && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

// The page asks a waiting new version to take over when the player accepts the update.
self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const navigate = request.mode === "navigate";
    // Pages are opened with parameters (?record=, embed.html?position=): match them without.
    const hit = await cache.match(request, { ignoreSearch: navigate });
    if (hit) return hit;
    try {
      return await fetch(request);
    } catch (err) {
      if (navigate) {
        const page = new URL(request.url).pathname.endsWith("embed.html") ? "embed.html" : "./";
        const fallback = await cache.match(scoped(page));
        if (fallback) return fallback;
      }
      throw err;
    }
  })());
});
