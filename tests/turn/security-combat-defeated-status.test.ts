// SD-284 the defeated status core's tracker toggles on a ship of the battle. Core's
// CombatTracker#_onToggleDefeatedStatus updates the combatant's `defeated`, then toggles
// CONFIG.specialStatusEffects.DEFEATED ("dead") on its actor whatever became of the update; a player owns
// her ship's actor, so the server accepts that effect, and Combatant#isDefeated reads it. Before this the
// honest client's refusal of the mark left her ship "dead" (defeated in everyone's tracker, the skull on
// her token), and from a console she could take off the skull a GM's mark put there.
import { beforeEach, describe, expect, it } from 'vitest';
import type { EmbeddedRecord, FakeCombat } from '../fake-foundry/combat.js';
import { settleCombatPutBack } from '../../src/foundry/turn/combat-put-back.js';
import { asHostileClient } from '../support/foundry.js';
import { forgeryReports } from './security-support.js';
import { bellonaAgainstGenereux } from '../support/two-ship-battle.js';

const combat = () => (game as unknown as { combat: FakeCombat }).combat;
type StatusActor = {
  statuses: Set<string>;
  toggleStatusEffect(id: string, o: object): Promise<unknown>;
};
const actorOf = (c: EmbeddedRecord) =>
  (game as unknown as { actors: { get(id: string): StatusActor } }).actors.get(String(c.actorId));

/** Core's CombatTracker#_onToggleDefeatedStatus on the clicking client. */
async function trackerToggle(c: EmbeddedRecord): Promise<void> {
  const actor = actorOf(c);
  const isDefeated = !(c.defeated === true || actor.statuses.has('dead'));
  await combat().updateEmbeddedDocuments('Combatant', [{ _id: c.id, defeated: isDefeated }]);
  await actor.toggleStatusEffect('dead', { overlay: true, active: isDefeated });
}

async function battle() {
  const w = await bellonaAgainstGenereux(() => {
    const config = CONFIG as unknown as {
      specialStatusEffects: Record<string, string>;
      statusEffects: Array<{ id: string }>;
    };
    config.specialStatusEffects = { DEFEATED: 'dead' };
    config.statusEffects = [...config.statusEffects, { id: 'dead' }];
  });
  const hers = combat().combatants.find((c) => c.actorId === w.bellona.id)!;
  return { ...w, hers };
}

describe('SD-284 the defeated status of a ship of the battle is the referee’s', () => {
  let t: Awaited<ReturnType<typeof battle>>;
  beforeEach(async () => {
    t = await battle();
  });

  it('Alice clicks the tracker’s defeated toggle on her ship: the mark and the status are both refused, with a notice', async () => {
    t.world.actAs(t.alice);
    await trackerToggle(t.hers);
    await settleCombatPutBack();
    expect(t.hers.defeated === true).toBe(false);
    expect(actorOf(t.hers).statuses.has('dead')).toBe(false);
    expect(t.world.notifications.filter((n) => n.type === 'warn').length).toBeGreaterThan(0);
    expect(forgeryReports(t.world)).toHaveLength(0);
  });

  it('forged: from a console she puts the status on; the referee takes it off and tells the GMs', async () => {
    t.world.actAs(t.alice);
    await asHostileClient(t.world, () =>
      actorOf(t.hers).toggleStatusEffect('dead', { overlay: true, active: true }),
    );
    await settleCombatPutBack();
    expect(actorOf(t.hers).statuses.has('dead')).toBe(false);
    expect(forgeryReports(t.world)).toHaveLength(1);
  });

  it('forged: she takes off the skull of the GM’s mark; the referee puts it back', async () => {
    await trackerToggle(t.hers);
    await settleCombatPutBack();
    expect([t.hers.defeated, actorOf(t.hers).statuses.has('dead')]).toEqual([true, true]);
    t.world.actAs(t.alice);
    await asHostileClient(t.world, () =>
      actorOf(t.hers).toggleStatusEffect('dead', { overlay: true, active: false }),
    );
    await settleCombatPutBack();
    expect(actorOf(t.hers).statuses.has('dead')).toBe(true);
    expect(forgeryReports(t.world)).toHaveLength(1);
  });

  it('the GM’s own toggle is the GM’s: marked and unmarked with its status, nothing reported', async () => {
    await trackerToggle(t.hers);
    await trackerToggle(t.hers);
    await settleCombatPutBack();
    expect([t.hers.defeated, actorOf(t.hers).statuses.has('dead')]).toEqual([false, false]);
    expect(forgeryReports(t.world)).toHaveLength(0);
  });
});
