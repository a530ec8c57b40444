"""The dealer language: what each form means, errors with positions, round trips, fuzzing."""

from __future__ import annotations

import contextlib
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgecraft.analysis.constraints import (
    BoardSettings,
    Every,
    Holds,
    board,
    east,
    north,
    south,
    west,
)
from bridgecraft.analysis.dealer_lang import parse_spec
from bridgecraft.core import Deal, Hand, InvalidNotationError, Seat, Suit, Vulnerability

DEALS = [Deal.random(random.Random(seed)) for seed in range(400)]


def same_on_deals(text: str, expected: object) -> None:
    parsed = parse_spec(text)
    assert all(parsed(deal) == expected(deal) for deal in DEALS), text  # type: ignore[operator]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("N: hcp 15-17 balanced", north.hcp.between(15, 17) & north.balanced()),
        ("n: HCP 12+ and spades >= 5", (north.hcp >= 12) & (north.spades >= 5)),
        ("S: hcp 10 or hcp > 20", south.hcp.equals(10) | (south.hcp > 20)),
        ("E: not balanced; W: semibalanced", ~east.balanced() & west.semi_balanced()),
        ("W: 5(332) losers <= 7", west.shape("5(332)") & (west.losers <= 7)),
        ("N: 4-4-4-1 or any 5440", north.shape("4-4-4-1") | north.shape("any 5440")),
        ("N: (4432) controls 3-5", north.shape("any 4432") & north.controls.between(3, 5)),
        ("N: qt 2+ 5xxx", (north.quick_tricks >= 2) & north.shape("5xxx")),
        ("N: hearts != 3 clubs < 4", ~north.hearts.equals(3) & (north.clubs < 4)),
        ("hcp(N)+hcp(S) >= 25", north.hcp + south.hcp >= 25),
        ("hcp(N) >= 2+hcp(S)", north.hcp - south.hcp >= 2),
        (
            "spades(N) + spades(S) - 8 >= 0 && !(hcp(E) < 5)",
            (north.spades + south.spades >= 8) & (east.hcp >= 5),
        ),
        ("N(spades 5+) or S(spades 5+)", (north.spades >= 5) | (south.spades >= 5)),
        ("hcp(N, spades) >= 4", north.suit_hcp(Suit.S) >= 4),
        (
            "(hcp(N) > 12 || hcp(S) > 12) and controls(W) = 2",
            ((north.hcp > 12) | (south.hcp > 12)) & west.controls.equals(2),
        ),
        ("N: has SA; # a comment\nS: has HK,HQ", north.holds("SA") & south.holds("HKQ")),
        ("", Every(())),
    ],
)
def test_forms(text: str, expected: object) -> None:
    same_on_deals(text, expected)


def test_board_clauses_and_predeal() -> None:
    spec = parse_spec(
        "N: 5(332) hcp 12+; hcp(N)+hcp(S) >= 25; dealer S; vul NS; predeal W: SAKQ.HJ"
    )
    assert isinstance(spec, Every)
    assert BoardSettings(dealer=Seat.S) in spec.parts
    assert BoardSettings(vulnerability=Vulnerability.NS) in spec.parts
    assert Holds(Seat.W, Hand.parse("AKQ.J..")) in spec.parts
    assert parse_spec("vul -") == board(vulnerability=Vulnerability.NONE)
    assert parse_spec("vul all") == board(vulnerability=Vulnerability.BOTH)
    assert parse_spec("predeal E: AKQ.J..") == east.holds("SAKQ HJ")


@pytest.mark.parametrize(
    ("text", "position", "reason"),
    [
        ("N: hcp 15-", 10, "incomplete range"),
        ("N: hcp", 7, "expected a number, a range"),
        ("N: hcp 15 @", 11, "unexpected character"),
        ("N: 4-4-4-2", 4, "no hand has it"),
        ("N: hcp 15-17 S: spades 5+", 14, "expected a hand condition"),
        ("hcp(N) >= ", 11, "expected a number or a measure"),
        ("hcp(Q) >= 3", 5, "expected a seat"),
        ("hcp(N) 3", 8, "expected a comparison"),
        ("predeal W: SZ", 12, "'Z' is not a suit letter"),
        ("predeal W:", 11, "expected cards"),
        ("dealer X", 8, "expected a seat"),
        ("vul sideways", 5, "expected a vulnerability"),
        ("N: (hcp 12+", 12, "expected ')'"),
        ("N: any 54", 8, "'any' takes four lengths"),
    ],
)
def test_errors_name_text_position_and_reason(text: str, position: int, reason: str) -> None:
    with pytest.raises(InvalidNotationError) as error:
        parse_spec(text)
    message = str(error.value)
    assert message.startswith(f"invalid dealer spec {text!r} at position {position} "), message
    assert reason in message


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="NESWhcpspades: ;()+-<>=!&|0123456789xX.AKQJT#\n", max_size=30))
def test_fuzz_only_our_errors(text: str) -> None:
    with contextlib.suppress(InvalidNotationError):
        parse_spec(text)


@pytest.mark.parametrize(
    "text",
    [
        "N: hcp 15-17 balanced; S: spades >= 5; dealer S; vul NS",
        "N: 5(332) hcp 12+; hcp(N)+hcp(S) >= 25; predeal W: SAKQ.HJ",
        "N(spades 5+) or S(spades 5+); E: not balanced",
        "N: hcp 10-12 or controls 4+ losers <= 7; hcp(E, hearts) >= 3",
    ],
)
def test_str_parses_back_to_the_same_meaning(text: str) -> None:
    spec = parse_spec(text)
    again = parse_spec(str(spec))
    assert str(again) == str(spec)
    assert all(spec(deal) == again(deal) for deal in DEALS)


@pytest.mark.parametrize(
    "text",
    ["N: " + "(" * 2000 + "balanced" + ")" * 2000, "N: " + "not " * 3000 + "balanced"],
)
def test_a_spec_nested_too_deeply_is_a_clear_error(text: str) -> None:
    with pytest.raises(InvalidNotationError, match="nested too deeply to read"):
        parse_spec(text)
