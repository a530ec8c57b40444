"""What each legal card achieves over the sampled layouts, double dummy, and the choice
among the cards, for :class:`~.play.PimcPlayer`, the opening lead (:mod:`~.leads`) and
the plans for a trick (:mod:`~.trick_plan`); :mod:`~.play` exports them.

The moment of a view is set in every layout (:func:`positions`), the layouts are solved in
one batch, and each class of equal cards gets its totals (:class:`CardStats`: makes,
tricks, IMPs lost against the best card, robustness), from which :func:`choose` takes the
best card under the scoring.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from bridgecraft.analysis import Position, solve_many
from bridgecraft.core import (
    BySeat,
    BySide,
    Card,
    Deal,
    Hand,
    IllegalActionError,
    Seat,
    Trick,
    View,
)
from bridgecraft.core.scoring import imps
from bridgecraft.robots.base import Candidate, Decision
from bridgecraft.robots.sampling import knowledge

__all__ = [
    "CardStats",
    "Scoring",
    "choose",
    "completed_cards",
    "current_trick",
    "discovery_card",
    "equal_cards",
    "evaluate",
    "free_cards",
    "imp_losses",
    "play_misfits",
    "positions",
    "trumps_out",
]

Scoring = Literal["imps", "mp"]


@dataclass(frozen=True, slots=True)
class CardStats:
    """What a card (and the cards equal to it) achieved over the sampled layouts.

    >>> stats = CardStats(Card.CK, (Card.CK, Card.CA), success=3, tricks=15, layouts=4, imp_loss=6)
    >>> stats.success_rate, stats.average_tricks, stats.average_imp_loss
    (0.75, 3.75, 1.5)
    """

    card: Card
    equals: tuple[Card, ...]
    """The legal cards equal to :attr:`card` (itself included), lowest first."""
    success: int
    """Layouts in which the side to play makes the contract (declarer's side) or defeats it
    (the defenders) after this card."""
    tricks: int
    """Whole-deal tricks of the side to play, summed over the layouts."""
    layouts: int
    """The number of layouts solved (each counted as many times as its weight)."""
    optimal: int = 0
    """Layouts in which the card is double-dummy best (no legal card takes more tricks): a
    measure of robustness that breaks ties between cards equal on the other counts."""
    imp_loss: int = 0
    """IMPs lost against the best card of each layout (the side to play's score with this
    card against its score with the double-dummy best card), summed over the layouts."""
    solved: int = 0
    """The distinct layouts solved, whatever their weights (0: as many as :attr:`layouts`)."""

    @property
    def average_imp_loss(self) -> float:
        """The IMPs the card loses on average against the best card of each layout."""
        return self.imp_loss / self.layouts if self.layouts else 0.0

    @property
    def success_rate(self) -> float:
        """The share of layouts in which the card makes (declarer) or defeats (defence)."""
        return self.success / self.layouts if self.layouts else 0.0

    @property
    def average_tricks(self) -> float:
        """The average whole-deal tricks of the side to play."""
        return self.tricks / self.layouts if self.layouts else 0.0


def current_trick(view: View) -> tuple[Seat, tuple[Card, ...]]:
    """The leader of the trick in progress (or the next one) and the cards already in it.

    >>> game = Game.replay(Board(1, Deal.from_index(0)), "1NT P P P".split())
    >>> current_trick(game.view(Seat.E))
    (Seat.E, ())
    """
    tricks = view.tricks
    if tricks and not tricks[-1].is_complete:
        return tricks[-1].leader, tricks[-1].cards
    if tricks:
        winner = tricks[-1].winner
        assert winner is not None
        return winner, ()
    if view.contract is None:
        raise IllegalActionError(f"no card to play on board {view.board_number}: no contract")
    return view.contract.opening_leader, ()


def completed_cards(tricks: Sequence[Trick]) -> int:
    """The cards of the completed tricks among ``tricks``, as a mask (``equal_cards``'s
    ``gone``).

    >>> game = Game.replay(Board(1, Deal.from_index(9)), "3NT P P P".split())
    >>> for _ in range(5):
    ...     game = game.apply(game.legal_actions(claims=False)[0])
    >>> bin(completed_cards(game.tricks)).count("1")   # one trick of four, one card led
    4
    """
    gone = 0
    for trick in tricks:
        if trick.is_complete:
            for card in trick.cards:
                gone |= 1 << card
    return gone


def equal_cards(cards: Sequence[Card], hand: int, gone: int) -> list[tuple[Card, ...]]:
    """Group ``cards`` (of one hand, mask ``hand``) into classes of equal cards: same suit and
    no card between them that is neither in ``hand`` nor in ``gone`` (the cards of completed
    tricks). Each class is lowest first; classes in the order of their lowest card.

    >>> cards = [Card.SK, Card.SJ, Card.S9, Card.H2]
    >>> hand = Hand.from_cards(cards).mask
    >>> equal_cards(cards, hand, 1 << Card.SQ)   # the SQ is gone, the ST is out
    [(Card.H2,), (Card.S9,), (Card.SJ, Card.SK)]
    """
    own = hand | gone
    classes: list[list[Card]] = []
    for card in sorted(cards):
        last = classes[-1][-1] if classes else None
        if last is not None and last.suit == card.suit:
            between = ((1 << card) - 1) & ~((1 << (last + 1)) - 1)
            if between & ~own == 0:
                classes[-1].append(card)
                continue
        classes.append([card])
    return [tuple(group) for group in classes]


def positions(view: View, deals: Sequence[Deal]) -> list[Position]:
    """The moment of ``view`` in each of ``deals`` (which must agree with it), as positions for
    the double-dummy solver.

    >>> game = Game.replay(Board(1, Deal.from_index(5)), "1NT P P P".split())
    >>> game = game.apply(game.legal_actions()[0])   # East leads against North's 1NT
    >>> [position.to_play for position in positions(game.view(Seat.N), [game.board.deal])]
    [Seat.S]
    """
    facts = knowledge(view)
    assert view.contract is not None
    leader, trick = current_trick(view)
    strain = view.contract.strain
    positions = []
    for deal in deals:
        masks = deal.masks
        hands = BySeat(*(Hand(masks[seat] & ~facts.played[seat]) for seat in Seat))
        positions.append(Position(hands, strain, leader, trick, view.tricks_won))
    return positions


_Moment = tuple[int, int, Seat, tuple[Card, ...], BySide[int], Card]


def _moments(view: View, lookback: int) -> list[tuple[_Moment, BySeat[int]]]:
    """The cards the hidden seats played in the last ``lookback`` tricks (the trick in
    progress counted as one): for each, (trick index, position in the trick, leader, cards
    before it, tricks won before it, the card) and the cards each seat had played before."""
    tricks = view.tricks
    hidden = {seat for seat in Seat if view.hands[seat] is None}
    first = max(0, len(tricks) - lookback)
    played = [0, 0, 0, 0]
    won = [0, 0]
    found: list[tuple[_Moment, BySeat[int]]] = []
    for index, trick in enumerate(tricks):
        for position, card in enumerate(trick.cards):
            seat = trick.seat_of(position)
            if index >= first and seat in hidden:
                moment = (index, position, trick.leader, trick.cards[:position],
                          BySide(won[0], won[1]), card)  # fmt: skip
                found.append((moment, BySeat(*played)))
            played[seat] |= 1 << card
        if trick.is_complete and trick.winner is not None:
            won[trick.winner.side] += 1
    return found


def play_misfits(view: View, deals: Sequence[Deal], *, lookback: int = 2) -> list[int]:
    """For each deal, how many of the hidden seats' cards in the last ``lookback`` tricks
    would have cost their side a trick double dummy in that deal: a layout in which the
    other players' cards make sense scores 0 (one :func:`solve_many` batch).

    >>> game = Game.replay(Board(1, Deal.from_index(9)), "3NT P P P".split())
    >>> for _ in range(6):
    ...     game = game.apply(game.legal_actions(claims=False)[0])
    >>> view = game.view(game.to_act)
    >>> import random
    >>> from bridgecraft.robots.sampling import sample_deals
    >>> deals = sample_deals(view, 5, random.Random(3))
    >>> misfits = play_misfits(view, deals)
    >>> len(misfits) == len(deals), all(0 <= m <= 6 for m in misfits)
    (True, True)
    """
    if view.contract is None:
        return [0] * len(deals)
    strain = view.contract.strain
    moments = _moments(view, lookback)
    positions = []
    for deal in deals:
        masks = deal.masks
        for (_, _, leader, before, won, _), played in moments:
            hands = BySeat(*(Hand(masks[seat] & ~played[seat]) for seat in Seat))
            positions.append(Position(hands, strain, leader, before, won))
    solutions = solve_many(positions)
    misfits = []
    for index in range(len(deals)):
        part = solutions[index * len(moments) : (index + 1) * len(moments)]
        misfits.append(
            sum(1 for (moment, _), sol in zip(moments, part, strict=True) if sol.cost(moment[5]))
        )
    return misfits


def evaluate(
    view: View, deals: Sequence[Deal], weights: Sequence[int] | None = None
) -> list[CardStats]:
    """Solve the moment of ``view`` in every deal (one batch) and total each legal card.

    The deals must agree with the view (:func:`~.sampling.sample_deals`). The classes of
    equal cards come in the order of their lowest card; ``CardStats.card`` is the lowest.
    ``weights`` (one whole number per deal) counts each deal that many times.

    >>> game = Game.replay(Board(1, Deal.from_index(5)), "1NT P P P".split())
    >>> view = game.view(Seat.E)
    >>> import random
    >>> from bridgecraft.robots.sampling import sample_deals
    >>> stats = evaluate(view, sample_deals(view, 2, random.Random(0)))
    >>> sum(len(s.equals) for s in stats) == len(game.legal_actions(claims=False))
    True
    """
    if view.contract is None or view.to_play is None:
        raise IllegalActionError(
            f"no card to play on board {view.board_number} (phase {view.phase})"
        )
    to_play = view.to_play
    legal = [action for action in view.legal_actions if isinstance(action, Card)]
    hand = view.hands[to_play]
    if hand is None:
        raise IllegalActionError(f"{view.seat} cannot see the hand to play ({to_play})")
    classes = equal_cards(legal, hand.mask, completed_cards(view.tricks))
    solutions = solve_many(positions(view, deals)) if deals else []
    contract = view.contract
    needed = (
        contract.tricks_needed if to_play.side == contract.side else 14 - contract.tricks_needed
    )
    stats = []
    bests = [solution.best for solution in solutions]
    counts = list(weights) if weights is not None else [1] * len(solutions)
    total = sum(counts)
    loss = imp_losses(view)
    for group in classes:
        card = group[0]
        values = [solution[card] for solution in solutions]
        success = sum(w for value, w in zip(values, counts, strict=True) if value >= needed)
        tricks = sum(value * w for value, w in zip(values, counts, strict=True))
        optimal = sum(
            w for value, best, w in zip(values, bests, counts, strict=True) if value == best
        )
        imp_loss = sum(
            loss[best][value] * w for value, best, w in zip(values, bests, counts, strict=True)
        )
        stats.append(
            CardStats(card, group, success, tricks, total, optimal, imp_loss, len(solutions))
        )
    return stats


def imp_losses(view: View) -> list[list[int]]:
    """``loss[best][tricks]``: the IMPs the side to play loses taking ``tricks`` (whole deal)
    where ``best`` were there, under the contract's duplicate score.

    >>> game = Game.replay(Board(1, Deal.from_index(5)), "4S P P P".split())
    >>> loss = imp_losses(game.view(Seat.E))           # the defenders of 4S, nobody vulnerable
    >>> loss[4][3], loss[4][4]                          # 4S made instead of one down: 420 + 50
    (10, 0)
    """
    contract = view.contract
    assert contract is not None and view.to_play is not None
    vulnerable = view.vulnerability.is_vulnerable(contract.side)
    declaring = view.to_play.side == contract.side
    points = []
    for tricks in range(14):
        score = contract.score(tricks=tricks if declaring else 13 - tricks, vulnerable=vulnerable)
        points.append(score if declaring else -score)
    return [[imps(points[best] - points[tricks]) for tricks in range(14)] for best in range(14)]


def _key(
    stats: CardStats, scoring: Scoring, tricks_first: bool = False
) -> tuple[int, int, int, int, int, int]:
    # Best first: the scoring's measure (IMPs: the IMPs lost against double dummy, then the
    # makes), then the other one, then the layouts in which the card is double-dummy best
    # (robustness), then the lowest card. ``tricks_first`` puts the tricks first at IMPs too
    # (the opening lead, decision 0019), the IMPs lost then breaking ties.
    if scoring == "imps" and tricks_first:
        first, second, third = stats.tricks, -stats.imp_loss, stats.success
    elif scoring == "imps":
        first, second, third = -stats.imp_loss, stats.success, stats.tricks
    else:
        first, second, third = stats.tricks, stats.success, 0
    return (-first, -second, -third, -stats.optimal, stats.card.rank, stats.card.suit)


def _describe(view: View, best: CardStats, by_tricks: bool) -> str:
    assert view.contract is not None and view.to_play is not None
    declaring = view.to_play.side == view.contract.side
    verb = "makes" if declaring else "defeats the contract"
    layouts = best.solved or best.layouts
    rate = f"{verb} in {round(100 * best.success_rate)}% of {layouts} layouts"
    tricks = f"{best.average_tricks:.1f} tricks on average"
    return f"{tricks}; {rate}" if by_tricks else f"{rate}; {tricks}"


def _note(stats: CardStats) -> str:
    equals = "" if len(stats.equals) == 1 else f" (= {' '.join(map(str, stats.equals))})"
    return (
        f"{100 * stats.success_rate:.0f}% success, {stats.average_tricks:.2f} tricks, "
        f"{stats.average_imp_loss:.2f} IMPs lost{equals}"
    )


def choose(
    view: View,
    stats: Sequence[CardStats],
    scoring: Scoring,
    *,
    how: str = "",
    tricks_first: bool = False,
) -> Decision:
    """The decision for ``stats`` (from :func:`evaluate`): the best card under ``scoring``,
    the reason, and one candidate per legal card, best first (scored at IMPs by minus the
    average IMPs lost against double dummy, at matchpoints by the average tricks).
    ``tricks_first`` ranks by the average tricks at IMPs too, the IMPs lost breaking ties,
    and scores the candidates by their tricks (the opening lead, decision 0019).

    >>> import random                             # East's opening lead against 4S
    >>> view = Game.replay(Board(1, Deal.random(random.Random(7))), "4S P P P".split()).view(Seat.E)
    >>> king = CardStats(Card.CK, (Card.CK, Card.CA), success=3, tricks=15, layouts=4, imp_loss=6)
    >>> deuce = CardStats(Card.H2, (Card.H2,), success=2, tricks=17, layouts=4, imp_loss=20)
    >>> print(choose(view, [deuce, king], "imps"))        # at IMPs, the fewest IMPs lost
    CK: defeats the contract in 75% of 4 layouts; 3.8 tricks on average
    >>> choose(view, [deuce, king], "mp").action          # at matchpoints, the most tricks
    Card.H2
    """
    by_tricks = tricks_first or scoring == "mp"
    ranked = sorted(stats, key=lambda s: _key(s, scoring, tricks_first))
    best = ranked[0]
    candidates = tuple(
        Candidate(
            card, s.average_tricks if by_tricks else -s.average_imp_loss, _note(s), s.average_tricks
        )
        for s in ranked
        for card in s.equals
    )
    meaning = _describe(view, best, by_tricks)
    return Decision(best.card, f"{how}{meaning}", candidates)


def free_cards(stats: Sequence[CardStats], decision: Decision) -> list[Card]:
    """The cards that did as well as ``decision``'s on every count of ``stats`` (IMPs lost,
    makes, tricks): those a signal may choose among at no cost.

    >>> same = dict(success=2, tricks=15, layouts=4, imp_loss=6)
    >>> stats = [CardStats(Card.C3, (Card.C3, Card.C4), **same),
    ...          CardStats(Card.H2, (Card.H2,), success=2, tricks=14, layouts=4, imp_loss=9),
    ...          CardStats(Card.CK, (Card.CK,), **same)]
    >>> free_cards(stats, Decision(Card.C4, "the lowest club"))   # the H2 did worse
    [Card.C3, Card.C4, Card.CK]
    """
    best = next(s for s in stats if decision.action in s.equals)
    return [
        card
        for s in stats
        if (s.imp_loss, s.success, s.tricks) == (best.imp_loss, best.success, best.tricks)
        for card in s.equals
    ]


def trumps_out(view: View) -> int:
    """How many trumps the defenders may still hold, as declarer's side sees it (0 at
    notrump, and for a seat that cannot see both of declarer's side's hands).

    >>> game = Game.replay(Board(1, Deal.from_index(0)), "1S P P P".split())
    >>> declarer = game.view(Seat.N)                 # before the lead: dummy not seen yet
    >>> trumps_out(declarer)
    0
    >>> game = game.apply(game.legal_actions()[0])
    >>> from bridgecraft.core import Suit
    >>> trumps_out(game.view(Seat.N)) == 13 - sum(
    ...     game.hands[s].length(Suit.S) for s in (Seat.N, Seat.S))
    True
    """
    contract = view.contract
    if contract is None or contract.strain.suit is None:
        return 0
    trump = contract.strain.suit
    ours = [view.hands[contract.declarer], view.hands[contract.declarer.partner]]
    if ours[0] is None or ours[1] is None:
        return 0
    seen = sum(hand.length(trump) for hand in ours if hand is not None)
    played = sum(card.suit == trump for trick in view.tricks for card in trick.cards)
    return 13 - seen - played


def discovery_card(
    view: View, stats: Sequence[CardStats], decision: Decision, scoring: Scoring, margin: float
) -> Card | None:
    """Declarer's trump lead instead of ``decision``'s card, when leading a trick while the
    defenders still hold trumps and the best trump lead of ``stats`` makes as often and
    loses at most ``margin`` IMPs a layout more (at matchpoints: ``margin`` tricks). Double
    dummy values no information, so sampling cannot see that a round of trumps shows their
    split before a guess elsewhere has to be made; this takes it where it is (nearly) free.
    None when the rule does not apply or ``decision`` already leads a trump."""
    contract, to_play = view.contract, view.to_play
    if contract is None or to_play is None or to_play.side != contract.side:
        return None
    trump = contract.strain.suit
    chosen = decision.action
    assert isinstance(chosen, Card)
    if trump is None or chosen.suit == trump or current_trick(view)[1] or not trumps_out(view):
        return None
    best = next(s for s in stats if chosen in s.equals)
    trumps = [s for s in stats if s.card.suit == trump]
    if not trumps or not best.layouts:
        return None
    lead = min(trumps, key=lambda s: _key(s, scoring))
    if scoring == "imps":
        close = lead.success >= best.success and (
            lead.imp_loss - best.imp_loss <= margin * best.layouts
        )
    else:
        close = best.tricks - lead.tricks <= margin * best.layouts
    return lead.card if close else None
