"""The back end with a hosted Supabase project configured (spec sections 3, 6, 7 and 8),
driven from the browser. A local server speaks Supabase's protocols (tests/fakes); a second
back end, configured for it, serves the pages of the running front end."""

from __future__ import annotations

import re
import time
import uuid

import pytest
from playwright.sync_api import Page, expect

from agency_site import routes
from tests.e2e.pages import (
    PAGE_READY_MS,
    newsletter_popup,
    notices,
    subscribe_in_popup,
    use_back_end,
    visit,
)
from tests.e2e.server import ReflexBackend, free_port
from tests.fakes.supabase import FakeSupabase

# The hosted calls give up after this long (AGENCY_HOSTED_TIMEOUT_SECONDS).
HOSTED_TIMEOUT_S = 2


@pytest.fixture(scope="module")
def supabase():
    port = free_port()
    server = FakeSupabase(port=port).start()
    holder = {"server": server}
    yield holder
    holder["server"].stop()


@pytest.fixture(scope="module")
def hosted_back_end(supabase, base_url: str):
    fake = supabase["server"]
    backend = ReflexBackend(
        "hosted",
        base_url,
        extra_env={
            "AGENCY_SUPABASE_URL": fake.url,
            "AGENCY_SUPABASE_ANON_KEY": fake.anon_key,
            "AGENCY_HOSTED_TIMEOUT_SECONDS": str(HOSTED_TIMEOUT_S),
            # (A loopback browser is left out of the per-address limits in development.)
            "AGENCY_NEWSLETTER_ATTEMPTS_PER_SESSION": "100000",
        },
    )
    backend.start()
    yield backend
    backend.stop()


@pytest.fixture
def fake(supabase) -> FakeSupabase:
    supabase["server"].reset()
    return supabase["server"]


@pytest.fixture
def hosted_page(page: Page, hosted_back_end) -> Page:
    use_back_end(page.context, hosted_back_end.port)
    return page


# --- Newsletter -------------------------------------------------------------------------


@pytest.mark.first_visit
def test_a_subscription_goes_to_the_function_as_json(hosted_page: Page, fake):
    page = hosted_page
    local = f"teacher.{uuid.uuid4().hex[:8]}"
    subscribe_in_popup(page, f"{local}@Example.com")
    expect(notices(page)).to_contain_text("Subscribed!")
    expect(newsletter_popup(page)).to_have_count(0)
    [call] = fake.function_calls
    assert call.name == "send-contact-email"
    assert call.body == {"email": f"{local}@example.com"}
    assert call.headers["apikey"] == call.headers["authorization"].removeprefix("Bearer ")
    assert call.headers["content-type"].startswith("application/json")


@pytest.mark.first_visit
@pytest.mark.parametrize(
    "mode", ["error_field", "server_error", "bad_gateway_html", "relay_error", "stall"]
)
def test_every_failure_of_the_function_is_told_as_a_failure(hosted_page: Page, fake, mode):
    page = hosted_page
    fake.function_mode = mode
    fake.stall_seconds = HOSTED_TIMEOUT_S + 10
    dialog = subscribe_in_popup(page, "teacher@example.com")
    notice = notices(page)
    expect(notice).to_have_attribute("data-variant", "destructive", timeout=15_000)
    expect(notice).to_contain_text("Uh oh! Something went wrong.")
    expect(notice).to_contain_text("Could not subscribe. Please try again later.")
    expect(dialog).to_be_visible()
    assert len(fake.function_calls) == 1


@pytest.mark.first_visit
def test_a_refused_connection_is_told_as_a_failure(hosted_page: Page, supabase):
    fake = supabase["server"]
    fake.stop()
    try:
        subscribe_in_popup(hosted_page, "teacher@example.com")
        expect(notices(hosted_page)).to_contain_text("Could not subscribe.")
    finally:
        # Back on the same port and key secret, for the tests that follow.
        supabase["server"] = FakeSupabase(port=fake.port, jwt_secret=fake.jwt_secret).start()


# --- Accounts ---------------------------------------------------------------------------


def _open_accounts(page: Page) -> list[str]:
    """Open /auth; returns the text of every websocket frame the page receives."""
    frames: list[str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda frame: frames.append(str(frame))))
    visit(page, routes.AUTH)
    expect(page.get_by_role("heading", name="Sign in")).to_be_visible()
    return frames


def _form(page: Page, name: str):
    return page.get_by_role("form", name=name)


