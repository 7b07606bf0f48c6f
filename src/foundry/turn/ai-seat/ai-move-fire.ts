// Issue 13: the AI captain's movement and fire for one ship (FP-5.7 / FP-6.2 / FP-6.4). It reads the
// straight move the referee would allow a player (the manoeuvre control's own options and what is
// left of the move), asks the core where along that move each ordered broadside is best fired
// (`bestFiringPoint`), then moves in straight steps through the referee's manoeuvre judged as a
// player's (SD-173) and fires each broadside with the card's own Fire button, then ends the move.
import { inRefereeTurn } from '../../referee/channel.js';
import { RuleError, type HullSide } from '../../../rules/index.js';
import { chooseTarget } from '../../../rules/sim/fleet-captain.js';
import { abilitaModifierTotal, bestFiringPoint } from '../../../rules/sim/firing-point.js';
import { firesInSegmentOne } from '../../../rules/sim/part-segments.js';
import { reason } from '../../../rules/sim/reasons.js';
import type { AbilitaCard } from '../../chat/card-data-fire.js';
import { runCardAction } from '../../chat/actions.js';
import { cardsOfKind, requireCard } from '../../chat/messages.js';
import { format, localize } from '../../i18n.js';
import { moveResult, type ManoeuvreOption } from '../../canvas/manoeuvre.js';
import { refereeManoeuvre, shipMoveState } from '../../canvas/moves.js';
import { sceneRules, tableShipsInView, type SceneLike } from '../../canvas/scene-ships.js';
import type { AiLine } from './ai-card.js';
import { reasonLine } from './ai-reason.js';
import type { AiTableShip } from './sim-ships.js';

export interface AiFireOrder {
  abilitaMessageId: string;
  shipIndex: number;
  card: AbilitaCard;
}

/** The option the manoeuvre control offers a player now: FP-6.6 the rudder's bear-away, else straight on. */
function straightOption(scene: SceneLike, tokenId: string) {
  const state = shipMoveState(scene, tokenId, false);
  const options = state.choice.options;
  const option: ManoeuvreOption | undefined = state.choice.mustTurn
    ? options.find((o) => o.automatic)
    : options.find((o) => o.kind === 'hold' && o.heading === state.heading);
  return { option, remainingMm: option?.moves ? state.remainingMm : 0 };
}

function firedAlready(fire: AiFireOrder, side: HullSide): boolean {
  return (
    cardsOfKind(
      'gunnery',
      (c) =>
        c.abilitaMessageId === fire.abilitaMessageId &&
        c.shipIndex === fire.shipIndex &&
        c.broadside === side,
    ).length > 0
  );
}

/**
 * D-18 a broadside with a target in each half waits for its commander's choice: the AI takes the enemy
 * it chose when she is one of the two, else the nearer (what the referee settles on at the step's close).
 */
async function chooseHalf(
  messageId: string,
  wanted: AiTableShip | undefined,
): Promise<AiLine | null> {
  const { card } = requireCard(messageId, 'gunnery');
  if (card.targetUuid || card.choices.length === 0) return null;
  const range = (uuid: string) =>
    card.candidates.find((c) => c.actorUuid === uuid)?.rangeMm ?? Number.POSITIVE_INFINITY;
  const pick =
    wanted && card.choices.includes(wanted.actorUuid)
      ? wanted.actorUuid
      : [...card.choices].sort((a, b) => range(a) - range(b))[0]!;
  const answer = await runCardAction(messageId, 'chooseTarget', { target: pick });
  if (answer.status === 'refused') return { kind: 'refused', text: answer.reason };
  const name = card.candidates.find((c) => c.actorUuid === pick)?.name ?? '';
  return { kind: 'target', text: format('SCA.Turn.AiSeat.Chose', { ship: name }) };
}

interface Shot {
  side: HullSide;
  /** mm into the move where it fires. */
  atMm: number;
}

/**
 * Moves and fires `ship` for the AI. Each step asks `stillMine` first: a side taken back stops before
 * its next move or broadside. Returns the card's lines, or null when nothing was done.
 */
