"""Any of the three formats by its name or by a file's extension: ``load``, ``dump`` and
``iterdumps`` that pick the format as the command line does.

>>> import tempfile
>>> from pathlib import Path
>>> with tempfile.TemporaryDirectory() as folder:
...     dump([BoardRecord(number=4)], Path(folder, "one.lin"))
...     records = load(Path(folder, "one.lin"))
>>> records[0].number, format_of("boards.PBN"), format_of("out.txt", "json")
(4, 'pbn', 'json')
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from types import ModuleType

from bridgecraft.core import InvalidNotationError
from bridgecraft.formats.record import BoardRecord

__all__ = ["FORMATS", "dump", "format_module", "format_of", "iterdumps", "load"]

FORMATS = ("pbn", "lin", "json")
"""The formats' names, each also its module in :mod:`bridgecraft.formats`."""
_EXTENSIONS = {".pbn": "pbn", ".lin": "lin", ".json": "json"}

PathLike = str | os.PathLike[str]


def format_of(path: PathLike, given: str | None = None, *, reading: bool = False) -> str:
    """The format named by ``given`` (any case) or, without it, by the file's extension;
    ``reading`` says the file is read, for the message when neither tells.

    >>> format_of("club.json"), format_of("-", "LIN")
    ('json', 'lin')
    >>> format_of("notes.txt")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: cannot tell the format of 'notes.txt': use \
a .pbn, .lin or .json name or --to
    """
    if given is not None:
        name = given.lower() if isinstance(given, str) else given
        if name not in FORMATS:
            raise InvalidNotationError(
                f"invalid format {given!r}: expected one of {', '.join(FORMATS)}"
            )
        return str(name)
    if not isinstance(path, str | os.PathLike):
        raise InvalidNotationError(
            f"invalid path {path!r:.100}: expected a file name, not {type(path).__name__}"
        )
    suffix = Path(path).suffix.lower()
    if suffix not in _EXTENSIONS:
        how = "name it .pbn, .lin or .json" if reading else "use a .pbn, .lin or .json name or --to"
        raise InvalidNotationError(f"cannot tell the format of {os.fspath(path)!r}: {how}")
    return _EXTENSIONS[suffix]


def format_module(name: str) -> ModuleType:
    """The module that reads and writes format ``name`` (imported when first asked for).

    >>> format_module("PBN").__name__
    'bridgecraft.formats.pbn'
    >>> format_module("txt")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid format 'txt': expected one of pbn, \
lin, json
    """
    return importlib.import_module(f"bridgecraft.formats.{format_of('', name)}")


def load(path: PathLike, *, format: str | None = None, strict: bool = False) -> list[BoardRecord]:
    """Read every board of a file in the format its extension names (or ``format``);
    lenient unless ``strict``, as each format's own ``load``.

    >>> import tempfile
    >>> from pathlib import Path
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = Path(folder, "club.txt")
    ...     _ = path.write_text('[Board "7"]\\n[Dealer "E"]\\n')
    ...     records = load(path, format="pbn")  # .txt names no format
    >>> records[0].number, records[0].dealer
    (7, Seat.E)
    """
    records: list[BoardRecord] = format_module(format_of(path, format, reading=True)).load(
        path, strict=strict
    )
    return records


def dump(records: Iterable[BoardRecord], path: PathLike, *, format: str | None = None) -> None:
    """Write records to a file in the format its extension names (or ``format``), with
    each format's defaults (PBN with CRLF line ends, JSON indented).

    >>> import tempfile
    >>> from pathlib import Path
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     dump([BoardRecord(number=3)], Path(folder, "out.pbn"))
    ...     dump([BoardRecord(number=3)], Path(folder, "out.txt"), format="lin")
    ...     pbn, lin = Path(folder, "out.pbn").read_bytes(), Path(folder, "out.txt").read_text()
    >>> pbn[:21], lin
    (b'% PBN 2.1\\r\\n% EXPORT\\r\\n', 'pn|,,,|st||md|,,,|rh||ah|Board 3|\\n')
    """
    format_module(format_of(path, format)).dump(records, path)


def iterdumps(records: Iterable[BoardRecord], format: str) -> Iterator[str]:
    """The text of a file of format ``format`` in pieces, a board a piece (see each
    format's ``iterdumps``).

    >>> records = [BoardRecord(number=number) for number in (1, 2)]
    >>> list(iterdumps(records, "lin"))
    ['pn|,,,|st||md|,,,|rh||ah|Board 1|\\n', 'pn|,,,|st||md|,,,|rh||ah|Board 2|\\n']
    >>> "".join(iterdumps(records, "json")) == format_module("json").dumps(records)
    True
    """
    pieces: Iterator[str] = format_module(format).iterdumps(records)
    return pieces
