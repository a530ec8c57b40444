"""docs/analysis/dealing.md says what the dealer does: its grammar is the parser's own, its
examples parse (and deal), and the refusals it quotes are the dealer's messages word for
word."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from tests._shared import dealer_refusal

from bridgecraft.analysis import dealer_lang
from bridgecraft.analysis.dealer import Dealer
from bridgecraft.analysis.dealer_lang import parse_spec
from bridgecraft.core import InvalidNotationError

DOC = (Path(__file__).parent.parent / "docs" / "analysis" / "dealing.md").read_text(
    encoding="utf-8"
)


def grammar_lines(text: str) -> list[str]:
    """The grammar's lines: from ``spec :=`` to the first blank line or fence, stripped."""
    start = text.index("spec      :=")
    lines = []
    for line in text[start:].splitlines():
        if not line.strip() or line.startswith("```"):
            break
        lines.append(line.strip().replace("``", "`"))
    return lines


def test_the_documented_grammar_is_the_parsers() -> None:
    assert dealer_lang.__doc__ is not None
    documented = grammar_lines(DOC)
    assert len(documented) >= 15
    assert documented == grammar_lines(dealer_lang.__doc__)


REFUSALS = re.findall(r"^impossible spec '(.*)': (.*)$", DOC, flags=re.MULTILINE)


def test_the_quoted_refusals_are_found() -> None:
    assert len(REFUSALS) >= 4


@pytest.mark.parametrize(("spec", "reason"), REFUSALS, ids=[spec for spec, _ in REFUSALS])
def test_each_quoted_refusal_is_the_dealers_message(spec: str, reason: str) -> None:
    assert dealer_refusal(spec) == f"impossible spec {spec!r}: {reason}"


EXAMPLES = [
    "N: hcp 15-17 balanced; S: spades >= 5",
    "2 * hcp(N) >= hcp(S) + 10",
    "-losers(N) + 8 >= 0",
    "N(spades 5+) or S(spades 5+)",
    "N: qt 2.5+",
    "N: has -",
]
"""Specs the text gives as examples (those of one hand written there without the "N: ")."""


@pytest.mark.parametrize("spec", EXAMPLES)
def test_the_examples_in_the_text_deal_what_they_say(spec: str) -> None:
    assert spec.removeprefix("N: ") in DOC
    parsed = parse_spec(spec)
    assert str(parse_spec(str(parsed))) == str(parsed)
    for deal in Dealer(spec).deals(5, seed=3):
        assert parsed(deal)


@pytest.mark.parametrize("spec", ["N: losers 13", "N: quicktricks 1.25"])
def test_the_measures_said_to_be_bounded_are_refused_at_once(spec: str) -> None:
    assert spec.removeprefix("N: ") in DOC
    reason = dealer_refusal(spec)
    assert reason is not None and reason.startswith(f"impossible spec {spec!r}")


def test_a_product_of_two_measures_is_refused_as_the_text_says() -> None:
    assert "`hcp(N) * hcp(S)`" in DOC
    with pytest.raises(InvalidNotationError, match="a product needs a whole number"):
        parse_spec("hcp(N) * hcp(S) >= 10")
