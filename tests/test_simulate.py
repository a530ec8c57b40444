"""Simulations: the same seed gives the same result on every backend, the summaries match a
plain loop, and every mistake is a typed error that names the deal."""

from __future__ import annotations

import random
import statistics
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from bridgecraft.analysis import backends
from bridgecraft.analysis.dealer import Dealer
from bridgecraft.analysis.simulate import SimulationResult, load_study, simulate
from bridgecraft.core import AnalysisError, Deal, InvalidNotationError, Seat

SPEC = "N: hcp 12+"

STUDY_FILE = """
from bridgecraft.core import Seat

def accept(deal):
    return deal[Seat.S].hcp >= 8

def study(deal):
    north, south = deal[Seat.N], deal[Seat.S]
    return {"hcp": north.hcp + south.hcp, "fit": max(a + b for a, b in
            zip(north.shape, south.shape)) >= 8, "ratio": north.hcp / 7}
"""


def hcp_and_spades(deal: Deal) -> dict[str, float]:
    """A module-level study (worker processes import it by name)."""
    north = deal[Seat.N]
    return {"hcp": north.hcp, "spades": north.shape[0], "half": north.hcp / 2}


def north_hcp(deal: Deal) -> int:
    return deal[Seat.N].hcp


def fails_on_big_hands(deal: Deal) -> int:
    if deal[Seat.N].hcp >= 14:
        raise ZeroDivisionError("too strong")
    return 0


@pytest.fixture(scope="module")
def ray_cluster() -> Iterator[None]:
    ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'bridgecraft[ray]')")
    ray.init(num_cpus=2, include_dashboard=False, logging_level="ERROR")
    yield
    ray.shutdown()


@pytest.fixture
def study_file(tmp_path: Path) -> Path:
    path = tmp_path / "user_study.py"
    path.write_text(STUDY_FILE, encoding="utf-8")
    return path


def test_serial_local_and_ray_give_identical_results(ray_cluster: None, study_file: Path) -> None:
    study, accept = load_study(study_file)
    results = [
        simulate(
            SPEC, function=study, accept=accept, n=230, seed=11, chunk_size=40, backend=backend
        )
        for backend in ("serial", "local", "ray")
    ]
    assert results[0] == results[1] == results[2]
    assert results[0].n == 230 and results[0].dealt > 230
    assert set(results[0].stats) == {"fit", "hcp", "ratio"}
    again = simulate(SPEC, function=study, accept=accept, n=230, seed=11, chunk_size=40)
    assert again == results[0]


def test_ray_reports_progress(ray_cluster: None, study_file: Path) -> None:
    # Functions go to Ray workers by reference: a study file (shipped as its source) or an
    # installed module; this test module is not importable there.
    study, _ = load_study(study_file)
    seen: list[tuple[int, int]] = []
    by_ray = simulate(
        None,
        function=study,
        n=90,
        seed="s",
        chunk_size=20,
        backend="ray",
        progress=lambda done, total: seen.append((done, total)),
    )
    assert by_ray == simulate(None, function=study, n=90, seed="s", chunk_size=20,
                              backend="serial")  # fmt: skip
    assert sorted(done for done, _ in seen) == [done for done, _ in seen]
    assert seen[-1] == (90, 90) and len(seen) == 5


