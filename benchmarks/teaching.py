"""Teaching the board, counted: the keys the guided walk takes a printed thing, and a new table's first and
second evenings on the command line (issue 30's targets). Printed by ``python3 -m benchmarks.run``.

The walk is scripted from each game's test kit (tests/teach_script.py): every line is the shortest a
person reading the box would type, the thing's name counted apart (a name has the letters it has).
"""

from __future__ import annotations

import contextlib
import importlib
import io
import tempfile
from pathlib import Path

from benchmarks.common import line

#: Keys for one printed thing beyond its name, at most (issue 30): what the walk teaches it from.
TARGETS = {
    ("hellas", "tiles"): ("a Hellas tile", 9),
    ("struggle-for-rome", "cities"): ("a Struggle for Rome city", 10),
    ("mare-nostrum", "provinces"): ("a Mare Nostrum province", 15),
    ("aquileia", "buildings"): ("an Aquileia Forum tile", 6),
}


def walks() -> None:
    """Per game: questions answered, keys in all, keys a thing (the worst and on average) against the target."""
    from tests.teach_script import REFERENCE, walk

    print("Teaching the board through the walk (scripted from the test kits; names counted apart):")
    for game in sorted(REFERENCE):
        script = walk(game)
        keys = sum(t.keys for t in script.taught)
        names = sum(t.name_keys for t in script.taught)
        print(f"  {game}: {len(script.taught)} answers, {keys} keys ({names} of them names), {script.skipped} skipped")
        sections = sorted({t.section for t in script.taught})
        for section in sections:
            taught = [t for t in script.taught if t.section == section]
            worst = max(t.fact_keys for t in taught)
            mean = sum(t.fact_keys for t in taught) / len(taught)
            label, target = TARGETS.get((game, section), (f"a {section} entry", None))
            line(f"    {label}: keys, the worst", worst, target, "keys")
            line(f"    {label}: keys on average ({len(taught)})", mean, None, "keys")


def evenings() -> None:
    """Per game: a new table's first evening on the shipped kit, then its second, on the command line."""
    from tests.golden import GOLDEN
    from tests.golden import evenings as play

    print("A new table's first and second evening (command line, shipped kit):")
    for module in GOLDEN:
        golden = importlib.import_module(module)
        if not hasattr(golden, "FIRST"):
            continue
        with tempfile.TemporaryDirectory() as folder, contextlib.redirect_stdout(io.StringIO()):
            first, second, _ = play(golden, Path(folder))
        print(f"  {golden.TITLE}:")
        print(f"    golden round, complete kit: {len(golden.SETUP) + len(golden.ROUND)} commands")
        for label, evening in (("first evening", first), ("second evening", second)):
            facts = f"{evening.board_facts} printed facts typed"
            print(f"    {label}: {evening.commands} commands, {evening.fields} fields, {facts}")
        line("    printed facts typed on the second evening", second.board_facts, 0, "facts")
