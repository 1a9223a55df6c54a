"""The language people read: English or Czech, chosen once per run, and the translation of messages.

Messages are written in English in the code and marked ``tr("...")`` (or ``ntr(singular, plural, n)`` for
counted words); Babel extracts them (``babel.cfg``) into ``engine/locale/tabula.pot``, and each language's
translations live in ``engine/locale/LANG/LC_MESSAGES/tabula.po``. The ``.po`` file is read directly at the
first translated message (a small parser: no Babel and no compiled ``.mo`` at run time), so English costs
nothing at start-up and Czech only the parse.

Ids in saves, JSON and CLI arguments stay English whatever the language.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path

from engine.datadir import data_dir

#: The languages there are: English (the messages as written) and Czech.
LANGUAGES = ("en", "cs")
#: Where the translations are.
LOCALE_DIR = Path(__file__).with_name("locale")
DOMAIN = "tabula"

# Plural forms: which of a message's forms a count takes (gettext's "Plural-Forms" of each language).
PLURALS: Mapping[str, Callable[[int], int]] = {
    "en": lambda n: 0 if n == 1 else 1,
    # 1 legie, 2-4 legie, 5 legií (and 0).
    "cs": lambda n: 0 if n == 1 else 1 if 2 <= n <= 4 else 2,
}

_state: dict[str, str] = {"language": "en", "explicit": ""}
# The catalogue folder of the game being played (``rulesets/GAME/locale``): its words are used over the
# engine's, and no other game's are (Mare Nostrum's "Hrací plán" must not title the map of Hellas).
_games: list[Path] = []


def N_(message: str) -> str:
    """Mark ``message`` for translation where it is written (a name in a table built at import); it is
    translated where it is shown."""
    return message


def speak_for(locale_dir: Path) -> None:
    """Use a game's own messages (its ``locale`` folder) over the engine's, instead of any other game's
    (called as a game is loaded)."""
    if _games == [locale_dir]:
        return
    _games[:] = [locale_dir]
    catalogue.cache_clear()


def choose(explicit: str | None = None, environ: Mapping[str, str] | None = None, remembered: str | None = None) -> str:
    """The language of this run: ``explicit`` (``--lang``), else ``TABULA_LANG``, else the one chosen in the
    app and remembered (``remembered``; read from the user's data folder when None), else the locale
    (``LC_ALL``, ``LC_MESSAGES``, ``LANG``: one starting with ``cs`` gives Czech).

    Raises:
        ValueError: ``explicit`` or ``TABULA_LANG`` names a language there is not.
    """
    env = os.environ if environ is None else environ
    for said in (explicit, env.get("TABULA_LANG")):
        if said:
            return _known(said)
    kept = remembered if remembered is not None else saved_language()
    if kept in LANGUAGES:
        return kept
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if value:  # the first one set decides, as the C library reads them
            return "cs" if value.lower().startswith("cs") else "en"
    return "en"


def _known(said: str) -> str:
    wanted = said.strip().lower().replace("_", "-").split("-")[0]
    if wanted not in LANGUAGES:
        raise ValueError(f"language {said!r}: Tabula speaks {' and '.join(LANGUAGES)}")
    return wanted


def _settings_path() -> Path:
    return data_dir() / "settings.toml"


def saved_language() -> str:
    """The language chosen in the app, remembered in the user's data folder ('' when none was)."""
    path = _settings_path()
    if not path.exists():
        return ""
    import tomllib

    try:
        found = tomllib.loads(path.read_text(encoding="utf-8")).get("language", "")
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError):
        return ""  # a damaged settings file is not worth stopping for: the locale decides
    return found if found in LANGUAGES else ""


def remember_language(language: str) -> None:
    """Keep the app's choice of language for the next runs (the user's data folder)."""
    import tomli_w

    set_language(language)
    path = _settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(tomli_w.dumps({"language": language}), encoding="utf-8")


def set_language(language: str, explicit: bool = False) -> None:
    """Speak ``language`` from now on (one of ``LANGUAGES``); ``explicit``: asked for with ``--lang``, so
    the app's remembered choice does not replace it."""
    if language not in LANGUAGES:
        raise ValueError(f"language {language!r}: Tabula speaks {' and '.join(LANGUAGES)}")
    _state["language"] = language
    _state["explicit"] = "yes" if explicit else ""


def app_language() -> None:
    """At the app's start: the language chosen in the app before, unless ``--lang`` or ``TABULA_LANG`` says
    otherwise (the command line reads no settings file: it starts as fast as it can)."""
    if _state.get("explicit"):
        return
    # A TABULA_LANG the command line would have refused: the app starts in what it speaks now.
    with contextlib.suppress(ValueError):
        _state["language"] = choose(None)


def language() -> str:
    """The language spoken now."""
    return _state["language"]


def tr(message: str) -> str:
    """``message`` in the current language (as written when it has no translation)."""
    lang = _state["language"]
    if lang == "en":
        return message
    found = catalogue(lang).get(message)
    return found[0] if found and found[0] else message


