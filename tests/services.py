"""Throw-away PostgreSQL, Redis and Caddy servers for tests.

Each context manager starts a private server in a fresh temporary directory, listening on a free
TCP port on 127.0.0.1 only, yields its URL, and stops and deletes it afterwards, also when the
test fails. No system service, system cluster or /var/run socket is used or touched.

    with postgres_server() as database_url, redis_server() as redis_url:
        ...  # "postgresql+psycopg://agency@127.0.0.1:PORT/agency", "redis://127.0.0.1:PORT/0"

``postgres_available()`` and ``redis_available()`` return ``None`` when the server can be started
here, otherwise the reason, ready for ``pytest.skip``. On Debian the binaries come from
``apt-get install -y postgresql redis-server``.

PostgreSQL: the binaries of the newest major version under /usr/lib/postgresql; when running as
root the server commands run as the ``postgres`` user (PostgreSQL refuses root). ``initdb`` (trust
authentication, database ``agency``) runs once per process into a template directory that is
deleted at exit; every server starts from its own copy of it. Redis: ``redis-server`` without
persistence. Temporary directories follow ``TMPDIR`` (``TMPDIR=/dev/shm`` speeds things up where
the disk is slow).
"""

from __future__ import annotations

import atexit
import contextlib
import dataclasses
import itertools
import os
import pwd
import random
import re
import shlex
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

HOST = "127.0.0.1"
START_TIMEOUT = 30.0  # seconds
STOP_TIMEOUT = 15.0
DATABASE = "agency"
DB_USER = "agency"  # superuser created by initdb; trust authentication, so no password
POSTGRES_OS_USER = "postgres"  # created by the Debian package; the server refuses to run as root
POSTGRES_ROOT = Path("/usr/lib/postgresql")
_PG_TOOLS = ("initdb", "pg_ctl", "postgres", "createdb")
_PORT_ATTEMPTS = 3  # a free port can be taken by someone else before the server binds it
_PORT_CLASH = re.compile(r"address already in use|could not bind|could not create listen", re.I)


class ServiceError(RuntimeError):
    """A test server could not be started (the message carries its log)."""


# --- shared helpers -------------------------------------------------------------------------


