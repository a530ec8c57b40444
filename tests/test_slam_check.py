"""The slam check (``SaycBidder(slams=True)``, decision 0083): a game the rule table bids when
a slam is within reach is checked by double-dummy simulation against six of its strain.

Which games are checked, a case that switches and one that does not, the margin, the robot's
name, and the property that the check only ever replaces a game by six of the same strain.
Every simulation here runs the real solver (DDS)."""

from __future__ import annotations

from typing import cast

import pytest
from tests.test_judgement import _view

from bridgecraft.core import Board, Call, Game, Hand, Seat, Vulnerability
from bridgecraft.robots.base import Decision, Robot, decision_rng
from bridgecraft.robots.bidding import SaycBidder, choose, judge
from bridgecraft.robots.bidding.judgement import (
    DEFAULT_MARGIN,
    SLAM,
    SLAM_MARGIN,
    Judgement,
    Placement,
    slam_placement,
)
from bridgecraft.robots.conformance import check_robot
from bridgecraft.robots.match import random_boards
from bridgecraft.robots.robot import robot_factory

# 22 HCP, six running hearts, four spades and a void, after 1H P 1S P: the rules jump to 4S,
# and 6S gains 6 to 11 IMPs a layout on every seed tried.
SLAM_HAND = ("AK75.AKQJ63.A65.", "1H P 1S P", Seat.S, Vulnerability.NONE)
# 15 HCP, flat, opposite a 15-17 1NT: 3NT, and 6NT loses 4 to 6 IMPs on every seed tried.
FLAT_NT = ("KQ2.AJ3.K432.Q32", "1NT P", Seat.N, Vulnerability.NONE)
# Opener's 2S raise and 17 HCP with five spades: 6S gains 0.7 IMPs a layout on seed 0, more
# than the judgement spots' margin but less than the slam's.
CLOSE = ("AQ432.K32.AK32.2", "1H P 1S P 2S P", Seat.N, Vulnerability.NONE)


Case = tuple[str, str, Seat, Vulnerability]  # the hand, the auction, the dealer, vulnerability


def _decide(case: Case) -> tuple[Decision, Placement | None]:
    """The rule table's call for the case and the slam check's alternative (None: no check)."""
    view = _view(*case)
    hand = Hand.parse(case[0])
    rule_call = choose(hand, view.calls, view.dealer, view.vulnerability)
    return rule_call, slam_placement(hand, view.calls, view.dealer, view.vulnerability, rule_call)


def _judge(case: Case, seed: int) -> Judgement:
    """The slam check's simulation for the case, with ``seed``'s layouts."""
    view = _view(*case)
    rule_call, _ = _decide(case)
    judgement = judge(view, rule_call, decision_rng(seed, view), spots=False, slams=True)
    assert judgement is not None
    return judgement


@pytest.mark.parametrize(
    ("hand", "auction", "expected"),
    [
        ("KQ2.AJ3.K432.Q32", "1NT P", ("3NT", "6NT")),  # 15 opposite 15-17
        ("K32.KJ3.Q432.J32", "1NT P", ("3NT", None)),  # 10 HCP: no slam within reach
        ("K32.Q32.QJ32.Q32", "2NT P", ("3NT", "6NT")),  # 10 opposite 20-21
        ("KQ432.A2.AK32.32", "1H P 1S P 2S P", ("4S", "6S")),  # game in the agreed major
        ("AK5432.A2.K2.432", "1H P 1S P 1NT P", ("4S", None)),  # 29 HCP at most: out of reach
        ("AQ432.A32.AK32.2", "1H P 1S P 2S P", ("4NT", None)),  # Blackwood: not a placement
        ("AKQ2.AJ3.K432.32", "1S P", ("2NT", None)),  # Jacoby 2NT: no game placed
    ],
)
def test_which_games_are_checked(hand: str, auction: str, expected: tuple[str, str | None]) -> None:
    rule_call, slam = _decide((hand, auction, Seat.N, Vulnerability.NONE))
    assert str(rule_call.action) == expected[0]
    assert (None if slam is None else str(slam.call)) == expected[1]
    if slam is not None:
        assert slam.rule == SLAM and slam.meaning  # a slam to play, with its meaning


