"""show names a player's holders as sentences and corrections do (the play-test: "stock" in show, "tokens" in
correct)."""

from __future__ import annotations

import random

from engine.session import Session
from engine.summary import summary
from rulesets.civilization import INFO
from tui.show_text import render


def test_show_names_holders_as_corrections_do() -> None:
    session = Session.new(INFO.load(), [("Ondrej", "china"), ("Filip", "rome")], rng=random.Random(1))
    text = render(session, summary(session))
    assert "    figures on the map: 1 army, 1 settler" in text
    assert "    board:" not in text
