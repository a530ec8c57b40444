"""PBN notation shared by the reader and the writer: token tables, value parsers, and the
derivations (first caller, trump, opening leader, trick winners) that both must make the
same way for a record to survive a round trip.

>>> parse_contract("4sx"), parse_contract("pass"), parse_contract("1N"), parse_contract("9C")
('4SX', 'Pass', '1NT', None)
>>> parse_contract("3NR")  # R for redoubled, as in some real files
'3NTXX'
>>> auction_outcome([Call.parse(c) for c in "1D P 2D X P 2S P P P".split()], Seat.S)
(Strain.S, Seat.W)
>>> winner_index([CARDS[14], CARDS[20], CARDS[24], CARDS[25]], None)  # D3 D9 DK DA
3
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from bridgecraft.core import Call, Seat, Strain, Vulnerability, board_dealer
from bridgecraft.core.cards import CARDS
from bridgecraft.formats.record import CallEntry, CardEntry

__all__ = [
    "BEATS",
    "CALL_ENTRY_TOKENS",
    "CALL_TOKENS",
    "CARD_TOKENS",
    "HOISTED",
    "MTS",
    "NO_INHERIT",
    "PIECES",
    "PLAIN_CALLS",
    "PLAIN_CARDS",
    "PLAYER_TAGS",
    "PLAY_TOKENS",
    "TEXT_MTS",
    "UNKNOWN_CARD",
    "VULNERABILITY_TEXT",
    "auction_outcome",
    "contract_strain",
    "effective_dealer",
    "expected_leader",
    "first_caller",
    "hand_mask",
    "parse_contract",
    "parse_seat",
    "parse_vulnerability",
    "play_trump",
    "winner_index",
]

MTS: Final = (
    "Event",
    "Site",
    "Date",
    "Board",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Scoring",
    "Declarer",
    "Contract",
    "Result",
)
"""The 15 mandatory tags in export order (PBN §3.4)."""
TEXT_MTS: Final = frozenset({"Event", "Site", "Date", "Scoring"})
"""Mandatory tags kept as text in ``tags`` (the others have record fields)."""
HOISTED: Final = {name: index for index, name in enumerate((*MTS, "Auction", "Play"))}
"""Tags that a record keeps at the front of ``tags``, in this order."""
PLAYER_TAGS: Final = {"North": 0, "East": 1, "South": 2, "West": 3}
NO_INHERIT: Final = frozenset(
    {"Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Auction", "Play", "Note"}
)
"""Tags whose ``#``/``##`` values are not inherited (PBN §4.8)."""

_SEATS = {
    **{seat.name: seat for seat in Seat},
    **{seat.full_name.upper(): seat for seat in Seat},
}
_VULNERABILITIES = {
    "NONE": Vulnerability.NONE,
    "LOVE": Vulnerability.NONE,
    "-": Vulnerability.NONE,
    "NS": Vulnerability.NS,
    "N-S": Vulnerability.NS,
    "N/S": Vulnerability.NS,
    "EW": Vulnerability.EW,
    "E-W": Vulnerability.EW,
    "E/W": Vulnerability.EW,
    "ALL": Vulnerability.BOTH,
    "BOTH": Vulnerability.BOTH,
}
VULNERABILITY_TEXT: Final = ("None", "NS", "EW", "All")
"""Export spelling of each :class:`Vulnerability`."""

_STRAIN_TEXT = {"C": "C", "D": "D", "H": "H", "S": "S", "N": "NT", "NT": "NT"}
_CONTRACT = re.compile(
    r"\s*(?:([1-7])\s*(NT|N|C|D|H|S)\s*(XX|X|R|)|(PASS|P)|(NT|N|C|D|H|S))\s*", re.IGNORECASE
)

_CONTRACTS = {"Pass": "Pass", "": None} | {
    f"{level}{strain}{doubled}": f"{level}{strain}{doubled}"
    for level in range(1, 8)
    for strain in ("C", "D", "H", "S", "NT")
    for doubled in ("", "X", "XX")
}
_CONTRACT_STRAINS = {
    contract: Strain.parse(contract[1:].rstrip("X"))
    for contract in _CONTRACTS
    if contract and contract != "Pass"
}

