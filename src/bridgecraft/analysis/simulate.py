"""Simulations: run a function over many (constrained) deals and summarise what it returns.

>>> from bridgecraft.core import Hand, Seat, Suit
>>> def spades(deal):
...     return len(deal[Seat.N] & Hand.suit_of(Suit.S))
>>> result = simulate(None, function=spades, n=200, seed=1, backend="serial")
>>> result.n, result.stats["value"].count, 0 <= result.value.minimum <= 13
(200, 200, True)
>>> simulate(None, function=spades, n=200, seed=1, backend="serial") == result
True

The function returns a number (``True``/``False`` count as 1 and 0) or a dict of numbers keyed by
strings; each key is summarised on its own (``"value"`` for a plain number). The run is
deterministic per seed: the deals are cut into chunks of ``chunk_size``, chunk ``i`` deals from
its own generator ``random.Random(f"{seed}:{i}")``, and the chunks' summaries are combined in
chunk order with exact arithmetic. So ``serial``, ``local`` (a process pool) and ``ray`` give
the same result for the same seed and chunk size.
"""

from __future__ import annotations

import hashlib
import importlib.util
import math
import random
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import partial
from os import PathLike
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol

from bridgecraft.analysis.backends import run
from bridgecraft.core.deal import Deal
from bridgecraft.core.errors import AnalysisError, BridgeError, InvalidNotationError

__all__ = [
    "DEFAULT_CHUNK_SIZE",
    "DealSource",
    "Progress",
    "SimulationResult",
    "Stat",
    "load_study",
    "simulate",
]

DEFAULT_CHUNK_SIZE = 100
"""Deals per chunk unless told otherwise (the seed and the chunk size fix the deals)."""

MAX_TRIES_PER_DEAL = 10_000
"""How many deals ``accept`` may reject, on average per deal kept, before a chunk gives up."""

HISTOGRAM_LIMIT = 200
"""A key keeps a histogram (value -> count) while it has at most this many distinct values."""

Number = int | float
Progress = Callable[[int, int], None]
"""``progress(done, total)``: deals studied so far and the total; called after each chunk."""


class DealSource(Protocol):
    """Anything that deals: a :class:`~bridgecraft.analysis.dealer.Dealer` has this method.

    A source of your own, here one that draws from a fixed list of deals:

    >>> class Boards:
    ...     def __init__(self, *deals):
    ...         self.deals = deals
    ...     def deal(self, rng):
    ...         return rng.choice(self.deals)
    >>> boards = Boards(Deal.from_pbn(
    ...     "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"),
    ...     Deal.from_index(0))
    >>> result = simulate(boards, function=lambda deal: deal[Seat.N].hcp, n=10, seed=1,
    ...                   backend="serial")
    >>> result.value.histogram  # North has 7 HCP in the first deal, 10 in the second
    ((7, 4), (10, 6))
    """

    def deal(self, rng: random.Random) -> Deal:
        """One deal drawn with ``rng``."""
        ...


@dataclass(frozen=True, slots=True)
class _RandomDeals:
    """Every deal equally likely (:meth:`Deal.random`)."""

    def deal(self, rng: random.Random) -> Deal:
        return Deal.random(rng)


def _source(deals: DealSource | str | None) -> DealSource:
    if deals is None:
        return _RandomDeals()
    if isinstance(deals, str):
        from bridgecraft.analysis.dealer import Dealer

        return Dealer(deals)
    if not callable(getattr(deals, "deal", None)):
        raise InvalidNotationError(
            f"invalid deals {deals!r}: expected a Dealer, a dealer specification or None"
        )
    return deals


# -- summaries ------------------------------------------------------------------------------


@dataclass(slots=True)
class _Summary:
    """The running summary of one key, exact: integer or Fraction sums."""

    count: int = 0
    total: int | Fraction = 0
    squares: int | Fraction = 0
    minimum: Number = math.inf
    maximum: Number = -math.inf
    histogram: dict[Number, int] | None = field(default_factory=dict)

    def add(self, value: Number) -> None:
        exact = value if isinstance(value, int) else Fraction(value)
        self.count += 1
        self.total += exact
        self.squares += exact * exact
        self.minimum = min(self.minimum, value)
        self.maximum = max(self.maximum, value)
        if self.histogram is not None:
            key = int(value) if isinstance(value, float) and value.is_integer() else value
            self.histogram[key] = self.histogram.get(key, 0) + 1
            if len(self.histogram) > HISTOGRAM_LIMIT:
                self.histogram = None

    def merge(self, other: _Summary) -> None:
        self.count += other.count
        self.total += other.total
        self.squares += other.squares
        self.minimum = min(self.minimum, other.minimum)
        self.maximum = max(self.maximum, other.maximum)
        if self.histogram is None or other.histogram is None:
            self.histogram = None
        else:
            for key, count in other.histogram.items():
                self.histogram[key] = self.histogram.get(key, 0) + count
            if len(self.histogram) > HISTOGRAM_LIMIT:
                self.histogram = None

    def stat(self) -> Stat:
        count = self.count
        mean = Fraction(self.total) / count
        variance = (
            (Fraction(self.squares) - Fraction(self.total) * mean) / (count - 1)
            if count > 1
            else Fraction(0)
        )
        stdev = math.sqrt(variance)
        histogram = None if self.histogram is None else tuple(sorted(self.histogram.items()))
        return Stat(
            count=count,
            mean=float(mean),
            stdev=stdev,
            stderr=stdev / math.sqrt(count),
            minimum=self.minimum,
            maximum=self.maximum,
            histogram=histogram,
        )


