"""``tabula serve``'s web server: the app in browsers, a view per player and one for the table.

Built on textual-serve: each browser connection runs its own ``tabula open
SAVE --viewer WHO`` process, so a player's view is a process that holds
only what that player may see. Every view writes the same save under its
lock and watches it, so a change made in one shows in the others.

The join code is checked before any process starts, on the page and again
on its connection; a wrong code gets the same refusal whatever it names.

SIGINT (Ctrl+C) or SIGTERM stops it at once: it stops listening, closes every
connection and ends every view's process (killed if it has not exited within
``GRACE``). aiohttp alone would wait for each open connection to end, which a
connected browser never does, and a view left behind runs on without its
server.
"""

from __future__ import annotations

import asyncio
import os
import secrets
import shlex
import signal
import sys
from collections.abc import Sequence
from contextlib import suppress
from pathlib import Path

from aiohttp import WSCloseCode, web
from textual_serve.app_service import AppService
from textual_serve.server import Server, log, to_int

from engine.i18n import language, tr
from engine.seating import player_label
from engine.session import Session
from tui.serve.child import SERVER_PID
from tui.serve.pages import Seat, join_page, refused_page, view_page

#: Join codes are typed on phones: letters and digits that cannot be misread (no 0/O, 1/I).
ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
#: 32**8, about a trillion codes per view: guessing one over the network is not an evening's work.
CODE_LENGTH = 8
#: Seconds a view has to exit on a stop before it is killed (its changes are already saved), and a connection to close.
GRACE = 1.0


def new_code() -> str:
    """A fresh join code (cryptographically random)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def normal(code: str) -> str:
    """A code as typed, the way it is compared: any case, spaces and dashes ignored."""
    return "".join(c for c in code.upper() if c.isalnum())


def seats_for(session: Session) -> list[Seat]:
    """A view per player, then the table's, each with a fresh code."""
    seats = [
        Seat(str(i + 1), p.name, player_label(session.ruleset, p), new_code()) for i, p in enumerate(session.players)
    ]
    return [*seats, Seat("table", "table", tr("Table (public information only)"), new_code())]


