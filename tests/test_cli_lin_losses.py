"""``convert`` to LIN says, in one note on standard error, what LIN cannot hold of the boards
(and writes the file all the same, exit 0); commands whose boards LIN holds whole print
nothing (docs/decisions/0029)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests._shared import WORKED_PBN, find_shared_dir
from tests.test_cli_files import run
from tests.test_lin import EXAMPLE1, SPEC_EXAMPLE

from bridgecraft.formats import BoardRecord, lin, pbn
from bridgecraft.formats import json as json_format

DATA = find_shared_dir() / "data"


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def board_text(number: int, extra: str = "") -> str:
    """Board 3 of the worked example as board ``number``, with ``extra`` tag lines."""
    text = WORKED_PBN.replace('[Board "3"]', f'[Board "{number}"]')
    return text.replace('[Scoring "MP"]\n', '[Scoring "MP"]\n' + extra)


def test_a_note_says_what_lin_cannot_hold_and_the_file_is_written(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = write(tmp_path, "game.pbn", WORKED_PBN)
    target = tmp_path / "game.lin"
    status, out, err = run(capsys, "convert", str(source), str(target))
    assert (status, out) == (0, "")
    assert err == (
        f"note: LIN cannot hold everything in {source}: 1 board loses tags Event, Site, "
        "Date, Scoring (a .json file keeps it all)\n"
    )
    records = pbn.loads(WORKED_PBN)
    assert target.read_text(encoding="utf-8") == lin.dumps(records)


def test_the_note_goes_to_standard_error_when_writing_to_standard_output(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = write(tmp_path, "game.pbn", WORKED_PBN)
    status, out, err = run(capsys, "convert", str(source), "-", "--to", "lin")
    assert status == 0
    assert out == lin.dumps(pbn.loads(WORKED_PBN))
    assert err.startswith("note: LIN cannot hold everything in ") and err.count("\n") == 1


def test_the_note_sums_up_many_boards_on_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    tables = '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\nN NT 6\n'
    boards = [board_text(n) for n in range(1, 13)]
    boards[0] = board_text(1, '[Round "2"]\n')
    # No play: nothing in LIN says how many tricks declarer took.
    boards[1] = board_text(2)[: board_text(2).index('[Play "N"]')]
    boards[2] = board_text(3, '[Annotator "me"]\n') + tables
    boards[3] = board_text(4).replace("D2 S5 DQ D4", "D2 S5 DQ D4 $7")
    # An insufficient bid: a warning (--lenient), and no contract follows from the auction.
    boards[4] = board_text(5).replace("1D Pass 2D", "1D Pass 1C")
    source = write(tmp_path, "club.pbn", "\n".join(boards))
    target = tmp_path / "club.lin"
    status, _, err = run(capsys, "convert", str(source), str(target), "--lenient")
    assert status == 0 and target.exists()
    notes = [line for line in err.splitlines() if line.startswith("note: ")]
    assert len(notes) == 1 and err.endswith(notes[0] + "\n")  # after the warnings
    assert err.startswith("warning: ") and "insufficient bid 1C after 1D" in err
    assert notes[0] == (
        f"note: LIN cannot hold everything in {source}: 12 boards lose tags Event, Site, Date, "
        "Scoring and 2 more; 1 board loses the stated result; 1 board loses the "
        "OptimumResultTable section; and 3 more kinds of loss (a .json file keeps it all)"
    )
    # What the note sums up is what the API says of the boards.
    records = pbn.load(source)
    assert [lin.losses(record) for record in records][1] == (
        "tags Event, Site, Date, Scoring",
        "the stated result (8 tricks)",
    )
    assert lin.loss_summary(records)[3:] == (
        "1 board loses card annotations",
        "1 board loses the stated contract",
        "1 board loses the stated declarer",
    )


def test_nothing_lost_nothing_said(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # A PBN file written from LIN boards holds nothing that LIN cannot: no note.
    source = write(tmp_path, "from_lin.pbn", pbn.dumps(lin.loads(SPEC_EXAMPLE)))
    status, _, err = run(capsys, "convert", str(source), str(tmp_path / "back.lin"))
    assert (status, err) == (0, "")
    assert (tmp_path / "back.lin").read_text(encoding="utf-8") == SPEC_EXAMPLE + "\n"
    status, _, err = run(capsys, "convert", str(EXAMPLE1), str(tmp_path / "again.lin"))
    assert (status, err) == (0, "")
    json_file = write(tmp_path, "boards.json", json_format.dumps(lin.load(EXAMPLE1)))
    status, _, err = run(capsys, "convert", str(json_file), str(tmp_path / "boards.lin"))
    assert (status, err) == (0, "")


@pytest.mark.parametrize("target", ["out.pbn", "out.json"])
def test_other_formats_get_no_note(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, target: str
) -> None:
    source = write(tmp_path, "game.pbn", WORKED_PBN)
    status, _, err = run(capsys, "convert", str(source), str(tmp_path / target))
    assert (status, err) == (0, "")


def test_a_shared_pbn_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    source = DATA / "endplay" / "example2.pbn"
    status, _, err = run(capsys, "convert", str(source), str(tmp_path / "example2.lin"))
    assert status == 0
    assert err == (
        f"note: LIN cannot hold everything in {source}: 299 boards lose tags Event, Site, Date, "
        "Scoring and 8 more; 299 boards lose the OptimumResultTable section; 20 boards lose "
        "the stated contract (a .json file keeps it all)\n"
    )
    assert len(lin.load(tmp_path / "example2.lin")) == 299


def test_a_strict_conversion_that_stops_says_nothing_of_lin(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = write(tmp_path, "bad.pbn", WORKED_PBN.replace("1D Pass 2D", "1D Pass 1C"))
    target = tmp_path / "bad.lin"
    status, _, err = run(capsys, "convert", str(source), str(target))
    assert status == 2 and not target.exists()
    assert err.startswith("error: ") and "note:" not in err


@pytest.mark.parametrize(
    "argv",
    [
        ["deal", "-n", "8", "--seed", "3", "--format", "lin"],
        ["dealgen", "N: hcp 15-17 balanced", "-n", "3", "--seed", "2", "--format", "lin"],
    ],
)
def test_dealt_boards_lose_nothing_and_nothing_is_said(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    status, out, err = run(capsys, *argv)
    assert (status, err) == (0, "")
    records = lin.loads(out, strict=True)
    assert len(records) == int(argv[argv.index("-n") + 1])
    # The commands write boards of a number, dealer, vulnerability and deal, and nothing
    # else (what is read back is exactly that); LIN holds all of it.
    dealt = [
        BoardRecord(number=r.number, dealer=r.dealer, vulnerability=r.vulnerability, deal=r.deal)
        for r in records
    ]
    assert records == dealt
    assert all(r.deal is not None and r.dealer is not None for r in dealt)
    assert [lin.losses(record) for record in dealt] == [()] * len(dealt)
