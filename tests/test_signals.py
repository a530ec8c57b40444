"""The defenders' signals: attitude (at trick 1 and after), count and length leads."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgecraft.core import Board, Card, Deal, Game, Seat, View
from bridgecraft.robots import play as play_module
from bridgecraft.robots.play import PimcPlayer
from bridgecraft.robots.sampling import carding_denials, sample_deals
from bridgecraft.robots.signals import (
    Signal,
    attitude_card,
    attitude_reading,
    both_tests,
    count_card,
    count_reading,
    is_attitude,
    is_count,
    is_later_attitude,
    is_length_lead,
    is_return_lead,
    is_signal,
    is_switch_lead,
    later_attitude_card,
    later_attitude_reading,
    length_lead,
    length_lead_reading,
    return_lead,
    return_lead_reading,
    switch_lead,
    switch_lead_reading,
)
from test_sampling import assert_consistent, game_at

# North declares 6NT, East leads, South is dummy and West is third hand. West holds the SQ
# with two small spades (S3 S2, equal cards) and small hearts only (H8 H7 H6).
DEAL = Deal.from_pbn("N:A98.AKQ.AKQ.A432 KJ7.JT9.JT9.KQJ5 T654.5432.5432.T Q32.876.876.9876")


def spy_on_accept(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The ``accept`` test of every sampling ``PimcPlayer`` does from now on, in order."""
    seen: list[Any] = []
    original = play_module.sample_deals

    def spy(*args: Any, **kwargs: Any) -> Any:
        seen.append(kwargs.get("accept"))
        return original(*args, **kwargs)

    monkeypatch.setattr(play_module, "sample_deals", spy)
    return seen


def game_for(actions: str, deal: Deal = DEAL, contract: str = "6NT") -> Game:
    return Game.replay(Board(1, deal), f"{contract} P P P {actions}".split())


def test_third_hand_encourages_with_an_honour_and_discourages_without() -> None:
    west = game_for("SK S4").view(Seat.W)
    spades = [Card.S2, Card.S3]
    own = DEAL[Seat.W].mask
    assert attitude_card(west, spades, own) == Signal(Card.S3, True)
    # The encouraging card must be free: if only the S2 did as well, there is no signal.
    assert attitude_card(west, [Card.S2], own) is None
    west = game_for("HJ H2").view(Seat.W)
    assert attitude_card(west, [Card.H6, Card.H7, Card.H8], own) == Signal(Card.H6, False)


def test_no_signal_outside_third_hand_at_trick_one() -> None:
    own = DEAL[Seat.W].mask
    # Not yet West's turn (dummy to play), and declarer's side never signals.
    assert attitude_card(game_for("SK").view(Seat.S), [Card.S4], DEAL[Seat.S].mask) is None
    assert attitude_card(game_for("SK S4 S3").view(Seat.N), [Card.S8], DEAL[Seat.N].mask) is None
    # A later trick: no attitude.
    later = game_for("SK S4 S3 S8 HJ H2")
    assert attitude_card(later.view(Seat.W), [Card.H6, Card.H7, Card.H8], own) is None


def test_the_reading_accepts_only_hands_that_would_have_played_the_card() -> None:
    # West encouraged with the S3: to East he holds an honour (the SQ or the SA) and the S3
    # is his highest small spade, or he had a single small spade.
    game = game_for("SK S4 S3")
    assert is_attitude(game.tricks[0], 2)
    test = attitude_reading(game.view(Seat.E))
    assert test is not None
    assert test(DEAL)
    # The same cards but West's SQ swapped with North's S8: West holds S8 S3 S2 and no
    # honour; he would have played the S2.
    swapped = Deal.from_pbn("N:AQ9.AKQ.AKQ.A432 KJ7.JT9.JT9.KQJ5 T654.5432.5432.T 832.876.876.9876")
    assert not test(swapped)
    # With a single small spade (the S3) West had no choice: nothing is read.
    single = Deal.from_pbn("N:A982.AKQ.AKQ.A43 KJ7.JT9.JT9.KQJ5 T654.5432.5432.T Q3.876.876.98762")
    assert test(single)
    # Declarer reads it too; West himself, or a reader told not to read West, does not.
    assert attitude_reading(game.view(Seat.N)) is not None
    assert attitude_reading(game.view(Seat.W)) is None
    assert attitude_reading(game.view(Seat.E), {Seat.N, Seat.S}) is None
    # No reading before West's card, nor from a card of another suit (a discard).
    assert attitude_reading(game_for("SK S4").view(Seat.E)) is None


def test_the_attitude_card_denies_nothing_to_the_carding_reading() -> None:
    # To West, East's SK denies the SA (a defender leads the top of his sequence: from SA-SK
    # he would have led the ace; decision 0034); declarer, who holds it, learns nothing. But
    # West's S3, chosen over the equal S2 as attitude, denies the S2 to nobody.
    assert carding_denials(game_for("SK").view(Seat.W)).east == 1 << Card.SA
    north = carding_denials(game_for("SK S4 S3").view(Seat.N))
    assert north.east == 0 and north.west == 0
    assert carding_denials(game_for("SK S4 S3").view(Seat.E)).west == 0


