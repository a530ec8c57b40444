"""A defender leads the top of a sequence (decision 0034): the robots give it, read it, and
a leader who keeps it is never read wrong."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgecraft.core import Board, Card, Deal, Game, Hand, Seat
from bridgecraft.robots.leads import choose_lead
from bridgecraft.robots.play import PimcPlayer
from bridgecraft.robots.sampling import carding_denials
from bridgecraft.robots.signals import honour_lead, is_honour_lead, is_signal
from test_carding import agreed_game

# East holds KQJT98 of spades and the ♣A; North declares 3NT.
DEAL = Deal.from_pbn("N:A54.AKQ2.AK3.K94 KQJT98.8.765.A65 632.J43.QJT2.QJ3 7.T9765.984.T872")


def opening(actions: str = "") -> Game:
    return Game.replay(Board(1, DEAL), f"2NT P 3NT P P P {actions}".split())


def test_the_top_of_each_sequence_is_led() -> None:
    view = opening().view(Seat.E)
    own = view.hands[Seat.E].mask
    # From KQJT98 the king, whichever card of the class was chosen; no honour in the
    # diamonds' 765, so the lowest of equal cards stays.
    assert {honour_lead(view, own, card) for card in (Card.S8, Card.S9, Card.SJ)} == {Card.SK}
    assert honour_lead(view, own, Card.SK) is None  # already the top
    assert honour_lead(view, own, Card.D5) is None
    # Ten-high sequences count (West's ♥T9 → the ten); eight-high ones do not (♣87 → the 7).
    west = opening().view(Seat.W)
    assert honour_lead(west, west.hands[Seat.W].mask, Card.H9) == Card.HT
    assert honour_lead(west, west.hands[Seat.W].mask, Card.C7) is None


def test_only_a_defender_on_lead_leads_the_top() -> None:
    # North, declarer, on lead with AKQ of hearts after winning trick 1: lowest of equals.
    north = opening("SK S2 S7 SA").view(Seat.N)
    assert honour_lead(north, north.hands[Seat.N].mask, Card.HQ) is None
    # West following to East's lead does not lead: nothing changes.
    west = opening("SK S2").view(Seat.W)
    assert honour_lead(west, west.hands[Seat.W].mask, Card.S7) is None


def test_a_card_gone_between_keeps_the_sequence() -> None:
    # North ducks the ♠K: East, on lead again, leads the ♠Q, the top of QJT98 now.
    game = opening("SK S2 S7 S4")
    assert game.to_play == Seat.E
    view = game.view(Seat.E)
    assert honour_lead(view, view.hands[Seat.E].mask, Card.S8) == Card.SQ
    decision = PimcPlayer(1, samples=8).decide(view)
    assert decision.action == Card.SQ and decision.meaning.startswith("top of a sequence; ")


def test_the_robot_leads_the_king_from_kqjt98_and_names_it() -> None:
    for seed in (0, 1):
        decision = choose_lead(opening().view(Seat.E), seed=seed, samples=8)
        assert decision.action == Card.SK
        assert decision.meaning.startswith("opening lead: top of a sequence; ")


def test_the_reading_denies_the_card_above_an_honour_lead() -> None:
    game = opening("SK")
    assert is_honour_lead(game.tricks, 0, 0, game.contract)
    assert not is_signal(game.tricks, 0, 0, game.contract)  # carding, not a signal
    to_west = carding_denials(game.view(Seat.W))
    assert to_west.east == 1 << Card.SA  # not the ♠Q: the king promises nothing below
    # North holds the ace himself: nothing to learn. Nor is the ♠Q denied to anyone.
    assert carding_denials(game.view(Seat.N)).east == 0


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9), st.integers(1, 48), st.sampled_from(tuple(Seat)))
def test_a_leader_who_keeps_the_agreement_is_never_read_wrong(
    seed: int, cards: int, reader: Seat
) -> None:
    game = agreed_game(seed, cards)
    denied = carding_denials(game.view(reader))
    for seat in Seat:
        assert denied[seat] & game.board.deal[seat].mask == 0
    # Every defender's lead of a ten or higher in such a game is the top of its class.
    declaring = game.contract.declarer.side if game.contract is not None else None
    for index, trick in enumerate(game.tricks):
        if is_honour_lead(game.tricks, index, 0, game.contract):
            assert trick.leader.side != declaring
            held = Hand(game.board.deal[trick.leader].mask)
            above = int(trick.cards[0]) + 1
            assert (
                above % 13 == 0
                or not (held.mask >> above & 1)
                or any(above == int(c) for t in game.tricks[:index] for c in t.cards)
            )
