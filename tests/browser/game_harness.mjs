// Drives the real game in headless Chromium on the page that ships: build-web --runtime
// pyodide's index.html (issue 46; it was tests/browser/game_harness.html before).
//
//   node tests/browser/game_harness.mjs --site http://127.0.0.1:PORT/ [--screenshots DIR]
//
// The site is tests/browser/harness_server.py, which serves that bundle at its root;
// real_page_probe.js gives the driver its handles on the page (window.harness). Input goes in as a player's would: Playwright's
// mouse clicks and key presses on the page, which the browser turns into DOM events that SDL
// (inside pygame-ce's WebAssembly) reads. What to press is decided from the game's state,
// read through tests/browser/game_probe.py, run in the page's Python: so no pixel position is
// hard-coded, the cards are clicked where the table says they are.
//
// Three visits in one browser profile (one localStorage):
//   1. ?rules=douque&level=normal&seed=9&deals=1: the menu, then a whole Douque deal with a
//      hint, a cover, an undo, mouse and keys, to the results screen; sound muted with M.
//   2. reload with ?rules=douque&level=hard&deals=1: settings and statistics are back; the
//      hard bots think for a while, every slice of their thinking timed in the page.
//   3. a damaged statistics entry, and ?rules=fan-tan: the notice, and the rule system.
//   4. frames while cards fly, timed in the page: cached (ui.animation) and whole redraws.
//   5. (run before 4) a page with a touchscreen: cards played by two taps each.
// Prints one JSON object of observations; exits non-zero only when it could not run.

import { LOOPBACK_ONLY, option, runCheck } from "./chromium.mjs";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PROBE = readFileSync(path.join(HERE, "game_probe.py"), "utf8");
const PAGE_PROBE = path.join(HERE, "real_page_probe.js");

const site = option("site", "");
const screenshots = option("screenshots", "");
if (!site) {
  console.error("usage: game_harness.mjs --site http://127.0.0.1:PORT/ [--screenshots DIR]");
  process.exit(2);
}
if (screenshots) mkdirSync(screenshots, { recursive: true });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// The bots' pace at the tables played here (the first visit's whole deal, the touch page's
// turns), set on the table's session only (the saved settings keep theirs): no pause before
// a bot's move and no card flights, so a deal takes the bots' thinking and the player's input
// only. What is checked (input, hint, cover, undo, saving) does not depend on the pace;
// flights are timed on their own (4.).
const INSTANT = "probe_app().session.speed = 'instant'";

async function state(page) {
  return JSON.parse(await page.evaluate(() => window.harness.probe("probe_state()")));
}

async function shoot(page, name) {
  if (!screenshots) return null;
  const file = path.join(screenshots, `${name}.png`);
  await page.locator("#canvas").screenshot({ path: file });
  return file;
}

async function boot(page, query, record) {
  const started = Date.now();
  await page.goto(`${site}index.html${query}`);
  await page.waitForFunction(() => window.harness && ["running", "failed"].includes(window.harness.stage), null, { timeout: 60000 });
  if (await page.evaluate(() => window.harness.stage) === "failed") {
    throw new Error(`boot failed: ${JSON.stringify(await page.evaluate(() => window.harness.errors))}`);
  }
  await page.evaluate((code) => window.harness.pyodide.runPython(code), PROBE);
  let now = { scene: null };
  while (Date.now() - started < 60000) {
    now = await state(page);
    if (now.scene === "MenuScene") break;
    await sleep(200);
  }
  record.bootSeconds = (Date.now() - started) / 1000;
  await sleep(600);  // let the first frames settle before pictures
  return state(page);
}

