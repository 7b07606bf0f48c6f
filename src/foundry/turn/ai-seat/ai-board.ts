// Issue 13 / SD-220: the AI seat's boarding step (FP-7). A ship of the AI's with boarding parties ready
// boards an enemy she touches as the battle simulation's captain does at the end of her part
// (part-contact.ts boardingAtEndOfPart): a struck enemy is taken (FP-7.2, no melee), else the enemy she
// is locked in a melee with fights on (FP-7.3), else - unless she ordered unfoul this turn, leaving -
// the enemy she touches with the best odds by the core's meleeOdds. The melee is asked for through the
// player's `startMelee` request, so the referee's checks (the step, command, parties, contact, one test
// a turn against a ship, FP-7.6) judge it; its card's buttons are pressed like any other (ai-steps.ts).
import { boardReason, meleeOdds, type MeleeOdds } from '../../../rules/sim/board-captain.js';
import { reason, type Reason } from '../../../rules/sim/reasons.js';
import { cardsOfKind } from '../../chat/messages.js';
import { startMelee } from '../flow-melee-morale.js';
import type { AiLine } from './ai-card.js';
import { reasonLine } from './ai-reason.js';
import { contactViewsOf, type AiTableShip } from './sim-ships.js';

export interface MeleeChoice {
  enemy: AiTableShip;
  why: Reason;
}

/** SD-220 the enemy `ship` boards this turn, from the referee's stored data (null: none). */
export function meleeChoice(
  ship: AiTableShip,
  onTable: readonly AiTableShip[],
  turn: number,
): MeleeChoice | null {
  const s = ship.system;
  if (!s.boarding.partiesReady || ship.sim.fate !== 'afloat') return null;
  // FP-7.6 one melee test a turn against a given ship: those already tested are not asked for again.
  const tested = new Set(
    cardsOfKind('melee', (c) => c.turn === turn).map(({ card }) => card.defender.actorUuid),
  );
  const touched = contactViewsOf(ship, onTable).flatMap((c) => {
    const enemy = onTable.find((o) => o.sim === c.ship);
    if (!c.enemy || !enemy || tested.has(enemy.actorUuid) || enemy.system.status.exploded)
      return [];
    return [{ uid: c.uid, enemy }];
  });
  const struck = touched.find((t) => t.enemy.sim.fate === 'struck');
  if (struck) return { enemy: struck.enemy, why: reason('boardStruck') };
  const afloat = touched.filter((t) => t.enemy.sim.fate === 'afloat');
  const locked = afloat.find((t) => t.uid === ship.sim.melee);
  if (locked) return { enemy: locked.enemy, why: reason('fightOn') };
  // Leaving (an unfoul order this turn), she starts no new melee.
  if (s.orders.turn === turn && s.orders.unfoul) return null;
  let best: { enemy: AiTableShip; odds: MeleeOdds } | null = null;
  for (const t of afloat) {
    const odds = meleeOdds(ship.sim, t.enemy.sim);
    if (!best || odds.capture > best.odds.capture) best = { enemy: t.enemy, odds };
  }
  return best ? { enemy: best.enemy, why: boardReason(best.odds) } : null;
}

/** SD-220 asks the referee for the chosen melee, as a player does; returns the card's line. */
export async function aiBoard(choice: MeleeChoice, ship: AiTableShip): Promise<AiLine[]> {
  await startMelee(ship.actorUuid, choice.enemy.actorUuid);
  return [reasonLine('contact', choice.why)];
}
