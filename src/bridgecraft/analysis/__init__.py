"""Analysis: double-dummy tables, par, the value of every card, constrained dealing, simulations.

Importing this package loads no solver: DDS is loaded on the first call that needs it (and a
missing solver raises :class:`~bridgecraft.core.AnalysisError` with an install hint).
"""

from __future__ import annotations

from bridgecraft.analysis.cache import CacheInfo, cache_info, clear_caches
from bridgecraft.analysis.constraints import Constraint, hand
from bridgecraft.analysis.ddtable import DDTable, dd_table, dd_tables
from bridgecraft.analysis.dealer import Dealer
from bridgecraft.analysis.dealer_lang import parse_spec
from bridgecraft.analysis.evaluation import (
    controls,
    has_stopper,
    hcp,
    is_balanced,
    is_semi_balanced,
    losers,
    pattern,
    quick_tricks,
    shape,
)
from bridgecraft.analysis.par import Par, ParContract, par, sides_par
from bridgecraft.analysis.simulate import SimulationResult, Stat, load_study, simulate
from bridgecraft.analysis.solver import (
    Position,
    Solution,
    Trace,
    TraceStep,
    set_threads,
    solve,
    solve_many,
    trace,
    traces,
)
from bridgecraft.analysis.studies import (
    CompareResult,
    LeadResult,
    LeadRow,
    MakeResult,
    best_lead,
    compare_contracts,
    make_odds,
)

__all__ = [
    "CacheInfo",
    "CompareResult",
    "Constraint",
    "DDTable",
    "Dealer",
    "LeadResult",
    "LeadRow",
    "MakeResult",
    "Par",
    "ParContract",
    "Position",
    "SimulationResult",
    "Solution",
    "Stat",
    "Trace",
    "TraceStep",
    "best_lead",
    "cache_info",
    "clear_caches",
    "compare_contracts",
    "controls",
    "dd_table",
    "dd_tables",
    "hand",
    "has_stopper",
    "hcp",
    "is_balanced",
    "is_semi_balanced",
    "load_study",
    "losers",
    "make_odds",
    "par",
    "parse_spec",
    "pattern",
    "quick_tricks",
    "set_threads",
    "shape",
    "sides_par",
    "simulate",
    "solve",
    "solve_many",
    "trace",
    "traces",
]
