"""Commands about scores: ``score``, ``imps``, ``vp``."""

from __future__ import annotations

import json
import math
import re
from typing import Annotated

import typer

from bridgecraft.cli.app import app
from bridgecraft.core import (
    Call,
    Doubled,
    InvalidNotationError,
    Seat,
    Strain,
    duplicate_score,
)
from bridgecraft.core.scoring.imps import imps as imps_of
from bridgecraft.core.scoring.vp import wbf_vp

__all__ = ["imps", "score", "vp"]

_DOUBLING = re.compile(r"^(.*?)(XX|X|\*\*|\*)?$", re.IGNORECASE)
_DECLARER = re.compile(r"^(.*?)\s+(?:by\s+)?[NESW]$", re.IGNORECASE)


_EXPECTED = "expected a contract such as 4S, 3NTX or 6HXX (a declarer, as in 4S by N, may follow)"


def _contract(text: str) -> tuple[int, Strain, Doubled, Seat | None]:
    """Level, strain, doubling state and declarer (None if not given) from ``4SX``,
    ``3NT``, ``6♥XX``, ``4S by N``, ``4S N``... The declarer is allowed and not needed: the
    score is for declarer's side; it is repeated in the answer."""
    try:
        return (*_bare_contract(text.strip(), text), None)
    except InvalidNotationError:
        declared = _DECLARER.match(text.strip())
        if declared is None:
            raise
        # The last word may be a declarer ("4S N"), or part of the contract ("4 S").
        return (*_bare_contract(declared.group(1), text), Seat.parse(text.strip()[-1]))


def _bare_contract(bare: str, text: str) -> tuple[int, Strain, Doubled]:
    match = _DOUBLING.match(bare)
    base, suffix = (match.group(1), match.group(2) or "") if match else (bare, "")
    try:
        call = Call.parse(base)
    except InvalidNotationError as error:
        reason = str(error).split(": ", 1)[-1]
        if "seven" not in reason:  # the call's own reason lists passes and doubles
            reason = _EXPECTED
        raise InvalidNotationError(f"invalid contract {text!r}: {reason}") from None
    if call.level is None or call.strain is None:
        raise InvalidNotationError(f"invalid contract {text!r}: {_EXPECTED}")
    return call.level, call.strain, Doubled.parse(suffix)


@app.command()
def score(
    contract: Annotated[str, typer.Argument(help="The contract: 4S, 3NTX, 6HXX, 4S by N...")],
    tricks: Annotated[
        int | None, typer.Option(help="Tricks won by declarer's side (default: just made).")
    ] = None,
    vul: Annotated[bool, typer.Option("--vul/--nonvul", help="Declarer vulnerable?")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """The duplicate score of a contract (Law 77), for declarer's side."""
    level, strain, doubled, declarer = _contract(contract)
    taken = level + 6 if tricks is None else tricks
    points = duplicate_score(level, strain, doubled, vulnerable=vul, tricks=taken)
    name = f"{level}{strain}{doubled}"
    declared = "" if declarer is None else f" by {declarer}"
    difference = taken - level - 6
    if as_json:
        typer.echo(
            json.dumps(
                {
                    "contract": name,
                    "declarer": None if declarer is None else str(declarer),
                    "vulnerable": vul,
                    "tricks": taken,
                    "result": difference,
                    "score": points,
                }
            )
        )
        return
    made = (
        "made exactly"
        if difference == 0
        else (f"{difference} over" if difference > 0 else f"down {-difference}")
    )
    state = "vulnerable" if vul else "not vulnerable"
    typer.echo(f"{name}{declared} {state}, {taken} tricks ({made}): {points:+d}")


def _margin(text: str) -> float:
    """The IMP margin as typed, a finite number (a plain float argument would turn ``1e400``
    into ``inf`` before we saw it)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value):
        raise ValueError("expected a finite number such as 12 or -7.5")
    return value


# Negative numbers are values here, not options.
_NUMBERS = {"ignore_unknown_options": True}


@app.command(context_settings=_NUMBERS)
def imps(
    difference: Annotated[int, typer.Argument(help="The difference in points between two scores.")],
) -> None:
    """Convert a score difference to IMPs (Law 78B)."""
    typer.echo(str(imps_of(difference)))


@app.command(context_settings=_NUMBERS)
def vp(
    margin: Annotated[
        float,
        typer.Argument(help="The IMP margin of the match (12, -7.5...).", parser=_margin),
    ],
    boards: Annotated[int, typer.Option(help="The number of boards in the match.")] = 16,
    concavity: Annotated[
        bool, typer.Option(help="Apply the WBF concavity correction to the rounded table.")
    ] = False,
) -> None:
    """Victory points of a match on the WBF continuous 20-point scale."""
    winner, loser = wbf_vp(margin, boards, concavity=concavity)
    typer.echo(f"{winner:.2f} - {loser:.2f}")
