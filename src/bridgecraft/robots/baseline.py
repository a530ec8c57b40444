"""Baseline robots: a random robot and a simple heuristic robot, to measure real robots against.

:class:`RandomRobot` makes a random legal call (passing half of the time, so that auctions
end) or plays a random legal card. :class:`SimpleRobot` bids a tiny natural system (open the
longest suit with 12+ HCP, 1NT with 15-17 balanced, raise partner with support) and plays by
the old rules of thumb (second hand low, third hand high, win cheaply, top of a sequence or
fourth best, ruff when void). Both see only the view they are given and take their random
choices from :func:`~bridgecraft.robots.base.decision_rng`, so a seed replays a game exactly.

>>> game = Game.new(Board(1, Deal.from_pbn(
...     "N:KQ92.KJ3.Q92.A54 JT8.Q942.T86.QJ3 7653.A85.AJ3.K62 A4.T76.K754.T987")))
>>> robot = SimpleRobot(seed=1)
>>> print(robot.decide(game.view(Seat.N)))
1NT: 15-17 HCP, balanced
>>> game = game.apply("1NT").apply("P")
>>> print(robot.decide(game.view(Seat.S)))
3NT: 10-15 HCP, game in notrump opposite 15-17
>>> decision = RandomRobot(seed=1).decide(game.view(Seat.S))
>>> decision.action in game.legal_actions(), decision.meaning
(True, 'a random legal call (no meaning)')
"""

from __future__ import annotations

import random

from bridgecraft.analysis.evaluation import is_balanced
from bridgecraft.core import (
    Call,
    Card,
    Hand,
    IllegalActionError,
    InvalidNotationError,
    Phase,
    Seat,
    Strain,
    Suit,
    View,
)
from bridgecraft.robots.base import Decision, check_seed, check_view, decision_rng

__all__ = ["RandomRobot", "SimpleRobot", "legal_calls", "legal_cards"]

_GAME_LEVEL = (5, 5, 4, 4, 3)  # by strain: C D H S NT


def legal_calls(view: View) -> tuple[Call, ...]:
    """The calls the seat of ``view`` may make now (empty outside its turn in the auction).

    >>> game = Game.new(Board(1, Deal.from_index(3)))
    >>> len(legal_calls(game.view(Seat.N))), legal_calls(game.view(Seat.E))
    (36, ())
    """
    return tuple(action for action in view.legal_actions if isinstance(action, Call))


def legal_cards(view: View) -> tuple[Card, ...]:
    """The cards the seat of ``view`` may play now (from dummy's hand on dummy's turn);
    claims are left out.

    >>> game = Game.replay(Board(1, Deal.from_index(3)), "1NT P P P".split())
    >>> len(legal_cards(game.view(Seat.E))), legal_cards(game.view(Seat.S))
    (13, ())
    """
    return tuple(action for action in view.legal_actions if isinstance(action, Card))


def _nothing_to_decide(name: str, view: View) -> IllegalActionError:
    return IllegalActionError(
        f"robot {name} has no call or card to choose for seat {view.seat} "
        f"(phase {view.phase}, to act: {view.to_act})"
    )


class RandomRobot:
    """A random legal call (a pass with probability ``pass_rate``, else any legal call) or a
    random legal card. Its calls mean nothing, and say so.

    >>> game = Game.replay(Board(2, Deal.from_index(11)), "P 1S P P P".split())
    >>> decision = RandomRobot(seed=4).decide(game.view(Seat.W))
    >>> decision.action in legal_cards(game.view(Seat.W)), decision.meaning
    (True, 'a random legal card')
    """

    name: str

    def __init__(self, seed: int = 0, *, pass_rate: float = 0.5) -> None:
        if (
            not isinstance(pass_rate, int | float)
            or isinstance(pass_rate, bool)
            or not 0.0 <= pass_rate <= 1.0
        ):
            raise InvalidNotationError(f"invalid pass_rate {pass_rate!r}: expected 0 to 1")
        self.seed = check_seed(seed)
        """The seed of every decision's generator."""
        self.pass_rate = pass_rate
        """The probability of passing, whatever else is legal."""
        self.name = "random"

    def decide(self, view: View) -> Decision:
        """A random legal call or card for the seat of ``view``."""
        rng = decision_rng(self.seed, view)
        if view.phase == Phase.AUCTION:
            calls = legal_calls(view)
            if not calls:
                raise _nothing_to_decide(self.name, view)
            if Call.PASS in calls and rng.random() < self.pass_rate:
                return Decision(Call.PASS, "a random legal call (no meaning)")
            return Decision(rng.choice(calls), "a random legal call (no meaning)")
        cards = legal_cards(view)
        if not cards:
            raise _nothing_to_decide(self.name, view)
        return Decision(rng.choice(cards), "a random legal card")

    def __repr__(self) -> str:
        return f"RandomRobot(seed={self.seed!r}, pass_rate={self.pass_rate!r})"


