"""Files written in pieces: ``iterdumps`` of PBN, LIN and JSON is ``dumps`` cut at the
boards, made only as it is asked for; ``deal`` and ``dealgen`` print any number of boards
as they are dealt, holding one at a time."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests._shared import find_shared_dir

from bridgecraft.analysis.dealer import Dealer
from bridgecraft.cli import main
from bridgecraft.cli.files import read_records
from bridgecraft.core import Board, Deal, InvalidNotationError, Seat
from bridgecraft.core.deal import DEAL_COUNT
from bridgecraft.formats import json as bridge_json
from bridgecraft.formats import lin, pbn
from bridgecraft.formats.record import BoardRecord

DATA = find_shared_dir() / "data"
REAL_FILES = sorted(
    path for path in DATA.rglob("*") if path.suffix.lower() in (".pbn", ".lin", ".json")
)

FORMS: dict[str, tuple[Any, dict[str, Any]]] = {
    "pbn": (pbn, {}),
    "pbn-lf": (pbn, {"newline": "\n"}),
    "lin": (lin, {}),
    "json": (bridge_json, {}),
    "json-0": (bridge_json, {"indent": 0}),
    "json-compact": (bridge_json, {"indent": None}),
}
"""Each way of writing: the format's module and the options given to dumps and iterdumps."""


def whole(form: str, records: list[BoardRecord]) -> str:
    module, options = FORMS[form]
    text: str = module.dumps(records, **options)
    return text


def pieces_of(form: str, records: Iterable[object]) -> Iterator[str]:
    module, options = FORMS[form]
    pieces: Iterator[str] = module.iterdumps(records, **options)
    return pieces


class StopError(Exception):
    """Raised by a source of records that must not be read further."""


def records_then_stop(count: int) -> Iterator[BoardRecord]:
    for number in range(1, count + 1):
        yield BoardRecord(number=number, dealer=Seat.N, deal=Deal.from_index(number * 7919))
    raise StopError


def test_the_real_files_are_found() -> None:
    assert len(REAL_FILES) >= 5


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("path", REAL_FILES, ids=lambda path: path.name)
def test_the_pieces_of_a_real_file_are_its_whole_text(path: Path, form: str) -> None:
    records = read_records(path, strict=False)
    pieces = list(pieces_of(form, iter(records)))
    assert "".join(pieces) == whole(form, records)
    header = 0 if form == "lin" else 1  # LIN has no file header; JSON and PBN have one
    footer = 1 if form.startswith("json") else 0
    assert len(pieces) == len(records) + header + footer


@pytest.mark.parametrize("form", sorted(FORMS))
def test_pieces_are_made_as_they_are_asked_for(form: str) -> None:
    pieces = pieces_of(form, records_then_stop(3))
    taken = list(itertools.islice(pieces, 3))  # the header and two boards, or three boards
    assert "".join(taken)
    with pytest.raises(StopError):
        list(pieces)


@pytest.mark.parametrize("form", ["pbn", "lin", "json"])
def test_a_bad_record_raises_in_its_turn_and_bad_arguments_at_once(form: str) -> None:
    module = {"pbn": pbn, "lin": lin, "json": bridge_json}[form]
    pieces = module.iterdumps([BoardRecord(number=1), "not a record"])
    next(pieces)
    with pytest.raises(InvalidNotationError, match="'not a record' \\(item 1\\)"):
        list(pieces)
    with pytest.raises(InvalidNotationError, match="expected an iterable of BoardRecords"):
        module.iterdumps("[Board 1]")


def test_bad_options_are_refused_at_once() -> None:
    with pytest.raises(InvalidNotationError, match="invalid newline 'x'"):
        pbn.iterdumps([], newline="x")
    with pytest.raises(InvalidNotationError, match="invalid indent -1"):
        bridge_json.iterdumps([], indent=-1)


@given(
    indices=st.lists(st.integers(0, DEAL_COUNT - 1), max_size=4),
    first=st.integers(1, 40),
    indent=st.sampled_from([None, 0, 1, 4]),
)
def test_json_pieces_read_back_as_the_records(
    indices: list[int], first: int, indent: int | None
) -> None:
    records = [
        BoardRecord(number=first + position, deal=Deal.from_index(index))
        for position, index in enumerate(indices)
    ]
    text = "".join(bridge_json.iterdumps(records, indent=indent))
    assert text == bridge_json.dumps(records, indent=indent)
    assert bridge_json.loads(text) == records


# -- the commands --------------------------------------------------------------------------


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.mark.parametrize("form", ["pbn", "lin", "json"])
def test_deal_writes_what_the_format_writes(capsys: pytest.CaptureFixture[str], form: str) -> None:
    status, out, err = run(
        capsys, "deal", "-n", "5", "--board", "3", "--seed", "11", "--format", form
    )
    rng = random.Random(11)
    boards = [Board(number, Deal.random(rng)) for number in range(3, 8)]
    records = [
        BoardRecord(number=b.number, dealer=b.dealer, vulnerability=b.vulnerability, deal=b.deal)
        for b in boards
    ]
    module = {"pbn": pbn, "lin": lin, "json": bridge_json}[form]
    assert (status, err) == (0, "")
    assert out == module.dumps(records)
    assert module.loads(out) == records


@pytest.mark.parametrize("form", ["pbn", "lin", "json"])
def test_deal_prints_boards_as_it_deals_them(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, form: str
) -> None:
    """A billion boards are not refused nor held: the first are printed before the run
    ends (here by an interruption after 2,000 deals)."""
    dealt = itertools.count(1)
    real = Deal.random

    def random_then_stop(rng: random.Random | None = None) -> Deal:
        if next(dealt) > 2000:
            raise KeyboardInterrupt
        return real(rng)

    monkeypatch.setattr(Deal, "random", staticmethod(random_then_stop))
    status, out, _ = run(capsys, "deal", "-n", "1000000000", "--seed", "1", "--format", form)
    assert status == 130
    printed = {"pbn": out.count("[Board "), "lin": out.count("|md|"), "json": out.count('"number"')}
    assert 100 <= printed[form] <= 2000


@pytest.mark.parametrize("form", ["pbn", "lin", "json", "text"])
def test_dealgen_prints_boards_as_it_deals_them(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, form: str
) -> None:
    real = Dealer.boards

    def boards_then_stop(self: Dealer, count: int, **kwargs: Any) -> Iterator[Board]:
        yield from itertools.islice(real(self, count, **kwargs), 2000)
        raise KeyboardInterrupt

    monkeypatch.setattr(Dealer, "boards", boards_then_stop)
    status, out, _ = run(
        capsys, "dealgen", "N: hcp 12+", "-n", "1000000000", "--seed", "2", "--format", form
    )
    assert status == 130
    marks = {"pbn": "[Board ", "lin": "|md|", "json": '"number"', "text": "Board "}
    assert 100 <= out.count(marks[form]) <= 2000


def test_dealgen_writes_what_the_format_writes(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(
        capsys, "dealgen", "S: spades >= 6", "-n", "4", "--seed", "5", "--format", "pbn"
    )
    boards = list(Dealer("S: spades >= 6").boards(4, seed=5, first=1))
    records = [
        BoardRecord(number=b.number, dealer=b.dealer, vulnerability=b.vulnerability, deal=b.deal)
        for b in boards
    ]
    assert (status, err) == (0, "")
    assert out == pbn.dumps(records)
    assert len(boards) == 4 and all(b.deal[Seat.S].length("S") >= 6 for b in boards)
