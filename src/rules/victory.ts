// FP-8.3 victory points, both scorings.
import { RuleError } from './errors.js';

export type ShipFate = 'afloat' | 'struck' | 'destroyed' | 'captured';

export interface EnemyShipRecord {
  initialBf: number;
  dcLost: number;
  fate: ShipFate;
}

export type VictoryScoring = 'standard' | 'detailed';

/**
 * FP-8.3 standard: 1 per enemy ship that lost a DC, + 50% of initial BF when struck or destroyed
 * (sunk, exploded, burnt), + initial BF when captured. Detailed (footnote): 1 per DC lost on every
 * enemy ship, + initial BF when struck/destroyed, + 2 x initial BF when captured. The terms of a
 * ship add up and the side's total is rounded down once (SD-8).
 */
export function victoryPoints(
  enemies: readonly EnemyShipRecord[],
  scoring: VictoryScoring = 'standard',
): { points: number; exact: number } {
  let exact = 0;
  for (const e of enemies) {
    if (!Number.isInteger(e.dcLost) || e.dcLost < 0)
      throw new RuleError(`DCs lost must be a whole number >= 0, got ${e.dcLost}`);
    if (!Number.isFinite(e.initialBf) || e.initialBf < 0)
      throw new RuleError(`BF must be >= 0, got ${e.initialBf}`);
    if (scoring === 'standard') {
      if (e.dcLost > 0) exact += 1;
      if (e.fate === 'struck' || e.fate === 'destroyed') exact += e.initialBf / 2;
      if (e.fate === 'captured') exact += e.initialBf;
    } else {
      exact += e.dcLost;
      if (e.fate === 'struck' || e.fate === 'destroyed') exact += e.initialBf;
      if (e.fate === 'captured') exact += 2 * e.initialBf;
    }
  }
  return { points: Math.floor(exact + 1e-9), exact };
}
