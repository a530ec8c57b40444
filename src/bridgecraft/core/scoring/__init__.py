"""Every way bridge is scored: duplicate (Law 77), rubber and Chicago score cards, and the
comparisons between results: IMPs, Butler and cross-IMPs, matchpoints (with Neuberg), and
WBF victory points; adjusted scores at board level (Law 12C: assigned, split, weighted and
artificial).

>>> duplicate_score(3, Strain.NT, Doubled.UNDOUBLED, vulnerable=False, tricks=10)
430
>>> imps(450), matchpoints([420, 450, 420, 170]), wbf_vp(20, 16)
(10, [3.0, 6.0, 3.0, 0.0], (15.0, 5.0))
"""

from bridgecraft.core.scoring.adjusted import (
    AdjustedSettings,
    Artificial,
    Assigned,
    Grade,
    TableResult,
    Weighted,
    board_butler_imps,
    board_cross_imps,
    board_datum,
    board_matchpoints,
    team_board_imps,
)
from bridgecraft.core.scoring.chicago import Chicago, ChicagoSettings
from bridgecraft.core.scoring.duplicate import duplicate_score, trick_points, undertrick_penalty
from bridgecraft.core.scoring.imps import (
    IMP_TABLE,
    ButlerSettings,
    board_imps,
    butler_imps,
    cross_imps,
    datum,
    imps,
)
from bridgecraft.core.scoring.matchpoints import (
    ew_matchpoints,
    matchpoints,
    neuberg,
    neuberg_board,
    percentage,
    session_percentages,
    top,
)
from bridgecraft.core.scoring.rubber import (
    RecordedDeal,
    Rubber,
    RubberSettings,
    ScoreEntry,
    honors,
)
from bridgecraft.core.scoring.vp import blitz, wbf_vp, wbf_vp_table

__all__ = [
    "IMP_TABLE",
    "AdjustedSettings",
    "Artificial",
    "Assigned",
    "ButlerSettings",
    "Chicago",
    "ChicagoSettings",
    "Grade",
    "RecordedDeal",
    "Rubber",
    "RubberSettings",
    "ScoreEntry",
    "TableResult",
    "Weighted",
    "blitz",
    "board_butler_imps",
    "board_cross_imps",
    "board_datum",
    "board_imps",
    "board_matchpoints",
    "butler_imps",
    "cross_imps",
    "datum",
    "duplicate_score",
    "ew_matchpoints",
    "honors",
    "imps",
    "matchpoints",
    "neuberg",
    "neuberg_board",
    "percentage",
    "session_percentages",
    "team_board_imps",
    "top",
    "trick_points",
    "undertrick_penalty",
    "wbf_vp",
    "wbf_vp_table",
]
