"""Ready-made double-dummy studies built on :func:`~bridgecraft.analysis.simulate.simulate`.

* :func:`make_odds`: how often a contract makes double dummy, and the spread of tricks;
* :func:`best_lead`: the tricks each opening lead from a given hand gives the defence;
* :func:`compare_contracts`: one contract against another, in IMPs or matchpoints per board.

Each returns a small frozen result with ``to_json()``, ``table()`` (headers and rows of text)
and a plain-text :func:`render`; :func:`plot` draws it to a PNG or SVG file with matplotlib.
The double-dummy solver runs in batches (one call per chunk of deals).

>>> print(render(_example()))
4S by S (None): makes 75.0% ± 25.0% double dummy, 10.00 tricks on average (4 deals)
tricks  deals  share
     9      1  25.0%
    10      2  50.0%
    11      1  25.0%
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from bridgecraft.analysis.backends import in_worker
from bridgecraft.analysis.simulate import (
    DealSource,
    Progress,
    SimulationResult,
    Stat,
    _Summary,
    simulate,
)
from bridgecraft.core.board import Vulnerability
from bridgecraft.core.cards import Card, Seat
from bridgecraft.core.contract import Contract
from bridgecraft.core.deal import Deal
from bridgecraft.core.errors import AnalysisError, InvalidNotationError
from bridgecraft.core.hand import Hand
from bridgecraft.core.scoring.imps import imps
from bridgecraft.core.scoring.matchpoints import matchpoints

__all__ = [
    "PLOT_HINT",
    "STUDY_CHUNK_SIZE",
    "CompareResult",
    "LeadResult",
    "LeadRow",
    "MakeResult",
    "Result",
    "best_lead",
    "compare_contracts",
    "make_odds",
    "plot",
    "render",
    "summary",
    "table",
]

PLOT_HINT = "pip install 'bridgecraft[plot]'"
"""How to install the plotting extra."""

STUDY_CHUNK_SIZE = 80
"""Deals per chunk in the studies: two full batches of the solver's 40 tables."""

Scoring = Literal["imps", "mp"]


def _stat(values: Sequence[int | float]) -> Stat:
    """A :class:`Stat` of some values (for examples and tests)."""
    summary = _Summary()
    for value in values:
        summary.add(value)
    return summary.stat()


def _example() -> MakeResult:
    """A small result for the examples."""
    tricks, made, score = _stat([9, 10, 10, 11]), _stat([0, 1, 1, 1]), _stat([-50, 420, 420, 450])
    return MakeResult(Contract.parse("4S by S"), Vulnerability.NONE, 4, "seed", tricks, made, score)


def _contract(contract: Contract | str) -> Contract:
    return contract if isinstance(contract, Contract) else Contract.parse(contract)


def _vulnerability(vulnerability: Vulnerability | str | None, source: object) -> Vulnerability:
    if vulnerability is not None:
        return Vulnerability.of(vulnerability)
    fixed = getattr(source, "vulnerability", None)
    return Vulnerability(fixed) if fixed is not None else Vulnerability.NONE


def _source(deals: DealSource | str | None) -> DealSource | None:
    if isinstance(deals, str):
        from bridgecraft.analysis.dealer import Dealer

        return Dealer(deals)
    return deals


_threads_set = False


def _dd_ready() -> None:
    """In a worker process, let DDS use one thread: the backend runs one chunk per core."""
    global _threads_set
    if in_worker() and not _threads_set:
        from bridgecraft.analysis.solver import set_threads

        set_threads(1)
        _threads_set = True


def _share(percent: float) -> str:
    return f"{100 * percent:.1f}%"


# -- (1) how often a contract makes ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _MakeBatch:
    contract: Contract
    vulnerable: bool

    @property
    def __name__(self) -> str:
        return f"make_odds({self.contract})"

    def __call__(self, deals: list[Deal]) -> list[dict[str, int]]:
        from bridgecraft.analysis.ddtable import dd_tables

        _dd_ready()
        contract = self.contract
        values = []
        for table in dd_tables(deals):
            tricks = table[contract.strain, contract.declarer]
            values.append(
                {
                    "tricks": tricks,
                    "made": int(tricks >= contract.tricks_needed),
                    "score": contract.score(tricks=tricks, vulnerable=self.vulnerable),
                }
            )
        return values


