"""Runs of words shared with the rulebooks: the Czech rules reference is written in our own words.

The rulebooks are not in the repository (they are someone else's prose); what is kept is a fingerprint of
each run of ``RUN`` words in them (a 48-bit hash of the run, words folded to lower case without
diacritics), in ``tests/data/rulebook-runs.txt``. A text shares a run with a rulebook when one of its own
runs has the same fingerprint.

    python -m tests.overlap build ../shared/rules/*.txt   # write the fingerprints
    python -m tests.overlap check rulesets/hellas/rules/cs/*.md   # list shared runs
"""

from __future__ import annotations

import hashlib
import re
import sys
import unicodedata
from pathlib import Path

#: How many words in a row count as copied.
RUN = 10
FINGERPRINTS = Path(__file__).with_name("data") / "rulebook-runs.txt"


def words(text: str) -> list[str]:
    """The words of ``text``, lower case, diacritics removed (so an accent changed does not hide a copy)."""
    plain = unicodedata.normalize("NFKD", text.lower())
    plain = "".join(c for c in plain if not unicodedata.combining(c))
    return re.findall(r"\w+", plain)


def fingerprint(run: list[str]) -> str:
    return hashlib.blake2b(" ".join(run).encode(), digest_size=6).hexdigest()


def runs(text: str) -> list[tuple[str, list[str]]]:
    """Each run of ``RUN`` words in ``text`` with its fingerprint."""
    found = words(text)
    return [(fingerprint(found[i : i + RUN]), found[i : i + RUN]) for i in range(len(found) - RUN + 1)]


def known() -> set[str]:
    """The fingerprints of the rulebooks' runs."""
    return set(FINGERPRINTS.read_text(encoding="ascii").split())


def shared(text: str, prints: set[str] | None = None) -> list[str]:
    """The runs of ``text`` also in a rulebook, each as its words."""
    prints = known() if prints is None else prints
    return [" ".join(run) for mark, run in runs(text) if mark in prints]


def main(argv: list[str]) -> int:
    command, files = argv[0], [Path(a) for a in argv[1:]]
    if command == "build":
        marks = sorted({mark for f in files for mark, _ in runs(f.read_text(encoding="utf-8"))})
        FINGERPRINTS.write_text("\n".join(marks) + "\n", encoding="ascii")
        print(f"{len(marks)} runs from {len(files)} rulebooks")
        return 0
    prints = known()
    bad = 0
    for f in files:
        for run in shared(f.read_text(encoding="utf-8"), prints):
            bad += 1
            print(f"{f}: {run}")
    print(f"{bad} runs of {RUN} words shared with the rulebooks")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
