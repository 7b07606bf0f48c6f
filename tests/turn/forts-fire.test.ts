// HR-5 SD-177..SD-179 the coastal batteries card on a real (fake) table: drawn in the card-driven
// turn, the GM's client fires the fort at the nearest enemy (not the nearer friend), posts its card
// with the Roll, applies the hull damage once (a second click does nothing; the GM undoes), and the
// tracker shows the result instead of the by-hand note. Then the forged attempts: a player cannot
// fire a fort, apply or re-apply its damage, or pass off a card of their own.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { installCards } from '../fake-foundry/cards.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { CARD_TYPE } from '../../src/foundry/chat/card-model.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { askReferee } from '../../src/foundry/referee/channel.js';
import { isApplied } from '../../src/foundry/referee/history-lookup.js';
import { tokenPlacementForPose } from '../../src/foundry/canvas/table-ships.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { TurnTrackerApp } from '../../src/foundry/turn/apps.js';
import { advanceStep, beginBattle, drawTurnCard } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { fireForts, fortFireKey } from '../../src/foundry/turn/forts-fire.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { turnServices } from '../../src/foundry/turn/services.js';
import type { FortSystemSource } from '../../src/foundry/models/fort-model.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';

async function fortBattle() {
  const w = await canvasWorld();
  installCombat();
  installCards();
  registerTurn();
  await w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
  const alice = w.player('Alice');
  const bob = w.player('Bob');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { side: 'British' },
  });
  const ardent = await shipActor('Ardent', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { side: 'British' },
  });
  const genereux = await shipActor('Généreux', {
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { side: 'French' },
  });
  const Actor_ = Actor as unknown as {
    create(d: Record<string, unknown>): Promise<{
      id: string;
      uuid: string;
      name: string;
      system: FortSystemSource;
    }>;
  };
  const fort = await Actor_.create({
    name: 'Fort Royal',
    type: 'fort',
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { classId: 'fort-martello-tower', crew: 'average', side: 'French' },
  });
  // SD-1 the fort's 80 x 80 mm footprint, its centre at (600, -400).
  const size = { width: 80 / w.scene.grid.distance, height: 80 / w.scene.grid.distance };
  await w.scene.createEmbeddedDocuments('Token', [
    {
      name: fort.name,
      actorId: fort.id,
      ...size,
      ...tokenPlacementForPose({ x: 600, y: -400, headingDeg: 0 }, size, w.scene.grid),
    },
  ]);
  // Bellona due east at 300 mm (medium range, its port side to the fort); Ardent 481.25 mm north
  // (long range, its nearest mast); Généreux, a friend of the fort, nearer than both.
  const tokens = [
    await placeShip(w.scene, bellona, 900, -400, 0),
    await placeShip(w.scene, ardent, 600, -900, 0),
    await placeShip(w.scene, genereux, 600, -250, 90),
  ];
  const ships = [bellona, ardent, genereux];
  await beginBattle(
    ships as never,
    ['British', 'French'],
    tokens.map((t, i) => ({ tokenId: t.id, actorId: ships[i]!.id })),
  );
  // The coastal batteries card first (the shuffle is the GM's; here it is set).
  const s = battle();
  const cards = s.deck!.cards;
  const coastal = cards.find((c) => c.kind === 'coastalBatteries');
  expect(coastal).toBeDefined();
  await turnServices().battle.write({
    ...s,
    deck: { ...s.deck!, cards: [coastal!, ...cards.filter((c) => c !== coastal)] },
  });
  // Orders and rolls (nobody orders anything; the referee's compulsory rolls, if any, take dice).
  w.world.dice.push(...Array.from({ length: 12 }, () => [4, 4, 4]));
  for (let i = 0; i < 6 && battle().step !== 'cards'; i++) await advanceStep();
  expect(battle().step).toBe('cards');
  w.world.dice.queue = [];
  return { ...w, alice, bob, bellona, ardent, genereux, fort };
}

async function trackerHtml(): Promise<string> {
  const app = (await new TurnTrackerApp().render()) as unknown as { parts: Record<string, string> };
  return app.parts.body!;
}