@dataclass(frozen=True, slots=True)
class MakeResult:
    """How often a contract makes double dummy.

    >>> result = make_odds("4S by S", n=2, seed=145, backend="serial")
    >>> result.chance, result.tricks.histogram, result.score.mean
    (0.5, ((8, 1), (11, 1)), 175.0)
    """

    contract: Contract
    """The contract (its declarer plays it)."""
    vulnerability: Vulnerability
    """The vulnerability the scores are for."""
    n: int
    """Deals studied."""
    seed: int | str
    """The seed that repeats the run."""
    tricks: Stat
    """Declarer's double-dummy tricks (its histogram is the spread of tricks)."""
    made: Stat
    """1 when the contract makes, else 0: ``made.mean`` is the chance of making."""
    score: Stat
    """Declarer's side's duplicate score."""

    @property
    def chance(self) -> float:
        """The share of deals on which the contract makes."""
        return self.made.mean

    def table(self) -> tuple[list[str], list[list[str]]]:
        """Headers and rows: the spread of tricks."""
        rows = [
            [str(value), str(count), _share(count / self.n)]
            for value, count in self.tricks.histogram or ()
        ]
        return ["tricks", "deals", "share"], rows

    def summary(self) -> str:
        """One line: the chance of making and the average tricks."""
        return (
            f"{self.contract} ({self.vulnerability}): makes {_share(self.chance)} "
            f"± {_share(self.made.stderr)} double dummy, {self.tricks.mean:.2f} tricks on average "
            f"({self.n} deals)"
        )

    def to_json(self) -> dict[str, Any]:
        """A dict of JSON types."""
        return {
            "study": "make",
            "contract": str(self.contract),
            "vulnerability": str(self.vulnerability),
            "n": self.n,
            "seed": self.seed,
            "chance": self.chance,
            "chance_stderr": self.made.stderr,
            "tricks": self.tricks.to_json(),
            "score": self.score.to_json(),
        }


def make_odds(
    contract: Contract | str,
    *,
    deals: DealSource | str | None = None,
    n: int,
    seed: int | str | None = None,
    vulnerability: Vulnerability | str | None = None,
    backend: str = "local",
    address: str | None = None,
    workers: int | None = None,
    chunk_size: int = STUDY_CHUNK_SIZE,
    progress: Progress | None = None,
) -> MakeResult:
    """How often ``contract`` (e.g. ``"4S by S"``) makes double dummy on ``n`` deals.

    ``vulnerability`` (default: the dealer specification's, else none) sets the scores. The
    other options are those of :func:`~bridgecraft.analysis.simulate.simulate`.

    >>> make_odds("4S", n=100)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid contract '4S': expected level, \
strain, X or XX and declarer, as in '4SX by N'
    """
    parsed = _contract(contract)
    source = _source(deals)
    vul = _vulnerability(vulnerability, source)
    result = simulate(
        source,
        function=_MakeBatch(parsed, vul.is_vulnerable(parsed.declarer)),
        batch=True,
        n=n,
        seed=seed,
        backend=backend,
        address=address,
        workers=workers,
        chunk_size=chunk_size,
        progress=progress,
    )
    stats = result.stats
    return MakeResult(parsed, vul, result.n, result.seed, stats["tricks"], stats["made"],
                      stats["score"])  # fmt: skip


# -- (2) the best opening lead -----------------------------------------------------------------


def _predealt(deals: DealSource | str | None, seat: Seat, hand: Hand) -> DealSource:
    """A dealer that gives ``seat`` ``hand`` (a predeal) on top of the constraints of ``deals``."""
    from bridgecraft.analysis.constraints import Holds
    from bridgecraft.analysis.dealer import Dealer

    fixed = Holds(seat, hand)
    if deals is None:
        return Dealer(fixed)
    if isinstance(deals, str):
        return Dealer(Dealer(deals).constraint & fixed)
    if isinstance(deals, Dealer):
        return Dealer(deals.constraint & fixed)
    return deals  # any other source must fix the hand itself (checked on every deal)


