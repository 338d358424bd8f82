"""Python inside the pinned Pyodide, in Node: running a program there, and building there the site's
Python archive (the standard library cut to what is imported, with stb, compiled), cached."""

import ast
import base64
import hashlib
import io
import json
import os
import shutil
import subprocess
import zipfile
from pathlib import Path

from tools import NODE_MODULES, ROOT
from tools.install import ensure_node_modules

PYODIDE_DIR = NODE_MODULES / "pyodide"
CACHE = NODE_MODULES / ".cache" / "stb"

PYODIDE_RUNNER = """
import { loadPyodide } from "%s";
import { readFileSync } from "node:fs";
const { stdlib, path, repo } = JSON.parse(process.env.STB_PYODIDE);
const program = readFileSync(0, "utf8");
const pyodide = await loadPyodide({ stdLibURL: stdlib ?? undefined, stdout: console.log, stderr: console.error });
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: repo }, "/repo");
pyodide.runPython(`import sys; sys.path[:0] = ${JSON.stringify(path)}`);
try {
  pyodide.runPython(program);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
"""


def run_in_pyodide(program: str, stdlib: Path | None = None, path=("/repo", "/repo/tests"),
                   timeout: float = 900) -> str:
    """What `program` prints when the pinned Pyodide runs it in Node, with the repository at /repo,
    `path` in front of sys.path and, if given, `stdlib` as its standard library archive."""
    if not shutil.which("node"):
        raise RuntimeError("node is needed to run Pyodide outside the browser")
    ensure_node_modules()
    runner = PYODIDE_RUNNER % (PYODIDE_DIR / "pyodide.mjs").as_uri()
    settings = {"stdlib": str(stdlib) if stdlib else None, "path": list(path), "repo": str(ROOT)}
    result = subprocess.run(["node", "--input-type=module", "-e", runner], input=program, text=True,
                            capture_output=True, timeout=timeout,
                            env={**os.environ, "STB_PYODIDE": json.dumps(settings)})
    if result.returncode != 0:
        raise RuntimeError(f"Pyodide failed: {result.stderr.strip()}")
    return result.stdout


# ---- the Python archive: Pyodide's standard library, cut down, with stb, compiled ----------------

# Runs inside Pyodide: imports IMPORTS, then prints every module loaded from the standard library
# archive, and the page's stb (all of it but the command lines, stb/cli/ and stb/__main__.py, and the
# games' examples, which the page never runs), as .pyc files, without line tables (tracebacks say "line None"; the page
# shows none, and they would add to the download), without docstrings and asserts.
COMPILE_PROGRAM = r'''
import ast, base64, importlib, importlib.util, json, marshal, pathlib, sys, types, zipfile

def no_locations(code):
    """The code object with a line table of "no location" entries, each covering 8 code units."""
    units = len(code.co_code) // 2
    table = bytes(0xF8 | (min(8, units - start) - 1) for start in range(0, units, 8))
    consts = tuple(no_locations(c) if isinstance(c, types.CodeType) else c for c in code.co_consts)
    return code.replace(co_consts=consts, co_linetable=table)

def pyc(code, source):
    """An unchecked hash-based .pyc: zipimport loads it as it is, without a source beside it."""
    flags = (1).to_bytes(4, "little")
    return importlib.util.MAGIC_NUMBER + flags + importlib.util.source_hash(source) + marshal.dumps(code)

for name in IMPORTS:
    try:
        importlib.import_module(name)
    except ImportError:  # PyScript's MicroPython branch (jsffi), JS modules, names that are no module
        pass
stdlib = next(entry for entry in sys.path if entry.endswith(".zip"))
archive = zipfile.ZipFile(stdlib)
loaded = sorted({module.__spec__.origin[len(stdlib) + 1:] for module in list(sys.modules.values())
                 if (getattr(getattr(module, "__spec__", None), "origin", None) or "").startswith(stdlib + "/")})
members = {}
for name in loaded:
    source = archive.read(name)
    code = compile(source, f"{stdlib}/{name}", "exec", dont_inherit=True, optimize=2)
    members[name + "c"] = pyc(no_locations(code), source)
class Unannotated(ast.NodeTransformer):
    """A module without the annotations nothing reads at run time: its functions' and its own
    variables' (a class's stay: dataclasses and named tuples read them)."""
    def visit_FunctionDef(self, node):
        node.returns = None
        for arg in [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs, node.args.vararg, node.args.kwarg]:
            if arg is not None:
                arg.annotation = None
        return self.generic_visit(node)
    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Module(self, node):
        node.body = [ast.Assign([statement.target], statement.value) if isinstance(statement, ast.AnnAssign) else statement
                     for statement in node.body if not (isinstance(statement, ast.AnnAssign) and statement.value is None)]
        return self.generic_visit(node)

for name in STB:
    source = pathlib.Path("/repo", name).read_bytes()
    tree = ast.fix_missing_locations(Unannotated().visit(ast.parse(source)))
    code = compile(tree, f"{stdlib}/{name}", "exec", dont_inherit=True, optimize=2)
    members[name + "c"] = pyc(no_locations(code), source)
print(json.dumps({name: base64.b64encode(data).decode() for name, data in members.items()}))
'''


def imported_names(path: Path) -> set[str]:
    """Every module an import in `path` may name (`from a import b`: a and a.b), stb's and PyScript's aside."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {name for name in names if name.split(".")[0] not in ("stb", "pyscript")}


def cached(kind: str, digest, make) -> bytes:
    """make()'s bytes, made once per digest (a hashlib object of everything they depend on) and kept
    in node_modules/.cache/stb as the only file of its kind."""
    path = CACHE / f"{kind}-{digest.hexdigest()[:16]}"
    if not path.exists():
        data = make()
        CACHE.mkdir(parents=True, exist_ok=True)
        for old in CACHE.glob(f"{kind}-*"):
            old.unlink()
        path.write_bytes(data)
    return path.read_bytes()


def python_archive(sources) -> bytes:
    """The archive's bytes: built in Pyodide once for these sources and this Pyodide."""
    digest = hashlib.sha256((PYODIDE_DIR / "python_stdlib.zip").read_bytes() + COMPILE_PROGRAM.encode())
    for path in sources:
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes())

    def make() -> bytes:
        imports = sorted(set().union(*map(imported_names, sources)))
        stb = [path.relative_to(ROOT).as_posix() for path in sources if path.is_relative_to(ROOT / "stb")]
        members = json.loads(run_in_pyodide(f"IMPORTS = {imports!r}\nSTB = {stb!r}\n" + COMPILE_PROGRAM, path=()))
        return zip_members({name: base64.b64decode(data) for name, data in members.items()})
    return cached("python", digest, make)


def zip_members(members: dict[str, bytes]) -> bytes:
    """A zip of these files, deflated, with fixed dates, so the same files give the same bytes."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in sorted(members):
            archive.writestr(zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0)), members[name],
                             compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    return buffer.getvalue()

