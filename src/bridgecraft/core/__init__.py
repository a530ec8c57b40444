"""The Laws of bridge: cards, deals, boards, the auction, the play, claims and scores.

Standard library only, no I/O.
"""

from bridgecraft.core.actions import Action, Claim, ClaimResponse, parse_action, split_actions
from bridgecraft.core.auction import Auction
from bridgecraft.core.board import (
    Board,
    Vulnerability,
    board_dealer,
    board_vulnerability,
    chicago_dealer,
    chicago_vulnerability,
)
from bridgecraft.core.calls import Call, Doubled
from bridgecraft.core.cards import BySeat, BySide, Card, Rank, Seat, Side, Strain, Suit
from bridgecraft.core.contract import Contract
from bridgecraft.core.deal import DEAL_COUNT, Deal
from bridgecraft.core.engine import Phase, State, trick_winner
from bridgecraft.core.errors import (
    AnalysisError,
    BridgeError,
    IllegalActionError,
    IllegalCallError,
    IllegalClaimError,
    IllegalPlayError,
    InvalidNotationError,
)
from bridgecraft.core.game import Game
from bridgecraft.core.hand import Hand
from bridgecraft.core.result import Result, Trick
from bridgecraft.core.scoring import (
    Chicago,
    ChicagoSettings,
    Rubber,
    RubberSettings,
    duplicate_score,
    imps,
    matchpoints,
    wbf_vp,
)
from bridgecraft.core.view import View, visible_seats

__all__ = [
    "DEAL_COUNT",
    "Action",
    "AnalysisError",
    "Auction",
    "Board",
    "BridgeError",
    "BySeat",
    "BySide",
    "Call",
    "Card",
    "Chicago",
    "ChicagoSettings",
    "Claim",
    "ClaimResponse",
    "Contract",
    "Deal",
    "Doubled",
    "Game",
    "Hand",
    "IllegalActionError",
    "IllegalCallError",
    "IllegalClaimError",
    "IllegalPlayError",
    "InvalidNotationError",
    "Phase",
    "Rank",
    "Result",
    "Rubber",
    "RubberSettings",
    "Seat",
    "Side",
    "State",
    "Strain",
    "Suit",
    "Trick",
    "View",
    "Vulnerability",
    "board_dealer",
    "board_vulnerability",
    "chicago_dealer",
    "chicago_vulnerability",
    "duplicate_score",
    "imps",
    "matchpoints",
    "parse_action",
    "split_actions",
    "trick_winner",
    "visible_seats",
    "wbf_vp",
]
