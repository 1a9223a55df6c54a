"""``docs/plugins.md`` says what the code has: every engine name it cites exists, its code compiles and its
imports resolve, and the README leads to it."""

from __future__ import annotations

import ast
import dataclasses
import importlib
import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DOC = (ROOT / "docs" / "plugins.md").read_text(encoding="utf-8")

#: The classes the page cites as ``Class.member``, by where they live.
CLASSES = {
    "Ruleset": "engine.ruleset",
    "Context": "engine.state",
    "GameInfo": "engine.registry",
    "CalcSpec": "engine.calc",
    "Place": "engine.views",
    "Knobs": "engine.conformance",
}


def _cited() -> list[str]:
    return re.findall(r"`([A-Za-z_][\w.]*\.\w+)`", DOC)


def _has(owner: Any, name: str) -> bool:
    fields = {f.name for f in dataclasses.fields(owner)} if dataclasses.is_dataclass(owner) else set()
    return hasattr(owner, name) or name in fields


def _resolve(dotted: str) -> bool:
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            target: Any = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for part in parts[cut:]:
            if not _has(target, part):
                return False
            target = getattr(target, part, None)
        return True
    return False


def test_every_engine_name_the_page_cites_exists() -> None:
    cited = _cited()
    engine = [name for name in cited if name.startswith("engine.")]
    members = [name for name in cited if name.split(".")[0] in CLASSES]
    assert len(engine) > 15 and len(members) > 25, "the page cites the code by name"
    assert [name for name in engine if not _resolve(name)] == []
    missing = []
    for name in members:
        owner, member = name.split(".", 1)
        cls = getattr(importlib.import_module(CLASSES[owner]), owner)
        if not _has(cls, member):
            missing.append(name)
    assert missing == []


def test_the_code_on_the_page_compiles_and_its_imports_resolve() -> None:
    blocks = re.findall(r"```python\n(.*?)```", DOC, flags=re.S)
    assert len(blocks) >= 4
    for block in blocks:
        # A block continuing a class (its methods) is read inside one.
        source = block if not block.startswith("    ") else "class _Part:\n" + block
        tree = ast.parse(source.replace("    ...\n", "    pass\n"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("engine"):
                module = importlib.import_module(node.module)
                assert all(hasattr(module, alias.name) for alias in node.names), node.module


def test_the_readme_leads_to_the_page() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    built = readme[readme.index("## How it is built") :]
    assert "docs/plugins.md" in built[: built.index("\n## ", 5)]
