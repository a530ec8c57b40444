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
from bridgecraft.core.checks import as_member, is_whole
from bridgecraft.core.contract import Contract
from bridgecraft.core.errors import InvalidNotationError

__all__ = ["Result", "Trick"]

_SEATS = tuple(Seat)
_CARDS = tuple(Card)


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

    def __post_init__(self) -> None:
        leader = self.leader
        if type(leader) is not Seat:
            leader = as_member(_SEATS, leader, Seat.parse, "trick leader", "a Seat")
            object.__setattr__(self, "leader", leader)
        given = self.cards
        if type(given) is not tuple or any(type(card) is not Card for card in given):
            if isinstance(given, str | bytes) or not hasattr(given, "__iter__"):
                raise InvalidNotationError(f"invalid trick cards {given!r}: expected up to 4 cards")
            given = tuple(as_member(_CARDS, c, Card.parse, "card", "a Card") for c in given)
        cards: tuple[Card, ...] = given
        if len(cards) > 4 or len(set(cards)) != len(cards):
            raise InvalidNotationError(
                f"invalid trick cards {self.cards!r}: expected up to 4 different cards"
            )
        object.__setattr__(self, "cards", cards)
        if self.winner is None:
            if len(cards) == 4:
                raise InvalidNotationError(f"invalid trick {cards!r}: complete, but no winner")
            return
        winner = self.winner
        if type(winner) is not Seat:
            winner = as_member(_SEATS, winner, Seat.parse, "trick winner", "a Seat")
            object.__setattr__(self, "winner", winner)
        if len(cards) < 4:
            raise InvalidNotationError(
                f"invalid trick winner {winner!r}: the trick {cards!r} is not complete"
            )
        # Whatever the trumps, the winning card is the highest card of its suit in the trick.
        won = cards[(winner - leader) % 4]
        suit = won // 13  # a card's number is 13 times its suit's plus its rank's
        if any(card > won and card // 13 == suit for card in cards):
            raise InvalidNotationError(
                f"invalid trick winner {winner!r}: a card higher than {won} in "
                f"{won.suit.full_name} was played to {cards!r}"
            )

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

    def __post_init__(self) -> None:
        if self.contract is not None and not isinstance(self.contract, Contract):
            raise InvalidNotationError(
                f"invalid result contract {self.contract!r}: expected a Contract or None"
            )
        if not is_whole(self.tricks, 0, 13):
            raise InvalidNotationError(f"invalid result tricks {self.tricks!r}: expected 0 to 13")
        if not is_whole(self.score):
            raise InvalidNotationError(f"invalid result score {self.score!r}: expected an int")
        if self.contract is None:
            if self.tricks or self.score:
                raise InvalidNotationError(
                    f"invalid passed-out result: {self.tricks} tricks, score {self.score} "
                    "(expected 0 and 0)"
                )
            return
        made = self.tricks >= self.contract.tricks_needed
        if (self.score > 0) != made:
            raise InvalidNotationError(
                f"invalid result score {self.score!r} for {self.contract} with {self.tricks} "
                f"tricks: expected a {'plus' if made else 'minus'} score (Law 77)"
            )

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
