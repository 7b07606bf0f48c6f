// bin/sca `aground` (HR-3 running aground): the hull damage by the sail the ship struck at and the
// Unf result that gets it off.
import { groundingDamage, unfoulNeeded } from '../rules/index.js';
import { enumFlag, intFlag, type FlagSpec, type Flags } from './args.js';

export const AGROUND_FLAGS: FlagSpec = { sail: { type: 'string' }, dc: { type: 'string' } };

/** HR-3: 20% of a DC of hull at easy sail, 50% at full sail; All gets it off after full sail, A (or E, B) after easy. */
export function agroundCommand(flags: Flags): object {
  const sail = enumFlag(flags, 'sail', ['easy', 'full'] as const);
  const dc = intFlag(flags, 'dc', { min: 1, max: 1000 });
  const hit = groundingDamage(sail, dc);
  return {
    hullPoints: hit.hullPoints,
    pct: hit.pct,
    unfoulNeeded: unfoulNeeded('grounding', sail),
  };
}
