"""Helpers shared by the benchmark scripts (not a benchmark itself).

Run the benchmarks with ``make bench`` or ``.venv/bin/python benchmarks/run_all.py``.
"""

from __future__ import annotations

import gc
import math
import os
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from importlib import metadata
from typing import TYPE_CHECKING

REQUIRE_PEERS = os.environ.get("REQUIRE_PEERS") == "1"

if TYPE_CHECKING:
    from bridgecraft.robots.match import MatchResult


def version(distribution: str) -> str:
    """The installed version of a distribution, or "not installed"."""
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return "not installed"


def machine_line() -> str:
    """One line describing where the benchmark ran."""
    return (
        f"machine: {platform.machine()}, nproc {os.cpu_count()}, "
        f"Python {platform.python_version()} ({platform.python_implementation()}), "
        f"{platform.system()} {platform.release()}"
    )


def source_line() -> str:
    """Which bridgecraft is measured: version, and the git commit when run from a checkout
    (read-only git commands; "+ uncommitted changes in src" if the working tree differs)."""
    import bridgecraft

    where = os.path.dirname(os.path.dirname(os.path.abspath(bridgecraft.__file__)))
    text = f"bridgecraft {version('bridgecraft')} from {where}"
    env = dict(os.environ, GIT_OPTIONAL_LOCKS="0")
    try:
        commit = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=where,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "diff", "--quiet", "HEAD", "--", "."], cwd=where, env=env, check=False
        ).returncode
    except (OSError, subprocess.CalledProcessError):
        return text
    return text + f" (git {commit}{' + uncommitted changes in src' if dirty else ''})"


def peer_missing(peer: str, error: BaseException) -> bool:
    """Report a peer that cannot be imported. Returns True (skip and carry on), or exits
    with status 1 when ``REQUIRE_PEERS=1`` is set."""
    if REQUIRE_PEERS:
        print(
            f"ERROR: peer not installed: {peer} ({error}); REQUIRE_PEERS=1 requires it",
            flush=True,
        )
        sys.exit(1)
    print(f"peer not installed: skipped {peer} ({error})", flush=True)
    return True


def require(condition: bool, message: str) -> None:
    """Stop with a failure message unless ``condition`` holds (unlike assert, never skipped)."""
    if not condition:
        sys.exit(f"FAILED check: {message}")


def timed(run: Callable[[int], int], count: int) -> tuple[float, int]:
    """Run ``run(count)`` once after a garbage collection; return (seconds, its result)."""
    gc.collect()
    start = time.perf_counter()
    result = run(count)
    return time.perf_counter() - start, result


def median(values: Sequence[float]) -> float:
    return statistics.median(values)


def percentile(values: Sequence[float], share: float) -> float:
    """The nearest-rank percentile: the least value with at least ``share`` of the values at
    or below it; 0.0 for no values. Never below the median for ``share`` above 0.5.

    >>> percentile([0.11, 0.46], 0.95), percentile(list(range(1, 101)), 0.95)
    (0.46, 95)
    """
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = math.ceil(share * len(ordered) - 1e-9)  # 1-based; the margin absorbs 0.95 * 100
    return ordered[min(len(ordered), max(rank, 1)) - 1]


def rotate(items: Sequence[str], shift: int) -> list[str]:
    """The items rotated left by ``shift`` (changes who runs first in each round)."""
    shift %= len(items)
    return [*items[shift:], *items[:shift]]


def rate_text(rate: float) -> str:
    return f"{rate:>12,.0f}/s"


def board_progress(every: float = 30.0) -> Callable[[int, int], None]:
    """A ``progress(done, total)`` callback for ``play_match`` that prints the boards played
    and the seconds since it was made, at most every ``every`` seconds and at the end."""
    started = time.perf_counter()
    last = [started]

    def progress(done: int, total: int) -> None:
        now = time.perf_counter()
        if now - last[0] > every or done == total:
            print(f"  {done}/{total} boards, {now - started:.0f} s", flush=True)
            last[0] = now

    return progress


def match_summary(label: str, result: MatchResult, seconds: float) -> str:
    """One line for a finished team match: IMPs/board with its 95% CI, the IMPs of each
    team, the boards swung and the time taken."""
    boards = len(result.imps)
    ci = result.ci95
    interval = "n/a" if ci is None else f"[{ci[0]:+.2f}, {ci[1]:+.2f}]"
    swings = sum(1 for value in result.imps if value)
    return (
        f"{label}: {result.mean:+.2f} IMPs/board, 95% CI {interval} "
        f"({result.imps_a}-{result.imps_b} IMPs, {swings} of {boards} boards swung, "
        f"{seconds:.1f} s, {boards / seconds:.1f} boards/s)"
    )
