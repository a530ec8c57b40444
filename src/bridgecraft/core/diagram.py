"""Hand diagrams, auctions and the play as HTML, for notebooks: Jupyter and IPython show a
``Hand``, ``Deal``, ``Board``, ``Auction``, ``Game`` or ``View`` with these (``_repr_html_``).

The text is self-contained (inline styles, no script) and escapes what it does not write
itself. Hearts and diamonds are red. A hand the viewer may not see shows ``?``.

>>> from bridgecraft.core import Deal
>>> deal = Deal.from_pbn("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
>>> html = deal_html(deal)
>>> html.count("<table"), "♠&nbsp;AKQJ" in html, html.count('style="color:#c00"')
(1, True, 8)
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from bridgecraft.core.cards import Seat, Suit

if TYPE_CHECKING:
    from bridgecraft.core.auction import Auction
    from bridgecraft.core.board import Board
    from bridgecraft.core.deal import Deal
    from bridgecraft.core.game import Game
    from bridgecraft.core.hand import Hand
    from bridgecraft.core.result import Result, Trick
    from bridgecraft.core.view import View

__all__ = ["auction_html", "deal_html", "game_html", "hand_html", "view_html"]

_SUITS = (Suit.S, Suit.H, Suit.D, Suit.C)
_RED = 'style="color:#c00"'
_CELL = 'style="padding:2px 10px;vertical-align:top;text-align:left"'
_TABLE = 'style="border-collapse:collapse;font-family:monospace"'


def _suit(suit: Suit) -> str:
    """The suit's symbol, red for hearts and diamonds."""
    return f"<span {_RED}>{suit.symbol}</span>" if suit in (Suit.H, Suit.D) else suit.symbol


def _table(rows: list[list[str]], header: list[str] | None = None) -> str:
    """A table of cells (already HTML), with an optional header row."""
    head = "" if header is None else "<tr>" + "".join(f"<th {_CELL}>{h}</th>" for h in header)
    head += "</tr>" if header is not None else ""
    body = "".join(
        "<tr>" + "".join(f"<td {_CELL}>{cell}</td>" for cell in row) + "</tr>" for row in rows
    )
    return f"<table {_TABLE}>{head}{body}</table>"


def hand_html(hand: Hand | None, title: str = "") -> str:
    """A hand as four lines, spades first (``-`` for a void; ``?`` for a hand not seen),
    under an optional title.

    >>> from bridgecraft.core import Hand
    >>> hand_html(Hand.parse("AK2..QJT98.76543"))
    '♠&nbsp;AK2<br><span style="color:#c00">♥</span>&nbsp;-<br>...♣&nbsp;76543'
    """
    lines = [f"<b>{escape(title)}</b>"] if title else []
    for suit in _SUITS:
        holding = "?" if hand is None else hand.holding(suit) or "-"
        lines.append(f"{_suit(suit)}&nbsp;{holding}")
    return "<br>".join(lines)


def deal_html(
    deal: Deal | None = None,
    board: Board | None = None,
    *,
    hands: tuple[Hand | None, ...] | None = None,
) -> str:
    """The classic diagram: North at the top, West and East, South at the bottom; the
    board's number, dealer and vulnerability in the corner. ``hands`` (North, East, South,
    West; None for a hand not seen) replaces the deal's; with neither, the board's deal.

    >>> from bridgecraft.core import Board, Deal
    >>> html = deal_html(board=Board(7, Deal.from_index(0)))
    >>> "Board 7" in html and "Dealer S" in html and "Vul Both" in html
    True
    """
    if hands is None:
        dealt = deal if deal is not None else board.deal if board is not None else None
        hands = (None,) * 4 if dealt is None else tuple(dealt.hands)
    corner = () if board is None else (board.number, board.dealer, board.vulnerability)
    return _diagram(hands, corner)


def _diagram(hands: tuple[Hand | None, ...], corner: tuple[object, ...]) -> str:
    """The diagram of four hands (North, East, South, West) with the board's number, dealer
    and vulnerability (if given) in the corner."""
    north, east, south, west = (
        hand_html(hand, seat.full_name) for hand, seat in zip(hands, Seat, strict=True)
    )
    info = ""
    if corner:
        number, dealer, vulnerability = corner
        info = f"Board {number}<br>Dealer {dealer}<br>Vul {escape(str(vulnerability))}"
    return _table([[info, north, ""], [west, "", east], ["", south, ""]])


