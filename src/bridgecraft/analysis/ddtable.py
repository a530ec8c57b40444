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

from collections.abc import Iterable, Iterator, Mapping, Sequence

from bridgecraft.analysis import _dds
from bridgecraft.analysis.cache import LRUCache
from bridgecraft.core import Deal, Seat, Side, Strain
from bridgecraft.core.errors import AnalysisError, InvalidNotationError

__all__ = ["DDTable", "dd_table", "dd_tables"]

_STRAINS = tuple(Strain)
_SEATS = tuple(Seat)


class DDTable:
    """Double-dummy tricks for every strain × declarer (20 numbers), immutable and hashable."""

    __slots__ = ("_tricks",)
    _tricks: tuple[int, ...]

    def __init__(self, tricks: Sequence[int]) -> None:
        """``tricks[strain * 4 + seat]`` in bridgecraft's orders (clubs..notrump, N E S W)."""
        values = tuple(tricks)
        if len(values) != 20 or not all(isinstance(v, int) and 0 <= v <= 13 for v in values):
            raise InvalidNotationError(
                f"invalid double-dummy table {values!r}: expected 20 trick counts from 0 to 13"
            )
        object.__setattr__(self, "_tricks", values)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("DDTable is immutable")

    @classmethod
    def from_rows(cls, rows: Mapping[str | Strain, str | Sequence[int]]) -> DDTable:
        """Build from one row per strain, each giving N E S W (``"7575"`` or ``[7, 5, 7, 5]``).

        Trick counts of 10 to 13 may be written as hex digits (A-D) in the string form.
        """
        tricks = [0] * 20
        seen = set()
        for key, row in rows.items():
            strain = key if isinstance(key, Strain) else Strain.parse(key)
            values = [int(c, 16) for c in row] if isinstance(row, str) else list(row)
            if len(values) != 4:
                raise InvalidNotationError(f"invalid table row {key}: {row!r}: expected 4 values")
            tricks[strain * 4 : strain * 4 + 4] = values
            seen.add(strain)
        if len(seen) != 5:
            raise InvalidNotationError(f"invalid double-dummy table {rows!r}: expected 5 strains")
        return cls(tricks)

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


_TABLES: LRUCache[tuple[int, int, int, int], DDTable] = LRUCache("dd_table", maxsize=8192)


def dd_table(deal: Deal) -> DDTable:
    """The double-dummy table of one deal (cached)."""
    return dd_tables([deal])[0]


def dd_tables(deals: Iterable[Deal]) -> list[DDTable]:
    """Double-dummy tables of many deals, in order.

    Deals not in the cache are solved together with DDS's batch entry point (CalcAllTables,
    40 deals per call, on all cores), which is much faster than one call per deal.
    """
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
