// OR-2 in the battle, on a real (fake) table: the referee's start-of-turn wind change with its
// two-consecutive-turns memory (turn 1 included), in irons after a veer, calm and storm on the card;
// refusing the scenario as a morale bonus in a player's test, until the first strike.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { or2State, setOr2State } from '../../src/foundry/scene-or2.js';
import { sceneWind, setSceneForce } from '../../src/foundry/scene-wind.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { advanceStep, beginBattle } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { postMoraleList } from '../../src/foundry/turn/flow-melee-morale.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import type { WindForce } from '../../src/rules/index.js';

async function or2Battle(opts: {
  force: WindForce;
  dice: number[][];
  or2?: boolean;
  bellonaHeadingDeg?: number;
}) {
  const w = await canvasWorld();
  installCombat();
  registerTurn();
  if (opts.or2 !== false) await w.world.settings.set(SYSTEM_ID, 'setupRolls', true);
  await setSceneForce(w.scene, { direction: 0, force: opts.force });
  const alice = w.player('Alice');
  const bob = w.player('Bob');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'full', side: 'British', crew: 'average' },
  });
  const genereux = await shipActor('Généreux', {
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'French' },
  });
  const gunboat = await shipActor('Cannoniera', {
    classId: 'unrated-gunboat-small',
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'French' },
  });
  const mine = await placeShip(w.scene, bellona, 600, -400, opts.bellonaHeadingDeg ?? 90);
  const theirs = await placeShip(w.scene, genereux, 760, -150, 90);
  const boat = await placeShip(w.scene, gunboat, 200, -150, 90);
  w.world.dice.push(...opts.dice);
  await beginBattle(
    [bellona, genereux, gunboat] as never,
    ['British', 'French'],
    [
      { tokenId: mine.id, actorId: bellona.id },
      { tokenId: theirs.id, actorId: genereux.id },
      { tokenId: boat.id, actorId: gunboat.id },
    ],
  );
  return { ...w, alice, bob, bellona, genereux, gunboat };
}

type World = Awaited<ReturnType<typeof or2Battle>>;

async function nextTurn(t: World): Promise<void> {
  t.world.actAs(t.gm);
  const turn = battle().turn;
  for (let i = 0; i < 20 && battle().turn === turn; i++) await advanceStep();
}

const windCards = (t: World) =>
  t.world.messages.contents.filter((m) => m.content.includes('sca-card--or2'));

