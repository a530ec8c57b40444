"""PimcPlayer: legal, deterministic, blind to hidden cards, right where every layout agrees."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from itertools import combinations
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from _shared import game_at_opening_lead, spy_results
from bridgecraft.analysis import Position, solve_many
from bridgecraft.core import (
    Board,
    BySeat,
    Card,
    Deal,
    Game,
    Hand,
    IllegalActionError,
    InvalidNotationError,
    Seat,
    Side,
    Strain,
    Suit,
)
from bridgecraft.core.hand import SUIT_MASKS
from bridgecraft.robots import Robot
from bridgecraft.robots._card_stats import discovery_card, trumps_out
from bridgecraft.robots.base import Decision
from bridgecraft.robots.bidding.ranges import HandRange
from bridgecraft.robots.play import (
    CardStats,
    PimcPlayer,
    equal_cards,
    hint,
    sample_count,
)
from bridgecraft.robots.sampling import sample_deals


def game_at(seed: int, cards: int) -> Game:
    rng = random.Random(seed)
    deal = Deal.random(rng)
    declarer = rng.choice(tuple(Seat))
    game = game_at_opening_lead(deal, declarer, rng.randint(1, 7), rng.choice(tuple(Strain)))
    for _ in range(cards):
        game = game.apply(rng.choice(game.legal_actions(claims=False)))
    return game


def test_is_a_robot() -> None:
    assert isinstance(PimcPlayer(), Robot)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9), st.integers(8, 51))
def test_always_plays_a_legal_card(seed: int, cards: int) -> None:
    game = game_at(seed, cards)
    seat = game.to_act
    assert seat is not None
    decision = PimcPlayer(seed, samples=4, time_cap=None).decide(game.view(seat))
    assert decision.action in game.legal_actions(claims=False)
    assert decision.meaning
    if decision.candidates:
        assert decision.candidates[0].action == decision.action or (
            decision.candidates[0].score == max(c.score for c in decision.candidates)
        )
        legal = set(game.legal_actions(claims=False))
        assert {c.action for c in decision.candidates} == legal


def test_plays_a_whole_deal_including_dummy() -> None:
    game = game_at(21, 0)
    player = PimcPlayer(3, samples=6, time_cap=0.1, min_samples=2)
    dummy_cards = 0
    while not game.is_finished:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if view.to_play != seat:
            assert view.to_play == game.dummy
            dummy_cards += 1
        game = game.apply(player.decide(view).action)
    assert dummy_cards == 13
    assert game.result() is not None


def test_deterministic_per_seed() -> None:
    game = game_at(5, 9)
    view = game.view(game.to_act)
    first = PimcPlayer(7, samples=8, time_cap=None).decide(view)
    again = PimcPlayer(7, samples=8, time_cap=None).decide(view)
    assert first == again


def test_never_reads_the_hidden_hands() -> None:
    """Any deal consistent with the view, played the same way, gives the same decision."""
    for seed, cards in ((31, 0), (32, 9), (33, 22)):
        game = game_at(seed, cards)
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        player = PimcPlayer(1, samples=6, time_cap=None)
        decision = player.decide(view)
        for other in sample_deals(view, 3, random.Random(seed)):
            if other == game.board.deal:
                continue
            board = game.board
            corrupted = Game.replay(
                Board(board.number, other, dealer=board.dealer, vulnerability=board.vulnerability),
                game.actions,
            )
            assert corrupted.hands != game.hands
            assert corrupted.view(seat) == view
            assert player.decide(corrupted.view(seat)) == decision


def test_refuses_views_outside_its_turn_in_the_play() -> None:
    game = game_at(4, 0)
    seat = game.to_act
    assert seat is not None
    with pytest.raises(IllegalActionError):
        PimcPlayer().decide(game.view(seat.lho))
    auction = Game.new(game.board)
    with pytest.raises(IllegalActionError):
        PimcPlayer().decide(auction.view(auction.to_act))


def test_single_choice_needs_no_solving() -> None:
    game = game_at(8, 51)
    decision = PimcPlayer().decide(game.view(game.to_act))
    assert decision.meaning == "the only legal card" and not decision.candidates


def test_equal_cards() -> None:
    cards = [Card.SA, Card.SK, Card.SJ, Card.S2, Card.HQ]
    hand = Hand.from_cards(cards).mask
    assert equal_cards(cards, hand, 0) == [(Card.HQ,), (Card.S2,), (Card.SJ,), (Card.SK, Card.SA)]
    gone = (1 << Card.SQ) | sum(1 << c for c in (Card.S3, Card.S4, Card.S5, Card.S6))
    gone |= sum(1 << c for c in (Card.S7, Card.S8, Card.S9, Card.ST))
    assert equal_cards(cards, hand, gone) == [(Card.HQ,), (Card.S2, Card.SJ, Card.SK, Card.SA)]


def test_time_cap_cuts_the_samples_deterministically() -> None:
    game = game_at(9, 0)
    view = game.view(game.to_act)
    assert sample_count(view, 48, 1.0, 8) < 48
    assert sample_count(view, 48, None, 8) == 48
    assert sample_count(view, 48, 0.001, 8) == 8
    late = game_at(9, 40)
    assert sample_count(late.view(late.to_act), 48, 1.0, 8) == 48


def oracle(game: Game) -> tuple[set[Card], set[Card]] | None:
    """Every layout consistent with the view of the player to act (listed independently of
    the sampler): the cards best in all of them, and the cards worse in at least one."""
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    hidden = [s for s in Seat if view.hands[s] is None]
    played = dict.fromkeys(Seat, 0)
    voids: dict[Seat, set[int]] = {s: set() for s in Seat}
    for trick in game.tricks:
        for position, card in enumerate(trick.cards):
            played[trick.seat_of(position)] |= 1 << card
            if card.suit != trick.cards[0].suit:
                voids[trick.seat_of(position)].add(trick.cards[0].suit)
    unknown = [c for s in hidden for c in game.hands[s]]
    first, second = hidden
    size = len(game.hands[first])
    positions = []
    for chosen in combinations(unknown, size):
        one = Hand.from_cards(chosen)
        two = Hand.from_cards(c for c in unknown if c not in chosen)
        if any(one.mask & SUIT_MASKS[v] for v in voids[first]):
            continue
        if any(two.mask & SUIT_MASKS[v] for v in voids[second]):
            continue
        hands = BySeat(
            *(one if s == first else two if s == second else game.hands[s] for s in Seat)
        )
        current = Position.from_game(game)
        positions.append(Position(hands, current.strain, current.leader, current.trick,
                                  current.won))  # fmt: skip
    if len(positions) > 40:
        return None
    solutions = solve_many(positions)
    always = set.intersection(*(set(s.best_cards) for s in solutions))
    worse = {c for s in solutions for c in s if s.cost(c) > 0}
    return always, worse


def test_plays_obvious_cards_in_small_endings() -> None:
    """Where the double-dummy best card is the same in every layout (and some card is
    worse), PimcPlayer plays one of those cards: cashing winners, marked finesses..."""
    checked = 0
    for seed in range(200):
        game = game_at(1000 + seed, 36 + seed % 9)
        if game.is_finished:
            continue
        found = oracle(game)
        if found is None:
            continue
        always, worse = found
        if not always or not worse:
            continue
        # The players here play at random: their carding means nothing.
        player = PimcPlayer(seed, samples=64, time_cap=None, read_carding=False)
        decision = player.decide(game.view(game.to_act))
        assert decision.action in always, (game, decision)
        checked += 1
        if checked == 12:
            break
    assert checked >= 6


def test_hint_gives_every_card_its_expected_result() -> None:
    game = game_at(12, 13)
    view = game.view(game.to_act)
    decision = hint(view, samples=6, time_cap=None, scoring="mp")
    scores = [c.score for c in decision.candidates]
    assert scores == sorted(scores, reverse=True)
    assert "tricks on average" in decision.meaning


def test_imps_prefer_safety_over_overtricks() -> None:
    """At IMPs the card with the higher share of makes wins even when another card takes
    more tricks on average; at matchpoints the average decides."""
    from bridgecraft.robots.play import CardStats, choose

    game = game_at(13, 13)
    view = game.view(game.to_act)
    safe = CardStats(Card.C2, (Card.C2,), success=10, tricks=95, layouts=10)
    greedy = CardStats(Card.C3, (Card.C3,), success=9, tricks=110, layouts=10)
    assert choose(view, [greedy, safe], "imps").action == Card.C2
    assert choose(view, [safe, greedy], "mp").action == Card.C3


def test_imps_weigh_the_make_against_the_tricks() -> None:
    """At IMPs the card that loses fewer IMPs against double dummy wins, even with fewer makes:
    here the extra undertricks outweigh a rare make."""
    from bridgecraft.robots.play import CardStats, choose

    game = game_at(13, 13)
    view = game.view(game.to_act)
    rare = CardStats(Card.C2, (Card.C2,), success=2, tricks=60, layouts=10, imp_loss=40)
    steady = CardStats(Card.C3, (Card.C3,), success=1, tricks=80, layouts=10, imp_loss=12)
    decision = choose(view, [rare, steady], "imps")
    assert decision.action == Card.C3
    assert [c.score for c in decision.candidates] == [-1.2, -4.0]


def test_tricks_first_ranks_by_tricks_at_imps_and_breaks_ties_by_imps() -> None:
    """``tricks_first`` (the opening lead, decision 0019): at IMPs the card with more tricks
    on average wins over one that loses fewer IMPs; among equal tricks the IMPs decide; the
    candidates are scored by their tricks and the reason says the tricks first."""
    from bridgecraft.robots.play import CardStats, choose

    game = game_at(13, 13)
    view = game.view(game.to_act)
    steady = CardStats(Card.C2, (Card.C2,), success=6, tricks=70, layouts=10, imp_loss=12)
    greedy = CardStats(Card.C3, (Card.C3,), success=5, tricks=75, layouts=10, imp_loss=20)
    even = CardStats(Card.C4, (Card.C4,), success=4, tricks=75, layouts=10, imp_loss=18)
    assert choose(view, [steady, greedy], "imps").action == Card.C2
    decision = choose(view, [steady, greedy, even], "imps", tricks_first=True)
    assert decision.action == Card.C4
    assert [c.score for c in decision.candidates] == [7.5, 7.5, 7.0]
    assert decision.meaning.startswith("7.5 tricks on average")
    assert choose(view, [steady, greedy], "imps").meaning.endswith("7.0 tricks on average")


def test_imp_loss_is_scored_layout_by_layout() -> None:
    """``imp_loss`` is the IMPs each card loses against the best card of each layout, with
    every trick scored as the contract (and vulnerability) scores it."""
    from bridgecraft.core.scoring import imps
    from bridgecraft.robots.play import evaluate, positions

    game = game_at(21, 9)
    view = game.view(game.to_act)
    contract = game.contract
    assert contract is not None and view.to_play is not None
    deals = sample_deals(view, 6, random.Random(2))
    solutions = solve_many(positions(view, deals))
    declaring = view.to_play.side == contract.side
    vulnerable = game.board.vulnerability.is_vulnerable(contract.side)

    def points(tricks: int) -> int:
        score = contract.score(tricks=tricks if declaring else 13 - tricks, vulnerable=vulnerable)
        return score if declaring else -score

    found = evaluate(view, deals)
    for stats in found:
        expected = sum(imps(points(s.best) - points(s[stats.card])) for s in solutions)
        assert stats.imp_loss == expected
    assert min(s.imp_loss for s in found) == 0 < max(s.imp_loss for s in found)


def test_exact_play_late_lists_every_layout() -> None:
    """Late in the hand every consistent layout fits the time and is solved: the sample
    count is the number of layouts, not ``samples``."""
    from bridgecraft.robots.sampling import count_layouts

    game = game_at(17, 40)
    view = game.view(game.to_act)
    layouts = count_layouts(view)
    assert sample_count(view, 4, 1.0, 2, exact=3000) == layouts
    assert sample_count(view, 4, 1.0, 2, exact=0) == 4
    assert sample_count(view, 4, None, 2, exact=3000) == 4  # no time cap: as asked
    decision = PimcPlayer(2, samples=4, min_samples=2, lookback=0).decide(view)
    assert f"of {layouts} layouts" in decision.meaning or not decision.candidates


def test_ties_go_to_the_card_best_in_most_layouts() -> None:
    from bridgecraft.robots.play import CardStats, choose

    game = game_at(13, 13)
    view = game.view(game.to_act)
    fragile = CardStats(Card.C2, (Card.C2,), success=5, tricks=90, layouts=10, optimal=6)
    robust = CardStats(Card.C3, (Card.C3,), success=5, tricks=90, layouts=10, optimal=9)
    assert choose(view, [fragile, robust], "imps").action == Card.C3
    assert choose(view, [robust, fragile], "mp").action == Card.C3


def test_defenders_deal_declarer_the_strength_of_the_contract(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """After the lead, a defender's layouts give declarer's side what its contract shows;
    declarer's layouts are not filtered by the contract (his side is in view)."""
    from bridgecraft.robots import play as play_module

    seen: list[object] = []
    original = play_module.sample_deals

    def spy(*args: Any, **kwargs: Any) -> list[Deal]:
        seen.append(kwargs.get("accept"))
        return original(*args, **kwargs)

    monkeypatch.setattr(play_module, "sample_deals", spy)
    game = game_at_opening_lead(Deal.random(random.Random(44)), Seat.S, 4, Strain.H)
    game = game.apply(game.legal_actions(claims=False)[0])  # West leads
    while game.to_act not in (Seat.E, Seat.W) or choices(game) < 2:
        game = game.apply(game.legal_actions(claims=False)[-1])
    PimcPlayer(1, samples=4, time_cap=None).decide(game.view(game.to_act))
    accept = seen[-1]
    assert callable(accept)
    assert accept(game.board.deal) == leads_accept(game)
    while game.to_act in (Seat.E, Seat.W) or choices(game) < 2:
        game = game.apply(game.legal_actions(claims=False)[-1])
    before = len(seen)
    # Not reading the defenders' cards (signals), declarer tests nothing of his layouts.
    PimcPlayer(1, samples=4, time_cap=None, read_carding=False).decide(game.view(game.to_act))
    assert len(seen) == before + 1 and seen[-1] is None


