// A side's name as shown: sides are free names the GM gives (the fleet builder suggests the nation's
// people, "British"); a side still named after a bare nation id ("britain", from older builds) shows
// the localised name of that nation's side instead of the id.
import { isNation } from './fleet-ship.js';

/** The localisation key of the side name a nation's fleet gets by default ("British", "French"). */
export function nationSideKey(nation: string): string {
  return `SCA.Fleet.Side.${nation}`;
}

/** The side's name for display: the GM's name, or the nation's side name for a bare nation id. */
export function sideDisplayName(side: string, localize: (key: string) => string): string {
  return isNation(side) ? localize(nationSideKey(side)) : side;
}
