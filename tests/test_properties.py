"""Hypothesis properties of the whole game: every random legal game ends correctly,
history replays to the same game, undo/redo, notation round trips, deal indexes."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.strategies import boards, calls, cards, deals, random_game

from bridgecraft.core import (
    Auction,
    Board,
    Call,
    Card,
    Contract,
    Deal,
    Doubled,
    Game,
    Hand,
    Phase,
    Seat,
    Strain,
    duplicate_score,
)
from bridgecraft.core.actions import action_from_id, action_id, parse_action

seeds = st.integers(min_value=0, max_value=2**32)


@settings(max_examples=300, deadline=None)
@given(boards, seeds)
def test_random_legal_games_always_finish(board: Board, seed: int) -> None:
    game = random_game(board, random.Random(seed))
    result = game.result()
    assert game.is_finished and game.phase == Phase.FINISHED and result is not None
    assert game.legal_actions() == () and game.to_act is None
    if result.contract is None:
        calls_made = game.auction.calls
        assert calls_made == (Call.PASS,) * 4 and result.score == 0 and not game.tricks
        return
    played = sum(len(trick.cards) for trick in game.tricks)
    if game.pending_claim is None and played == 52:
        assert sum(game.tricks_won) == 13
        assert result.tricks == game.tricks_won[result.contract.side]
        assert all(len(hand) == 0 for hand in game.hands)
    assert 0 <= result.tricks <= 13
    contract = result.contract
    assert result.score == duplicate_score(
        contract.level,
        contract.strain,
        contract.doubled,
        vulnerable=board.is_vulnerable(contract.declarer),
        tricks=result.tricks,
    )


@settings(max_examples=200, deadline=None)
@given(boards, seeds)
def test_replay_of_the_history_is_the_same_game(board: Board, seed: int) -> None:
    game = random_game(board, random.Random(seed), claim_rate=0.05)
    again = Game.replay(board, game.actions)
    assert again == game and hash(again) == hash(game)
    assert again.result() == game.result() and again.tricks == game.tricks
    assert Game.replay(board, [str(action) for action in game.actions]) == game
    assert eval(repr(game), vars(__import__("bridgecraft.core").core)) == game


@settings(max_examples=200, deadline=None)
@given(boards, seeds, st.data())
def test_undo_then_redo_gives_the_same_game(board: Board, seed: int, data: st.DataObject) -> None:
    game = random_game(board, random.Random(seed), claim_rate=0.05)
    steps = data.draw(st.integers(min_value=0, max_value=len(game.actions)))
    earlier = game.undo(steps)
    assert earlier == Game.replay(board, game.actions[: len(game.actions) - steps])
    assert earlier.legal_actions() == Game.replay(board, earlier.actions).legal_actions()
    redone = earlier
    for action in game.actions[len(game.actions) - steps :]:
        redone = redone.apply(action)
    assert redone == game
    for seat in [None, *Seat]:
        assert redone.view(seat) == game.view(seat)


@given(cards)
def test_card_notation_round_trips(card: Card) -> None:
    assert Card.parse(str(card)) is card
    assert Card.parse(str(card).lower()) is card
    assert Card.parse(f"{card.suit.symbol}{str(card.rank).replace('T', '10')}") is card
    assert eval(repr(card)) is card


@given(calls)
def test_call_notation_round_trips(call: Call) -> None:
    assert Call.parse(str(call)) is call
    assert Call.parse(call.symbol) is call
    assert Call(call.index) is call
    assert eval(repr(call)) is call
    assert parse_action(str(call)) is call and action_from_id(action_id(call)) is call


@given(deals, st.sampled_from(list(Seat)))
def test_deal_notation_round_trips(deal: Deal, first: Seat) -> None:
    assert Deal.from_pbn(deal.to_pbn(first)) == deal
    assert Deal.from_pbn(deal.to_pbn(first).lower()) == deal
    assert eval(repr(deal)) == deal
    assert Deal(*deal.hands) == deal
    for hand in deal.hands:
        assert Hand.parse(str(hand)) == hand and len(hand) == 13


@given(deals)
def test_deal_index_round_trips(deal: Deal) -> None:
    assert Deal.from_index(deal.index) == deal


@given(st.integers(min_value=0, max_value=53_644_737_765_488_792_839_237_439_999))
def test_index_deal_round_trips(index: int) -> None:
    assert Deal.from_index(index).index == index


@given(
    st.integers(min_value=1, max_value=7),
    st.sampled_from(list(Strain)),
    st.sampled_from(list(Doubled)),
    st.sampled_from(list(Seat)),
)
def test_contract_notation_round_trips(
    level: int, strain: Strain, doubled: Doubled, declarer: Seat
) -> None:
    contract = Contract(level, strain, doubled, declarer)
    assert Contract.parse(str(contract)) == contract


@given(st.lists(calls, max_size=30), st.sampled_from(list(Seat)))
def test_auction_accepts_exactly_its_legal_calls(attempts: list[Call], dealer: Seat) -> None:
    auction = Auction(dealer)
    for call in attempts:
        legal = auction.legal_calls()
        if call in legal:
            auction = auction.apply(call)
        else:
            try:
                auction.apply(call)
            except ValueError:
                pass
            else:
                raise AssertionError(f"{call} accepted after {auction} but not listed as legal")
    assert Auction.parse(str(auction), dealer=dealer) == auction
