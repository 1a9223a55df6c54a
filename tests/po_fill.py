"""Fill a domain's Czech ``.po`` from a Python mapping (msgid, or (singular, plural), to the Czech text or
its three forms); a development aid for translating many messages at once.

    python -m tests.po_fill tabula /tmp/czech.py    # the file defines CS = {...}
"""

from __future__ import annotations

import runpy
import sys
from typing import Any

from tests.po import domains, po_path


def fill(domain: str, czech: dict[Any, Any]) -> int:
    """Write the translations of ``czech`` into the domain's file; returns how many were used."""
    from babel.messages.pofile import read_po, write_po

    locale = domains()[domain][1]
    path = po_path(locale, domain, "cs")
    with path.open("rb") as source:
        catalog = read_po(source, locale="cs")
    used = 0
    for message in catalog:
        if not message.id:
            continue
        key = tuple(message.id) if isinstance(message.id, (list, tuple)) else message.id
        if key in czech:
            value = czech[key]
            message.string = tuple(value) if isinstance(value, (list, tuple)) else value
            used += 1
    with path.open("wb") as out:
        write_po(out, catalog, width=110, no_location=True)
    return used


if __name__ == "__main__":
    table = runpy.run_path(sys.argv[2])["CS"]
    print(f"{fill(sys.argv[1], table)} of {len(table)} used")
