"""Issue 35, the rest of the play-test: open lies asked only where truly ambiguous, a card not in hand said once
and alike whether drawn or not, a temple tile's log line, borders listed with one "and", the dolphin tile drawn
without "bridge ?", the attack form's example naming no city, and no answer awaited once every card that could
answer lies face up."""

from __future__ import annotations

from dataclasses import replace
from itertools import product

from engine.hidden import shared_violations
from engine.session import Session
from engine.state import Table
from rulesets.hellas.board import DOLPHIN, free_spots
from rulesets.hellas.coast import joined
from rulesets.hellas.contacts import contacts
from rulesets.hellas.hexes import SEA, Pos, around, distinct_turns, opposite, turned
from rulesets.hellas.kit import all_facts
from rulesets.hellas.placing import resolve
from rulesets.hellas.window import awaiting
from tests.hellas.helpers import DARK, LIGHT, at_turns, new_session
from tests.hellas.test_issue35_ten import evening


def _borders(session: Session, tid: str, at: Pos) -> set[tuple[str | None, ...]]:
    """Every set of borders (land or sea, towards each placed tile) the tile could give lying at ``at``, over
    every way it and each open neighbour may lie together by the placement rules: brute force."""
    ctx = session.context()
    state = session.table.game
    cm = contacts(ctx)
    facts = all_facts(ctx.kit, state.described)
    tiles = {t.id: t for t in state.tiles}
    edges = facts[tid].edges
    assert edges is not None
    near = [(side, cm.lying[pos]) for side, pos in around(at) if pos in cm.lying]
    found = set()
    for turn in distinct_turns(edges):
        mine = turned(edges, turn)
        choices = []
        for side, other in near:
            if other == DOLPHIN:
                choices.append([cm.sides[DOLPHIN][opposite(side)]])
                continue
            theirs = facts[other].edges
            assert theirs is not None
            lies = tiles[other].turns or (tiles[other].turn,)
            choices.append(sorted({turned(theirs, t)[opposite(side)] for t in lies}, key=str))
        for kinds in product(*choices):
            if any(k is not None and k != mine[side] for (side, _), k in zip(near, kinds, strict=True)):
                continue
            wet = any(SEA in (mine[side], k) for (side, _), k in zip(near, kinds, strict=True))
            touches = any(o == DOLPHIN for _, o in near) or sum(o != DOLPHIN for _, o in near) >= 2
            if wet and touches:
                found.add(tuple(mine[side] for side, o in near if o != DOLPHIN))
    return found


def test_the_turn_is_asked_exactly_where_the_borders_are_really_open() -> None:
    """Play-test: three turn= refusals on evening 2's coast. Each was a real question: Thera beside Knossos (lie
    open), Milos beside Lesbos, Pylos beside Chios could each border their open neighbour by land or by sea,
    whichever way the neighbour lies. At every step of that coast, for every free place and every kit tile not
    laid, the app asks a turn exactly when the ways both may lie give different borders (else it narrows the
    open tile by itself)."""
    session = evening("8")
    coast = [i for i, e in enumerate(session.events) if e.type == "coast-tile" and e.args.get("at")]
    asked = 0
    for count in reversed(coast):  # each tile's table, before it was laid (undo goes back only)
        session.undo_to(count)
        ctx = session.context()
        state = session.table.game
        laid = {t.id for t in state.tiles}
        kit = [f.id for f in all_facts(ctx.kit, state.described).values() if f.edges and f.id not in laid]
        catalogue, where = free_spots(state.tiles)
        for entry in catalogue.entries:
            for tid in kit:
                borders = _borders(session, tid, where[entry.id])
                if not borders:
                    continue
                asks = resolve(ctx, {"tile": tid, "at": entry.id}).asks
                said = any("say which" in v.message for v in asks)
                assert said == (len(borders) > 1), (count, tid, entry.id, borders)
                asked += said
    assert asked > 10  # the walk met real questions, not only settled places


def test_a_tile_with_one_way_settles_its_open_neighbour_without_a_question() -> None:
    """Milos told turned 0 leaves Lesbos two ways that agree towards Milos; Chalkis laid south of Lesbos with no
    turn fits one way against the settled tiles and is taken so, Lesbos keeping only the ways that meet it."""
    session = evening("8", events=7)
    lesbos = session.table.game.tile("lesbos")
    assert lesbos is not None and lesbos.turns == (3, 4)
    assert not session.propose("coast-tile", {"tile": "chalkis", "at": "lesbos-s"}).violations
    session.act("coast-tile", {"tile": "chalkis", "at": "lesbos-s"})
    after = session.table.game.tile("lesbos")
    assert after is not None and set(after.turns or (after.turn,)) <= {3, 4}


