"""The battle under way as the table reads it: its title, the scores, each front's cards, what is owed.

``fight`` plays the battle (``attack``, ``front``); this module only says it: the panel, the pending
lines, the obligation to finish it, and the card and score phrases the outcomes share.
"""

from __future__ import annotations

from engine.actions import Violation, rule
from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.state import Context
from engine.views import View
from rulesets.civilization.catalogues import name_of
from rulesets.civilization.components import city_label, game
from rulesets.civilization.state import Card, Fight


def fight_of(ctx: Context) -> Fight | None:
    """The battle under way, if any."""
    return game(ctx).fight


def sentence(text: str) -> str:
    """A sentence begun with a capital (Czech may begin it with a unit's name: "pěchota hráče Ann...")."""
    return text[:1].upper() + text[1:]


def unit_name(ctx: Context, unit: str) -> str:
    """A unit type as a sentence says it: ``infantry``."""
    return name_of(ctx.kit.catalogue("units", "unit"), unit).lower()


def card_text(ctx: Context, seat: int, card: Card) -> str:
    """``Filip's infantry (3/2)``: whose card, its type, attack and health."""
    return tr("{player}'s {unit} ({attack}/{health})").format(
        player=ctx.players[seat].name, unit=unit_name(ctx, card.unit), attack=card.attack, health=card.health
    )


def wounds_text(n: int) -> str:
    """``2 wounds``."""
    return ntr("{n} wound", "{n} wounds", n).format(n=n)


def score_line(ctx: Context, fight: Fight, final: bool = False) -> str:
    """Both scores as they stand ("Final score" when the battle is recorded)."""
    a, d = (ctx.players[s].name for s in fight.seats)
    said = (
        tr("Final score: {attacker} {a}, {defender} {d}.")
        if final
        else tr("Score now: {attacker} {a}, {defender} {d}.")
    )
    return said.format(attacker=a, a=fight.score(0), defender=d, d=fight.score(1))


def cards_left(ctx: Context, fight: Fight) -> list[str]:
    """Who still has cards to play, and how many ("Filip 2")."""
    return [
        f"{ctx.players[seat].name} {fight.drawn[s] - fight.played[s]}"
        for s, seat in enumerate(fight.seats)
        if fight.played[s] < fight.drawn[s]
    ]


def settled(fight: Fight, win: int, lose: int) -> bool:
    """Whether the result can no longer change: the loser has played every card and the winner leads. A card of
    the leader's only adds to its own score or wounds the loser's units (a card struck back dies alone), so the
    lead holds (play-test 11: Cyril typed six ``front`` commands after Bob's 5 against 8 was certain)."""
    if {win, lose} != set(fight.seats):
        return False
    lose_side = fight.side(lose)
    done = fight.played[lose_side] >= fight.drawn[lose_side]
    return done and fight.score(fight.side(win)) > fight.score(lose_side)


def outscored(ctx: Context, win: int, lose: int) -> bool:
    """Whether the winner named scored less than the loser in the battle played card by card (l. 183)."""
    fight = fight_of(ctx)
    if fight is None or {win, lose} != set(fight.seats):
        return False
    return fight.score(fight.side(win)) < fight.score(fight.side(lose))


def front_line(number: int, cards: list[str]) -> str:
    """``Front 2: Filip's infantry (3/2) against Ondrej's cavalry (2/2).``; one card, or ``empty``."""
    if len(cards) == 2:
        return tr("Front {front}: {card} against {foe}.").format(front=number, card=cards[0], foe=cards[1])
    if cards:
        return tr("Front {front}: {card}.").format(front=number, card=cards[0])
    return tr("Front {front}: empty.").format(front=number)


def _title(ctx: Context, fight: Fight) -> str:
    """``Battle: Filip attacks Ondrej at Xian``."""
    a, d = (ctx.players[s].name for s in fight.seats)
    if fight.city:
        return tr("Battle: {attacker} attacks {defender} at {city}").format(
            attacker=a, defender=d, city=city_label(ctx, fight.city)
        )
    return tr("Battle: {attacker} attacks {defender} in the field").format(attacker=a, defender=d)


def panel(ctx: Context) -> list[View]:
    """The battle under way as a panel: the scores, each front's cards, the cards still to play."""
    fight = fight_of(ctx)
    if fight is None:
        return []
    return [View(_title(ctx, fight), "lines", rows=tuple((line,) for line in _state_lines(ctx, fight)))]


def pending(ctx: Context) -> list[str]:
    """The battle under way: the fronts standing, the cards left to play, the scores."""
    fight = fight_of(ctx)
    if fight is None:
        return []
    first, *rest = _state_lines(ctx, fight)
    return [f"{_title(ctx, fight)}. {first}", *rest]


def _state_lines(ctx: Context, fight: Fight) -> list[str]:
    """The score, each front's cards, and the cards still to play."""
    out = [score_line(ctx, fight)]
    for number, pair in enumerate(fight.fronts, 1):
        out.append(front_line(number, [_standing(ctx, fight.seats[s], c) for s, c in enumerate(pair) if c is not None]))
    left = cards_left(ctx, fight)
    if left:  # once every card is played, the obligation says what comes next
        out.append(tr("Cards to play: {left} (front).").format(left=phrase_list(left)))
    return out


def _standing(ctx: Context, seat: int, card: Card) -> str:
    wounds = f", {wounds_text(card.wounds)}" if card.wounds else ""
    return card_text(ctx, seat, card)[:-1] + wounds + ")"


def obligations(ctx: Context, cards_to_play: bool) -> list[Violation]:
    """A battle under way is finished (battle) before the turn or phase ends."""
    if fight_of(ctx) is None:
        return []
    if cards_to_play:
        message = tr("a battle is under way: play the cards left with front, then record its result with battle")
    else:
        message = tr("a battle is under way: record its result with battle")
    return [rule("Battle", message, "battle")]
