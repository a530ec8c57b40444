"""An audit of the explanations: 265 auctions, uncontested and contested, written from the
ACBL SAYC booklet and standard bidding texts. The last call of each has an agreed meaning
(not "natural, no agreed meaning"), except the gaps listed here with their reason. Decision
0081 closed 33 of the 63 gaps this audit found; the test keeps the list true both ways, so a
gap closed or opened shows here. Dealer North, nobody vulnerable."""

from __future__ import annotations

import pytest

from bridgecraft.core import Call, Seat, Vulnerability
from bridgecraft.robots.bidding import NO_AGREED_MEANING, explain
from bridgecraft.robots.bidding.engine import rules_of

# each line: the calls of an auction; the last call is the one explained
AUCTIONS = """
1C P 1D P 1H P 1S
1C P 1H P 1S P 2D
1C P 1H P 2C P 2D
1C P 2C P 2D
1C P 3C P 3D
1D P 1H P 1NT P 2C
1D P 1H P 1NT P 2D P 2H
1D P 1S P 2S P 3H
1D P 2D P 2H
1D P 2NT P 3C
1D P 3NT
1H P 1S P 2C P 2D
1H P 1S P 2C P 3C
1H P 1S P 3C
1H P 1S P 2H P 2NT P 3C
1H P 1NT P 2C P 2H
1H P 1NT P 2D P 3H
1H P 2C P 2H P 3H
1H P 2C P 2D P 2H
1H P 2C P 2NT P 3NT
1H P 2D P 2H P 2S
1H P 2NT P 3C P 3H
1H P 2NT P 4H
1H P 2NT P 3H P 4C
1H P 2NT P 3NT P 4C
1H P 2S P 3C
1H P 3S P 4C
1H P 4C P 4D
1H P 4NT P 5D P 5NT
1H P 4NT P 5D P 5NT P 6C
1H P 1S P 1NT P 2D
1H P 1S P 1NT P 2NT
1H P 1S P 1NT P 3S
1H P 1S P 2S P 3D
1H P 1S P 2S P 2NT
1H P 1S P 3S P 4C
1H P 1S P 4S
1H P 1S P 2NT
1H P 1S P 3NT
1H P 3H P 3S
1H P 3H P 4D P 4S
1H P 2H P 3D
1H P 2H P 2S
1H P 2H P 3H P 4H
1H P 2H P 2NT
1S P 2H P 3H P 3S
1S P 2H P 2S P 3D
1S P 3C
1S P 3D
1S P 1NT P 2NT
1S P 1NT P 3C
1S P 1NT P 3S
1S P 2NT P 3D P 3S
1S P 2NT P 3S P 4D
1S P 4S P 4NT P 5H P 6S
1S P 3S P 3NT
1NT P 2C P 2H P 2S
1NT P 2C P 2H P 3S
1NT P 2C P 2D P 2H
1NT P 2C P 2D P 3H
1NT P 2C P 2S P 3H
1NT P 2C P 2H P 4NT
1NT P 2D P 2H P 2S
1NT P 2D P 2H P 3C
1NT P 2D P 2H P 3H
1NT P 2D P 2H P 4NT
1NT P 2D P 3H
1NT P 2H P 2S P 3D
1NT P 2S P 3C P 3D
1NT P 2S P 2NT
1NT P 3C
1NT P 3H
1NT P 3S
1NT P 4C P 4D P 5C
1NT P 4D
1NT P 4H
1NT P 4NT
1NT P 5NT
1NT P 3NT P 4C
2C P 2D P 2H P 2S
2C P 2D P 2H P 3H
2C P 2D P 2H P 3C
2C P 2D P 2NT P 3C P 3D
2C P 2D P 2NT P 3D P 3H
2C P 2H
2C P 2S
2C P 2NT
2C P 3C
2C P 2D P 3NT
2C P 2D P 2S P 2NT
2C P 2D P 2S P 4S
2H P 2NT P 3C
2H P 2NT P 3D
2H P 2NT P 3H
2H P 2NT P 3NT
2H P 3C
2H P 2S
2H P 4H
2H P 3H
2S P 2NT P 3S
2NT P 3C P 3D P 3H
2NT P 3C P 3D P 3S
2NT P 3D P 3H P 3S
2NT P 3D P 4H
2NT P 3H P 3S
2NT P 3S
2NT P 4C
2NT P 4NT
3NT
3NT P 4C
3C P 3D
3H P 4C
3H P 3S
3S P 4NT
4C
4D
4NT
1H 1S 2S
1H 1S 3S
1H 1S 2NT
1H 1S X
1H 1S 2C
1H 1S 3H
1H 1S 4H
1H 2H
1H 2C 2NT
1H 2D X
1H 1NT X
1H 1NT 2C
1H 1NT P 2D
1H X XX
1H X 2NT
1H X 1S
1H X 2H
1H X 3H
1H X P 1S P 2S
1H X P 2H
1H X P 2NT
1H X P 3S
1H X P 1NT
1H X P 2S P 3S
1H X P P
1H 2NT 3H
1H 2NT 3C
1H 2NT X
1H 2NT 3D
1H 3C
1H 3NT
1H 4C
1H 2H 3C
1H 2H X
1H 2H 3H
1H 1S 2D P 2H
1H 1S P P X
1H 1S P P 1NT
1H 1S P P 2NT
1H 1S P 2S
1H 1S P 2H
1H 1S P 2NT
1H 1S P 3S
1H 1S P 4S
1H 1S P 1NT
1H 1S P 2C
1H 1S P 3H
1H P P X
1H P P 1S
1H P P 1NT
1H P P 2NT
1H P P 2H
1H P 1NT X
1H P 2H X
1H P 2H 2S
1H P 2H P P X
1H P 2H P P 2S
1NT X
1NT 2C
1NT 2D
1NT 2H
1NT 2S
1NT 2NT
1NT 3C
1NT X XX
1NT 2C X
1NT 2H X
1NT 2H 2S
1NT 2H 3H
1NT P P X
1NT P P 2C
1NT P 2C X
1NT P 2D X
1NT P 2D 2S
2H X P 2S
2H X P 2NT
2H X P 3H
2H X P 4S
2H X 3H X
2H 2S 3H
2H 2NT P 3C
2H 3H
2H 4H
3H X P 4C
3H X P 4NT
3H X P 3S
3H 4H
3H 4NT
3H 3NT
4H X P 4S
4H X P P
1C 1H X
1C 1H X P 1S
1C 1H X P 2D
1C 1H X P 2H
1C 1S X
1C 1S 2S
1C 1S 2S X
1D 1S X P 2C
1D 1S 1NT P 2NT
1D 2C 2H
1D 2H 2S
1D 2H X P 2S
1D 3C X
1C P 1H 1S X
1C P 1H 1S 2H
1C P 1H 1S 2S
1C P 1H 2S X
1D P 1S 2H 2S
1D P 1S 2H X
1D X 1H
1D X 2D
1D X 1NT
1D X 2NT
1D X 3D
1D X XX
1S 2S
1S 2S 3H
1H 2S X
1S 2NT 3C
1C 2D
1C 2D 3C
1D 2S 3C
1S 2S P 2NT
1S 2S P 3C
1H 2H P 2S
1H 2H P 3C
1C 2NT P 3D
1C 2NT 3C 3H
1H P 2H 3C
1H P 2C 2S X
1H 2D 2H 3D 3H
1H 1S 2S 3S 4H
1S 2H 3H 4H 4S
1H 1S 2H 2S 3H
1H 1S 2H 2S 3S
1H 1S 2H 2S X
1C P 1S 2H 3H
1C P 1S 2H 2NT
1NT 2D 2S
1NT 2D X
1NT 2S X
1NT 2S 3C
2C 2S X
2C X 2D
2C 2D X
2D
2D P 2NT
""".strip().splitlines()