@dataclass(frozen=True, slots=True)
class _LeadBatch:
    contract: Contract
    hand: Hand

    @property
    def __name__(self) -> str:
        return f"best_lead({self.contract})"

    def __call__(self, deals: list[Deal]) -> list[dict[str, int]]:
        from bridgecraft.analysis.solver import Position, solve_many

        _dd_ready()
        leader = self.contract.opening_leader
        for deal in deals:
            if deal[leader] != self.hand:
                raise AnalysisError(
                    f"the dealer gave {leader} {deal[leader]} instead of {self.hand} "
                    f"(deal {deal.to_pbn()}): the leader's hand must be fixed"
                )
        positions = [
            Position.opening_lead(deal, self.contract.strain, self.contract.declarer)
            for deal in deals
        ]
        return [
            {str(card): tricks for card, tricks in solution.items()}
            for solution in solve_many(positions)
        ]


@dataclass(frozen=True, slots=True)
class LeadRow:
    """What one opening lead gives the defence.

    >>> result = best_lead("KQJ2.JT9.873.T96", "3NT by S", n=2, seed=21, backend="serial")
    >>> rows = {str(row.card): row for row in result.leads}
    >>> rows["SK"].tricks.mean, rows["SK"].set_share, rows["S2"].tricks.mean, rows["S2"].set_share
    (4.5, 0.5, 4.0, 0.0)
    """

    card: Card
    """The card led."""
    tricks: Stat
    """The defence's double-dummy tricks after this lead."""
    set_share: float
    """The share of deals on which the contract goes down after this lead."""

    def to_json(self) -> dict[str, Any]:
        """A dict of JSON types."""
        return {"card": str(self.card), "set": self.set_share, "tricks": self.tricks.to_json()}


@dataclass(frozen=True, slots=True)
class LeadResult:
    """The opening leads from one hand against one contract, best first.

    >>> result = best_lead("KQJ2.JT9.873.T96", "3NT by S", n=2, seed=21, backend="serial")
    >>> result.best.card, len(result.leads)
    (Card.SK, 13)
    >>> result.summary()
    'Lead from KQJ2.JT9.873.T96 (W) against 3NT by S: SK (4.50 tricks, sets 50.0%; 2 deals)'
    """

    contract: Contract
    """The contract; its declarer's left-hand opponent leads."""
    hand: Hand
    """The leader's hand."""
    n: int
    """Deals studied."""
    seed: int | str
    """The seed that repeats the run."""
    leads: tuple[LeadRow, ...]
    """One row per card of the hand: most defensive tricks first (then most sets)."""

    @property
    def best(self) -> LeadRow:
        """The lead that gives the defence the most tricks on average."""
        return self.leads[0]

    def table(self) -> tuple[list[str], list[list[str]]]:
        """Headers and rows: each lead's average tricks, standard error and set share."""
        rows = [
            [str(row.card), f"{row.tricks.mean:.2f}", f"{row.tricks.stderr:.2f}",
             _share(row.set_share)]
            for row in self.leads
        ]  # fmt: skip
        return ["lead", "tricks", "± stderr", "set"], rows

    def summary(self) -> str:
        """One line: the hand, the contract and the best lead."""
        return (
            f"Lead from {self.hand} ({self.contract.opening_leader}) against {self.contract}: "
            f"{self.best.card} ({self.best.tricks.mean:.2f} tricks, sets "
            f"{_share(self.best.set_share)}; {self.n} deals)"
        )

    def to_json(self) -> dict[str, Any]:
        """A dict of JSON types."""
        return {
            "study": "lead",
            "contract": str(self.contract),
            "leader": str(self.contract.opening_leader),
            "hand": str(self.hand),
            "n": self.n,
            "seed": self.seed,
            "leads": [row.to_json() for row in self.leads],
        }


