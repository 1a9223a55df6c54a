"""``tabula serve --teach GAME``: a view per teacher, each asking a question no other view is asking."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

pytest.importorskip("textual_serve", reason="tabula serve's extra is not installed: pip install 'tabula[serve]'")
pytest.importorskip("segno", reason="tabula serve's extra is not installed: pip install 'tabula[serve]'")

from aiohttp import ClientSession, WSMsgType, web
from aiohttp.test_utils import TestClient, TestServer

from engine.teach_shared import Claims, claims_path
from tests.serve.browser import free_port, serving
from tests.settle import HUNG
from tui.cli.main import main
from tui.library import copy_demo
from tui.serve.teach import TeachServer, teach_server

Served = tuple[TestClient[web.Request, web.Application], TeachServer]


@pytest.fixture
async def served() -> AsyncIterator[Served]:
    server = teach_server("hellas", None, 3, "127.0.0.1", 0)
    client = TestClient(TestServer(await server._make_app()))
    await client.start_server()
    try:
        yield client, server
    finally:
        await client.close()


async def test_the_join_page_lists_a_view_per_teacher_each_opened_by_its_own_code(served: Served) -> None:
    client, server = served
    page = await (await client.get("/")).text()
    assert "Hellas: teaching the board" in page
    assert all(f"Teacher {n}" in page for n in (1, 2, 3)) and "Teacher 4" not in page
    assert not any(seat.code in page for seat in server.seats.values())
    ok = await client.get(f"/view/2?code={server.seats['2'].code}")
    assert ok.status == 200 and f"/ws/2/{server.seats['2'].code}" in await ok.text()
    assert (await client.get(f"/view/2?code={server.seats['1'].code}")).status == 403
    assert (await client.get(f"/ws/1/{server.seats['3'].code}")).status == 403


def test_each_view_runs_the_walk_as_a_view_of_its_own(served: Served) -> None:
    _, server = served
    assert server.view_command(server.seats["2"]).endswith("--lang en teach-view hellas --view 2")


def test_serve_teach_prints_a_code_per_teacher_and_refuses_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    copy_demo(tmp_path, "hellas")
    started: list[str] = []
    monkeypatch.setattr(TeachServer, "serve", lambda self: started.append(self.game_id))
    port = str(free_port())
    assert main(["serve", "--teach", "hellas", "--port", port]) == 0
    out = capsys.readouterr().out
    assert f"Teaching the board of Hellas at http://127.0.0.1:{port}/" in out
    assert [line.split()[1] for line in out.splitlines() if line.startswith("Teacher ")] == ["1", "2", "3", "4"]
    assert started == ["hellas"]
    wrong = [
        ["serve"],  # neither a session nor a board
        ["--saves-dir", str(tmp_path), "serve", "hellas-demo", "--teach", "hellas"],
        ["serve", "--teach", "hellas", "--teachers", "0"],
        ["serve", "--teach", "no-such-game"],
    ]
    for words in wrong:
        assert main([*words, "--port", port]) == 2, words
        out, err = capsys.readouterr()
        assert not out and err.startswith("tabula: ") and err.count("\n") == 1, (words, err)
    assert started == ["hellas"]


async def test_two_phones_are_asked_different_questions(tmp_path: Path, data_dir: Path) -> None:
    # Each view is a process of its own; they share the walk through the data folder only.
    with serving(tmp_path, "--teach=hellas", "--teachers", "2") as running:
        async with ClientSession() as client:
            first = f"{running.address}ws/1/{running.codes['Teacher 1']}?width=80&height=24"
            second = f"{running.address}ws/2/{running.codes['Teacher 2']}?width=80&height=24"
            async with client.ws_connect(first) as one, client.ws_connect(second) as two:
                for connection in (one, two):
                    drawn = await asyncio.wait_for(connection.receive(), HUNG)
                    assert drawn.type == WSMsgType.BINARY
                # Each view holds its question once its screen is up (a loaded machine takes longer).
                watcher = Claims("hellas", "the test")
                deadline = time.monotonic() + HUNG
                while len(held := watcher.live()) < 2:
                    assert time.monotonic() < deadline, f"views holding questions: {held}"
                    await asyncio.sleep(0.1)
                questions = {str(claim["question"]) for claim in held.values()}
                assert questions == {"tiles:dolphin", "tiles:the box of tiles#2"}
    assert claims_path("hellas").is_file()
