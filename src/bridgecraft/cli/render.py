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

from bridgecraft.core import (
    Auction,
    Board,
    BridgeError,
    Claim,
    ClaimResponse,
    Game,
    Hand,
    Seat,
    Suit,
)
from bridgecraft.formats.record import BoardRecord

__all__ = ["render_auction", "render_board", "render_game", "render_hand", "render_record"]

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
        lines.append(f"{left:<19} {text}")  # a space even after a long board number
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
    for action in game.actions:
        if isinstance(action, Claim):
            said = f' ("{action.statement}")' if action.statement else ""
            parts.append(f"{action.seat} claims {action.tricks} of the tricks left{said}")
        elif isinstance(action, ClaimResponse):
            parts.append(f"{action.seat} {'accepts' if action.accept else 'rejects'}")
    result = game.result()
    parts.append("")
    if result is not None:
        parts.append(f"Result: {result}")
    else:
        parts.append(f"Phase: {game.phase}")
        contract = game.contract
        if contract is not None:  # the play has not ended: say what is being played
            parts.append(
                f"Contract: {contract}, dummy {contract.dummy}, "
                f"opening leader {contract.opening_leader}"
            )
        if game.to_act is not None:
            parts.append(f"To act: {game.to_act}")
    return "\n".join(parts)


def render_record(record: BoardRecord) -> tuple[str, list[str]]:
    """A board read from a file: diagram, auction with alerts and explanations, contract,
    play trick by trick, result and score. Returns the text and the problems met (a record
    that cannot be replayed is shown as far as it goes)."""
    problems = [str(error) for error in record.errors]
    parts: list[str] = []
    board: Board | None = None
    try:
        board = record.to_board()
    except BridgeError as error:
        problems.append(str(error))
    if board is not None:
        names = [name for name in record.players if name]
        parts.append(render_board(board))
        if names:
            parts.append(
                "Players: "
                + ", ".join(
                    f"{seat} {name}"
                    for seat, name in zip(Seat, record.players, strict=True)
                    if name
                )
            )
    else:
        parts.append(f"Board {record.number if record.number is not None else '?'}")
    dealer = record.dealer or (board.dealer if board is not None else None)
    if record.auction and dealer is not None:
        parts.append("")
        parts.append(_render_alerted_auction(record, dealer))
    game: Game | None = None
    if board is not None:
        try:
            game = record.to_game()
        except BridgeError as error:
            problems.append(str(error))
    if game is not None:
        contract = game.contract
        if contract is not None:
            parts.append(f"\nContract: {contract}")
        if game.tricks:
            parts.append("")
            for number, trick in enumerate(game.tricks, 1):
                cards = " ".join(str(card) for card in trick.cards)
                won = f" won by {trick.winner}" if trick.winner is not None else ""
                parts.append(f"Trick {number:>2}: {trick.leader} leads {cards}{won}")
        result = game.result()
        if result is not None:
            parts.append(f"\nResult: {result}")
        elif record.result is not None:
            parts.append(f"\nResult (from the file): {record.result} tricks")
    elif record.contract:
        parts.append(f"\nContract (from the file): {record.contract}")
    return "\n".join(parts), problems


def _render_alerted_auction(record: BoardRecord, dealer: Seat) -> str:
    order = (Seat.W, Seat.N, Seat.E, Seat.S)
    header = " ".join(f"{seat.full_name:<6}" for seat in order).rstrip()
    cells = ["-"] * order.index(dealer)
    notes = []
    for entry in record.auction:
        text = str(entry.call) + ("!" if entry.alert else "")
        if entry.explanation:
            notes.append(entry.explanation)
            text += f"({len(notes)})"
        cells.append(text)
    rows = [cells[i : i + 4] for i in range(0, len(cells), 4)]
    lines = [header] + [" ".join(f"{cell:<6}" for cell in row).rstrip() for row in rows]
    lines += [f"({number}) {note}" for number, note in enumerate(notes, 1)]
    return "\n".join(lines)
