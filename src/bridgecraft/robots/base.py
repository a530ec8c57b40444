"""The robot contract: a robot sees one seat's view and returns a legal call or card, with why.

A robot never sees the deal: :meth:`Robot.decide` gets ``game.view(seat)`` (declarer's view
when dummy is to play) and returns a :class:`Decision`. Every call comes with its meaning, so a
human can always ask what a robot's call shows. Robots are deterministic for a seed: the
random generator for a decision comes from :func:`decision_rng`, which depends only on the
seed and on what the seat has seen.

>>> from bridgecraft.core import Call
>>> decision = Decision(Call.parse("1NT"), "15-17 HCP, balanced", rule="open-1nt")
>>> str(decision)
'1NT: 15-17 HCP, balanced'
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from bridgecraft.core import Call, Card, InvalidNotationError, View
from bridgecraft.core.checks import is_whole

__all__ = [
    "Candidate",
    "Decision",
    "Robot",
    "check_count",
    "check_seconds",
    "check_seed",
    "check_view",
    "decision_rng",
]


@dataclass(frozen=True, slots=True)
class Candidate:
    """One option a robot weighed: its estimate for it, in the robot's own unit (for card play
    the expected result under the scoring in play; for bidding the rule's priority).

    The SAYC rules that fit a hand, by priority: 1NT beats 1♦:

    >>> from bridgecraft.robots.bidding import choose
    >>> decision = choose(Hand.parse("AQ2.KJ3.J832.A32"), [], Seat.N, Vulnerability.NONE)
    >>> [(str(c.action), c.score, c.note, c.tricks) for c in decision.candidates]
    [('1NT', 90.0, 'open-1nt', None), ('1D', 80.0, 'open-1m', None)]
    """

    action: Call | Card
    score: float
    note: str = ""
    tricks: float | None = None
    """For a card, the tricks its side was expected to take in the whole deal (the average
    over the layouts weighed); None for a call, or when the robot has no such estimate."""


@dataclass(frozen=True, slots=True)
class Decision:
    """A robot's call or card, what it means (calls) or why (cards), and what it weighed.

    >>> decision = Decision(Card.SA, "cashes the setting trick")
    >>> str(decision), decision.rule, decision.candidates
    ('SA: cashes the setting trick', None, ())
    """

    action: Call | Card
    meaning: str
    """For a call, what it shows in the system ("transfer to hearts, 5+ hearts"); for a card,
    the reason. Never empty for a call."""
    candidates: tuple[Candidate, ...] = ()
    rule: str | None = None
    """The rule of the system that chose a call; None when no rule applied (a fallback)."""

    def __str__(self) -> str:
        return f"{self.action}: {self.meaning}"


@runtime_checkable
class Robot(Protocol):
    """Anything that can take a seat: it sees only that seat's view.

    Any object with a ``name`` and a ``decide`` method is one:

    >>> class Passer:
    ...     name = "passer"
    ...     def decide(self, view):
    ...         return Decision(Call.PASS, "no bid")
    >>> isinstance(Passer(), Robot), isinstance("passer", Robot)
    (True, False)
    >>> print(Passer().decide(Game.new(Board(1, Deal.from_index(7))).view(Seat.N)))
    P: no bid
    """

    name: str

    def decide(self, view: View) -> Decision:
        """The call or card for ``view.to_act`` (the seat of ``view``) in the auction or play."""
        ...


def decision_rng(seed: int, view: View) -> random.Random:
    """A generator that depends only on ``seed`` and on what ``view`` shows (board, calls,
    cards played, the seat's own cards), so a robot decides the same way for the same seed.

    >>> game = Game.new(Board(1, Deal.from_index(5)))
    >>> first = decision_rng(7, game.view(Seat.N)).random()
    >>> first == decision_rng(7, game.view(Seat.N)).random()
    True
    >>> first == decision_rng(8, game.view(Seat.N)).random()    # another seed
    False
    >>> first == decision_rng(7, game.view(Seat.E)).random()    # another seat's view
    False
    """
    check_view(view)
    check_seed(seed)
    own = view.hands[view.seat] if view.seat is not None else None
    text = "|".join(
        (
            str(seed),
            str(view.seat),
            str(view.board_number),
            " ".join(str(call) for call in view.calls),
            " ".join(str(card) for trick in view.tricks for card in trick.cards),
            str(own),
        )
    )
    return random.Random(hashlib.blake2b(text.encode(), digest_size=16).hexdigest())


def check_view(view: object) -> View:
    """``view`` if it is a :class:`View`; anything else raises InvalidNotationError (a robot
    decides from a seat's view, ``game.view(seat)``).

    >>> view = Game.new(Board(1, Deal.from_index(5))).view(Seat.N)
    >>> check_view(view) is view
    True
    >>> check_view("N")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid view 'N': expected a View, as \
game.view(seat) gives
    """
    if isinstance(view, View):
        return view
    raise InvalidNotationError(f"invalid view {view!r}: expected a View, as game.view(seat) gives")


def check_count(value: object, least: int, option: str) -> int:
    """``value`` if it is a whole number of ``least`` or more (a robot's number of samples,
    of layouts...); anything else raises InvalidNotationError naming ``option``.

    >>> check_count(0, 1, "samples")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid samples 0: expected a whole number \
of 1 or more
    """
    if isinstance(value, int) and is_whole(value, least):
        return value
    raise InvalidNotationError(
        f"invalid {option} {value!r}: expected a whole number of {least} or more"
    )


def check_seconds(cap: object, option: str) -> float | None:
    """``cap`` if it is a number of seconds above 0 (a robot's time cap), or None for no
    cap; anything else raises InvalidNotationError naming ``option``.

    >>> check_seconds(2.5, "time_cap"), check_seconds(None, "time_cap")
    (2.5, None)
    >>> check_seconds(-1, "time_cap")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid time_cap -1: expected seconds above \
0, or None
    """
    if cap is None or (isinstance(cap, int | float) and not isinstance(cap, bool) and cap > 0):
        return cap
    raise InvalidNotationError(f"invalid {option} {cap!r}: expected seconds above 0, or None")


def check_seed(seed: object) -> int:
    """``seed`` if it is a whole number from 0; anything else raises InvalidNotationError
    (``random.Random`` would take a list or a string, or seed with a negative number's
    absolute value, decision 0027).

    >>> check_seed(7)
    7
    >>> check_seed(-1)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid seed -1: expected a whole number from 0
    """
    if isinstance(seed, int) and is_whole(seed, 0):
        return seed
    raise InvalidNotationError(f"invalid seed {seed!r}: expected a whole number from 0")
