"""The PBN file a ``play`` session saves to (``--save``): the games already in it are kept
byte for byte and the session's deals are written after them, so a file named twice
becomes a log of both sessions instead of losing the first (decision 0035)."""

from __future__ import annotations

import codecs
import datetime
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from bridgecraft.cli.files import replace_file
from bridgecraft.core import InvalidNotationError
from bridgecraft.formats import pbn
from bridgecraft.formats.record import BoardRecord

__all__ = ["PBN_SCORING", "SessionFile", "pbn_date"]

PBN_SCORING = {"rubber": "Rubber", "chicago": "Chicago", "imps": "IMP"}
"""The PBN ``Scoring`` tag of each scoring of the terminal game (PBN 2.1 §3.4.12)."""


def pbn_date(day: datetime.date) -> str:
    """A day as PBN writes it in the ``Date`` tag.

    >>> pbn_date(datetime.date(2026, 12, 4))
    '2026.12.04'
    """
    return f"{day.year:04d}.{day.month:02d}.{day.day:02d}"


class SessionFile:
    """A PBN file to save a session's deals to. An empty or missing file is written anew; a
    file already holding PBN games keeps them, unchanged, before the session's deals (in the
    file's own character set and line ends). A file that exists and holds text but no tag of
    a PBN game is refused before anything is played.

    >>> import tempfile, pathlib
    >>> from bridgecraft.formats.record import BoardRecord
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "log.pbn"
    >>> SessionFile(path).write([BoardRecord(number=1)])
    >>> later = SessionFile(path)
    >>> later.kept
    1
    >>> later.write([BoardRecord(number=1), BoardRecord(number=2)])
    >>> [record.number for record in pbn.load(path)]
    [1, 1, 2]
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        data = path.read_bytes() if path.is_file() else b""
        self._prefix = data
        self.kept = 0
        """How many games the file held before the session."""
        self._encoding = "utf-8"
        self._newline = "\r\n"
        self._separator = ""
        if not data.strip():
            self._prefix = b""
            return
        text = pbn.decode(data)
        refusal = InvalidNotationError(
            f"cannot save to {str(path)!r}: the file exists and holds no PBN game "
            "(choose another file name)"
        )
        try:
            records = pbn.loads(text)
        except InvalidNotationError as error:
            raise refusal from error
        games = [record for record in records if replace(record, errors=()) != BoardRecord()]
        if records and not games:  # text, but not one tag of a game: not a PBN file
            raise refusal
        self.kept = len(games)
        self._encoding = _encoding_of(data)
        self._newline = next(
            (end for end in ("\r\n", "\n", "\r") if end in text), "\r\n"
        )  # the file's own line ends; PBN's CRLF for a file of one line
        ends = text.replace("\r\n", "\n").replace("\r", "\n")
        self._separator = "" if ends.endswith("\n\n") else "\n" if ends.endswith("\n") else "\n\n"

    def write(self, records: Sequence[BoardRecord]) -> None:
        """Write the file again, whole or not at all (:func:`replace_file`): the games it
        held, then ``records``. I/O errors (a full disk) are raised as they are, and the
        games it held stay in it."""
        pieces = list(pbn.iterdumps(records, newline=self._newline))
        if self._prefix:
            separator = self._separator.replace("\n", self._newline)
            new = separator + "".join(pieces[1:])  # the file has its own header
        else:
            new = "".join(pieces)
        replace_file(self.path, self._prefix + new.encode(self._encoding, errors="replace"))


def _encoding_of(data: bytes) -> str:
    """The character set to add text to a PBN file in, as :func:`pbn.decode` reads it."""
    if data.startswith(codecs.BOM_UTF16_LE):
        return "utf-16-le"
    if data.startswith(codecs.BOM_UTF16_BE):
        return "utf-16-be"
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return "latin-1"
    return "utf-8"
