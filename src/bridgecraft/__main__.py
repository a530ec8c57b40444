"""``python -m bridgecraft`` runs the command line."""

import sys

from bridgecraft.cli import main

sys.exit(main())
