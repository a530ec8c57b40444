"""The ``dealgen`` command: deal boards that satisfy a spec in the dealer language."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console

from bridgecraft.analysis.dealer import Dealer
from bridgecraft.cli.app import app
from bridgecraft.cli.files import FORMATS, echo_board, echo_records
from bridgecraft.cli.render import render_board
from bridgecraft.core import InvalidNotationError
from bridgecraft.formats.record import BoardRecord

__all__ = ["dealgen"]


@app.command()
def dealgen(
    spec: Annotated[
        str,
        typer.Argument(
            metavar="SPEC",
            help='Conditions in the dealer language, e.g. "N: hcp 15-17 balanced; S: spades >= 5".',
        ),
    ],
    count: Annotated[int, typer.Option("--count", "-n", help="How many boards to deal.")] = 1,
    seed: Annotated[
        int | None, typer.Option(min=0, help="Seed for repeatable deals (default: random).")
    ] = None,
    board: Annotated[int, typer.Option(help="First board number.")] = 1,
    output: Annotated[
        str, typer.Option("--format", help="text (diagrams), pbn, lin, json or index.")
    ] = "text",
    max_attempts: Annotated[
        int, typer.Option(help="Deals tried per board before giving up.")
    ] = 1_000_000,
) -> None:
    """Deal boards uniformly among the deals that satisfy SPEC (see docs/analysis/dealing.md).

    The spec's dealer and vulnerability apply to every board; otherwise they follow the
    board number (Law 2).
    """
    name = "text" if output == "diagram" else output.lower()
    if name not in ("text", "index", *FORMATS):
        raise InvalidNotationError(
            f"invalid format {output!r}: expected text, pbn, lin, json or index"
        )
    if not spec.strip():  # most often an empty shell variable: dealing at random hides it
        raise InvalidNotationError(
            f"invalid spec {spec!r}: it is empty; give conditions, or deal unconstrained "
            "boards with 'bridgecraft deal'"
        )
    if count < 1:
        raise InvalidNotationError(f"invalid count {count!r}: expected at least 1")
    if board < 1:
        raise InvalidNotationError(f"invalid board {board!r}: boards are numbered from 1")
    if max_attempts < 1:
        raise InvalidNotationError(f"invalid --max-attempts {max_attempts!r}: expected 1 or more")
    dealer = Dealer(spec, max_attempts=max_attempts)
    boards = dealer.boards(count, seed=seed, first=board)
    if name in FORMATS:
        echo_records(
            (
                BoardRecord(
                    number=b.number, dealer=b.dealer, vulnerability=b.vulnerability, deal=b.deal
                )
                for b in boards
            ),
            name,
        )
        return
    console = Console(highlight=False)
    for position, dealt in enumerate(boards):
        if name == "index":  # as ``deal --format index``: the board number and the deal's
            typer.echo(f"{dealt.number} {dealt.deal.index}")
            continue
        echo_board(("\n" if position else "") + render_board(dealt), console)
