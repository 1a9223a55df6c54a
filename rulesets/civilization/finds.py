"""What figures find on the map (l. 142-152): huts, barbarian villages, relics.

A hut may be opened by any figure; a village only by an army, which fights
the barbarians (a loss costs that army); a relic goes to the first figure
to reach it, and what it gives is read from the kit and given at once
(l. 149, l. 152): culture steps, great persons due, a free tech due, coins
onto investment cards, unit cards into the standing forces. Each needs the
figure on the map (the ledger's figures on the map, by kind).

A hut or village is turned over to show its marker (l. 144): the kit's
``[huts]`` markers are offered by name. The marker leaves the map and is
taken as one piece: the resource token or coin it shows, else the marker. What a marker gives is applied where
the kit states it (a resource it names, Native Art's culture steps); a coin
comes from a hut as l. 216 says. Any other marker (a city-state, a teacher,
wealth...) is recorded and said: the table applies it and corrects the app. Where no cited printed source says
what a marker gives, the table may say it once (``gives=free-tech`` or ``gives=coin``): it is applied (a free tech
due, a coin from the bank), kept for the session and written into the kit it exports (``free_techs``, ``coins``),
so the same marker found again is applied without a word.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule, unused
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import N_, ntr, tr
from engine.state import Context
from rulesets.civilization.catalogues import book, fact, name_of
from rulesets.civilization.common import PLAYER, V8_LOG, V9_LOG, V12_LOG, me, older
from rulesets.civilization.components import game, knows, moved, on_board
from rulesets.civilization.culture import advance, advance_sentence, unknown_track
from rulesets.civilization.management import unlocking_tech
from rulesets.civilization.plausible import check_finds, found
from rulesets.civilization.rewards import GIFTS, OTHER, ask_gift, known, persons_of, told_gift
from rulesets.civilization.rewards import PLAIN as PLAIN
from rulesets.civilization.rewards import marker_resource as marker_resource
from rulesets.civilization.rewards import markers as markers
from rulesets.civilization.rewards import rewards as rewards
from rulesets.civilization.state import State


def _coins(ctx: Context, reward: str, args: Mapping[str, Any] | None = None) -> int:
    """Coins a marker gives: a hut's coin (l. 216), what the kit prints for a marker, or one coin where the table
    said the marker gives a coin (Wealth)."""
    if reward == "coin":
        return 1
    if reward == "resource":
        return 0
    printed = int(fact(ctx, "huts", reward, "coins", 0) or 0)
    return printed or (1 if not known(ctx, reward) and told_gift(ctx, reward, args) == "coin" else 0)


def _free_techs(ctx: Context, reward: str, args: Mapping[str, Any] | None = None) -> int:
    """Free techs a marker gives: the kit's, or one where the table said it gives a free tech (Teacher)."""
    if reward in ("coin", "resource"):
        return 0
    printed = int(fact(ctx, "huts", reward, "free_techs", 0) or 0)
    return printed or (1 if not known(ctx, reward) and told_gift(ctx, reward, args) == "free-tech" else 0)


def _gift(ctx: Context, reward: str, args: Mapping[str, Any]) -> str | None:
    """The component a marker turns into: a coin, a resource token (typed, or the one the kit names), or none."""
    if reward == "coin" or _coins(ctx, reward, args):
        return "coin"
    if reward == "resource":
        return args.get("resource") or None
    return marker_resource(ctx, reward)


def _hut_text(args: Mapping[str, Any]) -> str:
    """The hut's log line: a resource token says which resource ("a resource token" alone told nothing)."""
    if args.get("reward") == "resource":
        return N_("{actor} opens a hut (a resource token: {resource})")
    return N_("{actor} opens a hut ({reward})")


