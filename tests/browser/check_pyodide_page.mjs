// The page that ships, on the runtime it ships with: build-web --runtime pyodide in Chromium.
//
//   node tests/browser/check_pyodide_page.mjs --first DIR --second DIR --python PYTHON
//        [--screenshots DIR]
//
// DIR are two builds' build/web folders (the second a rebuild with another archive). Each is
// served as it is by a plain static server (PYTHON -m http.server) on 127.0.0.1; every
// request to any other host is refused and written down. One browser, one profile:
//
// 1. a first visit online at 1280x720: the real index.html boots (a tap when it asks for
//    one), shows the menu, and a whole Douque deal is played to the results by mouse and
//    keys; the service worker then reports what it keeps;
// 2. the server stopped and the browser offline: the page starts again from the caches,
//    shows the menu and plays moves of a deal;
// 3. the server back with the second build: the new worker takes over, the page starts the
//    second build, the caches hold its archive and nothing of the first, and what the player
//    kept in localStorage is still there;
// 4. a phone (390x844, touch): the menu's deal-code field tapped; the page's own input takes
//    the focus (a phone opens its keyboard for it), and what is typed there, composition
//    included, reaches the field; the keyboard closed, the field lets go.
//
// What to press is read from the game (tests/browser/game_probe.py and tap_probe.py, run in
// the page's Python through window.sevensPython), never from fixed positions. Prints one
// JSON object of observations for tests/browser/test_browser_pyodide_page.py.

import { option, runCheck } from "./chromium.mjs";
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PROBE = readFileSync(path.join(HERE, "game_probe.py"), "utf8");
const TAP_PROBE = readFileSync(path.join(HERE, "tap_probe.py"), "utf8");

const builds = { first: option("first"), second: option("second") };
const python = option("python") || "python3";
const screenshots = option("screenshots");
if (!builds.first || !builds.second) {
  console.error("usage: check_pyodide_page.mjs --first DIR --second DIR --python PYTHON");
  process.exit(2);
}
if (screenshots) mkdirSync(screenshots, { recursive: true });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// What the static servers answered, in order: [path, status] from their request logs.
const served = [];

// `python -m http.server` serving `folder` on `port`, returned once it answers.
async function staticServer(folder, port) {
  const child = spawn(python, ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", folder],
    { stdio: ["ignore", "ignore", "pipe"] });
  let pending = "";
  child.stderr.on("data", (chunk) => {
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop();
    for (const line of lines) {
      const found = /"GET (\S+) HTTP\/[\d.]+" (\d+)/.exec(line);
      if (found) served.push([found[1], Number(found[2])]);
    }
  });
  const until = Date.now() + 15000;
  while (Date.now() < until) {
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => { socket.end(); resolve(true); });
      socket.on("error", () => resolve(false));
    });
    if (up) return child;
    await sleep(100);
  }
  child.kill();
  throw new Error(`the static server for ${folder} did not answer`);
}

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => { child.once("exit", resolve); child.kill(); });
}

