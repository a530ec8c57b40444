"""Control bids (decision 0080) as properties over many hands: after 1M P 3M P the control
bid is the cheapest side suit holding an ace (or a void), below four of the major; the
answer to it is game or Blackwood, never a pass, and Blackwood only with a control in every
suit the bid skipped."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.strategies import hands

from bridgecraft.core import Call, Hand, Seat, Strain, Vulnerability
from bridgecraft.robots.base import Decision
from bridgecraft.robots.bidding import choose, explain
from bridgecraft.robots.bidding._control_checks import CONTROL_RULES
from bridgecraft.robots.bidding.context import cheapest_bid

SUITS = "CDHS"


def _calls(text: str) -> list[Call]:
    return [Call.parse(word) for word in text.split()]


def _decide(
    data: st.DataObject, auction: str, low: int, high: int
) -> tuple[Hand, list[Call], Decision, Call]:
    """A hand with ``low``-``high`` cards of the auction's major (its second character), the
    calls, the robot's decision after them and its call (never a double or redouble)."""
    hand = data.draw(hands(auction[1], low, high))
    calls = _calls(auction)
    decision = choose(hand, calls, Seat.N, Vulnerability.NONE)
    assert isinstance(decision.action, Call), decision
    return hand, calls, decision, decision.action


def _assert_cheapest_control(
    hand: Hand, call: Call, trump: int, over: Call, decision: object
) -> None:
    """``call`` (a control bid over ``over``) names a suit where ``hand`` holds the ace or a
    void, and every cheaper side suit holds neither."""
    assert call.strain is not None and call.strain not in (trump, Strain.NT), decision
    holding = hand.holding(SUITS[call.strain])
    assert holding == "" or holding[0] == "A", (hand, decision)
    for suit in range(4):
        cheaper = cheapest_bid(suit, over)
        if suit != trump and cheaper is not None and cheaper < call:
            skipped = hand.holding(SUITS[suit])
            assert skipped != "" and skipped[0] != "A", (hand, decision)


@settings(max_examples=300, deadline=None)
@given(st.data(), st.sampled_from("HS"))
def test_opener_bids_the_cheapest_first_round_control(data: st.DataObject, major: str) -> None:
    hand, _, decision, call = _decide(data, f"1{major} P 3{major} P", 5, 7)
    trump = SUITS.index(major)
    raise_ = Call.parse(f"3{major}")
    if decision.rule not in CONTROL_RULES:
        assert call.is_pass or call >= Call.parse(f"4{major}"), decision
        return
    assert raise_ < call < Call.parse(f"4{major}")
    _assert_cheapest_control(hand, call, trump, raise_, decision)


@settings(max_examples=300, deadline=None)
@given(st.data(), st.sampled_from(["1S P 3S P 4C P", "1S P 3S P 4D P", "1H P 3H P 3S P"]))
def test_the_answer_to_a_control_bid(data: st.DataObject, auction: str) -> None:
    major = auction[1]
    hand, calls, decision, call = _decide(data, auction, 3, 4)
    assert call.is_bid, (hand, decision)  # forcing: never a pass
    assert call in (Call.parse(f"4{major}"), Call.parse("4NT")) or call.level >= 6, decision
    if decision.rule == "g-control-bw":
        control = calls[-2]
        for suit in range(4):
            cheaper = cheapest_bid(suit, calls[2])
            side = suit not in (SUITS.index(major), control.strain)
            if side and cheaper is not None and cheaper < control:
                skipped = hand.holding(SUITS[suit])
                assert len(skipped) <= 1 or skipped[0] in "AK", (hand, decision)


def test_control_bids_are_made_and_answered() -> None:
    """The properties above see control bids: opener makes them with 28-29 combined points,
    and responder accepts some and declines others."""
    opener = [
        choose(Hand.parse(h), _calls("1S P 3S P"), Seat.N, Vulnerability.NONE).rule
        for h in ("AKJ974.AJ8.A9.T3", "AT853.AQ94.A72.A", "KQJ974.KQ8.KQ.T3")
    ]
    assert opener == ["o3-control", "o3-control", "o3-4M"]
    answers = [
        choose(Hand.parse(h), _calls("1S P 3S P 4D P"), Seat.N, Vulnerability.NONE).rule
        for h in ("852.K4.KT654.AQ8", "852.AK.KT654.Q98")
    ]
    assert answers == ["g-control-bw", "g-control-signoff"]


# opener after a splinter (decision 0081): the splinter, the control bids it leaves room for
SPLINTER_AUCTIONS = ["1H P 3S P", "1H P 4C P", "1S P 4C P", "1S P 4D P"]


