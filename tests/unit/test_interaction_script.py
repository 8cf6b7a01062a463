"""The interaction benchmark's proxy delays each direction and passes the bytes unchanged."""

from __future__ import annotations

import socket
import threading
import time

from tests.benchmarks.interaction import CASES, DelayProxy


def _echo_server() -> tuple[socket.socket, int]:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()

    def serve() -> None:
        connection, _ = server.accept()
        with connection:
            while data := connection.recv(65536):
                connection.sendall(data)

    threading.Thread(target=serve, daemon=True).start()
    return server, server.getsockname()[1]


def test_the_proxy_holds_each_direction_and_keeps_the_bytes():
    server, port = _echo_server()
    with (
        DelayProxy(port, delay=0.05) as proxy,
        socket.create_connection(("127.0.0.1", proxy.port)) as client,
    ):
        payload = bytes(range(256)) * 400
        started = time.monotonic()
        client.sendall(payload)
        received = b""
        while len(received) < len(payload):
            received += client.recv(65536)
        elapsed = time.monotonic() - started
    server.close()
    assert received == payload
    # 50 ms out and 50 ms back, without limiting how fast the bytes flow.
    assert 0.1 <= elapsed < 1.0


def test_every_case_names_a_path_an_input_and_what_it_changes():
    assert [case.name for case in CASES] == [
        "theme",
        "language",
        "partners",
        "blog",
        "jobs",
        "faq",
        "dialog",
        "toast",
    ]
    for case in CASES:
        assert case.path.startswith("/")
        assert case.event in ("click", "keydown")
        assert "document." in case.signature
