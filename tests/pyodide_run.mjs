// Run the Python program read from stdin inside the site's own Pyodide (the npm package, in Node),
// with the repository mounted at /repo and /repo, /repo/tests on sys.path; print what it prints.
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const program = readFileSync(0, "utf8");
const pyodide = await loadPyodide({ stdout: console.log, stderr: console.error });
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: repo }, "/repo");
pyodide.runPython('import sys; sys.path[:0] = ["/repo", "/repo/tests"]');
try {
  pyodide.runPython(program);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
