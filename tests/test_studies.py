"""The ready-made studies agree with a direct double-dummy loop over the same deals; their
results print, turn into JSON and draw to PNG/SVG."""

from __future__ import annotations

import json
import random
import statistics
import sys
from collections import Counter
from pathlib import Path

import pytest

from bridgecraft.analysis.dealer import Dealer
from bridgecraft.analysis.studies import (
    best_lead,
    compare_contracts,
    make_odds,
    plot,
    render,
)
from bridgecraft.core import (
    AnalysisError,
    Card,
    Contract,
    Deal,
    Hand,
    InvalidNotationError,
    Seat,
    Vulnerability,
    imps,
)

pytest.importorskip("endplay", reason="DDS is not installed (pip install 'bridgecraft[dds]')")

from bridgecraft.analysis.ddtable import dd_table
from bridgecraft.analysis.solver import Position, solve

SPEC = "N: hcp 15-17 balanced; S: spades >= 5"
N, SEED = 8, 21
LEAD_HAND = "KQJ2.T93.A87.J52"


def deals_of(spec: str, n: int = N, seed: int = SEED) -> list[Deal]:
    """The deals of a one-chunk run (chunk 0 deals from random.Random(f"{seed}:0"))."""
    dealer = Dealer(spec)
    rng = random.Random(f"{seed}:0")
    return [dealer.deal(rng) for _ in range(n)]


def test_make_odds_matches_a_direct_loop() -> None:
    contract = Contract.parse("4S by S")
    result = make_odds(contract, deals=SPEC, n=N, seed=SEED, chunk_size=N,
                       vulnerability=Vulnerability.NS, backend="serial")  # fmt: skip
    tricks = [dd_table(deal).tricks(contract.strain, Seat.S) for deal in deals_of(SPEC)]
    made = [t >= 10 for t in tricks]
    assert result.n == N and result.vulnerability == Vulnerability.NS
    assert result.chance == pytest.approx(sum(made) / N)
    assert result.tricks.mean == pytest.approx(statistics.fmean(tricks))
    assert dict(result.tricks.histogram or ()) == Counter(tricks)
    scores = [contract.score(tricks=t, vulnerable=True) for t in tricks]
    assert result.score.mean == pytest.approx(statistics.fmean(scores))
    text = render(result)
    assert text.startswith("4S by S (NS): makes ") and "tricks  deals  share" in text
    data = json.loads(json.dumps(result.to_json()))
    assert data["study"] == "make" and data["chance"] == result.chance


def test_the_dealer_spec_sets_the_vulnerability() -> None:
    result = make_odds("4S by S", deals=SPEC + "; vul EW", n=N, seed=SEED, chunk_size=N,
                       backend="serial")  # fmt: skip
    assert result.vulnerability == Vulnerability.EW


@pytest.mark.parametrize("scoring", ["imps", "mp"])
def test_compare_contracts_matches_a_direct_loop(scoring: str) -> None:
    a, b = Contract.parse("4S by S"), Contract.parse("3NT by N")
    result = compare_contracts(a, b, deals=SPEC, n=N, seed=SEED, chunk_size=N,
                               scoring=scoring, backend="serial")  # type: ignore[arg-type]  # fmt: skip
    boards = []
    for deal in deals_of(SPEC):
        table = dd_table(deal)
        score_a = a.score(tricks=table.tricks(a.strain, a.declarer), vulnerable=False)
        score_b = b.score(tricks=table.tricks(b.strain, b.declarer), vulnerable=False)
        if scoring == "imps":
            boards.append(imps(score_a - score_b))
        else:
            boards.append(1.0 if score_a > score_b else 0.5 if score_a == score_b else 0.0)
    assert result.board.mean == pytest.approx(statistics.fmean(boards))
    assert result.board.stderr == pytest.approx(statistics.stdev(boards) / N**0.5)
    assert result.scoring == scoring and len(result.table()[1]) == 2
    assert json.loads(json.dumps(result.to_json()))["contracts"] == ["4S by S", "3NT by N"]


