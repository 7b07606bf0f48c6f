// Issue 13 / OR-5 (SD-253): the AI seat tacks toward a windward enemy as the battle simulation's captain
// does (the core's tackTowardEnemy, SD-225), from the tack the referee keeps on the ship, and writes the
// tack through the player's path: the referee accepts it, turns her through the wind, and next turn she
// goes on tacking with no sail change (SD-88). In stays with her tack order waiting (OR-9 rigging down)
// she gives no sail order either, and the referee takes her jury rig (SD-255). A player owning the AI's ship cannot write its tack to steer it.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { beginFrenchFirst } from '../support/battle-begin.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { asHostileClient } from '../support/foundry.js';

type SystemOverrides = NonNullable<NonNullable<Parameters<typeof shipActor>[1]>['system']>;

const OR5 = ['twoSegmentTurn', 'riggingTest', 'fullNavigation'];

/**
 * Généreux (French, the AI's) close-hauled on the port tack (ENE, 67.5°, in the scene's north wind) at
 * (760, -150); Bellona (Alice's, British) at x, y (north is +y).
 */
async function table(
  bellonaX: number,
  bellonaY: number,
  genereux: SystemOverrides = {},
  options: string[] = OR5,
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
  const mine = await placeShip(w.scene, bellona, bellonaX, bellonaY, 90);
  const token = await placeShip(w.scene, gen, 760, -150, 67.5);
  w.world.actAs(w.gm);
  await beginFrenchFirst([
    [gen, token],
    [bellona, mine],
  ]);
  w.world.dice.push(...Array.from({ length: 40 }, () => [4, 4, 4]));
  return { ...w, alice, bellona, genereux: gen, token };
}

type Table = Awaited<ReturnType<typeof table>>;

const orderCard = (turn: number) =>
  cardsOfKind('aiCaptain', (c) => c.step === 'orders' && c.turn === turn)[0]?.card;
const optionLines = (turn: number) =>
  orderCard(turn)!
    .lines.filter((l) => l.kind === 'options')
    .map((l) => l.text);
const refusedOrFallback = (turn: number) =>
  orderCard(turn)!.lines.filter((l) => l.kind === 'refused' || l.kind === 'fallback');

/** The GM advances the battle until the French orders of `turn` (the AI writes them on arrival). */
async function toFrenchOrders(t: Table, turn: number): Promise<void> {
  t.world.actAs(t.gm);
  for (let i = 0; i < 40; i++) {
    const s = battle();
    if (s.turn === turn && s.sideIndex === 0 && s.step === 'orders') return;
    await advanceStep();
    await aiSeatSettled();
  }
  throw new Error(`never reached the French orders of turn ${turn}`);
}

const TACK_LINE =
  'tack: her enemy lies to windward on the other tack, where WNW points nearer to her (OR-5)';

