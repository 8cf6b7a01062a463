"""Flood limits: at most N attempts per key within a sliding window.

Two stores with one interface (`async allow(key) -> bool`): the worker's memory, or Redis
when it is configured, so that several back-end workers share one count. Both cost O(1)
per attempt (Redis: O(log n) in a key of at most `limit` entries) and hold bounded memory:
idle keys leave in time order.
"""

from __future__ import annotations

import ipaddress
import time
import uuid
from collections import OrderedDict, deque
from typing import Protocol

from agency_site.backend.outage import outage_retry
from agency_site.platform import in_development
from agency_site.settings import settings

# Beyond this many keys the oldest goes first, whatever its age, so memory stays bounded
# even under a flood of addresses (each key holds at most `limit` timestamps).
MAX_KEYS = 100_000


class Limiter(Protocol):
    limit: int
    window: float

    async def allow(self, key: str) -> bool: ...


class MemoryLimiter:
    """Counts in this worker's memory.

    Keys are kept in the order of their latest counted attempt, so the ones whose window
    has passed are always at the front: each call drops those and touches one key.
    """

    def __init__(self, limit: int, window: float, max_keys: int = MAX_KEYS) -> None:
        self.limit = limit
        self.window = window
        self.max_keys = max_keys
        self._attempts: OrderedDict[str, deque[float]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._attempts)

    def allow_at(self, key: str, now: float) -> bool:
        """Count one attempt for `key` at time `now`; False once it is over the limit."""
        horizon = now - self.window
        self._forget_idle(horizon)
        attempts = self._attempts.get(key)
        if attempts is None:
            if len(self._attempts) >= self.max_keys:
                self._attempts.popitem(last=False)
            attempts = self._attempts[key] = deque(maxlen=self.limit)
        while attempts and attempts[0] <= horizon:
            attempts.popleft()
        if len(attempts) >= self.limit:
            return False
        attempts.append(now)
        self._attempts.move_to_end(key)
        return True

    async def allow(self, key: str) -> bool:
        return self.allow_at(key, time.monotonic())

    def _forget_idle(self, horizon: float) -> None:
        while self._attempts:
            oldest = next(iter(self._attempts.values()))
            if oldest and oldest[-1] > horizon:
                return
            self._attempts.popitem(last=False)


class Pace:
    """An allowance of `rate` a second on average, `burst` at once. Each call takes one and
    says how long to wait before it may go, so a client sending faster is read at this pace
    instead of being queued (a token bucket; what it owes carries over)."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = burst
        self._tokens = float(burst)
        self._since: float | None = None

    def delay_at(self, now: float) -> float:
        if self._since is not None:
            self._tokens = min(self.burst, self._tokens + (now - self._since) * self.rate)
        self._since = now
        self._tokens -= 1
        return 0.0 if self._tokens >= 0 else -self._tokens / self.rate

    def is_full_at(self, now: float) -> bool:
        """Whether it has refilled to a whole burst by `now`: then a new one is the same."""
        return self._since is None or self._tokens + (now - self._since) * self.rate >= self.burst


# Drop what left the window, refuse when full, else count: one atomic step, so workers
# racing on one key cannot both take its last place.
_SLIDING_WINDOW = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], math.ceil(ARGV[2] * 1000))
return 1
"""


class RedisLimiter:
    """Counts in Redis, shared by every worker: a sorted set of attempt times per key,
    which Redis deletes once the window has passed."""

    def __init__(self, url: str, limit: int, window: float, prefix: str) -> None:
        import redis.asyncio

        self.limit = limit
        self.window = window
        self.prefix = prefix
        self._redis = redis.asyncio.Redis.from_url(
            url, retry=outage_retry(settings.outage_wait_seconds)
        )
        self._script = self._redis.register_script(_SLIDING_WINDOW)

    async def allow(self, key: str) -> bool:
        # Wall-clock time: the workers' clocks agree on it, not on their monotonic ones.
        now = time.time()
        keys = [f"{self.prefix}:{key}"]
        args = [now, self.window, self.limit, f"{now}:{uuid.uuid4().hex}"]
        return bool(await self._script(keys=keys, args=args))


class Attempts:
    """Attempts at one action (subscribing, signing in), limited per network address, then
    per visitor session: in Redis when `redis_url` is set (shared by every worker), otherwise
    in this worker's memory.

    The address is checked first: the session token is the client's own choice, so a client
    minting new ones gets no key of its own until its address still has room.
    """

    def __init__(
        self,
        action: str,
        per_address: int,
        per_session: int,
        window: float,
        redis_url: str | None = None,
    ) -> None:
        if redis_url:
            self.per_address: Limiter = RedisLimiter(
                redis_url, per_address, window, prefix=f"{action}:ip"
            )
            self.per_session: Limiter = RedisLimiter(
                redis_url, per_session, window, prefix=f"{action}:session"
            )
        else:
            self.per_address = MemoryLimiter(per_address, window)
            self.per_session = MemoryLimiter(per_session, window)

    async def allowed(self, session: str, address: str) -> bool:
        """One more attempt from this network address and visitor session, if both allow it
        (the address's limit only where it applies: address_limited)."""
        if address_limited(address) and not await self.per_address.allow(network_of(address)):
            return False
        return await self.per_session.allow(str(session)[:64])


def address_limited(address: str) -> bool:
    """Whether the per-address limits (new event sessions a minute, newsletter and sign-in
    attempts) count `address`. Not a loopback browser (127.0.0.1, ::1) on the development
    server: a tester's Playwright run against a plain `reflex run` opens hundreds of sessions
    from it. Production counts every address (a proxy on the same machine would otherwise
    make every visitor unlimited); AGENCY_LIMIT_LOOPBACK_IN_DEVELOPMENT=1 counts it in
    development too, to try the limits there."""
    if settings.limit_loopback_in_development or not in_development():
        return True
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return True
    return not (getattr(ip, "ipv4_mapped", None) or ip).is_loopback


def network_of(address: str) -> str:
    """The key for a client address: the address itself for IPv4, its /64 for IPv6 (one
    subscriber line holds a whole /64, so rotating inside it must not escape the limit)."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address[:64]
    if ip.version == 6:
        if ip.ipv4_mapped:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)
