// Whole deals on a phone's screen, by taps alone (issue 30), in headless Chromium.
//
//   node tests/browser/phone_deals.mjs --site http://127.0.0.1:PORT/ [--screenshots DIR]
//        [--shapes portrait,landscape] [--deals douque,sevens] [--seed N]
//
// The site is tests/browser/harness_server.py; the page is the one that ships, build-web
// --runtime pyodide's index.html (issue 46), which fits the canvas into the screen itself;
// tests/browser/real_page_probe.js gives the driver its handles on it (window.harness).
// For each shape (390x844 held upright, 844x390 turned; a phone: touch, device scale 3) one
// page boots the real game, and in it, one after the other, a Douque deal with 4 players and a
// British Sevens deal with 6 are played as a person with only a finger would: every rule
// system, stepper, card, lit place and button is tapped (touchscreen.tap) at the centre of
// the rectangle the game's own scene says it is at (tests/browser/tap_probe.py), never at a
// fixed position. From the menu (rules, players, one deal, easy bots, the fastest bot pace,
// cards that do not fly; a paged menu turned by a tap on its page turner when what is to be
// tapped is on its other page) through the deal to the results, Review, and back. In the
// Douque deal the phone is turned at your fifth turn and turned back, and the deal goes on.
//
// Prints one JSON object: for each run the steps taken, the canvas's share of the screen and
// the screenshots; a run that fails names its step, the last state and a screenshot of it.
// Exits non-zero only when the browser itself could not run.

import { LOOPBACK_ONLY, option, runCheck } from "./chromium.mjs";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PROBES = ["game_probe.py", "tap_probe.py"].map((name) => readFileSync(path.join(HERE, name), "utf8"));

const site = option("site", "");
const screenshots = option("screenshots", "");
const seed = option("seed", "9");
if (!site) {
  console.error("usage: phone_deals.mjs --site http://127.0.0.1:PORT/ [--screenshots DIR]");
  process.exit(2);
}
if (screenshots) mkdirSync(screenshots, { recursive: true });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const SHAPES = {
  portrait: { width: 390, height: 844 },
  landscape: { width: 844, height: 390 },
  short: { width: 568, height: 320 }, // turned, with little height (test_browser_short_phone.py)
  embed: { width: 1000, height: 450 }, // a short page, no phone: an embed (test_browser_short_landscape.py)
};
// What the menu is set to, by taps, for each deal: the rule system and its stepper values.
const DEALS = {
  douque: { rules: "douque", steppers: { players: 4, deals: 1, level: "easy", speed: "instant", card_speed: "still" } },
  sevens: { rules: "sevens", steppers: { players: 6, deals: 1, level: "easy", speed: "instant", card_speed: "still" } },
};
const shapes = option("shapes", "portrait,landscape").split(",");
const deals = option("deals", "douque,sevens").split(",");

async function tapState(page) {
  return JSON.parse(await page.evaluate(() => window.harness.probe("tap_state()")));
}

