"""Keeping the score of a ``bridgecraft play`` session: a rubber, Chicago sets, or IMPs
against par. The keeper also says who deals each board and who is vulnerable.

>>> keeper = ScoreKeeper("imps", Side.NS)
>>> board = keeper.board(1, Deal.from_index(3))
>>> board.dealer, board.vulnerability
(Seat.N, Vulnerability.NONE)
>>> game = Game.replay(board, ["P", "P", "P", "P"])
>>> keeper.record(game, None)
['IMPs against par: not available (no par without the double-dummy solver)']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from bridgecraft.analysis import Par
from bridgecraft.core import (
    Board,
    Chicago,
    Deal,
    Game,
    InvalidNotationError,
    Rubber,
    Side,
    imps,
)
from bridgecraft.core.scoring import ScoreEntry, percentage
from bridgecraft.formats.session import field_datum

__all__ = [
    "SCORINGS",
    "FieldComparison",
    "FieldTally",
    "ScoreKeeper",
    "Scoring",
    "compare_with_field",
    "deal_entries",
    "field_lines",
    "parse_scoring",
]

Scoring = Literal["rubber", "chicago", "imps"]
"""How a session is scored."""

SCORINGS: tuple[Scoring, ...] = ("rubber", "chicago", "imps")

_ENTRY_NAMES = {
    "below": "trick points",
    "trick_points": "trick points",
    "overtricks": "for overtricks",
    "slam": "slam bonus",
    "insult": "for the insult",
    "undertricks": "for undertricks",
    "honors": "honors",
    "rubber": "rubber bonus",
    "partscore": "part-score premium",
    "fourth_deal_partscore": "fourth-deal part-score premium",
    "unconverted_partscore": "for a part score not converted",
}


def deal_entries(entries: tuple[ScoreEntry, ...], we: Side, *, chicago: bool) -> str:
    """What one deal wrote on the card, side by side (WE, THEY) in words.

    >>> entries = (ScoreEntry(Side.EW, "below", 40), ScoreEntry(Side.EW, "honors", 150))
    >>> deal_entries(entries, Side.NS, chicago=False)
    'This deal: THEY 40 trick points, 150 honors'
    >>> deal_entries((), Side.NS, chicago=False)
    'This deal: nothing scored'
    """
    parts = []
    for side, name in ((we, "WE"), (we.opponents, "THEY")):
        items = []
        for entry in entries:
            if entry.side != side:
                continue
            if entry.kind == "game":
                # A rubber's game entry counts games; Chicago's is the game premium.
                items.append(f"{entry.points} game premium" if chicago else "a game")
            else:
                items.append(f"{entry.points} {_ENTRY_NAMES.get(entry.kind, entry.kind)}")
        if items:
            parts.append(f"{name} {', '.join(items)}")
    return "This deal: " + ("; ".join(parts) if parts else "nothing scored")


def parse_scoring(text: str) -> Scoring:
    """``rubber``, ``chicago`` or ``imps`` (any case).

    >>> parse_scoring("IMPs")
    'imps'
    """
    name = text.strip().lower()
    for scoring in SCORINGS:
        if name == scoring:
            return scoring
    raise InvalidNotationError(f"invalid scoring {text!r}: expected rubber, chicago or imps")


class ScoreKeeper:
    """The score of a session from the human's side (WE) against the robots (THEY)."""

    def __init__(self, scoring: Scoring, we: Side) -> None:
        self.scoring: Scoring = scoring
        """How the session is scored."""
        self.we = we
        """The human's side."""
        self.rubber = Rubber()
        """The rubber in progress (rubber scoring)."""
        self.chicago = Chicago()
        """The Chicago set in progress (Chicago scoring)."""
        self.imps = 0
        """Total IMPs against par (IMP scoring)."""
        self.finished: list[str] = []
        """One line for each rubber or Chicago set completed."""

    def board(self, number: int, deal: Deal) -> Board:
        """The board to play next: dealer and vulnerability from the rubber or the Chicago
        set in progress, or from the board number (Law 2) for IMPs."""
        if self.scoring == "rubber":
            return Board(
                number, deal, dealer=self.rubber.dealer, vulnerability=self.rubber.vulnerability
            )
        if self.scoring == "chicago":
            return Board(
                number, deal, dealer=self.chicago.dealer, vulnerability=self.chicago.vulnerability
            )
        return Board(number, deal)

    def record(self, game: Game, par_result: Par | None) -> list[str]:
        """Score a finished game; the lines that tell the score now."""
        if self.scoring == "rubber":
            return self._record_rubber(game)
        if self.scoring == "chicago":
            return self._record_chicago(game)
        return self._record_imps(game, par_result)

    def _record_rubber(self, game: Game) -> list[str]:
        rubber = self.rubber.record_game(game)
        lines = [
            deal_entries(rubber.entries[-1], self.we, chicago=False),
            "Rubber score (WE = you and partner):",
            rubber.score_card(self.we),
        ]
        if rubber.is_finished:
            totals = rubber.totals
            winner = "WE" if rubber.winner == self.we else "THEY"
            margin = totals[self.we] - totals[self.we.opponents]
            line = f"Rubber {len(self.finished) + 1} won by {winner}: {margin:+d} for you"
            self.finished.append(line)
            lines.append(line + "; a new rubber starts")
            rubber = Rubber(first_dealer=rubber.dealer)
        self.rubber = rubber
        return lines

    def _record_chicago(self, game: Game) -> list[str]:
        chicago = self.chicago.record_game(game)
        lines = [
            deal_entries(chicago.entries[-1], self.we, chicago=True),
            "Chicago score (WE = you and partner):",
            chicago.score_card(self.we),
        ]
        if chicago.is_finished:
            totals = chicago.totals
            margin = totals[self.we] - totals[self.we.opponents]
            line = f"Chicago set {len(self.finished) + 1}: {margin:+d} for you"
            self.finished.append(line)
            lines.append(line + "; a new set starts")
            chicago = Chicago(first_dealer=chicago.dealer)
        self.chicago = chicago
        return lines

    def _record_imps(self, game: Game, par_result: Par | None) -> list[str]:
        result = game.result()
        if result is None or par_result is None:
            return ["IMPs against par: not available (no par without the double-dummy solver)"]
        score = result.score_for(self.we)
        target = par_result.score_for(self.we)
        gained = imps(score - target)
        self.imps += gained
        return [
            f"IMPs against par: {score:+d} against par {target:+d} = {gained:+d} IMPs "
            f"(total {self.imps:+d})"
        ]

    def _rubber_in_progress(self) -> str:
        """The rubber in progress: its totals, and what they settle to if it ends now."""
        we, they = self.we, self.we.opponents
        totals, settled = self.rubber.totals, self.rubber.settle()
        line = f"rubber in progress {totals[we]} to {totals[they]}"
        if settled != totals:
            line += f" ({settled[we]} to {settled[they]} if it ended now, RB Law 80)"
        return line

    def summary(self) -> str:
        """The session's score so far, in one line."""
        if self.scoring == "imps":
            return f"Total: {self.imps:+d} IMPs against par"
        done = "; ".join(self.finished)
        if self.scoring == "rubber":
            current = self._rubber_in_progress()
        else:
            totals = self.chicago.totals
            current = f"Chicago set in progress {totals[self.we]} to {totals[self.we.opponents]}"
        return f"Total: {done + '; ' if done else ''}{current}"


