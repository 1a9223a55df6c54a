"""A refusal for a fact the user's kit already knows (``engine.catch_up`` notes it) names ``tabula kit apply``,
not the command that tells the board's fact again (play-test 9: Mare Nostrum, Hellas, Aquileia)."""

from __future__ import annotations

from engine.errors import Fact, RuleRefused, unknown_fact
from tui.cli.act_replies import with_hint

FACT = Fact("Does the board show Rome bordering Sinai?", "connect", (("a", "rome"), ("b", "sinai")))
BORDER = unknown_fact("Border", "the kit does not know whether Rome borders Sinai", "moves", FACT)


def test_a_fact_the_kit_lacks_gets_the_command_that_tells_it() -> None:
    said = str(with_hint(RuleRefused("move-legion", [BORDER]), "evening"))
    assert "if the board shows it: tabula act evening connect a=rome b=sinai, then this again" in said


def test_a_fact_the_kit_knows_gets_the_kit_apply_note_alone() -> None:
    note = "your kit knows this since another evening: tabula kit apply evening"
    said = str(with_hint(RuleRefused("move-legion", [BORDER], note=note), "evening"))
    assert said.endswith(note) and "connect" not in said
