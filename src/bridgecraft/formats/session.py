"""A pairs session scored from its travellers: every board's results compared across the
field (Butler IMPs, cross-IMPs or matchpoints), each pair's total, and the ranking.

The boards' travellers come from their PBN ``ScoreTable`` sections
(:mod:`bridgecraft.formats.travellers`), scored again by the Laws, so a club's file can be
checked against what its program stated (``IMP_NS``, ``MP_NS``, ``TotalScoreIMP``...).

>>> from bridgecraft.formats.record import BoardRecord, Table
>>> columns = "PairId_NS;PairId_EW;Contract;Declarer;Result"
>>> rows = (("1", "2", "4S", "N", "10"), ("3", "4", "4S", "N", "9"), ("5", "6", "3S", "N", "10"))
>>> record = BoardRecord(number=1, tables=(Table("ScoreTable", columns, rows),))
>>> session = score_session([record], "matchpoints")
>>> [(pair.pair, pair.total, pair.percentage) for pair in session.pairs]
[('1', 4.0, 100.0), ('4', 4.0, 100.0), ('5', 2.0, 50.0), ('6', 2.0, 50.0), ('2', 0.0, 0.0), \
('3', 0.0, 0.0)]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from bridgecraft.core import InvalidNotationError
from bridgecraft.core.scoring import (
    ButlerSettings,
    cross_imps,
    datum,
    imps,
    matchpoints,
    neuberg_board,
)
from bridgecraft.formats.record import BoardRecord
from bridgecraft.formats.travellers import TravellerLine, board_travellers

__all__ = ["METHODS", "PairTotal", "Session", "field_datum", "score_session"]

Method = Literal["butler", "cross-imps", "matchpoints"]
METHODS: tuple[Method, ...] = ("butler", "cross-imps", "matchpoints")


@dataclass(frozen=True, slots=True)
class PairTotal:
    """One pair's session: its total (IMPs, or matchpoints) over the boards it played.

    >>> from bridgecraft.formats.record import BoardRecord, Table
    >>> columns = "PairId_NS;PairId_EW;Contract;Declarer;Result"
    >>> rows = (("1", "2", "4S", "N", "10"), ("3", "4", "4S", "N", "9"),
    ...         ("5", "6", "3S", "N", "10"))
    >>> record = BoardRecord(number=1, tables=(Table("ScoreTable", columns, rows),))
    >>> score_session([record], "matchpoints").pairs[0]
    PairTotal(pair='1', directions='NS', boards=1, total=4.0, percentage=100.0)
    >>> score_session([record], "butler").pairs[0]  # 420 against a datum of 170
    PairTotal(pair='1', directions='NS', boards=1, total=6.0, percentage=None)
    """

    pair: str
    """The pair's id in the file."""
    directions: str
    """``NS``, ``EW`` or ``NS/EW`` (a Howell), as the pair sat."""
    boards: int
    """The boards the pair played."""
    total: float
    """The IMPs (Butler, cross-IMPs) or matchpoints the pair won in all."""
    percentage: float | None
    """At matchpoints, the share of the tops won (rounded to 2 places); else None."""


@dataclass(frozen=True, slots=True)
class Session:
    """The scored session: each traveller line with its score for NS, and the pairs ranked.

    >>> from bridgecraft.formats.record import BoardRecord, Table
    >>> columns = "PairId_NS;PairId_EW;Contract;Declarer;Result"
    >>> rows = (("1", "2", "4S", "N", "10"), ("3", "4", "4S", "N", "9"),
    ...         ("5", "6", "3S", "N", "10"))
    >>> record = BoardRecord(number=1, tables=(Table("ScoreTable", columns, rows),))
    >>> session = score_session([record], "matchpoints")
    >>> [(line.ns, value) for line, value in session.lines], session.top
    ([('1', 4.0), ('3', 0.0), ('5', 2.0)], 4.0)
    >>> session.ew_value(0.0)  # pair 4, East-West against the 4S one down
    4.0
    """

    method: Method
    """How the boards were compared."""
    lines: tuple[tuple[TravellerLine, float], ...]
    """Every board's lines with NS's IMPs or matchpoints (EW's are the opposite, or the top
    less NS's at matchpoints)."""
    pairs: tuple[PairTotal, ...]
    """The pairs, best first (by percentage at matchpoints, by total otherwise)."""
    top: float = 0.0
    """At matchpoints, the top of every board (that of the fullest, Neuberg for the others):
    EW's matchpoints on a line are the top less NS's. 0 for IMPs."""

    def ew_value(self, ns_value: float) -> float:
        """EW's IMPs or matchpoints on a line where NS won ``ns_value``."""
        return _ew_value(self.method, self.top, ns_value)


