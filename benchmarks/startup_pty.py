"""Start-up as a person sees it: time to first paint in a real terminal (a pty read by pyte).

Run with ``python3 -m benchmarks.startup_pty`` (``python3 -m benchmarks.tui``
prints these figures too, after the headless ones). Each program is spawned
in a pseudo-terminal of 120x40 with TERM=xterm-256color, its output is fed to
a ``pyte`` screen, and the clock stops when the bytes that put a known text on
that screen arrive: the home screen's menu, the session's header line (game
and session name), the one-widget app's text. Then ctrl+q quits the program
and it is reaped; one that does not quit, or exits with an error, stops the
benchmark. Targets: home <= 1.5x the one-widget app, a 1,000-event session
<= 2x (medians of paired per-round ratios, as in ``benchmarks.tui``).

``run_test`` starts no terminal driver, writes no frame and skips the
terminal set-up, so its ratios read lower than what a person waits for.
"""

from __future__ import annotations

import fcntl
import os
import pty
import select
import signal
import statistics
import struct
import sys
import tempfile
import termios
import time
from pathlib import Path

import pyte

from benchmarks.common import ROOT, compile_sources, line, paired_ratio

SIZE = (120, 40)
QUIT = b"\x11"  # ctrl+q, as the terminal sends it
HOME_TEXT = "Rules & calculators"  # the last entry of the home screen's menu

ONE_WIDGET = """
from textual.app import App
from textual.widgets import Static
class One(App):
    def compose(self):
        yield Static("hello")
One().run()
"""
ONE_WIDGET_TEXT = "hello"

Command = tuple[list[str], str]


def terminal_env() -> dict[str, str]:
    """The environment of a plain 256-colour terminal, with this checkout importable.

    Size variables and Textual's own switches are dropped: the size comes from
    the pty, and a stray TEXTUAL_* setting would time something else.
    """
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES") and not k.startswith("TEXTUAL")}
    env.update(TERM="xterm-256color", PYTHONPATH=str(ROOT))
    return env


def _shows(screen: pyte.Screen, text: str) -> bool:
    """Whether a line changed since the last look holds ``text`` (only changed lines are read: a full
    read of the screen costs milliseconds, which would delay reading the program's next bytes)."""
    found = any(
        text in "".join(screen.buffer[row][column].data for column in range(screen.columns)) for row in screen.dirty
    )
    screen.dirty.clear()
    return found


def _read_burst(fd: int, wait: float) -> list[tuple[float, bytes]]:
    """Everything the program has written so far, each read with the time it arrived.

    Waits up to ``wait`` seconds for the first bytes, then drains without
    waiting, so the program never blocks on a full pty while pyte is busy.
    An empty read means the program closed the terminal (it exited).
    """
    reads: list[tuple[float, bytes]] = []
    timeout = wait
    while select.select([fd], [], [], timeout)[0]:
        try:
            data = os.read(fd, 1 << 16)
        except OSError:  # EIO: no process has the terminal open any more
            data = b""
        reads.append((time.perf_counter(), data))
        if not data:
            break
        timeout = 0
    return reads


def _spawn(argv: list[str], env: dict[str, str], size: tuple[int, int]) -> tuple[int, int]:
    """Start ``argv`` on a new pty of ``size`` (columns, rows); returns its pid and the pty's master end."""
    columns, rows = size
    pid, fd = pty.fork()
    if pid == 0:  # the child: size its terminal before the program can ask, then become the program
        try:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
            os.execve(argv[0], argv, env)
        finally:
            os._exit(127)
    return pid, fd


def _screen_text(screen: pyte.Screen) -> str:
    lines = [row.rstrip() for row in screen.display]
    return "\n".join(row for row in lines if row) or "(blank)"


def _quit(pid: int, fd: int, screen: pyte.Screen, stream: pyte.ByteStream, timeout: float) -> int:
    """Press ctrl+q, read the program's last output and reap it; returns its exit status."""
    try:
        os.write(fd, QUIT)
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            reads = _read_burst(fd, deadline - time.perf_counter())
            for _, data in reads:
                stream.feed(data)
            if reads and not reads[-1][1]:
                break
        # The terminal closes as the program exits, a moment before it can be reaped.
        done, status = os.waitpid(pid, os.WNOHANG)
        while done == 0 and time.perf_counter() < deadline:
            time.sleep(0.005)
            done, status = os.waitpid(pid, os.WNOHANG)
        if done == 0:  # still running: it ignored ctrl+q
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            raise RuntimeError(f"still running {timeout:g} s after ctrl+q; its screen:\n{_screen_text(screen)}")
        return os.waitstatus_to_exitcode(status)
    finally:
        os.close(fd)


