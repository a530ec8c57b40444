"""Travellers: the results of a board at every table, read from a PBN ``ScoreTable``.

A club's scoring program writes each board's results as a ``ScoreTable`` section (PBN 2.1
§5.2): a row a table with the pairs, the contract, declarer, the tricks taken (``Result``)
and the scores, often with the IMPs or matchpoints it worked out. :func:`traveller` reads
the rows into :class:`TravellerLine`\\ s, each scored again by the Laws (Law 77) from its
contract, tricks and the board's vulnerability, with what the file stated kept beside it,
so that a program's figures can be checked.

>>> from bridgecraft.formats.record import BoardRecord, Table
>>> table = Table("ScoreTable", "Table;PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;"
...               "Score_EW", (("1", "3", "4", "4S", "N", "10", '"420"', "-"),
...                            ("2", "5", "6", "4SX", "N", "9", "-", '"100"')))
>>> lines = traveller(BoardRecord(number=1, tables=(table,)))
>>> [(line.ns, line.contract_text, line.score_ns, line.stated_ns) for line in lines]
[('3', '4S by N', 420, 420), ('5', '4SX by N', -100, -100)]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bridgecraft.core import (
    Contract,
    InvalidNotationError,
    Side,
    Vulnerability,
    board_vulnerability,
)
from bridgecraft.formats.record import BoardRecord, Table

__all__ = [
    "TravellerLine",
    "board_travellers",
    "game_lines",
    "stated_results",
    "traveller",
]

_PASSED = ("pass", "passed", "ap", "p")


@dataclass(frozen=True, slots=True)
class TravellerLine:
    """One table's result of a board.

    >>> columns = "Table;PairId_NS;PairId_EW;Contract;Declarer;Result;IMP_NS"
    >>> rows = (("1", "3", "4", "3NT", "S", "9", "-3"), ("2", "5", "6", "Pass", "-", "-", "-"))
    >>> record = BoardRecord(number=2, tables=(Table("ScoreTable", columns, rows),))
    >>> first, second = traveller(record)
    >>> first.table, first.contract_text, first.tricks, first.score_ns, first.stated
    ('1', '3NT by S', 9, 600, {'IMP_NS': '-3'})
    >>> second.contract_text, second.tricks, second.score_ns
    ('passed out', None, 0)
    """

    board: int
    """The board number."""
    table: str
    """The table, as the file names it (``""`` when it does not)."""
    ns: str
    """The North-South pair (its ``PairId_NS``, or ``""``)."""
    ew: str
    """The East-West pair (its ``PairId_EW``, or ``""``)."""
    contract: Contract | None
    """The contract, or None when the board was passed out."""
    tricks: int | None
    """The tricks declarer's side took (None when passed out)."""
    score_ns: int
    """North-South's score by the Laws (Law 77): negative when East-West scored."""
    stated_ns: int | None
    """North-South's score as the file states it (``Score_NS``/``Score_EW``), if it does."""
    stated: dict[str, str]
    """The row's other items by column name (``IMP_NS``, ``MP_NS``...), as written."""

    @property
    def contract_text(self) -> str:
        """``4S by N``, ``3NTX by E`` or ``passed out``."""
        return "passed out" if self.contract is None else str(self.contract)


def traveller(record: BoardRecord) -> tuple[TravellerLine, ...]:
    """The lines of the record's ``ScoreTable`` (none if it has no such section), each scored
    by the Laws with the board's vulnerability (the ``Vulnerable`` tag, or Law 2 from the
    board number). A row the Laws cannot score (no contract, an impossible result) raises
    :class:`InvalidNotationError` naming the board and the row.

    >>> columns = "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS"
    >>> table = Table("ScoreTable", columns, (("1", "2", "4S", "N", "10", "650"),))
    >>> record = BoardRecord(number=2, tables=(table,))  # NS vulnerable
    >>> [(line.score_ns, line.stated_ns) for line in traveller(record)]  # the file said 650
    [(620, 650)]
    >>> traveller(BoardRecord(number=2))
    ()
    >>> bad = Table("ScoreTable", columns, (("1", "2", "4S", "N", "14", "-"),))
    >>> traveller(BoardRecord(number=2, tables=(bad,)))
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: board 2, ScoreTable row 1: invalid result \
'14': expected the tricks taken, 0 to 13
    """
    tables = [table for table in record.tables if table.name == "ScoreTable"]
    if not tables:
        return ()
    number, vulnerability = record.board_number, _vulnerability(record)
    return tuple(
        _line(number, vulnerability, row_number, row, tables[0])
        for row_number, row in enumerate(tables[0].rows, 1)
    )


