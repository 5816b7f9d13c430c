// Sevens offline: the service worker of one web build (sevens/webbuild.py writes it as sw.js
// beside index.html, with the settings below filled in).
//
// Two caches, each named for this worker's scope (the folder of the page, so bundles in two
// folders of one site never touch each other's):
// - the game cache, named for this build (the hash of its archive and page): the page, the
//   game archive, the icon and the manifests, fetched when the worker installs;
// - the runtime cache, named for the runtime the build uses (pygbag's version and where it
//   comes from, or the hash of a bundled runtime/): pygbag's runtime files and the pygame-ce
//   wheel, kept once the game has started (the page sends the addresses it used).
// Both are answered from the cache first, so a second visit needs no network. A new build
// brings a new worker: it fills its own game cache, then deletes every other cache of its
// scope except a runtime cache of the very same runtime. So a page is never served with the
// archive or the runtime of another build. localStorage (settings, statistics, saved games)
// is not a cache: an update leaves it alone.

"use strict";

const SETTINGS = %%SEVENS_WORKER_SETTINGS%%;
const SCOPE = self.registration.scope;
const GAME_CACHE = `sevens-game ${SCOPE} ${SETTINGS.build}`;
const RUNTIME_CACHE = `sevens-runtime ${SCOPE} ${SETTINGS.runtime}`;
const PAGE = new URL("index.html", SCOPE).href;
const GAME_FILES = SETTINGS.gameFiles.map((name) => new URL(name, SCOPE).href);
const LATER_FILES = SETTINGS.laterFiles.map((name) => new URL(name, SCOPE).href);
const RUNTIME_BASE = new URL(SETTINGS.runtimeBase, SCOPE).href;
const INDEX_BASE = new URL(SETTINGS.packageIndex, SCOPE).href;
const INDEX = INDEX_BASE + SETTINGS.indexFile;
const WHEELS = INDEX_BASE + SETTINGS.wheelFolder;

function isRuntime(url) {
  return url.startsWith(RUNTIME_BASE) || url === INDEX || (url.startsWith(WHEELS) && url.endsWith(".whl"));
}

function plain(url) {
  const parsed = new URL(url);
  parsed.hash = "";
  parsed.search = "";
  return parsed.href;
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(GAME_CACHE);
    // "reload": the bytes on the server now, never an older copy from the HTTP cache.
    await cache.addAll(GAME_FILES.map((url) => new Request(url, { cache: "reload" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      const ours = name.startsWith("sevens-") && name.split(" ")[1] === SCOPE;
      if (ours && name !== GAME_CACHE && name !== RUNTIME_CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

async function fromCache(cacheName, request, key) {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(key || request);
  if (kept) return kept;
  const response = await fetch(request);
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = plain(request.url);
  if (request.mode === "navigate" && (url === PAGE || url === SCOPE)) {
    // Any ?rules=…&lang=… of the address: the one page of this build.
    event.respondWith(fromCache(GAME_CACHE, request, PAGE));
  } else if (GAME_FILES.includes(url)) {
    event.respondWith(fromCache(GAME_CACHE, request, url));
  } else if (LATER_FILES.includes(url)) {
    event.respondWith((async () => {
      const cache = await caches.open(GAME_CACHE);
      const kept = await cache.match(url);
      if (kept) return kept;
      const response = await fetch(request);
      if (response.ok) await cache.put(url, response.clone());
      return response;
    })());
  } else if (isRuntime(url)) {
    // Kept on the way (a page this worker controls from the start, as the bundled Pyodide's
    // waits for it to, downloads the runtime once), and again by keepRuntime below.
    event.respondWith((async () => {
      const cache = await caches.open(RUNTIME_CACHE);
      const kept = await cache.match(url);
      if (kept) return kept;
      const response = await fetch(request);
      if (response.ok && response.type !== "opaque") await cache.put(url, response.clone());
      return response;
    })());
  }
});

// The page's game has started: keep the runtime files it used (from the CDN or runtime/),
// and answer with what the caches now hold.
async function keepRuntime(urls) {
  const cache = await caches.open(RUNTIME_CACHE);
  const wanted = [...new Set(urls.map(plain))].filter(isRuntime);
  const failed = [];
  for (const url of wanted) {
    if (await cache.match(url)) continue;
    try {
      const response = await fetch(url, { mode: url.startsWith(self.location.origin) ? "same-origin" : "cors" });
      if (response.ok) await cache.put(url, response);
      else failed.push(url);
    } catch (error) {
      failed.push(url);
    }
  }
  const game = await caches.open(GAME_CACHE);
  return {
    build: SETTINGS.build,
    runtime: SETTINGS.runtime,
    gameFiles: (await game.keys()).map((request) => request.url),
    runtimeFiles: (await cache.keys()).map((request) => request.url),
    failed,
  };
}

self.addEventListener("message", (event) => {
  const message = event.data || {};
  if (message.type !== "started" || !Array.isArray(message.urls)) return;
  const reply = event.ports && event.ports[0];
  event.waitUntil(keepRuntime(message.urls).then((answer) => {
    if (reply) reply.postMessage(answer);
  }));
});