# -- bidding -------------------------------------------------------------------------------------


def _support_points(hand: Hand, trump: Suit) -> int:
    """HCP plus shortness (void 3, singleton 2, doubleton 1) outside the trump suit."""
    points = hand.hcp
    for suit in Suit:
        if suit != trump:
            points += max(0, 3 - hand.length(suit))
    return points


def _longest_suit(hand: Hand) -> Suit:
    """The longest suit; of equal lengths, the higher-ranking."""
    return max(Suit, key=lambda suit: (hand.length(suit), suit))


def _bid_decision(call: Call, legal: tuple[Call, ...], meaning: str, rule: str) -> Decision | None:
    return Decision(call, meaning, rule=rule) if call in legal else None


def _simple_call(view: View, hand: Hand, legal: tuple[Call, ...]) -> Decision:
    seat = view.seat
    assert seat is not None
    calls = view.calls
    callers = [view.dealer.next(index) for index in range(len(calls))]
    mine = [call for call, who in zip(calls, callers, strict=True) if who == seat and call.is_bid]
    partners = [
        call
        for call, who in zip(calls, callers, strict=True)
        if who == seat.partner and call.is_bid
    ]
    hcp = hand.hcp
    if not any(call.is_bid for call in calls):
        return _opening(hand, hcp, legal)
    if partners and not mine:
        decision = _raise(hand, hcp, partners[-1], legal)
        if decision is not None:
            return decision
        return Decision(Call.PASS, "no fit or too weak to raise partner", rule="pass-no-raise")
    if mine and partners and len(mine) == 1 and partners[-1].strain == mine[0].strain:
        decision = _accept(hcp, mine[0], partners[-1], legal)
        if decision is not None:
            return decision
        return Decision(Call.PASS, "no extra values: pass partner's raise", rule="pass-raise")
    if not partners:
        return Decision(
            Call.PASS, "the opponents opened: this system does not compete", rule="pass-no-compete"
        )
    return Decision(Call.PASS, "no rule applies", rule=None)


def _opening(hand: Hand, hcp: int, legal: tuple[Call, ...]) -> Decision:
    if 15 <= hcp <= 17 and is_balanced(hand):
        decision = _bid_decision(Call.bid(1, Strain.NT), legal, "15-17 HCP, balanced", "open-1nt")
        if decision is not None:
            return decision
    if hcp >= 12:
        suit = _longest_suit(hand)
        length = hand.length(suit)
        decision = _bid_decision(
            Call.bid(1, suit.strain),
            legal,
            f"12+ HCP, {length}+ {Suit(suit).full_name}, the longest suit",
            "open-suit",
        )
        if decision is not None:
            return decision
    return Decision(Call.PASS, "fewer than 12 HCP: no opening", rule="pass-weak")


def _raise(hand: Hand, hcp: int, bid: Call, legal: tuple[Call, ...]) -> Decision | None:
    strain, level = bid.strain, bid.level
    assert strain is not None and level is not None
    if strain == Strain.NT:
        if level == 1 and 8 <= hcp <= 9:
            text = "8-9 HCP, invites 3NT opposite 15-17"
            return _bid_decision(Call.bid(2, Strain.NT), legal, text, "raise-nt-invite")
        if level <= 2 and 10 <= hcp <= 15:
            text = "10-15 HCP, game in notrump opposite 15-17"
            return _bid_decision(Call.bid(3, Strain.NT), legal, text, "raise-nt-game")
        return None
    suit = strain.suit
    assert suit is not None
    support = hand.length(suit)
    points = _support_points(hand, suit)
    if support < 3 or points < 6:
        return None
    game = _GAME_LEVEL[strain]
    if points <= 9:
        target, text, rule = level + 1, "6-9 points", "raise-single"
    elif points <= 12:
        target, text, rule = level + 2, "10-12 points, invitational", "raise-limit"
    else:
        target, text, rule = game, "13+ points, game", "raise-game"
    target = min(max(target, level + 1), game)
    if target <= level:
        return None
    meaning = f"{support}+ {Suit(suit).full_name} support, {text}"
    return _bid_decision(Call.bid(target, strain), legal, meaning, rule)


