// SD-23 / issue 8: in a battle a ship's token moves and turns only through the referee (the ship
// panel's straight move, the card's course change or tack step, the GM's own hand). An honest client
// refuses a player's drag or turn of a battle ship before it is sent; the active GM's client, told
// by the server who made each token update, puts back any position or rotation a player changed
// anyway (whatever update options it passed) and tells the GMs. The system's token flags (the last
// move, the turn records behind the GM's undo) are the referee's on every ship token, battle or not.
import { SYSTEM_ID } from '../constants.js';
import { isReferee } from '../referee/channel.js';
import { reportForgery } from '../referee/forgery.js';
import { manoeuvreGate } from './battle-gate.js';
import { onHook } from '../foundry-api.js';

const POSE_KEYS = ['x', 'y', 'rotation'] as const;

interface GuardedToken {
  id: string;
  name?: string | null;
  x: number;
  y: number;
  rotation: number;
  flags?: Record<string, Record<string, unknown> | undefined>;
  actor: { uuid: string; type: string; name?: string | null } | null;
  update(data: object, options?: object): Promise<unknown>;
}

type Pose = Record<(typeof POSE_KEYS)[number], number> & { systemFlags: Record<string, unknown> };

function systemFlagsOf(token: GuardedToken): Record<string, unknown> {
  return JSON.parse(JSON.stringify(token.flags?.[SYSTEM_ID] ?? {})) as Record<string, unknown>;
}

/** Whether a player's change to this token's pose must go through the referee (a ship in a battle). */
export function poseIsRefereed(token: Pick<GuardedToken, 'actor'>): boolean {
  return token.actor?.type === 'ship' && manoeuvreGate(token.actor.uuid).mode === 'battle';
}

export function changesPose(changes: Record<string, unknown>): boolean {
  return POSE_KEYS.some((k) => k in changes);
}

const lastPose = new Map<string, Pose>();
const pending = new Set<Promise<unknown>>();

function remember(token: GuardedToken): void {
  lastPose.set(token.id, { x: token.x, y: token.y, rotation: token.rotation, systemFlags: systemFlagsOf(token) });
}

/** The update that puts the system's flags back as they were (keys a player added are deleted). */
function flagsRestore(before: Record<string, unknown>, now: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of new Set([...Object.keys(before), ...Object.keys(now)])) {
    if (JSON.stringify(before[k]) === JSON.stringify(now[k])) continue;
    if (k in before) out[`flags.${SYSTEM_ID}.${k}`] = before[k];
    else out[`flags.${SYSTEM_ID}.-=${k}`] = null;
  }
  return out;
}

/** On the active GM's client: a player's change to a battle ship's pose, or to a ship token's system flags, is put back. */
export async function restorePose(token: GuardedToken, changes: Record<string, unknown>, userId: string): Promise<boolean> {
  const user = game.users!.get(userId) as User.Implementation | undefined;
  const before = lastPose.get(token.id);
  if (user?.isGM || !before || token.actor?.type !== 'ship') {
    remember(token);
    return false;
  }
  const flags = flagsRestore(before.systemFlags, systemFlagsOf(token));
  const pose = changesPose(changes) && poseIsRefereed(token) && !POSE_KEYS.every((k) => token[k] === before[k]) ? { x: before.x, y: before.y, rotation: before.rotation } : {};
  if (Object.keys(flags).length === 0 && Object.keys(pose).length === 0) {
    remember(token);
    return false;
  }
  await token.update({ ...pose, ...flags }, { [`${SYSTEM_ID}Restore`]: true });
  remember(token);
  const ship = token.actor?.name ?? token.name ?? '';
  await reportForgery(user ?? null, game.i18n!.format('SCA.Referee.TokenRestored', { user: user?.name ?? '?', ship }));
  return true;
}

export function registerTokenGuard(): void {
  const on = onHook;
  on('updateToken', ((token: GuardedToken, changes: Record<string, unknown>, _options: unknown, userId: string) => {
    if (!isReferee()) return;
    const p: Promise<unknown> = restorePose(token, changes, userId)
      .catch((e: unknown) => console.error(`${SYSTEM_ID} |`, e))
      .finally(() => pending.delete(p));
    pending.add(p);
  }) as never);
  on('createToken', ((token: GuardedToken) => {
    if (isReferee()) remember(token);
  }) as never);
  on('canvasReady', ((canvas: { tokens?: { placeables?: Array<{ document: GuardedToken }> } }) => {
    if (!isReferee()) return;
    for (const t of canvas?.tokens?.placeables ?? []) remember(t.document);
  }) as never);
}

/** Resolves when every restore the GM's client started has finished (tests await it). */
export async function settleTokenGuard(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

export function resetTokenGuard(): void {
  lastPose.clear();
}
