"""The shape of one bidding rule: where it applies, what it bids, what it shows, what it means.

A rule is plain data. Its **auction pattern** is read from the bidder's point of view over the
auction since the opening bid (leading passes are dropped): space-separated tokens, the last one
being right-hand opponent's call. Tokens are calls (``1NT``, ``P``, ``X``), symbolic bids
(``1M``: one of a major, ``2m``: two of a minor, ``1X``/``1Y``/``1Z``: one of any suit, each
letter a different suit; ``2oM``: two of the other major), ``B`` (any bid), ``*`` (any call) and
``...`` (any calls, only first). An empty pattern is the opening seat.

The **call** is a call, a symbolic bid (``2M``), or ``c``/``j``/``d`` + a strain for the
cheapest, single-jump or double-jump bid in it (``cY``: a new suit at the cheapest level). A
letter the pattern does not bind is tried for every suit it may stand for.

>>> r = rule("open-1nt", "", "1NT", 90, "15-17 HCP, balanced", hcp=(15, 17), balanced=True)
>>> r.pattern, r.call, r.shows.hcp, r.shows.balanced
(('',), '1NT', (15, 17), True)
>>> rule("x", "1M P", "2M", 60, "raise", lengths="M3+ oM0-3").shows.lengths
(('M', 3, 13), ('oM', 0, 3))
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bridgecraft.core.errors import InvalidNotationError

__all__ = ["INVITES", "SUIT_VARS", "Rule", "Shows", "parse_lengths", "rule"]

SUIT_VARS = ("M", "m", "X", "Y", "Z", "W", "F")
"""Letters standing for a suit: M a major, m a minor, the others any suit."""

INVITES = ("", "game", "slam")
"""What a rule's call may invite (:attr:`Rule.invites`)."""

_LENGTH = re.compile(r"^(oM|om|[MmXYZWF]|C|D|H|S)(\d+)(\+|-(\d+)?)?$")
_TOKEN = re.compile(r"^(?:P|X|XX|B|\*|\.\.\.|[1-7](?:NT|C|D|H|S|oM|om|[MmXYZWF]))$")
_CALL = re.compile(r"^(?:P|X|XX|[1-7cjd](?:NT|C|D|H|S|oM|om|[MmXYZWF]))$")


