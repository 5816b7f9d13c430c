// The built page as an offline web app, in headless Chromium (issue 33).
//
//   node tests/browser/check_offline.mjs --first DIR --second DIR [--screenshots DIR]
//
// DIR are two bundles built with --runtime (their runtime/ holds the stand-in runtime,
// tests/browser/standin_runtime.js, in place of pygbag's pythons.js), the second a rebuild
// with another archive and another runtime. This script serves them itself on 127.0.0.1 (a
// service worker needs a secure context: localhost is one), at the site's root and again in
// a subfolder (as GitHub Pages serves a project), the subfolder's first visit through an
// embedding iframe. For each place it records:
//
// 1. a first visit online: the game starts (a tap), and the service worker reports what its
//    caches hold once the page has told it the game runs;
// 2. the network off (context.setOffline and the server refusing every connection) and a
//    reload: the game starts again, from the caches alone;
// 3. the network back, the second bundle served instead, and a reload: the new worker takes
//    over, the page loads again and starts the second build; the caches hold the second
//    build's archive and runtime, nothing of the first; localStorage kept what was put there;
// 4. offline again: the second build starts from the caches.
//
// Prints one JSON object of observations for tests/browser/test_browser_offline.py.

import { LOOPBACK_ONLY, option, runCheck } from "./chromium.mjs";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, existsSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const bundles = { first: option("first"), second: option("second"), cdn: option("cdn-build") };
const cdnMirror = option("cdn-mirror");
const PUBLIC_CDN = "https://pygame-web.github.io/cdn/";
const screenshots = option("screenshots");
if (!bundles.first || !bundles.second) {
  console.error("usage: check_offline.mjs --first DIR --second DIR [--screenshots DIR]");
  process.exit(2);
}
if (screenshots) mkdirSync(screenshots, { recursive: true });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (data) => createHash("sha256").update(data).digest("hex");

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".json": "application/json",
  ".webmanifest": "application/manifest+json", ".png": "image/png", ".wasm": "application/wasm",
  ".py": "text/plain", ".ogg": "audio/ogg",
};

// A static server for one bundle at `base`, which can be switched to another bundle or
// taken down (every connection refused) without changing its address.
async function serve(base) {
  const server = {
    root: bundles.first, up: true, refused: 0, requests: [],
    host: `<!DOCTYPE html><title>Host</title><iframe id="game" src="${base}index.html?rules=fan-tan"
      style="width:960px;height:540px;border:0" allow="autoplay; fullscreen"></iframe>`,
  };
  const listener = http.createServer((request, response) => {
    if (!server.up) {
      server.refused += 1;
      request.socket.destroy();
      return;
    }
    const address = new URL(request.url, "http://127.0.0.1");
    server.requests.push(address.pathname);
    if (address.pathname === "/host.html") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(server.host);
      return;
    }
    let relative = address.pathname.startsWith(base) ? address.pathname.slice(base.length) : null;
    if (relative === "") relative = "index.html";
    const file = relative === null ? "" : path.join(server.root, decodeURIComponent(relative));
    if (!file || !file.startsWith(server.root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404);
      response.end("not here");
      return;
    }
    response.writeHead(200, {
      "Content-Type": TYPES[path.extname(file)] || "application/octet-stream",
      "Cache-Control": "no-cache",
    });
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => listener.listen(0, "127.0.0.1", resolve));
  server.origin = `http://127.0.0.1:${listener.address().port}`;
  server.close = () => new Promise((resolve) => { listener.closeAllConnections(); listener.close(resolve); });
  return server;
}

// The loader through the stand-in runtime up to the running game, tapping when asked.
async function startGame(frame, timeoutMs = 20000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    let state = null;
    try {
      state = await frame.evaluate(() => window.sevensLoader && window.sevensLoader.state());
    } catch (error) {
      state = null;  // the page is loading again
    }
    if (state === "running" || String(state).startsWith("failed")) return state;
    if (state === "waiting-for-tap") {
      await frame.evaluate(() => document.getElementById("transfer").dispatchEvent(
        new PointerEvent("pointerdown", { bubbles: true })));
    }
    await sleep(150);
  }
  return "timed out";
}

