// Issue 13: the AI seat under the optional rules. The captain's Fast Play orders go through the core's
// `ordersUnderOptions` before the player's `saveOrders`: with OR-6 on a ship whose guns have fired
// reloads, and fires on a later turn through the player path (the gunnery card); fresh guns with nothing
// to fire at are run out; a ship with its rigging down under OR-9 orders the jury rig's step; a ship in
// contact orders unfoul; a refused decision still falls back (SD-174).
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { beginFrenchFirst } from '../support/battle-begin.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { profileFromSource } from '../../src/foundry/models/ship-source.js';
import { damageOf } from '../../src/foundry/ship-state.js';
import { isDismasted } from '../../src/rules/index.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { asHostileClient } from '../support/foundry.js';

type SystemOverrides = NonNullable<NonNullable<Parameters<typeof shipActor>[1]>['system']>;

const side = (status: 'loaded' | 'fired', hasFired: boolean, firedTurn: number | null = null) => ({
  status,
  hasFired,
  perfect: false,
  firedTurn,
  firedSegment: null,
  reloadTurn: null,
  reloadSegment: null,
});
const FIRED = { port: side('fired', true, 0), starboard: side('fired', true, 0), runOutTurn: null };
const FRESH = { port: side('loaded', false), starboard: side('loaded', false), runOutTurn: null };

/** Bellona (Alice's, British) against Généreux (French, handed to the AI), options set first. */
async function table(
  options: string[],
  genereux: SystemOverrides = {},
  genereuxX = 760,
  genereuxRotation = 90,
) {
  const w = await canvasWorld();
  installCombat();
  registerTurn();
  for (const o of options) await w.world.settings.set(SYSTEM_ID, o, true);
  const alice = w.player('Alice');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'British', crew: 'average' },
  });
  const gen = await shipActor('Généreux', {
    system: { side: 'French', sail: 'easy', crew: 'average', ...genereux },
  });
  // North wind; both heading east (beam reach); Bellona off Généreux's starboard side.
  const mine = await placeShip(w.scene, bellona, 600, -400, 90);
  const token = await placeShip(w.scene, gen, genereuxX, -150, genereuxRotation);
  w.world.actAs(w.gm);
  await beginFrenchFirst([
    [gen, token],
    [bellona, mine],
  ]);
  return { ...w, alice, bellona, genereux: gen, token };
}

type Table = Awaited<ReturnType<typeof table>>;

const orderCard = (turn: number) =>
  cardsOfKind('aiCaptain', (c) => c.step === 'orders' && c.turn === turn)[0]?.card;

/** The GM advances the battle until the French orders of `turn` (the AI writes them on arrival). */
async function toFrenchOrders(t: Table, turn: number): Promise<void> {
  t.world.actAs(t.gm);
  for (let i = 0; i < 30; i++) {
    const s = battle();
    if (s.turn === turn && s.sideIndex === 0 && s.step === 'orders') return;
    await advanceStep();
    await aiSeatSettled();
  }
  throw new Error(`never reached the French orders of turn ${turn}`);
}

