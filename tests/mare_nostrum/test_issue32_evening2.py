"""Issue 32, the second December CLI evening: a transport of absent legions (p.11), the targets listed, the
wording of a second after-battle choice and of a lone enemy legion (p.6, p.10), a neutral's hero."""

from __future__ import annotations

from engine.session import Session
from tests.mare_nostrum.helpers import deal, finish_setup, new_game, table, units
from tests.mare_nostrum.test_blockade import _petr_in_strategy
from tests.mare_nostrum.test_issue32_battle_choice import _zbynek_enters_cyrene
from tests.mare_nostrum.test_offered import offered


def _refused(session: Session, action: str, args: dict[str, object]) -> list[str]:
    """What a proposed action is refused for, as the table reads it."""
    return [v.message for v in session.propose(action, args).violations]


def test_a_transport_of_more_legions_than_stand_there_is_refused() -> None:
    # Rome had one legion; "count=2" was announced, and neither let-through nor next could follow.
    session = _petr_in_strategy()  # Petr (Rome): 4 legions in Rome
    said = _refused(session, "move-legion", {"from": "rome", "to": "north-of-athens", "count": 5})
    assert "Rome has 4 legions of yours, not 5" in said
    assert table(session).state.transport is None
    # Four are there: the announcement stands, as on land.
    session.act("move-legion", {"from": "rome", "to": "north-of-athens", "count": 4})
    assert table(session).state.transport is not None


def test_the_targets_listed_are_every_one_a_legion_may_march_into() -> None:
    # Rome's first strategy turn: "to=south-of-rome" was listed, while Rome and North of Rome, each reached from
    # the other, were legal too.
    session = _petr_in_strategy()
    units(session, "north-of-rome", "legion", "rome", 1)
    listed = offered(session, "move-legion", "to", "Petr")
    assert {"rome", "north-of-rome", "south-of-rome"} <= set(listed)
    legal = {
        target
        for target in (p.id for p in table(session).state.provinces)
        for origin in ("rome", "north-of-rome")
        if not session.propose("move-legion", {"from": origin, "to": target, "count": 1}).violations
    }
    assert sorted(legal) == listed


def test_a_ravage_after_an_occupation_says_the_choices_exclude_each_other() -> None:
    # The play-test read "After battle: say which province: none won this turn" of Cyrene, won a moment before.
    session = _zbynek_enters_cyrene()
    session.act("occupy", {"buildings": "caravan:perfume,city"})
    refused = session.propose("ravage", {"building": "market"}).violations
    said = ("One choice", "ravage, occupy and seize exclude each other: Cyrene had its choice this turn")
    assert said in [(v.rule, v.message) for v in refused]
    assert not any("none won this turn" in v.message for v in refused)


def test_a_lone_enemy_legion_is_no_war() -> None:
    # p.6: no building where enemy units stand. Only Rome's legion stood in Greek North of Athens: "At war" then
    # named a war nobody fought; with Greek units there too, the province is at war.
    session = new_game("greece", "rome", "carthage", names=("Honza", "Petr", "Mirek"))
    units(session, "north-of-athens", "legion", "rome", 1)
    finish_setup(session)
    deal(session, "Honza", {"taxes": 3})
    session.act("exchange-size", {"count": 0}, actor=session.summary()["acts_next"])
    session.act("next", {"player": "Honza"})
    refused = session.propose("buy", {"item": "caravan", "province": "north-of-athens"}).violations
    assert ("Enemy units", "enemy units stand in North of Athens") in [(v.rule, v.message) for v in refused]
    units(session, "north-of-athens", "legion", "greece", 1)
    refused = session.propose("buy", {"item": "caravan", "province": "north-of-athens"}).violations
    assert ("At war", "enemy units stand in North of Athens") in [(v.rule, v.message) for v in refused]


def test_a_neutral_civilizations_hero_stays_with_it() -> None:
    # Only Babylon's player may buy Hammurabi (p.6); neutral Babylon's was listed in the bank, as if for sale.
    session = new_game("egypt", "carthage", "greece", "rome")
    supplies = {s["holder"]: s for s in session.summary()["supplies"]}
    assert "hammurabi" not in supplies["bank"]["contents"]
    assert supplies["tableau:babylon"]["contents"] == {"hammurabi": 1}
    assert supplies["tableau:babylon"]["name"] == "neutral Babylon's tableau"
