// Online play over real WebRTC data channels (issue 47), on the page that ships (build-web
// --runtime pyodide's index.html, served by tests/browser/harness_server.py).
//
//   node tests/browser/check_online.mjs --site http://127.0.0.1:PORT/ [--native 1]
//
// Two pages of the real game boot side by side in one headless Chromium (two browser
// contexts: two devices). In each, tests/browser/online_probe.py runs in the page's Python
// beside the game: the first page hosts a Douque table (its links are the page's
// RTCPeerConnection through web/online.js and sevens/online/page_link.py); the second joins
// seat 2 with the invite text and sends its answer text back; with --native 1, a native guest
// (tests/browser/online_native_guest.py, aiortc) joins seat 3 the same way. No STUN server:
// loopback host candidates only. The deal is played to its end by easy bots over the data
// channels, and the report holds every message each guest received as received, and what the
// host sent each seat with the cards hidden from it then. Prints one JSON object.

import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PROBE = readFileSync(path.join(HERE, "online_probe.py"), "utf8");
const PAGE_PROBE = path.join(HERE, "real_page_probe.js");
const CHROMIUM = process.env.SEVENS_CHROMIUM || "/usr/bin/chromium";
const PYTHON = process.env.SEVENS_PYTHON || "python3";

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && index + 1 < process.argv.length ? process.argv[index + 1] : fallback;
}
const site = option("site", "");
const native = option("native", "0") === "1";
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function boot(browser, record, name) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  record[name] = { pageErrors: [] };
  page.on("pageerror", (error) => record[name].pageErrors.push(String(error && error.stack || error)));
  await page.addInitScript({ path: PAGE_PROBE });
  const started = Date.now();
  await page.goto(`${site}index.html?rules=douque&level=easy&fresh=1`);
  await page.waitForFunction(() => window.harness && ["running", "failed"].includes(window.harness.stage), null, { timeout: 150000 });
  if (await page.evaluate(() => window.harness.stage) === "failed") {
    throw new Error(`${name} did not boot: ${JSON.stringify(await page.evaluate(() => window.harness.errors))}`);
  }
  record[name].bootSeconds = (Date.now() - started) / 1000;
  record[name].bridge = await page.evaluate(() => Boolean(window.sevensOnline && window.sevensOnline.available()));
  await page.evaluate((code) => window.harness.pyodide.runPython(code), PROBE);
  return page;
}

const py = (page, code) => page.evaluate((source) => String(window.harness.pyodide.runPython(source)), code);

async function until(test, seconds, what) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await test();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

function startNative(invite) {
  const child = spawn(PYTHON, [path.join(HERE, "online_native_guest.py")], { stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (data) => { stderr += data; });
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  child.stdin.write(`${invite}\n`);
  return { child, lines, stderr: () => stderr.slice(-3000) };
}

async function main() {
  const record = {};
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const [host, guest] = await Promise.all([boot(browser, record, "hostPage"), boot(browser, record, "guestPage")]);
    const friends = native ? [2, 3] : [2];
    await py(host, `host_open(${JSON.stringify(JSON.stringify(friends))})`);
    const invites = await until(async () => JSON.parse(await py(host, "host_invites()")), 30, "the host's offers");
    record.inviteLengths = Object.fromEntries(Object.entries(invites).map(([seat, text]) => [seat, text.length]));

    await py(guest, `guest_join(${JSON.stringify(invites["2"])})`);
    let nativeGuest = null;
    if (native) nativeGuest = startNative(invites["3"]);
    const answer = await until(async () => JSON.parse(await py(guest, "guest_answer()")), 30, "the page guest's answer");
    record.answerLength = answer.length;
    record.acceptedSeats = [Number(await py(host, `host_accept(${JSON.stringify(answer)})`))];
    if (nativeGuest) {
      const line = await nativeGuest.lines.next();
      if (line.done) throw new Error(`the native guest stopped: ${nativeGuest.stderr()}`);
      const nativeAnswer = JSON.parse(line.value);
      if (!nativeAnswer) throw new Error(`the native guest made no answer: ${nativeGuest.stderr()}`);
      record.acceptedSeats.push(Number(await py(host, `host_accept(${JSON.stringify(nativeAnswer)})`)));
    }

    const started = Date.now();
    await until(async () => JSON.parse(await py(guest, "guest_report()")).done, 240, "the page guest's audit");
    record.playSeconds = (Date.now() - started) / 1000;
    if (nativeGuest) {
      const line = await nativeGuest.lines.next();
      if (line.done) throw new Error(`the native guest stopped: ${nativeGuest.stderr()}`);
      record.nativeGuest = JSON.parse(line.value);
      record.nativeStderr = nativeGuest.stderr();
    }
    // Junk from the guest's page straight onto the channel: refused and logged, the link stays.
    await py(guest, "guest_tamper()");
    record.host = await until(async () => {
      const report = JSON.parse(await py(host, "host_report()"));
      return report.log.length >= 3 ? report : null;
    }, 20, "the host to refuse the junk");
    record.guest = await until(async () => {
      const report = JSON.parse(await py(guest, "guest_report()"));
      return report.refusals.length >= 3 ? report : null;
    }, 20, "the guest to hear the refusals");
    record.hostPage.harnessErrors = await host.evaluate(() => window.harness.errors);
    record.guestPage.harnessErrors = await guest.evaluate(() => window.harness.errors);
  } finally {
    await browser.close();
  }
  return record;
}

main().then(
  (record) => console.log(JSON.stringify(record)),
  (error) => { console.log(JSON.stringify({ error: String(error && error.stack || error) })); },
);
