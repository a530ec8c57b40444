"""Rubber bridge scoring (RB Laws 72-81, RULES.md §5.2): points below and above the line,
games, the rubber bonus, honors, and the settlement of an unfinished rubber (RB Law 80).

A :class:`Rubber` is immutable: :meth:`Rubber.record` returns a new one.

>>> rubber = Rubber().record(Contract.parse("4S by N"), 10)
>>> rubber.games, rubber.vulnerability, rubber.dealer
(BySide(ns=1, ew=0), Vulnerability.NS, Seat.E)
>>> rubber = rubber.record(Contract.parse("3NT by E"), 8)
>>> [str(entry) for entry in rubber.entries[-1]]
['NS undertricks 50']
>>> rubber = rubber.record(Contract.parse("3NT by S"), 9, honors=(Side.NS, 150))
>>> rubber.is_finished, rubber.winner, rubber.below, rubber.above, rubber.totals
(True, Side.NS, BySide(ns=220, ew=0), BySide(ns=900, ew=0), BySide(ns=1120, ew=0))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bridgecraft.core.board import Vulnerability
from bridgecraft.core.calls import Doubled
from bridgecraft.core.cards import BySide, Seat, Side, Strain
from bridgecraft.core.checks import check_flag, is_whole
from bridgecraft.core.deal import Deal
from bridgecraft.core.errors import IllegalActionError, InvalidNotationError
from bridgecraft.core.scoring._checks import check_instance
from bridgecraft.core.scoring.duplicate import trick_points, undertrick_penalty

if TYPE_CHECKING:  # imported lazily: core.contract imports the scoring package
    from bridgecraft.core.contract import Contract
    from bridgecraft.core.game import Game

__all__ = ["RecordedDeal", "Rubber", "RubberSettings", "ScoreEntry", "honors"]

_SUIT_HONORS = tuple(0b11111 << (13 * suit + 8) for suit in range(4))  # T J Q K A of a suit
_ACES = sum(1 << (13 * suit + 12) for suit in range(4))


def honors(deal: Deal, strain: Strain) -> tuple[Side, int] | None:
    """The honors bonus of a deal played in ``strain`` (RB Law 81), and the side it goes to.

    Four of the five trump honors (A K Q J T) in one hand score 100, all five 150; at
    notrump the four aces in one hand score 150. The bonus goes to the side of the hand
    that holds them, declarer's side or not, whether or not the contract is made.

    >>> deal = Deal.from_pbn(
    ...     "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
    >>> honors(deal, Strain.S), honors(deal, Strain.NT), honors(deal, Strain.H)
    ((Side.NS, 100), (Side.NS, 150), None)
    """
    _check_deal_type(deal)
    if not is_whole(strain, 0, 4):
        raise InvalidNotationError(f"invalid strain {strain!r}: expected a Strain")
    strain = Strain(strain)
    wanted = _ACES if strain == Strain.NT else _SUIT_HONORS[strain]
    for seat, mask in zip(Seat, deal.masks, strict=True):
        count = (mask & wanted).bit_count()
        if count == 5 or (count == 4 and strain == Strain.NT):
            return (seat.side, 150)
        if count == 4:
            return (seat.side, 100)
    return None


@dataclass(frozen=True, slots=True)
class RubberSettings:
    """How an unfinished rubber is settled (RB Law 80, RULES.md §5.2 and §9.2).

    >>> RubberSettings(unfinished_partscore_bonus=50, partscore_bonus_only_if_one_side=False)
    RubberSettings(unfinished_partscore_bonus=50, partscore_bonus_only_if_one_side=False)
    """

    unfinished_partscore_bonus: int = 100
    """The bonus for a partscore in the unfinished game: 100 (Law 80) or 50 (many cards)."""
    partscore_bonus_only_if_one_side: bool = True
    """True (Law 80): the bonus goes only to a side that alone has a partscore; False: to
    each side with a partscore ("50 to each side" is this with a bonus of 50)."""

    def __post_init__(self) -> None:
        bonus = self.unfinished_partscore_bonus
        if not isinstance(bonus, int) or isinstance(bonus, bool) or bonus < 0:
            raise InvalidNotationError(
                f"invalid unfinished_partscore_bonus {bonus!r}: expected 100 or 50 points"
            )
        check_flag(self.partscore_bonus_only_if_one_side, "partscore_bonus_only_if_one_side")


@dataclass(frozen=True, slots=True)
class ScoreEntry:
    """One item written on the score card for a side.

    ``kind`` names it: in a rubber ``below`` (trick points), ``overtricks``, ``slam``,
    ``insult``, ``undertricks``, ``honors``, ``game``, ``rubber`` or ``unfinished`` (RB
    Law 80); for ``game`` the amount is the side's new count of games, not points. In
    Chicago ``trick_points`` replaces ``below``, ``game`` is the game premium, and
    ``fourth_deal_partscore``, ``partscore`` and ``unconverted_partscore`` are premiums.

    >>> str(ScoreEntry(Side.EW, "undertricks", 500))
    'EW undertricks 500'
    """

    side: Side
    """The side that scores it."""
    kind: str
    """What it is for, as listed above."""
    points: int
    """The points (for a rubber's ``game`` entry: the side's games won so far)."""

    def __str__(self) -> str:
        return f"{self.side} {self.kind} {self.points}"


@dataclass(frozen=True, slots=True)
class RecordedDeal:
    """One deal of a rubber or a Chicago set, as recorded.

    >>> str(Rubber().record(Contract.parse("4SX by W"), 8).deals[0])
    'deal 1, dealer N, vulnerable None: 4SX by W, 8 tricks'
    """

    number: int
    """In a rubber, its place from 1 (passed-out deals included); in Chicago, 1 to 4 (a
    passed-out deal and its redeal share a number)."""
    dealer: Seat
    """The seat that dealt."""
    vulnerability: Vulnerability
    """Which sides were vulnerable."""
    contract: Contract | None
    """The contract, None if the deal was passed out."""
    tricks: int
    """Tricks won by declarer's side (0 if passed out)."""
    honors: tuple[Side, int] | None
    """The honors held, as given or found in the deal: the side and 100 or 150."""

    @property
    def is_passed_out(self) -> bool:
        """True when the deal was passed out."""
        return self.contract is None

    def __str__(self) -> str:
        head = f"deal {self.number}, dealer {self.dealer}, vulnerable {self.vulnerability}"
        if self.contract is None:
            return f"{head}: passed out"
        extra = f", honors {self.honors[0]} {self.honors[1]}" if self.honors else ""
        return f"{head}: {self.contract}, {self.tricks} tricks{extra}"


# -- shared by rubber and Chicago ------------------------------------------------------------


def _check_deal(contract: Contract | None, tricks: int, held: tuple[Side, int] | None) -> None:
    """Raise InvalidNotationError unless this is a recordable deal."""
    from bridgecraft.core.contract import Contract  # here: core.contract imports scoring

    if contract is not None and not isinstance(contract, Contract):
        raise InvalidNotationError(
            f"invalid contract {contract!r}: expected a Contract, or None for a passed-out deal"
        )
    if not isinstance(tricks, int) or isinstance(tricks, bool) or not 0 <= tricks <= 13:
        raise InvalidNotationError(f"invalid number of tricks {tricks!r}: expected 0 to 13")
    if contract is None and tricks:
        raise InvalidNotationError(
            f"invalid number of tricks {tricks!r} for a passed-out deal: expected 0"
        )
    if held is None:
        return
    if contract is None:
        raise InvalidNotationError(f"invalid honors {held!r}: a passed-out deal has no trumps")
    valid = (150,) if contract.strain == Strain.NT else (100, 150)
    if (
        not isinstance(held, tuple)
        or len(held) != 2
        or not isinstance(held[0], Side)
        or not is_whole(held[1])
        or held[1] not in valid
    ):
        raise InvalidNotationError(
            f"invalid honors {held!r} in {contract}: expected None or "
            + ("(side, 150) at notrump" if len(valid) == 1 else "(side, 100) or (side, 150)")
        )


def _check_deal_type(deal: object) -> None:
    check_instance(deal, Deal, "deal", "a Deal")


def _deal_honors(contract: Contract | None, tricks: int, deal: Deal) -> tuple[Side, int] | None:
    """The honors found in ``deal`` for ``contract`` (None if passed out), once the deal
    and its result are checked: what ``record_deal`` records."""
    _check_deal(contract, tricks, None)
    _check_deal_type(deal)
    return None if contract is None else honors(deal, contract.strain)


def _check_game(game: object) -> None:
    from bridgecraft.core.game import Game  # here: core.game imports scoring

    check_instance(game, Game, "game", "a Game")


def _check_first_dealer(first_dealer: object) -> Seat:
    """The first dealer, a Seat (or its number or name); anything else is refused."""
    return Seat.of(first_dealer, "first dealer")  # type: ignore[arg-type]


def _check_we(we: object) -> tuple[Side, Side]:
    """The WE side of a score card (a Side, a Seat or 'NS'/'EW') and THEY."""
    side = Side.of(we)  # type: ignore[arg-type]
    return side, side.opponents


def _made_premiums(contract: Contract, tricks: int, vulnerable: bool) -> list[tuple[str, int]]:
    """Overtricks, slam and insult (those that are not zero) of a contract made."""
    over = tricks - contract.level - 6
    doubled = contract.doubled
    if doubled == Doubled.UNDOUBLED:
        per_trick = 20 if contract.strain <= Strain.D else 30
    else:
        per_trick = (200 if vulnerable else 100) * doubled
    slam = {6: 750 if vulnerable else 500, 7: 1500 if vulnerable else 1000}.get(contract.level, 0)
    items = [("overtricks", over * per_trick), ("slam", slam), ("insult", 50 * doubled)]
    return [(kind, points) for kind, points in items if points]


def _outcome(
    game: Game, dealer: Seat, vulnerability: Vulnerability, expected: str
) -> tuple[Contract | None, int]:
    """The contract and tricks of a finished game whose board has the dealer and
    vulnerability of the score card's next deal (``expected`` names that deal)."""
    result = game.result()
    board = game.board
    if result is None:
        raise IllegalActionError(
            f"cannot record board {board.number}: the game is not finished ({game.phase})"
        )
    if (board.dealer, board.vulnerability) != (dealer, vulnerability):
        raise IllegalActionError(
            f"cannot record board {board.number} (dealer {board.dealer}, vulnerable "
            f"{board.vulnerability}): {expected} has dealer {dealer}, vulnerable {vulnerability}"
        )
    return result.contract, result.tricks


def _deal_text(contract: Contract | None) -> str:
    return "a passed-out deal" if contract is None else str(contract)


# -- the rubber ----------------------------------------------------------------------------

_ABOVE = frozenset(
    {"overtricks", "slam", "insult", "undertricks", "honors", "rubber", "unfinished"}
)
_DEFAULT_SETTINGS = RubberSettings()


class Rubber:
    """An immutable rubber: the deals recorded so far and the score card they make.

    The rubber ends when a side wins its second game (RB Law 74). Recording a deal after
    that raises :class:`IllegalActionError`: a new rubber is a new ``Rubber``.

    >>> rubber = Rubber(first_dealer=Seat.W).record(None)  # passed out: next dealer deals
    >>> rubber.dealer, rubber.deals[0].is_passed_out, rubber.totals
    (Seat.N, True, BySide(ns=0, ew=0))
    """

    __slots__ = (
        "above",
        "below",
        "deals",
        "entries",
        "first_dealer",
        "games",
        "leg",
        "settings",
    )
    settings: RubberSettings
    """How an unfinished rubber is settled."""
    first_dealer: Seat
    """The seat that dealt the first deal."""
    deals: tuple[RecordedDeal, ...]
    """The deals recorded, in order, passed-out deals included."""
    entries: tuple[tuple[ScoreEntry, ...], ...]
    """For each recorded deal, what it scored, in the order of the card (empty if passed
    out)."""
    games: BySide[int]
    """Games won by each side (0 to 2)."""
    leg: BySide[int]
    """Each side's points below the line toward the current game."""
    below: BySide[int]
    """Each side's points below the line (trick points), all games together."""
    above: BySide[int]
    """Each side's points above the line (premiums, penalties, honors, the rubber bonus)."""

    def __init__(
        self, settings: RubberSettings = _DEFAULT_SETTINGS, first_dealer: Seat = Seat.N
    ) -> None:
        check_instance(settings, RubberSettings, "settings", "RubberSettings")
        zero = BySide(0, 0)
        self._set(settings, _check_first_dealer(first_dealer), (), (), zero, zero, zero, zero)

    def _set(
        self,
        settings: RubberSettings,
        first_dealer: Seat,
        deals: tuple[RecordedDeal, ...],
        entries: tuple[tuple[ScoreEntry, ...], ...],
        games: BySide[int],
        leg: BySide[int],
        below: BySide[int],
        above: BySide[int],
    ) -> None:
        values = (settings, first_dealer, deals, entries, games, leg, below, above)
        names = ("settings", "first_dealer", "deals", "entries", "games", "leg", "below", "above")
        for name, value in zip(names, values, strict=True):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Rubber is immutable")

    # -- recording ---------------------------------------------------------------------------

    def record(
        self,
        contract: Contract | None,
        tricks: int = 0,
        *,
        honors: tuple[Side, int] | None = None,
    ) -> Rubber:
        """The rubber after one more deal: ``contract`` made ``tricks`` tricks for its
        declarer's side (None: passed out), with ``honors`` held (the side and 100 or 150).

        >>> Rubber().record(Contract.parse("1NT by N"), 14)
        Traceback (most recent call last):
        ...
        bridgecraft.core.errors.InvalidNotationError: invalid number of tricks 14: expected 0 to 13
        """
        self._check_open(contract)
        _check_deal(contract, tricks, honors)
        return self._recorded(contract, tricks, honors)

    def record_deal(self, contract: Contract | None, tricks: int, deal: Deal) -> Rubber:
        """Like :meth:`record`, with the honors found in ``deal`` (see :func:`honors`).

        >>> deal = Deal.from_pbn(
        ...     "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
        >>> Rubber().record_deal(Contract.parse("4H by E"), 9, deal).entries[0]
        (ScoreEntry(side=Side.NS, kind='undertricks', points=50),)
        """
        self._check_open(contract)
        return self.record(contract, tricks, honors=_deal_honors(contract, tricks, deal))

    def record_game(self, game: Game) -> Rubber:
        """Like :meth:`record_deal`, for a finished :class:`Game` whose board was dealt by
        :attr:`dealer` with :attr:`vulnerability`.

        >>> board = Board(1, Deal.from_index(5), dealer=Seat.N, vulnerability=Vulnerability.NONE)
        >>> Rubber().record_game(Game.replay(board, ["P", "P", "P", "P"])).dealer
        Seat.E
        """
        _check_game(game)
        result = game.result()
        self._check_open(None if result is None else result.contract)
        contract, tricks = _outcome(game, self.dealer, self.vulnerability, "the rubber's next deal")
        return self.record_deal(contract, tricks, game.board.deal)

    def _check_open(self, contract: Contract | None) -> None:
        if self.is_finished:
            raise IllegalActionError(
                f"cannot record {_deal_text(contract)}: the rubber is over ({self.winner} won "
                f"it {max(self.games)}-{min(self.games)}); start a new Rubber"
            )

    def _recorded(
        self, contract: Contract | None, tricks: int, held: tuple[Side, int] | None
    ) -> Rubber:
        games, leg, below, above = (
            list(self.games),
            list(self.leg),
            list(self.below),
            list(self.above),
        )
        events: list[ScoreEntry] = []
        if contract is not None:
            side = contract.side
            vulnerable = games[side] >= 1
            need = contract.level + 6
            if tricks >= need:
                points = trick_points(contract.level, contract.strain, contract.doubled)
                below[side] += points
                leg[side] += points
                events.append(ScoreEntry(side, "below", points))
                for kind, amount in _made_premiums(contract, tricks, vulnerable):
                    above[side] += amount
                    events.append(ScoreEntry(side, kind, amount))
                if leg[side] >= 100:
                    games[side] += 1
                    leg = [0, 0]
                    events.append(ScoreEntry(side, "game", games[side]))
                    if games[side] == 2:
                        bonus = 700 if games[side.opponents] == 0 else 500
                        above[side] += bonus
                        events.append(ScoreEntry(side, "rubber", bonus))
            else:
                penalty = undertrick_penalty(need - tricks, contract.doubled, vulnerable)
                above[side.opponents] += penalty
                events.append(ScoreEntry(side.opponents, "undertricks", penalty))
            if held is not None:
                above[held[0]] += held[1]
                events.append(ScoreEntry(held[0], "honors", held[1]))
        deal = RecordedDeal(
            len(self.deals) + 1, self.dealer, self.vulnerability, contract, tricks, held
        )
        rubber: Rubber = object.__new__(Rubber)
        rubber._set(
            self.settings,
            self.first_dealer,
            (*self.deals, deal),
            (*self.entries, tuple(events)),
            BySide(games[0], games[1]),
            BySide(leg[0], leg[1]),
            BySide(below[0], below[1]),
            BySide(above[0], above[1]),
        )
        return rubber

    # -- questions ---------------------------------------------------------------------------

    @property
    def dealer(self) -> Seat:
        """The seat that deals next: the turn passes clockwise, passed-out deals included."""
        return self.first_dealer.next(len(self.deals))

    @property
    def vulnerability(self) -> Vulnerability:
        """Who is vulnerable on the next deal: each side that has won a game (RULES.md §2.3)."""
        return Vulnerability.of(ns=self.games.ns >= 1, ew=self.games.ew >= 1)

    @property
    def totals(self) -> BySide[int]:
        """Each side's points above and below the line (without Law 80's bonuses)."""
        return BySide(self.below.ns + self.above.ns, self.below.ew + self.above.ew)

    @property
    def is_finished(self) -> bool:
        """True once a side has won two games."""
        return max(self.games) >= 2

    @property
    def winner(self) -> Side | None:
        """The side that won two games (it may still have fewer points), None before."""
        return next((side for side in Side if self.games[side] >= 2), None)

    def unfinished_bonuses(self) -> tuple[ScoreEntry, ...]:
        """The bonuses of RB Law 80 if play stopped now (kind ``unfinished``; none once the
        rubber is finished): 300 for the side with the only completed game, and the
        partscore bonus of the settings.

        >>> rubber = Rubber().record(Contract.parse("4S by N"), 10)
        >>> rubber = rubber.record(Contract.parse("2D by E"), 8)
        >>> [str(entry) for entry in rubber.unfinished_bonuses()]
        ['NS unfinished 300', 'EW unfinished 100']
        """
        if self.is_finished:
            return ()
        bonuses = [0, 0]
        if sum(self.games) == 1:
            bonuses[self.games.index(1)] += 300
        with_partscore = [side for side in Side if self.leg[side] > 0]
        if len(with_partscore) == 1 or not self.settings.partscore_bonus_only_if_one_side:
            for side in with_partscore:
                bonuses[side] += self.settings.unfinished_partscore_bonus
        return tuple(
            ScoreEntry(side, "unfinished", bonuses[side]) for side in Side if bonuses[side]
        )

    def settle(self) -> BySide[int]:
        """The final totals: :attr:`totals`, plus RB Law 80's bonuses if unfinished.

        >>> Rubber().record(Contract.parse("3NT by W"), 9).settle()
        BySide(ns=0, ew=400)
        """
        extra = [0, 0]
        for entry in self.unfinished_bonuses():
            extra[entry.side] += entry.points
        return BySide(self.totals.ns + extra[0], self.totals.ew + extra[1])

    @property
    def margin(self) -> int:
        """NS's settled total minus EW's: positive when NS are ahead on points."""
        settled = self.settle()
        return settled.ns - settled.ew

    # -- the score card ----------------------------------------------------------------------

    def score_card(self, we: Side = Side.NS, *, settle: bool = False) -> str:
        """The score card in two columns, WE (``we``, NS by default) and THEY.

        Points above the line are written upward from it (the latest on top); trick points
        go below it, with a line under both columns each time a game is won. The totals end
        the card; ``settle=True`` adds RB Law 80's bonuses to an unfinished rubber.

        >>> rubber = Rubber().record(Contract.parse("4S by N"), 11)
        >>> rubber = rubber.record(Contract.parse("2H by E"), 8, honors=(Side.NS, 100))
        >>> print(rubber.score_card(settle=True))
               WE |      THEY
              300 |
              100 |
               30 |       100
        ==========+==========
              120 |
        ----------+----------
                  |        60
            TOTAL |     TOTAL
              550 |       160
        """
        check_flag(settle, "settle")
        we, they = _check_we(we)
        width = 9

        def row(left: object, right: object) -> str:
            return f"{left!s:>{width}} | {right!s:>{width}}".rstrip()

        def rule(char: str) -> str:
            return char * (width + 1) + "+" + char * (width + 1)

        def rows(left: list[int], right: list[int], *, top: bool) -> list[str]:
            depth = max(len(left), len(right))
            pad = ([""] * (depth - len(left)), [""] * (depth - len(right)))
            columns = (left + pad[0], right + pad[1]) if top else (pad[0] + left, pad[1] + right)
            return [row(a, b) for a, b in zip(*columns, strict=True)]

        extra = self.unfinished_bonuses() if settle else ()
        entries = [entry for deal in self.entries for entry in deal]
        above = [entry for entry in (*entries, *extra) if entry.kind in _ABOVE]
        lines = [row("WE", "THEY")]
        lines += rows(
            [entry.points for entry in reversed(above) if entry.side == we],
            [entry.points for entry in reversed(above) if entry.side == they],
            top=False,
        )
        lines.append(rule("="))
        game: tuple[list[int], list[int]] = ([], [])
        for entry in entries:
            if entry.kind == "below":
                game[entry.side != we].append(entry.points)
            elif entry.kind == "game":
                lines += [*rows(*game, top=True), rule("-")]
                game = ([], [])
        lines += rows(*game, top=True)
        totals = self.settle() if settle else self.totals
        lines += [row("TOTAL", "TOTAL"), row(totals[we], totals[they])]
        return "\n".join(lines)

    # -- identity ----------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rubber) and (self.settings, self.first_dealer, self.deals) == (
            other.settings,
            other.first_dealer,
            other.deals,
        )

    def __hash__(self) -> int:
        return hash((self.settings, self.first_dealer, self.deals))

    def __repr__(self) -> str:
        """An expression that rebuilds this rubber.

        >>> Rubber(first_dealer=Seat.E).record(Contract.parse("4S by N"), 10)
        Rubber(first_dealer=Seat.E).record(Contract(level=4, strain=Strain.S, \
doubled=Doubled.UNDOUBLED, declarer=Seat.N), 10)
        """
        arguments = []
        if self.settings != _DEFAULT_SETTINGS:
            arguments.append(f"settings={self.settings!r}")
        if self.first_dealer != Seat.N:
            arguments.append(f"first_dealer={self.first_dealer!r}")
        return f"Rubber({', '.join(arguments)})" + "".join(
            _record_text(deal) for deal in self.deals
        )


def _record_text(deal: RecordedDeal) -> str:
    """The ``.record(...)`` call that records this deal again."""
    if deal.contract is None:
        return ".record(None)"
    held = "" if deal.honors is None else f", honors=({deal.honors[0]!r}, {deal.honors[1]})"
    return f".record({deal.contract!r}, {deal.tricks}{held})"
