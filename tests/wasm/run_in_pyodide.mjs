// Runs Python code against the sevens engine in CPython compiled to WebAssembly (Pyodide),
// under node and offline: Pyodide's wasm and standard library ship in its npm package.
//
//   node tests/wasm/run_in_pyodide.mjs --code 'import sevens; print(sevens.PRESETS)'
//   node tests/wasm/run_in_pyodide.mjs --file snippet.py [-- arguments for sys.argv]
//   node tests/wasm/run_in_pyodide.mjs --module sevens.tools.wasm_bench [-- --seconds 1]
//   echo 'print(1)' | node tests/wasm/run_in_pyodide.mjs --file -
//
// The .py files of the project's sevens/ package (not its pygame-bound subpackage sevens/ui,
// nor caches) are copied into Pyodide's virtual file system at /work/sevens, and /work is the
// working folder and first on sys.path. The code's stdout and stderr pass through unchanged
// (print JSON to hand results back). The exit status is the code's: 0, the SystemExit code,
// or 1 after an uncaught exception, whose traceback goes to stderr.
//
// Options: --root DIR (project folder, default: two levels up from this file),
//          --exclude NAME[,NAME] (subpackages of sevens/ to leave out, default: ui).

import { loadPyodide } from "pyodide";
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const WORK = "/work";

function parseArguments(argv) {
  const options = { root: path.resolve(HERE, "..", ".."), exclude: ["ui"], passed: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index];
    const next = () => {
      if (index + 1 >= argv.length) throw new Error(`${word} needs a value`);
      index += 1;
      return argv[index];
    };
    if (word === "--") { options.passed = argv.slice(index + 1); break; }
    else if (word === "--code") options.code = next();
    else if (word === "--file") options.file = next();
    else if (word === "--module") options.module = next();
    else if (word === "--root") options.root = path.resolve(next());
    else if (word === "--exclude") options.exclude = next().split(",").filter(Boolean);
    else throw new Error(`unknown option ${word}`);
  }
  const given = ["code", "file", "module"].filter((name) => options[name] !== undefined);
  if (given.length !== 1) throw new Error("give exactly one of --code, --file or --module");
  return options;
}

// The package's Python files, as paths relative to the project folder.
function packageFiles(root, exclude) {
  const found = [];
  const walk = (relative) => {
    for (const name of readdirSync(path.join(root, relative)).sort()) {
      const child = path.join(relative, name);
      const stats = statSync(path.join(root, child));
      if (stats.isDirectory()) {
        const topLevel = relative === "sevens";
        if (name === "__pycache__" || name.startsWith(".") || (topLevel && exclude.includes(name))) continue;
        walk(child);
      } else if (name.endsWith(".py")) {
        found.push(child);
      }
    }
  };
  walk("sevens");
  return found;
}

// Runs the user's code, turning SystemExit and uncaught exceptions into an exit status.
const DRIVER = `
import runpy, sys, traceback

def _sevens_run(kind, payload, filename, argv):
    sys.argv = [filename, *argv]
    try:
        if kind == "module":
            runpy.run_module(payload, run_name="__main__", alter_sys=True)
        else:
            namespace = {"__name__": "__main__", "__file__": filename}
            exec(compile(payload, filename, "exec"), namespace)
    except SystemExit as stop:
        code = stop.code
        if code is None:
            return 0
        if isinstance(code, int):
            return code
        print(code, file=sys.stderr)
        return 1
    except BaseException:
        traceback.print_exc()
        return 1
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
    return 0
`;

async function main() {
  const options = parseArguments(process.argv.slice(2));
  let kind = "code";
  let payload = options.code;
  let filename = "<code>";
  if (options.file !== undefined) {
    payload = readFileSync(options.file === "-" ? 0 : options.file, "utf8");
    filename = options.file === "-" ? "<stdin>" : path.basename(options.file);
  } else if (options.module !== undefined) {
    kind = "module";
    payload = options.module;
    filename = options.module;
  }

  const pyodide = await loadPyodide();
  const decoder = new TextDecoder();
  pyodide.setStdout({ write: (bytes) => { process.stdout.write(decoder.decode(bytes)); return bytes.length; } });
  pyodide.setStderr({ write: (bytes) => { process.stderr.write(decoder.decode(bytes)); return bytes.length; } });

  for (const relative of packageFiles(options.root, options.exclude)) {
    const target = `${WORK}/${relative.split(path.sep).join("/")}`;
    pyodide.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
    pyodide.FS.writeFile(target, readFileSync(path.join(options.root, relative)));
  }
  pyodide.runPython(`import os, sys\nos.chdir("${WORK}")\nsys.path.insert(0, "${WORK}")\n${DRIVER}`);
  const run = pyodide.globals.get("_sevens_run");
  const status = run(kind, payload, filename, pyodide.toPy(options.passed));
  run.destroy();
  return status;
}

main().then(
  (status) => { process.exitCode = status; },
  (error) => { console.error(`run_in_pyodide: ${error && error.message ? error.message : error}`); process.exitCode = 2; },
);