describe('issue 13 the AI seat under the optional rules', () => {
  it('OR-6 guns that fired: the AI reloads instead of firing, and fires on the next turn through the player path', async () => {
    const t = await table(['fullGunnery'], { guns: FIRED });
    // 6+6+5 = 17 reloads an average crew; spare faces for the turns that follow.
    t.world.dice.push([6, 6, 5], ...Array.from({ length: 12 }, () => [4, 4, 4]));
    await toggleAiSeat('French');
    await aiSeatSettled();
    const o = t.genereux.system.orders;
    expect(o).toMatchObject({ firePort: '', fireStarboard: '', turn: 1 });
    expect(o.reloadPort && o.reloadStarboard).toBe(true);
    const card1 = orderCard(1)!;
    expect(card1.lines.filter((l) => l.kind === 'options').map((l) => l.text)).toEqual([
      'no starboard broadside: those guns are not loaded (OR-6)',
      'reload port: those guns have fired (OR-6)',
      'reload starboard: those guns have fired (OR-6)',
    ]);
    expect(card1.lines.some((l) => l.kind === 'refused' || l.kind === 'fallback')).toBe(false);
    // The turn runs through the player path: no broadside in turn 1, the reload applied.
    await toFrenchOrders(t, 2);
    expect(cardsOfKind('gunnery', (c) => c.side === 'French' && c.turn === 1)).toHaveLength(0);
    expect(t.genereux.system.guns!.starboard.status).not.toBe('fired');
    // Turn 2: loaded, the captain orders its broadside and the referee accepts it.
    const card2 = orderCard(2)!;
    expect(card2.lines.some((l) => l.kind === 'refused')).toBe(false);
    const fire = t.genereux.system.orders.fireStarboard || t.genereux.system.orders.firePort;
    expect(fire).not.toBe('');
    await toFrenchOrders(t, 3);
    expect(cardsOfKind('gunnery', (c) => c.side === 'French' && c.turn === 2)).toHaveLength(1);
  });

  it('OR-6 fresh guns and no enemy in reach: the AI runs the guns out (SD-83)', async () => {
    const t = await table(['fullGunnery'], { guns: FRESH }, 6000);
    await toggleAiSeat('French');
    await aiSeatSettled();
    const o = t.genereux.system.orders;
    expect(o.runOutGuns).toBe(true);
    expect(orderCard(1)!.lines.find((l) => l.kind === 'options')!.text).toMatch(
      /^run out the guns/,
    );
    expect(orderCard(1)!.lines.some((l) => l.kind === 'refused')).toBe(false);
  });

  it('OR-6 off: the same fired guns change nothing (Fast Play fires every turn)', async () => {
    const t = await table([], { guns: FIRED });
    await toggleAiSeat('French');
    await aiSeatSettled();
    const o = t.genereux.system.orders;
    expect(o.reloadPort || o.reloadStarboard || o.runOutGuns).toBe(false);
    expect(o.fireStarboard || o.firePort).not.toBe('');
  });

  it('OR-9 / FP-2.5 a dismasted ship (every RDC down to the test, wreckage cut away) orders the jury rig', async () => {
    const t = await table(['riggingTest'], {
      wreck: { rdcDown: 6, leeSide: 'port', restored: 0, phase: 'repair' },
    } as SystemOverrides);
    const { rdc, dcCapacity } = profileFromSource(t.genereux.system);
    await t.genereux.update({ 'system.damage.rigging': rdc * dcCapacity });
    expect(isDismasted(profileFromSource(t.genereux.system), damageOf(t.genereux.system))).toBe(
      true,
    );
    await toggleAiSeat('French');
    await aiSeatSettled();
    const o = t.genereux.system.orders;
    expect(o.juryRig).toBe(true);
    expect(o.increaseSail || o.changeCourse !== '' || o.tack).toBe(false);
    const card = orderCard(1)!;
    expect(card.lines.map((l) => l.text)).toContain(
      'jury-rig one mast: the wreckage is cut away (OR-9)',
    );
    expect(card.lines.some((l) => l.kind === 'refused')).toBe(false);
  });

  it('FP-2.5 / D-4 an RDC lost, the repair unused: the AI orders the repair and the referee accepts it', async () => {
    const t = await table([], {});
    t.world.actAs(t.gm);
    await t.genereux.update({
      'system.damage.rigging': profileFromSource(t.genereux.system).dcCapacity,
    });
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(t.genereux.system.orders.repairRigging).toBe(true);
    const card = orderCard(1)!;
    expect(card.lines.map((l) => l.text)).toContain(
      'repair the rigging: an RDC is lost and her one repair is unused (FP-2.5)',
    );
    expect(card.lines.some((l) => l.kind === 'refused')).toBe(false);
  });

  it('FP-5.8 in contact with Bellona: the AI orders unfoul', async () => {
    const t = await table([], {});
    t.world.actAs(t.gm);
    await t.genereux.update({
      'system.contacts': [{ actorId: t.bellona.id, kind: 'enemyCollision' }],
    });
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(t.genereux.system.orders.unfoul).toBe(true);
    const card = orderCard(1)!;
    // SD-220 the board captain's decision (an even match, not worth boarding), on the contact line.
    expect(card.lines.find((l) => l.kind === 'contact')?.text).toBe(
      'unfoul: held by one ship; once free she sails on at half speed',
    );
    expect(card.lines.some((l) => l.kind === 'refused')).toBe(false);
  });

  it('SD-174 a refused decision still falls back under the options: OR-6 reload kept, the sail refused (OR-9 / SD-35)', async () => {
    // Three RDC jury-rigged this battle: easy sail at most; far from Bellona the captain wants full sail.
    const t = await table(
      ['fullGunnery'],
      { guns: FIRED, wreck: { rdcDown: 0, leeSide: '', restored: 3 } } as SystemOverrides,
      6000,
    );
    await toggleAiSeat('French');
    await aiSeatSettled();
    const card = orderCard(1)!;
    expect(card.lines.find((l) => l.kind === 'refused')!.text).toBe(
      game.i18n!.localize('SCA.Turn.Orders.Error.RestoredEasyOnly'),
    );
    expect(card.lines.filter((l) => l.kind === 'fallback').length).toBeGreaterThan(0);
    const o = t.genereux.system.orders;
    expect(o.increaseSail).toBe(false);
    // What the options added survives the fallback: the fired guns are reloaded.
    expect(o.reloadPort && o.reloadStarboard).toBe(true);
  });

  it('OR-5 / FP-5.6 in stays: the AI goes on tacking and makes no sail change, and the referee accepts it', async () => {
    // Close-hauled on the port tack (ENE in a north wind), in stays since last turn; Bellona
    // far off: the captain wants full sail. Under OR-5 it plans the move the referee allows, none
    // for a ship in stays (ai-or5-plan.ts), so it wants no course change either.
    const t = await table(
      ['twoSegmentTurn', 'riggingTest', 'fullNavigation'],
      { tack: { phase: 'inStays', startHeading: 3, rotation: -1 } } as SystemOverrides,
      6000,
      67.5,
    );
    await toggleAiSeat('French');
    await aiSeatSettled();
    const card = orderCard(1)!;
    expect(card.lines.find((l) => l.kind === 'sail')!.text).toMatch(/^make full sail/);
    expect(card.lines.find((l) => l.kind === 'course')!.text).toMatch(/^hold the course/);
    const o = t.genereux.system.orders;
    expect(o).toMatchObject({ tack: true, increaseSail: false, changeCourse: '' });
    expect(card.lines.filter((l) => l.kind === 'options').map((l) => l.text)).toEqual([
      'go on tacking: she is in stays (FP-5.6)',
      'no sail change while tacking (OR-5)',
    ]);
    expect(card.lines.some((l) => l.kind === 'refused' || l.kind === 'fallback')).toBe(false);
  });

  it("forged: a player owning the AI ship cannot write its guns, contacts or jury rig to steer the AI; the AI fires as the referee's data says", async () => {
    const t = await table(['fullGunnery', 'riggingTest'], { guns: FRESH });
    const bob = t.player('Bob');
    t.world.actAs(t.gm);
    await t.genereux.update({ ownership: { [bob.id]: OWNERSHIP.OWNER } });
    const before = JSON.parse(
      JSON.stringify({
        guns: t.genereux.system.guns,
        contacts: t.genereux.system.contacts,
        wreck: t.genereux.system.wreck,
      }),
    );
    t.world.actAs(bob);
    await asHostileClient(t.world, async () => {
      await t.genereux.update({
        'system.guns': FIRED,
        'system.contacts': [{ actorId: t.bellona.id, kind: 'enemyCollision' }],
        'system.wreck': { rdcDown: 1, leeSide: 'port', restored: 0, phase: 'repair' },
      });
    });
    await settleShipGuard();
    expect({
      guns: t.genereux.system.guns,
      contacts: t.genereux.system.contacts,
      wreck: t.genereux.system.wreck,
    }).toEqual(before);
    expect(t.world.messages.contents.filter((m) => m.content.includes('tried'))).toHaveLength(1);
    // The GM hands the side over: the AI reads the referee's data, fires its loaded starboard guns.
    t.world.actAs(t.gm);
    await toggleAiSeat('French');
    await aiSeatSettled();
    const o = t.genereux.system.orders;
    expect(o.fireStarboard).toBe('hull');
    expect(o.reloadPort || o.reloadStarboard || o.unfoul || o.juryRig).toBe(false);
    expect(orderCard(1)!.lines.some((l) => l.kind === 'options')).toBe(false);
  });

  it('FP-A3 / SD-256 far from the enemy with no signal read, the AI keeps course and speed: no sail or course order, nothing refused', async () => {
    const t = await table([], {}, 6000);
    await t.world.settings.set(SYSTEM_ID, 'signals', 'fastPlay');
    await toggleAiSeat('French');
    await aiSeatSettled();
    const o = t.genereux.system.orders;
    expect([o.increaseSail, o.decreaseSail, o.changeCourse, o.tack]).toEqual([
      false,
      false,
      '',
      false,
    ]);
    const card = orderCard(1)!;
    expect(card.lines.some((l) => l.kind === 'refused' || l.kind === 'fallback')).toBe(false);
  });
});
