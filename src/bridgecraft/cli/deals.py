"""Commands about deals, games and files: ``deal``, ``show``, ``replay``, ``convert``."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from bridgecraft.cli.app import app
from bridgecraft.cli.files import (
    FORMATS,
    check_not_input,
    check_writable,
    echo_board,
    echo_records,
    format_of,
    read_records,
    write_records,
    write_text,
)
from bridgecraft.cli.render import render_board, render_game, render_record
from bridgecraft.core import (
    Board,
    Deal,
    Game,
    InvalidNotationError,
)
from bridgecraft.formats import lin
from bridgecraft.formats.record import BoardRecord

__all__ = ["convert", "deal", "replay", "show"]


def _is_file(source: str, dealer: str | None, vulnerability: str | None) -> bool:
    """Whether SOURCE names a file (by its extension, or because it exists; ``-``, the usual
    name of standard input, too, so that it is refused as one) rather than a deal. A file's
    boards give their own dealer and vulnerability, so the options are refused with one:
    they would be lost."""
    if not source.strip():  # Path("") is the current directory, not a file named ""
        return False
    named = Path(source).suffix.lower() in (".pbn", ".lin", ".json") or Path(source).exists()
    if source != "-" and not named:
        return False
    for option, value in (("--dealer", dealer), ("--vul", vulnerability)):
        if value is not None:
            raise InvalidNotationError(
                f"{option} {value!r} applies to a deal, not to the file {source!r}: "
                "its boards give their own"
            )
    return True


def _deal_from_text(text: str) -> Deal:
    stripped = text.strip()
    if stripped.isascii() and stripped.isdigit():
        return Deal.from_index(int(stripped))
    return Deal.from_pbn(stripped)


@app.command()
def deal(
    board: Annotated[
        int, typer.Option(help="First board number (sets dealer and vulnerability).")
    ] = 1,
    count: Annotated[int, typer.Option("--count", "-n", help="How many boards to deal.")] = 1,
    seed: Annotated[
        int | None, typer.Option(min=0, help="Seed for repeatable deals (default: cryptographic).")
    ] = None,
    output: Annotated[
        str, typer.Option("--format", help="text (diagrams), pbn, lin, json or index.")
    ] = "text",
) -> None:
    """Deal random boards, uniformly over all 52!/(13!)^4 deals, and show or write them."""
    name = "text" if output == "diagram" else output.lower()
    if name not in ("text", "index", *FORMATS):
        raise InvalidNotationError(
            f"invalid format {output!r}: expected text, pbn, lin, json or index"
        )
    if count < 1:
        raise InvalidNotationError(f"invalid count {count!r}: expected at least 1")
    rng = random.Random(seed) if seed is not None else None
    # Boards are dealt as they are shown, in every format, so that a long run prints at
    # once and holds one board at a time.
    boards = (Board(number, Deal.random(rng)) for number in range(board, board + count))
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
        if name == "index":
            typer.echo(f"{dealt.number} {dealt.deal.index}")
        else:
            echo_board(render_board(dealt) + ("\n" if position < count - 1 else ""), console)


@app.command()
def show(
    source: Annotated[
        str,
        typer.Argument(
            metavar="FILE|DEAL", help="A PBN, LIN or JSON file; or a PBN deal or index."
        ),
    ],
    board: Annotated[
        int | None, typer.Option(help="Board number (in a file: show only that board).")
    ] = None,
    dealer: Annotated[str | None, typer.Option(help="Dealer, if not the board's.")] = None,
    vul: Annotated[str | None, typer.Option(help="Vulnerability, if not the board's.")] = None,
    lenient: Annotated[
        bool, typer.Option(help="Show what can be read from a file with errors.")
    ] = False,
) -> None:
    """Show the boards of a file (diagram, auction, play, result), or one deal."""
    console = Console(highlight=False)
    if _is_file(source, dealer, vul):
        _show_file(source, board, lenient, console)
        return
    number = 1 if board is None else board
    shown = Board(number, _deal_from_text(source), dealer=dealer, vulnerability=vul)
    echo_board(render_board(shown), console)
    typer.echo(f"\nPBN   {shown.deal.to_pbn(shown.dealer)}\nIndex {shown.deal.index}")


def _show_file(path: str, number: int | None, lenient: bool, console: Console) -> None:
    records = read_records(path, strict=False)
    if not records:
        raise InvalidNotationError(f"{path}: no board in the file")
    if number is not None:
        records = [record for record in records if record.number == number]
        if not records:
            raise InvalidNotationError(f"{path}: no board {number}")
    problems: list[str] = []
    texts: list[str] = []
    for record in records:
        text, errors = render_record(record)
        texts.append(text)
        problems += _placed(path, record, errors)
    _stop_unless_lenient(problems, lenient, path)
    for position, text in enumerate(texts):
        echo_board(text + ("\n" if position < len(texts) - 1 else ""), console)
    _echo_problems(problems, "warning", path)


_PROBLEMS_SHOWN = 5
"""How many of a file's problems are printed, one a line; a last line counts the rest."""


