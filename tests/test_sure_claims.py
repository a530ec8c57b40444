"""Robots' sure claims (decision 0084): a robot on lead claims every remaining trick only when
no layout of the cards it cannot see could beat the claim.

Soundness is checked two ways on random deals played at random to a random trick: the
claim's own line (declarer's searched line, card for card; a defender's trumps first, then
the rest of his hand) wins every remaining trick whatever the other cards played are, and
the double-dummy solver agrees that the claimer's side takes them all.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgecraft.cli.play_robots import claim_ruling, concession_ruling
from bridgecraft.core import Board, Card, Claim, Deal, Game, Hand, Seat, Strain, Suit
from bridgecraft.robots.claims import PARTIAL_TRICKS, most_tricks, sure_claim, sure_line

STRAINS = "CDHSN"


def random_game(deal_index: int, level: int, strain: str, seed: int, tricks: int) -> Game:
    """A game of ``level``-``strain`` by the dealer of board 1 (North), played at random to the
    start of trick ``tricks + 1`` (or to its end)."""
    game = Game.replay(Board(1, Deal.from_index(deal_index)), [f"{level}{strain}", "P", "P", "P"])
    rng = random.Random(seed)
    while not game.is_finished and (len(game.tricks) < tricks or not game.tricks[-1].is_complete):
        cards = [action for action in game.legal_actions(claims=False) if isinstance(action, Card)]
        game = game.apply(rng.choice(cards))
    return game


def play_the_line(game: Game, claim: Claim, rng: random.Random) -> int:
    """Play the claim's line against random cards from the opponents, and return the
    tricks the claimer's side won. Declarer plays his :func:`sure_line` card for card (the
    tricks he claims; then cards at random); a defender leads a trump while the opponents may
    hold one, else his highest card, and his partner (whose cards he could not see) plays at
    random too."""
    contract = game.contract
    assert contract is not None
    planned = (
        list(sure_line(game.view(claim.seat), every=False) or ())
        if claim.seat == contract.declarer
        else []
    )
    assert len(planned) == 2 * claim.tricks or claim.seat != contract.declarer
    leader = game.to_play
    while not game.is_finished:
        hand = game.to_play
        cards = [action for action in game.legal_actions(claims=False) if isinstance(action, Card)]
        if hand is not None and hand.side == claim.seat.side and planned:
            card = planned.pop(0)
            assert card in cards, f"the line's {card} is not legal"
        elif hand == claim.seat and claim.seat != contract.declarer:
            assert hand == leader and game.tricks[-1].is_complete, "the defender lost the lead"
            trumps = [
                card
                for card in cards
                if contract.strain != Strain.NT and card.suit == Suit(contract.strain)
            ]
            card = max(trumps or cards)
        else:
            card = rng.choice(cards)
        game = game.apply(card)
    return game.tricks_won[claim.seat.side]


@settings(max_examples=150, deadline=None)
@given(
    deal_index=st.integers(0, 10**20),
    level=st.integers(1, 7),
    strain=st.sampled_from(STRAINS),
    seed=st.integers(0, 2**32),
    tricks=st.integers(1, 12),
)
def test_a_sure_claim_holds_on_the_line_it_names_and_double_dummy(
    deal_index: int, level: int, strain: str, seed: int, tricks: int
) -> None:
    game = random_game(deal_index, level, strain, seed, tricks)
    if game.is_finished:
        return
    actor = game.to_act
    assert actor is not None
    claim = sure_claim(game.view(actor))
    if claim is None:
        return
    assert claim.seat == actor
    assert_sound(game, claim, random.Random(seed))


def assert_sound(game: Game, claim: Claim, rng: random.Random) -> None:
    """The claim's line wins the tricks it claims against random play, and the double-dummy
    solver agrees on the real deal. A claim of every trick wins exactly those; a claim of
    fewer is declarer's, late in the hand, and his side can win no more (decision 0087)."""
    contract = game.contract
    assert contract is not None
    won = game.tricks_won[claim.seat.side]
    remaining = 13 - len(game.tricks)
    if claim.tricks < remaining:
        assert claim.seat == contract.declarer and remaining <= PARTIAL_TRICKS
        text = "no layout gives us a trick (" if not claim.tricks else ", conceding the other "
        assert text in claim.statement
        assert concession_ruling(game, claim) is True  # no more, double dummy
        assert most_tricks(game.view(claim.seat)) == claim.tricks
        assert play_the_line(game, claim, rng) >= won + claim.tricks
    else:
        assert claim.tricks == remaining
        assert play_the_line(game, claim, rng) == won + claim.tricks
    assert claim_ruling(game, claim) is not False


