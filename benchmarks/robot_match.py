"""Robot strength: a team match between two robot configurations, IMPs per board with a 95% CI.

By default the simple robot plays the random one on 1,000 boards, bidding only (each contract
scored double dummy), and must win by at least +1.0 IMP/board with the whole interval above 0.
The same script measures the real robots once they are registered in
``bridgecraft.robots.robot.ROBOTS``; the issue's targets are, against ``simple``, at least
+1.0 IMP/board on 1,000 bidding-only boards and on 200 full-play boards:

    .venv/bin/python benchmarks/robot_match.py --a sayc+pimc --b simple -n 1000
    .venv/bin/python benchmarks/robot_match.py --a sayc+pimc --b simple -n 200 --mode full

Run: ``make bench`` (all benchmarks), or ``.venv/bin/python benchmarks/robot_match.py``
(``--quick``: 20 boards, a smoke run; ``--target`` changes the IMPs/board asked for).
"""

from __future__ import annotations

import argparse
import sys
import time

from _common import board_progress, machine_line, match_summary, require, source_line
from bridgecraft.robots.match import play_match, random_boards
from bridgecraft.robots.robot import robot_factory

TARGET = 1.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="simple", help="team A's robot (default: simple)")
    parser.add_argument("--b", default="random", help="team B's robot (default: random)")
    parser.add_argument("-n", "--boards", type=int, help="boards (default 1000; --quick: 20)")
    parser.add_argument("--mode", choices=("bidding", "full"), default="bidding")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals and robots")
    parser.add_argument("--target", type=float, default=TARGET, help="IMPs/board to reach")
    parser.add_argument("--quick", action="store_true", help="20 boards: a smoke run")
    parser.add_argument("--rounds", type=int, help="ignored (accepted from run_all.py)")
    args = parser.parse_args(argv)
    boards = args.boards if args.boards is not None else (20 if args.quick else 1000)
    team_a, team_b = robot_factory(args.a), robot_factory(args.b)

    print(machine_line())
    print(source_line())
    print(f"match: {args.a} (A) vs {args.b} (B), {boards} boards, {args.mode} mode, "
          f"seed {args.seed}", flush=True)  # fmt: skip
    started = time.perf_counter()
    progress = board_progress()

    result = play_match(
        team_a, team_b, random_boards(boards, seed=args.seed), mode=args.mode,
        seed=args.seed, progress=progress,
    )  # fmt: skip
    seconds = time.perf_counter() - started
    print(match_summary(f"{args.a} vs {args.b}", result, seconds))
    if args.quick:
        print("quick run: target not checked")
        return 0
    require(result.mean >= args.target, f"{result.mean:+.2f} IMPs/board < +{args.target:.1f}")
    ci = result.ci95
    require(ci is not None and ci[0] > 0, f"95% CI {ci} does not exclude 0")
    print(f"target met: >= +{args.target:.1f} IMPs/board with the 95% CI above 0")
    return 0


if __name__ == "__main__":
    sys.exit(main())
