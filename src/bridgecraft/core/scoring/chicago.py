"""Chicago, or four-deal bridge (RULES.md §2.2, §3.6, §5.3): sets of four deals with a fixed
vulnerability schedule, game premiums as at duplicate, partscores that carry forward, and a
premium for a partscore on the fourth deal.

A :class:`Chicago` is immutable: :meth:`Chicago.record` returns a new one.

>>> chicago = Chicago().record(Contract.parse("4H by N"), 10)
>>> chicago.totals, chicago.deal_number, chicago.dealer, chicago.vulnerability
(BySide(ns=420, ew=0), 2, Seat.E, Vulnerability.EW)
>>> chicago = chicago.record(None)  # passed out: the same dealer redeals
>>> chicago.deal_number, chicago.dealer
(2, Seat.E)
>>> chicago = chicago.record(Contract.parse("2S by W"), 8)
>>> chicago.leg, chicago.totals
(BySide(ns=0, ew=60), BySide(ns=420, ew=60))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from bridgecraft.core.board import Vulnerability, chicago_dealer, chicago_vulnerability
from bridgecraft.core.cards import BySide, Seat, Side
from bridgecraft.core.checks import check_flag
from bridgecraft.core.deal import Deal
from bridgecraft.core.errors import IllegalActionError, InvalidNotationError
from bridgecraft.core.scoring._checks import check_instance
from bridgecraft.core.scoring.duplicate import trick_points, undertrick_penalty
from bridgecraft.core.scoring.rubber import (
    RecordedDeal,
    ScoreEntry,
    _check_deal,
    _check_first_dealer,
    _check_game,
    _check_we,
    _deal_honors,
    _deal_text,
    _made_premiums,
    _outcome,
    _record_text,
)

if TYPE_CHECKING:  # imported lazily: core.contract imports the scoring package
    from bridgecraft.core.contract import Contract
    from bridgecraft.core.game import Game

__all__ = ["Chicago", "ChicagoSettings"]

_PREMIUMS = ("fourth_deal", "every_deal_50", "unconverted_at_end")


@dataclass(frozen=True, slots=True)
class ChicagoSettings:
    """The variants of Chicago (RULES.md §5.3 and §9.2); the defaults are the standard game.

    Pure duplicate scoring with Chicago vulnerability is ``ChicagoSettings(honors=False,
    partscore_premium="every_deal_50", carry_over=False)``.

    >>> ChicagoSettings(honors=False).partscore_premium
    'fourth_deal'
    """

    vulnerability: Literal["dealer", "nondealer"] = "dealer"
    """Who is vulnerable on deals 2 and 3: the dealer's side (standard) or the other side."""
    honors: bool = True
    """Whether honors are scored (RB Law 81), as Bicycle and the EBU do; many clubs don't."""
    partscore_premium: Literal["fourth_deal", "every_deal_50", "unconverted_at_end"] = "fourth_deal"
    """``fourth_deal`` (standard): 100 for a partscore made on deal 4 that does not complete
    a game; ``every_deal_50``: 50 for such a partscore on every deal, 4 included (duplicate
    style); ``unconverted_at_end``: 100 to each side with a partscore toward game still
    standing after deal 4."""
    carry_over: bool = True
    """Whether partscores carry forward and combine toward game; if False, only a deal
    whose own trick points reach 100 is a game."""

    def __post_init__(self) -> None:
        if self.vulnerability not in ("dealer", "nondealer"):
            raise InvalidNotationError(
                f"invalid Chicago vulnerability {self.vulnerability!r}: "
                "expected 'dealer' or 'nondealer'"
            )
        if self.partscore_premium not in _PREMIUMS:
            raise InvalidNotationError(
                f"invalid Chicago partscore premium {self.partscore_premium!r}: expected "
                + ", ".join(repr(name) for name in _PREMIUMS)
            )
        check_flag(self.honors, "honors")
        check_flag(self.carry_over, "carry_over")


_DEFAULT_SETTINGS = ChicagoSettings()