describe('OR-2 the wind change at the start of every turn', () => {
  it('OR-2 turn 1 rolls with nothing to repeat; turn 2 repeats weaken-and-back: one step weaker, one point anticlockwise', async () => {
    const t = await or2Battle({ force: 'moderate-breeze', dice: [[1, 1, 2]] });
    expect(windCards(t)).toHaveLength(1);
    const first = windCards(t)[0]!.content;
    expect(first).toContain('Start of turn 1');
    expect(first).toContain('may weaken, may back');
    expect(first).toContain('none (first roll)');
    expect(first).toContain('unchanged: moderate breeze');
    expect(sceneWind(t.scene)).toEqual({
      direction: 0,
      strength: 'breeze',
      force: 'moderate-breeze',
    });
    expect(or2State(t.scene).lastWindRoll).toEqual({ turn: 1, total: 4 });
    t.world.dice.push([2, 2, 3]);
    await nextTurn(t);
    expect(battle().turn).toBe(2);
    const second = windCards(t)[1]!.content;
    expect(second).toContain('weakens: light breeze');
    expect(second).toContain('backs one point: from NNW');
    expect(sceneWind(t.scene)).toEqual({
      direction: 15,
      strength: 'breeze',
      force: 'light-breeze',
    });
    expect(or2State(t.scene).lastWindRoll).toEqual({ turn: 2, total: 7 });
  });

  it('OR-2 the source’s example: strengthen-and-back, then weaken-and-back: the wind only backs', async () => {
    const t = await or2Battle({ force: 'moderate-breeze', dice: [[5, 5, 5]] });
    t.world.dice.push([1, 1, 2]);
    await nextTurn(t);
    expect(sceneWind(t.scene)).toEqual({
      direction: 15,
      strength: 'breeze',
      force: 'moderate-breeze',
    });
  });

  it('OR-2 / FP-5.4 a veer that puts a close-hauled ship in irons gives it the in-irons damage', async () => {
    // Bellona heads ENE, close-hauled in a N wind; veering to NNE puts her in irons.
    const t = await or2Battle({
      force: 'moderate-breeze',
      dice: [[1, 1, 1]],
      bellonaHeadingDeg: 67.5,
    });
    const before = t.bellona.system.damage.rigging;
    t.world.dice.push([1, 2, 2]);
    await nextTurn(t);
    expect(sceneWind(t.scene)).toMatchObject({ direction: 1, force: 'light-breeze' });
    expect(t.bellona.system.damage.rigging).toBeGreaterThan(before);
    expect(t.bellona.system.history.at(-1)!.source).toMatch(/^or2wind:2:/);
  });

  it('OR-2 beyond light airs: calm; the card names the oared ships, which alone move', async () => {
    const t = await or2Battle({ force: 'light-airs', dice: [[1, 1, 1]] });
    t.world.dice.push([1, 1, 3]);
    await nextTurn(t);
    expect(sceneWind(t.scene)).toMatchObject({ force: 'calm', strength: 'light' });
    const card = windCards(t).at(-1)!.content;
    expect(card).toContain('Calm: only oared ships move, at half speed: Cannoniera.');
    // The tracker does not wait for a becalmed ship's move; the gunboat still has one to make.
    const { trackerFacts } = await import('../../src/foundry/turn/tracker-data.js');
    const facts = trackerFacts(battle());
    expect(facts.find((f) => f.name === 'Bellona')!.mayMove).toBe(false);
    expect(facts.find((f) => f.name === 'Cannoniera')!.mayMove).toBe(true);
  });

  it('OR-2 beyond strong wind: storm; the card lists the ships above easy sail for the rigging test', async () => {
    const t = await or2Battle({ force: 'strong-wind', dice: [[5, 5, 4]] });
    t.world.dice.push([6, 6, 6]);
    await nextTurn(t);
    expect(sceneWind(t.scene)).toMatchObject({ force: 'storm', strength: 'strong', direction: 1 });
    const card = windCards(t).at(-1)!.content;
    expect(card).toMatch(
      /take the rigging damage test at the end of their side(&#x27;|')s part: Bellona\./,
    );
    expect(card).not.toContain('Généreux');
    // OR-2 / OR-9 the referee rolls the test at the end of the British part, for Bellona only.
    t.world.dice.push([3, 4, 4]);
    for (let i = 0; i < 12 && battle().sideIndex === 0; i++) await advanceStep();
    const tests = cardsOfKind('riggingTest');
    expect(tests.map((c) => c.card.ship.name)).toEqual(['Bellona']);
  });

  it('OR-2 in Italian: the card speaks the source’s words', async () => {
    const { fake } = await import('../support/foundry.js');
    const t = await or2Battle({ force: 'light-airs', dice: [[1, 1, 1]] });
    fake().i18n.setLanguage('it');
    t.world.dice.push([1, 1, 3]);
    await nextTurn(t);
    const card = windCards(t).at(-1)!.content;
    fake().i18n.setLanguage('en');
    expect(card).toContain('Variazione del vento');
    expect(card).toContain('Bonaccia: muovono solo le navi con remi');
  });

  it('OR-2 off: no roll at the start of a turn (the dice queue stays untouched)', async () => {
    const t = await or2Battle({ force: 'moderate-breeze', dice: [], or2: false });
    expect(windCards(t)).toHaveLength(0);
    await nextTurn(t);
    expect(windCards(t)).toHaveLength(0);
  });

  it('OR-2 only the previous turn’s roll counts: a roll remembered from another battle is ignored', async () => {
    const w = await canvasWorld();
    await w.world.settings.set(SYSTEM_ID, 'setupRolls', true);
    await setOr2State(w.scene, { lastWindRoll: { turn: 7, total: 4 } });
    installCombat();
    registerTurn();
    await setSceneForce(w.scene, { direction: 0, force: 'moderate-breeze' });
    const a = await shipActor('A', { system: { side: 'British' } });
    const b = await shipActor('B', { system: { side: 'French' } });
    w.world.dice.push([1, 1, 2]);
    await beginBattle([a, b] as never, ['British', 'French']);
    expect(sceneWind(w.scene)).toMatchObject({ direction: 0, force: 'moderate-breeze' });
  });
});

describe('OR-2 refusing the scenario in the morale test', () => {
  it('OR-2 the French refused twice: a British ship tested by its player gets +2, until the first strike', async () => {
    const t = await or2Battle({ force: 'moderate-breeze', dice: [[3, 4, 4]] });
    await setOr2State(t.scene, {
      refusals: [
        { side: 'British', count: 0 },
        { side: 'French', count: 2 },
      ],
    });
    // Bellona (single DC lost past the deck threshold) must test at the end of the British part.
    await t.bellona.update({ 'system.damage.port': 300 });
    t.world.actAs(t.gm);
    for (let i = 0; i < 12 && battle().step !== 'morale'; i++) await advanceStep();
    const list = await postMoraleList();
    expect(list.card.entries).toEqual([
      expect.objectContaining({ name: 'Bellona', refusalBonus: 2 }),
    ]);
    // Bob cannot test Alice's ship.
    t.world.actAs(t.bob);
    expect(await runCardAction(list.message.id!, 'testMorale', { entry: 0 })).toMatchObject({
      status: 'refused',
    });
    t.world.actAs(t.alice);
    t.world.dice.push([3, 4, 4]);
    expect(await runCardAction(list.message.id!, 'testMorale', { entry: 0 })).toMatchObject({
      status: 'applied',
    });
    const { card } = cardsOfKind('morale')[0]!;
    expect(card.conditions.refusalBonus).toBe(2);
    const { moraleTest } = await import('../../src/rules/index.js');
    const { refusalBonus: _, ...without } = card.conditions;
    const test = t.bellona.system.moraleTests.at(-1)!;
    expect(test.score).toBe(moraleTest(11, without).score + 2);
  });

  it('OR-2 after a strike, and when both sides refused, nobody has a bonus', async () => {
    const t = await or2Battle({ force: 'moderate-breeze', dice: [[3, 4, 4]] });
    await setOr2State(t.scene, {
      refusals: [
        { side: 'British', count: 1 },
        { side: 'French', count: 2 },
      ],
    });
    await t.bellona.update({ 'system.damage.port': 300 });
    t.world.actAs(t.gm);
    for (let i = 0; i < 12 && battle().step !== 'morale'; i++) await advanceStep();
    expect((await postMoraleList()).card.entries[0]).not.toHaveProperty('refusalBonus');
    await setOr2State(t.scene, { refusals: [{ side: 'French', count: 2 }] });
    await t.genereux.update({ 'system.status.struck': true });
    expect((await postMoraleList()).card.entries[0]).not.toHaveProperty('refusalBonus');
  });
});
