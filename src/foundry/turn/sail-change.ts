// FP-5.2 what a sail order does to a ship besides her sail: coming out of hove to (from furled sails)
// she moves at half speed this turn and is no longer hove to, unless a contact still holds her. Shared
// by the referee's order plan (plans.ts) and the AI seat's look-ahead under OR-5 (ai-or5-plan.ts), so
// the seat plans segment 2 on the ship the referee will have made of her.
import type { SailSetting } from '../../rules/index.js';
import type { ShipSystemSource } from '../models/ship-model.js';

export interface SailChange {
  sail: SailSetting;
  halfSpeed?: true;
  hoveTo?: false;
}

export function sailChangeChanges(
  s: Pick<ShipSystemSource, 'sail' | 'contacts'>,
  sail: SailSetting,
): SailChange {
  if (s.sail !== 'furled' || sail === 'furled') return { sail };
  return s.contacts.length === 0
    ? { sail, halfSpeed: true, hoveTo: false }
    : { sail, halfSpeed: true };
}