def choices(game: Game) -> int:
    """The classes of equal legal cards of the hand to play."""
    to_play = game.to_play
    assert to_play is not None
    legal = [c for c in game.legal_actions(claims=False) if isinstance(c, Card)]
    return len(equal_cards(legal, game.hands[to_play].mask, 0))


def leads_accept(game: Game) -> bool:
    from bridgecraft.robots.leads import contract_accept

    assert game.contract is not None
    return contract_accept(game.contract)(game.board.deal)


def test_play_misfits_count_the_hidden_seats_costly_cards() -> None:
    """In the true deal, double-dummy best cards are no misfit; a defender's card that
    costs a trick is one, seen from declarer's seat (the defenders' hands are hidden)."""
    from bridgecraft.analysis import solve
    from bridgecraft.robots.play import play_misfits

    game = game_at_opening_lead(Deal.random(random.Random(61)), Seat.S, 3, Strain.NT)
    blundered = False
    while len(game.tricks) < 3 or not game.tricks[-1].is_complete:
        solution = solve(game)
        costly = [card for card in solution if solution.cost(card) > 0]
        seat = game.to_play
        assert seat is not None
        if len(game.tricks) == 2 and seat.side != Seat.S.side and costly and not blundered:
            game = game.apply(costly[0])
            blundered = True
        else:
            game = game.apply(solution.best_cards[0])
    view = game.view(game.to_act)
    assert view.hands[Seat.E] is None and view.hands[Seat.W] is None
    assert play_misfits(view, [game.board.deal], lookback=1) == [1 if blundered else 0]
    assert blundered
    assert play_misfits(view, [game.board.deal], lookback=0) == [0]


