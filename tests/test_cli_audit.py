"""Bad input and plainly wrong output found by an audit of every command but ``play``: each
test failed before its fix. A user's mistake is one line on standard error, exit 2, and
nothing changed; above all, no command writes over the file it reads."""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

import pytest
from tests._shared import WORKED_PBN, find_shared_dir

from bridgecraft.cli import main
from bridgecraft.cli.render import render_board
from bridgecraft.core import Board, Deal, Seat

TWO_TABLES = find_shared_dir() / "data" / "endplay" / "example1.pbn"
"""One board played at two tables of a teams match."""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """The one error line of a refused command (exit 2, nothing on standard output)."""
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == "", (status, out, err)
    assert len(err.splitlines()) == 1 and err.startswith("error: ") and "Traceback" not in err
    return err


@pytest.fixture
def club(tmp_path: Path) -> Path:
    path = tmp_path / "club.pbn"
    path.write_text(WORKED_PBN, encoding="utf-8")
    return path


@pytest.mark.parametrize("to", [None, "pbn", "json"])
def test_convert_never_writes_over_its_input(
    capsys: pytest.CaptureFixture[str], club: Path, to: str | None
) -> None:
    # Before: the input was rewritten (in LIN with --to lin, losing most of its tags).
    target = club.parent / "." / club.name
    options = [] if to is None else ["--to", to]
    if to == "json":  # a name of no format, so that only the input check refuses it
        target = club.parent / "club.pbn.bak"
        target.symlink_to(club)
    err = refused(capsys, "convert", str(club), str(target), *options)
    assert "it is the input file" in err
    assert club.read_text(encoding="utf-8") == WORKED_PBN


def test_convert_through_a_symbolic_link_keeps_the_link(
    capsys: pytest.CaptureFixture[str], club: Path, tmp_path: Path
) -> None:
    # Before: the link was replaced by a regular file, and the file it named kept its old text.
    real, link = tmp_path / "real.json", tmp_path / "link.json"
    real.write_text("old", encoding="utf-8")
    link.symlink_to(real)
    status, _, err = run(capsys, "convert", str(club), str(link))
    assert status == 0, err
    assert link.is_symlink() and '"format": "bridgecraft"' in real.read_text(encoding="utf-8")


def test_convert_into_a_named_pipe_writes_through_it(
    capsys: pytest.CaptureFixture[str], club: Path, tmp_path: Path
) -> None:
    # Before: the pipe was replaced by a regular file (and, run as root, so was /dev/null).
    pipe = tmp_path / "boards.json"
    os.mkfifo(pipe)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(pipe.read_bytes()))
    reader.start()
    status, _, err = run(capsys, "convert", str(club), str(pipe))
    reader.join(timeout=30)
    assert status == 0, err
    assert stat.S_ISFIFO(pipe.lstat().st_mode)
    assert b'"format": "bridgecraft"' in received[0]


def test_convert_refuses_a_format_its_output_name_contradicts(
    capsys: pytest.CaptureFixture[str], club: Path, tmp_path: Path
) -> None:
    # Before: LIN was written into out.json, which no reader (ours included) then reads.
    err = refused(capsys, "convert", str(club), str(tmp_path / "out.json"), "--to", "lin")
    assert "--to lin contradicts the name" in err and "JSON" in err
    assert not (tmp_path / "out.json").exists()


def test_convert_to_a_directory_says_so(capsys: pytest.CaptureFixture[str], club: Path) -> None:
    # Before: "cannot tell the format of '...'", as if a better name would do.
    err = refused(capsys, "convert", str(club), str(club.parent))
    assert "it is a directory" in err


def test_convert_of_a_file_with_no_board_writes_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Before: exit 0 and an output file of no board (show says "no board in the file").
    empty = tmp_path / "empty.pbn"
    empty.write_text("\n", encoding="utf-8")
    err = refused(capsys, "convert", str(empty), str(tmp_path / "out.json"))
    assert "no board in the file" in err and not (tmp_path / "out.json").exists()


@pytest.mark.parametrize(
    ("name", "reason"),
    [("", "no file name given"), ("-", "standard input is not read here")],
)
@pytest.mark.parametrize("command", ["convert", "results", "match"])
def test_an_empty_or_dash_input_name_says_what_is_wrong(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str, reason: str, command: str
) -> None:
    # Before: '' was "it is a directory" (the current one), '-' "no such file".
    argv = {
        "convert": ["convert", name, str(tmp_path / "out.json")],
        "results": ["results", name],
        "match": ["match", "--file", name, "--mode", "full", "-n", "1"],
    }[command]
    assert reason in refused(capsys, *argv)