def test_the_robot_gives_its_attitude() -> None:
    decision = PimcPlayer(0, samples=8).decide(game_for("SK S4").view(Seat.W))
    assert decision.action == Card.S3
    assert decision.meaning.startswith("encourages")
    quiet = PimcPlayer(0, samples=8, signals=False).decide(game_for("SK S4").view(Seat.W))
    assert quiet.action == Card.S2  # the lowest of equal cards, as without signals
    hearts = PimcPlayer(0, samples=8).decide(game_for("HJ H2").view(Seat.W))
    assert hearts.action == Card.H6 and hearts.meaning.startswith("discourages")


def test_the_robot_reads_its_partners_attitude(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Any] = []
    original = play_module.sample_deals

    def spy(*args: Any, **kwargs: Any) -> Any:
        seen.append(kwargs.get("accept"))
        deals = original(*args, **kwargs)
        seen.append(deals)
        return deals

    monkeypatch.setattr(play_module, "sample_deals", spy)
    view = game_for("SK S4 S3 S8", contract="3NT").view(Seat.E)  # 6NT: too few HCP
    PimcPlayer(0, samples=12).decide(view)
    accept, deals = seen
    assert accept is not None and accept(DEAL)
    reading = attitude_reading(view)
    assert reading is not None
    assert all(reading(deal) for deal in deals), "every layout agrees with West's attitude"
    seen.clear()
    PimcPlayer(0, samples=12, read_carding=False).decide(view)
    accept, deals = seen
    assert accept is not None and accept(DEAL)  # only the contract's test
    assert not all(reading(deal) for deal in deals)


def test_both_tests() -> None:
    def yes(deal: Deal) -> bool:
        return True

    def no(deal: Deal) -> bool:
        return False

    assert both_tests(None, None) is None
    assert both_tests(yes, None) is yes and both_tests(None, no) is no
    combined = both_tests(yes, no)
    assert combined is not None and not combined(DEAL)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9), st.sampled_from(tuple(Seat)))
def test_a_signaller_who_keeps_the_rule_is_always_read_right(seed: int, reader: Seat) -> None:
    # Random deal and contract; a random lead and dummy card; third hand signals whenever the
    # rule applies (every small card is free), else plays at random.
    game = game_at(seed, 2)
    rng = random.Random(seed)
    third = game.to_play
    assert third is not None
    legal = [a for a in game.legal_actions(claims=False) if isinstance(a, Card)]
    view = game.view(third)
    signal = attitude_card(view, legal, game.hands[third].mask)
    game = game.apply(signal.card if signal is not None else rng.choice(legal))
    view = game.view(reader)
    test = attitude_reading(view)
    if test is None:
        return
    assert test(game.board.deal), "the true deal always passes"
    for deal in sample_deals(view, 6, random.Random(seed), accept=test):
        assert_consistent(deal, game, view)


# -- count --------------------------------------------------------------------------------
# North declares 1NT (or a suit), East leads. West holds AT98 of diamonds (four: his highest
# small card, the D9, would win a trick of small cards) and 8765 of clubs (four).
COUNT_DEAL = Deal.from_pbn("N:AKQ2.AKQ.42.A432 JT9.JT9.KQJ3.KQJ 8765.8765.765.T9 43.432.AT98.8765")


def count_game(actions: str, contract: str = "6NT") -> Game:
    return game_for(actions, DEAL, contract)


def test_a_defender_gives_count_on_declarers_lead() -> None:
    # West holds 9876 of clubs (four: the highest small card) and 876 of diamonds (three: the
    # lowest); East holds JT9 of diamonds (one small card: no count).
    west = count_game("HJ H2 H6 HA CA C5 CT").view(Seat.W)
    own = DEAL[Seat.W].mask
    clubs = [Card.C6, Card.C7, Card.C8, Card.C9]
    assert count_card(west, clubs, own) == Signal(Card.C9, True)
    assert count_card(west, [Card.C6], own) is None  # the count card would cost
    west = count_game("HJ H2 H6 HA DA D9 D2").view(Seat.W)
    assert count_card(west, [Card.D6, Card.D7, Card.D8], own) == Signal(Card.D6, False)
    east = count_game("HJ H2 H6 HA DA").view(Seat.E)
    assert count_card(east, [Card.D9, Card.DT, Card.DJ], DEAL[Seat.E].mask) is None


