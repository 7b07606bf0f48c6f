// OR-2 "the second deployer chooses to play first or second every turn": a choice at the start of
// each turn, made by the users commanding the second deployer's side (or a GM) through the referee,
// who sets the turn's side order; a forged or untimely choice is refused and changes nothing; with
// no choice the order stays as it was (SD-106).
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { askReferee } from '../../src/foundry/referee/channel.js';
import { or2State, setOr2State } from '../../src/foundry/scene-or2.js';
import { setSceneForce } from '../../src/foundry/scene-wind.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { advanceStep, beginBattle } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import {
  chooseSideOrder,
  orderedSides,
  sideOrderChoiceView,
  sideOrderChooser,
} from '../../src/foundry/turn/or2-order.js';
import { registerTurn } from '../../src/foundry/turn/register.js';

async function orderBattle(opts: { or2?: boolean; secondDeployer?: string } = {}) {
  const w = await canvasWorld();
  installCombat();
  registerTurn();
  if (opts.or2 !== false) await w.world.settings.set(SYSTEM_ID, 'setupRolls', true);
  await setSceneForce(w.scene, { direction: 0, force: 'moderate-breeze' });
  await setOr2State(w.scene, { secondDeployer: opts.secondDeployer ?? 'French' });
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
  const mine = await placeShip(w.scene, bellona, 600, -400, 90);
  const theirs = await placeShip(w.scene, genereux, 760, -150, 90);
  w.world.dice.push([4, 4, 4], [4, 4, 4], [4, 4, 4]);
  await beginBattle(
    [bellona, genereux] as never,
    ['British', 'French'],
    [
      { tokenId: mine.id, actorId: bellona.id },
      { tokenId: theirs.id, actorId: genereux.id },
    ],
  );
  return { ...w, alice, bob };
}

type World = Awaited<ReturnType<typeof orderBattle>>;

const order = () => battle().sides.map((s) => s.id);
const user = (t: World, u: { id: string }) =>
  t.world.users.get(u.id) as unknown as User.Implementation;

async function nextTurn(t: World): Promise<void> {
  t.world.actAs(t.gm);
  const turn = battle().turn;
  for (let i = 0; i < 20 && battle().turn === turn; i++) await advanceStep();
}

