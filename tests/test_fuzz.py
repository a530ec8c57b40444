"""Every parser, fed arbitrary text, either parses it or raises InvalidNotationError:
never another exception. Near-valid inputs (mutations of real notation) are fuzzed too."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgecraft.core import (
    Call,
    Card,
    Contract,
    Deal,
    Doubled,
    Hand,
    InvalidNotationError,
    Rank,
    Seat,
    Side,
    Strain,
    Suit,
    Vulnerability,
    parse_action,
)

PARSERS: list[Callable[[str], object]] = [
    Card.parse,
    Call.parse,
    Hand.parse,
    Deal.from_pbn,
    Contract.parse,
    parse_action,
    Seat.parse,
    Side.parse,
    Suit.parse,
    Strain.parse,
    Rank.parse,
    Doubled.parse,
    Vulnerability.parse,
]
ALPHABET = "AKQJT98765432SHDCNXPnx:.- ♠♥♦♣10/*by"
REAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"


@pytest.mark.parametrize("parser", PARSERS, ids=lambda p: p.__qualname__)
@settings(max_examples=300, deadline=None)
@given(text=st.one_of(st.text(), st.text(alphabet=ALPHABET, max_size=12)))
def test_parsers_raise_only_our_error(parser: Callable[[str], object], text: str) -> None:
    try:
        parser(text)
    except InvalidNotationError as error:
        message = str(error)
    else:
        return
    assert message.startswith("invalid ")


@settings(max_examples=500, deadline=None)
@given(st.data())
def test_mutated_pbn_deals_parse_or_fail_cleanly(data: st.DataObject) -> None:
    chars = list(REAL)
    for _ in range(data.draw(st.integers(1, 4))):
        position = data.draw(st.integers(0, len(chars) - 1))
        operation = data.draw(st.sampled_from(["delete", "replace", "insert"]))
        if operation == "delete":
            del chars[position]
        else:
            new = data.draw(st.sampled_from(ALPHABET))
            if operation == "replace":
                chars[position] = new
            else:
                chars.insert(position, new)
    text = "".join(chars)
    try:
        deal = Deal.from_pbn(text)
    except InvalidNotationError as error:
        message = str(error)
    else:
        assert sum(len(hand) for hand in deal.hands) == 52
        return
    assert message.startswith(f"invalid deal {text!r}: ")
