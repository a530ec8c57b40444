"""Declarer's plan for the rest of the trick: one card for each card he may see, not one for
each layout (``PimcPlayer(plan_trick=True)``; off by default, no gain shown: decision 0024).

Sampling and double dummy score a card as if, once it is played, declarer knew the layout. In
each layout the solver plays declarer's next card of the trick (third or fourth hand) as that
layout wants it: leading towards dummy's ♠KJ, it plays the king when West holds the ace and
the jack when he holds the queen, so the lead looks sure where it is a guess. This is the
*strategy fusion* of sampling (Frank and Basin). Declarer chooses that next card seeing only
the opponent's card in between, and must choose it alike in every layout that shows that card.

:func:`plan_losses` scores a card of declarer's side, to play first or second to a trick
(:func:`plays_again`), as such a plan. In each layout the opponent in between plays his
double-dummy best card (the lowest of equals, as our defenders do); for each card he may show,
declarer's side then plays one card in every layout that shows it, the card that does best over
them; the rest of the play is double dummy. It is the first step of the αμ search (Cazenave and
Ventos), which undoes the fusion over the rest of the trick only.

Against 3NT by North, East leads a club and declarer plays dummy's ♣J or ♣A, second to the
trick. On six sampled layouts the ♣J costs nothing double dummy, but a third of an IMP on
average as a plan, declarer's fourth-hand card chosen by West's card alone:

>>> import random
>>> from bridgecraft.robots.play import evaluate
>>> from bridgecraft.robots.sampling import sample_deals
>>> deal = Deal.from_pbn("N:2.9653.QJ3.Q9762 A.A7.AK862.KT543 KJT8653.Q2.74.AJ Q974.KJT84.T95.8")
>>> view = Game.replay(Board(1, deal), "3NT P P P C3".split()).view(Seat.N)
>>> plays_again(view), view.to_play, [c for c in view.legal_actions if isinstance(c, Card)]
(True, Seat.S, [Card.CJ, Card.CA])
>>> deals = sample_deals(view, 6, random.Random(1))
>>> stats = evaluate(view, deals)
>>> [round(s.average_imp_loss, 2) for s in stats]                  # ♣J, ♣A: double dummy
[0.0, 0.67]
>>> [round(loss, 2) for loss in plan_losses(view, deals, [s.card for s in stats])]
[0.33, 0.67]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bridgecraft.analysis import Position, solve_many
from bridgecraft.core import BySeat, Card, Deal, Hand, IllegalActionError, View
from bridgecraft.robots.play import Scoring, current_trick, imp_losses, positions

__all__ = ["plan_losses", "plays_again"]


def plays_again(view: View) -> bool:
    """Whether the seat to play is declarer's side, playing first or second to a trick after
    the opening lead: declarer's side then plays again in the trick (third or fourth hand),
    after an opponent's card.

    >>> game = Game.replay(Board(1, Deal.from_index(11)), "1NT P 3NT P P P".split())
    >>> plays_again(game.view(Seat.E))                   # the opening lead: a defender
    False
    """
    contract, to_play = view.contract, view.to_play
    if contract is None or to_play is None or not view.tricks:
        return False
    return to_play.side == contract.side and len(current_trick(view)[1]) < 2


def _after(position: Position, card: Card) -> Position:
    """``position`` once the seat to play has played ``card`` (the trick stays incomplete)."""
    seat = position.to_play
    hands = list(position.hands)
    hands[seat] = Hand(hands[seat].mask & ~(1 << card))
    return replace(position, hands=BySeat(*hands), trick=(*position.trick, card))


def plan_losses(
    view: View,
    deals: Sequence[Deal],
    cards: Sequence[Card],
    weights: Sequence[int] | None = None,
    scoring: Scoring = "imps",
) -> list[float]:
    """For each of ``cards`` (legal cards of the seat to play, where :func:`plays_again`),
    what it loses on average over ``deals`` against each layout's double-dummy best card when
    declarer's side plays its next card of the trick by what it sees, not by the layout: at
    IMPs the IMPs lost, at matchpoints the tricks. Never less than the card's double-dummy
    loss (:func:`~.play.evaluate`); ``weights`` counts each deal that many times. Three
    :func:`~bridgecraft.analysis.solve_many` batches.

    On the real layout alone there is nothing to guess: leading the ♥2 at trick 2 gives the
    defence a heart trick and the slam (14 IMPs); cashing the ♥K costs nothing:

    >>> deal = Deal.from_pbn(
    ...     "N:AQ4.AKQ2.AK3.AK4 K32.8765.765.765 J65.J43.QJT2.QJ3 T987.T9.984.T982")
    >>> game = Game.replay(Board(1, deal), "2NT P 6NT P P P H8 HJ HT HA".split())
    >>> plan_losses(game.view(Seat.N), [deal], [Card.H2, Card.HK])
    [14.0, 0.0]
    """
    if not plays_again(view):
        raise IllegalActionError(
            f"no plan for the trick on board {view.board_number}: {view.to_play} is not "
            "declarer's side playing first or second to a trick"
        )
    counts = list(weights) if weights is not None else [1] * len(deals)
    total = sum(counts)
    if not deals or not total:
        return [0.0] * len(cards)
    roots = positions(view, deals)
    bests = [solution.best for solution in solve_many(roots)]
    loss = imp_losses(view) if scoring == "imps" else None

    def lost(best: int, tricks: int) -> int:
        return best - tricks if loss is None else loss[best][tricks]

    # The opponent's card in each layout after each of ours: his double-dummy best, lowest.
    firsts = [_after(root, card) for card in cards for root in roots]
    seconds = []
    for position, solution in zip(firsts, solve_many(firsts), strict=True):
        top = solution.best
        shown = min((c for c in solution if solution[c] == top), key=lambda c: (c.rank, c.suit))
        seconds.append(_after(position, shown))
    answers = solve_many(seconds)
    losses = []
    width = len(roots)
    for index in range(len(cards)):
        shows: dict[Card, list[int]] = {}
        for layout in range(width):
            shows.setdefault(seconds[index * width + layout].trick[-1], []).append(layout)
        summed = 0
        for layouts in shows.values():
            replies = [answers[index * width + layout] for layout in layouts]
            summed += min(
                sum(
                    counts[layout] * lost(bests[layout], reply[card])
                    for layout, reply in zip(layouts, replies, strict=True)
                )
                for card in replies[0]
            )
        losses.append(summed / total)
    return losses
