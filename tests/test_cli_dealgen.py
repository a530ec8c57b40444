"""The dealgen command: deals that satisfy the spec in every format; one line and exit 2 for a
bad spec."""

from __future__ import annotations

import json

import pytest

from bridgecraft.analysis.dealer import Dealer
from bridgecraft.cli import main
from bridgecraft.core import Seat, Vulnerability
from bridgecraft.formats import lin, pbn

SPEC = "N: hcp 15-17 balanced; S: spades >= 5; dealer S; vul NS"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_pbn_boards_satisfy_the_spec(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "dealgen", SPEC, "-n", "8", "--seed", "7", "--format", "pbn")
    assert status == 0 and err == ""
    records = pbn.loads(out, strict=True)
    dealer = Dealer(SPEC)
    assert [record.deal for record in records] == list(dealer.deals(8, seed=7))
    for record in records:
        assert record.deal is not None and dealer.constraint(record.deal)
        assert record.dealer == Seat.S and record.vulnerability == Vulnerability.NS


def test_lin_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys, "dealgen", "W: hearts 6+", "-n", "3", "--seed", "1", "--format", "lin"
    )
    assert status == 0
    records = lin.loads(out, strict=True)
    assert len(records) == 3 and all(r.deal and r.deal[Seat.W].shape[1] >= 6 for r in records)
    status, out, _ = run(
        capsys, "dealgen", "W: hearts 6+", "-n", "3", "--seed", "1", "--format", "json"
    )
    assert status == 0 and json.loads(out)


def test_text_and_seed_repeat(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "dealgen", SPEC, "-n", "2", "--seed", "3", "--board", "5")
    assert status == 0 and out.count("North") == 2 and "Board 5" in out and "Board 6" in out
    assert "Dealer S" in out and "Vul NS" in out
    assert run(capsys, "dealgen", SPEC, "-n", "2", "--seed", "3", "--board", "5")[1] == out


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["dealgen", "N: hcp 15-"], "invalid dealer spec 'N: hcp 15-' at position 10"),
        (["dealgen", "N: spades 14"], "no North hand satisfies"),
        (["dealgen", "hcp(N)+hcp(S) >= 39", "--max-attempts", "100"], "100 attempts"),
        (["dealgen", "N: hcp 12+", "--format", "xml"], "invalid format 'xml'"),
        (["dealgen", "N: hcp 12+", "-n", "0"], "invalid count 0"),
        (["dealgen", "N: hcp 12+", "--max-attempts", "0"], "invalid --max-attempts 0"),
    ],
)
def test_mistakes_are_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], fragment: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1 and fragment in err
