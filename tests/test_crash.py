"""Killing a process mid-save leaves the old or the new file, never a broken one."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
from pathlib import Path

from engine import saves

ROOT = Path(__file__).resolve().parents[1]

WRITER = """
import sys
from pathlib import Path
from engine import saves
path = Path(sys.argv[1])
texts = [Path(sys.argv[2]).read_text(), Path(sys.argv[3]).read_text()]
n = 0
while True:
    saves.write_atomic(path, texts[n % 2])
    n += 1
    print(n, flush=True)
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
        assert proc.stdout is not None
        # Killed once it has saved a few times, at whatever point of the next save it has reached by then:
        # counted in saves, not in seconds (a loaded machine saves fewer times a second).
        saved = rng.randint(1, 20)
        assert any(int(line) >= saved for line in proc.stdout), f"the writer ended before {saved} saves"
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        assert target.read_text() in texts
        assert saves.load(target, name="test").players
