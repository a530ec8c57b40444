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
from dataclasses import dataclass, field, fields, replace
from itertools import chain

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
    """A problem found while reading: where (a line number, if known) and what.

    A lenient reader keeps the rest of the board and lists the problems in its ``errors``:

    >>> from bridgecraft.formats import pbn
    >>> record, = pbn.loads('[Board "1"]\\n[Dealer "Q"]\\n')
    >>> record.errors, record.number, record.dealer
    ((RecordError(line=2, reason="invalid Dealer 'Q'"),), 1, None)
    >>> print(record.errors[0])
    line 2: invalid Dealer 'Q'
    """

    line: int | None
    """The 1-based line of the file, or None when the problem has no single line."""
    reason: str
    """What is wrong, repeating the offending text."""

    def __post_init__(self) -> None:
        line = self.line
        if line is not None and (not isinstance(line, int) or isinstance(line, bool)):
            raise _invalid("line", line, "a line number or None", "a RecordError")
        if not isinstance(self.reason, str):
            raise _invalid("reason", self.reason, "text (a str)", "a RecordError")

    def __str__(self) -> str:
        return f"line {self.line}: {self.reason}" if self.line is not None else self.reason


@dataclass(frozen=True, slots=True)
class CallEntry:
    """One call of an auction as written in a file.

    >>> CallEntry(Call.parse("2D"), alert=True, explanation="weak raise")
    CallEntry(call=Call.parse('2D'), alert=True, explanation='weak raise', annotations=())
    >>> CallEntry("2D")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid call '2D' in a CallEntry: expected a Call
    """

    call: Call
    """The call."""
    alert: bool = False
    """Alerted (LIN ``!``; in PBN a call with a note is taken as alerted)."""
    explanation: str = ""
    """The explanation of the call (a PBN note's text, a LIN ``an``)."""
    annotations: tuple[str, ...] = ()
    """Other marks as written: NAGs (``$1``), irregularities (``^I``), suffixes (``!?``)."""

    def __post_init__(self) -> None:
        annotations = self.annotations
        if (
            type(self.call) is Call
            and type(self.alert) is bool
            and type(self.explanation) is str
            and type(annotations) is tuple
            and (not annotations or _STR.issuperset(map(type, annotations)))
        ):
            return  # the usual types, checked quickly (readers make an entry per call)
        if not isinstance(self.call, Call):
            raise _invalid("call", self.call, "a Call", "a CallEntry")
        if not isinstance(self.alert, bool):
            raise _invalid("alert", self.alert, "True or False", "a CallEntry")
        if not isinstance(self.explanation, str):
            raise _invalid("explanation", self.explanation, "text (a str)", "a CallEntry")
        _check_texts(self.annotations, "annotations", "a CallEntry")


@dataclass(frozen=True, slots=True)
class CardEntry:
    """One card of the play as written in a file, in playing order.

    A record's actions stop at the first unknown card:

    >>> calls = tuple(CallEntry(Call.parse(c)) for c in "1NT P P P".split())
    >>> play = (CardEntry(Card.D2, annotations=("!",)), CardEntry(None), CardEntry(Card.D3))
    >>> [str(action) for action in BoardRecord(auction=calls, play=play).actions()]
    ['1NT', 'P', 'P', 'P', 'D2']
    """

    card: Card | None
    """The card, or None where the file says it is unknown (PBN ``-``)."""
    annotations: tuple[str, ...] = ()
    """Marks as written: NAGs (``$7``), irregularities (``^R``, ``^L``), suffixes."""
    explanation: str = ""
    """A note on the card (a PBN play note's text)."""

    def __post_init__(self) -> None:
        card, annotations = self.card, self.annotations
        if (
            (card is None or type(card) is Card)
            and type(self.explanation) is str
            and type(annotations) is tuple
            and (not annotations or _STR.issuperset(map(type, annotations)))
        ):
            return  # the usual types, checked quickly (readers make an entry per card)
        if self.card is not None and not isinstance(self.card, Card):
            raise _invalid("card", self.card, "a Card or None", "a CardEntry")
        _check_texts(self.annotations, "annotations", "a CardEntry")
        if not isinstance(self.explanation, str):
            raise _invalid("explanation", self.explanation, "text (a str)", "a CardEntry")


