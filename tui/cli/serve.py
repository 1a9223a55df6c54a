"""``tabula serve``: one saved session on every player's phone and on a shared display.

What works on one screen keeps working without it: serving is an addition,
its packages an extra (``pip install 'tabula[serve]'``).
"""

from __future__ import annotations

import typer

from engine.errors import BadInput
from engine.i18n import tr
from tui.cli import completion as complete
from tui.cli.base import app, example, file_of
from tui.cli.output import say, table


@app.command(epilog=example("tabula serve hellas-demo --host 0.0.0.0 --port 8000"))
def serve(
    save: str = typer.Argument(None, help="Session name or .toml path.", metavar="SAVE", autocompletion=complete.saves),
    host: str = typer.Option(
        "127.0.0.1", "--host", help="Address to listen on (0.0.0.0: every network this machine is on).", metavar="HOST"
    ),
    port: int = typer.Option(8000, "--port", help="Port to listen on.", metavar="PORT"),
    teach: str = typer.Option(
        None,
        "--teach",
        help="Instead of a session: teach a game's board together, each view asked other questions.",
        metavar="GAME",
        autocompletion=complete.games,
    ),
    teachers: int = typer.Option(4, "--teachers", help="With --teach: how many views (people teaching).", metavar="N"),
) -> None:
    """Serve the session to browsers: a view per player (hidden cards theirs alone), one for the table; join codes."""
    try:
        import segno
        from textual_serve import server as _  # noqa: F401  (only to say what is missing before anything starts)
    except ImportError:
        raise BadInput(tr("tabula serve needs its extra packages: pip install 'tabula[serve]'")) from None
    from tui.serve.server import TableServer, seats_for

    if teach is not None:
        from tui.serve.teach import teach_server

        teaching = teach_server(teach, save, teachers, host, port)
        server: TableServer = teaching
        heading = tr("Teaching the board of {game} at {address}")
        names = {"game": teaching.name}
    elif save is None:
        raise BadInput(tr("Name the session to serve, or --teach GAME to teach a game's board."))
    else:
        file = file_of(save)  # a bad save is one line here, before anything listens
        session = file.session
        server = TableServer(file.path, session.ruleset.name, seats_for(session), host, port)
        heading = tr("Serving {session} ({game}) at {address}")
        names = {"session": session.name, "game": session.ruleset.name}
    _check_free(host, port)
    seats = list(server.seats.values())
    address = f"http://{_reachable(host)}:{port}/"
    say(heading.format(address=address, **names))
    if _loopback(host):
        # A phone cannot open this machine's own address: say how to reach it, instead of a QR code of it.
        say(tr("Only this computer can open it. For phones on the same network: --host 0.0.0.0"))
    else:
        import io

        qr = io.StringIO()
        segno.make(address, error="m").terminal(out=qr, compact=True)  # the address, for a phone's camera
        say(qr.getvalue().rstrip("\n"))
    say(tr("Join codes (each opens one view, and only that one):"))
    rows = [[seat.label, seat.code, f"{address}view/{seat.key}?code={seat.code}"] for seat in seats]
    say(table(rows, [tr("View"), tr("Code"), tr("Direct link")]))
    if not _loopback(host):
        say(
            tr(
                "Warning: anyone who can reach {address} sees the join page; the codes are the only protection. "
                "Give each code to its player alone."
            ).format(address=address)
        )
    say(tr("Ctrl+C stops serving; every change is already saved."))
    server.serve()


def _loopback(host: str) -> bool:
    """Whether ``host`` is this machine only."""
    if host == "localhost":
        return True
    import ipaddress

    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _reachable(host: str) -> str:
    """The address others type for ``host``: this machine's address on its network for 0.0.0.0."""
    if host not in ("0.0.0.0", "::", ""):
        return host
    import socket

    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))  # no packet is sent: this only picks the outgoing interface
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def _check_free(host: str, port: int) -> None:
    """Refuse in one line an address that cannot be listened on, before the codes are printed."""
    import socket  # here: every command imports this module, and the socket module costs them 3 ms

    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError as error:
        raise BadInput(tr("Cannot listen on {host}: {reason}").format(host=host, reason=error.strerror)) from None
    family, kind, proto, _, where = infos[0]
    with socket.socket(family, kind, proto) as trial:
        trial.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            trial.bind(where)
        except OSError as error:
            raise BadInput(
                tr("Cannot listen on {host} port {port}: {reason}").format(host=host, port=port, reason=error.strerror)
            ) from None