def test_in_trumps_high_low_shows_an_odd_number() -> None:
    # Clubs are trumps: West's four clubs call for the lowest (the trump echo is the other
    # way round), and the reading follows the same rule.
    west = count_game("HJ H2 H6 HA CA C5 CT", contract="6C").view(Seat.W)
    own = DEAL[Seat.W].mask
    clubs = [Card.C6, Card.C7, Card.C8, Card.C9]
    assert count_card(west, clubs, own) == Signal(Card.C6, True)
    echo = count_game("HJ H2 H6 HA CA C5 CT C6", contract="6C")
    assert echo.contract is not None and is_count(echo.tricks, 1, 3, echo.contract)
    test = count_reading(echo.view(Seat.N), {Seat.W})
    assert test is not None and test(DEAL)
    # West with three clubs (the C7 given to East for the H9) would have echoed with the C9.
    odd = Deal.from_pbn("N:A98.AKQ.AKQ.A432 KJ7.JT.JT9.KQJ75 T654.5432.5432.T Q32.9876.876.986")
    assert not test(odd)
    # At notrump the same four clubs call for the highest.
    assert count_card(count_game("HJ H2 H6 HA CA C5 CT").view(Seat.W), clubs, own) == Signal(
        Card.C9, True
    )


def test_no_count_where_the_rule_does_not_apply() -> None:
    own = DEAL[Seat.W].mask
    # The second time West plays the suit (dummy, out of clubs, discards a diamond).
    later = count_game("HJ H2 H6 HA CA C5 CT C9 C2 CK D2").view(Seat.W)
    assert count_card(later, [Card.C6, Card.C7, Card.C8], own) is None
    # Declarer's side never gives count.
    north = count_game("HJ H2 H6").view(Seat.N)
    assert count_card(north, [Card.HA], DEAL[Seat.N].mask) is None
    # A fourth hand whose count card would win the trick gives none.
    west = game_for("SJ S5 S3 SA D2 D3 D5", COUNT_DEAL, "1NT").view(Seat.W)
    assert count_card(west, [Card.D8, Card.D9], COUNT_DEAL[Seat.W].mask) is None
    played = game_for("SJ S5 S3 SA D2 D3 D5 D9", COUNT_DEAL, "1NT")
    assert played.contract is not None
    assert not is_count(played.tricks, 1, 3, played.contract)


def test_is_count_reads_only_public_facts() -> None:
    game = count_game("HJ H2 H6 HA CA C5 CT C9 DA D9 D2 D6")
    assert game.contract is not None
    tricks, contract = game.tricks, game.contract
    # Every defender's first small card in a suit declarer led: East's C5 (his only small
    # club: he had no choice, but only the hand shows that), West's C9, East's D9, West's D6.
    assert [(i, p) for i in range(3) for p in range(4) if is_count(tricks, i, p, contract)] == [
        (1, 1),
        (1, 3),
        (2, 1),
        (2, 3),
    ]
    # Only a small card is a count card: East's DJ would not be.
    jack = count_game("HJ H2 H6 HA DA DJ")
    assert jack.contract is not None and not is_count(jack.tricks, 1, 1, jack.contract)
    # The attitude card at trick 1 is a signal too; declarer's cards are not.
    assert is_signal(tricks, 0, 2, contract) and is_signal(tricks, 1, 3, contract)
    assert not is_signal(tricks, 0, 3, contract) and not is_signal(tricks, 1, 0, contract)


def test_the_count_reading_accepts_only_hands_that_would_have_given_it() -> None:
    game = count_game("HJ H2 H6 HA CA C5 CT C9")
    test = count_reading(game.view(Seat.N))
    assert test is not None and test(DEAL)
    # West with the H9 instead of the C7 (three clubs: he would have given the C6).
    odd = Deal.from_pbn("N:A98.AKQ.AKQ.A432 KJ7.JT.JT9.KQJ75 T654.5432.5432.T Q32.9876.876.986")
    assert not test(odd)
    # East reads West too; West himself, or a reader told not to read him, does not (West
    # reads East's C5, his only small club in the true deal).
    east = count_reading(game.view(Seat.E))
    assert east is not None and not east(odd)
    west = count_reading(game.view(Seat.W))
    assert west is not None and west(odd)
    assert count_reading(game.view(Seat.E), {Seat.N, Seat.S}) is None
    # Before any count card, nothing to read.
    assert count_reading(count_game("HJ H2 H6 HA CA").view(Seat.E)) is None
    # A fourth hand whose count card would have won the trick gave none: any card passes.
    dealt = game_for("SJ S5 S3 SA D2 D3 D5 D8", COUNT_DEAL, "1NT")
    test = count_reading(dealt.view(Seat.N))
    assert test is not None and test(COUNT_DEAL)


def test_the_count_card_denies_nothing_to_the_carding_reading() -> None:
    # West's C9, chosen over the equal C8 C7 C6, does not deny the C8.
    north = carding_denials(count_game("HJ H2 H6 HA CA C5 CT C9").view(Seat.N))
    assert north.west == 0


