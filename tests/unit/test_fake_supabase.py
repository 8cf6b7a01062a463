"""The Supabase fake speaks the hosted wire protocol: proven with the official client only.

Every test drives `tests.fakes.supabase.FakeSupabase` through `supabase.create_client` or
`supabase.acreate_client` (2.34.1) and checks what the client itself returns or raises,
so the site's handling can be written against these exact outcomes.
"""

from __future__ import annotations

import asyncio
import threading
import time

import httpx
import jwt
import pytest
from supabase import (
    AsyncClientOptions,
    AuthApiError,
    AuthError,
    AuthRetryableError,
    AuthWeakPasswordError,
    ClientOptions,
    FunctionsError,
    FunctionsHttpError,
    FunctionsRelayError,
    acreate_client,
    create_client,
)
from supabase_auth import AsyncMemoryStorage, SyncMemoryStorage
from supabase_auth.helpers import decode_jwt

from tests.fakes.supabase import FakeSupabase, FakeUser

# The supabase client passes its function timeout to a parameter it has itself deprecated.
pytestmark = pytest.mark.filterwarnings(
    "ignore:The 'timeout' parameter is deprecated:DeprecationWarning"
)

FUNCTION = "send-contact-email"
EMAIL = "teacher@example.org"
PASSWORD = "chalk-and-talk"


@pytest.fixture(scope="module")
def server():
    with FakeSupabase() as fake:
        yield fake


@pytest.fixture
def fake(server: FakeSupabase) -> FakeSupabase:
    server.reset()
    return server


def client_for(fake: FakeSupabase, **options):
    return create_client(
        fake.url, fake.anon_key, ClientOptions(storage=SyncMemoryStorage(), **options)
    )


def subscribe(client, **extra):
    return client.functions.invoke(FUNCTION, {"body": {"email": EMAIL}, **extra})


# --- Edge functions ------------------------------------------------------------------


def test_invoke_ok_records_the_body_and_the_headers_the_client_sends(fake):
    client = client_for(fake)
    # Without responseType the client hands back the raw bytes, not parsed JSON.
    assert subscribe(client) == b'{"message":"subscribed"}'
    assert subscribe(client, responseType="json") == {"message": "subscribed"}
    assert len(fake.function_calls) == 2
    call = fake.function_calls[0]
    assert (call.name, call.method, call.body) == (FUNCTION, "POST", {"email": EMAIL})
    assert call.headers["apikey"] == fake.anon_key
    assert call.headers["authorization"] == f"Bearer {fake.anon_key}"
    assert call.headers["content-type"] == "application/json"
    assert call.headers["x-client-info"].startswith("supabase-py/")


def test_an_error_field_comes_back_as_data_not_as_an_exception(fake):
    fake.function_mode = "error_field"
    answer = subscribe(client_for(fake), responseType="json")
    assert isinstance(answer, dict)
    assert answer["error"]


def test_a_500_raises_functions_http_error_with_the_error_field_as_message(fake):
    fake.function_mode = "server_error"
    with pytest.raises(FunctionsHttpError) as caught:
        subscribe(client_for(fake))
    assert (caught.value.status, caught.value.message) == (500, "Internal error")
    assert caught.value.name == "FunctionsHttpError"


def test_a_502_html_page_raises_functions_http_error_carrying_the_page(fake):
    fake.function_mode = "bad_gateway_html"
    with pytest.raises(FunctionsHttpError) as caught:
        subscribe(client_for(fake))
    assert caught.value.status == 502
    assert "502 Bad Gateway" in caught.value.message


def test_a_relay_failure_raises_functions_relay_error(fake):
    fake.function_mode = "relay_error"
    with pytest.raises(FunctionsRelayError) as caught:
        subscribe(client_for(fake))
    assert not isinstance(caught.value, FunctionsHttpError)
    assert isinstance(caught.value, FunctionsError)
    assert caught.value.status == 503
    assert "BOOT_ERROR" in caught.value.message  # the raw response text


def test_a_stalled_function_raises_httpx_read_timeout_unwrapped(fake):
    fake.function_mode, fake.stall_seconds = "stall", 3
    client = client_for(fake, function_client_timeout=1)
    started = time.monotonic()
    with pytest.raises(httpx.ReadTimeout):
        subscribe(client)
    assert time.monotonic() - started < 2.5


def test_a_timeout_below_one_second_is_truncated_to_zero_and_every_call_fails(fake):
    client = client_for(fake, function_client_timeout=0.5)
    assert client.functions._client.timeout == httpx.Timeout(0)
    with pytest.raises(httpx.TransportError):
        subscribe(client)