@dataclass(frozen=True, slots=True)
class Stat:
    """The summary of one quantity over the deals of a simulation.

    >>> summary = _Summary()
    >>> for value in (1, 2, 2, 3):
    ...     summary.add(value)
    >>> stat = summary.stat()
    >>> stat.mean, round(stat.stdev, 3), stat.histogram, stat.share(lambda v: v >= 2)
    (2.0, 0.816, ((1, 1), (2, 2), (3, 1)), 0.75)
    """

    count: int
    """How many deals gave a value."""
    mean: float
    """The average value."""
    stdev: float
    """The sample standard deviation (0 for one value)."""
    stderr: float
    """The standard error of the mean: ``stdev / sqrt(count)``."""
    minimum: Number
    """The smallest value."""
    maximum: Number
    """The largest value."""
    histogram: tuple[tuple[Number, int], ...] | None
    """``(value, count)`` pairs in increasing value; None for a key with too many distinct
    values (over :data:`HISTOGRAM_LIMIT`)."""

    def share(self, test: Callable[[Number], bool]) -> float:
        """The share of deals whose value passes ``test`` (needs the histogram)."""
        if self.histogram is None:
            raise AnalysisError("no histogram kept: too many distinct values to count shares")
        return sum(count for value, count in self.histogram if test(value)) / self.count

    def to_json(self) -> dict[str, Any]:
        """A dict of JSON types (histogram keys become strings)."""
        return {
            "count": self.count,
            "mean": self.mean,
            "stdev": self.stdev,
            "stderr": self.stderr,
            "min": self.minimum,
            "max": self.maximum,
            "histogram": None
            if self.histogram is None
            else {str(value): count for value, count in self.histogram},
        }


@dataclass(frozen=True, slots=True)
class SimulationResult:
    """What a simulation found: a :class:`Stat` per key the function returned.

    >>> result = simulate(None, function=lambda deal: deal[Seat.N].hcp, n=50, seed=2,
    ...                   accept=lambda deal: deal[Seat.N].hcp >= 15, backend="serial")
    >>> result.n, result.dealt, result.value.minimum, result.value.mean
    (50, 264, 15, 16.78)
    """

    n: int
    """Deals studied (accepted, when there is an ``accept`` function)."""
    dealt: int
    """Deals drawn, rejected ones included."""
    seed: int | str
    """The seed (chosen at random when none was given, so that the run can be repeated)."""
    chunk_size: int
    """Deals per chunk (with the seed, it fixes which deals are drawn)."""
    stats: Mapping[str, Stat]
    """The summary of each key; ``"value"`` for a function that returns a plain number."""

    @property
    def value(self) -> Stat:
        """The summary of a plain number result (key ``"value"``)."""
        try:
            return self.stats["value"]
        except KeyError:
            raise AnalysisError(
                f"the study returned no plain number; its keys are {', '.join(self.stats)}"
            ) from None

    def to_json(self) -> dict[str, Any]:
        """A dict of JSON types."""
        return {
            "n": self.n,
            "dealt": self.dealt,
            "seed": self.seed,
            "chunk_size": self.chunk_size,
            "stats": {key: stat.to_json() for key, stat in self.stats.items()},
        }


# -- the work of one chunk ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Failure:
    """An error inside a worker, sent back as a value so every backend reports it alike."""

    error: BridgeError


@dataclass(frozen=True, slots=True)
class _Chunk:
    size: int
    dealt: int
    summaries: dict[str, _Summary]


@dataclass(frozen=True, slots=True)
class _Task:
    source: DealSource
    function: Callable[..., Any]
    accept: Callable[[Deal], object] | None
    batch: bool
    seed: int | str
    chunk_size: int
    n: int


def _name(function: object) -> str:
    return str(getattr(function, "__name__", None) or type(function).__name__)


def _finite(value: float) -> bool:
    """True for a number that a float holds: not infinite, not NaN, not too large."""
    try:
        return math.isfinite(value)
    except OverflowError:  # a whole number beyond any float
        return False


