// Issue 13 / SD-220 (split from ai-seat-boarding.test.ts): the AI seat boards on its fleet's boarding
// card in a card-driven turn (HR-5), and lays an enemy aboard when free (D-19).
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { installCards } from '../fake-foundry/cards.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { startTurnDeck } from '../../src/foundry/turn/deck-documents.js';
import { turnServices } from '../../src/foundry/turn/services.js';
import { seededRandomBelow } from '../../src/rules/index.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { beginFrenchFirst } from '../support/battle-begin.js';
import { advanceStep, beginBattle, drawTurnCard } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita } from '../../src/foundry/turn/flow-abilita.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import {
  CRIPPLED,
  type Table,
  aiCard,
  refusedOrFallback,
  toFrench,
} from './ai-seat-boarding-support.js';

describe('issue 13 SD-220 HR-5 the AI seat boards on its fleet’s boarding card', () => {
  it('HR-5 card-driven: parties ordered in the shared orders step; on the French boarding card (not before) the melee, and the prize taken', async () => {
    const w = await canvasWorld();
    installCombat();
    installCards();
    registerTurn();
    await w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
    const alice = w.player('Alice');
    const bel = await shipActor('Bellona', {
      ownership: { [alice.id]: OWNERSHIP.OWNER },
      system: { sail: 'easy', side: 'British', squadron: 'Van', ...CRIPPLED },
    });
    const gen = await shipActor('Généreux', {
      system: {
        side: 'French',
        sail: 'easy',
        crew: 'elite',
        originalCrew: 'elite',
        squadron: 'Van',
      },
    });
    const belToken = await placeShip(w.scene, bel, 600, -200, 90);
    const genToken = await placeShip(w.scene, gen, 600, -150, 90);
    w.world.actAs(w.gm);
    await gen.update({ 'system.contacts': [{ actorId: bel.id, kind: 'enemyCollision' }] });
    await bel.update({ 'system.contacts': [{ actorId: gen.id, kind: 'enemyCollision' }] });
    await beginBattle(
      [bel, gen] as never,
      ['British', 'French'],
      [
        { tokenId: belToken.id, actorId: bel.id },
        { tokenId: genToken.id, actorId: gen.id },
      ],
    );
    await turnServices().battle.write(await startTurnDeck(battle(), seededRandomBelow(3)));
    // Every roll: the Abilità rolls 16, any broadside and the melee 17 (carried).
    for (let i = 0; i < 30; i++) w.world.dice.push([6, 6, 5]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(gen.system.orders).toMatchObject({ prepareBoarding: true, unfoul: false });
    await advanceStep();
    await aiSeatSettled();
    w.world.actAs(alice);
    await rollAbilita([bel.uuid]);
    w.world.actAs(w.gm);
    await advanceStep();
    await aiSeatSettled();
    expect(battle().step).toBe('cards');
    expect(gen.system.boarding.partiesReady).toBe(true);
    let sawBoardingCard = false;
    for (let i = 0; i < 20 && !battle().ended && battle().step === 'cards'; i++) {
      const next = await drawTurnCard();
      await aiSeatSettled();
      const card = next.deck?.cards[next.deck.drawn - 1];
      if (!card) break;
      const frenchBoarding = card.kind === 'boarding' && card.side === 'French';
      if (frenchBoarding) sawBoardingCard = true;
      // No melee before the French boarding card is in play.
      if (!sawBoardingCard) expect(cardsOfKind('melee', () => true)).toHaveLength(0);
      if (frenchBoarding) break;
    }
    expect(sawBoardingCard).toBe(true);
    const melees = cardsOfKind('melee', (c) => c.turn === 1);
    expect(melees).toHaveLength(1);
    expect(melees[0]!.card).toMatchObject({ attacker: { name: 'Généreux' }, faces: [6, 6, 5] });
    expect(aiCard('boarding')?.lines[0]?.reason?.id).toBe('boardHer');
    // The French commander's buttons: the attacker's effect applied; the defender's is the card close's.
    expect(gen.system.boarding.partiesReady).toBe(false);
  });
});

describe('issue 13 SD-220 D-19 the AI lays an enemy aboard', () => {
  it('D-19 / FP-5.8 free, a crippled enemy within an easy-sail move ahead: parties ordered, the guns held, the move ends alongside her (a deliberate contact)', async () => {
    const w = await canvasWorld();
    installCombat();
    registerTurn();
    const alice = w.player('Alice');
    const bel = await shipActor('Bellona', {
      ownership: { [alice.id]: OWNERSHIP.OWNER },
      system: { sail: 'easy', side: 'British', ...CRIPPLED },
    });
    const gen = await shipActor('Généreux', {
      system: { side: 'French', sail: 'easy', crew: 'elite', originalCrew: 'elite' },
    });
    // North wind, both heading east; Généreux astern of Bellona, her bow short of Bellona's stern.
    const genToken = await placeShip(w.scene, gen, 450, -200, 90);
    const belToken = await placeShip(w.scene, bel, 600, -200, 90);
    w.world.actAs(w.gm);
    await beginFrenchFirst([
      [gen, genToken],
      [bel, belToken],
    ]);
    for (let i = 0; i < 10; i++) w.world.dice.push([5, 5, 5]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    const o = gen.system.orders;
    expect(o).toMatchObject({
      prepareBoarding: true,
      firePort: '',
      fireStarboard: '',
      unfoul: false,
    });
    expect(aiCard('orders')?.lines.map((l) => l.reason?.id)).toEqual(
      expect.arrayContaining(['boardHer', 'steerToLayAboard', 'holdForBoarding']),
    );
    expect(refusedOrFallback('orders')).toEqual([]);
    const t = { ...w, genereux: gen, bellona: bel, alice } as unknown as Table;
    await toFrench(t, 'boarding');
    await aiSeatSettled();
    // D-19 an enemy touched at easy sail: a deliberate boarding contact, made by Généreux's move.
    expect(gen.system.contacts).toEqual([
      expect.objectContaining({
        actorId: bel.id,
        kind: 'boarding',
        mover: true,
        moverSail: 'easy',
      }),
    ]);
    // FP-7.2 parties prepared by the roll, the melee asked for in the boarding step.
    expect(cardsOfKind('melee', (c) => c.turn === 1).map((m) => m.card.attacker.name)).toEqual([
      'Généreux',
    ]);
  });
});
