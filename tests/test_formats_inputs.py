"""Bad values given to the file formats (PBN, LIN, JSON) and to board records: each is
refused with InvalidNotationError naming the value, and nothing else escapes (DESIGN.md,
"Errors"). Records check their fields' types when they are made, so every writer, and
``to_game``, sees only records of the right types."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests._shared import find_shared_dir

from bridgecraft.core import (
    BridgeError,
    Call,
    Card,
    Deal,
    Hand,
    InvalidNotationError,
    Seat,
    Vulnerability,
)
from bridgecraft.formats import json as bridge_json
from bridgecraft.formats import lin, pbn
from bridgecraft.formats.record import BoardRecord, CallEntry, CardEntry, RecordError, Table

DATA = find_shared_dir() / "data"
DEAL = Deal.from_index(12345)
CALLS = tuple(CallEntry(Call.parse(text)) for text in ("1NT", "P", "3NT", "P", "P", "P"))
GOOD = BoardRecord(number=1, dealer=Seat.N, deal=DEAL, auction=CALLS, play=(CardEntry(Card.D2),))

WRITERS: dict[str, Callable[[Any], object]] = {
    "pbn.dumps": pbn.dumps,
    "lin.dumps": lin.dumps,
    "json.dumps": bridge_json.dumps,
    "lin.loss_summary": lin.loss_summary,
}


def refused(make: Callable[[], object], *shown: str) -> str:
    """The message of the InvalidNotationError that ``make()`` raises; each of ``shown``
    (the input, as repr writes it) must be in it."""
    with pytest.raises(InvalidNotationError) as raised:
        make()
    message = str(raised.value)
    for text in shown:
        assert text in message, (text, message)
    return message


# -- reading: text, bytes and nothing else ---------------------------------------------------


@pytest.mark.parametrize("value", [None, 5, 1.5, ["[Board 1]"], {"a": 1}], ids=repr)
@pytest.mark.parametrize(
    "read", [pbn.loads, lin.loads, bridge_json.loads], ids=["pbn", "lin", "json"]
)
def test_a_reader_given_neither_text_nor_bytes_names_it(
    read: Callable[[Any], object], value: object
) -> None:
    # Before: pbn.loads(None) raised AttributeError ('NoneType' has no 'startswith'); LIN
    # and JSON refused it, but without the value in the message.
    refused(lambda: read(value), repr(value))


@pytest.mark.parametrize("value", ["", "[Board 1]", None, 5, ["x"]], ids=repr)
def test_pbn_decode_takes_bytes_only(value: object) -> None:
    # Before: decode("") raised TypeError, decode(None) AttributeError.
    refused(lambda: pbn.decode(value), repr(value), "expected bytes")  # type: ignore[arg-type]


def test_pbn_decode_still_decodes_bytes() -> None:
    assert pbn.decode(b"") == "" and pbn.decode(bytearray(b"ab")) == "ab"
    assert pbn.loads(b'[Board "4"]') == pbn.loads('[Board "4"]')


@pytest.mark.parametrize("strict", [None, 1, "yes", 0.0], ids=repr)
@pytest.mark.parametrize(
    "read",
    [
        pbn.loads,
        lin.loads,
        bridge_json.loads,
        lambda text, strict: bridge_json.record_from_dict({}, strict=strict),
    ],
    ids=["pbn", "lin", "json", "record_from_dict"],
)
def test_strict_is_true_or_false(read: Callable[..., object], strict: object) -> None:
    # Before: any value was taken for its truth ("yes" strict, None lenient).
    refused(
        lambda: read('{"format": "bridgecraft", "version": 1, "boards": []}', strict=strict),
        f"invalid strict {strict!r}",
    )


@pytest.mark.parametrize("module", [pbn, lin, bridge_json], ids=["pbn", "lin", "json"])
def test_an_empty_path_is_refused_not_read_as_the_current_folder(module: Any) -> None:
    # Before: pbn.load("") read Path("") -- the folder "." -- and raised IsADirectoryError;
    # pbn.dump([], "") tried to write it.
    refused(lambda: module.load(""), "''", "expected a file name")
    refused(lambda: module.dump([GOOD], ""), "''", "expected a file name")


@pytest.mark.parametrize("value", [None, 5, b"[Board 1]", ["x"]], ids=repr)
@pytest.mark.parametrize("module", [pbn, lin, bridge_json], ids=["pbn", "lin", "json"])
def test_load_and_dump_need_a_path_or_an_open_file(module: Any, value: object) -> None:
    refused(lambda: module.load(value), repr(value), "open for reading")
    refused(lambda: module.dump([GOOD], value), repr(value), "open for writing")


@pytest.mark.parametrize("module", [pbn, lin, bridge_json], ids=["pbn", "lin", "json"])
def test_files_and_paths_still_work(module: Any, tmp_path: Path) -> None:
    target = tmp_path / "board.out"
    module.dump([GOOD], target)
    assert module.load(target) == module.load(str(target)) == [GOOD]
    out = io.StringIO()
    module.dump([GOOD], out)
    assert module.loads(out.getvalue()) == [GOOD]


# -- records: each field's type is checked when the record is made ---------------------------

BAD_FIELDS: list[tuple[Any, ...]] = [
    ("dealer", 1.5),
    ("dealer", 2),  # a number is not a Seat (PBN's writer needs the Seat's name)
    ("dealer", "N"),
    ("vulnerability", 1.5),
    ("vulnerability", 10**19),
    ("vulnerability", "NS"),
    ("hands", b"x"),
    ("hands", None),
    ("hands", (None, None, None)),
    ("hands", ("AKQ...", None, None, None)),
    ("deal", "N:AKQJ.AKQ.AKQ.AKQ - - -"),
    ("number", "7"),
    ("number", 1.0),
    ("number", True),
    ("claim", 9.5),
    ("result", "9"),
    ("players", None),
    ("players", ("a", "b", "c")),
    ("players", ("a", "b", "c", 4)),
    ("auction", ("1NT",), "'1NT'"),
    ("auction", [CallEntry(Call.PASS)]),
    ("auction_complete", "no"),
    ("play", (Card.SA,), "Card.SA"),
    ("play", None),
    ("contract", None),
    ("contract", 3),
    ("declarer", 0),
    ("tags", (("Event",),), "('Event',)"),
    ("tags", (("Event", 5),), "('Event', 5)"),
    ("tags", ("Event",), "'Event'"),
    ("tags", [("Event", "x")]),
    ("tables", ("ScoreTable",), "'ScoreTable'"),
    ("comments", "hello"),
    ("comments", (None,)),
    ("errors", ("bad",), "'bad'"),
]


@pytest.mark.parametrize("bad", BAD_FIELDS, ids=lambda bad: f"{bad[0]}={bad[1]!r}"[:40])
def test_a_record_with_a_field_of_the_wrong_type_is_refused(bad: tuple[Any, ...]) -> None:
    # Before: the record was made, and each writer failed its own way: lin.dumps with
    # dealer 1.5 a ValueError, with vulnerability 1.5 a KeyError; pbn.dumps with
    # vulnerability 10**19 an IndexError; lin.dumps with hands b'x' an IndexError;
    # to_game with hands None a TypeError; json.dumps wrote dealer 1.5 as "1.5".
    name, value = bad[:2]
    shown = bad[2] if len(bad) > 2 else repr(value)  # the item at fault, in a tuple
    message = refused(lambda: BoardRecord(**{name: value}), shown)
    assert message.startswith("invalid ") and "board record" in message
    for write in (pbn.dumps, lin.dumps, bridge_json.dumps, lin.losses):
        refused(lambda write=write: write([BoardRecord(**{name: value})]))  # type: ignore[misc]
    refused(lambda: BoardRecord(**{name: value}).to_game())
    refused(lambda: replace(GOOD, **{name: value}))


@pytest.mark.parametrize(
    "make",
    [
        lambda: CallEntry("1NT"),  # type: ignore[arg-type]
        lambda: CallEntry(Call.PASS, alert="no"),  # type: ignore[arg-type]
        lambda: CallEntry(Call.PASS, annotations=("$1", 2)),  # type: ignore[arg-type]
        lambda: CardEntry("SA"),  # type: ignore[arg-type]
        lambda: CardEntry(Card.SA, explanation=None),  # type: ignore[arg-type]
        lambda: CardEntry(Card.SA, annotations="!"),  # type: ignore[arg-type]
        lambda: Table(None, ""),  # type: ignore[arg-type]
        lambda: Table("ScoreTable", "Rank", rows=("1",)),  # type: ignore[arg-type]
        lambda: Table("ScoreTable", "Rank", rows=[("1",)]),  # type: ignore[arg-type]
        lambda: RecordError("3", "bad"),  # type: ignore[arg-type]
        lambda: RecordError(None, None),  # type: ignore[arg-type]
    ],
)
def test_entries_tables_and_errors_check_their_fields_too(make: Callable[[], object]) -> None:
    refused(make, "expected")


def test_records_of_the_right_types_are_as_before() -> None:
    class Name(str):
        pass

    # A subclass passes the close check; an IntEnum board number is a whole number.
    record = BoardRecord(number=Seat.S, players=(Name("Nora"), "", "", ""), tags=(("A", "b"),))
    assert record.players[0] == "Nora" and record.number == 2
    game = GOOD.to_game()
    assert game.contract is not None and str(game.contract) == "3NT by N"
    again = GOOD._with_errors((RecordError(1, "x"),))
    assert again == replace(GOOD, errors=(RecordError(1, "x"),)) == GOOD
    assert again.errors == (RecordError(1, "x"),)
    refused(lambda: GOOD._with_errors(("x",)), "'x'")  # type: ignore[arg-type]


# -- writers: records, and nothing else --------------------------------------------------------

NOT_RECORDS = [b"x", None, "abc", 5, [None], [GOOD, 1], {"number": 1}, [b"x"]]


@pytest.mark.parametrize("value", NOT_RECORDS, ids=lambda v: repr(v)[:20])
@pytest.mark.parametrize("write", list(WRITERS.values()), ids=list(WRITERS))
def test_a_writer_given_something_else_than_records_names_it(
    write: Callable[[Any], object], value: object
) -> None:
    # Before: pbn/lin/json.dumps(b'x') raised AttributeError ('int' has no 'tags'), and
    # with None a TypeError.
    bad = (
        value[-1]
        if isinstance(value, list)
        else next(iter(value), value)
        if isinstance(value, dict)
        else value
    )
    refused(lambda: write(value), repr(bad)[:40])


def test_a_lone_record_is_written_by_json_and_refused_by_the_others() -> None:
    assert bridge_json.loads(bridge_json.dumps(GOOD)) == [GOOD]
    for write in (pbn.dumps, lin.dumps):
        refused(lambda write=write: write(GOOD), "a list of one record")  # type: ignore[misc]


def test_writers_take_any_iterable_of_records_once() -> None:
    for write in (pbn.dumps, lin.dumps, bridge_json.dumps):
        assert write(record for record in [GOOD]) == write([GOOD])


@pytest.mark.parametrize("value", [None, 1.5, [GOOD], "x"], ids=repr)
def test_single_record_functions_need_a_record(value: object) -> None:
    # Before: lin.losses(None) raised AttributeError.
    refused(lambda: lin.losses(value), repr(value)[:40])  # type: ignore[arg-type]
    refused(lambda: bridge_json.record_to_dict(value), repr(value)[:40])  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("make", "shown"),
    [
        (lambda: pbn.dumps([GOOD], newline=None), "None"),
        (lambda: pbn.dumps([GOOD], newline=""), "''"),
        (lambda: pbn.dumps([GOOD], newline="x"), "'x'"),
        (lambda: bridge_json.dumps([GOOD], indent="x"), "'x'"),
        (lambda: bridge_json.dumps([GOOD], indent=-1), "-1"),
        (lambda: bridge_json.dumps([GOOD], indent=True), "True"),
        (lambda: bridge_json.dumps([GOOD], indent=10**9), str(10**9)),
        (lambda: bridge_json.record_to_dict(GOOD, summary="yes"), "'yes'"),
        (lambda: lin.loss_summary([GOOD], names="x"), "'x'"),
        (lambda: lin.loss_summary([GOOD], names=-1), "-1"),
    ],
)
def test_writer_options_are_checked(make: Callable[[], object], shown: str) -> None:
    refused(make, shown)


def test_writer_options_in_range_work_as_before() -> None:
    assert pbn.dumps([GOOD], newline="\n") == pbn.dumps([GOOD]).replace("\r\n", "\n")
    assert "\r" in pbn.dumps([GOOD], newline="\r")
    assert bridge_json.loads(bridge_json.dumps([GOOD], indent=0)) == [GOOD]
    assert bridge_json.loads(bridge_json.dumps([GOOD], indent=None)) == [GOOD]
    assert lin.loss_summary([GOOD], names=0) == lin.loss_summary([GOOD], names=1)


# -- the shared files read as before, and any accepted record is written -----------------------


def test_the_shared_files_read_and_write_back() -> None:
    records = [record for path in sorted(DATA.rglob("*.pbn")) for record in pbn.load(path)]
    records += [record for path in sorted(DATA.rglob("*.lin")) for record in lin.load(path)]
    assert len(records) > 8000
    some = records[::97]
    assert pbn.loads(pbn.dumps(some)) == some
    assert bridge_json.loads(bridge_json.dumps(some)) == some


ANYTHING = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=False),
    st.text(max_size=5),
    st.binary(max_size=5),
    st.sampled_from([Seat.S, Vulnerability.EW, DEAL, Hand.parse("AK..."), Card.SA, Call.PASS]),
    st.lists(st.one_of(st.none(), st.text(max_size=3), st.integers(0, 3)), max_size=5).map(tuple),
    st.tuples(st.text(max_size=3), st.text(max_size=3)).map(lambda pair: (pair,)),
)
FIELDS = [
    "number",
    "dealer",
    "vulnerability",
    "deal",
    "hands",
    "players",
    "auction",
    "auction_complete",
    "play",
    "claim",
    "contract",
    "declarer",
    "result",
    "tags",
    "tables",
    "comments",
    "errors",
]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(FIELDS), ANYTHING)
def test_any_value_is_refused_cleanly_or_written(name: str, value: object) -> None:
    try:
        record = BoardRecord(**{name: value})
    except InvalidNotationError as error:
        message = str(error)
    else:
        for write in (pbn.dumps, lin.dumps, bridge_json.dumps, lin.losses):
            # A value of the right type but out of range (a board number 0) may still be
            # refused by a writer, with the project's own error.
            with contextlib.suppress(BridgeError):
                write([record] if write is not lin.losses else record)  # type: ignore[operator]
        return
    assert message.startswith("invalid ")