class TableServer(Server):
    """Serves one saved session's views.

    Args:
        path: The save.
        game: The game's name (the join page's heading).
        seats: The views and their codes.
        host: Address to bind.
        port: Port to listen on.
    """

    def __init__(self, path: Path, game: str, seats: Sequence[Seat], host: str, port: int) -> None:
        super().__init__(command="", host=host, port=port, title=f"Tabula · {game}")
        self.path = path
        self.game = game
        self.seats = {seat.key: seat for seat in seats}
        self.lang = language()
        self._views: dict[AppService, web.WebSocketResponse] = {}  # every open view and its connection
        self._stopping = False

    def serve(self, debug: bool = False) -> None:
        """Serve until SIGINT (Ctrl+C) or SIGTERM, then close every view and end its process."""
        self.debug = debug
        self.initialize_logging()
        asyncio.run(self._serve())

    async def _serve(self) -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for number in (signal.SIGINT, signal.SIGTERM):
            with suppress(NotImplementedError):  # Windows: Ctrl+C interrupts asyncio.run, which cleans up alike
                loop.add_signal_handler(number, stop.set)
        # Stopping (runner.cleanup): listening ends, on_shutdown closes the views, then aiohttp waits at most
        # GRACE for any request still running (its default, 60 s, is what a stop took with a browser connected).
        runner = web.AppRunner(await self._make_app(), handle_signals=False, shutdown_timeout=GRACE)
        await runner.setup()
        try:
            await web.TCPSite(runner, self.host, self.port).start()
            await stop.wait()
        finally:
            await runner.cleanup()

    async def _make_app(self) -> web.Application:
        app = web.Application()
        app.add_routes(
            [
                web.get("/", self.handle_join),
                web.get("/ping", self.handle_ping),
                web.get("/view/{key}", self.handle_view),
                web.get("/ws/{key}/{code}", self.handle_socket),
                web.static("/static", self.statics_path),
            ]
        )
        app.on_shutdown.append(self._close_views)
        return app

    async def _close_views(self, app: web.Application) -> None:
        """Close every view's connection and end its process: the server is stopping."""
        self._stopping = True
        await asyncio.gather(*(self._close(service, socket) for service, socket in list(self._views.items())))

    async def _close(self, service: AppService, socket: web.WebSocketResponse) -> None:
        # The browser is told the server is going away (its page then waits for it to come back).
        closing = asyncio.wait_for(socket.close(code=WSCloseCode.GOING_AWAY), GRACE)
        await asyncio.gather(closing, self._end(service), return_exceptions=True)

    async def _end(self, service: AppService) -> None:
        """End a view's process: SIGTERM (it exits as on Ctrl+C), SIGKILL after ``GRACE``."""
        process = service._process  # textual-serve 1.1.x keeps it there; no public handle
        if process is None or process.returncode is not None:
            return
        with suppress(ProcessLookupError):
            process.terminate()
        try:
            await asyncio.wait_for(process.wait(), GRACE)
        except TimeoutError:
            with suppress(ProcessLookupError):
                process.kill()
            await process.wait()

    def seat(self, key: str, code: str) -> Seat | None:
        """The view ``key`` when ``code`` is its code, else None (compared in constant time)."""
        seat = self.seats.get(key)
        given = normal(code).encode()
        if seat is None or not secrets.compare_digest(given, seat.code.encode()):
            return None
        return seat

    def view_command(self, seat: Seat) -> str:
        """The app process of a view: ``tabula open SAVE --viewer WHO`` in the language spoken here."""
        words = [sys.executable, "-m", "tui", "--lang", self.lang, "open", str(self.path), "--viewer", seat.viewer]
        # textual-serve runs it through a shell: ``exec`` makes the process it holds the view itself, not a shell
        # whose ending would leave the view running. The server's pid lets the view end with a killed server too.
        return f"exec env {SERVER_PID}={os.getpid()} " + shlex.join(words)

    def _html(self, text: str, status: int = 200) -> web.Response:
        # No page of a view is kept by a browser or a proxy: the address holds its code.
        headers = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"}
        return web.Response(text=text, status=status, content_type="text/html", headers=headers)

    async def handle_join(self, request: web.Request) -> web.Response:
        """The join page."""
        return self._html(join_page(self.game, list(self.seats.values()), self.lang))

    async def handle_ping(self, request: web.Request) -> web.Response:
        """Whether the server is up (a view that lost its connection asks before opening again)."""
        return web.Response(text="ok", headers={"Cache-Control": "no-store"})

    async def handle_view(self, request: web.Request) -> web.Response:
        """A view's page, with its code; any other code is refused alike."""
        code = request.query.get("code", "")
        seat = self.seat(request.match_info["key"], code)
        if seat is None:
            return self._html(refused_page(self.lang), status=403)
        scheme = "wss" if request.secure else "ws"
        socket = f"{scheme}://{request.host}/ws/{seat.key}/{normal(code)}"
        # The table's display is read from across the table: larger letters (``?fontsize=`` sets them).
        default = 22 if seat.key == "table" else 16
        font = to_int(request.query.get("fontsize", str(default)), default)
        return self._html(view_page(f"Tabula · {seat.viewer}", socket, self.lang, font))

    async def handle_socket(self, request: web.Request) -> web.StreamResponse:
        """A view's connection: its own app process, started only for the right code."""
        seat = self.seat(request.match_info["key"], request.match_info["code"])
        if seat is None:
            return self._html(refused_page(self.lang), status=403)
        socket = web.WebSocketResponse(heartbeat=15)
        width = to_int(request.query.get("width", "80"), 80)
        height = to_int(request.query.get("height", "24"), 24)
        service: AppService | None = None

        async def close() -> None:
            await socket.close()

        try:
            await socket.prepare(request)
            service = AppService(
                self.view_command(seat),
                write_bytes=socket.send_bytes,
                write_str=socket.send_str,
                close=close,
                download_manager=self.download_manager,
                debug=self.debug,
            )
            self._views[service] = socket
            await service.start(width, height)
            if not self._stopping:  # (a view started while the server stops is ended at once)
                await self._process_messages(socket, service)
        except Exception as error:  # one view's failure must not stop the others
            log.exception(error)
        finally:
            if service is not None:
                del self._views[service]
                if self._stopping:
                    await self._end(service)
                await service.stop()
        return socket

    def initialize_logging(self) -> None:
        # textual-serve logs every connection at INFO: the host's terminal keeps the codes in sight instead.
        import logging

        logging.basicConfig(level=logging.WARNING, format="%(message)s")
