"""Two recordings of the same deals played whole by two card players, compared deal by deal.

``card_play.py --record`` writes the deals it played as PBN, and it deals and bids them the
same way for a seed whatever the player: two runs with the same ``--seed`` and ``--deals`` but
different player settings (``--discover``, ``--plan-trick``...) play the same deals from the
same auctions. Totals alone move by chance: one changed card re-deals every later decision
(decision 0016). Deal by deal, a deal the two players played alike differs by nothing, so
the difference and its standard error come from the deals they played differently alone.

For each error count of ``card_play.py`` (declarer and defence, suit and notrump; the opening
leads apart) the script prints both totals, the deals where the second recording made fewer
and more errors, and the difference with its standard error (from the per-deal
differences). It fails if the two files do not hold the same deals and auctions.

Run: ``.venv/bin/python benchmarks/paired_games.py FIRST.pbn SECOND.pbn``; ``--quick`` plays
three deals twice here with two small players and compares them (CI only proves it works).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Callable, Sequence

from _common import machine_line, require, source_line
from bridgecraft.core import Game
from bridgecraft.robots.measure import PlayReport, measure
from bridgecraft.robots.play import PimcPlayer
from bridgecraft.robots.robot import auction_ranges
from card_play import bid_game, play
from redecide import load_games

COUNTS: dict[str, Callable[[PlayReport], int]] = {
    "declarer suit": lambda r: r.declarer_suit.count,
    "declarer NT": lambda r: r.declarer_nt.count,
    "defence suit": lambda r: r.defence_suit.count,
    "defence NT": lambda r: r.defence_nt.count,
    "leads right": lambda r: r.leads.count,
}


def per_deal(games: Sequence[Game]) -> list[PlayReport]:
    return [measure([game]) for game in games]


def check_same_deals(first: Sequence[Game], second: Sequence[Game]) -> None:
    require(len(first) == len(second), f"the recordings hold {len(first)} and {len(second)} deals")
    for number, (a, b) in enumerate(zip(first, second, strict=True), 1):
        require(
            a.board == b.board and a.calls == b.calls,
            f"deal {number} differs between the recordings (board or auction): "
            "record both with the same card_play.py --seed and --deals",
        )


def compare(first: Sequence[Game], second: Sequence[Game]) -> list[str]:
    """The report's lines: per count, totals, deals better and worse, difference ± s.e."""
    check_same_deals(first, second)
    a, b = per_deal(first), per_deal(second)
    played_apart = sum(x.actions != y.actions for x, y in zip(first, second, strict=True))
    lines = [f"{len(first)} deals, {played_apart} played differently"]
    for name, count in COUNTS.items():
        diffs = [count(y) - count(x) for x, y in zip(a, b, strict=True)]
        fewer, more = sum(d < 0 for d in diffs), sum(d > 0 for d in diffs)
        n = len(diffs)
        mean = sum(diffs) / n if n else 0.0
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
        lines.append(
            f"  {name:14} {sum(map(count, a)):5} -> {sum(map(count, b)):5}   "
            f"deals fewer / more {fewer:3} / {more:3}   "
            f"difference {sum(diffs):+d} (s.e. {math.sqrt(var * n):.1f})"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", nargs="?", help="a PBN file of played deals")
    parser.add_argument("second", nargs="?", help="the same deals played by another player")
    parser.add_argument("--quick", action="store_true", help="three deals played here, twice")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, help="ignored (run_all passes it to everyone)")
    args = parser.parse_args(argv)
    print(machine_line())
    print(source_line())
    if args.quick:
        games = []
        for samples in (2, 6):
            rng = random.Random(args.seed)
            player = PimcPlayer(args.seed, samples=samples, time_cap=None, ranges_fn=auction_ranges)
            games.append([play(bid_game(n, rng), player, [], []) for n in range(1, 4)])
        first, second = games
        print("three deals played by PimcPlayer(samples=2), then by PimcPlayer(samples=6)")
    else:
        require(args.first is not None and args.second is not None, "give two PBN files")
        first, second = load_games(args.first), load_games(args.second)
        print(f"{args.first} -> {args.second}")
    for line in compare(first, second):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
