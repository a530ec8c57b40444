"""A small least-recently-used cache for double-dummy answers, so repeated questions are free.

Every double-dummy function keeps its answers in one of these (tables by deal, solutions by
position, par by table), bounded in size and safe to share between threads.

>>> cache = LRUCache[str, int]("demo", maxsize=2)
>>> cache.put("a", 1); cache.put("b", 2); cache.get("a")
1
>>> cache.put("c", 3)  # "b" is now the least recently used: it goes
>>> cache.get("b") is None, len(cache)
(True, 2)
>>> cache.info()
CacheInfo(name='demo', hits=1, misses=1, size=2, maxsize=2)
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from typing import Generic, NamedTuple, TypeVar

__all__ = ["CacheInfo", "LRUCache", "cache_info", "clear_caches"]

K = TypeVar("K")
V = TypeVar("V")


class CacheInfo(NamedTuple):
    """How a cache has been used.

    >>> cache = LRUCache[int, int]("squares", maxsize=100)
    >>> for number in (3, 4, 3):
    ...     if cache.get(number) is None:
    ...         cache.put(number, number * number)
    >>> info = cache.info()
    >>> info.hits, info.misses, info.size
    (1, 2, 2)
    """

    name: str
    hits: int
    misses: int
    size: int
    maxsize: int


_CACHES: list[weakref.ref[LRUCache[object, object]]] = []
"""Every cache made in this process, by weak reference: a cache that is no longer used
anywhere else is forgotten here too, so making caches does not leak them."""
_CACHES_LOCK = threading.Lock()


def _live_caches() -> list[LRUCache[object, object]]:
    """The caches still alive, in the order they were made (the dead ones dropped)."""
    with _CACHES_LOCK:
        live = [(ref, cache) for ref in _CACHES if (cache := ref()) is not None]
        _CACHES[:] = [ref for ref, _ in live]
    return [cache for _, cache in live]


class LRUCache(Generic[K, V]):
    """A bounded mapping that forgets the least recently used entry first.

    >>> cache = LRUCache[str, int]("lengths", maxsize=2)
    >>> for word in ("one", "three", "seven"):
    ...     cache.put(word, len(word))
    >>> cache.get("one"), cache.get("seven"), len(cache)  # "one" was forgotten
    (None, 5, 2)
    """

    def __init__(self, name: str, maxsize: int = 4096) -> None:
        self.name = name
        self.maxsize = maxsize
        self._data: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0
        with _CACHES_LOCK:
            _CACHES.append(weakref.ref(self))  # type: ignore[arg-type]

    def get(self, key: K) -> V | None:
        """The cached value, or None (counted as a miss)."""
        with self._lock:
            value = self._data.get(key)
            if value is None:
                self.misses += 1
                return None
            self._data.move_to_end(key)
            self.hits += 1
            return value

    def put(self, key: K, value: V) -> None:
        """Remember ``value`` for ``key``, forgetting the oldest entry when full."""
        if self.maxsize <= 0:
            return
        with self._lock:
            self._data[key] = value
            self._data.move_to_end(key)
            while len(self._data) > self.maxsize:
                self._data.popitem(last=False)

    def clear(self) -> None:
        """Forget everything and reset the counters."""
        with self._lock:
            self._data.clear()
            self.hits = self.misses = 0

    def __len__(self) -> int:
        return len(self._data)

    def info(self) -> CacheInfo:
        """Hits, misses and size."""
        return CacheInfo(self.name, self.hits, self.misses, len(self._data), self.maxsize)


def cache_info() -> tuple[CacheInfo, ...]:
    """The use of every double-dummy cache in this process.

    >>> from bridgecraft.analysis import dd_table
    >>> deal = Deal.from_index(0)
    >>> table = dd_table(deal)
    >>> hits = {info.name: info for info in cache_info()}["dd_table"].hits
    >>> table = dd_table(deal)  # the same question again: answered from the cache
    >>> {info.name: info for info in cache_info()}["dd_table"].hits - hits
    1
    """
    return tuple(cache.info() for cache in _live_caches())


def clear_caches() -> None:
    """Empty every double-dummy cache.

    >>> clear_caches()
    >>> {info.name: info for info in cache_info()}["dd_table"]
    CacheInfo(name='dd_table', hits=0, misses=0, size=0, maxsize=8192)
    """
    for cache in _live_caches():
        cache.clear()
