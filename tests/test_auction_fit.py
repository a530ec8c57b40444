"""``auction_fit``: layouts that the SAYC rules would have bid as the table did."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bridgecraft.core import Board, Deal, Game, Seat
from bridgecraft.robots.bidding import SaycBidder
from bridgecraft.robots.robot import auction_fit, pimc_player
from bridgecraft.robots.sampling import sample_deals


def bid(deal: Deal, number: int) -> Game:
    game, bidder = Game.new(Board(number, deal)), SaycBidder()
    while game.contract is None and not game.is_finished:
        seat = game.to_act
        assert seat is not None
        game = game.apply(bidder.decide(game.view(seat)).action)
    return game


@pytest.mark.parametrize("seed", range(6))
def test_a_deal_fits_the_auction_it_was_bid_with(seed: int) -> None:
    game = bid(Deal.random(random.Random(seed)), seed + 1)
    if game.contract is None:
        pytest.fail(f"seed {seed}: passed out; choose another seed")
    game = game.apply(game.legal_actions(claims=False)[0])  # the opening lead faces dummy
    for seat in Seat:
        fits = auction_fit(game.view(seat))
        assert fits is not None and fits(game.board.deal)


def test_a_hand_that_would_have_opened_does_not_fit_a_pass() -> None:
    """West passed as dealer: a layout giving West 20 HCP does not fit (SAYC opens it)."""
    for seed in range(200):
        deal = Deal.random(random.Random(seed))
        if deal[Seat.W].hcp >= 20:
            break
    else:
        raise AssertionError("no deal with a 20-count in West")
    game = Game.replay(Board(4, deal), ["P"])  # dealer West
    view = game.view(Seat.N)  # North, to call, sees only its own hand
    fits = auction_fit(view)
    assert fits is not None
    assert not fits(deal)
    layouts = sample_deals(view, 40, random.Random(1), prefer=fits)
    assert all(layout[Seat.W].hcp < 20 for layout in layouts)
    assert all(fits(layout) for layout in layouts)


def test_no_call_from_a_hidden_seat_means_no_test() -> None:
    deal = Deal.random(random.Random(9))
    game = Game.new(Board(1, deal))  # North deals: nobody has called
    assert auction_fit(game.view(Seat.N)) is None


def test_the_default_player_samples_layouts_that_fit(monkeypatch: pytest.MonkeyPatch) -> None:
    """The default card player hands ``auction_fit`` to the sampler for the cards after the
    opening lead; the lead itself spends that time on more layouts instead."""
    from bridgecraft.robots import leads, play

    player = pimc_player(3)
    assert player.fit_fn is auction_fit
    seen: list[Any] = []
    for module in (leads, play):
        original = module.sample_deals

        def spy(*args: Any, original: Any = original, **kwargs: Any) -> list[Deal]:
            seen.append(kwargs.get("prefer"))
            return original(*args, **kwargs)  # type: ignore[no-any-return]

        monkeypatch.setattr(module, "sample_deals", spy)
    game = bid(Deal.random(random.Random(2)), 2)
    assert game.contract is not None
    for _ in range(3):  # the opening lead and two cards after it
        seat = game.to_act
        assert seat is not None
        game = game.apply(player.decide(game.view(seat)).action)
    lead, *after = seen
    assert lead is None
    assert after and all(prefer is not None for prefer in after)
    assert all(prefer(game.board.deal) for prefer in after)
