"""Double-dummy tables: the tricks each seat takes as declarer in each strain.

>>> deal = Deal.from_pbn("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
>>> table = dd_table(deal)
>>> table[Strain.S, Seat.W]
8

A table can also be built from its 20 numbers, strain by strain (clubs first) and seat by seat:

>>> table = DDTable.from_rows({"C": "7575", "D": "5757", "H": "6666", "S": "5858", "NT": "6666"})
>>> table[Strain.S, Seat.E], table.best(Side.EW)
(8, (Strain.S, 8))
>>> print(table)
     C  D  H  S NT
N    7  5  6  5  6
E    5  7  6  8  6
S    7  5  6  5  6
W    5  7  6  8  6
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, TypeVar

from bridgecraft.analysis import _dds
from bridgecraft.analysis.cache import LRUCache
from bridgecraft.core import Deal, Seat, Side, Strain
from bridgecraft.core.checks import is_whole
from bridgecraft.core.errors import AnalysisError, InvalidNotationError

__all__ = ["DDTable", "dd_table", "dd_tables"]

_STRAINS = tuple(Strain)
_SEATS = tuple(Seat)


class DDTable:
    """Double-dummy tricks for every strain × declarer (20 numbers), immutable and hashable.

    >>> table = DDTable([7, 5, 7, 5, 5, 7, 5, 7, 6, 6, 6, 6, 5, 8, 5, 8, 6, 6, 6, 6])
    >>> table[Strain.S, Seat.E], table.tricks(Strain.C, Seat.N), table.best(Side.NS)
    (8, 7, (Strain.C, 7))
    >>> table.to_dict()["W"]
    {'C': 5, 'D': 7, 'H': 6, 'S': 8, 'NT': 6}
    """

    __slots__ = ("_tricks",)
    _tricks: tuple[int, ...]

    def __init__(self, tricks: Sequence[int]) -> None:
        """``tricks[strain * 4 + seat]`` in bridgecraft's orders (clubs..notrump, N E S W)."""
        if isinstance(tricks, str | bytes | bytearray) or not isinstance(tricks, Iterable):
            raise InvalidNotationError(
                f"invalid double-dummy table {tricks!r}: expected 20 trick counts from 0 to 13"
            )
        values = tuple(tricks)
        if len(values) != 20 or not all(is_whole(v, 0, 13) for v in values):
            raise InvalidNotationError(
                f"invalid double-dummy table {tricks!r}: expected 20 trick counts from 0 to 13"
            )
        object.__setattr__(self, "_tricks", values)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("DDTable is immutable")

    @classmethod
    def from_rows(
        cls,
        rows: Mapping[str | Strain, str | Sequence[int]]
        | Mapping[str | Seat, Mapping[str | Strain, int]],
    ) -> DDTable:
        """Build from one row per strain, each giving N E S W (``"7575"`` or ``[7, 5, 7, 5]``),
        or from what :meth:`to_dict` gives (one mapping per seat, of tricks by strain).

        Trick counts of 10 to 13 may be written as hex digits (A-D) in the string form. The
        form is told by the rows: mappings are by seat (``"N"`` is North), anything else by
        strain (``"N"`` is notrump, as ``"NT"``); every strain, or every seat, once.

        >>> table = DDTable.from_rows({"C": "7575", "D": "5757", "H": "6666", "S": "5858",
        ...                            "N": "6666"})
        >>> DDTable.from_rows(table.to_dict()) == table
        True
        """
        if not isinstance(rows, Mapping):
            raise InvalidNotationError(f"invalid double-dummy table {rows!r}: {_EXPECTED}")
        by_seat = [isinstance(row, Mapping) for row in rows.values()]
        if by_seat and all(by_seat):
            return cls._from_seats(rows)
        if any(by_seat):
            raise InvalidNotationError(
                f"invalid double-dummy table {rows!r}: rows by strain and by seat mixed: "
                f"{_EXPECTED}"
            )
        tricks = [0] * 20
        by_strain: Mapping[Any, Any] = rows
        seen: dict[Strain, object] = {}
        for key in by_strain:  # every key first: one that is a seat says which form was meant
            strain = _key(Strain, key, rows, "strain")
            if strain in seen:
                raise InvalidNotationError(
                    f"invalid double-dummy table {rows!r}: strain {strain} is given twice "
                    f"({seen[strain]!r} and {key!r})"
                )
            seen[strain] = key
        for strain, key in seen.items():
            tricks[strain * 4 : strain * 4 + 4] = _row(key, by_strain[key])
        if len(seen) != 5:
            raise InvalidNotationError(
                f"invalid double-dummy table {rows!r}: expected 5 strains (C, D, H, S, NT)"
            )
        return cls(tricks)

    @classmethod
    def _from_seats(cls, rows: Mapping[Any, Any]) -> DDTable:
        """The table of :meth:`to_dict`'s form: ``{"N": {"C": 7, ..., "NT": 6}, ...}``."""
        tricks: list[int | None] = [None] * 20
        seats: dict[Seat, object] = {}
        for key, row in rows.items():
            seat = _key(Seat, key, rows, "seat")
            if seat in seats:
                raise InvalidNotationError(
                    f"invalid double-dummy table {rows!r}: seat {seat} is given twice "
                    f"({seats[seat]!r} and {key!r})"
                )
            seats[seat] = key
            assert isinstance(row, Mapping)
            strains: set[Strain] = set()
            for name, count in row.items():
                strain = _key(Strain, name, rows, "strain")
                if strain in strains:
                    raise InvalidNotationError(
                        f"invalid double-dummy table {rows!r}: strain {strain} is given twice "
                        f"for {seat}"
                    )
                strains.add(strain)
                if not is_whole(count, 0, 13):
                    raise InvalidNotationError(
                        f"invalid double-dummy table {rows!r}: {seat} in {strain}: {count!r} "
                        "is not a trick count from 0 to 13"
                    )
                tricks[strain * 4 + seat] = count
            if len(strains) != 5:
                raise InvalidNotationError(
                    f"invalid double-dummy table {rows!r}: expected 5 strains (C, D, H, S, NT) "
                    f"for {seat}"
                )
        if len(seats) != 4:
            raise InvalidNotationError(
                f"invalid double-dummy table {rows!r}: expected 4 seats (N, E, S, W)"
            )
        return cls([count for count in tricks if count is not None])

    def __getitem__(self, key: tuple[Strain, Seat]) -> int:
        strain, seat = key
        return self._tricks[Strain.of(strain) * 4 + Seat.of(seat)]

    def tricks(self, strain: Strain, declarer: Seat) -> int:
        """Tricks for ``declarer`` playing in ``strain``."""
        return self[strain, declarer]

    def best(self, side: Side) -> tuple[Strain, int]:
        """The strain in which ``side`` takes the most tricks (the higher strain on ties)."""
        seats = (Seat.N, Seat.S) if Side.of(side) == Side.NS else (Seat.E, Seat.W)
        tricks, strain = max((max(self[s, seat] for seat in seats), s) for s in _STRAINS)
        return strain, tricks

    def items(self) -> Iterator[tuple[tuple[Strain, Seat], int]]:
        """((strain, seat), tricks) for all 20 entries, clubs first, N E S W within."""
        for strain in _STRAINS:
            for seat in _SEATS:
                yield (strain, seat), self[strain, seat]

    def to_dict(self) -> dict[str, dict[str, int]]:
        """``{"N": {"C": 7, ..., "NT": 6}, ...}`` (for JSON)."""
        return {str(seat): {str(s): self[s, seat] for s in _STRAINS} for seat in _SEATS}

    @property
    def values(self) -> tuple[int, ...]:
        """The 20 numbers, ``[strain * 4 + seat]``."""
        return self._tricks

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DDTable) and other._tricks == self._tricks

    def __hash__(self) -> int:
        return hash(self._tricks)

    def __repr__(self) -> str:
        rows = ", ".join(
            f"{str(s)!r}: {''.join(format(v, 'X') for v in self._tricks[s * 4 : s * 4 + 4])!r}"
            for s in _STRAINS
        )
        return f"DDTable.from_rows({{{rows}}})"

    def __str__(self) -> str:
        lines = ["   " + "".join(f"{s!s:>3}" for s in _STRAINS)]
        for seat in _SEATS:
            lines.append(f"{seat}  " + "".join(f"{self[s, seat]:>3}" for s in _STRAINS))
        return "\n".join(lines)

    def __reduce__(self) -> tuple[type[DDTable], tuple[tuple[int, ...]]]:
        return (DDTable, (self._tricks,))


