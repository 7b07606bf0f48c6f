// D-6 a burning ship that loses its last rigging DC explodes, whatever took the box: the end-of-part
// fire toll, a failed fire-fighting roll, gunfire, a collision, a failed tack, in-irons damage. Every
// effect plan that can touch the rigging or the fires goes through `withBurntOutExplosion`. Pure.
import { isDismasted } from '../../rules/index.js';
import type { SystemChanges } from '../referee/history.js';
import { profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { damageOf } from '../ship-state.js';

type Status = ShipSystemSource['status'];

/** The ship's data as it would be after `changes` (top-level keys of `system` only, as the plans write them). */
function after(system: ShipSystemSource, changes: SystemChanges): ShipSystemSource {
  const next = { ...system } as Record<string, unknown>;
  for (const [path, value] of Object.entries(changes)) {
    if (!path.includes('.')) {
      next[path] = value;
      continue;
    }
    // A dotted path ("status.struck"): set it on a copy of its parent.
    const [head, ...rest] = path.split('.');
    const parent = { ...(next[head!] as Record<string, unknown>) };
    let cur = parent;
    for (const key of rest.slice(0, -1))
      cur = cur[key] = { ...(cur[key] as Record<string, unknown>) };
    cur[rest[rest.length - 1]!] = value;
    next[head!] = parent;
  }
  return next as unknown as ShipSystemSource;
}

/** FP-4.4 fire on board (a lit fireship burns out instead of exploding: FP-6.7, never "on fire" here). */
function onFire(s: ShipSystemSource): boolean {
  return s.fires.hull + s.fires.rigging > 0;
}

/**
 * D-6 `changes` plus `status.exploded = true` when, after them, the ship is on fire and its last RDC
 * has gone by them (it was not dismasted before). A lit fireship never explodes (FP-6.7); a ship not on
 * fire is only dismasted (FP-2.5). Idempotent: wrapping a wrapped plan changes nothing.
 */
export function withBurntOutExplosion(
  system: ShipSystemSource,
  changes: SystemChanges,
): SystemChanges {
  if (system.status.exploded) return changes;
  const next = after(system, changes);
  if (next.status.exploded) return changes;
  if (next.fireship.isFireship && next.fireship.lit) return changes;
  if (!onFire(next)) return changes;
  const profile = profileFromSource(system);
  if (isDismasted(profile, damageOf(system)) || !isDismasted(profile, damageOf(next)))
    return changes;
  const status: Status = { ...next.status, exploded: true };
  const out: SystemChanges = {};
  for (const [path, value] of Object.entries(changes))
    if (!path.startsWith('status.')) out[path] = value;
  out.status = status;
  return out;
}

/** Whether the (wrapped) changes blow the ship up. */
export function explodes(changes: SystemChanges): boolean {
  return (changes.status as Partial<Status> | undefined)?.exploded === true;
}
