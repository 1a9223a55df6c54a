"""Play-test 12, item 7: teaching lines logged the words typed ("The table tells the landscape danube ford
mountain 10", a slug for ``name=rhine-bend-field-6``), and a kit's arrows were exported under their ids
("nahe--rhine-bend"). The kit's names are used instead."""

from __future__ import annotations

from rulesets.struggle_for_rome.taught import fact, lay_over
from tests.struggle_for_rome.helpers import new


def test_a_known_landscape_is_logged_by_its_kit_name() -> None:
    session = new(3)
    session.act("add-crossing", {"crossing": "Danube ford", "landscapes": "mountain:10"})
    for typed in ("danube ford mountain 10", "danube-ford-mountain-10"):
        proposal = session.propose("add-landscape", {"name": typed, "limes": "no"})
        assert proposal.args["called"] == "Danube ford mountain 10"
    event = session.act("add-landscape", {"name": "danube-ford-mountain-10", "limes": "no"})
    assert session.describe_event(event) == "The table tells the landscape Danube ford mountain 10"


def test_a_known_crossing_is_logged_by_its_kit_name_and_a_new_one_as_typed() -> None:
    session = new(3)
    event = session.act("add-crossing", {"crossing": "Danube ford", "landscapes": "mountain:10"})
    assert session.describe_event(event) == "The table tells the crossing Danube ford"
    event = session.act("add-crossing", {"crossing": "danube-ford", "cities": "-"})
    assert session.describe_event(event) == "The table tells the crossing Danube ford"


def test_a_told_arrow_is_named_by_its_ends() -> None:
    session = new(3)
    session.act("add-crossing", {"crossing": "Nahe", "landscapes": "field:5"})
    session.act("add-crossing", {"crossing": "Rhine bend", "landscapes": "field:6"})
    kit = lay_over(
        session.ruleset.learned(session.context(), session.table.kit),
        [fact("arrows", "nahe--rhine-bend", {"ends": ["nahe", "rhine-bend"], "kind": "land"})],
    )
    arrow = kit.entry("arrows", "nahe--rhine-bend")
    assert arrow is not None and arrow["name"] == "Nahe – Rhine bend"
