// FP-4.4 an exploding ship sets fire to every ship within short range (mast to mast): the token ids
// the turn flow lists for fire, from the tokens' current positions.
import { shipsInExplosionReach } from './contact-geometry.js';
import { sceneRules, sceneTableShips, shipToken, type SceneLike } from './scene-ships.js';

export function explosionTargetsOnScene(scene: SceneLike, tokenId: string): string[] {
  shipToken(scene, tokenId);
  const { scale } = sceneRules(scene);
  return shipsInExplosionReach(sceneTableShips(scene, scale), tokenId, scale);
}
