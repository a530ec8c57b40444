"""The contract: level, strain, doubling state and declarer.

>>> contract = Contract.parse("4SX by N")
>>> contract.tricks_needed, contract.dummy, contract.opening_leader
(10, Seat.S, Seat.E)
>>> contract.score(tricks=8, vulnerable=False)
-300
>>> str(contract)
'4SX by N'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bridgecraft.core.calls import Doubled
from bridgecraft.core.cards import Seat, Side, Strain
from bridgecraft.core.checks import check_text, is_whole
from bridgecraft.core.errors import InvalidNotationError
from bridgecraft.core.scoring.duplicate import duplicate_score

__all__ = ["Contract"]

_PATTERN = re.compile(
    r"^\s*([0-9])\s*(NT|N|C|D|H|S|♣|♦|♥|♠)\s*(XX|X|\*\*|\*|)\s*(?:BY\s+)?([NESW])?\s*$",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Contract:
    """The final contract of an auction and who declares it.

    >>> contract = Contract(3, Strain.NT, Doubled.UNDOUBLED, Seat.W)
    >>> contract.side, contract.dummy, contract.opening_leader
    (Side.EW, Seat.E, Seat.N)
    >>> str(contract), contract.score(tricks=10, vulnerable=True)
    ('3NT by W', 630)
    """

    level: int
    """1 to 7: the tricks to win beyond six."""
    strain: Strain
    """The trump suit, or notrump."""
    doubled: Doubled
    """Undoubled, doubled or redoubled."""
    declarer: Seat
    """The player who first named the strain for the side that won the auction."""

    def __post_init__(self) -> None:
        if (
            not isinstance(self.level, int)
            or isinstance(self.level, bool)
            or not 1 <= self.level <= 7
        ):
            raise InvalidNotationError(f"invalid contract level {self.level!r}: expected 1 to 7")
        # Plain integers are accepted for the enums and stored as them.
        fields = (("strain", Strain, 5), ("doubled", Doubled, 3), ("declarer", Seat, 4))
        for name, kind, size in fields:
            value = getattr(self, name)
            if not is_whole(value, 0, size - 1):
                raise InvalidNotationError(
                    f"invalid contract {name} {value!r}: expected a {kind.__name__}"
                )
            if type(value) is not kind:
                object.__setattr__(self, name, kind(value))

    @classmethod
    def parse(cls, text: str) -> Contract:
        """Parse ``4SX by N`` (also ``4SXN``, ``3NT S``, ``4♠ N``; any case).

        >>> Contract.parse("3n s")
        Contract(level=3, strain=Strain.NT, doubled=Doubled.UNDOUBLED, declarer=Seat.S)
        >>> Contract.parse("8NT by S")
        Traceback (most recent call last):
        ...
        bridgecraft.core.errors.InvalidNotationError: invalid contract '8NT by S': \
no bid above seven exists (Law 38)
        """
        check_text(text, "contract")
        match = _PATTERN.match(text)
        if not match or match.group(4) is None:
            raise InvalidNotationError(
                f"invalid contract {text!r}: expected level, strain, X or XX and declarer, "
                "as in '4SX by N'"
            )
        level = int(match.group(1))
        if not 1 <= level <= 7:
            reason = "no bid above seven exists (Law 38)" if level > 7 else "levels are 1 to 7"
            raise InvalidNotationError(f"invalid contract {text!r}: {reason}")
        return cls(
            level,
            Strain.parse(match.group(2)),
            Doubled.parse(match.group(3)),
            Seat.parse(match.group(4)),
        )

    @property
    def tricks_needed(self) -> int:
        """The tricks declarer's side needs: level + 6."""
        return self.level + 6

    @property
    def side(self) -> Side:
        """The declaring side."""
        return self.declarer.side

    @property
    def dummy(self) -> Seat:
        """Declarer's partner."""
        return self.declarer.partner

    @property
    def opening_leader(self) -> Seat:
        """Declarer's left-hand opponent, who makes the opening lead (Law 41A)."""
        return self.declarer.lho

    def score(self, *, tricks: int, vulnerable: bool) -> int:
        """The duplicate score for declarer's side taking ``tricks`` (Law 77)."""
        return duplicate_score(
            self.level, self.strain, self.doubled, vulnerable=vulnerable, tricks=tricks
        )

    def __str__(self) -> str:
        return f"{self.level}{self.strain}{self.doubled} by {self.declarer}"
