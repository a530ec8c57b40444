"""What ``bridgecraft play`` shows: the table as one seat sees it, and cards and tricks in
words. These functions build strings; the session prints them.

>>> deal = Deal.from_pbn(
...     "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
>>> game = Game.replay(Board(1, deal), "1NT P P P".split())
>>> print(render_table(game, Seat.S))     # before the opening lead: only your hand
Board 1  Dealer N  Vul None  Contract 1NT by N (you are dummy)
                    North (declarer)
West                                East
                    South (you, dummy)
                    ♠ 6543
                    ♥ 876
                    ♦ 876
                    ♣ 876
<BLANKLINE>
West  North East  South
-     1NT   P     P
P
<BLANKLINE>
Tricks NS 0, EW 0; East to lead
>>> print(render_table(game.apply("H9"), Seat.W, auction=False))  # dummy faced
Board 1  Dealer N  Vul None  Contract 1NT by N
                    North (declarer)
West (you)                          East
♠ 2
♥ 5432
♦ 5432
♣ 5432
                    South (dummy)
                    ♠ 6543
                    ♥ 876
                    ♦ 876
                    ♣ 876
<BLANKLINE>
Trick 1: East ♥9
Tricks NS 0, EW 0
>>> card_text(Card.HT)
'♥10'
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bridgecraft.analysis import Trace
from bridgecraft.cli.render import render_auction
from bridgecraft.core import Card, Game, Hand, Seat, Suit, Trick
from bridgecraft.robots.base import Candidate

__all__ = [
    "card_text",
    "render_card_candidates",
    "render_play_trace",
    "render_table",
    "render_trick",
    "seat_label",
]

_SUITS = (Suit.S, Suit.H, Suit.D, Suit.C)
_EQUALS = re.compile(r" \(= [^)]*\)$")


def card_text(card: Card) -> str:
    """A card as a player reads it: suit symbol, then rank (``10`` for the ten)."""
    rank = str(card.rank)
    return card.suit.symbol + ("10" if rank == "T" else rank)


def seat_label(game: Game, seat: Seat, human: Seat) -> str:
    """``South (you)``, ``North (dummy)``... as the table should call a seat."""
    roles = []
    if seat == human:
        roles.append("you")
    if game.dummy == seat and game.contract is not None:
        roles.append("dummy")
    elif game.declarer == seat:
        roles.append("declarer")
    return f"{seat.full_name} ({', '.join(roles)})" if roles else seat.full_name


def _hand_lines(hand: Hand | None) -> list[str]:
    """Four lines, one per suit, spades first; none for a hand that may not be seen."""
    if hand is None:
        return []
    return [f"{suit.symbol} {hand.holding(suit) or '-'}" for suit in _SUITS]


def render_trick(trick: Trick) -> str:
    """The cards of one trick in the order played: ``West ♠3, North ♠A``."""
    return ", ".join(
        f"{trick.seat_of(index).full_name} {card_text(card)}"
        for index, card in enumerate(trick.cards)
    )


def render_card_candidates(candidates: Sequence[Candidate], limit: int = 4) -> list[str]:
    """The cards a card player weighed, best first, one line per class of cards it rated
    alike (at most ``limit`` lines), each with what the robot expected of them.

    >>> weighed = [Candidate(Card.DK, 7.1, "74% success, 7.12 tricks (= DK DA)", 7.12),
    ...            Candidate(Card.DA, 7.1, "74% success, 7.12 tricks (= DK DA)", 7.12),
    ...            Candidate(Card.C2, 6.9, "70% success, 6.96 tricks", 6.96)]
    >>> print("\\n".join(render_card_candidates(weighed)))
    ♦K ♦A  74% success, 7.12 tricks
    ♣2     70% success, 6.96 tricks
    """
    classes: list[tuple[list[str], str]] = []
    for candidate in candidates:
        if not isinstance(candidate.action, Card):
            continue
        note = _EQUALS.sub("", candidate.note) or f"{candidate.score:.2f}"
        if classes and classes[-1][1] == note:
            classes[-1][0].append(card_text(candidate.action))
        elif len(classes) < limit:
            classes.append(([card_text(candidate.action)], note))
        else:
            break
    width = max((len(" ".join(cards)) for cards, _ in classes), default=0)
    return [f"{' '.join(cards):<{width}}  {note}" for cards, note in classes]


def render_table(game: Game, human: Seat, *, auction: bool = True) -> str:
    """The table as ``human`` sees it: the hands he may see (his own; dummy once the
    opening lead is faced), the auction grid, the trick in progress and the tricks won."""
    view = game.view(human)
    board = game.board
    header = f"Board {board.number}  Dealer {board.dealer}  Vul {board.vulnerability}"
    contract = game.contract
    if contract is not None:
        header += f"  Contract {contract}"
        if game.dummy == human:
            header += " (you are dummy)"
    elif game.is_finished:
        header += "  Passed out"
    north, east, south, west = (_hand_lines(hand) for hand in view.hands)
    labels = [seat_label(game, seat, human) for seat in Seat]
    lines = [header, f"{'':<20}{labels[Seat.N]}"]
    lines += [f"{'':<20}{text}" for text in north]
    lines.append(f"{labels[Seat.W]:<36}{labels[Seat.E]}")
    for index in range(max(len(west), len(east))):
        left = west[index] if west else ""
        right = east[index] if east else ""
        lines.append(f"{left:<36}{right}")
    lines.append(f"{'':<20}{labels[Seat.S]}")
    lines += [f"{'':<20}{text}" for text in south]
    if auction:
        lines += ["", render_auction(game.auction)]
    if contract is not None and not game.is_finished:
        lines.append("")
        tricks = game.tricks
        current = tricks[-1] if tricks and not tricks[-1].is_complete else None
        won = f"Tricks NS {game.tricks_won.ns}, EW {game.tricks_won.ew}"
        if current is not None:
            lines.append(f"Trick {len(tricks)}: {render_trick(current)}")
        if tricks and tricks[-1].is_complete:
            lines.append(f"Last trick: {render_trick(tricks[-1])}")
        to_play = game.to_play
        if to_play is not None and current is None:
            lines.append(f"{won}; {to_play.full_name} to lead")
        else:
            lines.append(won)
    return "\n".join(line.rstrip() for line in lines)


def render_play_trace(traced: Trace) -> str:
    """The double-dummy trace in the table's words: one line per trick, each card with
    declarer's tricks after it (``!N``: it cost N), then the cards that cost a trick.

    >>> deal = Deal.from_pbn(
    ...     "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
    >>> game = Game.replay(Board(1, deal), "P P P 1S P 2S P P P HK H7".split())
    >>> from bridgecraft.analysis import trace
    >>> print(render_play_trace(trace(game)))
    2S by W: 8 tricks double dummy before the lead
      trick  1: North ♥K 9 !1, East ♥7 9
    cards that cost a trick: trick 1 North ♥K (-1)
    """
    lines = [f"{traced.contract}: {traced.before} tricks double dummy before the lead"]
    steps = traced.steps
    for start in range(0, len(steps), 4):
        cards = [
            f"{step.seat.full_name} {card_text(step.card)} {step.tricks}"
            + (f" !{step.cost}" if step.cost else "")
            for step in steps[start : start + 4]
        ]
        lines.append(f"  trick {start // 4 + 1:>2}: " + ", ".join(cards))
    costly = [
        f"trick {index // 4 + 1} {step.seat.full_name} {card_text(step.card)} (-{step.cost})"
        for index, step in enumerate(steps)
        if step.cost
    ]
    if costly:
        lines.append("cards that cost a trick: " + ", ".join(costly))
    else:
        lines.append("no card cost a trick")
    return "\n".join(lines)
