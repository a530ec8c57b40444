"""Actions in a game: a call, a card, a claim, or an answer to a claim.

Each action has an integer id for the rules engine (see :mod:`bridgecraft.core.engine`).

>>> parse_action("1NT"), parse_action("h10"), parse_action("S claims 9"), parse_action("W rejects")
(Call.parse('1NT'), Card.HT, Claim(seat=Seat.S, tricks=9, statement=''), \
ClaimResponse(seat=Seat.W, accept=False))
>>> print(parse_action("N claims 12: cross-ruff, then draw trumps"))
N claims 12: cross-ruff, then draw trumps
>>> [action_id(action) for action in (Card.SA, Call.PASS, Claim(Seat.N, 3))]
[51, 52, 93]
>>> action_from_id(93)
Claim(seat=Seat.N, tricks=3, statement='')
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgecraft.core.calls import Call
from bridgecraft.core.cards import CARDS, SEATS, Card, Seat
from bridgecraft.core.checks import check_text, is_whole
from bridgecraft.core.engine import (
    ACTION_COUNT,
    CALL_BASE,
    CLAIM_BASE,
    RESPONSE_BASE,
    claim_action,
    response_action,
)
from bridgecraft.core.errors import InvalidNotationError

__all__ = [
    "Action",
    "Claim",
    "ClaimResponse",
    "action_from_id",
    "action_id",
    "parse_action",
    "split_actions",
]


@dataclass(frozen=True, slots=True)
class Claim:
    """A claim: ``seat``'s side will win ``tricks`` of the tricks not yet completed
    and concedes the rest (Laws 68-69). Claiming 0 concedes every remaining trick.

    >>> print(Claim(Seat.S, 9, "run the clubs"))
    S claims 9: run the clubs
    >>> Claim(Seat.N, 14)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid claim of 14 tricks: expected 0 to 13
    """

    seat: Seat
    """Declarer or a defender (dummy does not claim)."""
    tricks: int
    """How many of the remaining tricks the claimer's side will win."""
    statement: str = ""
    """The claimer's line of play, in his words (Law 68C); kept with the record."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "seat", Seat.of(self.seat, "claim seat"))
        if not is_whole(self.tricks, 0, 13):
            raise InvalidNotationError(f"invalid claim of {self.tricks!r} tricks: expected 0 to 13")
        if not isinstance(self.statement, str):
            raise InvalidNotationError(
                f"invalid claim statement {self.statement!r}: expected a string"
            )

    def __str__(self) -> str:
        text = f"{self.seat} claims {self.tricks}"
        return f"{text}: {self.statement}" if self.statement else text


@dataclass(frozen=True, slots=True)
class ClaimResponse:
    """An opponent's answer to the pending claim: accept or reject.

    >>> str(ClaimResponse(Seat.E, accept=True)), parse_action("W rejects")
    ('E accepts', ClaimResponse(seat=Seat.W, accept=False))
    """

    seat: Seat
    """The answering player: a defender, or declarer when a defender claimed."""
    accept: bool
    """True accepts the claim; False rejects it and play continues."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "seat", Seat.of(self.seat, "claim answer seat"))
        if not isinstance(self.accept, bool):
            raise InvalidNotationError(
                f"invalid claim answer {self.accept!r}: expected True (accept) or False (reject)"
            )

    def __str__(self) -> str:
        return f"{self.seat} {'accepts' if self.accept else 'rejects'}"


Action = Call | Card | Claim | ClaimResponse
"""Anything a player can do in a game."""


def action_id(action: Action) -> int:
    """The rules engine's integer id of an action.

    >>> action_id(Card.C2), action_id(Call.parse("1NT")), action_id(Claim(Seat.S, 9))
    (0, 59, 127)
    >>> action_id(ClaimResponse(Seat.E, True))
    149
    """
    if isinstance(action, Card):
        return int(action)
    if isinstance(action, Call):
        return CALL_BASE + action.index
    if isinstance(action, Claim):
        return claim_action(action.seat, action.tricks)
    if isinstance(action, ClaimResponse):
        return response_action(action.seat, action.accept)
    raise InvalidNotationError(f"invalid action {action!r}: not a call, card, claim or answer")


