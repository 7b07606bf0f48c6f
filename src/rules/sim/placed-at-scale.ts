// SD-204 a ship's placed shape at the table's scale: the geometry's shared cache holds a shape per
// scale (its arcs reach that scale's long range), so 1:3000 (HR-2 in the simulation, the Foundry AI
// seat on such a table) is built once per slot, base and heading, as 1:1200 is.
import { type PlacedShip, placedShip } from '../geometry/placed-ship.js';
import type { ShipBody } from '../geometry/ship-shape.js';
import type { Scale } from '../tables/ships.js';

export function placedShipAt(
  id: string,
  body: ShipBody,
  headingDeg: number,
  slot: number,
  scale: Scale,
): PlacedShip {
  return placedShip(id, body, headingDeg, slot, scale);
}
