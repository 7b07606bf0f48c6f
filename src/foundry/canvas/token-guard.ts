// SD-23 / issue 8: in a battle a ship's token moves and turns only through the referee (the ship
// panel's straight move, the card's course change or tack step, the GM's own hand). An honest client
// refuses a player's drag or turn of a battle ship before it is sent; the active GM's client, told
// by the server who made each token update, puts back any position or rotation a player changed
// anyway (whatever update options it passed) and tells the GMs. The system's token flags (the last
// move, the turn records behind the GM's undo) are the referee's on every ship token, battle or not.
// A player may not add a second token of a battle ship (a decoy for targeting) nor remove one (to
// hide from broadsides): the GM's client removes or restores it.
import { backgroundTasks } from '../referee/background.js';
import { SYSTEM_ID } from '../constants.js';
import { isReferee } from '../referee/channel.js';
import { reportForgery } from '../referee/forgery.js';
import { manoeuvreGate } from './battle-gate.js';
import { onHook } from '../foundry-api.js';

/** The fields that place a ship on the table: where it is, which way it faces, how big its base is, which ship it is. */
const POSE_KEYS = ['x', 'y', 'rotation', 'width', 'height', 'actorId'] as const;

interface GuardedToken {
  id: string;
  name?: string | null;
  x: number;
  y: number;
  rotation: number;
  width: number;
  height: number;
  actorId: string | null;
  flags?: Record<string, Record<string, unknown> | undefined>;
  actor: { uuid: string; type: string; name?: string | null } | null;
  parent?: {
    createEmbeddedDocuments(name: string, data: object[], options?: object): Promise<unknown>;
    deleteEmbeddedDocuments(name: string, ids: string[], options?: object): Promise<unknown>;
  } | null;
  toObject?(): object;
  update(data: object, options?: object): Promise<unknown>;
}

type Pose = Record<(typeof POSE_KEYS)[number], unknown> & { systemFlags: Record<string, unknown> };

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
const restores = backgroundTasks();

function remember(token: GuardedToken): void {
  lastPose.set(token.id, {
    x: token.x,
    y: token.y,
    rotation: token.rotation,
    width: token.width,
    height: token.height,
    actorId: token.actorId,
    systemFlags: systemFlagsOf(token),
  });
}

/** The update that puts the system's flags back as they were (keys a player added are deleted). */
function flagsRestore(
  before: Record<string, unknown>,
  now: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of new Set([...Object.keys(before), ...Object.keys(now)])) {
    if (JSON.stringify(before[k]) === JSON.stringify(now[k])) continue;
    if (k in before) out[`flags.${SYSTEM_ID}.${k}`] = before[k];
    else out[`flags.${SYSTEM_ID}.-=${k}`] = null;
  }
  return out;
}

/** On the active GM's client: a player's change to a battle ship's pose, or to a ship token's system flags, is put back. */
export async function restorePose(
  token: GuardedToken,
  changes: Record<string, unknown>,
  userId: string,
): Promise<boolean> {
  const user = game.users!.get(userId) as User.Implementation | undefined;
  const before = lastPose.get(token.id);
  if (user?.isGM || !before || token.actor?.type !== 'ship') {
    remember(token);
    return false;
  }
  const flags = flagsRestore(before.systemFlags, systemFlagsOf(token));
  const pose =
    changesPose(changes) && poseIsRefereed(token) && !POSE_KEYS.every((k) => token[k] === before[k])
      ? Object.fromEntries(POSE_KEYS.map((k) => [k, before[k]]))
      : {};
  if (Object.keys(flags).length === 0 && Object.keys(pose).length === 0) {
    remember(token);
    return false;
  }
  await token.update({ ...pose, ...flags }, { [`${SYSTEM_ID}Restore`]: true });
  remember(token);
  const ship = token.actor?.name ?? token.name ?? '';
  await reportForgery(
    user ?? null,
    game.i18n!.format('SCA.Referee.TokenRestored', { user: user?.name ?? '?', ship }),
  );
  return true;
}

function isPlayer(userId: string): User.Implementation | null {
  const user = game.users!.get(userId) as User.Implementation | undefined;
  return user && !user.isGM ? user : null;
}

/** A player's extra token of a battle ship is removed by the GM's client. */
async function removeDecoy(token: GuardedToken, userId: string): Promise<void> {
  const user = isPlayer(userId);
  if (!user || !poseIsRefereed(token) || !token.parent) return;
  await token.parent.deleteEmbeddedDocuments('Token', [token.id], {
    [`${SYSTEM_ID}Restore`]: true,
  });
  lastPose.delete(token.id);
  await reportForgery(
    user,
    game.i18n!.format('SCA.Referee.TokenAdded', {
      user: user.name ?? '?',
      ship: token.actor?.name ?? token.name ?? '',
    }),
  );
}

/** A battle ship's token a player removed is put back by the GM's client, as it was. */
async function restoreRemoved(token: GuardedToken, userId: string): Promise<void> {
  const user = isPlayer(userId);
  if (!user || !poseIsRefereed(token) || !token.parent || !token.toObject) return;
  await token.parent.createEmbeddedDocuments('Token', [token.toObject()], {
    keepId: true,
    [`${SYSTEM_ID}Restore`]: true,
  });
  await reportForgery(
    user,
    game.i18n!.format('SCA.Referee.TokenRemoved', {
      user: user.name ?? '?',
      ship: token.actor?.name ?? token.name ?? '',
    }),
  );
}

export function registerTokenGuard(): void {
  const on = onHook;
  on('updateToken', ((
    token: GuardedToken,
    changes: Record<string, unknown>,
    _options: unknown,
    userId: string,
  ) => {
    if (isReferee()) restores.run(() => restorePose(token, changes, userId));
  }) as never);
  on('createToken', ((token: GuardedToken, _options: unknown, userId: string) => {
    if (!isReferee()) return;
    remember(token);
    restores.run(() => removeDecoy(token, userId));
  }) as never);
  on('deleteToken', ((token: GuardedToken, _options: unknown, userId: string) => {
    if (isReferee()) restores.run(() => restoreRemoved(token, userId));
  }) as never);
  // Honest clients refuse both before they are sent.
  for (const hook of ['preCreateToken', 'preDeleteToken'] as const) {
    on(hook, ((token: GuardedToken) => {
      if (game.user?.isGM || !poseIsRefereed(token)) return true;
      ui.notifications?.warn(game.i18n!.localize('SCA.Referee.TokensAreGMs'));
      return false;
    }) as never);
  }
  on('canvasReady', ((canvas: { tokens?: { placeables?: Array<{ document: GuardedToken }> } }) => {
    if (!isReferee()) return;
    for (const t of canvas?.tokens?.placeables ?? []) remember(t.document);
  }) as never);
}

/** Resolves when every restore the GM's client started has finished (tests await it). */
export const settleTokenGuard = restores.settle;

export function resetTokenGuard(): void {
  lastPose.clear();
}
