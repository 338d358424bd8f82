// Print, as JSON, tests/parity.py's figures() computed inside Pyodide (the npm package, in Node).
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: repo }, "/repo");
const figures = pyodide.runPython(`
import json, sys
sys.path[:0] = ["/repo", "/repo/tests"]
import parity
json.dumps({"python": sys.version.split()[0], "figures": parity.figures()})
`);
console.log(figures);
