"""Languages (issue 19): the choice of language, the Czech catalogue read without Babel, its plural forms,
and every message marked in the code translated with the same placeholders."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.i18n import choose, ntr, read_po, set_language, tr
from tui.cli.main import main

ROOT = Path(__file__).resolve().parents[1]


def test_the_language_is_chosen_as_the_issue_orders() -> None:
    # --lang, then TABULA_LANG, then the locale (LC_ALL, LC_MESSAGES, LANG; one starting with cs is Czech).
    assert choose("cs", {"TABULA_LANG": "en"}) == "cs"
    assert choose(None, {"TABULA_LANG": "cs", "LC_ALL": "en_US.UTF-8"}) == "cs"
    assert choose(None, {"LC_ALL": "cs_CZ.UTF-8", "LANG": "en_US.UTF-8"}) == "cs"
    assert choose(None, {"LC_MESSAGES": "cs_CZ", "LANG": "en_GB"}) == "cs"
    assert choose(None, {"LANG": "cs_CZ.UTF-8"}) == "cs"
    assert choose(None, {"LANG": "de_DE.UTF-8"}) == "en"
    assert choose(None, {}) == "en"
    assert choose("CS_cz", {}) == "cs"
    with pytest.raises(ValueError, match="Tabula speaks en and cs"):
        choose("de", {})


def test_a_po_file_is_read_without_babel() -> None:
    text = (
        'msgid ""\nmsgstr "Language: cs\\n"\n\n'
        '#, python-brace-format\nmsgid ""\n"{n} legion"\nmsgid_plural "{n} legions"\n'
        'msgstr[0] "{n} legie"\nmsgstr[1] "{n} legie"\nmsgstr[2] "{n} "\n"legií"\n\n'
        '#, fuzzy\nmsgid "Old"\nmsgstr "Staré"\n\n'
        'msgid "Say \\"hi\\""\nmsgstr "Řekni \\"ahoj\\""\n'
    )
    assert read_po(text) == [
        ("{n} legion", "{n} legions", ("{n} legie", "{n} legie", "{n} legií")),
        ('Say "hi"', "", ('Řekni "ahoj"',)),
    ]


def test_czech_plural_forms(czech: None) -> None:
    # 1 hráč, 2-4 hráči, 0 and 5 and more hráčů.
    said = {n: ntr("{n} player", "{n} players", n).format(n=n) for n in (0, 1, 2, 4, 5, 22)}
    assert said == {0: "0 hráčů", 1: "1 hráč", 2: "2 hráči", 4: "4 hráči", 5: "5 hráčů", 22: "22 hráčů"}
    assert tr("Games:") == "Hry:"
    assert tr("a message nobody translated") == "a message nobody translated"


def _fields(text: str) -> set[str]:
    return set(re.findall(r"\{(\w*)[^}]*\}", text))


DOMAINS = ["tabula", "mare_nostrum", "aquileia", "struggle_for_rome", "hellas", "civilization"]


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_message_has_a_czech_translation_with_its_placeholders(domain: str) -> None:
    # Extracted as translators do (tests.po: Babel with engine.i18n_extract), read as the app reads them.
    from tests.po import domains, extracted, po_path

    folders, locale = domains()[domain]
    messages = extracted(folders)
    assert len(messages) > 50
    czech = {
        msgid: (plural, forms) for msgid, plural, forms in read_po(po_path(locale, domain, "cs").read_text("utf-8"))
    }
    for key in messages:
        msgid, plural = key if isinstance(key, tuple) else (key, "")
        assert msgid in czech, f"no Czech for {msgid!r}"
        wanted_plural, forms = czech[msgid]
        assert wanted_plural == plural, msgid
        assert len(forms) == (3 if plural else 1) and all(forms), f"{msgid!r}: Czech forms {forms}"
        for form in forms:
            assert _fields(form) == _fields(msgid), f"{msgid!r}: placeholders of {form!r}"


def test_a_missing_translation_or_a_broken_placeholder_is_found(tmp_path: Path) -> None:
    # The completeness test's own reading: an empty msgstr is no translation; a renamed placeholder differs.
    entries = read_po('msgid "Hello {name}"\nmsgstr ""\n\nmsgid "Bye {name}"\nmsgstr "Sbohem {jmeno}"\n')
    assert entries[0][2] == ("",)
    assert _fields(entries[1][2][0]) != _fields(entries[1][0])


def test_the_command_line_speaks_czech(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("tui.cli.main.interactive", lambda: False)
    assert main(["--lang", "cs"]) == 0
    assert "Hry:" in capsys.readouterr().out
    monkeypatch.setenv("TABULA_LANG", "cs")
    assert main([]) == 0
    assert "Hellas (2 hráči)" in capsys.readouterr().out
    assert main(["--lang", "de"]) == 2
    assert "language 'de'" in capsys.readouterr().err


def test_the_apps_choice_is_remembered_for_the_app(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The app's setting is kept in the user's data folder; --lang and TABULA_LANG still win; the command line
    # reads no settings file (it starts as fast as it can).
    from engine.i18n import app_language, language, remember_language, saved_language

    monkeypatch.delenv("TABULA_LANG")
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    remember_language("cs")
    assert (data_dir / "settings.toml").exists() and saved_language() == "cs"
    set_language("en")
    app_language()
    assert language() == "cs"
    set_language("en", explicit=True)  # tabula --lang en open g
    app_language()
    assert language() == "en"
    set_language("en")
    monkeypatch.setenv("TABULA_LANG", "en")
    app_language()
    assert language() == "en"
    assert choose(None, {"LANG": "en_US"}, remembered="") == "en"


def test_a_damaged_settings_file_leaves_the_choice_to_the_locale(data_dir: Path) -> None:
    from engine.i18n import saved_language

    (data_dir / "settings.toml").write_text("language = [", encoding="utf-8")
    assert saved_language() == ""
    assert choose(None, {"LANG": "cs_CZ"}) == "cs"


def test_a_refusal_and_the_position_line_in_czech(
    saves_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABULA_LANG", "cs")
    assert main(["new", "civilization", "-p", "Ondrej:china", "-p", "Filip:rome", "--name", "g", "--no-tui"]) == 0
    capsys.readouterr()
    assert main(["act", "g", "found-city", "name=Xian"]) == 0
    assert "Teď: kolo 1" in capsys.readouterr().out
    assert main(["act", "g", "research", "tech=pottery"]) == 1
    err = capsys.readouterr().err
    # The action named by its Czech word (issue 37), as the player would type it.
    assert "výzkum: odmítnuto (" in err and err.rstrip().endswith("přebít lze s --force")


def test_show_in_czech(czech: None) -> None:
    import random

    from engine.session import Session
    from engine.summary import summary
    from rulesets.civilization import INFO
    from tui.show_text import render

    session = Session.new(INFO.load(), [("Ondrej", "china"), ("Filip", "rome")], rng=random.Random(1))
    text = render(session, summary(session))
    assert "\nHráči\n" in text and "\nDeska\n" in text and "\nVítězství\n" in text
    assert "na tahu: Ondrej; začínající hráč: Ondrej; událostí: 0" in text
    flat = " ".join(text.split())  # the victory lines wrap where their words fall
    assert "Úroveň technologií 1 z 5" in flat and "Dobytá hlavní města" in flat
    # The culture track's end is a printed fact nobody has told yet: no stand-in 21 (Civilization play-test).
    assert "Kulturní stupnice 0 (konec zatím neznámý)" in flat


def test_a_name_is_understood_in_czech_whatever_the_language_spoken() -> None:
    # Issue 19: input accepts the Czech names (every form, diacritics optional); ids stay English.
    from engine.errors import NotFound
    from engine.names import Catalogue

    things = Catalogue.of("thing", [("card", "card"), ("event", "event")])
    assert things.resolve("karta").id == "card"
    assert things.resolve("KARTY").id == "card"  # another form
    assert things.resolve("udalosti").id == "event"  # události without its diacritics
    assert things.get("kartička") is None
    assert things.resolve("kart").id == "card"  # the start of one name names it
    with pytest.raises(NotFound, match="did you mean card"):
        things.resolve("krata")


def test_shown_in_czech_a_name_and_a_count_take_their_czech_forms(czech: None) -> None:
    from engine.ledger import Component, Components

    components = Components([Component("card", "card")])
    assert [components.amount("card", n) for n in (0, 1, 2, 5)] == ["0 karet", "1 karta", "2 karty", "5 karet"]


def _has_words(text: object) -> bool:
    """Whether an f-string has words of its own ("{label}: {said}" joins translated parts: it has none)."""
    import ast

    assert isinstance(text, ast.JoinedStr)
    return any(isinstance(v, ast.Constant) and re.search(r"[A-Za-z]", str(v.value)) for v in text.values)


def _built_messages(folder: Path) -> list[str]:
    """Places where a message the engine translates is built with an f-string or ``+``: the catalogue
    cannot hold it (the message must be ``tr("... {x} ...").format(x=...)``)."""
    import ast

    from engine.i18n_extract import PLACES, _arg, _called

    out = []
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and _called(node) in PLACES:
                positions, names = PLACES[_called(node)]
                places: tuple[int | str, ...] = (*positions, *names)
                for where in places:
                    found = _arg(node, where)
                    if isinstance(found, ast.BinOp) or (isinstance(found, ast.JoinedStr) and _has_words(found)):
                        out.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return out


@pytest.mark.parametrize("folder", ["engine", "tui", "rulesets"])
def test_no_message_is_built_where_the_catalogue_cannot_hold_it(folder: str) -> None:
    assert _built_messages(ROOT / folder) == []


@pytest.mark.parametrize("game", ["mare-nostrum", "aquileia", "struggle-for-rome", "hellas", "civilization"])
def test_json_keys_stay_english_in_czech(game: str) -> None:
    # Issue 19: ids in saves, JSON and arguments stay English; only what people read changes language.
    import random

    from engine import registry
    from engine.session import Session
    from engine.summary import summary

    ruleset = registry.load(game)
    names = ["Ann", "Bob", "Cyd"][: max(ruleset.min_players, 2)]
    players = [(n, ruleset.factions[i] if ruleset.factions else "") for i, n in enumerate(names)]
    session = Session.new(ruleset, players, rng=random.Random(1))

    def keys(value: object) -> object:
        if isinstance(value, dict):
            return {k: keys(v) for k, v in value.items() if k != "holdings"}
        if isinstance(value, list):
            return [keys(v) for v in value]
        return None

    english = keys(summary(session))
    set_language("cs")
    try:
        assert keys(summary(session)) == english
    finally:
        set_language("en")


def test_a_games_own_word_keeps_the_engines_counted_forms(czech: None) -> None:
    # Hellas translates "card" as a plain word; the engine counts cards: loading Hellas must not turn
    # "2 karty" back into English (a worker that had loaded a game failed the count test).
    from engine import registry
    from engine.ledger import Component, Components

    registry.load("hellas")
    components = Components([Component("card", "card")])
    assert [components.amount("card", n) for n in (1, 2, 5)] == ["1 karta", "2 karty", "5 karet"]
    assert tr("card") == "karta"


def test_a_choice_is_logged_by_its_word_in_czech(czech: None) -> None:
    # Aquileia's log said "přihazuje: bronze": the choice's id, not its Czech word.
    from engine import registry
    from engine.actions import ActionSpec
    from engine.fields import Field
    from engine.outcomes import event_text

    registry.load("aquileia")
    field = Field("metal", "choice", choices=("gold", "bronze"))
    spec = ActionSpec("bid", lambda ctx, args: None, (field,), text="{actor}: {metal}")
    assert event_text(spec, "bid", {"metal": "bronze"}, "Ann", None) == "Ann: bronz"


def test_one_games_words_never_show_in_another(czech: None) -> None:
    # Mare Nostrum calls its map "Hrací plán"; once Hellas is played, its map is the engine's "Mapa" again
    # (the Czech snapshots of four games changed with the game a test had loaded before).
    from engine import registry

    registry.load("mare-nostrum")
    assert tr("Map") == "Hrací plán"
    registry.load("hellas")
    assert tr("Map") == "Mapa"


def test_looking_at_every_game_keeps_the_words_of_the_one_played(czech: None) -> None:
    # The play-test: after the palette's language switch, Hellas read "Hrací plán" (Mare Nostrum's map): the
    # home screen's demo list and the palette's calculators had loaded every game, the last one's words won.
    from engine import registry
    from tui.library import has_demo

    registry.load("mare-nostrum")
    for info in registry.games():
        has_demo(info.id)
        info.load_calculators(speak=False)
    assert tr("Map") == "Hrací plán"


def test_a_faction_is_named_in_either_language() -> None:
    # The play-test: "new mare-nostrum -p Jana:Řím" was refused (only the ids were known).
    from engine import registry

    mare = registry.load("mare-nostrum")
    chosen = mare.assign_factions([("Jana", "Řím"), ("Bo", "kartago"), ("Cyd", "Egypt")])
    assert [p.faction for p in chosen] == ["rome", "carthage", "egypt"]
    assert [p.faction for p in registry.load("hellas").assign_factions([("A", "svetly"), ("B", "dark")])] == [
        "light",
        "dark",
    ]


def test_the_command_lines_help_in_czech(capsys: pytest.CaptureFixture[str]) -> None:
    # The commands' and options' help and Typer's headings; ids (commands, options) stay as typed.
    assert main(["--lang", "cs", "demo", "--help"]) == 0
    out = capsys.readouterr().out
    assert "Zkopírovat přiloženou ukázkovou" in out and "Argumenty:" in out and "Volby:" in out
    assert re.search(r"--no-tui +Zkopírovat bez otevření aplikace\.", out)
    assert main(["demo", "--help"]) == 0
    assert "Copy it without opening the app." in capsys.readouterr().out


@pytest.mark.parametrize(
    ("words", "czech"),
    [
        (["act"], "tabula: Chybí argument „PARTIE“."),  # the placeholder as the Czech help says it
        (["new", "--bogus"], "tabula: Volba --bogus neexistuje"),
        (["games", "extra"], "tabula: nečekaná slova navíc: extra"),
        (["nosuch"], "tabula: Příkaz „nosuch“ neexistuje."),
        (["undo", "x", "--steps", "abc"], "tabula: Neplatná hodnota pro „--steps“: „abc“ není celé číslo"),
    ],
)
def test_click_usage_errors_in_czech(capsys: pytest.CaptureFixture[str], words: list[str], czech: str) -> None:
    # The copy of Click inside Typer says these in English only: said again from their parts, exit 2.
    assert main(["--lang", "cs", *words]) == 2
    assert capsys.readouterr().err.strip() == czech
    assert main(words) == 2
    assert "tabula: " in capsys.readouterr().err  # English as Click says it


def test_the_help_line_and_help_option_in_czech(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "cs", "demo", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Použití: tabula demo") and "Ukázat tuto nápovědu a skončit." in out
    assert main(["demo", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Usage: tabula demo") and "Show this message and exit." in out


def test_factions_are_named_in_czech_where_people_read_them(czech: None) -> None:
    # The Aquileia play: "Vlada (red)" and "Dolus [red]" beside "Kaja (modrá)": red had no Czech word, and
    # the board's owners were printed as ids.
    import random

    from engine import registry
    from engine.session import Session
    from engine.summary import summary
    from tui.show_text import render

    session = Session.new(registry.load("aquileia"), [("Vlada", "red"), ("Kaja", "blue"), ("Jirka", "yellow")],
                          rng=random.Random(1))  # fmt: skip
    text = render(session, summary(session))
    assert "Vlada (červená)" in text and "Kaja (modrá)" in text and "(red)" not in text
