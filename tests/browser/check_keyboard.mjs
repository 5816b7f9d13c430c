// A whole deal with the keyboard alone, in a real browser (issue 34): the real game on the
// page that ships (build-web --runtime pyodide's index.html, main.py on pygame-ce's
// WebAssembly build), with the page's own live region and window.sevensAnnounce. From the
// menu to the results and back, every input is a key press (page.keyboard.press); nothing is
// clicked or tapped. Which key to press is decided from the game's state (the harness's probe,
// as a player decides from what the live region says) and each line the region receives is
// recorded, as a screen reader would hear it.
//
//   node tests/browser/check_keyboard.mjs --site http://127.0.0.1:PORT/
//
// Prints one JSON object: per visit (a rule system and a language), the lines heard, the plays
// the game made (seat name and card code, read in the page), the keys pressed, the human's
// decisions by kind, the focus after each screen, and any page errors.

import { LOOPBACK_ONLY, option, runCheck } from "./chromium.mjs";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PROBE = readFileSync(path.join(HERE, "game_probe.py"), "utf8");

const site = option("site", "");
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const PLAYS = `
import json
from sevens import events as _events
_session = probe_app().session
json.dumps([[_session.seat_name(event.seat), str(event.card)] for event in _session.game.events
            if isinstance(event, _events.CardPlayed)])
`;
// Which control the scene's focus ring holds (None before the first Tab).
const RINGED = `
_ring = getattr(probe_app().scene, "focus_ring", None)
_ring.name if _ring is not None else None
`;

async function state(page) {
  return JSON.parse(await page.evaluate(() => window.harness.probe("probe_state()")));
}