describe('HR-5 SD-177 the coastal batteries card fires the forts', () => {
  it('HR-5 SD-177 SD-178 the fort fires at the nearest enemy, its damage applied once, undone by the GM', async () => {
    const t = await fortBattle();
    t.world.actAs(t.gm);
    // SD-178 3 + 3 + 2 = 8, average crew: a hit at medium range, a miss at long.
    t.world.dice.push([3, 3, 2]);
    await drawTurnCard();
    expect(t.world.dice.queue).toEqual([]);
    const posted = cardsOfKind('fortFire');
    expect(posted).toHaveLength(1);
    const { message, card } = posted[0]!;
    expect(card).toMatchObject({
      fort: { actorUuid: t.fort.uuid, name: 'Fort Royal' },
      faces: [3, 3, 2],
      score: 8,
      bf: 5,
      result: 'hit',
      damage: 25,
      target: { actorUuid: t.bellona.uuid, band: 'medium', hitSide: 'port' },
    });
    expect(card.target!.rangeMm).toBeCloseTo(300, 1);
    // FP-6.3 BF 5 x 5 on the port hull, applied once by the referee.
    const key = fortFireKey(message.id!);
    expect(t.bellona.system.damage.port).toBe(25);
    expect(isApplied(t.bellona as never, key)).toBe(true);
    expect(t.ardent.system.damage.port + t.genereux.system.damage.port).toBe(0);
    // A second click does nothing.
    expect(await runCardAction(message.id!, 'applyFortDamage')).toMatchObject({
      status: 'already',
    });
    expect(t.bellona.system.damage.port).toBe(25);
    // The tracker shows the fort's result, not the by-hand note.
    const html = await trackerHtml();
    expect(html).toContain('Fort Royal fired at Bellona: Hit, 25 points.');
    expect(html).not.toContain('No fort fires on this card');
    // Running the card's work again fires no fort twice.
    expect(await fireForts(battle())).toEqual([]);
    expect(cardsOfKind('fortFire')).toHaveLength(1);
    // The GM's undo, then the GM applies again: still once.
    const entry = t.bellona.system.history.find((e) => e.source === key)!;
    expect(
      await runCardAction(message.id!, 'undo', { actorUuid: t.bellona.uuid, entryId: entry.id }),
    ).toMatchObject({ status: 'applied' });
    expect(t.bellona.system.damage.port).toBe(0);
    expect(await runCardAction(message.id!, 'applyFortDamage')).toMatchObject({
      status: 'applied',
    });
    expect(await runCardAction(message.id!, 'applyFortDamage')).toMatchObject({
      status: 'already',
    });
    expect(t.bellona.system.damage.port).toBe(25);
  });

  it('HR-5 SD-177 a struck fort does not fire; with none able to fire the tracker says no fort fires', async () => {
    const t = await fortBattle();
    await (t.fort as unknown as { update(d: object): Promise<unknown> }).update({
      'system.status.struck': true,
    });
    t.world.actAs(t.gm);
    await drawTurnCard();
    expect(cardsOfKind('fortFire')).toHaveLength(0);
    expect(t.bellona.system.damage.port).toBe(0);
    expect(await trackerHtml()).toContain('No fort fires on this card');
  });

  it('HR-5 SD-177 SD-179 the one enemy left in reach, at long range: a well laid shot is a plain hit', async () => {
    const t = await fortBattle();
    // Only Ardent is left in reach: 481.25 mm, long range; 18 is a well laid shot there, a plain hit.
    await (t.bellona as unknown as { update(d: object): Promise<unknown> }).update({
      'system.status.struck': true,
    });
    t.world.actAs(t.gm);
    t.world.dice.push([6, 6, 6]);
    await drawTurnCard();
    const { card } = cardsOfKind('fortFire')[0]!;
    expect(card).toMatchObject({
      result: 'wellLaid',
      damage: 10,
      target: { actorUuid: t.ardent.uuid, band: 'long' },
    });
    expect(t.ardent.system.damage.port + t.ardent.system.damage.starboard).toBe(10);
  });
});

describe('HR-5 SD-177 forged attempts at the forts (refused, nothing changed, the GM told)', () => {
  it('a player cannot fire the forts, apply a fort card, nor pass off a card of their own', async () => {
    const t = await fortBattle();
    // A player cannot run the card's work: no fort card, no Roll taken.
    t.world.actAs(t.bob);
    await expect(fireForts(battle())).rejects.toThrow('Only the active GM referees requests.');
    await expect(drawTurnCard()).rejects.toThrow();
    expect(cardsOfKind('fortFire')).toHaveLength(0);
    // The GM draws; the damage is applied; the GM undoes it.
    t.world.actAs(t.gm);
    t.world.dice.push([3, 3, 2]);
    await drawTurnCard();
    const { message, card } = cardsOfKind('fortFire')[0]!;
    const key = fortFireKey(message.id!);
    const entry = t.bellona.system.history.find((e) => e.source === key)!;
    await runCardAction(message.id!, 'undo', { actorUuid: t.bellona.uuid, entryId: entry.id });
    expect(t.bellona.system.damage.port).toBe(0);
    // The fort's owner asks the referee to apply it again: refused, nothing applied, the GMs told.
    t.world.actAs(t.bob);
    expect(await runCardAction(message.id!, 'applyFortDamage')).toMatchObject({
      status: 'refused',
      reason: 'Only the GM fires the forts and applies their damage.',
    });
    expect(t.bellona.system.damage.port).toBe(0);
    expect(
      t.world.messages.contents.some((m) =>
        m.content.includes('Bob tried something the rules do not allow'),
      ),
    ).toBe(true);
    // A raw referee request with its own target and a bigger damage: the card's words only, refused.
    expect(
      await askReferee('card', {
        messageId: message.id!,
        action: 'applyFortDamage',
        args: { actorUuid: t.ardent.uuid, damage: 999 },
      }),
    ).toMatchObject({ status: 'refused' });
    expect(t.ardent.system.damage.port + t.ardent.system.damage.starboard).toBe(0);
    // A player's look-alike card (more damage) is not the referee's, even applied by the GM.
    const forged = (await (
      ChatMessage as unknown as { create(d: Record<string, unknown>): Promise<{ id: string }> }
    ).create({ type: CARD_TYPE, system: { card: { ...card, damage: 300 } } })) as { id: string };
    t.world.actAs(t.gm);
    expect(await runCardAction(forged.id, 'applyFortDamage')).toMatchObject({
      status: 'refused',
      reason: 'That card was not posted by the referee.',
    });
    expect(t.bellona.system.damage.port).toBe(0);
    // The genuine card still applies, once.
    expect(await runCardAction(message.id!, 'applyFortDamage')).toMatchObject({
      status: 'applied',
    });
    expect(t.bellona.system.damage.port).toBe(25);
  });
});
