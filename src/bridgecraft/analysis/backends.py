"""Where the chunks of a simulation run: in this process, a local process pool, or Ray.

Each backend calls ``work(index)`` once for every chunk index and returns the results in chunk
order, whatever the order in which they finished; so any deterministic ``work`` gives the same
answer on every backend.

>>> run("serial", abs, [-2, -1, 0])
[2, 1, 0]

``work`` must pickle for the process pool (a module-level function, or a
:func:`functools.partial` of one); Ray pickles closures too. Ray and its worker processes are
imported only by the Ray backend.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import pickle
import socket
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from bridgecraft.core.errors import AnalysisError, BridgeError, InvalidNotationError

__all__ = ["BACKENDS", "RAY_HINT", "in_worker", "run"]

T = TypeVar("T")
A = TypeVar("A")

BACKENDS = ("serial", "local", "ray")
"""The backends: ``serial`` (this process), ``local`` (a process pool on this machine's cores,
started with *spawn*: DDS runs its own threads, so a process that loaded it never forks) and
``ray`` (a Ray cluster, or a local Ray instance)."""

RAY_HINT = "pip install 'bridgecraft[ray]'"
"""How to install the Ray backend."""

_in_worker = False


def in_worker() -> bool:
    """Whether this process is a worker of the local pool or of Ray (chunk code may then limit
    its own threads, since the backend already runs one chunk per core).

    >>> in_worker()
    False
    """
    return _in_worker


def _mark_worker() -> None:
    global _in_worker
    _in_worker = True


def run(
    backend: str,
    work: Callable[[A], T],
    items: Sequence[A],
    *,
    workers: int | None = None,
    address: str | None = None,
    on_done: Callable[[int, T], None] | None = None,
) -> list[T]:
    """``[work(item) for item in items]`` on a backend, results in the order of ``items``.

    ``on_done(position, result)`` is called in this process as each result arrives (in the order
    they finish: use it for progress, not for combining). ``workers`` caps the processes (local)
    or tasks in flight (Ray); None means one per core. ``address`` is a Ray cluster's address.

    >>> run("serial", str, [1, 2], on_done=lambda i, r: None)
    ['1', '2']
    >>> run("cluster", str, [1])
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.InvalidNotationError: invalid backend 'cluster': expected serial, \
local or ray
    """
    if backend not in BACKENDS:
        raise InvalidNotationError(
            f"invalid backend {backend!r}: expected {', '.join(BACKENDS[:-1])} or {BACKENDS[-1]}"
        )
    if workers is not None and (not isinstance(workers, int) or workers < 1):
        raise InvalidNotationError(f"invalid number of workers {workers!r}: expected 1 or more")
    if address is not None and backend != "ray":
        raise InvalidNotationError(
            f"an address ({address!r}) is for the Ray backend, not {backend!r}"
        )
    if backend == "serial":
        return _run_serial(work, items, on_done)
    if backend == "local":
        return _run_local(work, items, workers, on_done)
    return _run_ray(work, items, workers, address, on_done)


def _run_serial(
    work: Callable[[A], T], items: Sequence[A], on_done: Callable[[int, T], None] | None
) -> list[T]:
    results = []
    for position, item in enumerate(items):
        result = work(item)
        results.append(result)
        if on_done is not None:
            on_done(position, result)
    return results


def _check_pickles(work: object, backend: str) -> None:
    try:
        pickle.dumps(work)
    except Exception as error:
        raise AnalysisError(
            f"the study cannot be sent to {backend} worker processes ({error}): define its "
            "functions at module level, or use backend 'serial'"
        ) from None


def _run_local(
    work: Callable[[A], T],
    items: Sequence[A],
    workers: int | None,
    on_done: Callable[[int, T], None] | None,
) -> list[T]:
    if not items:
        return []
    _check_pickles(work, "local")
    size = min(workers or os.cpu_count() or 1, len(items))
    # spawn, never fork: a parent that has loaded DDS (which runs its own threads) must not fork.
    context = multiprocessing.get_context("spawn")
    executor = ProcessPoolExecutor(size, mp_context=context, initializer=_mark_worker)
    results: dict[int, T] = {}
    try:
        pending: dict[Future[T], int] = {
            executor.submit(work, item): position for position, item in enumerate(items)
        }
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in sorted(done, key=pending.__getitem__):
                position = pending.pop(future)
                results[position] = future.result()
                if on_done is not None:
                    on_done(position, results[position])
    except BridgeError:
        executor.shutdown(wait=False, cancel_futures=True)
        raise
    except BrokenProcessPool as error:
        executor.shutdown(wait=False, cancel_futures=True)
        raise AnalysisError(f"a worker process of the local pool died: {error}") from None
    except BaseException as error:
        executor.shutdown(wait=False, cancel_futures=True)
        if isinstance(error, Exception):
            raise AnalysisError(
                f"the local process pool failed: {type(error).__name__}: {error}"
            ) from error
        raise
    executor.shutdown()
    return [results[position] for position in range(len(items))]


def _ray_call(work: Callable[[A], T], item: A) -> T:
    _mark_worker()
    return work(item)


def _check_reachable(address: str, timeout: float = 5.0) -> None:
    """Refuse at once a Ray address (``host:port`` or ``ray://host:port``) that accepts no
    connection: Ray itself keeps retrying for minutes. ``auto`` and ``local`` pass.

    >>> _check_reachable("127.0.0.1:1")
    Traceback (most recent call last):
    ...
    bridgecraft.core.errors.AnalysisError: cannot reach the Ray cluster at '127.0.0.1:1': \
connection refused
    """
    bare = address.removeprefix("ray://")
    if bare in ("auto", "local"):
        return
    host, colon, port = bare.rpartition(":")
    if not colon or not port.isascii() or not port.isdigit() or not host:
        raise InvalidNotationError(
            f"invalid Ray address {address!r}: expected host:port, ray://host:port or auto"
        )
    try:
        with socket.create_connection((host.strip("[]"), int(port)), timeout=timeout):
            pass
    except OSError as error:
        reason = (error.strerror or str(error) or "no answer").lower()
        raise AnalysisError(f"cannot reach the Ray cluster at {address!r}: {reason}") from None


def _run_ray(
    work: Callable[[A], T],
    items: Sequence[A],
    workers: int | None,
    address: str | None,
    on_done: Callable[[int, T], None] | None,
) -> list[T]:
    try:
        import ray
    except ImportError:
        raise AnalysisError(f"backend 'ray' needs Ray: {RAY_HINT}") from None
    started = False
    if not ray.is_initialized():
        if address is not None:
            _check_reachable(address)
        options: dict[str, Any] = {"address": address, "logging_level": logging.WARNING}
        if address is None:
            options |= {"include_dashboard": False, "num_cpus": workers}
        try:
            ray.init(**options)
        except Exception as error:
            where = f"the Ray cluster at {address!r}" if address else "a local Ray instance"
            raise AnalysisError(f"could not start {where}: {error}") from None
        started = True
    try:
        return _ray_loop(ray, work, items, workers, on_done)
    finally:
        if started:
            ray.shutdown()


def _ray_loop(
    ray: Any,
    work: Callable[[A], T],
    items: Sequence[A],
    workers: int | None,
    on_done: Callable[[int, T], None] | None,
) -> list[T]:
    remote = ray.remote(num_cpus=1, max_retries=0)(_ray_call)
    shared = ray.put(work)
    window = workers or max(2 * int(ray.cluster_resources().get("CPU", 1)), 1)
    results: dict[int, T] = {}
    in_flight: dict[Any, int] = {}
    queue = list(enumerate(items))
    queue.reverse()
    try:
        while queue or in_flight:
            while queue and len(in_flight) < window:
                position, item = queue.pop()
                in_flight[remote.remote(shared, item)] = position
            ready, _ = ray.wait(list(in_flight), num_returns=1)
            for ref in ready:
                position = in_flight.pop(ref)
                results[position] = _ray_get(ray, ref)
                if on_done is not None:
                    on_done(position, results[position])
    except BaseException:
        for ref in in_flight:
            ray.cancel(ref, force=True)
        raise
    return [results[position] for position in range(len(items))]


def _ray_get(ray: Any, ref: Any) -> Any:
    try:
        return ray.get(ref)
    except ray.exceptions.RayTaskError as error:
        cause = error.as_instanceof_cause() if hasattr(error, "as_instanceof_cause") else error
        if isinstance(cause, BridgeError):
            raise AnalysisError(str(cause).splitlines()[-1]) from None
        reason = _last_line(error)
        if "ModuleNotFoundError" in reason or "No module named" in reason:
            reason += (
                " (Ray workers import the study's functions by module name: install that module "
                "on the workers, or put the study in a file)"
            )
        raise AnalysisError(f"a Ray task failed: {reason}") from None
    except ray.exceptions.RayError as error:
        raise AnalysisError(f"Ray failed: {_last_line(error)}") from None


def _last_line(error: BaseException) -> str:
    lines = [line for line in str(error).splitlines() if line.strip()]
    return lines[-1].strip() if lines else type(error).__name__
