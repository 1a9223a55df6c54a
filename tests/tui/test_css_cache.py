"""The stylesheet's parsed rules kept for the next start (tui.app.css_cache)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.css import stylesheet as textual_stylesheet

from tui.app.app import TabulaApp
from tui.app.css_cache import KeptStylesheet, cache_file

CSS = "Static { color: $text; } #one { width: 3; }"


def _parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The CSS texts Textual's parser is handed from now on."""
    seen: list[str] = []
    real = textual_stylesheet.parse  # type: ignore[attr-defined]

    def counted(scope: str, css: str, *args: object, **kwargs: object) -> object:
        seen.append(css)
        return real(scope, css, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(textual_stylesheet, "parse", counted)
    return seen


def _rules_css(sheet: KeptStylesheet) -> str:
    sheet.add_source(CSS, read_from=("test.tcss", ""))
    return sheet.css


def test_a_second_stylesheet_reads_the_rules_the_first_parsed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "css.pickle"
    first = KeptStylesheet(variables={"text": "red"}, path=path)
    parsed = _rules_css(first)
    first.keep()
    assert path.is_file()

    parses = _parses(monkeypatch)
    second = KeptStylesheet(variables={"text": "red"}, path=path)
    assert _rules_css(second) == parsed
    assert parses == []  # read from the file, not parsed again


def test_other_variables_are_parsed_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "css.pickle"
    first = KeptStylesheet(variables={"text": "red"}, path=path)
    _rules_css(first)
    first.keep()

    parses = _parses(monkeypatch)
    other = KeptStylesheet(variables={"text": "blue"}, path=path)
    assert "#0000FF" in _rules_css(other)
    assert parses == [CSS]


def test_an_unreadable_file_is_parsed_as_textual_does(tmp_path: Path) -> None:
    path = tmp_path / "css.pickle"
    path.write_bytes(b"not a pickle")
    sheet = KeptStylesheet(variables={"text": "red"}, path=path)
    assert "width: 3" in _rules_css(sheet)
    sheet.keep()  # and the file is written anew
    again = KeptStylesheet(variables={"text": "red"}, path=path)
    assert _rules_css(again) == _rules_css(sheet)


def test_css_with_errors_is_not_kept(tmp_path: Path) -> None:
    path = tmp_path / "css.pickle"
    sheet = KeptStylesheet(variables={}, path=path)
    sheet.add_source("Static { colour: red; }", read_from=("bad.tcss", ""))
    with pytest.raises(textual_stylesheet.StylesheetParseError):
        sheet.parse()
    sheet.keep()
    assert not path.exists()


async def test_the_launched_app_starts_without_parsing_after_its_first_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABULA_CACHE", str(tmp_path / "cache"))

    async def run_once() -> None:
        app = TabulaApp(saves_dir=tmp_path)
        app.keep_css = True  # as launch.launched sets it
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()

    await run_once()
    assert cache_file().is_file()
    parses = _parses(monkeypatch)
    await run_once()
    assert parses == []


async def test_a_test_app_writes_no_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABULA_CACHE", str(tmp_path / "cache"))
    async with TabulaApp(saves_dir=tmp_path).run_test(size=(100, 30)) as pilot:
        await pilot.pause()
    assert not cache_file().exists()
