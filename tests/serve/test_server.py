"""``tabula serve`` without a browser: codes, refusals, the join page, the command line, stopping."""

from __future__ import annotations

import asyncio
import signal
import socket
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

pytest.importorskip("textual_serve", reason="tabula serve's extra is not installed: pip install 'tabula[serve]'")
pytest.importorskip("segno", reason="tabula serve's extra is not installed: pip install 'tabula[serve]'")

from aiohttp import ClientSession, ClientWebSocketResponse, WSCloseCode, WSMsgType, web
from aiohttp.test_utils import TestClient, TestServer

from engine import saves
from tests.serve import browser
from tests.serve.browser import free_port, processes, serving, stop
from tests.settle import HUNG
from tui.cli.main import main
from tui.library import copy_demo
from tui.serve.server import ALPHABET, CODE_LENGTH, TableServer, normal, seats_for

Served = tuple[TestClient[web.Request, web.Application], TableServer]


@pytest.fixture
async def served(tmp_path: Path) -> AsyncIterator[Served]:
    _, path = copy_demo(tmp_path, "hellas")
    session = saves.load(path)
    server = TableServer(path, session.ruleset.name, seats_for(session), "127.0.0.1", 0)
    client = TestClient(TestServer(await server._make_app()))
    await client.start_server()
    try:
        yield client, server
    finally:
        await client.close()


def test_every_player_and_the_table_get_their_own_code(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "hellas")
    seats = seats_for(saves.load(path))
    assert [(s.key, s.viewer) for s in seats] == [("1", "Ariadne"), ("2", "Theseus"), ("table", "table")]
    codes = [s.code for s in seats]
    assert len(set(codes)) == 3
    assert all(len(c) == CODE_LENGTH and set(c) <= set(ALPHABET) for c in codes)
    assert normal(" yxy3-az2s ") == "YXY3AZ2S"


async def test_the_join_page_lists_the_players_and_the_table_but_no_code(
    served: Served,
) -> None:
    client, server = served
    page = await (await client.get("/")).text()
    assert "Ariadne (light)" in page and "Theseus (dark)" in page and "Table (public information only)" in page
    assert not any(seat.code in page for seat in server.seats.values())
    assert "http" not in page.replace("http-equiv", "")  # nothing fetched from elsewhere


async def test_a_view_opens_only_with_its_own_code(served: Served) -> None:
    client, server = served
    ariadne, theseus = server.seats["1"], server.seats["2"]
    ok = await client.get(f"/view/1?code={ariadne.code.lower()}")
    page = await ok.text()
    assert ok.status == 200 and ok.headers["Cache-Control"] == "no-store"
    assert f"/ws/1/{ariadne.code}" in page and 'data-font-size="16"' in page
    table = await (await client.get(f"/view/table?code={server.seats['table'].code}")).text()
    assert 'data-font-size="22"' in table  # read from across the table
    refusals = [
        "/view/1?code=" + theseus.code,  # another player's code
        "/view/1?code=",
        "/view/1",
        "/view/9?code=" + ariadne.code,  # no such view
        "/view/table?code=" + ariadne.code,
    ]
    pages = set()
    for address in refusals:
        response = await client.get(address)
        assert response.status == 403, address
        pages.add(await response.text())
    # One refusal for every wrong code, naming nothing of the session.
    assert len(pages) == 1
    (refusal,) = pages
    assert "That code opens no view here" in refusal
    assert not any(word in refusal for word in ("Ariadne", "Theseus", "Hellas", "hellas"))


async def test_a_connection_with_a_wrong_code_starts_no_app(served: Served) -> None:
    client, server = served
    response = await client.get(f"/ws/2/{server.seats['1'].code}")
    assert response.status == 403


def test_each_view_runs_the_app_for_its_viewer(served: Served) -> None:
    _, server = served
    command = server.view_command(server.seats["2"])
    assert command.endswith(f"--lang en open {server.path} --viewer Theseus")


