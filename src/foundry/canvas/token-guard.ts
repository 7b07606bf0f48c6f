// SD-23 / issue 8: in a battle a ship's token moves and turns only through the referee (the ship
// panel's straight move, the card's course change or tack step, the GM's own hand). An honest client
// refuses a player's drag or turn of a battle ship before it is sent; the active GM's client, told
// by the server who made each token update, puts back any position or rotation a player changed
// anyway (whatever update options it passed) and tells the GMs. The system's token flags (the last
// move, the turn records behind the GM's undo) are the referee's on every ship token, battle or not.
// A player may not add a second token of a battle ship (a decoy for targeting) nor remove one (to
// hide from broadsides): the GM's client removes or restores it. SD-207 a fort's token is guarded the
// same way while a battle is on (a fort never moves; its owner could otherwise carry it nearer an enemy).
import { notify } from '../notify.js';
import { backgroundTasks } from '../referee/background.js';
import { ledgerDelete, ledgerEntry, ledgerSet } from '../referee/guard-ledger.js';
import { SYSTEM_ID } from '../constants.js';
import { isReferee, settleBeforeRequests } from '../referee/channel.js';
import { reportForgery } from '../referee/forgery.js';
import { onBecomingReferee } from '../referee/takeover.js';
import { manoeuvreGate } from './battle-gate.js';
import { onHook } from '../foundry-api.js';
import { tokensOfEveryScene } from './scene-ships.js';

/** The actors whose tokens the guard watches: ships, and (SD-207) forts, which never move in a battle. */
const GUARDED_TOKEN_TYPES = new Set(['ship', 'fort']);

function isGuardedToken(token: Pick<GuardedToken, 'actor'>): boolean {
  return GUARDED_TOKEN_TYPES.has(token.actor?.type ?? '');
}

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
  hidden?: boolean;
  actorLink?: boolean;
  flags?: Record<string, Record<string, unknown> | undefined>;
  actor: { uuid: string; type: string; name?: string | null } | null;
  parent?: {
    tokens?: { contents: ReadonlyArray<Pick<GuardedToken, 'id' | 'actor'>> };
    createEmbeddedDocuments(name: string, data: object[], options?: object): Promise<unknown>;
    deleteEmbeddedDocuments(name: string, ids: string[], options?: object): Promise<unknown>;
  } | null;
  toObject?(): object;
  update(data: object, options?: object): Promise<unknown>;
}

/**
 * SD-210 the GM's staging of a ship token, always refereed (absent in a ledger entry written before it was
 * kept): `hidden` (a player's view leaves hidden ships out, FP-6.2 targets included) and `actorLink`
 * (an unlinked token is another actor, which the battle's roster, the forts and the move completion
 * would no longer find).
 */
const STAGING_KEYS = ['hidden', 'actorLink'] as const;
type Staging = Partial<Record<(typeof STAGING_KEYS)[number], boolean>>;

function stagingOf(token: GuardedToken): Staging {
  return { hidden: !!token.hidden, actorLink: !!token.actorLink };
}

type Pose = Record<(typeof POSE_KEYS)[number], unknown> & {
  systemFlags: Record<string, unknown>;
  staging?: Staging;
};

function systemFlagsOf(token: GuardedToken): Record<string, unknown> {
  return JSON.parse(JSON.stringify(token.flags?.[SYSTEM_ID] ?? {})) as Record<string, unknown>;
}

/** Whether a player's change to this token's pose must go through the referee (a ship in a battle). */
export function poseIsRefereed(token: Pick<GuardedToken, 'actor'>): boolean {
  return isGuardedToken(token) && manoeuvreGate(token.actor!.uuid).mode === 'battle';
}

/** Whether an update changes the GM's staging of a ship token (its visibility, its link, its delta). */
export function stagingChanged(
  token: Pick<GuardedToken, 'hidden' | 'actorLink'>,
  changes: Record<string, unknown>,
): boolean {
  if ('delta' in changes) return true;
  return STAGING_KEYS.some((k) => k in changes && !!changes[k] !== !!token[k]);
}

/**
 * SD-211 whether a player's new token must be the referee's: a battle ship's (a decoy of it), or any
 * ship's on the table of a battle (a ship not in the battle would still be a nearest target, FP-6.2,
 * and an obstacle, FP-5.8).
 */
export function placementIsRefereed(token: Pick<GuardedToken, 'id' | 'actor' | 'parent'>): boolean {
  if (poseIsRefereed(token)) return true;
  if (token.actor?.type !== 'ship') return false;
  return (token.parent?.tokens?.contents ?? []).some(
    (t) => t.id !== token.id && t.actor?.type === 'ship' && poseIsRefereed(t),
  );
}