def best_lead(
    hand: Hand | str,
    contract: Contract | str,
    *,
    deals: DealSource | str | None = None,
    accept: Callable[[Deal], object] | None = None,
    n: int,
    seed: int | str | None = None,
    backend: str = "local",
    address: str | None = None,
    workers: int | None = None,
    chunk_size: int = STUDY_CHUNK_SIZE,
    progress: Progress | None = None,
) -> LeadResult:
    """Each opening lead from ``hand`` against ``contract``: the defence's average double-dummy
    tricks and how often it sets the contract. The leader is declarer's left-hand opponent.

    The leader is dealt ``hand``; the other 39 cards are dealt at random among the deals that
    satisfy ``deals`` (a :class:`~bridgecraft.analysis.dealer.Dealer` or its specification: the
    constraints the auction puts on the other hands) and ``accept(deal)``, if given.

    >>> best_lead("AKQ.AKQ.AKQ.AK", "3NT by S", n=1)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid leader's hand 'AKQ.AKQ.AKQ.AK': \
13 cards needed, 11 given
    """
    parsed = _contract(contract)
    held = hand if isinstance(hand, Hand) else Hand.parse(hand)
    if len(held) != 13:
        raise InvalidNotationError(
            f"invalid leader's hand {str(hand)!r}: 13 cards needed, {len(held)} given"
        )
    source = _predealt(deals, parsed.opening_leader, held)
    result = simulate(
        source,
        function=_LeadBatch(parsed, held),
        batch=True,
        accept=accept,
        n=n,
        seed=seed,
        backend=backend,
        address=address,
        workers=workers,
        chunk_size=chunk_size,
        progress=progress,
    )
    needed = 14 - parsed.tricks_needed  # defensive tricks that set the contract
    rows = [
        LeadRow(card, stat, stat.share(lambda tricks: tricks >= needed))
        for card, stat in ((Card.parse(key), stat) for key, stat in result.stats.items())
    ]
    rows.sort(key=lambda row: (-row.tricks.mean, -row.set_share, -int(row.card)))
    return LeadResult(parsed, held, result.n, result.seed, tuple(rows))


# -- (3) one contract against another -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _CompareBatch:
    first: Contract
    second: Contract
    vulnerability: Vulnerability
    scoring: Scoring

    @property
    def __name__(self) -> str:
        return f"compare_contracts({self.first}, {self.second})"

    def _points(self, contract: Contract, tricks: int) -> int:
        """The score of ``contract`` for the side that declares the first contract."""
        vulnerable = self.vulnerability.is_vulnerable(contract.declarer)
        score = contract.score(tricks=tricks, vulnerable=vulnerable)
        return score if contract.side == self.first.side else -score

    def __call__(self, deals: list[Deal]) -> list[dict[str, float]]:
        from bridgecraft.analysis.ddtable import dd_tables

        _dd_ready()
        values: list[dict[str, float]] = []
        for table in dd_tables(deals):
            a_tricks = table[self.first.strain, self.first.declarer]
            b_tricks = table[self.second.strain, self.second.declarer]
            a = self._points(self.first, a_tricks)
            b = self._points(self.second, b_tricks)
            board = imps(a - b) if self.scoring == "imps" else matchpoints([a, b], scale=1)[0]
            values.append(
                {
                    "board": board,
                    "a_score": a,
                    "b_score": b,
                    "a_made": int(a_tricks >= self.first.tricks_needed),
                    "b_made": int(b_tricks >= self.second.tricks_needed),
                }
            )
        return values


