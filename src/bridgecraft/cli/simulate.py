"""The ``simulate`` command: double-dummy studies over many deals, and a user's own study.

``bridgecraft simulate make 4S --declarer S --deal SPEC``, ``simulate lead HAND 3NT --declarer S``,
``simulate compare 4S 3NT --declarer S --scoring imps`` and ``simulate file USER.py``.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from bridgecraft.analysis.simulate import load_study, simulate
from bridgecraft.analysis.studies import (
    Result,
    best_lead,
    compare_contracts,
    make_odds,
    plot,
    summary,
    table,
)
from bridgecraft.cli.app import app
from bridgecraft.cli.files import check_not_input, check_writable, write_text
from bridgecraft.core import Contract, InvalidNotationError, Seat, Vulnerability

__all__ = ["compare", "file", "lead", "make", "simulate_app"]

simulate_app = typer.Typer(
    name="simulate",
    help="Double-dummy simulations: make odds, opening leads, contracts compared, your own study.",
    no_args_is_help=True,
    rich_markup_mode=None,
)
app.add_typer(simulate_app, name="simulate")

MOST_DEALS = 100_000_000
"""The most deals one run studies: days of double-dummy solving on this kind of machine."""
Count = Annotated[
    int, typer.Option("-n", "--count", max=MOST_DEALS, help="How many deals to study.")
]
Seed = Annotated[
    int | None, typer.Option(min=0, help="Seed for a repeatable run (default: random, and shown).")
]
Backend = Annotated[
    str, typer.Option(help="serial, local (all cores of this machine) or ray (a Ray cluster).")
]
Address = Annotated[
    str | None, typer.Option(help="Address of a Ray cluster (default: a local Ray instance).")
]
Workers = Annotated[
    int | None, typer.Option(help="Processes or Ray tasks at once (default: all cores).")
]
DealSpec = Annotated[
    str | None, typer.Option("--deal", help="Dealer specification (constraints on the deals).")
]
JsonOut = Annotated[
    str | None,
    typer.Option("--json", metavar="OUT", help="Write the result as JSON to OUT ('-': stdout)."),
]
PlotOut = Annotated[
    str | None, typer.Option("--plot", metavar="OUT.png|svg", help="Draw the result to a file.")
]
ShowProgress = Annotated[
    bool | None,
    typer.Option(
        "--progress/--no-progress",
        help="Show a progress bar (default: when standard error is a terminal).",
    ),
]
Declarer = Annotated[
    str | None, typer.Option(help="Declarer (N, E, S or W) of a contract that names none.")
]
Vul = Annotated[
    str | None, typer.Option(help="Vulnerability: None, NS, EW or Both (default: the --deal one).")
]


def _contract(text: str, declarer: str | None) -> Contract:
    """``4S`` with ``--declarer S``, or ``4S by S``."""
    seat = None if declarer is None else Seat.parse(declarer)
    try:
        parsed = Contract.parse(text)
    except InvalidNotationError:
        try:
            parsed = Contract.parse(f"{text} by {seat or Seat.N}")
        except InvalidNotationError as error:
            reason = str(error).split(": ", 1)[-1]
            raise InvalidNotationError(f"invalid contract {text!r}: {reason}") from None
        if seat is None:
            raise InvalidNotationError(
                f"contract {text!r} has no declarer: give --declarer or write e.g. '{text} by S'"
            ) from None
        return parsed
    if seat is not None and seat != parsed.declarer:
        raise InvalidNotationError(
            f"contract {text!r} is declared by {parsed.declarer}, not by --declarer {seat}"
        )
    return parsed


def _vulnerability(text: str | None) -> Vulnerability | None:
    return None if text is None else Vulnerability.parse(text)


class _Rate(ProgressColumn):
    """Deals per second."""

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text("" if speed is None else f"{speed:,.0f} deals/s")


@contextmanager
def _progress(show: bool | None, total: int) -> Iterator[Callable[[int, int], None] | None]:
    """A Rich progress bar on standard error (when it is a terminal, or asked for)."""
    if not (sys.stderr.isatty() if show is None else show):
        yield None
        return
    console = Console(stderr=True)
    bar = Progress(
        TextColumn("simulating"),
        BarColumn(),
        MofNCompleteColumn(),
        _Rate(),
        TimeElapsedColumn(),
        TextColumn("ETA"),
        TimeRemainingColumn(),
        console=console,
        transient=False,
    )
    task = bar.add_task("deals", total=total)

    def update(done: int, _: int) -> None:
        bar.update(task, completed=done)

    with bar:
        yield update


def _output(result: Result, json_out: str | None, plot_out: str | None, seconds: float) -> None:
    if plot_out is not None:
        plot(result, plot_out)
    if json_out is not None:
        data: dict[str, Any] = result.to_json()
        text = json.dumps(data, indent=2) + "\n"
        if json_out == "-":
            typer.echo(text, nl=False)
            return
        write_text(json_out, text)
    headers, rows = table(result)
    # The summary is a line of its own: as the table's title it was wrapped to the width
    # of a narrow table, a sentence broken over four lines.
    grid = Table(caption_justify="left")
    for position, header in enumerate(headers):
        grid.add_column(header, justify="left" if position == 0 else "right")
    for row in rows:
        grid.add_row(*row)
    seed = getattr(result, "seed", None)
    grid.caption = f"seed {seed}, {seconds:.1f} s"
    console = Console(highlight=False)
    console.print(summary(result), soft_wrap=True, markup=False)
    console.print(grid)


def _run(
    show: bool | None,
    n: int,
    json_out: str | None,
    plot_out: str | None,
    job: Callable[..., Result],
    study: str | None = None,
) -> None:
    if plot_out is not None and Path(plot_out).suffix.lower() not in (".png", ".svg"):
        raise InvalidNotationError(f"invalid plot file {plot_out!r}: expected a .png or .svg name")
    for target in (json_out, plot_out):
        if target is not None:
            check_writable(target)  # before the study, so that no result is lost
            check_not_input(target, study)  # the study file is not to be overwritten
    if (
        json_out is not None
        and plot_out is not None
        and os.path.realpath(json_out) == os.path.realpath(plot_out)
    ):
        raise InvalidNotationError(
            f"--json and --plot name the same file {json_out!r}: the plot would be overwritten"
        )
    started = time.perf_counter()
    with _progress(show, n) as progress:
        result = job(progress)
    _output(result, json_out, plot_out, time.perf_counter() - started)


@simulate_app.command()
def make(
    contract: Annotated[str, typer.Argument(help="The contract: 4S, 3NTX, '4S by S'...")],
    declarer: Declarer = None,
    deal: DealSpec = None,
    vul: Vul = None,
    n: Count = 1000,
    seed: Seed = None,
    backend: Backend = "local",
    address: Address = None,
    workers: Workers = None,
    json_out: JsonOut = None,
    plot_out: PlotOut = None,
    progress: ShowProgress = None,
) -> None:
    """How often a contract makes double dummy, and the spread of declarer's tricks."""
    parsed = _contract(contract, declarer)
    vulnerability = _vulnerability(vul)
    _run(
        progress,
        n,
        json_out,
        plot_out,
        lambda hook: make_odds(
            parsed,
            deals=deal,
            n=n,
            seed=seed,
            vulnerability=vulnerability,
            backend=backend,
            address=address,
            workers=workers,
            progress=hook,
        ),
    )