_call_tokens: dict[str, Call] = {"P": Call.PASS, "PASS": Call.PASS, "X": Call.DOUBLE}
_call_tokens |= {"XX": Call.REDOUBLE, "DBL": Call.DOUBLE, "RDBL": Call.REDOUBLE}
for _call in Call.ALL[3:]:
    _call_tokens[str(_call)] = _call
    if str(_call).endswith("NT"):
        _call_tokens[str(_call)[:-1]] = _call
CALL_TOKENS: Final = {**_call_tokens, "Pass": Call.PASS, "pass": Call.PASS, "p": Call.PASS}
"""Call tokens by spelling; look up ``token.upper()`` when the token itself is missing."""

_card_tokens: dict[str, int] = {}
for _suit, _suit_char in enumerate("CDHS"):
    for _rank, _rank_char in enumerate("23456789TJQKA"):
        for _s in (_suit_char, _suit_char.lower()):
            for _r in {_rank_char, _rank_char.lower()}:
                _card_tokens[_s + _r] = _suit * 13 + _rank
    for _s in (_suit_char, _suit_char.lower()):
        _card_tokens[_s + "10"] = _suit * 13 + 8
CARD_TOKENS: Final = _card_tokens
"""Card tokens in any case (``SA``, ``sa``, ``S10``) to card values 0..51."""

PLAIN_CALLS: Final = tuple(CallEntry(call) for call in Call.ALL)
"""A shared :class:`CallEntry` without marks for each call, by index."""
PLAIN_CARDS: Final = tuple(CardEntry(card) for card in CARDS)
"""A shared :class:`CardEntry` without marks for each card, by value."""
UNKNOWN_CARD: Final = CardEntry(None)
"""The entry of an unknown card (``-``)."""

CALL_ENTRY_TOKENS: Final = {token: PLAIN_CALLS[call.index] for token, call in CALL_TOKENS.items()}
"""A plain :class:`CallEntry` for each call token spelling of :data:`CALL_TOKENS`."""
PLAY_TOKENS: Final = {**CARD_TOKENS, "-": -1}
"""Card tokens and ``-`` (an unknown card: -1)."""

PIECES: Final = re.compile(r"=\d+=|\$\d+|[!?]{1,2}|\^[A-Za-z]|[^=$!?^]+|.")
"""Splits a token such as ``2D=1=`` or ``SK!`` into a call or card and its marks."""

_RANKS = "23456789TJQKA"


def parse_seat(text: str) -> Seat | None:
    """A seat from ``N``/``north`` etc. (any case), else None."""
    seat = _SEATS.get(text)
    return seat if seat is not None else _SEATS.get(text.strip().upper())


def parse_vulnerability(text: str) -> Vulnerability | None:
    """A vulnerability from its PBN spellings (``None Love - NS EW All Both``), else None."""
    found = _VULNERABILITIES.get(text)
    return found if found is not None else _VULNERABILITIES.get(text.strip().upper())


def parse_contract(text: str) -> str | None:
    """The canonical spelling of a Contract tag value, or None if it is not one."""
    canonical = _CONTRACTS.get(text)
    if canonical is not None:
        return canonical
    match = _CONTRACT.fullmatch(text)
    if match is None:
        return None
    level, strain, doubled, passed, alone = match.groups()
    if level is not None:
        doubled = doubled.upper()
        return level + _STRAIN_TEXT[strain.upper()] + ("XX" if doubled == "R" else doubled)
    if passed is not None:
        return "Pass"
    return _STRAIN_TEXT[alone.upper()]


def contract_strain(contract: str) -> Strain | None:
    """The strain of a canonical contract (``4SX``, ``NT``), None for ``Pass`` or ''."""
    strain = _CONTRACT_STRAINS.get(contract)
    if strain is not None:
        return strain
    canonical = parse_contract(contract) if contract else None
    if canonical is None or canonical == "Pass":
        return None
    return Strain.parse(canonical.lstrip("1234567").rstrip("X"))


