"""The file commands: show FILE, convert, deal --format; errors with their lines."""

from __future__ import annotations

import random
import resource
import subprocess
import sys
from pathlib import Path

import pytest
from tests._shared import WORKED_PBN, find_shared_dir

from bridgecraft.cli import main
from bridgecraft.core import Deal
from bridgecraft.formats import json as json_format
from bridgecraft.formats import pbn

WORKED = WORKED_PBN


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_show_file_prints_the_whole_board(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "worked.pbn"
    path.write_text(WORKED, encoding="utf-8")
    status, out, err = run(capsys, "show", str(path))
    assert status == 0 and err == ""
    assert "Board 3" in out and "Dealer S" in out and "Vul EW" in out
    assert "2D!(1)" in out and "(1) weak raise, 5-9 HCP" in out
    assert "Contract: 2S by W" in out
    assert "Trick  2: W leads S2 S6 SJ SQ won by S" in out
    assert "Result: 2S by W =, 8 tricks, +110" in out
    assert "\x1b[" not in out  # plain text when not a terminal


def test_show_every_shared_file(capsys: pytest.CaptureFixture[str]) -> None:
    data = find_shared_dir() / "data"
    for path in sorted(data.rglob("*.pbn"))[:6] + sorted(data.rglob("*.lin")):
        status, out, _ = run(capsys, "show", str(path), "--lenient")
        assert status == 0, path
        assert out.count("Board ") >= 1


def test_errors_are_listed_with_lines_unless_lenient(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    broken = WORKED.replace('[Contract "2S"]', '[Contract "2S"]\n[Deal "N:AKQ"]').replace(
        "1D Pass 2D", "1D Pass 1C"
    )
    path = tmp_path / "broken.pbn"
    path.write_text(broken, encoding="utf-8")
    status, out, err = run(capsys, "show", str(path))
    assert status == 2 and out == ""
    lines = err.strip().splitlines()
    assert lines and all(line.startswith("error: ") for line in lines)
    assert "insufficient bid 1C after 1D" in err
    status, out, err = run(capsys, "show", str(path), "--lenient")
    assert status == 0 and "Board 3" in out and "warning:" in err


def test_convert_pbn_to_json_and_back_keeps_the_board(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = tmp_path / "worked.pbn"
    source.write_text(WORKED, encoding="utf-8")
    as_json = tmp_path / "worked.json"
    back = tmp_path / "back.pbn"
    assert run(capsys, "convert", str(source), str(as_json))[0] == 0
    assert run(capsys, "convert", str(as_json), str(back))[0] == 0
    original = pbn.loads(WORKED)
    assert json_format.loads(as_json.read_text(encoding="utf-8")) == original
    assert pbn.loads(back.read_text(encoding="utf-8")) == original
    status, out, _ = run(capsys, "convert", str(source), "-", "--to", "json")
    assert status == 0 and json_format.loads(out) == original


@pytest.mark.parametrize("name", ["pbn", "json", "lin"])
def test_deal_writes_files(capsys: pytest.CaptureFixture[str], name: str) -> None:
    status, out, _ = run(capsys, "deal", "-n", "10", "--seed", "7", "--format", name)
    assert status == 0
    module = __import__(f"bridgecraft.formats.{name}", fromlist=["loads"])
    records = module.loads(out, strict=True)
    rng = random.Random(7)
    assert [record.deal for record in records] == [Deal.random(rng) for _ in range(10)]
    assert [record.number for record in records] == list(range(1, 11))


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["show", "missing.pbn"], "no such file"),
        (["convert", "missing.pbn", "out.json"], "no such file"),
        (["convert", "a.pbn", "out.txt"], "cannot tell the format"),
        (["convert", "a.pbn", "-"], "needs --to"),
        (["convert", "a.pbn", "out.json", "--to", "xml"], "invalid format 'xml'"),
        (["deal", "--format", "xml"], "invalid format 'xml'"),
    ],
)
def test_file_mistakes_give_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], words: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.startswith("error: ") and words in err and err.count("\n") == 1


def test_terminals_get_red_hearts_and_diamonds() -> None:
    from io import StringIO

    from rich.console import Console

    from bridgecraft.cli.files import echo_board

    out = StringIO()
    echo_board(
        "♠ AK ♥ QJ [Event] ♦ 2 ♣ 3", Console(file=out, force_terminal=True, color_system="standard")
    )
    text = out.getvalue()
    assert "\x1b[31m♥\x1b[0m" in text and "\x1b[31m♦\x1b[0m" in text
    assert "\x1b[31m♠" not in text and "\x1b[31m♣" not in text
    assert "[Event]" in text  # text in brackets is printed, not taken as markup