_EXPECTED = (
    "expected rows by strain (C, D, H, S, NT), each giving N E S W as in "
    "{'NT': '7575', ...} or {'NT': [7, 5, 7, 5], ...}, or to_dict()'s form by seat, "
    "{'N': {'C': 7, ..., 'NT': 6}, ...}"
)
_HEX = "0123456789ABCD"
_Member = TypeVar("_Member", Strain, Seat)


def _key(kind: type[_Member], key: object, rows: object, what: str) -> _Member:
    """A key of a table's rows as a strain or a seat (the member itself, or text)."""
    if isinstance(key, kind):
        return key
    if isinstance(key, str):
        with contextlib.suppress(InvalidNotationError):
            return kind.parse(key)
    raise InvalidNotationError(
        f"invalid double-dummy table {rows!r}: {key!r} is not a {what}: {_EXPECTED}"
    )


def _row(key: object, row: object) -> list[int]:
    """The four trick counts (N E S W) of a strain's row."""
    if isinstance(row, str):
        values = [_HEX.find(char) for char in row.upper()] if row.isascii() else [-1]
    elif isinstance(row, Sequence) and not isinstance(row, bytes | bytearray):
        values = list(row)
    else:
        values = [-1]
    if len(values) != 4 or not all(is_whole(value, 0, 13) for value in values):
        hint = (
            " ('N' is notrump in rows by strain; rows by seat are mappings of tricks by "
            "strain, as to_dict() gives)"
            if isinstance(key, str) and key.strip().upper() == "N"
            else ""
        )
        raise InvalidNotationError(
            f"invalid table row {key}: {row!r}: expected 4 trick counts from 0 to 13 (N E S W), "
            f"as '7575' (A-D for 10-13) or [7, 5, 7, 5]{hint}"
        )
    return values