def test_a_card_not_in_hand_is_said_once_and_alike_whether_drawn_this_turn_or_not() -> None:
    """Play-test: "Drawn cards: Jana's Flood card cannot be taken; Components: Jana's Flood card cannot be
    taken": twice, and two lines only when the card had been drawn (the shared screen told the draw). One line
    now, with the hint that a card drawn this turn waits, alike drawn or never held; the player's own screen
    says which it is."""
    drew = at_turns(turn=DARK)
    drew.act("reinforce", {"cards": ["flood"]})
    never = at_turns(turn=DARK, hands=({}, {"void": 1}))
    hint = "a card drawn this turn is playable from the next turn; if the table differs, correct the hand (correct)"
    for session in (drew, never):
        proposal = session.propose("play", {"card": "flood"})
        mine = [v for v in proposal.violations if v.rule in ("Hand", "Components", "Drawn cards")]
        assert len(mine) == 1 and mine[0].physical and mine[0].mend == hint
        shown = [v for v in shared_violations(session, proposal.violations) if v.rule == "Hand"]
        # The hint about cards drawn this turn only where the table saw Dark draw this turn (which is no
        # secret): a player who drew nothing gets the plain line (engine play-test five).
        said = hint if session is drew else ""
        assert [(v.said(), v.mend) for v in shown] == [("Hand: Dark has no Flood card", said)]
    own = shared_violations(drew, drew.propose("play", {"card": "flood"}).violations, "Dark")
    assert "the Flood drawn this turn is playable from the next turn" in [v.message for v in own]
    own = shared_violations(never, never.propose("play", {"card": "flood"}).violations, "Dark")
    assert "Dark has no Flood card in hand" in [v.message for v in own]


def test_a_temple_tile_set_aside_by_coast_tile_is_logged_as_set_aside() -> None:
    """Play-test: "Jana places a tile on the coast" over "Delphoi shows a temple: it waits aside"."""
    session = evening("8")
    assert session.events[2].args == {"tile": "delphoi"}
    assert session.describe_event(session.events[2]) == "Petr sets the temple tile turned up aside"
    assert session.describe_event(session.events[3]) == "Petr places a tile on the coast"


def test_the_borders_of_a_tile_are_listed_with_one_and() -> None:
    """Play-test: "borders Chios by land and Chalkis by sea and the dolphin tile" (Samos since laid beside)."""
    session = evening("8")
    assert joined(session.context(), "mykene") == (
        "Mykene joins the coast south-west of Chios; it borders Chios by land, Chalkis and Samos by sea and the"
        " dolphin tile."
    )


def test_the_drawn_coast_does_not_ask_of_the_dolphin_tiles_bridge() -> None:
    """Play-test: ``show`` drew the dolphin tile with "bridge ?": no city and no ships there, nothing to ask."""
    session = evening("8")
    lines = session.ruleset.drawn_session(session.context())
    middle = [line for line in lines if "start" in line]
    assert middle and "bridge ?" not in "\n".join(lines)


def test_the_attack_form_names_no_city_of_another_board() -> None:
    """Play-test: the form's example "(Athens, Athens, Sparta)" named cities not on the table's board."""
    spec = new_session().ruleset.action("attack")
    assert spec is not None
    sources = spec.field("sources")
    assert sources is not None
    assert "Athens" not in sources.help and "Sparta" not in sources.help
    assert sources.help == "your cities, one per Greek sent: a city named twice sends two Greeks from it"


def _voids_face_up(session: Session) -> Session:
    """The same table with all three Voids in Zeus's discard pile, face up for all to see."""
    ctx = session.context()
    ctx.move("void", 3, "deck:zeus", "discard:zeus")
    session.tables[-1] = Table(session.table.position, session.table.game, ledger=ctx.ledger, kit=session.table.kit)
    return session


def test_nothing_waits_for_an_answer_once_every_void_lies_face_up() -> None:
    """Play-test: a pass typed by a player who could not answer. On the shared screen a hand is secret, so the
    app still asks while a Void may be hidden; once all three lie face up, everyone knows none can come."""
    hands = ({"two-more-actions": 1}, {"plus-one": 1})
    hidden = at_turns(hands=hands)
    hidden.act("play", {"card": "two-more-actions"})
    assert awaiting(hidden.context()) == DARK
    seen = _voids_face_up(at_turns(hands=hands))
    seen.act("play", {"card": "two-more-actions"})
    assert awaiting(seen.context()) is None
    refused = [v.message for v in seen.propose("pass", {"player": "Dark"}).violations]
    assert "nothing of the opponent's waits for your answer" in refused
    assert not [v for v in seen.propose("reinforce", {"cards": ["flood"]}).violations if v.rule == "Reaction"]
    assert seen.table.position.turn == LIGHT


def test_a_void_in_the_asking_players_own_hand_still_counts_as_hidden() -> None:
    """Light holds the third Void: the shared screen must not tell Dark so by skipping the question."""
    session = at_turns(hands=({"two-more-actions": 1, "void": 1}, {"plus-one": 1}))
    ctx = session.context()
    ctx.move("void", 2, "deck:zeus", "discard:zeus")
    session.tables[-1] = replace(session.table, ledger=ctx.ledger)
    session.act("play", {"card": "two-more-actions"})
    assert awaiting(session.context()) == DARK
