"""Board records: what a file says about one board, kept whole and tolerant of gaps.

Every reader (PBN, LIN, JSON) produces :class:`BoardRecord`\\ s and every writer takes them.
A record keeps what it could read (and, in lenient mode, ``errors`` saying what it could not,
each with a line number and a reason); :meth:`BoardRecord.to_game` (or ``Game.replay(record)``)
turns it into a validated :class:`~bridgecraft.core.Game`.

>>> from bridgecraft.core import Board, Card, Call, Deal, Game, Seat
>>> record = BoardRecord(
...     number=1, dealer=Seat.N, deal=Deal.from_index(0),
...     auction=tuple(CallEntry(Call.parse(c)) for c in "1NT P P P".split()),
...     play=(CardEntry(Card.D2),),
... )
>>> game = record.to_game()
>>> game.contract.declarer, len(game.tricks[0].cards)
(Seat.N, 1)
>>> Game.replay(record) == game
True
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from bridgecraft.core import (
    Action,
    Auction,
    Board,
    Call,
    Card,
    Claim,
    ClaimResponse,
    Deal,
    Game,
    Hand,
    IllegalActionError,
    InvalidNotationError,
    Seat,
    Vulnerability,
    board_dealer,
)

__all__ = ["BoardRecord", "CallEntry", "CardEntry", "RecordError", "Table"]

_STATED_CONTRACT = re.compile(r"Pass|[1-7]?(?:C|D|H|S|NT)|[1-7](?:C|D|H|S|NT)(?:XX|X)")
"""A contract as records state it: ``4SX``, ``Pass``, or a strain alone (end positions)."""


@dataclass(frozen=True, slots=True)
class RecordError:
    """A problem found while reading: where (a line number, if known) and what."""

    line: int | None
    """The 1-based line of the file, or None when the problem has no single line."""
    reason: str
    """What is wrong, repeating the offending text."""

    def __str__(self) -> str:
        return f"line {self.line}: {self.reason}" if self.line is not None else self.reason


@dataclass(frozen=True, slots=True)
class CallEntry:
    """One call of an auction as written in a file."""

    call: Call
    """The call."""
    alert: bool = False
    """Alerted (LIN ``!``; in PBN a call with a note is taken as alerted)."""
    explanation: str = ""
    """The explanation of the call (a PBN note's text, a LIN ``an``)."""
    annotations: tuple[str, ...] = ()
    """Other marks as written: NAGs (``$1``), irregularities (``^I``), suffixes (``!?``)."""


@dataclass(frozen=True, slots=True)
class CardEntry:
    """One card of the play as written in a file, in playing order."""

    card: Card | None
    """The card, or None where the file says it is unknown (PBN ``-``)."""
    annotations: tuple[str, ...] = ()
    """Marks as written: NAGs (``$7``), irregularities (``^R``, ``^L``), suffixes."""
    explanation: str = ""
    """A note on the card (a PBN play note's text)."""


@dataclass(frozen=True, slots=True)
class Table:
    """A PBN supplemental table section (``OptimumResultTable``, ``ScoreTable``...)."""

    name: str
    """The tag name of the section."""
    columns: str
    """The column specification as written (``Declarer;Denomination\\2R;Result\\2R``)."""
    rows: tuple[tuple[str, ...], ...] = ()
    """The rows, one item per column (``-`` for an empty item), as written."""

    @property
    def column_names(self) -> tuple[str, ...]:
        """The names of the columns, without sort marks and widths.

        >>> Table("ScoreTable", "+Rank\\\\2R;-PairId_NS\\\\3R;Names_NS").column_names
        ('Rank', 'PairId_NS', 'Names_NS')
        """
        names = []
        for column in self.columns.split(";"):
            name = column.strip().lstrip("+-").split("\\")[0]
            names.append(name)
        return tuple(names)


@dataclass(frozen=True, slots=True)
class BoardRecord:
    """Everything a file says about one board.

    Fields a file does not give are None or empty. ``tags`` keeps every tag pair (or LIN
    key) that is not represented by a field, in file order, so that writing a record keeps
    it; ``errors`` lists what a lenient reader could not understand.
    """

    number: int | None = None
    """The board number."""
    dealer: Seat | None = None
    """The dealer, if the file says (else it follows from the number)."""
    vulnerability: Vulnerability | None = None
    """The vulnerability, if the file says (else it follows from the number)."""
    deal: Deal | None = None
    """The deal, when the file gives all 52 cards."""
    hands: tuple[Hand | None, Hand | None, Hand | None, Hand | None] = (None, None, None, None)
    """Each seat's cards (N, E, S, W) when the file gives only some hands (else see ``deal``)."""
    players: tuple[str, str, str, str] = ("", "", "", "")
    """The players' names, N, E, S, W ('' if not given)."""
    auction: tuple[CallEntry, ...] = ()
    """The calls, dealer's first."""
    auction_complete: bool = True
    """False when the file stops the auction early (PBN ``*``)."""
    play: tuple[CardEntry, ...] = ()
    """The cards in playing order (PBN's columns already put in order)."""
    claim: int | None = None
    """Tricks for declarer's side in all, agreed by a claim when play stopped early (LIN
    ``mc``, or PBN ``Result`` with fewer than 52 cards played)."""
    contract: str = ""
    """The contract as the file states it (``4SX``, ``Pass``), '' if not stated."""
    declarer: Seat | None = None
    """Declarer as the file states it."""
    result: int | None = None
    """Tricks for declarer's side as the file states them."""
    tags: tuple[tuple[str, str], ...] = ()
    """Every other tag pair or key, as ``(name, value)`` in file order."""
    tables: tuple[Table, ...] = ()
    """Supplemental table sections."""
    comments: tuple[str, ...] = ()
    """Comments and commentary (PBN ``{}``/``;``, LIN ``nt``), in file order."""
    errors: tuple[RecordError, ...] = field(default=(), compare=False)
    """What a lenient reader could not understand (not part of equality)."""

    def tag(self, name: str, default: str = "") -> str:
        """The value of the first tag called ``name``, or ``default``."""
        for key, value in self.tags:
            if key == name:
                return value
        return default

    @property
    def board_number(self) -> int:
        """The board number, 1 if the file gives none."""
        return self.number if self.number is not None and self.number >= 1 else 1

    @property
    def label(self) -> str:
        """How messages name the board: ``board 7``, or ``a board without a number``."""
        return f"board {self.number}" if self.number is not None else "a board without a number"

    def to_board(self) -> Board:
        """The board: the deal with its number, dealer and vulnerability.

        Raises :class:`InvalidNotationError` if the record does not give all 52 cards.
        """
        if self.deal is None:
            known = sum(len(hand) for hand in self.hands if hand is not None)
            raise InvalidNotationError(
                f"{self.label}: the record gives {known} of the 52 cards, not a full deal"
            )
        return Board(
            self.board_number,
            self.deal,
            dealer=self.dealer,
            vulnerability=self.vulnerability,
        )

    def finished_auction(self) -> Auction | None:
        """The record's calls replayed as an auction (the dealer by Law 2 if the record gives
        none), if they are legal and the auction is over; else None.

        >>> calls = tuple(CallEntry(Call.parse(c)) for c in "1NT P 3NT P P P".split())
        >>> str(BoardRecord(auction=calls).finished_auction().contract)
        '3NT by N'
        >>> BoardRecord(auction=calls[:2]).finished_auction() is None
        True
        """
        dealer = self.dealer if self.dealer is not None else board_dealer(self.board_number)
        try:
            auction = Auction(dealer, [entry.call for entry in self.auction])
        except IllegalActionError:
            return None
        return auction if auction.is_over else None

    def contract_disagreement(self) -> str | None:
        """Why the contract or declarer the record states is not what its auction ends in
        (the game is replayed from the auction); None when they agree, when the record
        states neither (or a contract in no canonical form), or when the auction does not
        end or cannot be replayed (:meth:`to_game` says why).

        >>> calls = tuple(CallEntry(Call.parse(c)) for c in "1D 1H P 4H P P P".split())
        >>> BoardRecord(auction=calls, contract="3NT", declarer=Seat.S).contract_disagreement()
        'the stated contract 3NT and declarer S disagree with the auction, which ends in 4H by E'
        >>> BoardRecord(auction=calls, contract="4H", declarer=Seat.E).contract_disagreement()
        """
        stated = _STATED_CONTRACT.fullmatch(self.contract)
        if (stated is None and self.declarer is None) or not self.auction_complete:
            return None
        auction = self.finished_auction()
        if auction is None:
            return None
        final = auction.contract
        if final is None:
            actual, strain, declarer, ends = "Pass", None, None, "is passed out"
        else:
            actual = f"{final.level}{final.strain}{final.doubled}"
            strain, declarer, ends = str(final.strain), final.declarer, f"ends in {final}"
        contract_agrees = stated is None or self.contract in (actual, strain)
        declarer_agrees = self.declarer in (None, declarer)
        if contract_agrees and declarer_agrees:
            return None
        parts = [] if contract_agrees else [f"contract {self.contract}"]
        parts += [] if declarer_agrees else [f"declarer {self.declarer}"]
        verb = "disagree" if len(parts) == 2 else "disagrees"
        return f"the stated {' and '.join(parts)} {verb} with the auction, which {ends}"

    def actions(self) -> Iterator[Action]:
        """The actions of the game in order: the calls, the known cards, then the claim (if
        the play stopped early with an agreed number of tricks) and its acceptance.

        Stops at the first unknown card: what follows cannot be replayed.
        """
        yield from (entry.call for entry in self.auction)
        for entry in self.play:
            if entry.card is None:
                return
            yield entry.card

    def to_game(self) -> Game:
        """Replay the record into a validated game.

        An illegal call or card raises the engine's error, prefixed with its position
        (``call 5``, ``card 12 (trick 3)``); a claim ends the game with the agreed tricks.
        """
        game = Game.new(self.to_board())
        calls = 0
        cards = 0
        for action in self.actions():
            if isinstance(action, Call):
                calls += 1
                where = f"call {calls} ({action})"
            else:
                cards += 1
                where = f"card {cards} ({action}, trick {(cards - 1) // 4 + 1})"
            try:
                game = game.apply(action)
            except IllegalActionError as error:
                raise type(error)(f"{self.label}, {where}: {error}") from None
        if self.claim is not None and not game.is_finished and game.declarer is not None:
            game = _apply_claim(game, self.claim, self.label)
        return game


def _apply_claim(game: Game, total: int, label: str) -> Game:
    """End a game with declarer's side taking ``total`` tricks in all, by a claim accepted
    by both defenders (declarer claims the rest of them)."""
    declarer = game.declarer
    assert declarer is not None
    won = game.tricks_won[declarer.side]
    remaining = 13 - sum(game.tricks_won)
    claimed = total - won
    if not 0 <= claimed <= remaining:
        raise IllegalActionError(
            f"{label}: a claim of {total} tricks in all is impossible: declarer's side "
            f"has won {won} and {remaining} remain"
        )
    if not game.opening_lead_made:
        raise IllegalActionError(
            f"{label}: a claim of {total} tricks before the opening lead cannot be replayed"
        )
    game = game.apply(Claim(declarer, claimed))
    for defender in (declarer.lho, declarer.rho):
        game = game.apply(ClaimResponse(defender, True))
    return game
