"""Play-test 8, Czech: sentences name actions by their Czech words (``předat-roli``, ``vyrovnat``,
``přidat-provincii``), never by the English ids the command line does not take in Czech sentences."""

from __future__ import annotations

import re
from pathlib import Path

from rulesets.mare_nostrum import INFO

PO = Path(__file__).resolve().parents[2] / "rulesets/mare_nostrum/locale/cs/LC_MESSAGES/mare_nostrum.po"


def _czech_sentences() -> list[str]:
    """Every Czech translation but the action and field words themselves, placeholders taken out."""
    out, msgid, said, part = [], "", "", ""
    for line in [*PO.read_text(encoding="utf-8").splitlines(), ""]:
        if line.startswith("msgid "):
            msgid, said, part = line[7:-1], "", "id"
        elif line.startswith("msgstr"):
            said, part = line.split(" ", 1)[1][1:-1], "str"
        elif line.startswith('"'):
            if part == "id":
                msgid += line[1:-1]
            else:
                said += line[1:-1]
        elif not line.strip() and part == "str":
            if not msgid.startswith(("action:", "field:")):
                out.append(re.sub(r"\{[^}]*\}", "", said))
            part = ""
    return out


def test_no_english_action_id_in_a_czech_sentence() -> None:
    ids = [a.name for a in INFO.load().actions if "-" in a.name or a.name in ("compensate", "connect")]
    ids += ["next-phase"]
    leaks = [
        (name, said)
        for said in _czech_sentences()
        for name in ids
        if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", said)
    ]
    assert len(_czech_sentences()) > 500  # the file was read
    assert not leaks, leaks[:5]