async function shoot(page, name) {
  if (!screenshots) return null;
  const file = path.join(screenshots, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

// The loading screen to the running game, tapping when it asks; the stages seen on the way.
async function startGame(page, record, name) {
  const started = Date.now();
  record.stages = [];
  let shot = false;
  let crashed = false;
  page.once("crash", () => { crashed = true; });
  while (Date.now() - started < 90000) {
    if (crashed) throw new Error("Target crashed: the page's renderer died while the game loaded");
    let state = null;
    try {
      state = await page.evaluate(() => window.sevensLoader && window.sevensLoader.state());
    } catch (error) {
      state = null;  // the page is loading again
    }
    if (state && record.stages[record.stages.length - 1] !== state) record.stages.push(state);
    if (state === "running" || String(state).startsWith("failed")) break;
    if (state === "runtime-script" && !shot && name) { shot = true; record.loadingScreenshot = await shoot(page, name); }
    if (state === "waiting-for-tap") {
      if (name) record.tapScreenshot = await shoot(page, `${name}-tap`);
      const box = await page.locator("#transfer").boundingBox();
      if (record.touch) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await sleep(300);
    }
    await sleep(100);
  }
  record.state = await page.evaluate(() => window.sevensLoader.state());
  if (record.state !== "running") {
    record.failure = await page.evaluate(() => document.getElementById("failure-detail").textContent);
    return null;
  }
  await page.evaluate(([probe, tapProbe]) => { window.sevensPython.runPython(probe); window.sevensPython.runPython(tapProbe); }, [PROBE, TAP_PROBE]);
  let now = { scene: null };
  while (Date.now() - started < 90000) {
    now = await state(page);
    if (now.scene === "MenuScene") break;
    await sleep(150);
  }
  record.secondsToMenu = (Date.now() - started) / 1000;
  record.sound = await page.evaluate(() => window.sevensLoader.sound());
  return now;
}

// The bots' pace at a table played here, set on its session only (the saved settings keep
// theirs): no pause before a bot's move and no card flights, so a deal takes the bots'
// thinking and the player's input only (what is checked does not depend on the pace).
async function instantPace(page) {
  await page.evaluate(() => window.sevensPython.runPython("probe_app().session.speed = 'instant'"));
}

async function state(page) {
  return JSON.parse(await page.evaluate(() => window.sevensPython.runPython("probe_state()")));
}

async function waitFor(page, test, timeoutMs, what) {
  const until = Date.now() + timeoutMs;
  let now = await state(page);
  while (!test(now)) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(now).slice(0, 400)}`);
    await sleep(120);
    now = await state(page);
  }
  return now;
}

// A position of the game's canvas (its pixels) on the page.
async function onPage(page, at) {
  return page.evaluate(([x, y]) => {
    const canvas = document.getElementById("canvas");
    const box = canvas.getBoundingClientRect();
    return [box.left + (x * box.width) / canvas.width, box.top + (y * box.height) / canvas.height];
  }, at);
}

// The human's moves until the results (or `turns` of them), by mouse where the table says a
// card is, else by keys (the arrows to the card, Enter to play, C to cover).
async function play(page, record, turns = Infinity) {
  record.clicks = 0;
  record.keyMoves = 0;
  record.humanTurns = 0;
  let lastMarker = "";
  const until = Date.now() + 240000;
  while (Date.now() < until && record.humanTurns < turns) {
    const now = await state(page);
    if (now.scene === "ResultsScene") return now;
    if (now.scene !== "TableScene") throw new Error(`left the table: ${now.scene}`);
    const marker = JSON.stringify(now.marker);
    if (now.human && !now.busy && marker !== lastMarker && now.moves.length) {
      lastMarker = marker;
      record.humanTurns += 1;
      const move = now.moves[0];
      if (record.humanTurns === 3 && record.name) record.dealScreenshot = await shoot(page, `${record.name}-deal`);
      if (move.at && record.humanTurns % 2 === 1) {
        const [x, y] = await onPage(page, move.at);
        await page.mouse.click(x, y);
        record.clicks += 1;
      } else {
        const target = now.hand.indexOf(move.card);
        await page.keyboard.press("ArrowRight");
        const selected = await waitFor(page, (s) => s.selected !== null && s.selected !== undefined, 3000, "a selection");
        const total = selected.hand.length;
        const steps = ((target - selected.selected) % total + total) % total;
        for (let step = 0; step < steps; step += 1) await page.keyboard.press("ArrowRight");
        await page.keyboard.press(move.kind === "cover" ? "c" : "Enter");
        record.keyMoves += 1;
      }
      await waitFor(page, (s) => JSON.stringify(s.marker) !== marker || s.scene !== "TableScene", 6000, "the move");
    }
    await sleep(120);
  }
  return state(page);
}

async function cachedReply(page) {
  const until = Date.now() + 60000;
  while (Date.now() < until) {
    const kept = await page.evaluate(() => window.sevensOffline && window.sevensOffline.state());
    if (kept && (kept.cached || kept.error)) return kept;
    await sleep(200);
  }
  return page.evaluate(() => window.sevensOffline.state());
}

async function cacheNames(page) {
  return page.evaluate(async () => {
    const found = {};
    for (const name of await window.caches.keys()) {
      const cache = await window.caches.open(name);
      found[name] = (await cache.keys()).map((request) => request.url);
    }
    return found;
  });
}

// The menu's deal-code field as the game holds it.
async function codeField(page) {
  return JSON.parse(await page.evaluate(() => window.sevensPython.runPython(
    "import json\nfield = probe_app().scene.code_field\n"
    + "json.dumps({'value': field.value, 'focused': field.focused})")));
}

// The phone's keyboard for the menu's deal-code field.
async function phoneKeyboard(page, record) {
  const tapState = async () => JSON.parse(await page.evaluate(() => window.sevensPython.runPython("tap_state()")));
  const fields = JSON.parse(await page.evaluate(() => window.sevensPython.runPython(
    "import json\nfrom sevens.ui.page_keyboard import shown_fields\njson.dumps(shown_fields(probe_app()))")));
  record.fields = fields;
  const field = fields.find((entry) => entry.name === "deal-code");
  if (!field) throw new Error(`no deal-code field on the menu: ${JSON.stringify(fields)}`);
  const [x, y] = await onPage(page, [field.box[0] + field.box[2] / 2, field.box[1] + field.box[3] / 2]);
  await page.touchscreen.tap(x, y);
  await sleep(400);
  record.focused = await page.evaluate(() => {
    const element = document.activeElement;
    return element ? { tag: element.tagName, id: element.id, type: element.type || "" } : null;
  });
  record.tapScreenshot = await shoot(page, "pyodide-phone-code-field");
  await page.keyboard.type("7h2px");
  // A composition as a Chinese or Japanese keyboard makes one: text stands, then is committed.
  const session = await page.context().newCDPSession(page);
  await session.send("Input.imeSetComposition", { text: "三", selectionStart: 1, selectionEnd: 1 });
  await sleep(150);
  record.composing = await codeField(page);
  await session.send("Input.insertText", { text: "三" });
  await sleep(400);
  record.typed = await codeField(page);
  record.typedScreenshot = await shoot(page, "pyodide-phone-code-typed");
  // The keyboard closed (the page's input loses the focus): the field lets go.
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  await sleep(500);
  record.afterClose = await codeField(page);
  record.menu = (await tapState()).scene;
  // Then a deal by taps: Deal the cards, and the first human turns (a card is two taps, the
  // first lifts it).
  await page.evaluate(() => window.sevensPython.runPython("probe_app().scene.code_field.value = ''"));
  const menu = await tapState();
  const play = menu.buttons.play.box;
  const [px, py] = await onPage(page, [play[0] + play[2] / 2, play[1] + play[3] / 2]);
  await page.touchscreen.tap(px, py);
  record.turns = 0;
  const until = Date.now() + 60000;
  let lastMarker = "";
  let paced = false;
  while (Date.now() < until && record.turns < 2) {
    const now = await tapState();
    if (now.scene !== "TableScene") { await sleep(200); continue; }
    if (!paced) { paced = true; await instantPace(page); }
    const table = now.table;
    const marker = JSON.stringify(table.marker);
    const move = table.moves.find((entry) => entry.card_box);
    if (table.human && table.may_act && !table.busy && move && marker !== lastMarker) {
      lastMarker = marker;
      for (let tap = 0; tap < (move.kind === "pass" ? 1 : 2); tap += 1) {
        const box = move.card_box;
        const [x, y] = await onPage(page, [box[0] + box[2] / 2, box[1] + box[3] / 2]);
        await page.touchscreen.tap(x, y);
        await sleep(500);
      }
      const moved = await waitFor(page, (s) => JSON.stringify(s.marker) !== marker || s.scene !== "TableScene", 6000, "the tapped move").catch(() => null);
      if (moved) record.turns += 1;
    }
    await sleep(150);
  }
  record.dealScreenshot = await shoot(page, "pyodide-phone-deal");
}

const report = { foreign: [] };
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let server = null;
await runCheck(report, async (browser) => {
  server = await staticServer(builds.first, port);
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const refuseOthers = (route) => {
    const url = route.request().url();
    if (url.startsWith(`${origin}/`)) return route.continue();
    report.foreign.push(url);
    return route.abort("blockedbyclient");
  };
  await context.route("**/*", refuseOthers);
  context.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith("data:") && !url.startsWith("blob:")) report.foreign.push(url);
  });
  const page = await context.newPage();
  report.pageErrors = [];
  page.on("pageerror", (error) => report.pageErrors.push(String(error && error.stack || error)));
  const game = `${origin}/index.html?rules=douque&level=normal&seed=9&deals=1`;

  // 1. Online, a first visit: the menu, then a whole deal.
  const first = report.first = { name: "pyodide" };
  await page.goto(game);
  first.menu = await startGame(page, first, "pyodide-loading");
  if (!first.menu) throw new Error(`the first visit did not start: ${JSON.stringify(first)}`);
  first.menuScreenshot = await shoot(page, "pyodide-menu");
  await page.keyboard.press("Enter");
  first.table = await waitFor(page, (s) => s.scene === "TableScene", 15000, "the table");
  await instantPace(page);
  first.results = await play(page, first);
  first.resultsScreenshot = await shoot(page, "pyodide-results");
  first.offline = await cachedReply(page);
  first.served = served.splice(0);
  first.storage = await page.evaluate(() => Object.keys(localStorage).sort());

  // 2. The network off: the server gone, the browser offline; the page starts and plays.
  await stop(server);
  server = null;
  await context.setOffline(true);
  const second = report.offline = { name: "pyodide-offline" };
  await page.goto(game).catch((error) => { second.navigationError = String(error); });
  second.menu = await startGame(page, second, "");
  if (second.menu) {
    second.menuScreenshot = await shoot(page, "pyodide-offline-menu");
    second.stats = second.menu.stats;
    await page.keyboard.press("Enter");
    second.table = await waitFor(page, (s) => s.scene === "TableScene", 15000, "the table");
    await instantPace(page);
    const after = await play(page, second, 3);
    second.scene = after.scene;
  }

  // 3. The network back with the second build: it replaces the first whole.
  await context.setOffline(false);
  server = await staticServer(builds.second, port);
  const third = report.update = {};
  await page.reload();
  const wanted = JSON.parse(/^const SETTINGS = (\{[\s\S]*?^\});$/m.exec(readFileSync(path.join(builds.second, "sw.js"), "utf8"))[1]).build;
  const until = Date.now() + 30000;
  while (Date.now() < until) {
    const names = await page.evaluate(() => window.caches.keys()).catch(() => []);
    if (names.some((name) => name.endsWith(` ${wanted}`)) && names.length === 2) break;
    await sleep(250);
  }
  await page.waitForLoadState("domcontentloaded");
  third.menu = await startGame(page, third, "");
  third.wanted = wanted;
  third.offline = await cachedReply(page);
  third.caches = await cacheNames(page);
  third.archive = await page.evaluate(async () => {
    const response = await fetch("sevens.tar.gz");
    const digest = await crypto.subtle.digest("SHA-256", await response.arrayBuffer());
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
  });
  third.stats = third.menu ? third.menu.stats : null;
  third.served = served.splice(0);
  await context.close();

  // 4. A phone: the deal-code field and the page's keyboard input.
  const phone = report.phone = { touch: true };
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  await phoneContext.route("**/*", refuseOthers);
  const phonePage = await phoneContext.newPage();
  phonePage.on("pageerror", (error) => report.pageErrors.push(String(error && error.stack || error)));
  await phonePage.goto(`${origin}/index.html?rules=douque`);
  phone.menu = await startGame(phonePage, phone, "pyodide-phone-loading");
  if (phone.menu) {
    phone.menuScreenshot = await shoot(phonePage, "pyodide-phone-menu");
    await phoneKeyboard(phonePage, phone);
  }
  await phoneContext.close();

  // 5. Pieces that do not come: the runtime, then the game archive (a server that lost them).
  report.failures = {};
  for (const [name, lost] of [["runtime", "/runtime/"], ["game-files", "/sevens."]]) {
    const failing = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await failing.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith(`${origin}${lost}`)) return route.fulfill({ status: 404, body: "" });
      return refuseOthers(route);
    });
    const failingPage = await failing.newPage();
    await failingPage.goto(`${origin}/index.html`);
    const seen = report.failures[name] = {};
    await startGame(failingPage, seen, "");
    seen.heading = await failingPage.evaluate(() => document.getElementById("failure-heading").textContent);
    seen.retry = await failingPage.evaluate(() => !document.getElementById("retry").hidden);
    if (name === "runtime") seen.screenshot = await shoot(failingPage, "pyodide-runtime-failed");
    await failing.close();
  }
}, {
  flags: ["--disable-quic", "--disable-background-networking", "--disable-component-update",
    "--disable-sync"],
  indent: 1,
  closing: () => stop(server),
});
