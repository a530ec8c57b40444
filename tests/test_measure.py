"""Double-dummy error measures against hand-built games with known mistakes."""

from __future__ import annotations

import random

from _shared import game_at_opening_lead, perfect
from bridgecraft.analysis import Position, solve, solve_many
from bridgecraft.core import Card, Deal, Game, Seat, Strain
from bridgecraft.robots.measure import PlayReport, Rate, measure, real_choices


def deal(seed: int) -> Deal:
    return Deal.random(random.Random(seed))


def test_perfect_play_has_no_errors() -> None:
    game, _ = perfect(game_at_opening_lead(deal(1), Seat.S, 3, Strain.NT))
    report = measure([game])
    assert report.deals == 1
    assert report.declarer_nt.count == report.defence_nt.count == 0
    assert report.declarer_nt.total > 0 and report.defence_nt.total > 0
    assert report.declarer_suit == Rate(0, 0) and report.defence_suit == Rate(0, 0)
    assert report.declarer_tricks_lost == report.defence_tricks_lost == 0
    assert report.leads_nt.count == report.leads_nt.total  # right lead, if it mattered


def test_one_declarer_mistake_is_counted_once() -> None:
    start = game_at_opening_lead(deal(2), Seat.S, 4, Strain.H)
    game, mistakes = perfect(start, mistake_at=20)
    assert len(mistakes) == 1
    seat = _seat_of(game, mistakes[0])
    report = measure([game])
    declaring = seat.side == Seat.S.side
    errors = report.declarer_suit if declaring else report.defence_suit
    others = report.defence_suit if declaring else report.declarer_suit
    assert errors.count == 1 and others.count == 0
    assert report.declarer_nt.total == 0
    lost = report.declarer_tricks_lost if declaring else report.defence_tricks_lost
    assert lost >= 1
    # The same error, counted over every card and over the cards with a real choice.
    chosen = report.declarer_suit_choices if declaring else report.defence_suit_choices
    assert chosen.count == 1
    assert chosen.total < errors.total


def test_every_card_counts_but_the_lead_and_the_last_trick() -> None:
    game, _ = perfect(game_at_opening_lead(deal(4), Seat.E, 2, Strain.D))
    report = measure([game])
    assert report.declarer.total + report.defence.total == 47  # cards 2 to 48
    choices = real_choices(game)
    assert report.declarer_choices.total + report.defence_choices.total == sum(choices[1:])
    assert report.declarer_suit.total == report.declarer.total  # a suit contract
    assert report.declarer_nt_choices == report.defence_nt_choices == Rate(0, 0)


def _seat_of(game: Game, index: int) -> Seat:
    cards = [(t.seat_of(i), c) for t in game.tricks for i, c in enumerate(t.cards)]
    return cards[index][0]


def find_lead_deal(strain: Strain) -> tuple[Deal, Card, Card]:
    """A deal where some lead costs a trick: (deal, a best lead, a costly lead)."""
    for seed in range(50):
        candidate = deal(100 + seed)
        solution = solve(Position.opening_lead(candidate, strain, Seat.S))
        costly = [c for c in solution if solution.cost(c) > 0]
        if costly:
            return candidate, solution.best_cards[0], costly[0]
    raise AssertionError("no deal where the lead matters")


def test_lead_accuracy() -> None:
    the_deal, good, bad = find_lead_deal(Strain.S)
    start = game_at_opening_lead(the_deal, Seat.S, 2, Strain.S)
    right, _ = perfect(start.apply(good))
    wrong, _ = perfect(start.apply(bad))
    report = measure([right, wrong])
    assert report.leads_suit == Rate(1, 2)
    assert report.leads_nt == Rate(0, 0)
    assert report.defence_suit.count == 0  # the lead is measured apart
    assert report.defence_tricks_lost >= 0.5
    assert report.leads == Rate(1, 2)


def test_random_lead_baseline_is_the_share_of_cards_that_keep_the_result() -> None:
    """The monkey baseline: on each deal where the lead matters, the share of the leader's
    thirteen cards that keep the double-dummy result, averaged; deals where every lead ties
    are left out, as for the leads themselves."""
    shares = []
    games = []
    for strain in (Strain.NT, Strain.S):
        the_deal, good, _ = find_lead_deal(strain)
        solution = solve(Position.opening_lead(the_deal, strain, Seat.S))
        kept = [c for c in the_deal[Seat.W] if solution[c] == solution.best]
        shares.append(len(kept) / 13)
        games.append(game_at_opening_lead(the_deal, Seat.S, 2, strain).apply(good))
    assert 0 < shares[0] < 1 and 0 < shares[1] < 1
    report = measure(games)
    assert report.leads_nt == Rate(1, 1) and report.leads_suit == Rate(1, 1)
    assert abs(report.random_leads_nt - shares[0]) < 1e-12
    assert abs(report.random_leads_suit - shares[1]) < 1e-12
    # A deal where every lead ties changes neither the leads nor the baseline.
    for seed in range(60):
        candidate = deal(300 + seed)
        tie = solve(Position.opening_lead(candidate, Strain.NT, Seat.N))
        if len(set(tie.values())) == 1:
            break
    tied = game_at_opening_lead(candidate, Seat.N, 1, Strain.NT).apply(next(iter(tie)))
    again = measure([*games, tied])
    assert again.leads_nt == Rate(1, 1)
    assert abs(again.random_leads_nt - shares[0]) < 1e-12


def test_a_lead_that_does_not_matter_is_not_counted() -> None:
    for seed in range(60):
        candidate = deal(300 + seed)
        solution = solve_many([Position.opening_lead(candidate, Strain.NT, Seat.N)])[0]
        if len(set(solution.values())) == 1:
            break
    else:
        raise AssertionError("no deal where every lead ties")
    start = game_at_opening_lead(candidate, Seat.N, 1, Strain.NT)
    game = start.apply(next(iter(solution)))
    assert measure([game]).leads_nt == Rate(0, 0)


def test_real_choices_and_unplayed_games() -> None:
    start = game_at_opening_lead(deal(5), Seat.W, 1, Strain.C)
    assert measure([start]) == PlayReport(0, *(Rate(0, 0),) * 6, 0.0, 0.0)
    game, _ = perfect(start)
    choices = real_choices(game)
    assert len(choices) == 52 and choices[-1] is False and choices[0] is True
