// A stand-in for pygbag 0.9.3's runtime script (pythons.js), for the browser tests.
//
// Written for these tests from a reading of the real runtime (pygame-web/cdn 0.9.3/pythons.js,
// 0.9.3/cpythonrc.py and pygbag's support/cross/aio/pep0723.py); no code of it is copied.
// It does, towards the page, what the real runtime does:
//
// - it is a module script found by its own <script type="module" src="…pythons.js">; when it
//   starts it reads the page's query string: words "NAME=value" become the interpreter's
//   environment (how ?PYGPI= and the game's ?rules= reach Python), other words its argv;
//   on a localhost page the runtime folder is where this script came from;
// - at the page's "load" event it creates a visible 128×128 #canvas3d in the bottom-left
//   corner when the page has none, calls window.custom_onload, then adds the interpreter's
//   script (config.executable, default CDN + "cpython312/main.js");
// - when that script has run (it calls window.standinRuntime.interpreterArrived()), it
//   downloads main.data and main.wasm, writing "Downloading... (x/y)" to #status and a value
//   to #progress, and fetches CDN + "cpythonrc.py";
// - on the window's "resize" it fits the canvas to innerWidth x innerHeight as pythons.js's
//   window_resize does, unless config.user_canvas_managed is set (then it leaves it alone);
// - it reads the package index once, before the page's Python block runs:
//   PYGPI + "index-0.9.3-cp312.json" (PYGPI from the environment, else the public CDN), and
//   sets the index's "-CDN-" to PYGPI, or to http://localhost:8000/cdn/ when the page's
//   address starts with http://localhost:8 and PYGPI is unset;
// - Python only steps while the tab is visible (requestAnimationFrame), so nothing below
//   moves while document.hidden is true.
//
// The page's Python block cannot run here, so the stand-in then makes the reports that block
// makes (python-started, unpacking with the archive fetched, waiting-for-tap until MM.UME,
// starting, a heartbeat every second while pygame-ce's wheel is fetched from the index's
// "-CDN-", running), sending its heartbeat details as keys ("downloading-pygame"). When it
// starts the game it makes an AudioContext as SDL does when pygame opens its mixer, and
// records its state. Like the real shell.source, it gives no progress of its own.
//
// window.STANDIN (set before the page loads) adjusts the pace:
//   { stepMs, downloadSteps, downloadStepMs, wheelMs, heartbeatMs, windowMs }

const PUBLIC_INDEX = "https://pygame-web.github.io/cdn/";
const INDEX_FILE = "index-0.9.3-cp312.json";
const pace = Object.assign(
  { stepMs: 100, downloadSteps: 3, downloadStepMs: 100, wheelMs: 300, heartbeatMs: 1000, windowMs: 200 },
  window.STANDIN || {},
);
const config = window.config || {};
const record = {
  env: {},
  argv: [],
  cdn: "",
  executable: "",
  fetched: [],
  packageIndexUrl: "",
  packageIndexCdn: "",
  wheelUrl: "",
  createdCanvas3d: false,
  reports: [],
  interpreterArrived: null,
};
window.standinRuntime = record;
window.MM = window.MM || { UME: false };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Time that only runs while the tab is visible, as Python's steps do.
async function pythonTime(ms) {
  let left = ms;
  while (left > 0) {
    const step = Math.min(left, 50);
    await sleep(step);
    if (!document.hidden) left -= step;
  }
}

function report(name, detail) {
  record.reports.push([name, detail || ""]);
  if (window.sevensLoader) window.sevensLoader.stage(name, detail || "");
}

// --- as the runtime script starts ---------------------------------------------------------
const own = Array.from(document.getElementsByTagName("script")).find(
  (script) => script.type === "module" && script.src.indexOf("pythons.js") >= 0,
);
const scriptUrl = own ? own.src.split("#")[0].split("?")[0] : "";
const query = window.location.search.replace(/^\?/, "");
for (const word of query ? query.split("&") : []) {
  const argument = decodeURI(word);
  const cut = argument.indexOf("=");
  if (cut < 0) record.argv.push(argument);
  else record.env[argument.slice(0, cut)] = argument.slice(cut + 1);
}
if (window.location.hostname === "localhost") config.cdn = scriptUrl.replace("pythons.js", "");
config.cdn = config.cdn || scriptUrl.split("pythons.js")[0];
config.pydigits = config.pydigits || String(config.PYBUILD || "3.12").replace(".", "");
config.executable = config.executable || `${config.cdn}cpython${config.pydigits}/main.js`;
record.cdn = config.cdn;
record.executable = config.executable;

