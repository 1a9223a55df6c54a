"""A field shows only with the values of another field it applies with (issue 31, the app play-test): a Mare
Nostrum buy of an influence marker showed a good ("1 hidden card: key 3 shows them to Cyril") and a bonus
province, which only a caravan and the Statue of Zeus or the Lighthouse use."""

from __future__ import annotations

from pathlib import Path

from engine import registry
from engine.field_sets import missing
from engine.fields import Field
from tests.tui.driver import Driver
from tests.tui.test_cursor_after_pick import _building, _buy_form
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.command_line import CommandLine, CommandSuggester


def _shown(form: ActionForm, name: str) -> bool:
    """Whether the field's label and input are both on the screen (both or neither, never one alone)."""
    label, widget = form.query_one(f"#label-{name}"), form.query_one(f"#field-{name}")
    assert label.display == widget.display, name
    return label.display and bool(label.region) and bool(widget.region)


async def test_a_buy_shows_the_good_and_the_bonus_province_only_for_what_uses_them(tmp_path: Path) -> None:
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        form = drive.screen.query_one(ActionForm)
        assert not _shown(form, "good") and not _shown(form, "bonus_province")  # nothing bought yet
        assert _shown(form, "province") and _shown(form, "cards")
        await drive.fill("buy", item="influence")
        form = drive.screen.query_one(ActionForm)
        assert not _shown(form, "good") and not _shown(form, "bonus_province") and _shown(form, "province")
        await drive.fill("buy", item="caravan")
        form = drive.screen.query_one(ActionForm)
        assert _shown(form, "good") and not _shown(form, "bonus_province")
        await drive.fill("buy", item="caravan", good="fish")
        assert drive.screen.query_one(ActionForm).values()["good"] == "fish"
        await drive.fill("buy", item="zeus")
        form = drive.screen.query_one(ActionForm)
        assert _shown(form, "bonus_province") and not _shown(form, "good")
        # The good typed for the caravan stays in its box, hidden, and is not sent with the wonder.
        assert "good" not in form.values() and form.values()["item"] == "zeus"
        assert "only a caravan" not in drive.check()


async def test_the_command_line_offers_a_field_only_with_the_values_it_applies_with(tmp_path: Path) -> None:
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        screen = Driver(pilot).screen
        suggester = screen.query_one(CommandLine).suggester
        assert isinstance(suggester, CommandSuggester)
        for typed, good, bonus in (
            ("buy ", False, False),
            ("buy item=influence ", False, False),
            ("buy item=Caravan ", True, False),
            ("buy item=lighthouse ", False, True),
        ):
            found = suggester.candidates(typed)
            assert found is not None
            names = found[2]
            assert ("good=" in names, "bonus-province=" in names) == (good, bonus), (typed, names)
            assert "province=" in names


def test_the_help_says_when_a_field_applies() -> None:
    spec = registry.load("mare-nostrum").action("buy")
    assert spec is not None
    good = spec.field("good")
    assert good is not None and good.said.endswith("(only with item=caravan)")
    assert good.describe()["only_with"] == {"item": ["caravan"]}
    bonus = spec.field("bonus_province")
    assert bonus is not None and bonus.said.endswith("(only with item=zeus or lighthouse)")


def test_a_required_field_that_does_not_apply_is_not_missing() -> None:
    sail = Field("sail", "int", only_with={"by": ("sea",)})
    fields = [Field("by", "choice", choices=("land", "sea")), sail]
    assert missing(fields, {"by": "land"}) == [] and missing(fields, {"by": "sea"}) == ["sail"]
    assert sail.applies({"by": "SEA"}) and not sail.applies({}) and hash(sail) == hash(sail)
