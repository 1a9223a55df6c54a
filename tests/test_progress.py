"""Victory measures round by round (engine.progress): the data behind the app's progress plot."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from benchmarks.run import build
from engine import registry, saves
from engine.progress import progress, round_ends
from engine.ruleset import Ruleset, VictoryProgress
from engine.session import Session
from engine.state import Context
from tests.mare_nostrum.helpers import deal, name_goods, new_game

GAMES = [g.id for g in registry.games()]


def _demo(game_id: str) -> Session:
    ruleset = registry.load(game_id)
    return saves.loads_text(ruleset.resource(ruleset.demo).read_text(encoding="utf-8"), "demo", game_id)


def _now(session: Session, condition: str) -> dict[str, int]:
    """What the summary's victory list says now, per player."""
    return {v["player"]: v["value"] for v in session.summary()["victory"] if v["condition"] == condition}


def test_hellas_demo_cities_per_round() -> None:
    session = _demo("hellas")
    found = progress(session)
    assert found.rounds == (1, 2, 3)
    cities = found.measure("cities")
    assert cities.label == "Cities"
    assert cities.target == 10
    # Theseus led after round 1; Ariadne took a city from him in round 2.
    assert cities.values == {"Ariadne": (4, 5, 5), "Theseus": (5, 4, 4)}
    assert {name: row[-1] for name, row in cities.values.items()} == _now(session, "cities")
    assert found.plottable and not found.over


def test_civilization_demo_has_every_measure_for_every_player() -> None:
    found = progress(_demo("civilization"))
    assert found.rounds == (1, 2)
    assert [m.label for m in found.measures] == ["Tech level", "Culture track", "Coins", "Capitals taken"]
    assert found.measure("culture").values == {"Ondrej": (0, 0), "Filip": (2, 2), "Avesonn": (0, 0)}
    assert found.measure("economy").target == 15


def test_a_target_that_is_only_the_leaders_score_is_not_drawn() -> None:
    # Aquileia reports the leader's score as the target ("Points vs leader 4 of 8"): no goal to aim at.
    score = progress(_demo("aquileia")).measure("score")
    assert score.values == {"Vlada": (4, 4), "Kaja": (8, 8), "Jirka": (0, 0)}
    assert score.target is None


@pytest.mark.parametrize("game_id", GAMES)
def test_every_demo_has_a_measure_with_a_value_each_round(game_id: str) -> None:
    session = _demo(game_id)
    found = progress(session)
    assert found.rounds[-1] == session.table.position.round
    full = [m for m in found.measures if all(v is not None for row in m.values.values() for v in row)]
    assert full, f"{game_id}: no measure has a value for every player in every round"
    for measure in full:
        assert set(measure.values) == {p.name for p in session.players}
        assert all(len(row) == len(found.rounds) for row in measure.values.values())
        assert {name: row[-1] for name, row in measure.values.items()} == _now(session, measure.condition)


def _play_round(session: Session, buyer: str | None = None, item: str = "") -> None:
    """Trade (no exchange), build (``buyer`` buys ``item``), strategy: on to the next round."""
    if any(v.rule == "Roles" for v in session.propose("next-phase").violations):
        session.act("give-role", {"role": "commander", "player": "Bo"})
    session.act("exchange-size", {"count": 0})
    if buyer:
        deal(session, buyer, {"taxes": 9})
        session.act("next", {"player": buyer})
        session.act("buy", {"item": item})
    session.act("next-phase")
    session.act("next-phase")


def test_mare_nostrum_wonders_rise_in_the_round_one_is_built() -> None:
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    name_goods(session)  # the last good named, the preset start ends by itself (rules v10)
    assert session.phase.id == "trade"
    assert not progress(session).plottable  # one round: nothing to draw yet

    _play_round(session)
    _play_round(session, "Ann", "colossus")
    _play_round(session)
    found = progress(session)
    assert found.rounds == (1, 2, 3, 4)
    wonders = found.measure("wonders-heroes")
    assert wonders.label == "Wonders and heroes" and wonders.target == 4
    # Each starts with the civilization's hero; Ann's Colossus counts from round 2 on.
    assert wonders.values == {"Ann": (1, 2, 2, 2), "Bo": (1, 1, 1, 1), "Cy": (1, 1, 1, 1)}
    assert found.measure("pyramids").values["Ann"] == (0, 0, 0, 0)

    # The round in progress shows the value now: a build in round 4 counts at once, and undo takes it back.
    session.act("exchange-size", {"count": 0})
    deal(session, "Cy", {"taxes": 12})
    session.act("next", {"player": "Cy"})
    session.act("buy", {"item": "pyramids"})
    won = progress(session)
    assert won.measure("pyramids").values["Cy"] == (0, 0, 0, 1)
    assert won.over  # the Pyramids win: round 4's values are final
    session.undo()
    assert progress(session).measure("pyramids").values["Cy"] == (0, 0, 0, 0)


def test_only_the_last_table_of_each_round_is_evaluated(monkeypatch: pytest.MonkeyPatch) -> None:
    session = build(1000)  # the benchmark's session: every kind of event over many rounds
    asked: list[int] = []
    rules = type(session.ruleset)
    victory = rules.victory

    def counting(self: Ruleset, ctx: Context) -> Sequence[VictoryProgress]:
        asked.append(1)
        return victory(self, ctx)

    monkeypatch.setattr(rules, "victory", counting)
    found = progress(session)
    assert len(found.rounds) == session.table.position.round > 10
    assert len(asked) == len(found.rounds)
    assert [table for _, table in round_ends(session)][-1] is session.table
