"""Boards from a file for ``play --file`` and ``match --file``: a file's full deals in its
order, with their numbers, dealers and vulnerabilities; boards without a full deal left out
and counted; a file with none, a missing file and a save over the file refused in one
line."""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path

import pytest
from rich.console import Console
from tests._shared import find_shared_dir

from bridgecraft.cli import main
from bridgecraft.cli.files import read_boards, read_records
from bridgecraft.cli.play import SessionSummary, run_session
from bridgecraft.core import Board, Deal, InvalidNotationError, Seat, Side, Vulnerability, imps
from bridgecraft.formats import pbn
from bridgecraft.formats.record import BoardRecord
from bridgecraft.formats.travellers import stated_results

DATA = find_shared_dir() / "data"


def boards_file(tmp_path: Path, *, partial: bool = False) -> tuple[Path, list[Board]]:
    """A PBN file of three boards with their own numbers, dealers and vulnerabilities (and,
    with ``partial``, a fourth that gives only North's hand)."""
    boards = [
        Board(7, Deal.from_index(10**27)),
        Board(8, Deal.from_index(3 * 10**27), dealer=Seat.S, vulnerability=Vulnerability.NONE),
        Board(2, Deal.from_index(5 * 10**26)),
    ]
    records = [
        BoardRecord(number=b.number, dealer=b.dealer, vulnerability=b.vulnerability, deal=b.deal)
        for b in boards
    ]
    if partial:
        north = Deal.from_index(1).hands[Seat.N]
        records.append(BoardRecord(number=9, hands=(north, None, None, None)))
    path = tmp_path / "boards.pbn"
    pbn.dump(records, path)
    return path, boards


@pytest.mark.parametrize(
    "name", ["endplay/example3.pbn", "endplay/example1.lin", "endplay/example2.pbn"]
)
def test_a_real_files_boards_are_its_full_deals_in_order_each_once(name: str) -> None:
    path = DATA / name
    records = read_records(path, strict=False)
    boards, note = read_boards(path)
    full = [record for record in records if record.deal is not None]
    missing = len(records) - len(full)
    assert boards and (note is None) == (missing == 0)
    assert note is None or f"note: {missing} board" in note
    seen: set[tuple[int, int]] = set()
    first = []  # the first record of each board: a file of one game a table repeats them
    for record in full:
        assert record.deal is not None
        if (record.board_number, record.deal.index) not in seen:
            seen.add((record.board_number, record.deal.index))
            first.append(record)
    assert len(boards) == len(first) <= len(full)
    for board, record in zip(boards, first, strict=True):
        assert board.deal == record.deal
        assert board.number == record.board_number
        if record.dealer is not None:
            assert board.dealer == record.dealer
        if record.vulnerability is not None:
            assert board.vulnerability == record.vulnerability


def test_boards_without_a_full_deal_are_left_out_and_named(tmp_path: Path) -> None:
    path, boards = boards_file(tmp_path, partial=True)
    note = f"note: 1 board of {path} without a full deal left out: board 9"
    assert read_boards(path) == (boards, note)
    assert read_boards(boards_file(tmp_path)[0]) == (boards, None)


def test_a_file_with_no_full_deal_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "empty.pbn"
    path.write_text('[Board "1"]\n[Deal ""]\n', encoding="utf-8")
    with pytest.raises(InvalidNotationError, match="no board with a full deal to play"):
        read_boards(path)


def played(boards: list[Board], **options: object) -> tuple[str, SessionSummary]:
    """A session of ``boards`` with simple robots, every line answered ``auto``."""
    out = io.StringIO()
    summary = run_session(
        io.StringIO("auto\n" * 1000),
        Console(file=out, width=120),
        robots="simple",
        seed=3,
        boards=boards,
        **options,  # type: ignore[arg-type]
    )
    return out.getvalue(), summary


def session(boards: list[Board], **options: object) -> tuple[str, tuple[Board, ...], bool]:
    text, summary = played(boards, **options)
    return text, tuple(game.board for game in summary.games), summary.quit


