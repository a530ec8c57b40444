"""Run every benchmark, each in its own process, and fail if any of them fails.

Run: ``make bench`` (full runs, a few minutes), or ``.venv/bin/python benchmarks/run_all.py``;
``--quick`` runs a tiny workload of each (a few seconds in all) only to prove that they work;
``make test`` does this. Other options (``--rounds N``, ``--seed N``) are passed on to every
benchmark. A peer that is not installed is reported ("peer not installed: skipped") and its
part skipped, unless ``REQUIRE_PEERS=1`` is set, which makes that benchmark (and this script)
exit with a non-zero status.

The benchmarks:

* ``complete_deals.py``: complete random deals per second, bridgecraft ``State`` and ``Game``
  against OpenSpiel's C++ ``bridge`` game (target: State >= 1.0x OpenSpiel).
* ``dealing.py``: random deals per second, ``Deal.random`` against endplay's dealer
  (target: >= 3x endplay).
* ``pbn_parse.py``: reading a 1.9 MB PBN file, ``formats.pbn.loads`` against endplay's
  PBN parser (target: >= 2x endplay).
* ``constrained_dealing.py``: accepted deals per second for "North 15-17 HCP balanced",
  ``Dealer`` against rejection, endplay and the C ``dealer`` (target: >= 1.0x the C dealer).
* ``double_dummy.py``: DD tables of 200 random deals, batched, against endplay's
  ``calc_dd_table`` one deal at a time (target: >= 1.2x), and opening-lead ``solve`` of 100
  deals against endplay's ``solve_board`` (target: >= 1.0x).
* ``bidding_coverage.py``: SAYC robots bid random deals; the share of calls decided by a rule
  (target: >= 95%) and the time per call (target: p95 <= 0.2 s).
* ``card_play.py``: PimcPlayer at all four seats; DD card-error rates, lead accuracy and time
  per card (targets: declarer <= 1.0/2.3%, defence <= 0.9/2.0%, leads >= 76/71%, p95 <= 1 s).
* ``redecide.py``: card players compared on the same recorded decisions (a paired, low-noise
  comparison for changes to the card play; no target).
* ``paired_games.py``: two recordings of the same deals played whole by two card players,
  compared deal by deal (the paired difference and its standard error; no target).
* ``lead_reading.py``: fits the opening-lead model of ``robots.lead_reading`` on our robot's
  own leads, and reports how well it predicts the suit led (no target).
* ``robot_match.py``: team matches between robot configurations (bidding-only boards scored
  double dummy, or full play), IMPs/board with a 95% confidence interval.
* ``bidding_ab.py``: the SAYC rule table against another git revision's, each deal bid at two
  tables with the seats swapped and scored double dummy (the IMPs a bidding change wins; no
  target).
* ``simulation_ab.py``: the SAYC bidder with a simulation on (the slam check, the judgement
  spots) against the rule table alone, on ``bidding_ab.py``'s cached deals (no target).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
BENCHMARKS = (
    "complete_deals.py",
    "dealing.py",
    "pbn_parse.py",
    "constrained_dealing.py",
    "double_dummy.py",
    "bidding_coverage.py",
    "card_play.py",
    "robot_match.py",
    "bidding_ab.py",
    "judgement.py",
    "simulation_ab.py",
    "redecide.py",
    "paired_games.py",
    "lead_reading.py",
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="tiny workloads (smoke test)")
    parser.add_argument("--rounds", type=int, help="interleaved rounds, passed to each script")
    parser.add_argument("--seed", type=int, help="seed, passed to each script")
    args = parser.parse_args(argv)
    passed_on = ["--quick"] if args.quick else []
    if args.rounds is not None:
        passed_on += ["--rounds", str(args.rounds)]
    if args.seed is not None:
        passed_on += ["--seed", str(args.seed)]

    failed = []
    start = time.perf_counter()
    for script in BENCHMARKS:
        print(f"\n$ python benchmarks/{script} {' '.join(passed_on)}".rstrip(), flush=True)
        status = subprocess.run([sys.executable, str(HERE / script), *passed_on], check=False)
        if status.returncode:
            failed.append(f"{script} (exit status {status.returncode})")
    elapsed = time.perf_counter() - start
    if failed:
        print(f"\nbenchmarks FAILED: {', '.join(failed)}", flush=True)
        return 1
    print(f"\nall {len(BENCHMARKS)} benchmarks ran in {elapsed:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
