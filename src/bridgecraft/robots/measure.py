"""Double-dummy error measures of played deals, as the field reports them for robots.

* **Card error rate** (declarer: DCWER, defence: DFWER): the share of cards that lose at least
  one trick double dummy against the best card in the same position. As the field counts it
  (Hammond's definition, BEN's ``calculate_DCWER``), over every card the side played from the
  second card of the deal to the last trick, which is left out (one card each: no choice).
  Declarer's rate counts dummy's cards too; the defence's leaves out the opening lead, which
  has its own measure.
* **Card error rate per choice**, stricter: the same errors over only the cards where the
  player had a real choice (two or more legal cards that are not equal, touching once the
  cards of completed tricks are removed). Forced and equal cards can never be wrong, so this
  rate is higher; it is what changes when the play gets better or worse.
* **Opening-lead accuracy** (ADDOLAR): the share of opening leads that keep the double-dummy
  result, over the deals where the lead matters (some lead costs a trick). Beside it, what a
  uniformly random lead would score on the same deals (the "monkey" baseline the field
  quotes): the share of the leader's cards that keep the result, averaged over those deals.
  It tells how hard a set of deals is for the lead.
* **Tricks lost** per deal by declarer's side and by the defence, against double dummy.

Each rate is reported for suit contracts and notrump separately. Traces are batched
(:func:`~bridgecraft.analysis.traces`); a lead that kept the result is checked against the
other leads with one :func:`~bridgecraft.analysis.solve_many` batch (every lead, for the random
baseline).

>>> game = Game.replay(Board(1, Deal.from_index(123456789)), "1NT P P P".split())
>>> while not game.is_finished:
...     game = game.apply(game.legal_actions(claims=False)[0])
>>> report = measure([game])
>>> report.deals, report.declarer_nt.total > 0, report.declarer_suit.total
(1, True, 0)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bridgecraft.analysis import Position, solve_many, traces
from bridgecraft.core import Card, Game, Strain
from bridgecraft.core.checks import check_items
from bridgecraft.robots.play import equal_cards

__all__ = ["PlayReport", "Rate", "measure", "real_choices"]


@dataclass(frozen=True, slots=True)
class Rate:
    """A count out of a total, as a rate.

    >>> print(Rate(3, 250))
    1.20% (3/250)
    """

    count: int
    """The cards in error, or the good leads."""
    total: int
    """The cards (or leads) counted."""

    @property
    def rate(self) -> float:
        """``count / total`` (0.0 when nothing was counted)."""
        return self.count / self.total if self.total else 0.0

    def __add__(self, other: Rate) -> Rate:
        return Rate(self.count + other.count, self.total + other.total)

    def __str__(self) -> str:
        return f"{100 * self.rate:.2f}% ({self.count}/{self.total})"


@dataclass(frozen=True, slots=True)
class PlayReport:
    """Double-dummy measures of a set of played deals (see the module's definitions).

    After the first trick of 3♦ by East: South's ♣4 lead cost a trick (5 of his 13 cards
    would have kept the result), and North's ♣2 two more:

    >>> deal = Deal.from_index(2960923045926608770792613005)
    >>> report = measure([Game.replay(Board(1, deal), "1H 2D 2H 3D P P P C4 C7 C2 C3".split())])
    >>> str(report.leads), str(report.defence), str(report.declarer)
    ('0.00% (0/1)', '100.00% (1/1)', '0.00% (0/2)')
    >>> report.defence_tricks_lost, report.declarer_tricks_lost, round(report.random_leads_suit, 3)
    (3.0, 0.0, 0.385)
    """

    deals: int
    """Deals measured (those with a contract and at least one card played)."""
    declarer_suit: Rate
    """Declarer's card errors in suit contracts, over every card (dummy's cards included)."""
    declarer_nt: Rate
    """Declarer's card errors in notrump, over every card."""
    defence_suit: Rate
    """The defenders' card errors in suit contracts, over every card but the opening lead."""
    defence_nt: Rate
    """The defenders' card errors in notrump, over every card but the opening lead."""
    leads_suit: Rate
    """Opening leads that keep the double-dummy result, where the lead matters (suits)."""
    leads_nt: Rate
    """The same in notrump."""
    declarer_tricks_lost: float
    """Tricks lost by declarer's side per deal, against double dummy."""
    defence_tricks_lost: float
    """Tricks lost by the defence per deal (the opening lead included)."""
    declarer_suit_choices: Rate = Rate(0, 0)
    """Declarer's card errors in suit contracts, over the cards with a real choice."""
    declarer_nt_choices: Rate = Rate(0, 0)
    """Declarer's card errors in notrump, over the cards with a real choice."""
    defence_suit_choices: Rate = Rate(0, 0)
    """The defence's card errors in suit contracts, over the cards with a real choice."""
    defence_nt_choices: Rate = Rate(0, 0)
    """The defence's card errors in notrump, over the cards with a real choice."""
    random_leads_suit: float = 0.0
    """The share of the leader's cards that keep the double-dummy result, averaged over the
    deals where the lead matters (suits): what a uniformly random lead would score."""
    random_leads_nt: float = 0.0
    """The same in notrump."""

    @property
    def declarer(self) -> Rate:
        """Declarer's card errors in all contracts."""
        return self.declarer_suit + self.declarer_nt

    @property
    def defence(self) -> Rate:
        """The defence's card errors in all contracts."""
        return self.defence_suit + self.defence_nt

    @property
    def declarer_choices(self) -> Rate:
        """Declarer's card errors in all contracts, over the cards with a real choice."""
        return self.declarer_suit_choices + self.declarer_nt_choices

    @property
    def defence_choices(self) -> Rate:
        """The defence's card errors in all contracts, over the cards with a real choice."""
        return self.defence_suit_choices + self.defence_nt_choices

    @property
    def leads(self) -> Rate:
        """Opening-lead accuracy in all contracts."""
        return self.leads_suit + self.leads_nt


