// What the three sheets share on the Foundry side: the guarded submit (permission filter, then the
// schema's validation with a localised error), the GM undo action, reading the viewed scene.
import { notify } from '../notify.js';
import { undoEffect } from '../referee/relay.js';
import { sceneWind } from '../scene-wind.js';
import { optionalRules, tableScale } from '../settings.js';
import {
  editablePaths,
  filterSubmission,
  sheetRole,
  type EditRule,
  type EditState,
  type SheetRole,
} from './permissions.js';
import type { SceneContext } from './ship-view.js';
import { format } from '../i18n.js';

export interface SheetDocument {
  /** Null only for a temporary document (v14's declarations say so); a sheet's is persisted. */
  uuid: string | null;
  id: string | null;
  isOwner: boolean;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

export function roleOf(doc: { isOwner: boolean }): SheetRole {
  return sheetRole({ isGM: game.user?.isGM ?? false }, doc.isOwner);
}

export function errorMessage(e: unknown): string {
  if (e instanceof Error) return e.message;
  return String(e);
}

/**
 * A sheet's form submission: keeps only the keys this user may edit, then updates the document.
 * An invalid value is refused by the schema: the error is shown and nothing changes.
 * Returns the keys that were applied (empty when nothing was).
 */
export async function submitGuarded(
  doc: SheetDocument,
  flat: Readonly<Record<string, unknown>>,
  rules: Readonly<Record<string, EditRule>>,
  state: EditState,
): Promise<string[]> {
  const role = roleOf(doc);
  const { accepted, dropped } = filterSubmission(flat, editablePaths(rules, role, state));
  if (dropped.length)
    console.warn(
      `signal-close-action | ignored fields this user may not edit: ${dropped.join(', ')}`,
    );
  const keys = Object.keys(accepted);
  if (!keys.length) return [];
  try {
    await doc.update(accepted);
    return keys;
  } catch (e) {
    notify.error(format('SCA.Sheet.Notify.Invalid', { error: errorMessage(e) }));
    return [];
  }
}

/** The GM's Undo of a history entry, through the relay; a refusal is reported, never thrown. */
export async function undoHistoryEntry(
  doc: SheetDocument,
  entryId: string | undefined,
): Promise<boolean> {
  if (!entryId || !doc.uuid) return false;
  const outcome = await undoEffect({ actorUuid: doc.uuid, entryId });
  if (outcome.status === 'refused') {
    notify.warn(outcome.reason);
    return false;
  }
  return true;
}

interface SceneLike {
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
  /** Foundry's Collection: `contents` is the array of its documents. */
  tokens: {
    contents: Array<{ actorId: string | null; rotation: number; actor?: { uuid: string } | null }>;
  };
}

interface ActorLike {
  id: string | null;
  uuid: string;
  /** The token of a synthetic (unlinked) actor. */
  token?: { rotation: number; parent?: unknown } | null;
}

/** Reads the viewed scene: wind flag, this actor's token rotation. Guards for no canvas at all. */
export function sceneContextFor(actor: ActorLike): SceneContext {
  const scale = tableScale();
  const scene = (globalThis as { canvas?: { scene?: SceneLike | null } }).canvas?.scene ?? null;
  if (!scene) return { hasScene: false, wind: null, tokenRotation: null, scale };
  let rotation: number | null = null;
  if (actor.token && actor.token.parent === scene) rotation = actor.token.rotation;
  else {
    for (const t of scene.tokens.contents) {
      if (t.actor?.uuid === actor.uuid || (t.actorId !== null && t.actorId === actor.id)) {
        rotation = t.rotation;
        break;
      }
    }
  }
  const o = optionalRules();
  return {
    hasScene: true,
    wind: sceneWind(scene),
    tokenRotation: rotation,
    scale,
    rules: { twoSegment: o.twoSegmentTurn, fullNavigation: o.fullNavigation },
  };
}

/** The GM's "add a condition" list is not a form field: a choice calls `set` with its field. */
export function bindConditionAdder(root: HTMLElement, set: (field: string) => void): void {
  const add = root.querySelector<HTMLSelectElement>('select[data-sca-add-condition]');
  add?.addEventListener('change', (event) => {
    // Not a form change: the form's own submit has nothing to do with it.
    event.stopPropagation();
    if (add.value) set(add.value);
  });
}
