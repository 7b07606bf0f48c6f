// HR-5 / D-20 a whole card-driven turn through the flow, two squadrons a side and the advanced rule
// on: every side's orders and Abilità at once, every card drawn in a seeded order, the named
// squadron's ships moving and firing on their card (the others refused), the second Elite card
// doing nothing, boarding per fleet, the order cards' effects on their cards, the compulsory rules
// at each card's close, morale closing the turn and the next turn's reshuffle. The forged attempts
// and the checks around the draws: card-driven-forged.test.ts.
import { describe, expect, it } from 'vitest';
import { cardDemand } from '../../src/rules/index.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { isApplied } from '../../src/foundry/referee/history-lookup.js';
import { advanceStep, drawTurnCard } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { startMelee } from '../../src/foundry/turn/flow-melee-morale.js';
import { battleGate } from '../../src/foundry/turn/gate.js';
import { cardBattle, idx, ordersAndRolls, trackerHtml } from './card-driven-support.js';

const SQUADRON_OF: Record<string, [string, string]> = {
  prince: ['British', 'Van'],
  minerva: ['British', 'Van'],
  defiance: ['British', 'Rear'],
  ardent: ['British', 'Rear'],
  foudroyant: ['French', 'Van'],
  scipion: ['French', 'Van'],
  hercule: ['French', 'Rear'],
  medee: ['French', 'Rear'],
};