@pytest.mark.parametrize("command", ["show", "solve"])
def test_a_dash_for_a_file_or_deal_is_refused_as_standard_input(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    # Before: '-' was read as a deal ("invalid deal '-': expected a seat...").
    assert "standard input is not read here" in refused(capsys, command, "-")


@pytest.mark.parametrize(
    ("name", "text", "found"),
    [
        ("club.lin", WORKED_PBN, "PBN"),
        ("club.json", WORKED_PBN, "PBN"),
        ("club.pbn", "pn|A,B,C,D|md|1SAKQHAKQDAKQCAKQJ,,,|\n", "LIN"),
        ("club.lin", '{"format": "bridgecraft", "version": 1, "boards": []}', "JSON"),
    ],
)
def test_a_file_named_for_another_format_is_refused_by_name(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str, text: str, found: str
) -> None:
    # Before: the reader's garbled complaints ("expected a two-letter key, found '% PBN...'").
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    err = refused(capsys, "show", str(path))
    assert f"its text is {found}" in err and f"name it .{found.lower()}" in err


def test_match_never_writes_its_json_over_the_file_it_plays(
    capsys: pytest.CaptureFixture[str], club: Path
) -> None:
    # Before: the boards' file was replaced by the match's JSON.
    err = refused(
        capsys, "match", "--file", str(club), "--json", str(club), "--mode", "full",
        "--a", "random", "--b", "random", "--seed", "1", "--no-progress",
    )  # fmt: skip
    assert "it is the input file" in err
    assert club.read_text(encoding="utf-8") == WORKED_PBN


def test_simulate_never_writes_over_the_study_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Before: the user's study was replaced by the result's JSON (or a plot).
    study = tmp_path / "study.py"
    source = "def study(deal):\n    return 1\n"
    study.write_text(source, encoding="utf-8")
    for option in ("--json", "--plot"):
        target = study if option == "--json" else tmp_path / "study.png"
        if option == "--plot":
            target.symlink_to(study)
        err = refused(
            capsys, "simulate", "file", str(study), "-n", "1", "--backend", "serial",
            option, str(target),
        )  # fmt: skip
        assert "it is the input file" in err
    assert study.read_text(encoding="utf-8") == source


def test_one_board_is_not_one_boards(capsys: pytest.CaptureFixture[str], club: Path) -> None:
    status, out, err = run(
        capsys, "match", "--file", str(club), "--mode", "full", "--a", "random",
        "--b", "random", "--seed", "1", "--no-progress",
    )  # fmt: skip
    assert status == 0, err
    assert any(line.strip() == "random vs random, 1 board" for line in out.splitlines())
    assert "1 boards" not in out and "of 1 board swung" in out
    status, out, err = run(capsys, "results", str(TWO_TABLES))
    assert status == 0, err
    assert "1 board, 2 results, butler" in out and "1 boards" not in out


def test_a_long_board_number_does_not_run_into_north() -> None:
    # Before: "Board 99999999999999999999North".
    board = Board(10**20 - 1, Deal.from_index(0))
    first = render_board(board).splitlines()[0]
    assert first.endswith(" North") and first.split() == ["Board", str(10**20 - 1), "North"]
    assert render_board(Board(1, Deal.from_index(0))).startswith("Board 1             North")


def test_solve_shows_a_board_played_at_two_tables_once(
    capsys: pytest.CaptureFixture[str],
) -> None:
    pytest.importorskip("endplay", reason="DDS is not installed (pip install 'bridgecraft[dds]')")
    # Before: the same table and par twice, once a table.
    status, out, err = run(capsys, "solve", str(TWO_TABLES))
    assert status == 0, err
    assert out.count("Board 1  Dealer N") == 1 and out.count("Par ") == 1
    status, out, err = run(capsys, "solve", str(TWO_TABLES), "--play")
    assert status == 0, err
    assert out.count("5H by S:") == 1 and out.count("4H by N:") == 1  # each table's play


def test_dealgen_writes_indexes_as_deal_does(capsys: pytest.CaptureFixture[str]) -> None:
    # Before: "invalid format 'index'", though deal --format index exists.
    status, out, err = run(capsys, "dealgen", "N: hcp 20", "-n", "2", "--format", "index")
    assert status == 0, err
    lines = [line.split() for line in out.splitlines()]
    assert [line[0] for line in lines] == ["1", "2"]
    assert all(Deal.from_index(int(line[1]))[Seat.N].hcp == 20 for line in lines)


def test_score_repeats_the_declarer_it_was_given(capsys: pytest.CaptureFixture[str]) -> None:
    # Before: "4SX by N" was scored as "4SX ...", the declarer dropped from text and JSON.
    status, out, _ = run(capsys, "score", "4SX by N", "--tricks", "11")
    assert status == 0 and out.startswith("4SX by N not vulnerable, 11 tricks (1 over): +690")
    status, out, _ = run(capsys, "score", "4s w", "--json")
    assert status == 0 and '"contract": "4S", "declarer": "W"' in out
    status, out, _ = run(capsys, "score", "3NT", "--json")
    assert status == 0 and '"declarer": null' in out


def test_a_simulation_summary_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("endplay", reason="DDS is not installed (pip install 'bridgecraft[dds]')")
    # Before: the table's title, wrapped to the narrow table's width over three lines.
    status, out, err = run(
        capsys, "simulate", "lead", "AKQ2.JT9.876.543", "3NT", "--declarer", "S", "-n", "2",
        "--backend", "serial", "--seed", "1", "--no-progress",
    )  # fmt: skip
    assert status == 0, err
    first = out.splitlines()[0]
    assert first.startswith("Lead from AKQ2.JT9.876.543 (W) against 3NT by S: ")
    assert first.endswith("2 deals)")


@pytest.mark.parametrize("spec", ["", "  "])
def test_dealgen_refuses_an_empty_spec(capsys: pytest.CaptureFixture[str], spec: str) -> None:
    # Before: an empty spec (say an unset shell variable) dealt unconstrained boards.
    assert "it is empty" in refused(capsys, "dealgen", spec)