def test_random_play_finds_sure_claims_and_every_one_holds() -> None:
    """Over 400 random games stopped at a random trick, robots claim in a share of them (late
    in the hand most often) and every claim is sound by the line and double dummy."""
    found = partial = 0
    for index in range(400):
        rng = random.Random(index)
        game = random_game(
            rng.randrange(10**20), rng.randint(1, 7), rng.choice(STRAINS), index, rng.randint(6, 12)
        )
        if game.is_finished or game.to_act is None:
            continue
        claim = sure_claim(game.view(game.to_act))
        if claim is None:
            continue
        found += 1
        partial += claim.tricks < 13 - len(game.tricks)
        assert_sound(game, claim, random.Random(index))
    assert found >= 20 and partial >= 10


SOLID = Deal.from_pbn("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")


def test_no_claim_at_the_opening_lead_in_a_trick_or_out_of_turn() -> None:
    game = Game.replay(Board(1, SOLID), ["7NT", "P", "P", "P"])
    assert sure_claim(game.view(Seat.E)) is None  # the opening lead: no claim yet
    game = game.apply("S7")
    assert sure_claim(game.view(Seat.N)) is None  # a trick in progress
    game = game.apply("S3").apply("S2").apply("SA")
    assert sure_claim(game.view(Seat.E)) is None  # not East's lead
    assert sure_claim(game.view()) is None  # a spectator
    claim = sure_claim(game.view(Seat.N))
    assert claim is not None and (claim.seat, claim.tricks) == (Seat.N, 12)


def test_declarer_claims_for_dummy_on_lead_and_shows_dummys_cards() -> None:
    """7NT by South with North's solid hand as dummy: after dummy wins the first trick,
    declarer (South) claims from dummy's hand, and faces his own."""
    game = Game.replay(Board(3, SOLID), ["7NT", "P", "P", "P"])  # board 3: South deals
    assert game.contract is not None and game.contract.declarer == Seat.S
    game = game.apply("D2").apply("DA").apply("DJ").apply("D6")  # West leads, dummy wins
    assert game.to_act == Seat.S and game.to_play == Seat.N
    claim = sure_claim(game.view(Seat.S))
    assert claim is not None and claim.seat == Seat.S and claim.tricks == 12
    assert claim.statement == "dummy's cards are all winners (South: ♠ 6543 ♥ 876 ♦ 87 ♣ 876)"


def test_a_small_card_or_a_possible_ruff_stops_the_claim() -> None:
    """North holds every top card but one small club in the first deal, and in the second
    the opponents may hold more trumps than his."""
    small = Deal.from_pbn("N:AKQJ.AKQ.AKQ.AK2 T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.543Q")
    game = Game.replay(Board(1, small), ["7NT", "P", "P", "P", "S7", "S3", "S2", "SA"])
    assert sure_claim(game.view(Seat.N)) is None  # the ♣2 loses to the ♣Q
    ruff = Deal.from_pbn("N:AKQJ.AKQ.AKQ.AKQ T9876.JT9.JT9.JT 5432.876.876.987 .5432.5432.65432")
    game = Game.replay(Board(1, ruff), ["4S", "P", "P", "P", "HJ", "H6", "H2", "HA"])
    assert sure_claim(game.view(Seat.N)) is None  # four top trumps, five out
    game = game.apply("SA").apply("S6").apply("S2").apply("C2")  # East still holds four
    assert sure_claim(game.view(Seat.N)) is None  # three top trumps against four


def test_a_blocked_suit_stops_the_claim() -> None:
    """North holds twelve spades, every one above the opponents' (they have none), but
    dummy's singleton ♠A must overtake the first one and dummy has only clubs, below West's
    ♣A: no line wins every trick, so no claim, though each of North's cards is a winner."""
    deal = Deal.from_pbn("N:KQJT98765432.A.. .KQJT98765.AKQJ. A...KQJT98765432 .432.T98765432.A")
    game = Game.replay(Board(1, deal), ["7NT", "P", "P", "P", "HK", "C2", "H2", "HA"])
    assert game.to_act == Seat.N
    assert sure_line(game.view(Seat.N)) is None and sure_claim(game.view(Seat.N)) is None


def test_declarer_crosses_to_dummys_winners() -> None:
    """In 7NT North's ♥2 is no winner, but led to dummy's hearts it is an entry: the claim
    says it crosses, and its line, played out, takes all twelve tricks."""
    deal = Deal.from_pbn("N:AKQJ.2.AKQJ.AKQJ T98.9876.T98.T98 5432.AKQJT.32.32 76.543.7654.7654")
    game = Game.replay(Board(1, deal), ["7NT", "P", "P", "P", "ST", "S2", "S6", "SA"])
    claim = sure_claim(game.view(Seat.N))
    assert claim is not None and claim.tricks == 12
    assert claim.statement.startswith("winners in both hands, crossing between them")
    assert play_the_line(game, claim, random.Random(1)) == 13


