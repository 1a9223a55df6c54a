"""Play-test 6, bug 4: the app's card set for a purchase spent 2 taxes Petr could have kept, so that his goods
still paid for a 3-card purchase (the reading in the ``decisions`` topic). The purchase now says why, and which
set would keep more should he stop there (p.6, l.15: only up to 2 taxes outlive the build phase)."""

from __future__ import annotations

from engine.session import Session
from rulesets.mare_nostrum.cards import kept_instead
from tests.mare_nostrum.helpers import deal, finish_setup, hand_of, new_game

CAESAR = frozenset({"caesar"})


def _petr_builds(hand: dict[str, int]) -> Session:
    """Petr (Rome, with Caesar: a legion costs 2) alone holding cards, on turn in the build phase."""
    session = new_game("rome", "carthage", "greece", names=("Petr", "Katka", "Honza"))
    finish_setup(session)
    for name in ("Katka", "Honza"):
        deal(session, name, {})
    deal(session, "Petr", hand)
    session.act("exchange-size", {"count": 0})
    session.act("next", {"player": "Petr"})
    return session


def test_the_taxes_paid_say_why_and_what_would_keep_them() -> None:
    session = _petr_builds({"taxes": 2, "grain": 1, "wine": 1, "slaves": 1})
    event = session.act("buy", {"item": "legion", "province": "rome"})
    assert event.args["cards"] == ["taxes", "taxes"]  # the reading holds: the goods left pay a 3-card purchase
    assert hand_of(session, "Petr") == {"grain": 1, "wine": 1, "slaves": 1}
    assert session.outcome(len(session.events)) == [
        "Petr buys a legion in Rome, paying 2 taxes.",
        "Hint: the grain, slaves and wine left still pay for a 3-card purchase; paying grain and wine instead"
        " would keep 2 tax cards past the build phase, should Petr buy nothing more.",
    ]


def test_no_hint_where_the_set_paid_keeps_the_most() -> None:
    # Three taxes and two goods: the goods cannot pay a 3-card set, the taxes pay, nothing else is kept.
    assert kept_instead({"taxes": 5, "grain": 1}, "fleet", frozenset(), ["taxes"] * 3) is None
    # Paying with the goods keeps the taxes already: nothing to say.
    assert kept_instead({"taxes": 2, "grain": 1, "wine": 1}, "legion", CAESAR, ["grain", "wine"]) is None
    session = _petr_builds({"taxes": 2, "grain": 1, "wine": 1})
    session.act("buy", {"item": "legion", "province": "rome"})
    assert [line for line in session.outcome(len(session.events)) if line.startswith("Hint")] == []


def test_a_set_named_worse_on_both_counts_gets_no_hint() -> None:
    # Grain and wine typed: the rest (2 taxes, slaves) keeps more, so no set keeps more than it.
    assert kept_instead({"taxes": 2, "grain": 1, "wine": 1, "slaves": 1}, "legion", CAESAR, ["grain", "wine"]) is None
