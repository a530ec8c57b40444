"""Tricks and results.

>>> trick = Trick(Seat.W, (Card.H8, Card.HT, Card.HA, Card.H2), Seat.E)
>>> trick.is_complete, trick.seat_of(2)
(True, Seat.E)
>>> print(Result(Contract.parse("4S by N"), 10, 620))
4S by N =, 10 tricks, +620
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgecraft.core.cards import Card, Seat, Side
from bridgecraft.core.contract import Contract

__all__ = ["Result", "Trick"]


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick: who led, the cards in the order played, and the winner once complete.

    >>> game = Game.replay(Board(1, Deal.from_index(0)), "1C P P P D2 H2 S2 C2")
    >>> game.tricks[0]
    Trick(leader=Seat.E, cards=(Card.D2, Card.H2, Card.S2, Card.C2), winner=Seat.N)
    >>> game.apply("CA").tricks[-1]  # in progress
    Trick(leader=Seat.N, cards=(Card.CA,), winner=None)
    """

    leader: Seat
    """The seat that led to the trick."""
    cards: tuple[Card, ...]
    """The cards played so far, from the leader clockwise."""
    winner: Seat | None
    """The seat that won the trick, None while it is in progress."""

    @property
    def is_complete(self) -> bool:
        """True once four cards have been played."""
        return len(self.cards) == 4

    def seat_of(self, position: int) -> Seat:
        """The seat that played the card at ``position`` (0 is the lead)."""
        return self.leader.next(position)


@dataclass(frozen=True, slots=True)
class Result:
    """The outcome of a finished deal, scored at duplicate (Law 77).

    >>> game = Game.replay(Board(1, Deal.from_index(0)), "1C P P P D2 H2 S2 C2")
    >>> result = game.apply(Claim(Seat.N, 12)).apply("E accepts").apply("W accepts").result()
    >>> result.tricks, result.score, result.score_for(Side.EW)
    (13, 190, -190)
    >>> Game.replay(Board(1, Deal.from_index(0)), "P P P P").result()
    Result(contract=None, tricks=0, score=0)
    """

    contract: Contract | None
    """The contract, None if the deal was passed out."""
    tricks: int
    """Tricks won by declarer's side (0 if passed out)."""
    score: int
    """The score for declarer's side: negative when the defenders score."""

    @property
    def is_passed_out(self) -> bool:
        """True when the deal was passed out (scored 0)."""
        return self.contract is None

    def score_for(self, side: Side | Seat | str) -> int:
        """The score from one side's point of view: ``side`` is a Side, a Seat (its side) or
        ``"NS"``/``"EW"``; anything else raises InvalidNotationError, passed out or not.

        >>> Result(Contract.parse("4S by E"), 9, -100).score_for(Side.NS)
        100
        >>> Result(Contract.parse("4S by E"), 9, -100).score_for(Seat.W)
        -100
        """
        side = Side.of(side)
        if self.contract is None:
            return 0
        return self.score if self.contract.side == side else -self.score

    def __str__(self) -> str:
        if self.contract is None:
            return "passed out"
        difference = self.tricks - self.contract.tricks_needed
        made = "=" if difference == 0 else f"{difference:+d}"
        return f"{self.contract} {made}, {self.tricks} tricks, {self.score:+d}"
