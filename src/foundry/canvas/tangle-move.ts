// OR-7 the entangled pair's move (world setting "entanglement"): the referee (a GM) moves both ships
// by the core's schedule (entangledStep, applyEntangledStep) from the ships' entangled records: who
// rammed, the rammed ship's sail before the collision, the collision's turn. With the two-segment
// turn the GM names the segment; without it (footnote 19) the GM names the active ship. Once per
// turn and segment in a battle (a flag on both tokens, the referee's: every key of the turn). SD-74
// distances. The panel's button and the flow (turn/tangle-flow.ts, SD-101) both come here.
import {
  RuleError,
  applyEntangledStep,
  dcLost,
  entangledDriftMm,
  entangledStep,
  shipSpeed,
  type EntangledStep,
  type SailSetting,
} from '../../rules/index.js';
import { SYSTEM_ID } from '../constants.js';
import { localize } from '../i18n.js';
import { shipDataOf } from '../models/access.js';
import { profileFromSource } from '../models/ship-model.js';
import { damageOf } from '../ship-state.js';
import { optionalRules } from '../settings.js';
import { manoeuvreGate } from './battle-gate.js';
import { entangledWith } from './collision-move.js';
import {
  sceneRules,
  shipToken,
  tokenTableShip,
  type SceneLike,
  type TokenDocLike,
} from './scene-ships.js';
import { tokenPlacementForPose } from './table-ships.js';

export const TANGLE_MOVE_FLAG = 'tangleMove';

export interface TangleMoveReport {
  step: EntangledStep;
  distanceMm: number;
}

/**
 * OR-7 move the pair `tokenId` + `otherTokenId` on the GM's client. `segment`: 1 or 2 with the
 * two-segment turn, null without it; `active`: footnote 19, the ship of the side whose part it is.
 */
export async function moveEntangledPair(
  scene: SceneLike,
  tokenId: string,
  otherTokenId: string,
  opts: { segment: 1 | 2 | null; activeTokenId?: string },
): Promise<TangleMoveReport> {
  if (!game.user?.isGM) throw new RuleError(localize('SCA.Canvas.Tangle.GmOnly'));
  const options = optionalRules();
  if (!options.entanglement) throw new RuleError(localize('SCA.Canvas.Tangle.Off'));
  const a = shipToken(scene, tokenId);
  const b = shipToken(scene, otherTokenId);
  const record = entangledWith(shipDataOf(a.actor!)).find((t) => t.actorId === b.actor!.id);
  if (!record) throw new RuleError(localize('SCA.Canvas.Tangle.NotEntangled'));
  const [rammerTok, rammedTok] = record.rammer ? [a, b] : [b, a];
  const rammedData = shipDataOf(rammedTok.actor!);
  const rammedRecord = entangledWith(rammedData).find((t) => t.actorId === rammerTok.actor!.id);
  const { turnsSince, key, due } = pairMoveTiming(a, b, record, opts.segment);
  if (due === 'sameTurn') throw new RuleError(localize('SCA.Canvas.Tangle.SameTurn'));
  if (due === 'moved') throw new RuleError(localize('SCA.Canvas.Tangle.AlreadyMoved'));
  const rules = sceneRules(scene);
  if (!rules.wind) throw new RuleError(localize('SCA.Canvas.Tangle.NoWind'));
  const windFromDeg = rules.wind.direction * 22.5;
  const rammer = tokenTableShip(scene, rammerTok.id, rules.scale);
  const rammed = tokenTableShip(scene, rammedTok.id, rules.scale);
  const active =
    opts.activeTokenId === undefined
      ? undefined
      : opts.activeTokenId === rammerTok.id
        ? ('rammer' as const)
        : ('rammed' as const);
  const step = entangledStep({
    turnsSinceCollision: turnsSince,
    twoSegmentTurn: options.twoSegmentTurn,
    segment: opts.segment,
    windFromDeg,
    rammer: rammer.pose,
    rammed: rammed.pose,
    active,
  });
  const distanceMm =
    step.move === 'drift'
      ? entangledDriftMm({ wind: rules.wind.strength, segment: opts.segment, scale: rules.scale })
      : sailMm(rammedData, (rammedRecord?.sailBefore || rammedData.sail) as SailSetting, rules);
  const after = applyEntangledStep(
    step,
    { rammer: rammer.pose, rammed: rammed.pose },
    windFromDeg,
    distanceMm,
  );
  for (const [token, pose] of [
    [rammerTok, after.rammer],
    [rammedTok, after.rammed],
  ] as const) {
    await token.update({
      ...tokenPlacementForPose(pose, token, scene.grid),
      [`flags.${SYSTEM_ID}.${TANGLE_MOVE_FLAG}`]: [
        ...movedKeys(token).filter((k) => k.startsWith(`${key.split(':')[0]}:`)),
        key,
      ],
    });
  }
  return { step, distanceMm };
}

