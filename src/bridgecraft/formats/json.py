"""bridgecraft's own JSON format: board records in a documented, versioned document.

A document is ``{"format": "bridgecraft", "version": 1, "boards": [...]}``, one object per
board. Its JSON Schema (draft 2020-12) is ``docs/schema/bridgecraft-v1.schema.json`` and
``docs/formats/json.md`` describes it with an example. Notation inside is canonical: seats
``N``, cards ``SA``, calls ``1NT``/``P``/``X``/``XX``, hands and deals in PBN (spades first,
ranks from the ace down, a deal from North).

>>> from bridgecraft.core import Call, Card, Deal, Seat
>>> from bridgecraft.formats import BoardRecord, CallEntry, CardEntry
>>> record = BoardRecord(
...     number=1, deal=Deal.from_index(0), players=("Nora", "Ed", "Sam", "Wes"),
...     auction=(CallEntry(Call.parse("1NT"), alert=True, explanation="15-17"),
...              *[CallEntry(Call.PASS)] * 3),
...     play=(CardEntry(Card.D2), CardEntry(None)), tags=(("Event", "Club night"),),
... )
>>> text = dumps([record])
>>> print(text)
{
  "format": "bridgecraft",
  "version": 1,
  "boards": [
    {
      "number": 1,
      "deal": "N:...AKQJT98765432 ..AKQJT98765432. .AKQJT98765432.. AKQJT98765432...",
      "players": {"N": "Nora", "E": "Ed", "S": "Sam", "W": "Wes"},
      "auction": [
        {"call": "1NT", "alert": true, "explanation": "15-17"},
        {"call": "P"},
        {"call": "P"},
        {"call": "P"}
      ],
      "play": ["D2", null],
      "tags": [["Event", "Club night"]]
    }
  ]
}
>>> loads(text) == [record]
True

Readers are lenient by default: a problem inside a board becomes a
:class:`~bridgecraft.formats.RecordError` (with the JSON line of the offending value) in that
record's ``errors`` and reading goes on; ``strict=True`` raises the first problem as an
:class:`~bridgecraft.core.InvalidNotationError` naming its JSON path:

>>> bad = '{"format": "bridgecraft", "version": 1,\\n "boards": [{"auction": [{"call": "8C"}]}]}'
>>> loads(bad)[0].errors
(RecordError(line=2, reason="boards[0].auction[0].call: invalid call '8C': no bid above seven \
exists (Law 38)"),)
>>> loads(bad, strict=True)
Traceback (most recent call last):
...
bridgecraft.core.errors.InvalidNotationError: line 2: boards[0].auction[0].call: invalid call \
'8C': no bid above seven exists (Law 38)

A document that is not JSON, not a bridgecraft document or of another version raises
:class:`~bridgecraft.core.InvalidNotationError` in both modes.
"""

from __future__ import annotations

import json as _json
import os
import re
from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from typing import Any, Protocol, TypeVar

from bridgecraft.core import (
    BridgeError,
    Call,
    Card,
    Deal,
    Hand,
    InvalidNotationError,
    Result,
    Seat,
    Side,
    Vulnerability,
)
from bridgecraft.core.checks import check_flag, is_whole
from bridgecraft.formats._checks import check_record, each_record, path, readable, shown, writable
from bridgecraft.formats.record import BoardRecord, CallEntry, CardEntry, RecordError, Table

__all__ = [
    "FORMAT",
    "VERSION",
    "dump",
    "dumps",
    "iterdumps",
    "load",
    "loads",
    "record_from_dict",
    "record_to_dict",
]

FORMAT = "bridgecraft"
"""The value of a document's ``format`` member."""
VERSION = 1
"""The version of the document format this module reads and writes."""

_T = TypeVar("_T")
_Path = tuple[str | int, ...]
"""A JSON path: member names and array indexes from the document (or board) root."""


class _Readable(Protocol):
    def read(self) -> str | bytes: ...  # pragma: no cover


class _Writable(Protocol):
    def write(self, text: str, /) -> object: ...  # pragma: no cover


