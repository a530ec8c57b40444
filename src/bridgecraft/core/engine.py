"""The rules engine: one fast, mutable state of a deal with apply and undo (push/pop).

This is the only legality code in bridgecraft. :class:`~bridgecraft.core.game.Game` and
:class:`~bridgecraft.core.auction.Auction` are immutable views built on it; searches and
simulations may drive a :class:`State` directly for speed.

Actions are small integers (as in OpenSpiel):

* ``0..51`` play that card (``Card`` values),
* ``52..89`` make a call (``52 + Call.index``: pass 52, double 53, redouble 54, 1C 55 ... 7NT 89),
* ``90..145`` claim: ``90 + 14 * seat + tricks`` (that seat's side will win ``tricks`` of
  the tricks not yet completed; fewer than all of them concedes the rest),
* ``146..153`` answer a claim: ``146 + 2 * seat + accept`` (1 accepts, 0 rejects).

>>> from bridgecraft.core import Deal, Seat, Vulnerability
>>> state = State(Deal.from_index(0).masks, Seat.N, Vulnerability.NONE)
>>> state.legal_actions()[:4]
(52, 55, 56, 57)
>>> for action in (55, 52, 52, 52):   # 1C by North, three passes
...     state.apply(action)
>>> state.phase == PLAY, state.declarer, state.to_move
(True, 0, 1)
>>> state.undo(); state.phase == AUCTION
True
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from bridgecraft.core.calls import Call
from bridgecraft.core.cards import Card, Seat, Strain, Suit
from bridgecraft.core.errors import (
    IllegalActionError,
    IllegalCallError,
    IllegalClaimError,
    IllegalPlayError,
    InvalidNotationError,
)
from bridgecraft.core.hand import Hand
from bridgecraft.core.scoring.duplicate import duplicate_score

__all__ = [
    "ACTION_COUNT",
    "AUCTION",
    "CALL_BASE",
    "CLAIM",
    "CLAIM_BASE",
    "FINISHED",
    "PLAY",
    "RESPONSE_BASE",
    "Phase",
    "State",
    "claim_action",
    "response_action",
    "trick_winner",
]

CALL_BASE = 52
CLAIM_BASE = 90
RESPONSE_BASE = 146
ACTION_COUNT = 154

AUCTION = 0
PLAY = 1
CLAIM = 2
FINISHED = 3


class Phase(IntEnum):
    """Where a deal stands: the auction, the play, a claim awaiting answers, or finished.

    >>> Game.replay(Board(1, Deal.from_index(0)), "1C P P P").phase
    Phase.PLAY
    >>> [str(phase) for phase in Phase]
    ['auction', 'play', 'claim', 'finished']
    """

    AUCTION = AUCTION
    PLAY = PLAY
    CLAIM = CLAIM
    FINISHED = FINISHED

    def __str__(self) -> str:
        return self.name.lower()

    def __repr__(self) -> str:
        return f"Phase.{self.name}"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    @classmethod
    def _missing_(cls, value: object) -> None:
        raise InvalidNotationError(f"invalid phase {value!r}: expected a whole number from 0 to 3")


def claim_action(seat: int, tricks: int) -> int:
    """The action id of a claim by ``seat`` of ``tricks`` of the remaining tricks.

    >>> state = State(Deal.from_index(0).masks, Seat.N, Vulnerability.NONE)
    >>> for action in (55, 52, 52, 52, 13):  # 1C by North, three passes, East leads D2
    ...     state.apply(action)
    >>> claim_action(Seat.N, 13), claim_action(Seat.N, 13) in state.legal_claims(Seat.N)
    (103, True)
    >>> state.legal_claims(Seat.S)  # dummy does not claim
    ()
    """
    return CLAIM_BASE + 14 * seat + tricks


def response_action(seat: int, accept: bool) -> int:
    """The action id of ``seat`` accepting (or rejecting) the pending claim.

    >>> state = State(Deal.from_index(0).masks, Seat.N, Vulnerability.NONE)
    >>> for action in (55, 52, 52, 52, 13, claim_action(Seat.N, 13)):  # North claims all
    ...     state.apply(action)
    >>> response_action(Seat.E, False), response_action(Seat.E, True), state.legal_actions()
    (148, 149, (148, 149))
    >>> state.apply(response_action(Seat.E, True))
    >>> state.apply(response_action(Seat.W, True))
    >>> state.is_finished, state.final_tricks, state.score()
    (True, 13, 190)
    """
    return RESPONSE_BASE + 2 * seat + int(accept)


# LEGAL_CALLS[last_bid + 1][option]: option 0 no double/redouble, 1 double, 2 redouble.
_LEGAL_CALLS = tuple(
    tuple(
        (CALL_BASE,)
        + ((CALL_BASE + 1,) if option == 1 else ())
        + ((CALL_BASE + 2,) if option == 2 else ())
        + tuple(range(CALL_BASE + 3 + floor, CALL_BASE + 38))
        for option in range(3)
    )
    for floor in range(36)
)
_card_ids: tuple[tuple[tuple[int, ...], ...], ...] = ()


def _card_tables() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """For each suit and 13-bit holding, the card ids held, ascending (built once)."""
    global _card_ids
    if not _card_ids:
        ranks = [
            tuple(rank for rank in range(13) if holding >> rank & 1) for holding in range(8192)
        ]
        _card_ids = tuple(
            tuple(tuple(13 * suit + rank for rank in held) for held in ranks) for suit in range(4)
        )
    return _card_ids


def trick_winner(
    strain: Strain | str,
    leader: Seat | str,
    cards: Sequence[Card | str],
) -> Seat:
    """The seat that wins a trick: the highest trump, else the highest card of the suit led.
    The strain, the leader and the cards may be given as text.

    >>> trick_winner(Strain.S, Seat.W, [Card.HK, Card.H2, Card.S3, Card.HA])
    Seat.E
    >>> trick_winner("NT", "N", ["D4", "DQ", "D10", "S2"])
    Seat.E
    """
    strain, leader = Strain.of(strain), Seat.of(leader, "leader")
    if isinstance(cards, str) or not isinstance(cards, Sequence):
        raise InvalidNotationError(f"invalid trick {cards!r}: expected a list of four cards")
    cards = [Card.parse(card) if isinstance(card, str) else Card(card) for card in cards]
    if len(cards) != 4:
        raise IllegalPlayError(f"a trick has 4 cards, not {len(cards)}")
    if len(set(cards)) != 4:
        raise IllegalPlayError(f"a trick has 4 different cards, not {cards!r}")
    trump = int(strain) if strain != Strain.NT else -1
    win_card, win_seat = int(cards[0]), int(leader)
    for offset in (1, 2, 3):
        card = int(cards[offset])
        suit, win_suit = card // 13, win_card // 13
        if (suit == win_suit and card > win_card) or (suit == trump and win_suit != suit):
            win_card, win_seat = card, (leader + offset) & 3
    return Seat(win_seat)


_new_state = object.__new__


class State:
    """The mutable state of one deal: auction, play, claims; apply and undo actions.

    All fields are plain ints (seats 0-3 for N E S W, -1 for "none") so that searches
    stay fast. Nothing here is validated twice: :meth:`apply` checks every action and
    raises a subclass of :class:`IllegalActionError` without changing the state.

    >>> state = State(Deal.from_index(0).masks, Seat.N, Vulnerability.NONE)
    >>> state.apply(55)  # 1C by North
    >>> state.apply(55)
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.IllegalCallError: insufficient bid 1C after 1C by N (auction: 1C)
    >>> state.history, state.to_move
    ([55], 1)
    """

    __slots__ = (
        "_resume",
        "_undo",
        "bidder",
        "claim_tricks",
        "claimer",
        "dealer",
        "declarer",
        "doubled",
        "final_tricks",
        "hands",
        "history",
        "last_bid",
        "leader",
        "led",
        "passes",
        "phase",
        "responders",
        "to_move",
        "trick_len",
        "tricks_done",
        "tricks_log",
        "trump",
        "vulnerability",
        "win_card",
        "win_seat",
        "won",
    )

    def __init__(self, hands: tuple[int, int, int, int], dealer: int, vulnerability: int) -> None:
        _card_tables()
        self.hands = list(hands)
        """The cards each seat still holds, as 52-bit masks (N, E, S, W)."""
        self.dealer = int(dealer)
        self.vulnerability = int(vulnerability)
        """Bit 0: NS vulnerable, bit 1: EW vulnerable."""
        self.history: list[int] = []
        """Every action applied so far, in order."""
        self._undo: list[tuple[int, ...]] = []
        self.phase = AUCTION
        self.to_move = self.dealer
        """The seat whose turn it is (dummy's seat when dummy plays; a responder to a claim)."""
        self.last_bid = -1
        """The last bid as ``Call.index - 3`` (0 for 1C), -1 before any bid."""
        self.bidder = -1
        self.doubled = 0
        self.passes = 0
        self.declarer = -1
        self.trump = -1
        """The trump suit, -1 at notrump or before the contract."""
        self.leader = -1
        self.led = -1
        self.win_card = -1
        self.win_seat = -1
        self.trick_len = 0
        self.tricks_done = 0
        self.won = [0, 0]
        """Tricks won by NS and EW."""
        self.tricks_log: list[int] = []
        """The winner of each completed trick."""
        self.claimer = -1
        self.claim_tricks = -1
        self.responders = 0
        self._resume = -1
        self.final_tricks = -1
        """Tricks won by declarer's side once the deal is finished (-1 before; 0 passed out)."""

    def copy(self) -> State:
        """An independent copy (the undo history included)."""
        other = _new_state(State)
        other.hands = self.hands[:]
        other.dealer = self.dealer
        other.vulnerability = self.vulnerability
        other.history = self.history[:]
        other._undo = self._undo[:]
        other.phase = self.phase
        other.to_move = self.to_move
        other.last_bid = self.last_bid
        other.bidder = self.bidder
        other.doubled = self.doubled
        other.passes = self.passes
        other.declarer = self.declarer
        other.trump = self.trump
        other.leader = self.leader
        other.led = self.led
        other.win_card = self.win_card
        other.win_seat = self.win_seat
        other.trick_len = self.trick_len
        other.tricks_done = self.tricks_done
        other.won = self.won[:]
        other.tricks_log = self.tricks_log[:]
        other.claimer = self.claimer
        other.claim_tricks = self.claim_tricks
        other.responders = self.responders
        other._resume = self._resume
        other.final_tricks = self.final_tricks
        return other

    # -- questions -----------------------------------------------------------------------

    @property
    def dummy(self) -> int:
        """Dummy's seat, -1 before the contract."""
        return (self.declarer + 2) & 3 if self.declarer >= 0 else -1

    @property
    def actor(self) -> int:
        """The seat that must act now: declarer on dummy's turn; -1 when finished."""
        if self.phase == FINISHED:
            return -1
        if self.phase == PLAY and self.to_move == (self.declarer + 2) & 3:
            return self.declarer
        return self.to_move

    @property
    def is_finished(self) -> bool:
        """True once the deal is over (passed out, 13 tricks, or an accepted claim)."""
        return self.phase == FINISHED

    def legal_actions(self) -> tuple[int, ...]:
        """The calls, cards or claim answers of the seat to move (claims: see
        :meth:`legal_claims`). Empty when finished."""
        phase = self.phase
        if phase == PLAY:
            hand = self.hands[self.to_move]
            ids = _card_ids
            if self.trick_len:
                led = self.led
                held = hand >> (13 * led) & 0x1FFF
                if held:
                    return ids[led][held]
            return (
                ids[0][hand & 0x1FFF]
                + ids[1][hand >> 13 & 0x1FFF]
                + ids[2][hand >> 26 & 0x1FFF]
                + ids[3][hand >> 39]
            )
        if phase == AUCTION:
            return _LEGAL_CALLS[self.last_bid + 1][self._double_option(self.to_move)]
        if phase == CLAIM:
            seat = self.to_move
            return (RESPONSE_BASE + 2 * seat, RESPONSE_BASE + 2 * seat + 1)
        return ()

    def legal_claims(self, seat: int) -> tuple[int, ...]:
        """The claims ``seat`` may make now: declarer or a defender, after the opening
        lead, while no claim is pending; any number of the tricks not yet completed."""
        if self.phase != PLAY or seat == (self.declarer + 2) & 3:
            return ()
        if not (self.tricks_done or self.trick_len):  # the opening lead has not been made
            return ()
        base = CLAIM_BASE + 14 * seat
        return tuple(range(base, base + 14 - self.tricks_done))

    def legal_mask(self) -> int:
        """The cards the seat to move may play, as a mask (0 outside the play)."""
        if self.phase != PLAY:
            return 0
        hand = self.hands[self.to_move]
        if self.trick_len:
            follow = hand & (0x1FFF << (13 * self.led))
            if follow:
                return follow
        return hand

    def _double_option(self, seat: int) -> int:
        if self.last_bid < 0:
            return 0
        opponents = (self.bidder ^ seat) & 1
        if self.doubled == 0:
            return 1 if opponents else 0
        if self.doubled == 1 and not opponents:
            return 2
        return 0

    def score(self) -> int:
        """The duplicate score of the finished deal for declarer's side (0 if passed out)."""
        if self.phase != FINISHED:
            raise IllegalActionError("the deal is not finished: there is no score yet")
        if self.declarer < 0:
            return 0
        bid = self.last_bid
        return duplicate_score(
            bid // 5 + 1,
            Strain(bid % 5),
            self.doubled,  # type: ignore[arg-type]
            vulnerable=bool(self.vulnerability >> (self.declarer & 1) & 1),
            tricks=self.final_tricks,
        )

    # -- apply and undo ------------------------------------------------------------------

    def apply(self, action: int) -> None:
        """Apply one action for the seat to move (claims name their own seat).

        Raises :class:`IllegalCallError`, :class:`IllegalPlayError` or
        :class:`IllegalClaimError` and leaves the state unchanged if it is not legal.
        """
        if self.phase == PLAY and 0 <= action < 52:
            # The hot path. Playing a card pushes no undo record: undo() rebuilds the
            # trick in progress from the history instead.
            seat = self.to_move
            hands = self.hands
            hand = hands[seat]
            trick_len = self.trick_len
            suit = action // 13
            if not hand >> action & 1 or (
                trick_len and suit != self.led and hand >> (13 * self.led) & 0x1FFF
            ):
                raise IllegalPlayError(self._play_problem(action))
            hands[seat] = hand ^ (1 << action)
            self.history.append(action)
            if not trick_len:
                self.led = suit
                self.win_card = action
                self.win_seat = self.leader = seat
                self.trick_len = 1
                self.to_move = (seat + 1) & 3
                return
            win_card = self.win_card
            win_suit = win_card // 13
            if (suit == win_suit and action > win_card) or (
                suit == self.trump and win_suit != suit
            ):
                self.win_card = action
                self.win_seat = seat
            if trick_len < 3:
                self.trick_len = trick_len + 1
                self.to_move = (seat + 1) & 3
                return
            winner = self.win_seat
            self.trick_len = 0
            self.led = self.win_card = self.win_seat = -1
            self.tricks_done += 1
            self.won[winner & 1] += 1
            self.tricks_log.append(winner)
            self.to_move = self.leader = winner
            if self.tricks_done == 13:
                self.phase = FINISHED
                self.final_tricks = self.won[self.declarer & 1]
            return
        if self.phase == AUCTION and CALL_BASE <= action < CLAIM_BASE:
            self._call(action - CALL_BASE)
            return
        self._other(action)

    def _call(self, index: int) -> None:
        seat = self.to_move
        if index >= 3:
            if index - 3 <= self.last_bid:
                raise IllegalCallError(self._call_problem(index))
        elif index and self._double_option(seat) != index:
            raise IllegalCallError(self._call_problem(index))
        self._undo.append((seat, self.last_bid, self.bidder, self.doubled, self.passes))
        self.history.append(CALL_BASE + index)
        if index == 0:
            self.passes += 1
        elif index >= 3:
            self.last_bid = index - 3
            self.bidder = seat
            self.doubled = 0
            self.passes = 0
        else:
            self.doubled = index
            self.passes = 0
        self.to_move = (seat + 1) & 3
        if self.passes == 3 and self.last_bid >= 0:
            self._start_play()
        elif self.passes == 4:
            self.phase = FINISHED
            self.final_tricks = 0

    def _start_play(self) -> None:
        strain = self.last_bid % 5
        side = self.bidder & 1
        dealer = self.dealer
        for position, action in enumerate(self.history):
            index = action - CALL_BASE
            if index >= 3 and (index - 3) % 5 == strain and (dealer + position) & 1 == side:
                self.declarer = (dealer + position) & 3
                break
        self.trump = strain if strain < 4 else -1
        self.phase = PLAY
        self.to_move = self.leader = (self.declarer + 1) & 3

    def _other(self, action: int) -> None:
        if not isinstance(action, int) or not 0 <= action < ACTION_COUNT:
            raise IllegalActionError(
                f"invalid action id {action!r}: expected 0..{ACTION_COUNT - 1}"
            )
        if action < CALL_BASE:
            raise IllegalPlayError(self._play_problem(action))
        if action < CLAIM_BASE:
            raise IllegalCallError(self._call_problem(action - CALL_BASE))
        record = (
            self.to_move,
            self.phase,
            self.claimer,
            self.claim_tricks,
            self.responders,
            self._resume,
            self.final_tricks,
        )
        if action < RESPONSE_BASE:
            seat, tricks = divmod(action - CLAIM_BASE, 14)
            if action not in self.legal_claims(seat):
                raise IllegalClaimError(self._claim_problem(seat, tricks))
            self._undo.append(record)
            self.history.append(action)
            self.claimer = seat
            self.claim_tricks = tricks
            self.responders = self._asked(seat, tricks)
            self._resume = self.to_move
            self.phase = CLAIM
            self.to_move = self._next_responder()
            return
        seat, accept = divmod(action - RESPONSE_BASE, 2)
        if self.phase != CLAIM or not self.responders >> seat & 1:
            raise IllegalClaimError(self._response_problem(seat, bool(accept)))
        self._undo.append(record)
        self.history.append(action)
        if not accept:
            self.phase = PLAY
            self.to_move = self._resume
            self.claimer = self.claim_tricks = self._resume = -1
            self.responders = 0
            return
        self.responders &= ~(1 << seat)
        if self.responders:
            self.to_move = self._next_responder()
            return
        claimed_side = self.claimer & 1
        side_tricks = self.won[claimed_side] + self.claim_tricks
        self.final_tricks = side_tricks if claimed_side == self.declarer & 1 else 13 - side_tricks
        self.phase = FINISHED

    def _asked(self, claimer: int, tricks: int) -> int:
        """The seats asked to answer a claim of ``tricks``, as a mask: both defenders when
        declarer claims; declarer when a defender claims, and the defender's partner too
        when the claim concedes a trick (a concession stands only if he does not object,
        Law 68B2). Dummy is never asked."""
        if claimer == self.declarer:
            return 1 << ((claimer + 1) & 3) | 1 << ((claimer + 3) & 3)
        asked = 1 << self.declarer
        if tricks < 13 - self.tricks_done:
            asked |= 1 << ((claimer + 2) & 3)
        return asked

    def _next_responder(self) -> int:
        for step in (1, 2, 3):
            seat = (self.claimer + step) & 3
            if self.responders >> seat & 1:
                return seat
        raise AssertionError("a pending claim has a responder")  # pragma: no cover

    def undo(self) -> None:
        """Take back the last action (raises IllegalActionError at the start)."""
        if not self.history:
            raise IllegalActionError("nothing to undo: no action has been made")
        action = self.history.pop()
        if action < CALL_BASE:
            self._undo_card(action)
            return
        record = self._undo.pop()
        if action < CLAIM_BASE:
            if self.phase != AUCTION:
                self.phase = AUCTION
                self.declarer = self.trump = self.leader = self.final_tricks = -1
            self.to_move, self.last_bid, self.bidder, self.doubled, self.passes = record
        else:
            (
                self.to_move,
                self.phase,
                self.claimer,
                self.claim_tricks,
                self.responders,
                self._resume,
                self.final_tricks,
            ) = record

    def _undo_card(self, card: int) -> None:
        if self.trick_len == 0:  # this card completed a trick
            winner = self.tricks_log.pop()
            self.won[winner & 1] -= 1
            self.tricks_done -= 1
            self.phase = PLAY
            self.final_tricks = -1
            trick_len = 3
        else:
            trick_len = self.trick_len - 1
        leader = self.tricks_log[-1] if self.tricks_log else (self.declarer + 1) & 3
        seat = (leader + trick_len) & 3
        self.hands[seat] |= 1 << card
        self.to_move = seat
        self.trick_len = trick_len
        self.leader = leader
        if not trick_len:
            self.led = self.win_card = self.win_seat = -1
            return
        # Replay the earlier cards of this trick to restore the suit led and the winner.
        cards = [action for action in self.history if action < CALL_BASE][-trick_len:]
        self.led = cards[0] // 13
        self.win_card, self.win_seat = cards[0], leader
        for offset in range(1, trick_len):
            action = cards[offset]
            suit, win_suit = action // 13, self.win_card // 13
            if (suit == win_suit and action > self.win_card) or (
                suit == self.trump and win_suit != suit
            ):
                self.win_card, self.win_seat = action, (leader + offset) & 3

    # -- explanations for illegal actions (slow path only) --------------------------------

    def _auction_text(self) -> str:
        auction = [str(Call(a - CALL_BASE)) for a in self.history if CALL_BASE <= a < CLAIM_BASE]
        return " ".join(auction) if auction else "no calls yet"

    def _call_problem(self, index: int) -> str:
        call = Call(index)
        seat = Seat(self.to_move)
        context = f"(auction: {self._auction_text()})"
        if self.phase != AUCTION:
            ended = "the deal is finished" if self.phase == FINISHED else "the auction is over"
            return f"cannot call {call}: {ended} {context}"
        if index >= 3:
            last = Call(self.last_bid + 3)
            return f"insufficient bid {call} after {last} by {Seat(self.bidder)} {context}"
        if self.last_bid < 0:
            word = "double" if index == 1 else "redouble"
            return f"cannot {word}: no bid has been made {context}"
        last = Call(self.last_bid + 3)
        own = not (self.bidder ^ seat) & 1
        if index == 1:
            if self.doubled:
                already = "doubled" if self.doubled == 1 else "redoubled"
                return f"cannot double {last}: it is already {already} {context}"
            return f"cannot double {last}: {seat.full_name} would double own side's bid {context}"
        if self.doubled == 0:
            return f"cannot redouble: {last} has not been doubled {context}"
        if self.doubled == 2:
            return f"cannot redouble {last}: it is already redoubled {context}"
        if not own:
            return (
                f"cannot redouble: {seat.full_name} would redouble own side's double of {last} "
                f"{context}"
            )
        raise AssertionError("legal redouble reported illegal")  # pragma: no cover

    def _play_problem(self, card_id: int) -> str:
        card = Card(card_id)
        if self.phase == AUCTION:
            return f"cannot play {card}: the auction is not over (auction: {self._auction_text()})"
        if self.phase == FINISHED:
            return f"cannot play {card}: the deal is finished"
        if self.phase == CLAIM:
            return f"cannot play {card}: a claim by {Seat(self.claimer).full_name} awaits an answer"
        seat = Seat(self.to_move)
        trick = self._trick_text()
        hand = self.hands[seat]
        if not hand >> card_id & 1:
            holder = next((Seat(s) for s in range(4) if self.hands[s] >> card_id & 1), None)
            if holder is None:
                where = "it has already been played"
            else:
                where = f"it is in {holder.full_name}'s hand (out of turn)"
            return f"cannot play {card} from {seat.full_name}'s hand: {where} {trick}"
        suit = Suit(self.led)
        holding = Hand(hand & (0x1FFF << (13 * suit)))
        held = " ".join(str(c) for c in holding)
        return (
            f"revoke: {seat.full_name} must follow {suit.full_name} (holds {held}), "
            f"not play {card} {trick}"
        )

    def _trick_text(self) -> str:
        cards = [a for a in self.history if a < CALL_BASE]
        current = cards[len(cards) - self.trick_len :] if self.trick_len else []
        played = " ".join(str(Card(c)) for c in current) or "none played"
        return f"(trick {self.tricks_done + 1}: {played})"

    def _claim_problem(self, seat: int, tricks: int) -> str:
        who = Seat(seat).full_name
        if self.phase == CLAIM:
            return f"{who} cannot claim: a claim by {Seat(self.claimer).full_name} awaits an answer"
        if self.phase != PLAY:
            return f"{who} cannot claim: claims are made during the play"
        if seat == (self.declarer + 2) & 3:
            return f"{who} cannot claim: dummy does not claim"
        remaining = 13 - self.tricks_done
        if tricks > remaining:
            return f"{who} cannot claim {tricks} tricks: only {remaining} remain"
        return f"{who} cannot claim before the opening lead"

    def _response_problem(self, seat: int, accept: bool) -> str:
        verb = "accept" if accept else "reject"
        if self.phase != CLAIM:
            return f"{Seat(seat)} cannot {verb}: no claim is pending"
        claimer = self.claimer
        mask = self._asked(claimer, self.claim_tricks)
        asked = [each for each in range(4) if mask >> each & 1]
        if seat in asked:  # asked, and no longer waited for: he accepted it
            return f"{Seat(seat)} cannot {verb} the claim of {Seat(claimer)}: already accepted it"
        names = " and ".join(str(Seat(each)) for each in asked)
        return f"{Seat(seat)} cannot {verb} the claim of {Seat(claimer)}: only {names} answer it"