@settings(max_examples=300, deadline=None)
@given(st.data(), st.sampled_from(SPLINTER_AUCTIONS))
def test_opener_after_a_splinter(data: st.DataObject, auction: str) -> None:
    major = auction[1]
    hand, calls, decision, call = _decide(data, auction, 5, 7)
    game = Call.parse(f"4{major}")
    assert call.is_bid, (hand, decision)  # forcing to game
    if decision.rule not in CONTROL_RULES:
        assert call >= game, decision
        return
    assert calls[2] < call < game
    _assert_cheapest_control(hand, call, SUITS.index(major), calls[2], decision)


@settings(max_examples=300, deadline=None)
@given(st.data(), st.sampled_from(["1H P 3S P 4C P", "1H P 3S P 4D P", "1S P 4C P 4H P"]))
def test_the_answer_to_a_control_bid_after_a_splinter(data: st.DataObject, auction: str) -> None:
    major = auction[1]
    hand, _, decision, call = _decide(data, auction, 4, 5)
    assert call in (Call.parse(f"4{major}"), Call.parse("4NT")), (hand, decision)
    assert decision.rule in ("g-control-bw", "g-control-signoff", "g-blackwood"), decision


def test_control_bids_after_a_splinter_are_made_and_answered() -> None:
    """Opener makes the control bid with 28-29 combined points (the splinter shows 13+),
    Blackwood from 30, and signs off below; responder signs off in hearts, not in his
    splinter suit."""
    opener = [
        choose(Hand.parse(h), _calls("1H P 3S P"), Seat.N, Vulnerability.NONE).rule
        for h in ("KQ2.KQJ32.A32.32", "2.AKJ32.AK2.KQ32", "Q32.KQJ32.K32.32")
    ]
    assert opener == ["ospl-control-1H-3S-4D", "ospl-4nt-H", "ospl-4H"]
    answer = choose(
        Hand.parse("2.Q432.K432.KJ32"), _calls("1H P 3S P 4D P"), Seat.N, Vulnerability.NONE
    )
    assert answer.action == Call.parse("4H") and answer.rule == "g-control-signoff"


@settings(max_examples=300, deadline=None)
@given(st.data(), st.sampled_from(["1H P 2NT P 3NT P", "1S P 2NT P 3C P", "1H P 2NT P 3H P"]))
def test_responder_after_jacoby_2nt(data: st.DataObject, auction: str) -> None:
    """Jacoby 2NT forces to game: below game responder never passes; his control bid is the
    cheapest first-round control below four of the major."""
    major = auction[1]
    hand, calls, decision, call = _decide(data, auction, 4, 5)
    if calls[-2] < Call.parse("3NT"):
        assert call.is_bid, (hand, decision)
    if decision.rule in CONTROL_RULES:
        assert calls[-2] < call < Call.parse(f"4{major}")
        _assert_cheapest_control(hand, call, SUITS.index(major), calls[-2], decision)


def test_control_bids_after_jacoby_2nt_are_made_and_answered() -> None:
    """Responder with 28-29 combined points opposite opener's 3NT (15-17) bids the cheapest
    ace; opener answers with Blackwood or signs off in the major."""
    responder = choose(
        Hand.parse("K32.KQ32.A32.J32"), _calls("1H P 2NT P 3NT P"), Seat.N, Vulnerability.NONE
    )
    assert responder.action == Call.parse("4D") and responder.rule == "g-control-jH"
    answers = [
        choose(Hand.parse(h), _calls("1H P 2NT P 3NT P 4D P"), Seat.N, Vulnerability.NONE)
        for h in ("Q32.AJ954.K2.AQ2", "QJ2.AJ954.Q2.Q32")
    ]
    assert [a.action for a in answers] == [Call.parse("4NT"), Call.parse("4H")]
    assert answers[1].rule == "g-control-signoff"


@settings(max_examples=300, deadline=None)
@given(st.data(), st.sampled_from("HS"))
def test_blackwood_after_jacoby_2nt_and_3nt(data: st.DataObject, major: str) -> None:
    """Jacoby 2NT agreed the major, so over opener's 3NT responder bids four of it, a control
    bid or 4NT, which asks for aces (not quantitative); he never passes or jumps to slam,
    and opener answers the ask."""
    auction = f"1{major} P 2NT P 3NT P"
    hand, calls, decision, call = _decide(data, auction, 4, 5)
    assert call.is_bid and call < Call.parse("6C"), (hand, decision)
    if call == Call.parse(f"4{major}"):
        assert decision.rule == "g-jacoby-game", decision
    if call == Call.parse("4NT"):
        assert decision.rule == "g-blackwood-j" and "Blackwood" in decision.meaning
        assert "quantitative" not in str(explain(calls, call, Seat.N, Vulnerability.NONE))
        opener = "Q32.AJ954.K2.AQ2" if major == "H" else "AJ954.Q32.K2.AQ2"
        answer = choose(Hand.parse(opener), [*calls, call, Call.PASS], Seat.N, Vulnerability.NONE)
        assert answer.rule is not None and answer.rule.startswith("g-bw-"), answer