/**
 * SD-74 / SD-101 the turn-and-segment keys the pair has moved in this turn (`2:1`, `2:2`; `2:turn`
 * without segments). A list, so the other side's part of the same turn finds segment 1 among them
 * after segment 2 (a single key, the last, let it move the pair again); a record stored as one key
 * reads as a list of one.
 */
export function movedKeys(token: Pick<TokenDocLike, 'getFlag'>): string[] {
  const v = token.getFlag(SYSTEM_ID, TANGLE_MOVE_FLAG);
  if (Array.isArray(v)) return v.filter((k): k is string => typeof k === 'string');
  return typeof v === 'string' ? [v] : [];
}

type TangleRecord = ReturnType<typeof entangledWith>[number];

/** Whether a pair may move now: 'due', not in the collision's turn ('sameTurn'), or already moved this turn and segment ('moved'). */
export type PairMoveDue = 'due' | 'sameTurn' | 'moved';

/** SD-74 when the pair moves: the battle turn, the turns since the collision, the once-only key (turn and segment). */
function pairMoveTiming(
  a: TokenDocLike,
  b: TokenDocLike,
  record: TangleRecord,
  segment: 1 | 2 | null,
): { turn: number | null; turnsSince: number; key: string; due: PairMoveDue } {
  const gate = manoeuvreGate(a.actor!.uuid!);
  const turn = gate.mode === 'battle' ? gate.turn : null;
  // Free play, or a collision before the battle's turns were counted: as the first turn after it.
  const turnsSince = turn !== null && record.turn !== null ? turn - record.turn : 1;
  const key = `${turn ?? 'free'}:${segment ?? 'turn'}`;
  const due: PairMoveDue =
    turnsSince < 1
      ? 'sameTurn'
      : turn !== null && [a, b].some((t) => movedKeys(t).includes(key))
        ? 'moved'
        : 'due';
  return { turn, turnsSince, key, due };
}

/**
 * OR-7 / SD-101 whether the pair `tokenId` + `otherTokenId` is due to move in this turn and
 * `segment` (null without the two-segment turn); null when the two are not entangled.
 */
export function entangledPairDue(
  scene: SceneLike,
  tokenId: string,
  otherTokenId: string,
  segment: 1 | 2 | null,
): PairMoveDue | null {
  const a = shipToken(scene, tokenId);
  const b = shipToken(scene, otherTokenId);
  const record = entangledWith(shipDataOf(a.actor!)).find((t) => t.actorId === b.actor!.id);
  return record ? pairMoveTiming(a, b, record, segment).due : null;
}

/** SD-74 the sailing move: the rammed ship's Fast Play speed at its sail before the collision, less rigging loss. */
function sailMm(
  s: ReturnType<typeof shipDataOf>,
  sail: SailSetting,
  rules: ReturnType<typeof sceneRules>,
): number {
  const profile = profileFromSource(s);
  return shipSpeed({
    sail,
    rdcLost: dcLost(profile, damageOf(s)).rigging,
    masts: profile.masts,
    rdc: profile.rdc,
    wind: rules.wind?.strength,
    scale: rules.scale,
  }).speedMm;
}