def test_at_imps_the_files_boards_are_played_as_they_are(tmp_path: Path) -> None:
    _, boards = boards_file(tmp_path)
    text, played, quit_early = session(boards, scoring="imps")
    assert played == tuple(boards) and not quit_early  # ends with the boards, input left
    assert "Deal 1 of 3" in text and "Deal 3 of 3" in text and "=== Board 8" in text
    assert text.count("IMPs against par:") == 3


def test_at_rubber_the_file_gives_the_deals_and_the_rubber_the_rest(tmp_path: Path) -> None:
    _, boards = boards_file(tmp_path)
    _, played, _ = session(boards, scoring="rubber", deals=2)
    assert [board.deal for board in played] == [board.deal for board in boards[:2]]
    assert [board.dealer for board in played] == [Seat.N, Seat.E]  # the rubber's rotation
    assert played[0].vulnerability == Vulnerability.NONE


def test_no_boards_or_not_boards_are_refused() -> None:
    for bad in ([], [Deal.from_index(0)]):
        with pytest.raises(InvalidNotationError, match="expected one Board or more"):
            session(bad)  # type: ignore[arg-type]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_play_file_from_the_command_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path, boards = boards_file(tmp_path, partial=True)
    saved = tmp_path / "played.pbn"
    monkeypatch.setattr(sys, "stdin", io.StringIO("auto\n" * 1000))
    status, out, err = run(
        capsys, "play", "--file", str(path), "--robots", "simple", "--scoring", "imps",
        "--seed", "2", "--deals", "2", "--save", str(saved),
    )  # fmt: skip
    assert (status, err) == (0, "")
    assert f"1 board of {path} without a full deal left out: board 9" in out
    records = pbn.loads(saved.read_text(encoding="utf-8"), strict=True)
    assert [record.to_board() for record in records] == boards[:2]
    assert all(record.to_game().is_finished for record in records)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--file", "{missing}"], "no such file"),
        (["--file", "{path}", "--save", "{same}"], "--file and --save name the same file"),
        (["--file", "{empty}"], "no board with a full deal to play"),
    ],
)
def test_play_file_mistakes_are_one_line_and_change_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: list[str], message: str
) -> None:
    path, _ = boards_file(tmp_path)
    empty = tmp_path / "empty.lin"
    empty.write_text("", encoding="utf-8")
    before = path.read_bytes()
    names = {
        "missing": str(tmp_path / "missing.pbn"),
        "path": str(path),
        "same": f"{tmp_path}/../{tmp_path.name}/boards.pbn",
        "empty": str(empty),
    }
    status, out, err = run(capsys, "play", *(word.format(**names) for word in argv))
    assert (status, out) == (2, "")
    assert err.startswith("error: ") and message in err and err.count("\n") == 1
    assert path.read_bytes() == before


