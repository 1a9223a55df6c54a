"""A view ``tabula serve`` started ends with its server, even one killed outright.

The server ends its views when it is told to stop (SIGINT, SIGTERM). A server killed with SIGKILL cannot:
its views would run on, orphaned, holding ~50 MB each (Textual's web driver does not end when its input
closes). On Linux a process can ask the kernel for a signal when its parent dies: a served view asks for
SIGTERM, so it ends as the server would have ended it.
"""

from __future__ import annotations

import os
import signal
import sys

#: Set by the server on each view's command: the server's pid (the parent the view ends with).
SERVER_PID = "TABULA_SERVER_PID"
_PR_SET_PDEATHSIG = 1  # from <sys/prctl.h>


def end_with_server() -> None:
    """When started by ``tabula serve``, end when the server does (no-op elsewhere, and off Linux)."""
    wanted = os.environ.get(SERVER_PID, "")
    if not wanted.isdigit() or not sys.platform.startswith("linux"):
        return
    import ctypes  # only for a served view: every other command starts without it

    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(_PR_SET_PDEATHSIG, int(signal.SIGTERM), 0, 0, 0)
    if os.getppid() != int(wanted):  # the server died before the kernel was asked: nobody would signal
        sys.exit(0)
