"""Play-test 12, item 3: every landscape the legionary first reached took its own ``add-landscape … limes=no``.
A new landscape described with ``add-crossing`` takes its side of the Limes (``field:6:west``), and one told
without it is asked about."""

from __future__ import annotations

from rulesets.struggle_for_rome.common import game
from rulesets.struggle_for_rome.inline import described, spec_id
from rulesets.struggle_for_rome.taught import here
from tests.struggle_for_rome.helpers import new


def test_west_is_read_and_kept() -> None:
    assert described("field:6:west") == {"kind": "field", "number": 6, "limes": False}
    assert described("pole:6:západ") == {"kind": "field", "number": 6, "limes": False}
    assert described(spec_id({"kind": "field", "number": 6, "limes": False})) == {
        "kind": "field",
        "number": 6,
        "limes": False,
    }


def test_one_add_crossing_teaches_the_side() -> None:
    session = new(3)
    session.act("add-crossing", {"crossing": "Rhine knee", "landscapes": "field:6:west,mountain:10:east"})
    outcome = session.outcome(len(session.events))
    hexes = here(session.context()).hexes
    sides = {h.kind: h.limes for h in hexes.values() if h.name.startswith("Rhine knee")}
    assert sides == {"field": False, "mountain": True}
    assert not any("Which side of the Limes" in line for line in outcome)
    assert any("west of the Limes" in line for line in outcome)
    # The legionary goes there after a 7 with nothing more told (it was refused until add-landscape limes=no).
    session.act("roll-resources", {"dice": "3,4"})
    session.act("legionary", {"at": "Rhine knee field 6"})
    assert game(session.context()).legionary_at == "rhine-knee-field-6"


def test_a_landscape_told_without_a_side_is_asked_about() -> None:
    session = new(3)
    session.act("add-crossing", {"crossing": "Moselle bend", "landscapes": "field:2"})
    outcome = session.outcome(len(session.events))
    said = [line for line in outcome if "Which side of the Limes" in line]
    assert said and "Moselle bend field 2" in said[0] and "field:2:west" in said[0], outcome
