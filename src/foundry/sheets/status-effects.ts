// Token status effects that mirror a ship's (or fort's) state: fire, hove to, rudder damaged,
// struck, captured, boarding, in contact, dismasted, sinking. The state lives in the actor's data;
// the statuses follow it. "Which statuses should be on" is a pure function; the active GM's client
// applies the difference with Actor#toggleStatusEffect after every actor update (v13: status
// effects are ActiveEffects with `statuses`; a player owning a ship may create them too, but the state
// they mirror is the referee's, so the GM's client applies them).
import { isDismasted, isSinking, NO_DAMAGE } from '../../rules/index.js';
import { fortProfile, type FortSystemSource } from '../models/fort-model.js';
import { profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { fortDataOrNull, shipDataOrNull, type DocumentWithData } from '../models/access.js';
import { damageOf } from '../ship-state.js';

export const STATUS_PREFIX = 'sca-';

export interface StatusDefinition {
  id: string;
  name: string;
  img: string;
}

/** CONFIG.statusEffects entries; icons are Foundry core's icons/svg set. */
export const SCA_STATUS_EFFECTS: readonly StatusDefinition[] = [
  { id: 'sca-fire', name: 'SCA.Sheet.Status.Fire', img: 'icons/svg/fire.svg' },
  { id: 'sca-hove-to', name: 'SCA.Sheet.Status.HoveTo', img: 'icons/svg/anchor.svg' },
  { id: 'sca-rudder-damaged', name: 'SCA.Sheet.Status.RudderDamaged', img: 'icons/svg/hazard.svg' },
  { id: 'sca-struck', name: 'SCA.Sheet.Status.Struck', img: 'icons/svg/terror.svg' },
  { id: 'sca-captured', name: 'SCA.Sheet.Status.Captured', img: 'icons/svg/net.svg' },
  { id: 'sca-boarding', name: 'SCA.Sheet.Status.Boarding', img: 'icons/svg/sword.svg' },
  { id: 'sca-contact', name: 'SCA.Sheet.Status.Contact', img: 'icons/svg/target.svg' },
  { id: 'sca-dismasted', name: 'SCA.Sheet.Status.Dismasted', img: 'icons/svg/ruins.svg' },
  { id: 'sca-sinking', name: 'SCA.Sheet.Status.Sinking', img: 'icons/svg/skull.svg' },
];

export const MANAGED_STATUS_IDS: readonly string[] = SCA_STATUS_EFFECTS.map((s) => s.id);

/** The statuses a ship's state calls for (FP-4.1 hove to incl. furled sail; FP-2.5 sinking/dismasted). */
export function shipStatuses(s: ShipSystemSource): Set<string> {
  const profile = profileFromSource(s);
  const damage = damageOf(s);
  const on = new Set<string>();
  if (s.fires.hull + s.fires.rigging > 0 || (s.fireship.isFireship && s.fireship.lit))
    on.add('sca-fire');
  if (s.hoveTo || s.sail === 'furled') on.add('sca-hove-to');
  if (s.rudderDamaged) on.add('sca-rudder-damaged');
  if (s.status.struck) on.add('sca-struck');
  if (s.status.captured) on.add('sca-captured');
  if (s.boarding.partiesReady || s.boarding.inMelee || s.boarding.boardedNotRepelled)
    on.add('sca-boarding');
  if (s.contacts.length > 0) on.add('sca-contact');
  if (isDismasted(profile, damage)) on.add('sca-dismasted');
  if (isSinking(profile, damage)) on.add('sca-sinking');
  return on;
}

/** A fort: fire, struck, captured; all hull DCs lost shows as sinking (destroyed, D-3). */
export function fortStatuses(s: FortSystemSource): Set<string> {
  const on = new Set<string>();
  if (s.fires.hull > 0) on.add('sca-fire');
  if (s.status.struck) on.add('sca-struck');
  if (s.status.captured) on.add('sca-captured');
  if (isSinking(fortProfile(s), { ...NO_DAMAGE, port: s.damage.hull })) on.add('sca-sinking');
  return on;
}

export function wantedStatuses(actor: DocumentWithData): Set<string> | null {
  const ship = shipDataOrNull(actor);
  if (ship) return shipStatuses(ship);
  const fort = fortDataOrNull(actor);
  return fort ? fortStatuses(fort) : null;
}

/** The toggles that bring `current` to `wanted`, touching only the system's own statuses. */
export function statusChanges(
  current: ReadonlySet<string>,
  wanted: ReadonlySet<string>,
): { on: string[]; off: string[] } {
  return {
    on: MANAGED_STATUS_IDS.filter((id) => wanted.has(id) && !current.has(id)),
    off: MANAGED_STATUS_IDS.filter((id) => !wanted.has(id) && current.has(id)),
  };
}
