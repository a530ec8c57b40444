"""Cross-checks against endplay, an independent bridge library (RULES.md §9.1).

endplay is optional: without it these tests skip, unless REQUIRE_PEERS=1 (as in CI), when
a missing endplay is a failure. endplay numbers suits, strains, seats and vulnerabilities
differently from bridgecraft; every conversion is confined to the ``_ep_*`` and
``_from_ep_*`` helpers below.
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest
from tests._shared import SEATS, load_vectors

from bridgecraft.core import (
    Auction,
    Call,
    Card,
    Deal,
    Doubled,
    Seat,
    Strain,
    Suit,
    Vulnerability,
    board_dealer,
    board_vulnerability,
    duplicate_score,
)

if os.environ.get("REQUIRE_PEERS") == "1":
    try:
        import endplay.types  # noqa: F401
    except ImportError as error:  # pragma: no cover - depends on the environment
        pytest.fail(
            f"REQUIRE_PEERS=1 but the peer endplay cannot be imported ({error}); "
            "install it with: pip install -e '.[peers]'",
            pytrace=False,
        )
ep = pytest.importorskip("endplay.types", reason="the peer endplay is not installed")

VECTORS = load_vectors()


# -- endplay's encodings, confined here ------------------------------------------------------


def _ep_player(seat: Seat) -> Any:
    return ep.Player.find(seat.name)


def _from_ep_player(player: Any) -> Seat:
    return {"north": Seat.N, "east": Seat.E, "south": Seat.S, "west": Seat.W}[player.name]


def _from_ep_vul(vul: Any) -> Vulnerability:
    return {
        "none": Vulnerability.NONE,
        "ns": Vulnerability.NS,
        "ew": Vulnerability.EW,
        "both": Vulnerability.BOTH,
    }[vul.name]


def _ep_vul_for_declarer(declarer: Seat, vulnerable: bool) -> Any:
    """An endplay vulnerability under which ``declarer``'s side is (not) vulnerable and
    the opponents are the opposite."""
    declarer_ns = declarer in (Seat.N, Seat.S)
    return ep.Vul.ns if declarer_ns == vulnerable else ep.Vul.ew


def _ep_denom(strain: Strain) -> Any:
    return {
        Strain.C: ep.Denom.clubs,
        Strain.D: ep.Denom.diamonds,
        Strain.H: ep.Denom.hearts,
        Strain.S: ep.Denom.spades,
        Strain.NT: ep.Denom.nt,
    }[strain]


def _from_ep_denom(denom: Any) -> Strain:
    return {
        "clubs": Strain.C,
        "diamonds": Strain.D,
        "hearts": Strain.H,
        "spades": Strain.S,
        "nt": Strain.NT,
    }[denom.name]


def _ep_penalty(doubled: Doubled) -> Any:
    return {
        Doubled.UNDOUBLED: ep.Penalty.passed,
        Doubled.DOUBLED: ep.Penalty.doubled,
        Doubled.REDOUBLED: ep.Penalty.redoubled,
    }[doubled]


def _from_ep_penalty(penalty: Any) -> Doubled:
    return {
        "passed": Doubled.UNDOUBLED,
        "doubled": Doubled.DOUBLED,
        "redoubled": Doubled.REDOUBLED,
    }[penalty.name]


def _ep_bid(call: Call) -> Any:
    return ep.Bid(str(call))  # endplay reads "P", "X", "XX", "1C" ... "7NT"


def _from_ep_hand(hand: Any) -> set[Card]:
    suits = {"clubs": Suit.C, "diamonds": Suit.D, "hearts": Suit.H, "spades": Suit.S}
    ranks = "23456789TJQKA"
    return {Card(suits[item.suit.name] * 13 + ranks.index(item.rank.abbr)) for item in hand}


def _ep_deal_hands(deal: Any) -> dict[Seat, set[Card]]:
    return {seat: _from_ep_hand(deal[_ep_player(seat)]) for seat in Seat}


def _ep_score(
    level: int, strain: Strain, doubled: Doubled, vulnerable: bool, tricks: int, declarer: Seat
) -> int:
    contract = ep.Contract(
        level=level,
        denom=_ep_denom(strain),
        declarer=_ep_player(declarer),
        penalty=_ep_penalty(doubled),
        result=tricks - (level + 6),
    )
    return int(contract.score(_ep_vul_for_declarer(declarer, vulnerable)))


def test_helpers_agree_with_endplay_names() -> None:
    # The conversions are total and invertible, so a wrong table cannot pass silently.
    assert [_from_ep_player(_ep_player(seat)) for seat in Seat] == list(Seat)
    assert [_from_ep_denom(_ep_denom(strain)) for strain in Strain] == list(Strain)
    assert [_from_ep_penalty(_ep_penalty(d)) for d in Doubled] == list(Doubled)
    hand = ep.Hand("AT2.K3.QJ9.8765")
    assert _from_ep_hand(hand) == {
        Card.SA, Card.ST, Card.S2, Card.HK, Card.H3, Card.DQ, Card.DJ, Card.D9,
        Card.C8, Card.C7, Card.C6, Card.C5,
    }  # fmt: skip


# -- boards 1..128 ---------------------------------------------------------------------------


@pytest.mark.parametrize("number", range(1, 129))
def test_board_dealer_and_vulnerability_match_endplay(number: int) -> None:
    assert board_dealer(number) == _from_ep_player(ep.Player.from_board(number))
    assert board_vulnerability(number) == _from_ep_vul(ep.Vul.from_board(number))


# -- declarer ---------------------------------------------------------------------------------


def _compare_auction(dealer: Seat, calls: list[Call]) -> None:
    auction = Auction(dealer, calls)
    contract = auction.contract
    assert contract is not None
    theirs = ep.Contract.from_auction(_ep_player(dealer), [_ep_bid(call) for call in calls])
    assert (
        contract.level,
        contract.strain,
        contract.doubled,
        contract.declarer,
    ) == (
        theirs.level,
        _from_ep_denom(theirs.denom),
        _from_ep_penalty(theirs.penalty),
        _from_ep_player(theirs.declarer),
    ), str(auction)


BID_OUT = [case for case in VECTORS["declarer_determination"] if not case["passed_out"]]


@pytest.mark.parametrize(
    "case",
    [pytest.param(c, id=f"{c['dealer']}-{'_'.join(c['auction'])}") for c in BID_OUT],
)
def test_declarer_matches_endplay(case: dict[str, Any]) -> None:
    calls = [Call.parse(text) for text in case["auction"]]
    _compare_auction(SEATS[case["dealer"]], calls)


def test_declarer_vectors_are_the_seven_bid_out_auctions() -> None:
    assert len(BID_OUT) == 7


@pytest.mark.parametrize("seed", range(20))
def test_declarer_of_random_auctions_matches_endplay(seed: int) -> None:
    # Beyond the vectors: 25 random legal auctions per seed, biased towards competitive
    # bidding (bids in the same strain by both sides, doubles and redoubles).
    rng = random.Random(seed)
    for _ in range(25):
        dealer = Seat(rng.randrange(4))
        auction = Auction(dealer)
        while not auction.is_over:
            legal = auction.legal_calls()
            bids = [c for c in legal if c.is_bid][:8]
            others = [c for c in legal if not c.is_bid and not c.is_pass]
            roll = rng.random()
            if bids and (roll < 0.4 or not auction.calls):
                call = rng.choice(bids)
            elif others and roll < 0.55:
                call = rng.choice(others)
            else:
                call = Call.PASS
            auction = auction.apply(call)
        if not auction.is_passed_out:
            _compare_auction(dealer, list(auction.calls))


# -- duplicate scores -------------------------------------------------------------------------


def test_all_2940_duplicate_scores_match_endplay() -> None:
    differences = []
    compared = 0
    for level in range(1, 8):
        for strain in Strain:
            for doubled in Doubled:
                for vulnerable in (False, True):
                    for tricks in range(14):
                        ours = duplicate_score(
                            level, strain, doubled, vulnerable=vulnerable, tricks=tricks
                        )
                        declarer = Seat((level + tricks) % 4)
                        theirs = _ep_score(level, strain, doubled, vulnerable, tricks, declarer)
                        compared += 1
                        if ours != theirs:
                            differences.append(
                                (level, strain, doubled, vulnerable, tricks, ours, theirs)
                            )
    assert compared == 2940
    assert differences == []


# -- PBN ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(200))
def test_pbn_round_trip_with_endplay(seed: int) -> None:
    deal = Deal.random(random.Random(seed))
    first = Seat(seed % 4)
    ours = {seat: set(deal[seat]) for seat in Seat}
    # bridgecraft -> endplay
    for text in (deal.to_pbn(), deal.to_pbn(first)):
        assert _ep_deal_hands(ep.Deal(text)) == ours, text
    # endplay -> bridgecraft
    theirs = ep.Deal(deal.to_pbn())
    for player in (_ep_player(Seat.N), _ep_player(first)):
        text = theirs.to_pbn(player)
        assert Deal.from_pbn(text) == deal, text
    # And the two PBN texts are the same text.
    assert theirs.to_pbn(_ep_player(first)) == deal.to_pbn(first)
