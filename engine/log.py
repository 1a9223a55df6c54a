"""Log lines and outcomes of a session's events, as people read them.

A ``Session`` holds a ``Narrator`` (as it holds its ``History``) and hands
``describe_event``, ``outcome`` and ``preview`` over to it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.events import ENGINE_EVENTS, NEXT, NEXT_PHASE, Event
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.outcomes import event_text, move_sentences
from engine.table_actions import CORRECT, correction_outcome
from engine.taken_turns import taken_said
from engine.turns import idle_steps, still_to_act

if TYPE_CHECKING:
    from engine.actions import Proposal
    from engine.session import Session
    from engine.state import Context, Table


class Narrator:
    """What happened, event by event, as people read it: the part of ``Session`` that tells its log.

    It reads the session's log and tables through ``session``; the session's methods of the same names hand
    over to it.
    """

    def __init__(self, session: Session) -> None:
        self.session = session

    def describe_event(self, event: Event, index: int | None = None) -> str:
        """One human line for a log entry (``index``: its 1-based place in the log, for names as they stood)."""
        spec = self.session.spec_named(event.type)
        before = self.session.tables[index - 1] if index is not None and 0 < index < len(self.session.tables) else None
        text = ""
        if spec is not None and not spec.text and event.type not in ENGINE_EVENTS and event.type != CORRECT.name:
            own = self.session.ruleset.describe(event.type, event.args)
            if own:
                text = f"{event.actor}: {own}" if event.actor else own
        if not text and event.type == NEXT and event.args.get("player"):
            text = self._naming(event, before)
        if not text:
            text = event_text(spec, event.type, event.args, event.actor, self._namer(before))
        # The rules are stored by their English names: each is shown in the language spoken.
        rules = ", ".join(tr(rule) for rule in event.forced)
        forced = "  " + tr("[overridden: {rules}]").format(rules=rules) if event.forced else ""
        return f"{text}{forced}"

    def _naming(self, event: Event, before: Table | None) -> str:
        """``next`` naming a player, as the choice it is: whoever the rules let choose names them (whoever
        typed it: the play-test's log said the turn holder named, where the Statesman had), and the last
        player left just acts next, nobody's choice."""
        who, nxt = event.actor or tr("The table"), event.args["player"]
        chooser = None
        if before is not None:
            ctx = self.session.context(before)
            if self.session.phase_of(before.position).order == "chosen":
                seat = self.session.ruleset.chooser(ctx)
                chooser = None if seat is None else self.session.players[seat].name
            if not event.args.get("ahead") and len(still_to_act(self.session.ruleset, ctx)) == 1:
                return tr("{player} acts next, the last to act").format(player=nxt)
        chooser = chooser or who
        if event.args.get("ahead"):
            turn = None if before is None else before.position.turn
            if turn is None:
                return tr("{actor} names {player} to act once this turn ends").format(actor=chooser, player=nxt)
            said = tr("{actor} names {player} to act after {holder}")
            return said.format(actor=chooser, player=nxt, holder=self.session.players[turn].name)
        if chooser == nxt:
            # The chooser's own pick: a choice all the same ("Katka acts next" read as nobody's doing).
            return tr("{actor} chooses to act next").format(actor=nxt)
        return tr("{actor} names {player} to act next").format(actor=chooser, player=nxt)

    def _namer(self, table: Table | None) -> Callable[[Field, str], str]:
        return lambda field, value: self.session.entry_name(field, value, table)

    def _labeller(self, ctx: Context) -> Callable[[str], str]:
        """Holder names as the table stands at ``ctx`` (the ruleset's, where it names them there)."""
        return lambda holder: self.session.ruleset.holder_label_at(ctx, holder) or self.session.components.label(holder)

    def outcome(self, index: int) -> list[str]:
        """What the ``index``-th event (1-based) changed at the table, as sentences."""
        if not 0 < index < len(self.session.tables):
            return []
        event = self.session.events[index - 1]
        before, after = self.session.tables[index - 1], self.session.tables[index]
        spec = self.session.spec_named(event.type)
        lines: list[str] = []
        taken: str | None = None
        actor = None if event.actor is None else self.session._names.index(event.actor)
        if event.type == CORRECT.name:
            lines.extend(correction_outcome(self.session.components, before, after, event.args))
        else:
            # One pair of contexts serves the action's sentences and what the rules did by themselves.
            was, now = self.session.context(before, actor), self.session.context(after, actor)
            if spec is not None and event.type not in ENGINE_EVENTS and actor is not None:
                # The turn the action took first (a chosen order's, ``engine.taken_turns``), said once: here.
                taken = taken_said(self.session.ruleset, was, spec)
                lines.extend(() if taken is None else (taken,))
            if spec is not None and spec.outcome is not None:
                lines.extend(spec.outcome(was, now, event.args))
            lines.extend(self.session.ruleset.by_itself(was, now))
            # An action whose own sentences say its moves has them said once (issue 38: "Ann buys a legion in
            # Babylon, paying 1 fish" was followed by the cards and the legion going, in other words).
            tells = spec.tells_moves if spec is not None else False
            told = after.handled if (tells(event.args) if callable(tells) else tells) else 0
            lines.extend(move_sentences(after.moves[told:], self.session.components, self._labeller(now)))
        won = bool(after.winners) and not before.winners
        if after.position != before.position and not won:
            # Nothing begins once someone has won (Hellas's win at a turn's end said "Bo's turn." first).
            lines.extend(self._idle(before, after, event.type == NEXT_PHASE))
            lines.extend(self._position_change(before, after, actor if taken else None))
        if won:
            names = f" {tr('and')} ".join(self.session.players[i].name for i in after.winners)
            said = ntr("{names} won the game.", "{names} won the game.", len(after.winners))
            lines.append(said.format(names=names))
            lines.extend(self.session.ruleset.verdict(self.session.context(after, actor)))
        return lines

    def preview(self, proposal: Proposal) -> list[str]:
        """What a proposed action would do, in the action's own sentences (a battle's totals and losses),
        so the table sees it before deciding what is still theirs to decide (which units to lose)."""
        spec = proposal.spec
        if proposal.table is None or spec.outcome is None:
            return []
        before = self.session.context(None, proposal.actor)  # the table as it stands
        return list(spec.outcome(before, self.session.context(proposal.table, proposal.actor), proposal.args))

    def _idle(self, before: Table, after: Table, whole_phase: bool) -> list[str]:
        """``Nobody has anything left to do in the Setup phase: it ends.``: the steps the table went past by
        itself, nobody having anything to do in them (``Ruleset.passes_idle_steps``); a phase left that way is
        said once, not step by step."""
        passed = idle_steps(self.session.ruleset, before.position, after.position, whole_phase)
        out = []
        for index in dict.fromkeys(i for i, _ in passed):
            phase = self.session.ruleset.phases[index]
            where = tr("{phase} phase").format(phase=phase.title)
            steps = [s for i, s in passed if i == index]
            if steps[-1] + 1 == len(phase.step_names):
                out.append(tr("Nobody has anything left to do in the {phase}: it ends.").format(phase=where))
                continue
            said = tr("Nobody has anything to do in {step}: it passes.")
            out.extend(said.format(step=f"{where} ({tr(phase.step_names[s])})") for s in steps)
        return out

    def _position_change(self, before: Table, after: Table, taker: int | None = None) -> list[str]:
        """The phase, step or turn the table moved to, as sentences (``taker``: whose action took the turn and
        said so already)."""
        old, new = before.position, after.position
        out = []
        # A game of fixed length is over once the round counter passes its last round: nothing begins.
        over = self.session.ruleset.rounds is not None and new.round > self.session.ruleset.rounds
        if (old.round, old.phase, old.step) != (new.round, new.phase, new.step) and not over:
            phase = self.session.phase_of(new)
            step = phase.step_names[new.step]
            # A step is named by the ruleset's own word for it ("turn 2"), shown in the language spoken.
            where = tr("{phase} phase").format(phase=phase.title) + (f" ({tr(step)})" if step else "")
            if new.round != old.round:
                out.append(tr("Round {round}: {phase} begins.").format(round=new.round, phase=where))
            else:
                out.append(tr("{phase} begins.").format(phase=where))
        if new.turn is not None and new.turn != old.turn and new.turn != taker:
            out.append(tr("{player}'s turn.").format(player=self.session.players[new.turn].name))
        elif new.turn is not None and new.named is not None and new.named != old.named:
            said = tr("{holder}'s turn goes on; {player} acts once it ends.")
            out.append(
                said.format(holder=self.session.players[new.turn].name, player=self.session.players[new.named].name)
            )
        return out