function setStatus(text) {
  const status = document.getElementById("status");
  const progress = document.getElementById("progress");
  const counted = /([^(]+)\((\d+(?:\.\d+)?)\/(\d+)\)/.exec(text);
  if (counted) {
    if (progress) {
      progress.value = (Number(counted[2]) / Number(counted[3])) * 100;
      progress.hidden = false;
    }
    if (status) status.innerHTML = counted[1];
    return;
  }
  if (progress) progress.hidden = true;
  if (status) status.innerHTML = text === "hide" ? "" : text;
}

async function get(url) {
  record.fetched.push(new URL(url, document.baseURI).href);
  const response = await fetch(url, { credentials: "omit" });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response;
}

// --- at the page's load event --------------------------------------------------------------
function onload() {
  if (!document.getElementById("canvas3d")) {
    const canvas3d = document.createElement("canvas");
    canvas3d.id = "canvas3d";
    canvas3d.width = 128;
    canvas3d.height = 128;
    canvas3d.style.position = "absolute";
    canvas3d.style.bottom = "0px";
    canvas3d.style.left = "0px";
    document.body.appendChild(canvas3d);
    record.createdCanvas3d = true;
  }
  if (window.custom_onload) window.custom_onload(false);
  const interpreter = document.createElement("script");
  interpreter.src = config.executable;
  interpreter.async = true;
  document.head.appendChild(interpreter);
}
if (document.readyState === "complete") onload();
else window.addEventListener("load", onload);

// --- once the interpreter's script has run -------------------------------------------------
// pythons.js's window_resize: the canvas fitted to the window, unless the page manages it.
window.window_resize = function windowResize() {
  if (config.user_canvas_managed) return config.user_canvas_managed;
  const canvas = document.getElementById("canvas");
  if (!canvas) return 0;
  const ratio = canvas.width / canvas.height;
  let width = window.innerWidth;
  let height = Math.trunc(width / ratio);
  if (height > window.innerHeight) {
    height = window.innerHeight;
    width = Math.trunc(height * ratio);
  }
  Object.assign(canvas.style, {
    position: "absolute", left: 0, top: 0, right: 0, bottom: 0, margin: "auto",
    width: `${width}px`, height: `${height}px`,
  });
  return 0;
};
window.addEventListener("resize", () => setTimeout(window.window_resize, 100));

record.interpreterArrived = async function interpreterArrived() {
  try {
    await get(`${config.cdn}cpython${config.pydigits}/main.data`);
    await get(`${config.cdn}cpython${config.pydigits}/main.wasm`);
    for (let step = 1; step <= pace.downloadSteps; step += 1) {
      setStatus(`Downloading... (${step}/${pace.downloadSteps})`);
      await sleep(pace.downloadStepMs);
    }
    setStatus("hide");
    await get(`${config.cdn}cpythonrc.py`);
    await readPackageIndex();
    await runLoaderBlock();
  } catch (error) {
    record.error = String(error && error.stack || error);
    console.error("stand-in runtime:", error);
  }
};

async function readPackageIndex() {
  const chosen = record.env.PYGPI || "";
  const base = chosen || PUBLIC_INDEX;
  record.packageIndexUrl = new URL(`${base}${INDEX_FILE}`, document.baseURI).href;
  let index = {};
  try {
    index = await (await get(`${base}${INDEX_FILE}`)).json();
  } catch (error) {
    record.packageIndexError = String(error);
  }
  if (chosen) index["-CDN-"] = chosen;
  else if (window.location.href.startsWith("http://localhost:8")) index["-CDN-"] = "http://localhost:8000/cdn/";
  record.packageIndexCdn = index["-CDN-"] || "";
  record.packageIndex = index;
}

async function runLoaderBlock() {
  report("python-started");
  await pythonTime(pace.stepMs);
  report("unpacking");
  const onItch = /\.itch\.(zone|io)$/.test(window.location.hostname);
  const names = onItch ? ["sevens.apk", "sevens.tar.gz"] : ["sevens.tar.gz", "sevens.apk"];
  let unpacked = false;
  for (const name of names) {
    try {
      await get(name);
      unpacked = true;
      break;
    } catch (error) {
      // the loader tries the other archive
    }
  }
  if (!unpacked) {
    report("game-files-missing", names.join(", "));
    return;
  }
  await pythonTime(pace.stepMs);
  if (!window.MM.UME) {
    report("waiting-for-tap");
    while (!window.MM.UME) await pythonTime(100);
  }
  report("starting");
  try {
    const Context = window.AudioContext || window.webkitAudioContext;
    const context = new Context();
    await sleep(50);
    record.audio = { state: context.state, unlockedByTap: Boolean(context.sevensUnlockedByTap) };
  } catch (error) {
    record.audio = { error: String(error) };
  }
  let fetched = false;
  const index = record.packageIndex || {};
  const wheel = String(index.pygame || "")
    .replace(/<abi>/g, "cp312")
    .replace(/<api>/g, "wasm32_bi_emscripten");
  record.wheelUrl = new URL(`${index["-CDN-"] || ""}${wheel}`, document.baseURI).href;
  get(record.wheelUrl).then(
    () => { fetched = true; },
    (error) => { record.wheelError = String(error); fetched = true; },
  );
  let spent = 0;
  while (!fetched || spent < pace.wheelMs) {
    report("heartbeat", "downloading-pygame");
    await pythonTime(pace.heartbeatMs);
    spent += pace.heartbeatMs;
  }
  if (record.wheelError) {
    report("startup-failed", `No module named 'pygame' (${record.wheelError})`);
    return;
  }
  report("heartbeat", "opening-table");
  await pythonTime(pace.windowMs);
  window.window_resize();
  report("running");
}
