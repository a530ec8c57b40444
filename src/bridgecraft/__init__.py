"""bridgecraft: contract bridge, exactly per the Laws.

The whole game lives in :mod:`bridgecraft.core` (standard library only); its public
names are re-exported here.

>>> import bridgecraft
>>> bridgecraft.Card.parse("SA")
Card.SA
"""

from bridgecraft.core import *  # noqa: F403
from bridgecraft.core import __all__ as _core_all

__all__ = list(_core_all)
__version__ = "0.1.0"