def test_the_robot_gives_and_reads_count(monkeypatch: pytest.MonkeyPatch) -> None:
    view = count_game("HJ H2 H6 HA CA C5 CT").view(Seat.W)
    decision = PimcPlayer(0, samples=8).decide(view)
    assert decision.action == Card.C9 and decision.meaning.startswith("shows an even number")
    quiet = PimcPlayer(0, samples=8, count_signals=False).decide(view)
    assert quiet.action == Card.C6
    seen = spy_on_accept(monkeypatch)
    north = count_game("HJ H2 H6 HA CA C5 CT C9", contract="3NT").view(Seat.N)
    odd = Deal.from_pbn("N:A98.AKQ.AKQ.A432 KJ7.JT.JT9.KQJ75 T654.5432.5432.T Q32.9876.876.986")
    PimcPlayer(0, samples=8).decide(north)
    accept = seen.pop()
    assert accept is not None and accept(DEAL) and not accept(odd)
    PimcPlayer(0, samples=8, count_signals=False).decide(north)
    accept = seen.pop()
    assert accept is None or accept(odd)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9), st.sampled_from(tuple(Seat)), st.integers(4, 40))
def test_defenders_who_keep_the_count_rule_are_always_read_right(
    seed: int, reader: Seat, cards: int
) -> None:
    # Random deal, contract and play; each defender gives count whenever the rule applies
    # (every card is free), else plays at random.
    game = game_at(seed, 0)
    rng = random.Random(seed)
    for _ in range(cards):
        seat = game.to_play
        assert seat is not None
        legal = [a for a in game.legal_actions(claims=False) if isinstance(a, Card)]
        signal = count_card(game.view(game.to_act), legal, game.hands[seat].mask)
        game = game.apply(signal.card if signal is not None else rng.choice(legal))
    view = game.view(reader)
    test = count_reading(view)
    if test is None:
        return
    assert test(game.board.deal), "the true deal always passes"
    for deal in sample_deals(view, 4, random.Random(seed), accept=test):
        assert_consistent(deal, game, view)


# -- length leads -----------------------------------------------------------------------
# North holds thirteen top tricks; East leads, from 97532 in both majors and 974 of diamonds.
LEAD_DEAL = Deal.from_pbn("N:AKQ.AKQ.AKQ.AKQJ 97532.97532.974. JT8.JT8.JT86.T98 64.64.532.765432")


def test_a_small_lead_shows_the_suits_length() -> None:
    east = game_for("", LEAD_DEAL).view(Seat.E)
    own = LEAD_DEAL[Seat.E].mask
    hearts = [Card.H2, Card.H3, Card.H5, Card.H7, Card.H9]
    # Five hearts: the fourth best (the H3), whichever small heart was chosen.
    assert length_lead(east, hearts, own, Card.H2) == Signal(Card.H3, True)
    assert length_lead(east, hearts, own, Card.H7) == Signal(Card.H3, True)
    # Three diamonds: the lowest.
    diamonds = [Card.D4, Card.D7, Card.D9]
    assert length_lead(east, diamonds, own, Card.D9) == Signal(Card.D4, False)
    # Not when the card is not free, nor for a high card chosen, nor after the lead.
    assert length_lead(east, [Card.H2], own, Card.H2) is None
    deal = Deal.from_pbn("N:A98.AKQ.AKQ.A432 KJ7.JT9.JT9.KQJ5 T654.5432.5432.T Q32.876.876.9876")
    assert (
        length_lead(game_for("", deal).view(Seat.E), [Card.SK], deal[Seat.E].mask, Card.SK) is None
    )
    later = game_for("H2 H8 H4 HA", LEAD_DEAL).view(Seat.N)
    assert length_lead(later, [Card.HK], LEAD_DEAL[Seat.N].mask, Card.HK) is None
    # A doubleton's top card, and a fourth best that is not small (none said).
    doubleton = Deal.from_pbn(
        "N:AKQ.AKQ.AKQ.AKQJ 97532.93.976542. JT8.JT8.JT8.T982 64.76542.3.76543"
    )
    mask = doubleton[Seat.E].mask
    assert length_lead(game_for("", doubleton).view(Seat.E), [Card.H3, Card.H9], mask, Card.H3) == (
        Signal(Card.H9, False)
    )
    # Six spades headed by the KQJT: the fourth best is the ten, not a small card.
    tens = Deal.from_pbn("N:A54.AKQ.AKQ.AKQJ KQJT32.9753.974. 987.JT8.JT86.T98 6.642.532.765432")
    mask = tens[Seat.E].mask
    assert length_lead(game_for("", tens).view(Seat.E), [Card.S2, Card.S3], mask, Card.S2) is None