@pytest.mark.parametrize(
    ("number", "everyone"),
    [(signal.SIGINT, False), (signal.SIGTERM, False), (signal.SIGINT, True)],
    ids=["SIGINT", "SIGTERM", "Ctrl+C"],
)
async def test_a_signal_stops_the_server_and_ends_its_views(
    tmp_path: Path, number: signal.Signals, everyone: bool
) -> None:
    # An open connection kept the server running 22 s (aiohttp waited for it to end), and a view's process
    # could outlive its server. A signal to the server alone: it must end its views itself; Ctrl+C in a terminal
    # reaches the views too, and they end as it does.
    async with _a_view(tmp_path, "2", "Theseus (dark)") as (running, connection):
        # Meanwhile this client reads nothing, as a phone asleep: the server does not wait for it.
        await asyncio.to_thread(stop, running, number, everyone)
        while (message := await connection.receive()).type == WSMsgType.BINARY:
            pass  # what the view drew last
        # The page is told the server went away (it then waits for it to come back), not cut off; after
        # Ctrl+C the view, which got it too, may have closed first.
        codes = {WSCloseCode.GOING_AWAY, WSCloseCode.OK} if everyone else {WSCloseCode.GOING_AWAY}
        assert message.type == WSMsgType.CLOSE and message.data in codes, message


async def test_a_killed_server_leaves_no_view_running(tmp_path: Path) -> None:
    # SIGKILL gives the server no chance to end its views: each asked the kernel to end it with its parent.
    async with _a_view(tmp_path, "1", "Ariadne (light)") as (running, _):
        pid = running.process.pid
        views = processes(pid) - {pid}
        assert views, "no view was running"
        running.process.kill()
        running.process.wait()
        # The kernel signals the view at once; it is gone as soon as the machine gets round to it (the views
        # this guards against ran on for minutes: the bound only guards against a hang).
        deadline = time.monotonic() + HUNG
        while processes(pid) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        assert not processes(pid), "a view outlived its killed server"


@asynccontextmanager
async def _a_view(
    tmp_path: Path, number: str, seat: str
) -> AsyncIterator[tuple[browser.Served, ClientWebSocketResponse]]:
    """``tabula serve`` on the Hellas demo with one view connected (its first screen drawn: its process runs)."""
    copy_demo(tmp_path, "hellas")
    with serving(tmp_path, "hellas-demo") as running:
        async with ClientSession() as client:
            address = f"{running.address}ws/{number}/{running.codes[seat]}?width=100&height=30"
            async with client.ws_connect(address) as connection:
                first = await asyncio.wait_for(connection.receive(), HUNG)
                assert first.type == WSMsgType.BINARY
                yield running, connection


def test_serve_prints_a_code_per_view_and_warns_beyond_this_machine(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    copy_demo(tmp_path, "hellas")
    started: list[tuple[str, int]] = []
    monkeypatch.setattr(TableServer, "serve", lambda self: started.append((self.host, self.port)))
    port = free_port()
    assert main(["--saves-dir", str(tmp_path), "serve", "hellas-demo", "--port", str(port)]) == 0
    out = capsys.readouterr().out
    assert f"at http://127.0.0.1:{port}/" in out and "Warning" not in out
    for name in ("Ariadne (light)", "Theseus (dark)", "Table (public information only)"):
        line = next(line for line in out.splitlines() if line.startswith(name))
        code = line.split()[-2]
        assert len(code) == CODE_LENGTH and line.endswith(f"?code={code}")
    assert "For phones on the same network: --host 0.0.0.0" in out and "▄" not in out
    assert main(["--saves-dir", str(tmp_path), "serve", "hellas-demo", "--host", "0.0.0.0", "--port", str(port)]) == 0
    out = capsys.readouterr().out
    assert "Warning: anyone who can reach" in out and "the codes are the only protection" in out
    assert "▄" in out  # the address as a QR code, for the phones' cameras
    assert started == [("127.0.0.1", port), ("0.0.0.0", port)]


def test_serve_refuses_in_one_line_a_busy_port_a_bad_save_and_a_missing_extra(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    copy_demo(tmp_path, "hellas")
    monkeypatch.setattr(TableServer, "serve", lambda self: pytest.fail("served"))
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert main(["--saves-dir", str(tmp_path), "serve", "hellas-demo", "--port", str(port)]) == 2
    out, err = capsys.readouterr()
    assert not out and err.startswith(f"tabula: Cannot listen on 127.0.0.1 port {port}:") and err.count("\n") == 1
    assert main(["--saves-dir", str(tmp_path), "serve", "no-such-save"]) == 2
    out, err = capsys.readouterr()
    assert not out and err.count("\n") == 1
    monkeypatch.setitem(__import__("sys").modules, "segno", None)
    assert main(["--saves-dir", str(tmp_path), "serve", "hellas-demo"]) == 2
    out, err = capsys.readouterr()
    assert err == "tabula: tabula serve needs its extra packages: pip install 'tabula[serve]'\n"