export async function aiMoveAndFire(
  scene: SceneLike,
  ship: AiTableShip,
  enemies: readonly AiTableShip[],
  fire: AiFireOrder | null,
  stillMine: () => boolean,
  /** OR-3 the segment being played (null: a Fast Play part, the whole move). */
  segment: 1 | 2 | null = null,
): Promise<AiLine[] | null> {
  const lines: AiLine[] = [];
  const { option, remainingMm } = straightOption(scene, ship.token.id);
  const rules = sceneRules(scene);
  const ships = tableShipsInView(scene, rules.scale, ship.token.id, { isGM: false });
  const me = ships.find((s) => s.id === ship.token.id);
  const planned = option && me ? moveResult(me, ships, option.heading, remainingMm) : null;
  const moveMm = planned?.movedMm ?? 0;
  const endPose = planned?.finalPose ?? ship.sim.pose;
  // FP-6.2 the ordered broadsides, each at the point of the move the core finds best against her.
  const shots: Shot[] = [];
  const entry = fire ? fire.card.ships[fire.shipIndex] : undefined;
  const target = chooseTarget(
    ship.sim,
    enemies.map((e) => e.sim),
  );
  for (const side of ['port', 'starboard'] as const) {
    const aim = entry?.orders[side === 'port' ? 'firePort' : 'fireStarboard'];
    // OR-3 a broadside fired in segment 1 is not fired again in segment 2 (SD-47).
    if (!aim || firedAlready(fire!, side)) continue;
    if (!target) {
      // OR-3 SD-212 / SD-244 nothing to fire at in segment 1: the broadside waits for segment 2.
      if (segment === 1)
        lines.push(reasonLine('firingPoint', reason('waitForSegmentTwo', { side })));
      else shots.push({ side, atMm: moveMm });
      continue;
    }
    // The core tells ships apart by id: this ship is 'a', her enemy 'b' (as in the captain's view).
    const moving = { ...ship.sim, id: 'a' as const, heading: option?.heading ?? ship.sim.heading };
    const point = bestFiringPoint(
      moving,
      { ...enemies[target.index]!.sim, id: 'b' },
      side,
      endPose,
      moveMm,
      abilitaModifierTotal(ship.sim),
      undefined,
      // SD-204 HR-2 the table's range bands and arcs.
      rules.scale,
    );
    // OR-3 SD-212 / SD-244 in segment 1 only a shot worth firing there goes off (the simulation's rule).
    if (segment === 1 && !firesInSegmentOne({ target: point.target, value: point.expected })) {
      lines.push(reasonLine('firingPoint', reason('waitForSegmentTwo', { side })));
      continue;
    }
    lines.push(reasonLine('firingPoint', point.reason));
    shots.push({ side, atMm: Math.max(0, moveMm - point.backMm) });
  }
  shots.sort((a, b) => a.atMm - b.atMm);
  let at = 0;
  let mayMove = !!option && moveMm > 0;
  const step = async (toMm: number) => {
    if (!mayMove || toMm <= at + 0.5 || !option) return;
    try {
      // After the first step only going on straight ahead is left (SD-23): the same heading, held.
      const id = at > 0 ? `hold:${option.heading}` : option.id;
      // SD-278 judged in its turn, as a player's manoeuvre request is (never beside one).
      const report = await inRefereeTurn(() =>
        refereeManoeuvre(game.user as User.Implementation, scene, ship.token.id, id, toMm - at, {
          asCommander: true,
        }),
      );
      at += report.outcome.movedMm;
      if (report.outcome.collidedIds.length) mayMove = false;
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      lines.push({ kind: 'refused', text: e.message });
      lines.push({ kind: 'fallback', text: localize('SCA.Turn.AiSeat.Fallback.NoMove') });
      mayMove = false;
    }
  };
  for (const shot of shots) {
    if (!stillMine()) return lines.length ? lines : null;
    await step(shot.atMm);
    if (!stillMine()) return lines;
    const answer = await runCardAction(fire!.abilitaMessageId, 'fire', {
      index: fire!.shipIndex,
      broadside: shot.side,
    });
    if (answer.status === 'done' && answer.messageId) {
      const chose = await chooseHalf(answer.messageId, target ? enemies[target.index] : undefined);
      if (chose) lines.push(chose);
    }
    if (answer.status === 'refused') {
      lines.push({ kind: 'refused', text: answer.reason });
      lines.push({
        kind: 'fallback',
        text: format('SCA.Turn.AiSeat.Fallback.HoldFire', {
          side: localize(`SCA.Turn.Side.${shot.side}`),
        }),
      });
    }
  }
  if (!stillMine()) return lines.length ? lines : null;
  await step(moveMm);
  return lines;
}
