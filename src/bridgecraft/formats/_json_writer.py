"""The JSON writer: board records as bridgecraft's JSON document (see
:mod:`bridgecraft.formats.json`).

It also defines what the reader (:mod:`._json_reader`) reads back: the format's name and
version, a board's members in their documented order, the hands a record may hold and the
``game`` summary of a finished game.
"""

from __future__ import annotations

import json as _json
import os
import re
from collections.abc import Iterable, Iterator
from functools import partial
from typing import Any, Protocol

from bridgecraft.core import BridgeError, Hand, InvalidNotationError, Result, Seat, Side
from bridgecraft.core.checks import check_flag, is_whole
from bridgecraft.formats._checks import (
    check_numbers,
    check_record,
    each_record,
    path,
    shown,
    writable,
)
from bridgecraft.formats.record import BoardRecord, CallEntry, CardEntry, Table

__all__ = ["FORMAT", "VERSION", "dump", "dumps", "iterdumps", "record_to_dict"]

FORMAT = "bridgecraft"
"""The value of a document's ``format`` member."""
VERSION = 1
"""The version of the document format this module reads and writes."""


class _Writable(Protocol):
    def write(self, text: str, /) -> object: ...  # pragma: no cover


_SEATS = tuple(Seat)
_BOARD_KEYS = (
    "number", "dealer", "vulnerability", "deal", "hands", "players", "auction",
    "auction_complete", "play", "claim", "contract", "declarer", "result", "game", "tags",
    "tables", "comments",
)  # fmt: skip
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
    check_numbers(check_record(record, "json.record_to_dict"))
    check_flag(summary, "summary")
    board: dict[str, Any] = {}
    if record.number is not None:
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
    """Write the JSON document of these records to a text file or to a path (UTF-8).

    >>> import tempfile
    >>> from pathlib import Path
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     dump([BoardRecord(number=5, dealer=Seat.S)], Path(folder, "club.json"), indent=None)
    ...     text = Path(folder, "club.json").read_text(encoding="utf-8")
    >>> text
    '{"format":"bridgecraft","version":1,"boards":[{"number":5,"dealer":"S"}]}\\n'
    """
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
