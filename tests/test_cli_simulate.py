"""``bridgecraft simulate``: tables and JSON for good input, one line and exit 2 for mistakes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bridgecraft.analysis.simulate import load_study, simulate
from bridgecraft.cli import main

SPEC = "N: hcp 15-17 balanced; S: spades >= 5"  # the deals of test_studies (solver cache)
COMMON = ["-n", "8", "--seed", "21", "--backend", "serial"]

USER_FILE = """
from bridgecraft.core import Seat

def accept(deal):
    return deal[Seat.E].hcp < 10

def study(deal):
    return deal[Seat.N].hcp + deal[Seat.S].hcp
"""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_make_prints_a_table_and_writes_json_and_a_plot(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    pytest.importorskip("endplay", reason="DDS is not installed (pip install 'bridgecraft[dds]')")
    out_json, out_plot = tmp_path / "make.json", tmp_path / "make.svg"
    status, out, err = run(
        capsys, "simulate", "make", "4S", "--declarer", "S", "--deal", SPEC, "--vul", "NS",
        *COMMON, "--json", str(out_json), "--plot", str(out_plot),
    )  # fmt: skip
    assert status == 0, err
    assert "4S by S (NS): makes" in out and "tricks" in out and "seed 21" in out
    data = json.loads(out_json.read_text())
    assert data["study"] == "make" and data["n"] == 8 and data["seed"] == 21
    assert data["tricks"]["count"] == 8 and data["vulnerability"] == "NS"
    assert out_plot.read_bytes().startswith(b"<?xml")


def test_lead_and_compare_write_json_to_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("endplay", reason="DDS is not installed (pip install 'bridgecraft[dds]')")
    status, out, err = run(
        capsys, "simulate", "lead", "KQJ2.T93.A87.J52", "3NT by S", "--deal", "N: hcp 10+",
        *COMMON, "--json", "-",
    )  # fmt: skip
    assert status == 0, err
    data = json.loads(out)
    assert data["leader"] == "W" and len(data["leads"]) == 13
    status, out, err = run(
        capsys, "simulate", "compare", "4S", "3NT", "--declarer", "S", "--scoring", "mp",
        "--deal", SPEC, *COMMON, "--json", "-",
    )  # fmt: skip
    assert status == 0, err
    data = json.loads(out)
    assert data["scoring"] == "mp" and 0 <= data["board"]["mean"] <= 1
    status, out, _ = run(
        capsys, "simulate", "compare", "4S by S", "3NT by N", "--deal", SPEC, *COMMON
    )
    assert status == 0 and "IMPs per board" in out and "3NT by N" in out


def test_file_runs_a_user_study(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "mine.py"
    path.write_text(USER_FILE, encoding="utf-8")
    status, out, err = run(
        capsys, "simulate", "file", str(path), "-n", "150", "--seed", "4", "--backend", "serial",
        "--json", "-",
    )  # fmt: skip
    assert status == 0, err
    study, accept = load_study(path)
    expected = simulate(None, function=study, accept=accept, n=150, seed=4, backend="serial")
    assert json.loads(out) == json.loads(json.dumps(expected.to_json()))
    status, out, err = run(
        capsys, "simulate", "file", str(path), "-n", "150", "--seed", "4", "--backend", "serial",
        "--progress",
    )  # fmt: skip
    assert status == 0 and "150 deals studied" in out and "value" in out
    assert "simulating" in err and "150/150" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["make", "4S"], "contract '4S' has no declarer"),
        (["make", "4Q", "--declarer", "S"], "invalid contract '4Q'"),
        (["make", "4S by N", "--declarer", "S"], "declared by N, not by --declarer S"),
        (["make", "4S by N", "-n", "0"], "invalid number of deals 0"),
        (["make", "4S by N", "--backend", "gpu"], "invalid backend 'gpu'"),
        (["make", "4S by N", "--plot", "out.pdf"], "expected a .png or .svg name"),
        (["make", "4S by N", "--deal", "N: hcp lots"], "N: hcp lots"),
        (["make", "4S by N", "--vul", "maybe"], "invalid vulnerability 'maybe'"),
        (["compare", "4S by N", "3NT by N", "--scoring", "vp"], "invalid scoring 'vp'"),
        (["lead", "AKQ.AKQ.AKQ.AK", "3NT by S"], "13 cards needed, 11 given"),
        (["file", "no/such/study.py"], "no/such/study.py: cannot read the study file"),
        (
            ["make", "4S by N", "-n", "2", "--backend", "ray", "--address", "127.0.0.1:1"],
            "cannot reach the Ray cluster at '127.0.0.1:1': connection refused",
        ),
        (
            ["make", "4S by N", "-n", "2", "--backend", "ray", "--address", "cluster"],
            "invalid Ray address 'cluster': expected host:port",
        ),
    ],
)
def test_mistakes_are_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, "simulate", *argv)
    assert status == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1 and message in err


def test_an_error_in_a_user_study_is_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "bad.py"
    path.write_text("def study(deal):\n    return 1 / 0\n", encoding="utf-8")
    status, _, err = run(capsys, "simulate", "file", str(path), "-n", "3", "--backend", "serial")
    assert status == 2 and err.count("\n") == 1
    assert "bad.py:study failed on deal N:" in err and "ZeroDivisionError" in err


@pytest.mark.parametrize("option", ["--json", "--plot"])
def test_an_output_that_cannot_be_written_is_refused_before_the_study(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    option: str,
) -> None:
    def started(*args: object) -> None:
        raise AssertionError("the study started")

    monkeypatch.setattr("bridgecraft.cli.simulate._progress", started)
    target = str(tmp_path / "no" / "such" / "out.png")
    status, out, err = run(capsys, "simulate", "make", "4S by N", *COMMON, option, target)
    assert (status, out) == (2, "")
    assert err == f"error: cannot write {target!r}: no such directory\n"


def test_json_and_plot_to_the_same_file_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    same = str(tmp_path / "out.png")
    status, out, err = run(
        capsys, "simulate", "make", "4S by N", *COMMON, "--json", same, "--plot", same
    )
    assert (status, out) == (2, "") and "name the same file" in err
    assert not Path(same).exists()