async function shoot(page, name) {
  if (!screenshots) return null;
  const file = path.join(screenshots, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

// The canvas element on the page (CSS px) and its pixel size: a canvas box maps onto it.
async function canvasBox(page) {
  return page.evaluate(() => {
    const canvas = document.getElementById("canvas");
    const box = canvas.getBoundingClientRect();
    return { left: box.left, top: box.top, width: box.width, height: box.height,
             pixels: [canvas.width, canvas.height], viewport: [window.innerWidth, window.innerHeight] };
  });
}

// Taps the centre of ``box`` ([x, y, width, height] in canvas px, from tap_probe.py); keeps
// the smallest size in CSS px each kind of target (``what``) had.
async function tapBox(page, box, record, what) {
  if (!box) throw new Error(`nothing to tap for ${what}: the game gave no rectangle`);
  const canvas = await canvasBox(page);
  const scaleX = canvas.width / canvas.pixels[0];
  const scaleY = canvas.height / canvas.pixels[1];
  const x = canvas.left + (box[0] + box[2] / 2) * scaleX;
  const y = canvas.top + (box[1] + box[3] / 2) * scaleY;
  await page.touchscreen.tap(x, y);
  record.taps += 1;
  const size = [Math.round(box[2] * scaleX), Math.round(box[3] * scaleY)];
  const known = record.targets[what];
  record.targets[what] = known ? [Math.min(known[0], size[0]), Math.min(known[1], size[1])] : size;
}

async function waitFor(page, test, timeoutMs, what) {
  const until = Date.now() + timeoutMs;
  let now = await tapState(page);
  while (!test(now)) {
    if (Date.now() > until) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last state: ${JSON.stringify(now).slice(0, 900)}`);
    }
    await sleep(60);
    now = await tapState(page);
  }
  return now;
}

async function boot(page, query) {
  const started = Date.now();
  await page.goto(`${site}index.html${query}`);
  await page.waitForFunction(() => window.harness && ["running", "failed"].includes(window.harness.stage), null, { timeout: 60000 });
  if (await page.evaluate(() => window.harness.stage) === "failed") {
    throw new Error(`boot failed: ${JSON.stringify(await page.evaluate(() => window.harness.errors))}`);
  }
  for (const probe of PROBES) await page.evaluate((code) => window.harness.pyodide.runPython(code), probe);
  await waitFor(page, (s) => s.scene === "MenuScene", 60000, "the menu");
  return (Date.now() - started) / 1000;
}

// The canvas's share of the viewport, in per cent (the part of its box on screen).
async function coverage(page) {
  const canvas = await canvasBox(page);
  const [width, height] = canvas.viewport;
  const seenWidth = Math.max(0, Math.min(width, canvas.left + canvas.width) - Math.max(0, canvas.left));
  const seenHeight = Math.max(0, Math.min(height, canvas.top + canvas.height) - Math.max(0, canvas.top));
  return { percent: 100 * seenWidth * seenHeight / (width * height), canvas };
}

// The menu's page showing what ``has`` looks for: a paged menu (a phone turned sideways, or
// a short one held upright) is turned by a tap on its page turner when it is not on show.
async function showInMenu(page, has, what, record) {
  const now = await tapState(page);
  if (has(now)) return now;
  const turner = now.buttons.page;
  if (!turner) throw new Error(`the menu shows no ${what} and has no page to turn`);
  await tapBox(page, turner.box, record, "menu page turner");
  return waitFor(page, (s) => s.menu && has(s), 5000, `the page with ${what} after a tap on the page turner`);
}

// A stepper set to ``wanted`` by taps on its arrows (the shorter way round); every tap must
// move it one choice.
async function setStepper(page, name, wanted, record) {
  let now = await showInMenu(page, (s) => Boolean(s.menu.steppers[name]), `the ${name} stepper`, record);
  for (let taps = 0; taps < 16; taps += 1) {
    const stepper = now.menu.steppers[name];
    if (!stepper) throw new Error(`the menu has no ${name} stepper: ${Object.keys(now.menu.steppers)}`);
    if (stepper.value === wanted) return;
    const { choices } = stepper;
    const from = choices.indexOf(stepper.value);
    const to = choices.indexOf(wanted);
    if (to < 0) throw new Error(`${name} cannot be ${wanted}: ${JSON.stringify(choices)}`);
    const forward = (to - from + choices.length) % choices.length;
    const direction = forward <= choices.length - forward ? 1 : -1;
    await tapBox(page, direction > 0 ? stepper.right : stepper.left, record, `menu stepper arrow (${name})`);
    const expected = choices[(from + direction + choices.length) % choices.length];
    now = await waitFor(page, (s) => s.menu && s.menu.steppers[name].value === expected, 5000,
                        `the ${name} stepper to show ${expected} after a tap`);
  }
  throw new Error(`the ${name} stepper never reached ${wanted}`);
}

async function setUpInMenu(page, deal, record) {
  const shown = (box) => Boolean(box) && box[2] > 0 && box[3] > 0;
  let now = await showInMenu(page, (s) => shown(s.menu.entries[deal.rules]), "the rule systems", record);
  if (now.menu.rules_id !== deal.rules) {
    await tapBox(page, now.menu.entries[deal.rules], record, "menu rule system");
    now = await waitFor(page, (s) => s.menu && s.menu.rules_id === deal.rules, 5000, `${deal.rules} chosen by a tap`);
  }
  for (const [name, value] of Object.entries(deal.steppers)) await setStepper(page, name, value, record);
  return tapState(page);
}

// One human turn at the table: a pass is one tap on Pass; a card is two taps, the first lifts
// it (and says what covering costs when stuck), the second, on the card or on its lit place,
// plays it.
async function takeTurn(page, table, record, names) {
  const marker = JSON.stringify(table.marker);
  const moved = (s) => s.scene !== "TableScene" || JSON.stringify(s.table.marker) !== marker;
  const moves = table.moves;
  const move = moves.find((candidate) => candidate.kind === "cover") || moves.find((candidate) => candidate.kind !== "pass") || moves[0];
  if (move.kind === "pass") {
    if (!record.screenshots.pass) record.screenshots.pass = await shoot(page, `${names}-pass`);
    await tapBox(page, move.card_box, record, "table Pass button");
    record.passes += 1;
    return waitFor(page, moved, 8000, "the pass after a tap on Pass");
  }
  // a card you cover is counted apart from one you play (a hand held in two lines to choose from)
  const what = move.kind === "cover" ? "table cover card" : move.kind === "leftover" ? "table leftover" : "table hand card";
  await tapBox(page, move.card_box, record, what);
  const lifted = await waitFor(page, (s) => s.scene !== "TableScene" || (s.table.armed && s.table.armed[1] === move.card), 5000,
                               `${move.card} lifted by the first tap`);
  if (lifted.scene !== "TableScene") throw new Error(`the first tap on ${move.card} left the table`);
  if (JSON.stringify(lifted.table.marker) !== marker) throw new Error(`the first tap on ${move.card} played it`);
  const again = lifted.table.moves.find((other) => other.move === move.move) || move;
  if (move.kind === "cover") {
    record.covers.push({ card: move.card, prompt: lifted.table.status });
    if (!record.screenshots.cover) record.screenshots.cover = await shoot(page, `${names}-cover`);
  }
  // The second tap: on its lit place every other time there is one, else on the card.
  const onPlace = again.places.length > 0 && record.humanTurns % 2 === 1;
  await tapBox(page, onPlace ? again.places[0] : again.card_box, record, onPlace ? "table lit place" : what);
  if (onPlace) record.placeTaps += 1;
  else record.cardTaps += 1;
  return waitFor(page, moved, 8000, `${move.move} played by the second tap${onPlace ? " (on its place)" : ""}`);
}

// The phone turned mid-deal, at your turn, and turned back: each time the page refits the
// canvas and the game lays the table out for the new shape, keeping the deal as it was.
async function turnPhone(page, before, names) {
  const original = page.viewportSize();
  const turned = { width: original.height, height: original.width };
  const steps = [];
  for (const size of [turned, original]) {
    await page.setViewportSize(size);
    const portrait = size.height > size.width;
    const after = await waitFor(page, (s) => s.scene === "TableScene" && (s.canvas[1] > s.canvas[0]) === portrait
                                && !s.fitted_in, 8000, `the table laid out again after turning to ${size.width}x${size.height}`);
    await sleep(400);  // the page's fit follows the canvas's new size
    const seen = await coverage(page);
    steps.push({ size: [size.width, size.height], canvas: after.canvas, coverage: seen.percent,
                 handKept: JSON.stringify(after.table.hand) === JSON.stringify(before.table.hand),
                 markerKept: JSON.stringify(after.table.marker) === JSON.stringify(before.table.marker),
                 screenshot: await shoot(page, `${names}-turned-${size.width}x${size.height}`) });
  }
  return steps;
}

async function playDeal(page, record, names, turnAt) {
  let lastMarker = "";
  const until = Date.now() + 150000;
  while (Date.now() < until) {
    const now = await tapState(page);
    if (now.scene === "ResultsScene") return now;
    if (now.scene !== "TableScene") throw new Error(`left the table for ${now.scene}`);
    const table = now.table;
    record.seatsAtTable = table.players;
    const marker = JSON.stringify(table.marker);
    if (table.may_act && marker !== lastMarker && table.moves.length) {
      lastMarker = marker;
      record.humanTurns += 1;
      if (record.humanTurns === 3) record.screenshots.midDeal = await shoot(page, `${names}-mid-deal`);
      if (record.humanTurns === turnAt) {
        record.turned = await turnPhone(page, now, names);
        await takeTurn(page, (await tapState(page)).table, record, names);  // the new places
        continue;
      }
      await takeTurn(page, table, record, names);
      continue;
    }
    await sleep(60);
  }
  throw new Error("the deal did not reach the results in 150 s");
}

async function oneDeal(page, shapeName, dealName, run) {
  const deal = DEALS[dealName];
  const names = `phone-${shapeName}-${dealName}`;
  let step = "the menu";
  const record = run;
  try {
    record.coverage = await coverage(page);
    step = `choosing ${deal.rules} and ${deal.steppers.players} players in the menu by taps`;
    const menu = await setUpInMenu(page, deal, record);
    record.menu = { rules: menu.menu.rules_id, settings: menu.menu.settings, fittedIn: menu.fitted_in };
    record.screenshots.menu = await shoot(page, `${names}-menu`);
    step = "tapping Deal";
    await tapBox(page, menu.buttons.play.box, record, "menu Deal button");
    const first = await waitFor(page, (s) => s.scene === "TableScene", 10000, "the table after a tap on Deal");
    record.table = { rules: first.table.rules, players: first.table.players, level: first.table.level,
                     speed: first.table.speed, fittedIn: first.fitted_in };
    step = "playing the deal by taps";
    const results = await playDeal(page, record, names, dealName === "douque" ? 5 : 0);
    step = "the results";
    await sleep(400);
    record.results = { scene: results.scene, players: results.result.players.length, scoring: results.result.scoring,
                       buttons: Object.keys(results.buttons), fittedIn: results.fitted_in };
    record.screenshots.results = await shoot(page, `${names}-results`);
    step = "tapping Review";
    if (!results.buttons.review) throw new Error(`no Review button on the results: ${Object.keys(results.buttons)}`);
    await tapBox(page, results.buttons.review.box, record, "results Review button");
    const review = await waitFor(page, (s) => s.scene === "ReviewScene", 8000, "Review after a tap");
    await sleep(1500);  // the review weighs the decisions a slice at a time
    const reviewed = await tapState(page);
    record.review = { scene: review.scene, fittedIn: reviewed.fitted_in, points: reviewed.review.points,
                      done: reviewed.review.done, buttons: Object.keys(reviewed.buttons) };
    record.screenshots.review = await shoot(page, `${names}-review`);
    step = "tapping Back in Review";
    await tapBox(page, reviewed.buttons.back.box, record, "review Back button");
    const back = await waitFor(page, (s) => s.scene === "ResultsScene", 8000, "the results again after a tap on Back");
    record.backTo = back.scene;
    step = "tapping Menu on the results";
    await tapBox(page, back.buttons.menu.box, record, "results Menu button");
    await waitFor(page, (s) => s.scene === "MenuScene", 8000, "the menu after a tap on Menu");
    record.backToMenu = true;
  } catch (error) {
    record.failedStep = step;
    record.error = String(error && error.stack || error);
    record.lastState = await tapState(page).catch((problem) => String(problem));
    record.screenshots.failure = await shoot(page, `${names}-failure`).catch(() => null);
  }
  return record;
}

const report = { runs: {}, pageErrors: [], seconds: 0 };
const started = Date.now();
await runCheck(report, async (browser) => {
  for (const shapeName of shapes) {
    const shape = SHAPES[shapeName];
    const context = await browser.newContext({ viewport: shape, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    await context.addInitScript({ path: path.join(HERE, "real_page_probe.js") });
    const page = await context.newPage();
    page.on("pageerror", (error) => report.pageErrors.push(String(error && error.stack || error)));
    let bootSeconds = null;
    let bootError = null;
    try {
      bootSeconds = await boot(page, `?seed=${seed}`);
    } catch (error) {
      bootError = String(error && error.stack || error);
    }
    for (const dealName of deals) {
      const run = report.runs[`${shapeName}-${dealName}`] = {
        shape, deal: DEALS[dealName], bootSeconds, taps: 0, humanTurns: 0, passes: 0, covers: [],
        cardTaps: 0, placeTaps: 0, screenshots: {}, targets: {},
      };
      const runStarted = Date.now();
      if (bootError) {
        run.failedStep = "booting the game";
        run.error = bootError;
        run.screenshots.failure = await shoot(page, `phone-${shapeName}-boot-failure`).catch(() => null);
        continue;
      }
      await oneDeal(page, shapeName, dealName, run);
      run.seconds = (Date.now() - runStarted) / 1000;
      if (run.error) break;  // the page is in an unknown state: the next deal would not say more
    }
    report.errors = [...(report.errors || []), ...await page.evaluate(() => window.harness ? window.harness.errors : []).catch(() => [])];
    await context.close();
  }
}, {
  flags: ["--autoplay-policy=no-user-gesture-required", LOOPBACK_ONLY],
  indent: 1,
  closing: () => { report.seconds = (Date.now() - started) / 1000; },
});
