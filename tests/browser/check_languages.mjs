// Opens the built page in headless Chromium, offline, in several languages (issues 12 and
// 33), and prints what the loading screen, the failure message, the tab title and the
// address say, as one JSON object.
//
//   node tests/browser/check_languages.mjs --page /…/build/web/index.html [--screenshots DIR]
//
// The page is served as http://sevens.test/web/index.html by this script (from the file);
// every other request is aborted, so the runtime never arrives and the page shows its
// failure message (the runtime's request is refused a second after it is made). Each case sets
// the browser's language (navigator.languages) and maybe ?lang=. The "file-…" cases open the
// file itself (file://), which a browser will not run the game from.

import { option, runCheck } from "./chromium.mjs";
import { readFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const file = option("page");
const screenshots = option("screenshots");
if (!file) {
  console.error("usage: check_languages.mjs --page /path/to/index.html [--screenshots DIR]");
  process.exit(2);
}
if (screenshots) mkdirSync(screenshots, { recursive: true });
const PAGE = "http://sevens.test/web/index.html";
const body = readFileSync(file, "utf8");

const CASES = [
  { name: "browser-ja", locale: "ja-JP", query: "" },
  { name: "browser-zh-HK", locale: "zh-HK", query: "" },
  { name: "browser-zh-CN", locale: "zh-CN", query: "" },
  { name: "browser-fr", locale: "fr-FR", query: "" },
  { name: "query-zh-Hant", locale: "en-US", query: "?lang=zh-Hant" },
  { name: "query-ja", locale: "en-US", query: "?lang=ja&rules=douque", shots: "ja" },
  { name: "query-zh-Hans", locale: "en-US", query: "?lang=zh-Hans" },
  { name: "query-en", locale: "ja-JP", query: "?lang=en&rules=douque", shots: "en" },
  { name: "file-ja", locale: "en-US", query: "?lang=ja", file: true, shots: "file-ja" },
  { name: "file-en", locale: "en-US", query: "", file: true, shots: "file-en" },
];

async function texts(tab) {
  return tab.evaluate(() => {
    const visible = (id) => {
      const node = document.getElementById(id);
      return node && !node.closest("[hidden]") ? node.textContent.replace(/\s+/g, " ").trim() : null;
    };
    const text = (id) => {
      const node = document.getElementById(id);
      return node ? node.textContent.replace(/\s+/g, " ").trim() : null;
    };
    return {
      title: document.title,
      lang: document.documentElement.lang,
      bigTitle: text("title"),
      alsoKnown: text("also-known"),
      loading: text("stage-text"),
      heading: text("failure-heading"),
      text: text("failure-text"),
      detail: text("failure-detail"),
      retry: visible("retry"),
      address: window.location.pathname + window.location.search,
      manifest: document.getElementById("manifest").getAttribute("href"),
      canvasLabel: document.getElementById("canvas").getAttribute("aria-label"),
    };
  });
}

const report = {};
await runCheck(report, async (browser) => {
  for (const item of CASES) {
    const context = await browser.newContext({ locale: item.locale, viewport: { width: 960, height: 600 } });
    await context.addInitScript(() => { window.SEVENS_FIRST_WAIT_SECONDS = 3; });
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (url.split("?")[0] === PAGE) {
        return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body });
      }
      if (url.startsWith("file:") && url.includes("index.html")) return route.continue();
      // Refused a moment later, so the loading screen is on show first.
      return new Promise((resolve) => setTimeout(resolve, 1000)).then(() => route.abort()).catch(() => {});
    });
    const tab = await context.newPage();
    const address = item.file ? pathToFileURL(path.resolve(file)).href + item.query : PAGE + item.query;
    const started = Date.now();
    await tab.goto(address, { waitUntil: "domcontentloaded" });
    const seen = { before: await texts(tab) };
    if (item.shots && !item.file && screenshots) {
      await tab.screenshot({ path: path.join(screenshots, `loading-${item.shots}.png`) });
    }
    await tab.waitForSelector("#failure:not([hidden])", { timeout: 15000 });
    seen.failedAfterMs = Date.now() - started;
    Object.assign(seen, await texts(tab));
    if (item.shots && screenshots) {
      await tab.screenshot({ path: path.join(screenshots, `failure-${item.shots}.png`) });
    }
    report[item.name] = seen;
    await context.close();
  }
});
