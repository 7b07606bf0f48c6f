// Shared pieces of the card view models: who is looking, what has been applied, and the buttons.
import type { Scale } from '../../rules/index.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import type { GunneryCard } from './card-data-fire.js';
import { formatPercent } from '../i18n.js';

export interface Viewer {
  isGM: boolean;
  /** Whether the viewing user owns this ship (may command it). */
  owns(actorUuid: string): boolean;
}

export type EffectState =
  | { state: 'none' }
  /** `label`: the history entry's words for the change as it was applied (none for token turns). */
  | { state: 'applied' | 'undone'; entryId: string; label?: string };

export interface ViewContext {
  messageId: string;
  viewer: Viewer;
  scale: Scale;
  /** A ship's current stored data, or null when it is gone. */
  ship(actorUuid: string): ShipSystemSource | null;
  /** State of an effect key on a ship (its history for system changes, its token for turns). */
  effect(actorUuid: string, key: string): EffectState;
  /** Messages of other cards that refer to this one (gunnery cards of an Abilità roll, tests of a list). */
  related: RelatedCards;
}

export interface RelatedCards {
  /** Whether the broadside of ship `index` has a gunnery card. */
  fired(shipIndex: number, broadside: 'port' | 'starboard'): boolean;
  /** Whether the morale list entry has been tested. */
  tested(entryIndex: number): boolean;
  /** Whether this Abilità roll's critical card exists. */
  criticalsPosted: boolean;
  /** The gunnery card of a message (a critical card's well laid broadside), when the view can read it. */
  gunnery?(messageId: string): GunneryCard | null;
}

export const NO_RELATED: RelatedCards = {
  fired: () => false,
  tested: () => false,
  criticalsPosted: false,
};

export interface ActionView {
  /** The data-action of the button. */
  action: string;
  labelKey: string;
  labelData: Record<string, unknown>;
  /** What the effect does, in words with its numbers (localised); empty when the label says it. */
  what: string;
  /** JSON of the action's arguments (data-args). */
  args: string;
  state: 'ready' | 'applied' | 'undone';
  /** GM undo button for an applied effect. */
  undo: { args: string } | null;
  /** The word for the applied state when not "Applied" (a broadside: "Fired"). */
  doneKey?: string;
  /** Undone, and the viewer may apply it again (the referee applies a key again once its entry is undone). */
  again: boolean;
  css: string;
}

/**
 * A button that applies an effect: shown when the viewer may use it (or as a record once applied),
 * with the GM's undo once applied. Returns null when the viewer has nothing to see.
 */
export function applyAction(
  ctx: ViewContext,
  spec: {
    action: string;
    labelKey: string;
    labelData?: Record<string, unknown>;
    /** What it does, in words with its numbers (localised). */
    what?: string;
    args: Record<string, unknown>;
    actorUuid: string;
    key: string;
    allowed: boolean;
    /** The effect is a turn of the ship's token (no history entry). */
    pose?: boolean;
    /** The effect also turned the token under the same key (a tack step): undo both. */
    withPose?: boolean;
  },
): ActionView | null {
  const st = ctx.effect(spec.actorUuid, spec.key);
  if (st.state !== 'applied' && !spec.allowed) return null;
  const undo =
    st.state === 'applied' && ctx.viewer.isGM
      ? {
          args: JSON.stringify(
            spec.pose
              ? { actorUuid: spec.actorUuid, key: spec.key, pose: true }
              : {
                  actorUuid: spec.actorUuid,
                  entryId: st.entryId,
                  ...(spec.withPose ? { poseKey: spec.key } : {}),
                },
          ),
        }
      : null;
  return {
    action: spec.action,
    labelKey: spec.labelKey,
    labelData: spec.labelData ?? {},
    // Once applied, the record says what was done (the ship has changed since: a new plan would not).
    what: (st.state !== 'none' && st.label) || spec.what || '',
    args: JSON.stringify(spec.args),
    state: st.state === 'none' ? 'ready' : st.state,
    undo,
    again: st.state === 'undone' && spec.allowed,
    css: st.state === 'applied' ? 'is-applied' : st.state === 'undone' ? 'is-undone' : '',
  };
}

/** A button that starts something (fire, test, choose) rather than applying a change. */
export function plainAction(
  action: string,
  labelKey: string,
  args: Record<string, unknown>,
  labelData: Record<string, unknown> = {},
): ActionView {
  return {
    action,
    labelKey,
    labelData,
    what: '',
    args: JSON.stringify(args),
    state: 'ready',
    undo: null,
    again: false,
    css: '',
  };
}

export function compact<T>(list: Array<T | null | undefined | false>): T[] {
  return list.filter((x): x is T => !!x);
}

/** A probability as the viewer reads it (98.1% / 98,1%). */
export function pct(p: number): string {
  return formatPercent(p);
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

export function rounded(n: number, digits = 0): number {
  const k = 10 ** digits;
  return Math.round(n * k) / k;
}
