"""The command line at the edges: a file of many bad boards is a few lines, not thousands;
an error line too long to read is shortened; huge counts and empty values are refused in
one line; the same output file spelled two ways is one file."""

from __future__ import annotations

import os
import sys
import types
from pathlib import Path

import pytest
from tests._shared import WORKED_PBN, find_shared_dir

from bridgecraft._entry import run as run_script
from bridgecraft.cli import main

SHARED_DATA = find_shared_dir() / "data"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def many_bad_boards(tmp_path: Path, count: int) -> Path:
    bad = WORKED_PBN.replace("1D Pass 2D", "1D Pass 1C")  # an insufficient bid
    path = tmp_path / "bad.pbn"
    path.write_text("\n".join(bad for _ in range(count)), encoding="utf-8")
    return path


def test_a_file_of_many_bad_boards_is_a_few_lines(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = many_bad_boards(tmp_path, 40)
    status, out, err = run(capsys, "show", str(path))
    lines = err.splitlines()
    assert status == 2 and out == "" and len(lines) == 6
    assert all("insufficient bid 1C" in line for line in lines[:5])
    assert lines[5] == f"error: {path}: and 35 more problems"
    status, out, err = run(capsys, "show", str(path), "--lenient")
    assert status == 0 and out.count("Board ") == 40
    assert err.splitlines()[-1] == f"warning: {path}: and 35 more problems"
    status, _, err = run(capsys, "convert", str(path), str(tmp_path / "out.json"))
    assert status == 2 and len(err.splitlines()) == 6 and not (tmp_path / "out.json").exists()


def test_a_few_problems_are_all_listed(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = many_bad_boards(tmp_path, 5)
    status, _, err = run(capsys, "show", str(path))
    assert status == 2 and len(err.splitlines()) == 5 and "more problem" not in err


def test_an_error_line_too_long_to_read_is_shortened(capsys: pytest.CaptureFixture[str]) -> None:
    contract = "4" * 100_000
    status, out, err = run(capsys, "score", contract)
    assert status == 2 and out == "" and err.count("\n") == 1
    assert len(err) < 700 and err.startswith("error: invalid contract '4444")
    assert "characters left out" in err


@pytest.mark.parametrize("command", ["show", "solve", "replay"])
@pytest.mark.parametrize("vul", ["", " "])
def test_an_empty_vulnerability_is_refused(
    capsys: pytest.CaptureFixture[str], command: str, vul: str
) -> None:
    argv = [command, "7", *(["1NT P P P"] if command == "replay" else []), "--vul", vul]
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, "")
    assert err == f"error: invalid vulnerability {vul!r}: expected None, NS, EW or Both\n"


def test_a_device_is_not_a_file_of_boards(capsys: pytest.CaptureFixture[str]) -> None:
    assert os.path.exists(os.devnull)
    status, _, err = run(capsys, "show", os.devnull)
    assert status == 2 and err == f"error: cannot read {os.devnull!r}: not a regular file\n"


def test_a_trace_error_names_its_file(capsys: pytest.CaptureFixture[str]) -> None:
    path = SHARED_DATA / "endplay" / "example4.pbn"  # its first play is out of turn
    status, _, err = run(capsys, "solve", str(path), "--play")
    assert (
        status == 2 and err.startswith(f"error: {path}: board 1, card 1") and err.count("\n") == 1
    )


@pytest.mark.parametrize("study", [["make", "4S by S"], ["lead", "3NT by S"]])
def test_a_huge_simulation_is_refused_at_once(
    capsys: pytest.CaptureFixture[str], study: list[str]
) -> None:
    status, out, err = run(capsys, "simulate", *study, "-n", "99999999999999999999999")
    assert (status, out) == (2, "")
    assert err.startswith("error: invalid value '99999999999999999999999' for '-n'")
    assert err.count("\n") == 1


def test_the_same_output_file_spelled_two_ways_is_one_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    other = f"../{tmp_path.name}/q.png"
    status, out, err = run(
        capsys, "simulate", "make", "4S by S", "-n", "2", "--plot", "q.png", "--json", other
    )
    assert (status, out) == (2, "")
    assert "--json and --plot name the same file" in err
    assert not (tmp_path / "q.png").exists()


def test_ctrl_c_in_a_command_ends_it_quietly(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("bridgecraft.cli.solve.dd_tables", interrupted)
    status, out, err = run(capsys, "solve", "7")
    assert (status, out) == (130, "") and "Traceback" not in err


def test_ctrl_c_while_the_command_line_loads_is_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    loading = types.ModuleType("bridgecraft.cli")

    def interrupted(name: str) -> object:
        raise KeyboardInterrupt

    loading.__getattr__ = interrupted  # type: ignore[method-assign]
    monkeypatch.setitem(sys.modules, "bridgecraft.cli", loading)
    with pytest.raises(SystemExit) as stopped:
        run_script()
    assert stopped.value.code == 130 and capsys.readouterr().err == "Interrupted.\n"
