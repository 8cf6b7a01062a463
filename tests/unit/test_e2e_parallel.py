"""How `make test` reads the exit codes of its two end-to-end processes (tests/e2e/parallel.py)."""

import pytest

from tests.e2e.parallel import NO_TESTS, combined_exit


@pytest.mark.parametrize(
    ("codes", "expected"),
    [
        ([0, 0], 0),
        # `-k` picked only one server's tests: the other process has none to run.
        ([0, NO_TESTS], 0),
        ([NO_TESTS, 0], 0),
        ([NO_TESTS, NO_TESTS], NO_TESTS),
        # A failure in either process fails the run, with its own code.
        ([1, 0], 1),
        ([0, 1], 1),
        ([NO_TESTS, 2], 2),
        ([3, 1], 3),
    ],
)
def test_the_run_fails_when_either_process_fails(codes, expected):
    assert combined_exit(codes) == expected
