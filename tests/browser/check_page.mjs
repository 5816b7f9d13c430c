// Opens the built web page in headless Chromium and reports what a player would see.
//
//   node tests/browser/check_page.mjs --site http://127.0.0.1:PORT/ --screenshots DIR
//
// The site must serve the bundle at build/web/, a bundle built with --runtime (whose mirror
// holds the stand-in runtime) at bundled/web/, and the embed example at docs/embed.html.
// Where the runtime is needed, standin_runtime.js (next to this file) plays pygbag's
// pythons.js: served for the public CDN's address, or from the bundle's own runtime/ folder.
// Nothing leaves this machine: every request to another host is answered here (aborted,
// held, or stubbed) and Chromium's resolver maps every other name to "not found".
//
// Each scenario plays out one way the runtime can fail to arrive, and the script prints one
// JSON object of observations (texts, timings, stages, page errors) for the pytest side to
// judge. It exits non-zero only when it could not run at all.

import { LOOPBACK_ONLY, option, runCheck } from "./chromium.mjs";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const STANDIN = readFileSync(path.join(HERE, "standin_runtime.js"), "utf8");
const PUBLIC_CDN = "https://pygame-web.github.io/cdn/";
const WHEEL = "cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl";
const PUBLIC_INDEX = JSON.stringify({
  "-CDN-": PUBLIC_CDN,
  pygame: "cp312/pygame_ce-2.5.7.dev1-<abi>-<abi>-<api>.whl",
});


const site = option("site", "");
const screenshots = option("screenshots", "");
const only = option("only", "");
if (!site) {
  console.error("usage: check_page.mjs --site http://127.0.0.1:PORT/ [--screenshots DIR]");
  process.exit(2);
}
if (screenshots) mkdirSync(screenshots, { recursive: true });

const isLocal = (url) => {
  try {
    return ["127.0.0.1", "localhost"].includes(new URL(url).hostname);
  } catch {
    return false;
  }
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Answers for pygbag's public CDN, with the stand-in runtime in place of the real one.
// `delayMs` holds each answer back; `missing` lists address endings answered with 404.
async function standInCdn(route, { delayMs = 0, missing = [] } = {}) {
  const url = route.request().url();
  if (delayMs) await sleep(delayMs);
  if (missing.some((ending) => url.endsWith(ending))) {
    return route.fulfill({ status: 404, body: "" }).catch(() => {});
  }
  const answers = {
    "0.9.3/pythons.js": ["text/javascript", STANDIN],
    "0.9.3/cpython312/main.js": ["text/javascript", "window.standinRuntime.interpreterArrived();"],
    "0.9.3/cpythonrc.py": ["text/plain", "# stand-in\n"],
    "0.9.3/cpython312/main.wasm": ["application/wasm", "\0asm"],
    "0.9.3/cpython312/main.data": ["application/octet-stream", "data"],
    "index-0.9.3-cp312.json": ["application/json", PUBLIC_INDEX],
    [WHEEL]: ["application/octet-stream", "PK stand-in wheel"],
  };
  for (const [ending, [contentType, body]] of Object.entries(answers)) {
    if (url === PUBLIC_CDN + ending) return route.fulfill({ status: 200, contentType, body }).catch(() => {});
  }
  return route.fulfill({ status: 404, body: "" }).catch(() => {});
}

async function runtimeState(page) {
  return page.evaluate(() => ({
    state: window.sevensLoader && window.sevensLoader.state(),
    runtime: window.standinRuntime ? JSON.parse(JSON.stringify(window.standinRuntime)) : null,
    address: window.location.pathname + window.location.search + window.location.hash,
  }));
}

async function waitForState(page, wanted, timeoutMs) {
  await page.waitForFunction(
    (name) => window.sevensLoader && window.sevensLoader.state() === name, wanted, { timeout: timeoutMs },
  );
}

// The page through the stand-in runtime up to the running game (tapping when asked).
async function startGame(page, url, timeoutMs = 15000) {
  await page.goto(url, { waitUntil: "domcontentloaded" });
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const state = await page.evaluate(() => window.sevensLoader && window.sevensLoader.state());
    if (state === "running" || String(state).startsWith("failed")) return state;
    if (state === "waiting-for-tap") await page.mouse.click(5, 5);
    await sleep(100);
  }
  return page.evaluate(() => window.sevensLoader.state());
}