def test_the_length_lead_reading() -> None:
    game = game_for("H3", LEAD_DEAL)
    assert game.contract is not None and is_length_lead(game.tricks, 0, 0)
    test = length_lead_reading(game.view(Seat.N))
    assert test is not None and test(LEAD_DEAL)
    # East with six hearts would have led the H4 (fourth best); West's H4 given to East.
    six = Deal.from_pbn("N:AKQ.AKQ.AKQ.AKQJ 97532.975432.97. JT8.JT8.JT86.T98 64.6.5432.765432")
    assert not test(six)
    # West reads it too; a reader told not to read East, or East himself, does not.
    west = length_lead_reading(game.view(Seat.W))
    assert west is not None and not west(six)
    assert length_lead_reading(game.view(Seat.N), {Seat.W}) is None
    assert length_lead_reading(game.view(Seat.E)) is None
    # A high card led says nothing here (the carding reads it).
    deal = Deal.from_pbn("N:A98.AKQ.AKQ.A432 KJ7.JT9.JT9.KQJ5 T654.5432.5432.T Q32.876.876.9876")
    assert length_lead_reading(game_for("SK", deal).view(Seat.N)) is None
    # The small lead denies nothing to the carding reading; a high one does.
    assert carding_denials(game.view(Seat.N)).east == 0
    assert carding_denials(game_for("SK", deal).view(Seat.W)).east == 1 << Card.SA


def test_the_robot_leads_and_reads_length(monkeypatch: pytest.MonkeyPatch) -> None:
    # Every lead gives declarer his thirteen tricks, so every card is free: the robot leads
    # its fourth best heart, and without length leads the lowest of its cards.
    view = game_for("", LEAD_DEAL).view(Seat.E)
    decision = PimcPlayer(0, samples=8).decide(view)
    assert decision.action == Card.H3 and "fourth best" in decision.meaning
    assert PimcPlayer(0, samples=8, length_leads=False).decide(view).action == Card.H2
    seen = spy_on_accept(monkeypatch)
    west = game_for("H3 H8", LEAD_DEAL).view(Seat.W)
    six = Deal.from_pbn("N:AKQ.AKQ.AKQ.AKQJ 97532.975432.97. JT8.JT8.JT86.T98 64.6.5432.765432")
    PimcPlayer(0, samples=8).decide(west)
    accept = seen.pop()
    assert accept is not None and accept(LEAD_DEAL) and not accept(six)
    PimcPlayer(0, samples=8, length_leads=False).decide(west)
    accept = seen.pop()
    assert accept is None or accept(six)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from(tuple(Seat)))
def test_a_leader_who_keeps_the_length_rule_is_always_read_right(seed: int, reader: Seat) -> None:
    game = game_at(seed, 0)
    rng = random.Random(seed)
    leader = game.to_play
    assert leader is not None
    legal = [a for a in game.legal_actions(claims=False) if isinstance(a, Card)]
    chosen = rng.choice(legal)
    signal = length_lead(game.view(leader), legal, game.hands[leader].mask, chosen)
    game = game.apply(signal.card if signal is not None else chosen)
    test = length_lead_reading(game.view(reader))
    if test is None:
        assert reader == leader or int(game.tricks[0].cards[0]) % 13 >= 8
        return
    assert test(game.board.deal), "the true deal always passes"


# -- attitude after trick 1 -------------------------------------------------------------
# North declares 6NT (or 6D), East leads. West holds Q5432 of spades, 8764 of hearts and of
# diamonds, and no club: his discards on North's clubs are signals.
DISCARD_DEAL = Deal.from_pbn(
    "N:AKJ.AKQ.AKQ.A432 T98.JT9.JT9.KQJ5 76.532.532.T9876 Q5432.8764.8764."
)
# West's SQ swapped with East's ST: West's spades are T5432, without an honour.
NO_QUEEN = Deal.from_pbn("N:AKJ.AKQ.AKQ.A432 Q98.JT9.JT9.KQJ5 76.532.532.T9876 T5432.8764.8764.")


def discard_game(actions: str, contract: str = "6NT") -> Game:
    return game_for(actions, DISCARD_DEAL, contract)


def test_a_first_discard_encourages_with_an_honour_and_discourages_without() -> None:
    game = discard_game("HJ H2 H4 HA CA C5 C6")
    west, own = game.view(Seat.W), game.hands[Seat.W].mask
    spades = [Card.S2, Card.S3, Card.S4, Card.S5]
    assert later_attitude_card(west, spades, own, Card.S2) == Signal(Card.S5, True)
    diamonds = [Card.D4, Card.D6, Card.D7, Card.D8]
    assert later_attitude_card(west, diamonds, own, Card.D8) == Signal(Card.D4, False)
    # What he holds now counts: the H4 is gone, so the H6 is his lowest heart.
    assert later_attitude_card(west, [Card.H6, Card.H7], own, Card.H7) == Signal(Card.H6, False)
    # The card must be free.
    assert later_attitude_card(west, [Card.S2, Card.S3], own, Card.S2) is None


def test_third_hand_gives_attitude_to_his_partners_lead_after_trick_one() -> None:
    # 1NT by North. West discouraged hearts at trick 1 and gave count in spades; East won the
    # S9 and leads the DK: West, holding the DA, encourages with the D9.
    game = game_for("HJ H5 H2 HA S2 S9 S5 S4 DK D5", COUNT_DEAL, "1NT")
    west, own = game.view(Seat.W), game.hands[Seat.W].mask
    assert later_attitude_card(west, [Card.D8, Card.D9], own, Card.D8) == Signal(Card.D9, True)
    played = game.apply(Card.D9)
    assert played.contract is not None and is_later_attitude(played.tricks, 2, 2, played.contract)


