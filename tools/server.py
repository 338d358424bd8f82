"""The site's local HTTP server: static files with the MIME types browsers insist on, gzip as
GitHub Pages sends it, a count of the bytes sent (for the page benchmark), files held back on
request (for tests of what the page does before Python is up), and a script of the tests' own put
first in every page (for a browser whose driver cannot run one before the page's own: WebKitGTK)."""

import email.utils
import functools
import gzip
import http.server
import io
import re
import sys
import threading
from pathlib import Path

MIME_TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
              ".json": "application/json", ".py": "text/plain", ".zip": "application/zip",
              ".css": "text/css", ".html": "text/html", ".png": "image/png", ".svg": "image/svg+xml",
              ".webmanifest": "application/manifest+json"}
HOLD_LIMIT = 120  # seconds a held file waits at most
COMPRESSED = {".wasm", ".mjs", ".js", ".json", ".py", ".css", ".html", ".svg", ".webmanifest"}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types a browser insists on (.wasm, .mjs), gzip-compressed when the
    browser accepts it (as GitHub Pages does), revalidated on every use, not logged."""
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def setup(self):
        super().setup()
        self.wfile = CountingWriter(self.wfile, self.server)

    def send_head(self):
        if self.server.held and self.path.split("?")[0].endswith(self.server.held):
            self.server.released.wait(timeout=HOLD_LIMIT)
        try:
            path = Path(self.translate_path(self.path))
            if self.path.split("?")[0].endswith("/"):
                path = path / "index.html"
            if self.server.first_script and path.suffix == ".html" and path.is_file():
                return self.send_page(path)
            if path.suffix in COMPRESSED and path.is_file() and "gzip" in self.headers.get("Accept-Encoding", ""):
                return self.send_gzip(path)
            return super().send_head()
        except ValueError:  # a path the file system refuses, such as one with a NUL byte
            self.send_error(400, "Bad path")
            return None

    def send_gzip(self, path: Path):
        """The headers of `path` sent gzip-compressed (or 304 Not Modified); returns the body to copy."""
        stat = path.stat()
        if self.unchanged_since_asked(stat.st_mtime):
            self.send_response(304)
            self.end_headers()
            return None
        body = gzipped(str(path), stat.st_mtime_ns, stat.st_size)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.end_headers()
        return io.BytesIO(body)

    def send_page(self, path: Path):
        """An HTML page with the server's first script at the start of its <head>; returns the body."""
        page = path.read_bytes()
        head = re.search(rb"<head[^>]*>", page, re.IGNORECASE)
        at = head.end() if head else 0
        body = page[:at] + f"<script>{self.server.first_script}</script>".encode() + page[at:]
        zipped = "gzip" in self.headers.get("Accept-Encoding", "")
        if zipped:
            body = gzip.compress(body, compresslevel=6, mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        if zipped:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def unchanged_since_asked(self, mtime: float) -> bool:
        """True when the browser's If-Modified-Since covers the file's last change."""
        asked = self.headers.get("If-Modified-Since")
        try:
            return asked is not None and int(mtime) <= email.utils.parsedate_to_datetime(asked).timestamp()
        except (TypeError, ValueError):
            return False

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def log_message(self, format, *args):
        pass


@functools.lru_cache(maxsize=64)
def gzipped(path: str, mtime_ns: int, size: int) -> bytes:
    """The file's bytes, gzip-compressed once per version of the file."""
    return gzip.compress(Path(path).read_bytes(), compresslevel=6, mtime=0)


class CountingWriter:
    """A socket's writer that adds every byte it sends (headers and bodies) to `server.bytes_sent`."""

    def __init__(self, writer, server):
        self.writer, self.server = writer, server

    def write(self, data):
        with self.server.count_lock:
            self.server.bytes_sent += len(data)
        return self.writer.write(data)

    def __getattr__(self, name):
        return getattr(self.writer, name)


class SiteServer(http.server.ThreadingHTTPServer):
    """The site on 127.0.0.1, counting the bytes it sends; a browser that drops a connection is no error."""
    daemon_threads = True

    def __init__(self, site: Path, port: int, first_script: str | None = None):
        super().__init__(("127.0.0.1", port), functools.partial(SiteHandler, directory=str(site)))
        self.first_script = first_script
        self.bytes_sent = 0
        self.count_lock = threading.Lock()
        self.held, self.released = None, threading.Event()

    def hold(self, name: str) -> None:
        """Answer requests for files named `name` only once `release` is called (or HOLD_LIMIT passed)."""
        self.released.clear()
        self.held = name

    def release(self) -> None:
        self.released.set()

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def start_server(site: Path, port: int = 0, first_script: str | None = None) -> SiteServer:
    """Serve `site` on 127.0.0.1 from a daemon thread; port 0 picks a free port; `first_script` (a
    script's source) runs first in every page."""
    server = SiteServer(site, port, first_script)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def server_url(server) -> str:
    host, port = server.server_address[:2]
    return f"http://{host}:{port}/"


def warm_up(site: Path) -> None:
    """Compress every file once before timing, as a static host would have."""
    for path in site.rglob("*"):
        if path.suffix in COMPRESSED and path.is_file():
            stat = path.stat()
            gzipped(str(path), stat.st_mtime_ns, stat.st_size)