def test_an_output_that_cannot_be_written_is_refused_before_any_work(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = tmp_path / "a.pbn"
    source.write_text(WORKED, encoding="utf-8")
    missing = str(tmp_path / "no" / "such" / "out.pbn")
    folder = tmp_path / "folder.pbn"
    folder.mkdir()
    for target, words in ((missing, "no such directory"), (str(folder), "it is a directory")):
        status, out, err = run(capsys, "convert", str(source), target)
        assert status == 2 and out == "" and err == f"error: cannot write {target!r}: {words}\n"
    # Nothing was read: the target is checked first (a missing source would say so).
    status, _, err = run(capsys, "convert", "missing.pbn", missing)
    assert status == 2 and "no such directory" in err
    # A file or directory not open to writing (root may write anything: simulated).
    present = tmp_path / "present.pbn"
    present.write_text("", encoding="utf-8")
    monkeypatch.setattr("os.access", lambda path, mode: False)
    for target, words in (
        (str(present), "the file is not writable"),
        (str(tmp_path / "new.pbn"), "the directory is not writable"),
    ):
        status, _, err = run(capsys, "convert", str(source), target)
        assert status == 2 and err == f"error: cannot write {target!r}: {words}\n"
    assert present.read_text(encoding="utf-8") == ""


def test_a_failed_write_is_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    source = tmp_path / "a.pbn"
    source.write_text(WORKED, encoding="utf-8")
    monkeypatch.setattr("bridgecraft.cli.files.os.replace", full)
    target = tmp_path / "out.json"
    target.write_text("the old file", encoding="utf-8")
    status, out, err = run(capsys, "convert", str(source), str(target))
    assert (status, out) == (2, "")
    assert err == f"error: cannot write {str(target)!r}: no space left on device\n"
    assert target.read_text(encoding="utf-8") == "the old file"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.pbn", "out.json"]


def test_a_write_cut_short_leaves_the_old_file_whole(tmp_path: Path) -> None:
    """A size limit stops the write half-way (as a full disk would): the file that was there
    is left as it was, and no part-written file is left beside it."""
    target = tmp_path / "out.pbn"
    target.write_text(WORKED, encoding="utf-8")
    limit = 1024

    def limited() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    source = find_shared_dir() / "data" / "endplay" / "example2.pbn"
    assert source.stat().st_size > 4 * limit
    done = subprocess.run(
        [sys.executable, "-m", "bridgecraft", "convert", str(source), str(target)],
        capture_output=True,
        text=True,
        preexec_fn=limited,
        check=False,
    )
    assert done.returncode == 2 and done.stderr.startswith(f"error: cannot write {str(target)!r}")
    assert target.read_text(encoding="utf-8") == WORKED
    assert [p.name for p in tmp_path.iterdir()] == ["out.pbn"]


def test_a_directory_or_an_empty_name_is_named_as_such(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "boards.pbn"
    folder.mkdir()
    for argv in (["show", str(folder)], ["show", str(tmp_path)], ["solve", str(tmp_path)]):
        status, out, err = run(capsys, *argv)
        assert (status, out) == (2, "")
        assert err == f"error: cannot read {argv[1]!r}: it is a directory\n"
    status, _, err = run(capsys, "match", "-n", "1", "--json", "")
    assert status == 2 and err == "error: cannot write '': no file name given\n"
    for command in (["show"], ["solve"], ["replay"]):  # '' is no deal, not this directory
        status, out, err = run(capsys, *command, "", *(["1NT"] if command == ["replay"] else []))
        assert (status, out) == (2, "")
        assert err.startswith("error: invalid deal '': expected a seat, ':' and four hands")


def test_a_file_without_a_known_extension_is_refused_with_what_to_do(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = tmp_path / "boards"
    source.write_text(WORKED, encoding="utf-8")
    for argv in (["show", str(source)], ["convert", str(source), str(tmp_path / "x.json")]):
        status, _, err = run(capsys, *argv)
        assert status == 2
        assert (
            err
            == f"error: cannot tell the format of {str(source)!r}: name it .pbn, .lin or .json\n"
        )


def test_convert_checks_the_boards_as_show_does_and_writes_nothing_on_a_problem(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = tmp_path / "revoke.pbn"
    # South's 1C after 1D 1H is insufficient: the file reads, the auction does not replay.
    source.write_text(
        '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
        f'[Deal "{Deal.from_index(12).to_pbn()}"]\n[Auction "N"]\n1D 1H 1C\n',
        encoding="utf-8",
    )
    target = tmp_path / "out.json"
    status, _, shown = run(capsys, "show", str(source))
    assert status == 2 and "insufficient bid 1C" in shown
    status, out, err = run(capsys, "convert", str(source), str(target))
    assert (status, out) == (2, "") and not target.exists()
    assert err.startswith(f"error: {source}: board 1") and "insufficient bid 1C" in err
    assert err.count("board 1") == 1  # the board is named once
    status, _, err = run(capsys, "convert", str(source), str(target), "--lenient")
    assert status == 0 and target.exists() and err.startswith("warning: ")


def test_a_strict_read_error_names_the_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = tmp_path / "bad.pbn"
    source.write_text('[Board "1"]\n]]]\n', encoding="utf-8")
    status, _, err = run(capsys, "convert", str(source), str(tmp_path / "o.json"))
    assert status == 2 and err.startswith(f"error: {source}: line 2: ")


@pytest.mark.parametrize("name", ["empty.pbn", "empty.lin", "empty.json"])
def test_a_file_without_boards_is_said_to_have_none(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
) -> None:
    path = tmp_path / name
    path.write_text(
        '{"format": "bridgecraft", "version": 1, "boards": []}' if name.endswith(".json") else ""
    )
    status, out, err = run(capsys, "show", str(path))
    assert (status, out) == (2, "") and err == f"error: {path}: no board in the file\n"