def test_no_check_after_an_ace_ask_or_a_control_bid() -> None:
    # the answer to Blackwood places no game: 5H shows two aces
    rule_call, slam = _decide(("AK32.A2.K32.Q432", "1S P 3S P 4NT P", Seat.N, Vulnerability.NONE))
    assert rule_call.rule is not None and rule_call.rule.startswith("g-bw")
    assert slam is None
    # a control bid in hearts below four spades is no game in hearts
    rule_call, slam = _decide(("AKJ32.A32.KQ2.32", "1S P 3S P", Seat.N, Vulnerability.NONE))
    assert (str(rule_call.action), rule_call.rule) == ("4H", "o3-control")
    assert slam is None


@pytest.mark.parametrize("seed", [0, 1])
def test_switches_when_the_slam_is_clearly_better(seed: int) -> None:
    judgement = _judge(SLAM_HAND, seed)
    assert judgement.rule_call == Call.parse("4S") and judgement.switched
    assert judgement.decision.action == Call.parse("6S") and judgement.decision.rule == SLAM
    assert judgement.gains[1][1] > SLAM_MARGIN
    assert judgement.decision.meaning.startswith("slam: to play (simulation: 6S +")
    assert [c.action for c in judgement.decision.candidates] == [Call.parse("6S"), Call.parse("4S")]


@pytest.mark.parametrize("seed", [0, 1])
def test_keeps_the_game_when_the_slam_loses(seed: int) -> None:
    judgement = _judge(FLAT_NT, seed)
    assert judgement.rule_call == Call.parse("3NT") and not judgement.switched
    assert judgement.gains[1][0] == Call.parse("6NT") and judgement.gains[1][1] < 0
    assert "the rule's call kept" in judgement.decision.meaning


def test_the_slam_margin() -> None:
    judgement = _judge(CLOSE, 0)
    gain = judgement.gains[1][1]
    assert DEFAULT_MARGIN < gain < SLAM_MARGIN  # enough for a judgement spot, not for a slam
    assert judgement.decision.action == Call.parse("4S") and not judgement.switched


def test_bidder_options() -> None:
    bidder = SaycBidder(2, slams=True, samples=16)
    assert bidder.name == "sayc-slam" and bidder.slams and not bidder.simulate
    assert repr(bidder) == "SaycBidder(seed=2, slams=True, samples=16, time_cap=2.5, margin=0.5)"
    assert SaycBidder(2, simulate=True, slams=True).name == "sayc-sim-slam"
    assert robot_factory("sayc-slam", plays=False)(4).name == "sayc-slam"
    # the slam check alone does not simulate the judgement spots: 1S P 3S P stays the rules'
    view = _view("Q5432.KJ2.Q32.K2", "1S P 3S P", Seat.N, Vulnerability.NONE)
    plain = SaycBidder(0).decide(view)
    assert SaycBidder(0, slams=True).decide(view) == plain


def _strong_boards(count: int) -> list[Board]:
    """Random boards where one side holds 28+ HCP, so that games near slam come up."""
    chosen = []
    for board in random_boards(400, 83):
        deal = board.deal
        if max(deal[Seat.N].hcp + deal[Seat.S].hcp, deal[Seat.E].hcp + deal[Seat.W].hcp) >= 28:
            chosen.append(board)
    return chosen[:count]


def test_the_check_only_replaces_a_game_by_six_of_its_strain() -> None:
    """Over whole auctions of strong deals, every call of the slam-checking robot is the rule
    table's, except a game of ours replaced by six of the same strain."""
    checked = switched = 0
    for board in _strong_boards(12):
        game = Game.new(board)
        bidder = SaycBidder(board.number, slams=True, samples=12)
        while game.contract is None and not game.is_finished:
            view = game.view(cast(Seat, game.to_act))
            hand = cast(Hand, view.hands[cast(Seat, view.seat)])
            rule_call = choose(hand, view.calls, view.dealer, view.vulnerability)
            decision = bidder.decide(view)
            if slam_placement(hand, view.calls, view.dealer, view.vulnerability, rule_call):
                checked += 1
            if decision.action != rule_call.action:
                switched += 1
                call, rule = cast(Call, decision.action), cast(Call, rule_call.action)
                assert call.level == 6 and call.strain == rule.strain
                assert (rule.level or 0) < 6 and decision.rule == SLAM
            game = game.apply(decision.action)
    assert checked >= 3  # the deals do reach the check


def test_conformance_with_the_slam_check() -> None:
    """The robot contract holds with the check on: legal, deterministic, blind to the hidden
    hands (the kit re-deals them and asks again)."""

    def make(seed: int) -> Robot:
        return SaycBidder(seed, slams=True, samples=8)

    report = check_robot(make, games=5, seed=5, play=False)
    report.raise_for_failures()
    assert report.calls > 25
