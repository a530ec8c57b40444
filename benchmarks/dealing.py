"""Random deals per second: bridgecraft's ``Deal.random`` side by side with endplay's dealer.

Contenders, each with its own seeded generator:

* ``bridgecraft Deal.random(Random)``: ``Deal.random(rng)`` with one ``random.Random(seed)``.
* ``endplay generate_deals``: ``endplay.dealer.generate_deals(produce=N, seed=s)`` consumed to
  the end, one generator of N deals per round. This is endplay's fastest way to deal (its
  set-up is paid once per N deals), so it is the figure the target is measured against.
* ``endplay generate_deal``: ``endplay.dealer.generate_deal(seed=s)`` once per deal (it builds
  a new generator and constraint interpreter on every call; shown for information).
* ``bridgecraft Deal.random() SystemRandom``: the default, cryptographic generator (for
  information; no peer does this).

The contenders run in interleaved rounds, the order rotated from round to round; the report
gives each one's median rate and the median over the rounds of the ratio bridgecraft /
endplay, where each round's endplay figure is the faster of its two ways in that round.
Target: at least 3x endplay. An untimed check first verifies that the deals of both libraries
are complete (13 cards to each seat, 52 different cards).

Run: ``make bench`` (all benchmarks), or
``.venv/bin/python benchmarks/dealing.py [--rounds 5] [--deals 20000]`` (``--quick`` for a
tiny smoke run). If endplay is not installed its part is skipped, unless ``REQUIRE_PEERS=1``
is set (then the script exits with status 1).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from typing import Any

from _common import (
    machine_line,
    median,
    peer_missing,
    rate_text,
    require,
    rotate,
    source_line,
    timed,
    version,
)
from bridgecraft.core import Deal

Runner = Callable[[int], int]
"""Makes that many random deals and returns how many it made."""

OURS = "bridgecraft Deal.random(Random)"
SYSTEM = "bridgecraft Deal.random() SystemRandom"
ENDPLAY_MANY = "endplay generate_deals(produce=N)"
ENDPLAY_ONE = "endplay generate_deal()"
TARGET = 3.0


def ours_runner(seed: int) -> Runner:
    rng = random.Random(seed)

    def run(deals: int) -> int:
        made = 0
        for _ in range(deals):
            Deal.random(rng)
            made += 1
        return made

    return run


def system_runner() -> Runner:
    def run(deals: int) -> int:
        made = 0
        for _ in range(deals):
            Deal.random()
            made += 1
        return made

    return run


def endplay_many_runner(generate_deals: Any, seed: int) -> Runner:
    seeds = iter(range(seed, seed + 1_000_000))

    def run(deals: int) -> int:
        made = 0
        for _ in generate_deals(produce=deals, seed=next(seeds)):
            made += 1
        return made

    return run


def endplay_one_runner(generate_deal: Any, seed: int) -> Runner:
    seeds = iter(range(seed, seed + 1_000_000_000))

    def run(deals: int) -> int:
        made = 0
        for _ in range(deals):
            generate_deal(seed=next(seeds))
            made += 1
        return made

    return run


def check_ours(deals: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(deals):
        Deal.from_masks(Deal.random(rng).masks)  # validates a 13-13-13-13 partition
        Deal.from_masks(Deal.random().masks)


def check_endplay(generate_deals: Any, deals: int, seed: int) -> None:
    from endplay.types import Player

    for deal in generate_deals(produce=deals, seed=seed):
        sizes = [len(deal[player]) for player in Player]
        require(sizes == [13, 13, 13, 13], f"endplay dealt {sizes} cards: {deal}")
        require(len(deal.to_hand()) == 52, f"endplay dealt a card twice: {deal}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a tiny run that only proves it works")
    parser.add_argument("--rounds", type=int, default=None, help="interleaved rounds (5)")
    parser.add_argument("--deals", type=int, default=None, help="deals per round (20000)")
    parser.add_argument(
        "--single-deals",
        type=int,
        default=None,
        help="deals per round for endplay's one-call-per-deal generate_deal (deals / 200)",
    )
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--json", metavar="PATH", help="also write the figures to a JSON file")
    args = parser.parse_args(argv)
    rounds = args.rounds or (2 if args.quick else 5)
    deals = args.deals or (2000 if args.quick else 20_000)
    single = args.single_deals or max(3, deals // 200)
    seed = args.seed

    print("== random deals per second ==")
    print(machine_line())
    print(source_line())
    print(f"peer: endplay {version('endplay')}")

    generate_deal: Any
    generate_deals: Any
    try:
        from endplay.dealer import generate_deal, generate_deals
    except ImportError as error:
        peer_missing("endplay (pip install endplay)", error)
        generate_deal = generate_deals = None

    check_deals = 20 if args.quick else 1000
    check_ours(check_deals, seed + 1)
    if generate_deals is not None:
        check_endplay(generate_deals, check_deals, seed + 1)
    print(f"checked: {check_deals} deals per library give each seat 13 of the 52 cards")

    runners: dict[str, Runner] = {OURS: ours_runner(seed), SYSTEM: system_runner()}
    counts = {OURS: deals, SYSTEM: deals}
    if generate_deals is not None:
        runners[ENDPLAY_MANY] = endplay_many_runner(generate_deals, seed + 10)
        runners[ENDPLAY_ONE] = endplay_one_runner(generate_deal, seed + 20)
        counts[ENDPLAY_MANY] = deals
        counts[ENDPLAY_ONE] = single
    for runner in runners.values():  # warm up
        runner(3)

    rates: dict[str, list[float]] = {name: [] for name in runners}
    print(f"{rounds} rounds; deals per round: " + ", ".join(f"{n} {counts[n]}" for n in runners))
    for round_index in range(rounds):
        parts = []
        for name in rotate(list(runners), round_index):
            seconds, made = timed(runners[name], counts[name])
            if made != counts[name]:
                sys.exit(f"FAILED: {name} made {made} deals, not {counts[name]}")
            rates[name].append(made / seconds)
            parts.append(f"{name} {made / seconds:,.0f}/s")
        print(f"round {round_index + 1}: " + " | ".join(parts), flush=True)

    print(f"\nmedian over {rounds} rounds:")
    print(f"  {'contender':<40} {'deals/round':>11} {'median rate':>14}")
    for name in runners:
        print(f"  {name:<40} {counts[name]:>11} {rate_text(median(rates[name]))}")

    summary: dict[str, Any] = {
        "rounds": rounds,
        "deals": counts,
        "median_rate": {name: median(values) for name, values in rates.items()},
        "rates": rates,
    }
    if generate_deals is None:
        print("\nendplay ratio: peer not installed: skipped")
    else:
        best = [max(a, b) for a, b in zip(rates[ENDPLAY_MANY], rates[ENDPLAY_ONE], strict=True)]
        print("\nratios, median over rounds of (bridgecraft / faster endplay way of that round):")
        summary["ratio"] = {}
        for name, target in ((OURS, TARGET), (SYSTEM, None)):
            ratios = [ours / theirs for ours, theirs in zip(rates[name], best, strict=True)]
            ratio = median(ratios)
            summary["ratio"][name] = ratio
            if target is not None:
                verdict = f"target >= {target:.0f}x: {'MET' if ratio >= target else 'NOT MET'}"
            else:
                verdict = "(information)"
            rounds_text = ", ".join(f"{r:.1f}" for r in ratios)
            print(f"  {name + ' / endplay':<48} {ratio:6.2f}x  ({rounds_text})  {verdict}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(summary, handle, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
