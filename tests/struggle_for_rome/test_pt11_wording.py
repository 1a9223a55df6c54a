"""Play-test 11, wording: a kind of arrow not crossed is left out ("over 0 land and 1 sea arrow")."""

from __future__ import annotations

from rulesets.struggle_for_rome.words import arrows_said


def test_arrows_leave_out_a_kind_not_crossed() -> None:
    assert arrows_said(0, 1) == "1 sea arrow"
    assert arrows_said(2, 0) == "2 land arrows"
    assert arrows_said(1, 2) == "1 land arrow and 2 sea arrows"


def test_czech_names_what_is_given_in_the_accusative(czech: None) -> None:
    """Play-test 11: "dostává 1 ruda", "stojí 1 ruda"; the object of the sentence is "1 rudu"."""
    from rulesets.struggle_for_rome import INFO
    from rulesets.struggle_for_rome.words import amount_object, amounts

    INFO.load()  # its Czech words
    assert amount_object("ore", 1) == "1 rudu" and amount_object("ore", 2) == "2 rudy"
    assert amounts({"ore": 1, "horse": 1}, object_=True) == "1 rudu, 1 koně"
    assert amounts({"ore": 1}) == "1 ruda"


def test_czech_purse_is_the_purse(czech: None) -> None:
    """Play-test 11: "4 zlaté: zlato (Filip) → banka" called the purse "zlato"."""
    from rulesets.struggle_for_rome import INFO
    from rulesets.struggle_for_rome.holders import _own_label

    INFO.load()
    assert _own_label("purse", "Filip") == "měšec (Filip)"
