"""The ``.po`` reader (issue 37): kept by hand for start-up (engine.i18n.read_po says the measured reason), so it
must read every catalogue exactly as the library translators use (Babel) does."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from engine.i18n import read_po

ROOT = Path(__file__).resolve().parents[1]
CATALOGUES = sorted(ROOT.glob("engine/locale/*/LC_MESSAGES/*.po")) + sorted(
    ROOT.glob("rulesets/*/locale/*/LC_MESSAGES/*.po")
)


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda path: path.stem)
def test_every_catalogue_reads_as_babel_reads_it(path: Path) -> None:
    from babel.messages.pofile import read_po as babel_read

    text = path.read_text(encoding="utf-8")
    theirs: dict[str, tuple[str, tuple[str, ...]]] = {}
    for message in babel_read(io.StringIO(text)):
        if not message.id or message.fuzzy:
            continue
        if isinstance(message.id, tuple):
            singular, plural = message.id
            theirs[singular] = (plural, tuple(str(form) for form in message.string or ()))
        else:
            theirs[str(message.id)] = ("", (str(message.string),))
    ours = {msgid: (plural, forms) for msgid, plural, forms in read_po(text)}
    assert ours == theirs
    assert len(ours) > 20
