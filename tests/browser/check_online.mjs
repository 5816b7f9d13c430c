// Online play over real WebRTC data channels (issue 47), on the page that ships (build-web
// --runtime pyodide's index.html, served by tests/browser/harness_server.py), played through
// the game's own screens.
//
//   node tests/browser/check_online.mjs --site http://127.0.0.1:PORT/ [--native 1]
//
// Two pages of the real game boot side by side in one headless Chromium (two browser
// contexts: two devices, the second with a touchscreen). The host's page is used by mouse
// clicks, the friend's by taps, always where tests/browser/online_taps_probe.py says the
// screen shows the button, field or card: Play online -> Host a table (seat 2 waits for a
// friend, seat 3 too with --native 1, seat 4 the computer) -> Open the table -> Copy link;
// the friend's page: Play online -> Join a table -> Paste invite -> types a name -> Make my
// answer -> Copy answer; the host's page: Paste answer -> Start. Mid-deal the friend's page
// sends junk straight onto its channel (the host must refuse it and play on). What one page copies is put
// on the other's clipboard by this driver (as a messenger carries it). With --native 1 the
// host shows the next invite (▶), copies it, and a native guest
// (tests/browser/online_native_guest.py, aiortc) answers it; its answer is pasted the same
// way. Both pages then play the whole Douque deal by clicks and taps on the cards each table
// offers, to the results; the native guest plays its seat with a bot. No STUN server:
// loopback host candidates only (the page address says SEVENS_STUN=none). The report holds
// what the host sent each seat (with the cards hidden from it then), and every message each
// guest received as received. Prints one JSON object.

import { option, runCheck } from "./chromium.mjs";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PROBE = readFileSync(path.join(HERE, "online_taps_probe.py"), "utf8");
const PAGE_PROBE = path.join(HERE, "real_page_probe.js");
const PYTHON = process.env.SEVENS_PYTHON || "python3";

const site = option("site", "");
const native = option("native", "0") === "1";
const screenshots = option("screenshots", "");
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function boot(browser, record, name, touch) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, hasTouch: touch });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(site).origin });
  const page = await context.newPage();
  record[name] = { pageErrors: [], taps: 0, clicks: 0, steps: [] };
  page.on("pageerror", (error) => record[name].pageErrors.push(String(error && error.stack || error)));
  await page.addInitScript({ path: PAGE_PROBE });
  const started = Date.now();
  await page.goto(`${site}index.html?rules=douque&players=4&level=easy&deals=1&SEVENS_STUN=none`);
  await page.waitForFunction(() => window.harness && ["running", "failed"].includes(window.harness.stage), null, { timeout: 150000 });
  if (await page.evaluate(() => window.harness.stage) === "failed") {
    throw new Error(`${name} did not boot: ${JSON.stringify(await page.evaluate(() => window.harness.errors))}`);
  }
  await page.evaluate((code) => window.harness.pyodide.runPython(code), PROBE);
  await waitFor(page, (s) => s.scene === "MenuScene", 90, `${name}: the menu`);
  record[name].bootSeconds = (Date.now() - started) / 1000;
  record[name].bridge = await page.evaluate(() => Boolean(window.sevensOnline && window.sevensOnline.available()));
  return { page, record: record[name], touch, name };
}

const py = (page, code) => page.evaluate((source) => String(window.harness.pyodide.runPython(source)), code);
const state = async (page) => JSON.parse(await py(page, "online_state()"));