def _shown(value: object) -> str:
    """``value`` for a message: a whole number beyond a float is described, not printed."""
    if isinstance(value, int) and not _finite(value):
        return "a number too large for a float"
    return repr(value)


def _add(summaries: dict[str, _Summary], value: object, deal: Deal, name: str) -> None:
    if isinstance(value, int | float):
        if not _finite(value):
            raise AnalysisError(
                f"{name} returned {_shown(value)} on deal {deal.to_pbn()}: not finite"
            )
        summaries.setdefault("value", _Summary()).add(int(value) if value is True else value)
        return
    if isinstance(value, Mapping):
        for key, item in value.items():
            if not isinstance(key, str):
                raise AnalysisError(
                    f"{name} returned a dict with key {key!r} on deal {deal.to_pbn()}: "
                    "keys must be strings"
                )
            if isinstance(item, bool):
                item = int(item)
            if not isinstance(item, int | float) or not _finite(item):
                raise AnalysisError(
                    f"{name} returned {key!r}: {_shown(item)} on deal {deal.to_pbn()}: "
                    "expected a finite number"
                )
            summaries.setdefault(key, _Summary()).add(item)
        return
    if value is None:
        return
    raise AnalysisError(
        f"{name} returned {value!r} on deal {deal.to_pbn()}: expected a number, a dict of "
        "numbers or None"
    )


def _deals(task: _Task, index: int, size: int) -> tuple[list[Deal], int]:
    rng = random.Random(f"{task.seed}:{index}")
    if task.accept is None:
        return [task.source.deal(rng) for _ in range(size)], size
    kept: list[Deal] = []
    dealt = 0
    limit = MAX_TRIES_PER_DEAL * size
    while len(kept) < size:
        if dealt >= limit:
            raise AnalysisError(
                f"{_name(task.accept)} accepted {len(kept)} of {dealt} deals in chunk {index} "
                f"(needed {size}): loosen the condition or the dealer specification"
            )
        deal = task.source.deal(rng)
        dealt += 1
        try:
            accepted = task.accept(deal)
        except Exception as error:
            raise AnalysisError(
                f"{_name(task.accept)} failed on deal {deal.to_pbn()}: "
                f"{type(error).__name__}: {error}"
            ) from error
        if accepted:
            kept.append(deal)
    return kept, dealt


def _run_chunk(task: _Task, index: int) -> _Chunk | _Failure:
    """Deal and study chunk ``index``; errors come back as a :class:`_Failure`."""
    size = min(task.chunk_size, task.n - index * task.chunk_size)
    name = _name(task.function)
    summaries: dict[str, _Summary] = {}
    try:
        deals, dealt = _deals(task, index, size)
        if task.batch:
            values = list(task.function(deals))
            if len(values) != len(deals):
                raise AnalysisError(f"{name} returned {len(values)} values for {len(deals)} deals")
            for deal, value in zip(deals, values, strict=True):
                _add(summaries, value, deal, name)
        else:
            for deal in deals:
                try:
                    value = task.function(deal)
                except Exception as error:
                    raise AnalysisError(
                        f"{name} failed on deal {deal.to_pbn()}: {type(error).__name__}: {error}"
                    ) from error
                _add(summaries, value, deal, name)
    except BridgeError as error:
        return _Failure(error)
    except Exception as error:
        return _Failure(
            AnalysisError(f"{name} failed in chunk {index}: {type(error).__name__}: {error}")
        )
    return _Chunk(size, dealt, summaries)


# -- the public entry point ------------------------------------------------------------------