def _sign_up(page: Page, email: str, password: str) -> None:
    form = _form(page, "Create an account")
    form.get_by_label("Your name").fill("Ann Lee")
    form.get_by_label("E-mail address").fill(email)
    form.get_by_label("Password").fill(password)
    form.get_by_role("button", name="Create account").click()


def _sign_in(page: Page, email: str, password: str) -> None:
    form = _form(page, "Sign in")
    form.get_by_label("E-mail address").fill(email)
    form.get_by_label("Password").fill(password)
    form.get_by_role("button", name="Sign in").click()


def test_sign_up_sign_out_and_sign_in_without_tokens_reaching_the_browser(hosted_page: Page, fake):
    page = hosted_page
    frames = _open_accounts(page)
    _sign_up(page, "ann@example.com", "a-long-secret")
    signed_in = page.get_by_test_id("signed-in")
    expect(signed_in).to_contain_text("ann@example.com")
    assert fake.users["ann@example.com"].user_metadata["full_name"] == "Ann Lee"

    signed_in.get_by_role("button", name="Sign out").click()
    expect(page.get_by_role("heading", name="Sign in")).to_be_visible()
    assert any(call.path.startswith("/auth/v1/logout") for call in fake.auth_calls)

    _sign_in(page, "ann@example.com", "a-long-secret")
    expect(page.get_by_test_id("signed-in")).to_contain_text("ann@example.com")
    # The session's tokens (JWTs start "eyJ") stay on the server.
    assert frames, "the page talks to the back end"
    assert not [f for f in frames if re.search(r"eyJ|access_token|refresh_token", f)]


@pytest.mark.parametrize(
    ("setup", "act", "title", "message"),
    [
        (
            lambda fake: fake.add_user("ann@example.com", "right-password"),
            lambda page: _sign_in(page, "ann@example.com", "wrong-password"),
            "Sign in Failed",
            "Invalid login credentials",
        ),
        (
            lambda fake: None,
            lambda page: _sign_up(page, "bob@example.com", "123"),
            "Sign up Failed",
            "Password should be at least 6 characters.",
        ),
        (
            lambda fake: setattr(fake, "auth_mode", "rate_limited"),
            lambda page: _sign_in(page, "ann@example.com", "right-password"),
            "Sign in Failed",
            "Request rate limit reached",
        ),
    ],
    ids=["invalid-credentials", "weak-password", "rate-limited"],
)
def test_refusals_show_the_provider_message(hosted_page: Page, fake, setup, act, title, message):
    page = hosted_page
    _open_accounts(page)
    setup(fake)
    act(page)
    notice = notices(page)
    expect(notice).to_have_attribute("data-variant", "destructive")
    expect(notice).to_contain_text(title)
    expect(notice).to_contain_text(message)
    expect(page.get_by_test_id("signed-in")).to_have_count(0)


def _signed_in_as_ann(page: Page, fake) -> None:
    fake.add_user("ann@example.com", "right-password")
    _open_accounts(page)
    _sign_in(page, "ann@example.com", "right-password")
    expect(page.get_by_test_id("signed-in")).to_be_visible()


def test_sign_out_clears_the_session_even_when_the_provider_is_down(hosted_page: Page, fake):
    page = hosted_page
    _signed_in_as_ann(page, fake)
    fake.auth_mode = "down"
    page.get_by_role("button", name="Sign out").click()
    expect(notices(page)).to_contain_text("Sign out Failed")
    expect(page.get_by_role("heading", name="Sign in")).to_be_visible()
    # Still signed out after a reload: the back end forgot the session.
    fake.auth_mode = "ok"
    page.reload()
    expect(page.get_by_role("heading", name="Sign in")).to_be_visible(timeout=PAGE_READY_MS)
    expect(page.get_by_test_id("signed-in")).to_have_count(0)


def test_a_session_survives_a_reload(hosted_page: Page, fake):
    page = hosted_page
    _signed_in_as_ann(page, fake)

    def lookups() -> int:
        return sum(call.path.startswith("/auth/v1/user") for call in fake.auth_calls)

    before = lookups()
    page.reload()
    # The reloaded page shows the session the back end kept at once; the lookup with the
    # provider (AuthState.load_session, a background event) follows it.
    deadline = time.monotonic() + PAGE_READY_MS / 1000
    while lookups() == before and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    assert lookups() > before
    expect(page.get_by_test_id("signed-in")).to_contain_text("ann@example.com")
