// SD-204 a ship's placed shape at the table's scale. The geometry's shared cache holds 1:1200 shapes
// (their arcs reach 1:1200's long range); at HR-2's 1:3000 (the Foundry AI seat on such a table) the
// shape is built afresh with that scale's arcs. The simulation's hot path (1:1200) is the cache's.
import { PlacedShip, placedShip } from '../geometry/placed-ship.js';
import type { ShipBody } from '../geometry/ship-shape.js';
import type { Scale } from '../tables/ships.js';

export function placedShipAt(
  id: string,
  body: ShipBody,
  headingDeg: number,
  slot: number,
  scale: Scale,
): PlacedShip {
  if (scale === 1200) return placedShip(id, body, headingDeg, slot);
  return new PlacedShip(id, body, headingDeg, slot, { scale });
}
