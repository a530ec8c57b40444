"""The solve command: table and par of a deal or a file, the trace with --play, JSON, and one
line with exit 2 for every user mistake."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from tests._shared import find_shared_dir

from bridgecraft.analysis import dd_table, par, trace
from bridgecraft.cli import main
from bridgecraft.core import Board, Deal, Seat, Strain, Vulnerability
from bridgecraft.formats import lin

DEAL = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"
LIN_FILE = find_shared_dir() / "data" / "endplay" / "example1.lin"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_a_deal_prints_its_table_and_par(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "solve", DEAL)
    assert status == 0 and err == ""
    table = dd_table(Deal.from_pbn(DEAL))
    rows = {line.split()[0]: line.split()[1:] for line in out.splitlines()[3:8]}
    assert rows["W"] == [str(table[s, Seat.W]) for s in Strain]
    assert "Par NS -110 (2S-EW)" in out


@pytest.mark.parametrize("number", [2, 3, 7, 16])
def test_a_deal_with_a_board_number_takes_its_dealer_and_vulnerability_from_law_2(
    capsys: pytest.CaptureFixture[str], number: int
) -> None:
    status, out, _ = run(capsys, "solve", DEAL, "--board", str(number), "--json")
    assert status == 0
    entry = json.loads(out)["boards"][0]
    board = Board(number, Deal.from_pbn(DEAL))
    assert (entry["dealer"], entry["vulnerability"]) == (
        str(board.dealer),
        str(board.vulnerability),
    )
    assert entry["par"] == par(board.deal, board.vulnerability, board.dealer).to_dict()


def test_json_with_dealer_and_vulnerability(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "solve", DEAL, "--dealer", "E", "--vul", "EW", "--json")
    assert status == 0
    entry = json.loads(out)["boards"][0]
    deal = Deal.from_pbn(DEAL)
    assert entry["table"]["E"]["S"] == dd_table(deal)[Strain.S, Seat.E]
    assert entry["par"] == par(deal, Vulnerability.EW, Seat.E).to_dict()
    assert (entry["dealer"], entry["vulnerability"]) == ("E", "EW")


def test_play_traces_every_played_board_of_a_file(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "solve", str(LIN_FILE), "--play", "--json")
    assert status == 0
    entries = json.loads(out)["boards"]
    records = [r for r in lin.load(LIN_FILE) if r.deal is not None]
    assert len(entries) == len(records)
    traced = 0
    for entry, record in zip(entries, records, strict=True):
        game = record.to_game()
        if "trace" not in entry:
            assert not record.play or game.contract is None
            continue
        traced += 1
        expected = trace(game)
        assert entry["trace"]["before"] == expected.before
        assert [c["tricks"] for c in entry["trace"]["cards"]] == list(expected.tricks[1:])
        assert [c["cost"] for c in entry["trace"]["cards"]] == [s.cost for s in expected.steps]
    assert traced > 0
    status, text, _ = run(capsys, "solve", str(LIN_FILE), "--play", "--board", "1")
    assert status == 0 and "tricks double dummy before the lead" in text
    # the cards in the table's words, as play's trace writes them ("West ♠K 8 !2")
    first = next(line for line in text.splitlines() if line.startswith("  trick  1:"))
    seat = r"(North|East|South|West) [♠♥♦♣](10|[2-9JQKA]) \d+( !\d+)?"
    assert re.fullmatch(rf"  trick  1: {seat}(, {seat}){{3}}", first), first


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["solve", "nonsense"], "invalid deal 'nonsense'"),
        (["solve", "missing.pbn"], "cannot read 'missing.pbn': no such file"),
        (["solve", DEAL, "--vul", "sideways"], "sideways"),
        (["solve", DEAL, "--play"], "--play needs a file"),
        (["solve", str(LIN_FILE), "--board", "999"], "no board 999"),
        (["solve", str(LIN_FILE), "--dealer", "E"], "--dealer 'E' applies to a deal, not"),
        (["solve", DEAL, "--dealer", ""], "invalid seat ''"),
        (["solve", "①"], "invalid deal '①'"),
        (["show", str(LIN_FILE), "--vul", "NS"], "--vul 'NS' applies to a deal, not"),
        (["show", "12³"], "invalid deal '12³'"),
        (["replay", "²", "P"], "invalid deal '²'"),
    ],
)
def test_mistakes_give_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.startswith("error: ") and message in err and err.count("\n") == 1


def test_a_file_without_full_deals_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "partial.pbn"
    path.write_text('[Board "1"]\n[Deal "N:AKQJ.T98.765.432 - - -"]\n')
    status, _, err = run(capsys, "solve", str(path))
    assert status == 2 and "no board with a full deal" in err