def test_no_attitude_after_trick_one_where_the_rule_does_not_apply() -> None:
    spades = [Card.S2, Card.S3, Card.S4, Card.S5]
    # The second discard of a suit says nothing more.
    later = discard_game("HJ H2 H4 HA CA C5 C6 S5 C2 CK C7")
    assert (
        later_attitude_card(later.view(Seat.W), spades[:3], later.hands[Seat.W].mask, Card.S2)
        is None
    )
    # A trump is a ruff, not a discard.
    ruff = discard_game("HJ H2 H4 HA CA C5 C6", "6D")
    diamonds = [Card.D4, Card.D6, Card.D7, Card.D8]
    assert (
        later_attitude_card(ruff.view(Seat.W), diamonds, ruff.hands[Seat.W].mask, Card.D4) is None
    )
    # Following to declarer's lead is count, and trick 1 is the opening lead's attitude.
    count = discard_game("HJ H2 H4 HA SA S8")
    assert (
        later_attitude_card(count.view(Seat.W), spades, count.hands[Seat.W].mask, Card.S2) is None
    )
    first = discard_game("HJ H2")
    hearts = [Card.H4, Card.H6, Card.H7, Card.H8]
    assert (
        later_attitude_card(first.view(Seat.W), hearts, first.hands[Seat.W].mask, Card.H4) is None
    )
    # Declarer's side gives none.
    north = discard_game("HJ H2 H4")
    assert (
        later_attitude_card(north.view(Seat.N), [Card.HA], DISCARD_DEAL[Seat.N].mask, Card.HA)
        is None
    )


def test_is_later_attitude_reads_only_public_facts() -> None:
    game = discard_game("HJ H2 H4 HA CA C5 C6 S5 C2 CK C7 S2")
    assert game.contract is not None
    tricks, contract = game.tricks, game.contract
    marked = [
        (i, p) for i in range(3) for p in range(4) if is_later_attitude(tricks, i, p, contract)
    ]
    assert marked == [(1, 3)]  # the S5; the S2 is West's second spade discard
    assert is_signal(tricks, 1, 3, contract) and not is_signal(tricks, 2, 3, contract)


def test_the_later_attitude_reading() -> None:
    game = discard_game("HJ H2 H4 HA CA C5 C6 S5")
    test = later_attitude_reading(game.view(Seat.N))
    assert test is not None and test(DISCARD_DEAL) and not test(NO_QUEEN)
    # The reader counts only what the signaller still held: the H6, after the H4 at trick 1.
    hearts = later_attitude_reading(discard_game("HJ H2 H4 HA CA C5 C6 H6").view(Seat.N))
    assert hearts is not None and hearts(DISCARD_DEAL)
    # East reads his partner too; West himself, or a reader told not to read him, does not.
    east = later_attitude_reading(game.view(Seat.E))
    assert east is not None and not east(NO_QUEEN)
    assert later_attitude_reading(game.view(Seat.W)) is None
    assert later_attitude_reading(game.view(Seat.E), {Seat.N, Seat.S}) is None
    assert later_attitude_reading(discard_game("HJ H2 H4 HA CA C5 C6").view(Seat.E)) is None


def test_the_robot_gives_and_reads_attitude_after_trick_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = discard_game("HJ H2 H4 HA CA C5 C6").view(Seat.W)
    own = view.hands[Seat.W]
    assert own is not None
    decision = PimcPlayer(0, samples=8).decide(view)
    assert isinstance(decision.action, Card)
    signal = later_attitude_card(view, [decision.action], own.mask, decision.action)
    assert signal is not None and signal.card == decision.action
    said = "encourages" if signal.encouraging else "discourages"
    assert decision.meaning.startswith(said)
    seen = spy_on_accept(monkeypatch)
    north = discard_game("HJ H2 H4 HA CA C5 C6 S5").view(Seat.N)
    PimcPlayer(0, samples=8).decide(north)
    accept = seen.pop()
    assert accept is not None and accept(DISCARD_DEAL) and not accept(NO_QUEEN)
    PimcPlayer(0, samples=8, later_attitude=False).decide(north)
    accept = seen.pop()
    assert accept is None or accept(NO_QUEEN)


# -- switches ---------------------------------------------------------------------------
# COUNT_DEAL with West's clubs Q765 and East's KJ8. 1NT by North; East leads the HJ, North
# wins and leads a diamond to West's D9: West is on lead at trick 3.
SWITCH_DEAL = Deal.from_pbn("N:AKQ2.AKQ.42.A432 JT9.JT9.KQJ3.KJ8 8765.8765.765.T9 43.432.AT98.Q765")
TO_SWITCH = "HJ H5 H2 HA D2 D3 D5 D9"


