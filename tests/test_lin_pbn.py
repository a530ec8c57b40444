"""Converting between LIN and PBN: both read into and write from the same records, so a
conversion is ``pbn.dumps(lin.loads(text))`` (or the other way round).

Both directions keep the deal, dealer, vulnerability, calls, alerts and explanations, cards
and claims (FORMATS.md §2.8; PBN has no claim marker: a claim is ``*`` + ``Result``). LIN's
own keys travel through PBN as tags (``Lin_*``, ``LinHeader_*``, ``LinLayout``, ``Room``),
so LIN -> PBN -> LIN writes the same LIN text again.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest
from tests._shared import WORKED_PBN, find_shared_dir
from tests.test_lin import EXAMPLE1, SPEC_EXAMPLE, VUGRAPH

from bridgecraft.core import Call, Card, Contract
from bridgecraft.formats import lin
from bridgecraft.formats import pbn as pbn_format
from bridgecraft.formats.record import BoardRecord

DATA = find_shared_dir() / "data"

# FORMATS.md §1.11: the same board as the LIN example of §2.7.
PBN_EXAMPLE = (
    WORKED_PBN
    + """[OptimumScore "NS -140"]
[Score "EW 110"]
"""
)

# An alert without an explanation, a redouble and a claim in the middle of a trick.
LIN_ALERT_ONLY = (
    "pn|a,b,c,d|st||md|2SKQ3HQT2DKQ75CT95,S98742H98DAT4CJ63,ST6HK75DJ8632CK84,|rh||"
    "ah|Board 8|sv|o|mb|1C!|mb|d|mb|r|mb|p|mb|p|mb|p|pg||pc|ST|pc|S5|mc|6|"
)

PBN_FILES = [
    "endplay/example1.pbn",
    "endplay/example2.pbn",
    "endplay/sample.pbn",
    "richardschneider-pbn/Hand_Trophy_Pairs.pbn",
    "richardschneider-pbn/Hazlemere_Trophy.pbn",
    "richardschneider-pbn/Wed_Individual.pbn",
    "richardschneider-pbn/big-deal.pbn",
    "richardschneider-pbn/ruter71.pbn",
]


def _pbn() -> ModuleType:
    return pbn_format


def essentials(record: BoardRecord) -> tuple[Any, ...]:
    """What both formats must keep: deal, dealer, vulnerability, calls with their alerts and
    explanations, cards, claim (and the board number)."""
    return (
        record.number,
        record.dealer,
        record.vulnerability,
        record.deal,
        record.hands,
        tuple((entry.call, entry.alert, entry.explanation) for entry in record.auction),
        tuple(entry.card for entry in record.play),
        record.claim,
    )


LIN_TEXTS = {
    "example1": lambda: EXAMPLE1.read_text(encoding="utf-8"),
    "spec": lambda: SPEC_EXAMPLE,
    "vugraph": lambda: VUGRAPH,
    "alert only": lambda: LIN_ALERT_ONLY,
}


@pytest.mark.parametrize("name", LIN_TEXTS)
def test_lin_to_pbn_to_lin(name: str) -> None:
    pbn = _pbn()
    records = lin.loads(LIN_TEXTS[name](), strict=True)
    pbn_text = pbn.dumps(records)
    through = pbn.loads(pbn_text, strict=True)
    assert [essentials(r) for r in through] == [essentials(r) for r in records]
    assert [r.players for r in through] == [r.players for r in records]
    assert [r.comments for r in through] == [r.comments for r in records]
    back = lin.loads(lin.dumps(through), strict=True)
    assert [essentials(r) for r in back] == [essentials(r) for r in records]
    # LIN's own keys (header, unknown keys, their order) came through PBN as tags.
    assert lin.dumps(through) == lin.dumps(records)


def test_lin_claims_become_pbn_results() -> None:
    pbn = _pbn()
    text = pbn.dumps(lin.loads(LIN_ALERT_ONLY))
    assert '[Result "6"]' in text
    assert "\n*" in text.replace("\r\n", "\n")  # the play stops early
    (record,) = pbn.loads(text)
    assert record.claim == 6
    game = record.to_game()
    assert game.contract == Contract.parse("1CXX by W")
    result = game.result()
    assert result is not None and result.tricks == 6
    assert record.auction[0].alert and record.auction[0].explanation == ""


def test_pbn_example_to_lin_is_the_lin_example() -> None:
    pbn = _pbn()
    records = pbn.loads(PBN_EXAMPLE, strict=True)
    text = lin.dumps(records)
    assert "mb|2D!|an|weak raise, 5-9 HCP|" in text
    assert text.endswith("pc|DQ|pc|D4|pc|D2|pc|S5|pg||mc|8|\n")
    (from_lin,) = lin.loads(text, strict=True)
    (spec,) = lin.loads(SPEC_EXAMPLE, strict=True)
    assert essentials(from_lin) == essentials(spec)
    assert from_lin.players == spec.players


def test_pbn_example_to_lin_to_pbn() -> None:
    pbn = _pbn()
    records = pbn.loads(PBN_EXAMPLE, strict=True)
    back = pbn.loads(pbn.dumps(lin.loads(lin.dumps(records), strict=True)), strict=True)
    assert [essentials(r) for r in back] == [essentials(r) for r in records]
    (record,) = back
    assert record.claim == 8 and record.result == 8
    assert record.auction[2].call == Call.parse("2D")
    assert (record.auction[2].alert, record.auction[2].explanation) == (
        True,
        "weak raise, 5-9 HCP",
    )
    assert [entry.card for entry in record.play][4:8] == [Card.S2, Card.S6, Card.SJ, Card.SQ]


@pytest.mark.parametrize("name", PBN_FILES)
def test_pbn_files_to_lin_to_pbn(name: str) -> None:
    pbn = _pbn()
    records = pbn.load(DATA / name)
    assert records
    lin_text = lin.dumps(records)
    through = lin.loads(lin_text, strict=True)
    assert [essentials(r) for r in through] == [essentials(r) for r in records]
    back = pbn.loads(pbn.dumps(through))
    assert [essentials(r) for r in back] == [essentials(r) for r in records]
    claimed = [r for r in records if r.claim is not None]
    assert [r.claim for r in back if r.claim is not None] == [r.claim for r in claimed]