def hut(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    reward = args["reward"]
    gift = _gift(ctx, reward, args)
    culture = 0 if reward in ("coin", "resource") else fact(ctx, "huts", reward, "culture", 0)
    # A marker whose effect the app applies (Native Art's steps) is spent like a coin or a resource: only one the
    # table applies (a spy, a teacher...) is kept as the token it is. Before version 10 Native Art's was kept too,
    # and before version 9 every token was also held beside the piece it gave.
    free = _free_techs(ctx, reward, args)
    persons = 0 if reward in ("coin", "resource") else persons_of(ctx, reward)
    spent = gift is not None or bool(free or persons) or (bool(culture) and not ctx.options.get(V9_LOG))
    # A marker the table applies itself (gives=other) leaves the map as well (l. 144; play-test 9 found it in the
    # token pile): its coins, if any, come with coins from=hut in the round it was found.
    # Before version 13 such a marker went to the token pile (``V12_LOG``).
    spent = spent or (told_gift(ctx, reward, args) == OTHER and not ctx.options.get(V12_LOG))
    if not spent or ctx.options.get(V8_LOG):
        ctx.move(args.get("token", "hut"), 1, "map", ctx.own("stock", seat))
    # Otherwise the marker leaves the map and is taken turned over (l. 144): one piece, the coin or resource.
    if gift is not None:
        # Coins come from the bank onto the coin dial (l. 216), as many as the kit prints (a hut's coin: one).
        n = _coins(ctx, reward, args) if gift == "coin" else 1
        ctx.move(gift, n, "bank", ctx.own("coins" if gift == "coin" else "stock", seat))
    state = moved(ctx)
    if culture:  # Native Art: its steps at once, as a relic's
        state = state.with_realm(seat, advance(ctx, seat, culture))
    if free:  # taken in the research phase, as Atlantis's (``research free=yes``)
        mine = state.realms[seat]
        state = state.with_realm(seat, mine.but(free_techs=mine.free_techs + free))
    if persons:  # drawn like the culture track's (great-person)
        mine = state.realms[seat]
        state = state.with_realm(seat, mine.but(pending_persons=mine.pending_persons + persons))
    if args.get("gives") and not known(ctx, reward) and reward not in dict(state.markers):
        # Said once: the same marker found again is applied as said, and the exported kit keeps it.
        state = replace(state, markers=(*state.markers, (reward, str(args["gives"]))))
    return state if args.get("token") == "village" else found(ctx, state, seat)


def _marker_said(ctx: Context, marker: str) -> str:
    return name_of(rewards(ctx.kit), marker)


def check_reward(ctx: Context, args: Mapping[str, Any], token: str = "hut") -> list[Violation]:
    won = args.get("won", True)
    reward = args["reward"]
    if reward == "resource" and not args.get("resource") and won:
        return [rule("Reward", "name the resource the token gives", "movement")]
    if not won and reward != "resource":
        # A lost fight takes no reward: a coin typed for one would be dropped without a word (resource is the
        # field's default, said or not).
        return [unused("Reward", tr("a lost fight takes no reward"), "movement", "reward")]
    out = []
    if args.get("resource") and (reward != "resource" or not won):
        # A resource named for a coin, a marker or a lost fight would be dropped without a word.
        if not won:
            said = tr("a lost fight takes no reward")
        elif reward == "coin":
            said = tr("the token gives a coin, not a resource")
        else:
            said = tr("the {marker} gives what it shows; no resource is named for it")
            said = said.format(marker=_marker_said(ctx, reward))
        out.append(unused("Reward", said, "movement", "resource"))
    if args.get("gives") and (reward in ("coin", "resource") or known(ctx, reward)):
        said = tr("the kit says what the {marker} gives: gives= is only for a marker it does not explain")
        marker = tr("coin") if reward == "coin" else _marker_said(ctx, reward)
        out.append(unused("Reward", said.format(marker=marker), "movement", "gives"))
    if reward in ("coin", "resource"):
        return out
    printed = fact(ctx, "huts", reward, "token")
    if printed and printed != token:
        said = (
            tr("the {marker} is a village's marker, not a hut's")
            if token == "hut"
            else tr("the {marker} is a hut's marker, not a village's")
        )
        out.append(rule("Reward", said.format(marker=_marker_said(ctx, reward)), "movement"))
    if fact(ctx, "huts", reward, "culture", 0) and unknown_track(ctx):
        # Its steps cross spaces nobody has told the app yet: they are not guessed.
        said = tr("the kit does not know the culture track yet: a city's arts asks for it once")
        out.append(rule("Culture track", said, "culture"))
    return out


def find_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    """What a marker gave, said; a marker whose gift the kit does not state is left to the table, and said so."""
    reward = args.get("reward")
    if not args.get("won", True):
        # Said, not only the army's way back to the supply (play-test 8: a lost village was never called lost).
        said = tr("{player}'s army loses to the barbarians and goes back to the supply.")
        return [said.format(player=before.players[me(before)].name)]
    if reward in (None, "coin", "resource"):
        return []
    # A resource the marker gives is said by the ledger's move; culture steps by the track's sentence.
    out = advance_sentence(before, after, me(before))
    name, marker = before.players[me(before)].name, _marker_said(before, reward)
    if _free_techs(before, reward, args):
        said = tr("{player} takes a free tech in the research phase: the next tech researched comes free.")
        out.append(said.format(player=name))
    if persons_of(before, reward):
        out.append(_persons_due(name, persons_of(before, reward)))
    told = told_gift(before, reward, args)
    if not known(before, reward) and told is None:
        said = tr(
            "The kit does not say what the {marker} gives: the table applies what it gives and records it: "
            "coins with coins (from a hut), the trade dial or the culture marker with set-dial, pieces with "
            "correct. Or say it once, with gives free-tech or coin: the app applies it and keeps it."
        )
        out.append(said.format(marker=marker))
    elif not known(before, reward) and told == OTHER:
        said = tr(
            "The table applies what the {marker} gives and records it: coins with coins, the trade dial or the "
            "culture marker with set-dial, pieces with correct."
        )
        out.append(said.format(marker=marker))
    elif not known(before, reward) and args.get("gives") and reward not in dict(game(before).markers):
        said = tr("The {marker} gives {gift}, as the table said: kept for this session and the kit it exports.")
        gift = tr("a free tech") if told == "free-tech" else tr("a coin")
        out.append(said.format(marker=marker, gift=gift))
    return out


def _persons_due(name: str, n: int) -> str:
    said = ntr(
        "{player} is due {n} great person: record the draw with great-person.",
        "{player} is due {n} great persons: record each draw with great-person.",
        n,
    )
    return said.format(player=name, n=n)


def _no_figure(ctx: Context, message: str) -> list[Violation]:
    """A find the player has no figure on the map for: a fact of the table, mended by correcting the figures."""
    said = tr(message).format(player=ctx.players[me(ctx)].name)
    mend = tr("if the table differs, correct the figures on the map first")
    return [Violation("Figures", said, "movement", physical=True, mend=mend)]


def _figures(ctx: Context) -> int:
    return on_board(ctx, me(ctx), "army") + on_board(ctx, me(ctx), "settler")


def check_hut(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    # An army or a scout opens a hut (l. 144).
    if not _figures(ctx):
        message = N_("{player} has no army or scout on the map to open a hut")
        return [*_no_figure(ctx, message), *check_reward(ctx, args)]
    return ask_gift(ctx, args, [*check_finds(ctx, args), *check_reward(ctx, args)])


def check_village(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    # Only an army may enter a village (l. 145), won or lost.
    if not on_board(ctx, me(ctx), "army"):
        message = N_("{player} has no army on the map to enter a village (a scout may not)")
        return [*_no_figure(ctx, message), *check_reward(ctx, args, "village")]
    return ask_gift(ctx, args, [*check_finds(ctx, args), *check_reward(ctx, args, "village")])


def village(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    if args["won"]:
        return found(ctx, hut(ctx, {**args, "token": "village"}), seat)
    # A lost fight against the barbarians costs the army that entered (see decisions).
    ctx.move(ctx.piece("army", seat), 1, ctx.own("board", seat), ctx.own("supply", seat))
    return found(ctx, game(ctx), seat)


def relic(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    ctx.move(args["relic"], 1, "map", ctx.own("stock", seat))  # the first to reach it takes it (l. 149)
    if not older(ctx):
        # What it gives comes at once (l. 152): coins onto investment cards, unit cards into the standing forces.
        invested = fact(ctx, "relics", args["relic"], "investments", 0)
        ctx.move("coin", invested, "bank", ctx.own("investments", seat))
        for unit in args.get("units") or ():
            ctx.move(unit, 1, "bank", ctx.own("forces", seat))
    state = moved(ctx)
    culture = fact(ctx, "relics", args["relic"], "culture", 0)
    if culture:
        state = state.with_realm(seat, advance(ctx, seat, culture))
    free = fact(ctx, "relics", args["relic"], "free_techs", 0)
    if free:
        mine = state.realms[seat]
        state = state.with_realm(seat, mine.but(free_techs=mine.free_techs + free))
    persons = fact(ctx, "relics", args["relic"], "persons", 0)
    if persons:  # drawn like any great person (School of Confucius)
        mine = state.realms[seat]
        state = state.with_realm(seat, mine.but(pending_persons=mine.pending_persons + persons))
    # A relic is a marker on a square a figure enters as a hut's is (l. 149): it counts among the round's finds
    # (play-test 11: a third square in a turn whose figure reached two).
    return found(ctx, state, seat)


def check_relic(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = [] if _figures(ctx) else _no_figure(ctx, N_("{player} has no figure on the map to reach a relic"))
    out += check_finds(ctx, args)
    if fact(ctx, "relics", args["relic"], "culture", 0) and unknown_track(ctx):
        # Its steps cross spaces nobody has told the app yet: they are not guessed.
        said = tr("the kit does not know the culture track yet: a city's arts asks for it once")
        out.append(rule("Culture track", said, "culture"))
    units = list(args.get("units") or ())
    wanted = fact(ctx, "relics", args["relic"], "units", 0)
    if units and not wanted:
        out.append(unused("Relic", tr("this relic gives no unit cards"), "movement", "units"))
    elif wanted and len(units) != wanted:
        said = ntr(
            "the relic gives {n} unit card: name its type (units=)",
            "the relic gives {n} unit cards: name their types (units=, the same type twice if so)",
            wanted,
        )
        if not units:
            # A field still to give is a question, not a rule to override (play-test 11: "use --force").
            raise BadInput(said.format(n=wanted))
        out.append(rule("Relic", said.format(n=wanted), "movement"))
    seat = me(ctx)
    for unit in dict.fromkeys(units):
        needed = unlocking_tech(ctx, unit)
        if needed and not knows(ctx, seat, needed):
            said = tr("{item} needs {tech}, which {player} has not researched").format(
                item=name_of(ctx.kit.catalogue("units", "unit"), unit),
                tech=name_of(book(ctx).catalogues["tech"], needed),
                player=ctx.players[seat].name,
            )
            out.append(rule("Unlocked", said, "movement"))
    return out


def relic_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    seat = me(before)
    name = before.players[seat].name
    relic = args["relic"]
    found = name_of(before.kit.catalogue("relics", "relic"), relic)
    out = [tr("{player} holds {relic}.").format(player=name, relic=found)]
    out += advance_sentence(before, after, seat)
    if fact(before, "relics", relic, "free_techs", 0):
        out.append(
            tr("{player} takes a free tech in the research phase: the next tech researched comes free.").format(
                player=name
            )
        )
    persons, units = fact(before, "relics", relic, "persons", 0), fact(before, "relics", relic, "units", 0)
    investments = fact(before, "relics", relic, "investments", 0)
    if persons:
        out.append(_persons_due(name, persons))
    if units and older(before):
        free = ntr(
            "{player} builds {n} unlocked units for free.", "{player} builds {n} unlocked units for free.", units
        )
        out.append(free.format(player=name, n=units))
    if investments and older(before):
        made = ntr(
            "{player} makes {n} investments for free at the start of the next turn.",
            "{player} makes {n} investments for free at the start of the next turn.",
            investments,
        )
        out.append(made.format(player=name, n=investments))
    if not any(
        fact(before, "relics", relic, k, 0) for k in ("culture", "free_techs", "persons", "units", "investments")
    ):
        out.append(tr("The kit does not know what it gives; record it as the table plays it."))
    return out


#: What a marker the kit does not explain gives, said once by the table (see the module's docstring).
GIVES = Field(
    "gives",
    "choice",
    "what the marker gives, once, where the kit does not say: a free tech, a coin, or other (the table applies it)",
    required=False,
    choices=GIFTS,
)

ACTIONS = (
    ActionSpec(
        "hut",
        hut,
        fields=(
            PLAYER,
            Field("reward", "ref", "the marker the hut held (or a coin)", catalogue="hut-reward"),
            Field("resource", "ref", "which resource", required=False, catalogue="resource"),
            GIVES,
        ),
        phases=("movement",),
        actor="player",
        check=check_hut,
        help="A figure opened a hut (armies and scouts may; villages need an army and a battle).",
        topic="movement",
        text=_hut_text,
        outcome=find_outcome,
    ),
    ActionSpec(
        "village",
        village,
        fields=(
            PLAYER,
            Field("won", "bool", "the army beat the barbarians"),
            Field("reward", "ref", "the marker the village held", catalogue="village-reward", default="resource"),
            Field("resource", "ref", "which resource", required=False, catalogue="resource"),
            GIVES,
        ),
        phases=("movement",),
        actor="player",
        check=check_village,
        help="An army attacked a barbarian village: a win takes its reward, a loss the army.",
        topic="movement",
        text="{actor} attacks a barbarian village",
        outcome=find_outcome,
    ),
    ActionSpec(
        "relic",
        relic,
        fields=(
            PLAYER,
            Field("relic", "ref", "the relic found", catalogue="relic"),
            Field("units", "refs", "the unit cards it gives (Attila's Village)", required=False, catalogue="unit"),
        ),
        phases=("movement",),
        actor="player",
        check=check_relic,
        help="A figure reached a relic first (the Ark moves you 2 on the culture track; Atlantis gives a free tech).",
        topic="movement",
        text="{actor} claims {relic}",
        outcome=relic_outcome,
    ),
)
