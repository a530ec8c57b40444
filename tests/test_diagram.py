"""HTML diagrams for notebooks: read back, they give the hands, the auction and the tricks
they were made from, and a view's diagram shows no card the seat may not see."""

from __future__ import annotations

import random
from html.parser import HTMLParser

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgecraft.core import Auction, Board, Call, Card, Deal, Game, Hand, Seat, Suit
from bridgecraft.core.diagram import auction_html, deal_html, game_html, hand_html, view_html

SUIT_OF_SYMBOL = {suit.symbol: suit for suit in Suit}


class Cells(HTMLParser):
    """The tables of an HTML text: for each, its rows of cells, each cell as its text
    lines (a ``<br>`` ends a line) and the tags around its text (``b``, ``u``)."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.tables: list[list[list[tuple[list[str], set[str]]]]] = []
        self.open: list[str] = []
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table":
            self.tables.append([])
        elif tag == "tr":
            self.tables[-1].append([])
        elif tag in ("td", "th"):
            self.tables[-1][-1].append(([""], set()))
        elif tag == "br" and ("td" in self.open or "th" in self.open):
            self.tables[-1][-1][-1][0].append("")
        if tag != "br":
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        self.open.pop()

    def handle_data(self, data: str) -> None:
        if "td" in self.open or "th" in self.open:
            lines, marks = self.tables[-1][-1][-1]
            lines[-1] += data
            marks.update(tag for tag in self.open if tag in ("b", "u"))


def hands_of(text: str) -> dict[Seat, Hand | None]:
    """The hands of the first table (a diagram), by the seat named above each."""
    found: dict[Seat, Hand | None] = {}
    for row in Cells(text).tables[0]:
        for lines, _ in row:
            if lines[0] not in {seat.full_name for seat in Seat}:
                continue
            holdings = {}
            for line in lines[1:]:
                symbol, holding = line.split("\xa0")
                holdings[SUIT_OF_SYMBOL[symbol]] = holding
            assert list(holdings) == [Suit.S, Suit.H, Suit.D, Suit.C]
            unseen = set(holdings.values()) == {"?"}
            pbn = ".".join(h.replace("-", "") for h in holdings.values())
            found[Seat.of(lines[0][0])] = None if unseen else Hand.parse(pbn)
    return found


def random_game(seed: int, steps: int) -> Game:
    rng = random.Random(seed)
    game = Game.new(Board(rng.randint(1, 32), Deal.random(rng)))
    for _ in range(steps):
        if game.is_finished:
            break
        actions = game.legal_actions(claims=False)
        calls = [a for a in actions if isinstance(a, Call)]
        # Bid a little, so that most games reach the play.
        pick = Call.PASS if calls and len(game.calls) > 3 and rng.random() < 0.7 else None
        game = game.apply(pick if pick in actions else rng.choice(actions))
    return game


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0))
def test_a_deal_diagram_reads_back_as_the_deal(seed: int) -> None:
    deal = Deal.random(random.Random(seed))
    board = Board(seed % 64 + 1, deal)
    for text in (deal_html(deal), deal._repr_html_(), board._repr_html_()):
        assert hands_of(text) == {seat: deal[seat] for seat in Seat}
    corner = Cells(board._repr_html_()).tables[0][0][0][0]
    assert corner == [
        f"Board {board.number}",
        f"Dealer {board.dealer}",
        f"Vul {board.vulnerability}",
    ]


@settings(max_examples=80, deadline=None)
@given(st.integers(min_value=0), st.integers(min_value=0, max_value=80), st.sampled_from(Seat))
def test_a_view_shows_exactly_the_hands_the_seat_may_see(seed: int, steps: int, seat: Seat) -> None:
    game = random_game(seed, steps)
    view = game.view(seat)
    shown = hands_of(view._repr_html_())
    assert shown == {s: view.hands[s] for s in Seat}
    assert shown[seat] == game.hands[seat]
    spectator = game.view()
    assert hands_of(view_html(spectator)) == {s: spectator.hands[s] for s in Seat}


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0), st.integers(min_value=0, max_value=80))
def test_the_auction_and_the_tricks_read_back(seed: int, steps: int) -> None:
    game = random_game(seed, steps)
    tables = Cells(game._repr_html_()).tables
    assert hands_of(game._repr_html_()) == {seat: game.board.deal[seat] for seat in Seat}
    auction = [cell[0][0] for row in tables[1][1:] for cell in row]
    order = [Seat.W, Seat.N, Seat.E, Seat.S]
    expected = [""] * order.index(game.board.dealer) + [
        str(call).replace("C", "♣").replace("D", "♦").replace("H", "♥").replace("S", "♠")
        if call.is_bid
        else str(call)
        for call in game.calls
    ]
    if game.auction.to_act is not None:
        expected.append("?")
    assert auction == expected
    assert [cell[0][0] for cell in tables[1][0]] == [seat.full_name for seat in order]
    if not game.tricks:
        assert len(tables) == 2
        return
    rows = tables[2][1:]
    assert len(rows) == len(game.tricks)
    for number, (row, trick) in enumerate(zip(rows, game.tricks, strict=True), 1):
        assert row[0][0] == [str(number)]
        for position, card in enumerate(trick.cards):
            played = trick.seat_of(position)
            lines, marks = row[1 + played]
            text = lines[0]
            assert Card.parse(str(SUIT_OF_SYMBOL[text[0]]) + text[1:]) == card
            assert ("u" in marks) == (position == 0)
            assert ("b" in marks) == (played == trick.winner)
        played_seats = {trick.seat_of(p) for p in range(len(trick.cards))}
        assert all(row[1 + s][0] == [""] for s in Seat if s not in played_seats)


def test_the_status_line_says_the_result_or_who_is_to_act() -> None:
    board = Board(1, Deal.from_index(0))
    game = Game.replay(board, ["1NT", "P", "P", "P"])
    assert "Contract: 1NT by N" in game_html(game) and "To act: East" in game_html(game)
    while not game.is_finished:
        game = game.apply(game.legal_actions(claims=False)[0])
    result = game.result()
    assert result is not None
    text = game._repr_html_()
    assert f"Result: {result}" in text and "To act" not in text
    passed = Game.replay(board, ["P", "P", "P", "P"])
    assert "Result: " in game_html(passed)


def test_every_type_shows_itself_with_its_function() -> None:
    hand = Hand.parse("AK2..QJT98.76543")
    assert hand._repr_html_() == hand_html(hand)
    auction = Auction.parse("1H X", dealer=Seat.W)
    assert auction._repr_html_() == auction_html(auction)
    cells = Cells(auction_html(auction)).tables[0]
    assert [cell[0][0] for cell in cells[1]] == ["1♥", "X", "?"]
    lines = Cells(f"<table><tr><td>{hand_html(hand, 'South')}</td></tr></table>").tables[0]
    assert lines[0][0][0] == ["South", "♠\xa0AK2", "♥\xa0-", "♦\xa0QJT98", "♣\xa076543"]
