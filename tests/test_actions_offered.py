"""``tabula actions`` leaves out an optional field the rules offer nothing for now (play-test 12, Aquileia: the
shown laurel's ``laurel=`` on bid and drop, a lone racer's ``second_laurel``); a required one stays."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tui.cli.main import main


@pytest.mark.usefixtures("english")
def test_an_optional_field_offered_nothing_is_not_listed(
    saves_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from engine import summary

    assert main(["new", "market-day", "--player", "Ann", "--player", "Bo", "--name", "m", "--no-tui"]) == 0
    capsys.readouterr()
    describe = summary.describe_action

    def narrowed(*args: Any, **kwargs: Any) -> dict[str, Any]:
        out = describe(*args, **kwargs)
        if out["name"] == "harvest":
            out["fields"] = [
                *out["fields"],
                {"name": "bonus", "type": "str", "required": False, "offered": []},
                {"name": "crop", "type": "str", "required": True, "offered": []},
            ]
        return out

    monkeypatch.setattr(summary, "describe_action", narrowed)
    assert main(["actions", "m"]) == 0
    harvest = next(line for line in capsys.readouterr().out.splitlines() if line.startswith("harvest"))
    assert "bonus" not in harvest and "crop" in harvest
