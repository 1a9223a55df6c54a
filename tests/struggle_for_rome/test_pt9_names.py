"""Play-test 9, L1: a taught landscape's name is kept in English words and said in the language spoken.

A round typed in Czech stored ``Červená startovní křižovatka 1 pole 8`` and ``Doubs valley pole 2`` in the
kit, and English evenings then showed them so."""

from __future__ import annotations

from engine.i18n import set_language
from engine.kits import from_data
from rulesets.struggle_for_rome import INFO
from rulesets.struggle_for_rome.placenames import said
from rulesets.struggle_for_rome.taught import here, session_kit
from tests.struggle_for_rome.helpers import new


def _taught_in_czech() -> tuple[str, str]:
    """The stored and the shown name of a field told with Red start crossing 1 while Czech was spoken."""
    set_language("cs")
    try:
        session = new(4)
        session.act("add-crossing", {"crossing": "Red start crossing 1", "landscapes": "field:8:east"})
        ctx = session.context()
        stored = str(session_kit(ctx).entry("landscapes", "red-start-crossing-1-field-8")["name"])  # type: ignore[index]
        return stored, said(here(ctx).name("red-start-crossing-1-field-8"))
    finally:
        set_language("en")


def test_a_name_taught_in_czech_is_stored_in_english_words_and_said_in_czech() -> None:
    stored, shown = _taught_in_czech()
    assert stored == "Red start crossing 1 field 8"
    assert shown == "Červená startovní křižovatka 1 pole 8"
    assert said(stored) == "Red start crossing 1 field 8"  # an English evening reads English


def test_a_kit_that_holds_a_czech_name_still_loads_and_reads_in_english() -> None:
    """A kit (or a save's copy of it) written before the fix: its Czech names are mapped back by their ids."""
    session = new(4)
    data = session.context().kit.to_data()
    data["landscapes"] = {
        **data["landscapes"],
        "entries": [
            {"id": "red-start-crossing-1-field-8", "name": "Červená startovní křižovatka 1 pole 8", "kind": "field"},
            {"id": "doubs-valley-field-2", "name": "Doubs valley pole 2", "kind": "field"},
            {"id": "odd-one", "name": "Lonely pole 3", "kind": "field"},  # its id does not say it: kept as is
        ],
    }
    old = from_data(data, INFO.load().kit_schema, "struggle-for-rome", "old")
    again = new(4, kit=old)
    board = here(again.context())
    assert board.name("red-start-crossing-1-field-8") == "Red start crossing 1 field 8"
    assert board.name("doubs-valley-field-2") == "Doubs valley field 2"
    assert board.name("odd-one") == "Lonely pole 3"
