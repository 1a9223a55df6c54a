"""Hidden cards never show where everyone reads: the cases the play-tests reported, on the command line and in
the app's form (the walk over every game is ``test_hidden_cards``)."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from engine import saves
from engine.errors import RuleRefused
from engine.hidden import check_lines, shared_proposal, shared_refusal
from engine.i18n import set_language
from tests.test_hidden_cards import demo, hidden


def tabula(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    from tui.cli.main import main

    code = main(list(argv))
    said = capsys.readouterr()
    return code, said.out, said.err


def test_face_down_offers_are_counted_until_all_are_out(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Play-test: `act` printed "3 tax cards go from Katka's hand to Katka's offer" before the others had
    offered; the offers lie face down until all are out (p.5), then all are turned up."""
    from tests.mare_nostrum.test_round import _started

    session = _started()
    session.act("exchange-size", {"count": 1}, actor="Bo")
    save = tmp_path / "trade.toml"
    saves.save(session, save)
    code, out, _ = tabula(capsys, "act", str(save), "offer", "player=Ann", "cards=grain")
    assert code == 0 and "Ann offers 1 card" in out
    assert "1 card goes from Ann's hand to Ann's face-down offer." in out and "grain" not in out
    code, out, _ = tabula(capsys, "show", str(save), "--json")
    jsonschema.validate(
        json.loads(out), json.loads((Path(__file__).parents[1] / "docs" / "show.schema.json").read_text())
    )
    ann = json.loads(out)["players"][0]
    assert ann["hidden"] == {"hand": 4, "laid": 1} and not {"hand", "laid"} & set(ann["holdings"])
    code, out, _ = tabula(capsys, "show", str(save), "--player", "Ann", "--json")
    assert json.loads(out)["players"][0]["holdings"]["laid"] == {"grain": 1}  # her own, to her
    loaded = saves.load(save)  # the app's exchange panel counts it too
    exchange = next(v for v in loaded.ruleset.views(loaded.context()) if v.title == "Exchange")
    assert exchange.rows[0][:2] == ("Ann", "1 card face down")
    tabula(capsys, "act", str(save), "offer", "player=Bo", "cards=fish")
    code, out, _ = tabula(capsys, "act", str(save), "offer", "player=Cy", "cards=wine")
    assert "Everyone has laid out: the offers are turned up." in out
    assert "1 grain card goes from Ann's face-down offer to Ann's offer." in out
    code, out, _ = tabula(capsys, "log", str(save))
    first = out[out.index("Ann offers") : out.index("Bo offers")]
    assert "1 card goes from Ann's hand" in first and "grain" not in first


