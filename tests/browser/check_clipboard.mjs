// The page's side of the deal-link buttons (issue 30) in headless Chromium: the JavaScript
// bridge sevens.ui.clipboard puts on window.sevensClipboard (sevens/ui/page/clipboard.js),
// run in a secure page with the clipboard permissions granted, as a phone's browser would
// after a tap.
//
//   node tests/browser/check_clipboard.mjs --bridge sevens/ui/page/clipboard.js
//
// Prints one JSON object: what share() did without and with navigator.share (and when the
// share sheet is closed), what landed on the clipboard, and what read() brought back.

import { option, runCheck } from "./chromium.mjs";
import { readFileSync } from "node:fs";

const bridge = readFileSync(option("bridge"), "utf8");
const PAGE = "http://localhost/sevens/clipboard.html";  // localhost: a secure context

async function settled(page) {
  await page.waitForFunction(() => window.sevensClipboard.state !== "pending", null, { timeout: 10000 });
  return page.evaluate(() => ({ state: window.sevensClipboard.state, text: window.sevensClipboard.text }));
}

const report = {};
await runCheck(report, async (browser) => {
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: "http://localhost" });
  const page = await context.newPage();
  await page.route("**/*", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>clipboard</title><body></body>" }));
  await page.goto(PAGE);
  await page.evaluate((code) => window.eval(code), bridge);
  report.canShareWithout = await page.evaluate(() => window.sevensClipboard.canShare());
  await page.evaluate(() => { if (navigator.share) navigator.share = undefined; });
  await page.evaluate(() => window.sevensClipboard.share("Sevens", "https://example.org/?deal=7h2px33k-0&seat=1", true));
  report.copied = await settled(page);
  report.onClipboard = await page.evaluate(() => navigator.clipboard.readText());
  await page.evaluate(() => navigator.clipboard.writeText("main.py --rules douque --players 4 --deal ab-1 --seat 2"));
  report.pendingRightAway = await page.evaluate(() => { window.sevensClipboard.read(); return window.sevensClipboard.state; });
  report.pasted = await settled(page);
  await page.evaluate(() => { navigator.share = async (data) => { window.sharedData = data; }; });
  report.canShareWith = await page.evaluate(() => window.sevensClipboard.canShare());
  await page.evaluate(() => window.sevensClipboard.share("Sevens", "https://example.org/?deal=1-0", true));
  report.shared = await settled(page);
  report.sharedData = await page.evaluate(() => window.sharedData);
  await page.evaluate(() => { navigator.share = async () => { throw new DOMException("closed", "AbortError"); }; });
  await page.evaluate(() => window.sevensClipboard.share("Sevens", "https://example.org/?deal=2-0", true));
  report.cancelled = await settled(page);
  await context.close();
});