_SEATS = tuple(Seat)
_SEAT_KEYS = tuple(str(seat) for seat in _SEATS)
_VUL = "a vulnerability (None, NS, EW or Both)"
_NUMBER = "a board number (an integer from 1)"
_TRICKS = "0 to 13 tricks"
_CALL = "a call (1C-7NT, P, X, XX)"
# Entries without marks are immutable and shared: the common case is read by one lookup.
_PLAIN_CALLS = {str(call): CallEntry(call) for call in Call.ALL}
_PLAIN_CARDS = {str(card): CardEntry(card) for card in Card}
_DOCUMENT_KEYS = ("format", "version", "boards")
_BOARD_KEYS = (
    "number", "dealer", "vulnerability", "deal", "hands", "players", "auction",
    "auction_complete", "play", "claim", "contract", "declarer", "result", "game", "tags",
    "tables", "comments",
)  # fmt: skip
_CALL_KEYS = ("call", "alert", "explanation", "annotations")
_CARD_KEYS = ("card", "annotations", "explanation")
_TABLE_KEYS = ("name", "columns", "rows")
_GAME_KEYS = ("contract", "tricks", "score", "score_ns")
_SUMMARY_CONTRACT = re.compile(r"Pass|[1-7](?:C|D|H|S|NT)(?:X|XX)? by [NESW]")
_WIDTH = 100
"""Containers inside a board are written on one line when they fit in this many columns."""


# -- writing -------------------------------------------------------------------------------


def record_to_dict(record: BoardRecord, *, summary: bool = True) -> dict[str, Any]:
    """The JSON object of one board (members at their defaults are left out).

    With ``summary`` (the default) a finished game also gets a ``game`` member: contract,
    tricks and score from ``record.to_game().result()``, for readers' convenience.

    Raises :class:`InvalidNotationError` for a record the format cannot hold: a board
    number below 1, a claim or result outside 0-13 tricks, a hand of more than 13 cards, a
    card in two hands.

    >>> from bridgecraft.core import Seat
    >>> record_to_dict(BoardRecord(number=3, dealer=Seat.S, comments=("hello",)))
    {'number': 3, 'dealer': 'S', 'comments': ['hello']}
    """
    check_record(record, "json.record_to_dict")
    check_flag(summary, "summary")
    board: dict[str, Any] = {}
    if record.number is not None:
        if record.number < 1:
            raise InvalidNotationError(
                f"cannot write board number {record.number!r}: boards are numbered from 1"
            )
        board["number"] = record.number
    if record.dealer is not None:
        board["dealer"] = str(record.dealer)
    if record.vulnerability is not None:
        board["vulnerability"] = str(record.vulnerability)
    if record.deal is not None:
        board["deal"] = record.deal.to_pbn()
    if any(hand is not None for hand in record.hands):
        for seat, reason in _hand_problems(record.hands):
            raise InvalidNotationError(
                f"board {record.number}: cannot write hands.{seat}: {reason}"
            )
        board["hands"] = {
            str(seat): str(hand)
            for seat, hand in zip(_SEATS, record.hands, strict=True)
            if hand is not None
        }
    if any(record.players):
        board["players"] = {
            str(seat): name for seat, name in zip(_SEATS, record.players, strict=True) if name
        }
    if record.auction:
        board["auction"] = [_call_to_json(entry) for entry in record.auction]
    if not record.auction_complete:
        board["auction_complete"] = False
    if record.play:
        board["play"] = [_card_to_json(entry) for entry in record.play]
    for name in ("claim", "result"):
        tricks = getattr(record, name)
        if tricks is not None:
            if not 0 <= tricks <= 13:
                raise InvalidNotationError(
                    f"board {record.number}: cannot write {name} {tricks!r}: expected 0 to 13 "
                    "tricks"
                )
            board[name] = tricks
    if record.contract:
        board["contract"] = record.contract
    if record.declarer is not None:
        board["declarer"] = str(record.declarer)
    if summary:
        result, _ = _replay(record)
        if result is not None:
            board["game"] = _summary(result)
    if record.tags:
        board["tags"] = [[name, value] for name, value in record.tags]
    if record.tables:
        board["tables"] = [_table_to_json(table) for table in record.tables]
    if record.comments:
        board["comments"] = list(record.comments)
    return {key: board[key] for key in _BOARD_KEYS if key in board}  # the documented order


def _call_to_json(entry: CallEntry) -> dict[str, Any]:
    item: dict[str, Any] = {"call": str(entry.call)}
    if entry.alert:
        item["alert"] = True
    if entry.explanation:
        item["explanation"] = entry.explanation
    if entry.annotations:
        item["annotations"] = list(entry.annotations)
    return item


