"""The JSON reader: a bridgecraft JSON document as board records, lenient or strict (see
:mod:`bridgecraft.formats.json`).

A problem inside a board names its JSON path and, when the document's text is known, the
line of the offending value (found by :class:`_Locator`). The members are those the writer
defines (:mod:`._json_writer`), and a ``game`` summary must agree with the record's game.
"""

from __future__ import annotations

import json as _json
import os
import re
from bisect import bisect_left
from collections.abc import Callable, Iterable
from typing import Any, Protocol, TypeVar

from bridgecraft.core import Call, Card, Deal, Hand, InvalidNotationError, Seat, Vulnerability
from bridgecraft.core.checks import check_flag
from bridgecraft.formats._checks import path, readable, shown
from bridgecraft.formats._json_writer import (
    _BOARD_KEYS,
    _SEATS,
    FORMAT,
    VERSION,
    _hand_problems,
    _replay,
    _summary,
)
from bridgecraft.formats.record import BoardRecord, CallEntry, CardEntry, RecordError, Table

__all__ = ["load", "loads", "record_from_dict"]

_T = TypeVar("_T")
_Path = tuple[str | int, ...]
"""A JSON path: member names and array indexes from the document (or board) root."""


class _Readable(Protocol):
    def read(self) -> str | bytes: ...  # pragma: no cover


_SEAT_KEYS = tuple(str(seat) for seat in _SEATS)
_VUL = "a vulnerability (None, NS, EW or Both)"
_NUMBER = "a board number (an integer from 1)"
_TRICKS = "0 to 13 tricks"
_CALL = "a call (1C-7NT, P, X, XX)"
# Entries without marks are immutable and shared: the common case is read by one lookup.
_PLAIN_CALLS = {str(call): CallEntry(call) for call in Call.ALL}
_PLAIN_CARDS = {str(card): CardEntry(card) for card in Card}
_DOCUMENT_KEYS = ("format", "version", "boards")
_CALL_KEYS = ("call", "alert", "explanation", "annotations")
_CARD_KEYS = ("card", "annotations", "explanation")
_TABLE_KEYS = ("name", "columns", "rows")
_GAME_KEYS = ("contract", "tricks", "score", "score_ns")
_SUMMARY_CONTRACT = re.compile(r"Pass|[1-7](?:C|D|H|S|NT)(?:X|XX)? by [NESW]")


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

    >>> import tempfile
    >>> from pathlib import Path
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     file = Path(folder, "club.json")
    ...     _ = file.write_text('{"format": "bridgecraft", "version": 1, "boards": '
    ...                         '[{"number": 7, "dealer": "E"}]}', encoding="utf-8")
    ...     records = load(file)
    >>> [(record.number, record.dealer) for record in records]
    [(7, Seat.E)]
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
