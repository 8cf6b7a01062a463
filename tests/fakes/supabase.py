"""A local fake of the hosted Supabase services the site uses: edge functions and Auth.

It speaks the wire protocol of the hosted project closely enough that the unmodified
official client (``supabase`` 2.34.1: ``supabase_functions`` and ``supabase_auth``)
behaves as it would against Supabase: same paths, methods, status codes, headers and
JSON shapes. Stdlib only; it runs a ``ThreadingHTTPServer`` in a daemon thread::

    with FakeSupabase() as fake:
        client = create_client(fake.url, fake.anon_key)
        fake.function_mode = "server_error"
        ...

What it answers, and where the shapes come from:

* The API gateway in front of everything checks the ``apikey`` header (or ``?apikey=``):
  missing -> 401 ``{"message": "No API key found in request", "hint": ...}``, not a
  JWT signed by this fake -> 401 ``{"message": "Invalid API key", "hint": ...}``.
* ``/functions/v1/<name>``: an unknown name -> 404 ``{"code": "NOT_FOUND", "message":
  "Requested function was not found"}`` (checked first, as the hosted edge runtime
  does); then the JWT check of ``verify_jwt``: no Authorization -> 401
  ``{"code": "UNAUTHORIZED_NO_AUTH_HEADER", ...}``, a bad one -> 401
  ``{"code": "UNAUTHORIZED_INVALID_JWT_FORMAT", "message": "Invalid JWT"}``; then
  ``function_mode`` decides the answer.
* ``/auth/v1`` (GoTrue): ``signup``, ``token`` (grant types ``password`` and
  ``refresh_token``), ``user``, ``logout`` and ``.well-known/jwks.json``. Errors follow
  GoTrue's ``HandleResponseError``: the official client sends
  ``X-Supabase-Api-Version: 2024-01-01``, so they come as ``{"code": "<error_code>",
  "message": ...}`` with that header echoed; a request without it gets the legacy
  ``{"code": <status>, "error_code": ..., "msg": ...}``. Both carry ``x-sb-error-code``.
* Access tokens are HS256 JWTs signed with ``jwt_secret``; each belongs to a session
  (``session_id`` claim) that ``logout`` deletes, after which the token is refused with
  403 ``session_not_found`` as GoTrue does.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import hmac
import json
import re
import secrets
import socket
import threading
import time
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

__all__ = ["AuthCall", "FakeSupabase", "FakeUser", "FunctionCall"]

FUNCTION_MODES = ("ok", "error_field", "server_error", "bad_gateway_html", "relay_error", "stall")
AUTH_MODES = ("ok", "rate_limited", "down")

DEFAULT_FUNCTIONS = frozenset({"send-contact-email"})
DEFAULT_STALL_SECONDS = 30.0
ACCESS_TOKEN_TTL = 3600
MIN_PASSWORD_LENGTH = 6
PROJECT_REF = "fakeprojectref"
API_VERSION_HEADER = "X-Supabase-Api-Version"
API_VERSION_2024_01_01 = "2024-01-01"

FUNCTION_ERROR_FIELD = "Could not send the email"
BAD_GATEWAY_HTML = (
    "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
    "<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>cloudflare</center>\r\n"
    "</body>\r\n</html>\r\n"
)

# A practical e-mail check, as strict as GoTrue's (checkmail) on the cases that matter.
_EMAIL_RE = re.compile(
    r"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
    r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$"
)
_BEARER_RE = re.compile(r"^[Bb]earer (\S+)$")


def _now_iso() -> str:
    """A timestamp the way GoTrue writes them: RFC 3339, microseconds, Z."""
    return datetime.now(UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")


# --- JWT (HS256) -------------------------------------------------------------------


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _b64url_decode(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _json_bytes(value: Any) -> bytes:
    return json.dumps(value, separators=(",", ":")).encode("utf-8")


def sign_jwt(claims: dict[str, Any], secret: str) -> str:
    """An HS256 JWT of `claims`, header ``{"alg": "HS256", "typ": "JWT"}``."""
    signing_input = (
        f"{_b64url(_json_bytes({'alg': 'HS256', 'typ': 'JWT'}))}.{_b64url(_json_bytes(claims))}"
    )
    signature = hmac.new(secret.encode(), signing_input.encode("ascii"), hashlib.sha256).digest()
    return f"{signing_input}.{_b64url(signature)}"


class JWTError(Exception):
    """Why a token was refused, worded like golang-jwt (which GoTrue uses)."""


def verify_jwt(token: str, secret: str) -> dict[str, Any]:
    """The claims of an HS256 `token` signed with `secret`; raises JWTError otherwise."""
    parts = token.split(".")
    if len(parts) != 3:
        raise JWTError("token is malformed: token contains an invalid number of segments")
    try:
        header = json.loads(_b64url_decode(parts[0]))
    except ValueError as exc:
        raise JWTError("token is malformed: could not JSON decode header") from exc
    try:
        claims = json.loads(_b64url_decode(parts[1]))
    except ValueError as exc:
        raise JWTError("token is malformed: could not JSON decode claim") from exc
    if not isinstance(header, dict) or not isinstance(claims, dict):
        raise JWTError("token is malformed: could not JSON decode claim")
    alg = header.get("alg")
    if alg != "HS256":
        raise JWTError(f"token signature is invalid: signing method {alg} is invalid")
    expected = hmac.new(
        secret.encode(), f"{parts[0]}.{parts[1]}".encode("ascii"), hashlib.sha256
    ).digest()
    try:
        signature = _b64url_decode(parts[2])
    except ValueError as exc:
        raise JWTError("token signature is invalid: signature is invalid") from exc
    if not hmac.compare_digest(signature, expected):
        raise JWTError("token signature is invalid: signature is invalid")
    exp = claims.get("exp")
    if isinstance(exp, int | float) and exp <= time.time():
        raise JWTError("token has invalid claims: token is expired")
    return claims


# --- Records and state ---------------------------------------------------------------


@dataclass
class FunctionCall:
    """One request to ``/functions/v1/<name>``, as received."""

    name: str
    headers: dict[str, str]  # lower-case keys
    body: Any  # parsed JSON; the text when it is not JSON; None when empty
    method: str = "POST"
    query: str = ""


@dataclass
class AuthCall:
    """One request to ``/auth/v1/...``, as received."""

    method: str
    path: str  # e.g. "/auth/v1/token?grant_type=password"
    headers: dict[str, str]  # lower-case keys
    body: Any  # parsed JSON; the text when it is not JSON; None when empty


@dataclass
class FakeUser:
    """A registered, e-mail-confirmed user. `user_metadata` is the sign-up `data`."""

    id: str
    email: str
    password: str
    user_metadata: dict[str, Any] = field(default_factory=dict)
    created_at: str = field(default_factory=_now_iso)
    last_sign_in_at: str | None = None


@dataclass
class _Session:
    id: str
    user_id: str
    refresh_token: str  # the current one; earlier ones are "already used"


@dataclass
class _Reply:
    status: int
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b""
    stall: float = 0.0  # seconds to wait before answering


def _json_reply(status: int, body: Any, headers: dict[str, str] | None = None) -> _Reply:
    return _Reply(
        status,
        {"Content-Type": "application/json", **(headers or {})},
        _json_bytes(body),
    )


def _parse_body(raw: bytes) -> Any:
    if not raw:
        return None
    text = raw.decode("utf-8", errors="replace")
    try:
        return json.loads(text)
    except ValueError:
        return text


class _GoTrueError(Exception):
    def __init__(self, status: int, code: str, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.extra = extra


# --- The fake ------------------------------------------------------------------------


class FakeSupabase:
    """Edge functions and Auth of a hosted Supabase project, on 127.0.0.1."""

    def __init__(
        self, host: str = "127.0.0.1", port: int = 0, *, jwt_secret: str | None = None
    ) -> None:
        self.host = host
        self.port = port
        self.jwt_secret = jwt_secret or secrets.token_urlsafe(32)
        issued = int(time.time())
        ten_years = 10 * 365 * 24 * 3600
        key_claims = {
            "iss": "supabase",
            "ref": PROJECT_REF,
            "iat": issued,
            "exp": issued + ten_years,
        }
        self.anon_key = self.sign_jwt({**key_claims, "role": "anon"})
        self.service_role_key = self.sign_jwt({**key_claims, "role": "service_role"})

        self._lock = threading.RLock()
        self._stopping = threading.Event()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self._connections: set[socket.socket] = set()

        self.function_calls: list[FunctionCall] = []
        self.auth_calls: list[AuthCall] = []
        self.users: dict[str, FakeUser] = {}
        self._sessions: dict[str, _Session] = {}
        self._refresh_tokens: dict[str, str] = {}  # every token issued -> session id
        self.reset()

    # Lifecycle

    def start(self) -> FakeSupabase:
        if self._server is not None:
            return self
        self._stopping.clear()
        server = ThreadingHTTPServer((self.host, self.port), _Handler)
        server.daemon_threads = True
        server.block_on_close = False
        server.fake = self  # type: ignore[attr-defined]
        self._server = server
        self._thread = threading.Thread(
            target=server.serve_forever,
            kwargs={"poll_interval": 0.05},
            name="fake-supabase",
            daemon=True,
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        server, thread = self._server, self._thread
        if server is None:
            return
        self._stopping.set()  # wakes stalled answers
        server.shutdown()
        server.server_close()
        # Keep-alive connections would go on being served: cut them, so a stopped
        # fake refuses like a dead host.
        with self._lock:
            connections = list(self._connections)
            self._connections.clear()
        for conn in connections:
            with contextlib.suppress(OSError):
                conn.shutdown(socket.SHUT_RDWR)
        if thread is not None:
            thread.join(timeout=5)
        self._server = None
        self._thread = None

    def __enter__(self) -> FakeSupabase:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    @property
    def url(self) -> str:
        """``http://127.0.0.1:PORT``; only once started."""
        if self._server is None:
            raise RuntimeError("FakeSupabase is not started")
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def reset(self) -> None:
        """Back to defaults: modes "ok", no users, no sessions, no recorded calls."""
        with self._lock:
            self.function_mode = "ok"
            self.stall_seconds = DEFAULT_STALL_SECONDS
            self.functions: set[str] = set(DEFAULT_FUNCTIONS)
            self.auth_mode = "ok"
            self.access_token_ttl = ACCESS_TOKEN_TTL
            self.function_calls.clear()
            self.auth_calls.clear()
            self.users.clear()
            self._sessions.clear()
            self._refresh_tokens.clear()

    # Helpers for tests

    def sign_jwt(self, claims: dict[str, Any]) -> str:
        """A token signed with this fake's secret (to forge expired tokens and the like)."""
        return sign_jwt(claims, self.jwt_secret)

    def add_user(self, email: str, password: str, **metadata: Any) -> FakeUser:
        """Register a confirmed user directly (no password rules)."""
        email = email.strip().lower()
        with self._lock:
            if email in self.users:
                raise ValueError(f"{email} is already registered")
            user = FakeUser(str(uuid.uuid4()), email, password, dict(metadata))
            self.users[email] = user
            return user

    # Edge functions

    def _handle_function(
        self, method: str, name: str, query: str, headers: dict[str, str], raw: bytes
    ) -> _Reply:
        with self._lock:
            self.function_calls.append(FunctionCall(name, headers, _parse_body(raw), method, query))
            if name not in self.functions:
                return _json_reply(
                    404,
                    {"code": "NOT_FOUND", "message": "Requested function was not found"},
                    {"sb-error-code": "NOT_FOUND", "x-served-by": "supabase-edge-runtime"},
                )
            refused = self._gateway_refusal(headers, query)
            if refused is not None:
                return refused
            refused = self._verify_jwt_refusal(headers)
            if refused is not None:
                return refused
            mode, stall = self.function_mode, self.stall_seconds
        served = {"x-served-by": "supabase-edge-runtime"}
        if mode == "ok":
            return _json_reply(200, {"message": "subscribed"}, served)
        if mode == "error_field":
            return _json_reply(200, {"error": FUNCTION_ERROR_FIELD}, served)
        if mode == "server_error":
            return _json_reply(500, {"error": "Internal error"}, served)
        if mode == "bad_gateway_html":
            return _Reply(502, {"Content-Type": "text/html"}, BAD_GATEWAY_HTML.encode())
        if mode == "relay_error":
            # The relay marks its own failures; the client checks this header first.
            return _json_reply(
                503,
                {"code": "BOOT_ERROR", "message": "Function failed to start (please check logs)"},
                {**served, "x-relay-error": "true", "sb-error-code": "BOOT_ERROR"},
            )
        if mode == "stall":
            reply = _json_reply(200, {"message": "subscribed"}, served)
            reply.stall = stall
            return reply
        raise ValueError(f"unknown function_mode {mode!r}; one of {FUNCTION_MODES}")

    def _gateway_refusal(self, headers: dict[str, str], query: str) -> _Reply | None:
        """The API gateway's key check (Kong key-auth): header ``apikey`` or ``?apikey=``."""
        key = headers.get("apikey") or (parse_qs(query).get("apikey") or [""])[0]
        if not key:
            return _json_reply(
                401,
                {
                    "message": "No API key found in request",
                    "hint": "No `apikey` request header or url param was found.",
                },
            )
        try:
            verify_jwt(key, self.jwt_secret)
        except JWTError:
            return _json_reply(
                401,
                {
                    "message": "Invalid API key",
                    "hint": "Double check your Supabase `anon` or `service_role` API key.",
                },
            )
        return None

    def _verify_jwt_refusal(self, headers: dict[str, str]) -> _Reply | None:
        """The edge runtime's ``verify_jwt`` check of the Authorization header."""
        authorization = headers.get("authorization")
        if not authorization:
            code, message = "UNAUTHORIZED_NO_AUTH_HEADER", "Missing authorization header"
        else:
            match = _BEARER_RE.match(authorization)
            if match is None:
                code, message = (
                    "UNAUTHORIZED_INVALID_JWT_FORMAT",
                    "Auth header is not 'Bearer {token}'",
                )
            else:
                try:
                    verify_jwt(match.group(1), self.jwt_secret)
                except JWTError:
                    code, message = "UNAUTHORIZED_INVALID_JWT_FORMAT", "Invalid JWT"
                else:
                    return None
        return _json_reply(401, {"code": code, "message": message}, {"sb-error-code": code})

    # Auth (GoTrue)

    def _handle_auth(
        self, method: str, route: str, query: str, headers: dict[str, str], raw: bytes
    ) -> _Reply:
        path = f"/auth/v1/{route}" + (f"?{query}" if query else "")
        body = _parse_body(raw)
        with self._lock:
            self.auth_calls.append(AuthCall(method, path, headers, body))
            refused = self._gateway_refusal(headers, query)
            if refused is not None:
                return refused
            if self.auth_mode == "down":
                # The gateway is up, Auth behind it is not.
                return _json_reply(503, {"message": "failure to get a peer from the ring-balancer"})
            new_format = self._api_version_2024(headers)
            try:
                if self.auth_mode == "rate_limited":
                    raise _GoTrueError(429, "over_request_rate_limit", "Request rate limit reached")
                if self.auth_mode != "ok":
                    raise ValueError(f"unknown auth_mode {self.auth_mode!r}; one of {AUTH_MODES}")
                return self._auth_route(method, route.rstrip("/"), parse_qs(query), headers, raw)
            except _GoTrueError as error:
                return self._gotrue_error_reply(error, new_format)

    @staticmethod
    def _api_version_2024(headers: dict[str, str]) -> bool:
        """GoTrue's DetermineClosestAPIVersion: a valid date on or after 2024-01-01."""
        value = headers.get(API_VERSION_HEADER.lower(), "")
        try:
            when = datetime.strptime(value, "%Y-%m-%d")
        except ValueError:
            return False
        return when >= datetime(2024, 1, 1)

    @staticmethod
    def _gotrue_error_reply(error: _GoTrueError, new_format: bool) -> _Reply:
        headers = {"x-sb-error-code": error.code}
        if new_format:
            headers[API_VERSION_HEADER] = API_VERSION_2024_01_01
            body: dict[str, Any] = {"code": error.code, "message": error.message}
        else:
            body = {"code": error.status, "error_code": error.code, "msg": error.message}
        body.update(error.extra)
        return _json_reply(error.status, body, headers)

    def _auth_route(
        self,
        method: str,
        route: str,
        query: dict[str, list[str]],
        headers: dict[str, str],
        raw: bytes,
    ) -> _Reply:
        routes = {
            "signup": {"POST": self._signup},
            "token": {"POST": self._token},
            "user": {"GET": self._get_user},
            "logout": {"POST": self._logout},
            ".well-known/jwks.json": {"GET": self._jwks},
        }
        if route not in routes:
            # GoTrue's router: plain text, which the client cannot parse as JSON.
            return _Reply(
                404, {"Content-Type": "text/plain; charset=utf-8"}, b"404 page not found\n"
            )
        handler = routes[route].get(method)
        if handler is None:
            return _Reply(405)
        return handler(query, headers, raw)

    @staticmethod
    def _json_params(raw: bytes) -> dict[str, Any]:
        if not raw:
            return {}
        try:
            params = json.loads(raw)
        except ValueError as exc:
            raise _GoTrueError(
                400, "bad_json", f"Could not parse request body as JSON: {exc}"
            ) from exc
        if not isinstance(params, dict):
            raise _GoTrueError(
                400, "bad_json", "Could not parse request body as JSON: not an object"
            )
        return params

    def _signup(self, query: dict[str, list[str]], headers: dict[str, str], raw: bytes) -> _Reply:
        params = self._json_params(raw)
        email = str(params.get("email") or "").strip()
        password = params.get("password") or ""
        if not email and not params.get("phone"):
            raise _GoTrueError(
                422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled"
            )
        if not isinstance(password, str) or not password:
            raise _GoTrueError(400, "validation_failed", "Signup requires a valid password")
        if len(password) < MIN_PASSWORD_LENGTH:
            raise _GoTrueError(
                422,
                "weak_password",
                f"Password should be at least {MIN_PASSWORD_LENGTH} characters.",
                weak_password={"reasons": ["length"]},
            )
        if not email:
            raise _GoTrueError(400, "phone_provider_disabled", "Phone signups are disabled")
        if len(email) > 255 or not _EMAIL_RE.match(email):
            raise _GoTrueError(
                400, "validation_failed", "Unable to validate email address: invalid format"
            )
        email = email.lower()
        if email in self.users:
            raise _GoTrueError(422, "user_already_exists", "User already registered")
        data = params.get("data") if isinstance(params.get("data"), dict) else {}
        user = FakeUser(str(uuid.uuid4()), email, password, dict(data))
        self.users[email] = user
        # Auto-confirmed: GoTrue answers with a session straight away.
        return _json_reply(200, self._new_session(user))

    def _token(self, query: dict[str, list[str]], headers: dict[str, str], raw: bytes) -> _Reply:
        grant_type = (query.get("grant_type") or [""])[0]
        params = self._json_params(raw)
        if grant_type == "password":
            email = str(params.get("email") or "").strip().lower()
            user = self.users.get(email)
            if user is None or not hmac.compare_digest(
                str(params.get("password") or ""), user.password
            ):
                raise _GoTrueError(400, "invalid_credentials", "Invalid login credentials")
            return _json_reply(200, self._new_session(user))
        if grant_type == "refresh_token":
            token = str(params.get("refresh_token") or "")
            session_id = self._refresh_tokens.get(token)
            session = self._sessions.get(session_id or "")
            if session is None:
                raise _GoTrueError(
                    400,
                    "refresh_token_not_found",
                    "Invalid Refresh Token: Refresh Token Not Found",
                )
            if token != session.refresh_token:
                raise _GoTrueError(
                    400, "refresh_token_already_used", "Invalid Refresh Token: Already Used"
                )
            user = self._user_by_id(session.user_id)
            if user is None:
                raise _GoTrueError(
                    400,
                    "refresh_token_not_found",
                    "Invalid Refresh Token: Refresh Token Not Found",
                )
            return _json_reply(200, self._session_body(user, session, rotate=True))
        raise _GoTrueError(400, "validation_failed", "unsupported_grant_type")

    def _get_user(self, query: dict[str, list[str]], headers: dict[str, str], raw: bytes) -> _Reply:
        user, _session = self._authenticate(headers)
        return _json_reply(200, self._user_body(user))

    def _logout(self, query: dict[str, list[str]], headers: dict[str, str], raw: bytes) -> _Reply:
        scope = (query.get("scope") or ["global"])[0]
        if scope not in ("global", "local", "others"):
            raise _GoTrueError(400, "validation_failed", f'Unsupported logout scope "{scope}"')
        user, session = self._authenticate(headers)
        for other in list(self._sessions.values()):
            if other.user_id != user.id:
                continue
            this_one = session is not None and other.id == session.id
            if (
                scope == "global"
                or (scope == "local" and this_one)
                or (scope == "others" and not this_one)
            ):
                del self._sessions[other.id]
        return _Reply(204)

    def _jwks(self, query: dict[str, list[str]], headers: dict[str, str], raw: bytes) -> _Reply:
        # An HS256-only project publishes no keys: the client falls back to GET /user.
        return _json_reply(200, {"keys": []})

    def _authenticate(self, headers: dict[str, str]) -> tuple[FakeUser, _Session | None]:
        """GoTrue's requireAuthentication: bearer -> verified claims -> user -> session."""
        match = _BEARER_RE.match(headers.get("authorization", ""))
        if match is None:
            raise _GoTrueError(
                401, "no_authorization", "This endpoint requires a valid Bearer token"
            )
        try:
            claims = verify_jwt(match.group(1), self.jwt_secret)
        except JWTError as exc:
            raise _GoTrueError(
                403, "bad_jwt", f"invalid JWT: unable to parse or verify signature, {exc}"
            ) from exc
        if not claims.get("sub"):
            raise _GoTrueError(403, "bad_jwt", "invalid claim: missing sub claim")
        user = self._user_by_id(str(claims["sub"]))
        if user is None:
            raise _GoTrueError(403, "user_not_found", "User from sub claim in JWT does not exist")
        session = None
        if claims.get("session_id"):
            session = self._sessions.get(str(claims["session_id"]))
            if session is None or session.user_id != user.id:
                raise _GoTrueError(
                    403,
                    "session_not_found",
                    "Session from session_id claim in JWT does not exist",
                )
        return user, session

    def _user_by_id(self, user_id: str) -> FakeUser | None:
        return next((u for u in self.users.values() if u.id == user_id), None)

    def _new_session(self, user: FakeUser) -> dict[str, Any]:
        user.last_sign_in_at = _now_iso()
        session = _Session(str(uuid.uuid4()), user.id, "")
        self._sessions[session.id] = session
        return self._session_body(user, session, rotate=True)

    def _session_body(self, user: FakeUser, session: _Session, *, rotate: bool) -> dict[str, Any]:
        if rotate:
            session.refresh_token = secrets.token_urlsafe(9)
            self._refresh_tokens[session.refresh_token] = session.id
        issued = int(time.time())
        ttl = int(self.access_token_ttl)
        user_body = self._user_body(user)
        claims = {
            "iss": f"{self.url}/auth/v1" if self._server else "supabase",
            "sub": user.id,
            "aud": "authenticated",
            "exp": issued + ttl,
            "iat": issued,
            "email": user.email,
            "phone": "",
            "app_metadata": user_body["app_metadata"],
            "user_metadata": user_body["user_metadata"],
            "role": "authenticated",
            "aal": "aal1",
            "amr": [{"method": "password", "timestamp": issued}],
            "session_id": session.id,
            "is_anonymous": False,
        }
        return {
            "access_token": self.sign_jwt(claims),
            "token_type": "bearer",
            "expires_in": ttl,
            "expires_at": issued + ttl,
            "refresh_token": session.refresh_token,
            "user": user_body,
        }

    @staticmethod
    def _user_body(user: FakeUser) -> dict[str, Any]:
        identity_data = {
            "email": user.email,
            "email_verified": True,
            "phone_verified": False,
            "sub": user.id,
        }
        return {
            "id": user.id,
            "aud": "authenticated",
            "role": "authenticated",
            "email": user.email,
            "email_confirmed_at": user.created_at,
            "phone": "",
            "confirmed_at": user.created_at,
            "last_sign_in_at": user.last_sign_in_at,
            "app_metadata": {"provider": "email", "providers": ["email"]},
            "user_metadata": {**user.user_metadata, **identity_data},
            "identities": [
                {
                    "identity_id": str(uuid.uuid5(uuid.NAMESPACE_URL, f"identity:{user.id}")),
                    "id": user.id,
                    "user_id": user.id,
                    "identity_data": identity_data,
                    "provider": "email",
                    "last_sign_in_at": user.last_sign_in_at or user.created_at,
                    "created_at": user.created_at,
                    "updated_at": user.created_at,
                    "email": user.email,
                }
            ],
            "created_at": user.created_at,
            "updated_at": user.last_sign_in_at or user.created_at,
            "is_anonymous": False,
        }

    # Other paths

    def _handle_other(self, headers: dict[str, str], query: str) -> _Reply:
        refused = self._gateway_refusal(headers, query)
        if refused is not None:
            return refused
        return _json_reply(404, {"message": "no Route matched with those values"})


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "FakeSupabase"

    @property
    def fake(self) -> FakeSupabase:
        return self.server.fake  # type: ignore[attr-defined]

    def setup(self) -> None:
        super().setup()
        with self.fake._lock:
            self.fake._connections.add(self.connection)

    def finish(self) -> None:
        with contextlib.suppress(OSError):
            super().finish()
        with self.fake._lock:
            self.fake._connections.discard(self.connection)

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: tests read the recorded calls instead."""

    def _read_body(self) -> bytes:
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            chunks = []
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    return b"".join(chunks)
                chunks.append(self.rfile.read(size))
                self.rfile.readline()
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def _dispatch(self) -> None:
        try:
            self._answer()
        except Exception as exc:  # a bug or a bad mode: say so rather than hang up
            self._send(_json_reply(500, {"message": f"FakeSupabase: {exc!r}"}))

    def _answer(self) -> None:
        fake = self.fake
        raw = self._read_body()
        headers: dict[str, str] = {}
        for key, value in self.headers.items():
            key = key.lower()
            headers[key] = f"{headers[key]}, {value}" if key in headers else value
        parts = urlsplit(self.path)
        path, query = unquote(parts.path), parts.query
        method = self.command
        if path.startswith("/functions/v1/") and path != "/functions/v1/":
            name = path[len("/functions/v1/") :].strip("/")
            reply = fake._handle_function(method, name, query, headers, raw)
        elif path.startswith("/auth/v1/"):
            reply = fake._handle_auth(method, path[len("/auth/v1/") :], query, headers, raw)
        else:
            with fake._lock:
                reply = fake._handle_other(headers, query)
        if reply.stall > 0:
            fake._stopping.wait(reply.stall)
        if fake._stopping.is_set():
            self.close_connection = True
        self._send(reply)

    def _send(self, reply: _Reply) -> None:
        try:
            self.send_response(reply.status)
            for key, value in reply.headers.items():
                self.send_header(key, value)
            if reply.status not in (204, 304):
                self.send_header("Content-Length", str(len(reply.body)))
            if self.close_connection:
                self.send_header("Connection", "close")
            self.end_headers()
            if self.command != "HEAD" and reply.status not in (204, 304):
                self.wfile.write(reply.body)
            self.wfile.flush()
        except OSError:
            # The client gave up (a timeout) or the fake is stopping.
            self.close_connection = True

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_OPTIONS = do_HEAD = _dispatch
