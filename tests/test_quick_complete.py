"""A Tab press answered without Typer (issue 21): the same words Typer prints, from a cache of the save."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine import saves
from tui.cli import completion_cache
from tui.cli import shape as cli_shape
from tui.cli.completion import as_quick_path
from tui.cli.main import main
from tui.cli.quick_complete import answer
from tui.cli.shape_make import make
from tui.library import copy_demo


@pytest.fixture
def demos(tmp_path: Path) -> Path:
    copy_demo(tmp_path, "hellas")
    return tmp_path


def _env(line: str, shell: str = "zsh", fish: str = "get-args") -> dict[str, str]:
    """What Typer's script for ``shell`` sets when Tab is pressed at the end of ``line``."""
    env = {"_TABULA_COMPLETE": f"complete_{shell}"}
    if shell == "bash":
        # Bash's words: split at white space and at "=" and ":" (its COMP_WORDBREAKS), a run of those a word.
        words = re.findall(r"[=:]+|[^\s=:]+", line)
        if line.endswith(" "):
            words.append("")
        env.update(COMP_WORDS=" ".join(words), COMP_CWORD=str(len(words) - 1))
    else:
        env["_TYPER_COMPLETE_ARGS"] = line
    if shell == "fish":
        env["_TYPER_COMPLETE_FISH_ACTION"] = fish
    return env


def _quick(env: dict[str, str], capsys: pytest.CaptureFixture[str]) -> tuple[int | None, str]:
    code = answer(env)
    return code, capsys.readouterr().out


