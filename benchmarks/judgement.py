"""Judgement calls by simulation: SAYC with double-dummy judgement against plain SAYC.

A bidding-only team match (``robots/match.py``: each contract reached is scored double
dummy) between ``SaycBidder(simulate=True)`` + PIMC (team A) and ``SaycBidder()`` + PIMC
(team B) on ``--boards`` random boards. Both teams bid the same rule table, so every swing
comes from a judgement call the simulation changed (and what followed it). The report gives:

* IMPs per board for team A with the 95% confidence interval;
* how often the simulation was consulted (a call at a judgement spot, see
  ``robots/bidding/judgement.py``) and how often it changed the rule's call, by spot;
* the time per simulated call (p50 / p95 / max; target p95 <= ``--max-p95`` s, default 3 s).

Caveat: the match scores contracts double dummy, as the simulation judges them, so the
figure measures the simulation against its own yardstick (real declarers and defenders do
not always find the double-dummy line).

Run: ``.venv/bin/python benchmarks/judgement.py [-n 200] [--seed 1] [--samples 32]
[--time-cap 2.5] [--margin 0.5]``; ``--quick`` plays 6 boards with 8 layouts a call (a smoke
run, no target checked).
"""

from __future__ import annotations

import argparse
import collections
import statistics
import sys
import time

from _common import board_progress, machine_line, match_summary, percentile, require, source_line
from bridgecraft.core import View
from bridgecraft.robots.base import Decision, Robot
from bridgecraft.robots.bidding import Judgement, SaycBidder
from bridgecraft.robots.bidding.judgement import (
    DEFAULT_MARGIN,
    DEFAULT_SAMPLES,
    DEFAULT_TIME_CAP,
)
from bridgecraft.robots.match import play_match, random_boards
from bridgecraft.robots.robot import BridgeRobot, pimc_player

MAX_P95 = 3.0


class Tally:
    """What the simulating bidders did, over the whole match."""

    def __init__(self) -> None:
        self.calls = 0
        self.seconds: list[float] = []
        self.layouts: list[int] = []
        self.consulted: collections.Counter[str] = collections.Counter()
        self.changed: collections.Counter[str] = collections.Counter()
        self.changes: collections.Counter[str] = collections.Counter()
        self.boards: dict[int, set[str]] = collections.defaultdict(set)
        """Board number -> the spots where the call was changed on it."""


class CountingBidder(SaycBidder):
    """A simulating SaycBidder that records its calls and simulations in a :class:`Tally`."""

    def __init__(
        self, seed: int, tally: Tally, *, samples: int, time_cap: float | None, margin: float
    ) -> None:
        super().__init__(seed, simulate=True, samples=samples, time_cap=time_cap, margin=margin)
        self.tally = tally

    def decide(self, view: View) -> Decision:
        self.tally.calls += 1
        return super().decide(view)

    def judge(self, view: View, decision: Decision) -> Judgement | None:
        started = time.perf_counter()
        judgement = super().judge(view, decision)
        if judgement is None:
            return None
        self.tally.seconds.append(time.perf_counter() - started)
        self.tally.layouts.append(judgement.layouts)
        spot = "/".join(sorted(candidate.note for candidate in judgement.decision.candidates))
        self.tally.consulted[spot] += 1
        if judgement.switched:
            self.tally.changed[spot] += 1
            self.tally.changes[f"{judgement.rule_call} -> {judgement.decision.action}"] += 1
            self.tally.boards[view.board_number].add(spot)
        return judgement


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--boards", type=int, help="boards (default 200; --quick: 6)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals and robots")
    parser.add_argument("--samples", type=int, help=f"layouts a call (default {DEFAULT_SAMPLES})")
    parser.add_argument("--time-cap", type=float, default=DEFAULT_TIME_CAP)
    parser.add_argument("--margin", type=float, default=DEFAULT_MARGIN)
    parser.add_argument("--max-p95", type=float, default=MAX_P95, help="seconds, p95 a call")
    parser.add_argument("--quick", action="store_true", help="6 boards, 8 layouts: a smoke run")
    parser.add_argument("--rounds", type=int, help="ignored (accepted from run_all.py)")
    args = parser.parse_args(argv)
    boards = args.boards if args.boards is not None else (6 if args.quick else 200)
    samples = args.samples if args.samples is not None else (8 if args.quick else DEFAULT_SAMPLES)
    tally = Tally()

    def simulating(seed: int) -> Robot:
        bidder = CountingBidder(seed, tally, samples=samples, time_cap=args.time_cap,
                                margin=args.margin)  # fmt: skip
        return BridgeRobot(seed, bidder=bidder, player=pimc_player(seed))

    def plain(seed: int) -> Robot:
        return BridgeRobot(seed, bidder=SaycBidder(seed), player=pimc_player(seed))

    print(machine_line())
    print(source_line())
    print(f"match: sayc-sim+pimc (A) vs sayc+pimc (B), {boards} boards, bidding mode, "
          f"seed {args.seed}; {samples} layouts a call, time cap {args.time_cap} s, "
          f"margin {args.margin} IMPs", flush=True)  # fmt: skip
    started = time.perf_counter()
    progress = board_progress()

    result = play_match(
        simulating, plain, random_boards(boards, seed=args.seed), mode="bidding",
        seed=args.seed, progress=progress,
    )  # fmt: skip
    seconds = time.perf_counter() - started
    print(match_summary("sayc-sim vs sayc", result, seconds))
    consulted = sum(tally.consulted.values())
    changed = sum(tally.changed.values())
    print(
        f"simulation consulted on {consulted} of {tally.calls} calls "
        f"({consulted / max(1, tally.calls):.1%}; {consulted / boards:.2f} a board), "
        f"changed the call {changed} times ({changed / max(1, consulted):.0%} of those)"
    )
    swing: collections.Counter[str] = collections.Counter()
    for board in result.boards:
        for spot in tally.boards.get(board.board.number, ()):
            swing[spot] += board.imps
    for spot, count in tally.consulted.most_common():
        print(
            f"  {spot}: consulted {count}, changed {tally.changed[spot]}, "
            f"{swing[spot]:+d} IMPs on the boards where it changed"
        )
    for change, count in tally.changes.most_common(8):
        print(f"  changed x{count}: {change}")
    p95 = 0.0
    if tally.seconds:
        p95 = percentile(tally.seconds, 0.95)
        print(
            f"time per simulated call: p50 {statistics.median(tally.seconds):.2f} s, "
            f"p95 {p95:.2f} s (target <= {args.max_p95:.1f} s), max {max(tally.seconds):.2f} s; "
            f"layouts p50 {statistics.median(tally.layouts):.0f}, min {min(tally.layouts)}"
        )
    if args.quick:
        print("quick run: target not checked")
        return 0
    require(consulted > 0, "the simulation was never consulted")
    require(p95 <= args.max_p95, f"p95 {p95:.2f} s per simulated call > {args.max_p95:.1f} s")
    print(f"target met: p95 <= {args.max_p95:.1f} s per simulated call")
    return 0


if __name__ == "__main__":
    sys.exit(main())