def action_from_id(ident: int) -> Action:
    """The action with this engine id.

    >>> [action_from_id(ident) for ident in (0, 52, 59, 148)]
    [Card.C2, Call.parse('P'), Call.parse('1NT'), ClaimResponse(seat=Seat.E, accept=False)]
    >>> action_from_id(154)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid action id 154: expected 0..153
    """
    if not is_whole(ident, 0, ACTION_COUNT - 1):
        raise InvalidNotationError(f"invalid action id {ident!r}: expected 0..{ACTION_COUNT - 1}")
    if ident < CALL_BASE:
        return CARDS[ident]
    if ident < CLAIM_BASE:
        return Call.ALL[ident - CALL_BASE]
    if ident < RESPONSE_BASE:
        seat, tricks = divmod(ident - CLAIM_BASE, 14)
        return Claim(SEATS[seat], tricks)
    seat, accept = divmod(ident - RESPONSE_BASE, 2)
    return ClaimResponse(SEATS[seat], bool(accept))


def parse_action(text: str) -> Action:
    """Parse a call (``1NT``, ``P``), a card (``SA``), a claim (``N claims 9``) or an
    answer (``E accepts``, ``E rejects``).

    Cards are written suit first here, so that ``8C`` can only mean a (non-existent) bid:

    >>> parse_action("8C")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid call '8C': no bid above seven \
exists (Law 38)
    """
    check_text(text, "action")
    head, colon, statement = text.partition(":")
    words = head.split()
    if len(words) == 3 and words[1].lower() in ("claims", "claim"):
        try:
            if not (words[2].isascii() and words[2].isdigit()):
                raise ValueError(words[2])
            seat = Seat.parse(words[0])
        except ValueError:
            raise InvalidNotationError(
                f"invalid claim {text!r}: expected a seat, 'claims', a number of tricks "
                "and optionally ': statement'"
            ) from None
        return Claim(seat, int(words[2]), statement.strip())  # it refuses 14 tricks
    if colon:
        raise InvalidNotationError(f"invalid action {text!r}: only a claim takes a ':' statement")
    if len(words) == 2 and words[1].lower() in ("accepts", "accept", "rejects", "reject"):
        return ClaimResponse(Seat.parse(words[0]), words[1].lower().startswith("accept"))
    if len(words) == 1:
        word = words[0]
        if word[0] in "0123456789":  # a bid: "8C" is a bid above seven, never the eight of clubs
            return Call.parse(word)
        try:
            return Call.parse(word)
        except InvalidNotationError:
            pass
        if word[0].upper() in "CDHS♣♦♥♠":  # cards name the suit first here: SA, H10
            try:
                return Card.parse(word)
            except InvalidNotationError:
                pass
    raise InvalidNotationError(
        f"invalid action {text!r}: expected a call (1NT, P, X, XX), a card (SA, H10), "
        "'N claims 9', or 'E accepts'/'E rejects'"
    )


_ANSWERS = ("accepts", "accept", "rejects", "reject")


def split_actions(text: str) -> list[str]:
    """The actions written in ``text``, separated by spaces or commas, each as the text
    :func:`parse_action` reads: a claim (``N claims 9``) and an answer (``E accepts``) are
    several words, and a claim's statement (``N claims 9: the rest are high``) runs to the
    next answer or the end.

    >>> split_actions("1NT, P P P  SA S2 N claims 12: all high E accepts W accepts")
    ['1NT', 'P', 'P', 'P', 'SA', 'S2', 'N claims 12: all high', 'E accepts', 'W accepts']
    """
    check_text(text, "actions")
    words = text.replace(",", " ").split()
    items: list[str] = []
    stating = False
    for position, word in enumerate(words):
        following = words[position + 1].lower() if position + 1 < len(words) else ""
        if stating and following not in _ANSWERS:
            items[-1] = f"{items[-1]} {word}"
            continue
        stating = False
        last = items[-1].lower() if items else ""
        if (
            (word.lower() in ("claims", "claim", *_ANSWERS) and items)
            or last.endswith((" claims", " claim"))
            or (word.startswith(":") and (" claims " in last or " claim " in last))
        ):
            items[-1] = f"{items[-1]} {word}"
            stating = ":" in word  # "10:" or "10:the": a statement follows
        else:
            items.append(word)
    return items
