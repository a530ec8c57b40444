"""Complete random deals per second: bridgecraft side by side with OpenSpiel's C++ ``bridge``.

A complete deal is: deal the cards, an auction of uniformly random legal calls, 52 uniformly
random legal cards (unless all four players pass), and the score. Every contender is driven by
the same Python loop shape with its own ``random.Random(seed)`` and ``rng.choice``:

* ``bridgecraft State``: ``Deal.random(rng)``, ``State(deal.masks, dealer, vulnerability)``,
  ``while state.phase != FINISHED: state.apply(choice(state.legal_actions()))``,
  ``state.score()``. The fast mutable engine (apply/undo) under the public API.
* ``bridgecraft Game``: ``Game.new(Board(n, Deal.random(rng)))``, then
  ``game = game.apply(choice(calls_and_cards))`` until ``game.is_finished``, ``game.result()``.
  The immutable public API. ``Game.legal_actions()`` also lists claims during the play; they
  are filtered out (in the timed loop) so that all 52 cards are played, as for the others.
* ``OpenSpiel legal_actions``: ``pyspiel.load_game("bridge", {"use_double_dummy_result":
  False})``; ``s = game.new_initial_state()``, ``while not s.is_terminal():
  s.apply_action(choice(s.legal_actions()))``, ``s.returns()``. At chance nodes
  ``legal_actions()`` lists the cards still to deal (OpenSpiel's fastest Python loop).
* ``OpenSpiel chance_outcomes``: the documented idiom, ``choice(s.chance_outcomes())[0]`` at
  chance nodes and ``choice(s.legal_actions())`` otherwise.
* ``OpenSpiel seeded deal``: ``s = game.new_initial_state(tournament_seed, board_number)``
  with ``tournament_seed = rng.getrandbits(31)`` deals the cards inside C++ (no chance nodes),
  then the same auction and play loop. It is not "the same Python loop" for the deal, but it
  is the fastest way to play random deals with OpenSpiel from Python, so it is reported too.

The contenders run in interleaved rounds (each one timed in every round, the order rotated
from round to round); the report gives each contender's median rate and the median over the
rounds of the ratio bridgecraft / OpenSpiel, where each round's OpenSpiel figure is the
fastest of its loops in that round (so the comparison is conservative). Two ratios are
printed: the issue's comparison (the cards dealt through the Python loop: the faster of
``legal_actions`` and ``chance_outcomes``) and a stricter one that also admits the seeded
deal. Target: State at least 1.0x OpenSpiel.

Before timing, an untimed check plays a few deals with each contender and verifies that each
one really finished: 52 cards in 13 tricks (or four passes), a zero-sum score, and that State
and Game, given the same seed, make the same actions and reach the same score.

Run: ``make bench`` (all benchmarks), or
``.venv/bin/python benchmarks/complete_deals.py [--rounds 5] [--deals 3000] [--game-deals 600]``
(``--quick`` for a tiny smoke run). If OpenSpiel is not installed its part is skipped, unless
``REQUIRE_PEERS=1`` is set (then the script exits with status 1).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from typing import Any

from _common import (
    machine_line,
    median,
    peer_missing,
    rate_text,
    require,
    rotate,
    source_line,
    timed,
    version,
)
from bridgecraft.core import (
    Board,
    Deal,
    Game,
    State,
    board_dealer,
    board_vulnerability,
)
from bridgecraft.core.actions import action_id

FINISHED = 3  # bridgecraft.core.engine.FINISHED
Runner = Callable[[int], int]
"""Plays that many complete deals and returns the total number of actions applied."""

STATE = "bridgecraft State"
GAME = "bridgecraft Game"
OS_LEGAL = "OpenSpiel legal_actions"
OS_CHANCE = "OpenSpiel chance_outcomes"
OS_SEEDED = "OpenSpiel seeded deal"

# Dealer and vulnerability of boards 1-16 (Law 2), as plain ints for State.
BOARDS = [(int(board_dealer(n)), int(board_vulnerability(n))) for n in range(1, 17)]


# -- the timed loops --------------------------------------------------------------------------


def state_runner(seed: int) -> Runner:
    rng = random.Random(seed)
    choice = rng.choice

    def run(deals: int) -> int:
        actions = 0
        for number in range(deals):
            dealer, vulnerability = BOARDS[number & 15]
            state = State(Deal.random(rng).masks, dealer, vulnerability)
            while state.phase != FINISHED:
                state.apply(choice(state.legal_actions()))
            state.score()
            actions += len(state.history)
        return actions

    return run


def game_runner(seed: int) -> Runner:
    rng = random.Random(seed)
    choice = rng.choice

    def run(deals: int) -> int:
        actions = 0
        for number in range(deals):
            game = Game.new(Board(number % 16 + 1, Deal.random(rng)))
            while not game.is_finished:
                # Claims are legal too; leave them out so that every deal plays 52 cards.
                game = game.apply(choice(game.legal_actions(claims=False)))
            game.result()
            actions += len(game.actions)
        return actions

    return run


def openspiel_legal_runner(game: Any, seed: int) -> Runner:
    rng = random.Random(seed)
    choice = rng.choice

    def run(deals: int) -> int:
        actions = 0
        for _ in range(deals):
            s = game.new_initial_state()
            while not s.is_terminal():
                s.apply_action(choice(s.legal_actions()))
            s.returns()
            actions += s.move_number()
        return actions

    return run


def openspiel_chance_runner(game: Any, seed: int) -> Runner:
    rng = random.Random(seed)
    choice = rng.choice

    def run(deals: int) -> int:
        actions = 0
        for _ in range(deals):
            s = game.new_initial_state()
            while not s.is_terminal():
                if s.is_chance_node():
                    s.apply_action(choice(s.chance_outcomes())[0])
                else:
                    s.apply_action(choice(s.legal_actions()))
            s.returns()
            actions += s.move_number()
        return actions

    return run


def openspiel_seeded_runner(game: Any, seed: int) -> Runner:
    rng = random.Random(seed)
    choice = rng.choice
    getrandbits = rng.getrandbits

    def run(deals: int) -> int:
        actions = 0
        for number in range(deals):
            s = game.new_initial_state(getrandbits(31), number % 16 + 1)
            while not s.is_terminal():
                s.apply_action(choice(s.legal_actions()))
            s.returns()
            actions += s.move_number()
        return actions

    return run


# -- untimed checks that each contender really plays complete deals --------------------------


def check_bridgecraft(deals: int, seed: int) -> None:
    """State and Game with the same seed play the same deals: compare them action by action."""
    state_rng, game_rng = random.Random(seed), random.Random(seed)
    for number in range(deals):
        dealer, vulnerability = BOARDS[number & 15]
        state = State(Deal.random(state_rng).masks, dealer, vulnerability)
        while state.phase != FINISHED:
            state.apply(state_rng.choice(state.legal_actions()))
        game = Game.new(Board(number % 16 + 1, Deal.random(game_rng)))
        while not game.is_finished:
            legal = game.legal_actions(claims=False)
            game = game.apply(game_rng.choice(legal))
        result = game.result()
        cards = [a for a in state.history if a < 52]
        passed_out = state.declarer < 0
        require(result is not None, "Game did not finish")
        require(len(cards) == (0 if passed_out else 52), f"{len(cards)} cards played")
        require(len(set(cards)) == len(cards), "a card was played twice")
        require(passed_out or sum(state.won) == 13, "not 13 tricks")
        require((state.score() == 0) == passed_out, "score 0 only when passed out")
        game_ids = [action_id(a) for a in game.actions]
        require(game_ids == state.history, "State and Game disagree on the actions")
        game_score = result.score if result is not None else None
        require(game_score == state.score(), "State and Game disagree on the score")


def check_openspiel(game: Any, deals: int, seed: int) -> None:
    rng = random.Random(seed)
    for number in range(2 * deals):
        if number % 2:
            s = game.new_initial_state(rng.getrandbits(31), number % 16 + 1)
            require(s.move_number() == 52 and not s.is_chance_node(), "seeded deal not dealt")
        else:
            s = game.new_initial_state()
        while not s.is_terminal():
            s.apply_action(rng.choice(s.legal_actions()))
        history = s.history()
        dealt, rest = history[:52], history[52:]
        cards = [a for a in rest if a < 52]
        returns = s.returns()
        passed_out = not cards
        require(sorted(dealt) == list(range(52)), "not a full deal")
        require(len(cards) in (0, 52), f"{len(cards)} cards played")
        require(len(set(cards)) == len(cards), "a card was played twice")
        require(returns[0] == -returns[1] == returns[2] == -returns[3], "not zero-sum")
        require((returns[0] == 0) == passed_out, "score 0 only when passed out")


def check_actions(name: str, actions_per_deal: float, cards: int, low_calls: int) -> None:
    """A complete deal has the dealing actions (OpenSpiel), 4+ calls and 52 cards (a pass-out,
    about 1 deal in 1.7 million with random calls, has no cards)."""
    low = cards + 52 + low_calls
    if not low <= actions_per_deal <= low + 60:
        sys.exit(f"FAILED: {name}: {actions_per_deal:.1f} actions per deal, not {low}-{low + 60}")


# -- main -------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a tiny run that only proves it works")
    parser.add_argument("--rounds", type=int, default=None, help="interleaved rounds (5)")
    parser.add_argument("--deals", type=int, default=None, help="deals per round (3000)")
    parser.add_argument(
        "--game-deals", type=int, default=None, help="deals per round for the slow Game (deals / 5)"
    )
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--json", metavar="PATH", help="also write the figures to a JSON file")
    args = parser.parse_args(argv)
    rounds = args.rounds or (2 if args.quick else 5)
    deals = args.deals or (60 if args.quick else 3000)
    game_deals = args.game_deals or (15 if args.quick else max(1, deals // 5))
    seed = args.seed

    print("== complete random deals per second (deal, random legal auction, 52 cards, score) ==")
    print(machine_line())
    print(source_line())
    print(f"peer: open_spiel {version('open_spiel')}")

    try:
        import pyspiel  # type: ignore[import-not-found]

        os_game = pyspiel.load_game("bridge", {"use_double_dummy_result": False})
    except ImportError as error:
        peer_missing("OpenSpiel (pip install open_spiel)", error)
        os_game = None

    check_deals = 5 if args.quick else 200
    check_bridgecraft(check_deals, seed + 1)
    if os_game is not None:
        check_openspiel(os_game, check_deals, seed + 1)
    print(f"checked: {check_deals} deals per contender play 52 cards (or pass out) and score")

    runners: dict[str, Runner] = {
        STATE: state_runner(seed),
        GAME: game_runner(seed + 10),
    }
    counts = {STATE: deals, GAME: game_deals}
    if os_game is not None:
        runners[OS_LEGAL] = openspiel_legal_runner(os_game, seed + 20)
        runners[OS_CHANCE] = openspiel_chance_runner(os_game, seed + 30)
        runners[OS_SEEDED] = openspiel_seeded_runner(os_game, seed + 40)
        counts[OS_LEGAL] = counts[OS_CHANCE] = counts[OS_SEEDED] = deals
    for runner in runners.values():  # warm up: import-time tables, caches, branch history
        runner(3)

    rates: dict[str, list[float]] = {name: [] for name in runners}
    actions: dict[str, list[float]] = {name: [] for name in runners}
    print(f"{rounds} rounds; deals per round: " + ", ".join(f"{n} {counts[n]}" for n in runners))
    for round_index in range(rounds):
        parts = []
        for name in rotate(list(runners), round_index):
            seconds, total = timed(runners[name], counts[name])
            rates[name].append(counts[name] / seconds)
            actions[name].append(total / counts[name])
            parts.append(f"{name} {counts[name] / seconds:,.0f}/s")
        print(f"round {round_index + 1}: " + " | ".join(parts), flush=True)

    print(f"\nmedian over {rounds} rounds:")
    print(f"  {'contender':<26} {'deals/round':>11} {'median rate':>14} {'actions/deal':>13}")
    for name in runners:
        per_deal = sum(actions[name]) / len(actions[name])
        print(f"  {name:<26} {counts[name]:>11} {rate_text(median(rates[name]))} {per_deal:>13.1f}")
        is_openspiel = name.startswith("OpenSpiel")
        check_actions(name, per_deal, 52 if is_openspiel else 0, 4)

    summary: dict[str, Any] = {
        "rounds": rounds,
        "deals": counts,
        "median_rate": {name: median(values) for name, values in rates.items()},
        "rates": rates,
        "actions_per_deal": {n: sum(v) / len(v) for n, v in actions.items()},
    }
    if os_game is None:
        print("\nOpenSpiel ratio: peer not installed: skipped")
    else:
        summary["ratio"] = {}
        comparisons = (
            (
                "the issue's comparison: the deal dealt through the Python loop",
                "",
                (OS_LEGAL, OS_CHANCE),
            ),
            (
                "stricter: OpenSpiel may also deal in C++ (seeded deal)",
                " strict",
                (OS_LEGAL, OS_CHANCE, OS_SEEDED),
            ),
        )
        for title, key, pool in comparisons:
            fastest = max(pool, key=lambda name: median(rates[name]))
            best = [max(rates[name][i] for name in pool) for i in range(rounds)]
            print(f"\n{title}; OpenSpiel's fastest loop here (by median): {fastest}")
            print(
                "ratios, median over rounds of (bridgecraft / fastest of those loops that round):"
            )
            for name, target in ((STATE, 1.0), (GAME, None)):
                ratios = [ours / theirs for ours, theirs in zip(rates[name], best, strict=True)]
                ratio = median(ratios)
                summary["ratio"][name + key] = ratio
                if target is not None:
                    met = "MET" if ratio >= target else "NOT MET"
                    verdict = f"target >= {target:.1f}x: {met}"
                    if key:
                        verdict += " (stricter than the issue's target; information)"
                else:
                    verdict = "no target for the immutable Game (the fast State carries it)"
                rounds_text = ", ".join(f"{r:.2f}" for r in ratios)
                print(f"  {name + ' / OpenSpiel':<32} {ratio:6.2f}x  ({rounds_text})  {verdict}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(summary, handle, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
