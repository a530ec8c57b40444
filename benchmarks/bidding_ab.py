"""Bidding A/B: the SAYC rule table against another revision's, deal by deal, scored double dummy.

Every deal is bid at two tables: the new table North-South and the base table East-West, then
the seats swapped. Each final contract is scored with its double-dummy tricks (duplicate
scoring, the board's vulnerability) and the board's IMPs go to the new table's team, as in a
team match. A deal bid the same way at both tables scores 0, so the total counts only what
the change did. This is how the bidding changes of decisions 0036 to 0056 were measured; the
script makes those figures reproducible from the git history:

    .venv/bin/python benchmarks/bidding_ab.py --base HEAD --seeds 111,112
    .venv/bin/python benchmarks/bidding_ab.py --base 177583c --new 9c57837 --seeds 91,92,93,94

``--new`` defaults to the working tree, so an uncommitted change is measured against
``--base`` (default ``HEAD``). Both revisions' ``robots/bidding`` packages are taken from git
and imported under other names; the rest of bridgecraft is the working tree's, so a revision
whose bidding package needs older core modules may not import. Each seed gives the deals of
``random_boards(n, seed)`` (1,500 by default); their double-dummy tables are cached per seed
in ``--cache`` (default ``~/.cache/bridgecraft/dd``), so a second run only bids. ``--json``
writes every deal (both auctions, both scores, the IMPs) for mining; ``--show N`` prints the N
deals with the largest swings, both auctions and scores.

``--quick``: 12 deals of seed 1, no cache, the working tree against ``HEAD``; when the two
tables are the same files, every deal must be bid the same way at both tables. It also
sweeps one no-op variant (an edit that changes nothing), which must change no deal.

``--bars FILE[:PREFIX]`` sweeps every one-point move of the HCP, total-point and
support-point bars of the rules in one bidding module (those whose id starts with PREFIX),
as variants (``competitive.py:c-3-``: the calls over their three-level preempt).

``--variants FILE`` sweeps: FILE is a JSON list of edits, each
``{"name": ..., "file": "generic.py", "old": ..., "new": ...}``. Each variant is the base
table with one exact-string edit (``old`` must occur exactly once in ``file`` of the bidding
package), measured against the base table, one summary line per variant. This is how the
one-point sweeps of decisions 0075 to 0079 moved a rule's bar, and it needs no second
checkout:

    .venv/bin/python benchmarks/bidding_ab.py --seeds 151,152,153 --variants sweep.json
"""

from __future__ import annotations

import argparse
import importlib
import io
import json
import os
import re
import subprocess
import sys
import tarfile
import tempfile
import time
from dataclasses import asdict, dataclass
from multiprocessing import Pool
from pathlib import Path
from types import ModuleType
from typing import Any

from _common import machine_line, require, source_line
from bridgecraft.analysis.ddtable import DDTable, dd_tables
from bridgecraft.core import Board, Call, Deal, Seat, Strain
from bridgecraft.core.auction import Auction
from bridgecraft.core.scoring.duplicate import duplicate_score
from bridgecraft.core.scoring.imps import board_imps
from bridgecraft.robots.match import confidence_interval, random_boards

PACKAGE = "bridgecraft.robots.bidding"
PACKAGE_PATH = "src/bridgecraft/robots/bidding"
ROOT = Path(__file__).resolve().parent.parent
NEW, BASE = "_ab_new", "_ab_base"
Item = tuple[int, int, str, tuple[int, ...]]  # seed, board number, PBN deal, DD tricks


def _git(*args: str) -> bytes:
    env = dict(os.environ, GIT_OPTIONAL_LOCKS="0")
    return subprocess.run(["git", *args], cwd=ROOT, env=env, capture_output=True, check=True).stdout


def _sources(revision: str | None) -> dict[str, str]:
    """The bidding package's Python files at ``revision`` (None: the working tree)."""
    if revision is None:
        return {p.name: p.read_text() for p in sorted((ROOT / PACKAGE_PATH).glob("*.py"))}
    files = {}
    with tarfile.open(fileobj=io.BytesIO(_git("archive", revision, PACKAGE_PATH))) as archive:
        for member in archive.getmembers():
            name = member.name.rsplit("/", 1)[-1]
            handle = archive.extractfile(member)
            if name.endswith(".py") and handle is not None:
                files[name] = handle.read().decode()
    return files


