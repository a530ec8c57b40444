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
from bridgecraft.core.scoring import ButlerSettings, ScoreEntry, datum, matchpoints, percentage

__all__ = [
    "SCORINGS",
    "FieldTally",
    "ScoreKeeper",
    "Scoring",
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
        self.matchpoints = 0.0
        self.top = 0
        self.imps = 0
        self.deals = 0

    def add(self, game: Game, field: Sequence[int]) -> list[str]:
        """Compare a finished deal with the field's North-South scores; the lines to show."""
        lines = field_lines(game, field, self.side)
        result = game.result()
        if not lines or result is None:
            return lines
        sign = 1 if self.side == Side.NS else -1
        mine = sign * result.score_for(Side.NS)
        self.matchpoints += matchpoints([*(sign * score for score in field), mine])[-1]
        self.top += 2 * len(field)
        self.imps += sign * imps(sign * mine - _field_datum(field))
        self.deals += 1
        return lines

    def summary(self) -> str | None:
        """The session so far against the field (None before any deal with a traveller)."""
        if not self.deals:
            return None
        share = percentage(self.matchpoints, self.top, places=1)
        return (
            f"Against the field: {self.matchpoints:g} of {self.top} matchpoints ({share}%) and "
            f"{_signed(self.imps)} IMPs (Butler) over {self.deals} deal(s)"
        )


def _field_datum(field: Sequence[int]) -> int:
    """The field's Butler datum (both extremes kept when there are only two results)."""
    settings = ButlerSettings() if len(field) > 2 else ButlerSettings(drop_extremes=0)
    return datum(list(field), settings)


def field_lines(game: Game, field: Sequence[int], side: Side) -> list[str]:
    """How the deal's result compares with the field's (the North-South scores of the
    board's traveller in the file): matchpoints against every result, and Butler IMPs
    against the field's datum, for ``side`` (the human's).

    >>> from bridgecraft.core import Board, Deal
    >>> game = Game.replay(Board(1, Deal.from_index(0)), ["P", "P", "P", "P"])
    >>> field_lines(game, [420, 0, -50], Side.NS)[0]
    'Against the field (3 results): your 0 beats 1 and ties 1: 3 of 6 matchpoints (50.0%)'
    """
    result = game.result()
    if result is None or not field:
        return []
    sign = 1 if side == Side.NS else -1
    mine = result.score_for(Side.NS)
    scores = [sign * score for score in field]
    beaten = sum(1 for score in scores if score < sign * mine)
    tied = sum(1 for score in scores if score == sign * mine)
    mp = matchpoints([*scores, sign * mine])[-1]
    lines = [
        f"Against the field ({len(field)} results): your {_signed(sign * mine)} beats {beaten} and "
        f"ties {tied}: {mp:g} of {2 * len(field)} matchpoints "
        f"({percentage(mp, 2 * len(field), places=1)}%)"
    ]
    base = _field_datum(field)
    lines.append(
        f"Butler: datum {_signed(base)} (NS), your IMPs {_signed(sign * imps(mine - base))}"
    )
    return lines


def _signed(value: int) -> str:
    return f"{value:+d}" if value else "0"
