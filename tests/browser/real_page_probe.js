// Test drivers' window onto the real page (build-web --runtime pyodide's index.html), added
// before the page's own scripts with Playwright's addInitScript. Nothing of the page is
// replaced: it offers the drivers the few handles the old harness page gave them.
//
//   window.harness.stage        "loading" until the page's loader says "running" (or "failed")
//   window.harness.probe(code)  Python run in the page's Pyodide (window.sevensPython)
//   window.harness.pyodide      that Pyodide
//   window.harness.errors       Python tracebacks and page errors seen so far
//   window.harness.loaderCalls  every [stage, detail] the loading screen was told
//   window.harness.longestGapMs, frameGaps, resetGaps()
//                               the longest hold of the main thread between two turns of a
//                               MessageChannel loop, which runs between Python's steps, and
//                               the holds over 20 ms, since resetGaps(). The loop keeps a
//                               sixth of a core busy, so it runs only from a driver's first
//                               resetGaps() on.
//
// The page asks for a tap before the game starts (sound needs one); the probe gives it, as
// a driver would, with a pointer event on the loading screen.

(() => {
  "use strict";
  const harness = { stage: "loading", errors: [], loaderCalls: [], frameGaps: [], longestGapMs: 0 };
  window.harness = harness;
  Object.defineProperty(harness, "pyodide", { get: () => window.sevensPython });
  harness.probe = (code) => window.sevensPython.runPython(code);

  // Every call of the loading screen's stage(), from the first.
  let loader;
  Object.defineProperty(window, "sevensLoader", {
    configurable: true,
    get: () => loader,
    set: (value) => {
      const stage = value.stage;
      value.stage = (name, detail) => {
        harness.loaderCalls.push([String(name), String(detail || "")]);
        return stage(name, detail);
      };
      loader = value;
    },
  });

  const keep = (line) => { if (/Traceback|Error/.test(String(line))) harness.errors.push(String(line)); };
  const warn = console.warn.bind(console);
  console.warn = (...words) => { keep(words.join(" ")); warn(...words); };  // the page's Python stderr
  const error = console.error.bind(console);
  console.error = (...words) => { keep(words.join(" ")); error(...words); };
  window.addEventListener("error", (event) => { if (event.error) keep(event.error.stack || event.error); });

  const watch = setInterval(() => {
    const state = loader && loader.state();
    if (state === "waiting-for-tap") {
      const screen = document.getElementById("transfer");
      if (screen) screen.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    } else if (state === "running" && window.sevensPython) {
      harness.stage = "running";
      clearInterval(watch);
    } else if (String(state).startsWith("failed")) {
      const detail = document.getElementById("failure-detail");
      harness.errors.push(`${state}: ${detail ? detail.textContent : ""}`);
      harness.stage = "failed";
      clearInterval(watch);
    }
  }, 100);

  let channel = null;
  let last = performance.now();
  harness.resetGaps = () => {
    harness.longestGapMs = 0;
    harness.frameGaps = [];
    last = performance.now();
    if (channel) return;
    channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const now = performance.now();
      const gap = now - last;
      last = now;
      if (gap > harness.longestGapMs) harness.longestGapMs = gap;
      if (gap > 20) harness.frameGaps.push(Math.round(gap));
      setTimeout(() => channel.port2.postMessage(0), 0);
    };
    channel.port2.postMessage(0);
  };
})();