def _install(directory: Path, alias: str, files: dict[str, str]) -> None:
    """Write ``files`` as package ``alias`` in ``directory``, its absolute imports renamed."""
    package = directory / alias
    package.mkdir()
    for name, text in files.items():
        (package / name).write_text(text.replace(PACKAGE, alias))


@dataclass(frozen=True)
class DealResult:
    """One deal bid at both tables: table 1 has the new table North-South."""

    seed: int
    board: int
    pbn: str
    auction_1: str
    auction_2: str
    score_1: int
    score_2: int
    imps: int

    @property
    def changed(self) -> bool:
        return self.auction_1 != self.auction_2 or self.score_1 != self.score_2


_ENGINES: dict[str, ModuleType] = {}


def _start(path: str) -> None:
    sys.path.insert(0, path)
    for alias in (NEW, BASE):
        _ENGINES[alias] = importlib.import_module(alias + ".engine")


def _bid(board: Board, north_south: str, east_west: str) -> Auction:
    auction = Auction(board.dealer)
    calls: list[Call] = []
    while not auction.is_over:
        seat = auction.to_act
        assert seat is not None  # the auction is not over
        engine = _ENGINES[north_south if seat in (Seat.N, Seat.S) else east_west]
        call = engine.choose(board.deal[seat], calls, board.dealer, board.vulnerability).action
        calls.append(call)
        auction = auction.apply(call)
    return auction


def dd_score(board: Board, auction: Auction, table: DDTable) -> int:
    """North-South's duplicate score of the auction's contract with double-dummy tricks."""
    contract = auction.contract
    if contract is None:
        return 0
    score = duplicate_score(
        contract.level, contract.strain, contract.doubled,
        vulnerable=board.vulnerability.is_vulnerable(contract.declarer),
        tricks=table[contract.strain, contract.declarer],
    )  # fmt: skip
    return score if contract.declarer in (Seat.N, Seat.S) else -score


def _play(item: Item) -> DealResult:
    seed, number, pbn, tricks = item
    board, table = Board(number, Deal.from_pbn(pbn)), DDTable(tricks)
    first, second = _bid(board, NEW, BASE), _bid(board, BASE, NEW)
    score_1, score_2 = dd_score(board, first, table), dd_score(board, second, table)
    return DealResult(
        seed, number, pbn, " ".join(map(str, first.calls)), " ".join(map(str, second.calls)),
        score_1, score_2, board_imps(score_1, score_2),
    )  # fmt: skip


def _tricks(table: DDTable) -> tuple[int, ...]:
    return tuple(table[strain, seat] for strain in sorted(Strain) for seat in sorted(Seat))


def cached_deals(seed: int, count: int, cache: Path | None) -> list[Item]:
    """The first ``count`` boards of ``seed`` with their double-dummy tricks, cached by PBN."""
    boards = random_boards(count, seed)
    known: dict[str, list[int]] = {}
    path = None if cache is None else cache / f"seed-{seed}.json"
    if path is not None and path.exists():
        known = json.loads(path.read_text())
    missing = [b.deal for b in boards if b.deal.to_pbn() not in known]
    for start in range(0, len(missing), 200):
        chunk = missing[start : start + 200]
        for deal, table in zip(chunk, dd_tables(chunk), strict=True):
            known[deal.to_pbn()] = list(_tricks(table))
        print(f"seed {seed}: {start + len(chunk)} of {len(missing)} tables solved", flush=True)
    if path is not None and missing:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(known))
    return [(seed, b.number, b.deal.to_pbn(), tuple(known[b.deal.to_pbn()])) for b in boards]