def ntr(singular: str, plural: str, n: int) -> str:
    """The form of a counted message for ``n`` in the current language (``{n}`` stays to be formatted)."""
    lang = _state["language"]
    if lang != "en":
        found = catalogue(lang).get(singular)
        if found:
            form = PLURALS[lang](n)
            if form < len(found) and found[form]:
                return found[form]
    return singular if n == 1 else plural


#: How each language writes a decimal number: its decimal mark, and what stands between a number and ``%``
#: (Czech writes "1,50" and "50,0 %").
NUMBERS: Mapping[str, tuple[str, str]] = {"en": (".", ""), "cs": (",", " ")}


def number(value: float, digits: int | None = None) -> str:
    """``value`` as the language spoken writes it: "1.50" in English, "1,50" in Czech.

    Args:
        value: The number.
        digits: Digits after the decimal mark; None writes a whole number without any and a fraction as
            Python's shortest exact form ("2", "0.125").
    """
    if digits is not None:
        text = f"{value:.{digits}f}"
    elif isinstance(value, int) or float(value).is_integer():
        text = str(int(value))
    else:
        text = repr(float(value))
    mark = NUMBERS[_state["language"]][0]
    return text if mark == "." else text.replace(".", mark)


def percent(fraction: float, digits: int = 1) -> str:
    """A share (0 to 1) as a percentage the language spoken writes: "50.0%" in English, "50,0 %" in Czech."""
    return number(fraction * 100, digits) + NUMBERS[_state["language"]][1] + "%"


#: Quotation marks around a word a person typed, as each language writes them (Czech: „slovo“).
QUOTES: Mapping[str, tuple[str, str]] = {"en": ("'", "'"), "cs": ("„", "“")}


def quoted(text: object) -> str:
    """``text`` (a word a person typed or is to type) in the quotation marks of the language spoken: 'x' in
    English, „x“ in Czech; a Python repr would write 'x' in Czech too, and \\' inside a word."""
    opening, closing = QUOTES[_state["language"]]
    return f"{opening}{text}{closing}"


@cache
def catalogue(lang: str) -> dict[str, tuple[str, ...]]:
    """A language's translations: each English message (the singular of a counted one) to its forms: the
    engine's and app's, and over them the game's being played."""
    out: dict[str, tuple[str, ...]] = {}
    for folder in (LOCALE_DIR, *_games):
        for path in sorted((folder / lang / "LC_MESSAGES").glob("*.po")):
            for msgid, _plural, forms in read_po(path.read_text(encoding="utf-8")):
                before = out.get(msgid, ())
                if len(forms) == 1 and len(before) > 1:
                    # A game's word ("card": "karta") over a counted one: its own form for tr, the counted
                    # forms kept for ntr (else "2 karty" would fall back to English).
                    forms = (forms[0], *before[1:])
                out[msgid] = forms
    return out


def translations(message: str, lang: str = "cs") -> tuple[str, ...]:
    """Every form ``message`` has in ``lang`` (empty when untranslated): what input in that language may say."""
    return catalogue(lang).get(message, ())


def read_po(text: str) -> list[tuple[str, str, tuple[str, ...]]]:
    """The entries of a ``.po`` file: (msgid, msgid_plural or '', the translated forms); the header and
    fuzzy or obsolete entries are left out.

    Read here rather than by Babel (``babel.messages.pofile``), measured: Babel is not a run-time dependency
    (it comes with the test extra, ~30 MB with its locale data, for extracting messages), its import costs
    34 ms and its reading of the six catalogues 42 ms, against 17 ms for this reader (a loaded two-core
    machine); the standard library's ``gettext`` reads only compiled ``.mo`` files, which would need a build
    step. ``tests/test_po_reader.py`` checks that this reader and Babel's read every catalogue alike.
    """
    entries: list[tuple[str, str, tuple[str, ...]]] = []
    fields: dict[str, str] = {}
    last = ""
    fuzzy = False

    def flush() -> None:
        nonlocal fuzzy
        msgid = fields.get("msgid", "")
        if msgid and not fuzzy:
            forms = [fields[k] for k in sorted(k for k in fields if k.startswith("msgstr"))]
            entries.append((msgid, fields.get("msgid_plural", ""), tuple(forms)))
        fields.clear()
        fuzzy = False

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
            continue
        if line.startswith("#"):
            if line.startswith("#,") and "fuzzy" in line:
                fuzzy = True
            continue
        if line.startswith('"'):
            fields[last] += _unquote(line)
            continue
        key, _, value = line.partition(" ")
        key = key.replace("[", "_").replace("]", "") if key.startswith("msgstr[") else key
        if key in fields and key == "msgid":
            flush()
        fields[key] = _unquote(value)
        last = key
    flush()
    return entries


_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}


def _unquote(quoted: str) -> str:
    """The text of a ``"..."`` string in a ``.po`` file (C escapes: \\n \\t \\" \\\\)."""
    inner = quoted.strip()[1:-1]
    if "\\" not in inner:
        return inner
    out, i = [], 0
    while i < len(inner):
        c = inner[i]
        if c == "\\" and i + 1 < len(inner):
            out.append(_ESCAPES.get(inner[i + 1], inner[i + 1]))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)