def _card_to_json(entry: CardEntry) -> Any:
    card = None if entry.card is None else str(entry.card)
    if not entry.annotations and not entry.explanation:
        return card
    item: dict[str, Any] = {"card": card}
    if entry.annotations:
        item["annotations"] = list(entry.annotations)
    if entry.explanation:
        item["explanation"] = entry.explanation
    return item


def _table_to_json(table: Table) -> dict[str, Any]:
    item: dict[str, Any] = {"name": table.name, "columns": table.columns}
    if table.rows:
        item["rows"] = [list(row) for row in table.rows]
    return item


def _summary(result: Result) -> dict[str, Any]:
    return {
        "contract": "Pass" if result.contract is None else str(result.contract),
        "tricks": result.tricks,
        "score": result.score,
        "score_ns": result.score_for(Side.NS),
    }


def _replay(record: BoardRecord) -> tuple[Result | None, str]:
    """The result of a record's game (None if it does not replay to the end) and why not."""
    if record.deal is None:
        return None, "the record has no full deal"
    try:
        result = record.to_game().result()
    except BridgeError as error:
        return None, str(error)
    return result, "" if result is not None else "the game is not finished"


def dumps(records: BoardRecord | Iterable[BoardRecord], *, indent: int | None = 2) -> str:
    """The JSON document of these records (or of one record), ending with a newline.

    With ``indent`` (the default) each board starts on a line of its own and its small
    parts (a call, a player list) stay on one line; ``indent=None`` writes one line.

    >>> dumps([BoardRecord(number=5)], indent=None)
    '{"format":"bridgecraft","version":1,"boards":[{"number":5}]}\\n'
    """
    _check_indent(indent)
    items = [records] if isinstance(records, BoardRecord) else each_record(records, "JSON")
    return "".join(_pieces(items, indent))


def iterdumps(
    records: BoardRecord | Iterable[BoardRecord], *, indent: int | None = 2
) -> Iterator[str]:
    """The text of :func:`dumps` in pieces: the document's head, one board a piece, then
    its end, each made only when it is asked for: a file of any number of boards can be
    written as they are dealt or read, holding one at a time. The arguments are checked at
    once; a record that is not a :class:`BoardRecord` raises when its turn comes.

    >>> pieces = list(iterdumps([BoardRecord(number=1), BoardRecord(number=2)], indent=None))
    >>> pieces
    ['{"format":"bridgecraft","version":1,"boards":', '[{"number":1}', ',{"number":2}', ']}\\n']
    """
    _check_indent(indent)
    items = [records] if isinstance(records, BoardRecord) else each_record(records, "JSON")
    return _pieces(items, indent)


def _check_indent(indent: object) -> None:
    if indent is not None and not is_whole(indent, 0, _MOST_INDENT):
        raise InvalidNotationError(
            f"invalid indent {shown(indent)}: expected None or a whole number from 0 to "
            f"{_MOST_INDENT}"
        )


def _pieces(records: Iterable[BoardRecord], indent: int | None) -> Iterator[str]:
    """The document of :func:`dumps` in pieces; as one text it is what ``_pretty`` makes of
    the whole document (or the compact ``json.dumps``, with no indent)."""
    if indent is None:
        board, before, between = _compact, "[", ","
        head = f'{{"format":{_encode(FORMAT)},"version":{_encode(VERSION)},"boards":'
        empty, after = "[]}\n", "]}\n"
    else:
        step = " " * indent
        inner = step * 2
        board = partial(_spread, step=step, inner=inner)
        before, between = f"[\n{inner}", f",\n{inner}"
        head = (
            f"{{\n{step}{_encode('format')}: {_encode(FORMAT)},\n"
            f"{step}{_encode('version')}: {_encode(VERSION)},\n{step}{_encode('boards')}: "
        )
        empty, after = "[]\n}\n", f"\n{step}]\n}}\n"
    yield head
    count = 0
    for count, record in enumerate(records, 1):
        yield _escaped((before if count == 1 else between) + board(record_to_dict(record)))
    yield after if count else empty