def _accept(hcp: int, opening: Call, raised: Call, legal: tuple[Call, ...]) -> Decision | None:
    """Opener's answer to partner's raise: bid game when the raise invited it and opener is
    not minimum."""
    strain, level = raised.strain, raised.level
    assert strain is not None and level is not None
    game = _GAME_LEVEL[strain]
    if level >= game:
        return None
    if strain == Strain.NT:
        needed = 16  # 1NT - 2NT: accept with a maximum
    elif level - (opening.level or 1) >= 2:
        needed = 14  # limit raise
    else:
        needed = 18  # single raise
    if hcp < needed:
        return None
    meaning = f"{needed}+ HCP opposite partner's raise: game"
    return _bid_decision(Call.bid(game, strain), legal, meaning, "accept-invitation")


# -- card play -----------------------------------------------------------------------------------


def _current_trick(view: View) -> tuple[Card, ...]:
    if view.tricks and not view.tricks[-1].is_complete:
        return view.tricks[-1].cards
    return ()


def _winning(cards: tuple[Card, ...], trump: Suit | None) -> int:
    """The position of the card winning the trick so far."""
    best = 0
    for position in range(1, len(cards)):
        card, top = cards[position], cards[best]
        if (card.suit == top.suit and card > top) or (card.suit == trump and top.suit != trump):
            best = position
    return best


def _beats(card: Card, top: Card, led: Suit, trump: Suit | None) -> bool:
    if card.suit == top.suit:
        return card > top
    return card.suit == trump or (top.suit != trump and card.suit == led and top.suit != led)


def _in_suit(cards: tuple[Card, ...], suit: Suit) -> list[Card]:
    """The cards of ``suit``, highest first."""
    return sorted((card for card in cards if card.suit == suit), reverse=True)


def _outstanding(view: View, player: Seat) -> int:
    """The mask of the cards not played and not seen in the player's side's hands."""
    played = 0
    for trick in view.tricks:
        for card in trick.cards:
            played |= 1 << card
    seen = 0
    for seat in (player, player.partner):
        hand = view.hands[seat]
        if hand is not None:
            seen |= hand.mask
    return ((1 << 52) - 1) & ~played & ~seen


def _is_boss(card: Card, outstanding: int) -> bool:
    """True when no outstanding card of its suit ranks higher."""
    higher = ((1 << (card.suit * 13 + 13)) - 1) & ~((1 << (card + 1)) - 1)
    return outstanding & higher == 0


def _top_of_sequence(cards: list[Card]) -> bool:
    """Two touching cards on top, the higher a ten or better (AK, KQ, QJ, JT)."""
    return len(cards) >= 2 and cards[0] - cards[1] == 1 and cards[0].rank >= 10


