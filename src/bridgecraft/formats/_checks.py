"""Checks of what the format modules' functions are given: the records to write, the text
or bytes to read, and the files and paths to read or write. Each refuses a bad value with
:class:`~bridgecraft.core.InvalidNotationError` naming it (DESIGN.md, "Errors"); the
records' own fields are checked when a record is made (:class:`BoardRecord`).

>>> list(each_record(b"x", "PBN"))
Traceback (most recent call last):
...
bridgecraft.core.errors.InvalidNotationError: invalid records b'x' to write as PBN: expected \
an iterable of BoardRecords, not bytes
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator

from bridgecraft.core import InvalidNotationError
from bridgecraft.formats.record import BoardRecord

__all__ = ["check_numbers", "check_record", "each_record", "path", "readable", "shown", "writable"]


def shown(value: object, limit: int = 80) -> str:
    """``repr(value)`` for a message, cut if long."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def check_record(record: object, what: str) -> BoardRecord:
    """``record`` if it is a :class:`BoardRecord`; ``what`` names the function."""
    if isinstance(record, BoardRecord):
        return record
    raise InvalidNotationError(
        f"invalid record {shown(record)} for {what}: expected a BoardRecord, "
        f"not {type(record).__name__}"
    )


def each_record(records: object, form: str) -> Iterator[BoardRecord]:
    """The records of an iterable of BoardRecords to write in the format ``form`` (taken
    once, each checked as it comes). Text, bytes, a lone record and anything that cannot be
    iterated are refused at once."""
    if isinstance(records, str | bytes | bytearray | memoryview | BoardRecord) or not isinstance(
        records, Iterable
    ):
        hint = " (a list of one record, for one)" if isinstance(records, BoardRecord) else ""
        raise InvalidNotationError(
            f"invalid records {shown(records)} to write as {form}: expected an iterable of "
            f"BoardRecords{hint}, not {type(records).__name__}"
        )
    return _checked(iter(records), form)


def _checked(records: Iterator[object], form: str) -> Iterator[BoardRecord]:
    for index, record in enumerate(records):
        if not isinstance(record, BoardRecord):
            raise InvalidNotationError(
                f"invalid record {shown(record)} (item {index}) to write as {form}: expected "
                f"a BoardRecord, not {type(record).__name__}"
            )
        yield record


def check_numbers(record: BoardRecord) -> BoardRecord:
    """``record``, refused if its board number, claim or result is one the PBN and JSON
    readers refuse (a record checks only its fields' types): a number below 1, tricks
    outside 0 to 13. Their writers refuse it rather than write a file that cannot be read
    back; LIN leaves such a value out and names the loss (``lin.losses``).

    >>> check_numbers(BoardRecord(number=2, claim=14))
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: board 2: cannot write claim 14: expected 0 \
to 13 tricks
    """
    if record.number is not None and record.number < 1:
        raise InvalidNotationError(
            f"cannot write board number {record.number!r}: boards are numbered from 1"
        )
    for name, tricks in (("claim", record.claim), ("result", record.result)):
        if tricks is not None and not 0 <= tricks <= 13:
            raise InvalidNotationError(
                f"{record.label}: cannot write {name} {tricks!r}: expected 0 to 13 tricks"
            )
    return record


def path(file: str | os.PathLike[str], what: str) -> str | os.PathLike[str]:
    """A path to open, refusing the empty one (which ``pathlib`` takes for ``.``); ``what``
    says what for (``read PBN from``)."""
    if not os.fspath(file):
        raise InvalidNotationError(f"invalid path {shown(file)} to {what}: expected a file name")
    return file


def readable(source: object, what: str) -> None:
    """Refuse ``source`` unless it has a ``read`` method (an open file)."""
    if not callable(getattr(source, "read", None)):
        raise InvalidNotationError(
            f"invalid file {shown(source)} to {what}: expected a path or a file open for "
            f"reading, not {type(source).__name__}"
        )


def writable(target: object, what: str) -> None:
    """Refuse ``target`` unless it has a ``write`` method (an open file)."""
    if not callable(getattr(target, "write", None)):
        raise InvalidNotationError(
            f"invalid file {shown(target)} to {what}: expected a path or a file open for "
            f"writing, not {type(target).__name__}"
        )
