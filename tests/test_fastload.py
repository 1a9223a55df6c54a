"""The fast event-array reader must read exactly what tomllib reads."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine import fastload, saves, writer
from tests.conftest import new_market

HEADER = 'format = 1\ngame = "x"\n'


def agree(text: str) -> dict[str, Any] | None:
    """Assert both readers give the same document, or the same error."""
    try:
        expected = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        with pytest.raises(tomllib.TOMLDecodeError) as raised:
            fastload.loads(text)
        assert str(raised.value) == str(error)
        return None
    # repr, not ==: a TOML nan is a valid value and never equals itself.
    assert repr(fastload.loads(text)) == repr(expected)
    return expected


def events(*lines: str) -> str:
    return HEADER + "events = [\n" + "".join(f"    {line},\n" for line in lines) + "]\n\n[options]\nseed = 1\n"


def test_a_written_save_takes_the_fast_path_and_matches_tomllib() -> None:
    session = new_market()
    for _ in range(5):
        session.act("roll", {"dice": "roll:2", "why": 'quote " é \\ end \u00e9'})
    session.undo()
    text = saves.dumps(session)
    fast = fastload._fast(text)  # raises if the fast path gave up
    assert fast == tomllib.loads(text)
    assert len(fast["events"]) == len(session.events) and len(fast["redo"]) == 1


@pytest.mark.parametrize(
    "line",
    [
        '{ t = "a", by = null }',  # JSON null is not TOML
        '{ t = "a", at = NaN }',
        '{ t = "a", at = nan }',
        '{ t = "a", at = 1.5 }',
        '{ t = "a", at = 1e3 }',
        '{ t = "a", at = 1_000 }',
        '{ t = "a", at = 0x10 }',
        '{ t = "a", at = +1 }',
        '{ t = "a", at = 007 }',
        '{ t = "a\\/b" }',  # an escape JSON has and TOML lacks
        '{ t = "a\\ud800" }',  # a surrogate
        '{ t = "a\\U0001F600" }',  # an escape TOML has and JSON lacks
        '{ t = "tab\there" }',  # TOML allows a raw tab, JSON does not
        "{ t = 'literal' }",
        '{ "t" = "quoted key" }',
        '{ t = "a", t = "b" }',  # duplicate key
        "{ a.b = 1 }",  # dotted key
        '{ t = "a" } # comment',
        '{ t = "a", }',  # trailing comma in an inline table
        '{ t = "a", a = [1, 2,] }',
        '{ t = "a", a = { x = [true, false, -3, "s"] } }',
        '{ t = "a", x\t= 1 }',
        "{}",
        "[1, 2]",
        '"just a string"',
        "5",
        '{ t = "é ✓ 😀 \\u00e9" }',
        '{ t == "a" }',
        "{ 12 = 1, -x = 2, true = false }",
    ],
)
def test_odd_lines_read_as_tomllib_reads_them(line: str) -> None:
    agree(events(line, '{ t = "ok" }'))


def test_rows_running_over_two_lines_read_as_tomllib_reads_them() -> None:
    # An array inside an inline table may span lines; the table itself may not.
    assert agree(events("{ a = [ { x = 1 }", "{ y = 2 } ] }")) is not None
    assert agree(HEADER + "events = [\n    { t = 1,\n      u = 2 },\n]\n") is None
    # Two rows on one line and one row over two lines: as many rows as lines, read as tomllib reads them.
    crossed = "events = [\n    { a = 1 }, { b = 1 },\n    { c = [ { d = 1 },\n    { e = 1 } ] },\n]\n"
    assert agree(HEADER + crossed) == {**tomllib.loads(HEADER + crossed)}
    assert agree(events('{ t = "}, {" }', '{ u = "[" }')) is not None  # brackets inside strings do not count


@pytest.mark.parametrize(
    "text",
    [
        HEADER + "[options]\nevents = [\n    { t = 1 },\n]\n",  # not top level
        HEADER + 'x = """\nevents = [\n    { t = 1 },\n]\n"""\n',
        HEADER + "events = []\nevents = [\n    { t = 1 },\n]\n",  # given twice
        HEADER + "events = [\n    { t = 1 },\n\n]\n",  # a blank line
        HEADER + "events = [\n    # note\n    { t = 1 },\n]\n",
        HEADER + "events = [\n]\n",
        HEADER + "events = [\n    { t = 1 },\n]\nredo = [\n    { t = 2 },\n]\n",
        HEADER + "events = [\r\n    { t = 1 },\r\n]\r\n",
        HEADER + "events = [\n    { t = 1 }\n]\n",  # no trailing comma
        HEADER + "events = [\n    { t = 1 },\n",  # cut short
    ],
)
def test_odd_layouts_read_as_tomllib_reads_them(text: str) -> None:
    agree(text)


VALUES = st.recursive(
    st.booleans() | st.integers(-(2**40), 2**40) | st.text(max_size=6),
    lambda c: st.lists(c, max_size=3),
    max_leaves=4,
)


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(
    rows=st.lists(st.dictionaries(st.text(max_size=5), VALUES, max_size=4), max_size=5),
    cut=st.integers(0, 400),
    junk=st.sampled_from(['"', "'", "=", "\n", "#", ".", "\\", "\t", "\r", "null", "1.5", "}", "{", "[", ","]),
)
# A key ending in a newline was written bare ("$" matched before it), making a save that does not parse.
@example(rows=[{"0\n": []}], cut=0, junk='"')
def test_written_and_then_damaged_arrays_read_as_tomllib_reads_them(
    rows: list[dict[str, object]], cut: int, junk: str
) -> None:
    text = HEADER + writer._array("events", rows) + "\n[options]\n"
    assert agree(text) == {"format": 1, "game": "x", "events": rows, "options": {}}
    at = min(cut, len(text))
    agree(text[:at] + junk + text[at:])
