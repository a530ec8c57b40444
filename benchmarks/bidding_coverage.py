"""SAYC bidding robot: rule coverage and time per call over random deals.

Four :class:`SaycBidder` robots bid ``--deals`` random deals (seeded). The report gives:

* **coverage**: the share of calls decided by a rule of the table, not by the fallback pass
  (target: at least 95% on 10,000 deals);
* the share decided by the generic "nothing more to say" pass (``g-pass``), and the coverage
  without it, so the figure is not read as more than it is;
* the p50 / p95 / max time per call (target: p95 at most 0.2 s);
* the most frequent auctions that fell back, to guide new rules.

There is no peer to compare with in the same run (no other Python SAYC engine is installed),
so the script prints absolute figures.

Run: ``.venv/bin/python benchmarks/bidding_coverage.py [--deals 10000] [--seed 1]``
(``--quick`` for 300 deals).
"""

from __future__ import annotations

import argparse
import collections
import random
import statistics
import sys
import time

from _common import percentile
from bridgecraft.core import Board, Deal, Game, Phase, Seat
from bridgecraft.robots.bidding import SaycBidder, infer


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="300 deals")
    args = parser.parse_args(argv)
    deals = 300 if args.quick else args.deals
    rng = random.Random(args.seed)
    bidder = SaycBidder(seed=0)
    times: list[float] = []
    fallbacks: collections.Counter[str] = collections.Counter()
    generic_pass = steps = violations = 0
    for number in range(deals):
        board = Board(number % 16 + 1, Deal.random(rng))
        game = Game.new(board)
        while game.phase == Phase.AUCTION:
            view = game.view(game.to_act)
            start = time.perf_counter()
            decision = bidder.decide(view)
            times.append(time.perf_counter() - start)
            steps += 1
            if decision.rule is None:
                fallbacks[" ".join(str(call) for call in game.calls) or "(opening)"] += 1
            elif decision.rule == "g-pass":
                generic_pass += 1
            game = game.apply(decision.action)
        ranges = infer(game.calls, board.dealer, board.vulnerability)
        violations += sum(not ranges[seat].accepts(board.deal[seat]) for seat in Seat)
    times.sort()
    fallback = sum(fallbacks.values())
    print(f"deals {deals}, calls {steps}")
    print(f"coverage (calls decided by a rule): {1 - fallback / steps:.2%} (target >= 95%)")
    print(f"  fallback calls (no rule fitted): {fallback}")
    print(f"  of which the generic pass 'g-pass': {generic_pass / steps:.2%}")
    print(f"  coverage without the generic pass: {1 - (fallback + generic_pass) / steps:.2%}")
    print(
        f"time per call: p50 {statistics.median(times) * 1000:.2f} ms, "
        f"p95 {percentile(times, 0.95) * 1000:.2f} ms (target <= 200 ms), "
        f"max {times[-1] * 1000:.2f} ms"
    )
    print(f"hands outside their inferred range: {violations}")
    for auction, count in fallbacks.most_common(10):
        print(f"  fallback x{count}: {auction}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