describe('issue 13 OR-5 the AI seat tacks toward a windward enemy (SD-225, SD-253)', () => {
  it('SD-225 / SD-253 enemy to windward on the other tack: the seat orders the tack (no sail or course change), the referee accepts it and she goes into stays', async () => {
    // Bellona to the north-west, upwind of Généreux: WNW, the other tack's close-hauled heading,
    // points at her far better than ENE.
    const t = await table(-1000, 1000);
    await toggleAiSeat('French');
    await aiSeatSettled();
    const o = t.genereux.system.orders;
    expect(o).toMatchObject({
      tack: true,
      increaseSail: false,
      decreaseSail: false,
      changeCourse: '',
    });
    expect(optionLines(1)).toEqual([TACK_LINE]);
    expect(refusedOrFallback(1)).toEqual([]);
    // The referee turns her head to wind at the end of segment 1 (FP-5.6 turn 1): in stays.
    await toFrenchOrders(t, 2);
    expect(t.genereux.system.tack.phase).toBe('inStays');
    // Turn 2 in stays: she goes on tacking, gives no sail change, and the referee accepts it.
    expect(t.genereux.system.orders).toMatchObject({
      tack: true,
      increaseSail: false,
      decreaseSail: false,
      changeCourse: '',
    });
    expect(optionLines(2)[0]).toBe('go on tacking: she is in stays (FP-5.6)');
    expect(refusedOrFallback(2)).toEqual([]);
    // Nor was anything refused in its move-and-fire steps between.
    const refused = cardsOfKind('aiCaptain', () => true).flatMap(({ card }) =>
      card.lines.filter((l) => l.kind === 'refused'),
    );
    expect(refused).toEqual([]);
  });

  it('SD-225 enemy to leeward: no tack (she bears away toward her as before)', async () => {
    const t = await table(-1000, -1000);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(t.genereux.system.orders.tack).toBe(false);
    expect(optionLines(1)).not.toContain(TACK_LINE);
    expect(refusedOrFallback(1)).toEqual([]);
  });

  it('OR-5 off (OR-3 alone): the same windward enemy gives no tack of the simulation’s', async () => {
    const t = await table(-1000, 1000, {}, ['twoSegmentTurn']);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(t.genereux.system.orders.tack).toBe(false);
    expect(optionLines(1)).not.toContain(TACK_LINE);
  });

  it('SD-86 a tack that ended last turn: navigationTackAllowed refuses a new one, so the seat does not tack', async () => {
    const t = await table(-1000, 1000, {
      tack: { phase: 'none', startHeading: null, rotation: 1, lastEndTurn: 1 },
    } as SystemOverrides);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(t.genereux.system.orders.tack).toBe(false);
    expect(optionLines(1)).not.toContain(TACK_LINE);
    expect(refusedOrFallback(1)).toEqual([]);
  });

  it("SD-253 rigging down (the referee's OR-9 record): the core sees it, no tack of the simulation's and no such reason on the card", async () => {
    const t = await table(-1000, 1000, {
      wreck: { rdcDown: 1, leeSide: 'port', restored: 0, phase: 'repair', cutAwayLeft: 0 },
    } as SystemOverrides);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(t.genereux.system.orders).toMatchObject({ tack: false, juryRig: true });
    expect(optionLines(1)).not.toContain(TACK_LINE);
    expect(refusedOrFallback(1)).toEqual([]);
  });

  it('OR-5 / SD-88 / SD-255 in stays with the tack order waiting (OR-9 rigging down): no sail order, the jury rig ordered, nothing refused', async () => {
    // Full sail with Bellona close: the captain wants easy sail. Rigging down, the tack order is not
    // available (OR-9) and not required (SD-255), but she is in stays all the same: the referee
    // refuses any sail change (SD-88), so the seat writes none.
    const t = await table(600, -400, {
      sail: 'full',
      tack: { phase: 'inStays', startHeading: 3, rotation: -1 },
      wreck: { rdcDown: 1, leeSide: 'port', restored: 0, phase: 'repair', cutAwayLeft: 0 },
    } as SystemOverrides);
    await toggleAiSeat('French');
    await aiSeatSettled();
    const card = orderCard(1)!;
    expect(card.lines.find((l) => l.kind === 'sail')!.text).toMatch(/^shorten to easy sail/);
    expect(optionLines(1)).toContain('no sail change while tacking (OR-5)');
    expect(t.genereux.system.orders).toMatchObject({
      decreaseSail: false,
      increaseSail: false,
      tack: false,
      juryRig: true,
    });
    expect(refusedOrFallback(1)).toEqual([]);
    // SD-255 her tack waits: the turn played, she is still in stays on her heading.
    const rotation = t.token.rotation;
    await toFrenchOrders(t, 2);
    expect(t.genereux.system.tack.phase).toBe('inStays');
    expect(t.token.rotation).toBe(rotation);
  });

  it("forged: a player owning the AI ship cannot write its tack record to stop the AI's tack; the AI tacks as the referee's data says", async () => {
    const t = await table(-1000, 1000);
    const bob = t.player('Bob');
    t.world.actAs(t.gm);
    await t.genereux.update({ ownership: { [bob.id]: OWNERSHIP.OWNER } });
    const before = JSON.parse(JSON.stringify(t.genereux.system.tack));
    t.world.actAs(bob);
    await asHostileClient(t.world, async () => {
      await t.genereux.update({
        'system.tack': { phase: 'none', startHeading: null, rotation: 1, lastEndTurn: 1 },
      });
    });
    await settleShipGuard();
    expect(t.genereux.system.tack).toEqual(before);
    expect(t.world.messages.contents.filter((m) => m.content.includes('tried'))).toHaveLength(1);
    t.world.actAs(t.gm);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(t.genereux.system.orders.tack).toBe(true);
    expect(optionLines(1)).toEqual([TACK_LINE]);
  });
});
