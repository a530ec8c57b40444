"""The ``bridgecraft`` script's entry point: light, so that a Ctrl-C while the command line
loads (its commands import the robots and the solver) ends as one line, not a traceback."""

from __future__ import annotations

import sys

__all__ = ["run"]

INTERRUPTED = 130
"""The exit status after Ctrl-C: 128 + SIGINT, as shells expect (decision 0027)."""


def run() -> None:
    """Load the command line and run it; exit with its status."""
    try:
        from bridgecraft.cli import main
    except KeyboardInterrupt:
        sys.stderr.write("Interrupted.\n")
        sys.exit(INTERRUPTED)
    sys.exit(main())
