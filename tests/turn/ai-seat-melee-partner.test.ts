// Issue 13 / SD-242: the AI seat reads the ship it is locked in a melee with from the referee's record
// (`boarding.meleeWith`, written by the referee when it applies a melee that goes on), no longer
// guessing it from the touched ships in a melee. The record is the referee's: a player writing it, on
// her own ship or on the AI's, is put back by the ship guard and the AI fights the recorded melee.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { advanceStep, beginBattle } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { asHostileClient } from '../support/foundry.js';

const IN_MELEE = { partiesReady: true, inMelee: true, boardedNotRepelled: false };
const BOARDED = { partiesReady: false, inMelee: true, boardedNotRepelled: true };

/**
 * Généreux (French, the AI's) between Bellona (north) and Audacious (south), Alice's, touching both;
 * both are in a melee, and the referee's record says Généreux is locked with `lockedWith`.
 */
async function between(
  lockedWith: 'bellona' | 'audacious' | null,
  /** The dice in the order rolled: the French Abilità roll first, then the melee. */
  dice: number[][] = [],
) {
  const w = await canvasWorld();
  installCombat();
  registerTurn();
  const alice = w.player('Alice');
  const british = (name: string) =>
    shipActor(name, {
      ownership: { [alice.id]: OWNERSHIP.OWNER },
      system: { sail: 'easy', side: 'British', crew: 'average' },
    });
  const bel = await british('Bellona');
  const aud = await british('Audacious');
  const gen = await shipActor('Généreux', {
    system: { side: 'French', sail: 'easy', crew: 'average' },
  });
  const belToken = await placeShip(w.scene, bel, 600, -200, 90);
  const genToken = await placeShip(w.scene, gen, 600, -150, 90);
  const audToken = await placeShip(w.scene, aud, 600, -100, 90);
  w.world.actAs(w.gm);
  const partner = lockedWith === 'bellona' ? bel : lockedWith === 'audacious' ? aud : null;
  await gen.update({
    'system.contacts': [
      { actorId: bel.id, kind: 'enemyCollision' },
      { actorId: aud.id, kind: 'enemyCollision' },
    ],
    'system.boarding': { ...IN_MELEE, meleeWith: partner?.id ?? '' },
  });
  for (const s of [bel, aud])
    await s.update({
      'system.contacts': [{ actorId: gen.id, kind: 'enemyCollision' }],
      'system.boarding': { ...BOARDED, meleeWith: s === partner ? gen.id : '' },
    });
  await beginBattle(
    [gen, bel, aud] as never,
    ['French', 'British'],
    [
      { tokenId: genToken.id, actorId: gen.id },
      { tokenId: belToken.id, actorId: bel.id },
      { tokenId: audToken.id, actorId: aud.id },
    ],
  );
  w.world.dice.push(...dice, ...Array.from({ length: 12 }, () => [3, 3, 3]));
  return { ...w, alice, bellona: bel, audacious: aud, genereux: gen };
}

type Table = Awaited<ReturnType<typeof between>>;

/** The GM advances to the French boarding step (the AI acts on arrival); the melee it asked for. */
async function frenchMelee(t: Table) {
  t.world.actAs(t.gm);
  for (let i = 0; i < 12; i++) {
    const s = battle();
    if (s.sideIndex === 0 && s.step === 'boarding') break;
    await advanceStep();
    await aiSeatSettled();
  }
  await aiSeatSettled();
  expect(battle()).toMatchObject({ sideIndex: 0, step: 'boarding' });
  return cardsOfKind('melee', (c) => c.turn === 1 && c.side === 'French').map(
    ({ card }) => card.defender.name,
  );
}

const contactLine = (step: string) =>
  cardsOfKind('aiCaptain', (c) => c.step === step && c.turn === 1)[0]?.card.lines.find(
    (l) => l.kind === 'contact',
  );

describe('issue 13 SD-242 the AI seat fights the melee the referee recorded', () => {
  it('SD-242 locked with Audacious (the second ship it touches, both in a melee): it fights on against Audacious', async () => {
    const t = await between('audacious');
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(t.genereux.system.orders).toMatchObject({ unfoul: false, turn: 1 });
    expect(contactLine('orders')?.reason?.id).toBe('fightOn');
    expect(await frenchMelee(t)).toEqual(['Audacious']);
    expect(contactLine('boarding')?.reason?.id).toBe('fightOn');
  });

  it('SD-242 locked with Bellona: it fights on against Bellona', async () => {
    const t = await between('bellona');
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(await frenchMelee(t)).toEqual(['Bellona']);
  });

  it('SD-242 the referee records the partner when it applies a melee that goes on, on both ships', async () => {
    // The melee's dice: 4+4+3 = 11, the two average crews even: it goes on (FP-7.5).
    // No record yet (a melee recorded before SD-242): the touched enemy in a melee, Bellona, stands for it.
    const t = await between(null, [
      [3, 3, 3],
      [4, 4, 3],
    ]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(await frenchMelee(t)).toEqual(['Bellona']);
    const melee = cardsOfKind('melee', (c) => c.turn === 1)[0]!;
    expect(melee.card.withoutMelee).toBe(false);
    expect(t.genereux.system.boarding).toMatchObject({ inMelee: true, meleeWith: t.bellona.id });
    expect(t.bellona.system.boarding).toMatchObject({ inMelee: true, meleeWith: t.genereux.id });
    expect(t.audacious.system.boarding.meleeWith).toBe('');
  });

  it('forged: a player writing the melee record, on her own ship or on the AI ship she owns too, is put back; the AI fights the recorded melee', async () => {
    const t = await between('audacious');
    const bob = t.player('Bob');
    t.world.actAs(t.gm);
    await t.genereux.update({ ownership: { [bob.id]: OWNERSHIP.OWNER } });
    t.world.actAs(t.alice);
    await asHostileClient(t.world, async () => {
      await t.bellona.update({ 'system.boarding.meleeWith': t.genereux.id });
    });
    t.world.actAs(bob);
    await asHostileClient(t.world, async () => {
      await t.genereux.update({ 'system.boarding.meleeWith': t.bellona.id });
    });
    await settleShipGuard();
    expect(t.bellona.system.boarding.meleeWith).toBe('');
    expect(t.genereux.system.boarding.meleeWith).toBe(t.audacious.id);
    expect(t.world.messages.contents.filter((m) => m.content.includes('tried'))).toHaveLength(2);
    t.world.actAs(t.gm);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(await frenchMelee(t)).toEqual(['Audacious']);
  });
});