def _typer(env: dict[str, str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """What Typer and Click print for the same Tab press (the way every Tab went before the quick path)."""
    from typer.main import get_command

    from tui.cli.base import app
    from tui.cli.main import register

    register()

    as_quick_path()
    with monkeypatch.context() as patch:
        for name, value in env.items():
            patch.setenv(name, value)
        with pytest.raises(SystemExit) as done:
            get_command(app).main(args=[], prog_name="tabula")
    return int(done.value.code or 0), capsys.readouterr().out


def test_the_written_shape_is_the_apps() -> None:
    # Fails when a command's parameters change and the shape is not written again: python -m tui.cli.shape_make
    assert make() == cli_shape.SHAPE


#: Tab pressed at the end of each (after "tabula --saves-dir DEMOS "): the quick path answers these.
ANSWERED = [
    "act hel",
    "act hellas-demo ",
    "act hellas-demo re",
    "act hellas-demo reinforce ",
    "act hellas-demo reinforce gr",
    "act hellas-demo reinforce greeks=",
    "act hellas-demo reinforce greeks=a",
    "act hellas-demo reinforce greeks=athens ",
    "act hellas-demo reinforce greeks=athens,sp",
    "act hellas-demo reinforce --as ",
    "act hellas-demo reinforce --as=Ar",
    "act hellas-demo reinforce --as=",
    "act hellas-demo --as=Ariadne reinforce gr",
    "--lang=cs act hellas-demo re",
    "open hellas-demo --viewer=t",
    "kit export hellas --from=hel",
    "act --force hellas-demo re",
    "act hellas-demo --check reinforce greeks=athens --json ",
    "show hellas-demo --player ",
    "open hellas-demo --viewer ",
    "rules h",
    "rules hellas ",
    "calc mare-nostrum ",
    "kit export hellas --from ",
    "new ",
    "demo ma",
    "act nosuch ",
    "act hellas-demo nosuch ",
    "act hellas-demo attack ",
    "show hellas-demo --player ar",
]
#: ... and these it leaves to Typer: names of commands and options, words it does not know, a lone "--".
LEFT = ["", "ac", "act hellas-demo reinforce --", "kit ", "act -- hellas-demo ", "act --bogus x ", "--saves-dir "]


@pytest.mark.parametrize("shell", ["zsh", "fish", "bash"])
def test_the_quick_path_prints_what_typer_prints(
    demos: Path, shell: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for typed in ANSWERED:
        env = _env(f"tabula --saves-dir {demos} {typed}", shell)
        first = _quick(env, capsys)  # works the answers out and keeps them
        assert first[0] is not None, typed
        assert first == _typer(env, monkeypatch, capsys), (shell, typed)
        assert _quick(env, capsys) == first, (shell, typed)  # from the cache
    for typed in LEFT:
        assert _quick(_env(f"tabula --saves-dir {demos} {typed}", shell), capsys) == (None, ""), typed


def test_fish_asks_whether_there_are_candidates_by_the_exit_code(
    demos: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _quick(_env(f"tabula --saves-dir {demos} act hellas-demo re", "fish", "is-args"), capsys) == (0, "")
    assert _quick(_env(f"tabula --saves-dir {demos} act hellas-demo zzz", "fish", "is-args"), capsys) == (1, "")


def test_the_help_is_in_the_language_asked(demos: Path, capsys: pytest.CaptureFixture[str]) -> None:
    english = _quick(_env(f"tabula --saves-dir {demos} act hellas-demo re"), capsys)[1]
    czech = _quick(_env(f"tabula --saves-dir {demos} --lang cs act hellas-demo re"), capsys)[1]
    assert '"reinforce":"' in english and '"reinforce":"' in czech and english != czech


def test_bash_completes_a_fields_value_in_the_word_after_the_equals_sign(
    demos: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Bash hands NAME=VALUE over as three words: NAME, "=", VALUE; readline replaces only what follows the
    # "=", so a value comes without it ("=athens" made greeks==; tests/test_real_bash.py types it in bash).
    base = f"tabula --saves-dir {demos} act hellas-demo reinforce greeks"
    env = {"_TABULA_COMPLETE": "complete_bash", "COMP_WORDS": f"{base} = a", "COMP_CWORD": "8"}
    values = _quick(env, capsys)[1].split()
    assert "athens" in values and all(v.startswith("a") for v in values)
    env = {"_TABULA_COMPLETE": "complete_bash", "COMP_WORDS": f"{base} =", "COMP_CWORD": "7"}
    values = _quick(env, capsys)[1].split()
    assert "athens" in values and "sparta" in values and not any("=" in v for v in values), values


def test_bash_completes_an_options_value_after_the_equals_sign(
    demos: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Bash hands --as=Ar over as "--as", "=", "Ar": the "=" was read as the option's value, and "Ar" as a
    # field (nothing), on both paths. The value comes bare: readline replaces what follows the "=".
    for typed, expected in [
        ("act hellas-demo reinforce --as=Ar", "Ariadne\n"),
        ("act hellas-demo reinforce --as=", "Ariadne\nTheseus\n"),
        ("act hellas-demo --as=Ariadne reinforce gr", "greeks=\n"),
    ]:
        env = _env(f"tabula --saves-dir={demos} {typed}", "bash")
        assert _quick(env, capsys) == (0, expected), typed
        assert _typer(env, monkeypatch, capsys) == (0, expected), typed


def _actions(demos: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """What Tab offers for the actions open now, and for the fields of an attack (they change as Greeks move)."""
    lines = ("act hellas-demo ", "act hellas-demo attack target=", "act hellas-demo attack sources=")
    return "".join(_quick(_env(f"tabula --saves-dir {demos} {typed}"), capsys)[1] for typed in lines)


def test_a_tab_on_an_unchanged_save_does_not_read_it_again(
    demos: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    before = _actions(demos, capsys)

    def refuse(*_: object, **__: object) -> None:
        raise AssertionError("the save was read again")

    monkeypatch.setattr(saves, "load", refuse)
    assert _actions(demos, capsys) == before


def _fresh(demos: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """What the actions complete to when worked out from the save (no cache)."""
    for kept in (completion_cache.cache_dir() / "completion").glob("*.json"):
        kept.unlink()
    return _actions(demos, capsys)


def test_a_move_on_the_command_line_reworks_the_answers_so_the_next_tab_need_not_replay(
    demos: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Ariadne's attack on Argos from Sparta, answered and resolved. Hellas offers the turn's three options only while
    # none is taken (options.open_only), so the move whose answers change is the turn's end: Theseus may attack now,
    # other cities from other cities.
    for move in (["attack", "target=argos", "sources=sparta"], ["pass", "--as", "Theseus"], ["resolve"]):
        assert main(["--saves-dir", str(demos), "act", "hellas-demo", *move]) == 0
    before = _actions(demos, capsys)
    assert main(["--saves-dir", str(demos), "act", "hellas-demo", "next"]) == 0
    capsys.readouterr()
    loaded = saves.load

    def refuse(*_: object, **__: object) -> None:
        raise AssertionError("the save was read again")

    monkeypatch.setattr(saves, "load", refuse)
    after = _actions(demos, capsys)
    monkeypatch.setattr(saves, "load", loaded)
    assert after != before
    assert "'target=" in after and "'sources=" in after  # the attack's values, from the reworked answers
    assert after == _fresh(demos, capsys)


def test_a_save_changed_elsewhere_is_worked_out_again(demos: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = _actions(demos, capsys)
    path = demos / "hellas-demo.toml"
    session = saves.load(path)
    session.act("attack", {"target": "argos", "sources": "sparta"})  # the same move, made in the app
    saves.save(session, path)
    after = _actions(demos, capsys)
    assert after != before
    assert after == _fresh(demos, capsys)


def test_no_cache_is_kept_for_a_save_nobody_completes_on(demos: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--saves-dir", str(demos), "act", "hellas-demo", "attack", "target=argos", "sources=sparta"]) == 0
    capsys.readouterr()
    assert not (completion_cache.cache_dir() / "completion").exists()


def test_a_cache_that_cannot_be_written_still_completes(
    demos: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("")
    monkeypatch.setenv("TABULA_CACHE", str(blocked))
    assert '"reinforce"' in _actions(demos, capsys)
    # ... and moves are still made and saved.
    assert main(["--saves-dir", str(demos), "act", "hellas-demo", "attack", "target=argos", "sources=sparta"]) == 0


def test_a_hit_imports_neither_typer_nor_the_rules(demos: Path) -> None:
    env = {**os.environ, **_env(f"tabula --saves-dir {demos} act hellas-demo reinforce greeks=a")}
    probe = (
        "import sys, io, contextlib\n"
        "from tui.cli.quick_complete import answer\n"
        "import os\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    answer(os.environ)\n"
        "    answer(os.environ)\n"
        "sys.modules.pop('engine.saves', None); sys.modules.pop('engine.session', None)\n"
        "for m in [m for m in sys.modules if m.startswith(('engine', 'rulesets'))]: del sys.modules[m]\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    answer(os.environ)\n"
        "print(sorted(m for m in sys.modules if m.startswith(('typer', 'click', 'rulesets', 'engine.saves'))))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "[]", done.stdout + done.stderr


def test_zsh_is_given_apostrophes_quotes_and_colons_it_can_show() -> None:
    # Typer doubled quotes, which zsh's eval reads as closing the string: "Zeus's" showed as "Zeuss". Each
    # form below was tried in zsh 5.9's menu: O'Brien -- Zeus's "card": $5 `now` a\b.
    from tui.cli.shell_words import zsh_item

    said = zsh_item("O'Brien", 'Zeus\'s "card": $5 `now` a\\b')
    assert said == "\"O'\\''Brien\":\"Zeus'\\''s \\\"card\\\"\\\\: \\$5 \\`now\\` a\\\\\\\\b\""
    assert zsh_item("next", "") == '"next"'


def test_zsh_and_bash_leave_no_space_after_a_fields_name(demos: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # zsh is told so with the candidates; bash's script asks for no space after a lone NAME= (see the
    # scripts' test in test_cli_conventions).
    said = _quick(_env(f"tabula --saves-dir {demos} act hellas-demo reinforce gr"), capsys)[1]
    assert said.startswith("local -a _tabula_fields; _tabula_fields=('greeks=:") and said.endswith(" -S ''\n"), said
    values = _quick(_env(f"tabula --saves-dir {demos} act hellas-demo reinforce greeks=at"), capsys)[1]
    assert values.startswith("local -a _tabula_values; _tabula_values=('greeks=athens'); _describe")
    # ... and the space after a value goes when a comma comes next (zsh's removable suffix).
    assert values.endswith(" -S ' ' -r ','\n")


def test_a_field_of_several_values_completes_each_after_its_comma(
    demos: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Two Greeks to Athens and one to Sparta: greeks=athens,athens,sparta (repeats allowed).
    said = _quick(_env(f"tabula --saves-dir {demos} act hellas-demo reinforce greeks=athens,athens,sp"), capsys)[1]
    assert "_tabula_values=('greeks=athens,athens,sparta');" in said
    # A field of one value takes no comma: nothing is made up after one.
    assert _quick(_env(f"tabula --saves-dir {demos} act hellas-demo attack target=argos,t"), capsys)[1] == "_files\n"


def test_a_place_offers_what_the_rules_allow_and_the_rest_only_when_typed(
    demos: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.test_cli_conventions import _complete

    # Ariadne attacks: Theseus's cities, not her own (which only a forced attack could name).
    targets = set(_complete(demos, f"tabula --saves-dir {demos} act hellas-demo attack target="))
    assert targets == {"target=argos", "target=thebes", "target=mycenae", "target=pylos"}
    assert _complete(demos, f"tabula --saves-dir {demos} act hellas-demo attack target=ath") == ["target=athens"]


def test_a_damaged_cache_or_save_completes_what_it_can_and_prints_no_error(
    demos: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = _actions(demos, capsys)
    for kept in (completion_cache.cache_dir() / "completion").glob("*.json"):
        kept.write_text("{not json")
    assert _actions(demos, capsys) == good  # worked out again from the save
    (demos / "hellas-demo.toml").write_text("game = 'hellas'\nevents = 7\n")
    code, said = _quick(_env(f"tabula --saves-dir {demos} act hellas-demo "), capsys)
    assert (code, said) == (0, "_files\n")
    assert capsys.readouterr().err == ""