def _echo_problems(problems: list[str], kind: str, source: str) -> None:
    """The first :data:`_PROBLEMS_SHOWN` problems on a line each, as ``kind`` (``error``,
    ``warning``), and one line for the rest: a file of thousands of bad boards is a few
    lines, not thousands."""
    for problem in problems[:_PROBLEMS_SHOWN]:
        typer.echo(f"{kind}: {problem}", err=True)
    more = len(problems) - _PROBLEMS_SHOWN
    if more > 0:
        typer.echo(f"{kind}: {source}: and {more:,} more problem{'s' * (more > 1)}", err=True)


def _stop_unless_lenient(problems: list[str], lenient: bool, source: str) -> None:
    """Strict (the default), a file's problems are the answer, exit 2."""
    if problems and not lenient:
        _echo_problems(problems, "error", source)
        raise typer.Exit(2)


def _placed(path: str, record: BoardRecord, errors: list[str]) -> list[str]:
    """Each problem of a board, prefixed with the file and the board (once: the record's own
    messages already name it)."""
    label = record.label
    return [
        f"{path}: {error}" if str(error).startswith(label) else f"{path}: {label}: {error}"
        for error in errors
    ]


@app.command()
def convert(
    source: Annotated[str, typer.Argument(metavar="IN", help="The file to read.")],
    target: Annotated[str, typer.Argument(metavar="OUT", help="The file to write ('-': stdout).")],
    to: Annotated[
        str | None, typer.Option(help="pbn, lin or json (default: OUT's extension).")
    ] = None,
    lenient: Annotated[bool, typer.Option(help="Convert what can be read despite errors.")] = False,
) -> None:
    """Convert a file between PBN, LIN and JSON.

    LIN has no place for some of what PBN and JSON hold (most tags, table sections, stated
    results the play does not show...): the file is written all the same, and a note says
    what the boards lose.
    """
    if target == "-" and not to:
        raise InvalidNotationError("writing to '-' (standard output) needs --to")
    check_writable(target)
    name = format_of(target, to)
    named = Path(target).suffix.lower().lstrip(".")
    if target != "-" and named in FORMATS and named != name:
        raise InvalidNotationError(
            f"--to {to} contradicts the name {target!r}, which says {named.upper()}: "
            f"name the file .{name}, or leave out --to"
        )
    check_not_input(target, source)
    records = read_records(source, strict=not lenient)
    if not records:
        raise InvalidNotationError(f"{source}: no board in the file, nothing to convert")
    # The boards are checked as ``show`` checks them (the auction and the play replayed by
    # the rules): strict, a problem stops the conversion before anything is written.
    problems = [
        problem
        for record in records
        for problem in _placed(source, record, render_record(record)[1])
    ]
    _stop_unless_lenient(problems, lenient, source)
    text = write_records(records, name)
    if target == "-":
        typer.echo(text, nl=False)
    else:
        write_text(target, text, newline="")
    _echo_problems(problems, "warning", source)
    if name == "lin":
        _note_lin_losses(source, records)


_NOTE_KINDS = 3
"""How many kinds of loss the note on LIN names (the boards that lose most first)."""
_NOTE_NAMES = 4
"""How many names (of tags, sections...) the note lists for one kind of loss."""


def _note_lin_losses(source: str, records: list[BoardRecord]) -> None:
    """One line on standard error saying what of the boards LIN cannot hold, if anything:
    converting is what the user asked, but nothing is lost without a word (docs/decisions
    0029)."""
    summary = lin.loss_summary(records, names=_NOTE_NAMES)
    if not summary:
        return
    shown = "; ".join(summary[:_NOTE_KINDS])
    if len(summary) > _NOTE_KINDS:
        more = len(summary) - _NOTE_KINDS
        shown += f"; and {more} more kind{'s' if more > 1 else ''} of loss"
    typer.echo(
        f"note: LIN cannot hold everything in {source}: {shown} (a .json file keeps it all)",
        err=True,
    )


@app.command()
def replay(
    deal_text: Annotated[str, typer.Argument(metavar="DEAL", help="A PBN deal or a deal index.")],
    actions: Annotated[
        str, typer.Argument(help="Calls, cards and claims separated by spaces or commas.")
    ],
    board: Annotated[int, typer.Option(help="Board number.")] = 1,
    dealer: Annotated[str | None, typer.Option(help="Dealer, if not the board's.")] = None,
    vul: Annotated[str | None, typer.Option(help="Vulnerability, if not the board's.")] = None,
) -> None:
    """Replay a deal: the auction, the play (and claims), the result and score."""
    played = Board(board, _deal_from_text(deal_text), dealer=dealer, vulnerability=vul)
    game = Game.replay(played, actions)  # split as the help says: spaces, commas, claims
    typer.echo(render_game(game))