class _Holdings(dict[str, int]):
    """13-bit masks of holdings by text (-1 if not a holding), computed on first use."""

    def __missing__(self, text: str) -> int:
        mask = 0
        for char in text.upper().replace("10", "T"):
            rank = _RANKS.find(char)
            if rank < 0 or mask >> rank & 1:
                mask = -1
                break
            mask |= 1 << rank
        if len(self) > 100_000:
            self.clear()
        self[text] = mask
        return mask


_HOLDINGS = _Holdings()


def hand_mask(text: str) -> int:
    """The 52-bit mask of a PBN hand (``AKQ.JT9.876.5432``), or -1 if it is not one.

    >>> hand_mask("A...") == 1 << 51, hand_mask("AA..."), hand_mask("A..")
    (True, -1, -1)
    """
    parts = text.split(".")
    if len(parts) != 4:
        return -1
    holdings = _HOLDINGS
    spades, hearts, diamonds, clubs = (
        holdings[parts[0]],
        holdings[parts[1]],
        holdings[parts[2]],
        holdings[parts[3]],
    )
    if spades < 0 or hearts < 0 or diamonds < 0 or clubs < 0:
        return -1
    return spades << 39 | hearts << 26 | diamonds << 13 | clubs


def effective_dealer(dealer: Seat | None, number: int | None) -> Seat | None:
    """The dealer given, else the one that follows from the board number."""
    if dealer is not None:
        return dealer
    if number is not None and number >= 1:
        return board_dealer(number)
    return None


def first_caller(auction_tag: str | None, dealer: Seat | None, number: int | None) -> Seat | None:
    """The seat of the first call: the kept Auction tag, else the (effective) dealer."""
    if auction_tag is not None:
        seat = parse_seat(auction_tag)
        if seat is not None:
            return seat
    return effective_dealer(dealer, number)


def auction_outcome(calls: Sequence[Call], first: Seat | None) -> tuple[Strain | None, Seat | None]:
    """The strain of the last bid and its declarer (the first of that side to name the
    strain), as far as they follow from the calls and the first caller."""
    for last in range(len(calls) - 1, -1, -1):
        strain = calls[last].strain
        if strain is not None:
            break
    else:
        return None, None
    if first is None:
        return strain, None
    for index in range(last % 2, last + 1, 2):
        if calls[index].strain == strain:
            return strain, first.next(index)
    return strain, None  # pragma: no cover - the last bid itself names the strain


def play_trump(contract: str, calls: Sequence[Call], first: Seat | None) -> tuple[int | None, bool]:
    """The trump suit (0..3 for C D H S, None for notrump) for ordering the play, and
    whether it is known (from the contract, else from the auction)."""
    strain = contract_strain(contract)
    if strain is None:
        strain = auction_outcome(calls, first)[0]
    if strain is None:
        return None, False
    return (None if strain == Strain.NT else int(strain)), True


def expected_leader(
    declarer: Seat | None, calls: Sequence[Call], first: Seat | None
) -> Seat | None:
    """The opening leader: declarer's left-hand opponent (declarer from the record, else
    from the auction), None if unknown."""
    if declarer is None:
        declarer = auction_outcome(calls, first)[1]
    return declarer.lho if declarer is not None else None


def _beats(trump: int | None) -> bytes:
    table = bytearray(52 * 52)
    for best in range(52):
        for card in range(52):
            same = card // 13 == best // 13
            table[best * 52 + card] = (same and card > best) or (not same and card // 13 == trump)
    return bytes(table)


BEATS: Final = tuple(_beats(trump) for trump in (0, 1, 2, 3, None))
"""``BEATS[trump][best * 52 + card]``: whether ``card`` beats ``best``, the card winning a
trick so far (of the suit led or a trump); index 4 is notrump."""


def winner_index(cards: Sequence[int], trump: int | None) -> int:
    """The position of the winning card among ``cards`` (values 0..51, in playing order,
    the first one led); ``trump`` is a suit 0..3 or None."""
    best = 0
    top = cards[0]
    top_suit = top // 13
    for index in range(1, len(cards)):
        card = cards[index]
        suit = card // 13
        if suit == top_suit:
            if card > top:
                best, top = index, card
        elif suit == trump:
            best, top, top_suit = index, card, suit
    return best
