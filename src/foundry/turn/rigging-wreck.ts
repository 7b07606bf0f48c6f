// OR-9 with the rigging test on: a ship forced onto a forbidden heading for any reason but a tack order
// takes the rigging damage test instead of Fast Play's fixed 10% DC (FP-5.4). A wind change is the
// table's way to put it there: each token the new wind forces into irons takes one test per change.
import { cardsOfKind } from '../chat/messages.js';
import { shipDataOf } from '../models/access.js';
import { shipTokensPutInIrons, windChangeIronsKey } from './irons.js';
import { postRiggingTest } from './rigging-post.js';

/** The once-only key of one ship's test for one wind change (as irons.ts keys its effect). */
export function forbiddenHeadingTrigger(key: string, tokenId: string): string {
  return windChangeIronsKey(key, tokenId);
}

/**
 * OR-9 / FP-A1 after the wind changed on a scene (from `before`): each ship token newly in irons and
 * not in stays under a tack order takes the test, once per wind change (`key`). Returns refusals.
 */
export async function forbiddenHeadingTestsAfterWindChange(
  sceneId: string,
  before: number,
  key: string,
): Promise<string[]> {
  const refusals: string[] = [];
  for (const { tokenId, actor } of shipTokensPutInIrons(sceneId, before)) {
    const s = shipDataOf(actor);
    if (s.tack.phase === 'inStays' || s.status.exploded) continue;
    const trigger = forbiddenHeadingTrigger(key, tokenId);
    if (cardsOfKind('riggingTest', (c) => c.trigger === trigger).length) continue;
    try {
      const { outcome } = await postRiggingTest(actor.uuid, 'forbiddenHeading', { trigger });
      if (outcome?.status === 'refused') refusals.push(outcome.reason);
    } catch (e) {
      refusals.push(e instanceof Error ? e.message : String(e));
    }
  }
  return refusals;
}
