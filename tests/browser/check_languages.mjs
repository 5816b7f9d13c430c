// Opens the built page in headless Chromium, offline, in several languages (issue 12), and
// prints what the loading screen and the failure message say, as one JSON object.
//
//   node tests/browser/check_languages.mjs --page file:///…/build/web/index.html
//
// Each case sets the browser's language (navigator.languages) and maybe ?lang=; every
// request that is not the page itself is aborted, so the runtime never arrives and the page
// shows its failure message after SEVENS_FIRST_WAIT_SECONDS (set to one second here).

import { chromium } from "playwright-core";

const CHROMIUM = process.env.SEVENS_CHROMIUM || "/usr/bin/chromium";
const index = process.argv.indexOf("--page");
const page = index >= 0 ? process.argv[index + 1] : "";
if (!page) {
  console.error("usage: check_languages.mjs --page URL");
  process.exit(2);
}

const CASES = [
  { name: "browser-ja", locale: "ja-JP", query: "" },
  { name: "browser-zh-HK", locale: "zh-HK", query: "" },
  { name: "browser-zh-CN", locale: "zh-CN", query: "" },
  { name: "browser-fr", locale: "fr-FR", query: "" },
  { name: "query-zh-Hant", locale: "en-US", query: "?lang=zh-Hant" },
];

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
const report = {};
try {
  for (const item of CASES) {
    const context = await browser.newContext({ locale: item.locale });
    await context.addInitScript(() => { window.SEVENS_FIRST_WAIT_SECONDS = 1; });
    await context.route("**/*", (route) => {
      const url = route.request().url();
      return url.startsWith("file:") && url.includes("index.html") ? route.continue()
        : route.abort();
    });
    const tab = await context.newPage();
    await tab.goto(page + item.query);
    const loading = await tab.textContent("#stage-text");
    await tab.waitForSelector("#failure:not([hidden])", { timeout: 15000 });
    report[item.name] = {
      lang: await tab.evaluate(() => document.documentElement.lang),
      loading,
      heading: await tab.textContent("#failure-heading"),
      retry: await tab.textContent("#retry"),
    };
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify(report));