@dataclass(frozen=True, slots=True)
class CompareResult:
    """One contract against another, board by board, for the first contract's side.

    >>> result = compare_contracts("4S by S", "3NT by N", n=2, seed=145, backend="serial")
    >>> result.board.histogram, result.board.mean, [made.mean for made in result.made]
    (((-12, 1), (11, 1)), -0.5, [0.5, 0.5])
    """

    first: Contract
    """Contract A."""
    second: Contract
    """Contract B."""
    vulnerability: Vulnerability
    """The vulnerability the scores are for."""
    scoring: Scoring
    """``"imps"`` (A's IMPs against B per board) or ``"mp"`` (A's share of the matchpoints:
    1 for a better score, 0.5 for the same)."""
    n: int
    """Deals studied."""
    seed: int | str
    """The seed that repeats the run."""
    board: Stat
    """IMPs (or matchpoints) of A against B, per board: ``board.mean`` ± ``board.stderr``."""
    scores: tuple[Stat, Stat]
    """Each contract's score for A's side."""
    made: tuple[Stat, Stat]
    """Each contract's chance of making (``mean``)."""

    def table(self) -> tuple[list[str], list[list[str]]]:
        """Headers and rows: each contract's make chance and average score."""
        rows = [
            [label, str(contract), _share(made.mean), f"{score.mean:+.1f}"]
            for label, contract, made, score in zip(
                "AB", (self.first, self.second), self.made, self.scores, strict=True
            )
        ]
        return ["", "contract", "makes", "score"], rows

    def summary(self) -> str:
        """One line: A against B per board, with the standard error."""
        unit = "IMPs" if self.scoring == "imps" else "matchpoints"
        if self.scoring == "imps":
            value = f"{self.board.mean:+.2f} ± {self.board.stderr:.2f} IMPs per board"
        else:
            value = f"{_share(self.board.mean)} ± {_share(self.board.stderr)} of the {unit}"
        return (
            f"{self.first} against {self.second} ({self.vulnerability}): {value} ({self.n} deals)"
        )

    def to_json(self) -> dict[str, Any]:
        """A dict of JSON types."""
        return {
            "study": "compare",
            "contracts": [str(self.first), str(self.second)],
            "vulnerability": str(self.vulnerability),
            "scoring": self.scoring,
            "n": self.n,
            "seed": self.seed,
            "board": self.board.to_json(),
            "scores": [stat.to_json() for stat in self.scores],
            "made": [stat.mean for stat in self.made],
        }


def compare_contracts(
    first: Contract | str,
    second: Contract | str,
    *,
    deals: DealSource | str | None = None,
    n: int,
    scoring: Scoring = "imps",
    seed: int | str | None = None,
    vulnerability: Vulnerability | str | None = None,
    backend: str = "local",
    address: str | None = None,
    workers: int | None = None,
    chunk_size: int = STUDY_CHUNK_SIZE,
    progress: Progress | None = None,
) -> CompareResult:
    """Contract ``first`` against ``second`` double dummy, per board, for ``first``'s side.

    ``scoring="imps"`` averages the IMPs of A against B; ``"mp"`` averages A's share of the
    matchpoints (1 when its score is better, 0.5 when equal).

    >>> compare_contracts("4S by S", "3NT by N", n=10, scoring="vp")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid scoring 'vp': expected imps or mp
    """
    if scoring not in ("imps", "mp"):
        raise InvalidNotationError(f"invalid scoring {scoring!r}: expected imps or mp")
    a, b = _contract(first), _contract(second)
    source = _source(deals)
    vul = _vulnerability(vulnerability, source)
    result = simulate(
        source,
        function=_CompareBatch(a, b, vul, scoring),
        batch=True,
        n=n,
        seed=seed,
        backend=backend,
        address=address,
        workers=workers,
        chunk_size=chunk_size,
        progress=progress,
    )
    stats = result.stats
    return CompareResult(
        a,
        b,
        vul,
        scoring,
        result.n,
        result.seed,
        stats["board"],
        (stats["a_score"], stats["b_score"]),
        (stats["a_made"], stats["b_made"]),
    )


# -- output ---------------------------------------------------------------------------------------

Result = MakeResult | LeadResult | CompareResult | SimulationResult
"""Any study's result, or a plain simulation's."""


def _generic_table(result: SimulationResult) -> tuple[list[str], list[list[str]]]:
    rows = [
        [key, str(stat.count), f"{stat.mean:.4g}", f"{stat.stderr:.3g}", f"{stat.stdev:.3g}",
         f"{stat.minimum:g}", f"{stat.maximum:g}"]
        for key, stat in result.stats.items()
    ]  # fmt: skip
    return ["key", "deals", "mean", "± stderr", "stdev", "min", "max"], rows


def table(result: Result) -> tuple[list[str], list[list[str]]]:
    """Headers and rows of text for any study's result (the CLI draws them).

    >>> table(_example())
    (['tricks', 'deals', 'share'],
     [['9', '1', '25.0%'], ['10', '2', '50.0%'], ['11', '1', '25.0%']])
    """
    if isinstance(result, SimulationResult):
        return _generic_table(result)
    return result.table()