def _summary(name: str, results: list[DealResult]) -> str:
    imps = [r.imps for r in results]
    low, high = confidence_interval(imps) if len(imps) > 1 else (0.0, 0.0)
    return (
        f"{name}: {sum(imps):+d} IMPs on {len(results)} deals ({sum(imps) / len(imps):+.3f} "
        f"IMPs/deal, 95% CI [{low:+.3f}, {high:+.3f}]); {sum(r.changed for r in results)} "
        f"changed, {sum(i > 0 for i in imps)} better, {sum(i < 0 for i in imps)} worse"
    )


@dataclass(frozen=True)
class Variant:
    """One edit of the base table: replace ``old`` by ``new`` in the bidding module ``file``."""

    name: str
    file: str
    old: str
    new: str


def _variants(path: Path, base: dict[str, str]) -> list[Variant]:
    """Read and check a sweep file: every edit applies to the base table exactly once."""
    try:
        rows = json.loads(path.read_text())
        variants = [Variant(**row) for row in rows]
    except (OSError, ValueError, TypeError) as error:
        sys.exit(f"FAILED check: cannot read the variants in {path}: {error}")
    for v in variants:
        require(v.file in base, f"variant {v.name!r}: no bidding module {v.file!r}")
        count = base[v.file].count(v.old)
        require(count == 1, f"variant {v.name!r}: {v.old!r} occurs {count} times in {v.file}")
    return variants


_RULE = re.compile(r'rule\(\s*f?"([^"]+)"')
_BAR = re.compile(r"\b(hcp|tp|sp)=\((\d+), (\d+)\)")
_OPEN_TOP = {"hcp": 37, "tp": 30, "sp": 30}  # an upper bar at or above this is open-ended


def _bar_variants(spec: str, base: dict[str, str]) -> list[Variant]:
    """One-point moves of every HCP, total-point and support-point bar of the rules in the
    bidding module ``spec`` (``FILE`` or ``FILE:PREFIX``, the rules whose id starts so): each
    bound one point lower and one higher, open upper bounds left alone."""
    file, _, prefix = spec.partition(":")
    require(file in base, f"--bars: no bidding module {file!r}")
    text = base[file]
    starts = list(_RULE.finditer(text))
    variants = []
    for i, start in enumerate(starts):
        if not start.group(1).startswith(prefix):
            continue
        end = starts[i + 1].start() if i + 1 < len(starts) else len(text)
        for bar in _BAR.finditer(text, start.start(), end):
            kind, low, high = bar.group(1), int(bar.group(2)), int(bar.group(3))
            old = text[start.start() : bar.end()]
            if text.count(old) != 1:
                continue  # the same rule text twice: no edit names one of them
            moves = [(low - 1, high), (low + 1, high)] if low > 0 else [(low + 1, high)]
            if high < _OPEN_TOP[kind]:
                moves += [(low, high - 1), (low, high + 1)]
            head = text[start.start() : bar.start()]
            variants += [
                Variant(
                    f"{start.group(1)} {kind}=({a}, {b}) was ({low}, {high})",
                    file,
                    old,
                    f"{head}{kind}=({a}, {b})",
                )
                for a, b in moves
                if a <= b
            ]
    return variants


def _edited(base: dict[str, str], variant: Variant) -> dict[str, str]:
    return {**base, variant.file: base[variant.file].replace(variant.old, variant.new)}