def _compact(value: dict[str, Any]) -> str:
    return _json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _spread(value: dict[str, Any], *, step: str, inner: str) -> str:
    return _pretty(value, step, 2, len(inner))


def _escaped(text: str) -> str:
    """``text`` with lone surrogates (which cannot be encoded) written as JSON escapes."""
    if _SURROGATE.search(text):
        return _SURROGATE.sub(lambda match: f"\\u{ord(match.group()):04x}", text)
    return text


_SURROGATE = re.compile("[\ud800-\udfff]")
_MOST_INDENT = 100
"""The widest indent (``" " * indent`` a level: more would only make huge files)."""


_encode = _json.JSONEncoder(ensure_ascii=False).encode


def _pretty(value: Any, indent: str, level: int, used: int, key: str = "") -> str:
    """``value`` as JSON: the document, its boards list and each board spread over lines,
    deeper containers on one line when that fits in ``_WIDTH`` columns, and the auction and
    the play four entries (a round, a trick) to a line when they fit."""
    if not isinstance(value, dict | list) or not value:
        return _encode(value)
    if level >= 3:
        line = _encode(value)
        if used + len(line) <= _WIDTH:
            return line
    inner = indent * (level + 1)
    parts = []
    if isinstance(value, dict):
        for name, item in value.items():
            head = f"{inner}{_encode(name)}: "
            parts.append(head + _pretty(item, indent, level + 1, len(head), name))
        opening, closing = "{", "}"
    else:
        step = 4 if level == 3 and key in ("auction", "play") else 1
        for start in range(0, len(value), step):
            items = value[start : start + step]
            texts = [_encode(item) for item in items] if step > 1 else []
            line = inner + ", ".join(texts)
            if step > 1 and len(line) <= _WIDTH:
                parts.append(line)
            else:
                parts.extend(inner + _pretty(item, indent, level + 1, len(inner)) for item in items)
        opening, closing = "[", "]"
    return f"{opening}\n" + ",\n".join(parts) + f"\n{indent * level}{closing}"


