"""The ``results`` command: a pairs session scored from the travellers of a PBN file, the
pairs ranked, and the file's own figures checked against the Laws and our scoring."""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table as RichTable

from bridgecraft.cli.app import app
from bridgecraft.cli.files import read_records
from bridgecraft.core import InvalidNotationError
from bridgecraft.formats.record import BoardRecord
from bridgecraft.formats.session import METHODS, Session, score_session

__all__ = ["results"]

_STATED_LINE = {"butler": "IMP_NS", "cross-imps": "IMP_NS", "matchpoints": "MP_NS"}
_STATED_TOTAL = {
    "butler": "TotalScoreIMP",
    "cross-imps": "TotalScoreIMP",
    "matchpoints": "TotalScoreMP",
}
_SHOWN_PROBLEMS = 5


def _total_table(records: list[BoardRecord]) -> dict[str, dict[str, str]]:
    """The file's ``TotalScoreTable`` rows by pair id (the first such section)."""
    for record in records:
        for table in record.tables:
            if table.name == "TotalScoreTable":
                names = table.column_names
                rows = [
                    dict(zip(names, (i.strip().strip('"') for i in row), strict=False))
                    for row in table.rows
                ]
                return {row["PairId"]: row for row in rows if row.get("PairId")}
    return {}


def _same(ours: float, stated: float) -> bool:
    """Equal as a file writes them (to two decimal places)."""
    return abs(ours - stated) < 0.006


def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def checks(session: Session, totals: dict[str, dict[str, str]]) -> list[str]:
    """What of the file's own figures agrees with the Laws and with our scoring: one line a
    kind of figure the file states, then the first few that differ."""
    lines: list[str] = []
    problems: list[str] = []
    stated_scores = [
        (line, line.stated_ns) for line, _ in session.lines if line.stated_ns is not None
    ]
    if stated_scores:
        same = sum(1 for line, stated in stated_scores if stated == line.score_ns)
        lines.append(f"Scores: {same} of {len(stated_scores)} as the Laws give them.")
        problems += [
            f"board {line.board}, table {line.table or '?'}: {line.contract_text}, "
            f"{line.tricks} tricks: the Laws give {line.score_ns:+d}, the file {stated:+d}"
            for line, stated in stated_scores
            if stated != line.score_ns
        ]
    butler_file = any(line.stated.get("ButlerDatum") for line, _ in session.lines)
    if session.method == "cross-imps" and butler_file:
        lines.append("IMP_NS: the file's are Butler IMPs (it gives a datum), not compared.")
        stated_values, stated_totals = [], []
    else:
        column = _STATED_LINE[session.method]
        stated_values = [
            (line, value, number)
            for line, value in session.lines
            if (number := _number(line.stated.get(column, ""))) is not None
        ]
        total_column = _STATED_TOTAL[session.method]
        stated_totals = [
            (pair, number)
            for pair in session.pairs
            if (number := _number(totals.get(pair.pair, {}).get(total_column, ""))) is not None
        ]
    if stated_values:
        same = sum(1 for _, value, number in stated_values if _same(value, number))
        lines.append(f"{column}: {same} of {len(stated_values)} as we score them.")
        problems += [
            f"board {line.board}, table {line.table or '?'}: {column} {number:g} in the file, "
            f"{value:g} by {session.method}"
            for line, value, number in stated_values
            if not _same(value, number)
        ]
    if stated_totals:
        same = sum(1 for pair, number in stated_totals if _same(pair.total, number))
        lines.append(f"{total_column}: {same} of {len(stated_totals)} pairs as we total them.")
        problems += [
            f"pair {pair.pair}: {total_column} {number:g} in the file, {pair.total:g} by us"
            for pair, number in stated_totals
            if not _same(pair.total, number)
        ]
    lines += [f"  {problem}" for problem in problems[:_SHOWN_PROBLEMS]]
    if len(problems) > _SHOWN_PROBLEMS:
        lines.append(f"  and {len(problems) - _SHOWN_PROBLEMS} more")
    return lines


def _ranks(session: Session) -> list[str]:
    """Each pair's place, ``4=`` for a tie."""
    keys = [p.percentage if p.percentage is not None else p.total for p in session.pairs]
    return [f"{keys.index(key) + 1}{'=' if keys.count(key) > 1 else ''}" for key in keys]