async function waitFor(page, test, timeoutMs, what) {
  const until = Date.now() + timeoutMs;
  let now = await state(page);
  while (!test(now)) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(now).slice(0, 600)}`);
    await sleep(60);
    now = await state(page);
  }
  return now;
}

// One key, as a player presses it; every key of the visit is kept in order.
async function press(page, record, key) {
  record.keys.push(key);
  await page.keyboard.press(key);
  await sleep(40);
}

// Tab (the focus ring) until the control called `name` is ringed.
async function tabTo(page, record, name) {
  for (let step = 0; step < 30; step += 1) {
    if (await page.evaluate((code) => window.harness.probe(code), RINGED) === name) return;
    await press(page, record, "Tab");
    await sleep(60);
  }
  throw new Error(`Tab never reached ${name}`);
}

// ← or → until a setting reads `wanted`.
async function stepTo(page, record, setting, wanted) {
  for (let step = 0; step < 12; step += 1) {
    const now = await state(page);
    if (now.settings[setting] === wanted) return;
    await press(page, record, "ArrowRight");
    await waitFor(page, (s) => s.settings[setting] !== now.settings[setting], 3000, `${setting} to change`);
  }
  throw new Error(`${setting} never became ${wanted}`);
}

// The human's decision by keys: P to pass; else ← → to the card (the selection starts at
// the first card that fits), then Enter to play it or C to cover it.
async function decide(page, record, now) {
  const kinds = new Set(now.moves.map((move) => move.kind));
  if (kinds.has("pass") && !kinds.has("play") && !kinds.has("leftover")) {
    await press(page, record, "p");
    record.decisions.pass += 1;
    return;
  }
  const move = now.moves.find((candidate) => candidate.kind === "play") || now.moves[0];
  const target = now.hand.indexOf(move.card);
  await press(page, record, "ArrowRight");
  const selected = await waitFor(page, (s) => s.selected !== null && s.selected !== undefined, 3000, "a selection");
  const total = selected.hand.length;
  const steps = ((target - selected.selected) % total + total) % total;
  for (let step = 0; step < steps; step += 1) await press(page, record, "ArrowRight");
  await waitFor(page, (s) => s.selected === target, 3000, "the card to be selected");
  await press(page, record, move.kind === "cover" ? "c" : "Enter");
  record.decisions[move.kind === "cover" ? "cover" : "play"] += 1;
}

async function visit(browser, { language, rulesDown, rulesId, seed }) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const record = { language, rulesId, keys: [], decisions: { play: 0, pass: 0, cover: 0 },
                   focus: {}, errors: [], scenes: [] };
  page.on("pageerror", (error) => record.errors.push(String(error && error.stack || error)));
  await page.addInitScript({ path: path.join(HERE, "real_page_probe.js") });
  await page.goto(`${site}index.html?level=easy&seed=${seed}&lang=${language}`);
  await page.evaluate(() => {
    // The page's own live region and narration script (web/template.html).
    const region = document.getElementById("sevens-live");
    window.heard = [];
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) window.heard.push(node.textContent);
      }
    }).observe(region, { childList: true });
  });
  await page.waitForFunction(() => window.harness && ["running", "failed"].includes(window.harness.stage), null, { timeout: 90000 });
  await page.evaluate((probe) => window.harness.pyodide.runPython(probe), PROBE);
  await waitFor(page, (s) => s.scene === "MenuScene", 90000, "the menu");
  await page.locator("#canvas").focus();
  const activeId = () => page.evaluate(() => document.activeElement && document.activeElement.id);

  // The focus taken off the canvas (as a script or an embedding page might): the region says
  // so; the next key gives it back (and still reaches the game), which is said too.
  if (record.language === "en") {
    await page.evaluate(() => document.getElementById("canvas").blur());
    await sleep(150);
    record.focus.blurred = await activeId();
    const before = (await state(page)).settings.rules_id;
    await press(page, record, "ArrowDown");
    await waitFor(page, (s) => s.settings.rules_id !== before, 10000, "↓ while the canvas had no focus");
    await sleep(100);
    record.focus.afterKey = await activeId();
    record.heardAroundBlur = await page.evaluate(() => window.heard.slice(-3));
    await press(page, record, "ArrowUp");
    // the menu back on the first rule system before the visit reads it (a slow frame could
    // otherwise take ↑ after the menu's state was read, and the next ↓ would seem lost)
    await waitFor(page, (s) => s.settings.rules_id === before, 10000, "↑ back to the first rule system");
  }

  // The menu: ↓ ↑ choose the rule system; Tab to Deals, → round to one deal; Tab to the
  // bots' pace, → to instant, and to the cards', → to still; Tab to Play, Enter.
  const menu = await state(page);
  record.startRules = menu.settings.rules_id;
  // one key at a time, each seen by the menu before the next (a loaded machine can take a
  // while over a frame; a key pressed while the last is unread is still read, in order)
  const arrow = async (key) => {
    const before = (await state(page)).settings.rules_id;
    await press(page, record, key);
    await waitFor(page, (s) => s.settings.rules_id !== before, 10000, `${key} from ${before}`);
  };
  for (let step = 0; step < rulesDown; step += 1) await arrow("ArrowDown");
  if (rulesDown === 0) {  // still show the arrows work: down and back up
    await arrow("ArrowDown");
    await arrow("ArrowUp");
  }
  await waitFor(page, (s) => s.settings.rules_id === rulesId, 10000, `the rule system ${rulesId}`);
  await tabTo(page, record, "deals");
  await stepTo(page, record, "deals", 1);
  await tabTo(page, record, "speed");
  await stepTo(page, record, "speed", "instant");
  await tabTo(page, record, "card_speed");
  await stepTo(page, record, "card_speed", "still");
  await tabTo(page, record, "play");
  record.focus.menu = await activeId();
  await press(page, record, "Enter");
  await waitFor(page, (s) => s.scene === "TableScene", 10000, "the table");
  record.scenes.push("TableScene");

  // The deal: every decision by keys; R reads the hand once.
  let lastMarker = "";
  let readHand = false;
  const until = Date.now() + 150000;
  let now = await state(page);
  while (now.scene === "TableScene") {
    if (Date.now() > until) throw new Error(`the deal did not end: ${JSON.stringify(now).slice(0, 400)}`);
    const marker = JSON.stringify(now.marker);
    if (now.human && !now.busy && marker !== lastMarker && now.moves.length) {
      lastMarker = marker;
      if (!readHand) {
        readHand = true;
        await press(page, record, "r");
        record.handRead = now.hand;
      }
      await decide(page, record, now);
      now = await waitFor(page, (s) => JSON.stringify(s.marker) !== marker || s.scene !== "TableScene", 8000, "the move");
      continue;
    }
    await sleep(80);
    now = await state(page);
  }
  now = await waitFor(page, (s) => s.scene === "ResultsScene", 5000, "the results");
  record.scenes.push(now.scene);
  record.focus.results = await activeId();
  record.plays = JSON.parse(await page.evaluate((code) => window.harness.probe(code), PLAYS));

  // The results: Tab to Review, Enter; Esc back to the results; Esc to the menu.
  await sleep(900);  // the results take keys once they have been seen (KEY_GRACE)
  await tabTo(page, record, "review");
  await press(page, record, "Enter");
  now = await waitFor(page, (s) => s.scene === "ReviewScene", 10000, "the review");
  record.scenes.push(now.scene);
  await press(page, record, "Escape");
  now = await waitFor(page, (s) => s.scene === "ResultsScene", 5000, "the results again");
  record.scenes.push(now.scene);
  await press(page, record, "Escape");
  now = await waitFor(page, (s) => s.scene === "MenuScene", 5000, "the menu again");
  record.scenes.push(now.scene);
  await sleep(300);
  record.focus.end = await activeId();
  Object.assign(record, await page.evaluate(() => ({
    heard: window.heard,
    lang: document.getElementById("sevens-live").getAttribute("lang"),
  })));
  record.harnessErrors = await page.evaluate(() => window.harness.errors);
  await page.close();
  return record;
}

const started = Date.now();
const report = { visits: [] };
await runCheck(report, async (browser) => {
  // Douque (covering when stuck) in English; British Sevens (passing) in 繁體中文.
  report.visits.push(await visit(browser, { language: "en", rulesDown: 0, rulesId: "douque", seed: 11 }));
  if (!process.env.KB_ONE) report.visits.push(await visit(browser, { language: "zh-Hant", rulesDown: 1, rulesId: "sevens", seed: 4 }));
}, {
  flags: ["--autoplay-policy=no-user-gesture-required", LOOPBACK_ONLY],
  closing: () => { report.seconds = (Date.now() - started) / 1000; },
});