def test_a_defender_on_lead_claims_and_declarer_answers() -> None:
    """West holds every top card against North's 1NT: after winning the first trick he
    claims the rest; the cards he cannot see (his partner's too) are all below his."""
    deal = Deal.from_pbn("N:T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432 AKQJ.AKQ.AKQ.AKQ")
    game = Game.replay(Board(1, deal), ["1NT", "P", "P", "P", "S3", "S2", "SA", "S7"])
    assert game.to_act == Seat.W
    claim = sure_claim(game.view(Seat.W))
    assert claim is not None and (claim.seat, claim.tricks) == (Seat.W, 12)
    game = game.apply(claim)
    assert game.to_act == Seat.N  # declarer answers a defender's claim


@pytest.mark.parametrize(
    ("strain", "claims"), [("N", True), ("S", True), ("H", False), ("D", False), ("C", False)]
)
def test_in_a_suit_contract_the_trumps_must_be_drawn(strain: str, claims: bool) -> None:
    """North's solid hand after the first trick: in notrump and in spades (three top trumps
    against three) he claims; in a trump suit of three against seven, West, void in spades,
    could ruff."""
    game = Game.replay(Board(1, SOLID), f"7{strain} P P P S7 S3 S2 SA".split())
    claim = sure_claim(game.view(Seat.N))
    assert (claim is not None) == claims
    if claim is not None:
        assert claim.tricks == 12


def first_cards(deal: str, contract: str, left: int) -> Game:
    """``contract`` by North on board 1's ``deal``, each player playing his first legal card
    (the lowest club, else the lowest diamond...) until ``left`` tricks remain."""
    game = Game.replay(Board(1, Deal.from_pbn(deal)), [contract, "P", "P", "P"])
    while len(game.tricks) < 13 - left or not game.tricks[-1].is_complete:
        game = game.apply(game.legal_actions(claims=False)[0])
    assert game.to_act == Seat.N
    return game


@pytest.mark.parametrize(
    ("deal", "contract", "hands", "claim"),
    [
        # 3NT: three top spades and two small hearts below the defenders' ♥AT9
        (
            "N:AKQ.32.AKQJ.AKQJ JT98.AKQJ.T98.T9 432.654.5432.543 765.T987.76.8762",
            "3NT",
            ("AKQ.32..", "432.65.."),
            Claim(Seat.N, 3, "my winners, conceding the other 2 (North: ♠ AKQ ♥ 32)"),
        ),
        # 4♠: North's ♣A would be ruffed (both defenders have shown out of clubs), and the
        # defenders' eight trumps include every one above his side's five
        (
            "N:76.JT4.53.AKT987 AJ3.A82.JT2.6532 T84.753.KQ96.QJ4 KQ952.KQ96.A874.",
            "4S",
            ("76.J.5.A", "T84.7.K."),
            Claim(Seat.N, 0, "no layout gives us a trick (North: ♠ 76 ♥ J ♦ 5 ♣ A)"),
        ),
    ],
)
def test_declarer_claims_his_sure_tricks_and_concedes_the_rest(
    deal: str, contract: str, hands: tuple[str, str], claim: Claim
) -> None:
    """Five tricks from the end, declarer claims the tricks his line wins for sure and
    concedes the rest, which no layout gives him; the real deal agrees."""
    game = first_cards(deal, contract, 5)
    view = game.view(Seat.N)
    assert (view.hands.north, view.hands.south) == tuple(Hand.parse(text) for text in hands)
    assert sure_claim(view) == claim
    assert_sound(game, claim, random.Random(1))
    result = game.apply(claim).apply("E accepts").apply("W accepts").result()
    assert result is not None and result.tricks == game.tricks_won.ns + claim.tricks


def test_no_concession_when_a_finesse_could_win_a_trick() -> None:
    """Four tricks from the end of 3NT, North's ♠A is sure, and a spade to dummy's ♠Q wins
    a second trick when East holds the ♠K: so North concedes nothing and plays on."""
    game = first_cards(
        "N:A76.QJ96.T2.T764 KJ3.5.KQ6543.832 QT84.A82.A9.KJ95 952.KT743.J87.AQ", "3NT", 4
    )
    view = game.view(Seat.N)
    assert (view.hands.north, view.hands.south) == (Hand.parse("A76.Q.."), Hand.parse("QT84..."))
    assert len(sure_line(view, every=False) or ()) == 2  # the ♠A, one trick
    assert most_tricks(view) == 2
    assert sure_claim(view) is None


def test_no_claim_of_fewer_tricks_earlier_in_the_hand() -> None:
    """With more than PARTIAL_TRICKS tricks left, declarer claims all or nothing: North's
    eleven top tricks of twelve in 7NT (the ♥2 loses) give no claim."""
    deal = "N:AKQJ.2.AKQJ.AKQJ T98.A876.T98.T98 5432.KQJT9.32.32 76.543.7654.7654"
    game = Game.replay(
        Board(1, Deal.from_pbn(deal)), ["7NT", "P", "P", "P", "ST", "S2", "S6", "SA"]
    )
    view = game.view(Seat.N)
    assert len(sure_line(view, every=False) or ()) == 2 * 11
    assert sure_claim(view) is None and most_tricks(view) is None  # too many layouts