class Chicago:
    """An immutable Chicago set: up to four deals and their scores.

    A passed-out deal is redealt by the same dealer and does not count. After four deals
    the set is over and recording raises :class:`IllegalActionError`: a new set is a new
    ``Chicago``.

    >>> chicago = Chicago(first_dealer=Seat.S)
    >>> for contract, tricks in [("1NT by N", 7), ("3NT by E", 8), ("2C by S", 8), ("1S by W", 7)]:
    ...     chicago = chicago.record(Contract.parse(contract), tricks)
    >>> chicago.is_finished, chicago.totals, chicago.leg
    (True, BySide(ns=180, ew=130), BySide(ns=80, ew=30))
    """

    __slots__ = ("deals", "entries", "first_dealer", "leg", "settings", "totals")
    settings: ChicagoSettings
    """The variant played."""
    first_dealer: Seat
    """The dealer of deal 1."""
    deals: tuple[RecordedDeal, ...]
    """The deals recorded, in order, passed-out deals included."""
    entries: tuple[tuple[ScoreEntry, ...], ...]
    """For each recorded deal, what it scored, in order (empty if passed out)."""
    leg: BySide[int]
    """Each side's trick points toward a game not yet made (always 0 without carry-over)."""
    totals: BySide[int]
    """Each side's total score so far."""

    def __init__(
        self, settings: ChicagoSettings = _DEFAULT_SETTINGS, first_dealer: Seat = Seat.N
    ) -> None:
        check_instance(settings, ChicagoSettings, "settings", "ChicagoSettings")
        zero = BySide(0, 0)
        self._set(settings, _check_first_dealer(first_dealer), (), (), zero, zero)

    def _set(
        self,
        settings: ChicagoSettings,
        first_dealer: Seat,
        deals: tuple[RecordedDeal, ...],
        entries: tuple[tuple[ScoreEntry, ...], ...],
        leg: BySide[int],
        totals: BySide[int],
    ) -> None:
        values = (settings, first_dealer, deals, entries, leg, totals)
        names = ("settings", "first_dealer", "deals", "entries", "leg", "totals")
        for name, value in zip(names, values, strict=True):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Chicago is immutable")

    # -- recording ---------------------------------------------------------------------------

    def record(
        self,
        contract: Contract | None,
        tricks: int = 0,
        *,
        honors: tuple[Side, int] | None = None,
    ) -> Chicago:
        """The set after one more deal: ``contract`` made ``tricks`` tricks for its
        declarer's side (None: passed out), with ``honors`` held (scored only if the
        settings count honors).

        >>> Chicago().record(Contract.parse("7NT by S"), 13, honors=(Side.NS, 150)).totals
        BySide(ns=1670, ew=0)
        """
        self._check_open(contract)
        _check_deal(contract, tricks, honors)
        return self._recorded(contract, tricks, honors)

    def record_deal(self, contract: Contract | None, tricks: int, deal: Deal) -> Chicago:
        """Like :meth:`record`, with the honors found in ``deal``.

        >>> deal = Deal.from_pbn(
        ...     "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
        >>> Chicago().record_deal(Contract.parse("4S by N"), 10, deal).totals
        BySide(ns=520, ew=0)
        """
        self._check_open(contract)
        return self.record(contract, tricks, honors=_deal_honors(contract, tricks, deal))

    def record_game(self, game: Game) -> Chicago:
        """Like :meth:`record_deal`, for a finished :class:`Game` whose board was dealt by
        :attr:`dealer` with :attr:`vulnerability`.

        >>> board = Board(1, Deal.from_index(5), dealer=Seat.N, vulnerability=Vulnerability.NONE)
        >>> chicago = Chicago().record_game(Game.replay(board, ["P", "P", "P", "P"]))
        >>> chicago.deal_number, chicago.dealer
        (1, Seat.N)
        """
        _check_game(game)
        result = game.result()
        self._check_open(None if result is None else result.contract)
        expected = f"deal {self.deal_number} of the Chicago set"
        contract, tricks = _outcome(game, self.dealer, self.vulnerability, expected)
        return self.record_deal(contract, tricks, game.board.deal)

    def _check_open(self, contract: Contract | None) -> None:
        if self.is_finished:
            raise IllegalActionError(
                f"cannot record {_deal_text(contract)}: the Chicago set is over after 4 "
                "deals; start a new Chicago"
            )

    def _recorded(
        self, contract: Contract | None, tricks: int, held: tuple[Side, int] | None
    ) -> Chicago:
        settings = self.settings
        number = self.deal_number
        vulnerability = self.vulnerability
        leg = list(self.leg)
        events: list[ScoreEntry] = []
        if contract is not None:
            side = contract.side
            vulnerable = vulnerability.is_vulnerable(side)
            need = contract.level + 6
            if tricks >= need:
                points = trick_points(contract.level, contract.strain, contract.doubled)
                leg[side] += points
                events.append(ScoreEntry(side, "trick_points", points))
                if leg[side] >= 100:
                    events.append(ScoreEntry(side, "game", 500 if vulnerable else 300))
                    leg = [0, 0]
                elif settings.partscore_premium == "fourth_deal" and number == 4:
                    events.append(ScoreEntry(side, "fourth_deal_partscore", 100))
                elif settings.partscore_premium == "every_deal_50":
                    events.append(ScoreEntry(side, "partscore", 50))
                events += [
                    ScoreEntry(side, kind, amount)
                    for kind, amount in _made_premiums(contract, tricks, vulnerable)
                ]
            else:
                penalty = undertrick_penalty(need - tricks, contract.doubled, vulnerable)
                events.append(ScoreEntry(side.opponents, "undertricks", penalty))
            if held is not None and settings.honors:
                events.append(ScoreEntry(held[0], "honors", held[1]))
            if number == 4 and settings.partscore_premium == "unconverted_at_end":
                events += [
                    ScoreEntry(each, "unconverted_partscore", 100) for each in Side if leg[each]
                ]
            if not settings.carry_over:
                leg = [0, 0]
        totals = list(self.totals)
        for event in events:
            totals[event.side] += event.points
        deal = RecordedDeal(number, self.dealer, vulnerability, contract, tricks, held)
        chicago: Chicago = object.__new__(Chicago)
        chicago._set(
            settings,
            self.first_dealer,
            (*self.deals, deal),
            (*self.entries, tuple(events)),
            BySide(leg[0], leg[1]),
            BySide(totals[0], totals[1]),
        )
        return chicago

    # -- questions ---------------------------------------------------------------------------

    @property
    def deals_played(self) -> int:
        """The deals that count, 0 to 4: those not passed out."""
        return sum(not deal.is_passed_out for deal in self.deals)

    @property
    def is_finished(self) -> bool:
        """True once four deals have been played (passed-out deals do not count)."""
        return self.deals_played >= 4

    @property
    def deal_number(self) -> int:
        """The number, 1 to 4, of the next deal. Once the set is over, 1: the first deal of
        the next set (scored in a new ``Chicago``)."""
        return self.deals_played % 4 + 1

    @property
    def dealer(self) -> Seat:
        """The dealer of the next deal (:func:`chicago_dealer`); the same again after a
        passed-out deal."""
        return chicago_dealer(self.deal_number, self.first_dealer)

    @property
    def vulnerability(self) -> Vulnerability:
        """The vulnerability of the next deal (:func:`chicago_vulnerability`)."""
        return chicago_vulnerability(
            self.deal_number, self.first_dealer, self.settings.vulnerability
        )

    # -- the score card ----------------------------------------------------------------------

    def score_card(self, we: Side = Side.NS) -> str:
        """The score card: one line per deal with what each side scored, then the totals.
        WE is ``we`` (NS by default), THEY the other side.

        >>> chicago = Chicago().record(Contract.parse("4H by N"), 10).record(None)
        >>> chicago = chicago.record(Contract.parse("4SX by E"), 8, honors=(Side.EW, 100))
        >>> print(chicago.score_card())
        Deal  Dealer  Vul   Contract    Tricks     WE   THEY
           1  N       None  4H by N         10    420
           2  E       EW    passed out
           2  E       EW    4SX by E         8    500    100
                                         TOTAL    920    100
        """
        we, they = _check_we(we)

        def line(*cells: str) -> str:
            number, dealer, vulnerable, contract, tricks, ours, theirs = cells
            return (
                f"{number:>4}  {dealer:<6}  {vulnerable:<4}  {contract:<10}  {tricks:>6}  "
                f"{ours:>5}  {theirs:>5}"
            ).rstrip()

        def points(amount: int) -> str:
            return str(amount) if amount else ""

        lines = [line("Deal", "Dealer", "Vul", "Contract", "Tricks", "WE", "THEY")]
        for deal, entries in zip(self.deals, self.entries, strict=True):
            scored = [0, 0]
            for entry in entries:
                scored[entry.side] += entry.points
            passed = deal.contract is None
            lines.append(
                line(
                    str(deal.number),
                    str(deal.dealer),
                    str(deal.vulnerability),
                    "passed out" if passed else str(deal.contract),
                    "" if passed else str(deal.tricks),
                    points(scored[we]),
                    points(scored[they]),
                )
            )
        lines.append(line("", "", "", "", "TOTAL", str(self.totals[we]), str(self.totals[they])))
        return "\n".join(lines)

    # -- identity ----------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Chicago) and (self.settings, self.first_dealer, self.deals) == (
            other.settings,
            other.first_dealer,
            other.deals,
        )

    def __hash__(self) -> int:
        return hash((self.settings, self.first_dealer, self.deals))

    def __repr__(self) -> str:
        """An expression that rebuilds this set.

        >>> Chicago(ChicagoSettings(honors=False)).record(None)
        Chicago(settings=ChicagoSettings(vulnerability='dealer', honors=False, \
partscore_premium='fourth_deal', carry_over=True)).record(None)
        """
        arguments = []
        if self.settings != _DEFAULT_SETTINGS:
            arguments.append(f"settings={self.settings!r}")
        if self.first_dealer != Seat.N:
            arguments.append(f"first_dealer={self.first_dealer!r}")
        return f"Chicago({', '.join(arguments)})" + "".join(
            _record_text(deal) for deal in self.deals
        )
