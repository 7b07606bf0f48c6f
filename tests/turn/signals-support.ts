// Shared set-up of the FP-A3 signal tests written the same way in three files (security-audit2-signals,
// security-audit3-markup, security-audit3-race): each test still makes its own battle and queues its
// own dice.
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { type Battle, beginExample, stepTo } from './support.js';

/** FP-A3 on, the British ships 300 mm apart, at the morale step, Alice acting. */
export async function britishAtMoraleWithSignals(b: Battle): Promise<Battle> {
  await b.w.world.settings.set(SYSTEM_ID, 'signals', 'fastPlay');
  for (const [i, k] of ['prince', 'defiance', 'ardent', 'minerva'].entries())
    b.table.positions.set(b.ships[k]!.uuid, { x: 0, y: 300 * i });
  await beginExample(b);
  await stepTo(b, 'morale');
  b.w.world.actAs(b.alice);
  return b;
}
