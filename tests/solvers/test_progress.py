"""The progress reporter: silent by default, a few dozen reports per solve, scoped to a block."""

from stb import pig, progress
from stb import shutbox as sb


def collect(solve):
    reports = []
    with progress.reporting(lambda done, total: reports.append((done, total))):
        solve()
    return reports


def test_no_reporter_no_reports():
    progress.report(1, 2)  # nothing set: nothing happens, nothing fails
    assert progress._reporter.get() is None


def test_solves_report_a_few_dozen_times():
    for solve in (lambda: sb.solve(sb.Rules(tiles=8, dice="two"), "score"), lambda: pig.solve(pig.Pig(30))):
        reports = collect(solve)
        assert 2 <= len(reports) <= 3 * progress.REPORTS
        assert all(0 <= done < total for done, total in reports)


def test_the_reporter_ends_with_its_block():
    assert collect(lambda: progress.report(3, 4)) == [(3, 4)]
    progress.report(1, 2)
    assert progress._reporter.get() is None


def test_tracked_yields_every_item_and_reports_along_the_way():
    items = list(range(1000))
    reports = []
    with progress.reporting(lambda done, total: reports.append(done)):
        assert list(progress.tracked(items)) == items
    assert reports[0] == 0 and len(reports) == progress.REPORTS and reports == sorted(reports)
