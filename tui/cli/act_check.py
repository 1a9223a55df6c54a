"""``tabula act SAVE ACTION --check``: the dry run's answer, and with ``--force`` the verdict the forced action
would get (play-test 9: ``--force --check`` said only the rule and exit 1 for a second fortress, yet ``--force``
then applied it)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.i18n import tr
from engine.spoken_names import action_word
from tui.cli import act_replies as replies
from tui.cli.output import emit_json, say

if TYPE_CHECKING:
    from engine.actions import Proposal
    from engine.session import Session


def answer(
    session: Session, save: str, action: str, raw: dict[str, Any], actor: str | None, force: bool, json: bool
) -> int:
    """Say what taking the action would do, change nothing, and give the exit code: 0 when it would be taken
    (forced, with ``force``), 1 when a rule refuses it.

    Forced and still refused, the refusal is raised as ``--force`` raises it (the same line, the same hint), so
    the dry run and the real one never disagree.

    Raises:
        RuleRefused: ``force`` and the action cannot be carried out even overriding the rules.
    """
    from engine.errors import specific
    from engine.hidden import check_lines, shared_proposal

    viewer = replies.viewer(session, actor)
    full = session.propose(action, raw, actor)
    # Everyone may read the answer: it never says what a hand holds (a thief naming cards to probe one)
    # but the acting player's own (``--as NAME``), which they know.
    proposal = shared_proposal(session, full, viewer)
    # The action's own reason alone, as a refusal says it ("nobody may take it now" read as the wrong one).
    proposal = replace(proposal, violations=specific(proposal.spec.name, proposal.violations))
    forced = force and not full.legal
    if forced and not full.forcible:
        _refuse_forced(session, save, full, viewer, json)
    if json:
        emit_json(_document(session, proposal, forced))
    elif forced:
        for line in _forced_lines(session, proposal, full, viewer):
            say(line)
    else:  # allowed and what it would do (a battle's totals and losses), or what objects
        for line in check_lines(session, proposal, viewer):
            say(line)
    if not json and (proposal.legal or forced):
        lost = replies.lost_said(session, save, action, raw, actor)
        if lost:  # what it would take for good, asked before the step as it will be when taken
            say("   " + replies.asked(session, action, raw, actor, lost))
    return 0 if proposal.legal or forced else 1


def _document(session: Session, proposal: Proposal, forced: bool) -> dict[str, Any]:
    """The JSON answer; ``forced``: the action is refused, and forcing it would take it."""
    out = {
        "action": proposal.spec.name,
        "args": proposal.args,
        "actor": None if proposal.actor is None else session.players[proposal.actor].name,
        "legal": proposal.legal,
        "forcible": proposal.forcible,
        "violations": [replies.violation(v) for v in proposal.violations],
        # Kept back from the refusal of an action out of its phase; forcing it overrides them too.
        "also": [replies.violation(v) for v in proposal.behind],
    }
    return {**out, "forced": True} if forced else out


def _forced_lines(session: Session, proposal: Proposal, full: Proposal, viewer: str | None) -> list[str]:
    """What ``--force`` would take, each rule it overrides, then what it would do: as the log would say it."""
    from engine.events import Event
    from engine.hidden import shared_preview

    actor = None if full.actor is None else session.players[full.actor].name
    said = session.describe_event(Event(full.spec.name, full.args, actor))
    head = tr("{action}: allowed if forced ({event})").format(action=action_word(full.spec.name), event=said)
    # Every rule the log's "[overridden: ...]" will name: the phase's, and the action's own kept behind it.
    overridden = [tr("overrides {rule}").format(rule=v.said()) for v in (*proposal.violations, *proposal.behind)]
    return [head] + [f"   {line}" for line in overridden + shared_preview(session, full, viewer)]


def _refuse_forced(session: Session, save: str, full: Proposal, viewer: str | None, json: bool) -> None:
    """Raise the refusal ``--force`` gives this action (what stops the override, with its hint)."""
    from engine.errors import RuleRefused
    from engine.hidden import shared_refusal

    # As ``Session.commit`` refuses a forced action: what the phase refusal kept back is what stops it.
    shown = full.violations + tuple(v for v in full.behind if v.physical)
    refused = shared_refusal(session, RuleRefused(full.spec.name, shown, forcible=False), viewer, forced=True)
    if json:
        emit_json({"refused": True, "violations": [replies.violation(v) for v in refused.violations]})
    raise replies.with_hint(refused, save)
