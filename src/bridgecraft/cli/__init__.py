"""The ``bridgecraft`` command line: thin commands over the library; only the CLI prints.

Every user mistake ends with one readable line on standard error and exit status 2.
"""

from bridgecraft.cli import bid, dealgen, deals, match, play, scores, simulate, solve
from bridgecraft.cli.app import app, main, run

__all__ = [
    "app",
    "bid",
    "dealgen",
    "deals",
    "main",
    "match",
    "play",
    "run",
    "scores",
    "simulate",
    "solve",
]
