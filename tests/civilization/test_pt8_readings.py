"""Play-test 8, readings confirmed in ``decisions``: the rulebook (the final word, l. 22) lets a crossed-wonder tech
make any one wonder obsolete (l. 266-268), not only the eras a fan sheet gives."""

from __future__ import annotations

from tests.civilization.helpers import go_to, learn, new, set_realm


def test_monarchy_may_make_a_medieval_wonder_obsolete() -> None:
    # x9: Monarchy naming a medieval wonder was refused ("not a medieval one"), an era limit from a fan sheet.
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    learn(session, 0, ["pottery"])
    set_realm(session, 0, trade=27)
    go_to(session, "research")
    assert session.propose("research", {"tech": "monarchy", "obsoletes": "Angkor Wat"}).legal
    assert [v.rule for v in session.propose("research", {"tech": "monarchy"}).violations] == ["Obsolescence"]
    session.act("research", {"tech": "monarchy", "obsoletes": "Angkor Wat"})
    assert "angkor-wat" in session.table.game.obsolete