@dataclass(frozen=True, slots=True)
class FieldComparison:
    """A deal's result against the field's, from one side: the matchpoints it wins among the
    field's results and its Butler IMPs against their datum."""

    results: int
    """How many results the field has."""
    mine: int
    """The side's score."""
    beaten: int
    """The field's results it beats."""
    tied: int
    """The field's results it ties."""
    datum: int
    """The field's Butler datum, for North-South."""
    imps: int
    """The side's IMPs against the datum."""

    @property
    def matchpoints(self) -> int:
        """2 for each result beaten, 1 for each tie."""
        return 2 * self.beaten + self.tied

    @property
    def top(self) -> int:
        """The most matchpoints it could win: 2 for each of the field's results."""
        return 2 * self.results


def compare_with_field(game: Game, field: Sequence[int], side: Side) -> FieldComparison | None:
    """How the finished deal's result compares with the field's North-South scores (the
    board's traveller in the file), for ``side``; None if the deal is not finished or the
    field has no result.

    >>> from bridgecraft.core import Board, Deal
    >>> game = Game.replay(Board(1, Deal.from_index(0)), ["P", "P", "P", "P"])
    >>> found = compare_with_field(game, [420, 0, -50], Side.EW)
    >>> found.beaten, found.tied, found.matchpoints, found.datum, found.imps
    (1, 1, 3, 0, 0)
    """
    result = game.result()
    if result is None or not field:
        return None
    sign = 1 if side == Side.NS else -1
    ns = result.score_for(Side.NS)
    mine = sign * ns
    scores = [sign * score for score in field]
    base = field_datum(field)
    return FieldComparison(
        results=len(field),
        mine=mine,
        beaten=sum(1 for score in scores if score < mine),
        tied=sum(1 for score in scores if score == mine),
        datum=base,
        imps=sign * imps(ns - base),
    )