def stated_results(records: Iterable[BoardRecord]) -> tuple[int, ...]:
    """North-South's scores by the Laws of the results the records state (their
    ``Contract``, ``Declarer`` and ``Result`` tags): a file with one game a table, such as a
    teams event's, gives a board's field this way. Records that state no result, or one the
    Laws cannot score, are left out.

    >>> from bridgecraft.core import Seat
    >>> stated_results([BoardRecord(number=1, contract="4S", declarer=Seat.E, result=9),
    ...                 BoardRecord(number=1, contract="Pass"), BoardRecord(number=1)])
    (50, 0)
    """
    return tuple(line.score_ns for line in game_lines(records))


def game_lines(records: Iterable[BoardRecord]) -> tuple[TravellerLine, ...]:
    """A board's traveller made of the games a file holds of it, one a table: a line for
    each game that states a result the Laws can score (see :func:`stated_results`), its
    pairs named by their players (``"North - South"``), its table by the ``Table`` tag.

    >>> from bridgecraft.core import Seat
    >>> records = [BoardRecord(number=1, players=("Ann", "Bob", "Cy", "Di"), contract="4S",
    ...                        declarer=Seat.N, result=10, tags=(("Table", "1"),)),
    ...            BoardRecord(number=1, contract="3NT", declarer=Seat.E, result=8,
    ...                        tags=(("Score", "NS 50"),))]
    >>> [(line.table, line.ns, line.ew, line.score_ns, line.stated_ns)
    ...  for line in game_lines(records)]
    [('1', 'Ann - Cy', 'Bob - Di', 420, None), ('', '', '', 50, 50)]
    """
    lines = []
    for record in records:
        contract: Contract | None = None
        if record.contract.strip().lower() not in _PASSED:
            if not record.contract or record.declarer is None or record.result is None:
                continue
            if not 0 <= record.result <= 13:
                continue
            try:
                contract = Contract.parse(f"{record.contract} by {record.declarer}")
            except InvalidNotationError:
                continue
        score = 0
        if contract is not None and record.result is not None:
            vulnerable = _vulnerability(record).is_vulnerable(contract.side)
            points = contract.score(tricks=record.result, vulnerable=vulnerable)
            score = points if contract.side == Side.NS else -points
        north, east, south, west = record.players
        lines.append(
            TravellerLine(
                board=record.board_number,
                table=record.tag("Table"),
                ns=f"{north} - {south}" if north or south else "",
                ew=f"{east} - {west}" if east or west else "",
                contract=contract,
                tricks=None if contract is None else record.result,
                score_ns=score,
                stated_ns=_stated_tag(record.tag("Score")),
                stated={},
            )
        )
    return tuple(lines)


def board_travellers(records: Iterable[BoardRecord]) -> list[tuple[TravellerLine, ...]]:
    """Every board's traveller, in the order the boards first come: its ``ScoreTable`` when
    its first game has one, else the lines of the file's games of it (:func:`game_lines`).
    A board is its number and its deal (or its number alone, with no deal).

    >>> from bridgecraft.core import Seat
    >>> games = [BoardRecord(number=1, contract="4S", declarer=Seat.N, result=n) for n in (10, 9)]
    >>> columns = "PairId_NS;PairId_EW;Contract;Declarer;Result"
    >>> rows = (("1", "2", "4S", "N", "10"), ("3", "4", "3NT", "S", "9"))
    >>> scored = BoardRecord(number=2, tables=(Table("ScoreTable", columns, rows),))
    >>> [[line.score_ns for line in lines] for lines in board_travellers([*games, scored])]
    [[420, -50], [620, 600]]
    """
    groups: dict[tuple[int, int | None], list[BoardRecord]] = {}
    for record in records:
        key = (record.board_number, None if record.deal is None else record.deal.index)
        groups.setdefault(key, []).append(record)
    return [traveller(group[0]) or game_lines(group) for group in groups.values()]


