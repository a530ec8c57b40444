"""The ``match`` command: a team match between two robots on the same boards (random, or
those of a file).

``bridgecraft match --a simple --b random -n 100 --mode bidding --seed 1 --json OUT``
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from bridgecraft.cli.app import app
from bridgecraft.cli.files import check_not_input, check_writable, read_boards, write_text
from bridgecraft.core import InvalidNotationError
from bridgecraft.robots.match import MatchResult, play_match, random_boards
from bridgecraft.robots.robot import BIDDING_ROBOTS_HELP, robot_factory

__all__ = ["match"]


@contextmanager
def _progress(show: bool | None, total: int) -> Iterator[Callable[[int, int], None] | None]:
    """A Rich progress bar on standard error (when it is a terminal, or asked for)."""
    if not (sys.stderr.isatty() if show is None else show):
        yield None
        return
    bar = Progress(
        TextColumn("playing"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=Console(stderr=True),
    )
    task = bar.add_task("boards", total=total)

    def update(done: int, _: int) -> None:
        bar.update(task, completed=done)

    with bar:
        yield update


def _table(result: MatchResult, seconds: float, source: str | None) -> Table:
    count = len(result.boards)
    title = f"{result.team_a} vs {result.team_b}, {count} board{'s' * (count != 1)}"
    grid = Table(title=title, title_justify="left", caption_justify="left")
    for header in ("", "boards", "IMPs won", "net", "IMPs/board", "95% CI"):
        grid.add_column(header, justify="left" if not header else "right")
    ci = result.ci95
    interval = "-" if ci is None else f"[{ci[0]:+.2f}, {ci[1]:+.2f}]"
    n = len(result.boards)
    grid.add_row(
        f"A: {result.team_a}",
        str(n),
        str(result.imps_a),
        f"{result.net:+d}",
        f"{result.mean:+.2f}",
        interval,
    )
    mirrored = "-" if ci is None else f"[{-ci[1]:+.2f}, {-ci[0]:+.2f}]"
    grid.add_row(
        f"B: {result.team_b}",
        str(n),
        str(result.imps_b),
        f"{-result.net:+d}",
        f"{-result.mean:+.2f}",
        mirrored,
    )
    swings = sum(1 for value in result.imps if value)
    swung = f"{swings} of {n} board{'s' * (n != 1)} swung"
    grid.caption = (
        "" if source is None else f"boards of {source}, "
    ) + f"seed {result.seed}, {result.mode} mode, {swung}, {seconds:.1f} s"
    return grid


def _write_json(result: MatchResult, target: str) -> None:
    text = json.dumps(result.to_json(), indent=2) + "\n"
    if target == "-":
        typer.echo(text, nl=False)
        return
    write_text(target, text)


@app.command()
def match(
    a: Annotated[
        str,
        typer.Option("--a", help=f"Team A's robot: {BIDDING_ROBOTS_HELP}."),
    ] = "simple",
    b: Annotated[str, typer.Option("--b", help="Team B's robot.")] = "random",
    n: Annotated[
        int | None,
        typer.Option(
            "-n", "--boards", help="How many boards to play (default: 100, or all of --file)."
        ),
    ] = None,
    mode: Annotated[
        str,
        typer.Option(help="bidding (robots bid, contracts scored double dummy) or full."),
    ] = "bidding",
    seed: Annotated[
        int | None,
        typer.Option(min=0, help="Seed of the deals and robots (default: random, shown)."),
    ] = None,
    json_out: Annotated[
        str | None,
        typer.Option(
            "--json", metavar="OUT", help="Write the result as JSON to OUT ('-': stdout)."
        ),
    ] = None,
    progress: Annotated[
        bool | None,
        typer.Option(
            "--progress/--no-progress",
            help="Show a progress bar (default: when standard error is a terminal).",
        ),
    ] = None,
    file: Annotated[
        str | None,
        typer.Option(
            "--file",
            metavar="FILE",
            help="Play the boards of a PBN, LIN or JSON file (the first -n), not random ones.",
        ),
    ] = None,
) -> None:
    """A team match: A sits North-South at table 1 and East-West at table 2, IMPs per board."""
    chosen = mode.strip().lower()
    if chosen not in ("bidding", "full"):
        raise InvalidNotationError(f"invalid mode {mode!r}: expected bidding or full")
    plays = chosen == "full"
    team_a, team_b = robot_factory(a, plays=plays), robot_factory(b, plays=plays)
    if n is not None and n < 1:
        raise InvalidNotationError(f"invalid number of boards {n!r}: expected at least 1")
    if json_out is not None:
        check_writable(json_out)  # before the match, so that no result is lost
        check_not_input(json_out, file)
    used = seed if seed is not None else random.SystemRandom().randrange(1 << 31)
    if file is None:
        boards = random_boards(100 if n is None else n, seed=used)
    else:
        boards, note = read_boards(file)
        boards = boards[:n]
        if note is not None:  # on standard error: the output stays a table or JSON
            Console(stderr=True, highlight=False).print(note, soft_wrap=True)
    started = time.perf_counter()
    with _progress(progress, len(boards)) as hook:
        result = play_match(
            team_a,
            team_b,
            boards,
            mode="bidding" if chosen == "bidding" else "full",
            seed=used,
            progress=hook,
        )
    seconds = time.perf_counter() - started
    if json_out is not None:
        _write_json(result, json_out)
        if json_out == "-":
            return
    console = Console(highlight=False)
    console.print(_table(result, seconds, file))
    ci = result.ci95
    interval = "" if ci is None else f", 95% CI [{ci[0]:+.2f}, {ci[1]:+.2f}]"
    console.print(f"{result.team_a}: {result.mean:+.2f} IMPs/board{interval}")
