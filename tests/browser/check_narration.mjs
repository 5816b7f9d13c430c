// The live region in a real browser (issue 34): the real game on the page that ships
// (build-web --runtime pyodide's index.html, main.py on pygame-ce's WebAssembly build) with
// its own live region and window.sevensAnnounce; one autoplayed deal per language; every line the
// region receives is recorded (as a screen reader would hear it), with the region's lang.
//
//   node tests/browser/check_narration.mjs --site http://127.0.0.1:PORT/
//
// Prints one JSON object: per language, the lines, the plays the game made (seat name and
// card code, read in the page), the region's lang and where the focus was.

import { LOOPBACK_ONLY, option, runCheck } from "./chromium.mjs";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PROBE = readFileSync(path.join(HERE, "game_probe.py"), "utf8");

const site = option("site", "");
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Autoplay from the menu, as main.py --autoplay does: the real scenes, bots in every seat, at
// the instant pace (no pause before a bot's move, no card flights): every play is still said,
// in order, and the deal takes seconds instead of a minute of the page drawing flights.
const START = `
from dataclasses import replace
from sevens.ui.autoplay import AutoplayDriver
_app = probe_app()
_app.options = replace(_app.options, autoplay=True)
_app.settings.speed = "instant"
_app.autoplay = AutoplayDriver(_app)
`;
const PLAYS = `
import json
from sevens import events as _events
_session = probe_app().session
json.dumps([[_session.seat_name(event.seat), str(event.card)] for event in _session.game.events
            if isinstance(event, _events.CardPlayed)])
`;

async function deal(browser, language) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error && error.stack || error)));
  await page.addInitScript({ path: path.join(HERE, "real_page_probe.js") });
  await page.goto(`${site}index.html?rules=badam-satti&level=easy&seed=5&deals=1&lang=${language}`);
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
  const until = Date.now() + 90000;
  while (JSON.parse(await page.evaluate(() => window.harness.probe("probe_state()"))).scene !== "MenuScene") {
    if (Date.now() > until) throw new Error("the menu never came");
    await sleep(200);
  }
  await page.locator("#canvas").focus();
  await page.evaluate((start) => window.harness.probe(start), START);
  const ended = Date.now() + 240000;
  let scene = "";
  while (Date.now() < ended) {
    scene = JSON.parse(await page.evaluate(() => window.harness.probe("probe_state()"))).scene;
    if (scene === "ResultsScene") break;
    await sleep(300);
  }
  await sleep(500);
  const plays = JSON.parse(await page.evaluate((code) => window.harness.probe(code), PLAYS));
  const seen = await page.evaluate(() => ({
    heard: window.heard,
    lang: document.getElementById("sevens-live").getAttribute("lang"),
    live: document.getElementById("sevens-live").getAttribute("aria-live"),
    focus: document.activeElement && document.activeElement.id,
    kept: document.getElementById("sevens-live").childNodes.length,
  }));
  await page.close();
  return { scene, plays, errors, ...seen, harnessErrors: [] };
}

const report = {};
await runCheck(report, async (browser) => {
  for (const language of ["en", "zh-Hant"]) report[language] = await deal(browser, language);
}, { flags: ["--autoplay-policy=no-user-gesture-required", LOOPBACK_ONLY] });
