"""Play-test 12, item 6: ``kit teach`` asked the III mark of every city taught in play (53 questions before the
first evening, 102 after), a fact only three players need, and one play asks them for where it matters."""

from __future__ import annotations

from rulesets.struggle_for_rome.teach import walk
from tests.struggle_for_rome.helpers import new


def test_a_city_taught_in_play_is_not_asked_its_iii_mark() -> None:
    session = new(4)
    kit = session.table.kit
    before = walk(kit)
    for city in ("Augusta", "Castra", "Mogontiacum"):
        session.act("add-city", {"city": city, "towers": 2, "province": "germania"})
    after = walk(session.ruleset.learned(session.context(), kit))
    asked = [q for q in after if q.section == "cities" and [a.field for a in q.asks] == ["three"]]
    assert asked == []
    # Each city taught is one question fewer to come, and one more for its landscapes: no more in all.
    assert len(after) == len(before)


def test_a_city_with_other_facts_unknown_is_still_asked_the_mark_with_them() -> None:
    kit = new(4).table.kit
    new_city = [q for q in walk(kit) if q.section == "cities" and not q.entry]
    assert new_city and "three" in [a.field for a in new_city[0].asks]
