"""``bridgecraft match``: a table and the mean with its interval, JSON on request, and one
``error:`` line with exit status 2 for every mistake."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.test_match import BOARDS, SEED

from bridgecraft.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_bidding_match_prints_a_table_and_writes_json(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    pytest.importorskip("endplay", reason="DDS is not installed (pip install 'bridgecraft[dds]')")
    out_json = tmp_path / "match.json"
    status, out, err = run(
        capsys, "match", "--a", "simple", "--b", "random", "-n", str(BOARDS),
        "--seed", str(SEED), "--json", str(out_json), "--no-progress",
    )  # fmt: skip
    assert status == 0, err
    assert "simple vs random, 40 boards" in out and "A: simple" in out and "B: random" in out
    assert "IMPs/board, 95% CI [" in out and f"seed {SEED}, bidding mode" in out
    data = json.loads(out_json.read_text())
    assert (data["team_a"], data["team_b"], data["mode"]) == ("simple", "random", "bidding")
    assert data["n"] == BOARDS and data["seed"] == SEED and data["mean"] > 5
    assert f"simple: {data['mean']:+.2f} IMPs/board" in out


def test_full_match_writes_json_to_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(
        capsys, "match", "--a", "random", "--b", "simple+random", "-n", "3", "--mode", "full",
        "--seed", "4", "--json", "-",
    )  # fmt: skip
    assert status == 0, err
    data = json.loads(out)
    assert data["team_b"] == "simple+random" and len(data["boards"]) == 3
    board = data["boards"][0]
    assert set(board) >= {"board", "deal", "table1", "table2", "imps"}
    assert board["table1"]["auction"]


def test_progress_bar_goes_to_standard_error(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(
        capsys, "match", "-n", "2", "--mode", "full", "--seed", "1", "--progress"
    )
    assert status == 0 and "playing" in err and "IMPs/board" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--a", "gib"], "error: unknown robot 'gib': expected one of random, simple"),
        (["--b", "simple+"], "error: unknown robot 'simple+'"),
        (["-n", "0"], "error: invalid number of boards 0: expected at least 1"),
        (["--mode", "fast"], "error: invalid mode 'fast': expected bidding or full"),
        (["-n", "x"], "error: invalid value 'x' for '-n' / '--boards'"),
        (["--seed", "-2"], "error: invalid value '-2' for '--seed'"),
        (["--a", "sayc", "--mode", "full"], "error: robot 'sayc' cannot play the cards"),
        (["--b", "pimc"], "error: robot 'pimc' cannot bid"),
        (
            ["-n", "1", "--mode", "full", "--json", "/nonexistent/dir/out.json"],
            "error: cannot write '/nonexistent/dir/out.json'",
        ),
    ],
)
def test_mistakes_are_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, "match", *argv)
    assert status == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and err.startswith(message), err


def test_a_json_file_that_cannot_be_written_is_refused_before_the_match(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def started(*args: object, **kwargs: object) -> None:
        raise AssertionError("the match started")

    monkeypatch.setattr("bridgecraft.cli.match.play_match", started)
    target = str(tmp_path / "no" / "such" / "out.json")
    status, out, err = run(capsys, "match", "-n", "50", "--json", target)
    assert (status, out) == (2, "")
    assert err == f"error: cannot write {target!r}: no such directory\n"