def first_paint(
    argv: list[str], text: str, env: dict[str, str] | None = None, size: tuple[int, int] = SIZE, timeout: float = 30
) -> float:
    """Milliseconds from starting ``argv`` in a pty until ``text`` is on its screen; then quits it with ctrl+q.

    Args:
        argv: The program and its arguments; ``argv[0]`` is a path (no PATH search).
        text: What the first paint shows, on one line.
        env: The program's environment (default: ``terminal_env()``).
        size: The terminal's columns and rows.
        timeout: Seconds to wait for ``text``, and then for the program to quit.

    Raises:
        RuntimeError: The text did not show, or the program exited early, did not quit or failed.
    """
    screen = pyte.Screen(*size)
    stream = pyte.ByteStream(screen)
    start = time.perf_counter()
    pid, fd = _spawn(argv, terminal_env() if env is None else env, size)
    painted: float | None = None
    try:
        while painted is None and time.perf_counter() - start < timeout:
            reads = _read_burst(fd, timeout - (time.perf_counter() - start))
            for arrived, data in reads:
                if not data:
                    raise RuntimeError(f"exited before showing {text!r}; its screen:\n{_screen_text(screen)}")
                stream.feed(data)
                if _shows(screen, text):
                    painted = (arrived - start) * 1000
                    break
    finally:
        status = _quit(pid, fd, screen, stream, timeout)
    if painted is None:
        raise RuntimeError(f"{text!r} not on screen after {timeout:g} s; its screen:\n{_screen_text(screen)}")
    if status != 0:
        raise RuntimeError(f"exit status {status} after ctrl+q; its screen:\n{_screen_text(screen)}")
    return painted


def tabula_argv() -> list[str]:
    """The ``tabula`` console script beside this interpreter, run by it directly.

    A version manager's shim on PATH (pyenv's) would add its own start-up.
    """
    script = Path(sys.executable).parent / "tabula"
    return [sys.executable, str(script)] if script.is_file() else [sys.executable, "-m", "tui"]


def commands(folder: Path, session: str, header: str) -> dict[str, Command]:
    """What is timed: the baseline, the home screen and ``tabula open`` on a saved session.

    Args:
        folder: The saves folder (holding ``session``).
        session: The saved session's name.
        header: How its header line starts (game name and session name).
    """
    tabula = [*tabula_argv(), "--saves-dir", str(folder)]
    return {
        "one-widget": ([sys.executable, "-c", ONE_WIDGET], ONE_WIDGET_TEXT),
        "home": (tabula, HOME_TEXT),
        "session": ([*tabula, "open", session], header),
    }


def measure(timed: dict[str, Command], runs: int) -> dict[str, list[float]]:
    """First-paint times (ms) per command, round by round (the commands take turns, as in ``cold``)."""
    times: dict[str, list[float]] = {label: [] for label in timed}
    for _ in range(runs):
        for label, (argv, text) in timed.items():
            times[label].append(first_paint(argv, text))
    return times


def report(folder: Path, session_path: Path, runs: int = 9) -> None:
    """Time and print the pty figures for a saves folder holding a 1,000-event session."""
    from engine import saves

    session = saves.load(session_path)
    timed = commands(folder, session.name, f"{session.ruleset.name} — {session.name}")
    measure(timed, 1)  # warm the disk cache
    times = measure(timed, runs)
    size = f"{SIZE[0]}x{SIZE[1]}"
    line(f"one-widget Textual app, pty {size} (median)", statistics.median(times["one-widget"]))
    line("home screen, pty (median)", statistics.median(times["home"]))
    line("1,000-event session, pty (median)", statistics.median(times["session"]))
    line("pty ratio home / one-widget", paired_ratio(times, "home"), 1.5, "x")
    line("pty ratio session / one-widget", paired_ratio(times, "session"), 2.0, "x")


def main() -> None:
    from benchmarks.tui import big_session

    sys.path.insert(0, str(ROOT))
    compile_sources()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = big_session(folder)
        print(f"Tabula start-up in a terminal — Python {sys.version.split()[0]}, {os.cpu_count()} cores")
        report(folder, path)


if __name__ == "__main__":
    main()
