"""Parsing a large PBN file: bridgecraft's ``formats.pbn.loads`` side by side with endplay's
``endplay.parsers.pbn``.

Contenders, each given the same file (``shared/data/endplay/example3.pbn``, 1.9 MB, 7632
games of the 2012 World Championship with auctions and play) already in memory:

* ``bridgecraft pbn.loads(bytes)``: decoding, lexing and building every record: deal,
  auction with notes, play put in playing order, result, tags.
* ``endplay pbn.load(StringIO)``: endplay's reader on the decoded text (endplay reads
  from a text stream; the decoding is not timed for it).

The contenders run in interleaved rounds, the order rotated from round to round; the report
gives each one's median time and the median over the rounds of the ratio endplay time /
bridgecraft time. Target (issue 4): at least 2x endplay. An untimed check first verifies
that both read the same number of games and agree on the deal, dealer, vulnerability and
contract of every game that gives them.

Run: ``make bench`` (all benchmarks), or ``.venv/bin/python benchmarks/pbn_parse.py
[--rounds 5]`` (``--quick`` for a tiny smoke run: a slice of the file, 2 rounds). If
endplay is not installed its part is skipped, unless ``REQUIRE_PEERS=1`` is set (then the
script exits with status 1).
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from _common import machine_line, median, peer_missing, require, rotate, source_line, timed, version
from bridgecraft.formats import pbn

Runner = Callable[[int], int]
"""Parses the file that many times and returns the number of games read."""

OURS = "bridgecraft pbn.loads(bytes)"
ENDPLAY = "endplay pbn.load(StringIO)"
TARGET = 2.0
HERE = Path(__file__).resolve().parent
FILE = Path("data") / "endplay" / "example3.pbn"


def find_file() -> Path:
    """The benchmark file in the ``shared`` folder beside the repository."""
    for parent in HERE.parents:
        candidate = parent / "shared" / FILE
        if candidate.is_file():
            return candidate
    sys.exit(f"FAILED: cannot find shared/{FILE.as_posix()} beside the repository")


def quick_slice(data: bytes, games: int) -> bytes:
    """The first ``games`` games of the file (cut at a blank line)."""
    text = data.decode("utf-8")
    parts = text.split("\n\n")
    return "\n\n".join(parts[:games]).encode("utf-8") + b"\n"


def ours_runner(data: bytes) -> Runner:
    def run(times: int) -> int:
        games = 0
        for _ in range(times):
            games += len(pbn.loads(data))
        return games

    return run


def endplay_runner(load: Any, text: str) -> Runner:
    def run(times: int) -> int:
        games = 0
        for _ in range(times):
            games += len(load(io.StringIO(text)))
        return games

    return run


_VULNERABILITY = {"none": "None", "ns": "NS", "ew": "EW", "both": "Both"}


def check(data: bytes, load: Any) -> int:
    """Both readers agree on every game; returns the number of games compared in full."""
    ours = pbn.loads(data)
    require(len(ours) > 0, "bridgecraft read no game")
    if load is None:
        return 0
    theirs = load(io.StringIO(data.decode("utf-8")))
    require(len(ours) == len(theirs), f"games: bridgecraft {len(ours)}, endplay {len(theirs)}")
    compared = 0
    for index, (record, board) in enumerate(zip(ours, theirs, strict=True)):
        if record.deal is None or record.dealer is None or record.vulnerability is None:
            continue
        compared += 1
        where = f"game {index + 1}"
        ours_deal, their_deal = record.deal.to_pbn(), board.deal.to_pbn()
        require(ours_deal == their_deal, f"{where}: deal {ours_deal} != {their_deal}")
        require(record.dealer.name == board.dealer.abbr, f"{where}: dealer {board.dealer}")
        their_vulnerability = _VULNERABILITY[board.vul.name]
        require(str(record.vulnerability) == their_vulnerability, f"{where}: {board.vul}")
    return compared


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a tiny run that only proves it works")
    parser.add_argument("--rounds", type=int, default=None, help="interleaved rounds (5)")
    parser.add_argument("--seed", type=int, default=0, help="unused (accepted from run_all)")
    parser.add_argument("--json", metavar="PATH", help="also write the figures to a JSON file")
    args = parser.parse_args(argv)
    rounds = args.rounds or (2 if args.quick else 5)

    path = find_file()
    data = path.read_bytes()
    if args.quick:
        data = quick_slice(data, 200)
    print("== PBN parsing ==")
    print(machine_line())
    print(source_line())
    print(f"peer: endplay {version('endplay')}")
    print(f"file: {path.name}{' (first 200 games)' if args.quick else ''}, {len(data):,} bytes")

    load: Any
    try:
        from endplay.parsers.pbn import load
    except ImportError as error:
        peer_missing("endplay (pip install endplay)", error)
        load = None

    compared = check(data, load)
    if load is not None:
        print(f"checked: both read the same games; deal, dealer, vulnerability agree on {compared}")

    runners: dict[str, Runner] = {OURS: ours_runner(data)}
    if load is not None:
        runners[ENDPLAY] = endplay_runner(load, data.decode("utf-8"))
    for runner in runners.values():  # warm up
        runner(1)

    times: dict[str, list[float]] = {name: [] for name in runners}
    for round_index in range(rounds):
        parts = []
        for name in rotate(list(runners), round_index):
            seconds, games = timed(runners[name], 1)
            require(games > 0, f"{name} read no game")
            times[name].append(seconds)
            parts.append(f"{name} {seconds:.3f} s")
        print(f"round {round_index + 1}: " + " | ".join(parts), flush=True)

    print(f"\nmedian over {rounds} rounds:")
    for name in runners:
        print(f"  {name:<32} {median(times[name]):8.3f} s")
    summary: dict[str, Any] = {"rounds": rounds, "bytes": len(data), "times": times}
    if load is None:
        print("\nendplay ratio: peer not installed: skipped")
    else:
        ratios = [theirs / ours for ours, theirs in zip(times[OURS], times[ENDPLAY], strict=True)]
        ratio = median(ratios)
        summary["ratio"] = ratio
        verdict = f"target >= {TARGET:.0f}x: {'MET' if ratio >= TARGET else 'NOT MET'}"
        rounds_text = ", ".join(f"{r:.1f}" for r in ratios)
        print(f"\nratio endplay time / bridgecraft time: {ratio:.2f}x ({rounds_text})  {verdict}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(summary, handle, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
