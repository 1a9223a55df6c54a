"""Installing for people who are not developers (issue 37): the README says how with pipx, and the package
metadata it relies on holds (the ``tabula`` command, the Python it names, the ``serve`` extra)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _install_section() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    start = readme.index("\n## Installing\n")
    return readme[start : readme.index("\n## ", start + 1)]


def test_the_readme_installs_with_pipx() -> None:
    section = _install_section()
    assert "pipx install .  " in section
    assert 'pipx install ".[serve]"' in section
    # Before the developers' Quickstart: a player reads it first.
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert readme.index("## Installing") < readme.index("## Quickstart")


def test_what_pipx_install_relies_on_is_in_the_metadata() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    # pipx puts the package's commands on the path: `tabula` must be one.
    assert project["scripts"]["tabula"] == "tui.launch:run"
    assert "serve" in project["optional-dependencies"]
    # The Python the README names is the one pip checks.
    wanted = re.fullmatch(r">=(\d+\.\d+)", project["requires-python"])
    assert wanted is not None
    assert f"Python {wanted[1]} or newer" in _install_section()


def test_ci_finds_the_one_line_of_the_quickstart_that_runs_the_tests() -> None:
    # CI runs the README's test command exactly as written: renaming the section hid it ("found: ''").
    import subprocess

    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    line = next(row for row in script.splitlines() if row.startswith("readme_test=$(awk "))
    program = line.removeprefix("readme_test=$(awk '").rpartition("' README.md)")[0]
    found = subprocess.run(["awk", program, "README.md"], cwd=ROOT, capture_output=True, text=True, check=True)
    lines = [row for row in found.stdout.splitlines() if row.strip()]
    assert len(lines) == 1 and "pytest" in lines[0], found.stdout
