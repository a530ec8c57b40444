"""The ``bridgecraft`` command line: thin commands over the library; only the CLI prints.

Every user mistake ends with one readable line on standard error and exit status 2.
"""

from bridgecraft.cli import bid, dealgen, deals, match, play, results, scores, simulate, solve
from bridgecraft.cli.app import app, main, run

__all__ = [
    "app",
    "bid",
    "dealgen",
    "deals",
    "main",
    "match",
    "play",
    "results",
    "run",
    "scores",
    "simulate",
    "solve",
]