async function cachedReply(frame, timeoutMs = 15000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const state = await frame.evaluate(() => window.sevensOffline && window.sevensOffline.state());
    if (state && (state.cached || state.error)) return state;
    await sleep(150);
  }
  return await frame.evaluate(() => window.sevensOffline && window.sevensOffline.state());
}

// What the caches hold: per cache, each address and the SHA-256 of its bytes.
async function caches(frame) {
  return frame.evaluate(async () => {
    const hex = (buffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
    const found = {};
    for (const name of await window.caches.keys()) {
      const cache = await window.caches.open(name);
      found[name] = {};
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        found[name][request.url] = hex(await crypto.subtle.digest("SHA-256", await response.arrayBuffer()));
      }
    }
    return found;
  });
}

async function shoot(page, name) {
  if (!screenshots) return null;
  const file = path.join(screenshots, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

function bundleFacts(folder) {
  const settings = JSON.parse(/^const SETTINGS = (\{[\s\S]*?^\});$/m.exec(readFileSync(path.join(folder, "sw.js"), "utf8"))[1]);
  return {
    build: settings.build,
    runtime: settings.runtime,
    archive: sha256(readFileSync(path.join(folder, "sevens.tar.gz"))),
    cpythonrc: sha256(readFileSync(path.join(folder, "runtime/0.9.3/cpythonrc.py"))),
  };
}

// A bundle that loads its runtime from pygbag's CDN (stood in for by --cdn-mirror): online
// the runtime comes from the CDN, and the worker keeps it; offline the page starts from the
// caches alone.
async function fromTheCdn(browser) {
  const server = await serve("/");
  server.root = bundles.cdn;
  const record = { origin: server.origin, cdnRequests: [] };
  let cdnUp = true;
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(server.origin)) return route.continue();
    if (!url.startsWith(PUBLIC_CDN) || !cdnUp) return route.abort("internetdisconnected");
    record.cdnRequests.push(url);
    const file = path.join(cdnMirror, url.slice(PUBLIC_CDN.length).split("?")[0]);
    if (!existsSync(file)) return route.fulfill({ status: 404, body: "" });
    return route.fulfill({
      status: 200, body: readFileSync(file),
      headers: { "Content-Type": TYPES[path.extname(file)] || "application/octet-stream",
                 "Access-Control-Allow-Origin": "*" },
    });
  });
  const page = await context.newPage();
  record.pageErrors = [];
  page.on("pageerror", (error) => record.pageErrors.push(String(error)));
  const game = `${server.origin}/index.html?rules=douque`;
  try {
    await page.goto(game);
    record.firstState = await startGame(page.mainFrame());
    record.firstReply = await cachedReply(page.mainFrame());
    record.firstCaches = await caches(page.mainFrame());
    server.up = false;
    cdnUp = false;
    await context.setOffline(true);
    record.cdnRequests.length = 0;
    await page.goto(game).catch((error) => { record.offlineNavigationError = String(error); });
    record.offlineState = await startGame(page.mainFrame());
    record.offlineRuntime = await page.evaluate(() => window.standinRuntime && window.standinRuntime.fetched.slice());
    record.offlineCdnRequests = record.cdnRequests.slice();
  } catch (error) {
    record.error = String(error && error.stack || error);
  } finally {
    await context.close();
    await server.close();
  }
  return record;
}

