"""Cards drawn face down, on the command line the whole table reads (issue 33).

A secret field (``Field.secret``: the Equi top card, Servi cards, the Arena's slave card, the kept laurel,
Hellas's god cards) typed as ``FIELD=VALUE`` shows on the shared terminal and in its history. When ``tabula
act`` lacks one the rules need, or is given ``FIELD=?``, and a person is at the terminal, its drawer types it
here with the input hidden; in a script, one line says how to give it. A value typed on the line still works.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from engine.errors import BadInput, TabulaError
from engine.i18n import tr
from engine.spoken_names import action_word, field_ids, field_word

if TYPE_CHECKING:
    from engine.actions import ActionSpec
    from engine.fields import Field
    from engine.session import Session

#: ``FIELD=?``: ask for this secret value unseen, whether the rules need it or not.
ASK = "?"
#: Tries at a name the catalogue does not know before the action is refused (the name is never echoed).
TRIES = 3

#: Reads one value unseen, given the question (click's hidden prompt; tests give their own).
Reader = Callable[[str], str]


def stdin_terminal() -> bool:
    """Whether a person types on standard input (a pipe or a script cannot be asked)."""
    return sys.stdin.isatty()


def hidden_prompt(question: str) -> str:
    """One value typed unseen; the question goes to stderr, so ``--json`` output stays one document.

    Raises:
        BadInput: The input ended (Ctrl+D) before a value: nothing was typed, so nothing is done (it was
            "internal error: Abort").
        KeyboardInterrupt: Ctrl+C, said as every interrupted command says it.
    """
    import typer
    from typer.exceptions import Abort

    try:
        return str(typer.prompt(question, default="", show_default=False, hide_input=True, err=True))
    except Abort as abort:
        # Click turns both Ctrl+C and the end of input into Abort; the one it caught stays its context.
        if isinstance(abort.__context__, KeyboardInterrupt):
            raise KeyboardInterrupt from None
        raise BadInput(tr("the input ended before anything was typed; nothing was changed")) from None


def with_secrets(
    session: Session,
    action: str,
    raw: Mapping[str, str],
    actor: str | None,
    read: Reader | None = None,
    force: bool = False,
) -> dict[str, str]:
    """``raw`` with every secret value it lacks (or gives as ``?``) typed unseen by its drawer.

    Args:
        session: The session, as the action will meet it.
        action: The action's name.
        raw: Its fields as typed on the line.
        actor: The player ``--as`` names, if any.
        read: Reads a value unseen (None: no person at the terminal, so nobody can be asked).
        force: Whether the table overrides the rules (then a rule refusing the action asks nothing first).

    Returns:
        The fields to act with (``raw`` itself when no secret value is lacking).

    Raises:
        BadInput: A secret value is lacking and nobody can be asked (the line says how to give it), or its
            drawer typed no name the field knows, three times.
    """
    try:
        spec = session.spec(action)
        raw = field_ids(spec.fields, raw)  # a field named in Czech is its id (``karta=?``: card)
    except TabulaError:
        return dict(raw)  # the action itself refuses the name, saying so
    secret = [f for f in spec.fields if f.secret]
    if not secret:
        return dict(raw)
    asked = [f for f in secret if raw.get(f.name, "").strip() == ASK]
    base = {k: v for k, v in raw.items() if k not in {f.name for f in asked}}
    lacking = [f for f in secret if f.name not in raw and f.asked_in(session.phase.id, session.options)]
    lacking = [f for f in lacking if f.applies(base)]
    wanted = [*asked, *(f for f in lacking if f.required and f.default is None)]
    probe = {**base, **_candidates(session, spec, wanted, base)}
    optional = [f for f in lacking if f not in wanted]
    if wanted and not force:
        _refused_first(session, spec, probe, actor)
    needed = _needed(session, spec, probe, actor, optional)
    wanted += needed
    if not wanted:
        return dict(raw)
    seat = _actor(session, spec, {**probe, **_candidates(session, spec, wanted, probe)}, actor)
    out = dict(base)
    for field in wanted:
        if field in needed and field is not needed[0] and _legal(session, spec, out, actor):
            continue  # what was typed leaves the rules this one (the Stadium's other laurel: play-test 10, N1)
        drawer = _drawer(session, spec, field, seat, out)
        if read is None:
            raise BadInput(_how(spec, field, drawer))
        value = _typed(session, field, drawer, read)
        if value:
            out[field.name] = value
    return out


def _how(spec: ActionSpec, field: Field, drawer: str | None) -> str:
    """The one line said in a script: how the secret value is given."""
    said = tr(
        "{action}: {field} is secret ({who}): at a terminal, leave it out or say {field}=? and it is asked for"
        " unseen; in a script, give {field}=VALUE"
    )
    who = tr("{name} drew it").format(name=drawer) if drawer is not None else tr("drawn face down")
    return said.format(action=action_word(spec.name), field=field_word(field.name), who=who)


def _typed(session: Session, field: Field, drawer: str | None, read: Reader) -> str:
    """The drawer's value, typed unseen and checked against the field's names (never echoed back)."""
    named = field_word(field.name)  # in the language spoken (``karta``)
    said = tr(field.help) if field.help else named
    if drawer is None:
        question = tr("Whoever drew it, type {field} (hidden) — {help}").format(field=named, help=said)
    else:
        question = tr("{name}, type {field} (hidden) — {help}").format(name=drawer, field=named, help=said)
    for _ in range(TRIES):
        value = read(question).strip()
        if not value or _known(session, field, value):
            return value
        sys.stderr.write(
            tr("That is no {field} the game knows (not shown: it is secret); type it again.").format(field=named) + "\n"
        )
    raise BadInput(tr("{field}: no name the game knows was typed (not shown: it is secret)").format(field=named))


def _known(session: Session, field: Field, value: str) -> bool:
    """Whether every name typed is one of the field's catalogue (a value of another type is the rules' to check)."""
    if not field.catalogue:
        return True
    try:
        catalogue = session.catalogue(field.catalogue)
    except TabulaError:
        return True
    return all(catalogue.get(word.strip()) is not None for word in value.split(",") if word.strip())


def _candidates(session: Session, spec: ActionSpec, fields: list[Field], given: Mapping[str, str]) -> dict[str, str]:
    """A value for each field that the rules could take (what they offer first, else the catalogue; two fields of
    one catalogue never the same: the Stadium's two laurels), to try the action with: whether a secret value is
    needed is told by the action with and without one."""
    out: dict[str, str] = {}
    taken: set[str] = set()
    for field in fields:
        try:
            offered = [str(v) for v in session.suggestions(spec, field.name, given)]
            if not offered and field.catalogue:
                offered = session.catalogue(field.catalogue).ids()
        except TabulaError:
            continue
        fresh = [value for value in dict.fromkeys(offered) if value not in taken]
        if fresh:
            picked = fresh[: max(field.min or 1, 1)] if field.type == "refs" else fresh[:1]
            taken.update(picked)
            out[field.name] = ",".join(picked)
    return out


def _legal(session: Session, spec: ActionSpec, values: Mapping[str, str], actor: str | None) -> bool:
    try:
        return session.propose(spec.name, dict(values), actor).legal
    except TabulaError:
        return False


def _needed(
    session: Session, spec: ActionSpec, given: Mapping[str, str], actor: str | None, optional: list[Field]
) -> list[Field]:
    """The optional secret fields the rules need here (the Equi top card, for the leftmost space only): the
    action is refused without them and allowed with a value each. All are asked, each may be left empty: of
    the Stadium's two laurels either one may be the one the table need not name. Where the action is allowed
    as typed, or refused for another reason too, nobody is asked (the refusal says what is wrong)."""
    if not optional or _legal(session, spec, given, actor):
        return []
    offered: dict[str, list[str]] = {}
    for field in optional:
        try:
            offered[field.name] = [str(v) for v in session.suggestions(spec, field.name, given)]
        except TabulaError:
            offered[field.name] = []
    # Each offered value in turn: a face-down deck is offered as far as the table can tell (the cards in hands
    # too), so the first may be one no deck holds (play-test 9: a bare `equi` was refused on one save).
    for i in range(max((len(v) for v in offered.values()), default=0)):
        tried: dict[str, str] = {}
        for name, values in offered.items():  # two fields of one catalogue never the same (the two laurels)
            fresh = [v for v in values[i:] + values[:i] if v not in tried.values()]
            if fresh:
                tried[name] = fresh[0]
        if _legal(session, spec, {**given, **tried}, actor):
            return [f for f in optional if f.name in tried]
    return []


def _refused_first(session: Session, spec: ActionSpec, probe: Mapping[str, str], actor: str | None) -> None:
    """Refuse before a secret is typed where a rule other than the secret refuses the action (play-test 9:
    `servi` out of the Mercatus order asked the cards hidden, then said "Equi et Arma 1 acts first")."""
    from engine.errors import RuleRefused

    try:
        proposal = session.propose(spec.name, dict(probe), actor)
    except TabulaError:
        return
    rules = tuple(v for v in proposal.violations if not v.physical)
    if rules:
        raise RuleRefused(spec.name, rules, forcible=proposal.forcible)


def _actor(session: Session, spec: ActionSpec, values: Mapping[str, str], actor: str | None) -> int | None:
    """The seat that would take the action (the owner of the space named, whom ``--as`` names, whom the rules
    expect), None where nobody in particular does (the table's prize-giving)."""
    try:
        return session.propose(spec.name, dict(values), actor).actor
    except TabulaError:
        pass
    try:
        if actor is not None:
            return session.player_index(actor)
    except TabulaError:
        return None
    expected = session.expected_actor(spec)
    return None if expected is None else session.players.index(expected)


def _drawer(
    session: Session, spec: ActionSpec, field: Field, seat: int | None, values: Mapping[str, str]
) -> str | None:
    """The name of the player who drew the field's card, None where it cannot be told yet."""
    from engine.hidden import secret_seat

    drawer = secret_seat(session, spec, field, seat, values)
    return None if drawer is None else session.players[drawer].name
