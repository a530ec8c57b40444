"""Constraints built in Python: evaluation, combination, shapes, cards, decide(), pickling."""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgecraft.analysis import evaluation as ev
from bridgecraft.analysis.constraints import (
    ALL_SHAPES,
    Constraint,
    board,
    east,
    hand,
    north,
    parse_cards,
    parse_shapes,
    south,
    west,
)
from bridgecraft.core import Card, Deal, Hand, InvalidNotationError, Seat, Suit, Vulnerability

SOLID = "N:AK32.KQ2.Q32.J32 QJT9.J3.KJ54.K54 8764.A98.AT9.AQT 5.T7654.876.9876"


def test_terms_and_comparisons() -> None:
    deal = Deal.from_pbn(SOLID)
    assert (north.hcp.between(15, 17) & north.balanced())(deal)
    assert (north.hcp + south.hcp >= 25)(deal) and not (north.hcp + south.hcp > 30)(deal)
    assert (north.hcp - east.hcp).equals(4)(deal)
    assert (west.hearts >= 5)(deal) and (west.hearts.equals(5) | west.spades.equals(5))(deal)
    assert (~(south.losers <= 6))(deal)
    assert north.suit_hcp(Suit.S).equals(7)(deal)
    assert (north.controls >= 4)(deal) and (north.quick_tricks >= 2.5)(deal)
    assert north.holds("SAK HK")(deal) and not north.holds([Card.SQ])(deal)
    assert (north.hcp >= south.hcp)(deal)
    assert str(2 + north.hcp - 1) == "hcp(N) + 1" and str(10 - north.hcp) == "-hcp(N) + 10"


def test_combinations_flatten_and_compare_equal() -> None:
    a, b, c = north.hcp >= 12, south.spades >= 5, east.balanced()
    assert (a & b) & c == a & (b & c)
    assert ((a | b) | c).parts == (a, b, c)  # type: ignore[attr-defined]
    assert (hand(Seat.N).hcp >= 12) == a


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("4-4-4-1", 1),
        ("4441", 1),
        ("any 4441", 4),
        ("(4441)", 4),
        ("5(332)", 3),
        ("balanced", 4 + 12 + 12),
        ("semi-balanced", 28 + 12 + 12),
        ("5xxx", 45),
        ("xx(54)", 2 * 5),
        ("10-1-1-1", 1),
    ],
)
def test_parse_shapes(text: str, count: int) -> None:
    shapes = parse_shapes(text)
    assert len(shapes) == count and all(sum(shape) == 13 for shape in shapes)


@pytest.mark.parametrize(
    "text", ["4-4-4-2", "44", "5(33)", "(x4)42", "4-4-4-1-0", "any 5x32", "abc"]
)
def test_bad_shapes(text: str) -> None:
    with pytest.raises(InvalidNotationError, match="invalid shape"):
        parse_shapes(text)


def test_parse_cards() -> None:
    assert parse_cards("SAKQ.HJ") == Hand.parse("AKQ.J..") == parse_cards("S:AKQ H:J")
    assert parse_cards("C10 D2") == Hand.from_cards([Card.CT, Card.D2])
    assert parse_cards("") == Hand()
    with pytest.raises(InvalidNotationError, match="appears twice"):
        parse_cards("SA SA")
    with pytest.raises(InvalidNotationError, match="invalid cards"):
        parse_cards("AKQ.J")


def test_constraints_pickle_and_keep_equality() -> None:
    spec = (
        (
            north.hcp.between(15, 17) & north.shape("5(332)", "any 4432")
            | ~(south.spades + north.spades >= 8)
        )
        & west.holds("SA")
        & board(dealer=Seat.S, vulnerability=Vulnerability.EW)
    )
    again = pickle.loads(pickle.dumps(spec))
    assert again == spec and hash(again) == hash(spec) and str(again) == str(spec)


def _random_single_seat(rng: random.Random) -> Constraint:
    choices = [
        lambda: north.hcp >= rng.randrange(0, 30),
        lambda: north.hcp <= rng.randrange(0, 30),
        lambda: north.length(Suit(rng.randrange(4))) >= rng.randrange(0, 8),
        lambda: north.shape(rng.choice(["balanced", "semibalanced", "5xxx", "any 4441"])),
        lambda: north.controls >= rng.randrange(0, 6),
        lambda: north.holds([Card(rng.randrange(52))]),
        lambda: north.hcp + north.spades * 1 - north.hearts >= rng.randrange(0, 20),
    ]
    parts = [rng.choice(choices)() for _ in range(rng.randrange(1, 4))]
    combined = parts[0]
    for part in parts[1:]:
        combined = rng.choice([combined & part, combined | part, combined & ~part])
    return combined


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32))
def test_decide_never_contradicts_the_test(seed: int) -> None:
    rng = random.Random(seed)
    constraint = _random_single_seat(rng)
    for _ in range(40):
        deal = Deal.random(rng)
        hand_ = deal[Seat.N]
        for points in (None, hand_.hcp):
            verdict = constraint.decide(Seat.N, hand_.shape, points)
            if verdict is not None:
                assert verdict == constraint(deal), (str(constraint), str(deal))


def test_decide_on_shape_and_hcp() -> None:
    spec = north.hcp.between(15, 17) & north.balanced()
    assert spec.decide(Seat.N, (4, 3, 3, 3), None) is None
    assert spec.decide(Seat.N, (4, 3, 3, 3), 16) is True
    assert spec.decide(Seat.N, (4, 4, 4, 1), 16) is False
    assert (north.controls >= 3).decide(Seat.N, (4, 3, 3, 3), 16) is None
    assert (
        sum(1 for shape in ALL_SHAPES if (north.shape("5(332)")).decide(Seat.N, shape, None)) == 3
    )
    assert ev.BALANCED_PATTERNS <= ev.SEMI_BALANCED_PATTERNS
