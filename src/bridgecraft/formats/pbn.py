"""PBN 2.1 (Portable Bridge Notation): read any real file, write export format, lose nothing.

>>> records = loads('''
... [Event "Club"] [Board "3"] [Dealer "S"] [Vulnerable "EW"]
... [Deal "S:KQ3.QT2.KQ75.T95 98742.98.AT4.J63 T6.K75.J8632.K84 AJ5.AJ643.9.AQ72"]
... [Declarer "W"] [Contract "2S"] [Result "8"]
... [Auction "S"]
... 1D Pass 2D =1= X
... Pass 2S AP
... [Note "1:weak raise"]
... [Play "N"]
... D3 D9 DK DA
... S6 SJ SQ S2
... *
... ''')
>>> record = records[0]
>>> record.number, record.dealer, record.contract, record.declarer, record.result
(3, Seat.S, '2S', Seat.W, 8)
>>> record.auction[2]
CallEntry(call=Call.parse('2D'), alert=True, explanation='weak raise', annotations=())
>>> " ".join(str(entry.card) for entry in record.play)   # playing order, not columns
'D3 D9 DK DA S2 S6 SJ SQ'
>>> record.claim, record.to_game().result().tricks
(8, 8)
>>> text = dumps(records)
>>> text.splitlines()[:3]
['% PBN 2.1', '% EXPORT', '[Event "Club"]']
>>> loads(text) == records
True

Reading follows the import format (FORMATS.md §1): tags anywhere and several to a line,
comments ``{}`` and ``;``, ``%`` lines, ``#``/``##`` inheritance, lower-case tokens, the
auction's ``-``, ``AP``, ``*``, ``+`` and notes, the play's columns put in playing order
with the trump of the contract, ``-`` for unknown cards, table sections and unknown tags.
A Contract or Declarer tag that disagrees with an auction that ends is kept as written
and reported (the game is replayed from the auction).
Lenient mode (the default) keeps every problem in the record's ``errors`` with its line;
``strict=True`` raises :class:`~bridgecraft.core.InvalidNotationError` ("line N: ...") at
the first one. No other exception escapes the reader.

Writing produces export format: CRLF line ends (``newline="\\n"`` for LF), ``% PBN 2.1``
and ``% EXPORT``, the 15 mandatory tags in order, the auction and the play, then the
other tags in the record's order and the table sections. Every record read comes back
equal after writing and reading again; what the record model cannot place is kept in its
``tags`` (see :mod:`bridgecraft.formats._pbn_reader`).

What is kept but not in its place, or not as spelled:

* comments are written after the mandatory tags (a record does not say what each one was
  attached to), tables after the other tags, and the other tags in file order (export
  format would sort them by name);
* values are written in export spelling (``Vulnerable "All"``, ``Contract "3NT"``,
  ``Result`` as declarer's tricks, uppercase cards, ``Pass``); suffixes and NAGs are kept
  as written; ``AP`` is written as the passes it stands for, ``+`` as ``*``;
* ``% PBN`` and ``% EXPORT`` lines are replaced by the writer's own; other ``%`` lines are
  kept (in ``tags`` under the name ``%``);
* ``#``/``##`` values are resolved (a value that would itself read as ``#`` or ``##...``
  is written after ``##``, which PBN also makes a default for later games);
* table rows are the items as written, quotes included (no split by column widths);
* text is written as UTF-8.
"""

from __future__ import annotations

import codecs
import io
import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO, cast

from bridgecraft.core import InvalidNotationError
from bridgecraft.core.checks import check_flag
from bridgecraft.formats._checks import check_numbers, each_record, path, readable, shown, writable
from bridgecraft.formats._pbn_lexer import TAG, Item, LineIndex, normalize, split_games
from bridgecraft.formats._pbn_reader import read
from bridgecraft.formats._pbn_writer import chunks, write
from bridgecraft.formats.record import BoardRecord, RecordError

__all__ = ["decode", "dump", "dumps", "iterdumps", "load", "loads"]

PathLike = str | os.PathLike[str]


def loads(text: str | bytes, *, strict: bool = False) -> list[BoardRecord]:
    """Read every game of PBN text (bytes are decoded as by :func:`decode`).

    >>> [r.number for r in loads('[Board "1"]\\n\\n[Board "2"]\\n[Event "#"]')]
    [1, 2]
    >>> loads('[Board "x"]')[0].errors
    (RecordError(line=1, reason="invalid board number 'x'"),)
    >>> loads('[Board "1"]\\n[Auction "N"]\\n1C 9Z', strict=True)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: line 3: invalid call '9Z'
    """
    check_flag(strict, "strict")
    if isinstance(text, bytes | bytearray):
        text = decode(text)
    elif not isinstance(text, str):
        raise InvalidNotationError(
            f"cannot read PBN from {type(text).__name__} {shown(text)}: expected text or bytes"
        )
    text = normalize(text)
    records = read(text, strict=strict)
    return _check_contracts(text, records, strict=strict)