def field_lines(comparison: FieldComparison) -> list[str]:
    """The comparison in words.

    >>> field_lines(FieldComparison(3, 0, 1, 1, 0, 0))
    ['Against the field (3 results): your 0 beats 1 and ties 1: 3 of 6 matchpoints (50.0%)', \
'Butler: datum 0 (NS), your IMPs 0']
    """
    c = comparison
    share = percentage(c.matchpoints, c.top, places=1)
    return [
        f"Against the field ({c.results} results): your {_signed(c.mine)} beats {c.beaten} and "
        f"ties {c.tied}: {c.matchpoints} of {c.top} matchpoints ({share}%)",
        f"Butler: datum {_signed(c.datum)} (NS), your IMPs {_signed(c.imps)}",
    ]


class FieldTally:
    """The session against the field: each deal compared with its traveller, and the
    matchpoints and IMPs so far.

    >>> from bridgecraft.core import Board, Deal
    >>> tally = FieldTally(Side.NS)
    >>> passed = Game.replay(Board(1, Deal.from_index(0)), ["P", "P", "P", "P"])
    >>> len(tally.add(passed, [420, 0, -50])), tally.summary()
    (2, 'Against the field: 3 of 6 matchpoints (50.0%) and 0 IMPs (Butler) over 1 deal(s)')
    """

    def __init__(self, side: Side) -> None:
        self.side = side
        self.matchpoints = 0
        self.top = 0
        self.imps = 0
        self.deals = 0

    def add(self, game: Game, field: Sequence[int]) -> list[str]:
        """Compare a finished deal with the field's North-South scores; the lines to show."""
        comparison = compare_with_field(game, field, self.side)
        if comparison is None:
            return []
        self.matchpoints += comparison.matchpoints
        self.top += comparison.top
        self.imps += comparison.imps
        self.deals += 1
        return field_lines(comparison)

    def summary(self) -> str | None:
        """The session so far against the field (None before any deal with a traveller)."""
        if not self.deals:
            return None
        share = percentage(self.matchpoints, self.top, places=1)
        return (
            f"Against the field: {self.matchpoints} of {self.top} matchpoints ({share}%) and "
            f"{_signed(self.imps)} IMPs (Butler) over {self.deals} deal(s)"
        )


def _signed(value: int) -> str:
    return f"{value:+d}" if value else "0"
