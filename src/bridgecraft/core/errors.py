"""The error hierarchy: every mistake in input or play raises one of these.

>>> from bridgecraft.core import Call
>>> try:
...     Call.parse("8NT")
... except InvalidNotationError as error:
...     print(error)
invalid call '8NT': no bid above seven exists (Law 38)
"""

from __future__ import annotations

__all__ = [
    "AnalysisError",
    "BridgeError",
    "IllegalActionError",
    "IllegalCallError",
    "IllegalClaimError",
    "IllegalPlayError",
    "InvalidNotationError",
]


class BridgeError(Exception):
    """Base class of every error that bridgecraft raises on purpose.

    Catching it catches bad notation and illegal actions alike:

    >>> for text in ("S1", "1H"):
    ...     try:
    ...         Auction.parse("1S", dealer=Seat.N).apply(text)
    ...     except BridgeError as error:
    ...         print(type(error).__name__)
    InvalidNotationError
    IllegalCallError
    """


class InvalidNotationError(BridgeError, ValueError):
    """Text that is not valid notation: a bad card, call, hand, deal or file.

    >>> Hand.parse("AKQ.JT9.876")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid hand 'AKQ.JT9.876': expected 4 \
holdings separated by '.' (spades.hearts.diamonds.clubs), found 3
    """


class IllegalActionError(BridgeError, ValueError):
    """An action that the Laws do not allow now; the game is left unchanged.

    It is the base of the illegal call, play and claim errors:

    >>> game = Game.new(Board(1, Deal.from_index(0)))
    >>> try:
    ...     game.apply(Card.SA)
    ... except IllegalActionError as error:
    ...     print(type(error).__name__, "-", error)
    IllegalPlayError - cannot play SA: the auction is not over (auction: no calls yet)
    >>> game.actions
    ()
    """


class IllegalCallError(IllegalActionError):
    """An illegal call: insufficient bid, double of own side, call out of turn...

    >>> Auction.parse("1S", dealer=Seat.N).apply("1H")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.IllegalCallError: insufficient bid 1H after 1S by N (auction: 1S)
    """


class IllegalPlayError(IllegalActionError):
    """An illegal play: card not in hand, revoke, play out of turn...

    >>> deal = Deal.from_pbn(
    ...     "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
    >>> Game.replay(Board(1, deal), "1NT P P P ST").apply("H8")  # from dummy, South
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.IllegalPlayError: revoke: South must follow spades (holds S6 S5 \
S4 S3), not play H8 (trick 1: ST)
    """


class IllegalClaimError(IllegalActionError):
    """An illegal claim or response to a claim.

    >>> game = Game.replay(Board(1, Deal.from_index(0)), "1C P P P")
    >>> game.apply(Claim(Seat.N, 7))
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.IllegalClaimError: North cannot claim before the opening lead
    """


class AnalysisError(BridgeError, RuntimeError):
    """An analysis could not be done: solver missing or failed.

    It is a RuntimeError, not a ValueError: the input was fine, the means to answer were not.

    >>> try:
    ...     raise AnalysisError("the double-dummy solver DDS is not available")
    ... except RuntimeError as error:
    ...     print(type(error).__name__, "-", error)
    AnalysisError - the double-dummy solver DDS is not available
    """