def test_a_switch_is_low_from_an_honour_and_high_without() -> None:
    game = game_for(TO_SWITCH, SWITCH_DEAL, "1NT")
    west, own = game.view(Seat.W), game.hands[Seat.W].mask
    clubs = [Card.C5, Card.C6, Card.C7]
    assert switch_lead(west, clubs, own, Card.C7) == Signal(Card.C5, True)
    assert switch_lead(west, [Card.S3, Card.S4], own, Card.S3) == Signal(Card.S4, False)
    # Without the CQ (COUNT_DEAL: C8765), the highest.
    plain = game_for(TO_SWITCH, COUNT_DEAL, "1NT")
    fours = [Card.C5, Card.C6, Card.C7, Card.C8]
    assert switch_lead(plain.view(Seat.W), fours, plain.hands[Seat.W].mask, Card.C5) == Signal(
        Card.C8, False
    )
    # The card must be free.
    assert switch_lead(west, [Card.C6, Card.C7], own, Card.C7) is None


def test_no_switch_where_the_rule_does_not_apply() -> None:
    game = game_for(TO_SWITCH, SWITCH_DEAL, "1NT")
    west, own = game.view(Seat.W), game.hands[Seat.W].mask
    # Hearts: the defenders led them at trick 1. An honour: the carding says the rest.
    assert switch_lead(west, [Card.H3, Card.H4], own, Card.H3) is None
    assert switch_lead(west, [Card.CQ], own, Card.CQ) is None
    # Diamonds: one small card left (AT8).
    assert switch_lead(west, [Card.D8], own, Card.D8) is None
    # The opening lead is a length lead; declarer's side, or a defender following, gives none.
    opening = game_for("", SWITCH_DEAL, "1NT")
    east = SWITCH_DEAL[Seat.E].mask
    assert switch_lead(opening.view(Seat.E), [Card.H9, Card.HT], east, Card.H9) is None
    north = game_for("HJ H5 H2 HA", SWITCH_DEAL, "1NT")
    north_own = SWITCH_DEAL[Seat.N].mask
    assert switch_lead(north.view(Seat.N), [Card.C2, Card.C3], north_own, Card.C2) is None
    follow = game_for(TO_SWITCH + " C7", SWITCH_DEAL, "1NT")
    assert switch_lead(follow.view(Seat.N), [Card.C2, Card.C3], north_own, Card.C2) is None


def test_is_switch_lead_reads_only_public_facts() -> None:
    game = game_for(TO_SWITCH + " C5 C2 C8 CT S8", SWITCH_DEAL, "1NT")
    assert game.contract is not None
    tricks, contract = game.tricks, game.contract
    marked = [(i, p) for i in range(4) for p in range(4) if is_switch_lead(tricks, i, p, contract)]
    assert marked == [(2, 0)]
    assert is_signal(tricks, 2, 0, contract) and not is_signal(tricks, 1, 0, contract)


def test_the_switch_reading() -> None:
    game = game_for(TO_SWITCH + " C5", SWITCH_DEAL, "1NT")
    test = switch_lead_reading(game.view(Seat.N))
    # The C5, the lowest: West holds an honour; with C8765 he would have led the C8.
    assert test is not None and test(SWITCH_DEAL) and not test(COUNT_DEAL)
    east = switch_lead_reading(game.view(Seat.E))
    assert east is not None and not east(COUNT_DEAL)
    assert switch_lead_reading(game.view(Seat.W)) is None
    assert switch_lead_reading(game.view(Seat.N), {Seat.E}) is None
    assert switch_lead_reading(game_for(TO_SWITCH, SWITCH_DEAL, "1NT").view(Seat.N)) is None


# -- returns ----------------------------------------------------------------------------
# West (SWITCH_DEAL, on lead at trick 3) holds H43 of the hearts East led: two cards left.
# THREE_HEARTS: the same deal with West's H8 for South's C5 (three hearts left).
THREE_HEARTS = Deal.from_pbn(
    "N:AKQ2.AKQ.42.A432 JT9.JT9.KQJ3.KJ8 8765.765.765.T95 43.8432.AT98.Q76"
)


def test_a_return_is_the_top_of_two_left_and_low_from_three() -> None:
    game = game_for(TO_SWITCH, SWITCH_DEAL, "1NT")
    west, own = game.view(Seat.W), game.hands[Seat.W].mask
    assert return_lead(west, [Card.H3, Card.H4], own, Card.H3) == Signal(Card.H4, True)
    assert return_lead(west, [Card.H3], own, Card.H3) is None  # the H4 would cost
    # East, on lead at trick 3 after the S9, holds HT9 left: the HT is not a small card.
    east_game = game_for("HJ H5 H2 HA S2 S9 S5 S4", SWITCH_DEAL, "1NT")
    east = east_game.view(Seat.E)
    assert return_lead(east, [Card.H9, Card.HT], east_game.hands[Seat.E].mask, Card.H9) is None
    # A suit no defender led is a switch, not a return.
    assert return_lead(west, [Card.C5, Card.C6, Card.C7], own, Card.C5) is None
    assert switch_lead(west, [Card.H3, Card.H4], own, Card.H3) is None