describe('OR-2 the second deployer chooses to play first or second', () => {
  it('OR-2 the pure rules: who may choose and when; the order a choice gives', () => {
    const sides = [
      { id: 'British', userIds: [] },
      { id: 'French', userIds: [] },
    ];
    const state = {
      version: 1 as const,
      turn: 3,
      sides,
      sideIndex: 0,
      step: 'orders' as const,
      roster: [],
      partStart: [],
      ended: false,
    };
    const or2 = { secondDeployer: 'French', orderChoice: null };
    expect(sideOrderChooser(state, or2, true)).toBe('French');
    expect(sideOrderChooser(state, or2, false)).toBeNull();
    expect(sideOrderChooser({ ...state, step: 'abilita' }, or2, true)).toBeNull();
    expect(sideOrderChooser({ ...state, sideIndex: 1 }, or2, true)).toBeNull();
    expect(
      sideOrderChooser(state, { secondDeployer: 'Dutch', orderChoice: null }, true),
    ).toBeNull();
    const chosen = { turn: 3, side: 'French', play: 'second' as const };
    // SD-106 one choice holds for the battle: a choice made at any earlier turn closes it.
    expect(sideOrderChooser(state, { ...or2, orderChoice: chosen }, true)).toBeNull();
    expect(
      sideOrderChooser(state, { ...or2, orderChoice: { ...chosen, turn: 1 } }, true),
    ).toBeNull();
    expect(orderedSides(sides, 'French', 'first').map((s) => s.id)).toEqual(['French', 'British']);
    expect(orderedSides(sides, 'French', 'second').map((s) => s.id)).toEqual(['British', 'French']);
  });

  it('OR-2 Bob (the French, second deployer) chooses to play first at turn 1: the referee sets the order and says so', async () => {
    const t = await orderBattle();
    expect(order()).toEqual(['British', 'French']);
    // The tracker offers the choice to Bob and the GM; Alice only sees who is choosing.
    expect(sideOrderChoiceView(user(t, t.bob))).toMatchObject({ side: 'French', mayChoose: true });
    expect(sideOrderChoiceView(user(t, t.gm))).toMatchObject({ mayChoose: true });
    expect(sideOrderChoiceView(user(t, t.alice))).toMatchObject({ mayChoose: false });
    t.world.actAs(t.bob);
    await chooseSideOrder('first');
    expect(order()).toEqual(['French', 'British']);
    expect(battle()).toMatchObject({ turn: 1, sideIndex: 0, step: 'orders' });
    expect(or2State(t.scene).orderChoice).toEqual({ turn: 1, side: 'French', play: 'first' });
    expect(
      t.world.messages.contents.some((m) => m.content.includes('French chooses to play first')),
    ).toBe(true);
    // SD-106 once for the battle: the choice is closed.
    expect(sideOrderChoiceView(user(t, t.bob))).toBeNull();
    await expect(chooseSideOrder('second')).rejects.toThrow(/chosen once/);
    expect(order()).toEqual(['French', 'British']);
  });

  it('OR-2 forged choices: Alice (not the second deployer), a bad payload, or too late are refused and change nothing', async () => {
    const t = await orderBattle();
    t.world.actAs(t.alice);
    const before = t.world.messages.contents.length;
    expect(await askReferee('chooseSideOrder', { play: 'first' })).toMatchObject({
      status: 'refused',
      reason: expect.stringMatching(/do not command French/),
    });
    expect(order()).toEqual(['British', 'French']);
    expect(or2State(t.scene).orderChoice).toBeNull();
    // The GMs are told who tried.
    expect(
      t.world.messages.contents
        .slice(before)
        .some((m) => m.content.includes('Alice tried something the rules do not allow')),
    ).toBe(true);
    t.world.actAs(t.bob);
    for (const payload of [{ play: 'third' }, { play: 1 }, {}, { play: ['first'] }])
      expect(await askReferee('chooseSideOrder', payload)).toMatchObject({
        status: 'refused',
        reason: expect.stringMatching(/play/),
      });
    // A side claimed in the payload is ignored: only the requester's side counts.
    expect(await askReferee('chooseSideOrder', { play: 'second', side: 'British' })).toMatchObject({
      status: 'done',
    });
    expect(order()).toEqual(['British', 'French']);
    // After the first step of the turn: too late.
    t.world.actAs(t.gm);
    await advanceStep();
    await setOr2State(t.scene, { orderChoice: null });
    t.world.actAs(t.bob);
    expect(await askReferee('chooseSideOrder', { play: 'first' })).toMatchObject({
      status: 'refused',
    });
    expect(order()).toEqual(['British', 'French']);
  });

  it('SD-106 the choice holds for every turn; nobody choosing keeps the order and offers it again next turn', async () => {
    const t = await orderBattle();
    // Nobody chooses at turn 1: the battle's order stands and turn 2 offers the choice again.
    await nextTurn(t);
    expect(battle().turn).toBe(2);
    expect(order()).toEqual(['British', 'French']);
    expect(sideOrderChoiceView(user(t, t.bob))).toMatchObject({ side: 'French' });
    t.world.actAs(t.bob);
    await chooseSideOrder('first');
    await nextTurn(t);
    expect(battle().turn).toBe(3);
    // Made once, it holds: turn 3 plays in the chosen order and offers no new choice.
    expect(order()).toEqual(['French', 'British']);
    expect(sideOrderChoiceView(user(t, t.bob))).toBeNull();
    t.world.actAs(t.gm);
    await expect(chooseSideOrder('second')).rejects.toThrow(/chosen once/);
    expect(order()).toEqual(['French', 'British']);
  });

  it('OR-2 off, or no deployment roll: no choice is offered and a request is refused', async () => {
    const t = await orderBattle({ or2: false });
    expect(sideOrderChoiceView(user(t, t.bob))).toBeNull();
    t.world.actAs(t.bob);
    expect(await askReferee('chooseSideOrder', { play: 'first' })).toMatchObject({
      status: 'refused',
    });
    expect(order()).toEqual(['British', 'French']);
  });
});
