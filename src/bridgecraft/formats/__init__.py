"""The standard files: PBN 2.1, BBO's LIN and our JSON, read and written losslessly.

Each format module has the same shape as the standard library's ``json``:
``load(file)``, ``loads(text)``, ``dump(records, file)``, ``dumps(records)``. Readers return
:class:`BoardRecord`\\ s; in lenient mode (the default) problems are kept in each record's
``errors``, in strict mode the first one raises :class:`InvalidNotationError`.
``iterdumps(records)`` gives the text of ``dumps`` a board at a time.

:func:`load` and :func:`dump` here pick the format by the file's extension (or a
``format=`` name), as the command line does (:mod:`bridgecraft.formats.by_name`).
"""

from bridgecraft.formats.by_name import FORMATS, dump, format_of, load
from bridgecraft.formats.record import BoardRecord, CallEntry, CardEntry, RecordError, Table

__all__ = [
    "FORMATS",
    "BoardRecord",
    "CallEntry",
    "CardEntry",
    "RecordError",
    "Table",
    "dump",
    "format_of",
    "load",
]
