// FP-5 a ship's move allowance is per turn, and the token drag ruler adds the token's movement
// history (core's TokenDocument#movementHistory) to the distance dragged. Core clears that history
// when a combatant's turn starts; the battle never starts combatant turns, so at each new turn the
// GM clears it for every ship token of the battle's scene (TokenDocument#clearMovementHistory, v13+).
import type { SceneLike, TokenDocLike } from './scene-ships.js';

/** The v13/v14 TokenDocument members used here. */
interface HistoryToken {
  movementHistory?: readonly unknown[];
  clearMovementHistory?(): Promise<void>;
}

/** Clears the movement history of the scene's ship tokens that have one; returns how many were cleared. */
export async function clearShipMovementHistories(scene: SceneLike | null): Promise<number> {
  if (!scene) return 0;
  let cleared = 0;
  for (const token of scene.tokens.contents as Array<TokenDocLike & HistoryToken>) {
    if (
      token.actor?.type !== 'ship' ||
      !token.movementHistory?.length ||
      !token.clearMovementHistory
    )
      continue;
    await token.clearMovementHistory();
    cleared++;
  }
  return cleared;
}
