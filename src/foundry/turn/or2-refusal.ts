// OR-2 refusing the scenario in the battle: each side's morale bonus from the refusals stored on the
// battle's scene (scene-or2.ts), until the first ship of either side strikes its colours.
import { refusalMoraleBonus } from '../../rules/index.js';
import { or2State, refusalsOf, type Or2SceneState } from '../scene-or2.js';
import { optionalRules } from '../settings.js';
import type { TableShipData } from './melee.js';
import { battleScene } from './scene-table.js';

/**
 * OR-2 each side's +N on morale tests (pure). SD-64: with more or fewer than two sides there is no
 * opponent to name, so no bonus; a ship that ever struck (its status, or a struck morale test) ends it.
 */
export function refusalBonusBySide(
  sides: readonly string[],
  stored: Or2SceneState,
  ships: readonly TableShipData[],
): Record<string, number> {
  const [a, b] = sides;
  if (sides.length !== 2 || a === undefined || b === undefined) return {};
  const struck = ships.some(
    (s) => s.system.status.struck || s.system.moraleTests.some((t) => t.struck),
  );
  const [bonusA, bonusB] = refusalMoraleBonus(
    [refusalsOf(stored, a), refusalsOf(stored, b)],
    struck,
  );
  return { [a]: bonusA, [b]: bonusB };
}

/** The bonus by side for the battle (its scene's refusals), or none when OR-2 is off. */
export function battleRefusalBonus(
  sides: readonly string[],
  ships: readonly TableShipData[],
): Record<string, number> {
  if (!optionalRules().setupRolls) return {};
  return refusalBonusBySide(sides, or2State(battleScene()), ships);
}
