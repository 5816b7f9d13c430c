// The one way the browser checks start Chromium: Debian's build (or $SEVENS_CHROMIUM),
// headless, with what a shared CI machine needs, then a check's own flags; the one way they
// end (`runCheck`: the browser closed, the report printed); and the one way they read their
// command line (`option`).
//
// --disable-dev-shm-usage: a renderer's shared memory goes to /tmp, not /dev/shm, which a
// container may keep at 64 MB; a phone page at device scale 2 running WebAssembly can
// outgrow it, and the renderer then dies ("Target crashed").

import { chromium } from "playwright-core";

export const CHROMIUM = process.env.SEVENS_CHROMIUM || "/usr/bin/chromium";

// Only loopback resolves: a request to any other host fails at once, as offline.
export const LOOPBACK_ONLY = "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1";

const COMMON = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"];

/** Chromium started headless with the common flags and then `extra`. */
function launchChromium(...extra) {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...COMMON, ...extra] });
}

/**
 * A check run in Chromium started with `flags`: `body(browser)` fills `report`. Whatever
 * happens, `closing` (a check's own clean-up or last reading) runs and the browser closes;
 * then the report is printed as JSON (indented by `indent`), with what `body` threw as its
 * `error` (exit code 0: the check's Python test fails with those words, and reads what was
 * seen before). Chromium that does not start is no report: node exits non-zero, saying why.
 */
export async function runCheck(report, body, { flags = [], indent, closing } = {}) {
  const browser = await launchChromium(...flags);
  try {
    await body(browser);
  } catch (error) {
    report.error = String(error && error.stack || error);
  } finally {
    if (closing) await closing();
    await browser.close();
  }
  console.log(JSON.stringify(report, null, indent));
}

/** The value after `--name` on the command line, or `fallback` where it is not given. */
export function option(name, fallback = "") {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && index + 1 < process.argv.length ? process.argv[index + 1] : fallback;
}
