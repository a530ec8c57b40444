"""Robots: a bidding system as data (SAYC), card play by sampling and double dummy, baselines,
a conformance kit and the match harness. A robot sees only a seat's view (decisions/0011)."""

from __future__ import annotations

from bridgecraft.robots.base import Candidate, Decision, Robot, decision_rng
from bridgecraft.robots.baseline import RandomRobot, SimpleRobot
from bridgecraft.robots.bidding import HandRange, SaycBidder, choose, explain, infer
from bridgecraft.robots.claims import most_tricks, sure_claim, sure_line
from bridgecraft.robots.conformance import (
    ConformanceError,
    ConformanceReport,
    Failure,
    check_robot,
)
from bridgecraft.robots.leads import choose_lead
from bridgecraft.robots.match import (
    BoardResult,
    MatchResult,
    RobotError,
    TableResult,
    confidence_interval,
    play_match,
    random_boards,
)
from bridgecraft.robots.measure import PlayReport, Rate, measure
from bridgecraft.robots.play import PimcPlayer, hint
from bridgecraft.robots.redecide import DecisionPoint, decision_points, redecide
from bridgecraft.robots.robot import ROBOTS, BridgeRobot, robot_factory
from bridgecraft.robots.sampling import RangeLike, SamplingError, count_layouts, sample_deals

__all__ = [
    "ROBOTS",
    "BoardResult",
    "BridgeRobot",
    "Candidate",
    "ConformanceError",
    "ConformanceReport",
    "Decision",
    "DecisionPoint",
    "Failure",
    "HandRange",
    "MatchResult",
    "PimcPlayer",
    "PlayReport",
    "RandomRobot",
    "RangeLike",
    "Rate",
    "Robot",
    "RobotError",
    "SamplingError",
    "SaycBidder",
    "SimpleRobot",
    "TableResult",
    "check_robot",
    "choose",
    "choose_lead",
    "confidence_interval",
    "count_layouts",
    "decision_points",
    "decision_rng",
    "explain",
    "hint",
    "infer",
    "measure",
    "most_tricks",
    "play_match",
    "random_boards",
    "redecide",
    "robot_factory",
    "sample_deals",
    "sure_claim",
    "sure_line",
]
