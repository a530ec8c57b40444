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
    """Base class of every error that bridgecraft raises on purpose."""


class InvalidNotationError(BridgeError, ValueError):
    """Text that is not valid notation: a bad card, call, hand, deal or file."""


class IllegalActionError(BridgeError, ValueError):
    """An action that the Laws do not allow now; the game is left unchanged."""


class IllegalCallError(IllegalActionError):
    """An illegal call: insufficient bid, double of own side, call out of turn..."""


class IllegalPlayError(IllegalActionError):
    """An illegal play: card not in hand, revoke, play out of turn..."""


class IllegalClaimError(IllegalActionError):
    """An illegal claim or response to a claim."""


class AnalysisError(BridgeError, RuntimeError):
    """An analysis could not be done: solver missing or failed."""
