"""The ``solve`` command: double-dummy table and par of a deal or of a file's boards, and with
``--play`` the double-dummy trace of each played board (which cards cost a trick)."""

from __future__ import annotations

import json
from typing import Annotated

import typer
from rich.console import Console

from bridgecraft.analysis import DDTable, Par, Trace, dd_tables, par, traces
from bridgecraft.cli.app import app
from bridgecraft.cli.deals import _deal_from_text, _is_file
from bridgecraft.cli.files import board_groups, echo_board, left_out_note, read_records
from bridgecraft.cli.play_render import render_play_trace
from bridgecraft.core import Board, BridgeError, Game, InvalidNotationError

__all__ = ["solve"]


def _entry(board: Board, table: DDTable, par_result: Par, trace: Trace | None) -> str:
    header = f"Board {board.number}  Dealer {board.dealer}  Vul {board.vulnerability}"
    text = f"{header}\n{board.deal.to_pbn(board.dealer)}\n\n{table}\n\nPar {par_result}"
    if trace is not None:
        text += "\n\n" + render_play_trace(trace)
    return text


def _as_json(board: Board, table: DDTable, par_result: Par, trace: Trace | None) -> object:
    entry: dict[str, object] = {
        "board": board.number,
        "dealer": str(board.dealer),
        "vulnerability": str(board.vulnerability),
        "deal": board.deal.to_pbn(board.dealer),
        "table": table.to_dict(),
        "par": par_result.to_dict(),
    }
    if trace is not None:
        entry["trace"] = {
            "contract": str(trace.contract),
            "before": trace.before,
            "cards": [
                {"seat": str(s.seat), "card": str(s.card), "tricks": s.tricks, "cost": s.cost}
                for s in trace.steps
            ],
        }
    return entry


@app.command()
def solve(
    source: Annotated[
        str,
        typer.Argument(
            metavar="FILE|DEAL", help="A PBN, LIN or JSON file; or a PBN deal ('N:...') or index."
        ),
    ],
    board: Annotated[
        int | None,
        typer.Option(help="Only this board of a file; for a deal, its number (default 1)."),
    ] = None,
    dealer: Annotated[
        str | None, typer.Option(help="Dealer of a deal (default: the board's, Law 2).")
    ] = None,
    vul: Annotated[
        str | None, typer.Option(help="Vulnerability of a deal (default: the board's, Law 2).")
    ] = None,
    play: Annotated[
        bool, typer.Option("--play", help="Also trace the play of each played board.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")] = False,
) -> None:
    """Double-dummy table and par of a deal or of every board of a file (--play: the trace)."""
    games: list[Game | None] = []
    if _is_file(source, dealer, vul):
        records = read_records(source, strict=False)
        if board is not None:
            records = [record for record in records if record.number == board]
            if not records:
                raise InvalidNotationError(f"{source}: no board {board}")
        groups = board_groups(records, source, "solve")
        note = left_out_note(records, groups, source)
        if note is not None:  # on standard error: the output stays a table or JSON
            Console(stderr=True, highlight=False).print(note, soft_wrap=True)
        if play:  # each table's game of a board, in the file's order
            records = [record for record in records if record.deal is not None]
        else:  # a board played at several tables has one table and par: show it once
            records = [group[0] for group in groups]
        boards = [record.to_board() for record in records]
        if play:
            for record in records:
                try:
                    game = record.to_game() if record.play else None
                except BridgeError as error:  # name the file, as show does
                    raise type(error)(f"{source}: {error}") from None
                games.append(game if game is not None and game.contract is not None else None)
    else:
        number = 1 if board is None else board
        boards = [Board(number, _deal_from_text(source), dealer=dealer, vulnerability=vul)]
        if play:
            raise InvalidNotationError("--play needs a file with a played board, not a deal")
    tables = dd_tables(board.deal for board in boards)
    pars = [par(t, b.vulnerability, b.dealer) for t, b in zip(tables, boards, strict=True)]
    traced = iter(traces(game for game in games if game is not None))
    trace_of = [next(traced) if game is not None else None for game in games]
    if not trace_of:
        trace_of = [None] * len(boards)
    if as_json:
        entries = [_as_json(*args) for args in zip(boards, tables, pars, trace_of, strict=True)]
        typer.echo(json.dumps({"boards": entries}, indent=2))
        return
    console = Console(highlight=False)
    texts = [_entry(*args) for args in zip(boards, tables, pars, trace_of, strict=True)]
    echo_board("\n\n".join(texts), console)
