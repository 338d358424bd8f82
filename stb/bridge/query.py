"""A link's query text, written and read as urllib.parse's `urlencode` and `parse_qsl` (with blank
values kept) do, without urllib.parse: in the page's Python it would bring ipaddress with it, 26 kB
of the site's download (tests/bridge/test_query.py holds the two to urllib's)."""

UNRESERVED = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~")
HEX = "0123456789abcdefABCDEF"


def quoted(value) -> str:
    """`str(value)` with every byte of its UTF-8 but the unreserved ones %-escaped, a space as '+'."""
    return "".join(chr(byte) if byte in UNRESERVED else "+" if byte == 0x20 else f"%{byte:02X}"
                   for byte in str(value).encode("utf-8", "strict"))


def unquoted(text: str) -> str:
    """`text` with '+' read as a space and each %XX as its byte, the bytes read as UTF-8 (a bad
    sequence as U+FFFD); a '%' not followed by two hex digits stays as it is."""
    pieces, bytes_run, at = [], bytearray(), 0
    text = text.replace("+", " ")
    while at < len(text):
        if text[at] == "%" and at + 2 < len(text) and text[at + 1] in HEX and text[at + 2] in HEX:
            bytes_run.append(int(text[at + 1:at + 3], 16))
            at += 3
            continue
        if bytes_run:
            pieces.append(bytes_run.decode("utf-8", "replace"))
            bytes_run = bytearray()
        pieces.append(text[at])
        at += 1
    pieces.append(bytes_run.decode("utf-8", "replace"))
    return "".join(pieces)


def query_text(fields: dict) -> str:
    """The fields as a query text: name=value pairs joined by '&'."""
    return "&".join(f"{quoted(name)}={quoted(value)}" for name, value in fields.items())


def query_pairs(text: str) -> list[tuple[str, str]]:
    """A query text's (name, value) pairs in order, a part without '=' as a blank value."""
    pairs = []
    for part in text.split("&"):
        if part:
            name, _, value = part.partition("=")
            pairs.append((unquoted(name), unquoted(value)))
    return pairs
