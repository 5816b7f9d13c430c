// Opens the built web page in headless Chromium and reports what a player would see.
//
//   node tests/browser/check_page.mjs --site http://127.0.0.1:PORT/ --screenshots DIR
//
// The site must serve the bundle at build/web/ and the embed example at docs/embed.html.
// Nothing leaves this machine: every request to another host is answered here (aborted,
// held, or stubbed) and Chromium's resolver maps every other name to "not found".
//
// Each scenario plays out one way the runtime can fail to arrive, and the script prints one
// JSON object of observations (texts, timings, stages, page errors) for the pytest side to
// judge. It exits non-zero only when it could not run at all.

import { chromium } from "playwright-core";
import { mkdirSync } from "node:fs";
import path from "node:path";

const CHROMIUM = process.env.SEVENS_CHROMIUM || "/usr/bin/chromium";
const LAUNCH_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
];

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && index + 1 < process.argv.length ? process.argv[index + 1] : fallback;
}

const site = option("site", "");
const screenshots = option("screenshots", "");
const only = option("only", "");
if (!site) {
  console.error("usage: check_page.mjs --site http://127.0.0.1:PORT/ [--screenshots DIR]");
  process.exit(2);
}
if (screenshots) mkdirSync(screenshots, { recursive: true });

const isLocal = (url) => {
  try {
    return new URL(url).hostname === "127.0.0.1";
  } catch {
    return false;
  }
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A stand-in for the runtime's first script: it does the two things the page relies on
// (calls custom_onload after the page's load event, then adds the interpreter's script)
// and, for the "starts" variant, walks the loader through its stages like the Python block.
function runtimeStub(variant) {
  return `
    const base = new URL(".", import.meta.url).href;
    function begin() {
      window.custom_onload(true);
      if (${JSON.stringify(variant)} === "interpreter-missing") {
        const script = document.createElement("script");
        script.src = base + "cpython312/main.js";
        document.head.appendChild(script);
        return;
      }
      window.MM = { UME: false };  // the runtime's media manager: no sound permission yet
      const steps = ["python-started", "unpacking", "waiting-for-tap"];
      steps.forEach((name, index) => setTimeout(() => window.sevensLoader.stage(name), 150 * (index + 1)));
    }
    if (document.readyState === "complete") begin(); else window.addEventListener("load", begin);
  `;
}

async function watchPage(page, frameOf) {
  const record = { pageErrors: [], consoleErrors: [], externalRequests: [] };
  page.on("pageerror", (error) => record.pageErrors.push(String(error && error.stack || error)));
  page.on("console", (message) => {
    if (message.type() === "error") record.consoleErrors.push(message.text());
  });
  page.on("request", (request) => {
    if (!isLocal(request.url())) record.externalRequests.push(request.url());
  });
  return record;
}

async function visibleText(frame, selector) {
  return frame.evaluate((css) => {
    const node = document.querySelector(css);
    if (!node) return null;
    const style = getComputedStyle(node);
    if (node.closest("[hidden]") || style.display === "none" || style.visibility === "hidden") return null;
    return node.innerText.replace(/\s+/g, " ").trim();
  }, selector);
}

async function waitForFailure(frame, started, timeoutMs) {
  await frame.waitForSelector("#failure:not([hidden])", { timeout: timeoutMs });
  return Date.now() - started;
}

async function shoot(page, name) {
  if (!screenshots) return null;
  const file = path.join(screenshots, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

// Answer every request for another host with `handler`; let this machine's requests through.
async function routeOutside(context, handler) {
  await context.route("**/*", async (route) => {
    if (isLocal(route.request().url())) return route.continue();
    return handler(route);
  });
}

const SCENARIOS = {
  // Offline: the runtime's host cannot be reached (answered after a short delay, so the
  // loading screen is on show first).
  async offline(browser) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await routeOutside(context, async (route) => {
      await sleep(1500);
      await route.abort("internetdisconnected").catch(() => {});
    });
    const page = await context.newPage();
    const record = await watchPage(page);
    const started = Date.now();
    await page.goto(`${site}build/web/index.html`, { waitUntil: "domcontentloaded" });
    await sleep(300);
    record.title = await page.title();
    record.loadingText = await visibleText(page, "#transfer");
    record.loadingStage = await page.evaluate(() => window.sevensLoader && window.sevensLoader.state());
    record.canvas = await page.evaluate(() => {
      const canvas = document.getElementById("canvas");
      const box = canvas.getBoundingClientRect();
      return { width: canvas.width, height: canvas.height, shownWidth: box.width, shownHeight: box.height };
    });
    record.loadingScreenshot = await shoot(page, "loading-desktop");
    record.failureAfterMs = await waitForFailure(page, started, 15000);
    record.failureText = await visibleText(page, "#failure");
    record.failureStage = await page.evaluate(() => window.sevensLoader.state());
    record.loadingHidden = (await visibleText(page, "#transfer")) === null;
    record.failureScreenshot = await shoot(page, "failure-desktop");
    record.retryFocusable = await page.evaluate(() => {
      const button = document.getElementById("retry");
      button.focus();
      return document.activeElement === button;
    });
    await context.close();
    return record;
  },

  // The same on a phone held upright.
  async phone(browser) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
    });
    await routeOutside(context, async (route) => {
      await sleep(1200);
      await route.abort("internetdisconnected").catch(() => {});
    });
    const page = await context.newPage();
    const record = await watchPage(page);
    const started = Date.now();
    await page.goto(`${site}build/web/index.html`, { waitUntil: "domcontentloaded" });
    await sleep(300);
    record.loadingText = await visibleText(page, "#transfer");
    record.loadingScreenshot = await shoot(page, "loading-phone");
    record.failureAfterMs = await waitForFailure(page, started, 15000);
    record.failureText = await visibleText(page, "#failure");
    record.overflow = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth,
      panelRight: document.querySelector("#failure .panel").getBoundingClientRect().right,
    }));
    record.failureScreenshot = await shoot(page, "failure-phone");
    await context.close();
    return record;
  },

  // A network filter that swallows the request and never answers: only the watchdog helps.
  async hanging(browser) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const held = [];
    await routeOutside(context, (route) => { held.push(route); });
    await context.addInitScript(() => { window.SEVENS_FIRST_WAIT_SECONDS = 3; });
    const page = await context.newPage();
    const record = await watchPage(page);
    const started = Date.now();
    await page.goto(`${site}build/web/index.html`, { waitUntil: "domcontentloaded" });
    record.failureAfterMs = await waitForFailure(page, started, 12000);
    record.failureText = await visibleText(page, "#failure");
    record.heldRequests = held.length;
    await context.close();
    return record;
  },

  // A self-hosted mirror that lacks the runtime: the server answers 404.
  async "mirror-404"(browser) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await routeOutside(context, (route) => route.fulfill({ status: 404, body: "not here" }));
    const page = await context.newPage();
    const record = await watchPage(page);
    const started = Date.now();
    await page.goto(`${site}build/web/index.html`, { waitUntil: "domcontentloaded" });
    record.failureAfterMs = await waitForFailure(page, started, 12000);
    record.failureText = await visibleText(page, "#failure");
    await context.close();
    return record;
  },

  // The runtime's first script arrives but the interpreter it then asks for does not.
  async "interpreter-missing"(browser) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await routeOutside(context, async (route) => {
      const url = route.request().url();
      if (url.endsWith("/pythons.js")) {
        return route.fulfill({ status: 200, contentType: "text/javascript", body: runtimeStub("interpreter-missing") });
      }
      await sleep(800);
      return route.fulfill({ status: 404, body: "" });
    });
    const page = await context.newPage();
    const record = await watchPage(page);
    const started = Date.now();
    await page.goto(`${site}build/web/index.html`, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => window.sevensLoader.state() === "runtime-script", null, { timeout: 8000 });
    record.runtimeScriptText = await visibleText(page, "#stage-text");
    record.failureAfterMs = await waitForFailure(page, started, 12000);
    record.failureText = await visibleText(page, "#failure");
    await context.close();
    return record;
  },

  // Everything arrives: the loader asks for a tap, then hands the screen to the game.
  async starts(browser) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await routeOutside(context, (route) => {
      if (route.request().url().endsWith("/pythons.js")) {
        return route.fulfill({ status: 200, contentType: "text/javascript", body: runtimeStub("starts") });
      }
      return route.fulfill({ status: 404, body: "" });
    });
    const page = await context.newPage();
    const record = await watchPage(page);
    await page.goto(`${site}build/web/index.html`, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => window.sevensLoader.state() === "waiting-for-tap", null, { timeout: 8000 });
    record.tapText = await visibleText(page, "#stage-text");
    record.tapScreenshot = await shoot(page, "tap-desktop");
    record.soundAllowedBeforeTap = await page.evaluate(() => window.MM.UME);
    await page.mouse.click(640, 600);
    record.soundAllowedAfterTap = await page.evaluate(() => window.MM.UME);
    await page.evaluate(() => window.sevensLoader.stage("running"));
    record.afterRunning = {
      loadingVisible: (await visibleText(page, "#transfer")) !== null,
      failureVisible: (await visibleText(page, "#failure")) !== null,
      canvasFocused: await page.evaluate(() => document.activeElement === document.getElementById("canvas")),
      state: await page.evaluate(() => window.sevensLoader.state()),
    };
    // A failure later (say, the stall timer) must not cover a running game.
    await page.evaluate(() => window.sevensLoader.fail("runtime", "late"));
    record.failureVisibleAfterLateFail = (await visibleText(page, "#failure")) !== null;
    await context.close();
    return record;
  },

  // The embedding example: an iframe with the game, focus on click, options in the URL.
  async embed(browser) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await routeOutside(context, async (route) => {
      await sleep(1000);
      await route.abort("internetdisconnected").catch(() => {});
    });
    const page = await context.newPage();
    const record = await watchPage(page);
    const started = Date.now();
    await page.goto(`${site}docs/embed.html`, { waitUntil: "domcontentloaded" });
    const frameElement = await page.waitForSelector("iframe#sevens-game", { timeout: 5000 });
    record.iframe = await frameElement.evaluate((node) => ({
      src: node.getAttribute("src"),
      allow: node.getAttribute("allow"),
      allowFullscreen: node.hasAttribute("allowfullscreen"),
      width: node.getBoundingClientRect().width,
      height: node.getBoundingClientRect().height,
      title: node.getAttribute("title"),
    }));
    const frame = await frameElement.contentFrame();
    await frame.waitForSelector("#transfer", { timeout: 5000 });
    record.frameUrl = frame.url();
    record.loadingText = await visibleText(frame, "#transfer");
    record.loadingScreenshot = await shoot(page, "embed-loading");
    record.failureAfterMs = await waitForFailure(frame, started, 15000);
    record.failureText = await visibleText(frame, "#failure");
    await frameElement.click({ position: { x: 40, y: 40 } });
    await sleep(200);
    record.focusAfterClick = await page.evaluate(() => document.activeElement && document.activeElement.id);
    record.failureScreenshot = await shoot(page, "embed-failure");
    await context.close();
    return record;
  },
};

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: LAUNCH_ARGS });
const report = {};
try {
  for (const [name, scenario] of Object.entries(SCENARIOS)) {
    if (only && !only.split(",").includes(name)) continue;
    try {
      report[name] = await scenario(browser);
    } catch (error) {
      report[name] = { error: String(error && error.stack || error) };
    }
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify(report, null, 1));
