"""Completion in a real bash, typed into it through a pseudo-terminal: what bash puts on the line and lists.

The other completion tests ask ``tabula`` as the scripts do; this one also has bash's readline
apply the answer, which replaces only what follows the last "=" (COMP_WORDBREAKS) and so
once made ``greeks==`` of ``greeks=`` and a Tab.
"""

from __future__ import annotations

import fcntl
import os
import re
import shlex
import shutil
import struct
import subprocess
import sys
import termios
from collections.abc import Iterator
from pathlib import Path

import pytest

from tui.cli.main import main
from tui.library import copy_demo

BASH = shutil.which("bash")
pytestmark = pytest.mark.skipif(BASH is None, reason="bash is not installed")

PROMPT = b"tabula-test$ "
#: Seconds, a safety net only: every wait ends as soon as bash has written what it waits for.
BOUND = 60.0
#: How ``tabula`` answers a Tab press: the installed command's quick path, and Typer's (``tui.cli.main`` never
#: takes the quick path).
RUNS = {"quick": "-m tui", "typer": "-c 'from tui.cli.main import run; run()'"}


class Bash:
    """An interactive bash in a pseudo-terminal, ``tabula``'s completion script sourced."""

    def __init__(self, home: Path, script: str, env: dict[str, str]) -> None:
        (home / "rc").write_text(f"PS1='{PROMPT.decode()}'\n{script}\n")
        # Readline's defaults but for what would wait for a key: a long list's pager or question.
        (home / "inputrc").write_text(
            "set enable-bracketed-paste off\nset page-completions off\nset completion-query-items 0\n"
        )
        self.leader, follower = os.openpty()
        # Wide enough that no line wraps.
        fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 400, 0, 0))
        env = {**env, "HOME": str(home), "HISTFILE": str(home / "history"), "INPUTRC": str(home / "inputrc")}
        env.update(TERM="dumb", TABULA_LANG="en")
        for name in ("COMP_WORDBREAKS", "PROMPT_COMMAND", "BASH_ENV", "_TABULA_COMPLETE"):
            env.pop(name, None)
        command = [str(BASH), "--noprofile", "--rcfile", str(home / "rc"), "-i"]
        self.bash = subprocess.Popen(
            command, stdin=follower, stdout=follower, stderr=follower, env=env, cwd=home, start_new_session=True
        )
        os.close(follower)
        self.out = b""
        self._read_until(re.compile(re.escape(PROMPT)), 0)

    def _read_until(self, pattern: re.Pattern[bytes], start: int) -> re.Match[bytes]:
        """Read what bash writes until ``pattern`` is in it from ``start`` on."""
        import select
        import time

        deadline = time.monotonic() + BOUND
        while (found := pattern.search(self.out, start)) is None:
            ready, _, _ = select.select([self.leader], [], [], max(deadline - time.monotonic(), 0))
            assert ready, f"bash did not write {pattern.pattern!r}; it wrote {self.out[-2000:]!r}"
            chunk = os.read(self.leader, 65536)
            assert chunk, f"bash ended; it wrote {self.out[-2000:]!r}"
            self.out += chunk
        return found

    def complete(self, typed: str, keys: str) -> tuple[str, list[str]]:
        """Type ``typed`` and ``keys`` (Tabs): the line bash left, and the words it listed."""
        start = len(self.out)
        # Readline answers each Tab before it reads the next key. Then the line is echoed between markers
        # (C-a to its start, C-e to its end) rather than run.
        os.write(self.leader, f'{typed}{keys}\x01echo "LINE:\x05:END"\r'.encode())
        found = self._read_until(re.compile(rb"\nLINE:(.*?):END\r\n"), start)
        self._read_until(re.compile(re.escape(PROMPT)), found.end())  # ready for the next line
        # A list follows the line typed, on lines of its own, and ends where the prompt is written again.
        listed = self.out[start : found.start()].partition(b"\r\n")[2].partition(PROMPT)[0]
        return found.group(1).decode(), listed.decode().split()

    def close(self) -> None:
        """End the shell."""
        os.write(self.leader, b"exit\r")
        try:
            self.bash.wait(timeout=BOUND)
        except subprocess.TimeoutExpired:
            self.bash.kill()
            self.bash.wait()
        os.close(self.leader)


@pytest.fixture
def script(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> str:
    """The script ``tabula --show-completion`` prints in bash."""
    from typer import completion

    monkeypatch.setattr(completion, "_get_shell_name", lambda: "bash")
    with pytest.raises(SystemExit):
        main(["--show-completion"])
    return capsys.readouterr().out


@pytest.fixture(params=RUNS)
def bash(request: pytest.FixtureRequest, tmp_path: Path, script: str) -> Iterator[Bash]:
    """A bash whose ``tabula`` answers a Tab press through the path ``request.param`` names, the Hellas demo
    saved."""
    saves, bin_dir, home = tmp_path / "saves", tmp_path / "bin", tmp_path / "home"
    copy_demo(saves, "hellas")
    bin_dir.mkdir()
    home.mkdir()
    tabula = bin_dir / "tabula"
    tabula.write_text(f'#!/bin/sh\nexec {shlex.quote(sys.executable)} {RUNS[request.param]} "$@"\n')
    tabula.chmod(0o755)
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"}
    env.update(TABULA_SAVES=str(saves), TABULA_CACHE=str(tmp_path / "cache"), TABULA_DATA=str(tmp_path / "data"))
    shell = Bash(home, script, env)
    try:
        yield shell
    finally:
        shell.close()


def test_bash_completes_a_fields_values_after_the_equals_sign(bash: Bash) -> None:
    # A field's name, and no space after it.
    assert bash.complete("tabula act hellas-demo reinforce gr", "\t")[0].endswith(" reinforce greeks=")
    # Its values: nothing in common to put on the line, so the second Tab lists them (was: greeks==).
    line, listed = bash.complete("tabula act hellas-demo reinforce greeks=", "\t\t")
    assert line == "tabula act hellas-demo reinforce greeks=", line
    assert {"athens", "sparta"} <= set(listed) and not any("=" in word for word in listed), listed
    # One value the rules offer: on the line at once (was: sources==sparta).
    assert bash.complete("tabula act hellas-demo attack sources=", "\t")[0].endswith(" attack sources=sparta ")
    # Each value of a list, after its comma.
    line = bash.complete("tabula act hellas-demo reinforce greeks=athens,sp", "\t")[0]
    assert line == "tabula act hellas-demo reinforce greeks=athens,sparta ", line


def test_bash_completes_an_options_value_after_the_equals_sign(bash: Bash) -> None:
    # Bash hands "--as=Ar" over as "--as", "=", "Ar": the "=" was taken for the option's value, and "Ar"
    # for a field (nothing completed). Readline replaces "Ar" only, so the player's name goes bare.
    line = bash.complete("tabula act hellas-demo reinforce --as=Ar", "\t")[0]
    assert line == "tabula act hellas-demo reinforce --as=Ariadne ", line
    line, listed = bash.complete("tabula act hellas-demo reinforce --as=", "\t\t")
    assert line == "tabula act hellas-demo reinforce --as=" and sorted(listed) == ["Ariadne", "Theseus"], listed
    assert bash.complete("tabula open hellas-demo --viewer=ta", "\t")[0].endswith(" --viewer=table ")
    # An option given so, and the words after it: the action and its fields (the "=" was the player).
    line = bash.complete("tabula act hellas-demo --as=Ariadne reinforce gr", "\t")[0]
    assert line.endswith(" --as=Ariadne reinforce greeks="), line
