// OR-5 footnote 15 / SD-274 when a side's part opens its segment 1 (the Abilità step of segment 1),
// the referee records each of the side's ships' heading on her token: both segments' speeds read that
// point of sail (canvas/segment-move.ts), whatever she did at the end of segment 1.
import { recordSegmentOneStart } from '../canvas/or5-start.js';
import { optionalRules } from '../settings.js';
import { rosterShips } from './flow.js';
import { battleScene, tokenOf } from './scene-table.js';
import { currentSide, type TurnState } from './turn-state.js';

/** SD-274 (GM) records the acting side's start headings when `state` has just opened segment 1. */
export async function recordSegmentOneStarts(state: TurnState): Promise<number> {
  if (!optionalRules().fullNavigation || !state.twoSegment || state.ended) return 0;
  if (state.segment !== 1 || state.step !== 'abilita') return 0;
  const scene = battleScene();
  if (!scene) return 0;
  const side = currentSide(state).id;
  let recorded = 0;
  for (const ship of rosterShips(state)) {
    if (ship.system.side !== side) continue;
    const token = tokenOf(scene, ship.actorUuid);
    if (token && (await recordSegmentOneStart(token, state.turn))) recorded++;
  }
  return recorded;
}
