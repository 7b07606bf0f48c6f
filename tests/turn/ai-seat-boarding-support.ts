// Shared set-up of the AI seat's boarding tests (ai-seat-boarding*.test.ts): Généreux (French, handed
// to the AI) held in contact with Bellona (Alice's), the GM's advance to a step of the French part, the
// AI's cards and the lines they are checked by.
import { expect } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { beginFrenchFirst } from '../support/battle-begin.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { aiSeatSettled } from '../../src/foundry/turn/ai-seat/runner.js';

export type SystemOverrides = NonNullable<NonNullable<Parameters<typeof shipActor>[1]>['system']>;

/**
 * Généreux (French, handed to the AI) held in contact with Bellona (Alice's, British); Bellona is what
 * the test makes her (crippled, struck, a better crew).
 */
export async function alongside(
  genereux: SystemOverrides,
  bellona: SystemOverrides,
  /** Audacious (Alice's) far off to the south, another enemy afloat. */
  audacious = false,
) {
  const w = await canvasWorld();
  installCombat();
  registerTurn();
  const alice = w.player('Alice');
  // FP-7.1 a melee needs the contact: the boarding state is written with it, below.
  const { boarding: belBoarding, ...belRest } = bellona as { boarding?: object };
  const { boarding: genBoarding, ...genRest } = genereux as { boarding?: object };
  const bel = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'British', crew: 'average', ...belRest },
  });
  const gen = await shipActor('Généreux', {
    system: { side: 'French', sail: 'easy', crew: 'average', ...genRest },
  });
  // North wind, both heading east (beam reach), side by side.
  const mine = await placeShip(w.scene, bel, 600, -200, 90);
  const token = await placeShip(w.scene, gen, 600, -150, 90);
  const aud = audacious
    ? await shipActor('Audacious', {
        ownership: { [alice.id]: OWNERSHIP.OWNER },
        system: { sail: 'easy', side: 'British', crew: 'average' },
      })
    : null;
  const audToken = aud ? await placeShip(w.scene, aud, 600, 900, 90) : null;
  w.world.actAs(w.gm);
  await gen.update({
    'system.contacts': [{ actorId: bel.id, kind: 'enemyCollision' }],
    ...(genBoarding ? { 'system.boarding': genBoarding } : {}),
  });
  await bel.update({
    'system.contacts': [{ actorId: gen.id, kind: 'enemyCollision' }],
    ...(belBoarding ? { 'system.boarding': belBoarding } : {}),
  });
  await beginFrenchFirst([[gen, token], [bel, mine], aud && audToken ? [aud, audToken] : null]);
  return { ...w, alice, bellona: bel, genereux: gen };
}

export type Table = Awaited<ReturnType<typeof alongside>>;

export const aiCard = (step: string, turn = 1) =>
  cardsOfKind('aiCaptain', (c) => c.step === step && c.turn === turn)[0]?.card;

/** The GM advances the battle to `step` of the French part (the AI acts on arrival). */
export async function toFrench(t: Table, step: string): Promise<void> {
  t.world.actAs(t.gm);
  for (let i = 0; i < 12; i++) {
    const s = battle();
    if (s.sideIndex === 0 && s.step === step) break;
    await advanceStep();
    await aiSeatSettled();
  }
  expect(battle()).toMatchObject({ sideIndex: 0, step });
}

export const CRIPPLED = {
  crew: 'poor',
  damage: { port: 120, starboard: 0, rigging: 0, riggingRepaired: 0 },
} as SystemOverrides;

export const refusedOrFallback = (step: string) =>
  (aiCard(step)?.lines ?? []).filter((l) => l.kind === 'refused' || l.kind === 'fallback');

export const contactLine = (step: string) => aiCard(step)?.lines.find((l) => l.kind === 'contact');
