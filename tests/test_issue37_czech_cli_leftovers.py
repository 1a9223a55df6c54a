"""Czech and the command line, the reader's leftovers (issue 37): counters said "label: value", the Czech
edition's name for Struggle for Rome, the kits' source notes in Czech, and a player's holders named without
declining the player's name ("ruka (Lucka)", and under the player's own line just "ruka")."""

from __future__ import annotations

from pathlib import Path

import pytest

from tui.cli.main import main


def _out(capsys: pytest.CaptureFixture[str], *words: str) -> str:
    assert main(list(words)) == 0
    return capsys.readouterr().out


def _show(capsys: pytest.CaptureFixture[str], game: str, lang: str = "cs") -> list[str]:
    _out(capsys, "--lang", lang, "demo", game, "--no-tui")
    return _out(capsys, "--lang", lang, "show", f"{game}-demo").splitlines()


def test_counters_read_label_colon_value_in_czech(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shown = _show(capsys, "aquileia")
    assert "  Vlada (červená) – body: 4; modré kostky: 0; stavby: dílna 2; odhad konečného skóre: 4" in shown
    assert not any("stavby dílna" in line for line in shown)


def test_counters_read_label_colon_value_in_english(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shown = _show(capsys, "hellas", "en")
    assert "  Ariadne (light) – cities: 5; temples: 0; reinforcements: 3; cards: 2" in shown


def test_a_counter_holding_semicolons_gets_a_line_of_its_own(
    saves_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A tribe's progress is itself split by semicolons: on the player's line it ran into the next counter."""
    shown = _show(capsys, "struggle-for-rome", "en")
    (player,) = [line for line in shown if line.startswith("  Lucka (red) – vp: 0")]
    # The cavalry's progress holds semicolons: its own line. The infantry's holds none (a wandering tribe's
    # progress names no Heir count): it stays on the player's line.
    assert any(line.startswith("    cavalry: 2 horsemen · 1 wagon") for line in shown)
    assert "; infantry: 2 warriors · 1 wagon" in player and "cavalry" not in player


def test_a_players_holders_do_not_decline_the_name(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shown = _show(capsys, "civilization")
    players = shown[shown.index("Hráči") : shown.index("Deska")]
    assert "    stálá armáda: 3 skryté" in players and "    figurky na mapě: 1 armáda, 1 osadník" in players
    assert not any("hráče" in line for line in players)
    hellas = _show(capsys, "hellas")
    assert "    ruka: 2 skryté" in hellas and "    záloha: 9 Řeků, 4 lodě" in hellas


def test_a_holder_in_a_sentence_names_its_player_after_it(czech: None) -> None:
    """Aquileia's "ruka (Kaja)" is how every game names a player's holder in Czech now."""
    from engine import registry
    from engine.i18n import tr

    for game, said in (
        ("hellas", "ruka ({player})"),
        ("mare-nostrum", "zásoba ({player})"),
        ("civilization", "stálá armáda ({player})"),
        ("struggle-for-rome", "pole jízdního kmene ({player})"),
    ):
        registry.get(game).load()  # binds the game's domain
        english = {"hellas": "hand", "mare-nostrum": "reserve", "civilization": "standing forces"}
        key = "{player}'s " + english.get(game, "cavalry field")
        assert tr(key) == said


def test_struggle_for_rome_is_named_as_the_czech_edition(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert "Osadníci z Katanu: Boj o Řím" in _out(capsys, "--lang", "cs", "games")
    assert _out(capsys, "--lang", "cs", "rules", "struggle-for-rome").startswith("Osadníci z Katanu: Boj o Řím:")
    assert _out(capsys, "--lang", "cs", "calc", "struggle-for-rome").startswith("Osadníci z Katanu: Boj o Řím:")
    assert "Catan: Struggle for Rome" in _out(capsys, "--lang", "en", "games")


def test_struggle_for_rome_is_named_in_czech_whatever_game_spoke_last(czech: None) -> None:
    """The list names every game while another game's words are bound (the name is read from its own)."""
    from engine import registry
    from tui.titles import game_title

    registry.get("hellas").load()
    assert game_title("struggle-for-rome") == "Osadníci z Katanu: Boj o Řím"
    assert game_title("hellas") == "Hellas"


def test_a_kits_source_note_reads_in_czech(
    saves_dir: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABULA_DATA", str(tmp_path / "data"))  # the shipped kit, nothing taught
    czech = _out(capsys, "--lang", "cs", "kit", "show", "hellas")
    assert "zdroj: pravidla L1/f6-9, L2/f32; šestiúhelníkové krajiny" in czech
    assert "hexagonal" not in czech
    assert "source: rulebook L1/f6-9, L2/f32; hexagonal tiles" in _out(capsys, "--lang", "en", "kit", "show", "hellas")


@pytest.mark.parametrize("game", ["aquileia", "civilization", "hellas", "mare-nostrum", "struggle-for-rome"])
def test_every_shipped_kit_note_has_czech(game: str, czech: None) -> None:
    from engine import kitfiles, registry
    from engine.i18n import tr

    ruleset = registry.get(game).load()
    kit = kitfiles.shipped(ruleset)
    notes = [source for source in kit.sources.values() if source]
    assert notes and all(tr(source) != source for source in notes)
