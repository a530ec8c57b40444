"""Sure claims: a robot on lead claims the tricks no layout of the unseen cards can stop.

A claim concedes every trick it does not name (Law 69). So a robot claims only tricks its
line wins whatever the opponents hold (decision 0084), and concedes only tricks it cannot win
on any layout (decision 0087). Its line must win every trick with a card of its own side that
beats every card of the suit the opponents may hold, or with a ruff of its own once they may
hold no trump. The opponents may hold every card not yet played and not in a hand the claimer sees.
A side suit is led only when the opponents may hold no trump, or once enough rounds of
trumps have been led to draw every trump they may hold.

Declarer sees both of his side's hands. His line is searched (:func:`sure_line`): which hand
leads which card, and what the other hand plays, including a small card led to the other
hand's winner. A defender cannot see his partner's cards and counts them as the
opponents'. He claims only when every card he holds is such a winner and, in a suit
contract, his trumps can draw theirs.

With at most :data:`PARTIAL_TRICKS` tricks left, declarer whose line wins fewer than all of
them claims those and concedes the rest when no layout of the defenders' cards that agrees
with the play gives his side more, double dummy (:func:`most_tricks`).

>>> from bridgecraft.core import Board, Deal, Game, Seat
>>> game = Game.replay(Board(1, Deal.from_pbn(
...     "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")),
...     "7NT P P P S7 S3 S2 SA".split())
>>> print(sure_claim(game.view(Seat.N)))
N claims 12: all my cards are winners (North: ♠ KQJ ♥ AKQ ♦ AKQ ♣ AKQ)
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bridgecraft.analysis import solve_many
from bridgecraft.core import AnalysisError, Card, Claim, Hand, Phase, Strain, Suit, View
from bridgecraft.core.hand import FULL_DECK
from bridgecraft.robots._card_stats import positions
from bridgecraft.robots.base import check_view
from bridgecraft.robots.sampling import count_layouts, sample_deals

__all__ = ["PARTIAL_LAYOUTS", "PARTIAL_TRICKS", "most_tricks", "sure_claim", "sure_line"]

_DECK = Hand(FULL_DECK)
_BUDGET = 2_000
"""The most positions the search for declarer's line visits before it gives up (no claim)."""
PARTIAL_TRICKS = 6
"""Declarer claims fewer than all the remaining tricks only when at most this many are left."""
PARTIAL_LAYOUTS = 1_000
"""... and when the layouts of the cards he cannot see are at most this many (all solved)."""


def _holding(hand: Hand) -> str:
    """The hand by suit, spades first: ``♠ AK ♥ Q ♣ A`` (void suits left out)."""
    return " ".join(
        f"{suit.symbol} {hand.holding(suit)}" for suit in reversed(Suit) if hand.length(suit)
    )


