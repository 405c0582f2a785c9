// The service worker keeps the page, the program and its pictures and sounds, so that the game starts without a network after the first
// visit, and starts from what is kept rather than from the network.
//
// The page registers it as sw.js?v=VERSION, VERSION being the build's (atarigo.json, written by make wasm). Each
// version keeps its files in its own cache, filled at once when the worker is installed, so a page and a program of
// two builds are never mixed. The page asks the network for atarigo.json on every start; when a new build is served
// it registers the worker of the new version, which fetches the new files in the background and takes over for the
// next start (the one running goes on with the build it has); the old version's cache is then removed.
"use strict";

const version = new URL(self.location).searchParams.get("v") || "dev";
const cacheName = "atarigo-" + version;
const prefix = "atarigo-";
// The files the game needs to start: "./" is the page itself.
const files = ["./", "storage.js", "wasm_exec.js", "atarigo.wasm", "atarigo.json", "manifest.webmanifest",
  "icon-192.png", "icon-512.png", "favicon.png", "apple-touch-icon.png"];
// Asked of the network first (the page learns from it whether a new build is served), the kept copy without one.
const networkFirst = new Set(["atarigo.json"]);

// kept reports whether a file (its path under the scope) is one the worker keeps: those above, and the game's
// pictures and sounds in assets/, which atarigo.json lists.
const kept = (name) => files.includes(name) || /^assets\/[a-z0-9_]+\.(png|wav)$/.test(name);

self.addEventListener("install", (event) => {
  // Each file is revalidated: one the browser already has (the first visit's download) comes back as 304.
  const fresh = (f) => new Request(f, { cache: "no-cache" });
  event.waitUntil(caches.open(cacheName)
    .then(async (cache) => {
      await cache.addAll(files.map(fresh));
      const info = await (await cache.match("atarigo.json")).json();
      await cache.addAll((info.assets || []).map((a) => fresh("assets/" + a)));
    })
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((n) => n.startsWith(prefix) && n !== cacheName).map((n) => caches.delete(n))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  const scope = new URL(self.registration.scope);
  let name = url.pathname.startsWith(scope.pathname) ? url.pathname.slice(scope.pathname.length) : "";
  if (name === "" || name === "index.html" || req.mode === "navigate") name = "./";
  if (!kept(name)) return;
  const key = new URL(name, scope).href;
  if (networkFirst.has(name)) {
    event.respondWith(fetch(req).catch(() => caches.match(key, { cacheName })));
    return;
  }
  event.respondWith(caches.match(key, { cacheName }).then((kept) => kept || fetch(req)));
});