def test_weights_count_a_layout_several_times() -> None:
    from bridgecraft.robots.play import evaluate

    game = game_at(19, 30)
    view = game.view(game.to_act)
    deals = sample_deals(view, 3, random.Random(4))
    assert len(deals) == 3
    weighted = evaluate(view, deals, [2, 1, 1])
    repeated = evaluate(view, [*deals, deals[0]])
    # The same totals; only the count of distinct layouts solved differs (3 against 4).
    assert [replace(s, solved=0) for s in weighted] == [replace(s, solved=0) for s in repeated]
    assert {s.solved for s in weighted} == {3} and {s.solved for s in repeated} == {4}


def test_lookback_keeps_the_auction_test(monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``lookback``, the layouts checked against the play still prefer those the auction
    test (``fit_fn``) accepts: the sampler is asked for them."""
    import bridgecraft.robots.play as play_module

    game = game_at_opening_lead(Deal.random(random.Random(62)), Seat.S, 3, Strain.NT)
    for _ in range(5):
        game = game.apply(game.legal_actions(claims=False)[-1])
    view = game.view(game.to_act)

    def fits(deal: Deal) -> bool:
        return True

    asked: list[object] = []
    real = play_module.sample_deals

    def spy(*args: Any, **kwargs: Any) -> list[Deal]:
        asked.append(kwargs.get("prefer"))
        return real(*args, **kwargs)

    monkeypatch.setattr(play_module, "sample_deals", spy)
    player = PimcPlayer(3, samples=6, min_samples=2, time_cap=None, lookback=1)
    player.fit_fn = lambda seen: fits
    player.decide(view)
    assert asked == [fits]


@pytest.mark.parametrize("shape", [False, True])
def test_shape_deals_the_told_lengths_exactly(monkeypatch: pytest.MonkeyPatch, shape: bool) -> None:
    """Told the exact suit lengths of the hidden hands (a seven-card suit and a six-card one),
    the player with ``shape`` solves only layouts that have them; rejection, the default, runs
    out of tries and fills its sample from relaxed lengths."""
    import bridgecraft.robots.play as play_module

    deal = Deal.random(random.Random(33))
    game = game_at_opening_lead(deal, Seat.S, 4, Strain.S)
    for _ in range(4):
        game = game.apply(game.legal_actions(claims=False)[0])
    view = game.view(game.to_act)
    told = [HandRange(lengths=tuple((deal[s].length(x),) * 2 for x in Suit)) for s in Seat]
    samples = spy_results(monkeypatch, play_module, "sample_deals")
    player = PimcPlayer(
        1, samples=16, min_samples=16, time_cap=None, exact=0, read_carding=False,
        ranges_fn=lambda seen: told, shape=shape,
    )  # fmt: skip
    player.decide(view)
    drawn = [layout for sample in samples for layout in sample]
    fitting = [
        layout
        for layout in drawn
        if all(layout[s].length(x) == deal[s].length(x) for s in Seat for x in Suit)
    ]
    assert len(drawn) == 16
    assert (len(fitting) == 16) is shape


# -- trumps first: declarer tests the trump split when it is (nearly) free -------------------


def _declarer_on_lead(strain: str) -> Game:
    """A game in ``1<strain>`` by North where North's side won trick 1 and leads to trick 2
    holding spades and another suit (the first such random deal; every card the first
    legal one)."""
    for index in range(1_000):
        deal = Deal.random(random.Random(index))
        game = Game.replay(Board(1, deal), f"1{strain} P P P".split())
        for _ in range(4):
            game = game.apply(game.legal_actions(claims=False)[0])
        seat = game.to_play
        if seat is None or seat.side != Side.NS:
            continue
        suits = {card.suit for card in game.hands[seat]}
        if Suit.S in suits and len(suits) > 1:
            return game
    raise AssertionError("no deal found")


def _stats(card: Card, success: int, imp_loss: int, tricks: int = 80) -> CardStats:
    return CardStats(card, (card,), success, tricks, 10, 5, imp_loss, 10)


def test_trumps_out_counts_the_trumps_declarers_side_cannot_see() -> None:
    game = _declarer_on_lead("S")
    declarer_view = game.view(Seat.N)  # North declares
    ours = sum(game.hands[seat].length(Suit.S) for seat in (Seat.N, Seat.S))
    played = sum(card.suit == Suit.S for trick in game.tricks for card in trick.cards)
    assert trumps_out(declarer_view) == 13 - ours - played
    # held by the defenders: what remains in East's and West's hands
    assert trumps_out(declarer_view) == sum(game.hands[s].length(Suit.S) for s in (Seat.E, Seat.W))
    assert trumps_out(game.view(Seat.E)) == 0  # a defender does not see declarer's hand
    assert trumps_out(_declarer_on_lead("NT").view(Seat.N)) == 0


def test_discovery_leads_a_trump_only_when_it_is_nearly_free() -> None:
    game = _declarer_on_lead("S")
    assert game.to_act is not None and game.to_play is not None
    view = game.view(game.to_act)  # declarer plays dummy's cards too
    hand = game.hands[game.to_play]
    assert trumps_out(view) > 0
    trump = next(card for card in hand if card.suit == Suit.S)
    side = next(card for card in hand if card.suit != Suit.S)
    best, lead = _stats(side, 8, 0), _stats(trump, 8, 1)
    decision = Decision(side, "best")
    # 0.1 IMPs a layout more, as often made: led within a margin of 0.1, not of 0.05
    assert discovery_card(view, [best, lead], decision, "imps", 0.1) == trump
    assert discovery_card(view, [best, lead], decision, "imps", 0.05) is None
    # made less often: never, whatever the margin
    fewer = _stats(trump, 7, 0)
    assert discovery_card(view, [best, fewer], decision, "imps", 5.0) is None
    # at matchpoints the margin is in tricks
    short = _stats(trump, 8, 0, tricks=79)
    assert discovery_card(view, [best, short], decision, "mp", 0.1) == trump
    assert discovery_card(view, [best, short], decision, "mp", 0.05) is None
    # a trump already chosen, or no trump among the cards: nothing to change
    assert discovery_card(view, [lead, best], Decision(trump, "t"), "imps", 1.0) is None
    assert discovery_card(view, [best], decision, "imps", 1.0) is None


def test_discovery_is_declarers_alone_and_only_on_lead() -> None:
    """Never for a defender, nor for declarer's side following to a trick, nor at notrump."""

    def kept(game: Game) -> bool:
        seat = game.to_play
        assert seat is not None
        cards = [card for card in game.legal_actions(claims=False) if isinstance(card, Card)]
        stats = [_stats(card, 8, 0) for card in cards]
        chosen = Decision(max(cards, key=lambda card: card.suit != Suit.S), "x")
        assert game.to_act is not None
        return discovery_card(game.view(game.to_act), stats, chosen, "imps", 9.0) is None

    game = _declarer_on_lead("S")
    assert not kept(game)  # on lead: a trump is (with these equal stats) preferred
    second = game.apply(game.legal_actions(claims=False)[-1])  # a defender follows
    assert second.to_play is not None and second.to_play.side == Side.EW and kept(second)
    third = second.apply(second.legal_actions(claims=False)[0])  # declarer's side follows
    assert third.to_play is not None and third.to_play.side == Side.NS and kept(third)
    assert kept(_declarer_on_lead("NT"))


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"min_samples": 0}, "invalid min_samples 0"),
        ({"samples": 1.5}, "invalid samples 1.5"),
        ({"exact": -1}, "invalid exact -1"),
        ({"lookback": -2}, "invalid lookback -2"),
        ({"min_filtered": -1}, "invalid min_filtered -1"),
        ({"time_cap": 0}, "invalid time_cap 0"),
        ({"lead_time_cap": -1.0}, "invalid lead_time_cap -1.0"),
    ],
)
def test_a_card_player_with_options_that_leave_it_nothing_is_refused(
    options: dict[str, object], words: str
) -> None:
    with pytest.raises(InvalidNotationError, match=re.escape(words)):
        PimcPlayer(0, **options)  # type: ignore[arg-type]
