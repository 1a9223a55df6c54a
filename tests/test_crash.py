"""Killing a process mid-save leaves the old or the new file, never a broken one."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from engine import saves

ROOT = Path(__file__).resolve().parents[1]

WRITER = """
import sys
from pathlib import Path
from engine import saves
path = Path(sys.argv[1])
texts = [Path(sys.argv[2]).read_text(), Path(sys.argv[3]).read_text()]
print("ready", flush=True)
n = 0
while True:
    saves.write_atomic(path, texts[n % 2])
    n += 1
"""


def test_sigkill_during_saves_never_breaks_the_file(tmp_path: Path) -> None:
    from tests.conftest import new_market

    small = new_market(2)
    big = new_market(4)
    for player in big.players:
        big.act("harvest", {"player": player.name})
    texts = [saves.dumps(small), saves.dumps(big)]
    a, b = tmp_path / "a.txt", tmp_path / "b.txt"
    a.write_text(texts[0])
    b.write_text(texts[1])
    target = tmp_path / "game.toml"
    target.write_text(texts[0])
    rng = random.Random(4)
    for _ in range(8):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(target), str(a), str(b)], cwd=ROOT, stdout=subprocess.PIPE, text=True
        )
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.001, 0.05))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        assert target.read_text() in texts
        assert saves.load(target, name="test").players