def _ew_value(method: Method, top: float, ns_value: float) -> float:
    return top - ns_value if method == "matchpoints" else -ns_value


def field_datum(scores: Sequence[int]) -> int:
    """A board's Butler datum: the average of its North-South scores without the top and
    the bottom one, rounded to 10; with only two results, of both (dropping them would
    leave none).

    >>> field_datum([620, 650, 170, 620, -100]), field_datum([620, 170])
    (470, 400)
    """
    settings = ButlerSettings() if len(scores) > 2 else ButlerSettings(drop_extremes=0)
    return datum(list(scores), settings)


def score_session(records: Iterable[BoardRecord], method: Method = "butler") -> Session:
    """Score every board of ``records`` that has a traveller (a ``ScoreTable``, or the
    file's games of the board, one a table), across the field, by
    ``method``: Butler IMPs against the average of the scores without the top and the bottom
    one (of both, when there are only two), rounded to 10; cross-IMPs averaged over the
    other scores; matchpoints 2 for each score beaten and 1 for each tie, a board with fewer
    results than the most any board has rescaled to that top by the Neuberg formula. Raises
    :class:`InvalidNotationError` for an unknown method, a row that cannot be scored, or no
    traveller at all.

    >>> from bridgecraft.formats.record import BoardRecord, Table
    >>> columns = "PairId_NS;PairId_EW;Contract;Declarer;Result"
    >>> rows = (("1", "2", "4S", "N", "10"), ("3", "4", "4S", "N", "9"),
    ...         ("5", "6", "3S", "N", "10"))
    >>> record = BoardRecord(number=1, tables=(Table("ScoreTable", columns, rows),))
    >>> [(line.ns, value) for line, value in score_session([record]).lines]  # datum 170
    [('1', 6.0), ('3', -6.0), ('5', 0.0)]
    >>> [value for _, value in score_session([record], "cross-imps").lines]
    [8.0, -8.0, 0.0]
    >>> score_session([record], "swiss")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid method 'swiss': expected one of \
butler, cross-imps, matchpoints
    """
    if method not in METHODS:
        raise InvalidNotationError(
            f"invalid method {method!r}: expected one of {', '.join(METHODS)}"
        )
    lines: list[tuple[TravellerLine, float]] = []
    totals: dict[str, list[float]] = {}  # pair: [won, available, boards]
    directions: dict[str, set[str]] = {}
    boards = [board for board in board_travellers(records) if len(board) >= 2]
    field = max((len(board) for board in boards), default=0)  # the most results on a board
    top = 2.0 * (field - 1) if method == "matchpoints" else 0.0
    for board in boards:  # one result (or none) compares with nothing
        scores = [line.score_ns for line in board]
        values: list[float]
        if method == "butler":
            base = field_datum(scores)
            values = [float(imps(score - base)) for score in scores]
        elif method == "cross-imps":
            values = cross_imps(scores)
        elif len(board) < field:  # fewer results than the field: Neuberg to its top
            values = neuberg_board(scores, field)
        else:
            values = matchpoints(scores)
        for line, value in zip(board, values, strict=True):
            lines.append((line, value))
            ew_value = _ew_value(method, top, value)
            for pair, side, won in ((line.ns, "NS", value), (line.ew, "EW", ew_value)):
                if not pair:
                    continue
                entry = totals.setdefault(pair, [0.0, 0.0, 0.0])
                entry[0] += won
                entry[1] += top
                entry[2] += 1
                directions.setdefault(pair, set()).add(side)
    if not lines:
        raise InvalidNotationError(
            "no board with a traveller of two results or more to score (a ScoreTable, or "
            "the board's games at two tables or more)"
        )
    pairs = [
        PairTotal(
            pair=pair,
            directions="/".join(sorted(directions[pair], reverse=True)),
            boards=int(boards),
            total=round(won, 2),
            percentage=(
                round(100 * won / available, 2) if method == "matchpoints" and available else None
            ),
        )
        for pair, (won, available, boards) in totals.items()
    ]
    pairs.sort(key=lambda p: -(p.percentage if p.percentage is not None else p.total))
    return Session(method, tuple(lines), tuple(pairs), top)
