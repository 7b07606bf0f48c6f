// OR-9 the side the wreckage falls on: the lee side of the ship's heading on the battle scene; head or
// stern to wind (or no heading or wind known) the referee rolls one die (SD-32: odd port, even starboard).
import { leeSide, randomLeeSide, type HullSide } from '../../rules/index.js';
import { sceneWind } from '../scene-wind.js';
import { battleScene } from './scene-table.js';
import { turnServices } from './services.js';

export async function wreckLeeSideFor(actorUuid: string): Promise<HullSide> {
  const scene = battleScene();
  const wind = scene ? sceneWind(scene) : null;
  const heading = turnServices().table.headingOf(actorUuid);
  const side = wind && heading !== null ? leeSide(heading, wind.direction) : null;
  if (side) return side;
  const roll = await new Roll('1d6').evaluate();
  return randomLeeSide(Number(roll.total));
}