def summary(result: Result) -> str:
    """One line that sums up a result.

    >>> summary(_example())
    '4S by S (None): makes 75.0% ± 25.0% double dummy, 10.00 tricks on average (4 deals)'
    >>> summary(simulate(None, function=lambda deal: deal[Seat.N].hcp, n=50, seed=2,
    ...                  accept=lambda deal: deal[Seat.N].hcp >= 15, backend="serial"))
    '50 deals studied (264 dealt)'
    """
    if isinstance(result, SimulationResult):
        return f"{result.n} deals studied ({result.dealt} dealt)"
    return result.summary()


def render(result: Result) -> str:
    """A result as plain text: its summary line, then its table with aligned columns.

    >>> def points(deal):
    ...     return {"north": deal[Seat.N].hcp, "south": deal[Seat.S].hcp}
    >>> print(render(simulate(None, function=points, n=100, seed=1, backend="serial")))
    100 deals studied (100 dealt)
      key  deals   mean  ± stderr  stdev  min  max
    north    100  10.62     0.406   4.06    1   19
    south    100   9.83     0.411   4.11    1   20
    """
    headers, rows = table(result)
    widths = [max(len(cell) for cell in column) for column in zip(headers, *rows, strict=True)]
    lines = [summary(result)]
    for cells in [headers, *rows]:
        lines.append(
            "  ".join(cell.rjust(width) for cell, width in zip(cells, widths, strict=True))
        )
    return "\n".join(line.rstrip() for line in lines)


def plot(result: Result, path: str | Path) -> None:
    """Draw a result to ``path`` (.png or .svg) with matplotlib: the spread of tricks, the
    leads' tricks, the spread of IMPs (or matchpoints), or each key's mean.

    >>> plot(_example(), "odds.pdf")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid plot file 'odds.pdf': expected a .png \
or .svg name
    """
    target = Path(path)
    kind = target.suffix.lower().lstrip(".")
    if kind not in ("png", "svg"):
        raise InvalidNotationError(f"invalid plot file {str(path)!r}: expected a .png or .svg name")
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise AnalysisError(f"plots need matplotlib: {PLOT_HINT}") from None
    figure = Figure(figsize=(7, 4), layout="constrained")
    axes = figure.add_subplot()
    if isinstance(result, MakeResult):
        _bars(axes, result.tricks, "declarer's tricks")
        axes.axvline(result.contract.tricks_needed - 0.5, color="grey", linestyle="--")
        axes.set_title(f"{result.contract}: makes {_share(result.chance)} ({result.n} deals)")
    elif isinstance(result, LeadResult):
        labels = [str(row.card) for row in result.leads]
        axes.bar(labels, [row.tricks.mean for row in result.leads],
                 yerr=[row.tricks.stderr for row in result.leads])  # fmt: skip
        axes.set_ylabel("defence's tricks (average)")
        axes.set_title(f"Leads from {result.hand} against {result.contract} ({result.n} deals)")
    elif isinstance(result, CompareResult):
        unit = "IMPs" if result.scoring == "imps" else "matchpoints"
        _bars(axes, result.board, f"{unit} per board")
        axes.set_title(f"{result.first} against {result.second}: {result.board.mean:+.2f} {unit}")
    else:
        keys = list(result.stats)
        axes.bar(keys, [result.stats[key].mean for key in keys],
                 yerr=[result.stats[key].stderr for key in keys])  # fmt: skip
        axes.set_ylabel("mean")
        axes.set_title(f"{result.n} deals")
    try:
        figure.savefig(target, format=kind)
    except OSError as error:
        raise AnalysisError(f"cannot write the plot {str(path)!r}: {error.strerror}") from None


def _bars(axes: Any, stat: Stat, label: str) -> None:
    pairs: Iterable[tuple[float, int]] = stat.histogram or ()
    values = [value for value, _ in pairs]
    counts = [count for _, count in stat.histogram or ()]
    axes.bar(values, [count / stat.count for count in counts])
    axes.set_xlabel(label)
    axes.set_ylabel("share of deals")