def test_summaries_match_a_plain_loop() -> None:
    n, size, seed = 250, 60, 5
    result = simulate(Dealer(SPEC), function=hcp_and_spades, n=n, seed=seed, chunk_size=size,
                      backend="serial")  # fmt: skip
    # The documented contract: chunk i deals from random.Random(f"{seed}:{i}").
    dealer = Dealer(SPEC)
    deals: list[Deal] = []
    for chunk in range((n + size - 1) // size):
        rng = random.Random(f"{seed}:{chunk}")
        deals += [dealer.deal(rng) for _ in range(min(size, n - chunk * size))]
    assert len(deals) == n and all(deal[Seat.N].hcp >= 12 for deal in deals)
    for key in ("hcp", "spades", "half"):
        values = [hcp_and_spades(deal)[key] for deal in deals]
        stat = result.stats[key]
        assert stat.count == n
        assert stat.mean == pytest.approx(statistics.fmean(values), abs=1e-12)
        assert stat.stdev == pytest.approx(statistics.stdev(values), abs=1e-12)
        assert stat.stderr == pytest.approx(statistics.stdev(values) / n**0.5, abs=1e-12)
        assert (stat.minimum, stat.maximum) == (min(values), max(values))
        assert dict(stat.histogram or ()) == Counter(values)
    assert result.to_json()["stats"]["hcp"]["histogram"] == {
        str(value): count for value, count in sorted(Counter(d[Seat.N].hcp for d in deals).items())
    }


def test_a_plain_number_is_the_value_key() -> None:
    result = simulate(None, function=north_hcp, n=10, seed=1, backend="serial")
    assert list(result.stats) == ["value"] and result.value.count == 10
    assert isinstance(result, SimulationResult) and result.dealt == 10


def test_without_a_seed_the_chosen_seed_repeats_the_run() -> None:
    first = simulate(None, function=north_hcp, n=20, backend="serial")
    assert isinstance(first.seed, int)
    assert simulate(None, function=north_hcp, n=20, seed=first.seed, backend="serial") == first


@pytest.mark.parametrize("backend", ["serial", "local"])
def test_an_error_in_the_study_names_the_deal(backend: str) -> None:
    with pytest.raises(AnalysisError) as caught:
        simulate(None, function=fails_on_big_hands, n=200, seed=2, chunk_size=50, backend=backend)
    message = str(caught.value)
    assert "fails_on_big_hands failed on deal N:" in message
    assert "ZeroDivisionError: too strong" in message
    pbn = message.split("on deal ", 1)[1].split(": ZeroDivisionError")[0]
    assert Deal.from_pbn(pbn)[Seat.N].hcp >= 14


def test_an_error_in_a_user_file_names_the_file_and_the_deal(tmp_path: Path) -> None:
    path = tmp_path / "broken.py"
    path.write_text("def study(deal):\n    return deal.no_such_thing\n")
    study, accept = load_study(path)
    assert accept is None
    with pytest.raises(AnalysisError, match=r"broken.py:study failed on deal N:\S+ .*Error"):
        simulate(None, function=study, n=3, seed=1, backend="serial")


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("x = 1\n", r"no study\(deal\) function"),
        ("def study(deal):\n    return 1\naccept = 3\n", "accept is not a function"),
    ],
)
def test_bad_user_files(tmp_path: Path, text: str, problem: str) -> None:
    path = tmp_path / "user.py"
    path.write_text(text)
    with pytest.raises(InvalidNotationError, match=problem):
        load_study(path)


def test_a_user_file_that_does_not_load(tmp_path: Path) -> None:
    path = tmp_path / "user.py"
    path.write_text("import no_such_module_here\n")
    with pytest.raises(AnalysisError, match=r"user\.py: loading failed: ModuleNotFoundError"):
        load_study(path)


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ("text", "expected a number, a dict of numbers or None"),
        ({"a": "b"}, "expected a finite number"),
        ({1: 2}, "keys must be strings"),
        (float("nan"), "not finite"),
        (10**400, "returned a number too large for a float on deal"),
        ({"big": -(10**5000)}, "expected a finite number"),
    ],
)
def test_bad_return_values(value: object, problem: str) -> None:
    with pytest.raises(AnalysisError, match=problem):
        simulate(None, function=lambda deal: value, n=1, seed=1, backend="serial")


def test_user_input_mistakes_are_typed_errors() -> None:
    with pytest.raises(InvalidNotationError, match="invalid number of deals -1"):
        simulate(None, function=north_hcp, n=-1)
    with pytest.raises(InvalidNotationError, match="invalid chunk size 0"):
        simulate(None, function=north_hcp, n=1, chunk_size=0)
    with pytest.raises(InvalidNotationError, match="invalid backend 'gpu'"):
        simulate(None, function=north_hcp, n=1, backend="gpu")
    with pytest.raises(InvalidNotationError, match="invalid number of workers 0"):
        simulate(None, function=north_hcp, n=1, workers=0)
    with pytest.raises(InvalidNotationError, match="is for the Ray backend"):
        simulate(None, function=north_hcp, n=1, address="auto", backend="serial")
    with pytest.raises(InvalidNotationError, match="not callable"):
        simulate(None, function=3, n=1)  # type: ignore[arg-type]
    with pytest.raises(InvalidNotationError):
        simulate("N: hcp lots", function=north_hcp, n=1)


def test_a_lambda_cannot_go_to_worker_processes() -> None:
    with pytest.raises(AnalysisError, match="define its functions at module level"):
        simulate(None, function=lambda deal: 1, n=1, backend="local")


def test_an_accept_that_rejects_everything_stops() -> None:
    with pytest.raises(AnalysisError, match="accepted 0 of 20000 deals in chunk 0"):
        simulate(None, function=north_hcp, accept=lambda deal: False, n=2, backend="serial")


def test_missing_ray_says_how_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)
    with pytest.raises(AnalysisError, match=r"pip install 'bridgecraft\[ray\]'"):
        simulate(None, function=north_hcp, n=1, backend="ray")


def test_the_main_process_is_not_a_worker() -> None:
    assert not backends.in_worker()