# The ports the tests give their servers, below the kernel's ephemeral ports (32768 and up),
# which outgoing connections take between a probe and the server's bind. Each pytest-xdist
# worker (the unit tier runs on two) draws from a range of its own: two processes that picked
# the same port would both listen on it (Granian binds with SO_REUSEPORT) and take each
# other's connections, as seen once with the end-to-end tests run side by side. A random
# start: a new session does not reuse the last one's ports.
_PORTS_PER_WORKER = 4000
_WORKER = int(os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw") or 0) % 3
_FIRST_PORT = 20000 + _PORTS_PER_WORKER * _WORKER
_START = random.randrange(_PORTS_PER_WORKER)
_next_ports = itertools.cycle(
    [_FIRST_PORT + (_START + step) % _PORTS_PER_WORKER for step in range(_PORTS_PER_WORKER)]
)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nobody is listening on right now, from this process's
    range."""
    for _ in range(_PORTS_PER_WORKER):
        port = next(_next_ports)
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            try:
                sock.bind((HOST, port))
            except OSError:
                continue
        return port
    raise ServiceError(f"no free port from {_FIRST_PORT} to {_FIRST_PORT + _PORTS_PER_WORKER}")


def port_is_open(port: int, host: str = HOST) -> bool:
    """True if something accepts TCP connections on host:port."""
    try:
        with socket.create_connection((host, port), timeout=1.0):
            return True
    except OSError:
        return False


def _read_log(path: Path, limit: int = 6000) -> str:
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return "(no log written)"
    text = text.strip() or "(log is empty)"
    return text if len(text) <= limit else "...\n" + text[-limit:]


def _fail(what: str, detail: str, log: Path | None = None) -> ServiceError:
    message = f"{what}: {detail}"
    if log is not None:
        message += f"\n--- {log} ---\n{_read_log(log)}"
    return ServiceError(message)


def _make_tempdir(prefix: str, owner: str | None = None) -> Path:
    path = Path(tempfile.mkdtemp(prefix=prefix))
    _chown_to(path, owner)
    return path


# --- PostgreSQL -----------------------------------------------------------------------------


def _postgres_bindir() -> Path | None:
    """The bin directory of the newest PostgreSQL under /usr/lib/postgresql, else from PATH."""
    candidates: list[tuple[int, Path]] = []
    if POSTGRES_ROOT.is_dir():
        for entry in POSTGRES_ROOT.iterdir():
            if entry.name.isdigit() and all((entry / "bin" / t).is_file() for t in _PG_TOOLS):
                candidates.append((int(entry.name), entry / "bin"))
    if candidates:
        return max(candidates)[1]
    initdb = shutil.which("initdb")
    if initdb is not None:
        bindir = Path(initdb).resolve().parent
        if all((bindir / t).is_file() for t in _PG_TOOLS):
            return bindir
    return None


def _running_as_root() -> bool:
    return os.geteuid() == 0


def postgres_available() -> str | None:
    """None if a throw-away PostgreSQL can be started here, otherwise the reason."""
    if _postgres_bindir() is None:
        return (
            f"PostgreSQL server binaries ({', '.join(_PG_TOOLS)}) not found under "
            f"{POSTGRES_ROOT}/<major>/bin or on PATH (apt-get install -y postgresql)"
        )
    if _running_as_root():
        try:
            pwd.getpwnam(POSTGRES_OS_USER)
        except KeyError:
            return f"running as root but there is no '{POSTGRES_OS_USER}' user to run PostgreSQL"
        if shutil.which("runuser") is None:
            return "running as root but 'runuser' is missing (needed to run PostgreSQL)"
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return "python package psycopg (the driver in the yielded URL) is not installed"
    return None


def _pg_command(args: list[str]) -> list[str]:
    """Server commands run as the postgres user when we are root (PostgreSQL refuses root)."""
    if _running_as_root():
        return ["runuser", "-u", POSTGRES_OS_USER, "--", *args]
    return args


def _run(args: list[str], cwd: Path, timeout: float, what: str, log: Path | None = None) -> None:
    env = {**os.environ, "LC_ALL": "C", "LANG": "C"}
    try:
        result = subprocess.run(
            args,
            cwd=cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired as exc:
        raise _fail(what, f"timed out after {timeout:.0f} s: {shlex.join(args)}", log) from exc
    if result.returncode != 0:
        output = (result.stdout + result.stderr).strip()
        detail = f"exit code {result.returncode}: {shlex.join(args)}\n{output}"
        raise _fail(what, detail, log)


def _pg_stop(bindir: Path, data: Path, workdir: Path) -> None:
    """Fast shutdown; if pg_ctl cannot do it, kill the postmaster from its pid file."""
    if not (data / "postmaster.pid").exists():
        return
    with contextlib.suppress(ServiceError):
        _run(
            _pg_command(
                [
                    str(bindir / "pg_ctl"),
                    "-D",
                    str(data),
                    "-m",
                    "fast",
                    "-w",
                    "-t",
                    str(int(STOP_TIMEOUT)),
                    "stop",
                ]
            ),
            workdir,
            STOP_TIMEOUT + 5,
            "stopping PostgreSQL",
        )
    pidfile = data / "postmaster.pid"
    if pidfile.exists():
        with contextlib.suppress(OSError, ValueError, IndexError):
            pid = int(pidfile.read_text().splitlines()[0])
            os.kill(pid, signal.SIGKILL)
            deadline = time.monotonic() + STOP_TIMEOUT
            while time.monotonic() < deadline:
                os.kill(pid, 0)  # raises once the process is gone
                time.sleep(0.05)


def _chown_to(path: Path, owner: str | None) -> None:
    if owner is not None:
        entry = pwd.getpwnam(owner)
        os.chown(path, entry.pw_uid, entry.pw_gid)


def _server_owner() -> str | None:
    return POSTGRES_OS_USER if _running_as_root() else None


def _pg_start(bindir: Path, workdir: Path, port: int | None = None) -> int:
    """Start the cluster in workdir/data on a free port; returns the port.

    The log goes to workdir/postgres.log and the unix socket to workdir/sockets, so nothing
    outside workdir is used. Retries with another port if the chosen one was taken meanwhile.
    """
    data, sockets, log = workdir / "data", workdir / "sockets", workdir / "postgres.log"
    owner = _server_owner()
    if not sockets.exists():
        sockets.mkdir(mode=0o700)
        _chown_to(sockets, owner)
    for attempt in range(1, _PORT_ATTEMPTS + 1):
        log.write_text("")
        _chown_to(log, owner)
        port = port or free_port()
        # TCP on 127.0.0.1 only; trust authentication comes from initdb; no fsync (throw-away).
        options = ["-p", str(port), "-h", HOST, "-k", str(sockets), "-F"]
        options += ["-c", "max_connections=50", "-c", "shared_buffers=16MB"]
        server_options = shlex.join(options)
        command = [str(bindir / "pg_ctl"), "-D", str(data), "-l", str(log), "-w"]
        command += ["-t", str(int(START_TIMEOUT)), "-o", server_options, "start"]
        try:
            _run(_pg_command(command), workdir, START_TIMEOUT + 5, "PostgreSQL did not start", log)
        except ServiceError as exc:
            _pg_stop(bindir, data, workdir)
            if attempt < _PORT_ATTEMPTS and _PORT_CLASH.search(str(exc)):
                continue
            raise
        return port
    raise AssertionError("unreachable")


_template_lock = threading.Lock()
_templates: dict[Path, Path] = {}  # bindir -> template data directory (server stopped)


def _remove_templates() -> None:
    for data in _templates.values():
        shutil.rmtree(data.parent, ignore_errors=True)
    _templates.clear()


def _pg_template(bindir: Path) -> Path:
    """A stopped cluster with the database already created, made once per process.

    Each server starts from its own copy: initdb and CREATE DATABASE are most of the start-up
    time (seconds on a busy machine), copying the result is cheaper. Deleted at process exit.
    """
    with _template_lock:
        data = _templates.get(bindir)
        if data is not None and data.is_dir():
            return data
        workdir = _make_tempdir("agency-pgtemplate-", _server_owner())
        data = workdir / "data"
        try:
            initdb = [str(bindir / "initdb"), "-D", str(data), "-U", DB_USER, "-E", "UTF8"]
            initdb += ["--locale=C", "--auth=trust", "--no-sync", "--no-instructions"]
            initdb += ["--wal-segsize=1"]  # 1 MB WAL segments instead of 16: less to copy
            _run(_pg_command(initdb), workdir, START_TIMEOUT, "PostgreSQL initdb failed")
            port = _pg_start(bindir, workdir)
            try:
                createdb = [str(bindir / "createdb"), "-h", HOST, "-p", str(port)]
                createdb += ["-U", DB_USER, DATABASE]
                what = "could not create the PostgreSQL database"
                _run(createdb, workdir, START_TIMEOUT, what, workdir / "postgres.log")
            finally:
                _pg_stop(bindir, data, workdir)
            if (data / "postmaster.pid").exists():
                raise _fail("PostgreSQL template", "server did not stop", workdir / "postgres.log")
        except BaseException:
            shutil.rmtree(workdir, ignore_errors=True)
            raise
        if not _templates:
            atexit.register(_remove_templates)
        _templates[bindir] = data
        return data


@dataclasses.dataclass
class PostgresServer:
    """A running throw-away cluster that a test may stop and start again on its port."""

    bindir: Path
    workdir: Path
    port: int

    @property
    def url(self) -> str:
        return f"postgresql+psycopg://{DB_USER}@{HOST}:{self.port}/{DATABASE}"

    def stop(self) -> None:
        _pg_stop(self.bindir, self.workdir / "data", self.workdir)

    def start(self) -> None:
        _pg_start(self.bindir, self.workdir, self.port)


@contextmanager
def postgres_cluster() -> Iterator[PostgresServer]:
    """A throw-away PostgreSQL, removed afterwards."""
    reason = postgres_available()
    if reason is not None:
        raise ServiceError(f"PostgreSQL is not available: {reason}")
    bindir = _postgres_bindir()
    assert bindir is not None

    template = _pg_template(bindir)
    workdir = _make_tempdir("agency-pg-", _server_owner())
    data = workdir / "data"
    try:
        # cp -a as the server's user keeps the ownership and 0700 mode PostgreSQL insists on.
        copy = _pg_command(["cp", "-a", str(template), str(data)])
        _run(copy, workdir, START_TIMEOUT, "could not copy the PostgreSQL template cluster")
        yield PostgresServer(bindir, workdir, _pg_start(bindir, workdir))
    finally:
        try:
            _pg_stop(bindir, data, workdir)
        finally:
            shutil.rmtree(workdir, ignore_errors=True)


@contextmanager
def postgres_server() -> Iterator[str]:
    """A throw-away PostgreSQL; yields "postgresql+psycopg://agency@127.0.0.1:PORT/agency"."""
    with postgres_cluster() as server:
        yield server.url


# --- Redis ----------------------------------------------------------------------------------


def redis_available() -> str | None:
    """None if a throw-away Redis can be started here, otherwise the reason."""
    if shutil.which("redis-server") is None:
        return "redis-server not found on PATH (apt-get install -y redis-server)"
    return None


def _redis_ping(port: int) -> bool:
    """True once the server answers PING (plain RESP over a socket, no client library)."""
    try:
        with socket.create_connection((HOST, port), timeout=1.0) as sock:
            sock.sendall(b"PING\r\n")
            return sock.recv(64).startswith(b"+PONG")
    except OSError:
        return False


def _stop(process: subprocess.Popen[bytes]) -> None:
    """SIGTERM (Redis and Caddy shut down cleanly on it), then SIGKILL if it lingers."""
    if process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=STOP_TIMEOUT)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=STOP_TIMEOUT)


def _redis_start(
    executable: str, workdir: Path, port: int, persistent: bool
) -> subprocess.Popen[bytes]:
    log = workdir / "redis.log"
    args = [
        executable,
        "--port",
        str(port),
        "--bind",
        HOST,
        "--save",
        "",
        # Persistent: every write goes to the append-only file before Redis answers, so a
        # restarted server has all of it (a deployment may choose `everysec` instead).
        "--appendonly",
        "yes" if persistent else "no",
        "--appendfsync",
        "always",
        "--dir",
        str(workdir),
        "--daemonize",
        "no",
        "--logfile",
        "",  # log to stdout, which goes to redis.log
        "--databases",
        "16",
    ]
    with log.open("ab") as out:
        process = subprocess.Popen(
            args, cwd=workdir, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT
        )
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while not _redis_ping(port):
            if process.poll() is not None:
                raise _fail("Redis did not start", f"exited with code {process.returncode}", log)
            if time.monotonic() > deadline:
                raise _fail("Redis did not start", f"no PING answer in {START_TIMEOUT:.0f} s", log)
            time.sleep(0.05)
    except BaseException:
        _stop(process)
        raise
    return process


@dataclasses.dataclass
class RedisServer:
    """A running throw-away Redis that a test may stop and start again on its port."""

    executable: str
    workdir: Path
    port: int
    persistent: bool
    process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://{HOST}:{self.port}/0"

    def stop(self) -> None:
        if self.process is not None:
            _stop(self.process)

    def start(self) -> None:
        self.process = _redis_start(self.executable, self.workdir, self.port, self.persistent)


@contextmanager
def redis_instance(persistent: bool = False) -> Iterator[RedisServer]:
    """A throw-away Redis, persistent (append-only file) or not, removed afterwards."""
    reason = redis_available()
    if reason is not None:
        raise ServiceError(f"Redis is not available: {reason}")
    executable = shutil.which("redis-server")
    assert executable is not None

    for attempt in range(1, _PORT_ATTEMPTS + 1):
        server = RedisServer(executable, _make_tempdir("agency-redis-"), free_port(), persistent)
        try:
            server.start()
        except ServiceError as exc:
            shutil.rmtree(server.workdir, ignore_errors=True)
            if attempt < _PORT_ATTEMPTS and _PORT_CLASH.search(str(exc)):
                continue
            raise
        except BaseException:
            shutil.rmtree(server.workdir, ignore_errors=True)
            raise
        break

    try:
        yield server
    finally:
        try:
            server.stop()
        finally:
            shutil.rmtree(server.workdir, ignore_errors=True)


@contextmanager
def redis_server() -> Iterator[str]:
    """A throw-away Redis without persistence; yields "redis://127.0.0.1:PORT/0"."""
    with redis_instance() as server:
        yield server.url


# --- Caddy ----------------------------------------------------------------------------------


def caddy_available() -> str | None:
    """None if Caddy can be started here, otherwise the reason."""
    if shutil.which("caddy") is None:
        return "caddy not found on PATH (apt-get install -y caddy)"
    return None


@contextmanager
def caddy_server(caddyfile: str, host: str, port: int) -> Iterator[Path]:
    """Caddy running `caddyfile` (which listens on host:port), its data and log in a fresh
    temporary directory; yields the log's path once it accepts connections."""
    executable = shutil.which("caddy")
    if executable is None:
        raise ServiceError(f"Caddy is not available: {caddy_available()}")
    workdir = _make_tempdir("agency-caddy-")
    config, log = workdir / "Caddyfile", workdir / "caddy.log"
    config.write_text(caddyfile)
    # Its certificates' store and its autosaved config stay in the temporary directory.
    env = {**os.environ, "HOME": str(workdir), "XDG_DATA_HOME": str(workdir / "data"),
           "XDG_CONFIG_HOME": str(workdir / "config")}  # fmt: skip
    with log.open("wb") as out:
        process = subprocess.Popen(
            [executable, "run", "--config", str(config), "--adapter", "caddyfile"],
            cwd=workdir, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
        )  # fmt: skip
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while not port_is_open(port, host):
            if process.poll() is not None:
                raise _fail("Caddy did not start", f"exited with code {process.returncode}", log)
            if time.monotonic() > deadline:
                raise _fail("Caddy did not start", f"not listening in {START_TIMEOUT:.0f} s", log)
            time.sleep(0.05)
        yield log
    finally:
        _stop(process)
        shutil.rmtree(workdir, ignore_errors=True)
