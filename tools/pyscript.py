"""PyScript's bundle as the site serves it: without its Python package, which the page's worker
never uses (build.py copies the bundle, then calls `write_pyscript_core`)."""

import re
from pathlib import Path

PYSCRIPT_WRITES_PACKAGE = re.compile(r'[\w$]+\("\.",(?=\{pyscript:\{)')
"""In PyScript's bundle, the call that writes its Python package into Python's working folder."""
PYSCRIPT_IMPORTS_PACKAGE = re.compile(r'([\w$]+\.push\()"import pyscript as _pyscript"\)')
"""In PyScript's bundle, the line of Python it runs before the page's own that imports that package."""


def write_pyscript_core(site: Path) -> None:
    """PyScript's bundle without its Python package: neither written into Python's working folder
    nor imported at each start (compiled anew each time), since the page's worker uses polyscript's
    `xworker` alone (web/worker.py); its sources are left out of the bundle too."""
    (bundle,) = (path for path in (site / "pyscript").glob("core-*.js"))
    text = bundle.read_text()
    writes, imports = list(PYSCRIPT_WRITES_PACKAGE.finditer(text)), list(PYSCRIPT_IMPORTS_PACKAGE.finditer(text))
    if len(writes) != 1 or len(imports) != 1:
        raise RuntimeError(f"{bundle.name}: expected one call writing PyScript's package and one importing it, "
                           f"found {len(writes)} and {len(imports)}")
    text = PYSCRIPT_IMPORTS_PACKAGE.sub(r'\1"_pyscript = None")', text)  # PyScript deletes the name after
    write = PYSCRIPT_WRITES_PACKAGE.search(text)
    bundle.write_text(text[:write.start()] + "(()=>{})(\".\",{}" + text[object_end(text, write.end()):])


def object_end(text: str, start: int) -> int:
    """Where the JavaScript object literal that opens at `start` ends (just after its brace); its
    strings are double-quoted."""
    depth, quoted, at = 0, False, start
    while True:
        char = text[at]
        if quoted:
            at += char == "\\"
            quoted = char != '"'
        elif char == '"':
            quoted = True
        elif char in "{}":
            depth += 1 if char == "{" else -1
            if depth == 0:
                return at + 1
        at += 1