_TABLES: LRUCache[tuple[int, int, int, int], DDTable] = LRUCache("dd_table", maxsize=8192)


def dd_table(deal: Deal) -> DDTable:
    """The double-dummy table of one deal (cached).

    >>> deal = Deal.from_pbn(
    ...     "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
    >>> table = dd_table(deal)
    >>> table[Strain.NT, Seat.S], table.best(Side.NS), table.best(Side.EW)
    (6, (Strain.C, 7), (Strain.S, 8))
    >>> dd_table(deal) is table  # asked again: the same table, from the cache
    True
    """
    return dd_tables([deal])[0]


def dd_tables(deals: Iterable[Deal]) -> list[DDTable]:
    """Double-dummy tables of many deals, in order.

    Deals not in the cache are solved together with DDS's batch entry point (CalcAllTables,
    40 deals per call, on all cores), which is much faster than one call per deal.

    >>> pbn = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"
    >>> deals = [Deal.from_pbn(pbn), Deal.from_index(0)]  # in the second, each seat has one suit
    >>> [table[Strain.NT, Seat.S] for table in dd_tables(deals)]
    [6, 0]
    """
    if not isinstance(deals, Iterable) or isinstance(deals, str | bytes):
        raise AnalysisError(f"dd_tables needs Deal objects, got {deals!r}")
    deals = list(deals)
    for deal in deals:
        if not isinstance(deal, Deal):
            raise AnalysisError(f"dd_tables needs Deal objects, got {deal!r}")
    tables: list[DDTable | None] = [_TABLES.get(deal.masks) for deal in deals]
    missing: dict[tuple[int, int, int, int], list[int]] = {}
    for index, table in enumerate(tables):
        if table is None:
            missing.setdefault(deals[index].masks, []).append(index)
    if missing:
        keys = list(missing)
        for masks, values in zip(keys, _dds.calc_tables(keys), strict=True):
            table = DDTable(values)
            _TABLES.put(masks, table)
            for index in missing[masks]:
                tables[index] = table
    return [table for table in tables if table is not None]