class _Search:
    """Declarer's line of sure winners: every trick won by a card of ours above every card of
    its suit the opponents may hold (``top``: their highest possible card in each suit, -1
    when they may hold none), or by a ruff of ours, and no side suit led while they may hold
    a trump."""

    def __init__(self, top: Sequence[int], trump: int | None, their_trumps: int) -> None:
        self.top = top
        self.trump = trump
        self.their_trumps = their_trumps
        self.known: dict[tuple[frozenset[int], frozenset[int], int], list[tuple[int, int]]] = {}
        self.visits = 0

    def line(
        self, leader: frozenset[int], other: frozenset[int], rounds: int
    ) -> list[tuple[int, int]]:
        """The (led, followed) cards of the longest line of sure tricks found from here, the
        hand holding ``leader`` on lead, ``rounds`` of trumps led so far: every remaining
        trick when there is such a line (the first one found), else as many as the search
        found within its budget."""
        if not leader:
            return []
        key = (leader, other, rounds)
        known = self.known.get(key)
        if known is not None:
            return known
        if self.visits >= _BUDGET:
            return []
        self.visits += 1
        drawn = rounds >= self.their_trumps
        best: list[tuple[int, int]] = []
        for led in sorted(leader, key=lambda card: (card // 13 != self.trump, -card)):
            suit = led // 13
            if self.trump is not None and suit != self.trump and not drawn:
                continue  # an opponent may ruff
            for follow in self._follows(led, other):
                if follow // 13 == suit:  # the higher of our two cards wins, if high enough
                    wins = led > follow
                    if max(led, follow) <= self.top[suit]:
                        continue
                elif follow // 13 == self.trump:
                    wins = False  # the other hand ruffs: they hold no trump by now
                elif led <= self.top[suit]:
                    continue
                else:
                    wins = True
                rest_leader, rest_other = leader - {led}, other - {follow}
                after = min(rounds + (suit == self.trump), self.their_trumps)
                rest = (
                    self.line(rest_leader, rest_other, after)
                    if wins
                    else self.line(rest_other, rest_leader, after)
                )
                if len(rest) >= len(best):
                    best = [(led, follow), *rest]
                    if len(best) == len(leader):
                        self.known[key] = best
                        return best
        self.known[key] = best
        return best

    def _follows(self, led: int, other: frozenset[int]) -> list[int]:
        """The other hand's cards worth trying on ``led``: its lowest and highest of the suit,
        else its lowest card of each suit (a discard)."""
        same = [card for card in other if card // 13 == led // 13]
        if same:
            return sorted({min(same), max(same)})
        return sorted(
            min(card for card in other if card // 13 == suit)
            for suit in {card // 13 for card in other}
        )


def sure_line(view: View, *, every: bool = True) -> tuple[Card, ...] | None:
    """The cards of declarer's side, in the order played, of a line that wins every
    remaining trick whatever the opponents hold, with declarer to lead (from either hand) at
    the start of a trick; None when there is none (or the view is not declarer's on lead).
    With ``every=False``, the longest line of such sure tricks the search found, from the
    first trick on (empty when the first trick is not sure).

    In 7NT North wins the first trick; his ♥2 is no winner, but led to dummy's hearts it is
    an entry to them:

    >>> from bridgecraft.core import Board, Deal, Game, Seat
    >>> deal = Deal.from_pbn(
    ...     "N:AKQJ.2.AKQJ.AKQJ T98.9876.T98.T98 5432.AKQJT.32.32 76.543.7654.7654")
    >>> game = Game.replay(Board(1, deal), "7NT P P P ST S2 S6 SA".split())
    >>> line = sure_line(game.view(Seat.N))
    >>> len(line), " ".join(str(card) for card in line[6:10])   # after three spades
    (24, 'H2 HT HA CJ')

    With the ♥A out against him there is no sure line:

    >>> east_ace = Deal.from_pbn(
    ...     "N:AKQJ.2.AKQJ.AKQJ T98.A876.T98.T98 5432.KQJT9.32.32 76.543.7654.7654")
    >>> game = Game.replay(Board(1, east_ace), "7NT P P P ST S2 S6 SA".split())
    >>> sure_line(game.view(Seat.N)) is None
    True

    But eleven of the twelve tricks are sure, all of North's but the ♥2:

    >>> len(sure_line(game.view(Seat.N), every=False)) // 2
    11
    """
    check_view(view)
    contract = view.contract
    if view.phase != Phase.PLAY or contract is None or view.seat != contract.declarer:
        return None
    leader, tricks = view.to_play, view.tricks
    if leader is None or view.to_act != view.seat or not tricks or not tricks[-1].is_complete:
        return None
    hand, partner = view.hands[leader], view.hands[leader.partner]
    if hand is None or partner is None:
        return None
    line = _declarer_line(hand, partner, _unseen(view, hand), contract.strain)
    if every and len(line) < 13 - len(tricks):
        return None
    return tuple(Card(card) for pair in line for card in pair)


def _tops(theirs: Hand) -> list[int]:
    """The highest card the opponents may hold in each suit (-1: none)."""
    return [max((int(card) for card in theirs if card.suit == suit), default=-1) for suit in Suit]


def _declarer_line(
    hand: Hand, partner: Hand, theirs: Hand, strain: Strain
) -> list[tuple[int, int]]:
    """The (led, followed) cards of each trick of declarer's longest sure line found (every
    remaining trick when there is such a line), ``hand`` on lead and ``partner`` the other
    hand of his side, ``theirs`` the cards the opponents may hold."""
    trump = None if strain == Strain.NT else int(strain)
    their_trumps = 0 if trump is None else theirs.length(Suit(trump))
    search = _Search(_tops(theirs), trump, their_trumps)
    return search.line(
        frozenset(int(card) for card in hand), frozenset(int(card) for card in partner), 0
    )


def _unseen(view: View, hand: Hand) -> Hand:
    """The cards the opponents of the hand on lead may hold: not played, not in ``hand``, not
    in its partner's hand when the view shows it."""
    played = Hand.from_cards(card for trick in view.tricks for card in trick.cards)
    theirs = _DECK - played - hand
    partner = view.hands[view.to_play.partner] if view.to_play is not None else None
    return theirs if partner is None else theirs - partner


def _defender_sure(hand: Hand, theirs: Hand, strain: Strain) -> bool:
    """A defender's sure claim: every card of his beats every card of its suit he cannot see
    (or dummy holds), and in a suit contract his trumps can draw the ones they may hold."""
    top = _tops(theirs)
    if any(int(card) < top[card.suit] for card in hand):
        return False
    if strain == Strain.NT:
        return True
    trump = Suit(int(strain))
    return hand.length(trump) >= theirs.length(trump)


def sure_claim(view: View) -> Claim | None:
    """The claim of every remaining trick that the seat of ``view`` can make for sure at the
    start of a trick it leads (declarer: from his hand or dummy's), or None.

    None when the view's seat is not on lead at the start of a trick, when fewer than two
    tricks remain (nothing to save), or when no line wins every trick on every layout of the
    unseen cards (:func:`sure_line` for declarer). The statement names the line and shows the
    claimer's hand, as a claimer faces his cards.

    In 4♠, declarer holds five top trumps, as many as the opponents may hold, and only
    winners besides: he draws trumps and claims. With four top trumps against five he cannot:
    a defender could ruff:

    >>> from bridgecraft.core import Board, Deal, Game, Seat
    >>> deal = Deal.from_pbn(
    ...     "N:AKQJT.AKQ.AKQ.AK 98765.JT9.JT9.JT 432.876.876.Q987 .5432.5432.65432")
    >>> game = Game.replay(Board(1, deal), "4S P P P HJ H6 H2 HA".split())
    >>> print(sure_claim(game.view(Seat.N)))
    N claims 12: trumps first, then winners (North: ♠ AKQJT ♥ KQ ♦ AKQ ♣ AK)
    >>> short = Deal.from_pbn(
    ...     "N:AKQJ.AKQ.AKQ.AKQ T9876.JT9.JT9.JT 5432.876.876.987 .5432.5432.65432")
    >>> game = Game.replay(Board(1, short), "4S P P P HJ H6 H2 HA".split())
    >>> sure_claim(game.view(Seat.N)) is None
    True
    """
    check_view(view)
    seat, contract = view.seat, view.contract
    if view.phase != Phase.PLAY or seat is None or contract is None or view.to_act != seat:
        return None
    leader, tricks = view.to_play, view.tricks
    if leader is None or not tricks or not tricks[-1].is_complete:
        return None  # the opening lead, or a trick in progress
    remaining = 13 - len(tricks)
    hand = view.hands[leader]
    if remaining < 2 or hand is None:
        return None
    theirs = _unseen(view, hand)
    crosses = False
    tricks_claimed = remaining
    if seat == contract.declarer:
        partner = view.hands[leader.partner]  # declarer sees both hands of his side
        assert partner is not None
        line = _declarer_line(hand, partner, theirs, contract.strain)
        if len(line) < remaining:  # a claim of fewer: only if no layout gives him more
            if remaining > PARTIAL_TRICKS or most_tricks(view) != len(line):
                return None
            tricks_claimed = len(line)
        crosses = any(Card(led) not in hand for led, _ in line)
    elif not _defender_sure(hand, theirs, contract.strain):
        return None
    claim = Claim(seat, tricks_claimed)
    if claim not in view.legal_actions:
        return None
    own = view.hands[seat]  # the claimer faces his hand (declarer's, when dummy leads)
    shown = f" ({seat.full_name}: {_holding(own)})" if own is not None else ""
    conceded = remaining - tricks_claimed
    if not tricks_claimed:
        return Claim(seat, 0, f"no layout gives us a trick{shown}")
    partial = conceded > 0
    trumps_out = contract.strain != Strain.NT and theirs.length(Suit(int(contract.strain))) > 0
    if crosses:
        text = "winners in both hands, crossing between them"
    elif trumps_out:
        text = "trumps first, then winners"
    elif leader == seat:
        text = "my winners" if partial else "all my cards are winners"
    else:
        text = "dummy's winners" if partial else "dummy's cards are all winners"
    if partial:
        text += f", conceding the other {conceded}"
    return Claim(seat, tricks_claimed, text + shown)


def most_tricks(view: View) -> int | None:
    """The most tricks declarer's side can still take, double dummy, on any layout of the
    cards declarer cannot see that agrees with the play (the voids shown): declarer on lead
    at the start of a trick. None when it is not such a moment, when the layouts are more
    than :data:`PARTIAL_LAYOUTS` (each is solved), or without the solver.

    In 3NT, North has cashed eight tricks (each player's first legal card, clubs and
    diamonds). He holds three top spades and two small hearts; the defenders hold the ♥A, ♥T
    and ♥9, so on no layout does a heart of his side take a trick:

    >>> from bridgecraft.core import Board, Deal, Game, Seat
    >>> deal = Deal.from_pbn(
    ...     "N:AKQ.32.AKQJ.AKQJ JT98.AKQJ.T98.T9 432.654.5432.543 765.T987.76.8762")
    >>> game = Game.replay(Board(1, deal), "3NT P P P".split())
    >>> while len(game.tricks) < 8 or not game.tricks[-1].is_complete:
    ...     game = game.apply(game.legal_actions(claims=False)[0])
    >>> view = game.view(Seat.N)
    >>> view.hands.north, view.hands.south, most_tricks(view)
    (Hand.parse('AKQ.32..'), Hand.parse('432.65..'), 3)
    >>> print(sure_claim(view))
    N claims 3: my winners, conceding the other 2 (North: ♠ AKQ ♥ 32)
    """
    check_view(view)
    contract, tricks = view.contract, view.tricks
    if (
        view.phase != Phase.PLAY
        or contract is None
        or view.seat != contract.declarer
        or view.to_act != view.seat
        or not tricks
        or not tricks[-1].is_complete
        or count_layouts(view) > PARTIAL_LAYOUTS
    ):
        return None
    layouts = sample_deals(view, PARTIAL_LAYOUTS, random.Random(0))  # every one of them
    try:
        solutions = solve_many(positions(view, layouts))
    except AnalysisError:
        return None
    won = view.tricks_won[contract.declarer.side]
    return max(solution.best for solution in solutions) - won
