"""The command lines and the bridge answer every recorded case byte for byte as recorded in
tests/recorded/ (tests/record.py lists the cases and re-records them after an intended change)."""

import json

import pytest

import record
from helpers import SLOW

SHOWN = 5
"""How many differing cases a failure names."""


def difference(recorded, now) -> str:
    """Where two answers part, with a little of each around it."""
    recorded, now = (text if isinstance(text, str) else json.dumps(text, ensure_ascii=False) for text in (recorded, now))
    at = next((i for i, (a, b) in enumerate(zip(recorded, now)) if a != b), min(len(recorded), len(now)))
    start = max(0, at - 60)
    return f"at character {at}:\n    recorded ...{recorded[start:at + 80]!r}\n    now      ...{now[start:at + 80]!r}"


@SLOW
@pytest.mark.parametrize("name", record.RECORDS)
def test_answers_are_the_recorded_ones(name):
    recorded = json.loads((record.RECORDED / name).read_text())
    now = json.loads(record.dumped(record.RECORDS[name]()))  # as the file would hold them
    changed = [key for key in recorded if key in now and now[key] != recorded[key]]
    report = [f"{key}\n  {difference(recorded[key], now[key])}" for key in changed[:SHOWN]]
    report += [f"no longer asked: {key}" for key in [k for k in recorded if k not in now][:SHOWN]]
    report += [f"not recorded: {key}" for key in [k for k in now if k not in recorded][:SHOWN]]
    if report:
        pytest.fail(f"{len(changed)} of {len(recorded)} recorded cases in tests/recorded/{name} answer otherwise, "
                    f"{len(recorded.keys() - now.keys())} are no longer asked and {len(now.keys() - recorded.keys())} "
                    f"are new. If the change is meant, re-record with `{record.COMMAND}` and read the diff of "
                    "tests/recorded/ before committing it.\n" + "\n".join(report), pytrace=False)