@dataclass(frozen=True, slots=True)
class Table:
    """A PBN supplemental table section (``OptimumResultTable``, ``ScoreTable``...).

    >>> from bridgecraft.formats import pbn
    >>> record, = pbn.loads('''
    ... [Board "1"]
    ... [OptimumResultTable "Declarer;Denomination;Result"]
    ... N NT 9
    ... S S 10
    ... ''')
    >>> table = record.tables[0]
    >>> table.name, table.column_names, table.rows[1]
    ('OptimumResultTable', ('Declarer', 'Denomination', 'Result'), ('S', 'S', '10'))
    """

    name: str
    """The tag name of the section."""
    columns: str
    """The column specification as written (``Declarer;Denomination\\2R;Result\\2R``)."""
    rows: tuple[tuple[str, ...], ...] = ()
    """The rows, one item per column (``-`` for an empty item), as written."""

    def __post_init__(self) -> None:
        if not isinstance(self.name, str):
            raise _invalid("name", self.name, "text (a str)", "a Table")
        if not isinstance(self.columns, str):
            raise _invalid("columns", self.columns, "text (a str)", "a Table")
        rows = self.rows
        if not isinstance(rows, tuple):
            raise _invalid("rows", rows, "a tuple of rows", "a Table")
        for row in rows:
            _check_texts(row, "row", "a Table")

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

    Each field's type is checked when a record is made (tuples as tuples, a Seat as a Seat),
    so that the writers and :meth:`to_game` get only values they can use; anything else
    raises :class:`InvalidNotationError` naming the field and the value. Values of the right
    type out of range (a board number 0) are the writers' to refuse.

    >>> BoardRecord(dealer=1.5)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid dealer 1.5 in a board record: \
expected a Seat or None
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

    def __post_init__(self) -> None:
        # Only the types, so that the writers and to_game never meet a value they cannot
        # use; values out of range (a board number 0, a claim of 14) are the writers' to
        # refuse. Readers build a record per board, so the usual types are checked first at
        # C speed (about 2% of the time to read a PBN board); only a record that fails that
        # is looked at closely, which raises (or accepts a subclass).
        number, claim, result = self.number, self.claim, self.result
        dealer, declarer = self.dealer, self.declarer
        vulnerability, deal = self.vulnerability, self.deal
        hands, players, tags = self.hands, self.players, self.tags
        auction, play, tables = self.auction, self.play, self.tables
        errors, comments = self.errors, self.comments
        if not (
            (number is None or type(number) is int)
            and (claim is None or type(claim) is int)
            and (result is None or type(result) is int)
            and (dealer is None or type(dealer) is Seat)
            and (declarer is None or type(declarer) is Seat)
            and (vulnerability is None or type(vulnerability) is Vulnerability)
            and (deal is None or type(deal) is Deal)
            and type(self.contract) is str
            and type(self.auction_complete) is bool
            and type(hands) is tuple
            and len(hands) == 4
            and (hands[0] is None or type(hands[0]) is Hand)
            and (hands[1] is None or type(hands[1]) is Hand)
            and (hands[2] is None or type(hands[2]) is Hand)
            and (hands[3] is None or type(hands[3]) is Hand)
            and type(players) is tuple
            and len(players) == 4
            and type(players[0]) is str
            and type(players[1]) is str
            and type(players[2]) is str
            and type(players[3]) is str
            and type(auction) is tuple
            and (not auction or _CALL_ENTRY.issuperset(map(type, auction)))
            and type(play) is tuple
            and (not play or _CARD_ENTRY.issuperset(map(type, play)))
            and type(tags) is tuple
            and (
                not tags
                or (
                    _TUPLE.issuperset(map(type, tags))
                    and _TWO.issuperset(map(len, tags))
                    and _STR.issuperset(map(type, chain.from_iterable(tags)))
                )
            )
            and type(comments) is tuple
            and (not comments or _STR.issuperset(map(type, comments)))
            and type(tables) is tuple
            and (not tables or _TABLE.issuperset(map(type, tables)))
            and type(errors) is tuple
            and (not errors or _RECORD_ERROR.issuperset(map(type, errors)))
        ):
            _check_record(self)

    def _with_errors(self, errors: tuple[RecordError, ...]) -> BoardRecord:
        """This record with other ``errors``, for the readers: a copy made without checking
        the other fields again (they are this record's, checked when it was made), much
        cheaper than ``dataclasses.replace``."""
        if type(errors) is not tuple or not _RECORD_ERROR.issuperset(map(type, errors)):
            return replace(self, errors=errors)  # checked (and refused) as any record
        copy = object.__new__(BoardRecord)
        for name in _FIELD_NAMES:
            object.__setattr__(copy, name, getattr(self, name))
        object.__setattr__(copy, "errors", errors)
        return copy

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


