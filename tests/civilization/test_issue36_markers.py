"""Issue 36 at 9 of 10: a hut or village gives the marker turned over (the kit's ``[huts]``), applied where the kit
states what it gives and left to the table, said, where it does not."""

from __future__ import annotations

import pytest

from engine import saves
from engine.errors import BadInput, RuleRefused
from engine.session import Session
from engine.writer import to_data
from tests.civilization.helpers import count, go_to, new, realm


def _moving() -> Session:
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "movement")
    return session


def _said(session: Session) -> list[str]:
    index = len(session.events)
    return [session.describe_event(session.events[index - 1], index), *session.outcome(index)]


def test_the_forms_offer_the_kits_markers_by_name_in_either_language() -> None:
    session = _moving()
    spec = {s.name: s for s in session.ruleset.actions}
    offer_hut, offer_village = spec["hut"].suggest, spec["village"].suggest
    assert offer_hut is not None and offer_village is not None
    hut = list(offer_hut(session.context(actor=0), "reward"))
    village = list(offer_village(session.context(actor=0), "reward"))
    assert "hut-native-art" in hut and "hut-teacher" in hut and hut[-1] == "coin"
    assert "village-great-person" in village and "village-wealth" in village and "hut-iron" not in village
    # Typed by its name, English or Czech, as the marker reads at the table.
    # gives= said: an unexplained marker is asked what it gives before anything else (play-test 8).
    assert session.propose("hut", {"reward": "Teacher hut", "gives": "other"}).args["reward"] == "hut-teacher"
    assert session.propose("hut", {"reward": "Chýše – domorodé umění"}).args["reward"] == "hut-native-art"


def test_a_resource_marker_gives_its_resource() -> None:
    session = _moving()
    session.act("hut", {"reward": "Silk hut"})
    # The marker turned over is the silk token (l. 144): one piece, not a hut token beside it.
    assert count(session, "stock:china", "silk") == 1 and count(session, "stock:china", "hut") == 0
    assert _said(session)[0] == "A opens a hut (Silk hut)"
    session.act("village", {"won": "yes", "reward": "Uranium village"})
    assert count(session, "stock:china", "uranium") == 1 and count(session, "stock:china", "village") == 0


def test_native_art_moves_the_culture_marker_as_the_kit_says() -> None:
    # The kit: Native Art gives 3 culture under a hut, 6 under a village (Fame and Fortune p. 8).
    session = _moving()
    session.act("hut", {"reward": "Native Art hut"})
    assert realm(session, 0).culture == 3
    session.act("village", {"won": "yes", "reward": "Native Art village"})
    assert realm(session, 0).culture == 9
    assert "A's marker moves from 3 to 9 on the culture track." in _said(session)


def test_native_art_waits_for_the_culture_track() -> None:
    session = new(("A", "china"), ("B", "rome"), track=False)
    go_to(session, "movement")
    refused = session.propose("hut", {"reward": "Native Art hut"})
    assert "Culture track" in [v.rule for v in refused.violations]


def test_a_marker_the_kit_does_not_explain_is_recorded_and_left_to_the_table() -> None:
    # Nothing in the kit or the rulebook says what a teacher gives: no number is made up. The table is asked first
    # (play-test 8: the find went through as nothing); "other" leaves it to the table, said how.
    session = _moving()
    before = session.table.ledger
    with pytest.raises(BadInput, match="The kit does not say what the Teacher hut gives: give gives=free-tech, coin"):
        session.act("hut", {"reward": "Teacher hut"})
    assert session.table.ledger == before
    session.act("hut", {"reward": "Teacher hut", "gives": "other"})
    assert session.events[-1].args["reward"] == "hut-teacher"
    said = _said(session)
    assert said[0] == "A opens a hut (Teacher hut)"
    assert said[1].startswith("The table applies what the Teacher hut gives and records it")
    assert "correct" in said[1] and "set-dial" in said[1]
    assert session.table.ledger.count("stock:china", "hut") == before.count("stock:china", "hut")
    assert realm(session, 0).culture == 0
    # (The Great Person village gives a great person since play-test 12: test_pt12_inputs.)
    session.act("village", {"won": "yes", "reward": "City-state village", "gives": "other"})
    assert "City-state village gives" in _said(session)[1] and realm(session, 0).pending_persons == 0


def test_a_marker_of_the_other_token_or_a_resource_named_with_one_is_refused() -> None:
    session = _moving()
    refused = session.propose("hut", {"reward": "Wealth village"})
    assert [v.message for v in refused.violations] == ["the Wealth village is a village's marker, not a hut's"]
    refused = session.propose("village", {"won": "yes", "reward": "Teacher hut"})
    assert [v.message for v in refused.violations] == ["the Teacher hut is a hut's marker, not a village's"]
    refused = session.propose("hut", {"reward": "Iron hut", "resource": "silk"})
    assert [v.message for v in refused.violations] == ["the Iron hut gives what it shows; no resource is named for it"]
    with pytest.raises(RuleRefused, match="a lost fight takes no reward"):
        session.act("village", {"won": "no", "reward": "Iron village"})


def test_a_log_of_coins_and_named_resources_replays_to_the_same_table() -> None:
    # Logs written before the markers were offered hold reward=coin and reward=resource: they mean what they meant.
    session = _moving()
    session.act("hut", {"reward": "coin"})
    session.act("hut", {"reward": "resource", "resource": "iron"})
    session.act("village", {"won": "yes", "resource": "incense"})
    session.act("village", {"won": "no"})
    assert [e.args["reward"] for e in session.events[-4:]] == ["coin", "resource", "resource", "resource"]
    again = saves.from_data(to_data(session), "again")
    assert again.table.ledger == session.table.ledger
    assert (count(again, "coins:china", "coin"), count(again, "stock:china", "iron")) == (1, 1)
    assert count(again, "stock:china", "incense") == 1
