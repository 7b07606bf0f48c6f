// HR-4 helpers shared by the fleet-morale tests (alternating and card-driven turns).
import {
  myFleetMoralePanels,
  settleFleetMorale,
} from '../../src/foundry/turn/fleet-morale-referee.js';
import type { Battle } from './support.js';

/** The GM marks a loss on a ship (as an applied card's effect would), and the referee looks again. */
export async function lose(b: Battle, key: string, status: Record<string, boolean>): Promise<void> {
  b.w.world.actAs(b.gm);
  const ship = b.ships[key]!;
  await ship.update({ 'system.status': { ...ship.system.status, ...status } });
  await settleFleetMorale();
}

/** The French fleet's panel as its commander, Bob, is answered it. */
export async function frenchPanel(b: Battle) {
  b.w.world.actAs(b.bob);
  const [panel] = await myFleetMoralePanels();
  return panel!;
}