_FIELD_NAMES = tuple(item.name for item in fields(BoardRecord) if item.name != "errors")
"""The fields a record copies in :meth:`BoardRecord._with_errors`."""
_OPTIONAL_FIELDS: tuple[tuple[str, type, str], ...] = (
    ("dealer", Seat, "a Seat or None"),
    ("vulnerability", Vulnerability, "a Vulnerability or None"),
    ("deal", Deal, "a Deal or None"),
    ("declarer", Seat, "a Seat or None"),
)
"""The fields that are None or of one type, with the words for the type."""
_TUPLE_FIELDS: tuple[tuple[str, type, str, str], ...] = (
    ("auction", CallEntry, "a CallEntry", "CallEntry items"),
    ("play", CardEntry, "a CardEntry", "CardEntry items"),
    ("tables", Table, "a Table", "Tables"),
    ("errors", RecordError, "a RecordError", "RecordErrors"),
)
"""The fields that are tuples of one type, with the words for an item and for several."""


# The exact types of the items of a record's tuples (a record with another type in them,
# such as a subclass, is checked closely).
_STR = frozenset({str})
_CALL_ENTRY = frozenset({CallEntry})
_CARD_ENTRY = frozenset({CardEntry})
_TABLE = frozenset({Table})
_RECORD_ERROR = frozenset({RecordError})
_TUPLE = frozenset({tuple})
_TWO = frozenset({2})


def _check_record(record: BoardRecord) -> None:
    """Refuse a record with a field of the wrong type, naming the field and its value."""
    for name in ("number", "claim", "result"):
        value = getattr(record, name)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            raise _invalid(name, value, "a whole number or None")
    for name, kind, expected in _OPTIONAL_FIELDS:
        value = getattr(record, name)
        if value is not None and not isinstance(value, kind):
            raise _invalid(name, value, expected)
    hands = record.hands
    if (
        not isinstance(hands, tuple)
        or len(hands) != 4
        or not all(hand is None or isinstance(hand, Hand) for hand in hands)
    ):
        raise _invalid("hands", hands, "a tuple of four Hands or None (N, E, S, W)")
    players = record.players
    if (
        not isinstance(players, tuple)
        or len(players) != 4
        or not all(isinstance(name, str) for name in players)
    ):
        raise _invalid("players", players, "a tuple of four names (N, E, S, W)")
    if not isinstance(record.auction_complete, bool):
        raise _invalid("auction_complete", record.auction_complete, "True or False")
    if not isinstance(record.contract, str):
        raise _invalid("contract", record.contract, "text (a str)")
    for name, kind, one, several in _TUPLE_FIELDS:
        items = getattr(record, name)
        if not isinstance(items, tuple):
            raise _invalid(name, items, f"a tuple of {several}")
        for item in items:
            if not isinstance(item, kind):
                raise _invalid(f"{name} item", item, one)
    tags = record.tags
    if not isinstance(tags, tuple):
        raise _invalid("tags", tags, "a tuple of pairs (name, value) of str")
    for tag in tags:
        if not (
            isinstance(tag, tuple)
            and len(tag) == 2
            and isinstance(tag[0], str)
            and isinstance(tag[1], str)
        ):
            raise _invalid("tag", tag, "a pair (name, value) of str")
    _check_texts(record.comments, "comments")


def _shown(value: object, limit: int = 200) -> str:
    """``repr(value)`` for a message, cut if long."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _invalid(
    name: str, value: object, expected: str, where: str = "a board record"
) -> InvalidNotationError:
    return InvalidNotationError(f"invalid {name} {_shown(value)} in {where}: expected {expected}")


def _check_texts(value: object, name: str, where: str = "a board record") -> None:
    """Refuse ``value`` unless it is a tuple of str."""
    if not isinstance(value, tuple) or not all(isinstance(item, str) for item in value):
        raise _invalid(name, value, "a tuple of str", where)


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
