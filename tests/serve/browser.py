"""Drive ``tabula serve`` from a real browser: the distribution's Chromium through Playwright.

No browser is downloaded: Playwright is pointed at ``chromium`` from the
system's packages. The terminal in the page draws on a canvas, so the text
on screen is read from xterm.js's buffer: the page's script is served with
one line added that keeps its terminal object where the test can reach it.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.settle import HUNG

#: Where textual-serve's script makes its terminal object (textual-serve 1.1.x); the hook follows it.
HOOK = "const t=new w(e,{ping:r});"
KEEP = "(window.__tt=window.__tt||[]).push(t);"

_READ = """() => {
  const all = window.__tt || [];
  if (!all.length) return "";
  const buffer = all[all.length - 1].terminal.buffer.active, out = [];
  for (let i = 0; i < buffer.length; i++) out.push(buffer.getLine(i).translateToString(true));
  return out.join("\\n");
}"""


def chromium() -> str | None:
    """The system's Chromium, if installed."""
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return None


def _hook(route: Any) -> None:
    from playwright.sync_api import Error

    try:
        response = route.fetch()
    except Error:  # the server has stopped (a page still reconnecting after its test): nothing to serve
        route.abort()
        return
    body = response.text()
    if HOOK not in body:
        raise AssertionError("textual-serve's script changed: the test's hook no longer fits (see tests/serve)")
    route.fulfill(response=response, body=body.replace(HOOK, HOOK + KEEP))


class Term:
    """One browser page holding a view."""

    def __init__(self, page: Any) -> None:
        self.page = page
        page.route("**/static/js/textual.js", _hook)

    def open(self, address: str) -> Any:
        """Go to ``address``; the response (its status says whether the view opened)."""
        return self.page.goto(address)

    def text(self) -> str:
        """The terminal's text as shown now ("" while the page loads again: a view reconnecting)."""
        from playwright.sync_api import Error

        try:
            return str(self.page.evaluate(_READ))
        except Error:
            return ""

    def wait_for(self, pattern: str, timeout: float = HUNG) -> str:
        """Wait until the screen shows ``pattern`` (a regular expression); the screen's text then.

        ``timeout`` only guards against a hang: a loaded machine's browser draws late, and the test waits for it.
        """
        deadline = time.monotonic() + timeout
        while True:
            text = self.text()
            if re.search(pattern, text):
                return text
            if time.monotonic() > deadline:
                raise AssertionError(f"{pattern!r} not on screen after {timeout} s:\n{text}")
            self.page.wait_for_timeout(100)

    def type(self, text: str) -> None:
        """Type into the terminal (its keyboard input is focused, not clicked: a click is a click in the app)."""
        self.page.focus(".xterm-helper-textarea")
        self.page.keyboard.type(text)

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)

    def drop_connection(self) -> None:
        """Close the view's connection from the browser's side, as a phone going to sleep does."""
        self.page.evaluate("() => window.__tt[window.__tt.length - 1].socket.close()")


@dataclass
class Served:
    """A running ``tabula serve``: its address and the code of each view (by its name on the join page)."""

    address: str
    codes: dict[str, str]
    process: subprocess.Popen[str]

    def view(self, label: str, key: str) -> str:
        """The address that opens view ``key`` with ``label``'s code."""
        return f"{self.address}view/{key}?code={self.codes[label]}"


def free_port() -> int:
    """A port nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def processes(session: int) -> set[int]:
    """The live processes of ``session``: the server's and its views' (a view left behind stays in it, orphaned)."""
    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()  # after the command's name, which may hold spaces
        except OSError:  # ended meanwhile
            continue
        if fields[0] != "Z" and int(fields[3]) == session:  # state, then ppid, pgrp, session
            found.add(int(stat.parent.name))
    return found


def stop(served: Served, number: signal.Signals, everyone: bool = False) -> float:
    """Send ``number`` to the server (``everyone``: to its views too, as Ctrl+C in its terminal does).

    Fails unless the server stops (5 s: a safety net; it should take under 2) leaving no process of its
    session running, and there was a view to end. Returns the seconds it took.
    """
    pid = served.process.pid
    assert processes(pid) - {pid}, "no view was running"
    started = time.monotonic()
    if everyone:
        os.killpg(pid, number)
    else:
        served.process.send_signal(number)
    try:
        served.process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"tabula serve still runs 5 s after {number.name}") from None
    took = time.monotonic() - started
    left = processes(pid)
    assert not left, f"processes left running after {number.name}: {sorted(left)}"
    return took


@contextmanager
def serving(saves: Path, save: str, *more: str) -> Iterator[Served]:
    """Run ``tabula serve`` on ``save`` in English until the block ends; its codes read from what it prints.

    ``more``: further words of the command (``serving(saves, "--teach=hellas")`` serves a walk instead).

    The server runs in a session and process group of its own (both ids its pid), as a job from a terminal: its
    views are in them, and whatever a failing test leaves of it is killed at the end.
    """
    port = free_port()
    env = {**os.environ, "TABULA_LANG": "en", "PYTHONUNBUFFERED": "1"}
    command = [sys.executable, "-m", "tui", "--saves-dir", str(saves), "serve", save, *more, "--port", str(port)]
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, start_new_session=True
    )
    try:
        assert process.stdout is not None
        codes: dict[str, str] = {}
        for line in process.stdout:
            found = re.match(r"^(.+?)\s{2,}([A-Z0-9]{8})\s+http", line)
            if found:
                codes[found[1]] = found[2]
            if line.startswith("Ctrl+C"):
                break
        address = f"http://127.0.0.1:{port}/"
        deadline = time.monotonic() + HUNG  # a guard against a hang: a loaded machine starts it late
        while True:  # listening once it answers
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                    break
            except OSError:
                if time.monotonic() > deadline or process.poll() is not None:
                    raise AssertionError("tabula serve did not start") from None
                time.sleep(0.1)
        yield Served(address, codes, process)
    finally:
        process.terminate()  # it stops within 2 s, its views with it (tests/serve/test_stop.py)
        with suppress(subprocess.TimeoutExpired):
            process.wait(timeout=5)
        # The last resort: a killed server's views would run on, orphaned (CI once kept five for 14 minutes).
        with suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()