def real_choices(game: Game) -> list[bool]:
    """For each card played in ``game``, whether its player had a real choice (two or more
    legal cards that are not equal).

    >>> game = Game.replay(Board(1, Deal.from_index(123456789)), "1NT P P P".split())
    >>> game = game.apply(game.legal_actions(claims=False)[0])
    >>> real_choices(game)
    [True]
    """
    choices = []
    replay = Game.new(game.board)
    gone = 0
    for action in game.actions:
        if isinstance(action, Card):
            to_play = replay.to_play
            assert to_play is not None
            legal = [a for a in replay.legal_actions(claims=False) if isinstance(a, Card)]
            classes = equal_cards(legal, replay.hands[to_play].mask, gone)
            choices.append(len(classes) > 1)
        replay = replay.apply(action)
        if isinstance(action, Card) and replay.tricks[-1].is_complete:
            for card in replay.tricks[-1].cards:
                gone |= 1 << card
    return choices


def measure(games: Iterable[Game]) -> PlayReport:
    """The double-dummy measures of ``games`` (finished or not; deals without a contract or
    without a card played are skipped).

    >>> passed = Game.replay(Board(2, Deal.from_index(5)), "P P P P".split())
    >>> game = Game.replay(Board(1, Deal.from_index(2960923045926608770792613005)),
    ...                    "1H 2D 2H 3D P P P".split())
    >>> while not game.is_finished:
    ...     game = game.apply(game.legal_actions(claims=False)[0])
    >>> report = measure([passed, game])
    >>> report.deals, str(report.declarer_suit), str(report.defence_suit), report.declarer_nt
    (1, '16.67% (4/24)', '17.39% (4/23)', Rate(count=0, total=0))
    """
    played = [
        g
        for g in check_items(games, Game, "games")
        if g.contract is not None and g.tricks and g.tricks[0].cards
    ]
    found = traces(played)
    keys = [(side, nt) for side in ("declarer", "defence") for nt in (False, True)]
    errors = {key: [0, 0] for key in keys}  # over every card (the last trick left out)
    chosen = {key: [0, 0] for key in keys}  # over the cards with a real choice
    lost = {"declarer": 0, "defence": 0}
    leads = {False: [0, 0], True: [0, 0]}
    to_check: list[tuple[Game, Card]] = []
    for game, found_trace in zip(played, found, strict=True):
        contract = game.contract
        assert contract is not None
        nt = contract.strain == Strain.NT
        choices = real_choices(game)
        for index, (step, choice) in enumerate(zip(found_trace.steps, choices, strict=False)):
            role = "declarer" if step.seat.side == contract.side else "defence"
            lost[role] += step.cost
            if index == 0:
                if step.cost > 0 or choice:  # else every lead is equal: it cannot matter
                    to_check.append((game, step.card))
                continue
            if index < 48:  # the last trick: one card each, no choice
                errors[role, nt][1] += 1
                errors[role, nt][0] += step.cost > 0
            if choice:
                chosen[role, nt][1] += 1
                chosen[role, nt][0] += step.cost > 0
    positions = []
    for game, _ in to_check:
        contract = game.contract
        assert contract is not None
        positions.append(Position.opening_lead(game.board.deal, contract.strain, contract.declarer))
    random_share = {False: 0.0, True: 0.0}  # by notrump: what a random lead scores, summed
    for (game, lead), solution in zip(to_check, solve_many(positions), strict=True):
        assert game.contract is not None
        if min(solution.values()) < solution.best:
            nt = game.contract.strain == Strain.NT
            leads[nt][0] += solution[lead] == solution.best
            leads[nt][1] += 1
            random_share[nt] += len(solution.best_cards) / len(solution)
    deals = len(played)

    def rate(pair: list[int]) -> Rate:
        return Rate(pair[0], pair[1])

    return PlayReport(
        deals=deals,
        declarer_suit=rate(errors["declarer", False]),
        declarer_nt=rate(errors["declarer", True]),
        defence_suit=rate(errors["defence", False]),
        defence_nt=rate(errors["defence", True]),
        leads_suit=rate(leads[False]),
        leads_nt=rate(leads[True]),
        declarer_tricks_lost=lost["declarer"] / deals if deals else 0.0,
        defence_tricks_lost=lost["defence"] / deals if deals else 0.0,
        declarer_suit_choices=rate(chosen["declarer", False]),
        declarer_nt_choices=rate(chosen["declarer", True]),
        defence_suit_choices=rate(chosen["defence", False]),
        defence_nt_choices=rate(chosen["defence", True]),
        random_leads_suit=random_share[False] / leads[False][1] if leads[False][1] else 0.0,
        random_leads_nt=random_share[True] / leads[True][1] if leads[True][1] else 0.0,
    )