export function changesPose(changes: Record<string, unknown>): boolean {
  return POSE_KEYS.some((k) => k in changes);
}

/** The pose and system flags the referee last accepted for a ship token (the guards' ledger keeps them). */
const ledgerKey = (tokenId: string) => `token.${tokenId}`;

function acceptedPose(tokenId: string): Pose | undefined {
  const entry = ledgerEntry(ledgerKey(tokenId));
  return entry === undefined ? undefined : (JSON.parse(entry) as Pose);
}

function accept(tokenId: string, pose: Pose): void {
  ledgerSet(ledgerKey(tokenId), JSON.stringify(pose));
}
const restores = backgroundTasks();

function poseOf(token: GuardedToken): Omit<Pose, 'systemFlags' | 'staging'> {
  return {
    x: token.x,
    y: token.y,
    rotation: token.rotation,
    width: token.width,
    height: token.height,
    actorId: token.actorId,
  };
}

function remember(token: GuardedToken): void {
  if (isGuardedToken(token))
    accept(token.id, {
      ...poseOf(token),
      systemFlags: systemFlagsOf(token),
      staging: stagingOf(token),
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

/** The system flag keys an update's diff touches (all of them when it replaces the system's flags). */
function touchedFlags(changes: Record<string, unknown>, now: Record<string, unknown>): string[] {
  const flags = changes.flags as Record<string, unknown> | undefined;
  if (!flags) return [];
  const mine = flags[SYSTEM_ID] ?? flags[`==${SYSTEM_ID}`] ?? flags[`-=${SYSTEM_ID}`];
  if (mine === undefined) return [];
  if (!mine || typeof mine !== 'object' || !(SYSTEM_ID in flags)) return Object.keys(now);
  return Object.keys(mine).map((k) => k.replace(/^(-=|==)/, ''));
}

/**
 * On the active GM's client, when the server reports a token update: judged at once, on the state the
 * update left (the hook runs before any later update lands), so writes sent back to back are each
 * judged on their own. A GM's update is adopted only for what it touches; a player's change to a
 * battle ship's pose, or to a ship token's system flags, gives the restore to send (only the changed
 * fields, so a GM's move landing meanwhile stands), or null.
 */
export function judgeTokenUpdate(
  token: GuardedToken,
  changes: Record<string, unknown>,
  userId: string,
): (() => Promise<boolean>) | null {
  const user = game.users!.get(userId) as User.Implementation | undefined;
  const before = acceptedPose(token.id);
  if (!before || !isGuardedToken(token)) {
    remember(token);
    return null;
  }
  const nowFlags = systemFlagsOf(token);
  if (user?.isGM) {
    const next: Pose = { ...before, systemFlags: { ...before.systemFlags } };
    for (const k of POSE_KEYS) if (k in changes) next[k] = token[k];
    const staging = stagingOf(token);
    next.staging = { ...before.staging };
    for (const k of STAGING_KEYS)
      if (k in changes || next.staging[k] === undefined) next.staging[k] = staging[k];
    for (const k of touchedFlags(changes, nowFlags)) {
      if (k in nowFlags) next.systemFlags[k] = nowFlags[k];
      else delete next.systemFlags[k];
    }
    accept(token.id, next);
    return null;
  }
  const restore = restoreOf(token, before, changesPose(changes));
  if (!restore) {
    // A change the guard lets through (a pose outside a battle): it is the token's pose now.
    if (!poseIsRefereed(token)) accept(token.id, { ...before, ...poseOf(token) });
    return null;
  }
  const ship = token.actor?.name ?? token.name ?? '';
  return async () => {
    await putBack(
      token,
      restore,
      user ?? null,
      game.i18n!.format('SCA.Referee.TokenRestored', { user: user?.name ?? '?', ship }),
    );
    return true;
  };
}

/**
 * The update that puts back what differs from the accepted pose: the system flags always, the pose
 * fields that changed when `poseWritten` and the ship's pose is the referee's; null when nothing does.
 */
function restoreOf(
  token: GuardedToken,
  before: Pose,
  poseWritten: boolean,
): Record<string, unknown> | null {
  const flags = flagsRestore(before.systemFlags, systemFlagsOf(token));
  const pose =
    poseWritten && poseIsRefereed(token)
      ? Object.fromEntries(
          POSE_KEYS.filter((k) => token[k] !== before[k]).map((k) => [k, before[k]]),
        )
      : {};
  // The GM's staging (STAGING_KEYS): a player's change of it is always put back.
  const now = stagingOf(token);
  const staging = Object.fromEntries(
    STAGING_KEYS.filter(
      (k) => before.staging?.[k] !== undefined && now[k] !== before.staging[k],
    ).map((k) => [k, before.staging![k]]),
  );
  const restore = { ...pose, ...flags, ...staging };
  return Object.keys(restore).length === 0 ? null : restore;
}

async function putBack(
  token: GuardedToken,
  restore: Record<string, unknown>,
  who: { name?: string | null } | null,
  what: string,
): Promise<void> {
  await token.update(restore, { [`${SYSTEM_ID}Restore`]: true });
  await reportForgery(who, what);
}

/**
 * On the referee's client as a scene is shown: a ship token whose refereed pose or system flags differ
 * from what the referee last accepted was changed while no GM was connected; it is put back and the
 * GMs told. Returns the ids of the tokens put back.
 */
export function auditShipTokens(tokens: readonly GuardedToken[]): string[] {
  const audited: string[] = [];
  for (const token of tokens) {
    // SD-282 one put-back per token: an audit at the scene's showing and one at the takeover may overlap.
    if (!isGuardedToken(token) || restoringAway.has(token.id)) continue;
    const before = acceptedPose(token.id);
    if (!before) {
      remember(token);
      continue;
    }
    const restore = restoreOf(token, before, true);
    if (!restore) {
      remember(token);
      continue;
    }
    audited.push(token.id);
    const ship = token.actor?.name ?? token.name ?? '';
    restoringAway.add(token.id);
    restores.run(async () => {
      try {
        await putBack(
          token,
          restore,
          { name: game.i18n!.localize('SCA.Referee.Someone') },
          game.i18n!.format('SCA.Referee.TokenRestoredAway', { ship }),
        );
      } finally {
        restoringAway.delete(token.id);
      }
    });
  }
  return audited;
}

/** The tokens an audit is putting back now. */
const restoringAway = new Set<string>();

function isPlayer(userId: string): User.Implementation | null {
  const user = game.users!.get(userId) as User.Implementation | undefined;
  return user && !user.isGM ? user : null;
}

/** A player's extra token of a battle ship is removed by the GM's client. */
async function removeDecoy(token: GuardedToken, userId: string): Promise<void> {
  const user = isPlayer(userId);
  if (!user || !placementIsRefereed(token) || !token.parent) return;
  await token.parent.deleteEmbeddedDocuments('Token', [token.id], {
    [`${SYSTEM_ID}Restore`]: true,
  });
  ledgerDelete(ledgerKey(token.id));
  await reportForgery(
    user,
    game.i18n!.format('SCA.Referee.TokenAdded', {
      user: user.name ?? '?',
      ship: token.actor?.name ?? token.name ?? '',
    }),
  );
}

/**
 * A battle ship's token a player removed is put back by the GM's client, as it was; SD-257 so is a ship's
 * token on the battle's table, in the battle or not (an obstacle, FP-5.8, and a nearest target, FP-6.2).
 */
async function restoreRemoved(token: GuardedToken, userId: string): Promise<void> {
  const user = isPlayer(userId);
  if (!user || !placementIsRefereed(token) || !token.parent || !token.toObject) return;
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
  settleBeforeRequests(restores.current);
  on('updateToken', ((
    token: GuardedToken,
    changes: Record<string, unknown>,
    _options: unknown,
    userId: string,
  ) => {
    if (!isReferee()) return;
    const restore = judgeTokenUpdate(token, changes, userId);
    if (restore) restores.run(restore);
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
      // SD-257 removing a token is refereed as adding one is (SD-211).
      if (game.user?.isGM || !placementIsRefereed(token)) return true;
      notify.warn(game.i18n!.localize('SCA.Referee.TokensAreGMs'));
      return false;
    }) as never);
  }
  on('canvasReady', ((canvas: { tokens?: { placeables?: Array<{ document: GuardedToken }> } }) => {
    if (isReferee()) auditShipTokens((canvas?.tokens?.placeables ?? []).map((t) => t.document));
  }) as never);
  // SD-282 at a GM's ready or takeover, every scene's tokens: the battle's scene is the Combat's, read
  // by the referee whether or not this GM is viewing it.
  onBecomingReferee(() => auditShipTokens(tokensOfEveryScene<GuardedToken>()));
}

/** Resolves when every restore the GM's client started has finished (tests await it). */
export const settleTokenGuard = restores.settle;
