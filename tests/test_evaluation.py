"""Hand evaluation: tables checked against definitions, known hands, and endplay."""

from __future__ import annotations

import random

import pytest

from bridgecraft.analysis import evaluation as ev
from bridgecraft.core import Deal, Hand, Suit

KNOWN = [
    # hand, hcp, controls, losers, quick tricks, balanced, semi-balanced
    ("AKQJ.AKQ.AKQ.AKQ", 37, 12, 0, 8.0, True, True),
    ("AK32.Q32.K32.J32", 13, 4, 8, 2.5, True, True),
    ("AKQ2.Q3.K.J98765", 15, 4, 6, 2.0, False, False),
    ("AK432.QJ32.K2.J2", 14, 4, 6, 2.5, False, True),
    ("AQ5432.K32.32.32", 9, 3, 7, 2.0, False, True),
]


@pytest.mark.parametrize(("text", "points", "ctl", "ltc", "qt", "bal", "semi"), KNOWN)
def test_known_hands(
    text: str, points: int, ctl: int, ltc: int, qt: float, bal: bool, semi: bool
) -> None:
    hand = Hand.parse(text)
    assert ev.hcp(hand) == points == hand.hcp
    assert ev.controls(hand) == ctl
    assert ev.losers(hand) == ltc
    assert ev.quick_tricks(hand) == qt
    assert ev.is_balanced(hand) is bal and ev.is_semi_balanced(hand) is semi
    assert ev.hcp(hand.mask) == points  # masks work too


def test_losers_by_holding() -> None:
    def losers(text: str) -> int:
        return ev.losers(Hand.parse(f"{text}..."))

    assert [losers(t) for t in ("", "A", "K", "AK", "AQ", "KQ", "Q2", "32")] == [
        0,
        0,
        1,
        0,
        1,
        1,
        2,
        2,
    ]
    assert [losers(t) for t in ("AKQ", "AK2", "KQJ2", "QJT9", "5432", "AKQJ5432")] == [
        0,
        1,
        1,
        2,
        3,
        0,
    ]


def test_quick_tricks_and_stoppers_by_holding() -> None:
    def qt(text: str) -> float:
        return ev.quick_tricks(Hand.parse(f"{text}..."))

    assert [qt(t) for t in ("AK", "AQ", "A", "KQ", "K2", "K", "QJ2", "AKQ")] == [
        2,
        1.5,
        1,
        1,
        0.5,
        0,
        0,
        2,
    ]

    def stop(text: str) -> bool:
        return ev.has_stopper(Hand.parse(f"{text}..."), Suit.S)

    assert [stop(t) for t in ("A", "K", "K2", "Q2", "Q32", "J32", "J432", "T9876")] == [
        True,
        False,
        True,
        False,
        True,
        False,
        True,
        False,
    ]


def test_tables_match_the_definitions() -> None:
    for holding in range(8192):
        ranks = [rank for rank in range(13) if holding >> rank & 1]
        assert ev.HOLDING_HCP[holding] == sum(max(0, rank - 8) for rank in ranks)
        assert ev.HOLDING_CONTROLS[holding] == sum(max(0, rank - 10) for rank in ranks)
        places = min(len(ranks), 3)
        expected = places - sum(1 for rank in (12, 11, 10)[:places] if rank in ranks)
        assert ev.HOLDING_LOSERS[holding] == expected


def test_shape_and_pattern() -> None:
    hand = Hand.parse("AKQ2.Q3.K.J98765")
    assert ev.shape(hand) == hand.shape == (4, 2, 1, 6)
    assert ev.pattern(hand) == (6, 4, 2, 1)
    assert [ev.suit_length(hand, suit) for suit in Suit] == [6, 1, 2, 4]


def test_agrees_with_endplay() -> None:
    evaluate = pytest.importorskip("endplay.evaluate", reason="endplay (peer) not installed")
    endplay_types = pytest.importorskip("endplay.types")
    rng = random.Random(11)
    for _ in range(300):
        for hand in Deal.random(rng).hands:
            theirs = endplay_types.Hand(str(hand))
            assert ev.hcp(hand) == evaluate.hcp(theirs)
            assert ev.controls(hand) == evaluate.controls(theirs)
            assert ev.losers(hand) == evaluate.losers(theirs)
            assert ev.is_balanced(hand) == evaluate.is_balanced(theirs)
            # endplay's semi-balanced leaves out 6322; ours includes it.
            assert ev.is_semi_balanced(hand) == (
                evaluate.is_semibalanced(theirs) or ev.pattern(hand) == (6, 3, 2, 2)
            )