def test_a_return_from_three_or_more_is_the_lowest_small_card() -> None:
    # THREE_HEARTS: West holds H8432 and has three hearts left after trick 1.
    game = game_for(TO_SWITCH, THREE_HEARTS, "1NT")
    west, own = game.view(Seat.W), game.hands[Seat.W].mask
    hearts = [Card.H3, Card.H4, Card.H8]
    assert return_lead(west, hearts, own, Card.H8) == Signal(Card.H3, False)


def test_is_return_lead_reads_only_public_facts() -> None:
    game = game_for(TO_SWITCH + " H4 HK HT H6", SWITCH_DEAL, "1NT")
    assert game.contract is not None
    tricks, contract = game.tricks, game.contract
    marked = [(i, p) for i in range(3) for p in range(4) if is_return_lead(tricks, i, p, contract)]
    assert marked == [(2, 0)]
    assert is_signal(tricks, 2, 0, contract) and not is_switch_lead(tricks, 2, 0, contract)


def test_the_return_reading() -> None:
    game = game_for(TO_SWITCH + " H4", SWITCH_DEAL, "1NT")
    test = return_lead_reading(game.view(Seat.N))
    assert test is not None and test(SWITCH_DEAL)
    # West with three hearts left (the H8 for the C5): he would have led the H3.
    assert not test(THREE_HEARTS)
    assert return_lead_reading(game.view(Seat.W)) is None
    assert return_lead_reading(game.view(Seat.N), {Seat.E}) is None


# -- the robot, and every later rule kept at random -------------------------------------
Giver = Callable[[View, Sequence[Card], int, Card], Signal | None]
Reader = Callable[[View], Callable[[Deal], bool] | None]


@pytest.mark.parametrize(
    ("setting", "said", "giver", "after"),
    [
        ("switch_leads", "switch:", switch_lead, TO_SWITCH + " C5"),
        ("return_leads", "return:", return_lead, TO_SWITCH + " H4 HK HT H6"),
    ],
)
def test_the_robot_leads_and_reads_by_the_rule(
    monkeypatch: pytest.MonkeyPatch, setting: str, said: str, giver: Giver, after: str
) -> None:
    # West on lead at trick 3: a club would be a switch, a heart a return.
    view = game_for(TO_SWITCH, SWITCH_DEAL, "1NT").view(Seat.W)
    own = view.hands[Seat.W]
    assert own is not None
    decision = PimcPlayer(0, samples=8).decide(view)
    quiet = PimcPlayer(0, samples=8, **{setting: False}).decide(view)
    assert isinstance(decision.action, Card) and isinstance(quiet.action, Card)
    if decision.action != quiet.action:
        # Only the rule moved the card, within the suit, to the rule's card.
        assert decision.meaning.startswith(said)
        assert giver(view, [decision.action], own.mask, quiet.action) is not None
    # North reads West's C5 (an honour: not COUNT_DEAL's C8765) or H4 (two hearts left: not
    # THREE_HEARTS' H843).
    other = COUNT_DEAL if setting == "switch_leads" else THREE_HEARTS
    seen = spy_on_accept(monkeypatch)
    north = game_for(after, SWITCH_DEAL, "1NT").view(Seat.N)
    PimcPlayer(0, samples=8).decide(north)
    accept = seen.pop()
    assert accept is not None and accept(SWITCH_DEAL) and not accept(other)
    PimcPlayer(0, samples=8, **{setting: False}).decide(north)
    accept = seen.pop()
    assert accept is None or accept(other)


@pytest.mark.parametrize(
    ("giver", "reading"),
    [
        (later_attitude_card, later_attitude_reading),
        (switch_lead, switch_lead_reading),
        (return_lead, return_lead_reading),
    ],
)
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9), st.sampled_from(tuple(Seat)), st.integers(4, 40))
def test_defenders_who_keep_a_later_rule_are_always_read_right(
    giver: Giver, reading: Reader, seed: int, reader: Seat, cards: int
) -> None:
    # Random deal, contract and play; each defender plays the rule's card whenever the rule
    # applies to a random legal card (every card is free), else that card.
    game = game_at(seed, 0)
    rng = random.Random(seed)
    for _ in range(cards):
        seat = game.to_play
        assert seat is not None
        legal = [a for a in game.legal_actions(claims=False) if isinstance(a, Card)]
        chosen = rng.choice(legal)
        signal = giver(game.view(game.to_act), legal, game.hands[seat].mask, chosen)
        game = game.apply(signal.card if signal is not None else chosen)
    view = game.view(reader)
    test = reading(view)
    if test is None:
        return
    assert test(game.board.deal), "the true deal always passes"
    for deal in sample_deals(view, 4, random.Random(seed), accept=test):
        assert_consistent(deal, game, view)
