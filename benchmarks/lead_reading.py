"""Fit the opening-lead model of ``bridgecraft.robots.lead_reading`` on our robot's own leads.

Random deals are bid by four ``SaycBidder``s (as in ``card_play.py``), and the default card
player makes each opening lead. For each lead, every suit the leader holds is described by the
model's features (``lead_features``), and a softmax over the suits (one set of weights for
notrump, one for suit contracts, with a small L2 penalty) is fitted by gradient descent to the
suit led. The script prints, by five-fold cross-validation, how likely the model finds the suit
actually led (the geometric mean of its probability, and how often its favourite suit was
led), against a uniform guess among the suits held, then the weights fitted on every lead, to
paste into ``lead_reading._WEIGHTS``.

Run: ``.venv/bin/python benchmarks/lead_reading.py [--deals 600] [--seed 1]`` (about 1.3 s a
lead); ``--quick`` fits on 16 deals (well under a minute), only to prove that it works.
"""

from __future__ import annotations

import argparse
import math
import random
import sys

from _common import machine_line, require, source_line
from bridgecraft.core import Strain, Suit
from bridgecraft.robots.lead_reading import FEATURES, lead_features
from bridgecraft.robots.play import PimcPlayer
from bridgecraft.robots.robot import auction_fit, auction_ranges
from card_play import bid_game

Example = tuple[list[tuple[float, ...]], int]  # the features of each suit held, the one led


def collect(deals: int, seed: int, player: PimcPlayer) -> dict[bool, list[Example]]:
    """The leads of ``deals`` bid deals, by contract: notrump (True) or a suit (False)."""
    rng = random.Random(seed)
    found: dict[bool, list[Example]] = {True: [], False: []}
    for number in range(1, deals + 1):
        game = bid_game(number, rng)
        seat = game.to_act
        assert seat is not None and game.contract is not None
        view = game.view(seat)
        lead = player.decide(view).action
        hand = view.hands[seat]
        assert hand is not None
        features = lead_features(view, hand)
        suits = list(features)
        led = Suit(lead.suit)  # type: ignore[union-attr]
        found[game.contract.strain == Strain.NT].append(
            ([features[suit] for suit in suits], suits.index(led))
        )
    return found


def probabilities(weights: list[float], suits: list[tuple[float, ...]]) -> list[float]:
    scores = [sum(w * f for w, f in zip(weights, values, strict=True)) for values in suits]
    top = max(scores)
    exps = [math.exp(score - top) for score in scores]
    total = sum(exps)
    return [value / total for value in exps]


def fit(examples: list[Example], *, steps: int, rate: float = 0.3, l2: float = 1.0) -> list[float]:
    """Softmax regression by gradient descent on the mean log-likelihood (with an L2 penalty)."""
    weights = [0.0] * len(FEATURES)
    for _ in range(steps):
        gradient = [l2 * w for w in weights]
        for suits, led in examples:
            chances = probabilities(weights, suits)
            for k in range(len(weights)):
                expected = sum(p * values[k] for p, values in zip(chances, suits, strict=True))
                gradient[k] -= suits[led][k] - expected
        weights = [w - rate * g / len(examples) for w, g in zip(weights, gradient, strict=True)]
    return weights


def scores(weights: list[float], examples: list[Example]) -> tuple[float, float, float]:
    """Mean log-likelihood of the suit led, share led of the favourite, uniform's likelihood."""
    likelihood = hits = uniform = 0.0
    for suits, led in examples:
        chances = probabilities(weights, suits)
        likelihood += math.log(chances[led])
        hits += max(range(len(suits)), key=chances.__getitem__) == led
        uniform -= math.log(len(suits))
    count = len(examples)
    return likelihood / count, hits / count, uniform / count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--steps", type=int, default=600)
    parser.add_argument("--quick", action="store_true", help="16 deals, few layouts and steps")
    parser.add_argument("--rounds", type=int, help="ignored (run_all passes it to everyone)")
    args = parser.parse_args(argv)
    deals, steps = (16, 20) if args.quick else (args.deals, args.steps)
    player = PimcPlayer(
        args.seed,
        samples=8 if args.quick else 96,
        ranges_fn=auction_ranges,
        fit_fn=auction_fit,
    )
    print(machine_line())
    print(source_line())
    print(f"opening leads of {deals} bid deals (seed {args.seed}), {steps} steps", flush=True)
    found = collect(deals, args.seed, player)
    for notrump in (True, False):
        examples = found[notrump]
        name = "notrump" if notrump else "suit"
        if len(examples) < 5:
            print(f"{name}: {len(examples)} leads, too few to fit")
            continue
        shuffled = examples[:]
        random.Random(args.seed).shuffle(shuffled)
        folds = [shuffled[i::5] for i in range(5)]
        held = [
            scores(fit([e for j, f in enumerate(folds) if j != i for e in f], steps=steps), fold)
            for i, fold in enumerate(folds)
        ]
        likelihood = sum(h[0] for h in held) / 5
        hits = sum(h[1] for h in held) / 5
        uniform = sum(h[2] for h in held) / 5
        require(math.isfinite(likelihood), f"{name}: the fit diverged")
        print(
            f"{name}: {len(examples)} leads; held out, the suit led had probability "
            f"{math.exp(likelihood):.3f} (geometric mean; uniform {math.exp(uniform):.3f}), "
            f"and was the model's favourite on {100 * hits:.1f}%"
        )
        weights = fit(examples, steps=steps)
        print(
            f"  weights ({'True' if notrump else 'False'}): "
            + ", ".join(f"{w:.2f}" for w in weights)
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
