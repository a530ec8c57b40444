"""Board numbers and stated contracts in the file formats.

One rule for board numbers, shared by reading and writing: any whole number from 1 (what
``Board`` accepts), written in full; a number a reader cannot take is a record error that
names it and says why, never a number cut short. And a Contract or Declarer that disagrees
with an auction that ends is kept as written and reported.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgecraft.cli import main
from bridgecraft.core import (
    Board,
    Call,
    Deal,
    InvalidNotationError,
    Seat,
    board_dealer,
    board_vulnerability,
)
from bridgecraft.formats import BoardRecord, CallEntry, lin, pbn
from bridgecraft.formats import json as bridge_json

DEAL = Deal.from_index(123_456_789)
FORMATS = {"lin": lin, "json": bridge_json, "pbn": pbn}
BIG_NUMBERS = [10**9 - 1, 10**9, 10**10, 2**63, 10**40 + 7]


def board_record(number: int) -> BoardRecord:
    """A record of board ``number`` as ``bridgecraft deal`` gives it."""
    board = Board(number, DEAL)
    return BoardRecord(
        number=number, dealer=board.dealer, vulnerability=board.vulnerability, deal=DEAL
    )


def round_trip(name: str, number: int) -> None:
    module = FORMATS[name]
    record = board_record(number)
    text = module.dumps([record])
    assert module.loads(text, strict=True) == [record]
    (again,) = module.loads(text)
    assert again.number == number and again.errors == ()
    board = again.to_board()
    assert (board.number, board.dealer, board.vulnerability) == (
        number,
        board_dealer(number),
        board_vulnerability(number),
    )


# -- every number we write reads back -------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 10**60) | st.sampled_from(BIG_NUMBERS), st.sampled_from(["lin", "json"]))
def test_board_numbers_of_any_size_round_trip(number: int, name: str) -> None:
    round_trip(name, number)


@pytest.mark.parametrize("number", [1, 16, 10**9 - 1])
def test_pbn_board_numbers_round_trip(number: int) -> None:
    round_trip("pbn", number)


@pytest.mark.parametrize("number", [10**9, 10**10, 2**63, 10**40 + 7])
def test_pbn_board_numbers_of_ten_digits_or_more_round_trip(number: int) -> None:
    round_trip("pbn", number)


def test_the_cli_shows_a_big_board_it_dealt_as_lin(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["deal", "--board", "1000000000", "--seed", "1", "--format", "lin"]) == 0
    path = tmp_path / "big.lin"
    path.write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["show", str(path)]) == 0
    out = capsys.readouterr().out
    number = 1_000_000_000
    assert f"Board {number}" in out and f"Dealer {board_dealer(number)}" in out
    assert f"Vul {board_vulnerability(number)}" in out


# -- LIN: never cut short -------------------------------------------------------------------

LIN_MD = "md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|"


@pytest.mark.parametrize(
    "text",
    [
        "{md}ah|Board 1000000000|",
        "qx|o1000000000|{md}",
        "qx|c1000000000|{md}ah|Board 1000000000|",
        "{md}ah|board #01000000000|",  # a loose heading: kept as written, the number read whole
        "qx|O 1000000000|{md}",
    ],
)
def test_lin_reads_every_digit_of_a_board_number(text: str) -> None:
    (record,) = lin.loads(text.format(md=LIN_MD))
    assert record.number == 1_000_000_000 and record.errors == ()
    (again,) = lin.loads(lin.dumps([record]), strict=True)
    assert again == record


TOO_LONG = "1" * 5000  # more digits than Python turns into an int


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("{md}ah|Board 0|", "invalid board number '0': boards are numbered from 1"),
        ("{md}ah|Board 000|", "invalid board number '000': boards are numbered from 1"),
        ("qx|o0|{md}", "invalid board number '0': boards are numbered from 1"),
        (f"{{md}}ah|Board {TOO_LONG}|", "too many digits (5000)"),
        (f"qx|c{TOO_LONG}|{{md}}", "too many digits (5000)"),
        (f"{{md}}ah|Board {TOO_LONG} of the final|", "too many digits (5000)"),
    ],
    ids=lambda value: value[:20],
)
def test_lin_board_numbers_it_cannot_take_are_record_errors(text: str, reason: str) -> None:
    text = text.format(md=LIN_MD)
    (record,) = lin.loads(text)
    assert record.number is None
    [error] = record.errors
    assert error.line == 1 and reason in error.reason
    with pytest.raises(InvalidNotationError, match=r"^line 1: .*" + re.escape(reason)):
        lin.loads(text, strict=True)
    (again,) = lin.loads(lin.dumps([record]))  # the pair is kept as written
    assert again == record and [e.reason for e in again.errors] == [error.reason]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("0", "invalid board number '0': boards are numbered from 1"),
        ("-3", "invalid board number '-3'"),
        ("12a", "invalid board number '12a'"),
        ("1" * 5000, "too many digits (5000)"),
    ],
)
def test_pbn_board_numbers_it_cannot_take_are_record_errors(text: str, reason: str) -> None:
    source = f'[Board "{text}"]\n[Dealer "N"]\n'
    (record,) = pbn.loads(source)
    assert record.number is None
    assert any(reason in error.reason for error in record.errors)
    with pytest.raises(InvalidNotationError, match=re.escape(reason)):
        pbn.loads(source, strict=True)


# -- JSON: numbers from 1 -------------------------------------------------------------------


def line_of(member: str, text: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if f'"{member}"' in line)


def json_document(board: dict[str, object]) -> str:
    return json.dumps({"format": "bridgecraft", "version": 1, "boards": [board]}, indent=1)


@pytest.mark.parametrize("number", [0, -3, -1, 0.0])
def test_json_board_numbers_below_one_are_rejected(number: float) -> None:
    text = json_document({"number": number, "deal": DEAL.to_pbn()})
    (record,) = bridge_json.loads(text)
    assert record.number is None and record.deal == DEAL
    [error] = record.errors
    assert error.line == line_of("number", text)
    assert error.reason == (
        f"boards[0].number: expected a board number (an integer from 1), found the number "
        f"{number!r}"
    )
    with pytest.raises(InvalidNotationError, match=r"^line \d+: boards\[0\]\.number: expected"):
        bridge_json.loads(text, strict=True)


@pytest.mark.parametrize("number", [0, -3])
def test_the_json_and_pbn_writers_refuse_board_numbers_below_one(number: int) -> None:
    with pytest.raises(InvalidNotationError, match=f"cannot write board number {number}"):
        bridge_json.dumps(BoardRecord(number=number, deal=DEAL))
    with pytest.raises(InvalidNotationError, match=f"cannot write board number {number}"):
        pbn.dumps([BoardRecord(number=number, deal=DEAL)])  # PBN refuses it too


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["claim", "result"]),
    st.integers(-5, 30),
    st.sampled_from(["json", "pbn"]),
)
def test_tricks_a_reader_refuses_are_refused_by_its_writer(
    name: str, tricks: int, form: str
) -> None:
    # Before: pbn.dumps wrote Result "99", which pbn.loads then refused.
    record = BoardRecord(number=3, deal=DEAL, **{name: tricks})
    module = FORMATS[form]
    if 0 <= tricks <= 13:
        back = module.loads(module.dumps([record]), strict=True)[0]
        assert tricks in (back.claim, back.result)
    else:
        expected = f"board 3: cannot write {name} {tricks}: expected 0 to 13 tricks"
        with pytest.raises(InvalidNotationError, match=re.escape(expected)):
            module.dumps([record])


def test_a_negative_json_board_does_not_become_an_unreadable_pbn_board(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source, target = tmp_path / "neg.json", tmp_path / "neg.pbn"
    source.write_text(json_document({"number": -3, "deal": DEAL.to_pbn()}), encoding="utf-8")
    assert main(["convert", str(source), str(target)]) == 2
    assert "boards[0].number: expected a board number" in capsys.readouterr().err
    assert not target.exists()
    assert main(["show", str(source)]) == 2
    assert "found the number -3" in capsys.readouterr().err


# -- stated contracts that the auction contradicts ------------------------------------------

CONTRADICTING_PBN = """\
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:T62.JT95.T974.Q4 AJ.AK83.Q86.JT63 Q985.Q.AKJ3.AK52 K743.7642.52.987"]
[Declarer "S"]
[Contract "3NT"]
[Auction "N"]
1D 1H Pass 4H
AP
"""
AUCTION_4H = tuple(CallEntry(Call.parse(c)) for c in ["1D", "1H", "P", "4H", "P", "P", "P"])


def test_pbn_contract_and_declarer_that_contradict_the_auction_are_reported() -> None:
    (record,) = pbn.loads(CONTRADICTING_PBN)
    assert (record.contract, record.declarer) == ("3NT", Seat.S)  # kept as the file says
    assert str(record.to_game().contract) == "4H by E"  # the game follows the auction
    reason = (
        "the stated contract 3NT and declarer S disagree with the auction, which ends in 4H by E"
    )
    assert [(error.line, error.reason) for error in record.errors] == [(5, reason)]
    with pytest.raises(InvalidNotationError, match=f"^line 5: {reason}$"):
        pbn.loads(CONTRADICTING_PBN, strict=True)
    (again,) = pbn.loads(pbn.dumps([record]))  # written as it was read: still reported
    assert again == record and [error.reason for error in again.errors] == [reason]


@pytest.mark.parametrize(
    ("tags", "reason"),
    [
        ('[Declarer "E"] [Contract "4H"]', None),
        ('[Contract "4H"]', None),
        ('[Declarer "E"]', None),
        ('[Event "no stated contract"]', None),
        ('[Declarer "W"] [Contract "4H"]', "the stated declarer W disagrees"),
        ('[Contract "4HX"]', "the stated contract 4HX disagrees"),
        ('[Contract "Pass"]', "the stated contract Pass disagrees"),
        ('[Contract "H"]', None),  # a strain alone, as for an end position
        ('[Contract "S"]', "the stated contract S disagrees"),
        ('[Declarer "^S"]', None),  # an irregular declarer is kept, not compared
    ],
)
def test_pbn_stated_contract_is_compared_with_the_auction(tags: str, reason: str | None) -> None:
    text = CONTRADICTING_PBN.replace('[Declarer "S"]\n[Contract "3NT"]', tags)
    (record,) = pbn.loads(text)
    reasons = [error.reason for error in record.errors]
    if reason is None:
        assert reasons == [] and pbn.loads(text, strict=True) == [record]
    else:
        assert len(reasons) == 1 and reasons[0].startswith(reason)
        assert reasons[0].endswith("with the auction, which ends in 4H by E")


def test_pbn_passed_out_and_unfinished_auctions() -> None:
    passed = CONTRADICTING_PBN.replace("1D 1H Pass 4H\nAP", "AP")
    [error] = pbn.loads(passed)[0].errors
    assert error.reason.endswith("disagree with the auction, which is passed out")
    unfinished = CONTRADICTING_PBN.replace("1D 1H Pass 4H\nAP", "1D 1H Pass 4H\n*")
    assert pbn.loads(unfinished)[0].errors == ()  # the auction does not end: nothing to compare


def test_json_contract_and_declarer_that_contradict_the_auction_are_reported() -> None:
    board = {
        "number": 1,
        "deal": DEAL.to_pbn(),
        "auction": [{"call": str(entry.call)} for entry in AUCTION_4H],
        "contract": "3NT",
        "declarer": "S",
    }
    text = json_document(board)
    (record,) = bridge_json.loads(text)
    assert (record.contract, record.declarer) == ("3NT", Seat.S)
    [error] = record.errors
    assert error.reason == (
        "boards[0].contract: the stated contract 3NT and declarer S disagree with the auction, "
        "which ends in 4H by E"
    )
    assert error.line == next(
        n for n, line in enumerate(text.splitlines(), 1) if "contract" in line
    )
    with pytest.raises(InvalidNotationError, match=r"boards\[0\]\.contract: the stated"):
        bridge_json.loads(text, strict=True)
    agreeing = json_document({**board, "contract": "4H", "declarer": "E"})
    assert bridge_json.loads(agreeing, strict=True)[0].errors == ()
    only_declarer = json_document({**board, "contract": "", "declarer": "W"})
    [error] = bridge_json.loads(only_declarer)[0].errors
    assert error.reason.startswith("boards[0].declarer: the stated declarer W disagrees")