async function waitFor(page, test, seconds, what) {
  const until = Date.now() + seconds * 1000;
  let now = await state(page);
  while (!test(now)) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(now).slice(0, 800)}`);
    await sleep(100);
    now = await state(page);
  }
  return now;
}

// A click (host) or a tap (friend) at a point of the canvas (its pixels), mapped onto the page.
async function press(device, at, what) {
  if (!at) throw new Error(`${device.name}: nothing on screen to press for ${what}`);
  const box = await device.page.evaluate(() => {
    const canvas = document.getElementById("canvas");
    const rect = canvas.getBoundingClientRect();
    return { left: rect.left, top: rect.top, x: rect.width / canvas.width, y: rect.height / canvas.height };
  });
  const x = box.left + at[0] * box.x;
  const y = box.top + at[1] * box.y;
  if (device.touch) {
    await device.page.touchscreen.tap(x, y);
    device.record.taps += 1;
  } else {
    await device.page.mouse.click(x, y);
    device.record.clicks += 1;
  }
  device.record.steps.push(what);
}

async function pressButton(device, name, seconds = 30) {
  const now = await waitFor(device.page, (s) => s.buttons && s.buttons[name], seconds, `${device.name}: the ${name} button`);
  await press(device, now.buttons[name], name);
}

// Press a Copy button on a cleared clipboard and wait for what the game puts there.
async function copied(device, button) {
  await putOnClipboard(device, "");
  await pressButton(device, button);
  const until = Date.now() + 10000;
  for (;;) {
    const text = await device.page.evaluate(() => navigator.clipboard.readText());
    if (text) return text;
    if (Date.now() > until) throw new Error(`${device.name}: ${button} put nothing on the clipboard`);
    await sleep(100);
  }
}

async function putOnClipboard(device, text) {
  await device.page.evaluate((words) => navigator.clipboard.writeText(words), text);
}

async function shoot(device, name) {
  if (!screenshots) return;
  await device.page.screenshot({ path: path.join(screenshots, `${name}.png`) });
}

async function openOnline(device) {
  const menu = await state(device.page);
  const entry = Object.keys(menu.buttons || {}).find((name) => /online/i.test(name));
  if (entry) await press(device, menu.buttons[entry], entry);
  else {
    device.record.openedByCode = true;  // the menu has no Play online entry yet
    await py(device.page, "go_online()");
  }
  await waitFor(device.page, (s) => s.scene === "OnlineScene", 20, `${device.name}: the online screens`);
}

function startNative(invite) {
  const child = spawn(PYTHON, [path.join(HERE, "online_native_guest.py")], { stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (data) => { stderr += data; });
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  child.stdin.write(`${invite}\n`);
  return { child, lines, stderr: () => stderr.slice(-3000) };
}

async function nextLine(guest, what) {
  const line = await guest.lines.next();
  if (line.done) throw new Error(`the native guest stopped before ${what}: ${guest.stderr()}`);
  return JSON.parse(line.value);
}

// One turn on a device whose table waits for its player: the first card (or Pass) offered,
// pressed until the table takes it (a finger lifts a card with the first tap and plays it
// with the second; a click plays at once).
async function takeTurn(device) {
  const now = await state(device.page);
  if (now.scene !== "TableScene" || !now.human || now.busy || !now.moves.length) return;
  const move = now.moves.find((item) => item.at) || now.moves[0];
  await press(device, move.at, `${move.kind} ${move.card}`);
  const until = Date.now() + 1500;
  while (Date.now() < until) {
    const after = await state(device.page);
    if (after.scene !== "TableScene" || !after.human || after.hand !== now.hand) {
      device.record.moves = (device.record.moves || 0) + 1;
      return;
    }
    await sleep(50);
  }
}

const record = {};
let nativeGuest = null;
await runCheck(record, async (browser) => {
  const [host, friend] = await Promise.all([boot(browser, record, "host", false), boot(browser, record, "friend", true)]);
  // The computer and the cards quick (the menu's Speed and Cards), so the deal takes seconds.
  for (const device of [host, friend]) {
    await py(device.page, "from sevens.ui.app import App; App.latest().settings.speed = 'instant'; App.latest().settings.card_speed = 'fast'");
  }

  // The host opens a table: seat 2 (and 3) for friends, seat 4 the computer.
  await openOnline(host);
  await pressButton(host, "host");
  // The click lands at the page's next frame: read the seats only once the step is shown.
  await waitFor(host.page, (s) => s.step === "host" && s.buttons && s.buttons.seat1, 20, "host: the seats");
  const wanted = { 1: "friend", 2: native ? "friend" : "easy", 3: "easy" };
  for (const [seat, choice] of Object.entries(wanted)) {
    for (let turn = 0; turn < 8; turn += 1) {
      const now = await state(host.page);
      if (now.choices[seat] === choice) break;
      await press(host, now.buttons[`seat${seat}`], `seat${seat}`);
      await waitFor(host.page, (s) => s.choices[seat] !== now.choices[seat], 5, "the seat to turn");
    }
  }
  await pressButton(host, "open");
  const friends = native ? [1, 2] : [1];
  await waitFor(host.page, (s) => friends.every((seat) => (s.invites || []).includes(seat)), 30, "the invites");
  await shoot(host, "online-host-invite");
  const inviteLink = await copied(host, "copy");
  record.inviteLength = inviteLink.length;

  // The friend joins by taps.
  await openOnline(friend);
  await pressButton(friend, "join");
  await putOnClipboard(friend, inviteLink);
  await pressButton(friend, "paste_invite");
  const named = await waitFor(friend.page, (s) => s.fields && s.fields.some((field) => field.name === "name"), 20, "the name field");
  const field = named.fields.find((item) => item.name === "name").box;
  await press(friend, [field[0] + field[2] / 2, field[1] + field[3] / 2], "name field");
  await friend.page.waitForFunction(() => document.activeElement && document.activeElement.id === "sevens-keyboard", null, { timeout: 5000 });
  await friend.page.keyboard.type("Ben");
  await waitFor(friend.page, (s) => s.fields.some((item) => item.name === "name" && item.value === "Ben"), 10, "the typed name");
  await pressButton(friend, "answer");
  await waitFor(friend.page, (s) => s.answer_ready, 30, "the friend's answer");
  await shoot(friend, "online-friend-answer");
  const answer = await copied(friend, "copy_answer");
  record.answerLength = answer.length;
  await putOnClipboard(host, answer);
  await pressButton(host, "paste");
  await waitFor(host.page, (s) => (s.joined || []).includes(1), 30, "the friend to join");

  if (native) {  // the next invite, for the native guest
    await pressButton(host, "next");
    await waitFor(host.page, (s) => s.shown_seat === 2, 5, "seat 3's invite");
    const nativeInvite = await copied(host, "copy");
    nativeGuest = startNative(nativeInvite);
    const nativeAnswer = await nextLine(nativeGuest, "its answer");
    if (!nativeAnswer) throw new Error(`the native guest made no answer: ${nativeGuest.stderr()}`);
    await putOnClipboard(host, nativeAnswer);
    await pressButton(host, "paste");
    await waitFor(host.page, (s) => (s.joined || []).includes(2), 30, "the native guest to join");
  }
  // every friend's part of the first shuffle in, then Start
  await waitFor(host.page, (s) => friends.every((seat) => (s.shuffled || []).includes(seat)), 20, "the friends' shuffle parts");
  await pressButton(host, "start");
  await waitFor(host.page, (s) => s.scene === "TableScene", 20, "the host's table");
  await waitFor(friend.page, (s) => s.scene === "TableScene", 30, "the friend's table");

  // The deal, by clicks and taps on what each table offers.
  const started = Date.now();
  let shot = false;
  let junkSent = false;
  for (;;) {
    const [hostNow, friendNow] = [await state(host.page), await state(friend.page)];
    if (hostNow.scene === "ResultsScene" && friendNow.scene === "ResultsScene") break;
    if (Date.now() - started > Number(option("deal-seconds", "240")) * 1000) {
      throw new Error(`the deal did not end: ${JSON.stringify({ hostNow, friendNow, host: host.record, friend: friend.record }).slice(0, 4000)}`);
    }
    await takeTurn(host);
    await takeTurn(friend);
    if (!shot && (friend.record.moves || 0) >= 3) { shot = true; await shoot(friend, "online-friend-table"); }
    if (!junkSent && (friend.record.moves || 0) >= 4) {
      // Junk from the friend's page straight onto the channel, mid-deal: refused and
      // logged, and the deal plays on.
      junkSent = true;
      await py(friend.page, "send_junk()");
    }
    await sleep(30);
  }
  record.playSeconds = (Date.now() - started) / 1000;
  await shoot(friend, "online-friend-results");
  const until = Date.now() + 20000;
  for (;;) {
    record.hostRecord = JSON.parse(await py(host.page, "online_record()"));
    record.friendRecord = JSON.parse(await py(friend.page, "online_record()"));
    if (record.hostRecord.log.length >= 3 && record.friendRecord.refusals.length >= 3) break;
    if (Date.now() > until) throw new Error(`the junk was not refused: ${JSON.stringify(record.hostRecord.log)}`);
    await sleep(100);
  }
  if (nativeGuest) {
    record.nativeGuest = await nextLine(nativeGuest, "its report");
    record.nativeStderr = nativeGuest.stderr();
  }
  record.host.harnessErrors = await host.page.evaluate(() => window.harness.errors);
  record.friend.harnessErrors = await friend.page.evaluate(() => window.harness.errors);
}, { closing: () => { if (nativeGuest) nativeGuest.child.kill(); } });
