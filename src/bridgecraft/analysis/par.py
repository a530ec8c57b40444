"""Par: the score when both sides bid perfectly with double-dummy knowledge, and its contracts.

Par is computed by DDS from a double-dummy table (``DealerParBin`` when the dealer is known,
``SidesParBin`` for "who starts the bidding" without a dealer). Scores are given from NS's
point of view, with :meth:`Par.score_for` and :meth:`Par.text` for either side.

>>> table = DDTable.from_rows({"C": "7575", "D": "5757", "H": "6666", "S": "5858", "NT": "6666"})
>>> result = par(table, Vulnerability.NONE, Seat.N)
>>> result.score, result.text(Side.EW), [str(c) for c in result.contracts]
(-110, 'EW 110', ['2S-EW'])
>>> print(result)
NS -110 (2S-EW)
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgecraft.analysis import _dds
from bridgecraft.analysis.cache import LRUCache
from bridgecraft.analysis.ddtable import DDTable, dd_table
from bridgecraft.core import BySide, Contract, Deal, Doubled, Seat, Side, Strain, Vulnerability
from bridgecraft.core.errors import AnalysisError

__all__ = ["Par", "ParContract", "par", "sides_par"]

_SEAT_CODES: tuple[tuple[Seat, ...], ...] = (
    (Seat.N,),
    (Seat.E,),
    (Seat.S,),
    (Seat.W,),
    (Seat.N, Seat.S),
    (Seat.E, Seat.W),
)


@dataclass(frozen=True, slots=True)
class ParContract:
    """One par contract: made with ``overtricks``, or a doubled sacrifice down ``undertricks``.

    >>> sacrifice = ParContract(5, Strain.D, (Seat.N, Seat.S), undertricks=2)
    >>> str(sacrifice), sacrifice.side, sacrifice.tricks, sacrifice.is_sacrifice
    ('5D*-NS-2', Side.NS, 9, True)
    """

    level: int
    strain: Strain
    declarers: tuple[Seat, ...]
    """The seats that can declare it for the par score (one seat, or both of a side)."""
    overtricks: int = 0
    undertricks: int = 0

    @property
    def side(self) -> Side:
        """The side that declares."""
        return self.declarers[0].side

    @property
    def is_sacrifice(self) -> bool:
        """True for a doubled contract that goes down."""
        return self.undertricks > 0

    @property
    def tricks(self) -> int:
        """Declarer's tricks double dummy."""
        return self.level + 6 + self.overtricks - self.undertricks

    def contract(self, declarer: Seat | None = None) -> Contract:
        """As a :class:`Contract` (doubled for a sacrifice), by ``declarer`` or the first seat.

        >>> ParContract(4, Strain.S, (Seat.E, Seat.W), undertricks=1).contract()
        Contract(level=4, strain=Strain.S, doubled=Doubled.DOUBLED, declarer=Seat.E)
        """
        seat = self.declarers[0] if declarer is None else Seat.of(declarer, "declarer")
        if seat not in self.declarers:
            raise AnalysisError(f"{seat} cannot declare the par contract {self}")
        doubled = Doubled.DOUBLED if self.is_sacrifice else Doubled.UNDOUBLED
        return Contract(self.level, self.strain, doubled, seat)

    def __str__(self) -> str:
        """DDS's compact form: ``4S-EW``, ``3N-S+1``, ``5H*-NS-2`` (``*`` doubled)."""
        strain = "N" if self.strain == Strain.NT else str(self.strain)
        seats = "".join(str(seat) for seat in self.declarers)
        extra = f"+{self.overtricks}" if self.overtricks else ""
        if self.undertricks:
            extra = f"-{self.undertricks}"
        star = "*" if self.is_sacrifice else ""
        return f"{self.level}{strain}{star}-{seats}{extra}"


