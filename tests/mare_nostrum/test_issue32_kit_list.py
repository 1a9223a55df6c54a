"""Issue 32 (December CLI evening): ``tabula kit list`` counted the kit without what sessions taught ("12 of 33
missing, 72 facts unknown" while ``kit show`` said 11 of 33 and 62) and both headers still read "shipped"."""

from __future__ import annotations

from pathlib import Path

import pytest
import tomli_w

from engine import learning, registry
from tests.test_cli import run, run_json

#: What one evening told of the board: the city sites printed in Babylon.
TOLD = {"provinces": [{"id": "babylon", "sites": 1}]}


def _taught(data_dir: Path) -> None:
    folder = learning.folder(registry.load("mare-nostrum").id)
    folder.mkdir(parents=True, exist_ok=True)
    text = tomli_w.dumps({"session": "evening", "save": "x", "game": "mare-nostrum", "first": 1, "facts": TOLD})
    (folder / "evening.toml").write_text(text, encoding="utf-8")


def test_kit_list_and_show_count_what_the_table_taught(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = next(k for k in run_json(capsys, "kit", "list") if k["game"] == "mare-nostrum")
    _taught(data_dir)
    listed = next(k for k in run_json(capsys, "kit", "list") if k["game"] == "mare-nostrum")
    shown = run_json(capsys, "kit", "show", "mare-nostrum")
    assert listed["missing"] == shown["missing"] != before["missing"]
    assert listed["taught"] == len(shown["taught"]) > 0 and before["taught"] == 0
    code, out, _ = run(capsys, "kit", "list")
    line = next(line for line in out.splitlines() if line.startswith("mare-nostrum"))
    assert code == 0 and "shipped, with what the table taught" in line and shown["missing"][0] in line
    code, out, _ = run(capsys, "kit", "show", "mare-nostrum")
    assert out.splitlines()[0].endswith("(shipped, with what the table taught)")