// What a tap at each point hits: the element's id (or tag).
async function hits(page, points) {
  return page.evaluate((list) => list.map(([x, y]) => {
    const node = document.elementFromPoint(x, y);
    return node ? node.id || node.tagName : null;
  }), points);
}

async function watchPage(page, frameOf) {
  const record = { pageErrors: [], consoleErrors: [], externalRequests: [] };
  page.on("pageerror", (error) => record.pageErrors.push(String(error && error.stack || error)));
  page.on("console", (message) => {
    if (message.type() === "error") record.consoleErrors.push(message.text());
  });
  page.on("request", (request) => {
    if (!isLocal(request.url())) record.externalRequests.push(request.url());
  });
  return record;
}

async function visibleText(frame, selector) {
  return frame.evaluate((css) => {
    const node = document.querySelector(css);
    if (!node) return null;
    const style = getComputedStyle(node);
    if (node.closest("[hidden]") || style.display === "none" || style.visibility === "hidden") return null;
    return node.innerText.replace(/\s+/g, " ").trim();
  }, selector);
}

async function waitForFailure(frame, started, timeoutMs) {
  await frame.waitForSelector("#failure:not([hidden])", { timeout: timeoutMs });
  return Date.now() - started;
}

async function shoot(page, name) {
  if (!screenshots) return null;
  const file = path.join(screenshots, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

// Answer every request for another host with `handler`; let this machine's requests through.
async function routeOutside(context, handler) {
  await context.route("**/*", async (route) => {
    if (isLocal(route.request().url())) return route.continue();
    return handler(route);
  });
}

const SCENARIOS = {
  // Offline: the runtime's host cannot be reached (answered after a short delay, so the
  // loading screen is on show first).
  async offline(browser) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await routeOutside(context, async (route) => {
      await sleep(1500);
      await route.abort("internetdisconnected").catch(() => {});
    });
    const page = await context.newPage();
    const record = await watchPage(page);
    const started = Date.now();
    await page.goto(`${site}build/web/index.html?rules=douque`, { waitUntil: "domcontentloaded" });
    await sleep(300);
    record.title = await page.title();
    record.loadingText = await visibleText(page, "#transfer");
    record.loadingStage = await page.evaluate(() => window.sevensLoader && window.sevensLoader.state());
    record.canvas = await page.evaluate(() => {
      const canvas = document.getElementById("canvas");
      const box = canvas.getBoundingClientRect();
      return { width: canvas.width, height: canvas.height, shownWidth: box.width, shownHeight: box.height };
    });
    record.loadingScreenshot = await shoot(page, "loading-desktop");
    record.failureAfterMs = await waitForFailure(page, started, 15000);
    record.failureText = await visibleText(page, "#failure");
    record.failureStage = await page.evaluate(() => window.sevensLoader.state());
    record.addressAfterFailure = await page.evaluate(() => window.location.pathname + window.location.search);
    record.titleAfterFailure = await page.title();
    record.loadingHidden = (await visibleText(page, "#transfer")) === null;
    record.failureScreenshot = await shoot(page, "failure-desktop");
    record.retryFocusable = await page.evaluate(() => {
      const button = document.getElementById("retry");
      button.focus();
      return document.activeElement === button;
    });
    await context.close();
    return record;
  },

  // The same on a phone held upright.
  async phone(browser) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
    });
    await routeOutside(context, async (route) => {
      await sleep(1200);
      await route.abort("internetdisconnected").catch(() => {});
    });
    const page = await context.newPage();
    const record = await watchPage(page);
    const started = Date.now();
    await page.goto(`${site}build/web/index.html`, { waitUntil: "domcontentloaded" });
    await sleep(300);
    record.loadingText = await visibleText(page, "#transfer");
    record.loadingScreenshot = await shoot(page, "loading-phone");
    record.failureAfterMs = await waitForFailure(page, started, 15000);
    record.failureText = await visibleText(page, "#failure");
    record.overflow = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth,
      panelRight: document.querySelector("#failure .panel").getBoundingClientRect().right,
    }));
    record.failureScreenshot = await shoot(page, "failure-phone");
    await context.close();
    return record;
  },

  // A network filter that swallows the request and never answers: only the watchdog helps.
  async hanging(browser) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const held = [];
    await routeOutside(context, (route) => { held.push(route); });
    await context.addInitScript(() => { window.SEVENS_FIRST_WAIT_SECONDS = 3; });
    const page = await context.newPage();
    const record = await watchPage(page);
    const started = Date.now();
    await page.goto(`${site}build/web/index.html`, { waitUntil: "domcontentloaded" });
    record.failureAfterMs = await waitForFailure(page, started, 12000);
    record.failureText = await visibleText(page, "#failure");
    record.heldRequests = held.length;
    await context.close();
    return record;
  },

  // A self-hosted mirror that lacks the runtime: the server answers 404.
  async "mirror-404"(browser) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await routeOutside(context, (route) => route.fulfill({ status: 404, body: "not here" }));
    const page = await context.newPage();
    const record = await watchPage(page);
    const started = Date.now();
    await page.goto(`${site}build/web/index.html`, { waitUntil: "domcontentloaded" });
    record.failureAfterMs = await waitForFailure(page, started, 12000);
    record.failureText = await visibleText(page, "#failure");
    await context.close();
    return record;
  },

  // The runtime's first script arrives but the interpreter it then asks for does not.
  async "interpreter-missing"(browser) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await routeOutside(context, (route) => standInCdn(route, { delayMs: 300, missing: ["cpython312/main.js"] }));
    const page = await context.newPage();
    const record = await watchPage(page);
    const started = Date.now();
    await page.goto(`${site}build/web/index.html`, { waitUntil: "domcontentloaded" });
    await waitForState(page, "runtime-script", 8000);
    record.runtimeScriptText = await visibleText(page, "#stage-text");
    record.failureAfterMs = await waitForFailure(page, started, 12000);
    record.failureText = await visibleText(page, "#failure");
    await context.close();
    return record;
  },

  // Everything arrives: the loader asks for a tap, then hands the screen to the game.
  async starts(browser) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await routeOutside(context, (route) => standInCdn(route));
    const page = await context.newPage();
    const record = await watchPage(page);
    await page.goto(`${site}build/web/index.html`, { waitUntil: "domcontentloaded" });
    await waitForState(page, "waiting-for-tap", 8000);
    record.tapText = await visibleText(page, "#stage-text");
    record.tapScreenshot = await shoot(page, "tap-desktop");
    record.soundAllowedBeforeTap = await page.evaluate(() => window.MM.UME);
    await page.mouse.click(640, 600);
    record.soundAllowedAfterTap = await page.evaluate(() => window.MM.UME);
    await waitForState(page, "running", 8000);
    record.afterRunning = {
      loadingVisible: (await visibleText(page, "#transfer")) !== null,
      failureVisible: (await visibleText(page, "#failure")) !== null,
      canvasFocused: await page.evaluate(() => document.activeElement === document.getElementById("canvas")),
      state: await page.evaluate(() => window.sevensLoader.state()),
    };
    record.runtime = (await runtimeState(page)).runtime;
    record.sound = await page.evaluate(() => window.sevensLoader.sound());
    // A failure later (say, the stall timer) must not cover a running game.
    await page.evaluate(() => window.sevensLoader.fail("runtime", "late"));
    record.failureVisibleAfterLateFail = (await visibleText(page, "#failure")) !== null;
    await context.close();
    return record;
  },

  // Taps over the hand and in the bottom-left corner reach the game canvas, on a desktop
  // window and on a phone held sideways; a page without its own #canvas3d (the control)
  // gets the runtime's visible one there instead.
  async "canvas-on-top"(browser) {
    const record = { sizes: {} };
    for (const [width, height] of [[1280, 720], [844, 390]]) {
      const context = await browser.newContext({ viewport: { width, height } });
      await routeOutside(context, (route) => standInCdn(route));
      const page = await context.newPage();
      const observed = await watchPage(page);
      observed.state = await startGame(page, `${site}build/web/index.html`);
      const box = await page.evaluate(() => {
        const rect = document.getElementById("canvas").getBoundingClientRect();
        return { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
      });
      // The player's own panel and first cards: the bottom fifth of the table, left to right.
      const at = (x, y) => [box.left + box.width * x, box.top + box.height * y];
      observed.points = {
        "window corner": [1, height - 1],
        "canvas bottom-left": at(0.01, 0.99),
        "first hand cards": at(0.08, 0.93),
        "hand centre": at(0.5, 0.9),
        "own panel": at(0.12, 0.8),
      };
      observed.hits = Object.fromEntries(Object.entries(observed.points).map(([name], index) => [name, index]));
      const found = await hits(page, Object.values(observed.points));
      Object.keys(observed.hits).forEach((name, index) => { observed.hits[name] = found[index]; });
      observed.createdCanvas3d = (await runtimeState(page)).runtime.createdCanvas3d;
      observed.screenshot = await shoot(page, `running-${width}x${height}`);
      await context.close();
      record.sizes[`${width}x${height}`] = observed;
    }
    // Control: the page as it was (no #canvas3d of its own or rule for one, canvas unraised).
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await routeOutside(context, (route) => standInCdn(route));
    await context.route(`${site}build/web/index.html`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<canvas id="canvas3d"[^>]*><\/canvas>/, "")
        .replace(/z-index: 2;[^\n]*\n/, "\n")
        .replace(/#canvas3d \{[^}]*\}/, "");
      await route.fulfill({ response, body });
    });
    const page = await context.newPage();
    record.pageErrors = [];
    page.on("pageerror", (error) => record.pageErrors.push(String(error)));
    record.controlState = await startGame(page, `${site}build/web/index.html`);
    record.controlHits = await hits(page, [[1, 719], [40, 690]]);
    record.controlCreatedCanvas3d = (await runtimeState(page)).runtime.createdCanvas3d;
    await context.close();
    return record;
  },

  // The page fits the canvas into the usable area (issue 30): on phones and tablets held
  // either way, the game (here: a stand-in that sets the canvas to the contract's logical
  // size for the shape, as set_mode would) gets window.sevensViewport, and the canvas fills
  // the area keeping its aspect, also after pygbag's own window_resize and after a turn.
  async fit(browser) {
    const shapes = [[390, 844, true], [412, 915, true], [844, 390, true], [915, 412, true],
                    [820, 1180, true], [1180, 820, false]];
    const logical = (width, height) => {
      const clamp = (value) => Math.min(1600, Math.max(960, value));
      return width >= height ? [clamp(Math.round(720 * width / height)), 720]
                             : [720, clamp(Math.round(720 * height / width))];
    };
    const measure = (page) => page.evaluate(() => {
      const canvas = document.getElementById("canvas");
      const box = canvas.getBoundingClientRect();
      return {
        viewport: { ...window.sevensViewport }, inner: [window.innerWidth, window.innerHeight],
        rect: { left: box.left, top: box.top, width: box.width, height: box.height },
        canvas: [canvas.width, canvas.height],
      };
    });
    const setCanvas = (page, size) => page.evaluate(([width, height]) => {
      const canvas = document.getElementById("canvas");
      canvas.width = width;
      canvas.height = height;
      const draw = canvas.getContext("2d");
      draw.fillStyle = "#1d7449";
      draw.fillRect(0, 0, width, height);
      draw.strokeStyle = "#e9c46a";
      draw.lineWidth = 12;
      draw.strokeRect(6, 6, width - 12, height - 12);
      draw.fillStyle = "#f7f2e3";
      draw.font = "64px sans-serif";
      draw.fillText(`${width}×${height}`, 40, 110);
    }, size);
    const record = { sizes: {} };
    for (const [width, height, mobile] of shapes) {
      const context = await browser.newContext({
        viewport: { width, height }, isMobile: mobile, hasTouch: mobile, deviceScaleFactor: mobile ? 3 : 2,
      });
      await routeOutside(context, (route) => standInCdn(route));
      const page = await context.newPage();
      const observed = await watchPage(page);
      observed.state = await startGame(page, `${site}build/web/index.html`);
      observed.atStart = await measure(page);
      observed.logical = logical(width, height);
      await setCanvas(page, observed.logical);
      await sleep(100);
      observed.fitted = await measure(page);
      await page.evaluate(() => window.window_resize());  // pygbag's own resize: leaves it alone
      await sleep(200);
      observed.afterRuntimeResize = await measure(page);
      observed.screenshot = await shoot(page, `fit-${width}x${height}`);
      // Turned: the area follows at once; the game then picks the other shape.
      await page.setViewportSize({ width: height, height: width });
      await sleep(400);
      observed.turned = await measure(page);
      observed.turnedLogical = logical(height, width);
      await setCanvas(page, observed.turnedLogical);
      await sleep(100);
      observed.turnedFitted = await measure(page);
      await context.close();
      record.sizes[`${width}x${height}`] = observed;
    }
    // A phone with a notch: the safe-area insets (stood in for by the page's custom
    // properties, as headless Chromium has no notch) are left out of the usable area.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await routeOutside(context, (route) => standInCdn(route));
    const page = await context.newPage();
    record.notchState = await startGame(page, `${site}build/web/index.html`);
    await page.addStyleTag({ content: ":root { --safe-top: 47px; --safe-bottom: 34px; }" });
    await page.evaluate(() => window.dispatchEvent(new Event("resize")));
    await setCanvas(page, logical(390, 844 - 81));
    await sleep(200);
    record.notch = await measure(page);
    await context.close();
    return record;
  },

  // A bundle built with --runtime: every other origin is refused, and the game still starts.
  async bundled(browser) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const refused = [];
    await routeOutside(context, (route) => { refused.push(route.request().url()); return route.abort("blockedbyclient"); });
    const page = await context.newPage();
    const record = await watchPage(page);
    record.state = await startGame(page, `${site}bundled/web/index.html?rules=fan-tan`);
    const state = await runtimeState(page);
    record.runtime = state.runtime;
    record.address = state.address;
    record.refused = refused;
    await context.close();
    return record;
  },

  // The README's local test: a page on http://localhost:8…/ takes pygame-ce from the package
  // index the build chose, and the address shows only what the player typed.
  async localhost(browser) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await routeOutside(context, (route) => standInCdn(route));
    const page = await context.newPage();
    const record = await watchPage(page);
    const local = site.replace("127.0.0.1", "localhost");
    record.state = await startGame(page, `${local}build/web/index.html?rules=fan-tan#seat`);
    const state = await runtimeState(page);
    record.runtime = state.runtime;
    record.address = state.address;
    await context.close();
    return record;
  },

  // ?PYGPI= in the address may name a folder of the same site, never another server.
  async "hostile-index"(browser) {
    const record = {};
    for (const [name, query] of [
      ["other-server", "?PYGPI=https://evil.example/&rules=douque"],
      ["same-site", "?rules=douque&PYGPI=mirror/"],
      ["climbing", "?PYGPI=../../elsewhere/"],
    ]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      await routeOutside(context, (route) => standInCdn(route));
      const page = await context.newPage();
      const observed = await watchPage(page);
      observed.state = await startGame(page, `${site}build/web/index.html${query}`, 8000);
      const state = await runtimeState(page);
      observed.env = state.runtime.env;
      observed.fetched = state.runtime.fetched;
      observed.address = state.address;
      await context.close();
      record[name] = observed;
    }
    return record;
  },

  // A slow start: the stand-in trickles its stages over 90 s, and the tab is hidden for 62 s
  // of it (Python stands still there; the page's timers run on), past the 60 s stall wait.
  async slow(browser) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript(() => {
      window.STANDIN = { stepMs: 2000, downloadSteps: 6, downloadStepMs: 2000, wheelMs: 4000, heartbeatMs: 1000, windowMs: 2000 };
      window.MM = { UME: true };  // the tap came early
      let hidden = false;
      Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (hidden ? "hidden" : "visible") });
      window.__setHidden = (value) => { hidden = value; document.dispatchEvent(new Event("visibilitychange")); };
    });
    await routeOutside(context, (route) => standInCdn(route, { delayMs: 1000 }));
    const page = await context.newPage();
    const record = await watchPage(page);
    const started = Date.now();
    await page.goto(`${site}build/web/index.html`, { waitUntil: "domcontentloaded" });
    record.timeline = [];
    record.sawSlowNote = false;
    record.sawRuntimeProgress = false;
    record.sawEngineStatus = false;
    record.runtimeStatusShown = false;
    record.sawFailure = false;
    let hiddenAt = 0;
    let shownAt = 0;
    while (Date.now() - started < 110000) {
      const seconds = (Date.now() - started) / 1000;
      const now = await page.evaluate(() => ({
        state: window.sevensLoader.state(),
        slow: !document.getElementById("slow-note").hidden,
        failure: !document.getElementById("failure").hidden,
        text: document.getElementById("stage-text").textContent,
        bar: document.getElementById("loading-bar").hasAttribute("value") ? "determinate" : "indeterminate",
        status: document.getElementById("status").textContent,
        download: document.getElementById("progress").hidden ? null : Number(document.getElementById("progress").value),
        engine: document.getElementById("engine-status").textContent,
        statusShown: document.getElementById("status").getBoundingClientRect().height > 0,
      }));
      if (now.engine === "Downloading the Python engine…") record.sawEngineStatus = true;
      if (now.statusShown) record.runtimeStatusShown = true;
      delete now.engine;
      delete now.statusShown;
      if (now.status.indexOf("Downloading") >= 0 && now.download > 0) record.sawRuntimeProgress = true;
      delete now.status;
      delete now.download;
      record.sawSlowNote = record.sawSlowNote || now.slow;
      record.sawFailure = record.sawFailure || now.failure;
      const last = record.timeline[record.timeline.length - 1];
      if (!last || last.state !== now.state || last.text !== now.text || last.slow !== now.slow) {
        record.timeline.push({ seconds: Math.round(seconds), ...now });
      }
      if (!hiddenAt && now.state === "starting") {
        hiddenAt = seconds;
        await page.evaluate(() => window.__setHidden(true));
      }
      if (hiddenAt && !shownAt && seconds - hiddenAt >= 62) {
        shownAt = seconds;
        await page.evaluate(() => window.__setHidden(false));
      }
      if (now.state === "running" || now.failure) break;
      await sleep(1000);
    }
    record.hiddenSeconds = shownAt && hiddenAt ? shownAt - hiddenAt : 0;
    record.finalState = await page.evaluate(() => window.sevensLoader.state());
    record.totalSeconds = (Date.now() - started) / 1000;
    record.heartbeats = await page.evaluate(() => window.sevensLoader.heartbeats());
    await context.close();
    return record;
  },

  // The embedding example: an iframe with the game, focus on click, options in the URL.
  async embed(browser) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The runtime's requests are held 5 s before they fail: the loading screen is read after
    // the outer page and then the frame have loaded, which on a busy machine took over 2 s.
    await routeOutside(context, async (route) => {
      await sleep(5000);
      await route.abort("internetdisconnected").catch(() => {});
    });
    const page = await context.newPage();
    const record = await watchPage(page);
    const started = Date.now();
    await page.goto(`${site}docs/embed.html`, { waitUntil: "domcontentloaded" });
    const frameElement = await page.waitForSelector("iframe#sevens-game", { timeout: 5000 });
    record.iframe = await frameElement.evaluate((node) => ({
      src: node.getAttribute("src"),
      allow: node.getAttribute("allow"),
      allowFullscreen: node.hasAttribute("allowfullscreen"),
      width: node.getBoundingClientRect().width,
      height: node.getBoundingClientRect().height,
      title: node.getAttribute("title"),
    }));
    const frame = await frameElement.contentFrame();
    await frame.waitForSelector("#transfer", { timeout: 5000 });
    record.frameUrl = frame.url();
    record.loadingText = await visibleText(frame, "#transfer");
    record.loadingScreenshot = await shoot(page, "embed-loading");
    record.failureAfterMs = await waitForFailure(frame, started, 15000);
    record.failureText = await visibleText(frame, "#failure");
    record.frameAddressAfterFailure = await frame.evaluate(() => window.location.pathname + window.location.search);
    await frameElement.click({ position: { x: 40, y: 40 } });
    await sleep(200);
    record.focusAfterClick = await page.evaluate(() => document.activeElement && document.activeElement.id);
    record.failureScreenshot = await shoot(page, "embed-failure");
    await context.close();
    return record;
  },
};

const report = {};
const chosen = Object.keys(SCENARIOS).filter((name) => !only || only.split(",").includes(name));
async function play(browser, name) {
  try {
    report[name] = await SCENARIOS[name](browser);
  } catch (error) {
    report[name] = { error: String(error && error.stack || error) };
  }
}
await runCheck(report, async (browser) => {
  // The slow start takes a minute and a half of real time: it runs beside the others.
  const slow = chosen.includes("slow") ? play(browser, "slow") : Promise.resolve();
  for (const name of chosen) {
    if (name !== "slow") await play(browser, name);
  }
  await slow;
}, {
  flags: ["--disable-background-networking", "--disable-component-update",
    "--autoplay-policy=user-gesture-required", `${LOOPBACK_ONLY} , EXCLUDE localhost`],
  indent: 1,
});
