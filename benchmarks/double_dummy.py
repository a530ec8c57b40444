"""Double-dummy speed: bridgecraft's batched DDS calls side by side with endplay's wrappers.

Both libraries run the same DDS 2.9 (the libdds.so in endplay's wheel), so this measures how
each one drives it:

* tables: ``dd_tables(deals)`` (CalcAllTables, 40 deals per call, every core) against
  endplay's ``calc_dd_table(deal)`` one deal at a time (CalcDDtable), for the same random
  deals. Target: at least 1.2x endplay's throughput.
* opening leads: ``solve_many(positions)`` (SolveAllBoardsBin) against endplay's
  ``solve_board(deal)`` per deal (SolveBoard), for the opening lead of 100 random deals in a
  random strain. Target: no slower than endplay (>= 1.0x).

Our caches are cleared before every timed run, so nothing is answered from memory. The runs
are interleaved, the order rotated each round; the report gives medians and the median of
the per-round ratios. An untimed check first verifies that both give the same answers.

Run: ``make bench`` (all benchmarks), or
``.venv/bin/python benchmarks/double_dummy.py [--rounds 3] [--deals 200] [--leads 100]``
(``--quick`` for a smoke run). Without endplay its part is skipped, unless
``REQUIRE_PEERS=1`` is set (then the script exits with status 1).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from _common import machine_line, median, peer_missing, require, rotate, source_line, version
from bridgecraft.analysis import Position, clear_caches, dd_tables, solve_many
from bridgecraft.core import Deal, Seat, Strain

TABLE_TARGET = 1.2
LEAD_TARGET = 1.0
_DENOMS = ("clubs", "diamonds", "hearts", "spades", "nt")
_PLAYERS = ("north", "east", "south", "west")


def _endplay() -> tuple[Any, Any] | None:
    try:
        import endplay.dds as dds
        import endplay.types as types
    except ImportError as error:
        peer_missing("endplay", error)
        return None
    return dds, types


def _their_card(card: Any) -> int:
    """endplay's card (suit 0-3 = S H D C, rank = 1 << rank) as our card id."""
    return (3 - int(card.suit)) * 13 + int(card.rank).bit_length() - 3


def check(deals: list[Deal], leads: list[Position], peer: tuple[Any, Any]) -> None:
    dds, types = peer
    ours = dd_tables(deals[:3])
    for deal, table in zip(deals[:3], ours, strict=True):
        theirs = dds.calc_dd_table(types.Deal(deal.to_pbn()))
        for strain, denom in zip(Strain, _DENOMS, strict=True):
            for seat, player in zip(Seat, _PLAYERS, strict=True):
                their = theirs[getattr(types.Denom, denom), getattr(types.Player, player)]
                require(table[strain, seat] == their, f"tables differ for {deal}")
    for position, solution in zip(leads[:3], solve_many(leads[:3]), strict=True):
        theirs = {_their_card(c): t for c, t in dds.solve_board(_their_deal(position, types))}
        require({int(c): t for c, t in solution.items()} == theirs, "lead solutions differ")


def _their_deal(position: Position, types: Any) -> Any:
    hands = " ".join(str(hand) for hand in position.hands)
    deal = types.Deal(f"N:{hands}")
    deal.first = getattr(types.Player, _PLAYERS[position.leader])
    deal.trump = getattr(types.Denom, _DENOMS[position.strain])
    return deal


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="tiny workload (smoke test)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--leads", type=int, default=100)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    if args.quick:
        args.rounds, args.deals, args.leads = 1, 4, 6

    rng = random.Random(args.seed)
    deals = [Deal.random(rng) for _ in range(args.deals)]
    leads = [
        Position.opening_lead(Deal.random(rng), rng.choice(list(Strain)), rng.choice(list(Seat)))
        for _ in range(args.leads)
    ]
    print(machine_line())
    print(source_line())
    print(f"endplay {version('endplay')}; {args.deals} deals, {args.leads} leads, seed {args.seed}")
    peer = _endplay()
    if peer is not None:
        check(deals, leads, peer)

    def ours_tables() -> None:
        clear_caches()
        dd_tables(deals)

    def ours_leads() -> None:
        clear_caches()
        solve_many(leads)

    runs: dict[str, Callable[[], None]] = {"ours tables": ours_tables, "ours leads": ours_leads}
    if peer is not None:
        dds, types = peer
        their_deals = [types.Deal(deal.to_pbn()) for deal in deals]
        their_leads = [_their_deal(position, types) for position in leads]

        def endplay_tables() -> None:
            for deal in their_deals:
                dds.calc_dd_table(deal)

        def endplay_leads() -> None:
            for deal in their_leads:
                list(dds.solve_board(deal))

        runs["endplay tables"] = endplay_tables
        runs["endplay leads"] = endplay_leads

    times: dict[str, list[float]] = {name: [] for name in runs}
    for round_number in range(args.rounds):
        for name in rotate(list(runs), round_number):
            start = time.perf_counter()
            runs[name]()
            times[name].append(time.perf_counter() - start)
        print(
            f"round {round_number + 1}: "
            + ", ".join(f"{name} {times[name][-1]:.2f} s" for name in runs),
            flush=True,
        )

    print()
    for name, count in (
        ("ours tables", args.deals),
        ("endplay tables", args.deals),
        ("ours leads", args.leads),
        ("endplay leads", args.leads),
    ):
        if name in times:
            per = median(times[name]) / count * 1000
            print(f"{name:<16} median {median(times[name]):8.2f} s  = {per:7.1f} ms each")
    if peer is None:
        return 0
    for what, target in (("tables", TABLE_TARGET), ("leads", LEAD_TARGET)):
        ratios = [
            theirs / ours
            for ours, theirs in zip(times[f"ours {what}"], times[f"endplay {what}"], strict=True)
        ]
        ratio = median(ratios)
        verdict = "met" if ratio >= target else "NOT met"
        print(
            f"{what}: bridgecraft / endplay throughput = {ratio:.2f}x "
            f"(rounds: {', '.join(f'{r:.2f}' for r in ratios)}; target >= {target}x: {verdict})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
