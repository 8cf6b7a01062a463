"""The key that signs mail links (issue 52): one for every worker, long enough (a deployment
without one stops: tests/unit/test_confirmations.py), a development default made atomically
and never empty, and a rotation during which links signed with the previous key still work."""

from __future__ import annotations

import threading

import pytest
from pydantic import ValidationError

from agency_site.mail import tokens
from agency_site.mail.tokens import Purpose, Refused
from agency_site.settings import Settings

OLD, NEW = "o" * 32, "n" * 40


@pytest.fixture
def signing(monkeypatch, tmp_path):
    """Sign with the settings given (a fresh start of a worker each time)."""
    monkeypatch.setattr(tokens, "SECRET_FILE", tmp_path / ".data" / "secret_key")

    def use(**values) -> None:
        monkeypatch.setattr(tokens, "settings", Settings(_env_file=None, **values))
        tokens._keys.cache_clear()

    yield use
    tokens._keys.cache_clear()


def test_a_key_shorter_than_32_characters_is_refused():
    for name in ("secret_key", "secret_key_previous"):
        with pytest.raises(ValidationError, match="shorter than 32"):
            Settings(_env_file=None, **{"secret_key": NEW, name: "short"})
    assert Settings(_env_file=None, secret_key=NEW).secret_key == NEW


def test_a_link_made_by_one_worker_is_read_by_another_with_the_same_key(signing):
    signing(secret_key=NEW)
    token = tokens.make(Purpose.CONFIRM, 7, "nonce")
    signing(secret_key=NEW)
    assert tokens.read(Purpose.CONFIRM, token) == (7, "nonce")
    signing(secret_key="x" * 32)
    with pytest.raises(Refused):
        tokens.read(Purpose.CONFIRM, token)


def test_after_a_rotation_links_signed_with_the_previous_key_still_unsubscribe(signing):
    signing(secret_key=OLD)
    before = tokens.make(Purpose.UNSUBSCRIBE, 3, "nonce")
    signing(secret_key=NEW, secret_key_previous=OLD)
    assert tokens.read(Purpose.UNSUBSCRIBE, before) == (3, "nonce")
    after = tokens.make(Purpose.UNSUBSCRIBE, 3, "nonce")
    # New links are signed with the new key: they outlive the previous one.
    signing(secret_key=NEW)
    assert tokens.read(Purpose.UNSUBSCRIBE, after) == (3, "nonce")
    with pytest.raises(Refused):
        tokens.read(Purpose.UNSUBSCRIBE, before)


def test_the_development_key_is_made_once_whole_whoever_asks_at_once(signing):
    signing()
    keys: list[str] = []
    starters = [
        threading.Thread(target=lambda: keys.append(tokens._development_key())) for _ in range(8)
    ]
    for thread in starters:
        thread.start()
    for thread in starters:
        thread.join()
    assert len(set(keys)) == 1 and len(keys[0]) >= 32
    assert tokens.SECRET_FILE.read_text() == keys[0]
    assert [file.name for file in tokens.SECRET_FILE.parent.iterdir()] == ["secret_key"]


def test_an_empty_development_key_is_never_used(signing):
    signing()
    tokens.SECRET_FILE.parent.mkdir(parents=True)
    tokens.SECRET_FILE.write_text("")
    with pytest.raises(RuntimeError, match="no usable key"):
        tokens.make(Purpose.CONFIRM, 1, "nonce")