# left without a meaning, by reason
GAPS = {
    # a return control bid: decisions 0080 and 0081 built the first control bid (over the
    # limit raise, after a splinter, after Jacoby 2NT), not the answer with one
    "later control bids": {
        "1H P 3H P 4D P 4S",
    },
    # responder's raise of opener's second minor: a 3-level minor invitation lost 78 IMPs
    # (decision 0045), the raise of partner's last minor alone 88 IMPs on 27,000 deals
    # (decision 0088), and a generic rule read only by explain would be read in every
    # auction (decision 0080's trap)
    "measured and left": {"1H P 1S P 2C P 3C"},
    # the booklet does not define these (Texas, minor-suit Stayman, leaping Michaels, the
    # defence to their 1NT, opener's cue bids in competition...): no meaning is better than
    # a guess at a partnership agreement
    "left to the partnership": {
        "1H P 1S P 3NT",
        "1S P 3S P 3NT",
        "1NT P 2S P 2NT",
        "1NT P 4D",
        "1NT P 5NT",
        "1NT P 3NT P 4C",
        "2NT P 3D P 4H",
        "2NT P 3S",
        "4NT",
        "1H 1S 3S",
        "1H X P 3S",
        "1H 2NT 3D",
        "1H 3NT",
        "1H 1S P P 2NT",
        "1H 1S P 3H",
        "1H P P 2NT",
        "1H P P 2H",
        "1NT 2NT",
        "1NT 3C",
        "1NT X XX",
        "2H 3H",
        "2H 4H",
        "3H X P 4NT",
        "3H 4H",
        "3H 4NT",
        "1C P 1H 1S 2S",
        "1C P 1H 2S X",
        "1C P 1S 2H 3H",
        "1C 1H X P 2H",  # read as "the suit partner asked for" until decision 0088
    },
}
KNOWN_GAPS = set().union(*GAPS.values())