@dataclass(frozen=True, slots=True)
class Shows:
    """What a call shows about the hand; every bound is inclusive.

    >>> Shows().hcp, Shows().balanced                   # by default, nothing
    ((0, 37), None)
    >>> shows = rule("x", "1NT P", "2C", 75, "Stayman", hcp=(8, 37), lengths="M4+").shows
    >>> shows.hcp, shows.lengths
    ((8, 37), (('M', 4, 13),))
    """

    hcp: tuple[int, int] = (0, 37)
    """High-card points. This bound is the one :func:`infer` trusts, so it must hold for every
    hand the rule accepts."""
    tp: tuple[int, int] | None = None
    """Total points: HCP plus one for each card beyond four in a suit (openings, rebids)."""
    sp: tuple[int, int] | None = None
    """Support points for a raise of ``trump``: HCP plus shortness (void 5/3, singleton 3/2,
    doubleton 1 with four/three trumps)."""
    trump: str = ""
    """The suit (letter or suit) whose support ``sp`` counts."""
    lengths: tuple[tuple[str, int, int], ...] = ()
    """``(suit, lo, hi)`` bounds on suit lengths; a suit is a letter or ``C D H S``."""
    balanced: bool | None = None
    """True: balanced (4333, 4432, 5332); False: not balanced; None: either."""
    stops: tuple[str, ...] = ()
    """Suits (letters, or ``opp`` for every suit the opponents bid) held with a stopper."""
    qt: float = 0.0
    """Least quick tricks."""
    aces: tuple[int, ...] | None = None
    """The number of aces, one of these (Blackwood and Gerber answers)."""
    tests: tuple[str, ...] = ()
    """Named hand tests (``engine.HAND_TESTS``), ``name`` or ``name:letter``."""


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule of the system.

    >>> from bridgecraft.robots.bidding import RULES
    >>> opening = next(r for r in RULES if r.id == "open-1nt")
    >>> opening.pattern, opening.call, opening.priority, opening.meaning, opening.is_generic
    (('',), '1NT', 90, '15-17 HCP, balanced', False)
    """

    id: str
    """A unique name, such as ``open-1nt``."""
    pattern: tuple[str, ...]
    """The auction pattern, as tokens (``('',)`` for the opening seat)."""
    call: str
    """The call, possibly symbolic."""
    priority: int
    """Among rules that fit, the highest priority wins."""
    meaning: str
    """What the call shows, in plain words; ``{X}`` is replaced by the suit a letter stands for."""
    shows: Shows
    """The hand the rule requires."""
    when: tuple[str, ...] = ()
    """Named auction tests (``engine.AUCTION_TESTS``) that must also hold."""
    invites: str = ""
    """What the call invites partner to bid: ``game`` (an invitation to game, such as a limit
    raise), ``slam`` (a quantitative 4NT, inviting 6NT, or a control bid) or nothing.
    Partner's acceptance and the Blackwood test read it (never the meaning's wording)."""

    @property
    def is_generic(self) -> bool:
        """Whether the pattern starts with ``...`` (a rule for any auction ending this way)."""
        return bool(self.pattern) and self.pattern[0] == "..."


def parse_lengths(text: str) -> tuple[tuple[str, int, int], ...]:
    """Parse length bounds: ``H5+`` (5 or more), ``S0-3``, ``S3-`` (at most 3), ``X6`` (exactly).

    >>> parse_lengths("H5+ S3- X6 D2-4")
    (('H', 5, 13), ('S', 0, 3), ('X', 6, 6), ('D', 2, 4))
    """
    bounds = []
    for word in text.split():
        match = _LENGTH.match(word)
        if match is None:
            raise InvalidNotationError(f"invalid length bound {word!r} in {text!r}")
        suit, low, tail, high = match.groups()
        lo = int(low)
        if tail is None:
            bounds.append((suit, lo, lo))
        elif tail == "+":
            bounds.append((suit, lo, 13))
        elif high is None:
            bounds.append((suit, 0, lo))
        else:
            bounds.append((suit, lo, int(high)))
    return tuple(bounds)


def rule(
    id: str,
    pattern: str,
    call: str,
    priority: int,
    meaning: str,
    *,
    hcp: tuple[int, int] = (0, 37),
    tp: tuple[int, int] | None = None,
    sp: tuple[int, int] | None = None,
    trump: str = "",
    lengths: str = "",
    balanced: bool | None = None,
    stops: str = "",
    qt: float = 0.0,
    aces: tuple[int, ...] | None = None,
    tests: str = "",
    when: str = "",
    invites: str = "",
) -> Rule:
    """Build a :class:`Rule` from compact text (checked here, so a typo fails at import).

    >>> strong = rule("open-2c", "", "2C", 100, "strong and artificial", hcp=(22, 37))
    >>> strong.pattern, strong.shows.hcp, strong.when
    (('',), (22, 37), ())
    >>> rule("r1M-3M", "1M P", "3M", 74, "limit raise", invites="game").invites
    'game'
    >>> rule("typo", "1N P", "2C", 75, "Stayman")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: rule typo: invalid pattern token '1N'
    """
    tokens = tuple(pattern.split()) or ("",)
    for token in tokens:
        if token and not _TOKEN.match(token):
            raise InvalidNotationError(f"rule {id}: invalid pattern token {token!r}")
    if "..." in tokens[1:]:
        raise InvalidNotationError(f"rule {id}: '...' may only start a pattern")
    if not _CALL.match(call):
        raise InvalidNotationError(f"rule {id}: invalid call {call!r}")
    if invites not in INVITES:
        raise InvalidNotationError(f"rule {id}: invites {invites!r}, expected one of {INVITES}")
    shows = Shows(
        hcp=hcp,
        tp=tp,
        sp=sp,
        trump=trump,
        lengths=parse_lengths(lengths),
        balanced=balanced,
        stops=tuple(stops.split()),
        qt=qt,
        aces=aces,
        tests=tuple(tests.split()),
    )
    return Rule(id, tokens, call, priority, meaning, shows, tuple(when.split()), invites)
