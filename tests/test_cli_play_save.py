"""``play --save`` onto a file that already holds games: they are kept byte for byte and the
session's deals follow them (decision 0035); a file that holds no PBN game is refused before
anything is played; a failed write leaves the games the file held."""

from __future__ import annotations

import datetime
import io
import random
import shutil
from pathlib import Path

import pytest
from rich.console import Console
from tests._shared import find_shared_dir

from bridgecraft.cli import main
from bridgecraft.cli.play import record_of, run_session
from bridgecraft.cli.play_save import SessionFile, pbn_date
from bridgecraft.core import Board, Game, InvalidNotationError
from bridgecraft.formats import pbn

DATA = find_shared_dir() / "data"


def session(save: Path, deals: int = 1, seed: int = 5) -> str:
    out = io.StringIO()
    run_session(
        io.StringIO("auto\n" * 400),
        Console(file=out, width=120),
        seed=seed,
        deals=deals,
        save=save,
        robots="simple",
        scoring="imps",
    )
    return out.getvalue()


def test_a_second_session_keeps_the_first_sessions_games(tmp_path: Path) -> None:
    path = tmp_path / "log.pbn"
    first_text = session(path, deals=2, seed=5)
    assert "already in it" not in first_text
    first = path.read_bytes()
    text = session(path, deals=1, seed=6)
    assert f"Saving to {path} after the 2 game(s) already in it" in text
    assert "Saved 1 deal(s)" in text
    data = path.read_bytes()
    assert data.startswith(first) and len(data) > len(first)
    records = pbn.loads(data, strict=True)
    assert len(records) == 3 and records[:2] == pbn.loads(first, strict=True)
    assert [record.number for record in records] == [1, 2, 1]
    assert data.count(b"% PBN 2.1") == 1 and b"\n\n\n" not in data.replace(b"\r", b"")


@pytest.mark.parametrize(
    "name", ["endplay/example3.pbn", "richardschneider-pbn/ruter71.pbn", "endplay/sample.pbn"]
)
def test_a_real_file_keeps_its_bytes_and_games(name: str, tmp_path: Path) -> None:
    path = tmp_path / "club.pbn"
    shutil.copy(DATA / name, path)
    before = path.read_bytes()
    games = pbn.loads(before)
    session(path, deals=1)
    after = path.read_bytes()
    assert after.startswith(before)
    records = pbn.loads(after)
    assert records[: len(games)] == games and len(records) == len(games) + 1
    assert records[-1].to_game().is_finished


@pytest.mark.parametrize(
    ("text", "encoding", "newline"),
    [
        ('[Event "Ørsted cup"]\n[Board "9"]\n', "latin-1", "\n"),
        ('\ufeff[Event "Wide Ørsted"]\r\n[Board "9"]', "utf-16-le", "\r\n"),
        ('[Event "Ørsted cup"]\r[Board "9"]\r\r', "utf-8", "\r"),
        ('[Event "Ørsted cup"] [Board "9"]', "utf-8", "\r\n"),
    ],
)
def test_the_files_character_set_and_line_ends_are_kept(
    text: str, encoding: str, newline: str, tmp_path: Path
) -> None:
    path = tmp_path / "old.pbn"
    before = text.encode(encoding)
    path.write_bytes(before)
    session(path)
    after = path.read_bytes()
    assert after.startswith(before)
    added = after[len(before) :].decode(encoding)
    assert added.count(newline) > 20 and added.replace(newline, "").count("\n") == 0
    records = pbn.loads(after)
    assert "Ørsted" in records[0].tag("Event") and records[0].number == 9
    assert [record.number for record in records] == [9, 1]
    assert records[1].to_game().is_finished


@pytest.mark.parametrize("content", [b"my shopping list\n", b"\x00\x01\x02"])
def test_a_file_without_pbn_games_is_refused_and_kept(content: bytes, tmp_path: Path) -> None:
    path = tmp_path / "notes.pbn"
    path.write_bytes(content)
    with pytest.raises(InvalidNotationError, match="holds no PBN game") as raised:
        session(path)
    assert repr(str(path)) in str(raised.value)
    assert path.read_bytes() == content


def test_the_cli_refuses_a_file_without_pbn_games_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "notes.pbn"
    path.write_text("my shopping list\n", encoding="utf-8")
    assert main(["play", "--save", str(path), "--deals", "1"]) != 0
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and "holds no PBN game" in lines[0]
    assert path.read_text(encoding="utf-8") == "my shopping list\n"


def test_an_empty_file_is_written_anew(tmp_path: Path) -> None:
    path = tmp_path / "empty.pbn"
    path.write_text("\n", encoding="utf-8")
    assert SessionFile(path).kept == 0
    session(path)
    assert path.read_bytes().startswith(b"% PBN 2.1\r\n")
    assert len(pbn.load(path)) == 1


def test_a_file_of_pbn_comments_keeps_them(tmp_path: Path) -> None:
    path = tmp_path / "header.pbn"
    before = b"% PBN 2.1\n% EXPORT\n"
    path.write_bytes(before)
    assert SessionFile(path).kept == 0
    session(path)
    after = path.read_bytes()
    assert after.startswith(before) and after.count(b"% PBN") == 1
    assert len(pbn.loads(after, strict=True)) == 1


def test_a_failed_write_keeps_the_games_the_file_held(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "log.pbn"
    session(path, deals=1)
    before = path.read_bytes()

    def full(source: object, destination: object) -> None:  # written, then the disk is full
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("bridgecraft.cli.files.os.replace", full)
    text = session(path, deals=1)
    assert "no space left on device" in text
    assert path.read_bytes() == before
    assert [each.name for each in tmp_path.iterdir()] == ["log.pbn"]


def test_records_name_the_scoring_as_pbn_does_and_the_day() -> None:
    game = Game(Board.random(1, random.Random(1)))
    names = ("a", "b", "c", "d")
    day = datetime.date(2026, 12, 4)
    tags = {
        scoring: dict(record_of(game, players=names, scoring=scoring, day=day).tags)
        for scoring in ("rubber", "chicago", "imps")
    }
    assert [each["Scoring"] for each in tags.values()] == ["Rubber", "Chicago", "IMP"]
    assert tags["imps"]["Date"] == "2026.12.04" == pbn_date(day)
    today = dict(record_of(game, players=names, scoring="imps").tags)["Date"]
    assert today == pbn_date(datetime.date.today())