describe('HR-5 a whole card-driven turn (two squadrons a side, D-20 on)', () => {
  it('HR-5 D-20 orders and Abilità at once, every card in a seeded order, morale closes the turn, the next turn reshuffles', async () => {
    const b = await cardBattle(7);
    const { ships, alice, bob, gm, w } = b;
    const order = battle().deck!.cards;
    expect(order).toHaveLength(12);
    const { british, french } = await ordersAndRolls(b);
    const minervaKey = `${british.message.id}:${idx(british, ships.minerva!.uuid)}:extinguish`;
    const medeeKey = `${french.message.id}:${idx(french, ships.medee!.uuid)}:increaseSail`;
    const princeIdx = idx(british, ships.prince!.uuid);

    // The GM closes the rolls: the orders no card carries out apply now (Ardent's parties); the
    // extinguish and sail orders wait for their cards; the deck is drawn from here.
    w.world.actAs(gm);
    // Plenty of 3d6 for what the turn rolls (criticals, the melee, morale tests).
    for (let i = 0; i < 40; i++) w.world.dice.push([3, 4, 4]);
    await advanceStep();
    expect(battle().step).toBe('cards');
    expect(ships.ardent!.system.boarding.partiesReady).toBe(true);
    expect(isApplied(ships.minerva! as never, minervaKey)).toBe(false);
    expect(ships.minerva!.system.fires.hull).toBe(1);
    expect(ships.medee!.system.sail).toBe('easy');
    // Before any card: no ship moves, Prince may not fire.
    for (const s of Object.values(ships))
      expect(battleGate(s.uuid)).toMatchObject({ mode: 'battle', mayMove: false });
    w.world.actAs(alice);
    expect(
      await runCardAction(british.message.id!, 'fire', { index: princeIdx, broadside: 'port' }),
    ).toMatchObject({
      status: 'refused',
      reason: expect.stringContaining('HMS Prince fires only'),
    });

    let voids = 0;
    let closedFoudroyant = false;
    for (let i = 0; i < order.length; i++) {
      w.world.actAs(gm);
      await drawTurnCard();
      const card = order[i]!;
      const before = order.slice(0, i);
      const demand = cardDemand(
        card,
        before,
        Object.entries(ships).map(([k, s]) => ({
          id: s.uuid,
          side: SQUADRON_OF[k]![0],
          squadron: SQUADRON_OF[k]![1],
        })),
      );
      // The previous card was closed at this draw: Foudroyant's ordered broadside was fired for it.
      if (closedFoudroyant)
        expect(cardsOfKind('gunnery', (c) => c.firerUuid === ships.foudroyant!.uuid)).toHaveLength(
          1,
        );
      const squadronMoves = (k: string) =>
        demand.work === 'moveFire' &&
        card.kind === 'moveFire' &&
        SQUADRON_OF[k]![0] === card.side &&
        SQUADRON_OF[k]![1] === card.squadron;
      // The movement control: only the named squadron's ships, on an acting card.
      for (const [k, s] of Object.entries(ships)) {
        const gate = battleGate(s.uuid);
        expect(gate.mode === 'battle' && gate.mayMove).toBe(squadronMoves(k));
        if (gate.mode === 'battle' && !gate.mayMove)
          expect(gate.reasonKey).toBe('SCA.Deck.Gate.NotItsCard');
      }
      if (demand.work === 'nothing') {
        voids++;
        expect(card).toMatchObject({ kind: 'moveFire', copy: expect.any(Number) });
        expect(await trackerHtml()).toContain('this one does nothing');
      }
      const princeFired = () => cardsOfKind('gunnery', (c) => c.firerUuid === ships.prince!.uuid);
      if (squadronMoves('prince')) {
        // The tracker's guide: Alice's Van must move and fire; the GM waits for her.
        w.world.actAs(gm);
        expect(await trackerHtml()).toContain('Waiting for Alice.');
        w.world.actAs(alice);
        expect(await trackerHtml()).toContain(
          'Move and fire: HMS Prince and 1 more have not moved.',
        );
        expect(
          await runCardAction(british.message.id!, 'fire', {
            index: princeIdx,
            broadside: 'port',
          }),
        ).toMatchObject({ status: 'done' });
        expect(princeFired()).toHaveLength(1);
        expect(await trackerHtml()).toContain('For Van (British) only');
      } else if (princeFired().length === 0) {
        w.world.actAs(alice);
        expect(
          await runCardAction(british.message.id!, 'fire', {
            index: princeIdx,
            broadside: 'port',
          }),
        ).toMatchObject({ status: 'refused' });
        expect(princeFired()).toHaveLength(0);
      }
      if (squadronMoves('foudroyant')) {
        // Bob does not fire: the card's close fires the ordered broadside (FP-6.2).
        expect(cardsOfKind('gunnery', (c) => c.firerUuid === ships.foudroyant!.uuid)).toHaveLength(
          0,
        );
        closedFoudroyant = true;
      } else closedFoudroyant = false;
      // SD-117 Defiance's course change waits for its squadron's card, then is made at its close.
      const defianceIdx = idx(british, ships.defiance!.uuid);
      if (card.kind === 'boarding') {
        w.world.actAs(alice);
        const meleesBefore = cardsOfKind('melee').length;
        if (card.side === 'British') {
          expect(await trackerHtml()).toContain('Boarding: HMS Ardent has boarding parties ready.');
          const melee = await startMelee(ships.ardent!.uuid, ships.hercule!.uuid);
          expect(melee.card.attacker.actorUuid).toBe(ships.ardent!.uuid);
          expect(cardsOfKind('melee')).toHaveLength(meleesBefore + 1);
        } else {
          await expect(startMelee(ships.ardent!.uuid, ships.hercule!.uuid)).rejects.toThrow(
            "HMS Ardent boards only while its fleet's boarding card is in play.",
          );
          expect(cardsOfKind('melee')).toHaveLength(meleesBefore);
        }
      }
      const drawn = order.slice(0, i + 1).map((c) => c.kind);
      // The order cards: their effects for every ship with the order, at once, on the draw.
      expect(isApplied(ships.minerva! as never, minervaKey)).toBe(drawn.includes('extinguishFire'));
      expect(isApplied(ships.medee! as never, medeeKey)).toBe(drawn.includes('sailChange'));
      if (!drawn.includes('extinguishFire')) {
        w.world.actAs(alice);
        expect(
          await runCardAction(british.message.id!, 'applyOrder', {
            index: idx(british, ships.minerva!.uuid),
            order: 'extinguish',
          }),
        ).toMatchObject({ status: 'refused', reason: expect.stringContaining('extinguish-fire') });
      }
      const vanDrawn = before.some(
        (c) => c.kind === 'moveFire' && c.side === 'British' && c.squadron === 'Rear',
      );
      if (!vanDrawn && !squadronMoves('defiance')) {
        w.world.actAs(alice);
        expect(
          await runCardAction(british.message.id!, 'turnShip', {
            index: defianceIdx,
            order: 'changeCourse',
          }),
        ).toMatchObject({ status: 'refused', reason: expect.stringContaining('course change') });
      }
    }
    expect(voids).toBe(2);
    expect(ships.medee!.system.sail).toBe('full');
    // Every card is drawn: the GM closes the draws; the last card's compulsory rules are carried out.
    w.world.actAs(gm);
    await advanceStep();
    expect(battle().step).toBe('morale');
    // Both fleets' broadsides fired (Foudroyant's by the referee), Defiance turned by the referee.
    expect(cardsOfKind('gunnery')).toHaveLength(2);
    expect(b.table.headingOf(ships.defiance!.uuid)).not.toBe(4);
    // The melee was applied at the boarding card's close (compulsory), once.
    const melee = cardsOfKind('melee')[0]!;
    expect(isApplied(ships.ardent! as never, `${melee.message.id}:attacker`)).toBe(true);
    // FP-8 morale closes the turn: each side's list is posted when the GM closes it.
    await advanceStep();
    const lists = cardsOfKind('moraleList', (c) => c.turn === 1).map((l) => l.card.side);
    expect(lists.sort()).toEqual(['British', 'French']);
    // The next turn: orders again, the deck made again and shuffled, every card home.
    expect(battle()).toMatchObject({ turn: 2, step: 'orders', sideIndex: 0 });
    expect(battle().deck!.drawn).toBe(0);
    expect(battle().deck!.cards).toHaveLength(12);
    void bob;
  });
});