def _stated_tag(text: str) -> int | None:
    """NS's score from a ``Score`` tag (``NS 120``, ``EW 50``, ``-90``), if it says."""
    words = text.split()
    if not words:
        return None
    side, number = (words[0].upper(), words[-1]) if len(words) > 1 else ("NS", words[0])
    if not number.lstrip("+-").isdigit() or side not in ("NS", "EW"):
        return None
    return int(number) if side == "NS" else -int(number)


def _line(
    board: int, vulnerability: Vulnerability, row_number: int, row: tuple[str, ...], table: Table
) -> TravellerLine:
    names = table.column_names
    items = {name: _unquoted(item) for name, item in zip(names, _aligned(names, row), strict=False)}
    where = f"board {board}, ScoreTable row {row_number}"
    contract_text = items.pop("Contract", "")
    declarer = items.pop("Declarer", "")
    result = items.pop("Result", "")
    if contract_text.lower() in _PASSED:
        contract, tricks, score = None, None, 0
    else:
        if not contract_text or not declarer:
            raise InvalidNotationError(f"{where}: no contract and declarer in {row!r:.120}")
        try:
            contract = Contract.parse(f"{contract_text} by {declarer}")
        except InvalidNotationError as error:
            raise InvalidNotationError(f"{where}: {error}") from None
        if not (result.isascii() and result.isdigit() and int(result) <= 13):
            raise InvalidNotationError(
                f"{where}: invalid result {result!r}: expected the tricks taken, 0 to 13"
            )
        tricks = int(result)
        side = contract.side
        vulnerable = vulnerability.is_vulnerable(side)
        points = contract.score(tricks=tricks, vulnerable=vulnerable)
        score = points if side == Side.NS else -points
    return TravellerLine(
        board=board,
        table=items.pop("Table", ""),
        ns=_pair(items.get("Section", ""), items.pop("PairId_NS", "")),
        ew=_pair(items.get("Section", ""), items.pop("PairId_EW", "")),
        contract=contract,
        tricks=tricks,
        score_ns=score,
        stated_ns=_stated_score(items),
        stated=items,
    )


def _vulnerability(record: BoardRecord) -> Vulnerability:
    """The board's vulnerability: its ``Vulnerable`` tag, or Law 2 from its number."""
    if record.vulnerability is not None:
        return record.vulnerability
    return board_vulnerability(record.board_number)


def _aligned(names: tuple[str, ...], row: tuple[str, ...]) -> tuple[str, ...]:
    """The row's items one to a column. Some programs write names with spaces unquoted in
    the ``Names_*`` columns (FORMATS.md §1.9), which gives a row more items than columns:
    the columns before the first names column take the first items, those after the last
    the last items, and the names column(s) what is between (all in the first of them)."""
    named = [index for index, name in enumerate(names) if name.startswith("Names")]
    if len(row) <= len(names) or not named:
        return row
    first, last = named[0], named[-1]
    after = len(names) - last - 1
    middle = row[first : len(row) - after]
    filler = ("",) * (last - first)
    return (*row[:first], " ".join(middle), *filler, *row[len(row) - after :])


def _pair(section: str, pair: str) -> str:
    """A pair's id, with its section when the file has sections (``A-3``): two sections
    number their pairs from 1 alike."""
    return f"{section}-{pair}" if section and pair else pair


def _unquoted(item: str) -> str:
    text = item.strip()
    if len(text) >= 2 and text[0] == text[-1] == '"':
        text = text[1:-1]
    return "" if text == "-" else text


def _stated_score(items: dict[str, str]) -> int | None:
    """NS's score from ``Score_NS`` or ``Score_EW`` (one is written, the other empty)."""
    for name, sign in (("Score_NS", 1), ("Score_EW", -1)):
        text = items.get(name, "")
        if text.lstrip("-").isdigit():
            return sign * int(text)
    return None