def _as_json(session: Session, totals: dict[str, dict[str, str]]) -> dict[str, Any]:
    return {
        "method": session.method,
        "boards": len({line.board for line, _ in session.lines}),
        "pairs": [
            {
                "rank": rank,
                "pair": p.pair,
                "names": totals.get(p.pair, {}).get("Names", ""),
                "directions": p.directions,
                "boards": p.boards,
                "total": p.total,
                "percentage": p.percentage,
            }
            for rank, p in zip(_ranks(session), session.pairs, strict=True)
        ],
        "lines": [
            {
                "board": line.board,
                "table": line.table,
                "ns": line.ns,
                "ew": line.ew,
                "contract": line.contract_text,
                "tricks": line.tricks,
                "score_ns": line.score_ns,
                "stated_ns": line.stated_ns,
                "ns_value": value,
            }
            for line, value in session.lines
        ],
    }


@app.command()
def results(
    file: Annotated[
        str,
        typer.Argument(metavar="FILE", help="A file with travellers or one game a table."),
    ],
    method: Annotated[
        str, typer.Option(help="butler (IMPs against a datum), cross-imps or matchpoints.")
    ] = "butler",
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of tables.")] = False,
    board: Annotated[
        int | None, typer.Option(help="Show this board's traveller, scored, after the ranking.")
    ] = None,
) -> None:
    """Score a pairs session from its travellers: the pairs ranked, the file's figures checked."""
    chosen = method.strip().lower()
    if chosen not in METHODS:
        raise InvalidNotationError(
            f"invalid method {method!r}: expected one of {', '.join(METHODS)}"
        )
    records = read_records(file, strict=False)
    try:
        session = score_session(records, chosen)  # narrowed to a Method by the check above
    except InvalidNotationError as error:
        raise InvalidNotationError(f"{file}: {error}") from None
    totals = _total_table(records)
    if board is not None and not any(line.board == board for line, _ in session.lines):
        raise InvalidNotationError(f"{file}: no traveller of two results or more for board {board}")
    if as_json:
        typer.echo(json.dumps(_as_json(session, totals), indent=2, ensure_ascii=False))
        return
    boards = len({line.board for line, _ in session.lines})
    unit = "MPs" if chosen == "matchpoints" else "IMPs"
    title = f"{boards} board{'s' * (boards != 1)}, {len(session.lines)} results, {chosen}"
    grid = RichTable(title=title, title_justify="left")
    named = any(row.get("Names") for row in totals.values())
    headers = ["rank", "pair", *(["names"] if named else []), "sat", "boards", unit]
    if chosen == "matchpoints":
        headers.append("%")
    short = all(len(pair.pair) <= 6 for pair in session.pairs)  # ids, not players' names
    for header in headers:
        right = header not in ("names", "sat") and (header != "pair" or short)
        grid.add_column(header, justify="right" if right else "left")
    for rank, pair in zip(_ranks(session), session.pairs, strict=True):
        grid.add_row(
            rank,
            pair.pair,
            *([totals.get(pair.pair, {}).get("Names", "")] if named else []),
            pair.directions,
            str(pair.boards),
            f"{pair.total:g}",
            *([] if pair.percentage is None else [f"{pair.percentage:.2f}"]),
        )
    console = Console(highlight=False)
    console.print(grid)
    for line in checks(session, totals):
        console.print(line, soft_wrap=True)
    if board is not None:
        console.print(_traveller_table(session, board, unit))


def _traveller_table(session: Session, board: int, unit: str) -> RichTable:
    """One board's traveller: each table's result, its score by the Laws (and the file's,
    when it differs), and what it won for each side."""
    grid = RichTable(title=f"Board {board}", title_justify="left")
    headers = ("table", "NS", "EW", "contract", "tricks", "NS score", f"NS {unit}", f"EW {unit}")
    for header in headers:
        grid.add_column(header, justify="left" if header == "contract" else "right")
    lines = [(line, value) for line, value in session.lines if line.board == board]
    for line, value in lines:
        score = f"{line.score_ns:+d}" if line.score_ns else "0"
        if line.stated_ns is not None and line.stated_ns != line.score_ns:
            score += f" (file {line.stated_ns:+d})"
        grid.add_row(
            line.table,
            line.ns,
            line.ew,
            line.contract_text,
            "" if line.tricks is None else str(line.tricks),
            score,
            f"{value:g}",
            f"{session.ew_value(value):g}",
        )
    return grid