def _last(auction: str) -> str:
    calls = auction.split()
    return explain(calls[:-1], calls[-1], Seat.N, Vulnerability.NONE)


@pytest.mark.parametrize("auction", [a for a in AUCTIONS if a not in KNOWN_GAPS])
def test_the_last_call_has_an_agreed_meaning(auction: str) -> None:
    text = _last(auction)
    assert NO_AGREED_MEANING not in text, (auction, text)


@pytest.mark.parametrize("auction", sorted(KNOWN_GAPS))
def test_a_listed_gap_is_still_a_gap(auction: str) -> None:
    assert auction in AUCTIONS
    assert NO_AGREED_MEANING in _last(auction), f"{auction}: closed, take it off GAPS"


def test_the_audit_size() -> None:
    assert len(AUCTIONS) == len(set(AUCTIONS)) == 265
    assert len(KNOWN_GAPS) == 31


@pytest.mark.parametrize(
    ("auction", "reverse"),
    [
        ("1D P 1S P 2C", False),  # a lower suit: a new suit, never a reverse
        ("1H P 1S P 2C", False),
        ("1C P 1H P 2S", False),  # a jump: a jump shift
        ("1C P 1S P 2D", True),
        ("1D P 1S P 2H", True),
        ("1C P 1H P 2D", True),
        ("1C P 1D P 2H", False),  # 1H was the cheaper: a jump shift
        ("1D 1S 2C P 2H", True),  # over their overcall
        ("1D P 1NT P 2C", False),  # not even with a three-suiter
        ("1C P 1NT P 2D", True),
    ],
)
def test_a_reverse_is_read_only_where_the_auction_makes_one(auction: str, reverse: bool) -> None:
    """A reverse is opener's non-jump bid at the two level in a suit above his first. explain
    reads the rules without a hand, so the auction's part of the test must be one it reads
    (decision 0088): 2♣ after 1♦ is never "reverse: 16+ points"."""
    assert ("reverse" in _last(auction).replace("not a reverse", "")) is reverse, _last(auction)


@pytest.mark.parametrize(
    ("auction", "never"),
    [
        ("1D P 1H P 2NT P 3NT", "accepts partner's invitation"),  # 18-19 invites nothing
        ("P 1H 1S 2S P 3H P 4H", "accepts partner's invitation"),  # 3H competes
        ("P 1H 1S 2S P 3H P 4H", "preference to partner's first suit"),  # he bid one suit
        ("P 2D 2H 3D 3H P P 4D", "competes in my long"),  # never at the four level
        ("1NT P 2C P 2H P 3H P 4H", "opposite his 6+"),  # partner showed four hearts
    ],
)
def test_no_reading_the_auction_rules_out(auction: str, never: str) -> None:
    """explain judges the auction's part of each hand test (``AUCTION_PARTS``) and leaves out
    a rule whose shown range is empty (decision 0088)."""
    text = _last(auction)
    assert never not in text and NO_AGREED_MEANING not in text, text


def test_rules_of_judges_the_auction_as_explain_does() -> None:
    calls = tuple(Call.parse(call) for call in ["1D", "P", "1S", "P", "2C"])
    rules = rules_of(calls, Seat.N, Vulnerability.NONE)
    assert [rule.id for rule in rules][:1] == ["o1-new-2"]  # not o1-reverse
