"""What ``tabula act`` answers besides the event it takes: whose hidden cards an answer may name (``--as``),
the question before a step that discards cards from a hand, the hint a refusal ends with (what the table can
do about it), and a violation as JSON says it. Kept apart from the commands in ``tui.cli.session``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.i18n import tr
from engine.spoken_names import action_word, field_word
from tui.cli.command_names import said as command_said

if TYPE_CHECKING:
    from engine.errors import RuleRefused
    from engine.events import Event
    from engine.session import Session


def viewer(session: Session, actor: str | None) -> str | None:
    """The player ``--as`` names (``actor``), by their name in the session, as the one who reads what hidden
    cards an answer names (their own hand is theirs to read: "you hold no Plus one" was said of a hand held);
    None where nobody is named, or a name nobody has (the action refuses it, saying so)."""
    from engine.errors import TabulaError

    if actor is None:
        return None
    try:
        return session.players[session.player_index(actor)].name
    except TabulaError:
        return None


def unless_lost(
    session: Session, save: str, action: str, raw: dict[str, Any], actor: str | None, force: bool, yes: bool
) -> Event:
    """The action, unless it is a step that discards cards from a hand and ``yes`` was not said: then a refusal
    naming them (a phase end sent every hand to the bank without a word), unless a rule refuses it anyway."""
    from engine.errors import Refused

    lost = "" if yes else lost_said(session, save, action, raw, actor)
    if not lost:
        return session.act(action, raw, actor=actor, force=force)
    proposal = session.propose(action, raw, actor)
    if proposal.legal or (force and proposal.forcible):
        raise Refused(asked(session, action, raw, actor, lost))
    # A rule refuses it anyway: said first, as --yes would only have met it next (play-test 11: next-phase asked
    # --yes, and then refused for a compulsory battle).
    return session.commit(proposal, force)


def asked(session: Session, action: str, raw: dict[str, Any], actor: str | None, lost: str) -> str:
    """The question before a step that loses something: it "discards" cards, or "gives up" what is no card (a
    research, a turn: "next discards the research" read as cards lost), in the command's word as spoken."""
    from engine.losses import lost_seen

    step = session.spec(action).name
    owners = lost_seen(session, step, raw, actor)[1]  # whose cards go, read by nobody in particular: any at all
    word = action_word(step)
    if owners:
        return tr("{action} discards {lost}; add --yes to go on").format(action=word, lost=lost)
    return tr("{action} gives up {lost}; add --yes to go on").format(action=word, lost=lost)


def lost_said(session: Session, save: str, action: str, raw: dict[str, Any], actor: str | None) -> str:
    """What the step would discard ("" if nothing), as the shared command line may say it: the cards of the
    player ``--as`` names (``actor``) by kind, anyone else's counted, with how their owners see which (the
    play-test's "discards 1 card from Jana's hand" named no card, nor how Jana could tell which)."""
    import shlex

    from engine.errors import TabulaError
    from engine.losses import lost_seen, said

    try:  # by its id: typed in Czech (další-fáze) the step went unasked
        action = session.spec(action).name
    except TabulaError:
        return ""  # an unknown action: taking it says so
    lost, unseen = lost_seen(session, action, raw, actor, viewer(session, actor))
    if not lost or not unseen:
        return said(lost)
    if len(unseen) == 1:
        command = f"tabula {command_said('show')} " + shlex.join([save, "--player", unseen[0]])
        seen = tr("({player} sees which: {command})").format(player=unseen[0], command=command)
    else:
        command = f"tabula {command_said('show')} " + shlex.join([save]) + " --player " + tr("NAME")
        seen = tr("({players} see which: {command})").format(players=said(unseen), command=command)
    return f"{said(lost)} {seen}"


def with_hint(refused: RuleRefused, save: str) -> RuleRefused:
    """The refusal with what the table can do about it (the engine does not speak CLI)."""
    if refused.note:
        return refused  # the kit knows the fact already (``engine.catch_up``): the note names the way, not the board
    if facts := refused.facts():
        # Only a printed fact the kit lacks stands in the way: the command that tells it, to copy.
        import shlex

        commands = [
            shlex.join(
                ["tabula", "act", save, action_word(fact.action), *(f"{field_word(k)}={v}" for k, v in fact.fields)]
            )
            for fact in facts
        ]
        return refused.with_hint(
            tr("if the board shows it: {commands}, then this again").format(commands="; ".join(commands))
        )
    if not refused.physical and not refused.forcible:
        return refused.with_hint(_not_forcible(refused, save))
    if refused.physical and refused.action == "correct":
        return refused.with_hint(tr("a correction moves components, it never makes them"))
    mends = [v.mend for v in refused.violations if v.physical and v.mend]
    if mends:
        return refused.with_hint(tr("this cannot be overridden; {mend}").format(mend=tr(mends[0])))

    if refused.physical:
        return refused.with_hint(
            tr("this cannot be overridden; if the table differs, use 'tabula act {save} {correct} ...'").format(
                save=save, correct=action_word("correct")
            )
        )
    return refused.with_hint(tr("use --force to override"))


def _not_forcible(refused: RuleRefused, save: str) -> str:
    """What --force cannot do here, and what to do instead: "even overriding the rules, the app cannot carry
    this out as given" read as a fault of the app on plain refusals of the phase or turn (play-tests)."""
    rules = {v.rule for v in refused.violations}
    if "Phase" in rules:
        return tr("--force cannot take it outside its phase: take it in that phase")
    if "Turn order" in rules:
        return tr("--force cannot take it at this point: take it once the rules let someone (see above)")
    said = tr("--force cannot carry it out as typed: change what the reason names (if the table differs: {correct})")
    return said.format(correct=f"tabula act {save} {action_word('correct')} ...")


def violation(v: Any) -> dict[str, Any]:
    out = {"rule": v.rule, "message": v.message, "topic": v.topic, "physical": v.physical}
    if v.told is not None:  # the printed fact that, told, lifts it
        out["told"] = {"question": v.told.question, "action": v.told.action, "fields": dict(v.told.fields)}
    return out


def known_fields(session: Session, action: str, raw: dict[str, Any]) -> None:
    """Refuse a field name the action has not, offering only the fields a person types: the engine's refusal
    also named those it works out itself (``collect-all Petr=4``: "expected: players, amounts", while its help
    says "No fields"; play-test 9). A field it works out may still be typed (a log written by hand).

    Raises:
        BadInput: A field the action has not.
    """
    from engine.errors import BadInput, TabulaError
    from engine.field_sets import unknown_field
    from engine.i18n import quoted
    from engine.spoken_names import field_ids

    try:
        spec = session.spec(action)
        unknown = sorted(set(field_ids(spec.fields, raw)) - {f.name for f in spec.fields})
    except TabulaError:
        return  # the action's own refusal says what is wrong
    if not unknown:
        return
    typed = [f for f in spec.fields if f.asked]
    if not typed:
        said = tr("{action} takes no fields: leave out {field}")
        raise BadInput(said.format(action=action_word(spec.name), field=quoted(unknown[0])))
    raise BadInput(unknown_field(typed, unknown[0], action_word(spec.name)))