def test_match_file_plays_the_files_boards(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path, boards = boards_file(tmp_path, partial=True)
    status, out, err = run(
        capsys, "match", "--file", str(path), "--a", "random", "--b", "simple+random",
        "--mode", "full", "--seed", "1", "--json", "-",
    )  # fmt: skip
    assert status == 0, err
    data = json.loads(out)
    assert data["n"] == 3
    assert [
        (entry["board"], entry["dealer"], entry["vulnerability"], entry["deal"])
        for entry in data["boards"]
    ] == [(b.number, str(b.dealer), str(b.vulnerability), b.deal.to_pbn()) for b in boards]
    status, out, err = run(
        capsys, "match", "--file", str(path), "-n", "2", "--a", "random", "--b", "random",
        "--mode", "full", "--seed", "1", "--no-progress",
    )  # fmt: skip
    assert status == 0, err
    assert "random vs random, 2 boards" in out
    assert f"boardsof{path}," in "".join(out.split())  # the caption, wrapped to the table


def test_each_deal_is_compared_with_the_field_of_the_files_traveller() -> None:
    boards = [Board(1, Deal.from_index(10**27))]
    field = (420, 170, -50, 170, -100)
    text, summary = played(boards, fields=[field], scoring="imps", seat=Seat.E)
    result = summary.games[0].result()
    assert result is not None
    mine = -result.score_for(Side.NS)  # East: from East-West's side
    theirs = [-score for score in field]
    beaten = sum(score < mine for score in theirs)
    tied = sum(score == mine for score in theirs)
    assert f"beats {beaten} and ties {tied}: {2 * beaten + tied:g} of 10 matchpoints" in text
    assert "Butler: datum +100 (NS)" in text  # 170, -50 and 170 kept: 96.7, to the nearest 10
    won = imps(mine + 100)  # East-West's IMPs against NS's datum of +100
    assert f"your IMPs {won:+d}" in text if won else "your IMPs 0" in text


def test_play_file_of_a_club_compares_with_its_travellers(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("auto\n" * 1000))
    ruter = DATA / "richardschneider-pbn" / "ruter71.pbn"
    status, out, err = run(
        capsys, "play", "--file", str(ruter), "--robots", "simple", "--seed", "1", "--deals", "2"
    )
    assert (status, err) == (0, "")
    assert out.count("Against the field (8 results): ") == 2
    assert "Butler: datum -90 (NS)" in out  # board 1's datum, as the file states it
    won = [float(m) for m in re.findall(r": ([\d.]+) of 16 matchpoints", out)]
    imps_won = [int(m) for m in re.findall(r"your IMPs ([+-]?\d+)", out)]
    assert len(won) == len(imps_won) == 2
    total = f"{sum(won):g} of 32 matchpoints ({round(100 * sum(won) / 32, 1)}%)"
    signed = f"{sum(imps_won):+d}" if sum(imps_won) else "0"
    assert f"Against the field: {total} and {signed} IMPs (Butler) over 2 deal(s)" in out


def test_a_file_of_one_game_a_table_gives_each_board_once_with_its_field() -> None:
    # example2.pbn: a teams event, 299 games of 10 boards; each game states its result
    path = DATA / "endplay" / "example2.pbn"
    records = read_records(path, strict=False)
    boards, _ = read_boards(path)
    assert len(boards) == 10 and len(records) == 299
    first = boards[0]
    games = [r for r in records if r.deal == first.deal and r.board_number == first.number]
    assert len(games) == 30 and len(stated_results(games)) >= 25
    checked = 0
    for game in records:  # every game's own score ("NS 120"), worked out again by the Laws
        if game.tag("Score") and stated_results([game]):
            assert stated_results([game]) == (int(game.tag("Score").split()[-1]),)
            checked += 1
    assert checked == 279  # the 20 others state no result


@pytest.mark.parametrize(
    "argv",
    [["solve", "--json"], ["match", "--a", "sayc", "--b", "simple", "-n", "3", "--file"]],
)
def test_a_truncated_file_says_which_boards_it_left_out(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: list[str]
) -> None:
    # Before: solve and match skipped the broken board unseen, with exit 0 and no word.
    text = (DATA / "richardschneider-pbn" / "Hazlemere_Trophy.pbn").read_text(encoding="utf-8")
    cut = text.rindex('[Deal "') + 20  # the last board's deal, cut off in the middle
    path = tmp_path / "cut.pbn"
    path.write_text(text[:cut], encoding="utf-8")
    records = read_records(path, strict=False)
    broken = [record for record in records if record.deal is None]
    assert len(broken) == 1 and broken[0].number is not None
    if argv[0] == "solve":
        status, out, err = run(capsys, *argv, str(path))
        assert len(json.loads(out)["boards"]) == len(records) - 1
    else:
        status, out, err = run(capsys, *argv[:-1], "--seed", "1", argv[-1], str(path))
        assert "IMPs/board" in out
    assert status == 0
    assert err == (
        f"note: 1 board of {path} without a full deal left out: board {broken[0].number}\n"
    )
