"""No view ever contains a card its seat may not see: thousands of games, every seat
(and the spectator), every step. The rule is restated here independently of the code:

* a seat sees its own remaining cards;
* everyone sees dummy's remaining cards once the opening lead has been faced;
* every played card is public;
* once the deal is finished, everything is shown.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from typing import Any

import pytest
from tests.strategies import random_action

from bridgecraft.core import (
    Board,
    Call,
    Card,
    Deal,
    Doubled,
    Game,
    Hand,
    Phase,
    Seat,
    Side,
    Strain,
    View,
    Vulnerability,
)

# Thousands of games in CI; fewer for a quick local run.
GAMES = 3000 if os.environ.get("CI") else 1000


def _zero(value: object) -> int:
    return 0


def _card_bit(card: Card) -> int:
    return 1 << card


def _hand_mask(hand: Hand) -> int:
    return hand.mask


def _fail_on_deal(deal: Deal) -> int:
    raise AssertionError("a view must never carry the deal")


_BY_TYPE: dict[type, Callable[[Any], int]] = {
    Card: _card_bit,
    Hand: _hand_mask,
    Deal: _fail_on_deal,
    **dict.fromkeys(
        (int, str, bool, type(None), Seat, Side, Strain, Doubled, Phase, Vulnerability, Call), _zero
    ),
}


def _mask_of(value: object) -> int:
    """Every card mentioned anywhere in a view (hands, tricks, legal actions...), as a mask.

    Walks every field, tuple and dataclass; a value of a kind it does not know fails."""
    by_type = _BY_TYPE.get(type(value))
    if by_type is not None:
        return by_type(value)
    if isinstance(value, tuple):
        mask = 0
        for item in value:
            mask |= _mask_of(item)
        return mask
    if hasattr(value, "__dataclass_fields__"):
        mask = 0
        for name in value.__dataclass_fields__:
            mask |= _mask_of(getattr(value, name))
        return mask
    raise AssertionError(f"unexpected value in a view: {value!r}")


def _allowed(game: Game, seat: Seat | None) -> int:
    """The cards ``seat`` may know now, from the rule above (not from the code's helper)."""
    played = Hand.from_cards(card for trick in game.tricks for card in trick.cards).mask
    remaining = game.hands
    if game.is_finished:
        return played | sum(hand.mask for hand in remaining)
    allowed = played
    if seat is not None:
        allowed |= remaining[seat].mask
    if played and game.dummy is not None:
        allowed |= remaining[game.dummy].mask
    return allowed


def _check_view(game: Game, seat: Seat | None) -> None:
    view = game.view(seat)
    leaked = _mask_of(view) & ~_allowed(game, seat)
    assert not leaked, f"{seat} sees {Hand(leaked)} in {game!r}"
    for other in Seat:
        shown = view.hands[other]
        if shown is not None:
            assert shown == game.hands[other]  # what is shown is the truth
    if seat is not None:
        assert view.hands[seat] == game.hands[seat]  # one always sees one's own hand


def test_no_view_shows_a_hidden_card() -> None:
    rng = random.Random(20261129)
    views = 0
    for number in range(1, GAMES + 1):
        game = Game.new(Board(number, Deal.random(rng)))
        while True:
            for seat in (None, Seat.N, Seat.E, Seat.S, Seat.W):
                _check_view(game, seat)
                views += 1
            if game.is_finished:
                break
            game = game.apply(random_action(game, rng, claim_rate=0.01))
    assert views > GAMES * 5 * 20


def test_dummy_is_exposed_only_after_the_opening_lead() -> None:
    game = Game.replay(Board(1, Deal.from_index(10**20)), ["1S", "P", "P", "P"])
    assert game.dummy == Seat.S and game.phase == Phase.PLAY
    assert game.view(Seat.E).hands == (None, game.hands.east, None, None)
    assert game.view(Seat.N).hands.south is None  # declarer waits for the lead too
    led = game.apply(game.legal_actions()[0])
    assert led.view(Seat.E).hands.south == led.hands.south
    assert led.view(Seat.N).hands.south == led.hands.south
    assert led.view(Seat.S).hands.north is None  # dummy never sees declarer's hand
    assert led.view(None).hands == (None, None, led.hands.south, None)


def test_everything_is_shown_once_the_deal_is_over() -> None:
    game = Game.replay(Board(5, Deal.from_index(77)), ["P"] * 4)
    assert game.is_finished
    for seat in (None, *Seat):
        assert game.view(seat).hands == game.hands


@pytest.mark.parametrize("seat", list(Seat))
def test_a_view_lists_only_that_seats_legal_actions(seat: Seat) -> None:
    game = Game.new(Board(2, Deal.from_index(5)))  # dealer E
    view = game.view(seat)
    assert view.legal_actions == (game.legal_actions() if seat == Seat.E else ())
    assert isinstance(view, View) and view.to_act == Seat.E