def _run(new_files: dict[str, str], base_files: dict[str, str], items: list[Item],
         jobs: int) -> tuple[list[DealResult], float]:  # fmt: skip
    """Bid every deal at both tables in ``jobs`` processes: the results and the seconds."""
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as directory:
        _install(Path(directory), NEW, new_files)
        _install(Path(directory), BASE, base_files)
        with Pool(jobs, initializer=_start, initargs=(directory,)) as pool:
            results = pool.map(_play, items, chunksize=20)
    return results, time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="HEAD", help="git revision of the base table")
    parser.add_argument("--new", help="git revision of the new table (default: working tree)")
    parser.add_argument("--seeds", default="111", help="comma-separated deal seeds")
    parser.add_argument("--seed", type=int, help="one deal seed (as run_all.py passes)")
    parser.add_argument("-n", "--deals", type=int, default=1500, help="deals per seed")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--cache", type=Path, default=Path.home() / ".cache/bridgecraft/dd")
    parser.add_argument("--json", type=Path, help="write every deal's result here")
    parser.add_argument("--show", type=int, default=0, help="print the N largest swings")
    parser.add_argument("--quick", action="store_true", help="12 deals of seed 1, no cache")
    parser.add_argument("--variants", type=Path, help="a JSON list of edits to sweep")
    parser.add_argument("--bars", help="sweep one-point moves of the bars in FILE[:PREFIX]")
    parser.add_argument("--rounds", type=int, help="ignored (accepted from run_all.py)")
    args = parser.parse_args(argv)
    sweep = args.variants is not None or args.bars is not None
    if sweep and args.new is not None:
        parser.error("--variants and --bars edit the --base table; --new does not apply")
    seeds = [args.seed] if args.seed is not None else [int(s) for s in args.seeds.split(",")]
    count, cache = (12, None) if args.quick else (args.deals, args.cache)
    if args.quick:
        seeds, args.base, args.new, args.jobs = [1], "HEAD", None, 1

    print(machine_line())
    print(source_line())
    new_name = args.new or "working tree"
    if sweep:
        new_name = f"the base with each edit of {args.variants or args.bars}"
    print(f"new: {new_name}, base: {args.base}, seeds {seeds}, {count} deals each",
          flush=True)  # fmt: skip
    try:
        new_files, base_files = _sources(args.new), _sources(args.base)
    except (OSError, subprocess.CalledProcessError) as error:
        detail = (getattr(error, "stderr", b"") or b"").decode().strip()
        sys.exit(f"FAILED check: cannot read the tables from git: {error} {detail}")
    variants = None
    if args.variants is not None:
        variants = _variants(args.variants, base_files)
    elif args.bars is not None:
        variants = _bar_variants(args.bars, base_files)
        print(f"{len(variants)} one-point moves of the bars in {args.bars}", flush=True)
    items = [item for seed in seeds for item in cached_deals(seed, count, cache)]
    if variants is not None:
        for variant in variants:
            results, seconds = _run(_edited(base_files, variant), base_files, items, args.jobs)
            print(f"{variant.name}: " + _summary("all", results) + f"; {seconds:.0f} s",
                  flush=True)  # fmt: skip
        return 0
    results, seconds = _run(new_files, base_files, items, args.jobs)

    for seed in seeds:
        print(_summary(f"seed {seed}", [r for r in results if r.seed == seed]))
    print(_summary("all", results) + f"; {seconds:.0f} s")
    for r in sorted(results, key=lambda r: -abs(r.imps))[: args.show]:
        if r.imps:
            print(f"{r.imps:+3d} seed {r.seed} board {r.board} {r.pbn}\n"
                  f"      new NS: {r.auction_1} ({r.score_1:+d})\n"
                  f"      new EW: {r.auction_2} ({r.score_2:+d})")  # fmt: skip
    if args.json is not None:
        rows: list[dict[str, Any]] = [asdict(r) for r in results]
        args.json.write_text(json.dumps(rows))
    if new_files == base_files:
        require(not any(r.changed for r in results), "the same table bid a deal two ways")
        print("check: the two tables are the same files and bid every deal the same way")
    if args.quick:
        moves = _bar_variants("competitive.py:c-3-", base_files)
        require(len(moves) >= 8, f"only {len(moves)} bar moves of the c-3- rules")
        require(all(base_files[v.file].count(v.old) == 1 for v in moves), "a bar move is ambiguous")
        print(f"check: {len(moves)} one-point bar moves of the c-3- rules, each one edit")
        no_op = Variant("no-op", "generic.py", 'rule("g-pass"', 'rule("g-pass"')
        require(base_files["generic.py"].count(no_op.old) == 1, "no g-pass rule to edit")
        results, _ = _run(_edited(base_files, no_op), base_files, items, args.jobs)
        require(not any(r.changed for r in results), "a no-op variant bid a deal two ways")
        print("check: a no-op variant of the base table bids every deal the same way")
    return 0


if __name__ == "__main__":
    sys.exit(main())