def test_compare_counts_a_sacrifice_for_the_first_side() -> None:
    first, second = Contract.parse("4S by S"), Contract.parse("5HX by W")
    result = compare_contracts(first, second, deals=SPEC, n=N, seed=SEED, chunk_size=N,
                               backend="serial")  # fmt: skip
    expected_b = Counter(
        -second.score(tricks=dd_table(deal).tricks(second.strain, Seat.W), vulnerable=False)
        for deal in deals_of(SPEC)
    )
    assert dict(result.scores[1].histogram or ()) == expected_b
    assert result.made[1].mean == pytest.approx(
        sum(dd_table(deal).tricks(second.strain, Seat.W) >= 11 for deal in deals_of(SPEC)) / N
    )


def test_best_lead_matches_a_direct_solve() -> None:
    contract = Contract.parse("3NT by S")
    hand = Hand.parse(LEAD_HAND)
    spec = "N: hcp 10+"
    result = best_lead(hand, contract, deals=spec, n=N, seed=SEED, chunk_size=N,
                       backend="serial")  # fmt: skip
    dealer = Dealer(Dealer(spec).constraint & Dealer(f"predeal W: {LEAD_HAND}").constraint)
    rng = random.Random(f"{SEED}:0")
    deals = [dealer.deal(rng) for _ in range(N)]
    assert all(deal[Seat.W] == hand and deal[Seat.N].hcp >= 10 for deal in deals)
    per_card: dict[Card, list[int]] = {card: [] for card in hand}
    for deal in deals:
        solution = solve(Position.opening_lead(deal, contract.strain, contract.declarer))
        for card in hand:
            per_card[card].append(solution[card])
    assert {row.card for row in result.leads} == set(hand)
    for row in result.leads:
        assert row.tricks.mean == pytest.approx(statistics.fmean(per_card[row.card]))
        assert row.set_share == pytest.approx(sum(t >= 5 for t in per_card[row.card]) / N)
    means = [row.tricks.mean for row in result.leads]
    assert means == sorted(means, reverse=True) and result.best is result.leads[0]
    assert "lead  tricks" in render(result)
    assert json.loads(json.dumps(result.to_json()))["leader"] == "W"


def test_best_lead_rejects_a_short_hand_and_a_clashing_spec() -> None:
    with pytest.raises(InvalidNotationError, match="13 cards needed, 12 given"):
        best_lead("KQJ2.T93.A87.J5", "3NT by S", n=1)
    with pytest.raises(AnalysisError, match="predealt to both"):
        best_lead(LEAD_HAND, "3NT by S", deals="predeal N: SK", n=1, backend="serial")


def test_local_pool_gives_the_same_study_result() -> None:
    serial = make_odds("4S by S", deals=SPEC, n=4, seed=SEED, chunk_size=2, backend="serial")
    local = make_odds("4S by S", deals=SPEC, n=4, seed=SEED, chunk_size=2, backend="local")
    assert local == serial


@pytest.mark.parametrize(("suffix", "magic"), [(".png", b"\x89PNG\r\n\x1a\n"), (".svg", b"<?xml")])
def test_plots_are_written(tmp_path: Path, suffix: str, magic: bytes) -> None:
    pytest.importorskip("matplotlib", reason="matplotlib is not installed")
    result = make_odds("4S by S", deals=SPEC, n=N, seed=SEED, chunk_size=N, backend="serial")
    lead = best_lead(LEAD_HAND, "3NT by S", deals="N: hcp 10+", n=N, seed=SEED, chunk_size=N,
                     backend="serial")  # fmt: skip
    compared = compare_contracts("4S by S", "3NT by N", deals=SPEC, n=N, seed=SEED, chunk_size=N,
                                 backend="serial")  # fmt: skip
    for name, shown in (("make", result), ("lead", lead), ("compare", compared)):
        path = tmp_path / f"{name}{suffix}"
        plot(shown, path)
        assert path.read_bytes().startswith(magic)
    assert b"<svg" in path.read_bytes() if suffix == ".svg" else True


def test_plot_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    result = make_odds("4S by S", deals=SPEC, n=N, seed=SEED, chunk_size=N, backend="serial")
    with pytest.raises(InvalidNotationError, match=r"expected a \.png or \.svg name"):
        plot(result, tmp_path / "plot.pdf")
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    with pytest.raises(AnalysisError, match=r"pip install 'bridgecraft\[plot\]'"):
        plot(result, tmp_path / "plot.png")
