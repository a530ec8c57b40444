"""The fast mutable State: push/pop (apply/undo) restores every field exactly, illegal
actions change nothing, and the immutable Game agrees with the State it is built on."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.strategies import boards

from bridgecraft.core import (
    Auction,
    Board,
    Deal,
    Game,
    IllegalActionError,
    IllegalCallError,
    IllegalClaimError,
    IllegalPlayError,
    State,
)
from bridgecraft.core.actions import action_from_id, action_id
from bridgecraft.core.engine import ACTION_COUNT, CALL_BASE, CLAIM_BASE, FINISHED

seeds = st.integers(min_value=0, max_value=2**32)


def snapshot(state: State) -> dict[str, object]:
    """Every field of a state, lists copied, for exact comparison."""
    fields = {}
    for name in State.__slots__:
        value = getattr(state, name)
        fields[name] = list(value) if isinstance(value, list) else value
    return fields


def random_actions(state: State, rng: random.Random) -> list[int]:
    """Drive a state to the end with random legal actions, claims included now and then."""
    made = []
    while state.phase != FINISHED:
        options = list(state.legal_actions())
        if rng.random() < 0.03:
            options += state.legal_claims(rng.randrange(4))
        action = rng.choice(options)
        state.apply(action)
        made.append(action)
    return made


@settings(max_examples=300, deadline=None)
@given(boards, seeds)
def test_undo_restores_every_field(board: Board, seed: int) -> None:
    rng = random.Random(seed)
    state = State(board.deal.masks, board.dealer, board.vulnerability)
    snapshots = [snapshot(state)]
    legal = [state.legal_actions()]
    while state.phase != FINISHED:
        options = list(state.legal_actions())
        if rng.random() < 0.05:
            options += state.legal_claims(rng.randrange(4))
        state.apply(rng.choice(options))
        snapshots.append(snapshot(state))
        legal.append(state.legal_actions())
    while state.history:
        state.undo()
        snapshots.pop()
        legal.pop()
        assert snapshot(state) == snapshots[-1]
        assert state.legal_actions() == legal[-1]
    with pytest.raises(IllegalActionError, match="nothing to undo"):
        state.undo()


@settings(max_examples=150, deadline=None)
@given(boards, seeds)
def test_illegal_actions_change_nothing(board: Board, seed: int) -> None:
    rng = random.Random(seed)
    state = State(board.deal.masks, board.dealer, board.vulnerability)
    while state.phase != FINISHED:
        legal = set(state.legal_actions())
        for seat in range(4):
            legal |= set(state.legal_claims(seat))
        if state.phase == 2:  # any pending responder may answer
            legal |= {
                146 + 2 * s + a for s in range(4) if state.responders >> s & 1 for a in (0, 1)
            }
        before = snapshot(state)
        for action in rng.sample(range(ACTION_COUNT), 12):
            if action in legal:
                continue
            with pytest.raises(IllegalActionError) as raised:
                state.apply(action)
            expected = (
                IllegalPlayError
                if action < CALL_BASE
                else IllegalCallError
                if action < CLAIM_BASE
                else IllegalClaimError
            )
            assert isinstance(raised.value, expected), (action, raised.value)
            assert snapshot(state) == before
        state.apply(rng.choice(sorted(legal)))


@settings(max_examples=100, deadline=None)
@given(boards, seeds)
def test_game_and_state_agree(board: Board, seed: int) -> None:
    rng = random.Random(seed)
    state = State(board.deal.masks, board.dealer, board.vulnerability)
    actions = random_actions(state, rng)
    game = Game.replay(board, [action_from_id(a) for a in actions])
    assert [action_id(a) for a in game.actions] == actions == state.history
    result = game.result()
    assert result is not None
    assert result.score == state.score()
    assert result.tricks == state.final_tricks


def test_a_copy_is_independent() -> None:
    state = State(Deal.from_index(12345).masks, 0, 0)
    state.apply(CALL_BASE + 3)  # 1C
    twin = state.copy()
    twin.apply(CALL_BASE)
    assert len(state.history) == 1 and len(twin.history) == 2
    assert snapshot(state) != snapshot(twin)
    twin.undo()
    assert snapshot(state) == snapshot(twin)


def test_actions_outside_the_id_space_are_refused() -> None:
    state = State(Deal.from_index(1).masks, 0, 0)
    for bad in (-1, ACTION_COUNT, 10**6):
        with pytest.raises(IllegalActionError, match="invalid action id"):
            state.apply(bad)


@settings(max_examples=40, deadline=None)
@given(boards, st.integers(0, 2**32 - 1))
def test_games_and_auctions_pickle_as_their_history(board: Board, seed: int) -> None:
    """A game (claims included) and an auction survive pickle: process pools and Ray send
    them between processes."""
    import pickle

    from tests.strategies import random_game

    game = random_game(board, random.Random(seed), claim_rate=0.05)
    again = pickle.loads(pickle.dumps(game))
    assert again == game and again.actions == game.actions
    assert again.legal_actions() == game.legal_actions()
    auction = Auction(board.dealer, game.calls)
    assert pickle.loads(pickle.dumps(auction)) == auction