def simulate(
    deals: DealSource | str | None,
    *,
    function: Callable[[Deal], object] | Callable[[list[Deal]], Iterable[object]],
    n: int,
    seed: int | str | None = None,
    backend: str = "local",
    address: str | None = None,
    workers: int | None = None,
    chunk_size: int = DEFAULT_CHUNK_SIZE,
    progress: Progress | None = None,
    accept: Callable[[Deal], object] | None = None,
    batch: bool = False,
) -> SimulationResult:
    """Run ``function`` over ``n`` deals from ``deals`` and summarise its results.

    ``deals`` is a :class:`~bridgecraft.analysis.dealer.Dealer`, a dealer specification (text)
    or None (every deal equally likely). ``function(deal)`` returns a number, a dict of numbers
    keyed by strings, or None (nothing to count); with ``batch=True`` it takes the list of a
    chunk's deals and returns one such value per deal (for solvers that work faster in batches).
    ``accept(deal)``, if given, rejects deals before they are studied (``n`` counts the deals
    kept).

    ``backend`` is ``"serial"``, ``"local"`` (a process pool: ``function`` and ``accept`` must be
    importable, i.e. defined at module level) or ``"ray"`` (``address`` of a cluster, or a local
    instance). ``workers`` caps the processes; ``progress(done, total)`` is called as chunks
    finish. An error inside ``function`` or ``accept`` raises
    :class:`~bridgecraft.core.AnalysisError` naming the deal (PBN) and the original error.

    >>> simulate(None, function=len, n=0)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid number of deals 0: expected 1 or more
    """
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        raise InvalidNotationError(f"invalid number of deals {n!r}: expected 1 or more")
    if not isinstance(chunk_size, int) or isinstance(chunk_size, bool) or chunk_size < 1:
        raise InvalidNotationError(f"invalid chunk size {chunk_size!r}: expected 1 or more")
    if not callable(function):
        raise InvalidNotationError(f"invalid study function {function!r}: not callable")
    if accept is not None and not callable(accept):
        raise InvalidNotationError(f"invalid accept function {accept!r}: not callable")
    if seed is None:
        seed = random.SystemRandom().randrange(2**63)
    elif not isinstance(seed, int | str) or isinstance(seed, bool):
        raise InvalidNotationError(f"invalid seed {seed!r}: expected an integer or a string")
    task = _Task(_source(deals), function, accept, batch, seed, chunk_size, n)
    chunks = range((n + chunk_size - 1) // chunk_size)
    done = 0

    def on_done(_: int, chunk: _Chunk | _Failure) -> None:
        nonlocal done
        if isinstance(chunk, _Failure):
            raise chunk.error
        done += chunk.size
        if progress is not None:
            progress(done, n)

    results = run(
        backend,
        partial(_run_chunk, task),
        chunks,
        workers=workers,
        address=address,
        on_done=on_done,
    )
    return _combine(results, seed, chunk_size)


def _combine(
    results: Sequence[_Chunk | _Failure], seed: int | str, chunk_size: int
) -> SimulationResult:
    summaries: dict[str, _Summary] = {}
    n = dealt = 0
    for chunk in results:
        if isinstance(chunk, _Failure):  # pragma: no cover - on_done raised it already
            raise chunk.error
        n += chunk.size
        dealt += chunk.dealt
        for key, summary in chunk.summaries.items():
            if key in summaries:
                summaries[key].merge(summary)
            else:
                summaries[key] = summary
    stats = {key: summaries[key].stat() for key in sorted(summaries)}
    return SimulationResult(n=n, dealt=dealt, seed=seed, chunk_size=chunk_size, stats=stats)


# -- studies written in a user's file ---------------------------------------------------------

_MODULES: dict[tuple[str, str], ModuleType] = {}


def _module(path: str, source: str) -> ModuleType:
    """The user's module, executed once per process from its source text."""
    digest = hashlib.sha256(f"{path}\0{source}".encode()).hexdigest()[:16]
    key = (path, digest)
    module = _MODULES.get(key)
    if module is None:
        name = f"_bridgecraft_study_{digest}"
        spec = importlib.util.spec_from_loader(name, loader=None, origin=path)
        assert spec is not None
        module = importlib.util.module_from_spec(spec)
        module.__file__ = path
        sys.modules[name] = module
        try:
            exec(compile(source, path, "exec"), module.__dict__)
        except Exception as error:
            del sys.modules[name]
            raise AnalysisError(
                f"{path}: loading failed: {type(error).__name__}: {error}"
            ) from error
        _MODULES[key] = module
    return module


@dataclass(frozen=True, slots=True)
class _FileFunction:
    """A function of a user's file; it pickles as the path and source text, so worker processes
    (local or on a Ray cluster) load the same code."""

    path: str
    source: str
    attribute: str

    @property
    def __name__(self) -> str:
        return f"{Path(self.path).name}:{self.attribute}"

    def __call__(self, deal: Deal) -> object:
        function = getattr(_module(self.path, self.source), self.attribute)
        return function(deal)


def load_study(
    path: str | Path,
) -> tuple[Callable[[Deal], object], Callable[[Deal], object] | None]:
    """The ``study(deal)`` and optional ``accept(deal)`` functions of a Python file, ready to run
    on any backend.

    >>> load_study("no/such/file.py")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: no/such/file.py: cannot read the study file \
(No such file or directory)
    """
    if not isinstance(path, str | PathLike) or not str(path):
        raise InvalidNotationError(f"invalid study file {path!r}: expected a path")
    text_path = str(path)
    try:
        source = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        raise InvalidNotationError(f"{text_path}: cannot read the study file ({reason})") from None
    module = _module(text_path, source)
    study = getattr(module, "study", None)
    if not callable(study):
        raise InvalidNotationError(
            f"{text_path}: no study(deal) function (it returns a number or a dict of numbers)"
        )
    accept = getattr(module, "accept", None)
    if accept is not None and not callable(accept):
        raise InvalidNotationError(f"{text_path}: accept is not a function of a deal")
    return (
        _FileFunction(text_path, source, "study"),
        None if accept is None else _FileFunction(text_path, source, "accept"),
    )