def test_a_thief_cannot_probe_the_hand(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Play-test: with Card theft, `carry-out taken=void --check` answered "Ann's hand has no Void card":
    naming cards one by one, the thief read the hand before naming what he drew."""
    session = demo("hellas")
    for action, args in [("reinforce", {"greeks": "athens"}), ("next", {}), ("play", {"card": "steal-card"})]:
        session.act(action, args)
    session.act("pass")  # Ariadne lets Theseus's Card theft stand
    save = tmp_path / "theft.toml"
    saves.save(session, save)
    code, out, _ = tabula(capsys, "act", str(save), "carry-out", "taken=flood", "--check")
    # What he typed is named with whose it is (issue 32: "that card" did not say which), never with her hand.
    assert code == 1 and out.strip() == "Zeus: name the card drawn as it was seen: it is one of Ariadne's 2 cards"
    code, out, _ = tabula(capsys, "act", str(save), "carry-out", "taken=flood", "--check", "--json")
    assert (
        json.loads(out)["violations"][0]["message"]
        == "name the card drawn as it was seen: it is one of Ariadne's 2 cards"
    )
    code, _, err = tabula(capsys, "act", str(save), "carry-out", "taken=flood", "--force")
    assert (
        code == 1 and "name the card drawn as it was seen: it is one of Ariadne's 2 cards" in err and "hand" not in err
    )
    code, out, _ = tabula(capsys, "--lang", "cs", "act", str(save), "carry-out", "taken=flood", "--check")
    assert "je to jedna z karet hráče Ariadne (má jich 2)" in out and "ruka" not in out
    set_language("en")  # --lang stays chosen in this process
    # The app's form and status line say it alike.
    from tui.app.controller import SessionController

    controller = SessionController.open(save)
    proposal, _ = controller.check("carry-out", {"taken": "flood"})
    assert proposal is not None and [v.message for v in proposal.violations] == [
        "name the card drawn as it was seen: it is one of Ariadne's 2 cards"
    ]
    outcome = controller.act("carry-out", {"taken": "flood"}, force=True)
    assert not outcome.ok and "name the card drawn as it was seen: it is one of Ariadne's 2 cards" in outcome.message
    assert "hand" not in outcome.message
    code, out, _ = tabula(capsys, "act", str(save), "carry-out", "taken=void")
    assert code == 0 and "Void" not in out and "1 card goes from Ariadne's hand to Theseus's hand." in out


def test_completion_never_lists_the_hand_of_who_acts() -> None:
    # A shell's Tab (and the app's command line) is read by the whole table: `offer cards=<Tab>` listed the
    # offering player's hand, first and alone. The catalogue comes in its own order, which tells nothing.
    from engine.summary import field_offers
    from tests.mare_nostrum.test_round import _started

    session = _started()
    session.act("exchange-size", {"count": 1})
    spec = session.spec("offer")
    field = spec.field("cards")
    assert field is not None and field.catalogue
    likely, rest = field_offers(session, spec, field)
    assert likely == [] and rest == session.catalogue(field.catalogue).ids()
    # Where the rules offer what lies open (the offers turned up), they are offered first as before.
    for player, cards in zip(session.players, ("taxes", "fish", "oil"), strict=False):
        session.act("offer", {"player": player.name, "cards": cards})  # several may offer: each is named
    take = session.spec("take")
    taken = take.field("card")
    assert taken is not None
    assert field_offers(session, take, taken)[0]


def test_naming_every_card_reads_the_same_whatever_the_absent_hand_holds() -> None:
    """Play-test (issue 35): on Ann's turn `react card=retreat --check` added "Bo's Retreat card cannot be
    taken" and `react card=void` did not (Bo held the Void), and a refusal said "cannot be overridden" only of
    a card he lacked: naming every card in turn read his hand. Refused anyway, a card reads alike held or not."""
    session = demo("hellas")
    theseus = session.players[1].name
    held = hidden(session)["hand:dark"]
    ids = session.catalogue(session.spec("react").field("card").catalogue).ids()  # type: ignore[union-attr]
    for action in ("react", "play"):
        readings: dict[str, tuple[object, ...]] = {}
        for card in ids:
            label = session.catalogue(session.spec(action).field("card").catalogue).get(card).label  # type: ignore[union-attr]
            raw = {"card": card} if action == "react" else {"card": card, "player": theseus}
            proposal = shared_proposal(session, session.propose(action, raw))
            lines = check_lines(session, proposal)
            with pytest.raises(RuleRefused) as refused:
                session.act(action, raw)
            said = shared_refusal(session, refused.value)
            readings[card] = tuple(text.replace(label, "CARD") for text in [*lines, str(said), str(said.forcible)]) + (
                proposal.forcible,
            )
            assert not any("cannot be taken" in text for text in lines + [str(said)]), (action, card, lines)
        # A held card whose rules read as a card not held (a card of its own kind may need its own field) reads
        # the same in every way: its refusal, and whether forcing would carry it out.
        # Forced, what stops it is said: the card is not there to play (as the table sees it not played).
        with pytest.raises(RuleRefused) as forced:
            session.act(action, {"card": "plus-one", "player": theseus}, force=True)
        said = shared_refusal(session, forced.value, forced=True)
        assert "Theseus has no Plus one card" in str(said) and not said.forcible
        lacking = {readings[card][:-3]: readings[card] for card in ids if card not in held}
        alike = [card for card in held if readings[card][:-3] in lacking]
        assert alike and all(readings[card] == lacking[readings[card][:-3]] for card in alike), (action, readings)
