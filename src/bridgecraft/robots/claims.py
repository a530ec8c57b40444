"""Sure claims: a robot on lead claims the rest when every card it holds is a winner.

A claim concedes every trick it does not name (Law 69), so a robot claims only **all** the
remaining tricks, and only when no layout of the cards it cannot see could beat the claim
(decision 0084). The test is a line anyone can follow: the hand on lead holds only top
cards (each above every card of its suit the opponents may hold), and, in a suit contract,
either the opponents may hold no trump or the hand's trumps, all top, are at least as many as
the trumps the opponents may hold together: it draws them first, then cashes the rest.
Cards the claimer cannot see count as the opponents' (a defender's partner's too), so the
test never relies on a guess. Partner's hand does not matter: it follows suit or discards
while the hand on lead wins every trick.

>>> from bridgecraft.core import Board, Deal, Game, Seat
>>> game = Game.replay(Board(1, Deal.from_pbn(
...     "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")),
...     "7NT P P P S7 S3 S2 SA".split())
>>> print(sure_claim(game.view(Seat.N)))
N claims 12: all my cards are winners (North: ♠ KQJ ♥ AKQ ♦ AKQ ♣ AKQ)
"""

from __future__ import annotations

from bridgecraft.core import Card, Claim, Hand, Phase, Strain, Suit, View

__all__ = ["sure_claim"]

_SYMBOLS = "♣♦♥♠"


def _holding(hand: Hand) -> str:
    """The hand by suit, spades first: ``♠ AK ♥ Q ♣ A`` (void suits left out)."""
    parts = [
        f"{_SYMBOLS[suit]} {hand.holding(Suit(suit))}"
        for suit in (3, 2, 1, 0)
        if hand.length(Suit(suit))
    ]
    return " ".join(parts)


def _top(leader: Hand, theirs: Hand) -> bool:
    """Whether every card of ``leader`` beats every card of its suit in ``theirs``."""
    for suit in Suit:
        mine = [int(card) for card in leader if card.suit == suit]
        other = [int(card) for card in theirs if card.suit == suit]
        if mine and other and min(mine) < max(other):
            return False
    return True


def sure_claim(view: View) -> Claim | None:
    """The claim of every remaining trick that the seat of ``view`` can make for sure at the
    start of a trick it leads (declarer: from his hand or dummy's), or None.

    None when the view's seat is not on lead at the start of a trick, when fewer than two
    tricks remain (nothing to save), when a card of the hand on lead could lose a trick on
    some layout, or when the opponents may hold more trumps than the hand on lead can draw.
    The statement names the line and shows the hand on lead, as a claimer faces his cards.

    In 4♠, declarer holds five top trumps, as many as the opponents may hold, and only
    winners besides: he draws trumps and claims. With four top trumps against five he cannot:
    a defender could ruff:

    >>> from bridgecraft.core import Board, Deal, Game, Seat
    >>> deal = Deal.from_pbn(
    ...     "N:AKQJT.AKQ.AKQ.AK 98765.JT9.JT9.JT 432.876.876.Q987 .5432.5432.65432")
    >>> game = Game.replay(Board(1, deal), "4S P P P HJ H6 H2 HA".split())
    >>> print(sure_claim(game.view(Seat.N)))
    N claims 12: trumps first, then my winners (North: ♠ AKQJT ♥ KQ ♦ AKQ ♣ AK)
    >>> short = Deal.from_pbn(
    ...     "N:AKQJ.AKQ.AKQ.AKQ T9876.JT9.JT9.JT 5432.876.876.987 .5432.5432.65432")
    >>> game = Game.replay(Board(1, short), "4S P P P HJ H6 H2 HA".split())
    >>> sure_claim(game.view(Seat.N)) is None
    True
    """
    seat, contract = view.seat, view.contract
    if view.phase != Phase.PLAY or seat is None or contract is None or view.to_act != seat:
        return None
    leader = view.to_play
    tricks = view.tricks
    if leader is None or not tricks or not tricks[-1].is_complete:
        return None  # the opening lead, or a trick in progress
    remaining = 13 - len(tricks)
    hand = view.hands[leader]
    if remaining < 2 or hand is None:
        return None
    partner = view.hands[leader.partner]
    played = Hand.from_cards(card for trick in tricks for card in trick.cards)
    theirs = Hand.from_cards(Card(index) for index in range(52)) - played - hand
    if partner is not None:
        theirs = theirs - partner
    if not _top(hand, theirs):
        return None
    line = "all my cards are winners"
    if contract.strain != Strain.NT:
        trump = Suit(int(contract.strain))
        their_trumps = theirs.length(trump)
        if their_trumps and hand.length(trump) < their_trumps:
            return None
        if their_trumps:
            line = "trumps first, then my winners"
    claimer = contract.declarer if leader == contract.dummy else leader
    claim = Claim(claimer, remaining)
    if claim not in view.legal_actions:
        return None
    who = "dummy" if leader == contract.dummy else leader.full_name
    return Claim(claimer, remaining, f"{line} ({who}: {_holding(hand)})")
