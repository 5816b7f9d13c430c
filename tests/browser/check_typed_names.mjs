// A typed name in any script in the browser: the page's text bridge (sevens/ui/page/text.js,
// window.sevensText) draws what the game's bundled font subsets lack, in the real game on the
// page that ships (build-web --runtime pyodide), in the Japanese interface.
//
//   node tests/browser/check_typed_names.mjs --site http://127.0.0.1:PORT/ [--screenshots DIR]
//
// Prints one JSON object: the bridge's own answer for 山田 (the picture's size, bytes and
// inked pixels), and what the game's Python did with the name (the face it
// chose, the drawn text's size and ink, and whether it differs from the bundled face's tofu);
// with --screenshots, the seats screen with those names.

import { option, runCheck } from "./chromium.mjs";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PROBE = readFileSync(path.join(HERE, "game_probe.py"), "utf8");
const PAGE_PROBE = path.join(HERE, "real_page_probe.js");

const site = option("site", "");
const screenshots = option("screenshots", "");
if (screenshots) mkdirSync(screenshots, { recursive: true });

// Run in the page's Python once the game runs: the names through the game's own drawing path.
const GAME_SIDE = `
import json
import pygame
from sevens.app import translation
from sevens.ui import navigation, resources as text_resources

_app = probe_app()
translation.set_language("ja")
_resources = _app.resources
_seen = {}
for _name in ("山田", "Zoë", "王芳"):
    _drawn = _resources.text(_name, 24)
    _tofu = _resources._font_named(text_resources.font_name("ja"), 24).render(
        _name, True, (255, 255, 255))
    _ink = _drawn.get_bounding_rect()
    _seen[_name] = {
        "face": _resources.font_name_for(_name),
        "size": list(_drawn.get_size()),
        "measured": list(_resources.font(24, False, _name).size(_name)),
        "inkWidth": _ink.width, "inkHeight": _ink.height,
        "sameAsTofu": pygame.image.tobytes(_drawn, "RGBA") == pygame.image.tobytes(_tofu, "RGBA"),
    }
_app.settings.seats = ["person", "person", "person", ""]
_app.settings.names = ["山田", "Zoë", "王芳", ""]
_app.go(navigation.SeatsPage(_app.scene))
json.dumps(_seen)
`;

// Run in the page: the bridge alone, its picture decoded and its inked pixels counted.
async function bridgeAlone(page) {
  return page.evaluate(async () => {
    const [width, height, encoded] = window.sevensText.render(
      "山田", 24, false, "rgba(255,255,255,1)", 22, 28).split(",");
    const pixels = atob(encoded);
    let inked = 0;
    for (let index = 3; index < pixels.length; index += 4) if (pixels.charCodeAt(index) > 0) inked += 1;
    return { width: Number(width), height: Number(height), bytes: pixels.length, inked,
             measured: window.sevensText.measure("山田", 24, false) };
  });
}

const report = {};
await runCheck(report, async (browser) => {
  const context = await browser.newContext({ viewport: { width: 960, height: 600 }, locale: "ja-JP" });
  await context.addInitScript({ path: PAGE_PROBE });
  const page = await context.newPage();
  await page.goto(`${site}index.html?lang=ja&rules=sevens`);
  await page.waitForFunction(() => window.harness && ["running", "failed"].includes(window.harness.stage), null, { timeout: 90000 });
  if (await page.evaluate(() => window.harness.stage) === "failed") {
    throw new Error(`boot failed: ${JSON.stringify(await page.evaluate(() => window.harness.errors))}`);
  }
  await page.evaluate((code) => window.harness.pyodide.runPython(code), PROBE);
  await page.waitForFunction(() => window.harness.probe("probe_app() is not None"), null, { timeout: 60000 });
  report.game = JSON.parse(await page.evaluate((code) => window.harness.probe(code), GAME_SIDE));
  report.bridge = await bridgeAlone(page);
  if (screenshots) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await page.locator("#canvas").screenshot({ path: path.join(screenshots, "typed-names-ja.png") });
  }
  report.errors = await page.evaluate(() => window.harness.errors);
  await context.close();
});
