"""Issue 38 (typed game state): a plugin written from ``docs/plugins.md`` is typed: its state through
``Context[State]`` and its arguments through ``typed_action``, so a misspelt attribute fails mypy, and the
typed handlers run in a session as the page says."""

from __future__ import annotations

import random
import re
import sys
import types
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from engine.errors import RuleRefused
from engine.fields import Field
from engine.ruleset import Ruleset
from engine.session import Session
from engine.state import Context
from engine.typed_actions import typed_action

ROOT = Path(__file__).resolve().parents[1]
DOC = (ROOT / "docs" / "plugins.md").read_text(encoding="utf-8")


def _orchard_source() -> str:
    block: str = next(b for b in re.findall(r"```python\n(.*?)```", DOC, flags=re.S) if "class Orchard" in b)
    return block.replace("    ...\n", "")


def orchard_module(name: str) -> types.ModuleType:
    """The page's Orchard run as a module (dataclasses read their annotations from ``sys.modules``)."""
    module = types.ModuleType(name)
    sys.modules[name] = module
    exec(compile(_orchard_source(), "docs/plugins.md", "exec"), module.__dict__)  # the page's code, as a plugin's
    return module


def _orchard() -> Ruleset[Any]:
    game: Ruleset[Any] = orchard_module("orchard_typed").Orchard()
    game.package = ""  # not installed: no package files
    return game


def test_the_pages_typed_handlers_play_and_their_check_refuses() -> None:
    session = Session.new(_orchard(), [("Ann", None), ("Bo", None)], rng=random.Random(1))
    session.act("pick", {"tree": "oak", "apples": 2})
    assert session.table.game.last_tree == "oak"  # the handler got a Pick and returned the typed state
    with pytest.raises(RuleRefused, match="the last pick came from this tree"):
        session.act("pick", {"tree": "oak", "apples": 1})  # the check got a Pick too
    session.act("pick", {"tree": "pear", "apples": 1})
    assert session.table.game.last_tree == "pear"


def test_typed_arguments_must_match_the_fields() -> None:
    @dataclass(frozen=True)
    class Take:
        heap: int

    def take(ctx: Context[None], args: Take) -> None:
        return None

    with pytest.raises(TypeError, match=r"fields without an attribute \['count'\]"):
        typed_action("take", take, Take, fields=(Field("heap", "int"), Field("count", "int")))

    @dataclass(frozen=True)
    class Loose:
        heap: int
        note: str

    def loose(ctx: Context[None], args: Loose) -> None:
        return None

    with pytest.raises(TypeError, match=r"Loose\.note needs a default"):
        typed_action("note", loose, Loose, fields=(Field("heap", "int"), Field("note", "str", required=False)))


def _mypy(tmp_path: Path, source: str, name: str) -> tuple[str, int]:
    api = pytest.importorskip("mypy.api", reason="mypy is not installed: pip install 'tabula[dev]'")
    plugin = tmp_path / f"{name}.py"  # a file each: mypy's cache takes a same-sized file of the same second as seen
    plugin.write_text(source, encoding="utf-8")
    out, err, status = api.run(
        [
            "--strict",
            "--no-error-summary",
            "--follow-imports=silent",  # the engine is checked by the project's own mypy run
            "--cache-dir",
            str(ROOT / ".mypy_cache"),
            str(plugin),
        ]
    )
    return out + err, status


@pytest.mark.heavy
def test_a_misspelt_state_or_argument_attribute_fails_mypy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # the engine found from the project's folder, as the page says (MYPYPATH)
    monkeypatch.setenv("MYPYPATH", str(ROOT))
    source = _orchard_source()
    said, status = _mypy(tmp_path, source, "orchard")
    assert status == 0, said  # the page's own code is clean under --strict
    misspelt = source.replace("args.tree == ctx.game.last_tree", "args.tree == ctx.game.last_tre")
    said, status = _mypy(tmp_path, misspelt, "misspelt_state")
    assert status == 1 and '"State" has no attribute "last_tre"' in said, said
    misspelt = source.replace('ctx.move("apple", args.apples,', 'ctx.move("apple", args.aples,')
    said, status = _mypy(tmp_path, misspelt, "misspelt_argument")
    assert status == 1 and '"Pick" has no attribute "aples"' in said, said