@dataclass(frozen=True, slots=True)
class Par:
    """The par score (NS's point of view) and every contract that achieves it.

    >>> deal = Deal.from_pbn(
    ...     "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
    >>> result = par(deal, Vulnerability.BOTH, Seat.E)
    >>> result.score, result.contracts[0].tricks, result.to_dict()
    (-110, 8, {'score': -110, 'contracts': ['1S-EW+1']})
    """

    score: int
    contracts: tuple[ParContract, ...]

    def score_for(self, side: Side | Seat | str) -> int:
        """The par score from ``side``'s point of view: a Side, a Seat (its side) or
        ``"NS"``/``"EW"``, as for :meth:`Result.score_for <bridgecraft.core.Result.score_for>`.

        >>> Par(620, ()).score_for(Seat.W), Par(620, ()).score_for("ns")
        (-620, 620)
        """
        return self.score if Side.of(side) == Side.NS else -self.score

    def text(self, side: Side | Seat | str = Side.NS) -> str:
        """``"NS 620"`` or, from the other side, ``"EW -620"`` (a seat stands for its side).

        >>> Par(620, ()).text(Seat.E)
        'EW -620'
        """
        side = Side.of(side)
        return f"{side} {self.score_for(side)}"

    def to_dict(self) -> dict[str, object]:
        """For JSON: score (NS) and contracts in the compact form."""
        return {"score": self.score, "contracts": [str(c) for c in self.contracts]}

    def __str__(self) -> str:
        contracts = ", ".join(str(c) for c in self.contracts) or "passed out"
        return f"{self.text()} ({contracts})"


def _contracts(raw: tuple[tuple[int, int, int, int, int], ...]) -> tuple[ParContract, ...]:
    return tuple(
        ParContract(level, Strain(strain), _SEAT_CODES[seats], over, under)
        for level, strain, seats, over, under in raw
    )


def _table(source: Deal | DDTable) -> DDTable:
    if isinstance(source, DDTable):
        return source
    if isinstance(source, Deal):
        return dd_table(source)
    raise AnalysisError(f"par needs a Deal or a DDTable, got {source!r}")


_PARS: LRUCache[tuple[tuple[int, ...], int, int], Par] = LRUCache("par", maxsize=8192)


def par(source: Deal | DDTable, vulnerability: Vulnerability | str, dealer: Seat | str) -> Par:
    """Par for a deal (solved first) or a table, with ``dealer`` opening the bidding.

    The vulnerability and the dealer may be given as text (``"NS"``, ``"E"``).

    Here EW make 4S and NS can go two down doubled in 5D, which pays unless NS are vulnerable
    and EW are not:

    >>> table = DDTable.from_rows({"C": "6565", "D": "9494", "H": "5656", "S": "3A3A",
    ...                            "NT": "5656"})
    >>> print(par(table, "EW", "N"))
    NS -300 (5D*-NS-2)
    >>> print(par(table, "NS", "N"))
    NS -420 (4S-EW)
    """
    table = _table(source)
    vulnerability = Vulnerability.of(vulnerability)
    dealer = Seat.of(dealer, "dealer")
    key = (table.values, int(vulnerability), int(dealer))
    cached = _PARS.get(key)
    if cached is not None:
        return cached
    score, raw = _dds.dealer_par(table.values, int(dealer), int(vulnerability))
    result = Par(score, _contracts(raw))
    _PARS.put(key, result)
    return result


def sides_par(source: Deal | DDTable, vulnerability: Vulnerability | str) -> BySide[Par]:
    """Par when NS start the bidding and when EW do (they differ only in rare deals).

    Both scores are given from NS's point of view.

    Here each side makes 1NT and nothing higher: the side that starts the bidding gets it.

    >>> table = DDTable.from_rows({"C": "5555", "D": "5555", "H": "5555", "S": "5555",
    ...                            "NT": "7777"})
    >>> pars = sides_par(table, "None")
    >>> str(pars.ns), str(pars.ew)
    ('NS 90 (1N-NS)', 'NS -90 (1N-EW)')
    """
    table = _table(source)
    ns, ew = _dds.sides_par(table.values, int(Vulnerability.of(vulnerability)))
    # DDS gives the second result's score from EW's point of view.
    return BySide(Par(ns[0], _contracts(ns[1])), Par(-ew[0], _contracts(ew[1])))
