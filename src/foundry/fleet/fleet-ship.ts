// One ship of a fleet as the builder, the import/export and the example-squadron pack see it, and
// the Actor data that creates it: class fields from FP-2.1 (via the model's shipClassFields), crew,
// nation, squadron, side, damage, and a prototype token sized to the ship's base (FP-1.1, HR-2)
// wearing the class's generated art in the nation's colours (src/art, written by the build).
import { classById, type Scale } from '../../rules/index.js';
import type { FleetShip } from '../../fleet-file/fleet-ship-record.js';
import {
  SHIP_SCHEMA_VERSION,
  shipClassFields,
  type ShipSystemSource,
} from '../models/ship-source.js';
import { baseAtScale, tokenSizeForBase, type TokenSize } from '../table-units.js';
import { shipArt } from './ship-art.js';

export {
  NO_FLEET_DAMAGE,
  isNation,
  type FleetDamage,
  type FleetShip,
} from '../../fleet-file/fleet-ship-record.js';

/** The stored system data of a new ship actor (the model fills every other field with its initial value). */
export function shipSystemData(ship: FleetShip): Pick<
  ShipSystemSource,
  'schemaVersion' | 'shipClass' | 'crew' | 'originalCrew' | 'nation' | 'squadron' | 'side'
> & {
  damage: ShipSystemSource['damage'];
} {
  return {
    schemaVersion: SHIP_SCHEMA_VERSION,
    shipClass: shipClassFields(classById(ship.classId)),
    crew: ship.crew,
    originalCrew: ship.originalCrew ?? ship.crew,
    nation: ship.nation,
    squadron: ship.squadron,
    side: ship.side,
    damage: {
      port: ship.damage.port,
      starboard: ship.damage.starboard,
      rigging: ship.damage.rigging,
      riggingRepaired: ship.damage.riggingRepaired ?? 0,
    },
  };
}

/** Token size (grid units) of a ship's base at the table scale: bow down, keel along the height. */
export function shipTokenSize(classId: string, scale: Scale): TokenSize {
  const fields = shipClassFields(classById(classId));
  return tokenSizeForBase(
    baseAtScale({ lengthMm: fields.baseLengthMm, widthMm: fields.baseWidthMm }, fields.rate, scale),
    scale,
  );
}

export interface ShipActorOptions {
  scale: Scale;
  folder?: string | null;
  ownership?: Record<string, number>;
  sort?: number;
}

/**
 * Create data for a ship actor; ships turn freely on the table, so rotation is never locked. The
 * token art fills the token ('fill'): at 1:3000 (HR-2) and with an edited base the base's
 * proportions differ from the art's, and the art must still cover the base edge to edge.
 */
export function shipActorData(ship: FleetShip, options: ShipActorOptions): Record<string, unknown> {
  const size = shipTokenSize(ship.classId, options.scale);
  const art = shipArt(ship.classId, ship.nation);
  const data: Record<string, unknown> = {
    name: ship.name,
    type: 'ship',
    img: art.img,
    system: shipSystemData(ship),
    prototypeToken: {
      name: ship.name,
      texture: { src: art.token, fit: 'fill' },
      width: size.width,
      height: size.height,
      lockRotation: false,
      actorLink: true,
      bar1: { attribute: 'hullBar' },
      bar2: { attribute: 'riggingBar' },
    },
  };
  if (options.folder !== undefined) data.folder = options.folder;
  if (options.ownership) data.ownership = { ...options.ownership };
  if (options.sort !== undefined) data.sort = options.sort;
  return data;
}