def _check_contracts(text: str, records: list[BoardRecord], *, strict: bool) -> list[BoardRecord]:
    """Note a Contract or Declarer tag that disagrees with the auction (the game is replayed
    from the auction, the tags are kept as written), at the line of the first of the two."""
    lines: LineIndex | None = None
    games: list[list[Item]] = []
    for index, record in enumerate(records):
        reason = record.contract_disagreement()
        if reason is None:
            continue
        if lines is None:  # rare: the games are split again only to find the line
            lines, games = LineIndex(text), split_games(text)
        items = games[index]
        offsets = [item[1] for item in items if item[0] is TAG and item[2] in _STATED]
        offset = min(offsets) if offsets else items[0][1]  # else inherited from a ## default
        error = RecordError(lines.line(offset), reason)
        if strict:
            raise InvalidNotationError(str(error))
        records[index] = record._with_errors((*record.errors, error))
    return records


_STATED = ("Contract", "Declarer")


def load(file: IO[str] | IO[bytes] | PathLike, *, strict: bool = False) -> list[BoardRecord]:
    """Read every game of a PBN file: a path, or a file object open for reading (text or
    binary). Bytes are decoded as by :func:`decode`. I/O errors (a missing file) are
    raised as they are.

    >>> import io
    >>> [r.deal is not None for r in load(io.BytesIO(b'[Deal "N:- - - -"]'))]
    [False]
    """
    if isinstance(file, (str, os.PathLike)):
        data: str | bytes = Path(path(file, "read PBN from")).read_bytes()
    else:
        readable(file, "read PBN from")
        data = file.read()
    return loads(data, strict=strict)


def decode(data: bytes) -> str:
    """The text of a PBN file's bytes: UTF-8 (with or without a byte-order mark), UTF-16
    when it starts with its byte-order mark, else ISO-8859-1 (the standard's character
    set), which decodes any bytes.

    >>> decode("Ørsted".encode("utf-8")), decode("Ørsted".encode("latin-1"))
    ('Ørsted', 'Ørsted')
    """
    if not isinstance(data, bytes | bytearray):
        raise InvalidNotationError(
            f"cannot decode PBN from {type(data).__name__} {shown(data)}: expected bytes"
        )
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16", errors="replace")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def dumps(records: Iterable[BoardRecord], *, newline: str = "\r\n") -> str:
    """The text of a PBN file (export format) holding these records.

    >>> from bridgecraft.formats import BoardRecord
    >>> print(dumps([BoardRecord(number=1, tags=(("Event", "Demo"),))], newline="\\n"))
    % PBN 2.1
    % EXPORT
    [Event "Demo"]
    [Site ""]
    [Date ""]
    [Board "1"]
    [West ""]
    [North ""]
    [East ""]
    [South ""]
    [Dealer ""]
    [Vulnerable ""]
    [Deal ""]
    [Scoring ""]
    [Declarer ""]
    [Contract ""]
    [Result ""]
    <BLANKLINE>
    """
    _check_newline(newline)
    return write(map(check_numbers, each_record(records, "PBN")), newline)


def iterdumps(records: Iterable[BoardRecord], *, newline: str = "\r\n") -> Iterator[str]:
    """The text of :func:`dumps` in pieces, the header first and then one game a piece,
    each made only when it is asked for: a file of any number of boards can be written as
    they are dealt or read, holding one at a time. The arguments are checked at once; a
    record that is not a :class:`BoardRecord` raises when its turn comes.

    >>> records = [BoardRecord(number=n) for n in (1, 2)]
    >>> pieces = list(iterdumps(records, newline="\\n"))
    >>> len(pieces), pieces[0], pieces[2].splitlines()[:2]
    (3, '% PBN 2.1\\n% EXPORT\\n', ['', '[Event ""]'])
    >>> "".join(pieces) == dumps(records, newline="\\n")
    True
    """
    _check_newline(newline)
    return chunks(map(check_numbers, each_record(records, "PBN")), newline)


def _check_newline(newline: object) -> None:
    if not isinstance(newline, str) or newline not in _NEWLINES:
        raise InvalidNotationError(
            f"invalid newline {shown(newline)}: expected '\\r\\n', '\\n' or '\\r'"
        )


_NEWLINES = ("\r\n", "\n", "\r")


def dump(
    records: Iterable[BoardRecord],
    file: IO[str] | IO[bytes] | PathLike,
    *,
    newline: str = "\r\n",
) -> None:
    """Write records to a path (as UTF-8) or to a file object open for writing (bytes as
    UTF-8 to a binary file; text as it is to a text file, so open it with ``newline=""``
    to keep the CRLF line ends).

    >>> import io
    >>> out = io.BytesIO()
    >>> dump(loads('[Board "7"]'), out)
    >>> out.getvalue().split(b"\\r\\n")[5]
    b'[Board "7"]'
    """
    if isinstance(file, (str, os.PathLike)):
        path(file, "write PBN to")
    else:
        writable(file, "write PBN to")
    text = dumps(records, newline=newline)
    if isinstance(file, (str, os.PathLike)):
        Path(file).write_bytes(text.encode("utf-8"))
    elif isinstance(file, io.TextIOBase):
        file.write(text)
    elif isinstance(file, (io.RawIOBase, io.BufferedIOBase)) or "b" in str(
        getattr(file, "mode", "")
    ):
        cast(IO[bytes], file).write(text.encode("utf-8"))
    else:
        cast(IO[str], file).write(text)
