"""Plain-text renderings of boards, auctions and games for the command line.

These functions build strings; only the CLI prints them.

>>> board = Board(1, Deal.from_pbn(
...     "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"))
>>> print(render_board(board))
Board 1             North
Dealer N            ♠ AKQJ
Vul None            ♥ AKQ
                    ♦ AKQ
                    ♣ AKQ
West                                East
♠ 2                                 ♠ T987
♥ 5432                              ♥ JT9
♦ 5432                              ♦ JT9
♣ 5432                              ♣ JT9
                    South
                    ♠ 6543
                    ♥ 876
                    ♦ 876
                    ♣ 876
>>> print(render_auction(Auction.parse("1NT P 3NT P P P", dealer=Seat.E)))
West  North East  South
-     -     1NT   P
3NT   P     P     P
"""

from __future__ import annotations

from bridgecraft.core import Auction, Board, Game, Hand, Seat, Suit

__all__ = ["render_auction", "render_board", "render_game", "render_hand"]

_SUITS = (Suit.S, Suit.H, Suit.D, Suit.C)


def render_hand(hand: Hand | None) -> list[str]:
    """Four lines, one per suit (spades first); ``?`` lines for an unseen hand."""
    if hand is None:
        return [f"{suit.symbol} ?" for suit in _SUITS]
    return [f"{suit.symbol} {hand.holding(suit) or '-'}" for suit in _SUITS]


def render_board(board: Board, hands: tuple[Hand | None, ...] | None = None) -> str:
    """A classic diagram: North at the top, West and East, South at the bottom."""
    shown = hands if hands is not None else tuple(board.deal.hands)
    north, east, south, west = (render_hand(hand) for hand in shown)
    info = [f"Board {board.number}", f"Dealer {board.dealer}", f"Vul {board.vulnerability}", "", ""]
    lines = []
    for left, text in zip(info, ["North", *north], strict=True):
        lines.append(f"{left:<20}{text}")
    lines.append(f"{'West':<36}East")
    for left, right in zip(west, east, strict=True):
        lines.append(f"{left:<36}{right}")
    lines.append(f"{'':<20}South")
    lines.extend(f"{'':<20}{text}" for text in south)
    return "\n".join(line.rstrip() for line in lines)


def render_auction(auction: Auction) -> str:
    """The auction in four columns, West North East South as in bridge books."""
    order = (Seat.W, Seat.N, Seat.E, Seat.S)
    header = " ".join(f"{seat.full_name:<5}" for seat in order).rstrip()
    cells = ["-"] * order.index(auction.dealer) + [str(call) for call in auction.calls]
    if auction.to_act is not None:
        cells.append("?")
    rows = [cells[i : i + 4] for i in range(0, len(cells), 4)]
    lines = [header] + [" ".join(f"{cell:<5}" for cell in row).rstrip() for row in rows]
    return "\n".join(lines)


def render_game(game: Game) -> str:
    """The board, the auction, the tricks and the result of a game."""
    parts = [render_board(game.board), "", render_auction(game.auction)]
    tricks = game.tricks
    if tricks:
        parts.append("")
        for number, trick in enumerate(tricks, 1):
            cards = " ".join(str(card) for card in trick.cards)
            won = f" won by {trick.winner}" if trick.winner is not None else ""
            parts.append(f"Trick {number:>2}: {trick.leader} leads {cards}{won}")
    result = game.result()
    parts.append("")
    parts.append(f"Result: {result}" if result is not None else f"Phase: {game.phase}")
    return "\n".join(parts)
