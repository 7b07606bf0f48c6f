// FP-5.1 / FP-2.5 the sail settings a ship may be given: a dismasted ship cannot make full sail, a
// sinking one only drifts. Its current setting is always listed, so a form never misreports it.
import { SAIL_SETTINGS, type SailSetting } from './tables/sailing.js';

export function sailSettingsAvailable(s: {
  sail: SailSetting;
  /** FP-2.5 all RDC lost. */
  dismasted: boolean;
  /** FP-2.5 all HDC lost (or blown up, FP-4.4). */
  sinking: boolean;
  /** OR-9 / SD-35 the most sail a ship on jury-rigged rigging may set (absent: full). */
  maxSail?: 'easy' | 'full';
}): SailSetting[] {
  if (s.sinking) return [s.sail];
  if (s.dismasted || s.maxSail === 'easy')
    return SAIL_SETTINGS.filter((x) => x !== 'full' || x === s.sail);
  return [...SAIL_SETTINGS];
}