def dump(
    records: BoardRecord | Iterable[BoardRecord],
    file: str | os.PathLike[str] | _Writable,
    *,
    indent: int | None = 2,
) -> None:
    """Write the JSON document of these records to a text file or to a path (UTF-8)."""
    if isinstance(file, str | os.PathLike):
        path(file, "write JSON to")
    else:
        writable(file, "write JSON to")
    text = dumps(records, indent=indent)
    if isinstance(file, str | os.PathLike):
        with open(file, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
    else:
        file.write(text)


# -- reading -------------------------------------------------------------------------------


def loads(text: str | bytes | bytearray, *, strict: bool = False) -> list[BoardRecord]:
    """The records of a JSON document, one per board, in order.

    Bytes may be UTF-8 (with or without a BOM), UTF-16 or UTF-32. Lenient by default (see
    the module's description); raises :class:`InvalidNotationError` and nothing else.

    >>> loads('{"format": "bridgecraft", "version": 2, "boards": []}')
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: unsupported bridgecraft JSON version 2: \
this reader knows version 1
    """
    check_flag(strict, "strict")
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode(_json.detect_encoding(bytes(text)))
        except (UnicodeDecodeError, LookupError) as error:
            raise InvalidNotationError(f"invalid JSON: cannot decode the bytes: {error}") from None
    if not isinstance(text, str):
        raise InvalidNotationError(
            f"invalid JSON {shown(text)}: expected text (str or bytes), found {type(text).__name__}"
        )
    if text.startswith("\ufeff"):
        text = text[1:]
    boards = _envelope(_decode(text))
    locator = _Locator(text)
    records = []
    for index, board in enumerate(boards):
        problems = _Problems(strict, locator)
        record = _read_board(board, ("boards", index), problems)
        records.append(record._with_errors(tuple(problems.errors)) if problems.errors else record)
    return records


def load(file: str | os.PathLike[str] | _Readable, *, strict: bool = False) -> list[BoardRecord]:
    """The records of a JSON document in a file (text or binary) or at a path.

    A path that cannot be opened raises the usual :class:`OSError`.
    """
    if isinstance(file, str | os.PathLike):
        with open(path(file, "read JSON from"), "rb") as handle:
            return loads(handle.read(), strict=strict)
    readable(file, "read JSON from")
    return loads(file.read(), strict=strict)


def record_from_dict(data: Any, *, strict: bool = False) -> BoardRecord:
    """The record of one board's JSON object (as ``record_to_dict`` writes it).

    Problems name their path from the board (``auction[2].call``) and have no line.

    >>> record = record_from_dict({"number": 3, "dealer": "S", "vulnerability": "All"})
    >>> record.number, record.dealer, record.vulnerability
    (3, Seat.S, Vulnerability.BOTH)
    >>> record.errors
    (RecordError(line=None, reason="vulnerability: 'All' is not canonical: write 'Both'"),)
    """
    check_flag(strict, "strict")
    problems = _Problems(strict, None)
    record = _read_board(data, (), problems)
    return record._with_errors(tuple(problems.errors)) if problems.errors else record


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _decode(text: str) -> Any:
    try:
        return _json.loads(text, parse_constant=_no_constant)
    except _json.JSONDecodeError as error:
        raise InvalidNotationError(
            f"invalid JSON at line {error.lineno}, column {error.colno}: {error.msg}"
        ) from None
    except RecursionError:
        raise InvalidNotationError("invalid JSON: nested too deeply") from None
    except ValueError as error:
        raise InvalidNotationError(f"invalid JSON: {error}") from None


def _envelope(document: Any) -> list[Any]:
    """The boards of a document, after checking what surrounds them."""
    if not isinstance(document, dict):
        raise InvalidNotationError(
            "not a bridgecraft JSON document: expected an object with format, version and "
            f"boards, found {_describe(document)}"
        )
    if document.get("format") != FORMAT:
        found = _describe(document["format"]) if "format" in document else "nothing"
        raise InvalidNotationError(
            f'not a bridgecraft JSON document: "format" must be "{FORMAT}", found {found}'
        )
    if "version" not in document:
        raise InvalidNotationError("bridgecraft JSON document without a version")
    version = document["version"]
    if _as_int(version) != VERSION:
        if _as_int(version) is not None:
            problem = f"unsupported bridgecraft JSON version {version}"
        else:  # "1", 1.5, null...: not a version number at all
            problem = (
                "invalid bridgecraft JSON version: expected a whole number, "
                f"found {_describe(version)}"
            )
        raise InvalidNotationError(f"{problem}: this reader knows version {VERSION}")
    for key in document:
        if key not in _DOCUMENT_KEYS:
            raise InvalidNotationError(
                f"bridgecraft JSON document with an unknown member {_short(key)}: expected "
                "only format, version and boards"
            )
    boards = document.get("boards")
    if not isinstance(boards, list):
        found = _describe(boards) if "boards" in document else "nothing"
        raise InvalidNotationError(f'"boards" must be an array of boards, found {found}')
    return boards


class _Problems:
    """The problems of one board: strict mode raises the first, lenient mode keeps them."""

    __slots__ = ("errors", "locator", "strict")

    def __init__(self, strict: bool, locator: _Locator | None) -> None:
        self.strict = strict
        self.locator = locator
        self.errors: list[RecordError] = []

    def __call__(self, path: _Path, reason: str) -> None:
        line = self.locator.line(path) if self.locator is not None else None
        error = RecordError(line, f"{_path_text(path)}: {reason}")
        if self.strict:
            raise InvalidNotationError(str(error))
        self.errors.append(error)


def _path_text(path: _Path) -> str:
    text = ""
    for step in path:
        if isinstance(step, int):
            text += f"[{step}]"
        elif re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", step):
            text += f".{step}" if text else step
        else:
            text += f"[{_short(step)}]"
    return text or "board"


def _short(value: str, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 4] + "...'"


def _describe(value: object) -> str:
    """How a JSON value looks, for messages (long values cut short)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f"the string {_short(value)}"
    if isinstance(value, int | float):
        try:
            text = repr(value)
        except ValueError:  # more digits than int -> str allows
            return "a very large number"
        return f"the number {text if len(text) <= 40 else text[:36] + '...'}"
    if isinstance(value, list):
        return f"an array of {len(value)} item{'s' if len(value) != 1 else ''}"
    if isinstance(value, dict):
        return "an object"
    return f"a Python {type(value).__name__}"


def _as_int(value: object) -> int | None:
    """A JSON integer (also written as 3.0), else None; true and false are not numbers."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


class _Frame:
    __slots__ = ("is_object", "path", "step")

    def __init__(self, path: _Path, is_object: bool) -> None:
        self.path = path
        self.is_object = is_object
        self.step: str | int = 0


_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\],:]|[^\s{}\[\],:"]+', re.DOTALL)


class _Locator:
    """Finds the line of a JSON path in a document's text (scanned once, when first asked)."""

    __slots__ = ("_newlines", "_positions", "_text")

    def __init__(self, text: str) -> None:
        self._text = text
        self._positions: dict[_Path, int] = {}
        self._newlines: list[int] = []

    def line(self, path: _Path) -> int | None:
        """The 1-based line where the value at ``path`` (or its nearest ancestor) starts."""
        if not self._positions:
            self._positions = _scan(self._text)
            self._newlines = [match.start() for match in re.finditer("\n", self._text)]
        for end in range(len(path), -1, -1):
            offset = self._positions.get(path[:end])
            if offset is not None:
                return bisect_left(self._newlines, offset) + 1
        return None  # pragma: no cover - the root is always found


def _scan(text: str) -> dict[_Path, int]:
    """The offset where each value (down to seven levels) starts, in valid JSON text."""
    positions: dict[_Path, int] = {}
    stack: list[_Frame] = []
    want_key = False
    for match in _TOKENS.finditer(text):
        token = match.group()
        first = token[0]
        if first == ",":
            if stack:
                frame = stack[-1]
                if frame.is_object:
                    want_key = True
                else:
                    frame.step = int(frame.step) + 1
            continue
        if first == ":":
            continue
        if first in "}]":
            if stack:
                stack.pop()
            want_key = False
            continue
        if want_key and stack:
            stack[-1].step = str(_json.loads(token))
            want_key = False
            continue
        path: _Path = (*stack[-1].path, stack[-1].step) if stack else ()
        if len(path) <= 7:
            positions[path] = match.start()
        if first == "{":
            stack.append(_Frame(path, True))
            want_key = True
        elif first == "[":
            stack.append(_Frame(path, False))
    return positions


# -- reading one board ---------------------------------------------------------------------


class _Object:
    """A JSON object being read: its members, where it is, and whom to tell of problems."""

    __slots__ = ("data", "path", "problem")

    def __init__(
        self, data: dict[Any, Any], path: _Path, problem: _Problems, known: tuple[str, ...]
    ) -> None:
        self.data = data
        self.path = path
        self.problem = problem
        for key in data:
            if key not in known:
                problem(
                    (*path, key),
                    f"unknown member {_short(str(key))}: expected one of {', '.join(known)}",
                )

    def at(self, *steps: str | int) -> _Path:
        """The path of a member (and of what is inside it)."""
        return (*self.path, *steps)

    def typed(self, key: str, kind: type[_T], default: _T, what: str) -> _T:
        """A member of a JSON type (``default`` when absent or wrong)."""
        value = self.data.get(key, default)
        if isinstance(value, kind):
            return value
        self.problem(self.at(key), f"expected {what}, found {_describe(value)}")
        return default

    def array(self, key: str) -> list[Any]:
        """An array member, ``[]`` when absent."""
        return self.typed(key, list, [], "an array")

    def string(self, key: str) -> str:
        """A string member, ``''`` when absent."""
        return self.typed(key, str, "", "a string")

    def strings(self, key: str) -> tuple[str, ...]:
        """An array of strings (other items are problems and left out)."""
        texts = []
        for index, item in enumerate(self.array(key)):
            if isinstance(item, str):
                texts.append(item)
            else:
                self.problem(self.at(key, index), f"expected a string, found {_describe(item)}")
        return tuple(texts)

    def integer(self, key: str, low: int, high: int | None, what: str) -> int | None:
        """An integer member from ``low`` to ``high`` (None: no limit), None when absent or
        null; ``what`` says what is expected."""
        value = self.data.get(key)
        number = _as_int(value)
        fits = number is not None and low <= number and (high is None or number <= high)
        if value is None or fits:
            return number
        self.problem(self.at(key), f"expected {what}, found {_describe(value)}")
        return None

    def notation(self, key: str, parse: Callable[[str], _T], what: str) -> _T | None:
        """A member in canonical notation, None when absent or null (see ``_notation``)."""
        return _notation(self.data.get(key), self.at(key), self.problem, parse, what)

    def member(self, key: str, what: str) -> _Object:
        """An object member (keyed by seat), empty when absent."""
        value = self.data.get(key, {})
        if not isinstance(value, dict):
            self.problem(self.at(key), f"expected an object of {what}, found {_describe(value)}")
            value = {}
        return _Object(value, self.at(key), self.problem, _SEAT_KEYS)


def _read_board(data: Any, path: _Path, problem: _Problems) -> BoardRecord:
    if not isinstance(data, dict):
        problem(path, f"expected an object (a board), found {_describe(data)}")
        return BoardRecord()
    board = _Object(data, path, problem, _BOARD_KEYS)
    number = board.integer("number", 1, None, _NUMBER)  # read in the documented order
    dealer = board.notation("dealer", Seat.parse, "a seat")
    vulnerability = board.notation("vulnerability", Vulnerability.parse, _VUL)
    deal = board.notation("deal", Deal.from_pbn, "a PBN deal or null")
    hands = board.member("hands", "hands by seat")
    held = [hands.notation(key, Hand.parse, "a PBN hand or null") for key in _SEAT_KEYS]
    for seat, reason in _hand_problems(held):
        problem(hands.at(str(seat)), reason)
        held[seat] = None
    players = board.member("players", "names by seat")
    names = [players.string(key) for key in _SEAT_KEYS]
    auction = [
        _read_call(item, board.at("auction", index), problem)
        for index, item in enumerate(board.array("auction"))
    ]
    tables = [
        _read_table(item, board.at("tables", index), problem)
        for index, item in enumerate(board.array("tables"))
    ]
    record = BoardRecord(
        number=number,
        dealer=dealer,
        vulnerability=vulnerability,
        deal=deal,
        hands=(held[0], held[1], held[2], held[3]),
        players=(names[0], names[1], names[2], names[3]),
        auction=tuple(entry for entry in auction if entry is not None),
        auction_complete=board.typed("auction_complete", bool, True, "true or false"),
        play=tuple(
            _read_card(item, board.at("play", index), problem)
            for index, item in enumerate(board.array("play"))
        ),
        claim=board.integer("claim", 0, 13, _TRICKS),
        contract=board.string("contract"),
        declarer=board.notation("declarer", Seat.parse, "a seat"),
        result=board.integer("result", 0, 13, _TRICKS),
        tags=tuple(_read_tags(board)),
        tables=tuple(table for table in tables if table is not None),
        comments=board.strings("comments"),
    )
    disagreement = record.contract_disagreement()
    if disagreement is not None:
        problem(board.at("contract" if record.contract else "declarer"), disagreement)
    if "game" in data:
        summary = _read_summary(data["game"], board.at("game"), problem)
        if summary is not None:
            _check_summary(record, summary, board.at("game"), problem)
    return record


def _notation(
    value: Any, path: _Path, problem: _Problems, parse: Callable[[str], _T], what: str
) -> _T | None:
    """A value in canonical notation (``str`` of what ``parse`` returns); null gives None.
    Other spellings that ``parse`` accepts are read with a problem noted."""
    if value is None:
        return None
    if not isinstance(value, str):
        problem(path, f"expected {what}, found {_describe(value)}")
        return None
    try:
        parsed = parse(value)
    except InvalidNotationError as error:
        problem(path, str(error))
        return None
    if str(parsed) != value:
        problem(path, f"{_short(value)} is not canonical: write {str(parsed)!r}")
    return parsed


def _hand_problems(hands: Iterable[Hand | None]) -> Iterable[tuple[Seat, str]]:
    """The seats whose hands cannot stand with the earlier ones, and why."""
    seen = Hand()
    for seat, hand in zip(_SEATS, hands, strict=True):
        if hand is None:
            continue
        if len(hand) > 13:
            yield seat, f"{seat} has {len(hand)} cards, more than 13"
        elif hand & seen:
            cards = " ".join(str(card) for card in hand & seen)
            yield seat, f"{cards} also in another hand"
        else:
            seen |= hand


def _read_call(value: Any, path: _Path, problem: _Problems) -> CallEntry | None:
    if isinstance(value, dict) and len(value) == 1 and isinstance(value.get("call"), str):
        plain = _PLAIN_CALLS.get(value["call"])
        if plain is not None:
            return plain
    if not isinstance(value, dict):
        problem(path, f'expected an object such as {{"call": "1NT"}}, found {_describe(value)}')
        return None
    entry = _Object(value, path, problem, _CALL_KEYS)
    if value.get("call") is None:
        problem(entry.at("call") if "call" in value else path, f"missing {_CALL}")
    call = entry.notation("call", Call.parse, _CALL)
    alert = entry.typed("alert", bool, False, "true or false")
    explanation = entry.string("explanation")
    annotations = entry.strings("annotations")
    return None if call is None else CallEntry(call, alert, explanation, annotations)


def _read_card(value: Any, path: _Path, problem: _Problems) -> CardEntry:
    if isinstance(value, str):
        plain = _PLAIN_CARDS.get(value)
        if plain is not None:
            return plain
    what = "a card ('SA') or null"
    if not isinstance(value, dict):
        if isinstance(value, str) or value is None:
            return CardEntry(_notation(value, path, problem, Card.parse, what))
        problem(
            path, f'expected {what} or an object such as {{"card": "SA"}}, found {_describe(value)}'
        )
        return CardEntry(None)
    entry = _Object(value, path, problem, _CARD_KEYS)
    if "card" not in value:
        problem(path, "missing member 'card' (null for an unknown card)")
    card = entry.notation("card", Card.parse, what)
    return CardEntry(card, entry.strings("annotations"), entry.string("explanation"))


def _read_tags(board: _Object) -> Iterable[tuple[str, str]]:
    for index, item in enumerate(board.array("tags")):
        if isinstance(item, list) and len(item) == 2 and all(isinstance(x, str) for x in item):
            yield item[0], item[1]
        else:
            found = _describe(item)
            board.problem(
                board.at("tags", index), f"expected a pair [name, value] of strings, found {found}"
            )


def _read_table(value: Any, path: _Path, problem: _Problems) -> Table | None:
    if not isinstance(value, dict):
        problem(path, f"expected a table object, found {_describe(value)}")
        return None
    table = _Object(value, path, problem, _TABLE_KEYS)
    missing = [key for key in ("name", "columns") if key not in value]
    for key in missing:
        problem(path, f"missing member {key!r}")
    name, columns = table.string("name"), table.string("columns")
    rows = []
    for index, row in enumerate(table.array("rows")):
        if isinstance(row, list) and all(isinstance(item, str) for item in row):
            rows.append(tuple(row))
        else:
            problem(
                table.at("rows", index), f"expected an array of strings, found {_describe(row)}"
            )
    return None if missing else Table(name, columns, tuple(rows))


def _read_summary(value: Any, path: _Path, problem: _Problems) -> dict[str, Any] | None:
    """The ``game`` summary's members, if it has the documented shape."""
    if not isinstance(value, dict):
        problem(path, f"expected an object (the game summary), found {_describe(value)}")
        return None
    _Object(value, path, problem, _GAME_KEYS)
    summary: dict[str, Any] = {}
    for key in _GAME_KEYS:
        item = value.get(key)
        number = _as_int(item)
        if key not in value:
            problem(path, f"missing member {key!r}")
        elif key == "contract" and isinstance(item, str) and _SUMMARY_CONTRACT.fullmatch(item):
            summary[key] = item
        elif key != "contract" and number is not None and (key != "tricks" or 0 <= number <= 13):
            summary[key] = number
        else:
            expected = {"contract": "a contract ('4SX by N', 'Pass')", "tricks": "0 to 13 tricks"}
            problem(
                (*path, key), f"expected {expected.get(key, 'an integer')}, found {_describe(item)}"
            )
    return summary if len(summary) == len(value) == len(_GAME_KEYS) else None


def _check_summary(
    record: BoardRecord, summary: dict[str, Any], path: _Path, problem: _Problems
) -> None:
    """A ``game`` summary is never read into the record, but it must agree with it."""
    result, reason = _replay(record)
    if result is None:
        problem(path, f"the record does not replay to a finished game ({reason})")
        return
    expected = _summary(result)
    if summary != expected:
        found = ", ".join(f"{key} {value}" for key, value in summary.items())
        wanted = ", ".join(f"{key} {value}" for key, value in expected.items())
        problem(path, f"the summary says {found} but the record replays to {wanted}")
