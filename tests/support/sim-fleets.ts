// A fleet for the battle simulation's tests from "class:crew" strings (crew average when left out),
// as the fleet file reader would give it: one squadron, no damage.
import type { FleetShipLike } from '../../src/rules/sim/battle-state.js';

export function fleetOf(specs: string[]): FleetShipLike[] {
  return specs.map((s, i) => {
    const [classId, crew] = s.split(':');
    return {
      name: `${classId} ${i + 1}`,
      classId: classId!,
      crew: crew ?? 'average',
      squadron: 'van',
      damage: { port: 0, starboard: 0, rigging: 0 },
    };
  });
}