def auction_html(auction: Auction) -> str:
    """The auction in four columns, West North East South, with ``?`` for the call to come.

    >>> from bridgecraft.core import Auction, Seat
    >>> html = auction_html(Auction.parse("1NT P 3NT P P P", dealer=Seat.E))
    >>> html.count("<tr>"), "3NT" in html
    (3, True)
    """
    order = (Seat.W, Seat.N, Seat.E, Seat.S)
    cells = [""] * order.index(auction.dealer) + [_call(str(call)) for call in auction.calls]
    if auction.to_act is not None:
        cells.append("?")
    rows = [cells[start : start + 4] for start in range(0, len(cells), 4)]
    return _table(rows, [seat.full_name for seat in order])


def _call(text: str) -> str:
    """A call with its strain's symbol (``1♥``; ``NT``, ``P``, ``X`` and ``XX`` as text)."""
    if len(text) == 2 and text[0].isdigit() and text[1] in "CDHS":
        return f"{text[0]}{_suit(Suit.parse(text[1]))}"
    return escape(text)


def _tricks_html(tricks: tuple[Trick, ...]) -> str:
    """One row per trick: its number and the cards by seat, North to West, the lead
    underlined and the winning card in bold."""
    if not tricks:
        return ""
    rows = []
    for number, trick in enumerate(tricks, 1):
        by_seat: dict[Seat, str] = {}
        for position, card in enumerate(trick.cards):
            seat = trick.seat_of(position)
            text = f"{_suit(card.suit)}{escape(str(card)[1:])}"
            if position == 0:
                text = f"<u>{text}</u>"
            if seat == trick.winner:
                text = f"<b>{text}</b>"
            by_seat[seat] = text
        rows.append([str(number), *(by_seat.get(seat, "") for seat in Seat)])
    return _table(rows, ["", *(seat.full_name for seat in Seat)])


def _status(contract: str | None, result: Result | None, to_act: Seat | None) -> str:
    """The result, or the contract; and who is to act."""
    lines = []
    if result is not None:
        lines.append(f"Result: {escape(str(result))}")
    elif contract is not None:
        lines.append(f"Contract: {escape(contract)}")
    if to_act is not None:
        lines.append(f"To act: {to_act.full_name}")
    return "<p>" + "<br>".join(lines) + "</p>" if lines else ""


def game_html(game: Game) -> str:
    """A game: the deal as dealt, the auction, the tricks played and the result (or the
    contract and who is to act).

    >>> from bridgecraft.core import Board, Deal, Game
    >>> game = Game.replay(Board(1, Deal.from_index(0)), "1NT P P P".split())
    >>> html = game_html(game)
    >>> "Contract: 1NT by N" in html and "To act: East" in html
    True
    """
    contract = None if game.contract is None else str(game.contract)
    parts = (
        deal_html(game.board.deal, game.board),
        auction_html(game.auction),
        _tricks_html(game.tricks),
        _status(contract, game.result(), game.to_act),
    )
    return "<div>" + "".join(parts) + "</div>"


def view_html(view: View) -> str:
    """What one seat may see: the cards still held that it may see (``?`` for the others),
    the auction, the tricks played and the result (or the contract and who is to act).

    >>> from bridgecraft.core import Board, Deal, Game, Seat
    >>> game = Game.replay(Board(1, Deal.from_index(0)), "1NT P P P".split())
    >>> html = view_html(game.view(Seat.E))
    >>> html.count("&nbsp;?"), "East's view" in html
    (12, True)
    """
    from bridgecraft.core.auction import Auction

    title = "A spectator's view" if view.seat is None else f"{view.seat.full_name}'s view"
    contract = None if view.contract is None else str(view.contract)
    parts = (
        f"<p><b>{title}</b></p>",
        _diagram(tuple(view.hands), (view.board_number, view.dealer, view.vulnerability)),
        auction_html(Auction(view.dealer, view.calls)),
        _tricks_html(view.tricks),
        _status(contract, view.result, view.to_act),
    )
    return "<div>" + "".join(parts) + "</div>"
