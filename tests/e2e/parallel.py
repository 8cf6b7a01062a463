"""Runs the end-to-end tests in two pytest processes side by side: the tests of the
production build and those of the dev server (conftest.py, `--server`), each process with
its own server and browser. A dev test spends much of its time waiting on the socket and on
the spec's timers, which the production sweeps then fill.

    python -m tests.e2e.parallel [pytest arguments]     # what `make test` runs

Each process's report goes to test-results/e2e-<server>.log and to the terminal as it comes,
each line led by the server's name. Fails when either process fails.
"""

from __future__ import annotations

import subprocess
import sys
import threading

from tests.e2e.server import LOG_DIR

SERVERS = ("production", "dev")
# pytest's exit code when nothing was selected: fine for one process (say, `-k` picked
# only dev tests), not for both.
NO_TESTS = 5


def _echo(server: str, process: subprocess.Popen) -> None:
    with (LOG_DIR / f"e2e-{server}.log").open("w") as log:
        for line in process.stdout:
            log.write(line)
            sys.stdout.write(f"{server:<10}| {line}")
            sys.stdout.flush()


def _command(server: str, arguments: list[str]) -> list[str]:
    # Each process empties an artifact folder of its own as it starts.
    output = ["--output", str(LOG_DIR / f"playwright-{server}")]
    return [sys.executable, "-m", "pytest", "tests/e2e", "--server", server, *output, *arguments]


def main(arguments: list[str]) -> int:
    LOG_DIR.mkdir(exist_ok=True)
    processes = {
        server: subprocess.Popen(
            _command(server, arguments),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        for server in SERVERS
    }
    echoes = [
        threading.Thread(target=_echo, args=(server, process))
        for server, process in processes.items()
    ]
    for echo in echoes:
        echo.start()
    codes = {server: process.wait() for server, process in processes.items()}
    for echo in echoes:
        echo.join()
    print("end-to-end: " + ", ".join(f"{server} exit {code}" for server, code in codes.items()))
    return combined_exit(list(codes.values()))


def combined_exit(codes: list[int]) -> int:
    """The run's exit code from the processes': the first failure's, else 0 if any ran tests."""
    failed = [code for code in codes if code not in (0, NO_TESTS)]
    if failed:
        return failed[0]
    return 0 if 0 in codes else NO_TESTS


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
