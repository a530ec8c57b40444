"""Commands about deals and games: ``deal``, ``show``, ``replay``."""

from __future__ import annotations

import random
from typing import Annotated

import typer

from bridgecraft.cli.app import app
from bridgecraft.cli.render import render_board, render_game
from bridgecraft.core import (
    Board,
    Deal,
    Game,
    InvalidNotationError,
    Seat,
    Vulnerability,
    parse_action,
)

__all__ = ["deal", "replay", "show"]


def _board(number: int, deal: Deal, dealer: str | None, vulnerability: str | None) -> Board:
    return Board(
        number,
        deal,
        dealer=Seat.parse(dealer) if dealer else None,
        vulnerability=Vulnerability.parse(vulnerability) if vulnerability else None,
    )


def _deal_from_text(text: str) -> Deal:
    stripped = text.strip()
    if stripped.isdigit():
        return Deal.from_index(int(stripped))
    return Deal.from_pbn(stripped)


@app.command()
def deal(
    board: Annotated[
        int, typer.Option(help="First board number (sets dealer and vulnerability).")
    ] = 1,
    count: Annotated[int, typer.Option(help="How many boards to deal.")] = 1,
    seed: Annotated[
        int | None, typer.Option(help="Seed for repeatable deals (default: cryptographic).")
    ] = None,
    output: Annotated[str, typer.Option("--format", help="diagram, pbn or index.")] = "diagram",
) -> None:
    """Deal random boards, uniformly over all 52!/(13!)^4 deals, and show them."""
    if output not in ("diagram", "pbn", "index"):
        raise InvalidNotationError(f"invalid format {output!r}: expected diagram, pbn or index")
    if count < 1:
        raise InvalidNotationError(f"invalid count {count!r}: expected at least 1")
    rng = random.Random(seed) if seed is not None else None
    for number in range(board, board + count):
        dealt = Board(number, Deal.random(rng))
        if output == "pbn":
            typer.echo(f"{number} {dealt.deal.to_pbn(dealt.dealer)}")
        elif output == "index":
            typer.echo(f"{number} {dealt.deal.index}")
        else:
            typer.echo(render_board(dealt) + ("\n" if number < board + count - 1 else ""))


@app.command()
def show(
    deal_text: Annotated[str, typer.Argument(metavar="DEAL", help="A PBN deal or a deal index.")],
    board: Annotated[int, typer.Option(help="Board number.")] = 1,
    dealer: Annotated[str | None, typer.Option(help="Dealer, if not the board's.")] = None,
    vul: Annotated[str | None, typer.Option(help="Vulnerability, if not the board's.")] = None,
) -> None:
    """Show a deal given in PBN notation or as its index."""
    shown = _board(board, _deal_from_text(deal_text), dealer, vul)
    typer.echo(render_board(shown))
    typer.echo(f"\nPBN   {shown.deal.to_pbn(shown.dealer)}\nIndex {shown.deal.index}")


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
    played = _board(board, _deal_from_text(deal_text), dealer, vul)
    words = actions.replace(",", " ").split()
    # "N claims 9" and "E accepts" are several words: join them back into one action.
    items: list[str] = []
    for word in words:
        if (
            word.lower() in ("claims", "claim", "accepts", "accept", "rejects", "reject") and items
        ) or (items and items[-1].lower().endswith(" claims")):
            items[-1] = f"{items[-1]} {word}"
        else:
            items.append(word)
    game = Game.replay(played, [parse_action(item) for item in items])
    typer.echo(render_game(game))