async function place(browser, base, throughFrame) {
  const server = await serve(base);
  const record = { base, origin: server.origin, bundles: { first: bundleFacts(bundles.first), second: bundleFacts(bundles.second) } };
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.route("**/*", (route) => (route.request().url().startsWith(server.origin) ? route.continue() : route.abort()));
  const page = await context.newPage();
  record.pageErrors = [];
  page.on("pageerror", (error) => record.pageErrors.push(String(error)));
  const game = `${server.origin}${base}index.html?rules=fan-tan`;
  const frameOf = () => (throughFrame ? page.frames().find((frame) => frame.url().includes(`${base}index.html`)) : page.mainFrame());
  try {
    // 1. Online, first visit.
    if (throughFrame) {
      await page.goto(`${server.origin}/host.html`);
      await page.waitForSelector("iframe#game");
      await sleep(500);
    } else {
      await page.goto(game);
    }
    record.firstState = await startGame(frameOf());
    record.firstReply = await cachedReply(frameOf());
    await frameOf().evaluate(() => window.localStorage.setItem("sevens.test-kept", "still here"));
    record.firstCaches = await caches(frameOf());
    // 2. Offline, reload: the page itself this time (the host page is not ours to keep).
    server.up = false;
    await context.setOffline(true);
    server.requests.length = 0;
    await page.goto(game).catch((error) => { record.offlineNavigationError = String(error); });
    record.offlineState = await startGame(page.mainFrame());
    record.offlineRequests = server.requests.slice();
    record.offlineRuntime = await page.evaluate(() => window.standinRuntime && window.standinRuntime.fetched.slice());
    // The stand-in draws nothing: write on the canvas what the screenshot shows.
    await page.evaluate(([base, fetched]) => {
      const canvas = document.getElementById("canvas");
      const draw = canvas.getContext("2d");
      draw.fillStyle = "#1d7449";
      draw.fillRect(0, 0, canvas.width, canvas.height);
      draw.fillStyle = "#f7f2e3";
      draw.font = "40px sans-serif";
      draw.fillText(`Offline start at ${base}: ${window.sevensLoader.state()}`, 60, 120);
      draw.font = "26px sans-serif";
      fetched.forEach((url, index) => draw.fillText(`from the cache: ${url}`, 60, 190 + 38 * index));
    }, [base, record.offlineRuntime.map((url) => url.replace(server.origin, ""))]);
    record.offlineScreenshot = await shoot(page, `offline-start${base === "/" ? "" : "-subfolder"}`);
    // 3. Online again, the rebuilt bundle served: the new worker takes over, the page loads
    //    again (it had not started), and the second build starts.
    await context.setOffline(false);
    server.up = true;
    server.root = bundles.second;
    await page.reload();
    const wanted = record.bundles.second.build;
    const until = Date.now() + 20000;
    record.updatedCaches = null;
    while (Date.now() < until) {
      const names = await page.evaluate(() => window.caches.keys()).catch(() => []);
      if (names.some((name) => name.endsWith(` ${wanted}`)) && !names.some((name) => name.endsWith(` ${record.bundles.first.build}`))) break;
      await sleep(200);
    }
    await sleep(500);
    await page.waitForLoadState("domcontentloaded");
    record.updatedState = await startGame(page.mainFrame());
    record.updatedReply = await cachedReply(page.mainFrame());
    record.updatedCaches = await caches(page.mainFrame());
    record.updatedOfflineWord = await page.evaluate(() => window.sevensOffline.state());
    record.kept = await page.evaluate(() => window.localStorage.getItem("sevens.test-kept"));
    // 4. Offline again: the second build from the caches.
    server.up = false;
    await context.setOffline(true);
    await page.goto(game).catch((error) => { record.secondOfflineNavigationError = String(error); });
    record.secondOfflineState = await startGame(page.mainFrame());
    record.secondOfflineRuntime = await page.evaluate(() => window.standinRuntime.fetched.slice());
    record.refused = server.refused;
  } catch (error) {
    record.error = String(error && error.stack || error);
  } finally {
    await context.close();
    await server.close();
  }
  return record;
}

const report = {};
await runCheck(report, async (browser) => {
  report.root = await place(browser, "/", false);
  report.subfolder = await place(browser, "/games/sevens/", true);
  if (bundles.cdn && cdnMirror) report.cdn = await fromTheCdn(browser);
}, {
  flags: ["--disable-background-networking", "--disable-component-update",
    `${LOOPBACK_ONLY} , EXCLUDE localhost`],
  indent: 1,
});
