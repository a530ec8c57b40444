"""The standard files: PBN 2.1, BBO's LIN and our JSON, read and written losslessly.

Each format module has the same shape as the standard library's ``json``:
``load(file)``, ``loads(text)``, ``dump(records, file)``, ``dumps(records)``. Readers return
:class:`BoardRecord`\\ s; in lenient mode (the default) problems are kept in each record's
``errors``, in strict mode the first one raises :class:`InvalidNotationError`.
"""

from bridgecraft.formats.record import BoardRecord, CallEntry, CardEntry, RecordError, Table

__all__ = ["BoardRecord", "CallEntry", "CardEntry", "RecordError", "Table"]
