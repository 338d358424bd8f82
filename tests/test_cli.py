"""`python -m stb`: the one entry point that dispatches to each game's command line."""

from helpers import assert_usage_error, run_cli


def test_help_lists_every_game():
    result = run_cli("--help")
    assert result.returncode == 0
    for game in ("shutbox", "shutter", "pig", "nim", "chopsticks"):
        assert game in result.stdout


def test_unknown_game_is_one_line_and_status_2():
    assert_usage_error(run_cli("poker"), "unknown game 'poker'")


def test_each_game_has_help():
    for game in ("shutbox", "shutter", "pig", "nim", "chopsticks"):
        result = run_cli(game, "--help")
        assert result.returncode == 0 and "usage" in result.stdout.lower(), game
