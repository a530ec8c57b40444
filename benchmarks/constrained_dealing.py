"""Accepted deals per second for "North 15-17 HCP balanced": bridgecraft's ``Dealer`` against
plain rejection, endplay's dealer and the C program ``dealer``.

Contenders, each with its own seed:

* ``bridgecraft Dealer``: ``Dealer("N: hcp 15-17 balanced").deals(N, seed=s)`` consumed to the
  end (North's hand sampled directly by shape and HCP split, the rest dealt uniformly).
* ``bridgecraft rejection``: redeal-style rejection in our code, ``Deal.random(rng)`` until
  North is 15-17 HCP and balanced (for information: what ``Dealer`` saves).
* ``endplay generate_deals``: ``endplay.dealer.generate_deals(<dealer syntax>, produce=N,
  seed=s)`` consumed to the end (its constraint interpreter on every random deal).
* ``C dealer``: ``/usr/games/dealer`` (Hans van Staveren's program) run as a subprocess with the
  equivalent input and ``produce N``, ``action printoneline``; timed end to end (start-up and
  printing included, nothing subtracted). Its own "Time needed" figure is reported alongside.

Rounds are interleaved, the order rotated from round to round; the report gives each one's
median rate and the median over the rounds of the ratio bridgecraft / C dealer. Target: at
least 1.0x the C dealer. An untimed check first verifies that every contender's deals satisfy
the condition.

Run: ``.venv/bin/python benchmarks/constrained_dealing.py [--rounds 5] [--deals 20000]``
(``--quick`` for a tiny smoke run). A missing peer is skipped ("peer not installed"), unless
``REQUIRE_PEERS=1`` is set (then the script exits with status 1).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
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
from bridgecraft.analysis.dealer import Dealer
from bridgecraft.analysis.evaluation import is_balanced
from bridgecraft.core import Deal, Seat

Runner = Callable[[int], int]
"""Makes that many accepted deals and returns how many it made."""

SPEC = "N: hcp 15-17 balanced"
ENDPLAY_SPEC = (
    "hcp(north) >= 15 && hcp(north) <= 17 && shape(north, any 4333 + any 4432 + any 5332)"
)
C_SPEC = (
    "condition hcp(north) >= 15 && hcp(north) <= 17 "
    "&& shape(north, any 4333 + any 4432 + any 5332)\n"
)
C_DEALER = "/usr/games/dealer"

OURS = "bridgecraft Dealer"
REJECTION = "bridgecraft rejection (Deal.random + check)"
ENDPLAY = "endplay generate_deals"
C_NAME = "C dealer (subprocess, end to end)"
TARGET = 1.0


def accepted(deal: Deal) -> bool:
    north = deal[Seat.N]
    return 15 <= north.hcp <= 17 and is_balanced(north)


def ours_runner(seed: int) -> Runner:
    dealer = Dealer(SPEC)
    seeds = iter(range(seed, seed + 1_000_000))

    def run(deals: int) -> int:
        made = 0
        for _ in dealer.deals(deals, seed=next(seeds)):
            made += 1
        return made

    return run


def rejection_runner(seed: int) -> Runner:
    rng = random.Random(seed)
    random_deal = Deal.random

    def run(deals: int) -> int:
        made = 0
        while made < deals:
            north = random_deal(rng)[Seat.N]
            if 15 <= north.hcp <= 17 and is_balanced(north):
                made += 1
        return made

    return run


def endplay_runner(generate_deals: Any, seed: int) -> Runner:
    seeds = iter(range(seed, seed + 1_000_000))

    def run(deals: int) -> int:
        made = 0
        for _ in generate_deals(ENDPLAY_SPEC, produce=deals, seed=next(seeds)):
            made += 1
        return made

    return run


class CDealer:
    """Runs the C dealer; remembers the "Time needed" it reports for each run."""

    def __init__(self, folder: str, seed: int) -> None:
        self.folder = folder
        self.seeds = iter(range(seed, seed + 1_000_000))
        self.own_rates: list[float] = []

    def output(self, deals: int) -> str:
        path = os.path.join(self.folder, f"spec{deals}.dl")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(f"{C_SPEC}produce {deals}\naction printoneline\n")
        done = subprocess.run(
            [C_DEALER, "-s", str(next(self.seeds)), path],
            capture_output=True,
            text=True,
            check=True,
        )
        return done.stdout

    def run(self, deals: int) -> int:
        out = self.output(deals)
        produced = re.search(r"Produced (\d+) hands", out)
        needed = re.search(r"Time needed\s+([\d.]+) sec", out)
        if needed and float(needed.group(1)) > 0:
            self.own_rates.append(deals / float(needed.group(1)))
        return int(produced.group(1)) if produced else 0


def check_c_dealer(c_dealer: CDealer, deals: int) -> None:
    out = c_dealer.output(deals)
    lines = [line for line in out.splitlines() if line.startswith("n ")]
    require(len(lines) == deals, f"C dealer printed {len(lines)} deals, not {deals}")
    for line in lines:
        # "n AKQ2.Q3.K.J98765 e ... s ... w ..." (suits spades first)
        fields = line.split()
        hands = dict(zip(fields[0::2], fields[1::2], strict=True))
        pbn = "N:" + " ".join(hands[seat] for seat in "nesw")
        require(accepted(Deal.from_pbn(pbn)), f"C dealer deal fails the condition: {line}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a tiny run that only proves it works")
    parser.add_argument("--rounds", type=int, default=None, help="interleaved rounds (5)")
    parser.add_argument("--deals", type=int, default=None, help="accepted deals per round (20000)")
    parser.add_argument(
        "--endplay-deals", type=int, default=None, help="deals per round for endplay (deals / 50)"
    )
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--json", metavar="PATH", help="also write the figures to a JSON file")
    args = parser.parse_args(argv)
    rounds = args.rounds or (2 if args.quick else 5)
    deals = args.deals or (500 if args.quick else 20_000)
    endplay_deals = args.endplay_deals or max(10, deals // 50)
    seed = args.seed

    print('== constrained dealing: accepted deals per second, "North 15-17 HCP balanced" ==')
    print(machine_line())
    print(source_line())
    print(f"peers: endplay {version('endplay')}; C dealer {C_DEALER}")

    runners: dict[str, Runner] = {OURS: ours_runner(seed), REJECTION: rejection_runner(seed + 1)}
    counts = {OURS: deals, REJECTION: max(10, deals // 10)}

    check = 20 if args.quick else 1000
    for deal in Dealer(SPEC).deals(check, seed=seed + 5):
        require(accepted(deal), f"Dealer gave a deal that fails: {deal}")

    try:
        from endplay.dealer import generate_deals
    except ImportError as error:
        peer_missing("endplay (pip install endplay)", error)
    else:
        from endplay.evaluate import hcp as endplay_hcp
        from endplay.evaluate import is_balanced as endplay_balanced

        for deal in generate_deals(ENDPLAY_SPEC, produce=min(check, 50), seed=seed + 6):
            require(
                15 <= endplay_hcp(deal.north) <= 17 and endplay_balanced(deal.north),
                f"endplay deal fails: {deal}",
            )
        runners[ENDPLAY] = endplay_runner(generate_deals, seed + 10)
        counts[ENDPLAY] = endplay_deals

    c_dealer: CDealer | None = None
    folder = tempfile.mkdtemp(prefix="bridgecraft-bench-")
    if shutil.which(C_DEALER) or os.access(C_DEALER, os.X_OK):
        c_dealer = CDealer(folder, seed + 20)
        check_c_dealer(c_dealer, check)
        runners[C_NAME] = c_dealer.run
        counts[C_NAME] = deals
    else:
        peer_missing(f"C dealer ({C_DEALER}; apt-get install dealer)", FileNotFoundError(C_DEALER))
    print(f"checked: {check} deals per contender satisfy the condition")

    for runner in runners.values():  # warm up (and build our tables)
        runner(3)
    if c_dealer is not None:
        c_dealer.own_rates.clear()

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
    shutil.rmtree(folder, ignore_errors=True)

    print(f"\nmedian over {rounds} rounds:")
    print(f"  {'contender':<46} {'deals/round':>11} {'median rate':>14}")
    for name in runners:
        print(f"  {name:<46} {counts[name]:>11} {rate_text(median(rates[name]))}")
    summary: dict[str, Any] = {
        "rounds": rounds,
        "deals": counts,
        "median_rate": {name: median(values) for name, values in rates.items()},
        "rates": rates,
        "ratio": {},
    }
    if c_dealer is not None and c_dealer.own_rates:
        own = median(c_dealer.own_rates)
        summary["c_dealer_own_rate"] = own
        print(f"  {'C dealer, its own Time needed figure':<46} {'':>11} {rate_text(own)}")

    print("\nratios, median over rounds of (bridgecraft Dealer / peer):")
    for name, target in ((C_NAME, TARGET), (ENDPLAY, None), (REJECTION, None)):
        if name not in rates:
            print(f"  {OURS + ' / ' + name:<70} peer not installed: skipped")
            continue
        ratios = [ours / theirs for ours, theirs in zip(rates[OURS], rates[name], strict=True)]
        ratio = median(ratios)
        summary["ratio"][name] = ratio
        verdict = (
            f"target >= {target:.1f}x: {'MET' if ratio >= target else 'NOT MET'}"
            if target is not None
            else "(information)"
        )
        rounds_text = ", ".join(f"{r:.2f}" for r in ratios)
        print(f"  {OURS + ' / ' + name:<70} {ratio:7.2f}x  ({rounds_text})  {verdict}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(summary, handle, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