def test_a_stopped_fake_refuses_the_connection():
    with FakeSupabase() as gone:
        client = create_client(gone.url, gone.anon_key)
        assert subscribe(client) == b'{"message":"subscribed"}'  # keeps a pooled connection
    with pytest.raises(httpx.ConnectError):
        subscribe(client)
    with pytest.raises(AuthRetryableError) as caught:
        client.auth.sign_in_with_password({"email": EMAIL, "password": PASSWORD})
    assert caught.value.status == 0


def test_an_unknown_function_is_a_404(fake):
    with pytest.raises(FunctionsHttpError) as caught:
        client_for(fake).functions.invoke("no-such-function", {"body": {}})
    assert caught.value.status == 404
    # The gateway's body has no "error" field, so the client words its own message.
    assert caught.value.message.startswith("An error occurred while requesting your edge function")


def test_a_key_not_signed_by_the_project_is_refused_with_401(fake):
    stranger = fake.sign_jwt({"role": "anon"}).rsplit(".", 1)[0] + ".forged"
    with pytest.raises(FunctionsHttpError) as caught:
        subscribe(create_client(fake.url, stranger))
    assert caught.value.status == 401
    assert len(fake.function_calls) == 1


def test_a_bad_bearer_token_is_refused_with_401(fake):
    client = client_for(fake, headers={"Authorization": "Bearer not-a-jwt"})
    with pytest.raises(FunctionsHttpError) as caught:
        subscribe(client)
    assert caught.value.status == 401
    assert fake.function_calls[-1].headers["authorization"] == "Bearer not-a-jwt"


def test_after_sign_in_functions_are_called_with_the_users_token(fake):
    fake.add_user(EMAIL, PASSWORD)
    client = client_for(fake)
    session = client.auth.sign_in_with_password({"email": EMAIL, "password": PASSWORD}).session
    assert subscribe(client, responseType="json") == {"message": "subscribed"}
    assert fake.function_calls[-1].headers["authorization"] == f"Bearer {session.access_token}"
    assert fake.function_calls[-1].headers["apikey"] == fake.anon_key


