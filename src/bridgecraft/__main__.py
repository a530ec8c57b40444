"""``python -m bridgecraft`` runs the command line."""

from bridgecraft._entry import run

run()
