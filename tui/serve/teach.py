"""``tabula serve --teach GAME``: the guided walk through a game's board on several phones at once.

The same server as a session's (``tui.serve.server``: join codes, a process per view, stopping), with a view per
teacher instead of a view per player. Each view runs ``tabula teach-view GAME --view N``: the teach screen
over the user's kit, taking the next question no other view is asking (``engine.teach_shared``), so four
people describe four tiles at once, and every answer lands in the one kit.
"""

from __future__ import annotations

import os
import shlex
import sys

from engine import kitfiles, registry
from engine.errors import BadInput
from engine.i18n import tr
from tui.serve.child import SERVER_PID
from tui.serve.pages import Seat
from tui.serve.server import TableServer, new_code

#: How many may teach at once (a view each): the largest table of the games, and some.
MOST_TEACHERS = 8


def teacher_seats(count: int) -> list[Seat]:
    """A view per teacher, each with a fresh code."""
    return [Seat(str(n), str(n), tr("Teacher {n}").format(n=n), new_code()) for n in range(1, count + 1)]


def teach_server(game: str, save: str | None, count: int, host: str, port: int) -> TeachServer:
    """The server of ``tabula serve --teach GAME``, checked before anything listens.

    Raises:
        BadInput: A session named as well, a number of views out of range, or no such game (one line).
        KitError: The user's kit of the game is damaged.
    """
    if save is not None:
        raise BadInput(tr("--teach serves a game's board, not a session: name no session with it."))
    if not 1 <= count <= MOST_TEACHERS:
        raise BadInput(tr("--teachers takes 1 to {most} views.").format(most=MOST_TEACHERS))
    ruleset = registry.load(game)
    kitfiles.current(ruleset)  # a damaged kit is one line here, not a blank view on every phone
    return TeachServer(ruleset.id, ruleset.name, teacher_seats(count), host, port)


class TeachServer(TableServer):
    """Serves the walk through one game's board to several views.

    Args:
        game: The game's id.
        name: The game's name (the join page's heading).
        seats: The teachers' views and their codes.
        host: Address to bind.
        port: Port to listen on.
    """

    def __init__(self, game: str, name: str, seats: list[Seat], host: str, port: int) -> None:
        heading = tr("{game}: teaching the board").format(game=name)
        super().__init__(kitfiles.user_kit_path(game), heading, seats, host, port)
        self.game_id = game
        self.name = name

    def view_command(self, seat: Seat) -> str:
        """The app process of a view: ``tabula teach-view GAME --view N`` in the language spoken here."""
        words = [sys.executable, "-m", "tui", "--lang", self.lang, "teach-view", self.game_id, "--view", seat.viewer]
        # As a session's view (tui.serve.server): exec, so the process held is the view; it ends with the server.
        return f"exec env {SERVER_PID}={os.getpid()} " + shlex.join(words)