@simulate_app.command()
def lead(
    hand: Annotated[str, typer.Argument(help="The leader's hand: AKQ2.JT9.876.543.")],
    contract: Annotated[str, typer.Argument(help="The contract: 3NT, 4S, '4SX by S'...")],
    declarer: Declarer = None,
    deal: DealSpec = None,
    n: Count = 1000,
    seed: Seed = None,
    backend: Backend = "local",
    address: Address = None,
    workers: Workers = None,
    json_out: JsonOut = None,
    plot_out: PlotOut = None,
    progress: ShowProgress = None,
) -> None:
    """The best opening lead from a hand (the leader is declarer's left-hand opponent)."""
    parsed = _contract(contract, declarer)
    _run(
        progress,
        n,
        json_out,
        plot_out,
        lambda hook: best_lead(
            hand,
            parsed,
            deals=deal,
            n=n,
            seed=seed,
            backend=backend,
            address=address,
            workers=workers,
            progress=hook,
        ),
    )


@simulate_app.command()
def compare(
    first: Annotated[str, typer.Argument(metavar="A", help="The first contract: 4S, '4S by S'...")],
    second: Annotated[str, typer.Argument(metavar="B", help="The contract to compare it with.")],
    declarer: Declarer = None,
    scoring: Annotated[str, typer.Option(help="imps or mp (matchpoints).")] = "imps",
    deal: DealSpec = None,
    vul: Vul = None,
    n: Count = 1000,
    seed: Seed = None,
    backend: Backend = "local",
    address: Address = None,
    workers: Workers = None,
    json_out: JsonOut = None,
    plot_out: PlotOut = None,
    progress: ShowProgress = None,
) -> None:
    """Contract A against contract B, double dummy, per board (for A's side)."""
    a, b = _contract(first, declarer), _contract(second, declarer)
    method = scoring.lower()
    if method not in ("imps", "mp"):
        raise InvalidNotationError(f"invalid scoring {scoring!r}: expected imps or mp")
    vulnerability = _vulnerability(vul)
    _run(
        progress,
        n,
        json_out,
        plot_out,
        lambda hook: compare_contracts(
            a,
            b,
            deals=deal,
            n=n,
            scoring="imps" if method == "imps" else "mp",
            seed=seed,
            vulnerability=vulnerability,
            backend=backend,
            address=address,
            workers=workers,
            progress=hook,
        ),
    )


@simulate_app.command()
def file(
    path: Annotated[
        str,
        typer.Argument(
            metavar="USER.py",
            help="A Python file with study(deal) -> number or dict, and optionally accept(deal).",
        ),
    ],
    deal: DealSpec = None,
    n: Count = 1000,
    seed: Seed = None,
    backend: Backend = "local",
    address: Address = None,
    workers: Workers = None,
    json_out: JsonOut = None,
    plot_out: PlotOut = None,
    progress: ShowProgress = None,
) -> None:
    """Run your own study: study(deal) over the deals that accept(deal) keeps."""
    study, accept = load_study(path)
    _run(
        progress,
        n,
        json_out,
        plot_out,
        lambda hook: simulate(
            deal,
            function=study,
            accept=accept,
            n=n,
            seed=seed,
            backend=backend,
            address=address,
            workers=workers,
            progress=hook,
        ),
        study=path,
    )