async function waitFor(page, test, timeoutMs, what) {
  const until = Date.now() + timeoutMs;
  let now = await state(page);
  while (!test(now)) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(now).slice(0, 600)}`);
    await sleep(100);
    now = await state(page);
  }
  return now;
}

// The human's move, by mouse (a click where the table draws the card) or by keys (the
// arrows to the card, then Enter to play or C to cover).
async function makeMove(page, now, move, byKeys, record) {
  if (!byKeys) {
    await page.mouse.click(move.at[0], move.at[1]);
    record.clicks += 1;
    return;
  }
  const target = now.hand.indexOf(move.card);
  await page.keyboard.press("ArrowRight");
  const selected = await waitFor(page, (s) => s.selected !== null && s.selected !== undefined, 3000, "a selection");
  const total = selected.hand.length;
  const steps = ((target - selected.selected) % total + total) % total;
  for (let step = 0; step < steps; step += 1) await page.keyboard.press("ArrowRight");
  await page.keyboard.press(move.kind === "cover" ? "c" : "Enter");
  record.keyMoves += 1;
}

async function playDeal(page, record) {
  record.clicks = 0;
  record.keyMoves = 0;
  record.covers = 0;
  record.hint = null;
  record.undo = null;
  record.humanTurns = 0;
  let lastMarker = "";
  let undone = false;
  const until = Date.now() + 240000;
  while (Date.now() < until) {
    const now = await state(page);
    if (now.scene === "ResultsScene") return now;
    if (now.scene !== "TableScene") throw new Error(`left the table: ${now.scene}`);
    const marker = JSON.stringify(now.marker);
    if (now.human && !now.busy && marker !== lastMarker && now.moves.length) {
      lastMarker = marker;
      record.humanTurns += 1;
      if (record.hint === null && now.moves.length >= 2) {
        await page.keyboard.press("h");
        const hinted = await waitFor(page, (s) => s.hint, 90000, "the hint");  // long: a loaded machine
        record.hint = hinted.hint;
      }
      if (record.humanTurns === 3) record.dealScreenshot = await shoot(page, "browser-douque-deal");
      const move = now.moves[0];
      await makeMove(page, now, move, record.humanTurns % 2 === 0 || !move.at, record);
      const after = await waitFor(page, (s) => JSON.stringify(s.marker) !== marker || s.scene !== "TableScene", 20000, "the move");
      if (move.kind === "cover") {
        record.covers += 1;
        if (!record.coverScreenshot) record.coverScreenshot = await shoot(page, "browser-douque-cover");
      }
      if (move.kind === "cover" && !undone && after.scene === "TableScene") {
        // Undo the cover: back to the same decision, the same hand.
        undone = true;
        await page.keyboard.press("u");
        const back = await waitFor(page, (s) => s.human && s.hand.length === now.hand.length, 8000, "the undo");
        record.undo = { handBefore: now.hand, handAfterUndo: back.hand, markerBefore: now.marker, markerAfterUndo: back.marker };
        lastMarker = "";
        record.humanTurns -= 1;
      }
    }
    await sleep(120);
  }
  throw new Error("the deal did not reach the results screen in 4 minutes");
}

const report = { visits: {} };
await runCheck(report, async (browser) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript({ path: PAGE_PROBE });
  const page = await context.newPage();
  report.pageErrors = [];
  report.consoleErrors = [];
  page.on("pageerror", (error) => report.pageErrors.push(String(error && error.stack || error)));
  page.on("console", (message) => { if (message.type() === "error") report.consoleErrors.push(message.text()); });

  // 1. A fresh profile: the menu, then a whole Douque deal.
  const first = report.visits.first = {};
  first.menu = await boot(page, "?rules=douque&level=normal&seed=9&deals=1", first);
  first.menuScreenshot = await shoot(page, "browser-menu");
  first.storageBefore = await page.evaluate(() => Object.keys(localStorage).sort());
  first.loaderCalls = await page.evaluate(() => window.harness.loaderCalls);
  await page.evaluate(() => window.harness.probe("probe_watch_thinking()"));
  await page.keyboard.press("Enter");
  first.table = await waitFor(page, (s) => s.scene === "TableScene", 10000, "the table");
  await page.evaluate((code) => window.harness.probe(code), INSTANT);
  await page.keyboard.press("m");
  first.mutedInGame = (await waitFor(page, (s) => s.settings.muted === true, 20000, "mute")).settings.muted;
  first.results = await playDeal(page, first);
  await sleep(800);
  first.resultsScreenshot = await shoot(page, "browser-douque-results");
  first.thinking = first.results.thinking;
  first.storage = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])));
  first.errors = await page.evaluate(() => window.harness.errors);

  // 2. Reload: what was saved comes back; the hard bots think, timed in the page.
  const second = report.visits.second = {};
  second.menu = await boot(page, "?rules=douque&level=hard&deals=1", second);
  await page.evaluate(() => window.harness.probe("probe_watch_thinking()"));
  await page.keyboard.press("Enter");
  await waitFor(page, (s) => s.scene === "TableScene", 10000, "the table");
  await page.evaluate(() => window.harness.resetGaps());
  const until = Date.now() + 45000;
  let now = await state(page);
  let lastMarker = "";
  while (Date.now() < until && now.thinking.hard_slices < 150 && now.scene === "TableScene") {
    const marker = JSON.stringify(now.marker);
    if (now.human && !now.busy && marker !== lastMarker && now.moves.length) {
      lastMarker = marker;
      if (now.moves[0].at) await page.mouse.click(now.moves[0].at[0], now.moves[0].at[1]);
      else await makeMove(page, now, now.moves[0], true, { keyMoves: 0 });
    }
    await sleep(150);
    now = await state(page);
  }
  second.table = now;
  second.thinking = now.thinking;
  second.pageLongestGapMs = await page.evaluate(() => window.harness.longestGapMs);
  second.pageGapsOver20Ms = await page.evaluate(() => window.harness.frameGaps.length);
  second.errors = await page.evaluate(() => window.harness.errors);

  // 3. A damaged statistics entry and a rule system from the address.
  const third = report.visits.third = {};
  await page.evaluate(() => localStorage.setItem("sevens.stats", "{broken"));
  third.menu = await boot(page, "?rules=fan-tan", third);
  third.noticeScreenshot = await shoot(page, "browser-notice");
  third.storageKeys = await page.evaluate(() => Object.keys(localStorage).sort());
  third.errors = await page.evaluate(() => window.harness.errors);

  // 5. Touch (issue 30): a page with a touchscreen; the deal's first human turns played by
  //    taps alone: the first tap only lifts the card, the second plays it.
  const touch = report.touch = { turns: [] };
  const touchContext = await browser.newContext({ viewport: { width: 1280, height: 720 }, hasTouch: true });
  await touchContext.addInitScript({ path: PAGE_PROBE });
  const touchPage = await touchContext.newPage();
  touchPage.on("pageerror", (error) => report.pageErrors.push(String(error && error.stack || error)));
  await touchContext.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(site).origin });
  const menu = await boot(touchPage, "?rules=fan-tan&level=easy&deals=1", touch);
  // Paste a deal: a link on the clipboard, one tap on the menu's button opens that deal.
  touch.pastedLink = "?rules=douque&players=4&deal=7h2px33k-0&seat=1";
  await touchPage.evaluate((link) => navigator.clipboard.writeText(link), touch.pastedLink);
  await touchPage.touchscreen.tap(menu.buttons.paste[0], menu.buttons.paste[1]);
  const pasted = await waitFor(touchPage, (s) => s.scene === "TableScene", 10000, "the pasted deal");
  touch.pastedTable = { rules: pasted.rules, seat: pasted.seat, dealCode: pasted.deal_code };
  await touchPage.evaluate((code) => window.harness.probe(code), INSTANT);
  const touchUntil = Date.now() + 60000;
  let touchMarker = "";
  while (Date.now() < touchUntil && touch.turns.length < 3) {
    const now = await state(touchPage);
    if (now.scene !== "TableScene") break;
    const marker = JSON.stringify(now.marker);
    const move = (now.moves || [])[0];
    if (now.human && !now.busy && marker !== touchMarker && move && move.at) {
      touchMarker = marker;
      await touchPage.touchscreen.tap(move.at[0], move.at[1]);
      await sleep(700);
      const lifted = await state(touchPage);
      if (!touch.liftedScreenshot) touch.liftedScreenshot = await shoot(touchPage, "browser-touch-lifted");
      const again = lifted.moves.find((other) => other.card === move.card) || move;
      if (again.at) await touchPage.touchscreen.tap(again.at[0], again.at[1]);
      const after = await waitFor(touchPage, (s) => JSON.stringify(s.marker) !== marker || s.scene !== "TableScene", 5000, "the second tap's move").catch(() => null);
      touch.turns.push({ move: `${move.kind} ${move.card}`, firstTapMoved: JSON.stringify(lifted.marker) !== marker,
                         armedAfterFirst: lifted.armed, secondTapMoved: after !== null });
    }
    await sleep(150);
  }
  touch.errors = await touchPage.evaluate(() => window.harness.errors);
  await touchContext.close();

  // 4. Frames while cards fly, in WebAssembly: the cached still layer and dirty rectangles
  //    against whole redraws, on the same frames (sevens.ui.bench.animation_timings).
  report.frames = JSON.parse(await page.evaluate(() => window.harness.probe("probe_frame_costs()")));
  await context.close();
}, { flags: ["--autoplay-policy=no-user-gesture-required", LOOPBACK_ONLY], indent: 1 });
