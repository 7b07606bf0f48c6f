// HR-5 with OR-2 on a real (fake) table: the wind test of a card-driven turn is made when the wind
// card is drawn, not at the start of the turn; the other cards roll nothing.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCards } from '../fake-foundry/cards.js';
import { installCombat } from '../fake-foundry/combat.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { setSceneForce } from '../../src/foundry/scene-wind.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { advanceStep, beginBattle, drawTurnCard } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { registerTurn } from '../../src/foundry/turn/register.js';

describe('HR-5 the wind card (OR-2 on)', () => {
  it('HR-5 OR-2 no wind roll when the turn begins; the wind card makes it, once', async () => {
    const w = await canvasWorld();
    installCombat();
    installCards();
    registerTurn();
    await w.world.settings.set(SYSTEM_ID, 'setupRolls', true);
    await w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
    await setSceneForce(w.scene, { direction: 0, force: 'moderate-breeze' });
    const alice = w.player('Alice');
    const bob = w.player('Bob');
    const bellona = await shipActor('Bellona', {
      ownership: { [alice.id]: OWNERSHIP.OWNER },
      system: { sail: 'full', side: 'British', squadron: 'Van' },
    });
    const genereux = await shipActor('Généreux', {
      ownership: { [bob.id]: OWNERSHIP.OWNER },
      system: { sail: 'easy', side: 'French', squadron: 'Van' },
    });
    const mine = await placeShip(w.scene, bellona, 600, -400, 90);
    const theirs = await placeShip(w.scene, genereux, 760, -150, 90);
    await beginBattle(
      [bellona, genereux] as never,
      ['British', 'French'],
      [
        { tokenId: mine.id, actorId: bellona.id },
        { tokenId: theirs.id, actorId: genereux.id },
      ],
    );
    const windCards = () =>
      w.world.messages.contents.filter((m) => m.content.includes('sca-card--or2'));
    // The queue is empty: a roll at the start of the turn would have thrown.
    expect(windCards()).toHaveLength(0);
    const cards = battle().deck!.cards;
    expect(cards.map((c) => c.kind).sort()).toEqual([
      'boarding',
      'boarding',
      'extinguishFire',
      'moveFire',
      'moveFire',
      'sailChange',
      'unfoul',
      'wind',
    ]);
    // HR-5 every side's orders and Abilità, then the draws.
    await advanceStep();
    await advanceStep();
    for (const card of cards) {
      if (card.kind === 'wind') w.world.dice.push([1, 1, 2]);
      await drawTurnCard();
      expect(windCards()).toHaveLength(
        cards.indexOf(card) >= cards.findIndex((c) => c.kind === 'wind') ? 1 : 0,
      );
    }
    expect(windCards()[0]!.content).toContain('Start of turn 1');
    expect(w.world.dice.queue).toHaveLength(0);
  });
});