def test_concurrent_calls_are_all_recorded(fake):
    client = client_for(fake)
    threads = [threading.Thread(target=subscribe, args=(client,)) for _ in range(12)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(fake.function_calls) == 12


# --- Auth ----------------------------------------------------------------------------


def test_sign_up_returns_a_full_session_with_a_real_hs256_token(fake):
    client = client_for(fake)
    answer = client.auth.sign_up(
        {"email": EMAIL, "password": PASSWORD, "options": {"data": {"first_name": "Aziza"}}}
    )
    session, user = answer.session, answer.user
    assert session is not None and user is not None
    assert (session.token_type, session.expires_in) == ("bearer", 3600)
    assert session.expires_at is not None and session.refresh_token
    assert (user.email, user.aud, user.role) == (EMAIL, "authenticated", "authenticated")
    assert user.email_confirmed_at is not None
    assert user.app_metadata == {"provider": "email", "providers": ["email"]}
    assert user.user_metadata["first_name"] == "Aziza"
    assert user.identities and user.identities[0].provider == "email"
    assert fake.users[EMAIL].id == user.id

    decoded = decode_jwt(session.access_token)  # the client's own decoding
    assert decoded["header"] == {"alg": "HS256", "typ": "JWT"}
    claims = jwt.decode(
        session.access_token, fake.jwt_secret, algorithms=["HS256"], audience="authenticated"
    )
    assert (claims["sub"], claims["email"], claims["role"]) == (user.id, EMAIL, "authenticated")
    assert claims["exp"] - claims["iat"] == 3600 and claims["session_id"]

    call = fake.auth_calls[-1]
    assert (call.method, call.path) == ("POST", "/auth/v1/signup")
    assert call.body["email"] == EMAIL and call.body["data"] == {"first_name": "Aziza"}
    assert "gotrue_meta_security" in call.body
    assert call.headers["apikey"] == fake.anon_key
    assert call.headers["x-supabase-api-version"] == "2024-01-01"


def test_a_short_password_raises_auth_weak_password_error_not_auth_api_error(fake):
    with pytest.raises(AuthWeakPasswordError) as caught:
        client_for(fake).auth.sign_up({"email": EMAIL, "password": "12345"})
    error = caught.value
    assert not isinstance(error, AuthApiError)
    assert isinstance(error, AuthError)
    assert (error.status, error.code, error.reasons) == (422, "weak_password", ["length"])
    assert error.message == "Password should be at least 6 characters."
    assert EMAIL not in fake.users


def test_signing_up_twice_raises_user_already_exists(fake):
    fake.add_user(EMAIL, PASSWORD)
    with pytest.raises(AuthApiError) as caught:
        client_for(fake).auth.sign_up({"email": EMAIL.upper(), "password": PASSWORD})
    assert (caught.value.status, caught.value.code) == (422, "user_already_exists")
    assert caught.value.message == "User already registered"


def test_an_invalid_email_raises_validation_failed(fake):
    with pytest.raises(AuthApiError) as caught:
        client_for(fake).auth.sign_up({"email": "not-an-address", "password": PASSWORD})
    assert (caught.value.status, caught.value.code) == (400, "validation_failed")
    assert caught.value.message == "Unable to validate email address: invalid format"


def test_sign_in_with_password_and_get_user(fake):
    added = fake.add_user(EMAIL, PASSWORD, first_name="Aziza")
    assert isinstance(added, FakeUser)
    client = client_for(fake)
    answer = client.auth.sign_in_with_password({"email": EMAIL, "password": PASSWORD})
    assert answer.user.id == added.id and answer.session.access_token
    assert fake.auth_calls[-1].path == "/auth/v1/token?grant_type=password"
    fetched = client.auth.get_user()
    assert fetched.user.id == added.id
    assert fetched.user.user_metadata["first_name"] == "Aziza"
    assert client.auth.get_user(answer.session.access_token).user.email == EMAIL
    assert fake.auth_calls[-1].headers["authorization"] == f"Bearer {answer.session.access_token}"


@pytest.mark.parametrize(
    ("email", "password"), [(EMAIL, "wrong-password"), ("nobody@example.org", PASSWORD)]
)
def test_wrong_credentials_raise_invalid_credentials(fake, email, password):
    fake.add_user(EMAIL, PASSWORD)
    with pytest.raises(AuthApiError) as caught:
        client_for(fake).auth.sign_in_with_password({"email": email, "password": password})
    assert (caught.value.status, caught.value.code) == (400, "invalid_credentials")
    assert caught.value.message == "Invalid login credentials"


def test_sign_out_revokes_the_session_on_the_server(fake):
    fake.add_user(EMAIL, PASSWORD)
    client = client_for(fake)
    session = client.auth.sign_in_with_password({"email": EMAIL, "password": PASSWORD}).session
    client.auth.sign_out()
    assert fake.auth_calls[-1].path == "/auth/v1/logout?scope=global"
    assert client.auth.get_session() is None
    assert client.auth.get_user() is None  # no session left: no call at all
    with pytest.raises(AuthApiError) as caught:
        client.auth.get_user(session.access_token)
    assert (caught.value.status, caught.value.code) == (403, "session_not_found")
    with pytest.raises(AuthApiError) as caught:
        client.auth.refresh_session(session.refresh_token)
    assert (caught.value.status, caught.value.code) == (400, "refresh_token_not_found")


def test_sign_out_scopes(fake):
    fake.add_user(EMAIL, PASSWORD)
    laptop, phone = client_for(fake), client_for(fake)
    for device in (laptop, phone):
        device.auth.sign_in_with_password({"email": EMAIL, "password": PASSWORD})
    phone_token = phone.auth.get_session().access_token
    laptop.auth.sign_out({"scope": "local"})
    assert phone.auth.get_user(phone_token).user.email == EMAIL
    laptop.auth.sign_in_with_password({"email": EMAIL, "password": PASSWORD})
    laptop.auth.sign_out({"scope": "others"})
    assert laptop.auth.get_user().user.email == EMAIL
    with pytest.raises(AuthApiError):
        phone.auth.get_user(phone_token)


def test_refresh_rotates_the_refresh_token(fake):
    fake.add_user(EMAIL, PASSWORD)
    client = client_for(fake)
    first = client.auth.sign_in_with_password({"email": EMAIL, "password": PASSWORD}).session
    second = client.auth.refresh_session().session
    assert second.refresh_token != first.refresh_token
    assert fake.auth_calls[-1].path == "/auth/v1/token?grant_type=refresh_token"
    assert client.auth.get_user(second.access_token).user.email == EMAIL
    with pytest.raises(AuthApiError) as caught:
        client.auth.refresh_session(first.refresh_token)
    assert (caught.value.status, caught.value.code) == (400, "refresh_token_already_used")


def test_bad_and_expired_tokens_raise_bad_jwt(fake):
    user = fake.add_user(EMAIL, PASSWORD)
    now = int(time.time())
    expired = fake.sign_jwt({"sub": user.id, "role": "authenticated", "exp": now - 60})
    client = client_for(fake)
    for token, detail in [
        ("garbage", "invalid number of segments"),
        (expired, "token is expired"),
        (expired.rsplit(".", 1)[0] + ".AAAA", "signature is invalid"),
        (fake.anon_key, "missing sub claim"),
    ]:
        with pytest.raises(AuthApiError) as caught:
            client.auth.get_user(token)
        assert (caught.value.status, caught.value.code) == (403, "bad_jwt")
        assert detail in caught.value.message


@pytest.mark.parametrize("call", ["sign_up", "sign_in_with_password"])
def test_rate_limited_raises_auth_api_error_429(fake, call):
    fake.auth_mode = "rate_limited"
    with pytest.raises(AuthApiError) as caught:
        getattr(client_for(fake).auth, call)({"email": EMAIL, "password": PASSWORD})
    assert (caught.value.status, caught.value.code) == (429, "over_request_rate_limit")
    assert caught.value.message == "Request rate limit reached"


def test_auth_down_raises_auth_retryable_error(fake):
    fake.auth_mode = "down"
    with pytest.raises(AuthRetryableError) as caught:
        client_for(fake).auth.sign_in_with_password({"email": EMAIL, "password": PASSWORD})
    assert not isinstance(caught.value, AuthApiError)
    assert caught.value.status == 503
    assert caught.value.message


def test_legacy_error_shape_is_parsed_the_same_way(fake):
    client = client_for(fake, headers={"X-Supabase-Api-Version": "2023-06-01"})
    with pytest.raises(AuthWeakPasswordError) as caught:
        client.auth.sign_up({"email": EMAIL, "password": "123"})
    assert (caught.value.status, caught.value.reasons) == (422, ["length"])
    fake.add_user(EMAIL, PASSWORD)
    with pytest.raises(AuthApiError) as caught:
        client.auth.sign_up({"email": EMAIL, "password": PASSWORD})
    assert (caught.value.status, caught.value.code) == (422, "user_already_exists")
    assert fake.auth_calls[-1].headers["x-supabase-api-version"] == "2023-06-01"


def test_auth_with_a_foreign_key_is_refused_by_the_gateway(fake):
    stranger = FakeSupabase().anon_key  # signed with another project's secret
    with pytest.raises(AuthApiError) as caught:
        create_client(fake.url, stranger).auth.sign_up({"email": EMAIL, "password": PASSWORD})
    assert (caught.value.status, caught.value.code) == (401, None)
    assert caught.value.message == "Invalid API key"
    assert EMAIL not in fake.users


def test_reset_restores_the_defaults(fake):
    fake.add_user(EMAIL, PASSWORD)
    subscribe(client_for(fake))
    fake.function_mode, fake.auth_mode, fake.stall_seconds = "stall", "down", 1
    fake.reset()
    assert (fake.function_mode, fake.auth_mode, fake.stall_seconds) == ("ok", "ok", 30)
    assert fake.users == {} and fake.function_calls == [] and fake.auth_calls == []


# --- The async client ----------------------------------------------------------------


def test_the_async_client_sees_the_same_protocol(fake):
    async def scenario() -> None:
        client = await acreate_client(
            fake.url,
            fake.anon_key,
            AsyncClientOptions(storage=AsyncMemoryStorage(), function_client_timeout=5),
        )
        answer = await client.functions.invoke(
            FUNCTION, {"body": {"email": EMAIL}, "responseType": "json"}
        )
        assert answer == {"message": "subscribed"}
        fake.function_mode = "server_error"
        with pytest.raises(FunctionsHttpError):
            await client.functions.invoke(FUNCTION, {"body": {"email": EMAIL}})
        fake.function_mode = "relay_error"
        with pytest.raises(FunctionsRelayError):
            await client.functions.invoke(FUNCTION, {"body": {"email": EMAIL}})

        with pytest.raises(AuthWeakPasswordError):
            await client.auth.sign_up({"email": EMAIL, "password": "123"})
        signed_up = await client.auth.sign_up({"email": EMAIL, "password": PASSWORD})
        token = signed_up.session.access_token
        assert (await client.auth.get_user()).user.email == EMAIL
        await client.auth.sign_out()
        with pytest.raises(AuthApiError) as caught:
            await client.auth.get_user(token)
        assert caught.value.code == "session_not_found"
        with pytest.raises(AuthApiError) as caught:
            await client.auth.sign_in_with_password({"email": EMAIL, "password": "nope-nope"})
        assert caught.value.code == "invalid_credentials"
        fake.auth_mode = "down"
        with pytest.raises(AuthRetryableError):
            await client.auth.sign_in_with_password({"email": EMAIL, "password": PASSWORD})

    asyncio.run(scenario())


def test_the_async_client_times_out_with_httpx_read_timeout(fake):
    fake.function_mode, fake.stall_seconds = "stall", 3

    async def scenario() -> None:
        client = await acreate_client(
            fake.url, fake.anon_key, AsyncClientOptions(function_client_timeout=1)
        )
        with pytest.raises(httpx.ReadTimeout):
            await client.functions.invoke(FUNCTION, {"body": {"email": EMAIL}})

    asyncio.run(scenario())
