"""Simulated bidding A/B: ``SaycBidder`` with a simulation on against the plain rule table.

Each deal is bid at two tables with the seats swapped: at table 1 North-South bid with the
simulation (``--slams``: the slam check, decision 0083; ``--spots``: the judgement spots of
``robots/bidding/judgement.py``; both by default) and East-West by the rule table alone, at
table 2 the reverse. The contracts are scored double dummy from the tables that
``bidding_ab.py`` caches per seed (``--cache``), so only the bidding and the simulations run.
The simulating bidder's seed is the deal's, so a run is repeatable.

The report: IMPs per deal for the simulation with a 95% confidence interval, the deals
changed, better and worse, how often the simulation ran and switched, by the rule it
replaced, and the time per simulated call. The caveat of every double-dummy bidding figure
holds twice here: the simulation judges by double dummy and the score is double dummy.

Run: ``.venv/bin/python benchmarks/simulation_ab.py --slams --seeds 131,132,133
[-n 1500] [--jobs 2] [--samples 32] [--margin 0.5]``; ``--quick`` bids 12 deals of seed 1
with 8 layouts a simulation (a smoke run, no cache).
"""

from __future__ import annotations

import argparse
import collections
import os
import time
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path

from _common import machine_line, percentile, source_line
from bidding_ab import Item, cached_deals, dd_score
from bridgecraft.analysis.ddtable import DDTable
from bridgecraft.core import Board, Deal, Game, Seat
from bridgecraft.core.scoring.imps import board_imps
from bridgecraft.robots.bidding import SaycBidder, choose
from bridgecraft.robots.match import confidence_interval


@dataclass(frozen=True)
class DealResult:
    seed: int
    board: int
    auction_1: str
    auction_2: str
    imps: int
    seconds: tuple[float, ...]
    """The time of each simulated call, at both tables."""
    switched: tuple[str, ...]
    """The rules whose calls the simulation changed, in the order of the auctions."""


@dataclass(frozen=True)
class Settings:
    spots: bool
    slams: bool
    samples: int
    margin: float


def _bid(
    board: Board, simulating: SaycBidder, north_south: bool
) -> tuple[Game, list[float], list[str]]:
    """The auction with ``simulating`` at North-South (or East-West) and the rules opposite;
    the time of each simulated call and the rules whose calls it changed."""
    game, seconds, switches = Game.new(board), [], []
    while game.contract is None and not game.is_finished:
        seat = game.to_act
        assert seat is not None  # the auction is not over
        view = game.view(seat)
        hand = board.deal[seat]
        decision = choose(hand, view.calls, view.dealer, view.vulnerability)
        if (seat in (Seat.N, Seat.S)) == north_south:
            started = time.perf_counter()
            judgement = simulating.judge(view, decision)
            if judgement is not None:
                seconds.append(time.perf_counter() - started)
                if judgement.switched:
                    switches.append(str(decision.rule))
                decision = judgement.decision
        game = game.apply(decision.action)
    return game, seconds, switches


def _play(job: tuple[Item, Settings]) -> DealResult:
    (seed, number, pbn, tricks), settings = job
    board, table = Board(number, Deal.from_pbn(pbn)), DDTable(tricks)
    bidder = SaycBidder(seed * 100_000 + number, simulate=settings.spots, slams=settings.slams,
                        samples=settings.samples, margin=settings.margin)  # fmt: skip
    first, seconds_1, switches_1 = _bid(board, bidder, north_south=True)
    second, seconds_2, switches_2 = _bid(board, bidder, north_south=False)
    score_1 = dd_score(board, first.auction, table)
    score_2 = dd_score(board, second.auction, table)
    return DealResult(
        seed, number, " ".join(map(str, first.calls)), " ".join(map(str, second.calls)),
        board_imps(score_1, score_2), tuple(seconds_1 + seconds_2),
        tuple(switches_1 + switches_2),
    )  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--slams", action="store_true", help="the slam check")
    parser.add_argument("--spots", action="store_true", help="the judgement spots")
    parser.add_argument("--seeds", default="131", help="comma-separated deal seeds")
    parser.add_argument("--seed", type=int, help="one deal seed (as run_all.py passes)")
    parser.add_argument("-n", "--deals", type=int, default=1500, help="deals per seed")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--cache", type=Path, default=Path.home() / ".cache/bridgecraft/dd")
    parser.add_argument("--samples", type=int, default=32, help="layouts a simulated call")
    parser.add_argument("--margin", type=float, default=0.5, help="the spots' margin, IMPs")
    parser.add_argument("--quick", action="store_true", help="12 deals of seed 1, no cache")
    parser.add_argument("--rounds", type=int, help="ignored (accepted from run_all.py)")
    args = parser.parse_args(argv)
    if not (args.slams or args.spots):
        args.slams = args.spots = True
    seeds = [args.seed] if args.seed is not None else [int(s) for s in args.seeds.split(",")]
    count, cache, samples = (12, None, 8) if args.quick else (args.deals, args.cache, args.samples)
    if args.quick:
        seeds, args.jobs = [1], 1
    settings = Settings(args.spots, args.slams, samples, args.margin)
    print(machine_line())
    print(source_line())
    print(f"simulation: {'spots ' if args.spots else ''}{'slams ' if args.slams else ''}"
          f"({samples} layouts), seeds {seeds}, {count} deals each", flush=True)  # fmt: skip
    items = [item for seed in seeds for item in cached_deals(seed, count, cache)]
    started = time.perf_counter()
    jobs = [(item, settings) for item in items]
    if args.jobs > 1:
        with Pool(args.jobs) as pool:
            results = pool.map(_play, jobs, chunksize=10)
    else:
        results = [_play(job) for job in jobs]
    elapsed = time.perf_counter() - started

    imps = [r.imps for r in results]
    low, high = confidence_interval(imps) if len(imps) > 1 else (0.0, 0.0)
    changed = sum(r.auction_1 != r.auction_2 for r in results)
    print(f"simulation: {sum(imps):+d} IMPs on {len(results)} deals "
          f"({sum(imps) / len(imps):+.4f} IMPs/deal, 95% CI [{low:+.4f}, {high:+.4f}]); "
          f"{changed} changed, {sum(i > 0 for i in imps)} better, "
          f"{sum(i < 0 for i in imps)} worse; {elapsed:.0f} s")  # fmt: skip
    switched: collections.Counter[str] = collections.Counter()
    gained: collections.Counter[str] = collections.Counter()
    for r in results:
        for rule in r.switched[:1]:  # a deal's IMPs go to its first switch
            switched[rule] += 1
            gained[rule] += r.imps
    seconds = [s for r in results for s in r.seconds]
    print(f"simulated calls: {len(seconds)}, switched {sum(len(r.switched) for r in results)}")
    if seconds:
        print(f"time per simulated call: p50 {percentile(seconds, 0.5):.2f} s, "
              f"p95 {percentile(seconds, 0.95):.2f} s, max {max(seconds):.2f} s")  # fmt: skip
    for rule, count_ in switched.most_common(12):
        print(f"  first switch at {rule}: {count_} deals, {gained[rule]:+d} IMPs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
