"""Hypothesis strategies and helpers shared by the tests: random deals and random legal games."""

from __future__ import annotations

import random

from hypothesis import strategies as st

from bridgecraft.core import (
    DEAL_COUNT,
    Board,
    Call,
    Card,
    Claim,
    ClaimResponse,
    Deal,
    Game,
    Hand,
)
from bridgecraft.core.actions import Action

deals = st.integers(min_value=0, max_value=DEAL_COUNT - 1).map(Deal.from_index)
boards = st.builds(Board, st.integers(min_value=1, max_value=200), deals)
cards = st.sampled_from(list(Card))
calls = st.sampled_from(list(Call.ALL))

_RANKS = "AKQJT98765432"
_SUITS = "CDHS"


@st.composite
def hands(draw: st.DrawFn, suit: str | None = None, low: int = 0, high: int = 13) -> Hand:
    """A hand of thirteen cards; with ``suit`` (C, D, H or S), ``low``-``high`` of them in it
    and the rest anywhere else."""
    own: set[str] = set()
    if suit is not None:
        own = draw(st.sets(st.sampled_from(_RANKS), min_size=low, max_size=high))
    rest = draw(
        st.lists(
            st.sampled_from([(s, r) for s in _SUITS for r in _RANKS if s != suit]),
            min_size=13 - len(own),
            max_size=13 - len(own),
            unique=True,
        )
    )
    cards = [(suit, r) for r in own] + rest
    return Hand.parse(
        ".".join("".join(r for r in _RANKS if (s, r) in cards) for s in reversed(_SUITS))
    )


def random_game(board: Board, rng: random.Random, claim_rate: float = 0.02) -> Game:
    """Play a whole game of uniformly random legal calls and cards from ``board``.

    With probability ``claim_rate`` per play step, the player to act (or a defender out of
    turn) claims a random number of the remaining tricks, and the opponents answer at random.
    """
    game = Game.new(board)
    while not game.is_finished:
        game = game.apply(random_action(game, rng, claim_rate))
    return game


def random_action(game: Game, rng: random.Random, claim_rate: float = 0.02) -> Action:
    """One random legal action: calls and cards uniformly, claims now and then."""
    actions = game.legal_actions()
    plain = [a for a in actions if isinstance(a, Call | Card | ClaimResponse)]
    claims = [a for a in actions if isinstance(a, Claim)]
    if game.to_act is not None and game.dummy is not None and rng.random() < claim_rate:
        defender = game.dummy.lho if rng.random() < 0.5 else game.dummy.rho
        claims += [a for a in game.legal_actions(defender) if isinstance(a, Claim)]
        if claims:
            return rng.choice(claims)
    return rng.choice(plain)
