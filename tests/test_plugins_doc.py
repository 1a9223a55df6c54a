"""``docs/plugins.md`` says what the code has: every engine name it cites exists, its code compiles and its
imports resolve, and the README leads to it."""

from __future__ import annotations

import ast
import dataclasses
import importlib
import re
from pathlib import Path
from typing import Any

import pytest

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


def test_the_orchard_on_the_page_plays_one_pick_a_turn() -> None:
    """Issue 38 (turn shapes): "one action, then the turn passes" is one declaration (PhaseSpec.turn_actions),
    not a flag and three hooks; the page's own Orchard is played here."""
    import random

    from engine.errors import RuleRefused
    from engine.session import Session
    from tests.test_typed_plugin import orchard_module

    orchard = orchard_module("orchard_on_the_page").Orchard()  # the page's code, run as a plugin would be
    orchard.package = ""  # not installed here: no package files (its kit is empty, as a kit-less game's is)
    session = Session.new(orchard, [("Ann", None), ("Bo", None)], rng=random.Random(1))
    with pytest.raises(RuleRefused, match="a turn picks at least one apple"):
        session.act("next")
    session.act("pick", {"tree": "oak", "apples": 2})
    turn = session.table.position.turn
    assert turn is not None and session.players[turn].name == "Bo"  # passed by itself after the one pick
    assert session.table.position.done == 0