class SimpleRobot:
    """A simple heuristic robot: a tiny natural bidding system, explained call by call, and
    the classic rules of thumb in the play.

    Bidding: open 1NT with 15-17 HCP balanced, else one of the longest suit with 12+ HCP;
    raise partner's suit with 3+ support and 6+ points (HCP and shortness: a single raise
    with 6-9, a jump with 10-12, game with 13+); raise partner's 1NT with 8-9 (2NT) or 10-15
    (3NT); opener bids game over an invitation with extra values; otherwise pass.

    Play: lead top of a sequence, else fourth best of the longest suit (declarer first cashes
    sure winners, drawing trumps first); second hand low; third hand high (the lowest of
    touching top cards); fourth hand wins as cheaply as it can; follow low when partner is
    winning or nothing wins; ruff when void (overruffing cheaply), else discard the lowest card.

    >>> game = Game.replay(Board(1, Deal.from_pbn(
    ...     "N:KQ92.KJ3.Q92.A54 JT8.Q942.T86.QJ3 7653.A85.AJ3.K62 A4.T76.K754.T987")),
    ...     "1NT P 3NT P P P".split())
    >>> print(SimpleRobot().decide(game.view(Seat.E)))
    CQ: top of a sequence
    """

    name: str

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        """The seed of every decision's generator (for ties between equal choices)."""
        self.name = "simple"

    def decide(self, view: View) -> Decision:
        """The call or card this robot chooses for the seat of ``view``."""
        check_view(view)
        if view.phase == Phase.AUCTION:
            calls = legal_calls(view)
            seat = view.seat
            hand = view.hands[seat] if seat is not None else None
            if not calls or hand is None:
                raise _nothing_to_decide(self.name, view)
            return _simple_call(view, hand, calls)
        cards = legal_cards(view)
        player = view.to_play
        if not cards or player is None or view.contract is None:
            raise _nothing_to_decide(self.name, view)
        return self._play(view, player, cards, decision_rng(self.seed, view))

    def _play(
        self, view: View, player: Seat, cards: tuple[Card, ...], rng: random.Random
    ) -> Decision:
        contract = view.contract
        assert contract is not None
        trump = contract.strain.suit
        trick = _current_trick(view)
        outstanding = _outstanding(view, player)
        if not trick:
            declaring = player.side == contract.declarer.side
            return self._lead(cards, trump, outstanding, declaring, rng)
        led = trick[0].suit
        position = len(trick)
        best = _winning(trick, trump)
        partner_winning = position - best == 2
        top = trick[best]
        following = _in_suit(cards, led)
        if following:
            low = following[-1]
            if partner_winning:
                return Decision(low, "follow low: partner is winning")
            winners = [card for card in following if _beats(card, top, led, trump)]
            if not winners:
                return Decision(low, "follow low: nothing wins the trick")
            if position == 1:
                if _is_boss(winners[0], outstanding) and winners[0] == following[0]:
                    cheapest = winners[0]
                    while cheapest - 1 in cards and Card(cheapest - 1).suit == led:
                        cheapest = Card(cheapest - 1)
                    return Decision(cheapest, "second hand: take a sure winner")
                return Decision(low, "second hand low")
            if position == 2:
                card = following[0]
                while card - 1 in cards and Card(card - 1).suit == led:
                    card = Card(card - 1)
                if _beats(card, top, led, trump):
                    return Decision(card, "third hand high")
            return Decision(winners[-1], "win as cheaply as possible")
        trumps = _in_suit(cards, trump) if trump is not None else []
        if trumps and not partner_winning:
            over = [card for card in trumps if _beats(card, top, led, trump)]
            if over:
                return Decision(over[-1], "ruff: void in the suit led")
        return Decision(self._discard(cards, trump), "discard the lowest card")

    @staticmethod
    def _discard(cards: tuple[Card, ...], trump: Suit | None) -> Card:
        side = [card for card in cards if card.suit != trump] or list(cards)
        return min(side, key=lambda card: (card.rank, -sum(c.suit == card.suit for c in cards)))

    @staticmethod
    def _lead(
        cards: tuple[Card, ...],
        trump: Suit | None,
        outstanding: int,
        declaring: bool,
        rng: random.Random,
    ) -> Decision:
        suits = {suit: _in_suit(cards, suit) for suit in Suit if any(c.suit == suit for c in cards)}
        if declaring:
            if trump is not None and trump in suits:
                trumps_out = outstanding & (0x1FFF << (13 * trump))
                if trumps_out and _is_boss(suits[trump][0], outstanding):
                    return Decision(suits[trump][0], "draw trumps with a sure winner")
            bosses = [held[0] for held in suits.values() if _is_boss(held[0], outstanding)]
            if bosses:
                card = max(bosses, key=lambda c: (len(suits[c.suit]), rng.random()))
                return Decision(card, "cash a sure winner")
        side = {suit: held for suit, held in suits.items() if suit != trump} or suits
        sequences = [held for held in side.values() if _top_of_sequence(held)]
        if sequences:
            held = max(sequences, key=lambda h: (h[0].rank, len(h), rng.random()))
            return Decision(held[0], "top of a sequence")
        longest = max(
            side.values(),
            key=lambda h: (len(h), sum(max(0, c.rank - 10) for c in h), rng.random()),
        )
        if len(longest) >= 4:
            return Decision(longest[3], "fourth best of the longest suit")
        if longest[0].rank >= 11 and len(longest) >= 3:
            return Decision(longest[-1], "low from an honour in the longest suit")
        return Decision(longest[0], "top of nothing in the longest suit")

    def __repr__(self) -> str:
        return f"SimpleRobot(seed={self.seed!r})"
