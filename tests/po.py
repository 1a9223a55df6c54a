"""The translation files: extract every message (Babel, with ``engine.i18n_extract``) and bring each
language's ``.po`` up to date, keeping what is translated.

    python -m tests.po update            # every domain: new messages added empty, gone ones dropped
    python -m tests.po update hellas     # one domain
    python -m tests.po missing hellas    # the messages of a domain with no Czech yet

Domains: ``tabula`` (the engine and the app: ``engine/``, ``tui/``) and one per game (its package name),
each with its own file, so each game's words live with the game.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
METHODS = [
    ("**.py", "engine.i18n_extract.extract_python"),
    ("**/data.toml", "engine.i18n_extract.extract_toml"),
    ("**/kit.toml", "engine.i18n_extract.extract_toml"),
]
LANGUAGES = ("cs",)
HEADER = (
    "# Czech translation of Tabula's messages ({domain}). Game terms are the names printed on the Czech\n"
    "# components, as the rulebooks use them (shared/rules/README.md has the English for each).\n"
    "# Update with: python -m tests.po update {domain}"
)
FIXED = datetime(2026, 11, 30, tzinfo=UTC)


def domains() -> dict[str, tuple[list[Path], Path]]:
    """Each domain: the folders its messages come from, and its locale folder."""
    out = {"tabula": ([ROOT / "engine", ROOT / "tui"], ROOT / "engine" / "locale")}
    for package in sorted(p for p in (ROOT / "rulesets").iterdir() if (p / "ruleset.py").exists()):
        out[package.name] = ([package], package / "locale")
    return out


def extracted(folders: list[Path]) -> dict[str | tuple[str, str], list[tuple[str, int]]]:
    """Every message in ``folders``: the msgid (a pair for a counted one) and where it is."""
    from babel.messages.extract import extract_from_dir

    found: dict[str | tuple[str, str], list[tuple[str, int]]] = {}
    for folder in folders:
        for filename, line, message, _comments, _context in extract_from_dir(
            str(folder), method_map=METHODS, comment_tags=(), keywords={"ngettext": (1, 2)}
        ):
            key = tuple(message) if isinstance(message, (tuple, list)) else message
            found.setdefault(key, []).append((str((folder / filename).relative_to(ROOT)), line))  # type: ignore[arg-type]
    # A name that is also counted somewhere ("Traitor", "1 Traitor, 2 Traitors") is one entry, the counted
    # one: tr() of the name reads its first form.
    singulars = {key[0] for key in found if isinstance(key, tuple)}
    for key in [k for k in found if isinstance(k, str) and k in singulars]:
        pair = next(p for p in found if isinstance(p, tuple) and p[0] == key)
        found[pair] += found.pop(key)
    return found


def po_path(locale: Path, domain: str, lang: str) -> Path:
    return locale / lang / "LC_MESSAGES" / f"{domain}.po"


def update(domain: str) -> tuple[int, int]:
    """Bring ``domain``'s files up to date; returns (messages, untranslated in Czech)."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po, write_po

    folders, locale = domains()[domain]
    messages = extracted(folders)
    untranslated = 0
    for lang in LANGUAGES:
        path = po_path(locale, domain, lang)
        old = read_po(path.open("rb"), locale=lang) if path.exists() else Catalog(locale=lang)
        new = Catalog(
            locale=lang,
            project="Tabula",
            version="",
            header_comment=HEADER.format(domain=domain),
            creation_date=FIXED,  # a date that never changes: the file changes only with its messages
            revision_date=FIXED,
            last_translator="Tabula",
            language_team="Tabula",
            fuzzy=False,
        )
        for key, places in messages.items():
            msgid = key[0] if isinstance(key, tuple) else key
            before = old.get(msgid)
            string: Any = ("", "", "") if isinstance(key, tuple) else ""
            counted_before = before is not None and isinstance(before.string, (tuple, list))
            if before is not None and before.string and not before.fuzzy and counted_before == isinstance(key, tuple):
                string = before.string  # kept; a message turned counted or plain is translated again
            flags = ("python-brace-format",) if "{" in msgid else ()
            new.add(key, string, locations=[(f, n) for f, n in places if n], flags=flags)
            if not (string if isinstance(string, str) else all(string)):
                untranslated += 1
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as out:
            write_po(out, new, width=110, omit_header=False, no_location=True, sort_output=False)
    return len(messages), untranslated


def missing(domain: str) -> list[str]:
    from babel.messages.pofile import read_po

    locale = domains()[domain][1]
    path = po_path(locale, domain, "cs")
    catalog = read_po(path.open("rb"), locale="cs")
    return [str(m.id) for m in catalog if m.id and not _translated(m.string)]


def _translated(string: Any) -> bool:
    return bool(string) if isinstance(string, str) else bool(string) and all(string)


def main(argv: list[str]) -> int:
    command, wanted = argv[0], argv[1:] or list(domains())
    for domain in wanted:
        if command == "update":
            total, left = update(domain)
            print(f"{domain}: {total} messages, {left} without Czech")
        else:
            for msgid in missing(domain):
                print(msgid)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
